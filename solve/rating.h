// The rating: one number from 1.0 to 11.0 (higher is harder) computed from the human solve path
// of the grade (grade.h), in the spirit of Sudoku Explainer's scale. The four grades are named
// bands of it:
//
//   band            hardest technique needed          rating
//   easy            single clue                       1.0 - 2.9
//   medium          pair (two clues at once)          3.0 - 4.9
//   hard            chain (three clues at once)       5.0 - 6.9
//   expert          trial (one assumption refuted)    7.0 - 8.9
//                   search (deeper than one trial)    9.0 - 11.0
//
// Within the band of its hardest technique H, a table gains up to 1.9 (2.0 for search) from how
// often the ladder needed H and how narrow the way on was:
//   x = 0.1 * (rounds of H - 1) + 0.3 * (bottlenecks of H)
//   rating = base(H) + floor(10 * 1.9 * (1 - e^-x)) / 10
// where a round of H is a point in the ladder where every easier technique failed and H made
// progress (for single clues: one sweep over every clue), and a bottleneck is such a round that
// decided only one cell. The increment never reaches the next band, so the rating is monotone in
// the hardest technique: every table that needs a harder technique rates higher than every table
// that does not. Worked examples (docs/FORMAT.md, "Ratings", has them with tables):
//  - 3 single-clue sweeps, none deciding a lone cell: x = 0.2, rating 1.0 + 0.3 = 1.3 (easy);
//  - 4 pair rounds, 2 of them one cell: x = 0.3 + 0.6 = 0.9, rating 3.0 + 1.1 = 4.1 (medium);
//  - 1 chain round deciding one cell: x = 0.3, rating 5.0 + 0.4 = 5.4 (hard);
//  - 6 trials, 6 one-cell: x = 0.5 + 1.8 = 2.3, rating 7.0 + 1.7 = 8.7 (expert).
#pragma once

#include <string_view>
#include <utility>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "solve/grade.h"

namespace papermines {

inline constexpr double kMinRating = 1.0;
inline constexpr double kMaxRating = 11.0;

// The rating of a finished grade (not timed out). 0 when nothing was graded (no closed cell: a
// table with nothing to deduce rates 1.0).
double Rating(const GradeResult& g);
// The rating from the per-technique counts alone (index = Technique), for tests and docs.
double RatingOf(int hardest, int rounds, int bottlenecks);
// The grade whose band holds `rating` (kNone below 1.0).
Difficulty BandOf(double rating);
// The band's bounds [low, high] of a grade (easy..expert).
std::pair<double, double> BandBounds(Difficulty d);

// "5-6.9", "7" (= 7-7), "8.5-11": a closed range inside [1, 11]; InvalidArgument otherwise.
absl::StatusOr<std::pair<double, double>> ParseRatingRange(std::string_view text);

}  // namespace papermines
