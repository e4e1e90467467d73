// What a kind's set run is (kind_run.h).
#include "gen/kind_run.h"

#include <limits>
#include <utility>

#include "absl/strings/str_cat.h"

namespace papermines {

std::function<absl::StatusOr<Made>(int64_t, int)> Bare(
    std::function<absl::StatusOr<Puzzle>(int64_t, int)> make) {
  return [make = std::move(make)](int64_t i, int attempt) -> absl::StatusOr<Made> {
    absl::StatusOr<Puzzle> p = make(i, attempt);
    if (!p.ok()) return p.status();
    return Made{*std::move(p), {}};
  };
}

absl::Status SidesFitInt(int64_t rows, int64_t cols, const char* what) {
  constexpr int64_t kMax = std::numeric_limits<int>::max();
  if (rows < 0 || cols < 0 || rows > kMax || cols > kMax) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, " of ", rows, " x ", cols, " cannot be made"));
  }
  return absl::OkStatus();
}

}  // namespace papermines
