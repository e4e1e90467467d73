// Reverse boards in gen/: the generator (gen/reverse.h: drawing boards, keeping the one whose
// optimal answer saves the most clicks, or the first of the asked grade, and the run without
// repeats) and the kind's descriptor (gen/kinds.h): a set of boards (producer.h), a board again
// from its id, and a board's fingerprint (its mines).
#include <cmath>
#include <limits>
#include <memory>
#include <numeric>
#include <utility>

#include "absl/strings/str_cat.h"
#include "core/option_hint.h"
#include "gen/distinct.h"
#include "gen/kind_run.h"
#include "gen/kinds.h"
#include "gen/paper.h"
#include "gen/producer.h"
#include "gen/puzzle_id.h"
#include "gen/random.h"
#include "gen/reverse.h"
#include "solve/clicks.h"

namespace papermines {

absl::Status ValidateReverseOptions(const ReverseGenOptions& o) {
  if (o.topology == TopologyKind::kGraph) {
    return absl::InvalidArgumentError("gen reverse makes square, triangle or hex boards");
  }
  if (!(o.density >= 0.0 && o.density <= 1.0)) {
    return absl::InvalidArgumentError(
        absl::StrCat("the density must lie in [0, 1], got ", o.density));
  }
  if (o.count < 1) {
    return absl::InvalidArgumentError(absl::StrCat("the count must be at least 1, got ", o.count));
  }
  if (o.attempts < 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("the attempts per puzzle must be at least 1, got ", o.attempts));
  }
  if (absl::Status s = Topology::Grid(o.topology, o.rows, o.cols).status(); !s.ok()) return s;
  if (o.mines > o.rows * o.cols) {
    return absl::InvalidArgumentError(absl::StrCat("a ", o.rows, " x ", o.cols, " board has ",
                                                   o.rows * o.cols, " cells, fewer than ", o.mines,
                                                   " mines"));
  }
  return absl::OkStatus();
}

Difficulty GradeReverseSaving(int64_t saved) {
  if (saved <= 1) return Difficulty::kEasy;
  if (saved <= 3) return Difficulty::kMedium;
  if (saved <= 6) return Difficulty::kHard;
  return Difficulty::kExpert;
}

absl::StatusOr<Puzzle> GenerateReversePuzzle(const ReverseGenOptions& o, uint64_t index,
                                             int redraw) {
  if (absl::Status s = ValidateReverseOptions(o); !s.ok()) return s;
  auto topo = Topology::Grid(o.topology, o.rows, o.cols);
  if (!topo.ok()) return topo.status();
  const int n = (*topo)->size();
  const int mines = static_cast<int>(o.mines >= 0 ? o.mines : std::llround(o.density * n));
  SplitMix64 rng(RedrawSeed(o.seed, index, redraw));
  std::vector<int32_t> cells(n);
  Mines best;
  ClickCounts best_counts;
  bool have = false;
  for (int a = 0; a < o.attempts; ++a) {
    if (o.cancel && o.cancel()) {
      return absl::CancelledError(absl::StrCat("cancelled while drawing reverse board ", index));
    }
    std::iota(cells.begin(), cells.end(), 0);
    Mines mine(n, 0);
    for (int i = 0; i < mines; ++i) {
      const int j = i + static_cast<int>(rng.Below(static_cast<uint64_t>(n - i)));
      std::swap(cells[i], cells[j]);
      mine[cells[i]] = 1;
    }
    auto counts = CountClicks(**topo, mine);
    if (!counts.ok()) return counts.status();
    const Difficulty grade = GradeReverseSaving(counts->saved);
    if (o.difficulty != Difficulty::kNone) {
      if (grade == o.difficulty) {
        best = std::move(mine);
        best_counts = std::move(*counts);
        have = true;
        break;
      }
      continue;
    }
    if (!have || counts->saved > best_counts.saved) {
      best = std::move(mine);
      best_counts = std::move(*counts);
      have = true;
    }
  }
  if (!have) {
    return WithOptionHint(
        absl::ResourceExhaustedError(absl::StrCat(
            "no ", DifficultyName(o.difficulty), " board in ", o.attempts, " attempts at ", o.rows,
            " x ", o.cols, ", density ", o.density, " (try another density)")),
        "raise", "attempts");
  }
  // The stated answer must replay (it always does; this guards the writer's promise).
  if (absl::Status s = CheckReverseClicks(**topo, best, best_counts.reverse_clicks); !s.ok()) {
    return absl::InternalError(absl::StrCat("generated click set does not replay: ", s.message()));
  }
  Puzzle p;
  p.kind = PuzzleKind::kReverse;
  p.topology = *topo;
  p.id = ReverseId(o, mines, index, redraw);
  p.seed = o.seed;
  p.difficulty = GradeReverseSaving(best_counts.saved);
  p.mines = mines;
  p.mine = std::move(best);
  p.reverse_clicks = std::move(best_counts.reverse_clicks);
  return p;
}

