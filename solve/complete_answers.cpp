// Completing the answers a drawing shows (complete_answers.h): the one place the solver runs on
// behalf of render/, so the drawing code stays free of it and every surface (PDF, SVG, PNG, the
// HTML page, the book) shows the same answers.
#include "solve/complete_answers.h"

#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "solve/clicks.h"
#include "solve/oneclick_rule.h"
#include "solve/solver.h"

namespace papermines {
namespace {

absl::Status PuzzleError(const Puzzle& p, size_t i, absl::string_view what) {
  return absl::InvalidArgumentError(
      absl::StrCat("puzzle ", i + 1, " (", p.Label(static_cast<int>(i + 1)), "): ", what));
}

SolveOptions PaperSolveOptions(const Puzzle& p, const CompleteOptions& o) {
  SolveOptions so;
  so.time_limit_seconds = o.time_limit_seconds;
  if (p.mines_shown && p.mines) so.mine_count = *p.mines;
  return so;
}

void CompletePaper(Puzzle& p, const CompleteOptions& o) {
  // The solution and the rating come from one solve (the grade adds the rating to it).
  if (p.mine.empty() || o.rate) {
    SolveOptions so = PaperSolveOptions(p, o);
    so.grade = o.rate;
    const SolveResult r = Solve(*p.topology, p.clues, so);
    const bool unique = r.verdict == Verdict::kUnique;
    if (p.mine.empty() && unique && !r.solutions.empty()) p.mine = r.solutions[0];
    if (o.rate) p.drawing.rating = unique ? r.rating : 0;
  }
  if (o.steps) {
    // The steps from the clues alone: the explained path does not use a shown mine count.
    SolveOptions so;
    so.time_limit_seconds = o.time_limit_seconds;
    so.grade = true;
    so.explain = true;
    so.cell_names = o.label_names ? CellNaming::kLabel : CellNaming::kRowCol;
    SolveResult r = Solve(*p.topology, p.clues, so);
    std::vector<DeductionStep>& steps = p.drawing.steps.emplace();
    p.drawing.no_path = r.verdict != Verdict::kUnique;
    if (!p.drawing.no_path) {
      for (PathStep& s : r.path) {
        steps.push_back(
            {std::move(s.clue_cells), std::move(s.cells), std::move(s.text), std::move(s.reason)});
      }
    }
  }
}

}  // namespace

absl::Status CompleteAnswers(std::span<Puzzle> puzzles, const CompleteOptions& options) {
  for (size_t i = 0; i < puzzles.size(); ++i) {
    Puzzle& p = puzzles[i];
    if (!p.topology) return PuzzleError(p, i, "the puzzle has no topology");
    const size_t n = static_cast<size_t>(p.topology->size());
    switch (p.kind) {
      case PuzzleKind::kPaper:
        if (p.clues.size() != n)
          return PuzzleError(p, i, "a paper puzzle needs one clue or '.' per cell");
        CompletePaper(p, options);
        break;
      case PuzzleKind::kOneClick:
        if (p.mine.empty() && p.mines && p.topology->is_grid()) {
          p.drawing.no_board_reason =
              OneClickNoBoard(p.topology->rows(), p.topology->cols(), *p.mines);
          p.drawing.no_board =
              p.drawing.no_board_reason ? NoBoardEnglish(*p.drawing.no_board_reason) : "";
        }
        break;
      case PuzzleKind::kReverse:
        if (p.mine.size() != n) return PuzzleError(p, i, "a reverse puzzle needs its board");
        if (!p.reverse_clicks) {
          auto counts = CountClicks(*p.topology, p.mine);
          if (!counts.ok()) return PuzzleError(p, i, counts.status().message());
          p.reverse_clicks = counts->reverse_clicks;
        }
        break;
    }
    p.drawing.complete = true;
  }
  return absl::OkStatus();
}

}  // namespace papermines
