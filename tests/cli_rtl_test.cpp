// Right-to-left books and sheets (Arabic, Hebrew) through the binary: the contents page's entries
// read from the right with their page numbers at the left end; a right-to-left book is bound on
// the right (TrimBox and bleed side, the inside margin, folios and running heads in the outer
// corner, the cover's front on the left); the rules, the worked example's sentence and the key's
// legend of a sheet, and every line of the copyright page, are right-aligned; the Arabic book's
// page numbers are in Arabic-Indic digits; Latin names in a right-to-left class report are drawn
// as written, as is a sheet's own title. Positions come from pdftotext -bbox-layout and pdfinfo
// -box, measured against the spec's own margins and bleed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

constexpr double kMm = 72 / 25.4;
constexpr double kWidth = 6 * 72, kBleed = 0.125 * 72;
constexpr double kOutside = 10 * kMm;  // the sample book's outside margin

// The sample book's sections (samples/book.json), with a bleed, an edition and an ISBN.
const char kSpec[] = R"({
  "title": "Sweeper Logic", "author": "papermines", "copyright": "2026 the papermines authors",
  "publisher": "papermines", "edition": "First edition", "isbn": "978-3-16-148410-0",
  "paper": "6x9in", "bleed": "0.125in", "seed": 7, "answers": "back",
  "margins": {"top": "15mm", "bottom": "15mm", "inside": "22mm", "outside": "10mm"},
  "sections": [
    {"title": "Warm-up", "kind": "paper", "topology": "square", "size": "8x8", "difficulty": "easy", "count": 12},
    {"title": "Hexagons", "kind": "paper", "topology": "hex", "size": "7x7", "difficulty": "medium", "count": 10},
    {"title": "Reverse", "kind": "reverse", "topology": "square", "size": "8x8", "count": 8}
  ]
})";

struct Box {
  std::string text;
  double x0, y0, x1, y1;
};

// The lines (or words) of page `page` (pdftotext -bbox-layout), each with the text of its words.
std::vector<Box> Boxes(const std::string& pdf, int page, bool lines) {
  const auto r = RunShell("pdftotext -bbox-layout -f " + std::to_string(page) + " -l " +
                          std::to_string(page) + " " + ShellQuote(pdf) + " -");
  EXPECT_EQ(r.status, 0) << r.err;
  std::vector<Box> out;
  const std::regex re(
      R"re(<(line|word) xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*))re");
  for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), re); it != std::sregex_iterator();
       ++it) {
    const std::smatch& m = *it;
    const bool is_line = m[1] == "line";
    Box b{is_line ? "" : m[6].str(), std::stod(m[2]), std::stod(m[3]), std::stod(m[4]),
          std::stod(m[5])};
    if (is_line && lines) out.push_back(b);
    if (!is_line && lines && !out.empty()) out.back().text += m[6].str() + " ";
    if (!is_line && !lines) out.push_back(b);
  }
  return out;
}

std::string PageText(const std::string& pdf, int page) {
  return RunShell("pdftotext -layout -enc UTF-8 -f " + std::to_string(page) + " -l " +
                  std::to_string(page) + " " + ShellQuote(pdf) + " -")
      .out;
}

int Pages(const std::string& pdf) {
  const auto r = RunShell("pdfinfo " + ShellQuote(pdf));
  std::smatch m;
  if (!std::regex_search(r.out, m, std::regex(R"(Pages:\s+([0-9]+))"))) return -1;
  return std::stoi(m[1]);
}

// The left edge of page `page`'s TrimBox (pdfinfo -box).
double TrimLeft(const std::string& pdf, int page) {
  const auto r = RunShell("pdfinfo -box -f " + std::to_string(page) + " -l " +
                          std::to_string(page) + " " + ShellQuote(pdf));
  std::smatch m;
  if (!std::regex_search(r.out, m, std::regex(R"(TrimBox:\s+([0-9.]+))"))) return -1;
  return std::stod(m[1]);
}

