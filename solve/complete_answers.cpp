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
#include "solve/solver.h"

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

absl::Status CompleteByProof(Puzzle& p, const CompleteOptions& o, SolveOptions prove,
                             SolveOptions explain) {
  // The solution and the rating come from one solve (the grade adds the rating to it).
  if (p.mine.empty() || o.rate) {
    prove.grade = o.rate;
    const SolveResult r = Solve(*p.topology, p.clues, prove);
    const bool unique = r.verdict == Verdict::kUnique;
    if (p.mine.empty() && unique && !r.solutions.empty()) p.mine = r.solutions[0];
    if (o.rate) p.drawing.rating = unique ? r.rating : 0;
  }
  if (o.steps) {
    explain.grade = true;
    explain.explain = true;
    explain.cell_names = o.label_names ? CellNaming::kLabel : CellNaming::kRowCol;
    SolveResult r = Solve(*p.topology, p.clues, explain);
    std::vector<DeductionStep>& steps = p.drawing.steps.emplace();
    p.drawing.no_path = r.verdict != Verdict::kUnique;
    if (!p.drawing.no_path) {
      for (PathStep& s : r.path) {
        steps.push_back(
            {std::move(s.clue_cells), std::move(s.cells), std::move(s.text), std::move(s.reason)});
      }
    }
  }
  return absl::OkStatus();
}

}  // namespace papermines
