// A book from its spec, the steps `papermines book` (cli/book_cmd.cpp) and the web app's POST
// /api/book (serve/book.cpp) share: the spec read strictly (app/book_spec.h), sections checked
// against the page before anything is generated, the one producer, the answers completed, the
// worked examples, the drawing. The program adds its terminal (progress bars, warnings on stderr)
// and its files; MakeBookFromSpec makes the whole book in memory, where a section that names files
// is refused: the server reads no file a request names.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "app/book_spec.h"
#include "app/environment.h"
#include "render/book.h"
#include "render/document.h"

namespace papermines::app {

// What a run adds to its spec.
struct BookRun {
  std::string spec;  // the spec's name in messages; its folder is where "files" are looked for
  std::string lang;  // over the spec's "lang" (--lang)
  bool qr = false;   // true: QR codes whatever the spec's "qr" says (--qr)
  int jobs = 0;      // threads of the producer (0: one per core; same puzzles)
  // The run whose inputs the section files are (core/output.h); null: a run of their own.
  RunFiles* files = nullptr;
  Environment env;
};

// The page setup, minimum cell, font, language, creator and dates of the book, as `render` reads
// its flags, written into spec.book; errors name the spec, not a flag. Font warnings are appended
// to `warnings`.
absl::StatusOr<render::RenderOptions> BookRenderOptions(const BookRun& run, BookSpec& spec,
                                                        std::vector<std::string>* warnings);

// Every section with its files read (each paper puzzle proven unique) and its pages checked,
// appended to `book`: everything that can be refused is refused before the first puzzle is
// generated. Returns the number of puzzles to generate.
absl::StatusOr<int64_t> PrepareSections(const BookRun& run, const BookSpec& spec,
                                        render::Book& book);

// The generated sections' puzzles, `progress` told (done, to_generate) as they come. A spec error
// is InvalidArgument; a section whose puzzles do not exist keeps the generator's code.
absl::Status GenerateSections(
    const BookRun& run, const BookSpec& spec, int64_t to_generate, render::Book& book,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max(),
    const std::function<void(int64_t, int64_t)>& progress = nullptr);

// The answers and ratings the book shows, completed before it is drawn (app/draw.h).
absl::Status CompleteBookAnswers(
    const render::RenderOptions& ro, render::Book& book,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());

// The worked example of each kind the book uses, for its how-to-play page: a small puzzle of its
// own from the one producer (proven like every other), never one of the book's, with the solver's
// steps completed (a paper puzzle's deductions, cells named as the drawn labels: "C4").
absl::Status MakeExamples(const render::RenderOptions& ro, render::Book& book);

// The book as one playable page: the puzzles in book order under their section headings.
absl::StatusOr<std::string> BookHtml(const render::Book& book, render::RenderOptions o);

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
  Environment env;
};

// The book's PDF (or page) made in memory from its spec's text; errors name the spec as
// "request".
absl::StatusOr<std::string> MakeBookFromSpec(std::string_view spec_text, const BookMakeOptions& o);

}  // namespace papermines::app
