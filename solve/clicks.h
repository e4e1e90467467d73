// Click counts of a board: the reverse-sweep minimum (CodeChef MINESREV) and the forward minimum
// (3BV), each with an optimal click set, plus simulators that check a click set by playing it.
//
// Reverse sweep: every cell starts open; a click closes what a forward click would have opened
// with it: a zero cell closes its zero component and that component's border; a border cell (a
// numbered safe cell next to a zero cell) closes every component it borders, each with its border;
// any other cell (a mine, or a numbered cell with no zero neighbour) closes only itself. Those last
// cells are "forced": nothing else closes them. Every other cell is closed with some component, so
// the question is how few clicks cover all components, where a click covers one component (a zero
// cell) or the components its cell borders (a border cell). When no cell borders three or more
// components this is a minimum edge cover of the graph whose vertices are the components and whose
// edges join two components sharing a border cell, whose size is (vertices - maximum matching) by
// Gallai's identity. Hence
//     reverse minimum = forced + components - maximum matching.
// A board without mines is one zero component: one click. A board without zero cells: one click per
// cell.
//
// How many components can a cell border? At most two on the square, triangle and hex grids (the
// proofs are in clicks.cpp and the tests check them exhaustively). On general graphs (topology
// `graph N`) a cell may border any number; then the cover is a set-cover problem and the matching
// alone can be wrong (three components around one cell take one click, not two). CountClicks
// detects such cells and runs an exact search over them, exponential only in their number per
// connected part of the component graph (see kMaxHyperCellsPerPart).
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "core/topology.h"

namespace papermines {

// The exact search over cells bordering three or more components enumerates subsets of those cells
// in each connected part of the component graph; more than this many in one part is refused
// (ResourceExhausted) rather than run for hours. Grids never have any.
inline constexpr int kMaxHyperCellsPerPart = 20;

struct ClickCounts {
  // Reverse sweep.
  int64_t reverse = 0;                  // the minimum number of clicks
  std::vector<int32_t> reverse_clicks;  // an optimal click set (cell ids, increasing)
  // Forward: 3BV = openings + numbered safe cells that border no opening.
  int64_t forward = 0;
  std::vector<int32_t> forward_clicks;  // one zero cell per opening + those numbered cells
  // The parts of the count.
  int64_t mines = 0;
  int64_t isolated = 0;    // numbered safe cells with no zero neighbour
  int64_t components = 0;  // zero components (openings)
  // Clicks the matching saves over "one click per component": components - covering clicks.
  int64_t saved = 0;
  int max_bordered = 0;       // the most components any single cell borders
  bool exact_search = false;  // some cell borders 3+ components: the set-cover search ran
};

// Computes both minima and click sets for the board `mine` (one entry per cell, nonzero = mine).
// Errors: size mismatch (InvalidArgument), exact search too large (ResourceExhausted).
absl::StatusOr<ClickCounts> CountClicks(const Topology& topo, std::span<const uint8_t> mine);

// The component graph of a board: one vertex per zero component (numbered as FindZeroComponents
// does), one edge per numbered cell bordering exactly two components (parallel edges kept).
// Cells bordering three or more are counted in `hyper_cells` and contribute no edge.
struct ComponentGraph {
  int32_t components = 0;
  std::vector<std::pair<int32_t, int32_t>> edges;
  int64_t hyper_cells = 0;
};
ComponentGraph BuildComponentGraph(const Topology& topo, std::span<const uint8_t> mine);

// Plays `clicks` in reverse: OK iff every cell ends closed; otherwise says which cell stays open.
// Cells out of range are InvalidArgument.
absl::Status CheckReverseClicks(const Topology& topo, std::span<const uint8_t> mine,
                                std::span<const int32_t> clicks);
// Plays `clicks` in reverse and returns the cells still open afterwards, in increasing order (none:
// the clicks close the board). The same errors as CheckReverseClicks for bad input.
absl::StatusOr<std::vector<int32_t>> CellsLeftOpen(const Topology& topo,
                                                   std::span<const uint8_t> mine,
                                                   std::span<const int32_t> clicks);
// Plays `clicks` forward: OK iff no click hits a mine and every safe cell ends open.
absl::Status CheckForwardClicks(const Topology& topo, std::span<const uint8_t> mine,
                                std::span<const int32_t> clicks);

}  // namespace papermines
