// Mosaics (mosaic.h): the picture's undecided cells, the thinning pass, the generator and its ids.
#include "gen/mosaic.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "gen/puzzle_id.h"
#include "gen/random.h"
#include "gen/sparse_ladder.h"
#include "solve/propagate.h"
#include "solve/search.h"
#include "solve/solver.h"
#include "solve/system.h"

namespace papermines {
namespace {

constexpr int kMaxSide = 1024;
constexpr std::string_view kMosaicExample = "mos10x10-d50-medium-s1-0";

// Every cell's block count: the clues of a picture with every clue shown.
Clues AllClues(const Topology& topo, const Mines& picture) {
  Clues clues = CountNeighborMines(topo, picture);
  for (size_t c = 0; c < clues.size(); ++c) clues[c] = static_cast<uint8_t>(clues[c] + picture[c]);
  return clues;
}

double SecondsLeft(std::chrono::steady_clock::time_point deadline) {
  if (deadline == std::chrono::steady_clock::time_point::max()) return 0;
  const double s =
      std::chrono::duration<double>(deadline - std::chrono::steady_clock::now()).count();
  return std::max(s, 1e-9);
}

// The checks of a thinning pass over one grid, with their buffers.
class Checker {
 public:
  Checker(const Topology& topo, std::chrono::steady_clock::time_point deadline,
          const std::function<bool()>& cancel)
      : topo_(topo), deadline_(deadline), cancel_(cancel) {}

  SolveResult Prove(const Clues& clues, bool grade) const {
    SolveOptions so;
    so.scope = ClueScope::kBlock;
    so.grade = grade;
    so.time_limit_seconds = SecondsLeft(deadline_);
    so.cancel = cancel_;
    return Solve(topo_, clues, so);
  }

  // DeadlineExceeded or Cancelled when the run must stop.
  absl::Status Stop() const {
    if (std::chrono::steady_clock::now() >= deadline_) {
      return absl::DeadlineExceededError("the time limit ran out while making a mosaic");
    }
    if (cancel_ && cancel_()) return absl::CancelledError("cancelled");
    return absl::OkStatus();
  }

