// The hex grid's opening.
//
// Why not the chessboard. On the odd-r hex grid, the chessboard ((r + c) even open) leaves each
// open cell's two other neighbours (the diagonal ones) open as well, so every clue sees exactly its
// up/down/left/right cells, and the clue system is the square chessboard's: hex tables would be square
// tables redrawn. Every parity opening degenerates the same way.
//
// The hex grid's own counterpart of the chessboard is its proper 3-colouring: in axial coordinates
// (q = c - (r - (r & 1)) / 2, r) the colour (q - r) mod 3 differs between any two neighbours, and
// each hexagon's 6 neighbours alternate between the two other colours (solve/theorem_hex.h).
// The candidates studied (bench/hex_openings.cpp measures each; README "Hex tables" has the
// figures and the reasoning for the choice):
//   kColour       close colour 0: 1/3 of the cells closed; every inner clue sees 3 closed cells,
//                 every inner closed cell has 6 clues around it;
//   kColourHalf   close colour 0, and colour 1 in even rows: 1/2 closed;
//   kRows         close the odd rows (a parity opening, for comparison);
//   kTwoColours   open colour 0 only: 2/3 closed, 6 closed cells per clue.
// kDefaultHexOpening is the one `gen paper -t hex` and `sheet --topology hex` use.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/topology.h"

namespace papermines {

enum class HexOpening : uint8_t { kColour, kColourHalf, kRows, kTwoColours };

inline constexpr HexOpening kDefaultHexOpening = HexOpening::kColour;

const char* HexOpeningName(HexOpening h);  // "colour", "colour-half", "rows", "two-colours"
std::optional<HexOpening> ParseHexOpening(std::string_view s);

// open[cell] != 0 for the open cells of the opening on a hex topology.
std::vector<uint8_t> HexOpen(const Topology& topo, HexOpening h = kDefaultHexOpening);

}  // namespace papermines
