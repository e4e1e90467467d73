// The one producer of puzzle sets: each kind's rules (producer.h), then one distinct batch
// (gen/distinct.h) over a per-kind "puzzle i, attempt a" and a per-kind fingerprint; and the
// puzzle of any id. The one place that knows every generator.
#include "gen/producer.h"

#include <algorithm>
#include <cmath>
#include <limits>
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

// One made puzzle, with the paper generator's draw counts when it has them.
struct Made {
  Puzzle puzzle;
  PaperStats stats;
};

// What the batch runs for one kind: puzzle i (attempt a > 0: a redraw of a repeat), how two
// puzzles are alike, and what the exhaustion message calls them.
struct KindRun {
  std::function<absl::StatusOr<Made>(int64_t i, int attempt)> produce;
  std::function<Fingerprint(const Puzzle&)> fingerprint = PuzzleFingerprint;
  std::string what;
};

// `produce` for a generator that makes a bare puzzle.
std::function<absl::StatusOr<Made>(int64_t, int)> Bare(
    std::function<absl::StatusOr<Puzzle>(int64_t, int)> make) {
  return [make = std::move(make)](int64_t i, int attempt) -> absl::StatusOr<Made> {
    absl::StatusOr<Puzzle> p = make(i, attempt);
    if (!p.ok()) return p.status();
    return Made{*std::move(p), {}};
  };
}

absl::Status SidesFitInt(const ProducerOptions& in, const char* what) {
  constexpr int64_t kMax = std::numeric_limits<int>::max();
  if (in.rows < 0 || in.cols < 0 || in.rows > kMax || in.cols > kMax) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, " of ", in.rows, " x ", in.cols, " cannot be made"));
  }
  return absl::OkStatus();
}

PaperOptions PaperOptionsOf(const ProducerOptions& in) {
  PaperOptions o;
  o.grid = in.strip                                 ? GridFamily::kStrip
           : in.topology == TopologyKind::kTriangle ? GridFamily::kTriangle
           : in.topology == TopologyKind::kHex      ? GridFamily::kHex
                                                    : GridFamily::kSquare;
  o.rows = static_cast<int>(in.rows);
  o.cols = static_cast<int>(in.cols);
  o.seed = in.seed;
  o.difficulty = in.difficulty;
  o.heuristic = in.heuristic;
  o.rating_min_tenths = in.rating_min_tenths;
  o.rating_max_tenths = in.rating_max_tenths;
  o.mine_count_shown = in.mine_count_shown;
  o.max_tries = in.max_tries;
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
  if (absl::Status s = SidesFitInt(in, "a paper table"); !s.ok()) return s;
  if (static_cast<uint64_t>(in.count - 1) > std::numeric_limits<uint64_t>::max() - in.first) {
    return absl::InvalidArgumentError(absl::StrCat("tables ", in.first, " to ", in.first, " + ",
                                                   in.count - 1,
                                                   " run past the last index (ids would repeat)"));
  }
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
  run.produce = [shared, first = in.first](int64_t i, int attempt) -> absl::StatusOr<Made> {
    Made made;
    absl::StatusOr<Puzzle> p =
        shared->Generate(first + static_cast<uint64_t>(i), &made.stats, attempt);
    if (!p.ok()) return p.status();
    made.puzzle = *std::move(p);
    return made;
  };
  run.what = "paper tables";
  return run;
}

absl::StatusOr<KindRun> OneClickTasksRun(const ProducerOptions& in) {
  if (absl::Status s = SidesFitInt(in, "one-click tasks around"); !s.ok()) return s;
  OneClickSetOptions o;
  o.rows = static_cast<int>(in.rows);
  o.cols = static_cast<int>(in.cols);
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
  run.produce = Bare([shared](int64_t i, int attempt) { return shared->Task(i, attempt); });
  run.fingerprint = &SetFingerprint;
  run.what = "one-click tasks";
  return run;
}

// Boards of one size and mine count: the canonical one, or random ones (puzzle i from (seed, i)
// when there are several, from the seed itself when there is one).
absl::StatusOr<KindRun> OneClickBoardsRun(const ProducerOptions& in) {
  if (!in.mines) {
    return absl::InvalidArgumentError("one-click boards of one size need a mine count");
  }
  const bool random = in.oneclick == OneClickSetKind::kRandom;
  if (in.count > 1 && !random) {
    return absl::InvalidArgumentError(
        "more than one one-click board needs random boards (the canonical board is always the "
        "same)");
  }
  // No board at all: say so before drawing (OneClickFromId would write the task as impossible).
  if (absl::Status s = OneClick(in.rows, in.cols, *in.mines).status(); !s.ok()) return s;
  OneClickIdParts base;
  base.rows = in.rows;
  base.cols = in.cols;
  base.mines = *in.mines;
  if (random) base.seed = in.seed;
  const bool indexed = random && in.count > 1;
  KindRun run;
  run.produce = Bare([base, indexed](int64_t i, int attempt) {
    OneClickIdParts parts = base;
    if (indexed) parts.index = static_cast<uint64_t>(i);
    parts.attempt = attempt;
    return OneClickFromId(parts);
  });
  run.what = "one-click boards";
  return run;
}

