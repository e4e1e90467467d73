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

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/topology.h"

namespace papermines {

enum class CellNaming : uint8_t { kRowCol, kLabel };

// Column c (0-based) as letters: 0 -> "A", 25 -> "Z", 26 -> "AA", 701 -> "ZZ", 702 -> "AAA".
std::string ColumnLetters(int col);
// Row r (0-based) as printed: "1" for row 0.
std::string RowNumber(int row);
// The kRowCol name of the cell at 0-based (row, col): "(3,4)". For code that has a grid's
// coordinates but no Topology (URL decoding).
std::string RowColName(int row, int col);
// The cell's name in the given style.
std::string CellName(const Topology& topo, int cell, CellNaming naming = CellNaming::kRowCol);
// Cells named in the given style, joined by ", ". Past `limit` names the rest are counted:
// "(0,1), (2,3), ... (40 in all)".
std::string CellNames(const Topology& topo, std::span<const int32_t> cells,
                      CellNaming naming = CellNaming::kRowCol,
                      size_t limit = std::numeric_limits<size_t>::max());
// A cell in machine-readable output (JSON text): [row,col] on grids, its number on a graph. The
// same in both naming styles: labels are for people.
std::string CellJsonText(const Topology& topo, int cell);
// Appends CellJsonText(topo, cell) to *out (for long lists built as text).
void AppendCellJsonText(const Topology& topo, int cell, std::string* out);
// The 0-based (row, col) a label like "C4" names (letters case-insensitive), or nullopt when the
// text is no label. The inverse of the kLabel style; no bounds check against a grid.
std::optional<std::pair<int, int>> ParseCellLabel(std::string_view label);

}  // namespace papermines
