// The one drawing path (draw.h).
#include "app/draw.h"

#include "absl/strings/str_cat.h"
#include "core/page_files.h"
#include "solve/complete_answers.h"

namespace papermines::app {

absl::Status CompleteForDrawing(std::span<Puzzle> puzzles, const render::RenderOptions& o,
                                std::chrono::steady_clock::time_point deadline) {
  CompleteOptions co;
  co.deadline = deadline;
  co.rate = o.show_rating;
  co.steps = o.hints != 0 && o.answers != render::AnswerMode::kNone;
  co.label_names = true;  // hint captions name cells as the labels drawn on their grids
  return CompleteAnswers(puzzles, co);
}

absl::Status DrawWorksheet(RunFiles& files, std::span<Puzzle> puzzles,
                           const render::RenderOptions& o, const std::string& output,
                           std::optional<render::Format> format) {
  if (absl::Status s = CheckDocumentName(output); !s.ok()) return s;  // before any work
  if (!format && output != "-" && !render::FormatForPath(output)) {
    return absl::InvalidArgumentError(
        absl::StrCat("cannot tell the format of ", output,
                     ": name it .pdf, .svg, .png or .html (or give --format)"));
  }
  // What cannot be drawn is refused before any answer is solved for.
  const render::Format f =
      format ? *format : render::FormatForPath(output).value_or(render::Format::kPdf);
  if (absl::Status s = render::CheckDocument(puzzles, o, f); !s.ok()) return s;
  if (absl::Status s = CompleteForDrawing(puzzles, o); !s.ok()) return s;
  return render::WriteDocument(files, puzzles, o, output, nullptr, format);
}

absl::StatusOr<std::vector<std::string>> DrawToMemory(
    std::span<Puzzle> puzzles, const render::RenderOptions& o, render::Format format,
    std::chrono::steady_clock::time_point deadline) {
  if (absl::Status s = render::CheckDocument(puzzles, o, format); !s.ok()) return s;
  if (absl::Status s = CompleteForDrawing(puzzles, o, deadline); !s.ok()) return s;
  if (std::chrono::steady_clock::now() >= deadline) {
    return absl::DeadlineExceededError("the time limit ran out before the sheet was drawn");
  }
  return render::RenderDocument(puzzles, o, format);
}

}  // namespace papermines::app
