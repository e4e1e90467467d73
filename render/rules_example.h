// The worked example `--rules full` sets under a sheet's rules (render/document.cpp): a 3 x 3
// paper table on the sheet's own grid (square, triangle or hex, with that grid's opening) and
// one deduction drawn on it: the clue it uses shaded, the cells it decides marked as mines and
// ringed, its column letters and row numbers around it, and beside it one sentence that names
// the clue and the cells as the labels do ("The 2 in A1 touches 2 closed cells, B1 and A2: they
// are all mines."). The table is found, not stored: the first placement of mines (in a fixed
// order) under which an open clue touches exactly as many closed cells as it counts, at least
// two, while some closed cell stays safe; so every grid gets an example of its own
// neighbourhood, and the same one on every run.
//
// A sheet of mosaics gets a mosaic's example under it (under the paper one on a sheet of both):
// a 3 x 3 picture, its top-left 2 x 2 filled, numbers in its four corners, and the corner 4 in
// A1 decided: its block, cut at the edge, is its own cell and three more, so all four are
// filled ("The 4 in A1 counts the filled cells of its block, A1, B1, A2 and B2 (itself
// included, the block cut at the edge): all 4 are filled."), the four cells drawn filled, as
// the key draws a mosaic's picture, and ringed.
//
// One-click and reverse boards have no deduction to show: a sheet of only those gets none (its
// rules stay the short line).
#pragma once

#include <cairo.h>

#include <optional>
#include <span>
#include <vector>

#include "core/puzzle.h"
#include "core/topology.h"
#include "render/text.h"

namespace papermines::render {

// The example on a grid: the 3 x 3 table (clues, kClosed at closed cells), its mines, the clue
// the deduction uses and the closed cells it decides (all mines). nullopt for a graph.
struct RulesExample {
  TopologyPtr topology;
  std::vector<uint8_t> clues, mine;
  int32_t clue_cell = -1;
  std::vector<int32_t> decided;
};
std::optional<RulesExample> FindRulesExample(TopologyKind kind);
// The mosaic's example: `mine` its picture, `clues` its numbers (kClosed: none), `decided` the
// number's whole block (all filled), the number's own cell among them.
std::optional<RulesExample> MosaicRulesExample();

// The height one example takes under the rules, in points.
inline constexpr double kRulesExampleHeight = 62;

// How many examples a sheet of `puzzles` shows (one for a paper puzzle on a drawable grid, one
// for a mosaic), and whether it shows any.
int RulesExampleCount(std::span<const Puzzle> puzzles);
bool HasRulesExample(std::span<const Puzzle> puzzles);

// Draws the examples one under the other (the paper one first) with the top-left corner at
// (x, y), across `width` points (mirrored for a right-to-left language: the grid on the right,
// the sentence to its left).
void DrawRulesExample(cairo_t* cr, Text& text, std::span<const Puzzle> puzzles, double x, double y,
                      double width);

}  // namespace papermines::render
