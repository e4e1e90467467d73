// A whole book made in memory from its spec's text, for `papermines serve` (POST /api/book): the
// same steps as `papermines book` (cli/book_cmd.cpp: the spec read strictly, sections checked
// against the page before anything is generated, the one producer, the answers completed, the
// worked examples, the drawing), without a terminal or a file. A section that names files is
// refused: the server reads no file a request names.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace papermines::cli {

struct BookMakeOptions {
  bool html = false;  // the playable page instead of the PDF
  // Progress: stage "puzzles" (done of the puzzles to generate) then "pages" (done of the pages).
  std::function<void(const char* stage, int64_t done, int64_t total)> progress;
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  // Not null: the paperback cover's PDF (as `book --cover`, the spec's "cover" options) goes
  // here too; refused with `html`.
  std::string* cover = nullptr;
  // Not null: what `book` warns of on stderr (a font that is not installed, characters no font
  // can draw, a layout or cover that does not fit as asked) goes here, one line each, instead.
  std::vector<std::string>* warnings = nullptr;
};

// The book's PDF (or page); errors name the spec as "request".
absl::StatusOr<std::string> MakeBookFromSpec(std::string_view spec_text, const BookMakeOptions& o);

}  // namespace papermines::cli
