// The option structs' names and the density conversion (options.h).
#include "gen/options.h"

#include "absl/strings/str_cat.h"

namespace papermines {

namespace {
// The name of enumerator `e` in `names` (indexed by the enum), "?" outside.
template <typename Enum, size_t N>
const char* NameOf(Enum e, const char* const (&names)[N]) {
  const size_t i = static_cast<size_t>(e);
  return i < N ? names[i] : "?";
}
constexpr const char* kHeuristicNames[] = {"none", "paper", "strict"};  // by PaperHeuristic
}  // namespace

const char* PaperHeuristicName(PaperHeuristic h) { return NameOf(h, kHeuristicNames); }

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
