// The check that puzzles arrive at render/ with their answers completed (answers.h).
#include "render/answers.h"

#include "absl/strings/str_cat.h"

namespace papermines::render {

absl::Status CheckAnswersComplete(std::span<const Puzzle> puzzles, AnswerNeeds needs) {
  for (size_t i = 0; i < puzzles.size(); ++i) {
    const Puzzle& p = puzzles[i];
    const char* missing = nullptr;
    if (!p.drawing.complete) {
      missing = "its answers";
    } else if (p.kind == PuzzleKind::kPaper && needs.rating && !p.drawing.rating) {
      missing = "its rating";
    } else if ((p.kind == PuzzleKind::kPaper || p.kind == PuzzleKind::kMosaic) && needs.steps &&
               !p.drawing.steps) {
      missing = "its solution steps";
    }
    if (missing != nullptr) {
      return absl::FailedPreconditionError(
          absl::StrCat("puzzle ", i + 1, " (", p.Label(static_cast<int>(i + 1)),
                       ") arrived to be drawn without ", missing,
                       ": complete them first (solve/complete_answers.h)"));
    }
  }
  return absl::OkStatus();
}

}  // namespace papermines::render
