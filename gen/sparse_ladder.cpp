// The deduction ladder of the thinning checks (sparse_ladder.h): from nothing, and kept across
// removals.
#include "gen/sparse_ladder.h"

#include <algorithm>

namespace papermines {
namespace {

// The levels below chains on w.sys from w.st (the constraints to look at queued): 0 single clues,
// and for lower >= 1 pairs. Returns false when some clue cannot be met.
bool LowerLevels(LevelWork& w, int lower, DeductionLog* log) {
  if (PropagateSingle(w.sys, w.st, nullptr, log) >= 0) return false;
  if (lower == 0 || w.st.unset == 0) return true;
  w.pairs.Init(w.sys);
  return PropagatePairs(w.sys, w.st, /*all=*/true, 0, w.pairs, nullptr, SIZE_MAX, log) < 0;
}

// Chains of three from the fixpoint of the pairs (w.pairs initialized for w.sys), each followed
// by the pairs again. Returns false when some group cannot be met. With `requeue` (mosaics) the
// clues a chain changed are looked at by the single rule too, as the grader looks at them; paper
// thinning never did, and its tables stay the ones it made (sparse_ladder.h).
bool ChainLevel(LevelWork& w, bool requeue) {
  const ClueSystem& sys = w.sys;
  State& st = w.st;
  w.scratch.Init(sys);
  // The memo skips the groups that decided nothing and have not changed since: the same
  // deductions in the same order as a scan of every group after each one.
  w.memo.Init(sys, ChainLimits{});
  Deduction d;
  while (st.unset > 0) {
    if (!FindChain(sys, st, ChainLimits{}, w.scratch, &d, nullptr, &w.memo)) break;
    if (d.conflict) return false;
    const size_t from = st.trail.size();
    ApplyDeduction(sys, st, d);
    if (!requeue) st.queue.clear();
    if (PropagatePairs(sys, st, /*all=*/false, from, w.pairs) >= 0) return false;
    w.memo.Assigned(sys, st, from);
  }
  return true;
}

// Every deduction of the ladder holds in every solution: the table's solutions are those of the
// cells left, the product of their independent parts'.
// rest_steps > 0: each part has that many steps instead of `budget` (sparse_ladder.h).
Verdict CountRest(LevelWork& w, Deadline& budget, uint32_t rest_steps) {
  const Components parts = FindComponents(w.sys, w.st);
  for (int i = 0; i < parts.count; ++i) {
    Deadline steps(0);
    if (rest_steps > 0) steps.LimitCalls(rest_steps);
    const ComponentCount n =
        CountComponent(w.sys, w.st, parts.of(i), 2, rest_steps > 0 ? steps : budget);
    if (n.timed_out) return Verdict::kUnknown;
    if (n.count != 1) return n.count == 0 ? Verdict::kNone : Verdict::kMultiple;
  }
  return Verdict::kUnique;
}

}  // namespace

LevelCheck CheckLevels(const Topology& topo, const Clues& clues, int max_level, int64_t mine_count,
                       bool count_rest, LevelWork& w, ClueScope scope, uint32_t rest_steps) {
  BuildClueSystem(&w.sys, topo, clues, {}, mine_count, nullptr, scope);
  ResetState(w.sys, &w.st);
  for (int k = w.sys.num_constraints() - 1; k >= 0; --k) w.st.queue.push_back(k);
  if (PropagateSingle(w.sys, w.st) >= 0) return {};
  if (w.st.unset == 0) return {0};
  if (max_level == 0) return {};
  if (!LowerLevels(w, 1, nullptr)) return {};
  if (w.st.unset == 0) return {1};
  if (max_level == 1 && !count_rest) return {};
  if (max_level >= 2) {
    if (!ChainLevel(w, scope == ClueScope::kBlock)) return {};
    if (w.st.unset == 0) return {2};
  }
  if (!count_rest) return {};
  Deadline budget(rest_steps > 0 ? 0 : kResidualSeconds);
  const Verdict rest = CountRest(w, budget, rest_steps);
  return {-1, rest};
}

LadderClosure::LadderClosure(const Topology& topo, const Clues& clues, const Mines& mine,
                             int max_level, bool count_rest, ClueScope scope, uint32_t rest_steps)
    : topo_(topo),
      clues_(clues),
      mine_(mine),
      max_level_(max_level),
      lower_(std::min(max_level, 1)),
      count_rest_(count_rest),
      rest_steps_(rest_steps),
      blocks_(scope == ClueScope::kBlock) {
  const int n = topo.size();
  // Per cell, the cells a clue there counts, in the order of BuildClueSystem's equations: its
  // neighbours, and with blocks its own cell among them (a clue counts c when a clue at c would
  // count it: the lists serve both ways).
  around_start_.assign(1, 0);
  around_.reserve(static_cast<size_t>(n) * (topo.max_degree() + (blocks_ ? 1 : 0)));
  for (int c = 0; c < n; ++c) {
    bool own = !blocks_;
    for (int32_t nb : topo.neighbors(c)) {
      if (!own && nb > c) {
        around_.push_back(c);
        own = true;
      }
      around_.push_back(nb);
    }
    if (!own) around_.push_back(c);
    around_start_.push_back(static_cast<uint32_t>(around_.size()));
  }
  value_.assign(n, 0);
  by_.assign(n, -1);
  uses_.resize(n);
  relies_.resize(n);
  in_rest_.assign(n, 0);
  fresh_.assign(n, 0);
  comp_of_.assign(n, -1);
  cell_mark_.assign(n, 0);
  clue_mark_.assign(n, 0);
  pair_mark_.assign(n, 0);
  sees_v_.assign(n, 0);
  pair_need_.assign(n, 0);
  pair_unk_.assign(n, 0);
  pair_inter_.assign(n, 0);
  local_of_.assign(n, -1);
  rule_clue_start_.assign(1, 0);
  rule_cell_start_.assign(1, 0);
  rule_prem_start_.assign(1, 0);
  // From nothing: every closed cell undecided, every clue seeing one.
  cells_.clear();
  cons_.clear();
  for (int c = 0; c < n; ++c) {
    if (!Var(c)) continue;
    value_[c] = kUnset;
    cells_.push_back(c);
  }
  for (int c = 0; c < n; ++c) {
    if (clues[c] == kClosed) continue;
    for (int32_t nb : Around(c)) {
      if (Var(nb)) {
        cons_.push_back(c);
        break;
      }
    }
  }
  BuildLocal(cells_, cons_);
  if (!RunLower()) {
    failed_ = true;
  } else {
    for (int32_t v : cells_) {
      if (value_[v] == kUnset) {
        rest_.push_back(v);
        in_rest_[v] = 1;
      }
    }
    pend_valid_ = true;  // (no parts)
    initial_ = rest_.empty() ? LevelCheck{lower_} : RunUpper();
  }
  // The run from nothing stays.
  KeepParts();
  committed_rules_ = 0;
  Register();
  next_time_ = pending_time_;
}

// A part's answer when the count of what the chains leave ran out of time.
constexpr uint8_t kOutOfTime = static_cast<uint8_t>(Verdict::kUnknown) + 1;

uint32_t LadderClosure::NextStamp() {
  if (cell_stamp_ >= 0xfffffff0u) {  // (before the marks wrap around)
    std::fill(cell_mark_.begin(), cell_mark_.end(), 0);
    std::fill(clue_mark_.begin(), clue_mark_.end(), 0);
    std::fill(pair_mark_.begin(), pair_mark_.end(), 0);
    cell_stamp_ = 0;
  }
  return ++cell_stamp_;
}

void LadderClosure::Register() {
  for (size_t d = committed_rules_; d < alive_.size(); ++d) {
    for (uint32_t i = rule_clue_start_[d]; i < rule_clue_start_[d + 1]; ++i)
      uses_[rule_clues_[i]].push_back(static_cast<int32_t>(d));
    for (uint32_t i = rule_prem_start_[d]; i < rule_prem_start_[d + 1]; ++i)
      relies_[rule_prem_[i]].push_back(static_cast<int32_t>(d));
  }
  committed_rules_ = alive_.size();
}

void LadderClosure::BuildLocal(const std::vector<int32_t>& cells,
                               const std::vector<int32_t>& cons) {
  ClueSystem& sys = work_.sys;
  const int u = static_cast<int>(cells.size());
  const int m = static_cast<int>(cons.size());
  for (int i = 0; i < u; ++i) local_of_[cells[i]] = i;
  local_clues_.assign(static_cast<size_t>(u) + m, kClosed);
  cell_of_local_.assign(cells.begin(), cells.end());
  clue_of_local_.assign(cons.begin(), cons.end());
  sys.topo = &topo_;
  sys.total_mines = -1;
  sys.num_cells = u + m;
  sys.con_cell.resize(m);
  sys.con_start.assign(1, 0);
  sys.con_vars.clear();
  sys.var_start.assign(static_cast<size_t>(u + m) + 2, 0);
  for (int j = 0; j < m; ++j) {
    const int k = cons[j];
    int need = clues_[k];
    for (int32_t nb : Around(k)) {
      if (!Var(nb)) continue;
      if (local_of_[nb] >= 0) {
        sys.con_vars.push_back(local_of_[nb]);
        ++sys.var_start[local_of_[nb] + 2];
      } else {
        need -= value_[nb];  // decided (every undecided cell a clue here sees is local)
      }
    }
    sys.con_cell[j] = u + j;
    local_clues_[u + j] = static_cast<uint8_t>(need);
    sys.con_start.push_back(static_cast<uint32_t>(sys.con_vars.size()));
  }
  sys.clues = local_clues_;
  for (int c = 0; c < u + m; ++c) sys.var_start[c + 2] += sys.var_start[c + 1];
  sys.var_cons.resize(sys.con_vars.size());
  for (int k = 0; k < m; ++k) {
    for (int32_t v : sys.vars(k)) sys.var_cons[sys.var_start[v + 1]++] = k;
  }
  sys.var_start.pop_back();
  for (int i = 0; i < u; ++i) local_of_[cells[i]] = -1;
  ResetState(sys, &work_.st);
  for (int k = m - 1; k >= 0; --k) work_.st.queue.push_back(k);
}

bool LadderClosure::RunLower() {
  log_.Clear();
  if (!LowerLevels(work_, lower_, &log_)) return false;
  const State& st = work_.st;
  const size_t first = alive_.size();
  for (size_t r = 0; r < log_.size(); ++r) {
    const int32_t id = static_cast<int32_t>(alive_.size());
    alive_.push_back(1);
    rule_time_.push_back(next_time_ + static_cast<int64_t>(r));
    for (uint32_t i = log_.clue_start[r]; i < log_.clue_start[r + 1]; ++i)
      rule_clues_.push_back(clue_of_local_[log_.clues[i]]);
    rule_clue_start_.push_back(static_cast<uint32_t>(rule_clues_.size()));
    const size_t end = r + 1 < log_.size() ? log_.trail_start[r + 1] : st.trail.size();
    for (size_t t = log_.trail_start[r]; t < end; ++t) {
      const int32_t v = cell_of_local_[st.trail[t]];
      rule_cells_.push_back(v);
      value_[v] = st.value[st.trail[t]];
      by_[v] = id;
    }
    rule_cell_start_.push_back(static_cast<uint32_t>(rule_cells_.size()));
  }
  pending_time_ = next_time_ + static_cast<int64_t>(log_.size());
  for (size_t d = first; d < alive_.size(); ++d) {
    if (!Premises(static_cast<int32_t>(d))) {  // (cannot happen: the rule was applied)
      rule_prem_.insert(rule_prem_.end(), cand_.begin(), cand_.end());
      rule_prem_start_.push_back(static_cast<uint32_t>(rule_prem_.size()));
    }
  }
  return true;
}

// Whether the rule's clues, with only the cells of prem_ decided (the others unknown), still
// decide every cell of rule d (the single-clue and pair rules of solve/propagate.h, on counts).
bool LadderClosure::Holds(int32_t d) {
  return HoldsFor(
      {rule_clues_.data() + rule_clue_start_[d], rule_clues_.data() + rule_clue_start_[d + 1]},
      {rule_cells_.data() + rule_cell_start_[d], rule_cells_.data() + rule_cell_start_[d + 1]});
}

bool LadderClosure::HoldsFor(std::span<const int32_t> rule_clues, std::span<const int32_t> cells) {
  const uint32_t nc = static_cast<uint32_t>(rule_clues.size());
  // Per clue: mines still needed and unknowns; the cells of both (pairs) are marked.
  int need[2] = {0, 0}, unk[2] = {0, 0}, inter = 0;
  const uint32_t in_prem = NextStamp(), in_a = in_prem + 1, in_both = in_prem + 2;
  cell_stamp_ += 2;  // (NextStamp leaves room)
  for (int32_t x : prem_) cell_mark_[x] = in_prem;
  for (uint32_t j = 0; j < nc; ++j) {
    const int32_t k = rule_clues[j];
    need[j] = clues_[k];
    for (int32_t v : Around(k)) {
      if (!Var(v)) continue;
      if (cell_mark_[v] == in_prem) {
        need[j] -= mine_[v];
        continue;
      }
      ++unk[j];
      if (j == 0) {
        cell_mark_[v] = in_a;
      } else if (cell_mark_[v] == in_a) {
        ++inter;
        cell_mark_[v] = in_both;
      }
    }
  }
  auto forced = [&](int32_t v) -> int {  // the value the clues force on v, or -1
    if (nc == 1) {
      if (need[0] == 0) return 0;
      if (need[0] == unk[0]) return 1;
      return -1;
    }
    const int only_a = unk[0] - inter, only_b = unk[1] - inter;
    const int min_i = std::max({0, need[0] - only_a, need[1] - only_b});
    const int max_i = std::min({inter, need[0], need[1]});
    if (min_i > max_i) return -1;
    if (cell_mark_[v] == in_both) return min_i == inter ? 1 : max_i == 0 ? 0 : -1;
    const bool in_first = cell_mark_[v] == in_a;
    const int n = in_first ? need[0] : need[1], only = in_first ? only_a : only_b;
    if (n - min_i == 0) return 0;
    if (n - max_i == only) return 1;
    return -1;
  };
  for (int32_t v : cells) {
    if (cell_mark_[v] == in_prem || forced(v) != mine_[v]) return false;
  }
  return true;
}

bool LadderClosure::Premises(int32_t d) {
  // The cells its clues see that were decided before it, if its clues decide its cells with them.
  cand_.clear();
  const int64_t t = rule_time_[d];
  const uint32_t c0 = rule_clue_start_[d];
  const bool single = rule_clue_start_[d + 1] - c0 == 1;
  for (uint32_t j = c0; j < rule_clue_start_[d + 1]; ++j) {
    for (int32_t v : Around(rule_clues_[j])) {
      if (Var(v) && value_[v] != kUnset && rule_time_[by_[v]] < t &&
          (single || std::find(cand_.begin(), cand_.end(), v) == cand_.end()))
        cand_.push_back(v);
    }
  }
  if (single) {
    // One clue decides its unknowns when it sees all its mines (they are safe), or all its safe
    // cells (they are mines): those are what it relies on.
    const uint8_t x = mine_[rule_cells_[rule_cell_start_[d]]];
    int seen = 0, of = 0;  // cells of the other value: decided before it, in all
    for (int32_t v : cand_) seen += mine_[v] != x;
    for (int32_t v : Around(rule_clues_[c0])) of += Var(v) && mine_[v] != x;
    if (seen != of) return false;
    for (int32_t v : cand_) {
      if (mine_[v] != x) rule_prem_.push_back(v);
    }
    rule_prem_start_.push_back(static_cast<uint32_t>(rule_prem_.size()));
    return true;
  }
  // A pair: one at a time, the cells it does not need (with the others left out so far, its
  // clues still decide its cells) are left out.
  prem_ = cand_;
  if (!Holds(d)) return false;
  for (int32_t x : cand_) {
    const auto at = std::find(prem_.begin(), prem_.end(), x);
    *at = prem_.back();
    prem_.pop_back();
    if (!Holds(d)) prem_.push_back(x);
  }
  rule_prem_.insert(rule_prem_.end(), prem_.begin(), prem_.end());
  rule_prem_start_.push_back(static_cast<uint32_t>(rule_prem_.size()));
  return true;
}

bool LadderClosure::Record(int32_t v, int64_t t, int32_t a, int32_t b) {
  const int32_t id = static_cast<int32_t>(alive_.size());
  alive_.push_back(1);
  rule_time_.push_back(t);
  rule_clues_.push_back(a);
  if (b >= 0) rule_clues_.push_back(b);
  rule_clue_start_.push_back(static_cast<uint32_t>(rule_clues_.size()));
  rule_cells_.push_back(v);
  rule_cell_start_.push_back(static_cast<uint32_t>(rule_cells_.size()));
  const int32_t old = by_[v];
  by_[v] = id;
  if (Premises(id)) return true;
  by_[v] = old;  // (the counts said it holds: cannot happen)
  alive_.pop_back();
  rule_time_.pop_back();
  rule_clue_start_.pop_back();
  rule_clues_.resize(rule_clue_start_.back());
  rule_cell_start_.pop_back();
  rule_cells_.pop_back();
  return false;
}

bool LadderClosure::Resupport(int32_t v, int64_t t) {
  // A rule of one clue seeing v, or of two, from the cells decided before t only: it stands
  // where the rule that decided v stood, so the rules after it keep relying on v.
  const uint8_t x = mine_[v];
  near_.clear();
  for (int32_t k : Around(v)) {
    if (clues_[k] == kClosed) continue;
    near_.push_back(k);
    // One clue: every cell it sees of the other value decided before t.
    bool all = true;
    for (int32_t y : Around(k)) {
      if (Var(y) && mine_[y] != x && !Before(y, t)) {
        all = false;
        break;
      }
    }
    if (all && Record(v, t, k, -1)) return true;
  }
  return lower_ >= 1 && ResupportByPair(v, t);
}

bool LadderClosure::ResupportByPair(int32_t v, int64_t t) {
  // Pairs: a clue seeing v and one sharing with it a cell not decided before t (pairs that share
  // only decided cells decide no more than their clues alone); on counts, as FindPair. Each
  // clue's count of the cells decided before t is made once (pair_need_, pair_unk_: this call's
  // when pair_mark_ is `call`), and the cells a pair shares are counted from the first clue's.
  const uint32_t call = NextStamp();
  for (int32_t k : near_) sees_v_[k] = 1;
  const bool found = PairFor(v, t, call);
  for (int32_t k : near_) sees_v_[k] = 0;
  return found;
}

bool LadderClosure::PairFor(int32_t v, int64_t t, uint32_t call) {
  const uint8_t x = mine_[v];
  for (int32_t a : near_) {
    const uint32_t in_a = NextStamp();
    int need_a = clues_[a], unk_a = 0;
    for (int32_t y : Around(a)) {
      if (!Var(y)) continue;
      if (Before(y, t)) {
        need_a -= mine_[y];
      } else {
        ++unk_a;
        cell_mark_[y] = in_a;
      }
    }
    // The clues sharing such a cell with a, in the order met, and how many they share.
    pair_with_.clear();
    for (int32_t y : Around(a)) {
      if (!Var(y) || cell_mark_[y] != in_a) continue;
      for (int32_t b : Around(y)) {
        if (clues_[b] == kClosed || b == a) continue;
        if (clue_mark_[b] != in_a) {
          clue_mark_[b] = in_a;
          pair_inter_[b] = 0;
          pair_with_.push_back(b);
        }
        ++pair_inter_[b];
      }
    }
    for (int32_t b : pair_with_) {
      if (pair_mark_[b] != call) {
        pair_mark_[b] = call;
        int need_b = clues_[b], unk_b = 0;
        for (int32_t z : Around(b)) {
          if (!Var(z)) continue;
          if (Before(z, t)) {
            need_b -= mine_[z];
          } else {
            ++unk_b;
          }
        }
        pair_need_[b] = need_b;
        pair_unk_[b] = unk_b;
      }
      const int need_b = pair_need_[b], inter = pair_inter_[b];
      const int only_a = unk_a - inter, only_b = pair_unk_[b] - inter;
      const int min_i = std::max({0, need_a - only_a, need_b - only_b});
      const int max_i = std::min({inter, need_a, need_b});
      if (min_i > max_i) continue;
      int forced = -1;
      if (sees_v_[b]) {  // (v is not decided before t: it is one of the shared cells)
        forced = min_i == inter ? 1 : max_i == 0 ? 0 : -1;
      } else if (need_a - min_i == 0) {
        forced = 0;
      } else if (need_a - max_i == only_a) {
        forced = 1;
      }
      if (forced == x && Record(v, t, a, b)) return true;
    }
  }
  return false;
}

LevelCheck LadderClosure::RunUpper() {
  pend_valid_ = false;
  pend_size_.clear();
  pend_result_.clear();
  if (max_level_ <= lower_ && !count_rest_) return {};
  // The chain level from the fixpoint of the lower levels, on each part of the cells they left
  // (cells linked by a clue seeing both) on its own: a part's deductions change no other part,
  // and the first group that decides something in a part is the first in that part, so each part
  // ends as it ends in CheckLevels's run over all of them. A part that is one of the last kept
  // table's parts, none of its cells new and none next to the removed clue, has its clues as they
  // were: its answer is as it was.
  std::sort(rest_.begin(), rest_.end());
  if (pend_of_.size() != value_.size()) pend_of_.assign(value_.size(), -1);
  for (int32_t v : rest_) pend_of_[v] = -1;
  bool all_decided = true;
  Verdict verdict = Verdict::kUnique;
  // For the counts of this removal, as CheckLevels's.
  Deadline budget(rest_steps_ > 0 ? 0 : kResidualSeconds);
  for (int32_t s : rest_) {
    if (pend_of_[s] >= 0) continue;
    const int32_t id = static_cast<int32_t>(pend_size_.size());
    part_.assign(1, s);
    pend_of_[s] = id;
    bool clean = comps_valid_;
    for (size_t i = 0; i < part_.size(); ++i) {
      const int32_t v = part_[i];
      clean = clean && fresh_[v] != stamp_ && comp_of_[v] == comp_of_[s];
      for (int32_t k : Around(v)) {
        if (k == removed_) clean = false;  // the clue was one of the part's
        if (clues_[k] == kClosed) continue;
        for (int32_t w : Around(k)) {
          if (Var(w) && value_[w] == kUnset && pend_of_[w] < 0) {
            pend_of_[w] = id;
            part_.push_back(w);
          }
        }
      }
    }
    // (A count that ran out of time is counted again; one that ran out of steps would again.)
    clean = clean && comp_size_[comp_of_[s]] == static_cast<int32_t>(part_.size()) &&
            !(count_rest_ && rest_steps_ == 0 && comp_result_[comp_of_[s]] == kOutOfTime);
    uint8_t result;  // 0: decided; otherwise the Verdict of the rest + 1
    if (clean) {
      result = comp_result_[comp_of_[s]];
    } else {
      std::sort(part_.begin(), part_.end());
      cons_.clear();
      const uint32_t seen = NextStamp();
      for (int32_t v : part_) {
        for (int32_t k : Around(v)) {
          if (clues_[k] == kClosed || cell_mark_[k] == seen) continue;
          cell_mark_[k] = seen;
          cons_.push_back(k);
        }
      }
      std::sort(cons_.begin(), cons_.end());
      BuildLocal(part_, cons_);
      work_.st.queue.clear();  // at the fixpoint of the lower levels already
      work_.pairs.Init(work_.sys);
      if (max_level_ >= 2 && !ChainLevel(work_, blocks_)) return {};
      if (work_.st.unset == 0) {
        result = 0;
      } else {
        result = static_cast<uint8_t>(count_rest_ ? CountRest(work_, budget, rest_steps_)
                                                  : Verdict::kUnknown) +
                 1;
      }
    }
    pend_size_.push_back(static_cast<int32_t>(part_.size()));
    pend_result_.push_back(result);
    if (result == 0) continue;
    all_decided = false;
    const Verdict v = static_cast<Verdict>(result - 1);
    if (v == Verdict::kMultiple || v == Verdict::kNone) {
      if (verdict == Verdict::kUnique || verdict == Verdict::kUnknown) verdict = v;
    } else if (v == Verdict::kUnknown && verdict == Verdict::kUnique) {
      verdict = Verdict::kUnknown;
    }
  }
  pend_valid_ = true;
  if (all_decided) return {2};
  if (!count_rest_) return {};
  return {-1, verdict};
}

void LadderClosure::KeepParts() {
  comp_of_.swap(pend_of_);
  comp_size_.swap(pend_size_);
  comp_result_.swap(pend_result_);
  comps_valid_ = pend_valid_;
}

void LadderClosure::Invalidate(int32_t d) {
  if (!alive_[d] || rule_mark_[d] == stamp_) return;
  rule_mark_[d] = stamp_;
  heap_.push_back({rule_time_[d], d});
  std::push_heap(heap_.begin(), heap_.end(), std::greater<>());
}

void LadderClosure::TakeBackRules(int c) {
  // The rules that used the clue or a clue next to it (whose cells changed), then those that
  // relied on a cell taken back, in the order they were applied: when a rule's turn comes, every
  // rule before it is known to stand or not, so a cell it decided that another rule decides from
  // the cells decided before it stays decided, and what relied on the cell stands.
  for (int32_t d : uses_[c]) Invalidate(d);
  // (A block's removal changes no other clue's cells.)
  for (int32_t k : Around(c)) {
    if (blocks_ || clues_[k] == kClosed) continue;
    for (int32_t d : uses_[k]) Invalidate(d);
  }
  while (!heap_.empty()) {
    std::pop_heap(heap_.begin(), heap_.end(), std::greater<>());
    const auto [t, d] = heap_.back();
    heap_.pop_back();
    dead_rules_.push_back(d);
    for (uint32_t i = rule_cell_start_[d]; i < rule_cell_start_[d + 1]; ++i) {
      const int32_t v = rule_cells_[i];
      if (by_[v] != d) continue;
      if (Resupport(v, t)) {
        moved_.push_back({v, d});
        continue;
      }
      value_[v] = kUnset;
      taken_.push_back(v);
      taken_by_.push_back(d);
      for (int32_t r : relies_[v]) Invalidate(r);
    }
  }
}

LevelCheck LadderClosure::Remove(int c) {
  removed_ = c;
  pend_valid_ = false;
  dead_rules_.clear();
  taken_.clear();
  taken_by_.clear();
  moved_.clear();
  rule_mark_.resize(alive_.size(), 0);
  ++stamp_;
  if (!blocks_) value_[c] = kUnset;  // (a block's cell was a cell already)
  TakeBackRules(c);
  // Only the clues seeing a cell taken back (or the removed one) can decide something new; the
  // pairs they make reach the clues sharing an undecided cell with them.
  NextStamp();
  cells_.clear();
  cons_.clear();
  auto add_cell = [&](int32_t v) {
    if (cell_mark_[v] != cell_stamp_) {
      cell_mark_[v] = cell_stamp_;
      cells_.push_back(v);
    }
  };
  auto add_clue = [&](int32_t k) {
    if (clues_[k] != kClosed && clue_mark_[k] != cell_stamp_) {
      clue_mark_[k] = cell_stamp_;
      cons_.push_back(k);
    }
  };
  if (!blocks_) add_cell(c);  // (a block's cell: as it was, unless taken back)
  for (int32_t v : taken_) add_cell(v);
  const size_t changed_cells = cells_.size();
  for (size_t i = 0; i < changed_cells; ++i) {
    for (int32_t k : Around(cells_[i])) add_clue(k);
  }
  const size_t changed_clues = cons_.size();
  for (size_t j = 0; j < changed_clues; ++j) {
    for (int32_t v : Around(cons_[j])) {
      if (!Var(v) || value_[v] != kUnset) continue;
      add_cell(v);
      if (lower_ >= 1) {
        for (int32_t k : Around(v)) add_clue(k);
      }
    }
  }
  // The second ring of clues sees undecided cells of its own.
  for (size_t j = changed_clues; j < cons_.size(); ++j) {
    for (int32_t v : Around(cons_[j])) {
      if (Var(v) && value_[v] == kUnset) add_cell(v);
    }
  }
  // (In any order: the fixpoint is the same.)
  BuildLocal(cells_, cons_);
  if (!RunLower()) {  // (cannot happen: the solution meets every clue)
    failed_ = true;
    return {};
  }
  // The cells left undecided: those before (a removal decides no more) and the new ones.
  for (int32_t v : taken_) {
    if (value_[v] == kUnset && !in_rest_[v]) {
      in_rest_[v] = 1;
      fresh_[v] = stamp_;
      rest_.push_back(v);
    }
  }
  if (value_[c] == kUnset && !in_rest_[c]) {
    in_rest_[c] = 1;
    fresh_[c] = stamp_;
    rest_.push_back(c);
  }
  if (rest_.empty()) {
    pend_size_.clear();
    pend_result_.clear();
    pend_valid_ = true;
    return {lower_};
  }
  return RunUpper();
}

void LadderClosure::Keep() {
  // The rules no longer valid are dropped from the lists of their clues and premises (every rule
  // relying on a cell taken back is one of them); the new ones are added.
  for (int32_t d : dead_rules_) alive_[d] = 0;
  NextStamp();
  auto prune = [&](std::vector<int32_t>& list, int32_t cell) {
    if (cell_mark_[cell] == cell_stamp_) return;
    cell_mark_[cell] = cell_stamp_;
    list.erase(std::remove_if(list.begin(), list.end(), [&](int32_t r) { return !alive_[r]; }),
               list.end());
  };
  for (int32_t v : taken_) {
    relies_[v].clear();
    cell_mark_[v] = cell_stamp_;
  }
  for (int32_t d : dead_rules_) {
    for (uint32_t i = rule_prem_start_[d]; i < rule_prem_start_[d + 1]; ++i)
      prune(relies_[rule_prem_[i]], rule_prem_[i]);
  }
  NextStamp();
  for (int32_t d : dead_rules_) {
    for (uint32_t i = rule_clue_start_[d]; i < rule_clue_start_[d + 1]; ++i)
      prune(uses_[rule_clues_[i]], rule_clues_[i]);
  }
  uses_[removed_].clear();
  Register();
  KeepParts();
  next_time_ = pending_time_;
  removed_ = -1;
}

void LadderClosure::Undo() {
  // The cells taken back, and those undecided since, are as before.
  for (size_t i = 0; i < taken_.size(); ++i) {
    value_[taken_[i]] = mine_[taken_[i]];
    by_[taken_[i]] = taken_by_[i];
  }
  for (auto [v, d] : moved_) by_[v] = d;
  if (!blocks_) {  // (a block's cell stays a cell)
    value_[removed_] = 0;
    by_[removed_] = -1;
  }
  auto still = [&](int32_t v) { return value_[v] == kUnset && (blocks_ || v != removed_); };
  for (int32_t v : rest_) in_rest_[v] = still(v);
  rest_.erase(std::remove_if(rest_.begin(), rest_.end(), [&](int32_t v) { return !still(v); }),
              rest_.end());
  alive_.resize(committed_rules_);
  rule_time_.resize(committed_rules_);
  rule_clue_start_.resize(committed_rules_ + 1);
  rule_cell_start_.resize(committed_rules_ + 1);
  rule_prem_start_.resize(committed_rules_ + 1);
  rule_clues_.resize(rule_clue_start_.back());
  rule_cells_.resize(rule_cell_start_.back());
  rule_prem_.resize(rule_prem_start_.back());
  removed_ = -1;
}

}  // namespace papermines

