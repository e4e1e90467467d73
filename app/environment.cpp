// What a run takes from its surroundings (environment.h).
#include "app/environment.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace papermines::app {

absl::StatusOr<std::optional<int64_t>> FixedTime(const Environment& env) {
  const std::string& e = env.source_date_epoch;
  if (e.empty()) return std::optional<int64_t>();
  int64_t epoch = 0;
  if (!absl::SimpleAtoi(e, &epoch) || epoch < 0 || epoch > int64_t{253402300799}) {
    return absl::InvalidArgumentError(
        absl::StrCat("SOURCE_DATE_EPOCH must be a number of seconds, got '", e, "'"));
  }
  return std::optional<int64_t>(epoch);
}

}  // namespace papermines::app
