// Paper tables: the fill plan (which clue forces which cell), the draw, the proof by Solve, ids.
// See paper.h for the heuristics and what each guarantees.
#include "gen/paper.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/cell_name.h"
#include "core/option_hint.h"
#include "core/strings.h"
#include "gen/batch.h"
#include "gen/distinct.h"
#include "gen/puzzle_id.h"
#include "gen/random.h"
#include "gen/sparse.h"
#include "solve/grade.h"
#include "solve/rating.h"
#include "solve/solver.h"
#include "solve/theorem.h"

namespace papermines {

void PaperStats::Add(const PaperStats& o) {
  draws += o.draws;
  conflicts += o.conflicts;
  solves += o.solves;
  not_unique += o.not_unique;
  wrong_grade += o.wrong_grade;
  mutations += o.mutations;
  unknown += o.unknown;
  sparse_bases += o.sparse_bases;
  removals_tried += o.removals_tried;
  removals_kept += o.removals_kept;
  for (int i = 0; i < 5; ++i) graded[i] += o.graded[i];
}

// ---------------------------------------------------------------------------------------------
// The fill plan.

struct PaperGenerator::Plan {
  std::vector<uint8_t> open;          // per cell
  std::vector<int32_t> closed;        // closed cells in fill order (row-major)
  std::vector<int32_t> closed_index;  // per cell: its index in `closed`, -1 for open cells
  std::vector<uint8_t> closed_deg;    // per cell: closed neighbours (meaningful for open cells)
  // Per closed cell (index into `closed`), the clues it must keep non-trivial: CSR.
  std::vector<uint32_t> force_start;
  std::vector<int32_t> force;
};

namespace {

// Whether the heuristic covers clue `y` whose last closed neighbour (in fill order) is `x`. On
// hex (core/opening.h) paper covers the clues that see 3 closed cells (every inner clue):
// asking the border clues that see 2 as well has no solution at all at many sizes (7 x 7), and the
// one-pass fill almost never meets it at others (10 x 10); strict still asks it of every clue.
bool Covered(const Topology& topo, PaperHeuristic h, int y, int x, int closed_deg) {
  if (h == PaperHeuristic::kStrict) return true;
  if (topo.kind() == TopologyKind::kHex) return h == PaperHeuristic::kPaper && closed_deg >= 3;
  if (h == PaperHeuristic::kNone) return false;
  // paper: the clue above the cell (an earlier row), or in the last row the clue to its left.
  if (topo.row(y) < topo.row(x)) return true;
  return topo.row(x) == topo.rows() - 1 && topo.row(y) == topo.row(x) && topo.col(y) < topo.col(x);
}

std::string SizeName(const PaperOptions& o) {
  return absl::StrCat(GridFamilyName(o.grid), " ", o.rows, " x ", o.cols);
}

}  // namespace

namespace {

// Whether every table of this size is unique (full-rank clue system, solve/theorem.h); false when
// unknown. Only asked on the failure paths (a cross-check of the solver, and the final message).
bool SizeAlwaysUnique(const PaperOptions& o) {
  // The banded elimination costs about unknowns * width^2: skip it where it would dominate.
  if (int64_t{o.rows} * o.cols * std::min(o.rows, o.cols) * std::min(o.rows, o.cols) >
      500'000'000) {
    return false;
  }
  return AlwaysUnique(o.grid, o.rows, o.cols);
}

}  // namespace

namespace {

// The grade a sparse run of these options aims at (the difficulty, or the band of the rating
// range's minimum, or kNone).
SparseTarget SparseTargetOf(const PaperOptions& o) {
  SparseTarget t;
  t.grade = o.difficulty;
  t.rating_min_tenths = o.rating_min_tenths;
  t.rating_max_tenths = o.rating_max_tenths;
  if (t.grade == Difficulty::kNone && o.rating_min_tenths > 0) {
    t.grade = BandOf(o.rating_min_tenths / 10.0);
  }
  return t;
}

// NotFound ("no such table exists", exit 1 from every command), at once, when the options ask for a
// sparse table that cannot exist, with the reason (documented in docs/FORMAT.md, "Sparse
// openings").
absl::Status CheckSparseReach(const PaperOptions& o) {
  const SparseTarget t = SparseTargetOf(o);
  const std::string what = absl::StrCat(GridFamilyName(o.grid), " ", o.rows, " x ", o.cols);
  if (o.grid == GridFamily::kStrip) {
    return absl::NotFoundError(
        "the strip has no sparse opening: its top row is the only clue row, and every clue of it "
        "is needed (a closed cell of the bottom row next to a removed clue would see no clue)");
  }
  // Hard needs a chain: three clues sharing unknowns that no one or two of them decide; expert
  // needs a stall of those. Neither fits in a table with fewer than 3 rows or columns... (see
  // docs/FORMAT.md, "Sparse openings", for the measured limits).
  if ((t.grade == Difficulty::kHard || t.grade == Difficulty::kExpert) &&
      std::min(o.rows, o.cols) < 3) {
    return absl::NotFoundError(absl::StrCat(
        "no sparse ", DifficultyName(t.grade), " table exists on ", what,
        ": a table of fewer than 3 rows or columns is always solved by single clues and pairs"));
  }
  return absl::OkStatus();
}

// The options a generator can be made for (sizes, density, tries, rating range, sparse reach).
absl::Status CheckPaperOptions(const PaperOptions& o) {
  if (o.density_permyriad < 0 || o.density_permyriad > 10000) {
    return absl::InvalidArgumentError(
        absl::StrCat("density must be in [0, 1], got ", o.density_permyriad / 10000.0));
  }
  if (o.grid == GridFamily::kStrip && o.rows != 2) {
    return absl::InvalidArgumentError(
        absl::StrCat("the strip is 2 x n (its top row open); got ", o.rows, " rows",
                     " (rows below the second touch no clue and could never be determined)"));
  }
  if (o.rows < 1 || o.cols < 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("rows and columns must be at least 1, got ", o.rows, " x ", o.cols));
  }
  if (o.max_tries < 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("max tries must be at least 1, got ", o.max_tries));
  }
  if (o.rating_min_tenths != 0 || o.rating_max_tenths != 0) {
    if (o.rating_min_tenths < 10 || o.rating_max_tenths > 110 ||
        o.rating_min_tenths > o.rating_max_tenths) {
      return absl::InvalidArgumentError(
          absl::StrCat("the rating range must lie within 1.0-11.0 with its minimum first, got ",
                       o.rating_min_tenths / 10.0, "-", o.rating_max_tenths / 10.0));
    }
    if (o.difficulty != Difficulty::kNone) {
      const auto [lo, hi] = BandBounds(o.difficulty);
      if (o.rating_max_tenths < lo * 10 - 0.5 || o.rating_min_tenths > hi * 10 + 0.5) {
        return absl::InvalidArgumentError(absl::StrCat(
            "the rating range ", o.rating_min_tenths / 10.0, "-", o.rating_max_tenths / 10.0,
            " lies outside the ", DifficultyName(o.difficulty), " band (", lo, "-", hi, ")"));
      }
    }
  }
  if (o.opening == PaperOpening::kSparse) {
    if (absl::Status s = CheckSparseReach(o); !s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::StatusOr<TopologyPtr> PaperTopology(const PaperOptions& o) {
  absl::StatusOr<TopologyPtr> topo;
  switch (o.grid) {
    case GridFamily::kSquare:
    case GridFamily::kStrip:
      topo = Topology::Square(o.rows, o.cols);
      break;
    case GridFamily::kTriangle:
      topo = Topology::Triangle(o.rows, o.cols);
      break;
    case GridFamily::kHex:
      topo = Topology::Hex(o.rows, o.cols);
      break;
  }
  return topo;
}

// The fill plan (PaperGenerator::Plan): the fill order of the closed cells and, per cell, the
// clues the heuristic forces it for; FailedPrecondition when the heuristic cannot be met.
absl::StatusOr<std::shared_ptr<PaperGenerator::Plan>> BuildPlan(const PaperOptions& o,
                                                                const Topology& t) {
  using Plan = PaperGenerator::Plan;
  auto plan = std::make_shared<Plan>();
  plan->open = GridOpening(o.grid, t);
  const int n = t.size();
  plan->closed_deg.assign(n, 0);
  std::vector<int32_t> last(n, -1);  // per open cell: its last closed neighbour
  std::vector<int32_t>& index_of = plan->closed_index;
  index_of.assign(n, -1);
  for (int c = 0; c < n; ++c) {
    if (plan->open[c]) {
      for (int32_t nb : t.neighbors(c)) {
        if (!plan->open[nb]) {
          ++plan->closed_deg[c];
          last[c] = std::max(last[c], nb);
        }
      }
    } else {
      index_of[c] = static_cast<int32_t>(plan->closed.size());
      plan->closed.push_back(c);
    }
  }
  // Bucket the covered clues by their last closed neighbour.
  std::vector<std::vector<int32_t>> by_cell(plan->closed.size());
  for (int y = 0; y < n; ++y) {
    if (!plan->open[y]) continue;
    const bool strict = o.heuristic == PaperHeuristic::kStrict;
    if (last[y] < 0) {
      if (strict) {
        return absl::InvalidArgumentError(absl::StrCat(
            "the strict heuristic cannot be met on ", SizeName(o), ": the clue at ", CellName(t, y),
            " has no closed neighbour, so it is always 0 (choose heuristic none "
            "or paper, or a larger size)"));
      }
      continue;
    }
    if (!Covered(t, o.heuristic, y, last[y], plan->closed_deg[y])) continue;
    if (plan->closed_deg[y] < 2) {
      return absl::InvalidArgumentError(absl::StrCat(
          "the ", PaperHeuristicName(o.heuristic), " heuristic cannot be met on ", SizeName(o),
          ": the clue at ", CellName(t, y),
          " has a single closed neighbour, so it is always 0 or full (choose heuristic none, or a "
          "larger size)"));
    }
    by_cell[index_of[last[y]]].push_back(y);
  }
  plan->force_start.assign(plan->closed.size() + 1, 0);
  for (size_t i = 0; i < by_cell.size(); ++i) {
    plan->force_start[i + 1] = plan->force_start[i] + static_cast<uint32_t>(by_cell[i].size());
    plan->force.insert(plan->force.end(), by_cell[i].begin(), by_cell[i].end());
  }
  return plan;
}

}  // namespace

absl::StatusOr<PaperGenerator> PaperGenerator::Create(const PaperOptions& o) {
  if (absl::Status s = CheckPaperOptions(o); !s.ok()) return s;
  absl::StatusOr<TopologyPtr> topo = PaperTopology(o);
  if (!topo.ok()) return topo.status();
  absl::StatusOr<std::shared_ptr<Plan>> plan = BuildPlan(o, **topo);
  if (!plan.ok()) return plan.status();
  PaperGenerator g;
  g.options_ = o;
  g.topo_ = *std::move(topo);
  g.plan_ = *std::move(plan);
  return g;
}

namespace {

// How a climb (see paper.h) ranks tables below the target grade: the grade first, then the steps
// that needed three clues or more (chains, trials, search), then the pair steps.
struct ClimbKey {
  int grade = -1;
  int hard_steps = 0;
  int pair_steps = 0;
  auto operator<=>(const ClimbKey&) const = default;
};

ClimbKey KeyOf(const GradeResult& g) {
  ClimbKey k;
  k.grade = static_cast<int>(g.difficulty);
  k.hard_steps = g.steps[static_cast<int>(Technique::kChain)] +
                 g.steps[static_cast<int>(Technique::kTrial)] +
                 g.steps[static_cast<int>(Technique::kSearch)];
  k.pair_steps = g.steps[static_cast<int>(Technique::kPair)];
  return k;
}

}  // namespace

const std::vector<uint8_t>& PaperGenerator::opening() const { return plan_->open; }

namespace {

// One puzzle's search (paper.h): draws tables from the puzzle's own stream, proves each unique,
// grades it when a grade or rating is asked for, and climbs towards hard and expert targets. One
// object per Generate call; its stages share the current table and the climb's state.
class TableSearch {
 public:
  TableSearch(const PaperOptions& options, const TopologyPtr& topo,
              const PaperGenerator::Plan& plan, uint64_t index, int attempt)
      : o_(options),
        topo_(topo),
        t_(*topo),
        plan_(plan),
        index_(index),
        attempt_(attempt),
        threshold_(static_cast<uint64_t>(options.density_permyriad)),
        target_(options.difficulty),
        rng_(RedrawSeed(options.seed, index, attempt)),
        mine_(t_.size()),
        count_(t_.size()),
        clues_(t_.size()),
        u_(plan.closed.size()),
        may_climb_(target_ == Difficulty::kHard || target_ == Difficulty::kExpert),
        win_rows_(std::min(kClimbWindow, t_.rows())),
        win_cols_(std::min(kClimbWindow, t_.cols())),
        has_deadline_(options.deadline != std::chrono::steady_clock::time_point::max()) {
    solve_options_.time_limit_seconds = options.time_limit_seconds;
    solve_options_.cancel = options.cancel;  // a cancelled proof answers kUnknown: rejected
  }

  // Draws until a table is accepted, the draws run out, or the run's deadline passes.
  absl::StatusOr<Puzzle> Run() {
    while (stats_.draws < o_.max_tries) {
      if (stats_.solves >= kNoUniqueLimit && unique_found_ == 0) break;
      if (absl::Status s = LimitProof(); !s.ok()) return s;
      ++stats_.draws;
      bool filled;
      if (climbing_) {
        ++stats_.mutations;
        Mutate();
        filled = Fill(false);
      } else {
        filled = Fill(true);
      }
      if (!filled) {
        ++stats_.conflicts;
        Reject();
        continue;
      }
      absl::StatusOr<bool> unique = ProveUnique();
      if (!unique.ok()) return unique.status();
      if (!*unique) continue;
      absl::StatusOr<std::optional<Difficulty>> grade = GradeTable();
      if (!grade.ok()) return grade.status();
      if (!grade->has_value()) continue;
      return MakePuzzle(**grade);
    }
    return NoTableError();
  }

  const PaperStats& stats() const { return stats_; }

 private:
  // Give up early when a size never yields a unique table.
  static constexpr int64_t kNoUniqueLimit = 2000;

  double SecondsLeft() const {
    return std::chrono::duration<double>(o_.deadline - std::chrono::steady_clock::now()).count();
  }

  // Cancelled once `cancel` says stop; DeadlineExceeded once the run's deadline has passed;
  // otherwise no proof may run past it.
  absl::Status LimitProof() {
    if (o_.cancel && o_.cancel()) {
      return absl::CancelledError(
          absl::StrCat("cancelled while drawing puzzle ", PaperId(o_, index_, attempt_)));
    }
    if (!has_deadline_) return absl::OkStatus();
    const double left = SecondsLeft();
    if (left <= 0) {
      return absl::DeadlineExceededError(absl::StrCat("time limit reached while drawing puzzle ",
                                                      PaperId(o_, index_, attempt_), " (",
                                                      stats_.draws, " draws)"));
    }
    solve_options_.time_limit_seconds =
        o_.time_limit_seconds > 0 ? std::min(o_.time_limit_seconds, left) : left;
    return absl::OkStatus();
  }

  // Fills `mine_` from u_ with the heuristic's forcing; with `draw`, draws u_[i] just before cell
  // i (a fresh draw stops consuming the stream at a forcing conflict). False on a conflict.
  bool Fill(bool draw) {
    // Locals, not members: the writes through uint8_t pointers below may alias anything, so
    // members would be reloaded from `this` at every cell.
    uint8_t* const mine = mine_.data();
    uint8_t* const count = count_.data();
    uint16_t* const u = u_.data();
    const int32_t* const closed = plan_.closed.data();
    const uint32_t* const force_start = plan_.force_start.data();
    const int32_t* const force = plan_.force.data();
    const uint8_t* const closed_deg = plan_.closed_deg.data();
    const size_t closed_count = plan_.closed.size();
    const uint64_t threshold = threshold_;
    std::fill(mine_.begin(), mine_.end(), 0);
    std::fill(count_.begin(), count_.end(), 0);
    for (size_t i = 0; i < closed_count; ++i) {
      const int x = closed[i];
      if (draw) u[i] = static_cast<uint16_t>(rng_.Below(10000));
      int bit = u[i] < threshold ? 1 : 0;
      int need = -1;  // -1: free; 0: must be safe; 1: must be a mine
      for (uint32_t k = force_start[i]; k < force_start[i + 1]; ++k) {
        const int y = force[k];
        int want = -1;
        if (count[y] == 0) {
          want = 1;  // otherwise the clue would be 0
        } else if (count[y] + 1 == closed_deg[y]) {
          want = 0;  // otherwise the clue would be full
        }
        if (want < 0) continue;
        if (need >= 0 && need != want) return false;
        need = want;
      }
      if (need >= 0) bit = need;
      if (bit) {
        mine[x] = 1;
        for (int32_t nb : t_.neighbors(x)) ++count[nb];
      }
    }
    return true;
  }

  // A mutation: the current table with the random numbers of one window of cells drawn anew.
  void Mutate() {
    u_ = best_u_;
    const int r0 = static_cast<int>(rng_.Below(static_cast<uint64_t>(t_.rows() - win_rows_ + 1)));
    const int c0 = static_cast<int>(rng_.Below(static_cast<uint64_t>(t_.cols() - win_cols_ + 1)));
    for (int r = r0; r < r0 + win_rows_; ++r) {
      for (int c = c0; c < c0 + win_cols_; ++c) {
        const int32_t i = plan_.closed_index[t_.cell(r, c)];
        if (i >= 0) u_[i] = static_cast<uint16_t>(rng_.Below(10000));
      }
    }
  }

  // A rejected table; after kClimbPatience in a row without a better key the climb restarts from
  // a fresh draw.
  void Reject() {
    if (climbing_ && ++stale_ >= kClimbPatience) climbing_ = false;
  }

  // Sets the clues and proves the table unique: false when it is not (or not decided in time);
  // Internal when the solver contradicts the draw.
  absl::StatusOr<bool> ProveUnique() {
    const int n = t_.size();
    for (int c = 0; c < n; ++c) clues_[c] = plan_.open[c] ? count_[c] : kClosed;
    ++stats_.solves;
    SolveResult result = Solve(t_, clues_, solve_options_);
    if (result.verdict == Verdict::kUnknown) {
      ++stats_.unknown;
      Reject();
      return false;
    }
    if (result.verdict != Verdict::kUnique) {
      ++stats_.not_unique;
      const bool always_unique = result.verdict == Verdict::kMultiple && SizeAlwaysUnique(o_);
      if (result.verdict == Verdict::kNone || always_unique) {
        return absl::InternalError(absl::StrCat(
            "the solver called a generated ", t_.Describe(), " table ", VerdictName(result.verdict),
            always_unique ? " although the size's clue system has full rank" : "", " (puzzle ",
            PaperId(o_, index_, attempt_), ")"));
      }
      Reject();
      return false;
    }
    ++unique_found_;
    if (result.solutions.empty() || result.solutions[0] != mine_) {
      return absl::InternalError(
          absl::StrCat("the solver's unique solution differs from the drawn ", "mines (puzzle ",
                       PaperId(o_, index_, attempt_), ")"));
    }
    return true;
  }

  // The grade of a unique table (kNone when none is asked for), or nullopt when the table is
  // dropped: not of the target grade or rating (it may become the climb's start), or not graded
  // in time.
  absl::StatusOr<std::optional<Difficulty>> GradeTable() {
    const bool rated = o_.rating_min_tenths > 0;
    if (target_ == Difficulty::kNone && !rated) return Difficulty::kNone;
    double limit = solve_options_.time_limit_seconds;
    if (has_deadline_) {  // what the proof left of the run's time
      const double left = SecondsLeft();
      limit = std::max(1e-9, limit > 0 ? std::min(limit, left) : left);
    }
    Deadline deadline(limit, &o_.cancel);
    SolveOptions grade_options = solve_options_;
    if (o_.mine_count_shown) {  // the shown count is a clue for the player
      grade_options.mine_count = std::count(mine_.begin(), mine_.end(), uint8_t{1});
    }
    const GradeResult g = Grade(t_, clues_, mine_, grade_options, deadline);
    if (g.timed_out) {
      ++stats_.unknown;
      Reject();
      return std::nullopt;
    }
    if (!g.sound) {
      return absl::InternalError(absl::StrCat("the grade of puzzle ", PaperId(o_, index_, attempt_),
                                              " decided a cell against the proved solution"));
    }
    const Difficulty grade = g.difficulty;
    ++stats_.graded[static_cast<int>(grade) % 5];
    const double tenths = Rating(g) * 10;
    const bool in_rating =
        !rated || (tenths > o_.rating_min_tenths - 0.5 && tenths < o_.rating_max_tenths + 0.5);
    if ((target_ != Difficulty::kNone && grade != target_) || !in_rating) {
      ++stats_.wrong_grade;
      Climb(g);
      return std::nullopt;
    }
    return grade;
  }

  // A table of the wrong grade: below a hard or expert target and not easier than the climb's
  // current table, it becomes the current table.
  void Climb(const GradeResult& g) {
    const ClimbKey key = KeyOf(g);
    if (may_climb_ && g.difficulty < target_ && (!climbing_ || key >= best_)) {
      stale_ = climbing_ && !(key > best_) ? stale_ + 1 : 0;
      climbing_ = stale_ < kClimbPatience;
      best_ = key;
      best_u_ = u_;
    } else {
      Reject();
    }
  }

  Puzzle MakePuzzle(Difficulty grade) {
    Puzzle p;
    p.kind = PuzzleKind::kPaper;
    p.topology = topo_;
    p.id = PaperId(o_, index_, attempt_);
    p.seed = o_.seed;
    p.difficulty = grade;
    int64_t m = 0;
    for (uint8_t v : mine_) m += v;
    p.mines = m;
    p.mines_shown = o_.mine_count_shown;
    p.clues = clues_;
    p.mine = std::move(mine_);
    return p;
  }

  absl::Status NoTableError() const {
    std::string what = absl::StrCat(GridFamilyName(o_.grid), " ", t_.rows(), " x ", t_.cols(), " (",
                                    PaperHeuristicName(o_.heuristic), " heuristic, density ",
                                    DensityPercentText(o_.density_permyriad), "%)");
    std::string tally =
        absl::StrCat(stats_.draws, " draws: ", stats_.conflicts, " forcing conflicts, ",
                     stats_.not_unique, " not unique, ", stats_.wrong_grade, " of another grade, ",
                     stats_.unknown, " undecided in time");
    if (unique_found_ == 0) {
      return absl::ResourceExhaustedError(absl::StrCat(
          "no unique table for ", what, " (", tally, "); ",
          SizeAlwaysUnique(o_) ? ""
                               : "this size is outside the uniqueness theorems (its clue system "
                                 "is singular or unproven), try another size or density"));
    }
    std::string grades;
    for (Difficulty d :
         {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
      absl::StrAppend(&grades, grades.empty() ? "" : ", ", DifficultyName(d), " ",
                      stats_.graded[static_cast<int>(d)]);
    }
    return WithOptionHint(
        absl::ResourceExhaustedError(absl::StrCat(
            "no ", DifficultyName(o_.difficulty), " table for ", what, " in ", tally,
            " (unique tables by grade: ", grades, "); try another size, density or difficulty")),
        "raise", "max-tries");
  }

  const PaperOptions& o_;
  const TopologyPtr& topo_;
  const Topology& t_;
  const PaperGenerator::Plan& plan_;
  const uint64_t index_;
  const int attempt_;
  const uint64_t threshold_;
  const Difficulty target_;
  SplitMix64 rng_;
  PaperStats stats_;
  Mines mine_;
  std::vector<uint8_t> count_;  // mines among each cell's neighbours so far
  Clues clues_;
  // The table as random numbers: u_[i] in [0, 10000) for closed cell i in fill order; best_u_ is
  // the climb's current table.
  std::vector<uint16_t> u_, best_u_;
  SolveOptions solve_options_;
  int64_t unique_found_ = 0;
  const bool may_climb_;
  bool climbing_ = false;
  ClimbKey best_;
  int64_t stale_ = 0;
  const int win_rows_, win_cols_;
  const bool has_deadline_;
};

}  // namespace

absl::StatusOr<Puzzle> PaperGenerator::Generate(uint64_t index, PaperStats* stats_out,
                                                int attempt) const {
  if (options_.opening == PaperOpening::kSparse) return GenerateSparse(index, stats_out, attempt);
  TableSearch search(options_, topo_, *plan_, index, attempt);
  absl::StatusOr<Puzzle> p = search.Run();
  if (stats_out != nullptr) stats_out->Add(search.stats());
  return p;
}

absl::StatusOr<Puzzle> GeneratePaper(const PaperOptions& options, uint64_t index,
                                     PaperStats* stats) {
  auto g = PaperGenerator::Create(options);
  if (!g.ok()) return g.status();
  return g->Generate(index, stats);
}

absl::StatusOr<Puzzle> GeneratePaperFromId(std::string_view id, PaperStats* stats) {
  auto parts = ParsePaperId(id);
  if (!parts.ok()) return parts.status();
  auto g = PaperGenerator::Create(parts->options);
  if (!g.ok()) return g.status();
  return g->Generate(parts->index, stats, parts->attempt);
}

absl::StatusOr<std::vector<Puzzle>> GeneratePaperBatch(const PaperOptions& options, uint64_t first,
                                                       int64_t count, int jobs, PaperStats* stats) {
  auto g = PaperGenerator::Create(options);
  if (!g.ok()) return g.status();
  struct Item {
    Puzzle puzzle;
    PaperStats stats;
  };
  std::vector<Puzzle> out;
  DistinctBatchOptions bo;
  bo.batch.count = count;
  bo.batch.jobs = jobs;
  bo.what = "paper tables";
  const PaperGenerator& gen = *g;
  absl::Status s = RunDistinctBatch<Item>(
      bo,
      [&](int64_t i, int attempt) -> absl::StatusOr<Item> {
        Item item;
        auto p = gen.Generate(first + static_cast<uint64_t>(i), &item.stats, attempt);
        if (!p.ok()) return p.status();
        item.puzzle = *std::move(p);
        return item;
      },
      [](const Item& item) { return PuzzleFingerprint(item.puzzle); },
      [&](int64_t, Item&& item) {
        out.push_back(std::move(item.puzzle));
        if (stats != nullptr) stats->Add(item.stats);
        return absl::OkStatus();
      });
  if (!s.ok()) return s;
  return out;
}

// --opening sparse: base tables of the grid's own opening thinned (gen/sparse.h) until the
// target is met.
absl::StatusOr<Puzzle> PaperGenerator::GenerateSparse(uint64_t index, PaperStats* stats_out,
                                                      int attempt) const {
  PaperStats stats;
  auto finish = [&] {
    if (stats_out != nullptr) stats_out->Add(stats);
  };
  SparseTarget target = SparseTargetOf(options_);
  // The base tables: the grid's own opening, any grade (easy for an easy target), from this
  // puzzle's own seed (its redraw's seed for a repeat, gen/distinct.h), one per base.
  PaperOptions base = options_;
  base.opening = PaperOpening::kChessboard;
  base.rating_min_tenths = base.rating_max_tenths = 0;
  base.difficulty = target.grade == Difficulty::kEasy ? Difficulty::kEasy : Difficulty::kNone;
  base.seed = RedrawSeed(options_.seed, index, attempt);
  base.mine_count_shown = false;
  auto gen = PaperGenerator::Create(base);
  if (!gen.ok()) return gen.status();
  const Topology& t = *topo_;
  for (int64_t b = 0; b < kSparseBases; ++b) {
    auto p = gen->Generate(static_cast<uint64_t>(b), &stats);
    if (!p.ok()) {
      finish();
      if (absl::IsDeadlineExceeded(p.status())) {
        return absl::DeadlineExceededError(absl::StrCat("time limit reached while thinning puzzle ",
                                                        PaperId(options_, index, attempt)));
      }
      return p.status();
    }
    ++stats.sparse_bases;
    if (options_.mine_count_shown) target.mine_count = *p->mines;
    SparseResult r = ThinTable(t, p->clues, p->mine, target, Mix64(base.seed ^ Mix64(b)),
                               options_.deadline, options_.cancel);
    stats.removals_tried += r.tried;
    stats.removals_kept += r.kept;
    if (r.timed_out) {
      finish();
      if (options_.cancel && options_.cancel()) {
        return absl::CancelledError(
            absl::StrCat("cancelled while thinning puzzle ", PaperId(options_, index, attempt)));
      }
      return absl::DeadlineExceededError(absl::StrCat("time limit reached while thinning puzzle ",
                                                      PaperId(options_, index, attempt)));
    }
    ++stats.graded[static_cast<int>(r.grade.difficulty) % 5];
    if (!r.reached) {
      ++stats.wrong_grade;
      continue;
    }
    // Proofs, not hopes: the thinned table once more through the solver.
    ++stats.solves;
    SolveOptions proof;
    proof.mine_count = target.mine_count;
    proof.cancel = options_.cancel;
    const SolveResult s = Solve(t, r.clues, proof);
    if (s.verdict == Verdict::kUnknown && options_.cancel && options_.cancel()) {
      finish();
      return absl::CancelledError(
          absl::StrCat("cancelled while proving puzzle ", PaperId(options_, index, attempt)));
    }
    if (s.verdict != Verdict::kUnique || s.solutions[0] != p->mine || !r.grade.sound) {
      finish();
      return absl::InternalError(
          absl::StrCat("the sparse table ", PaperId(options_, index, attempt),
                       " is not unique by the solver (", VerdictName(s.verdict), ")"));
    }
    finish();
    Puzzle out = *std::move(p);
    out.id = PaperId(options_, index, attempt);
    out.seed = options_.seed;
    out.difficulty = options_.difficulty != Difficulty::kNone || options_.rating_min_tenths > 0
                         ? r.grade.difficulty
                         : Difficulty::kNone;
    out.clues = std::move(r.clues);
    out.mines_shown = options_.mine_count_shown;
    return out;
  }
  finish();
  return absl::ResourceExhaustedError(absl::StrCat(
      "no sparse ", target.grade == Difficulty::kNone ? "" : DifficultyName(target.grade),
      target.grade == Difficulty::kNone ? "" : " ", "table for ", GridFamilyName(options_.grid),
      " ", t.rows(), " x ", t.cols(), " from ", kSparseBases,
      " base tables (each thinned until no clue could go); try another size or rating range"));
}

}  // namespace papermines
