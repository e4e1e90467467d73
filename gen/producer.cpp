// The one producer of puzzle sets: each kind's rules (producer.h), then one distinct batch
// (gen/distinct.h) over a per-kind "puzzle i, attempt a" and a per-kind fingerprint; and the
// puzzle of any id. The one place that knows every generator.
#include "gen/producer.h"

#include <cmath>
#include <memory>
#include <utility>

#include "absl/strings/str_cat.h"
#include "gen/distinct.h"
#include "gen/oneclick.h"
#include "gen/puzzle_id.h"
#include "gen/reverse.h"

namespace papermines {
namespace {

// Boards a reverse puzzle with a grade asked for draws: the grade is rarely among gen reverse's
// default 32 boards.
constexpr int kReverseGradeAttempts = 2000;

// What the batch runs for one kind: puzzle i (attempt a > 0: a redraw of a repeat), how two
// puzzles are alike, and what the exhaustion message calls them.
struct KindRun {
  std::function<absl::StatusOr<Puzzle>(int64_t i, int attempt)> produce;
  std::function<Fingerprint(const Puzzle&)> fingerprint = PuzzleFingerprint;
  std::string what;
};

PaperOptions PaperOptionsOf(const ProducerOptions& in) {
  PaperOptions o;
  o.grid = in.topology == TopologyKind::kTriangle ? GridFamily::kTriangle
           : in.topology == TopologyKind::kHex    ? GridFamily::kHex
                                                  : GridFamily::kSquare;
  o.rows = in.rows;
  o.cols = in.cols;
  o.seed = in.seed;
  o.difficulty = in.difficulty;
  o.heuristic = in.heuristic;
  o.rating_min_tenths = in.rating_min_tenths;
  o.rating_max_tenths = in.rating_max_tenths;
  o.mine_count_shown = in.mine_count_shown;
  o.deadline = in.deadline;
  o.cancel = in.cancel;
  // Hex tables on the grid's own opening (core/opening.h) are all easy: every closed cell is
  // seen by 6 clues. Medium, hard and expert hex tables come from thinning that opening's clues
  // (gen/sparse.h), which reaches every grade at every size (README, "Hex tables").
  const bool hex_above_easy = o.grid == GridFamily::kHex && in.difficulty != Difficulty::kEasy &&
                              (in.difficulty != Difficulty::kNone || in.rating_min_tenths > 0);
  o.opening = in.opening       ? *in.opening
              : hex_above_easy ? PaperOpening::kSparse
                               : PaperOpening::kChessboard;
  return o;
}

absl::StatusOr<KindRun> PaperRun(const ProducerOptions& in) {
  PaperOptions o = PaperOptionsOf(in);
  if (in.density) {
    absl::StatusOr<int> d = DensityPermyriad(*in.density);
    if (!d.ok()) return d.status();
    o.density_permyriad = *d;
  }
  absl::StatusOr<PaperGenerator> gen = PaperGenerator::Create(o);
  if (!gen.ok()) return gen.status();
  auto shared = std::make_shared<const PaperGenerator>(*std::move(gen));
  KindRun run;
  run.produce = [shared](int64_t i, int attempt) {
    return shared->Generate(static_cast<uint64_t>(i), nullptr, attempt);
  };
  run.what = "paper tables";
  return run;
}

absl::StatusOr<KindRun> OneClickRun(const ProducerOptions& in) {
  if (in.topology != TopologyKind::kSquare) {
    return absl::InvalidArgumentError(
        absl::StrCat("one-click boards are square grids, not ", TopologyKindName(in.topology)));
  }
  OneClickSetOptions o;
  o.rows = in.rows;
  o.cols = in.cols;
  o.count = in.count;
  o.seed = in.seed;
  o.mines = in.mines.value_or(-1);
  o.share = in.density;
  o.impossible = in.impossible;
  o.difficulty = in.difficulty;
  absl::StatusOr<OneClickSet> set = OneClickSet::Create(o);
  if (!set.ok()) return set.status();
  auto shared = std::make_shared<const OneClickSet>(*std::move(set));
  KindRun run;
  run.produce = [shared](int64_t i, int attempt) { return shared->Task(i, attempt); };
  run.fingerprint = &OneClickSet::TaskFingerprint;
  run.what = "one-click tasks";
  return run;
}

absl::StatusOr<KindRun> ReverseRun(const ProducerOptions& in) {
  ReverseGenOptions o;
  o.topology = in.topology;
  o.rows = in.rows;
  o.cols = in.cols;
  o.count = in.count;
  o.seed = in.seed;
  o.difficulty = in.difficulty;
  if (in.difficulty != Difficulty::kNone) o.attempts = kReverseGradeAttempts;
  if (in.density) o.density = *in.density;
  if (in.mines) o.mines = *in.mines;
  o.cancel = in.cancel;
  if (absl::Status s = ValidateReverseOptions(o); !s.ok()) return s;
  KindRun run;
  run.produce = [o](int64_t i, int attempt) {
    return GenerateReversePuzzle(o, static_cast<uint64_t>(i), attempt);
  };
  run.what = "reverse boards";
  return run;
}

absl::StatusOr<KindRun> RunOf(const ProducerOptions& in) {
  if (in.count < 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("a set needs at least 1 puzzle, got ", in.count));
  }
  switch (in.kind) {
    case PuzzleKind::kPaper:
      return PaperRun(in);
    case PuzzleKind::kOneClick:
      return OneClickRun(in);
    case PuzzleKind::kReverse:
      return ReverseRun(in);
  }
  return absl::InvalidArgumentError("unknown puzzle kind");
}

// Between puzzles: Cancelled when `cancel` says stop, DeadlineExceeded once the deadline passed.
absl::Status DeadlinePassed(const ProducerOptions& in) {
  if (in.cancel && in.cancel()) return absl::CancelledError("cancelled");
  if (std::chrono::steady_clock::now() < in.deadline) return absl::OkStatus();
  return absl::DeadlineExceededError("the time limit ran out before the puzzles were made");
}

// --ids: each id's puzzle, in order (no repeat check: the ids say which puzzles are wanted).
absl::Status FromIds(const ProducerOptions& in,
                     const std::function<absl::Status(Puzzle&&)>& consume) {
  const IndexRange range = ShardRange(in.shard, static_cast<int64_t>(in.ids.size()));
  for (int64_t i = range.begin; i < range.end; ++i) {
    if (absl::Status s = DeadlinePassed(in); !s.ok()) return s;
    absl::StatusOr<Puzzle> p = RegeneratePuzzle(in.ids[static_cast<size_t>(i)]);
    if (!p.ok()) return p.status();
    if (absl::Status s = consume(*std::move(p)); !s.ok()) return s;
    if (in.progress) in.progress(i + 1 - range.begin, range.end - range.begin);
  }
  return absl::OkStatus();
}

}  // namespace