namespace papermines {

LocalWitness::LocalWitness(const Topology& topo, ClueScope scope)
    : topo_(topo),
      blocks_(scope == ClueScope::kBlock),
      dist_(topo.size(), -1),
      slot_(topo.size(), -1),
      con_slot_(topo.size(), -1) {}

void LocalWitness::Around(int x, std::vector<int32_t>& out) const {
  out.clear();
  for (int32_t y : topo_.neighbors(x)) out.push_back(y);
  if (blocks_) out.push_back(x);
}

bool LocalWitness::Find(const Clues& clues, const Mines& mine, int center, bool keep_total) {
  keep_total_ = keep_total;
  for (int radius = kWitnessRadius; radius >= 1; --radius) {
    const int found = Search(clues, mine, center, radius);
    if (found >= 0) return found == 1;
  }
  return false;
}

// 1 found, 0 none, -1 too many unknowns.
int LocalWitness::Search(const Clues& clues, const Mines& mine, int center, int radius) {
  // The region, by breadth-first search.
  region_.assign(1, center);
  dist_[center] = 0;
  for (size_t i = 0; i < region_.size(); ++i) {
    const int x = region_[i];
    if (dist_[x] == radius) continue;
    for (int32_t y : topo_.neighbors(x)) {
      if (dist_[y] < 0) {
        dist_[y] = dist_[x] + 1;
        region_.push_back(y);
      }
    }
  }
  vars_.clear();
  for (int x : region_) {
    if (blocks_ || clues[x] == kClosed) {
      slot_[x] = static_cast<int>(vars_.size());
      vars_.push_back(x);
    }
  }
  for (int x : region_) dist_[x] = -1;
  const int u = static_cast<int>(vars_.size());
  if (u > kWitnessMaxUnknowns) {
    for (int x : vars_) slot_[x] = -1;
    return -1;
  }
  // The clues around the unknowns, with what they still need from them.
  cons_.clear();
  need_.clear();
  unk_.clear();
  var_cons_.assign(u, {});
  for (int i = 0; i < u; ++i) {
    Around(vars_[i], around_);
    for (int32_t k : around_) {
      if (clues[k] == kClosed) continue;
      if (con_slot_[k] < 0) {
        con_slot_[k] = static_cast<int>(cons_.size());
        cons_.push_back(k);
        int need = clues[k], unk = 0;
        Around(k, around2_);
        for (int32_t y : around2_) {
          if (!blocks_ && clues[y] != kClosed) continue;  // an open cell: no mine
          if (slot_[y] >= 0) {
            ++unk;
          } else {
            need -= mine[y];
          }
        }
        need_.push_back(need);
        unk_.push_back(unk);
      }
      var_cons_[i].push_back(con_slot_[k]);
    }
  }
  differs_ = 0;
  balance_ = 0;
  const bool found = Assign(0, mine);
  for (int k : cons_) con_slot_[k] = -1;
  for (int x : vars_) slot_[x] = -1;
  return found ? 1 : 0;
}

// Depth-first, the other value first; depth <= kWitnessMaxUnknowns.
bool LocalWitness::Assign(int i, const Mines& mine) {
  if (i == static_cast<int>(vars_.size())) {
    if (differs_ == 0 || (keep_total_ && balance_ != 0)) return false;
    for (int n : need_) {
      if (n != 0) return false;
    }
    return true;
  }
  const uint8_t s = mine[vars_[i]];
  for (int t = 0; t < 2; ++t) {
    const uint8_t x = t == 0 ? 1 - s : s;
    bool ok = true;
    for (int j : var_cons_[i]) {
      need_[j] -= x;
      --unk_[j];
      if (need_[j] < 0 || need_[j] > unk_[j]) ok = false;
    }
    differs_ += x != s;
    balance_ += x - s;
    const bool found = ok && Assign(i + 1, mine);
    differs_ -= x != s;
    balance_ -= x - s;
    for (int j : var_cons_[i]) {
      need_[j] += x;
      ++unk_[j];
    }
    if (found) return true;
  }
  return false;
}

}  // namespace papermines
