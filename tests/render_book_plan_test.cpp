// The book's page plan (render/book_plan.h), as arithmetic without Cairo: the order of the pages,
// blank versos before recto starts, the answer grid and the flow of answers from section to
// section.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "render/book_plan.h"

namespace papermines::render {
namespace {

std::vector<BookPageType> Types(const PagePlan& p) {
  std::vector<BookPageType> t;
  for (const BookPage& page : p.pages) t.push_back(page.type);
  return t;
}

using T = BookPageType;

TEST(PlanBook, PrintOrderWithCopyrightOpenersAndAnswersAtTheBack) {
  PlanInput in;
  in.copyright_page = true;
  in.how_to_pages = 2;
  in.sections = {{3, 0}, {2, 0}};
  in.back_answer_pages = 2;
  in.contents_per_page = 10;
  const PagePlan p = PlanBook(in);
  EXPECT_EQ(Types(p), (std::vector<T>{T::kTitle, T::kCopyright, T::kHowTo, T::kHowTo, T::kContents,
                                      T::kOpener, T::kPuzzles, T::kPuzzles, T::kPuzzles, T::kOpener,
                                      T::kPuzzles, T::kPuzzles, T::kAnswers, T::kAnswers}));
  EXPECT_EQ(p.opener_page, (std::vector<int>{6, 10}));
  EXPECT_EQ(p.first_page, (std::vector<int>{7, 11}));
  EXPECT_EQ(p.answers_start, (std::vector<int>{13, 13}));
  // The contents: each section, then each section's answers.
  ASSERT_EQ(p.lines.size(), 4u);
  EXPECT_FALSE(p.lines[1].answers);
  EXPECT_EQ(p.lines[1].section, 1);
  EXPECT_TRUE(p.lines[2].answers);
  EXPECT_EQ(p.lines[2].section, 0);
  // The puzzle pages know their section and the layout's page.
  EXPECT_EQ(p.pages[11].section, 1);
  EXPECT_EQ(p.pages[11].index, 1);
  EXPECT_EQ(p.pages[13].index, 1);  // the second page of the answer flow
}

TEST(PlanBook, RectoStartsGetABlankVersoAndNoCopyrightPageWithoutLines) {
  PlanInput in;
  in.recto = true;
  in.how_to_pages = 1;
  in.contents_per_page = 10;
  in.sections = {{2, 1}, {1, 3}};
  in.answers = BookAnswers::kAfterSection;
  const PagePlan p = PlanBook(in);
  // title, how-to, contents; blank; opener 5, puzzles 6-7; answers 9 (after a blank); opener 11.
  EXPECT_EQ(Types(p),
            (std::vector<T>{T::kTitle, T::kHowTo, T::kContents, T::kBlank, T::kOpener, T::kPuzzles,
                            T::kPuzzles, T::kBlank, T::kAnswers, T::kBlank, T::kOpener, T::kPuzzles,
                            T::kAnswers, T::kAnswers, T::kAnswers}));
  for (int page : p.opener_page) EXPECT_EQ(page % 2, 1) << page;
  for (int page : p.answers_start) EXPECT_EQ(page % 2, 1) << page;
  EXPECT_EQ(p.answers_start, (std::vector<int>{9, 13}));
  EXPECT_EQ(p.lines.size(), 4u);  // One, Answers: One, Two, Answers: Two
  EXPECT_TRUE(p.lines[1].answers);
  EXPECT_EQ(p.pages[12].section, 1);  // answers after a section name their section
}

TEST(PlanBook, NoAnswersNoFrontMatter) {
  PlanInput in;
  in.title_page = in.contents = false;
  in.sections = {{1, 0}};
  in.answers = BookAnswers::kNone;
  const PagePlan p = PlanBook(in);
  EXPECT_EQ(Types(p), (std::vector<T>{T::kOpener, T::kPuzzles}));
  EXPECT_EQ(p.lines.size(), 1u);
  EXPECT_EQ(p.answers_start, (std::vector<int>{0}));
}

TEST(PlanBook, ContentsTakeAsManyPagesAsTheirLinesNeed) {
  EXPECT_EQ(ContentsPages(0, 20), 1);
  EXPECT_EQ(ContentsPages(20, 20), 1);
  EXPECT_EQ(ContentsPages(21, 20), 2);
  EXPECT_EQ(ContentsPages(5, 0), 5);  // at least one line a page
  PlanInput in;
  in.sections = std::vector<PlanSection>(30, {1, 0});
  in.back_answer_pages = 4;
  in.contents_per_page = 25;
  const PagePlan p = PlanBook(in);  // 60 lines: 3 pages
  EXPECT_EQ(p.contents_pages, 3);
  EXPECT_EQ(p.opener_page[0], 1 + 3 + 1);
}

TEST(FlowAnswers, SectionsFlowOnAndAHeadingKeepsItsFirstRow) {
  AnswerGrid a, b;
  a.row_height = 100;
  b.row_height = 60;
  const double body = 500;
  // Block 0: heading (26) + 4 rows (400) = 426; block 1's heading fits (452) but not with its
  // first row (512): both move to page 1.
  std::vector<AnswerGrid> grids = {a, b};
  std::vector<int> rows = {4, 9};
  const AnswerFlow f = FlowAnswers(grids, rows, body);
  ASSERT_EQ(f.heading.size(), 2u);
  EXPECT_EQ(f.heading[0].page, 0);
  EXPECT_DOUBLE_EQ(f.row[0][3].y, kAnswerHeadingHeight + 300);
  EXPECT_EQ(f.heading[1].page, 1);
  EXPECT_DOUBLE_EQ(f.heading[1].y, 0);
  EXPECT_EQ(f.row[1][0].page, 1);
  // Page 1: heading + 7 rows of 60 = 446; the 8th row (506) breaks to page 2.
  EXPECT_EQ(f.row[1][6].page, 1);
  EXPECT_EQ(f.row[1][7].page, 2);
  EXPECT_DOUBLE_EQ(f.row[1][7].y, 0);
  EXPECT_EQ(f.pages, 3);
  // With a short first block the next section follows on the same page.
  rows = {1, 2};
  const AnswerFlow g = FlowAnswers(grids, rows, body);
  EXPECT_EQ(g.pages, 1);
  EXPECT_DOUBLE_EQ(g.heading[1].y, kAnswerHeadingHeight + 100);
  // Nothing rests below the body.
  for (const auto& block : f.row) {
    for (const AnswerFlow::At& at : block) EXPECT_LE(at.y + 100, body + 1e-9);
  }
}

TEST(ChooseAnswerGrid, MostAnswersAPageAtTheMinimumCellThenFixedCounts) {
  const std::vector<Extent> eight = {{8, 8}, {8, 8}};
  const double w = 300, h = 500, min = 2.5 * 72 / 25.4;
  auto g = ChooseAnswerGrid(eight, w, h, min);
  ASSERT_TRUE(g.ok()) << g.status();
  EXPECT_GE(g->unit, min - 1e-9);
  EXPECT_LE(g->unit, kAnswerMaxUnit + 1e-9);
  // A row fits the width, and one more across would need cells below the minimum.
  EXPECT_LE(g->across * g->cell_width + (g->across - 1) * kAnswerGutterX, w + 1e-9);
  EXPECT_LE(8 * g->unit + 2 * kGridPad, g->cell_width + 1e-9);
  const double next_w = (w - g->across * kAnswerGutterX) / (g->across + 1);
  EXPECT_LT((next_w - 2 * kGridPad) / 8, min);
  const int per_page = g->across * static_cast<int>((h - kAnswerHeadingHeight) / g->row_height);
  EXPECT_GE(per_page, 16);
  // Fixed: 2 x 3, the unit from the rows.
  auto fixed = ChooseAnswerGrid(eight, w, h, min, 2, 3);
  ASSERT_TRUE(fixed.ok());
  EXPECT_EQ(fixed->across, 2);
  EXPECT_NEAR(fixed->row_height, (h - kAnswerHeadingHeight) / 3, 1e-9);
  // A board too wide for the minimum is an error that says what to change.
  const std::vector<Extent> huge = {{200, 10}};
  auto bad = ChooseAnswerGrid(huge, w, h, min);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("do not fit"), std::string::npos);
  EXPECT_FALSE(ChooseAnswerGrid({}, w, h, min).ok());
}

TEST(ChooseAnswerGrid, RowsMakeRoomForTheirIdsWhole) {
  // An id 200 pt long at 6 pt: as many lines as the cell width makes it; no ids: no lines.
  const std::vector<Extent> eight = {{8, 8}, {8, 8}};
  const double w = 300, h = 500, min = 2.5 * 72 / 25.4;
  std::vector<double> asked;
  const IdLinesFn lines = [&](double width) {
    asked.push_back(width);
    return static_cast<int>(std::ceil(200 / width));
  };
  auto g = ChooseAnswerGrid(eight, w, h, min, 0, 0, lines);
  ASSERT_TRUE(g.ok()) << g.status();
  EXPECT_EQ(g->id_lines, static_cast<int>(std::ceil(200 / g->cell_width)));
  EXPECT_GE(g->id_lines, 3);
  EXPECT_NEAR(g->row_height,
              kAnswerLabelHeight + 2 * kGridPad + 8 * g->unit + g->id_lines * kAnswerIdLineHeight +
                  kAnswerGutterY,
              1e-9);
  EXPECT_LE(asked.size(), static_cast<size_t>(kAnswerMaxAcross));  // measured once a width
  // Without a measure, two lines as before; with ids that take none, none.
  auto two = ChooseAnswerGrid(eight, w, h, min);
  ASSERT_TRUE(two.ok());
  EXPECT_EQ(two->id_lines, 2);
  auto none = ChooseAnswerGrid(eight, w, h, min, 0, 0, [](double) { return 0; });
  ASSERT_TRUE(none.ok());
  EXPECT_EQ(none->id_lines, 0);
  EXPECT_LT(none->row_height, two->row_height + 1e-9);
  // Taller rows never hold more answers a page than shorter ones.
  const auto per_page = [&](const AnswerGrid& a) {
    return a.across * static_cast<int>((h - kAnswerHeadingHeight) / a.row_height);
  };
  EXPECT_LE(per_page(*g), per_page(*none));
}

}  // namespace
}  // namespace papermines::render
