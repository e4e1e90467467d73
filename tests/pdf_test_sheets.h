// Sheets drawn by render/ for pdf_repair_test: the rewrite's real inputs. A file of its own because
// that test reads PDFs with libqpdf, whose headers clang 14 compiles only as C++17 (the top
// CMakeLists.txt, papermines_includes_qpdf), while render's headers need C++20: this header is
// C++17, its .cpp C++20.
#pragma once

#include <cstddef>
#include <string>

#include "absl/status/statusor.h"

namespace papermines::pdf::test_sheets {

// render::AnswerMode's values the test draws (render/layout.h).
enum class Answers { kAfter, kNone, kOnly };

struct Sheet {
  size_t puzzles = 0;  // how many the .mines file holds
  std::string pdf;     // the document (RenderDocument's first file)
};

// The puzzles of the .mines file `mines`, their answers completed, drawn as one PDF document with
// `answers` (render's default, kAfter, unless said): Cairo's own file when `rewrite` is false, else
// the file RenderDocument writes (rewritten by pdf/repair.h).
absl::StatusOr<Sheet> DrawSheet(const std::string& mines, bool rewrite,
                                Answers answers = Answers::kAfter);

// render::kOutlineFanout (render/outline.h): the most entries a level of a book's outline holds.
int OutlineFanout();

}  // namespace papermines::pdf::test_sheets
