// Exact search (search.h): splits the undecided cells into independent components and counts
// each one's solutions up to two, so that uniqueness is proved even where propagation and rank
// say nothing.
#include "solve/search.h"

#include <algorithm>

#include "solve/propagate.h"

namespace papermines {

Components FindComponents(const ClueSystem& sys, const State& st) {
  Components comps;
  comps.comp_of.assign(sys.num_cells, -1);
  comps.start.push_back(0);
  std::vector<uint8_t> con_seen(sys.num_constraints(), 0);
  for (int s = 0; s < sys.num_cells; ++s) {
    if (st.value[s] != kUnset || comps.comp_of[s] >= 0) continue;
    const int id = comps.count++;
    size_t head = comps.cells.size();
    comps.comp_of[s] = id;
    comps.cells.push_back(s);
    while (head < comps.cells.size()) {
      const int v = comps.cells[head++];
      for (int32_t k : sys.cons(v)) {
        if (con_seen[k]) continue;
        con_seen[k] = 1;
        for (int32_t w : sys.vars(k)) {
          if (st.value[w] == kUnset && comps.comp_of[w] < 0) {
            comps.comp_of[w] = id;
            comps.cells.push_back(w);
          }
        }
      }
    }
    comps.start.push_back(static_cast<uint32_t>(comps.cells.size()));
  }
  // Constraints by component, increasing within each (counting sort).
  const int m = sys.num_constraints();
  std::vector<int32_t> con_comp(m, -1);
  comps.clue_start.assign(static_cast<size_t>(comps.count) + 1, 0);
  for (int k = 0; k < m; ++k) {
    if (st.unk[k] == 0) continue;
    for (int32_t v : sys.vars(k)) {
      if (st.value[v] == kUnset) {
        con_comp[k] = comps.comp_of[v];
        break;
      }
    }
    ++comps.clue_start[con_comp[k] + 1];
  }
  for (int i = 0; i < comps.count; ++i) comps.clue_start[i + 1] += comps.clue_start[i];
  comps.clue_list.resize(comps.clue_start[comps.count]);
  std::vector<uint32_t> fill(comps.clue_start.begin(), comps.clue_start.end() - 1);
  for (int k = 0; k < m; ++k) {
    if (con_comp[k] >= 0) comps.clue_list[fill[con_comp[k]]++] = k;
  }
  return comps;
}

ComponentCount CountComponent(const ClueSystem& sys, State& st, std::span<const int32_t> cells,
                              int limit, Deadline& deadline) {
  ComponentCount result;
  const size_t base = st.trail.size();
  const size_t n = cells.size();
  struct Frame {
    int32_t var;
    uint32_t scan;
    size_t trail_pos;
    bool second;
  };
  std::vector<Frame> stack;
  st.queue.clear();
  size_t scan = 0;
  bool descend = true;  // false: the current branch failed or was exhausted, backtrack
  while (true) {
    if (deadline.Expired()) {
      result.timed_out = true;
      break;
    }
    if (descend) {
      while (scan < n && st.value[cells[scan]] != kUnset) ++scan;
      if (scan == n) {
        std::vector<uint8_t>& sol = result.count == 0 ? result.first : result.second;
        sol.resize(n);
        for (size_t i = 0; i < n; ++i) sol[i] = st.value[cells[i]];
        if (++result.count >= limit) break;
        descend = false;
        continue;
      }
      stack.push_back(Frame{cells[scan], static_cast<uint32_t>(scan), st.trail.size(), false});
      Assign(sys, st, cells[scan], 0);
      descend = PropagateSingle(sys, st) < 0;
      continue;
    }
    while (!stack.empty() && stack.back().second) stack.pop_back();
    if (stack.empty()) break;
    Frame& f = stack.back();
    UndoTo(sys, st, f.trail_pos);
    st.queue.clear();
    f.second = true;
    scan = f.scan;
    Assign(sys, st, f.var, 1);
    descend = PropagateSingle(sys, st) < 0;
  }
  UndoTo(sys, st, base);
  st.queue.clear();
  return result;
}

}  // namespace papermines
