// The generators' options: the tunable numbers, declared once (core/option_table.h), from which
// gen/paper.h and gen/reverse.h take their defaults and the CLI its flags, bounds and help; and
// the option structs of paper tables and reverse boards, which their ids (gen/puzzle_id.h) spell
// out and their generators (gen/paper.h, gen/reverse.h) take.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>

#include "absl/status/statusor.h"
#include "core/opening.h"
#include "core/option_table.h"
#include "core/puzzle.h"
#include "core/topology.h"

namespace papermines::gen_options {

inline constexpr NumberOption<int64_t> kMaxTries{
    "max-tries", 100000, 1, int64_t{1} << 40,
    "draws per puzzle before giving up (non-unique and wrong-grade draws count)"};
inline constexpr NumberOption<int> kAttempts{
    "attempts", 32, 1, std::numeric_limits<int>::max(),
    "boards drawn per puzzle; of them the one where the matching saves the most clicks is kept"};

}  // namespace papermines::gen_options

namespace papermines {

// The grid of a paper table is a grid family of core/opening.h; PaperGrid is the same type under
// the name paper code has used.
using PaperGrid = GridFamily;

enum class PaperHeuristic : uint8_t { kNone, kPaper, kStrict };
// chessboard: the grid's own opening (the paper's tables); sparse: a table of that opening with
// clues removed while it stays unique (gen/sparse.h).
enum class PaperOpening : uint8_t { kChessboard, kSparse };

const char* PaperHeuristicName(PaperHeuristic h);  // "none", "paper", "strict"
const char* PaperOpeningName(PaperOpening o);      // "chessboard", "sparse"

struct PaperOptions {
  GridFamily grid = GridFamily::kSquare;
  int rows = 10;  // strip: must be 2
  int cols = 10;
  // Mine probability of a free closed cell, in units of 1/10000 (5000 = 0.5) so ids are exact.
  int density_permyriad = 5000;
  PaperHeuristic heuristic = PaperHeuristic::kPaper;
  Difficulty difficulty = Difficulty::kNone;  // kNone = any
  PaperOpening opening = PaperOpening::kChessboard;
  // Keep only tables whose rating (solve/rating.h) is in [rating_min, rating_max], in tenths
  // (50 = 5.0) so ids are exact; 0 = no bound.
  int rating_min_tenths = 0;
  int rating_max_tenths = 0;
  // The total mine count is printed with the puzzle (`mines N shown`); id part "mshown".
  bool mine_count_shown = false;
  uint64_t seed = 0;
  // Draws per puzzle before giving up (not part of the id: it never changes which puzzle is found).
  int64_t max_tries = gen_options::kMaxTries.value;
  // Per Solve call (<= 0: none). A draw not decided in time is dropped; with a limit that is hit,
  // output depends on the machine's speed.
  double time_limit_seconds = 0;
  // The whole run's deadline (not part of the id): Generate() returns DeadlineExceeded once it has
  // passed, and no proof runs past it. time_point::max() = none.
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  // Asked before every draw and inside every proof, grade and thinning pass (not part of the id):
  // true ends Generate() with Cancelled within milliseconds, however long the puzzle takes. For a
  // caller that must stay interruptible (the Python module's Ctrl+C). It is called from the
  // worker threads, so it must be thread-safe (an atomic flag). Empty: never asked.
  std::function<bool()> cancel;
};

// Converts a density in [0, 1] to permyriad (rounded); InvalidArgument outside [0, 1].
absl::StatusOr<int> DensityPermyriad(double density);
// A permyriad density as the percent ids and messages show: 5000 -> "50", 3750 -> "37.5".
std::string DensityPercentText(int permyriad);

struct ReverseGenOptions {
  TopologyKind topology = TopologyKind::kSquare;
  int64_t rows = 8, cols = 8;
  double density = 0.15;  // fraction of cells that are mines, in [0, 1]
  int64_t mines = -1;     // >= 0: exactly this many mines (density is then ignored)
  int64_t count = 1;
  uint64_t seed = 0;
  int attempts = gen_options::kAttempts.value;
  Difficulty difficulty = Difficulty::kNone;  // kNone: any grade (most saving wins)
  // Asked before every board drawn (PaperOptions::cancel): true ends the puzzle with Cancelled.
  std::function<bool()> cancel;
};

}  // namespace papermines
