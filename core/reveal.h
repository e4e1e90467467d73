// The click of the game (LeetCode 529) and the zero components it floods through.
//
// Reveal works on any topology and is iterative: an explicit stack replaces the recursion of the
// textbook solution, so a 4000 x 4000 board without mines opens in one click without overflowing
// the call stack.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/topology.h"

namespace papermines {

// A LeetCode 529 board: 'M' unrevealed mine, 'E' unrevealed empty, 'B' revealed blank,
// '1'..'8' revealed number, 'X' revealed mine. FORMAT.md's `papermines reveal` is this game on a
// square board, the only kind ParseRevealBoard builds, so its text never holds anything else. On
// other topologies (Reveal as a click simulator) a count n is '0' + n up to 12 (':' ';' '<' for
// 10..12 on triangles) and '>' above 12 (graphs); such boards have no text form in FORMAT.md.
struct RevealBoard {
  TopologyPtr topology;
  std::vector<char> cells;  // one character per cell id
};

// Parses rows of E/M/B/X/digits (one character per cell; surrounding whitespace ignored, blank
// lines skipped, all rows the same length). Errors: "FILE:LINE:COL: expected ..., got ...".
absl::StatusOr<RevealBoard> ParseRevealBoard(std::string_view text, std::string_view filename);
// The board as LeetCode rows, one character per cell (the characters above; LeetCode's alphabet
// for every board ParseRevealBoard made).
std::string FormatRevealBoard(const RevealBoard& board);
// Parses "R,C" (0-based) and checks it lies on the board.
absl::StatusOr<int> ParseClick(std::string_view text, const Topology& topo);

// Applies one click at `cell`, exactly as LeetCode 529: a mine becomes 'X'; an 'E' becomes the
// count of adjacent mines ('M' or 'X') or, when that is 0, 'B' and its unrevealed neighbours are
// revealed the same way; anything already revealed is left alone. Returns the cells revealed.
int64_t Reveal(const Topology& topo, std::vector<char>& cells, int cell);

// Zero components of a board: maximal connected sets of safe cells with no mine neighbour, and
// their border cells (safe cells with a mine neighbour that touch the component). A forward click on
// a zero cell opens its component and its border; this is the input of click counting (3BV, the
// reverse-sweep minimum) and of one-click checking.
struct ZeroComponents {
  int count = 0;
  std::vector<int32_t> comp_of;       // per cell: component of a zero cell, -1 otherwise
  std::vector<uint32_t> member_start;  // per component (count + 1): its zero cells in members
  std::vector<int32_t> members;
  std::vector<uint32_t> border_start;  // per component (count + 1): its border cells in border
  std::vector<int32_t> border;         // each component's border cells, each listed once
};
// `number` as from CountNeighborMines. Components are numbered in order of their smallest cell.
ZeroComponents FindZeroComponents(const Topology& topo, std::span<const uint8_t> mine,
                                  std::span<const uint8_t> number);

}  // namespace papermines
