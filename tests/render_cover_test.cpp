// render/cover.h: what a print service's preflight checks on the spine of a paperback cover.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "render/book.h"
#include "render/cover.h"
#include "render/i18n.h"
#include "tests/run_binary.h"

namespace papermines::render {
namespace {

using namespace papermines::testing_util;

constexpr double kSixteenth = 0.0625 * 72;  // the fold drift print services allow, points

struct Drawn {
  std::string pdf;  // the cover's file
  CoverGeometry geometry;
};

// The cover of a book of `pages` pages, 6x9 in, written to `dir`.
Drawn DrawCover(const ScratchDir& dir, int pages, const std::string& lang, const std::string& title,
                const std::string& author) {
  Book book;
  book.page = *ParsePageSize("6x9in");
  book.title = title;
  book.author = author;
  book.lang = lang;
  book.catalogue_dirs = {PAPERMINES_TEST_LOCALE_DIR};
  auto scope = LanguageScope::Enter(lang, book.catalogue_dirs);
  EXPECT_TRUE(scope.ok()) << scope.status();
  Drawn d;
  d.geometry = CoverLayout(BookPages(book), pages, {});
  auto bytes = RenderCover(book, pages, {}, nullptr);
  EXPECT_TRUE(bytes.ok()) << bytes.status();
  d.pdf = dir.Path(absl::StrCat("cover-", lang, "-", pages, ".pdf"));
  WriteWholeFile(d.pdf, bytes.ok() ? *bytes : "");
  return d;
}

// The boxes pdftotext -bbox gives the words inside `area` (points): the font's whole line
// (ascent to descent) of each glyph run, as preflight tools measure text.
std::vector<Rect> WordBoxes(const std::string& pdf, const Rect& area) {
  const std::string html = RunShell("pdftotext -bbox " + ShellQuote(pdf) + " -").out;
  const std::regex word(
      "<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" yMax=\"([0-9.]+)\">");
  std::vector<Rect> boxes;
  for (auto it = std::sregex_iterator(html.begin(), html.end(), word); it != std::sregex_iterator();
       ++it) {
    const double x0 = std::stod((*it)[1]), y0 = std::stod((*it)[2]);
    const Rect r{x0, y0, std::stod((*it)[3]) - x0, std::stod((*it)[4]) - y0};
    const double cx = r.x + r.w / 2;
    if (cx > area.x && cx < area.right()) boxes.push_back(r);
  }
  return boxes;
}

// The greys (0..255) of the pixels from column `x`, `w` wide, of the cover drawn at `dpi`, every
// row (Greys, run_binary.h); `width` is set to w.
std::vector<int> Columns(const ScratchDir& dir, const std::string& pdf, int dpi, int x, int w,
                         int* width) {
  std::vector<int> g = Greys(pdf, dpi, x, 0, w, 100000, dir.Path("greys"));
  EXPECT_FALSE(g.empty());
  EXPECT_EQ(g.size() % static_cast<size_t>(w), 0u);
  *width = w;
  return g;
}

// The spine's text keeps 1/16 in from both folds, measured as a preflight does (the words'
// boxes: the font's ascent to descent) and in ink (the white pixels on the band), for spines
// from the thinnest that carries text to a thick one, in English and in Hebrew (another font
// for the title's letters). Before, an 80-page spine set its line at (width - 1/8 in) / 0.95
// and the words' boxes came 0.056 in from the folds.
TEST(CoverTest, SpineTextKeepsASixteenthFromTheFolds) {
  ScratchDir dir;
  struct Case {
    std::string lang, title, author;
  };
  const std::vector<Case> cases = {
      {"en", "Thick Book of Puzzles", "Ada Lovelace"},
      {"he", "\u05E1\u05E4\u05E8 \u05D7\u05D9\u05D3\u05D5\u05EA", "\u05E2\u05D3\u05D4"}};
  int with_text = 0;
  for (const Case& c : cases) {
    for (int pages : {80, 86, 90, 100, 120, 160, 240, 400}) {
      SCOPED_TRACE(absl::StrCat(c.lang, ", ", pages, " pages"));
      const Drawn d = DrawCover(dir, pages, c.lang, c.title, c.author);
      const Rect& sp = d.geometry.spine;
      const std::vector<Rect> words = WordBoxes(d.pdf, {sp.x - 20, 0, sp.w + 40, 1e9});
      for (const Rect& w : words) {
        EXPECT_GE(w.x - sp.x, kSixteenth - 1e-6) << w.x;
        EXPECT_GE(sp.right() - w.right(), kSixteenth - 1e-6) << w.right();
      }
      if (words.empty()) continue;
      ++with_text;
      // The ink: light pixels on the dark band, between the folds.
      const int dpi = 600;
      const double px = dpi / 72.0;
      const int x0 = static_cast<int>(std::floor(sp.x * px)),
                x1 = static_cast<int>(std::ceil(sp.right() * px));
      int width = 0;
      const std::vector<int> g = Columns(dir, d.pdf, dpi, x0, x1 - x0, &width);
      const int height = static_cast<int>(g.size()) / std::max(width, 1);
      const int from = 0, to = x1 - x0;
      int left = to, right = from;
      for (int y = 0; y < height; ++y) {
        for (int x = from; x < to; ++x) {
          if (g[static_cast<size_t>(y) * width + x] < 128) continue;
          left = std::min(left, x);
          right = std::max(right, x + 1);
        }
      }
      ASSERT_LT(left, right) << "no ink on the spine";
      EXPECT_GE((x0 + left) / px - sp.x, kSixteenth - 1.5 / px);
      EXPECT_GE(sp.right() - (x0 + right) / px, kSixteenth - 1.5 / px);
      // Not by making the text too small to read: the line fills half the room at least, or is
      // at its largest size (12 pt: capitals and descenders over 7 pt of ink).
      const double ink = (right - left) / px;
      EXPECT_TRUE(ink > 0.5 * (sp.w - 2 * kSixteenth) || ink > 7) << ink;
    }
  }
  // The thick spines carry their text (12 of the 16 at least).
  EXPECT_GE(with_text, 12);
}

// No fold falls on a change of colour, whatever the drift print services allow: within 1/16 in
// of each fold the cover has one grey, from the top of the bleed to its bottom. A thin spine
// (no text) is the boards' grey; a spine with text is a band that runs onto the boards. Before,
// the band was exactly the spine's width (1.6 mm at 28 pages).
TEST(CoverTest, NoChangeOfColourNearTheFolds) {
  ScratchDir dir;
  for (const std::string lang : {"en", "he"}) {
    for (int pages : {24, 28, 60, 79, 100, 300}) {
      SCOPED_TRACE(absl::StrCat(lang, ", ", pages, " pages"));
      const Drawn d = DrawCover(dir, pages, lang, "Puzzles", "Ada");
      const int dpi = 300;
      const double px = dpi / 72.0;
      for (double fold : {d.geometry.spine.x, d.geometry.spine.right()}) {
        // Whole pixels within the drift's reach of the fold.
        const int x0 = static_cast<int>(std::ceil((fold - kSixteenth) * px)),
                  x1 = static_cast<int>(std::floor((fold + kSixteenth) * px));
        ASSERT_LT(x0, x1);
        int width = 0;
        const std::vector<int> g = Columns(dir, d.pdf, dpi, x0, x1 - x0, &width);
        const int height = static_cast<int>(g.size()) / std::max(width, 1);
        const int from = 0, to = width;
        ASSERT_GT(height, 0);
        const int grey = g[0];
        int changes = 0;
        for (int y = 0; y < height; ++y) {
          for (int x = from; x < to; ++x) changes += g[static_cast<size_t>(y) * width + x] != grey;
        }
        EXPECT_EQ(changes, 0) << "fold at " << fold << " pt";
        // A thin spine is the boards' grey (0.92).
        if (pages < kSpineTextMinPages) {
          EXPECT_NEAR(grey, 0.92 * 255, 1.5);
        }
      }
    }
  }
}

}  // namespace
}  // namespace papermines::render
