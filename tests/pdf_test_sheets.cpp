#include "tests/pdf_test_sheets.h"

#include <string>
#include <utility>
#include <vector>

#include "core/mines_io.h"
#include "core/output.h"
#include "render/document.h"
#include "render/outline.h"
#include "solve/complete_answers.h"

namespace papermines::pdf::test_sheets {

absl::StatusOr<Sheet> DrawSheet(const std::string& mines, bool rewrite, Answers answers) {
  RunFiles run;  // one drawing is one run (core/output.h)
  absl::StatusOr<std::vector<Puzzle>> puzzles = ReadMinesFile(run, mines);
  if (!puzzles.ok()) return puzzles.status();
  if (absl::Status s = CompleteAnswers(*puzzles, {}); !s.ok()) return s;
  render::RenderOptions o;
  o.answers = answers == Answers::kAfter  ? render::AnswerMode::kAfter
              : answers == Answers::kNone ? render::AnswerMode::kNone
                                          : render::AnswerMode::kOnly;
  o.rewrite_pdf = rewrite;
  absl::StatusOr<std::vector<std::string>> files =
      render::RenderDocument(*puzzles, o, render::Format::kPdf);
  if (!files.ok()) return files.status();
  if (files->size() != 1) {
    return absl::InternalError("RenderDocument wrote " + std::to_string(files->size()) +
                               " files for one PDF document");
  }
  return Sheet{puzzles->size(), std::move((*files)[0])};
}

int OutlineFanout() { return render::kOutlineFanout; }

}  // namespace papermines::pdf::test_sheets