absl::StatusOr<std::vector<Puzzle>> GenerateReverse(const ReverseGenOptions& o,
                                                    const Shard& shard) {
  if (absl::Status s = ValidateReverseOptions(o); !s.ok()) return s;
  std::vector<Puzzle> out;
  DistinctBatchOptions bo;
  bo.batch.count = o.count;
  bo.batch.jobs = 1;
  bo.shard = shard;
  bo.what = "reverse boards";
  absl::Status s = RunDistinctBatch<Puzzle>(
      bo,
      [&](int64_t i, int redraw) {
        return GenerateReversePuzzle(o, static_cast<uint64_t>(i), redraw);
      },
      [](const Puzzle& p) { return PuzzleFingerprint(p); },
      [&](int64_t, Puzzle&& p) {
        out.push_back(std::move(p));
        return absl::OkStatus();
      });
  if (!s.ok()) return s;
  return out;
}

namespace {

// The parts of the kind's descriptor, by name (MakeGenKind, gen/kinds.h).
struct ReverseGen {
  static constexpr PuzzleKind kKind = PuzzleKind::kReverse;
  static constexpr std::string_view kIdPrefix = "rev-";

  // Boards a reverse puzzle with a grade asked for draws: the grade is rarely among gen reverse's
  // default 32 boards.
  static constexpr int kReverseGradeAttempts = 2000;

  static absl::StatusOr<KindRun> Run(const ProducerOptions& in) {
    ReverseGenOptions o;
    o.topology = in.topology;
    o.rows = in.rows;
    o.cols = in.cols;
    o.count = in.count;
    o.seed = in.seed;
    o.difficulty = in.difficulty;
    if (in.difficulty != Difficulty::kNone) o.attempts = kReverseGradeAttempts;
    if (in.attempts) o.attempts = *in.attempts;
    if (in.density) o.density = *in.density;
    if (in.mines) o.mines = *in.mines;
    o.cancel = in.cancel;
    if (absl::Status s = ValidateReverseOptions(o); !s.ok()) return s;
    KindRun run;
    run.produce = Bare([o](int64_t i, int attempt) {
      return GenerateReversePuzzle(o, static_cast<uint64_t>(i), attempt);
    });
    run.what = "reverse boards";
    return run;
  }

  static absl::StatusOr<Puzzle> Regenerate(std::string_view id, const ProducerOptions& in,
                                           PaperStats*) {
    auto parts = ParseReverseId(id);
    if (!parts.ok()) return parts.status();
    parts->options.cancel = in.cancel;
    return GenerateReversePuzzle(parts->options, parts->index, parts->attempt);
  }

  static absl::StatusOr<IdBoard> IdBoardOf(std::string_view id) {
    auto parts = ParseReverseId(id);
    if (!parts.ok()) return parts.status();
    return IdBoard{parts->options.topology, IdSide(parts->options.rows),
                   IdSide(parts->options.cols)};
  }

  // A board is its mines.
  static void AddFingerprint(const Puzzle& p, FingerprintParts& h) { h.AddBytes(p.mine); }
};

}  // namespace

const GenKind kReverseGenKind = MakeGenKind<ReverseGen>();

}  // namespace papermines