absl::StatusOr<KindRun> OneClickRun(const ProducerOptions& in) {
  if (in.topology != TopologyKind::kSquare) {
    return absl::InvalidArgumentError(
        absl::StrCat("one-click boards are square grids, not ", TopologyKindName(in.topology)));
  }
  return in.oneclick == OneClickSetKind::kTasks ? OneClickTasksRun(in) : OneClickBoardsRun(in);
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

absl::StatusOr<KindRun> RunOf(const ProducerOptions& in) {
  if (in.count < 1) {
    return absl::InvalidArgumentError(absl::StrCat("the count must be at least 1, got ", in.count));
  }
  if (in.first != 0 && in.kind != PuzzleKind::kPaper) {
    return absl::InvalidArgumentError("a first index is for paper tables only");
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

// The puzzle of an id; a paper table is drawn within the run's draws and deadline.
absl::StatusOr<Puzzle> Regenerate(std::string_view id, const ProducerOptions& in,
                                  PaperStats* stats) {
  if (id.substr(0, 2) == "oc") {
    auto parts = ParseOneClickId(id);
    if (!parts.ok()) return parts.status();
    return OneClickFromId(*parts);
  }
  if (id.substr(0, 4) == "rev-") {
    auto parts = ParseReverseId(id);
    if (!parts.ok()) return parts.status();
    parts->options.cancel = in.cancel;
    return GenerateReversePuzzle(parts->options, parts->index, parts->attempt);
  }
  auto parts = ParsePaperId(id);
  if (!parts.ok()) return parts.status();
  parts->options.max_tries = in.max_tries;
  parts->options.deadline = in.deadline;
  parts->options.cancel = in.cancel;
  auto g = PaperGenerator::Create(parts->options);
  if (!g.ok()) return g.status();
  PaperStats made;
  absl::StatusOr<Puzzle> p = g->Generate(parts->index, &made, parts->attempt);
  if (p.ok() && stats != nullptr) stats->Add(made);
  return p;
}

// --ids: each id's puzzle, in order (no repeat check: the ids say which puzzles are wanted).
absl::Status FromIds(const ProducerOptions& in,
                     const std::function<absl::Status(Puzzle&&)>& consume, PaperStats* stats) {
  const IndexRange range = ShardRange(in.shard, static_cast<int64_t>(in.ids.size()));
  for (int64_t i = range.begin; i < range.end; ++i) {
    if (absl::Status s = DeadlinePassed(in); !s.ok()) return s;
    absl::StatusOr<Puzzle> p = Regenerate(in.ids[static_cast<size_t>(i)], in, stats);
    if (!p.ok()) return p.status();
    if (absl::Status s = consume(*std::move(p)); !s.ok()) return s;
    if (in.progress) in.progress(i + 1 - range.begin, range.end - range.begin);
  }
  return absl::OkStatus();
}

}  // namespace

BoardSize LargestBoard(const ProducerOptions& o) {
  auto side = [](int64_t n) {
    return static_cast<int>(std::clamp<int64_t>(n, 0, std::numeric_limits<int>::max()));
  };
  if (o.kind == PuzzleKind::kOneClick && o.oneclick == OneClickSetKind::kTasks && o.ids.empty()) {
    return {OneClickSideMax(side(o.rows)), OneClickSideMax(side(o.cols))};
  }
  return {side(o.rows), side(o.cols)};
}

absl::Status ProducePuzzles(const ProducerOptions& in,
                            const std::function<absl::Status(Puzzle&& puzzle)>& consume,
                            PaperStats* stats) {
  if (!in.ids.empty()) return FromIds(in, consume, stats);
  absl::StatusOr<KindRun> run = RunOf(in);
  if (!run.ok()) return run.status();
  DistinctBatchOptions bo;
  bo.batch.count = in.count;
  bo.batch.jobs = in.jobs;
  bo.batch.progress = in.progress;
  bo.shard = in.shard;
  bo.what = run->what;
  return RunDistinctBatch<Made>(
      bo, run->produce, [&](const Made& m) { return run->fingerprint(m.puzzle); },
      [&](int64_t, Made&& m) -> absl::Status {
        if (absl::Status s = DeadlinePassed(in); !s.ok()) return s;
        if (stats != nullptr) stats->Add(m.stats);
        return consume(std::move(m.puzzle));
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

Fingerprint SetFingerprint(const Puzzle& p) {
  return p.kind == PuzzleKind::kOneClick ? OneClickSet::TaskFingerprint(p) : PuzzleFingerprint(p);
}

absl::StatusOr<Puzzle> RegeneratePuzzle(std::string_view id) {
  return Regenerate(id, ProducerOptions{}, nullptr);
}

}  // namespace papermines
