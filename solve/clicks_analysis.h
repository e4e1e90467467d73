// What click counting (solve/clicks.h) needs to know about a board: its zero components, which of
// them share border cells, and which cells no component closes. Two implementations with the same
// output:
//  - AnalyzeBoardGeneric: core's CountNeighborMines and FindZeroComponents, then one look at every
//    numbered cell's neighbours. Any topology; the reference.
//  - AnalyzeGridFast: square, triangle and hex grids in one streaming pass over the rows (three
//  rows
//    of working state, no per-cell arrays besides the output lists). The neighbourhood shape is
//    read from the topology itself (Topology::neighbors of sample cells) and checked against it
//    before use; the pass labels runs of zero cells with a union-find over provisional labels and
//    finds border cells touching two labels with windowed maxima and minima of the label rows.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/topology.h"

namespace papermines {

// A numbered cell bordering exactly two zero components a < b.
struct BorderEdge {
  int32_t a, b, witness;
};

struct BoardAnalysis {
  int32_t components = 0;         // zero components, numbered in order of their first cell
  std::vector<int32_t> rep_cell;  // per component: its first (smallest) cell
  std::vector<BorderEdge> edges;  // one per cell bordering exactly two components, by witness
  // Cells bordering three or more components, with their components (sorted); never on grids.
  std::vector<int32_t> hyper_cells;
  std::vector<std::vector<int32_t>> hyper_comps;
  std::vector<int32_t> forced;          // mines and isolated numbered cells, increasing
  std::vector<int32_t> isolated_cells;  // numbered safe cells with no zero neighbour, increasing
  int64_t mines = 0;
  int64_t isolated = 0;
  int64_t border_cells = 0;  // numbered safe cells with a zero neighbour
  int max_bordered = 0;      // the most components one cell borders
};

// Any topology. If comp_of is given it receives core's per-cell component ids (-1: not zero).
BoardAnalysis AnalyzeBoardGeneric(const Topology& topo, std::span<const uint8_t> mine,
                                  std::vector<int32_t>* comp_of = nullptr);

// Grids only. Returns false, leaving *out unspecified, when it does not apply: a graph topology, a
// neighbourhood shape other than "rows above and below within one, columns within two, one
// contiguous span per row", or a cell bordering three or more components (impossible on the three
// grids, see solve/clicks.cpp); the caller then uses AnalyzeBoardGeneric. The result equals
// AnalyzeBoardGeneric's. If comp_of is given it receives the per-cell component ids as well.
bool AnalyzeGridFast(const Topology& topo, std::span<const uint8_t> mine, BoardAnalysis* out,
                     std::vector<int32_t>* comp_of = nullptr);

}  // namespace papermines
