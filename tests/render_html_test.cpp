// The playable HTML page (render/html.h) and the escapers (render/escape.h) without a browser:
// the page contract (one section per puzzle, a cell element per cell, the buttons), the CSP hashes
// against an independent SHA-256 vector and against the page's own blocks, nothing external, the
// same bytes twice, hostile strings escaped for every context. tests/browser/play_test.py plays
// the page in Chromium.
#include <regex>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "render/document.h"
#include "render/escape.h"
#include "render/html.h"
#include "solve/complete_answers.h"

namespace papermines::render {
namespace {

int Count(const std::string& s, const std::string& what) {
  int n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

std::string Between(const std::string& s, const std::string& open, const std::string& close) {
  const size_t a = s.find(open);
  if (a == std::string::npos) return "";
  const size_t b = s.find(close, a + open.size());
  return s.substr(a + open.size(), b - a - open.size());
}

Puzzle Paper(TopologyPtr t, std::string id) {
  Puzzle p;
  p.topology = t;
  p.id = std::move(id);
  p.clues.assign(static_cast<size_t>(t->size()), kClosed);
  for (int i = 0; i < t->size(); i += 2) p.clues[i] = 0;  // no mines: every clue 0
  p.mine.assign(static_cast<size_t>(t->size()), 0);
  return p;
}

TEST(Escape, HtmlText) {
  EXPECT_EQ(HtmlText("<img/src=x/onerror=alert(1)>&amp;\"'"),
            "&lt;img/src=x/onerror=alert(1)&gt;&amp;amp;&quot;&#39;");
  EXPECT_EQ(HtmlAttribute("a\"b"), "a&quot;b");
  EXPECT_EQ(HtmlText("caf\xC3\xA9 \xFF\x01"), "caf\xC3\xA9 \xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(HtmlText("\xC0\xAF"), "\xEF\xBF\xBD\xEF\xBF\xBD");  // overlong '/'
}

TEST(Escape, JsonStringIsSafeInsideAScript) {
  const std::string j = JsonString("</script><script>x()</script>\u2028\u2029<!--\"\\\n'&");
  EXPECT_EQ(j.find('<'), std::string::npos) << j;
  EXPECT_EQ(j.find('>'), std::string::npos) << j;
  EXPECT_EQ(j.find("\u2028"), std::string::npos) << j;
  EXPECT_EQ(j.find("\u2029"), std::string::npos) << j;
  EXPECT_EQ(j,
            "\"\\u003c/script\\u003e\\u003cscript\\u003ex()\\u003c/script\\u003e\\u2028\\u2029"
            "\\u003c!--\\\"\\\\\\u000a\\u0027\\u0026\"");
}

TEST(Escape, CssAndUrl) {
  EXPECT_EQ(CssString("DejaVu Sans"), "\"DejaVu Sans\"");
  const std::string css = CssString("\"</style><script>x</script>\\");
  EXPECT_EQ(css.substr(1, css.size() - 2).find_first_of("\"<>\\/"), 0u);  // only escapes' '\'
  EXPECT_EQ(css, "\"\\22 \\3c \\2f style\\3e \\3c script\\3e x\\3c \\2f script\\3e \\5c \"");
  EXPECT_EQ(UrlComponent("a b/<\xC3\xA9>"), "a%20b%2F%3C%C3%A9%3E");
}

TEST(Html, CspHashIsSha256Base64) {
  // FIPS 180-2's test vector: SHA-256("abc").
  EXPECT_EQ(CspHash("abc"), "sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
}

TEST(Html, PageContract) {
  std::vector<Puzzle> puzzles;
  puzzles.push_back(Paper(*Topology::Square(4, 5), "sq"));
  puzzles.push_back(Paper(*Topology::Triangle(3, 5), "tri"));
  puzzles.push_back(Paper(*Topology::Hex(4, 4), "hex"));
  Puzzle rev;
  rev.kind = PuzzleKind::kReverse;
  rev.topology = *Topology::Square(3, 3);
  rev.mine = {0, 0, 0, 0, 1, 0, 0, 0, 0};
  puzzles.push_back(rev);
  ASSERT_TRUE(CompleteAnswers(puzzles, {}).ok());
  RenderOptions o;
  auto page = RenderHtml(puzzles, o);
  ASSERT_TRUE(page.ok()) << page.status();
  const std::string& h = *page;
  EXPECT_EQ(Count(h, "<section "), 4);
  EXPECT_EQ(Count(h, "data-puzzle-id=\""), 4);
  EXPECT_EQ(Count(h, " data-r=\""), 20 + 15 + 16 + 9);
  EXPECT_EQ(Count(h, " data-c=\""), 20 + 15 + 16 + 9);
  // The grid is an ARIA grid of rows (play.js makes the cells gridcells and labels them).
  EXPECT_EQ(Count(h, "role=\"grid\""), 4);
  EXPECT_EQ(Count(h, "<g role=\"row\">"), 4 + 3 + 4 + 3);
  // One toolbar, cloned by the script for each puzzle: the moves, check, answer (after a
  // question), reset; "Run the click" only on a page with one-click puzzles.
  for (const char* action : {"undo", "redo", "check", "answer", "reveal", "keep", "reset"}) {
    EXPECT_EQ(Count(h, absl::StrCat("<button type=\"button\" data-action=\"", action, "\"")), 1)
        << action;
  }
  EXPECT_EQ(Count(h, "<template id=\"pm-bar\">"), 1);
  EXPECT_EQ(Count(h, "data-action=\"run\">"), 0);
  // Four puzzles: all shown; the words the script shows are a JSON block of their own.
  EXPECT_EQ(Count(h, "data-view=\"all\""), 1);
  EXPECT_EQ(Count(h, "id=\"pm-toc\""), 0);
  EXPECT_EQ(Count(h, "<script type=\"application/json\" id=\"pm-text\">{\"puzzle\":\"Puzzle $0\""),
            1);
  EXPECT_NE(h.find("data-puzzle-id=\"#4\""), std::string::npos);  // no id: the label
  // Self-contained: nothing is loaded from anywhere.
  EXPECT_EQ(Count(h, "src="), 0);
  EXPECT_EQ(Count(h, "http"), 2);  // the CSP meta's http-equiv, the script's SVG namespace
  EXPECT_EQ(Count(h, "http://www.w3.org/2000/svg"), 1);
  EXPECT_EQ(Count(h, "<script"), 3);
  EXPECT_EQ(Count(h, "<style"), 1);
  // The CSP names exactly the page's script and style.
  const std::string script = Between(h, "<script>", "</script>");
  const std::string style = Between(h, "<style>", "</style>");
  EXPECT_EQ(script, PlayScript());
  const std::string csp = Between(h, "Content-Security-Policy\" content=\"", "\"");
  EXPECT_EQ(csp, "default-src 'none'; script-src '" + CspHash(script) + "'; style-src '" +
                     CspHash(style) + "'; img-src 'none'; base-uri 'none'; form-action 'none'");
  // The same bytes twice.
  EXPECT_EQ(*RenderHtml(puzzles, o), h);
  // With QR codes: a link to puzz.link and an SVG code beside the square puzzle only.
  o.qr = true;
  auto qr = RenderHtml(puzzles, o);
  ASSERT_TRUE(qr.ok()) << qr.status();
  EXPECT_EQ(Count(*qr, "class=\"qr\" href=\"https://puzz.link/p?mines/5/4/"), 1);
}

TEST(Html, LongSheetsAndBooksShowOnePuzzleAtATime) {
  // Six puzzles: all shown. Seven: one at a time, with a contents list of one section (the
  // page's title). A book's headings: one contents entry per section, with its size.
  std::vector<Puzzle> puzzles;
  for (int k = 0; k < 7; ++k)
    puzzles.push_back(Paper(*Topology::Square(3, 3), absl::StrCat("p", k)));
  ASSERT_TRUE(CompleteAnswers(puzzles, {}).ok());
  RenderOptions o;
  o.title = "Seven & more";
  auto six = RenderHtml(std::span(puzzles).first(6), o);
  ASSERT_TRUE(six.ok()) << six.status();
  EXPECT_EQ(Count(*six, "data-view=\"all\""), 1);
  EXPECT_EQ(Count(*six, "<button type=\"button\" data-nav=\"next\""), 0);
  EXPECT_EQ(Count(*six, "<button type=\"button\" data-nav=\"timer\""), 1);
  auto seven = RenderHtml(puzzles, o);
  ASSERT_TRUE(seven.ok()) << seven.status();
  EXPECT_EQ(Count(*seven, "data-view=\"one\""), 1);
  for (const char* nav : {"prev", "next", "toc", "timer"}) {
    EXPECT_EQ(Count(*seven, absl::StrCat("<button type=\"button\" data-nav=\"", nav, "\"")), 1)
        << nav;
  }
  EXPECT_NE(seven->find("<li data-first=\"0\" data-count=\"7\"><h2>Seven &amp; more</h2><p "
                        "class=\"prog\" data-of=\"$0 of 7 solved\">"),
            std::string::npos);
  const std::vector<HtmlHeading> headings = {{0, "Warm <up>"}, {4, "Then"}};
  auto book = RenderHtml(std::span(puzzles).first(5), o, headings);
  ASSERT_TRUE(book.ok()) << book.status();
  EXPECT_EQ(Count(*book, "data-view=\"one\""), 1);
  EXPECT_EQ(Count(*book, "<li data-first="), 2);
  EXPECT_NE(book->find("data-first=\"0\" data-count=\"4\"><h2>Warm &lt;up&gt;</h2>"),
            std::string::npos);
  EXPECT_NE(book->find("data-first=\"4\" data-count=\"1\"><h2>Then</h2>"), std::string::npos);
  EXPECT_EQ(Count(*book, "<h2 class=\"section-title\" data-section=\""), 2);
}

TEST(Html, CaptionsAreShort) {
  // Number, mine count (one-click), difficulty as symbols with its word for print and screen
  // readers; the id on a line of its own.
  std::vector<Puzzle> puzzles;
  Puzzle oc;
  oc.kind = PuzzleKind::kOneClick;
  oc.topology = *Topology::Square(3, 3);
  oc.id = "oc3x3-m2-s1";
  oc.mines = 2;
  oc.difficulty = Difficulty::kMedium;
  puzzles.push_back(oc);
  ASSERT_TRUE(CompleteAnswers(puzzles, {}).ok());
  auto page = RenderHtml(puzzles, RenderOptions{});
  ASSERT_TRUE(page.ok()) << page.status();
  EXPECT_NE(page->find("<h2><span class=\"vh\">Puzzle 1</span><b class=\"num\" "
                       "aria-hidden=\"true\">1</b><span class=\"sep\"> \u00B7 </span><b "
                       "class=\"chip\">2 mines</b><span class=\"sep\"> \u00B7 </span><span "
                       "class=\"diff\" title=\"medium\"><span class=\"pips\" aria-hidden=\"true\">"
                       "\u25CF\u25CF\u25CB\u25CB</span><span class=\"dn\">medium</span></span></h2>"
                       "<p class=\"id\">oc3x3-m2-s1</p>"),
            std::string::npos)
      << Between(*page, "<div class=\"label", "</div>");
}

TEST(Html, HostileStringsAreEscaped) {
  std::vector<Puzzle> puzzles;
  puzzles.push_back(Paper(*Topology::Square(3, 3), "<img/src=x/onerror=window.pwned=1>"));
  puzzles.push_back(Paper(*Topology::Square(3, 3), "</script><script>window.pwned=2</script>"));
  ASSERT_TRUE(CompleteAnswers(puzzles, {}).ok());
  RenderOptions o;
  o.title = "</title><script>alert(1)</script>\u2028";
  o.font = "x\"}</style><script>alert(2)</script>";
  auto page = RenderHtml(puzzles, o);
  ASSERT_TRUE(page.ok()) << page.status();
  const std::string& h = *page;
  EXPECT_EQ(h.find("<img"), std::string::npos);
  EXPECT_EQ(Count(h, "<script"), 3);
  EXPECT_EQ(Count(h, "</script>"), 3);
  EXPECT_EQ(Count(h, "</style>"), 1);
  EXPECT_EQ(Count(h, "</title>"), 1);
  EXPECT_NE(h.find("data-puzzle-id=\"&lt;img/src=x/onerror=window.pwned=1&gt;\""),
            std::string::npos);
  EXPECT_NE(h.find("\"id\":\"\\u003c/script\\u003e\\u003cscript\\u003ewindow.pwned=2"),
            std::string::npos);
}

TEST(Html, GraphsAreRefused) {
  Puzzle g;
  g.topology = *Topology::Graph(3, {{0, 1}});
  g.clues.assign(3, kClosed);
  auto page = RenderHtml(std::vector<Puzzle>{g}, RenderOptions{});
  ASSERT_FALSE(page.ok());
  EXPECT_NE(std::string(page.status().message()).find("puzzle 1"), std::string::npos);
}

// render/ draws solved puzzles: one that arrives without its completed answers (or without the
// rating the page shows) is refused by name instead of drawn with a silent gap.
TEST(Html, PuzzlesWithoutCompletedAnswersAreRefused) {
  std::vector<Puzzle> puzzles;
  puzzles.push_back(Paper(*Topology::Square(3, 3), "done"));
  puzzles.push_back(Paper(*Topology::Square(3, 3), "raw"));
  ASSERT_TRUE(CompleteAnswers(std::span(puzzles).first(1), {}).ok());
  auto page = RenderHtml(puzzles, RenderOptions{});
  ASSERT_FALSE(page.ok());
  EXPECT_EQ(page.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_NE(std::string(page.status().message()).find("puzzle 2 (raw)"), std::string::npos)
      << page.status();
  ASSERT_TRUE(CompleteAnswers(puzzles, {}).ok());
  EXPECT_TRUE(RenderHtml(puzzles, RenderOptions{}).ok());
  RenderOptions rated;
  rated.show_rating = true;
  page = RenderHtml(puzzles, rated);
  ASSERT_FALSE(page.ok());
  EXPECT_NE(std::string(page.status().message()).find("rating"), std::string::npos);
  ASSERT_TRUE(CompleteAnswers(puzzles, {.rate = true}).ok());
  EXPECT_TRUE(RenderHtml(puzzles, rated).ok());
  // The worksheet's hint pages need the solution steps, completed only when asked for.
  RenderOptions hints;
  hints.hints = 2;
  auto pdf = RenderDocument(puzzles, hints, Format::kPdf);
  ASSERT_FALSE(pdf.ok());
  EXPECT_NE(std::string(pdf.status().message()).find("solution steps"), std::string::npos)
      << pdf.status();
  ASSERT_TRUE(CompleteAnswers(puzzles, {.steps = true}).ok());
  EXPECT_TRUE(RenderDocument(puzzles, hints, Format::kPdf).ok());
}

}  // namespace
}  // namespace papermines::render
