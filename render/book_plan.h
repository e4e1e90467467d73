// The page plan of a book (book.h): which page holds what, as arithmetic on counts and lengths
// (points), no Cairo, like layout.h. book.cpp measures (puzzle pages per section from layout.h,
// grid extents from geometry.h), asks for the plan, then draws each page as the plan says.
//
// Print order: the title page; the copyright page on its back (only when the book has copyright
// lines); a how-to-play page per puzzle kind; the contents; then each section: its opener page
// (title, difficulty symbols, puzzle range, rules) and its puzzle pages; the answers. With
// `recto`, every section opener and the first answer page fall on an odd page (a blank page
// before when needed). Answers at the back flow on from section to section: each section's
// answers open with a heading where the previous section's end, and a page breaks only when the
// next row does not fit (a heading is never left alone at the foot of a page: it moves with its
// first row). Answers after each section flow the same way, one section at a time.
#pragma once

#include <functional>
#include <span>
#include <vector>

#include "absl/status/statusor.h"
#include "render/layout.h"

namespace papermines::render {

enum class BookAnswers { kBack, kAfterSection, kNone };

// ---- answers that flow ---------------------------------------------------------------------

// Lengths of the compact answer grid.
inline constexpr double kAnswerLabelHeight = 12;    // the caption line above an answer
inline constexpr double kAnswerIdLineHeight = 7;    // a line of a puzzle's id under an answer
inline constexpr double kAnswerHeadingHeight = 26;  // a section's heading among the answers
inline constexpr double kAnswerGutterX = 12;
inline constexpr double kAnswerGutterY = 8;
inline constexpr double kAnswerMaxUnit = 12;  // answers stay compact: about 4.2 mm at most
inline constexpr int kAnswerMaxAcross = 8;

// How a section's answers are set: `across` to a row, cells of `unit`, rows `row_height` apart
// (caption, grid, the id's lines and gutter).
struct AnswerGrid {
  int across = 1;
  double unit = 0, cell_width = 0, row_height = 0;
  int id_lines = 2;  // the lines under each answer for its id (kAnswerIdLineHeight each)
};

// The lines the longest id of a section takes under an answer `cell_width` points wide (the
// caller measures its text); 0 when its puzzles have no ids.
using IdLinesFn = std::function<int(double cell_width)>;

// The answer grid of a section whose puzzles have `extents` (in units), on a body `body_w` x
// `body_h` points: the most answers on a page (under a heading) at cells of at least `min_unit`,
// then the largest cells (to kAnswerMaxUnit); or, with `across` x `down` > 0, that many to a row
// and rows of a page. Each row makes room for its ids, whole: `id_lines` at the row's cell width
// (no function: two lines). InvalidArgument when an answer cannot be drawn at `min_unit`.
absl::StatusOr<AnswerGrid> ChooseAnswerGrid(std::span<const Extent> extents, double body_w,
                                            double body_h, double min_unit, int across = 0,
                                            int down = 0, const IdLinesFn& id_lines = nullptr);

// Where each section's answers go within the answer pages (0-based page, y from the top of the
// body).
struct AnswerFlow {
  struct At {
    int page = 0;
    double y = 0;
  };
  int pages = 0;
  std::vector<At> heading;           // per block
  std::vector<std::vector<At>> row;  // per block, per row
};

// Flows blocks of `rows[b]` rows of `grids[b].row_height` under a heading each, down pages of
// `body_h` points, starting on a new page.
AnswerFlow FlowAnswers(std::span<const AnswerGrid> grids, std::span<const int> rows, double body_h);

// ---- the pages -----------------------------------------------------------------------------

enum class BookPageType {
  kTitle,
  kCopyright,
  kHowTo,
  kContents,
  kOpener,
  kPuzzles,
  kAnswers,
  kBlank
};

struct BookPage {
  BookPageType type = BookPageType::kBlank;
  int section = -1;  // kOpener, kPuzzles; kAnswers after a section: its section
  // kPuzzles: the section layout's page; kContents: the contents page; kHowTo: the kind's index;
  // kAnswers: the page of its answer flow.
  int index = 0;
};

struct PlanSection {
  int puzzle_pages = 1;
  int answer_pages = 0;  // kAfterSection: the pages of its own answer flow
};

struct PlanInput {
  bool title_page = true, copyright_page = false, contents = true, recto = false;
  int how_to_pages = 0;
  std::vector<PlanSection> sections;
  BookAnswers answers = BookAnswers::kBack;
  int back_answer_pages = 0;  // kBack: the pages of the one flow
  int contents_per_page = 1;  // contents lines on a page (at least 1)
};

// A line of the contents: a section, or the answers of a section.
struct ContentsLine {
  int section = 0;
  bool answers = false;
};

struct PagePlan {
  std::vector<BookPage> pages;      // physical page k + 1 is pages[k]
  std::vector<int> opener_page;     // per section, 1-based
  std::vector<int> first_page;      // per section: its first puzzle page
  std::vector<int> answers_start;   // per section: the first page of its answer flow (0: none)
  std::vector<ContentsLine> lines;  // the contents, in order
  int contents_pages = 0;
};

// Page 1 is a recto page. The contents line for each section, then (answers at the back) one
// per section's answers, or (after each section) each section followed by its answers.
PagePlan PlanBook(const PlanInput& in);

// The number of contents pages for `lines` lines, `per_page` to a page (at least 1 page).
int ContentsPages(int lines, int per_page);

}  // namespace papermines::render
