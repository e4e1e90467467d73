// Reading `--shard K/N` and the index slice each shard writes (gen/shard.h).
#include "gen/shard.h"

#include <algorithm>
#include <string>

#include "absl/strings/str_cat.h"
#include "gen/puzzle_id.h"

namespace papermines {
namespace {

// At most 10 digits: N <= 2^31 is checked after, without overflow.
bool ParsePositive(std::string_view s, int64_t* v) {
  uint64_t u = 0;
  if (s.size() > 10 || !id_internal::ParseNumber(s, &u)) return false;
  *v = static_cast<int64_t>(u);
  return true;
}

}  // namespace

absl::StatusOr<Shard> ParseShard(std::string_view spec) {
  const std::string shown(spec.substr(0, 40));
  const size_t slash = spec.find('/');
  Shard s;
  if (slash == std::string_view::npos || !ParsePositive(spec.substr(0, slash), &s.k) ||
      !ParsePositive(spec.substr(slash + 1), &s.n)) {
    return absl::InvalidArgumentError(
        absl::StrCat("bad shard '", shown, "': expected K/N with whole numbers, e.g. 2/4"));
  }
  if (s.n < 1 || s.n > (int64_t{1} << 31)) {
    return absl::InvalidArgumentError(
        absl::StrCat("bad shard '", shown, "': the number of shards N must be from 1 to 2^31"));
  }
  if (s.k < 1 || s.k > s.n) {
    return absl::InvalidArgumentError(
        absl::StrCat("bad shard '", shown, "': K must be from 1 to N = ", s.n));
  }
  return s;
}

IndexRange ShardRange(const Shard& shard, int64_t count) {
  if (count <= 0) return {};
  const int64_t q = count / shard.n, r = count % shard.n, k = shard.k - 1;
  IndexRange out;
  out.begin = k * q + std::min(k, r);
  out.end = out.begin + q + (k < r ? 1 : 0);
  return out;
}

}  // namespace papermines
