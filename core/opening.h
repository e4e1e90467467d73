// The grid families of paper minesweeper and their openings: one definition for the generator
// (gen/paper.h), the rank theorem (solve/theorem.h) and every command that names them.
//
// A family is a grid and the cells its tables show as clues (the opening):
//   square    square grid, chessboard opening: (r, c) open iff r + c is even (German & Lakshtanov);
//   triangle  triangle grid, the same chessboard opening;
//   hex       odd-r hex grid, one class of its proper 3-colouring closed (HexColour below): the
//             chessboard would leave every clue seeing only its up/down/left/right cells, a square
//             table redrawn; the 3-colouring makes every inner clue see 3 closed cells and every
//             inner closed cell 6 clues (bench/hex_openings.cpp measures the alternatives);
//   strip     the 2 x n square strip with its top row open (Theorem 1).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/topology.h"

namespace papermines {

enum class GridFamily : uint8_t { kSquare, kTriangle, kHex, kStrip };

const char* GridFamilyName(GridFamily f);  // "square", "triangle", "hex", "strip"
std::optional<GridFamily> ParseGridFamily(std::string_view s);

// The topology of a family's grid (strip: square); InvalidArgument for sizes out of range, or a
// strip that is not 2 rows.
absl::StatusOr<TopologyPtr> GridFamilyTopology(GridFamily f, int64_t rows, int64_t cols);

// The family's opening on its grid (open[cell] != 0: the cell shows its clue).
std::vector<uint8_t> GridOpening(GridFamily f, const Topology& topo);

// The openings themselves. ChessboardOpen on a graph opens the even-numbered vertices.
std::vector<uint8_t> ChessboardOpen(const Topology& topo);
std::vector<uint8_t> TopRowOpen(const Topology& topo);
// The proper 3-colouring of the odd-r hex grid: 0, 1 or 2, different for any two neighbours
// (axial q = c - (r - (r & 1)) / 2; colour (q - r) mod 3), and the opening that closes colour 0.
int HexColour(int row, int col);
std::vector<uint8_t> HexColourOpen(const Topology& topo);

}  // namespace papermines
