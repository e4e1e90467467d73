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
// answers. A puzzle's caption (puzzle number, a shown mine count, a reverse target, difficulty,
// rating of paper puzzles, id when asked) is a student's, as on a worksheet (caption.h): never
// set below 9 pt, parts that do not fit left out, with a warning in the plan; answers' captions
// never below 6 pt. Every word drawn goes through Tr (i18n.h).
#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "core/output.h"
#include "render/book_model.h"
#include "render/layout.h"

namespace papermines::render {

// The line under each puzzle ("Solution on page P") when the book has answers, in points: the
// room a section's layout leaves below every grid (Extent::below).
inline constexpr double kBookSolutionLine = 12;

// The layout options of a section's puzzle pages: for render::CheckBoardFits before generating.
LayoutOptions BookSectionLayout(const Book& book, int kinds = 1);

// The pages of `book`: its page setup, bound on the right (page_setup.h `bound_right`: odd pages
// are left-hand pages) when the current language is written right to left, as the book's pages
// and its cover (cover.h) are drawn. Called in the book's language (a LanguageScope).
PageSetup BookPages(const Book& book);

// How page number n is printed ("7", "vii"); "" for kNone. Arabic numbering is in the current
// language's digits (i18n.h Number: "٧" in Arabic), everywhere a page number is printed: folios,
// the contents, "Solution on page N", "p. N", an opener's "Answers on page N".
std::string PageNumberText(PageNumberStyle style, int n);

// The whole book as one PDF. InvalidArgument when a section is empty, a puzzle cannot be drawn
// or does not fit its page.
absl::StatusOr<std::string> RenderBook(const Book& book, BookPlan* plan = nullptr);
// The same written to `path` ("-" = stdout) through core/output.h, streamed from a temporary
// file: the PDF's bytes are never all in memory (pdf/repair.h); an output of the run `files`.
absl::Status WriteBook(RunFiles& files, const Book& book, const std::string& path,
                       BookPlan* plan = nullptr);

}  // namespace papermines::render
