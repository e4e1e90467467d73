// Exact search: what propagation and linear algebra leave undecided is settled by enumeration.
//
// The unset cells split into independent components (two cells are linked when a clue with
// unknowns left sees both); the solutions of the whole puzzle are the products of the
// components' solutions, so each component is searched on its own and only up to two solutions:
// a component with none makes the puzzle unsolvable, all with exactly one make it unique, and one
// with two (the others having at least one) gives two different solutions of the puzzle.
// The search is a depth-first walk with an explicit stack of decisions and the State trail (no
// recursion, so its depth is bounded by memory, not the call stack), propagating the single-clue
// rule after every decision. Cells are decided in breadth-first order of the component, so each
// decision lands next to the previous ones and propagation cuts the tree early.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "solve/system.h"

namespace papermines {

struct Components {
  int count = 0;
  std::vector<int32_t> comp_of;      // per cell: its component, -1 for set or open cells
  std::vector<uint32_t> start;       // per component (count + 1): its cells in `cells`
  std::vector<int32_t> cells;        // each component's cells in breadth-first order
  std::vector<uint32_t> clue_start;  // per component (count + 1): its constraints in `clue_list`
  std::vector<int32_t> clue_list;    // constraints with unknowns left, increasing per component
  std::span<const int32_t> of(int i) const {
    return {cells.data() + start[i], cells.data() + start[i + 1]};
  }
  // The constraints with unknowns left that see the component, increasing.
  std::span<const int32_t> clues(int i) const {
    return {clue_list.data() + clue_start[i], clue_list.data() + clue_start[i + 1]};
  }
};
Components FindComponents(const ClueSystem& sys, const State& st);

struct ComponentCount {
  int count = 0;  // 0, 1 or 2 (= at least two)
  bool timed_out = false;
  // The values of `cells` in the first and second solution found.
  std::vector<uint8_t> first, second;
};
// Counts the solutions of one component up to `limit` (1 or 2). st is unchanged afterwards.
ComponentCount CountComponent(const ClueSystem& sys, State& st, std::span<const int32_t> cells,
                              int limit, Deadline& deadline);

}  // namespace papermines
