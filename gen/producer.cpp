// The one producer of puzzle sets: each kind's rules (producer.h), then one distinct batch
// (gen/distinct.h) over a per-kind "puzzle i, attempt a" and a per-kind fingerprint; and the
// puzzle of any id. Each kind's part is its descriptor's (gen/kind_<kind>.cpp).
#include "gen/producer.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <utility>

#include "absl/strings/str_cat.h"
#include "gen/distinct.h"
#include "gen/kind_run.h"
#include "gen/kinds.h"

namespace papermines {
namespace {

absl::StatusOr<KindRun> RunOf(const ProducerOptions& in) {
  if (in.count < 1) {
    return absl::InvalidArgumentError(absl::StrCat("the count must be at least 1, got ", in.count));
  }
  const GenKind& kind = GenKindOf(in.kind);
  if (in.first != 0 && !kind.takes_first) {
    return absl::InvalidArgumentError("a first index is for paper tables only");
  }
  return kind.run(in);
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
  return GenKindOfId(id).regenerate(id, in, stats);
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
  const GenKind& kind = GenKindOf(o.kind);
  if (kind.largest_board != nullptr) return kind.largest_board(o);
  auto side = [](int64_t n) {
    return static_cast<int>(std::clamp<int64_t>(n, 0, std::numeric_limits<int>::max()));
  };
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
  const GenKind& kind = GenKindOf(p.kind);
  return kind.set_fingerprint != nullptr ? kind.set_fingerprint(p) : PuzzleFingerprint(p);
}

absl::StatusOr<Puzzle> RegeneratePuzzle(std::string_view id) {
  return Regenerate(id, ProducerOptions{}, nullptr);
}

absl::StatusOr<IdBoard> BoardOfId(std::string_view id) { return GenKindOfId(id).board_of_id(id); }

}  // namespace papermines
