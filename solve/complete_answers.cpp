// Completing the answers a drawing shows (complete_answers.h): the one place the solver runs on
// behalf of render/, so the drawing code stays free of it and every surface (PDF, SVG, PNG, the
// HTML page, the book) shows the same answers. What each kind completes is its descriptor's
// (solve/kind_<kind>.cpp).
#include "solve/complete_answers.h"

#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "core/kind.h"
#include "solve/kinds.h"

namespace papermines {
namespace {

absl::Status PuzzleError(const Puzzle& p, size_t i, absl::string_view what) {
  return absl::InvalidArgumentError(
      absl::StrCat("puzzle ", i + 1, " (", p.Label(static_cast<int>(i + 1)), "): ", what));
}

}  // namespace

absl::Status CompleteAnswers(std::span<Puzzle> puzzles, const CompleteOptions& options) {
  for (size_t i = 0; i < puzzles.size(); ++i) {
    Puzzle& p = puzzles[i];
    if (std::chrono::steady_clock::now() >= options.deadline) {
      return absl::DeadlineExceededError(
          absl::StrCat("the time limit ran out while the answers were completed (puzzle ", i + 1,
                       " of ", puzzles.size(), ")"));
    }
    if (!p.topology) return PuzzleError(p, i, "the puzzle has no topology");
    if (const char* lacks = CoreKindOf(p.kind).lacks(p)) return PuzzleError(p, i, lacks);
    if (absl::Status s = SolveKindOf(p.kind).complete(p, options); !s.ok()) {
      return PuzzleError(p, i, s.message());
    }
    p.drawing.complete = true;
  }
  return absl::OkStatus();
}

}  // namespace papermines
