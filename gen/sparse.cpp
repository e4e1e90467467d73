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
  LocalWitness witness(topo);  // (sparse_ladder.h)
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
