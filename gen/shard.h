// Shards: `--shard K/N` runs the K-th of N contiguous slices of a run's puzzle indices, so a long
// run can be spread over processes or machines that never talk to each other.
//
// Slices (FORMAT.md, "Generating in shards"): with `count` puzzles and q = count / N, r = count mod
// N, slice K (1-based) holds q + 1 indices when K <= r and q otherwise, in order, so `cat` of the N
// outputs in K order is the unsharded output byte for byte: a puzzle depends only on the options,
// the seed and its index, and the no-repeat rule (gen/distinct.h) gives the same answer in a shard
// as in the whole run because a shard regenerates the puzzles before its slice to learn which
// puzzles are taken.
#pragma once

#include <cstdint>
#include <string_view>

#include "absl/status/statusor.h"

namespace papermines {

struct Shard {
  int64_t k = 1;  // 1-based slice
  int64_t n = 1;  // number of slices
  bool whole() const { return n == 1; }
};

// Reads "K/N" (1 <= K <= N, N <= 2^31). InvalidArgument with a one-line reason otherwise.
absl::StatusOr<Shard> ParseShard(std::string_view spec);

// The half-open index range [begin, end) of `shard` in a run of `count` puzzles (0-based, relative
// to the run's first index). Empty when the shard has no puzzle (more shards than puzzles).
struct IndexRange {
  int64_t begin = 0, end = 0;
};
IndexRange ShardRange(const Shard& shard, int64_t count);

}  // namespace papermines
