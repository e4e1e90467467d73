// The person's deductions (propagate.h): single clues, pairs, chains and trials, as finders that
// report a Deduction (for grading and explanations) and as propagation loops that apply them to
// the solver's State (for proving).
#include "solve/propagate.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>
#include <utility>

namespace papermines {
namespace {

// The value a clue forces on all its unknowns on its own: 0 when it needs no more mines, 1 when
// it needs as many as it has unknowns, nothing otherwise.
inline std::optional<uint8_t> ForcedValue(const State& st, int k) {
  if (st.need[k] == 0) return 0;
  if (st.need[k] == st.unk[k]) return 1;
  return std::nullopt;
}

}  // namespace

int PropagateSingle(const ClueSystem& sys, State& st, Deadline* deadline, DeductionLog* log) {
  while (!st.queue.empty()) {
    const int k = st.queue.back();
    st.queue.pop_back();
    if (st.conflict(k)) {
      st.queue.clear();
      return k;
    }
    if (st.unk[k] == 0) continue;
    const std::optional<uint8_t> forced = ForcedValue(st, k);
    if (!forced) continue;
    const uint8_t x = *forced;
    if (deadline != nullptr && deadline->Expired()) {
      st.queue.clear();
      return -1;
    }
    if (log != nullptr) {
      const int32_t used[1] = {k};
      log->Add(st.trail.size(), used);
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
  near.assign(sys.num_constraints(), 0);
  cell_uses.assign(sys.num_cells, 0);
  cell_mask.assign(sys.num_cells, 0);
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
  const std::optional<uint8_t> forced = ForcedValue(st, k);
  if (!forced) return false;
  const uint8_t x = *forced;
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

void PairScratch::Init(const ClueSystem& sys) {
  scratch.Init(sys);
  work.clear();
  in_work.assign(sys.num_constraints(), 0);
}

int PropagatePairs(const ClueSystem& sys, State& st, bool all, size_t from, Deadline* deadline) {
  PairScratch ps;
  ps.Init(sys);
  return PropagatePairs(sys, st, all, from, ps, deadline);
}

int PropagatePairs(const ClueSystem& sys, State& st, bool all, size_t from, PairScratch& ps,
                   Deadline* deadline, size_t max_trail, DeductionLog* log) {
  int c = PropagateSingle(sys, st, deadline, log);
  if (c >= 0) return c;
  const int m = sys.num_constraints();
  std::vector<int32_t>& work = ps.work;
  std::vector<uint8_t>& in_work = ps.in_work;
  Scratch& scratch = ps.scratch;
  // Leaves the work list empty (and in_work all 0) for the next call.
  auto done = [&](int result) {
    for (int32_t k : work) in_work[k] = 0;
    work.clear();
    return result;
  };
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
  Deduction d;
  while (!work.empty()) {
    if (deadline != nullptr && deadline->Expired()) return done(-1);
    if (st.trail.size() > max_trail) return done(-1);
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
        if (d.conflict) return done(a);
        if (log != nullptr) log->Add(st.trail.size(), d.clues);
        ApplyDeduction(sys, st, d);
        c = PropagateSingle(sys, st, deadline, log);
        if (c >= 0) return done(c);
        for (; seen < st.trail.size(); ++seen) push_cell(st.trail[seen]);
      }
    }
  }
  return done(-1);
}

namespace {

// Connected groups of clues, each group once (Wernicke's ESU enumeration on the graph whose
// vertices are the clues with unknowns left and whose edges join clues sharing an unknown), and
// for each group of the target size, every assignment of its unknowns.
class ChainFinder {
 public:
  ChainFinder(const ClueSystem& sys, const State& st, const ChainLimits& limits, Scratch& scratch,
              Deadline* deadline, LadderMemo* memo)
      : sys_(sys), st_(st), limits_(limits), s_(scratch), deadline_(deadline), memo_(memo) {}

  // With a memo, a root is cleared once its groups of the largest size decided nothing.

  // Looks at the groups of exactly `size` clues, smallest root first; true when one decides a
  // cell (or cannot be met), described in *out.
  bool Find(int size, Deduction* out) {
    size_ = size;
    out_ = out;
    const int m = sys_.num_constraints();
    for (int root = 0; root < m; ++root) {
      if (memo_ != nullptr) {
        root = memo_->Next(LadderMemo::kChainRule, root);
        if (root >= m) break;
      }
      if (st_.unk[root] == 0) {
        if (memo_ != nullptr) memo_->Clear(LadderMemo::kChainRule, root);
        continue;
      }
      root_ = root;
      bool found = false;
      if (AddClue(root)) {
        ext_.resize(size);  // (no resize below: references into ext_ stay valid)
        ext_[0].clear();
        for (int32_t u : Neighbors(root)) {
          if (u > root) ext_[0].push_back(u);
        }
        found = Extend(0);
      }
      RemoveClue(root);
      if (found) return true;
      if (memo_ != nullptr && size == limits_.max_clues) memo_->Clear(LadderMemo::kChainRule, root);
    }
    return false;
  }

 private:
  // Clues sharing an unknown with clue a (not a itself), increasing.
  // (Into nb_: read it before the next call.)
  const std::vector<int32_t>& Neighbors(int a) {
    nb_.clear();
    ForNeighbors(a, [&](int32_t b) { nb_.push_back(b); });
    std::sort(nb_.begin(), nb_.end());
    return nb_;
  }

  // Calls f once for each clue sharing an unknown with clue a (not a itself), in no set order.
  template <typename F>
  void ForNeighbors(int a, F f) {
    ++s_.con_stamp;
    s_.con_mark[a] = s_.con_stamp;
    for (int32_t v : sys_.vars(a)) {
      if (st_.value[v] != kUnset) continue;
      for (int32_t b : sys_.cons(v)) {
        if (s_.con_mark[b] != s_.con_stamp) {
          s_.con_mark[b] = s_.con_stamp;
          f(b);
        }
      }
    }
  }

  // Adds clue k to the group; false when the group's unknowns exceed the limit (k is added all
  // the same: the caller removes it).
  bool AddClue(int k) {
    ++s_.near[k];
    ForNeighbors(k, [&](int32_t u) { ++s_.near[u]; });
    return AddCells(k);
  }
  void RemoveClue(int k) {
    --s_.near[k];
    ForNeighbors(k, [&](int32_t u) { --s_.near[u]; });
    RemoveCells(k);
  }
  // AddClue and RemoveClue without the marks of the clues next to the group (s_.near), for the
  // last clue of a group: no clue is added after it.
  bool AddCells(int k) {
    group_.push_back(k);
    for (int32_t v : sys_.vars(k)) {
      if (st_.value[v] == kUnset && s_.cell_uses[v]++ == 0) ++unknowns_;
    }
    return unknowns_ <= limits_.max_unknowns;
  }
  void RemoveCells(int k) {
    group_.pop_back();
    for (int32_t v : sys_.vars(k)) {
      if (st_.value[v] == kUnset && --s_.cell_uses[v] == 0) --unknowns_;
    }
  }

  // ESU: every connected group containing the current group, whose other clues come from ext_[d]
  // or are reached through them, and whose clues are all greater than the root. Depth <= size.
  // The candidates are ext_[d], d + 1 clues being in the group; the frame at depth d alone uses
  // ext_[d]. The marks of the clues next to the group (s_.near) serve only to extend a group of
  // at most size_ - 2 clues: the clues that make it larger do without them.
  bool Extend(size_t d) {
    const int in_group = static_cast<int>(group_.size());
    if (in_group == size_) return Evaluate();
    std::vector<int32_t>& ext = ext_[d];
    if (in_group + 1 == size_) {
      // Each clue of ext completes a group: neither its neighbours nor the marks are needed.
      while (!ext.empty()) {
        const int w = ext.back();
        ext.pop_back();
        const bool found = AddCells(w) && Evaluate();
        RemoveCells(w);
        if (found) return true;
      }
      return false;
    }
    const bool marks = in_group + 2 < size_;
    while (!ext.empty()) {
      const int w = ext.back();
      ext.pop_back();
      // Clues next to w but not in or next to the group yet.
      std::vector<int32_t>& next = ext_[d + 1];
      next.assign(ext.begin(), ext.end());
      for (int32_t u : Neighbors(w)) {
        if (u > root_ && s_.near[u] == 0) next.push_back(u);
      }
      const bool fits = marks ? AddClue(w) : AddCells(w);
      const bool found = fits && Extend(d + 1);
      if (marks) {
        RemoveClue(w);
      } else {
        RemoveCells(w);
      }
      if (found) return true;
    }
    return false;
  }

  // Every assignment of the group's unknowns that meets its clues: a cell with one value in all
  // of them is decided.
  //
  // The cells seen by the same clues of the group are interchangeable: an assignment that meets
  // the clues is, up to them, a number of mines in each such class, and a cell is a mine (safe)
  // in some assignment exactly when its class holds at least one mine (one safe cell) in some
  // choice of numbers that meets the clues. So the numbers are enumerated instead of the cells:
  // the same cells decided (or none, or a conflict), in far fewer steps.
  bool Evaluate() {
    if (deadline_ != nullptr && deadline_->Expired()) return true;  // Find() then reports nothing
    const int g = static_cast<int>(group_.size());
    if (g > 32) return EvaluateCells();
    // The unknowns, each with the set of the group's clues seeing it (s_.cell_mask, cleared
    // below), in the order met.
    vars_.clear();
    LoadGroup([&](int j, int32_t v) {
      if (s_.cell_mask[v] == 0) vars_.push_back(v);
      s_.cell_mask[v] |= uint32_t{1} << j;
    });
    const int u = static_cast<int>(vars_.size());
    class_mask_.clear();
    class_size_.clear();
    var_class_.resize(u);
    for (int i = 0; i < u; ++i) {
      const uint32_t mask = s_.cell_mask[vars_[i]];
      s_.cell_mask[vars_[i]] = 0;
      int c = 0;
      while (c < static_cast<int>(class_mask_.size()) && class_mask_[c] != mask) ++c;
      if (c == static_cast<int>(class_mask_.size())) {
        class_mask_.push_back(mask);
        class_size_.push_back(0);
      }
      ++class_size_[c];
      var_class_[i] = c;
    }
    class_count_.assign(class_mask_.size(), 0);
    class_zero_ = class_one_ = 0;
    all_classes_ = (uint64_t{1} << class_mask_.size()) - 1;  // (classes <= u <= 63)
    solutions_ = 0;
    Choose(0);
    if (solutions_ > 0 && (class_zero_ & class_one_) == all_classes_) return false;
    Report(u, [&](int i) {
      return std::pair<bool, bool>((class_zero_ >> var_class_[i]) & 1,
                                   (class_one_ >> var_class_[i]) & 1);
    });
    std::sort(out_->cells.begin(), out_->cells.end());
    return true;
  }

  // The group's finding in out_: its clues, and unless no assignment met them (a conflict) every
  // unknown vars_[i] with one value in all of them; seen(i) says whether vars_[i] was safe in
  // some (first) and a mine in some (second).
  template <class Seen>
  void Report(int u, Seen seen) {
    out_->technique = Technique::kChain;
    out_->clues.assign(group_.begin(), group_.end());
    std::sort(out_->clues.begin(), out_->clues.end());
    out_->cells.clear();
    out_->conflict = solutions_ == 0;
    if (out_->conflict) return;
    for (int i = 0; i < u; ++i) {
      const std::pair<bool, bool> s = seen(i);
      if (s.first != s.second) {
        out_->cells.push_back({vars_[i], static_cast<uint8_t>(s.second ? 1 : 0)});
      }
    }
  }

  // need_ and unk_ for the group's clues, and f(j, v) for each unknown v of clue group_[j], clue
  // by clue in the group's order.
  template <class F>
  void LoadGroup(F&& f) {
    const int g = static_cast<int>(group_.size());
    need_.resize(g);
    unk_.resize(g);
    for (int j = 0; j < g; ++j) {
      const int k = group_[j];
      need_[j] = st_.need[k];
      unk_[j] = st_.unk[k];
      for (int32_t v : sys_.vars(k)) {
        if (st_.value[v] == kUnset) f(j, v);
      }
    }
  }

  // Evaluate for groups of more than 32 clues: every assignment of the cells, by backtracking.
  bool EvaluateCells() {
    vars_.clear();
    for (int k : group_) {
      for (int32_t v : sys_.vars(k)) {
        if (st_.value[v] == kUnset) vars_.push_back(v);
      }
    }
    std::sort(vars_.begin(), vars_.end());
    vars_.erase(std::unique(vars_.begin(), vars_.end()), vars_.end());
    const int u = static_cast<int>(vars_.size());
    if (var_cons_.size() < static_cast<size_t>(u)) var_cons_.resize(u);
    for (int i = 0; i < u; ++i) var_cons_[i].clear();  // (keeps their buffers)
    LoadGroup([&](int j, int32_t v) {
      const int i =
          static_cast<int>(std::lower_bound(vars_.begin(), vars_.end(), v) - vars_.begin());
      var_cons_[i].push_back(j);
    });
    seen0_ = seen1_ = cur_ = 0;
    solutions_ = 0;
    Assign(0);
    const uint64_t all = u == 64 ? ~uint64_t{0} : (uint64_t{1} << u) - 1;
    if (solutions_ > 0 && ((seen0_ ^ seen1_) & all) == 0) return false;
    Report(u, [&](int i) { return std::pair<bool, bool>((seen0_ >> i) & 1, (seen1_ >> i) & 1); });
    return true;
  }

  // Depth-first over the classes: the number of mines in class c and after.
  void Choose(int c) {
    if (c == static_cast<int>(class_mask_.size())) {
      for (int n : need_) {
        if (n != 0) return;
      }
      ++solutions_;
      for (size_t i = 0; i < class_count_.size(); ++i) {
        if (class_count_[i] < class_size_[i]) class_zero_ |= uint64_t{1} << i;
        if (class_count_[i] > 0) class_one_ |= uint64_t{1} << i;
      }
      return;
    }
    const uint32_t mask = class_mask_[c];
    const int size = class_size_[c];
    // Once every class has been seen with a mine and with a safe cell, the group decides nothing
    // and the other assignments change no answer.
    for (int n = 0; n <= size && (class_zero_ & class_one_) != all_classes_; ++n) {
      bool ok = true;
      for (uint32_t b = mask; b != 0; b &= b - 1) {
        const int j = std::countr_zero(b);
        need_[j] -= n;
        unk_[j] -= size;
        if (need_[j] < 0 || need_[j] > unk_[j]) ok = false;
      }
      if (ok) {
        class_count_[c] = n;
        Choose(c + 1);
      }
      for (uint32_t b = mask; b != 0; b &= b - 1) {
        const int j = std::countr_zero(b);
        need_[j] += n;
        unk_[j] += size;
      }
    }
  }

  // Depth-first over the unknowns with pruning; depth <= max_unknowns, not the board size.
  void Assign(int i) {
    if (i == static_cast<int>(vars_.size())) {
      for (int n : need_) {
        if (n != 0) return;
      }
      ++solutions_;
      seen0_ |= ~cur_;
      seen1_ |= cur_;
      return;
    }
    for (int x = 0; x < 2; ++x) {
      bool ok = true;
      for (int j : var_cons_[i]) {
        need_[j] -= x;
        --unk_[j];
        if (need_[j] < 0 || need_[j] > unk_[j]) ok = false;
      }
      if (x) cur_ |= uint64_t{1} << i;
      if (ok) Assign(i + 1);
      cur_ &= ~(uint64_t{1} << i);
      for (int j : var_cons_[i]) {
        need_[j] += x;
        ++unk_[j];
      }
    }
  }

  const ClueSystem& sys_;
  const State& st_;
  const ChainLimits& limits_;
  Scratch& s_;
  Deadline* deadline_;
  LadderMemo* memo_;
  int size_ = 0, root_ = 0, unknowns_ = 0;
  Deduction* out_ = nullptr;
  std::vector<int32_t> group_, vars_, nb_;
  std::vector<std::vector<int32_t>> ext_;  // Extend's candidates, per depth
  std::vector<std::vector<int>> var_cons_;
  std::vector<int> need_, unk_;
  uint64_t seen0_ = 0, seen1_ = 0, cur_ = 0;
  std::vector<uint32_t> class_mask_;  // Evaluate: the group's clues seeing each class
  std::vector<int> class_size_, class_count_, var_class_;
  uint64_t class_zero_ = 0, class_one_ = 0, all_classes_ = 0;
  int64_t solutions_ = 0;
};

}  // namespace

bool FindChain(const ClueSystem& sys, const State& st, const ChainLimits& limits, Scratch& scratch,
               Deduction* out, Deadline* deadline, LadderMemo* memo) {
  ChainLimits l = limits;
  l.max_unknowns = std::min(l.max_unknowns, 63);
  if (memo != nullptr) memo->Update(sys, st, LadderMemo::kChainRule);
  ChainFinder finder(sys, st, l, scratch, deadline, memo);
  for (int size = 3; size <= l.max_clues; ++size) {
    if (finder.Find(size, out)) return deadline == nullptr || !deadline->expired();
  }
  return false;
}

void LadderMemo::Init(const ClueSystem& sys, const ChainLimits& chain) {
  m_ = sys.num_constraints();
  chain_reach_ = std::max(1, chain.max_clues - 1);
  max_unknowns_ = std::min(chain.max_unknowns, 63);
  const size_t words = (static_cast<size_t>(m_) + 63) / 64;
  for (auto& b : bits_) {
    b.assign(words, ~uint64_t{0});
    if (m_ % 64 != 0) b[words - 1] = (uint64_t{1} << (m_ % 64)) - 1;
  }
  seen_.assign(m_, 0);
  stamp_ = 0;
  for (int f : {kPairRule, kChainRule}) {
    pending_[f].clear();
    pending_flag_[f].assign(m_, 0);
  }
}

int LadderMemo::Next(Finder f, int k) const {
  if (k >= m_) return m_;
  const std::vector<uint64_t>& b = bits_[f];
  size_t w = static_cast<size_t>(k) >> 6;
  uint64_t word = b[w] & (~uint64_t{0} << (k & 63));
  while (word == 0) {
    if (++w == b.size()) return m_;
    word = b[w];
  }
  return static_cast<int>(w * 64 + static_cast<size_t>(std::countr_zero(word)));
}

void LadderMemo::Assigned(const ClueSystem& sys, const State& st, size_t from) {
  // The clues of the decided cells: their own rule at once; their pairs and groups when the pair
  // or chain finder next asks (Update), from the state of then.
  for (size_t i = from; i < st.trail.size(); ++i) {
    for (int32_t k : sys.cons(st.trail[i])) {
      Mark(kSingleRule, k);
      for (int f : {kPairRule, kChainRule}) {
        if (!pending_flag_[f][k]) {
          pending_flag_[f][k] = 1;
          pending_[f].push_back(k);
        }
      }
    }
  }
}

void LadderMemo::Update(const ClueSystem& sys, const State& st, Finder f) {
  if (f == kSingleRule) return;
  std::vector<int32_t>& changed = pending_[f];
  for (int32_t k : changed) pending_flag_[f][k] = 0;
  if (changed.empty()) return;
  // A pair or group that can decide something now is connected now (its clues share unknowns
  // now), and it changed when one of its clues is in `changed`: its first clue, where the finder
  // looks at it, lies within reach steps of that clue through clues sharing an unknown now. Clues
  // with more unknowns than a group may hold are in no group.
  const int reach = f == kPairRule ? 1 : chain_reach_;
  auto fits = [&](int k) {
    return st.unk[k] > 0 && (f == kPairRule || st.unk[k] <= max_unknowns_);
  };
  ++stamp_;
  layer_.clear();
  for (int32_t k : changed) {
    seen_[k] = stamp_;
    if (!fits(k)) continue;
    Mark(f, k);
    layer_.push_back(k);
  }
  changed.clear();
  for (int d = 0; d < reach && !layer_.empty(); ++d) {
    next_.clear();
    for (int32_t k : layer_) {
      for (int32_t v : sys.vars(k)) {
        if (st.value[v] != kUnset) continue;
        for (int32_t j : sys.cons(v)) {
          if (seen_[j] == stamp_ || !fits(j)) continue;
          seen_[j] = stamp_;
          Mark(f, j);
          next_.push_back(j);
        }
      }
    }
    layer_.swap(next_);
  }
}

bool FindTrial(const ClueSystem& sys, State& st, int v, uint8_t x, Deduction* out,
               PairScratch* scratch, size_t max_cells) {
  PairScratch local;
  if (scratch == nullptr) {
    local.Init(sys);
    scratch = &local;
  }
  const size_t pos = st.trail.size();
  st.queue.clear();
  Assign(sys, st, v, x);
  // The assumed cell plus max_cells consequences; a conflict found while assigning the last ones
  // may overshoot by the cells of one rule.
  const size_t limit = max_cells == SIZE_MAX ? SIZE_MAX : pos + 1 + max_cells;
  int c = PropagateSingle(sys, st);
  if (c < 0 && st.trail.size() <= limit)
    c = PropagatePairs(sys, st, false, pos, *scratch, nullptr, limit);
  if (c >= 0 && st.trail.size() > limit) c = -1;
  if (c >= 0) {
    out->trial_chain.clear();
    for (size_t i = pos + 1; i < st.trail.size(); ++i) {
      out->trial_chain.push_back({st.trail[i], st.value[st.trail[i]]});
    }
  }
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

}  // namespace papermines
