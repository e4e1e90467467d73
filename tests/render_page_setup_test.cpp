// render/page_setup.h and the board-fits check in render/layout.h.
#include <gtest/gtest.h>

#include <algorithm>

#include "render/book.h"
#include "render/cover.h"
#include "render/geometry.h"
#include "render/i18n.h"
#include "render/layout.h"
#include "render/page_setup.h"

namespace papermines::render {
namespace {

constexpr double kMm = 72 / 25.4;

TEST(PageSetupTest, Lengths) {
  EXPECT_NEAR(*ParseLength("15mm"), 15 * kMm, 1e-9);
  EXPECT_NEAR(*ParseLength("1.5cm"), 15 * kMm, 1e-9);
  EXPECT_NEAR(*ParseLength("0.5in"), 36, 1e-9);
  EXPECT_NEAR(*ParseLength(" 12pt "), 12, 1e-9);
  EXPECT_EQ(*ParseLength("0"), 0);
  for (const char* bad :
       {"", "15", "mm", "-3mm", "1e999mm", "1e308mm", "1501mm", "nanmm", "3 furlongs", "3mmm"}) {
    EXPECT_FALSE(ParseLength(bad).ok()) << bad;
  }
}

TEST(PageSetupTest, ALengthOverALimitNeverReadsAsTheLimit) {
  EXPECT_EQ(MillimetresAbove(10.01 * kMm, 10 * kMm), "10.01 mm");
  EXPECT_EQ(MillimetresAbove(10.0004 * kMm, 10 * kMm), "10.0004 mm");
  EXPECT_EQ(MillimetresAbove(12.5 * kMm, 10 * kMm), "12.5 mm");
  EXPECT_NE(std::string(ParseLength("1e308mm").status().message()).find("at most 1500 mm"),
            std::string::npos);
}

TEST(PageSetupTest, PaperSizes) {
  EXPECT_NEAR(ParsePageSize("A4")->width, 210 * kMm, 1e-9);
  EXPECT_NEAR(ParsePageSize("a5")->height, 210 * kMm, 1e-9);
  EXPECT_EQ(ParsePageSize("6x9")->width, 432);
  EXPECT_EQ(ParsePageSize("6x9in")->name, "6x9in");
  EXPECT_EQ(ParsePageSize("5.5x8.5in")->height, 612);
  EXPECT_NEAR(ParsePageSize("150x230mm")->height, 230 * kMm, 1e-9);
  EXPECT_NEAR(ParsePageSize("15x23cm")->width, 150 * kMm, 1e-9);
  for (const char* bad : {"a3", "6x9x2in", "40x100mm", "1600x100mm", "x9in", "6xin",
                          "6x9"
                          "furlong"}) {
    EXPECT_FALSE(ParsePageSize(bad).ok()) << bad;
  }
}

TEST(PageSetupTest, MarginsAndOffsets) {
  auto m = ParseMargins("15mm,12mm,22mm,10mm");
  ASSERT_TRUE(m.ok());
  EXPECT_NEAR(m->top, 15 * kMm, 1e-9);
  EXPECT_NEAR(m->bottom, 12 * kMm, 1e-9);
  EXPECT_NEAR(m->inside, 22 * kMm, 1e-9);
  EXPECT_NEAR(m->outside, 10 * kMm, 1e-9);
  EXPECT_NEAR(ParseMargins("1cm")->outside, 10 * kMm, 1e-9);
  EXPECT_FALSE(ParseMargins("1cm,2cm").ok());
  EXPECT_FALSE(ParseMargins("1cm,2cm,3cm,x").ok());
  PageSetup p = *ParsePageSize("6x9in");
  p.margins = *m;
  p.bleed = 3 * kMm;
  ASSERT_TRUE(ValidatePageSetup(p).ok());
  // The bleed grows the outside edge, the top and the bottom; never the binding side.
  EXPECT_NEAR(MediaWidth(p), 432 + 3 * kMm, 1e-9);
  EXPECT_NEAR(MediaHeight(p), 648 + 6 * kMm, 1e-9);
  EXPECT_NEAR(PageOffsetX(p, 1), 0, 1e-9);                          // recto: bleed on the right
  EXPECT_NEAR(PageOffsetX(p, 2), 3 * kMm + (10 - 22) * kMm, 1e-9);  // verso: bleed on the left
  EXPECT_NEAR(PageOffsetY(p), 3 * kMm, 1e-9);
  // On a verso page the content's right edge (laid out at width - outside) lands at the inside
  // margin from the right trim edge.
  EXPECT_NEAR(PageOffsetX(p, 2) + p.width - p.margins.outside, 3 * kMm + p.width - 22 * kMm, 1e-9);
  p.margins.inside = p.margins.outside = 200;
  EXPECT_FALSE(ValidatePageSetup(p).ok());
}

// The figure: 6 x 9 in with a 0.125 in bleed is 6.125 x 9.25 in; the trim sits against
// the binding side (left on a recto page, right on a verso page), the bleed box is the media.
TEST(PageSetupTest, BleedBoxesOfRectoAndVersoPages) {
  PageSetup p = *ParsePageSize("6x9in");
  p.bleed = *ParseLength("0.125in");
  const PageBoxes recto = PageBoxesOf(p, 1), verso = PageBoxesOf(p, 2);
  for (const PageBoxes& b : {recto, verso}) {
    EXPECT_NEAR(b.media.width(), 6.125 * 72, 1e-9);
    EXPECT_NEAR(b.media.height(), 9.25 * 72, 1e-9);
    EXPECT_NEAR(b.trim.width(), 6 * 72, 1e-9);
    EXPECT_NEAR(b.trim.height(), 9 * 72, 1e-9);
    EXPECT_NEAR(b.trim.y0, 9, 1e-9);
    EXPECT_NEAR(b.media.y1 - b.trim.y1, 9, 1e-9);
    EXPECT_TRUE(b.bleed);
  }
  EXPECT_NEAR(recto.trim.x0, 0, 1e-9);                   // binding side: no bleed
  EXPECT_NEAR(recto.media.x1 - recto.trim.x1, 9, 1e-9);  // outside: the bleed
  EXPECT_NEAR(verso.trim.x0, 9, 1e-9);
  EXPECT_NEAR(verso.media.x1 - verso.trim.x1, 0, 1e-9);
  // The drawing of a page starts at its trim's top-left corner (plus the verso shift).
  EXPECT_NEAR(PageOffsetX(p, 1), recto.trim.x0, 1e-9);
  EXPECT_NEAR(PageOffsetX(p, 2), verso.trim.x0 + p.margins.outside - p.margins.inside, 1e-9);
  p.bleed = 0;
  const PageBoxes plain = PageBoxesOf(p, 2);
  EXPECT_FALSE(plain.bleed);
  EXPECT_NEAR(plain.trim.x0, 0, 1e-9);
  EXPECT_NEAR(plain.trim.x1, plain.media.x1, 1e-9);
}

// A book bound on the right (right to left): odd pages are left-hand pages, so every page has the
// boxes and the offset the other parity has when bound on the left; the cover's front is on the
// left, its back (with the barcode area) on the right.
TEST(PageSetupTest, BoundOnTheRightMirrorsTheParity) {
  PageSetup left = *ParsePageSize("6x9in");
  left.margins = *ParseMargins("15mm,15mm,22mm,10mm");
  left.bleed = *ParseLength("0.125in");
  PageSetup right = left;
  right.bound_right = true;
  for (int page = 1; page <= 4; ++page) {
    EXPECT_EQ(RightHandPage(left, page), page % 2 == 1);
    EXPECT_EQ(RightHandPage(right, page), page % 2 == 0);
    const PageBoxes r = PageBoxesOf(right, page), l = PageBoxesOf(left, page + 1);
    EXPECT_NEAR(r.trim.x0, l.trim.x0, 1e-9) << page;
    EXPECT_NEAR(r.trim.x1, l.trim.x1, 1e-9) << page;
    EXPECT_NEAR(PageOffsetX(right, page), PageOffsetX(left, page + 1), 1e-9) << page;
  }
  EXPECT_NEAR(PageBoxesOf(right, 1).trim.x0, 9, 1e-9);  // page 1: the bleed on the left
  // Page 1's content (laid out with the inside margin on the left) ends at the inside margin
  // from its right trim edge, the binding side.
  EXPECT_NEAR(PageOffsetX(right, 1) + right.width - right.margins.outside,
              PageBoxesOf(right, 1).trim.x1 - right.margins.inside, 1e-9);
  const CoverGeometry cl = CoverLayout(left, 100, {}), cr = CoverLayout(right, 100, {});
  EXPECT_LT(cl.back.x, cl.front.x);
  EXPECT_LT(cr.front.x, cr.back.x);
  EXPECT_NEAR(cr.front.x, cl.back.x, 1e-9);
  EXPECT_NEAR(cr.spine.x, cl.spine.x, 1e-9);
  EXPECT_GT(cr.barcode.x, cr.back.x);
  EXPECT_LT(cr.barcode.right(), cr.back.right());
}

// The book's pages are bound on the right in a right-to-left language only.
TEST(PageSetupTest, TheBooksLanguageDecidesTheBindingSide) {
  Book book;
  book.page = *ParsePageSize("6x9in");
  EXPECT_FALSE(BookPages(book).bound_right);
  for (const char* lang : {"he", "ar", "de"}) {
    auto scope = LanguageScope::Enter(lang, {PAPERMINES_TEST_LOCALE_DIR});
    ASSERT_TRUE(scope.ok()) << scope.status();
    EXPECT_EQ(BookPages(book).bound_right, std::string(lang) != "de") << lang;
  }
}

// The size CheckBoardFits names is the largest that fits, checked against FitUnit directly.
TEST(PageSetupTest, BoardFitsNamesTheLargest) {
  for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    for (const char* paper : {"a4", "6x9in", "a5"}) {
      LayoutOptions o;
      o.page = *ParsePageSize(paper);
      o.min_unit = 5 * kMm;
      EXPECT_TRUE(CheckBoardFits(o, kind, 5, 5).ok());
      const absl::Status s = CheckBoardFits(o, kind, 500, 500);
      ASSERT_FALSE(s.ok());
      int r = 0, c = 0;
      const std::string msg(s.message());
      const size_t at = msg.find("is ");
      ASSERT_NE(at, std::string::npos) << msg;
      ASSERT_EQ(std::sscanf(msg.c_str() + msg.find("page) is ") + 9, "%dx%d", &r, &c), 2) << msg;
      EXPECT_TRUE(CheckBoardFits(o, kind, r, c).ok()) << paper << " " << r << "x" << c;
      EXPECT_FALSE(CheckBoardFits(o, kind, r + 1, c).ok()) << paper;
      EXPECT_FALSE(CheckBoardFits(o, kind, r, c + 1).ok()) << paper;
      // Of the asked (square) shape, not the widest strip: a 500x500 ask on a4 once named 9x35.
      if (kind == TopologyKind::kSquare) {
        EXPECT_GE(2 * std::min(r, c), std::max(r, c)) << paper;
      }
      // And the layout agrees: one per page at that size works at min_unit.
      auto g = GridGeometry::For(kind, r, c);
      std::vector<Extent> e(1, {g->width(), g->height()});
      EXPECT_TRUE(ComputeLayout(o, e).ok());
    }
  }
}

TEST(PageSetupTest, PageNumbers) {
  EXPECT_EQ(PageNumberText(PageNumberStyle::kArabic, 7), "7");
  EXPECT_EQ(PageNumberText(PageNumberStyle::kNone, 7), "");
  const std::pair<int, const char*> roman[] = {
      {1, "i"}, {4, "iv"}, {9, "ix"}, {14, "xiv"}, {40, "xl"}, {99, "xcix"}, {1994, "mcmxciv"}};
  for (const auto& [n, s] : roman) EXPECT_EQ(PageNumberText(PageNumberStyle::kRoman, n), s);
  // In the language's digits, as the rest of its numbers (i18n.h Number).
  auto arabic = LanguageScope::Enter("ar", {PAPERMINES_TEST_LOCALE_DIR});
  ASSERT_TRUE(arabic.ok()) << arabic.status();
  EXPECT_EQ(PageNumberText(PageNumberStyle::kArabic, 23), "\u0662\u0663");
  EXPECT_EQ(PageNumberText(PageNumberStyle::kArabic, 23), Number(23));
}

}  // namespace
}  // namespace papermines::render