bool HasAsciiDigit(const std::string& s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}
// Arabic-Indic digits are U+0660..U+0669: D9 A0..D9 A9 in UTF-8.
bool HasArabicDigit(const std::string& s) {
  for (size_t i = 0; i + 1 < s.size(); ++i) {
    const auto a = static_cast<unsigned char>(s[i]), b = static_cast<unsigned char>(s[i + 1]);
    if (a == 0xD9 && b >= 0xA0 && b <= 0xA9) return true;
  }
  return false;
}
bool IsNumber(const std::string& s) {
  if (s.empty()) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= '0' && c <= '9') continue;
    if (c == 0xD9 && i + 1 < s.size()) {
      const auto b = static_cast<unsigned char>(s[i + 1]);
      if (b >= 0xA0 && b <= 0xA9) {
        ++i;
        continue;
      }
    }
    return false;
  }
  return true;
}

class RightToLeftBook : public testing::TestWithParam<const char*> {
 protected:
  // ctest runs each test in a process of its own (gtest_discover_tests): the book of the test's
  // language only is made, once per process.
  void SetUp() override {
    if (dir_ == nullptr) {
      dir_ = new ScratchDir;
      WriteWholeFile(dir_->Path("spec.json"), kSpec);
    }
    const std::string lang = GetParam();
    if (std::filesystem::exists(Pdf())) return;
    const auto r = RunPapermines("book " + ShellQuote(dir_->Path("spec.json")) + " --lang " + lang +
                                 " -o " + ShellQuote(Pdf()) + " --cover " + ShellQuote(Cover()));
    ASSERT_EQ(r.status, 0) << lang << ": " << r.err;
  }
  static void TearDownTestSuite() {
    delete dir_;
    dir_ = nullptr;
  }
  std::string Pdf() const { return dir_->Path(std::string(GetParam()) + ".pdf"); }
  std::string Cover() const { return dir_->Path(std::string(GetParam()) + "-cover.pdf"); }
  // The first page whose text holds every one of `words`.
  int PageWith(const std::vector<std::string>& words) const {
    for (int p = 1; p <= Pages(Pdf()); ++p) {
      const std::string text = PageText(Pdf(), p);
      if (std::all_of(words.begin(), words.end(),
                      [&](const std::string& w) { return text.find(w) != std::string::npos; })) {
        return p;
      }
    }
    return -1;
  }
  static ScratchDir* dir_;
};
ScratchDir* RightToLeftBook::dir_ = nullptr;

TEST_P(RightToLeftBook, TheContentsReadFromThePagesStartWithTheNumbersAtItsEnd) {
  // he, ar: each entry at the right end of its line, its page number at the left end; English
  // the other way round.
  const bool rtl = std::string(GetParam()) != "en";
  const int page = PageWith({"Warm-up", "Hexagons", "Reverse"});
  ASSERT_GT(page, 0);
  const std::vector<Box> words = Boxes(Pdf(), page, false);
  double left = 1e9, right = 0;  // the text's extent on the page
  for (const Box& w : words) {
    left = std::min(left, w.x0);
    right = std::max(right, w.x1);
  }
  for (const char* title : {"Warm-up", "Hexagons", "Reverse"}) {
    const auto it =
        std::find_if(words.begin(), words.end(), [&](const Box& w) { return w.text == title; });
    ASSERT_NE(it, words.end()) << title;
    // Set at 11 pt (a DejaVu word is about 1.16 times its size high), not squeezed to 6 pt.
    EXPECT_GT(it->y1 - it->y0, 11) << title << " is " << it->y1 - it->y0 << " pt high";
    EXPECT_NEAR(rtl ? it->x1 : it->x0, rtl ? right : left, 1.0) << title;
    // Its page number on the same line, at the other end, clear of the title.
    const double mid = (it->y0 + it->y1) / 2;
    const auto number = std::find_if(words.begin(), words.end(), [&](const Box& w) {
      return IsNumber(w.text) && w.y0 < mid && w.y1 > mid;
    });
    ASSERT_NE(number, words.end()) << title;
    if (rtl) {
      EXPECT_LT(number->x1 + 30, it->x0) << title;
      EXPECT_NEAR(number->x0, left, 1.0) << title;
    } else {
      EXPECT_GT(number->x0, it->x1 + 30) << title;
      EXPECT_NEAR(number->x1, right, 1.0) << title;
    }
  }
}

