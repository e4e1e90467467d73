// An independent check of the grade's ladder: what a set of clues decides on its own, given a
// partial assignment, by enumerating every assignment of the set's unknown cells (bit masks; no
// code of solve/). Used to confirm that a stall point of the grade really has no deduction from
// one, two or three clues.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "core/puzzle.h"
#include "core/topology.h"

namespace papermines::grade_oracle {

inline constexpr uint8_t kUnknown = 2;

struct SetOutcome {
  bool conflict = false;                       // no assignment meets the clues of the set
  std::vector<std::pair<int32_t, int>> cells;  // unknown cells with one value in all of them
  int unknowns = 0;                            // unknown cells around the set
};

// `values`: per cell 0, 1 or kUnknown (open cells 0). `set`: open cells. Sets with more than
// `max_unknowns` unknown cells around them are not enumerated (cells stays empty).
inline SetOutcome WhatSetDecides(const Topology& topo, std::span<const uint8_t> clues,
                                 std::span<const uint8_t> values, std::span<const int32_t> set,
                                 int max_unknowns = 20) {
  SetOutcome out;
  std::vector<int32_t> vars;
  for (int32_t c : set) {
    for (int32_t nb : topo.neighbors(c)) {
      if (clues[nb] != kClosed || values[nb] != kUnknown) continue;
      bool seen = false;
      for (int32_t v : vars) seen |= v == nb;
      if (!seen) vars.push_back(nb);
    }
  }
  const int u = static_cast<int>(vars.size());
  out.unknowns = u;
  if (u > max_unknowns) return out;
  // Per clue: the mask of its unknown cells and the mines they must still hold.
  std::vector<uint32_t> masks;
  std::vector<int> needs;
  for (int32_t c : set) {
    uint32_t mask = 0;
    int need = clues[c];
    for (int32_t nb : topo.neighbors(c)) {
      if (clues[nb] != kClosed) continue;
      if (values[nb] == 1) --need;
      for (int i = 0; i < u; ++i) {
        if (vars[i] == nb) mask |= uint32_t{1} << i;
      }
    }
    masks.push_back(mask);
    needs.push_back(need);
  }
  uint32_t seen0 = 0, seen1 = 0;
  bool any = false;
  for (uint32_t a = 0; a < (uint32_t{1} << u); ++a) {
    bool ok = true;
    for (size_t j = 0; j < masks.size() && ok; ++j)
      ok = __builtin_popcount(a & masks[j]) == needs[j];
    if (!ok) continue;
    any = true;
    seen1 |= a;
    seen0 |= ~a;
  }
  if (!any) {
    out.conflict = true;
    return out;
  }
  for (int i = 0; i < u; ++i) {
    const bool s0 = (seen0 >> i) & 1, s1 = (seen1 >> i) & 1;
    if (s0 != s1) out.cells.push_back({vars[i], s1 ? 1 : 0});
  }
  return out;
}

// Open cells that still have an unknown closed neighbour.
inline std::vector<int32_t> LiveClues(const Topology& topo, std::span<const uint8_t> clues,
                                      std::span<const uint8_t> values) {
  std::vector<int32_t> out;
  for (int c = 0; c < topo.size(); ++c) {
    if (clues[c] == kClosed) continue;
    for (int32_t nb : topo.neighbors(c)) {
      if (clues[nb] == kClosed && values[nb] == kUnknown) {
        out.push_back(c);
        break;
      }
    }
  }
  return out;
}

// Whether some set of exactly `size` (1..4) live clues, any of them (connected or not), decides an
// unknown cell or cannot be met. Sets with more than max_unknowns unknowns are skipped.
inline bool SomeSetDecides(const Topology& topo, std::span<const uint8_t> clues,
                           std::span<const uint8_t> values, int size, int max_unknowns = 20) {
  const std::vector<int32_t> live = LiveClues(topo, clues, values);
  const int m = static_cast<int>(live.size());
  std::vector<int> idx(size);
  for (int i = 0; i < size; ++i) idx[i] = i;
  if (m < size) return false;
  while (true) {
    std::vector<int32_t> set;
    for (int i : idx) set.push_back(live[i]);
    const SetOutcome o = WhatSetDecides(topo, clues, values, set, max_unknowns);
    if (o.conflict || !o.cells.empty()) return true;
    // Next combination.
    int i = size - 1;
    while (i >= 0 && idx[i] == m - size + i) --i;
    if (i < 0) return false;
    ++idx[i];
    for (int j = i + 1; j < size; ++j) idx[j] = idx[j - 1] + 1;
  }
}

}  // namespace papermines::grade_oracle
