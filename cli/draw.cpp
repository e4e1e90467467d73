// The shared drawing path of the CLI (draw.h).
#include "cli/draw.h"

#include <signal.h>
#include <unistd.h>

#include <cstring>

#include "absl/strings/str_cat.h"
#include "core/output.h"
#include "render/font_check.h"
#include "solve/complete_answers.h"

namespace papermines::cli {
namespace {

constexpr int kLibraryFailures[] = {SIGSEGV, SIGBUS, SIGTRAP, SIGABRT};

extern "C" void OnSetupFailure(int) {
  static const char kLine[] =
      "papermines: error: out of memory (the run needs more memory than the system allows)\n";
  ssize_t ignored = write(STDERR_FILENO, kLine, sizeof kLine - 1);
  (void)ignored;
  _exit(2);
}

}  // namespace

absl::Status PrepareDrawing(const std::string& font) {
  struct sigaction guard, old[std::size(kLibraryFailures)];
  std::memset(&guard, 0, sizeof guard);
  guard.sa_handler = OnSetupFailure;
  sigemptyset(&guard.sa_mask);
  for (size_t i = 0; i < std::size(kLibraryFailures); ++i) {
    sigaction(kLibraryFailures[i], &guard, &old[i]);
  }
  absl::Status s = render::PrepareFonts(font);
  for (size_t i = 0; i < std::size(kLibraryFailures); ++i) {
    sigaction(kLibraryFailures[i], &old[i], nullptr);
  }
  return s;
}

absl::Status CompleteForDrawing(std::span<Puzzle> puzzles, const render::RenderOptions& o) {
  CompleteOptions co;
  co.rate = o.show_rating;
  co.steps = o.hints != 0 && o.answers != render::AnswerMode::kNone;
  co.label_names = true;  // hint captions name cells as the labels drawn on their grids
  return CompleteAnswers(puzzles, co);
}

absl::Status DrawWorksheet(std::span<Puzzle> puzzles, const render::RenderOptions& o,
                           const std::string& output, std::optional<render::Format> format) {
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
  return render::WriteDocument(puzzles, o, output, nullptr, format);
}

absl::StatusOr<std::vector<std::string>> DrawToMemory(std::span<Puzzle> puzzles,
                                                      const render::RenderOptions& o,
                                                      render::Format format) {
  if (absl::Status s = render::CheckDocument(puzzles, o, format); !s.ok()) return s;
  if (absl::Status s = CompleteForDrawing(puzzles, o); !s.ok()) return s;
  return render::RenderDocument(puzzles, o, format);
}

}  // namespace papermines::cli