BoardSize LargestBoard(const ProducerOptions& o) {
  if (o.kind == PuzzleKind::kOneClick && o.ids.empty()) {
    return {OneClickSideMax(o.rows), OneClickSideMax(o.cols)};
  }
  return {o.rows, o.cols};
}

absl::Status ProducePuzzles(const ProducerOptions& in,
                            const std::function<absl::Status(Puzzle&& puzzle)>& consume) {
  if (!in.ids.empty()) return FromIds(in, consume);
  absl::StatusOr<KindRun> run = RunOf(in);
  if (!run.ok()) return run.status();
  DistinctBatchOptions bo;
  bo.batch.count = in.count;
  bo.batch.jobs = in.jobs;
  bo.batch.progress = in.progress;
  bo.shard = in.shard;
  bo.what = run->what;
  return RunDistinctBatch<Puzzle>(bo, run->produce, run->fingerprint,
                                  [&](int64_t, Puzzle&& p) -> absl::Status {
                                    if (absl::Status s = DeadlinePassed(in); !s.ok()) return s;
                                    return consume(std::move(p));
                                  });
}

absl::StatusOr<std::vector<Puzzle>> ProducePuzzles(const ProducerOptions& in) {
  std::vector<Puzzle> out;
  absl::Status s = ProducePuzzles(in, [&](Puzzle&& p) {
    out.push_back(std::move(p));
    return absl::OkStatus();
  });
  if (!s.ok()) return s;
  return out;
}

absl::StatusOr<Puzzle> RegeneratePuzzle(std::string_view id) {
  if (id.substr(0, 2) == "oc") {
    auto parts = ParseOneClickId(id);
    if (!parts.ok()) return parts.status();
    return OneClickFromId(*parts);
  }
  if (id.substr(0, 4) == "rev-") {
    auto parts = ParseReverseId(id);
    if (!parts.ok()) return parts.status();
    return GenerateReversePuzzle(parts->options, parts->index, parts->attempt);
  }
  return GeneratePaperFromId(id);
}

}  // namespace papermines
