// The one-click rule (oneclick_rule.h).
#include "solve/oneclick_rule.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace papermines {

bool OneClickPossible(int64_t rows, int64_t cols, int64_t mines) {
  return !OneClickImpossibility(rows, cols, mines).has_value();
}

std::optional<std::string> OneClickImpossibility(int64_t rows, int64_t cols, int64_t mines) {
  const int64_t free = rows * cols - mines;
  if (free < 1) return std::string("no safe cell to click");
  if (free == 1 || rows == 1 || cols == 1) return std::nullopt;
  if (std::min(rows, cols) == 2) {
    if (free % 2 == 0 && free >= 4) return std::nullopt;
    return absl::StrCat(free,
                        " safe cells: on 2 rows one click opens 1 or an even number of at "
                        "least 4");
  }
  if (free == 4 || free == 6 || free >= 8) return std::nullopt;
  return absl::StrCat(free, " safe cells: one click opens 1, 4, 6 or 8 or more");
}

}  // namespace papermines