TEST_P(RightToLeftBook, TheKeyToTheMarksBesideEachAnswerHeading) {
  // The section's title at the line's start, the key to the marks (beginning with its mark, a
  // disk or a ring) whole at the other end, not squeezed into an ellipsis.
  const bool rtl = std::string(GetParam()) != "en";
  int headings = 0;
  for (int p = 1; p <= Pages(Pdf()); ++p) {
    const std::vector<Box> words = Boxes(Pdf(), p, false);
    for (const Box& h : words) {
      // An answer heading: a section's title in 12 pt bold (its opener's is 22 pt).
      if (h.text != "Hexagons" && h.text != "Reverse") continue;
      if (h.y1 - h.y0 < 13 || h.y1 - h.y0 > 16) continue;
      ++headings;
      const double mid = (h.y0 + h.y1) / 2;
      const auto mark = std::find_if(words.begin(), words.end(), [&](const Box& w) {
        return (w.text == "\u25CF" || w.text == "\u25CB") && w.y0 < mid && w.y1 > mid;
      });
      ASSERT_NE(mark, words.end()) << h.text << " on page " << p;
      if (rtl) {
        EXPECT_LT(mark->x1, h.x0 - 12) << h.text;
      } else {
        EXPECT_GT(mark->x0, h.x1 + 12) << h.text;
      }
    }
  }
  EXPECT_EQ(headings, 2);
}

TEST_P(RightToLeftBook, BoundOnTheRightThroughout) {
  // English: bound on the left; he and ar: on the right. Odd pages are left-hand pages there:
  // the bleed on their left, so the TrimBox starts at the bleed.
  const int pages = Pages(Pdf());
  ASSERT_GT(pages, 10);
  const bool rtl = std::string(GetParam()) != "en";
  int checked = 0;
  for (int p = 1; p <= pages; ++p) {
    const bool right_hand = (p % 2 == 1) != rtl;
    EXPECT_NEAR(TrimLeft(Pdf(), p), right_hand ? 0 : kBleed, 0.01) << "page " << p;
    // The folio (the last line, a number) in the outer corner: outside margin from the trim's
    // outer edge.
    const std::vector<Box> lines = Boxes(Pdf(), p, true);
    if (lines.empty()) continue;
    const auto folio = std::max_element(lines.begin(), lines.end(),
                                        [](const Box& a, const Box& b) { return a.y0 < b.y0; });
    std::string text = folio->text;
    while (!text.empty() && text.back() == ' ') text.pop_back();
    if (!IsNumber(text)) continue;
    ++checked;
    if (right_hand) {
      EXPECT_NEAR(folio->x1, kWidth - kOutside, 1.0) << "page " << p;
    } else {
      EXPECT_NEAR(folio->x0, kBleed + kOutside, 1.0) << "page " << p;
    }
  }
  EXPECT_GT(checked, 10);
  // The running head of a puzzle page (its first line, the section's title) in the outer corner.
  int heads = 0;
  for (int p = 1; p <= pages && heads < 4; ++p) {
    const bool right_hand = (p % 2 == 1) != rtl;
    const std::vector<Box> words = Boxes(Pdf(), p, false);
    if (words.empty()) continue;
    const auto head = std::min_element(words.begin(), words.end(),
                                       [](const Box& a, const Box& b) { return a.y0 < b.y0; });
    // A puzzle page of the first section: its running head, 8.5 pt (not the opener's title).
    if (head->text != "Warm-up" || head->y1 - head->y0 > 11) continue;
    ++heads;
    if (right_hand) {
      EXPECT_NEAR(head->x1, kWidth - kOutside, 1.0) << "page " << p;
    } else {
      EXPECT_NEAR(head->x0, kBleed + kOutside, 1.0) << "page " << p;
    }
  }
  EXPECT_GE(heads, 2);  // a left-hand and a right-hand page
  // The cover, outside up: the front (the title) on the right for a left-bound book, on the
  // left for a right-bound one.
  const std::vector<Box> cover = Boxes(Cover(), 1, false);
  const auto title =
      std::find_if(cover.begin(), cover.end(), [](const Box& w) { return w.text == "Sweeper"; });
  ASSERT_NE(title, cover.end());
  EXPECT_EQ(title->x0 < kWidth + kBleed, rtl) << title->x0;
}

