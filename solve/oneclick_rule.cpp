// The one-click rule (oneclick_rule.h).
#include "solve/oneclick_rule.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace papermines {

bool OneClickPossible(int64_t rows, int64_t cols, int64_t mines) {
  return !OneClickImpossibility(rows, cols, mines).has_value();
}

std::optional<NoBoardReason> OneClickNoBoard(int64_t rows, int64_t cols, int64_t mines) {
  using Rule = NoBoardReason::Rule;
  const int64_t free = rows * cols - mines;
  if (free < 1) return NoBoardReason{Rule::kNoSafeCell, std::max<int64_t>(free, 0)};
  if (free == 1 || rows == 1 || cols == 1) return std::nullopt;
  if (std::min(rows, cols) == 2) {
    if (free % 2 == 0 && free >= 4) return std::nullopt;
    return NoBoardReason{Rule::kTwoRows, free};
  }
  if (free == 4 || free == 6 || free >= 8) return std::nullopt;
  return NoBoardReason{Rule::kGeneral, free};
}

std::string NoBoardEnglish(const NoBoardReason& reason) {
  switch (reason.rule) {
    case NoBoardReason::Rule::kNoSafeCell:
      return "no safe cell to click";
    case NoBoardReason::Rule::kTwoRows:
      return absl::StrCat(reason.safe,
                          " safe cells: on 2 rows one click opens 1 or an even number of at "
                          "least 4");
    case NoBoardReason::Rule::kGeneral:
      break;
  }
  return absl::StrCat(reason.safe, " safe cells: one click opens 1, 4, 6 or 8 or more");
}

std::optional<std::string> OneClickImpossibility(int64_t rows, int64_t cols, int64_t mines) {
  const std::optional<NoBoardReason> reason = OneClickNoBoard(rows, cols, mines);
  if (!reason) return std::nullopt;
  return NoBoardEnglish(*reason);
}

}  // namespace papermines
