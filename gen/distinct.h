// No puzzle twice in one run: the batch driver's duplicate filter, shared by every generating
// command (gen paper, gen oneclick, gen reverse, sheet).
//
// Each puzzle has a fingerprint of what a solver sees (PuzzleFingerprint: the kind, the grid and
// its size, and the clues of a paper table, the board of a reverse puzzle, the mines of a one-click
// board), so two puzzles that differ only in id, seed or grade are the same puzzle. Puzzles are
// taken in index order (RunBatch); puzzle i whose fingerprint an earlier puzzle of the run already
// has is redrawn: produce(i, 1), produce(i, 2), ... (attempt a draws from its own stream, so the
// outcome depends only on the options, the seed, the index and the earlier puzzles: the same bytes
// for any --jobs, and in a shard as in the whole run). Redraws run on the consuming thread: they
// are rare except where the options leave few distinct puzzles. When kMaxRedraws redraws in a row
// of one index all repeat earlier puzzles, the run stops with ResourceExhausted saying how many
// distinct puzzles it found: the options are (practically) exhausted.
//
// Shards (gen/shard.h): the run is driven over indices [0, end of the slice); the puzzles before
// the slice are made only to learn their fingerprints (they are not consumed), so shard K costs
// the generation of every puzzle up to the end of its slice.
//
// Cost: 16 bytes of fingerprint per puzzle in a flat hash set (about 3 MB for 100 000 puzzles),
// and one hash of the clue grid per puzzle.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>

#include "absl/container/flat_hash_set.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "core/puzzle.h"
#include "gen/batch.h"
#include "gen/shard.h"

namespace papermines {

// A 128-bit hash of the puzzle as a solver sees it (stable across runs and machines).
struct Fingerprint {
  uint64_t hi = 0, lo = 0;
  bool operator==(const Fingerprint&) const = default;
  template <typename H>
  friend H AbslHashValue(H h, const Fingerprint& f) {
    return H::combine(std::move(h), f.hi, f.lo);
  }
};
Fingerprint PuzzleFingerprint(const Puzzle& p);

// Redraws of one index, all repeats, before a run is called exhausted.
inline constexpr int kMaxRedraws = 1000;

struct DistinctBatchOptions {
  BatchOptions batch;  // batch.count: the whole run's count (all shards together)
  Shard shard;
  std::string what = "puzzles";  // for the exhaustion message, e.g. "paper tables"
};

// The fingerprints taken so far in a run.
class DistinctSet {
 public:
  bool Insert(const Fingerprint& f) { return seen_.insert(f).second; }
  int64_t size() const { return static_cast<int64_t>(seen_.size()); }
  int64_t capacity() const { return static_cast<int64_t>(seen_.capacity()); }

 private:
  absl::flat_hash_set<Fingerprint> seen_;
};

// The message of an exhausted run (ResourceExhausted).
absl::Status ExhaustedError(const std::string& what, int64_t found, int64_t asked, int64_t index);

// RunBatch over the run's indices with repeats redrawn; consume(index, item) sees only the items of
// the shard's slice, in order. produce(index, attempt) makes attempt `attempt` of puzzle `index`
// (attempt 0 is the puzzle a run without repeats would have); fingerprint(item) identifies it.
template <typename T>
absl::Status RunDistinctBatch(
    const DistinctBatchOptions& options,
    const std::function<absl::StatusOr<T>(int64_t index, int attempt)>& produce,
    const std::function<Fingerprint(const T& item)>& fingerprint,
    const std::function<absl::Status(int64_t index, T&& item)>& consume) {
  const IndexRange range = ShardRange(options.shard, options.batch.count);
  if (range.end <= range.begin) return absl::OkStatus();  // more shards than puzzles
  BatchOptions bo = options.batch;
  bo.count = range.end;
  DistinctSet seen;
  return RunBatch<T>(
      bo, [&](int64_t i) { return produce(i, 0); },
      [&](int64_t i, T&& item) -> absl::Status {
        int attempt = 0;
        while (!seen.Insert(fingerprint(item))) {
          if (++attempt > kMaxRedraws) {
            return ExhaustedError(options.what, seen.size(), options.batch.count, i);
          }
          absl::StatusOr<T> again = produce(i, attempt);
          if (!again.ok()) return again.status();
          item = *std::move(again);
        }
        if (i < range.begin) return absl::OkStatus();
        return consume(i, std::move(item));
      });
}

}  // namespace papermines
