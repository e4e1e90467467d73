// Sparse openings (sparse.h): the thinning pass, its checks cheapest first, and the generator's
// loop over base tables.
#include "gen/sparse.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "core/opening.h"
#include "gen/random.h"
#include "gen/sparse_ladder.h"
#include "solve/propagate.h"
#include "solve/rating.h"
#include "solve/search.h"
#include "solve/solver.h"
#include "solve/system.h"

namespace papermines {
namespace {

// Radius of the local witness search, and the most unknowns it enumerates (beyond that the
// radius drops to 1, then the check is skipped).
constexpr int kWitnessRadius = 2;
constexpr int kWitnessMaxUnknowns = 28;

// Searches the closed cells within `radius` of `center` for an assignment other than `mine` that
// meets every clue (cells outside fixed to `mine`). Found = the table has a second solution.
class LocalWitness {
 public:
  explicit LocalWitness(const Topology& topo)
      : topo_(topo), dist_(topo.size(), -1), slot_(topo.size(), -1), con_slot_(topo.size(), -1) {}

  // True when a second solution was found; false when none exists in the region or the region
  // is too large to search.
  // With a shown mine count the other assignment must hold as many mines as the solution.
  bool Find(const Clues& clues, const Mines& mine, int center, bool keep_total) {
    keep_total_ = keep_total;
    for (int radius = kWitnessRadius; radius >= 1; --radius) {
      const int found = Search(clues, mine, center, radius);
      if (found >= 0) return found == 1;
    }
    return false;
  }

