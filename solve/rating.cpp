// The rating scale (rating.h): base per hardest technique plus a bounded increment.
#include "solve/rating.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

#include "absl/strings/str_cat.h"

namespace papermines {
namespace {

constexpr double kBase[5] = {1.0, 3.0, 5.0, 7.0, 9.0};
constexpr double kWidth[5] = {1.9, 1.9, 1.9, 1.9, 2.0};

bool ParseNumber(std::string_view s, double* v) {
  if (s.empty()) return false;
  const std::string copy(s);  // from_chars for double needs no locale
  auto [ptr, ec] = std::from_chars(copy.data(), copy.data() + copy.size(), *v);
  return ec == std::errc() && ptr == copy.data() + copy.size() && std::isfinite(*v);
}

}  // namespace

double RatingOf(int hardest, int rounds, int bottlenecks) {
  if (hardest < 0) return kMinRating;
  if (hardest > 4) hardest = 4;
  const double x = 0.1 * std::max(0, rounds - 1) + 0.3 * std::max(0, bottlenecks);
  // Tenths, rounded down (with a guard against 0.3 * 10 = 2.9999...).
  const double extra = std::floor(10 * kWidth[hardest] * (1 - std::exp(-x)) + 1e-9) / 10;
  return std::round((kBase[hardest] + std::min(extra, kWidth[hardest])) * 10) / 10;
}

double Rating(const GradeResult& g) {
  int hardest = -1;
  for (int t = 0; t < 5; ++t) {
    if (g.steps[t] > 0) hardest = t;
  }
  if (hardest < 0) return kMinRating;
  return RatingOf(hardest, g.stalls[hardest], g.bottlenecks[hardest]);
}

Difficulty BandOf(double rating) {
  if (rating < 1.0) return Difficulty::kNone;
  if (rating < 3.0) return Difficulty::kEasy;
  if (rating < 5.0) return Difficulty::kMedium;
  if (rating < 7.0) return Difficulty::kHard;
  return Difficulty::kExpert;
}

std::pair<double, double> BandBounds(Difficulty d) {
  switch (d) {
    case Difficulty::kEasy:
      return {1.0, 2.9};
    case Difficulty::kMedium:
      return {3.0, 4.9};
    case Difficulty::kHard:
      return {5.0, 6.9};
    case Difficulty::kExpert:
      return {7.0, 11.0};
    case Difficulty::kNone:
      break;
  }
  return {kMinRating, kMaxRating};
}

absl::StatusOr<std::pair<double, double>> ParseRatingRange(std::string_view text) {
  auto bad = [&](std::string_view why) {
    return absl::InvalidArgumentError(absl::StrCat(
        "bad rating range '", std::string(text), "': ", std::string(why),
        " (expected MIN-MAX or one number, within 1-11, e.g. 5-6.9; bands: easy 1-2.9, medium "
        "3-4.9, hard 5-6.9, expert 7-11)"));
  };
  const size_t dash = text.find('-');
  double lo = 0, hi = 0;
  if (dash == std::string_view::npos) {
    if (!ParseNumber(text, &lo)) return bad("not a number");
    hi = lo;
  } else if (!ParseNumber(text.substr(0, dash), &lo) || !ParseNumber(text.substr(dash + 1), &hi)) {
    return bad("not two numbers");
  }
  if (lo < kMinRating || hi > kMaxRating) return bad("outside the scale");
  if (lo > hi) return bad("the minimum is above the maximum");
  return std::pair<double, double>{lo, hi};
}

}  // namespace papermines
