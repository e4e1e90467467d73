// How a cell is named in text a person reads: the one place that decides it, so that an
// explanation (`solve --explain --labels`) and the labels drawn around a printed grid
// (`render --labels`) cannot disagree.
//
//  - kRowCol: 0-based "(r,c)" as in the .mines format and the solver's messages;
//  - kLabel: spreadsheet style, "C4": the column as letters (A..Z, AA..AZ, BA.., ZZ, AAA..) and
//    the row as a number from 1, the way the printed grid is labelled (columns along the top,
//    rows down the left side).
// Graph topologies have no rows: their cells are named by number in both styles.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/topology.h"

namespace papermines {

enum class CellNaming : uint8_t { kRowCol, kLabel };

// Column c (0-based) as letters: 0 -> "A", 25 -> "Z", 26 -> "AA", 701 -> "ZZ", 702 -> "AAA".
std::string ColumnLetters(int col);
// Row r (0-based) as printed: "1" for row 0.
std::string RowNumber(int row);
// The cell's name in the given style.
std::string CellName(const Topology& topo, int cell, CellNaming naming = CellNaming::kRowCol);
// The 0-based (row, col) a label like "C4" names (letters case-insensitive), or nullopt when the
// text is no label. The inverse of the kLabel style; no bounds check against a grid.
std::optional<std::pair<int, int>> ParseCellLabel(std::string_view label);

}  // namespace papermines