 private:
  // 1 found, 0 none, -1 too many unknowns.
  int Search(const Clues& clues, const Mines& mine, int center, int radius) {
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
      if (clues[x] == kClosed) {
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
      for (int32_t k : topo_.neighbors(vars_[i])) {
        if (clues[k] == kClosed) continue;
        if (con_slot_[k] < 0) {
          con_slot_[k] = static_cast<int>(cons_.size());
          cons_.push_back(k);
          int need = clues[k], unk = 0;
          for (int32_t y : topo_.neighbors(k)) {
            if (clues[y] != kClosed) continue;
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
    value_.assign(u, 0);
    differs_ = 0;
    const bool found = Assign(0, mine);
    for (int k : cons_) con_slot_[k] = -1;
    for (int x : vars_) slot_[x] = -1;
    return found ? 1 : 0;
  }

  // Depth-first, the other value first; depth <= kWitnessMaxUnknowns.
  bool Assign(int i, const Mines& mine) {
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

  const Topology& topo_;
  std::vector<int> dist_, slot_, con_slot_;
  std::vector<int> region_, vars_, cons_;
  std::vector<std::vector<int>> var_cons_;
  std::vector<int> need_, unk_;
  std::vector<uint8_t> value_;
  int differs_ = 0;
  int balance_ = 0;  // mines of the assignment minus the solution's, in the region
  bool keep_total_ = false;
};

bool InRating(const SparseTarget& t, double rating) {
  if (t.rating_min_tenths <= 0) return true;
  const double tenths = rating * 10;
  return tenths > t.rating_min_tenths - 0.5 && tenths < t.rating_max_tenths + 0.5;
}

// The grade of a thinned table; `cancel` may cut it short (timed_out).
GradeResult GradeOf(const Topology& topo, const Clues& clues, const Mines& mine, int64_t mine_count,
                    const std::function<bool()>& cancel) {
  Deadline until_cancelled(0, &cancel);
  SolveOptions so;
  so.mine_count = mine_count;
  return Grade(topo, clues, mine, so, until_cancelled);
}

// The clues of `clues` in the seeded order they are tried in.
std::vector<int32_t> RemovalOrder(const Topology& topo, const Clues& clues, uint64_t seed) {
  std::vector<int32_t> order;
  for (int c = 0; c < topo.size(); ++c) {
    if (clues[c] != kClosed) order.push_back(c);
  }
  SplitMix64 rng(seed);
  for (size_t i = order.size(); i > 1; --i) {
    std::swap(order[i - 1], order[rng.Below(i)]);
  }
  return order;
}

// The full solver's verdict on `clues`, within what is left of the run's time (kUnknown when the
// deadline or `cancel` stopped it): for a table the levels and the count of the rest left open.
Verdict SolveWithinRun(const Topology& topo, const Clues& clues, int mine_count,
                       std::chrono::steady_clock::time_point deadline,
                       const std::function<bool()>& cancel) {
  SolveOptions so;
  so.mine_count = mine_count;
  so.cancel = cancel;
  if (deadline != std::chrono::steady_clock::time_point::max()) {
    so.time_limit_seconds = std::max(
        1e-6, std::chrono::duration<double>(deadline - std::chrono::steady_clock::now()).count());
  }
  return Solve(topo, clues, so).verdict;
}

}  // namespace

SparseResult ThinTable(const Topology& topo, const Clues& base, const Mines& mine,
                       const SparseTarget& target, uint64_t seed,
                       std::chrono::steady_clock::time_point deadline,
                       const std::function<bool()>& cancel) {
  SparseResult r;
  r.clues = base;
  Clues& clues = r.clues;
  const Difficulty goal = target.grade;
  const std::vector<int32_t> order = RemovalOrder(topo, clues, seed);
  LocalWitness witness(topo);
  LevelWork work;
  const bool chains =
      goal == Difficulty::kHard || goal == Difficulty::kExpert || goal == Difficulty::kNone;
  const int max_level = goal == Difficulty::kEasy ? 0 : chains ? 2 : 1;
  const bool count_rest = goal != Difficulty::kHard;
  // The ladder kept from one removal to the next (no shown count: that clue changes with every
  // removal), the same answers as CheckLevels from nothing.
  std::optional<LadderClosure> closure;
  if (target.mine_count < 0) closure.emplace(topo, clues, mine, max_level, count_rest);
  const bool has_deadline = deadline != std::chrono::steady_clock::time_point::max();
  // At the grade (hard and expert targets): whether the rating is in range. Below it the pass
  // goes on (true, `more` set); above it the caller undoes the removal (false).
  auto at_grade = [&](bool* done) {
    if (target.rating_min_tenths <= 0) {
      *done = true;
      return true;
    }
    r.grade = GradeOf(topo, clues, mine, target.mine_count, cancel);
    const double rating = Rating(r.grade);
    if (InRating(target, rating)) {
      *done = true;
      return true;
    }
    return rating * 10 < target.rating_min_tenths;
  };
  bool done = false;
  for (int32_t c : order) {
    if ((has_deadline && std::chrono::steady_clock::now() >= deadline) || (cancel && cancel())) {
      r.timed_out = true;
      return r;
    }
    const uint8_t clue = clues[c];
    clues[c] = kClosed;
    ++r.tried;
    bool keep = false;
    bool removed = false;  // from the closure
    if (!witness.Find(clues, mine, c, target.mine_count >= 0)) {
      // The exact count of what is left stands in for the solver when it answers in time.
      LevelCheck check;
      if (closure && !closure->failed()) {
        check = closure->Remove(c);
        removed = true;
      } else {
        check = CheckLevels(topo, clues, max_level, target.mine_count, count_rest, work);
      }
      const int level = check.level;
      if (level >= 0 && level <= 1) {
        keep = true;
      } else if (chains) {
        if (level == 2) {
          keep = goal != Difficulty::kHard || at_grade(&done);
        } else if (goal != Difficulty::kHard && check.rest != Verdict::kUnknown) {
          keep = check.rest == Verdict::kUnique && (goal == Difficulty::kNone || at_grade(&done));
        } else if (goal != Difficulty::kHard) {
          const Verdict v = SolveWithinRun(topo, clues, target.mine_count, deadline, cancel);
          if (v == Verdict::kUnknown) {
            r.timed_out = true;
            return r;
          }
          keep = v == Verdict::kUnique && (goal == Difficulty::kNone || at_grade(&done));
        }
      }
    }
    if (!keep) {
      clues[c] = clue;
      if (removed) closure->Undo();
      continue;
    }
    if (removed) closure->Keep();
    ++r.kept;
    if (done) break;
  }
  // Easy, medium and no target: the pass went to the end; the grade decides.
  r.grade = GradeOf(topo, clues, mine, target.mine_count, cancel);
  if (r.grade.timed_out) {
    r.timed_out = true;
    return r;
  }
  r.reached = (goal == Difficulty::kNone || r.grade.difficulty == goal) &&
              InRating(target, Rating(r.grade));
  return r;
}

}  // namespace papermines
