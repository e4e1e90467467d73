#include "solve/propagate.h"

#include <algorithm>

namespace papermines::solve {

int PropagateSingle(const ClueSystem& sys, State& st, Deadline* deadline) {
  while (!st.queue.empty()) {
    const int k = st.queue.back();
    st.queue.pop_back();
    if (st.conflict(k)) {
      st.queue.clear();
      return k;
    }
    if (st.unk[k] == 0) continue;
    uint8_t x;
    if (st.need[k] == 0) {
      x = 0;
    } else if (st.need[k] == st.unk[k]) {
      x = 1;
    } else {
      continue;
    }
    if (deadline != nullptr && deadline->Expired()) {
      st.queue.clear();
      return -1;
    }
    for (int32_t v : sys.vars(k)) {
      if (st.value[v] == kUnset) Assign(sys, st, v, x);
    }
  }
  return -1;
}

void Scratch::Init(const ClueSystem& sys) {
  mark.assign(sys.num_cells, 0);
  stamp = 0;
  con_mark.assign(sys.num_constraints(), 0);
  con_stamp = 0;
}

bool FindSingle(const ClueSystem& sys, const State& st, int k, Deduction* out) {
  if (st.unk[k] == 0) return false;
  if (st.conflict(k)) {
    out->technique = Technique::kSingle;
    out->clues = {k};
    out->cells.clear();
    out->conflict = true;
    return true;
  }
  uint8_t x;
  if (st.need[k] == 0) {
    x = 0;
  } else if (st.need[k] == st.unk[k]) {
    x = 1;
  } else {
    return false;
  }
  out->technique = Technique::kSingle;
  out->clues = {k};
  out->conflict = false;
  out->cells.clear();
  for (int32_t v : sys.vars(k)) {
    if (st.value[v] == kUnset) out->cells.push_back({v, x});
  }
  return true;
}

bool FindPair(const ClueSystem& sys, const State& st, int a, int b, Scratch& scratch,
              Deduction* out) {
  if (st.unk[a] == 0 || st.unk[b] == 0) return false;
  scratch.stamp += 2;
  const uint32_t in_a = scratch.stamp, in_both = scratch.stamp + 1;
  for (int32_t v : sys.vars(a)) {
    if (st.value[v] == kUnset) scratch.mark[v] = in_a;
  }
  int inter = 0;
  for (int32_t v : sys.vars(b)) {
    if (st.value[v] == kUnset && scratch.mark[v] == in_a) {
      scratch.mark[v] = in_both;
      ++inter;
    }
  }
  if (inter == 0) return false;
  const int na = st.need[a], nb = st.need[b];
  const int only_a = st.unk[a] - inter, only_b = st.unk[b] - inter;
  const int min_i = std::max({0, na - only_a, nb - only_b});
  const int max_i = std::min({inter, na, nb});
  out->technique = Technique::kPair;
  out->clues = {a, b};
  out->cells.clear();
  out->conflict = false;
  if (min_i > max_i) {
    out->conflict = true;
    return true;
  }
  // A \ B holds between na - max_i and na - min_i mines; B \ A likewise; I between min_i, max_i.
  int xa = -1, xb = -1, xi = -1;
  if (only_a > 0) {
    if (na - min_i == 0) xa = 0;
    if (na - max_i == only_a) xa = 1;
  }
  if (only_b > 0) {
    if (nb - min_i == 0) xb = 0;
    if (nb - max_i == only_b) xb = 1;
  }
  if (min_i == inter) xi = 1;
  if (max_i == 0) xi = 0;
  if (xa >= 0 || xi >= 0) {
    for (int32_t v : sys.vars(a)) {
      if (st.value[v] != kUnset) continue;
      const int x = scratch.mark[v] == in_both ? xi : xa;
      if (x >= 0) out->cells.push_back({v, static_cast<uint8_t>(x)});
    }
  }
  if (xb >= 0) {
    for (int32_t v : sys.vars(b)) {
      if (st.value[v] == kUnset && scratch.mark[v] != in_both) {
        out->cells.push_back({v, static_cast<uint8_t>(xb)});
      }
    }
  }
  std::sort(out->cells.begin(), out->cells.end());
  return !out->cells.empty();
}

void ApplyDeduction(const ClueSystem& sys, State& st, const Deduction& d) {
  for (auto [v, x] : d.cells) {
    if (st.value[v] == kUnset) Assign(sys, st, v, x);
  }
}

int PropagatePairs(const ClueSystem& sys, State& st, bool all, size_t from, Deadline* deadline) {
  int c = PropagateSingle(sys, st, deadline);
  if (c >= 0) return c;
  const int m = sys.num_constraints();
  std::vector<int32_t> work;
  std::vector<uint8_t> in_work(m, 0);
  auto push_cell = [&](int v) {
    for (int32_t k : sys.cons(v)) {
      if (!in_work[k]) {
        in_work[k] = 1;
        work.push_back(k);
      }
    }
  };
  if (all) {
    for (int k = m - 1; k >= 0; --k) {
      if (st.unk[k] > 0) {
        in_work[k] = 1;
        work.push_back(k);
      }
    }
  } else {
    for (size_t i = from; i < st.trail.size(); ++i) push_cell(st.trail[i]);
  }
  size_t seen = st.trail.size();
  Scratch scratch;
  scratch.Init(sys);
  Deduction d;
  while (!work.empty()) {
    if (deadline != nullptr && deadline->Expired()) return -1;
    const int a = work.back();
    work.pop_back();
    in_work[a] = 0;
    if (st.unk[a] == 0) continue;
    ++scratch.con_stamp;
    scratch.con_mark[a] = scratch.con_stamp;
    for (int32_t v : sys.vars(a)) {
      if (st.value[v] != kUnset) continue;
      for (int32_t b : sys.cons(v)) {
        if (scratch.con_mark[b] == scratch.con_stamp || st.unk[b] == 0) continue;
        scratch.con_mark[b] = scratch.con_stamp;
        if (!FindPair(sys, st, a, b, scratch, &d)) continue;
        if (d.conflict) return a;
        ApplyDeduction(sys, st, d);
        c = PropagateSingle(sys, st, deadline);
        if (c >= 0) return c;
        for (; seen < st.trail.size(); ++seen) push_cell(st.trail[seen]);
      }
    }
  }
  return -1;
}

namespace {

// Exhaustive enumeration of a handful of unknowns against a handful of clues.
class LocalEnumerator {
 public:
  LocalEnumerator(const ClueSystem& sys, const State& st, const std::vector<int32_t>& chosen,
                  const std::vector<int32_t>& vars)
      : vars_(vars) {
    const int u = static_cast<int>(vars.size());
    // Local index of each var by linear search (u <= 16).
    var_cons_.assign(u, {});
    need_.resize(chosen.size());
    unk_.resize(chosen.size());
    for (size_t j = 0; j < chosen.size(); ++j) {
      const int k = chosen[j];
      need_[j] = st.need[k];
      unk_[j] = st.unk[k];
      for (int32_t v : sys.vars(k)) {
        if (st.value[v] != kUnset) continue;
        const int i = static_cast<int>(std::find(vars.begin(), vars.end(), v) - vars.begin());
        var_cons_[i].push_back(static_cast<int>(j));
      }
    }
  }
  // Runs the enumeration; fills seen0/seen1 bit masks and the solution count.
  void Run() { Rec(0); }
  uint32_t seen0 = 0, seen1 = 0;
  int64_t solutions = 0;

