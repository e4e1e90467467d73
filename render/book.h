// Books: a document model (front matter, sections, answer sections) laid out and drawn as one
// print-ready PDF.
//
// A book is, in print order (the page plan, book_plan.h): a title page (title, subtitle, author);
// on its back a copyright page (copyright, ISBN, publisher, edition; left out when none is given);
// a how-to-play page for each puzzle kind it uses, with the rules and a worked example that is a
// puzzle of its own (Book::examples, never one of the book's puzzles): the puzzle, its first
// steps as the solver found them (a paper puzzle's deduction steps, a reverse board's click set,
// a one-click board's click) drawn on it, and its solution; a table of contents (sections and
// answers with their page numbers, each a link); then the sections. A section opens on a page of
// its own (on a recto page when asked, after a blank verso): its title, its difficulty as one to
// four drawn stars, the range of its puzzle numbers and the rules of its kinds. Its puzzle pages
// carry a small running head (the section's title, on the outside) and its puzzles laid out as
// worksheets are (layout.h) with the section's own per-page grid; under each puzzle, the page of
// its solution. Puzzles are numbered through the book; a reverse puzzle shows its target ("close
// it in 14 clicks"). Answers come after each section, all at the back, or not at all: compact
// grids that flow on from section to section under a heading each, labelled with the puzzle's
// number, the page it is on and its id; every puzzle links to its answer and back.
//
// Every page is laid out as a recto page and drawn at its offset on the media (page_setup.h), so
// the inside margin is on the binding side; a bleed grows the top, bottom and outside edge and
// every page carries a TrimBox (and BleedBox). Page numbers (arabic, roman or none, from a chosen
// first number) sit in the outer corner of the footer; the title, copyright and blank pages carry
// none. The PDF outline nests book -> front matter, sections -> puzzles, answers -> sections ->
// answers. Captions (puzzle number, a shown mine count, a reverse target, difficulty, rating of
// paper puzzles, id when asked) are never set below 6 pt: parts that do not fit are left out,
// with a warning in the plan. Every word drawn goes through Tr (i18n.h).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "core/output.h"
#include "core/puzzle.h"
#include "render/book_plan.h"
#include "render/layout.h"
#include "render/page_setup.h"
#include "render/render_options.h"

namespace papermines::render {

enum class PageNumberStyle { kArabic, kRoman, kNone };

struct BookSection {
  std::string title;
  std::vector<Puzzle> puzzles;
  int across = 0, down = 0;  // puzzles per page; 0 x 0 = automatic (layout.h)
};

// What a puzzle's caption shows. Ids are printed with the answers; `id` puts them on the puzzle
// pages too.
struct BookCaptions {
  bool id = false, difficulty = true, rating = true;
};

struct Book {
  std::string title = "Puzzles", subtitle, author;
  // The copyright page's lines ("© 2026 A. Author", an ISBN, the publisher, "First edition");
  // no page when all are empty.
  std::string copyright, isbn, publisher, edition;
  PageSetup page;
  double min_unit = 5 * 72 / 25.4;           // the smallest cell of a puzzle
  double answer_min_unit = 2.5 * 72 / 25.4;  // of an answer (compact pages)
  bool title_page = true, how_to_play = true, contents = true;
  bool recto = false;  // sections (and the answers) start on odd pages
  std::vector<BookSection> sections;
  // The worked example of each kind's how-to-play page: a small puzzle that is not one of the
  // book's, its answers completed with its deduction steps (a kind without one: rules only).
  std::vector<Puzzle> examples;
  BookAnswers answers = BookAnswers::kBack;
  int answers_across = 0, answers_down = 0;  // 0 x 0: as many as fit at answer_min_unit
  PageNumberStyle numbers = PageNumberStyle::kArabic;
  int first_number = 1;  // the number page 1 (the first page of the PDF) counts as
  BookCaptions captions;
  // A QR code of its puzz.link URL beside each square paper puzzle (render/qr.h); not on answers.
  bool qr = false;
  std::string font{kFont.value};
  std::string lang;              // the language of every word drawn (render/i18n.h); "" = English
  CatalogueDirs catalogue_dirs;  // where its catalogue is (render/i18n.h); the caller's choice
  std::string creator = "papermines";
  std::optional<int64_t> source_date_epoch;  // PDF dates; default 2026-01-01
  // Called after each page is drawn (done, total), e.g. for a progress bar.
  std::function<void(int, int)> progress;
};

// Where everything went (1-based physical pages), for messages and tests.
struct BookPlan {
  int pages = 0;
  std::vector<int> section_page;  // the opener page of each section
  std::vector<int> answer_page;   // the page of each section's answer heading (0: none)
  int answer_pages = 0;           // pages of answers
  std::vector<std::string> warnings;
};

// The line under each puzzle ("Solution on page P") when the book has answers, in points: the
// room a section's layout leaves below every grid (Extent::below).
inline constexpr double kBookSolutionLine = 12;

// The layout options of a section's puzzle pages: for render::CheckBoardFits before generating.
LayoutOptions BookSectionLayout(const Book& book, int kinds = 1);

// How page number n is printed ("7", "vii"); "" for kNone.
std::string PageNumberText(PageNumberStyle style, int n);

// The whole book as one PDF. InvalidArgument when a section is empty, a puzzle cannot be drawn
// or does not fit its page.
absl::StatusOr<std::string> RenderBook(const Book& book, BookPlan* plan = nullptr);
// The same written to `path` ("-" = stdout) through core/output.h, streamed from a temporary
// file: the PDF's bytes are never all in memory (render/pdf_repair.h); an output of the run
// `files`.
absl::Status WriteBook(RunFiles& files, const Book& book, const std::string& path,
                       BookPlan* plan = nullptr);

}  // namespace papermines::render