TEST_P(RightToLeftBook, EveryLineOfTheCopyrightPageStartsAtThePagesStart) {
  // From the right in he and ar ("First edition" and the ISBN too), from the left in English.
  const bool rtl = std::string(GetParam()) != "en";
  const int page = PageWith({"First edition"});
  ASSERT_GT(page, 0);
  const std::vector<Box> lines = Boxes(Pdf(), page, true);
  ASSERT_GE(lines.size(), 5u);
  double left = 1e9, right = 0;
  for (const Box& l : lines) {
    left = std::min(left, l.x0);
    right = std::max(right, l.x1);
  }
  for (const Box& l : lines) EXPECT_NEAR(rtl ? l.x1 : l.x0, rtl ? right : left, 1.0) << l.text;
  // The ISBN and the edition as written.
  const std::string text = PageText(Pdf(), page);
  EXPECT_NE(text.find("978-3-16-148410-0"), std::string::npos) << text;
}

INSTANTIATE_TEST_SUITE_P(Languages, RightToLeftBook, testing::Values("he", "ar", "en"));

TEST(RightToLeft, TheArabicBooksPageNumbersInArabicIndicDigits) {
  const ScratchDir dir;
  WriteWholeFile(dir.Path("spec.json"), kSpec);
  const std::string pdf = dir.Path("ar.pdf");
  const auto r = RunPapermines("book " + ShellQuote(dir.Path("spec.json")) + " --lang ar -o " +
                               ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  int solution_lines = 0, folios = 0, contents = 0;
  for (int p = 1; p <= Pages(pdf); ++p) {
    const std::string text = PageText(pdf, p);
    std::istringstream in(text);
    std::string last;
    for (std::string line; std::getline(in, line);) {
      // "الحل في الصفحة N" (Solution on page N) under every puzzle.
      if (line.find("\u0627\u0644\u0635\u0641\u062D\u0629") != std::string::npos) {
        ++solution_lines;
        EXPECT_FALSE(HasAsciiDigit(line)) << "page " << p << ": " << line;
        EXPECT_TRUE(HasArabicDigit(line)) << "page " << p << ": " << line;
      }
      // The contents' entries (the sections' titles) and their page numbers.
      if (line.find("Hexagons") != std::string::npos) {
        ++contents;
        EXPECT_FALSE(HasAsciiDigit(line)) << "page " << p << ": " << line;
      }
      if (line.find_first_not_of(" \f") != std::string::npos) last = line;
    }
    // The folio: the page's last line, a number alone.
    std::vector<Box> lines = Boxes(pdf, p, true);
    if (lines.empty()) continue;
    const auto folio = std::max_element(lines.begin(), lines.end(),
                                        [](const Box& a, const Box& b) { return a.y0 < b.y0; });
    std::string t = folio->text;
    while (!t.empty() && t.back() == ' ') t.pop_back();
    if (IsNumber(t)) {
      ++folios;
      EXPECT_TRUE(HasArabicDigit(t) && !HasAsciiDigit(t)) << "page " << p << ": " << t;
    }
  }
  EXPECT_GT(solution_lines, 8);
  EXPECT_GT(folios, 10);
  EXPECT_GE(contents, 1);
}

TEST(RightToLeft, SheetsRulesExampleAndLegendAreRightAligned) {
  for (const char* lang : {"he", "ar"}) {
    const ScratchDir dir;
    const std::string pdf = dir.Path("s.pdf");
    const auto r = RunPapermines(std::string("sheet --size 6x6 -n 2 -s 3 --rules full --lang ") +
                                 lang + " -o " + ShellQuote(pdf));
    ASSERT_EQ(r.status, 0) << r.err;
    for (const std::string& file : {pdf, dir.Path("s-key.pdf")}) {
      const std::vector<Box> lines = Boxes(file, 1, true);
      ASSERT_FALSE(lines.empty()) << file;
      // The header: the lines above the first puzzle's column letters ("D": the worked
      // example has three columns).
      double header = 1e9;
      for (const Box& w : Boxes(file, 1, false)) {
        if (w.text == "D") header = std::min(header, w.y0);
      }
      const double left = 14.8 * kMm;  // the sheet's default side margins
      double right = 0;                // the title's right end
      for (const Box& l : lines) right = std::max(right, l.x1);
      int header_lines = 0;
      for (const Box& l : lines) {
        if (l.y1 > header) continue;
        ++header_lines;
        // Nothing starts at the left margin unless it runs across the page: every line of
        // text is set from the right.
        if (l.x0 < left + 2) {
          EXPECT_GT(l.x1, right - 40) << lang << " " << file << ": " << l.text;
        }
      }
      EXPECT_GE(header_lines, 2) << file;
    }
  }
}

TEST(RightToLeft, LatinNamesInARightToLeftReportAreDrawnAsWritten) {
  const ScratchDir dir;
  const std::string puzzles = std::string(PAPERMINES_TEST_DATA) + "/check/puzzles.mines";
  WriteWholeFile(dir.Path("class.mines"),
                 "student Smith, J.\n"
                 "puzzle reverse\ntopology square 3 3\nid rev3\nclicks 2\n0 0\n2 2\nend\n"
                 "student -2+3\n"
                 "puzzle reverse\ntopology square 3 3\nid rev3\nclicks 2\n0 0\n2 2\nend\n");
  for (const char* lang : {"he", "ar"}) {
    const std::string pdf = dir.Path(std::string(lang) + ".pdf");
    const auto r =
        RunPapermines("check " + ShellQuote(puzzles) + " " + ShellQuote(dir.Path("class.mines")) +
                      " --lang " + lang + " -o " + ShellQuote(pdf));
    ASSERT_TRUE(r.status == 0 || r.status == 1) << r.err;
    std::map<std::string, bool> seen;
    for (const Box& w : Boxes(pdf, 1, false)) seen[w.text] = true;
    // Word by word, in the order drawn from the left: "Smith," "J." and "-2+3".
    EXPECT_TRUE(seen["Smith,"] && seen["J."]) << lang;
    EXPECT_FALSE(seen[".Smith,"]) << lang;
    EXPECT_TRUE(seen["-2+3"]) << lang;
    EXPECT_FALSE(seen["2+3-"]) << lang;
    // A sheet's own title, on its pages, its key's and its hint pages'.
    const std::string sheet = dir.Path(std::string(lang) + "-sheet.pdf");
    const auto s = RunPapermines(std::string("sheet --title 'Math Club!' --hints 1 -n 1 --size 6x6 "
                                             "--lang ") +
                                 lang + " -o " + ShellQuote(sheet));
    ASSERT_EQ(s.status, 0) << s.err;
    for (const std::string& file : {sheet, dir.Path(std::string(lang) + "-sheet-key.pdf")}) {
      for (int page = 1; page <= Pages(file); ++page) {
        std::map<std::string, bool> on_page;
        for (const Box& w : Boxes(file, page, false)) on_page[w.text] = true;
        EXPECT_TRUE(on_page["Math"] && on_page["Club!"]) << lang << " " << file << " " << page;
        EXPECT_FALSE(on_page["!Math"]) << lang << " " << file << " " << page;
      }
    }
  }
}

}  // namespace
}  // namespace papermines
