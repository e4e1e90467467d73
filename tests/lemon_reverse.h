// The reverse-sweep minimum the straightforward way, sharing no code with solve/: core's
// CountNeighborMines and FindZeroComponents, one neighbour scan per numbered cell, LEMON's
// MaxMatching on the component graph; forced + components - matching (solve/clicks.h says why).
// The peer of the click counts in tests/solve_minesrev_test.cpp, bench/clicks.cpp and
// bench_minesrev_peer. Counts only, no click set; a cell bordering three or more components (never
// on a grid) is counted as bordering none of them. Like tests/lemon_compat.h, include it after
// every standard header the file uses.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "core/reveal.h"
#include "core/topology.h"
#include "tests/lemon_compat.h"

namespace papermines::testing_util {

// `max_bordered`, if given, receives the most components one cell borders.
inline int64_t LemonReverseMinimum(const Topology& t, std::span<const uint8_t> mine,
                                   int* max_bordered = nullptr) {
  const std::vector<uint8_t> number = CountNeighborMines(t, mine);
  const ZeroComponents z = FindZeroComponents(t, mine, number);
  lemon::ListGraph g;
  std::vector<lemon::ListGraph::Node> nodes(z.count);
  for (auto& v : nodes) v = g.addNode();
  int64_t forced = 0;
  int most = 0;
  std::vector<int32_t> comps;
  for (int c = 0; c < t.size(); ++c) {
    if (mine[c]) {
      ++forced;
      continue;
    }
    if (number[c] == 0) continue;
    comps.clear();
    for (int32_t nb : t.neighbors(c)) {
      const int32_t id = z.comp_of[nb];
      if (id >= 0 && std::find(comps.begin(), comps.end(), id) == comps.end()) comps.push_back(id);
    }
    most = std::max(most, static_cast<int>(comps.size()));
    if (comps.empty()) ++forced;
    if (comps.size() == 2) g.addEdge(nodes[comps[0]], nodes[comps[1]]);
  }
  lemon::MaxMatching<lemon::ListGraph> mm(g);
  mm.run();
  if (max_bordered != nullptr) *max_bordered = most;
  return forced + z.count - mm.matchingSize();
}

}  // namespace papermines::testing_util