 private:
  // Depth is the number of local unknowns (at most 16), not the board size.
  void Rec(int i) {
    if (i == static_cast<int>(vars_.size())) {
      for (int j = 0; j < static_cast<int>(need_.size()); ++j) {
        if (need_[j] != 0) return;
      }
      ++solutions;
      seen0 |= ~cur_ & ((1u << i) - 1);
      seen1 |= cur_;
      return;
    }
    for (int x = 0; x < 2; ++x) {
      bool ok = true;
      for (int j : var_cons_[i]) {
        need_[j] -= x;
        --unk_[j];
        if (need_[j] < 0 || need_[j] > unk_[j]) ok = false;
      }
      if (x) cur_ |= 1u << i;
      if (ok) Rec(i + 1);
      cur_ &= ~(1u << i);
      for (int j : var_cons_[i]) {
        need_[j] += x;
        ++unk_[j];
      }
    }
  }
  const std::vector<int32_t>& vars_;
  std::vector<std::vector<int>> var_cons_;
  std::vector<int> need_, unk_;
  uint32_t cur_ = 0;
};

}  // namespace

bool FindChain(const ClueSystem& sys, const State& st, int v, Scratch& scratch, Deduction* out,
               int max_clues) {
  constexpr int kMaxUnknowns = 16;
  std::vector<int32_t> chosen, vars, candidates;
  ++scratch.con_stamp;
  const uint32_t cs = scratch.con_stamp;
  scratch.stamp += 2;  // stamps stay even: FindPair also uses stamp + 1
  const uint32_t vs = scratch.stamp;
  auto add = [&](int k) {
    chosen.push_back(k);
    scratch.con_mark[k] = cs;
    for (int32_t w : sys.vars(k)) {
      if (st.value[w] == kUnset && scratch.mark[w] != vs) {
        scratch.mark[w] = vs;
        vars.push_back(w);
      }
    }
  };
  for (int32_t k : sys.cons(v)) {
    if (st.unk[k] > 0) add(k);
  }
  if (chosen.empty() || static_cast<int>(vars.size()) > kMaxUnknowns) return false;
  // Candidates: clues sharing an unknown with the chosen ones, nearest first (by index).
  for (size_t idx = 0; idx < vars.size(); ++idx) {
    for (int32_t k : sys.cons(vars[idx])) {
      if (st.unk[k] > 0 && scratch.con_mark[k] != cs) {
        scratch.con_mark[k] = cs;
        candidates.push_back(k);
      }
    }
  }
  std::sort(candidates.begin(), candidates.end());
  size_t next = 0;
  while (true) {
    if (chosen.size() >= 3) {
      LocalEnumerator e(sys, st, chosen, vars);
      e.Run();
      out->technique = Technique::kChain;
      out->clues = chosen;
      std::sort(out->clues.begin(), out->clues.end());
      out->cells.clear();
      out->conflict = false;
      if (e.solutions == 0) {
        out->conflict = true;
        return true;
      }
      for (size_t i = 0; i < vars.size(); ++i) {
        const bool s0 = (e.seen0 >> i) & 1, s1 = (e.seen1 >> i) & 1;
        if (s0 != s1) out->cells.push_back({vars[i], static_cast<uint8_t>(s1 ? 1 : 0)});
      }
      if (!out->cells.empty()) {
        std::sort(out->cells.begin(), out->cells.end());
        return true;
      }
    }
    if (static_cast<int>(chosen.size()) >= max_clues) return false;
    // Add the next candidate that keeps the unknowns within bounds.
    bool added = false;
    while (next < candidates.size() && !added) {
      const int k = candidates[next++];
      int extra = 0;
      for (int32_t w : sys.vars(k)) {
        if (st.value[w] == kUnset && scratch.mark[w] != vs) ++extra;
      }
      if (static_cast<int>(vars.size()) + extra > kMaxUnknowns) continue;
      add(k);
      added = true;
    }
    if (!added) return false;
  }
}

bool FindTrial(const ClueSystem& sys, State& st, int v, uint8_t x, Deduction* out) {
  const size_t pos = st.trail.size();
  st.queue.clear();
  Assign(sys, st, v, x);
  const int c = PropagatePairs(sys, st, false, pos);
  UndoTo(sys, st, pos);
  st.queue.clear();
  if (c < 0) return false;
  out->technique = Technique::kTrial;
  out->clues = {c};
  out->cells = {{v, static_cast<uint8_t>(1 - x)}};
  out->conflict = false;
  out->trial_cell = v;
  out->trial_value = x;
  out->trial_conflict = c;
  return true;
}

}  // namespace papermines::solve
