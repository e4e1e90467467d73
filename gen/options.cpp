// The option structs' names and the density conversion (options.h).
#include "gen/options.h"

#include "absl/strings/str_cat.h"
#include "core/enum_words.h"

namespace papermines {

const char* PaperHeuristicName(PaperHeuristic h) {
  static constexpr EnumWords<PaperHeuristic::kStrict> kNames{{"none", "paper", "strict"}};
  return kNames.Name(h);
}

const char* PaperOpeningName(PaperOpening o) {
  return o == PaperOpening::kSparse ? "sparse" : "chessboard";
}

// 5000 -> "50", 3750 -> "37.5", 1234 -> "12.34".
std::string DensityPercentText(int permyriad) {
  std::string s = absl::StrCat(permyriad / 100);
  const int frac = permyriad % 100;
  if (frac != 0) {
    absl::StrAppend(&s, ".", frac / 10);
    if (frac % 10 != 0) absl::StrAppend(&s, frac % 10);
  }
  return s;
}

absl::StatusOr<int> DensityPermyriad(double density) {
  if (!(density >= 0 && density <= 1)) {
    return absl::InvalidArgumentError(
        absl::StrCat("density must be a probability in [0, 1], got ", density));
  }
  return static_cast<int>(density * 10000 + 0.5);
}

}  // namespace papermines