 private:
  const Topology& topo_;
  std::chrono::steady_clock::time_point deadline_;
  const std::function<bool()>& cancel_;
};

struct Pass {
  bool reached = false;
  Clues clues;
  Difficulty grade = Difficulty::kNone;
  double rating = 0;
  int64_t proofs = 0;
};

// One thinning pass (mosaic.h) of a picture pinned down by its full clue map; with
// `full_blocks_first`, the clues that decide their block alone are tried first.
absl::StatusOr<Pass> ThinPass(const Topology& topo, const Mines& picture, Difficulty target,
                              uint64_t seed, bool full_blocks_first, Checker& check) {
  Pass pass;
  Clues clues = AllClues(topo, picture);
  const int n = topo.size();
  // The ladder's levels: single clues (easy), and pairs (medium and any), and chains (hard and
  // expert); the exact count of what the chains leave for expert (it stands in for the prover),
  // of what pairs leave for any, within a budget of steps and with no prover after it (mosaic.h).
  const int max_level = target == Difficulty::kEasy                                    ? 0
                        : target == Difficulty::kMedium || target == Difficulty::kNone ? 1
                                                                                       : 2;
  const bool count_rest = target == Difficulty::kNone || target == Difficulty::kExpert;
  const uint32_t rest_steps = target == Difficulty::kNone ? kMosaicRestSteps : 0;
  LadderClosure closure(topo, clues, picture, max_level, count_rest, ClueScope::kBlock, rest_steps);
  LevelWork work;  // (a run from nothing, should the closure ever fail)
  LocalWitness witness(topo, ClueScope::kBlock);
  if (target == Difficulty::kEasy &&
      (closure.failed() ? CheckLevels(topo, clues, 0, -1, false, work, ClueScope::kBlock)
                        : closure.initial())
              .level != 0) {
    // Not even every clue is easy: no pass of this picture is.
    pass.grade = Difficulty::kMedium;
    return pass;
  }
  std::vector<int32_t> order(n);
  for (int c = 0; c < n; ++c) order[c] = c;
  SplitMix64 rng(seed);
  for (int i = n - 1; i > 0; --i) std::swap(order[i], order[rng.Below(i + 1)]);
  if (full_blocks_first) {
    std::stable_partition(order.begin(), order.end(),
                          [&](int c) { return clues[c] == 0 || clues[c] == topo.degree(c) + 1; });
  }
  bool done = false;
  for (int i = 0; i < n && !done; ++i) {
    if (absl::Status s = check.Stop(); !s.ok()) return s;
    const int c = order[i];
    const uint8_t kept = clues[c];
    clues[c] = kClosed;
    // A second solution near c: the removal cannot stay, whatever the grade (sparse_ladder.h).
    if (witness.Find(clues, picture, c, false)) {
      clues[c] = kept;
      continue;
    }
    const bool incremental = !closure.failed();
    const LevelCheck level = incremental ? closure.Remove(c)
                                         : CheckLevels(topo, clues, max_level, -1, count_rest, work,
                                                       ClueScope::kBlock, rest_steps);
    // Single clues and pairs decide every cell: unique and within every target.
    bool ok = level.level >= 0 && level.level <= 1;
    if (!ok && level.level == 2) {
      ok = true;  // unique and hard: a hard target is reached
      done = target == Difficulty::kHard;
    } else if (!ok && count_rest) {
      Verdict rest = level.rest;
      // The count took too long: the prover says (expert; any keeps the clue).
      if (rest == Verdict::kUnknown && rest_steps == 0) {
        ++pass.proofs;
        rest = check.Prove(clues, false).verdict;
        if (rest == Verdict::kUnknown) {
          if (absl::Status s = check.Stop(); !s.ok()) return s;
        }
      }
      ok = rest == Verdict::kUnique;
      // Unique, and not decided by chains: expert.
      done = ok && target == Difficulty::kExpert;
    }
    if (!ok) {
      clues[c] = kept;
      if (incremental) closure.Undo();
    } else if (incremental) {
      closure.Keep();
    }
  }
  const SolveResult r = check.Prove(clues, true);
  if (r.verdict != Verdict::kUnique) {
    if (absl::Status s = check.Stop(); !s.ok()) return s;
    return absl::InternalError("a thinned mosaic is not unique");
  }
  pass.clues = std::move(clues);
  pass.grade = r.difficulty;
  pass.rating = r.rating;
  pass.reached = target == Difficulty::kNone || r.difficulty == target;
  return pass;
}

}  // namespace

absl::Status ValidateMosaicOptions(const MosaicOptions& o) {
  if (o.rows < 1 || o.cols < 1 || o.rows > kMaxSide || o.cols > kMaxSide) {
    return absl::InvalidArgumentError(absl::StrCat(
        "a mosaic has 1 to ", kMaxSide, " rows and columns, got ", o.rows, " x ", o.cols));
  }
  if (o.density_permyriad < 0 || o.density_permyriad > 10000) {
    return absl::InvalidArgumentError("a mosaic's density is in [0, 1]");
  }
  return absl::OkStatus();
}

std::string MosaicId(const MosaicOptions& o, uint64_t index, int attempt) {
  return absl::StrCat("mos", o.rows, "x", o.cols, "-d", DensityPercentText(o.density_permyriad),
                      "-", o.difficulty == Difficulty::kNone ? "any" : DifficultyName(o.difficulty),
                      "-s", o.seed, "-", index, attempt > 0 ? absl::StrCat("r", attempt) : "");
}

absl::StatusOr<MosaicIdParts> ParseMosaicId(std::string_view id) {
  using namespace id_internal;  // NOLINT(build/namespaces): the id pieces
  const std::vector<std::string_view> parts = SplitId(id);
  auto bad = [&](size_t k, std::string_view expected) {
    return BadId(id, k < parts.size() ? parts[k] : id.substr(id.size()), expected, kMosaicExample);
  };
  MosaicIdParts out;
  MosaicOptions& o = out.options;
  uint64_t r = 0, c = 0;
  if (parts[0].substr(0, 3) != "mos" || !ParseSize(parts[0].substr(3), &r, &c) || r < 1 || c < 1 ||
      r > kMaxSide || c > kMaxSide) {
    return bad(0, absl::StrCat("mos then the size RxC (sides 1 to ", kMaxSide, ")"));
  }
  o.rows = static_cast<int>(r);
  o.cols = static_cast<int>(c);
  if (parts.size() < 2 || parts[1].substr(0, 1) != "d" ||
      !ParsePercent(parts[1].substr(1), &o.density_permyriad)) {
    return bad(1, "the density as d<percent> (d50, d37.5)");
  }
  if (parts.size() < 3) return bad(2, "the difficulty any, easy, medium, hard or expert");
  if (parts[2] != "any") {
    const std::optional<Difficulty> d = ParseDifficulty(parts[2]);
    if (!d) return bad(2, "the difficulty any, easy, medium, hard or expert");
    o.difficulty = *d;
  }
  if (parts.size() < 4 || !ParseTagged(parts[3], "s", &o.seed)) {
    return bad(3, "the seed as s<number>");
  }
  if (parts.size() < 5 || !ParseIndex(parts[4], &out.index, &out.attempt)) {
    return bad(4, "the index as a number, or number r redraw (7r2)");
  }
  if (parts.size() > 5) return bad(5, "the end of the id after the index");
  return out;
}

absl::StatusOr<std::vector<int32_t>> UndecidedCells(const Topology& topo, const Mines& picture,
                                                    std::chrono::steady_clock::time_point end) {
  const Clues clues = AllClues(topo, picture);
  const ClueSystem sys = BuildClueSystem(topo, clues, {}, -1, nullptr, ClueScope::kBlock);
  State st = InitialState(sys);
  Deadline deadline(SecondsLeft(end));
  for (int k = sys.num_constraints() - 1; k >= 0; --k) st.queue.push_back(k);
  if (PropagatePairs(sys, st, /*all=*/true, 0, &deadline) >= 0) {
    return absl::InternalError("a picture's own clues cannot be met");
  }
  std::vector<uint8_t> undecided(topo.size(), 0);
  const Components comps = FindComponents(sys, st);
  for (int i = 0; i < comps.count; ++i) {
    const std::span<const int32_t> cells = comps.of(i);
    for (int32_t c : cells) {
      if (undecided[c]) continue;
      if (deadline.CheckNow()) {
        return absl::DeadlineExceededError("the time limit ran out while checking the picture");
      }
      // Is there a solution with c the other way? Its cells that differ are all undecided.
      const size_t pos = st.trail.size();
      Assign(sys, st, c, picture[c] ^ 1);
      if (PropagateSingle(sys, st) >= 0) {  // a clue cannot be met: c is decided
        UndoTo(sys, st, pos);
        st.queue.clear();
        continue;
      }
      const ComponentCount cc = CountComponent(sys, st, cells, 1, deadline);
      if (cc.timed_out) {
        return absl::DeadlineExceededError("the time limit ran out while checking the picture");
      }
      if (cc.count > 0) {
        for (size_t j = 0; j < cells.size(); ++j) {
          if (cc.first[j] != picture[cells[j]]) undecided[cells[j]] = 1;
        }
      }
      UndoTo(sys, st, pos);
      st.queue.clear();
    }
  }
  std::vector<int32_t> out;
  for (int c = 0; c < topo.size(); ++c) {
    if (undecided[c]) out.push_back(c);
  }
  return out;
}

absl::StatusOr<PictureMosaic> MosaicFromPicture(const Topology& topo, const Mines& picture,
                                                Difficulty target, uint64_t seed, int passes,
                                                std::chrono::steady_clock::time_point deadline,
                                                const std::function<bool()>& cancel) {
  PictureMosaic out;
  if (topo.kind() != TopologyKind::kSquare || picture.size() != static_cast<size_t>(topo.size())) {
    return absl::InvalidArgumentError("a mosaic's picture is a square grid's cells");
  }
  absl::StatusOr<std::vector<int32_t>> undecided = UndecidedCells(topo, picture, deadline);
  if (!undecided.ok()) return undecided.status();
  if (!undecided->empty()) {
    out.undecided = *std::move(undecided);
    return out;
  }
  Checker check(topo, deadline, cancel);
  SplitMix64 seeds(seed);
  for (int p = 0; p < passes; ++p) {
    const bool full_blocks_first = p >= kMosaicShuffledPasses &&
                                   (target == Difficulty::kHard || target == Difficulty::kExpert);
    absl::StatusOr<Pass> pass =
        ThinPass(topo, picture, target, seeds.Next(), full_blocks_first, check);
    if (!pass.ok()) return pass.status();
    out.passes = p + 1;
    out.proofs += pass->proofs;
    out.hardest = std::max(out.hardest, pass->grade);
    if (pass->reached) {
      out.clues = std::move(pass->clues);
      out.difficulty = pass->grade;
      out.rating = pass->rating;
      return out;
    }
  }
  return out;
}

absl::StatusOr<Puzzle> GenerateMosaic(const MosaicOptions& o, uint64_t index, int attempt) {
  if (absl::Status s = ValidateMosaicOptions(o); !s.ok()) return s;
  absl::StatusOr<TopologyPtr> topo = Topology::Square(o.rows, o.cols);
  if (!topo.ok()) return topo.status();
  SplitMix64 rng(RedrawSeed(o.seed, index, attempt));
  const int64_t pictures = std::clamp<int64_t>(o.max_tries, 1, kMosaicPictures);
  Mines picture((*topo)->size());
  for (int64_t draw = 0; draw < pictures; ++draw) {
    for (uint8_t& x : picture) x = rng.Below(10000) < static_cast<uint64_t>(o.density_permyriad);
    absl::StatusOr<PictureMosaic> made =
        MosaicFromPicture(**topo, picture, o.difficulty, rng.Next(), 1, o.deadline, o.cancel);
    if (!made.ok()) return made.status();
    if (made->clues.empty()) continue;
    Puzzle p;
    p.kind = PuzzleKind::kMosaic;
    p.topology = *topo;
    p.id = MosaicId(o, index, attempt);
    p.seed = o.seed;
    p.difficulty = o.difficulty;
    p.clues = std::move(made->clues);
    p.mine = picture;
    return p;
  }
  return absl::ResourceExhaustedError(absl::StrCat(
      "no ",
      o.difficulty == Difficulty::kNone ? "" : absl::StrCat(DifficultyName(o.difficulty), " "),
      "mosaic of ", o.rows, " x ", o.cols, " at density ", DensityPercentText(o.density_permyriad),
      "% in ", pictures, " pictures"));
}

}  // namespace papermines
