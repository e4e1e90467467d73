// Books: a document model (front matter, sections, answer sections) laid out and drawn as one
// print-ready PDF.
//
// A book is, in print order: a title page (title, subtitle, author); a how-to-play page for each
// puzzle kind it uses, with the rules and a small worked example drawn from the smallest real
// puzzle of that kind in the book (the puzzle, a first deduction on it, and its solution); a table
// of contents (sections and answer sections with their page numbers, each a link); then the
// sections. Each section starts on a new page (on a recto page when asked, after a blank verso),
// under its heading and the rules of its kinds in one line each, its puzzles laid out as
// worksheets are (layout.h) with the section's own per-page grid. Puzzles are numbered through
// the book. Answers come after each section, all at the back, or not at all: answer pages are
// compact (smaller grids, more per page) and label each answer with its puzzle's number and the
// page the puzzle is on; every puzzle links to its answer and back.
//
// Every page is laid out as a recto page and drawn at its offset on the media (page_setup.h), so
// the inside margin is on the binding side. Page numbers (arabic, roman or none, from a chosen
// first number) sit in the outer corner of the footer; the title page and blank pages carry none.
// The PDF outline nests book -> front matter, sections -> puzzles, answers -> sections -> answers.
// Captions (puzzle number, a shown mine count, difficulty, rating of paper puzzles, id) are never
// set below 6 pt: parts that do not fit are left out, with a warning in the plan.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "render/layout.h"
#include "render/page_setup.h"
#include "render/render_options.h"

namespace papermines::render {

enum class BookAnswers { kBack, kAfterSection, kNone };
enum class PageNumberStyle { kArabic, kRoman, kNone };

struct BookSection {
  std::string title;
  std::vector<Puzzle> puzzles;
  int across = 0, down = 0;  // puzzles per page; 0 x 0 = automatic (layout.h)
};

struct BookCaptions {
  bool id = true, difficulty = true, rating = true;
};

struct Book {
  std::string title = "Puzzles", subtitle, author;
  PageSetup page;
  double min_unit = 5 * 72 / 25.4;           // the smallest cell of a puzzle
  double answer_min_unit = 2.5 * 72 / 25.4;  // of an answer (compact pages)
  bool title_page = true, how_to_play = true, contents = true;
  bool recto = false;  // sections (and the answers) start on odd pages
  std::vector<BookSection> sections;
  BookAnswers answers = BookAnswers::kBack;
  int answers_across = 0, answers_down = 0;  // 0 x 0: as many as fit at answer_min_unit
  PageNumberStyle numbers = PageNumberStyle::kArabic;
  int first_number = 1;  // the number page 1 (the first page of the PDF) counts as
  BookCaptions captions;
  // A QR code of its puzz.link URL beside each square paper puzzle (render/qr.h); not on answers.
  bool qr = false;
  std::string font{kFont.value};
  std::string creator = "papermines";
  std::optional<int64_t> source_date_epoch;  // PDF dates; default 2026-01-01
  // Called after each page is drawn (done, total), e.g. for a progress bar.
  std::function<void(int, int)> progress;
};

// Where everything went (1-based physical pages), for messages and tests.
struct BookPlan {
  int pages = 0;
  std::vector<int> section_page;  // first page of each section
  std::vector<int> answer_page;   // first page of each section's answers (0: none)
  std::vector<std::string> warnings;
};

// The layout options of a section's pages: for render::CheckBoardFits before generating.
LayoutOptions BookSectionLayout(const Book& book, int kinds);

// How page number n is printed ("7", "vii"); "" for kNone.
std::string PageNumberText(PageNumberStyle style, int n);

// The whole book as one PDF. InvalidArgument when a section is empty, a puzzle cannot be drawn
// or does not fit its page.
absl::StatusOr<std::string> RenderBook(const Book& book, BookPlan* plan = nullptr);
// The same written to `path` ("-" = stdout) through core/output.h, streamed from a temporary
// file: the PDF's bytes are never all in memory (render/pdf_repair.h).
absl::Status WriteBook(const Book& book, const std::string& path, BookPlan* plan = nullptr);

}  // namespace papermines::render
