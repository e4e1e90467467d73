// papermines book, and the page setup every document shares (render, sheet, book), through the
// binary: page sizes (pdfinfo), the contents against where sections really start (pdftotext per
// page), the nested outline and every link (qpdf --json), the inside margin on facing pages
// (pdftotext -bbox-layout), boards too large for the page, strict spec keys, determinism.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "nlohmann/json.hpp"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using nlohmann::json;
using testing_util::Greys;
using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

constexpr double kMm = 72 / 25.4;

// pdfinfo's "Page size: W x H pts" of page 1.
std::pair<double, double> PageSize(const std::string& pdf) {
  const auto r = RunShell("pdfinfo " + ShellQuote(pdf));
  std::smatch m;
  const std::regex re(R"(Page size:\s+([0-9.]+) x ([0-9.]+) pts)");
  if (r.status != 0 || !std::regex_search(r.out, m, re)) return {-1, -1};
  return {std::stod(m[1]), std::stod(m[2])};
}

int Pages(const std::string& pdf) {
  const auto r = RunShell("pdfinfo " + ShellQuote(pdf));
  std::smatch m;
  if (!std::regex_search(r.out, m, std::regex(R"(Pages:\s+([0-9]+))"))) return -1;
  return std::stoi(m[1]);
}

std::string PageText(const std::string& pdf, int page) {
  return RunShell("pdftotext -layout -f " + std::to_string(page) + " -l " + std::to_string(page) +
                  " " + ShellQuote(pdf) + " -")
      .out;
}

std::string FirstLine(const std::string& text) {
  size_t b = text.find_first_not_of(" \n\f");
  if (b == std::string::npos) return "";
  size_t e = text.find('\n', b);
  std::string line = text.substr(b, e - b);
  while (!line.empty() && line.back() == ' ') line.pop_back();
  return line;
}

// The smallest x of any word on a page (pdftotext -bbox-layout).
double LeftmostWord(const std::string& pdf, int page) {
  const auto r = RunShell("pdftotext -bbox-layout -f " + std::to_string(page) + " -l " +
                          std::to_string(page) + " " + ShellQuote(pdf) + " -");
  double x = 1e9;
  const std::regex re(R"re(<word xMin="([0-9.]+)")re");
  for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), re); it != std::sregex_iterator();
       ++it) {
    x = std::min(x, std::stod((*it)[1]));
  }
  return x;
}

const char* kSpec = R"({
  "title": "Sweeper Logic", "paper": "6x9in", "seed": 7, "answers": "back",
  "margins": {"top": "15mm", "bottom": "15mm", "inside": "22mm", "outside": "10mm"},
  "sections": [
    {"title": "Warm-up", "kind": "paper", "topology": "square", "size": "8x8", "difficulty": "easy", "count": 10},
    {"title": "Reverse", "kind": "reverse", "topology": "square", "size": "8x8", "count": 4},
    {"title": "From files", "files": ["mine.mines"]}]})";

class BookTest : public ::testing::Test {
 protected:
  void SetUp() override {
    WriteWholeFile(dir_.Path("mine.mines"), ReadWholeFile(PAPERMINES_TEST_DATA "/book-mine.mines"));
    WriteWholeFile(dir_.Path("book.json"), kSpec);
  }
  std::string Make(const std::string& extra = "") {
    const std::string out = dir_.Path("book.pdf");
    const auto r = RunPapermines("book " + ShellQuote(dir_.Path("book.json")) + " -o " +
                                 ShellQuote(out) + " " + extra);
    EXPECT_EQ(r.status, 0) << r.err;
    return out;
  }
  ScratchDir dir_;
};

TEST_F(BookTest, ContentsMatchWhereSectionsStart) {
  const std::string pdf = Make();
  const int pages = Pages(pdf);
  ASSERT_GT(pages, 6);
  // Find the contents page, read its entries "Title ..... N".
  int contents = 0;
  for (int p = 1; p <= pages && contents == 0; ++p) {
    if (FirstLine(PageText(pdf, p)) == "Contents") contents = p;
  }
  ASSERT_GT(contents, 0);
  const std::string text = PageText(pdf, contents);
  // One entry a line: the title, a dotted leader, the page number.
  const std::regex entry(R"(^\s*(\S[^.]*?)\s*[.\s]*\s([0-9]+)\s*$)");
  std::map<std::string, int> found;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_match(line, m, entry)) found[m[1]] = std::stoi(m[2]);
  }
  const std::vector<std::string> expected = {"Warm-up",          "Reverse",
                                             "From files",       "Answers: Warm-up",
                                             "Answers: Reverse", "Answers: From files"};
  ASSERT_EQ(found.size(), expected.size()) << text;
  int previous = 0;
  for (const std::string& title : expected) {
    ASSERT_TRUE(found.count(title)) << title << "\n" << text;
    const int page = found[title];
    const bool answers = title.rfind("Answers: ", 0) == 0;
    if (!answers) {
      // A section's entry names its opener page: the title on top, the page before another part.
      EXPECT_GT(page, previous) << title;
      EXPECT_EQ(FirstLine(PageText(pdf, page)), title) << "page " << page;
      EXPECT_NE(FirstLine(PageText(pdf, page - 1)), title) << "page " << page - 1;
    } else {
      // The answers flow on: a section's answers start under its heading on an answer page
      // (running head "Answers"), possibly the page where the previous section's end.
      EXPECT_GE(page, previous) << title;
      const std::string on = PageText(pdf, page);
      EXPECT_EQ(FirstLine(on), "Answers") << "page " << page;
      EXPECT_TRUE(std::regex_search(on, std::regex("(^|\n)\\s*" + title.substr(9) + "\\s")))
          << title << " on page " << page << ":\n"
          << on;
    }
    previous = page;
  }
  // Three sections' answers (17 compact grids) share pages: fewer answer pages than sections.
  EXPECT_LT(found["Answers: From files"] - found["Answers: Warm-up"] + 1, 3);
}

// Answers after each section, sections on recto pages, page numbers from 11: the contents still
// name the pages where the parts start, and every part starts on an odd page.
TEST_F(BookTest, AnswersAfterEachSectionOnRectoPages) {
  WriteWholeFile(dir_.Path("after.json"), R"({"title": "T", "paper": "a5", "answers": "after",
    "recto": true, "page_numbers": {"first": 11},
    "sections": [
      {"title": "One", "kind": "paper", "size": "6x6", "count": 3},
      {"title": "Two", "kind": "reverse", "size": "6x6", "count": 5, "per_page": "1x2"},
      {"title": "Three", "files": ["mine.mines"]}]})");
  const std::string pdf = dir_.Path("after.pdf");
  const auto r =
      RunPapermines("book " + ShellQuote(dir_.Path("after.json")) + " -o " + ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  const int pages = Pages(pdf);
  int contents = 0;
  for (int p = 1; p <= pages && contents == 0; ++p) {
    if (FirstLine(PageText(pdf, p)) == "Contents") contents = p;
  }
  ASSERT_GT(contents, 0);
  const std::regex entry(R"(^\s*(\S[^.]*?)\s*[.\s]*\s([0-9]+)\s*$)");
  std::vector<std::pair<std::string, int>> found;
  std::istringstream lines(PageText(pdf, contents));
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_match(line, m, entry)) found.push_back({m[1], std::stoi(m[2])});
  }
  const std::vector<std::string> order = {"One",          "Answers: One", "Two",
                                          "Answers: Two", "Three",        "Answers: Three"};
  ASSERT_EQ(found.size(), order.size());
  for (size_t i = 0; i < order.size(); ++i) {
    EXPECT_EQ(found[i].first, order[i]);
    const int physical = found[i].second - 10;  // page 1 is numbered 11
    EXPECT_EQ(physical % 2, 1) << order[i] << " starts on page " << physical;
    const bool answers = order[i].rfind("Answers: ", 0) == 0;
    EXPECT_EQ(FirstLine(PageText(pdf, physical)), answers ? "Answers" : order[i]);
    if (answers) {
      EXPECT_NE(PageText(pdf, physical).find(order[i].substr(9)), std::string::npos) << order[i];
    }
    // Its number is printed at the foot of that page.
    EXPECT_NE(PageText(pdf, physical).find(std::to_string(found[i].second)), std::string::npos);
  }
}

TEST_F(BookTest, OutlineNestsSectionsAndPointsAtTheirPages) {
  const std::string pdf = Make();
  const auto r = RunShell("qpdf --json --json-key=outlines " + ShellQuote(pdf) + " 2>/dev/null");
  const json doc = json::parse(r.out);
  const json& top = doc["outlines"];
  ASSERT_EQ(top.size(), 1u);
  EXPECT_EQ(top[0]["title"], "Sweeper Logic");
  std::map<std::string, json> kids;
  for (const json& k : top[0]["kids"]) kids[k["title"]] = k;
  for (const char* s : {"Warm-up", "Reverse", "From files", "Contents", "Answers"}) {
    ASSERT_TRUE(kids.count(s)) << s;
  }
  EXPECT_EQ(kids["Warm-up"]["kids"].size(), 10u);
  EXPECT_EQ(kids["Reverse"]["kids"].size(), 4u);
  EXPECT_EQ(FirstLine(PageText(pdf, kids["Reverse"]["destpageposfrom1"])), "Reverse");
  const json& answers = kids["Answers"]["kids"];
  ASSERT_EQ(answers.size(), 3u);
  EXPECT_EQ(answers[0]["title"], "Warm-up");
  EXPECT_EQ(answers[0]["kids"].size(), 10u);
  EXPECT_EQ(FirstLine(PageText(pdf, answers[1]["destpageposfrom1"])), "Answers");
  EXPECT_NE(PageText(pdf, answers[1]["destpageposfrom1"]).find("Reverse"), std::string::npos);
  // Puzzle 12 (the second reverse puzzle) is on the page its entry names.
  const json& p12 = kids["Reverse"]["kids"][1];
  EXPECT_EQ(p12["title"].get<std::string>().rfind("Puzzle 12", 0), 0u) << p12["title"];
  EXPECT_NE(PageText(pdf, p12["destpageposfrom1"]).find("12"), std::string::npos);
}

TEST_F(BookTest, EveryPuzzleLinksToItsAnswerAndBack) {
  const std::string pdf = Make();
  const auto r =
      RunShell("qpdf --json --json-key=qpdf --json-key=pages " + ShellQuote(pdf) + " 2>/dev/null");
  const json doc = json::parse(r.out);
  const json& objects = doc["qpdf"][1];
  // Page object -> page number; named destinations -> page object.
  std::map<std::string, int> page_of;
  for (const json& p : doc["pages"]) page_of[p["object"]] = p["pageposfrom1"];
  std::map<std::string, int> dest_page;
  std::map<std::string, int> link_page;  // annotation object -> page it is on
  for (const auto& [key, obj] : objects.items()) {
    const json& v = obj.contains("value") ? obj["value"] : obj;
    if (!v.is_object()) continue;
    if (v.contains("/Names") && v["/Names"].is_array()) {
      const json& names = v["/Names"];
      for (size_t i = 0; i + 1 < names.size(); i += 2) {
        dest_page[names[i].get<std::string>().substr(2)] = page_of[names[i + 1][0]];
      }
    }
    if (v.contains("/Annots") && v.contains("/MediaBox")) {
      const std::string page = key.substr(4);  // "obj:9 0 R" -> "9 0 R"
      for (const json& a : v["/Annots"]) link_page[a] = page_of[page];
    }
  }
  int puzzle_links = 0, answer_links = 0;
  std::set<std::string> targets;
  for (const auto& [key, obj] : objects.items()) {
    const json& v = obj.contains("value") ? obj["value"] : obj;
    if (!v.is_object() || !v.contains("/Subtype") || v["/Subtype"] != "/Link") continue;
    ASSERT_TRUE(v.contains("/Dest")) << key;
    const std::string dest = v["/Dest"].get<std::string>().substr(2);  // "u:answer-3"
    ASSERT_TRUE(dest_page.count(dest)) << "unresolved link to " << dest;
    targets.insert(dest);
    const int from = link_page[key.substr(4)];
    std::smatch m;
    if (std::regex_match(dest, m, std::regex(R"((puzzle|answer)-([0-9]+))"))) {
      const std::string n = m[2];
      if (m[1] == "answer") {
        ++puzzle_links;
        // The answer's caption names the page the puzzle is on: "N · p. FROM".
        const std::string text = PageText(pdf, dest_page[dest]);
        EXPECT_TRUE(std::regex_search(
            text, std::regex("(^|\\s)" + n + "\\s+·\\s+p\\.\\s+" + std::to_string(from) + "\\b")))
            << dest << " from page " << from << ":\n"
            << text;
      } else {
        ++answer_links;
      }
    }
  }
  const int n = 10 + 4 + 3;
  EXPECT_EQ(puzzle_links, n);
  EXPECT_EQ(answer_links, n);
  for (int i = 1; i <= n; ++i) {
    EXPECT_TRUE(targets.count("puzzle-" + std::to_string(i))) << i;
    EXPECT_TRUE(targets.count("answer-" + std::to_string(i))) << i;
  }
}

TEST_F(BookTest, InsideMarginAlternatesOnFacingPages) {
  // Answer pages start at the body's left edge: the section heading or the first answer's caption
  // on a recto page, the running head on a verso page (it sits on the outside).
  WriteWholeFile(dir_.Path("long.json"), R"({"paper": "6x9in",
    "margins": {"top": "15mm", "bottom": "15mm", "inside": "22mm", "outside": "10mm"},
    "sections": [{"title": "A", "kind": "paper", "size": "8x8", "count": 60}]})");
  const std::string pdf = dir_.Path("long.pdf");
  ASSERT_EQ(
      RunPapermines("book -q " + ShellQuote(dir_.Path("long.json")) + " -o " + ShellQuote(pdf))
          .status,
      0);
  const int pages = Pages(pdf);
  int recto = 0, verso = 0;
  for (int p = 1; p <= pages; ++p) {
    if (FirstLine(PageText(pdf, p)) != "Answers") continue;
    // Odd pages: the 22 mm inside margin on the left; even pages: the 10 mm outside margin.
    EXPECT_NEAR(LeftmostWord(pdf, p), p % 2 == 1 ? 22 * kMm : 10 * kMm, 2.0) << "page " << p;
    ++(p % 2 == 1 ? recto : verso);
  }
  EXPECT_GE(recto, 1);
  EXPECT_GE(verso, 1);
}

TEST_F(BookTest, SameSpecSameBytesForAnyJobs) {
  const std::string a = ReadWholeFile(Make("-j 1"));
  const std::string b = ReadWholeFile(Make("-j 2 --quiet"));
  ASSERT_FALSE(a.empty());
  EXPECT_EQ(a, b);
}

TEST_F(BookTest, NoProgressBarOnAPipe) {
  const auto r = RunPapermines("book " + ShellQuote(dir_.Path("book.json")) + " -o " +
                               ShellQuote(dir_.Path("b.pdf")));
  EXPECT_EQ(r.status, 0);
  // stderr is a file here: no bar (no carriage returns, no label), only warnings.
  EXPECT_EQ(r.err.find('\r'), std::string::npos);
  EXPECT_EQ(r.err.find("book: "), std::string::npos) << r.err;
}

TEST_F(BookTest, ProgressBarOnATerminalUnlessQuiet) {
  // script(1) runs the command on a pseudo-terminal and copies what it prints to stdout.
  const std::string cmd = std::string(PAPERMINES_BINARY) + " book " +
                          ShellQuote(dir_.Path("book.json")) + " -o " +
                          ShellQuote(dir_.Path("t.pdf"));
  auto r = RunShell("script -qec " + ShellQuote(cmd) + " /dev/null");
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("book: puzzles ["), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("book: pages ["), std::string::npos) << r.out;
  r = RunShell("script -qec " + ShellQuote(cmd + " --quiet") + " /dev/null");
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out.find("book: "), std::string::npos) << r.out;
}

TEST(Progress, SheetDrawsABarOnATerminalOnly) {
  ScratchDir dir;
  const std::string cmd =
      std::string(PAPERMINES_BINARY) + " sheet -n 8 --size 6x6 -o " + ShellQuote(dir.Path("s.pdf"));
  auto r = RunShell("script -qec " + ShellQuote(cmd) + " /dev/null");
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("sheet ["), std::string::npos) << r.out;
  r = RunShell("script -qec " + ShellQuote(cmd + " --quiet") + " /dev/null");
  EXPECT_EQ(r.out.find("sheet ["), std::string::npos) << r.out;
  r = RunPapermines("sheet -n 8 --size 6x6 -o " + ShellQuote(dir.Path("p.pdf")));  // a pipe
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.err, "");
}

// Word heights from pdftotext -bbox: DejaVu Sans sets a word 1.164 times its size high. Words
// of one character are left out: the numbers and marks inside a grid scale with its cells (the
// compact answer grids' are smaller), what is measured here is text: captions, headings, ids.
double SmallestWordHeight(const std::string& pdf) {
  const auto r = RunShell("pdftotext -bbox " + ShellQuote(pdf) + " -");
  const std::regex re(R"re(yMin="([0-9.]+)" xMax="[0-9.]+" yMax="([0-9.]+)">([^<]*)</word>)re");
  double h = 1e9;
  for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), re); it != std::sregex_iterator();
       ++it) {
    const std::string word = (*it)[3];
    const auto chars = std::count_if(word.begin(), word.end(), [](char c) {
      return (static_cast<unsigned char>(c) & 0xC0) != 0x80;  // UTF-8: not a continuation byte
    });
    const bool one_char = chars == 1;
    if (one_char) continue;
    h = std::min(h, std::stod((*it)[2]) - std::stod((*it)[1]));
  }
  return h;
}

// The heights of the caption lines of a PDF's puzzle pages (pdftotext -bbox), in points of type
// (DejaVu Sans sets a word 1.164 times its size high): a line holding a separator "·". For books
// without answer pages (the answers' captions are the key's, set smaller), front matter and
// section titles with a "·", every such line is a caption.
std::vector<double> CaptionSizes(const std::string& pdf) {
  const auto r = RunShell("pdftotext -bbox " + ShellQuote(pdf) + " -");
  const std::regex re(R"re(yMin="([0-9.]+)" xMax="[0-9.]+" yMax="([0-9.]+)">([^<]*)</word>)re");
  std::vector<double> sizes;
  for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), re); it != std::sregex_iterator();
       ++it) {
    if ((*it)[3] != "\u00B7") continue;
    sizes.push_back((std::stod((*it)[2]) - std::stod((*it)[1])) / 1.164);
  }
  return sizes;
}

// A caption on a puzzle page is a student's: never under 9 pt, as on a worksheet. Parts that do
// not fit are left out (from the least needed: the rating, the difficulty, then an id), with a
// warning; what a student needs (a reverse target, a mine count that is a clue) is never left out
// and the layout makes room for it. Over several trims and kinds. Before, reverse captions shrank
// to 7.3 pt (6.85 pt with 6x6 boards).
TEST_F(BookTest, CaptionsNeverBelowNinePoints) {
  struct Case {
    std::string paper, section;
  };
  const std::vector<Case> cases = {
      {"6x9in", R"("kind": "reverse", "size": "6x6", "difficulty": "easy", "count": 6)"},
      {"6x9in", R"("kind": "reverse", "size": "8x8", "count": 6)"},
      {"5x8in", R"("kind": "reverse", "size": "6x6", "difficulty": "easy", "count": 6)"},
      {"a5", R"("kind": "reverse", "size": "7x7", "count": 6)"},
      {"8.5x11in", R"("kind": "reverse", "size": "6x6", "difficulty": "easy", "count": 9)"},
      {"6x9in", R"("kind": "oneclick", "size": "6x6", "count": 9)"},
      {"5x8in", R"("kind": "paper", "size": "6x6", "mine_count": "shown", "count": 9)"},
      {"a4", R"("kind": "paper", "size": "6x6", "difficulty": "easy", "count": 9)"}};
  int k = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE(c.paper + ": " + c.section);
    const std::string spec = dir_.Path(absl::StrCat("c", k, ".json"));
    const std::string out = dir_.Path(absl::StrCat("c", k++, ".pdf"));
    WriteWholeFile(spec, absl::StrCat(R"({"paper": ")", c.paper, R"(", "answers": "none",
      "captions": {"id": true},
      "front_matter": {"title_page": false, "how_to_play": false, "contents": false},
      "sections": [{"title": "S", )",
                                      c.section, "}]}"));
    const auto r = RunPapermines("book " + ShellQuote(spec) + " -o " + ShellQuote(out));
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<double> sizes = CaptionSizes(out);
    ASSERT_FALSE(sizes.empty());
    EXPECT_GE(*std::min_element(sizes.begin(), sizes.end()), 9 - 0.05);
    // What is left out is said, at 9 pt; never a part the student needs.
    std::istringstream lines(r.err);
    for (std::string line; std::getline(lines, line);) {
      EXPECT_TRUE(std::regex_match(
          line, std::regex("papermines: warning: section 'S': captions too long for 9 pt: the "
                           "(rating|difficulty|id) is left out")))
          << line;
    }
    if (c.section.find("reverse") != std::string::npos) {
      EXPECT_NE(RunShell("pdftotext " + ShellQuote(out) + " -").out.find("clicks"),
                std::string::npos);
    }
  }
  // Narrow slots (4 across on 6 x 9 in) leave the ids out, and say so.
  WriteWholeFile(dir_.Path("narrow.json"), R"({"paper": "6x9in", "captions": {"id": true},
    "sections": [
    {"title": "Narrow", "kind": "paper", "size": "4x4", "difficulty": "easy", "count": 8,
     "per_page": "4x3"}]})");
  const auto r = RunPapermines("book " + ShellQuote(dir_.Path("narrow.json")) + " -o " +
                               ShellQuote(dir_.Path("n.pdf")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("warning: section 'Narrow': captions too long for 9 pt: the id is left out"),
            std::string::npos)
      << r.err;
  EXPECT_GE(SmallestWordHeight(Make()), 6 * 1.164 - 0.05);
}

// The ids under the answers of a PDF, each put together from its lines: the words set at 6 pt
// (pdftotext -bbox: about 7 pt high), the lines of one id centred on the same x, one right under
// the other, three characters or more; ids in the same column are a grid apart. `narrowest`: the
// least width a character of them takes. An id cut short ends in an ellipsis that stands for all
// the characters it hides (pdftotext reads them), about 2.6 pt a character where whole lines
// take 3.5.
struct Ids {
  std::vector<std::string> ids;
  double narrowest = 1e9;
};
Ids AnswerIds(const std::string& pdf) {
  const auto r = RunShell("pdftotext -bbox " + ShellQuote(pdf) + " -");
  const std::regex re(
      R"re(<page |xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*)</word>)re");
  struct Word {
    int page;
    double x, top, bottom;
    std::string text;
  };
  std::vector<Word> words;
  Ids out;
  int page = 0;
  for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), re); it != std::sregex_iterator();
       ++it) {
    if ((*it)[1].length() == 0) {
      ++page;
      continue;
    }
    const double left = std::stod((*it)[1]), right = std::stod((*it)[3]);
    const double top = std::stod((*it)[2]), bottom = std::stod((*it)[4]);
    const std::string text = (*it)[5];
    // (a grid's numbers and marks are single characters)
    if (bottom - top < 6.5 || bottom - top > 7.5 || text.size() < 3) continue;
    words.push_back({page, (left + right) / 2, top, bottom, text});
    out.narrowest = std::min(out.narrowest, (right - left) / static_cast<double>(text.size()));
  }
  std::sort(words.begin(), words.end(), [](const Word& a, const Word& b) {
    return std::tie(a.page, a.top) < std::tie(b.page, b.top);
  });
  std::vector<bool> used(words.size());
  for (size_t i = 0; i < words.size(); ++i) {
    if (used[i]) continue;
    std::string id = words[i].text;
    double bottom = words[i].bottom;
    for (size_t j = i + 1; j < words.size(); ++j) {
      if (used[j] || words[j].page != words[i].page || std::abs(words[j].x - words[i].x) > 2) {
        continue;
      }
      if (words[j].top - bottom > 3) break;  // the next answer's id in this column
      id += words[j].text;
      bottom = words[j].bottom;
      used[j] = true;
    }
    out.ids.push_back(id);
  }
  return out;
}

TEST_F(BookTest, AnswerIdsArePrintedWhole) {
  // The sample book (its last section mosaics): five hex answers to a row on a 6 x 9 in page
  // with a wide inside margin; their ids take four lines at 6 pt (they were cut after three:
  // "s534673244222…"). Every id is there, whole, and no line of one is an ellipsis standing for
  // the rest.
  const std::string sample = std::string(PAPERMINES_TEST_DATA) + "/../../samples/book.json";
  const std::string out = dir_.Path("sample.pdf");
  const auto r = RunPapermines("book -q " + ShellQuote(sample) + " -o " + ShellQuote(out));
  ASSERT_EQ(r.status, 0) << r.err;
  const Ids found = AnswerIds(out);
  ASSERT_EQ(found.ids.size(), 48u);
  const std::regex whole(
      R"((sq8x8|hex7x7|rev-sq8x8|sq9x9|mos10x10)-[a-z0-9-]+-s[0-9]{6,}-([0-9]+))");
  std::map<std::string, int> hex, mosaic;
  for (const std::string& id : found.ids) {
    std::smatch m;
    ASSERT_TRUE(std::regex_match(id, m, whole)) << id;
    if (m[1] == "hex7x7") ++hex[m[2]];
    if (m[1] == "mos10x10") ++mosaic[m[2]];
  }
  EXPECT_EQ(hex.size(), 10u);    // ten hex ids, each its own
  EXPECT_EQ(mosaic.size(), 8u);  // and the pictures' eight
  EXPECT_GT(found.narrowest, 3.0);
}

TEST_F(BookTest, UnknownKeysAreNamed) {
  WriteWholeFile(
      dir_.Path("bad.json"),
      R"({"sections": [{"title": "A", "kind": "paper", "dificulty": "easy", "count": 2}]})");
  auto r = RunPapermines("book " + ShellQuote(dir_.Path("bad.json")) + " -o " +
                         ShellQuote(dir_.Path("x.pdf")));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("sections[0]: unknown key \"dificulty\""), std::string::npos) << r.err;
  WriteWholeFile(dir_.Path("bad2.json"), R"({"colour": "red", "sections": []})");
  r = RunPapermines("book " + ShellQuote(dir_.Path("bad2.json")) + " -o " +
                    ShellQuote(dir_.Path("x.pdf")));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown key \"colour\""), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir_.Path("x.pdf")));
}

// A page key's error names it as the spec spells it (min_cell), not as the command line does.
TEST_F(BookTest, PageKeyErrorsNameTheSpecsKey) {
  WriteWholeFile(dir_.Path("cell.json"),
                 R"({"min_cell": "x", "sections": [{"title": "A", "kind": "paper", "count": 1}]})");
  const auto r = RunPapermines("book " + ShellQuote(dir_.Path("cell.json")) + " -o " +
                               ShellQuote(dir_.Path("x.pdf")));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("\"min_cell\" must be a length of at least 1pt"), std::string::npos)
      << r.err;
  EXPECT_EQ(r.err.find("min-cell"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir_.Path("x.pdf")));
}

TEST_F(BookTest, BoardTooLargeIsRefusedBeforeGenerating) {
  // The first section alone would take hours; the second cannot fit. Nothing is generated.
  WriteWholeFile(dir_.Path("big.json"), R"({"paper": "6x9in", "sections": [
    {"title": "Long", "kind": "paper", "size": "30x30", "difficulty": "expert", "count": 100000},
    {"title": "Huge", "kind": "paper", "size": "200x200", "count": 1}]})");
  const auto r = RunPapermines("book " + ShellQuote(dir_.Path("big.json")) + " -o " +
                               ShellQuote(dir_.Path("x.pdf")));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("the largest that fits"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir_.Path("x.pdf")));
  // A file section's 6 x 6 boards do not fit with 40 mm cells; the 3 x 3 section before it
  // would never finish (no 3 x 3 expert table exists): the misfit is found first.
  WriteWholeFile(dir_.Path("files.json"), R"({"min_cell": "40mm", "sections": [
    {"title": "Never", "kind": "paper", "size": "3x3", "difficulty": "expert", "count": 100000},
    {"title": "From files", "files": ["mine.mines"]}]})");
  const auto f = RunPapermines("book " + ShellQuote(dir_.Path("files.json")) + " -o " +
                               ShellQuote(dir_.Path("x.pdf")));
  EXPECT_EQ(f.status, 2);
  EXPECT_NE(f.err.find("(From files): puzzle 1 does not fit"), std::string::npos) << f.err;
}

// A book states only what was proven: a file puzzle that `solve` finds multiple, none (or cannot
// decide) refuses the book, named FILE:LINE with its label as solve prints it, before anything is
// generated (the "Never" section would run for hours) and with nothing written.
TEST_F(BookTest, FilePuzzlesNotUniqueAreRefused) {
  WriteWholeFile(dir_.Path("multi.mines"),
                 "# a unique puzzle, then one with two solutions\n"
                 "puzzle paper\ntopology square 1 3\nclues\n1 . 1\nend\n\n"
                 "puzzle paper\ntopology square 1 3\nclues\n. 1 .\nend\n");
  WriteWholeFile(dir_.Path("none.mines"),
                 "puzzle paper\ntopology square 1 3\nid contra\nclues\n0 . 1\nend\n");
  // The same puzzle as a puzz.link URL in a list: located at its line.
  const auto url =
      RunPapermines("export --format puzzlink " + ShellQuote(dir_.Path("multi.mines")));
  ASSERT_EQ(url.status, 0) << url.err;
  WriteWholeFile(dir_.Path("urls.txt"), "# urls\n\n" + url.out);
  struct Case {
    std::string file, place, what;
  };
  const std::vector<Case> cases = {
      {"multi.mines", "multi.mines:8: puzzle #2 has more than one solution (solve says multiple)",
       "multiple"},
      {"none.mines", "none.mines:1: puzzle contra has no solution (solve says none)", "none"},
      {"urls.txt", "urls.txt:4: puzzle #2 has more than one solution (solve says multiple)",
       "multiple"},
  };
  for (const Case& c : cases) {
    const auto solve = RunPapermines("solve " + ShellQuote(dir_.Path(c.file)));
    EXPECT_EQ(solve.status, 1) << solve.out;  // the independent verdict: solve says the same
    EXPECT_NE(solve.out.find(c.what), std::string::npos) << solve.out;
    WriteWholeFile(dir_.Path("f.json"), absl::StrCat(R"({"sections": [
      {"title": "Never", "kind": "paper", "size": "30x30", "difficulty": "expert", "count": 100000},
      {"title": "From files", "files": ["mine.mines", ")",
                                                     c.file, R"("]}]})"));
    for (const char* out : {"x.pdf", "x.html"}) {
      const auto r = RunPapermines("book " + ShellQuote(dir_.Path("f.json")) + " -o " +
                                   ShellQuote(dir_.Path(out)) + " --time-limit 60");
      EXPECT_EQ(r.status, 2) << c.file << ": " << r.err;
      EXPECT_NE(r.err.find(c.place), std::string::npos) << r.err;
      EXPECT_NE(r.err.find("a book prints only puzzles with exactly one solution"),
                std::string::npos)
          << r.err;
      EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
      EXPECT_FALSE(std::filesystem::exists(dir_.Path(out)));
    }
  }
  // The unique puzzle alone makes a book whose words ("every one with a unique solution") hold.
  WriteWholeFile(dir_.Path("one.mines"), "puzzle paper\ntopology square 1 3\nclues\n1 . 1\nend\n");
  WriteWholeFile(dir_.Path("g.json"), R"({"sections": [{"title": "F", "files": ["one.mines"]}]})");
  const auto ok = RunPapermines("book " + ShellQuote(dir_.Path("g.json")) + " -o " +
                                ShellQuote(dir_.Path("g.pdf")));
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_NE(PageText(dir_.Path("g.pdf"), 1).find("unique solution"), std::string::npos);
}

// --- Page setup, shared by sheet and render ------------------------------------------------

// Every line of `text` as a multiset (blank lines dropped).
std::multiset<std::string> LineSet(const std::string& text) {
  std::multiset<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) out.insert(line);
  }
  return out;
}

// Every match of group 1 of `re` in `text`, in order.
std::vector<std::string> All(const std::string& text, const std::string& re) {
  std::vector<std::string> out;
  const std::regex r(re);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), r); it != std::sregex_iterator();
       ++it) {
    out.push_back((*it)[1]);
  }
  return out;
}

// The issue-11 section keys reach the generator as gen paper's flags do: a section with its own
// seed is the same run as `gen paper` with those flags (same ids, which name opening, rating range
// and mine count); its captions carry the shown mine count and the rating `solve` gives; with
// "qr" every code on a page scanned at 300 dpi decodes to the URL `export` gives.
TEST_F(BookTest, SparseRatedShownCountSectionsWithQrCodes) {
  WriteWholeFile(dir_.Path("qr.json"), R"({"title": "Codes", "paper": "a4", "qr": true,
    "answers": "none", "captions": {"id": true}, "front_matter": {"title_page": false, "how_to_play": false, "contents": false},
    "sections": [{"title": "Sparse", "kind": "paper", "size": "6x6", "opening": "sparse",
                  "rating": "3-6.9", "mine_count": "shown", "seed": 5, "count": 3}]})");
  const std::string pdf = dir_.Path("qr.pdf");
  auto r = RunPapermines("book " + ShellQuote(dir_.Path("qr.json")) + " -o " + ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string mines = dir_.Path("p.mines");
  ASSERT_EQ(RunPapermines("gen paper --rows 6 --cols 6 --opening sparse --rating 3-6.9 "
                          "--mine-count shown --seed 5 --count 3 -o " +
                          ShellQuote(mines))
                .status,
            0);
  const std::string file = ReadWholeFile(mines);
  const std::vector<std::string> ids = All(file, R"(\nid (\S+))");
  const std::vector<std::string> counts = All(file, R"(\nmines (\d+) shown)");
  ASSERT_EQ(ids.size(), 3u);
  ASSERT_EQ(counts.size(), 3u);
  auto solved = RunPapermines("solve " + ShellQuote(mines));
  ASSERT_EQ(solved.status, 0) << solved.err;
  const std::vector<std::string> ratings = All(solved.out, R"(rating ([0-9.]+))");
  ASSERT_EQ(ratings.size(), 3u) << solved.out;
  const std::string text = RunShell("pdftotext -raw " + ShellQuote(pdf) + " -").out;
  for (int i = 0; i < 3; ++i) {
    EXPECT_NE(text.find(absl::StrCat(i + 1, " \u00B7 ", counts[i], " mines")), std::string::npos)
        << text;
    EXPECT_NE(text.find("rating " + ratings[i]), std::string::npos) << text;
  }
  // puzz.link's mines genre has no mine count: a URL of these puzzles would be another puzzle, so
  // the export refuses them and the book prints no code for them.
  auto refused = RunPapermines("export --format puzzlink " + ShellQuote(mines));
  EXPECT_EQ(refused.status, 2);
  EXPECT_NE(refused.err.find("has no mine count"), std::string::npos) << refused.err;
  auto no_code = RunShell("pdftoppm -r 300 -png -f 2 " + ShellQuote(pdf) + " " +
                          ShellQuote(dir_.Path("count")) + " && zbarimg -q --raw " +
                          ShellQuote(dir_.Path("count")) + "-*.png");
  EXPECT_EQ(no_code.status, 4) << no_code.out;  // zbarimg: no code found
  // The same section with the count hidden: a code per puzzle, its puzz.link URL.
  WriteWholeFile(
      dir_.Path("hidden.json"),
      std::regex_replace(ReadWholeFile(dir_.Path("qr.json")),
                         std::regex(R"("mine_count": "shown")"), R"("mine_count": "hidden")"));
  const std::string hidden_pdf = dir_.Path("hidden.pdf");
  ASSERT_EQ(RunPapermines("book " + ShellQuote(dir_.Path("hidden.json")) + " -o " +
                          ShellQuote(hidden_pdf))
                .status,
            0);
  const std::string hidden_mines = dir_.Path("h.mines");
  ASSERT_EQ(RunPapermines("gen paper --rows 6 --cols 6 --opening sparse --rating 3-6.9 "
                          "--seed 5 --count 3 -o " +
                          ShellQuote(hidden_mines))
                .status,
            0);
  // Beside a code the caption has room for the id too.
  const std::string hidden_text = RunShell("pdftotext -raw " + ShellQuote(hidden_pdf) + " -").out;
  for (const std::string& id : All(ReadWholeFile(hidden_mines), R"(\nid (\S+))")) {
    EXPECT_NE(hidden_text.find(id), std::string::npos) << id << "\n" << hidden_text;
  }
  auto urls = RunPapermines("export --format puzzlink " + ShellQuote(hidden_mines));
  ASSERT_EQ(urls.status, 0) << urls.err;
  ASSERT_EQ(LineSet(urls.out).size(), 3u);
  // Page 1 is the section's opener; the puzzles (and their codes) follow.
  auto scan = RunShell("pdftoppm -r 300 -png -f 2 " + ShellQuote(hidden_pdf) + " " +
                       ShellQuote(dir_.Path("scan")) + " && zbarimg -q --raw " +
                       ShellQuote(dir_.Path("scan")) + "-*.png");
  ASSERT_EQ(scan.status, 0) << "pdftoppm or zbarimg missing or failed: " << scan.err;
  EXPECT_EQ(LineSet(scan.out), LineSet(urls.out)) << scan.out;

  // The playable page carries the same captions: the shown count (bold) and the rating.
  r = RunPapermines("book " + ShellQuote(dir_.Path("qr.json")) + " -o " +
                    ShellQuote(dir_.Path("qr.html")));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string page = ReadWholeFile(dir_.Path("qr.html"));
  for (int i = 0; i < 3; ++i) {
    EXPECT_NE(page.find(absl::StrCat("<b class=\"chip\">", counts[i], " mines</b>")),
              std::string::npos);
    EXPECT_NE(page.find("rating " + ratings[i]), std::string::npos);
  }

  // Without "qr" (and without --qr) there is no code; --qr alone adds them.
  WriteWholeFile(dir_.Path("noqr.json"), std::regex_replace(ReadWholeFile(dir_.Path("hidden.json")),
                                                            std::regex(R"("qr": true,)"), ""));
  r = RunPapermines("book " + ShellQuote(dir_.Path("noqr.json")) + " -o " +
                    ShellQuote(dir_.Path("noqr.pdf")));
  ASSERT_EQ(r.status, 0) << r.err;
  auto none = RunShell("pdftoppm -r 300 -png " + ShellQuote(dir_.Path("noqr.pdf")) + " " +
                       ShellQuote(dir_.Path("n")) + " && zbarimg -q --raw " +
                       ShellQuote(dir_.Path("n")) + "-*.png");
  EXPECT_EQ(none.status, 4) << none.out;  // zbarimg: no code found
  r = RunPapermines("book " + ShellQuote(dir_.Path("noqr.json")) + " --qr -o " +
                    ShellQuote(dir_.Path("flag.pdf")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(ReadWholeFile(dir_.Path("flag.pdf")), ReadWholeFile(hidden_pdf));
}

// A hex section above easy is sparse, as `sheet --topology hex` is (README "Hex tables"); an
// explicit "opening" wins.
TEST_F(BookTest, HexAboveEasyIsSparse) {
  WriteWholeFile(dir_.Path("hex.json"), R"({"sections": [
    {"title": "Hex", "kind": "paper", "topology": "hex", "size": "6x6", "difficulty": "hard",
     "seed": 9, "count": 2}]})");
  auto r = RunPapermines("book " + ShellQuote(dir_.Path("hex.json")) + " -o " +
                         ShellQuote(dir_.Path("hex.html")));
  ASSERT_EQ(r.status, 0) << r.err;
  auto gen = RunPapermines(
      "gen paper --topology hex --rows 6 --cols 6 --opening sparse --difficulty hard --seed 9 "
      "--count 2");
  ASSERT_EQ(gen.status, 0) << gen.err;
  const std::vector<std::string> ids = All(gen.out, R"(\nid (\S+))");
  ASSERT_EQ(ids.size(), 2u);
  EXPECT_EQ(All(ReadWholeFile(dir_.Path("hex.html")), R"re(data-puzzle-id="([^"]+)")re"), ids);
}

// book -o X.html: one self-contained playable page with the book's title, every puzzle in book
// order (the page contract of render/html.h), and each section's heading before its puzzles.
TEST_F(BookTest, HtmlIsOnePlayablePageInBookOrder) {
  const std::string html = dir_.Path("book.html");
  auto r = RunPapermines("book " + ShellQuote(dir_.Path("book.json")) + " -o " + ShellQuote(html));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string page = ReadWholeFile(html);
  EXPECT_NE(page.find("<title>Sweeper Logic</title>"), std::string::npos);
  // No network, no external file.
  EXPECT_EQ(page.find("src=\"http"), std::string::npos);
  EXPECT_EQ(page.find("<link"), std::string::npos);
  // The puzzles: 10 paper, 4 reverse, then the file's, in that order.
  const std::vector<std::string> kinds = All(page, R"re(data-kind="([a-z]+)")re");
  const std::string file = ReadWholeFile(dir_.Path("mine.mines"));
  const size_t from_file = All(file, R"((?:^|\n)puzzle )").size();
  ASSERT_EQ(kinds.size(), 14 + from_file);
  for (size_t i = 0; i < kinds.size(); ++i) {
    EXPECT_EQ(kinds[i], i < 10 ? "paper" : i < 14 ? "reverse" : kinds[i]) << i;
  }
  const std::vector<std::string> ids = All(page, R"re(data-puzzle-id="([^"]+)")re");
  EXPECT_EQ(std::set<std::string>(ids.begin(), ids.end()).size(), ids.size());
  const std::vector<std::string> file_ids = All(file, R"(\nid (\S+))");
  ASSERT_EQ(file_ids.size(), from_file);
  EXPECT_TRUE(std::equal(file_ids.begin(), file_ids.end(), ids.end() - from_file));
  // One puzzle at a time; each gets the page's one toolbar (check, answer, ...) when shown.
  EXPECT_NE(page.find("data-view=\"one\""), std::string::npos);
  EXPECT_EQ(All(page, R"re(<button type="button" data-action="(check)")re").size(), 1u);
  EXPECT_EQ(All(page, R"re(<button type="button" data-action="(answer)")re").size(), 1u);
  // The contents: the three sections with their sizes.
  EXPECT_EQ(All(page, R"re(<li data-first="\d+" data-count="\d+"><h2>([^<]+)</h2>)re"),
            (std::vector<std::string>{"Warm-up", "Reverse", "From files"}));
  EXPECT_NE(page.find("data-r=\"0\" data-c=\"0\""), std::string::npos);
  // A hidden mine count is answer data: no paper puzzle's label gives it away.
  for (const std::string& label :
       All(page, R"re(data-kind="paper"[^>]*><div class="label[^"]*"><h2>(.*?)</h2>)re")) {
    EXPECT_EQ(label.find("mines"), std::string::npos) << label;
  }
  EXPECT_EQ(
      All(page, R"re(data-kind="paper"[^>]*><div class="label[^"]*"><h2>(.*?)</h2>)re").size(),
      static_cast<size_t>(std::count(kinds.begin(), kinds.end(), "paper")));
  // Headings: in order, each just before its section's first puzzle.
  EXPECT_EQ(All(page, R"re(<h2 class="section-title" data-section="\d+">([^<]+)</h2>)re"),
            (std::vector<std::string>{"Warm-up", "Reverse", "From files"}));
  const size_t reverse_head = page.find("class=\"section-title\" data-section=\"1\">Reverse</h2>");
  ASSERT_NE(reverse_head, std::string::npos);
  EXPECT_EQ(page.find("data-kind=\"reverse\""),
            page.find("data-kind=", reverse_head));  // the first puzzle after it is reverse
  // Same spec, same bytes.
  r = RunPapermines("book " + ShellQuote(dir_.Path("book.json")) + " -j 1 -o " +
                    ShellQuote(dir_.Path("again.html")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(ReadWholeFile(dir_.Path("again.html")), page);
}

TEST_F(BookTest, PaperKeysAreCheckedAndOtherOutputsRefused) {
  const auto refused = [&](const std::string& section, const std::string& message) {
    WriteWholeFile(dir_.Path("bad.json"), "{\"sections\": [" + section + "]}");
    auto r = RunPapermines("book " + ShellQuote(dir_.Path("bad.json")) + " -o " +
                           ShellQuote(dir_.Path("x.pdf")));
    EXPECT_EQ(r.status, 2) << section;
    EXPECT_NE(r.err.find(message), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir_.Path("x.pdf")));
  };
  refused(R"({"title": "A", "kind": "paper", "difficulty": "hard", "rating": "5-6", "count": 1})",
          "either \"difficulty\" or \"rating\"");
  refused(R"({"title": "A", "kind": "reverse", "opening": "sparse", "count": 1})",
          "are for paper sections");
  refused(R"({"title": "A", "kind": "paper", "rating": "12-13", "count": 1})",
          "sections[0].rating: ");
  refused(R"({"title": "A", "kind": "paper", "opening": "dense", "count": 1})",
          "sections[0].opening: expected one of chessboard, sparse");
  refused(R"({"title": "A", "kind": "paper", "mine_count": "yes", "count": 1})",
          "sections[0].mine_count: expected one of hidden, shown");
  auto r = RunPapermines("book " + ShellQuote(dir_.Path("book.json")) + " -o " +
                         ShellQuote(dir_.Path("book.svg")));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("OUT.html"), std::string::npos) << r.err;
}

// What a puzzle book has (issue 23): the copyright page on the back of the title page, an opener
// per section (difficulty, puzzle range), a running head on puzzle pages, under each puzzle the
// page of its solution, reverse targets, ids only with the answers, a worked example of its own.
TEST_F(BookTest, FurnitureAPublisherExpects) {
  WriteWholeFile(dir_.Path("furnished.json"),
                 std::regex_replace(std::string(kSpec), std::regex(R"("seed": 7,)"),
                                    R"("seed": 7, "copyright": "2026 Ada Author",
                                    "isbn": "978-1-23456-789-7", "publisher": "Grid Press",
                                    "edition": "First edition",)"));
  const std::string pdf = dir_.Path("furnished.pdf");
  auto r =
      RunPapermines("book " + ShellQuote(dir_.Path("furnished.json")) + " -o " + ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");  // no warning
  const std::string copyright = PageText(pdf, 2);
  for (const char* line : {"Copyright \u00A9 2026 Ada Author", "ISBN 978-1-23456-789-7",
                           "Published by Grid Press", "First edition"}) {
    EXPECT_NE(copyright.find(line), std::string::npos) << line << "\n" << copyright;
  }
  EXPECT_EQ(FirstLine(PageText(pdf, 3)), "How to play: Paper Minesweeper");
  // Without the keys there is no copyright page.
  const std::string plain = Make();
  EXPECT_EQ(FirstLine(PageText(plain, 2)), "How to play: Paper Minesweeper");

  const int pages = Pages(pdf);
  int reverse_targets = 0, solutions = 0, openers = 0;
  const std::regex id_re(R"((sq|rev)\S*-s\d+)");
  const std::regex solution_re(R"(Solution on page (\d+))");
  for (int p = 1; p <= pages; ++p) {
    const std::string text = PageText(pdf, p);
    const std::string head = FirstLine(text);
    const bool answers = head == "Answers";
    // Ids of generated puzzles only on answer pages.
    if (!answers) {
      EXPECT_FALSE(std::regex_search(text, id_re)) << "page " << p << ":\n" << text;
    }
    if (text.find("Puzzles 1\u201310") != std::string::npos) {
      ++openers;
      EXPECT_EQ(head, "Warm-up");
      EXPECT_NE(text.find("easy"), std::string::npos);
      // The stars are drawn, not set in a font that may lack them.
      EXPECT_EQ(text.find("\u2605"), std::string::npos);
      EXPECT_EQ(text.find("\u2606"), std::string::npos);
    }
    if (text.find("Puzzles 11\u201314") != std::string::npos) ++openers;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), solution_re);
         it != std::sregex_iterator(); ++it) {
      ++solutions;
      // The running head names the section; the page named holds the answers.
      EXPECT_TRUE(head == "Warm-up" || head == "Reverse" || head == "From files") << head;
      EXPECT_EQ(FirstLine(PageText(pdf, std::stoi((*it)[1]))), "Answers");
    }
    reverse_targets += static_cast<int>(All(text, R"((close it in \d+ clicks))").size());
  }
  EXPECT_EQ(openers, 2);
  EXPECT_EQ(solutions, 10 + 4 + 3);
  EXPECT_EQ(reverse_targets, 4);
  // The worked example's steps come from the solver ("clue 2 at C4 ..."), cells named as labelled.
  const std::string howto = PageText(pdf, 3);
  EXPECT_NE(howto.find("The solver's first"), std::string::npos) << howto;
  EXPECT_TRUE(std::regex_search(howto, std::regex(R"(1\. clue \d at [A-F][1-6])"))) << howto;
  const std::string reverse_howto = PageText(pdf, 4);
  EXPECT_EQ(FirstLine(reverse_howto), "How to play: Reverse Minesweeper");
  EXPECT_TRUE(
      std::regex_search(reverse_howto, std::regex(R"(The solver closes this board in \d+ clicks)")))
      << reverse_howto;
  // captions.id puts the ids back on the puzzle pages (where they fit: one puzzle across a page).
  WriteWholeFile(dir_.Path("ids.json"), R"({"paper": "a4", "captions": {"id": true},
    "sections": [{"title": "Warm-up", "size": "8x8", "count": 3, "per_page": "1x3"}]})");
  r = RunPapermines("book " + ShellQuote(dir_.Path("ids.json")) + " -o " +
                    ShellQuote(dir_.Path("ids.pdf")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  bool on_puzzle_page = false;
  for (int p = 1; p <= Pages(dir_.Path("ids.pdf")); ++p) {
    const std::string text = PageText(dir_.Path("ids.pdf"), p);
    on_puzzle_page |= FirstLine(text) == "Warm-up" && std::regex_search(text, id_re);
  }
  EXPECT_TRUE(on_puzzle_page);
}

// A spec without a seed takes a fresh one for each run, printed on the book's last page; that seed
// in the spec makes the same book again, byte for byte. Before, every such book was seed 1's.
TEST_F(BookTest, ASpecWithoutASeedTakesAFreshOneAndPrintsIt) {
  const std::string spec = R"("paper": "6x9in", "front_matter": {"title_page": false,
    "how_to_play": false, "contents": false},
    "sections": [{"title": "A", "size": "6x6", "difficulty": "easy", "count": 4}]})";
  WriteWholeFile(dir_.Path("fresh.json"), "{" + spec);
  std::vector<std::string> seeds;
  for (const char* name : {"f1.pdf", "f2.pdf", "f3.pdf"}) {
    const auto r =
        RunShell("env -u SOURCE_DATE_EPOCH " + ShellQuote(PAPERMINES_BINARY) + " book " +
                 ShellQuote(dir_.Path("fresh.json")) + " -o " + ShellQuote(dir_.Path(name)));
    ASSERT_EQ(r.status, 0) << r.err;
    const int last = Pages(dir_.Path(name));
    std::smatch m;
    const std::string text = PageText(dir_.Path(name), last);
    ASSERT_TRUE(std::regex_search(text, m, std::regex(R"(Seed ([0-9]+))"))) << text;
    seeds.push_back(m[1]);
    EXPECT_EQ(PageText(dir_.Path(name), 1).find("Seed"), std::string::npos);
  }
  EXPECT_FALSE(seeds[0] == seeds[1] && seeds[1] == seeds[2]) << seeds[0];
  WriteWholeFile(dir_.Path("again.json"), "{\"seed\": " + seeds[0] + ", " + spec);
  const auto r =
      RunShell("env -u SOURCE_DATE_EPOCH " + ShellQuote(PAPERMINES_BINARY) + " book " +
               ShellQuote(dir_.Path("again.json")) + " -o " + ShellQuote(dir_.Path("again.pdf")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(ReadWholeFile(dir_.Path("again.pdf")), ReadWholeFile(dir_.Path("f1.pdf")));
}

// The default spec (only sections) on every preset trim prints no warning.
TEST_F(BookTest, DefaultSpecOnEveryPresetPrintsNoWarning) {
  for (const char* paper :
       {"a4", "a5", "letter", "5x8in", "5.5x8.5in", "6x9in", "7x10in", "8x10in", "8.5x11in"}) {
    WriteWholeFile(dir_.Path("d.json"), absl::StrCat(R"({"paper": ")", paper,
                                                     R"(", "sections": [{"title": "A", "count": 4},
                                {"title": "B", "kind": "reverse", "count": 3},
                                {"title": "C", "kind": "oneclick", "count": 3}]})"));
    const auto r = RunPapermines("book " + ShellQuote(dir_.Path("d.json")) + " -o " +
                                 ShellQuote(dir_.Path("d.pdf")));
    EXPECT_EQ(r.status, 0) << paper << ": " << r.err;
    EXPECT_EQ(r.err, "") << paper;
  }
}

// book --cover: the full-wrap cover, its size from the trim, the page count and the paper, a bleed
// all round, the boxes, spine text only from 80 pages, a clear barcode area, a warning under 24
// pages, and the same output rules as every file.
TEST_F(BookTest, CoverWrapsTheBook) {
  auto cover_of = [&](const std::string& spec_text, const std::string& name) {
    WriteWholeFile(dir_.Path(name + ".json"), spec_text);
    const auto r = RunPapermines("book -q " + ShellQuote(dir_.Path(name + ".json")) + " -o " +
                                 ShellQuote(dir_.Path(name + ".pdf")) + " --cover " +
                                 ShellQuote(dir_.Path(name + "-cover.pdf")));
    EXPECT_EQ(r.status, 0) << r.err;
    return r;
  };
  // A thin book: a warning, no spine text.
  auto r = cover_of(R"({"title": "Thin Book", "author": "Ada", "paper": "6x9in", "seed": 5,
    "back_text": "Logic puzzles.", "sections": [{"title": "A", "count": 2}]})",
                    "thin");
  const int thin_pages = Pages(dir_.Path("thin.pdf"));
  ASSERT_LT(thin_pages, 24);
  EXPECT_NE(r.err.find(absl::StrCat("warning: the book has ", thin_pages,
                                    " pages: print services refuse a paperback cover")),
            std::string::npos)
      << r.err;
  const std::string cover = dir_.Path("thin-cover.pdf");
  const auto [w, h] = PageSize(cover);
  EXPECT_NEAR(w, 2 * 9 + 2 * 432 + thin_pages * 0.002252 * 72, 0.01);
  EXPECT_NEAR(h, 2 * 9 + 648, 0.01);
  const std::string boxes = RunShell("pdfinfo -box " + ShellQuote(cover)).out;
  EXPECT_TRUE(
      std::regex_search(boxes, std::regex(R"(TrimBox:\s+9\.00\s+9\.00\s+)" +
                                          absl::StrFormat("%.2f", w - 9) + R"(\s+657\.00)")))
      << boxes;
  EXPECT_TRUE(std::regex_search(
      boxes, std::regex(R"(BleedBox:\s+0\.00\s+0\.00\s+)" + absl::StrFormat("%.2f", w))))
      << boxes;
  std::string text = RunShell("pdftotext " + ShellQuote(cover) + " -").out;
  EXPECT_EQ(All(text, "(Thin)").size(), 1u) << text;  // the front only
  EXPECT_NE(text.find("Logic puzzles."), std::string::npos);
  // The barcode area (2 x 1.2 in, 0.25 in in from the back's bottom right corner) is white.
  const int dpi = 72;
  const std::vector<int> area =
      Greys(cover, dpi, 9 + 432 - 18 - 144 + 2, 9 + 648 - 18 - 86 + 2, 140, 82, dir_.Path("bc"));
  ASSERT_EQ(area.size(), 140u * 82u);
  EXPECT_EQ(*std::min_element(area.begin(), area.end()), 255);
  // A thick book on cream paper: the spine is wider and carries the title.
  std::string big = R"({"title": "Thick Book", "paper": "6x9in", "cover": {"paper": "cream"},
    "sections": [{"title": "A", "size": "5x5", "count": 80, "per_page": "1x1"}]})";
  r = cover_of(big, "thick");
  EXPECT_EQ(r.err, "");
  const int thick_pages = Pages(dir_.Path("thick.pdf"));
  ASSERT_GE(thick_pages, 80);
  EXPECT_NEAR(PageSize(dir_.Path("thick-cover.pdf")).first,
              2 * 9 + 2 * 432 + thick_pages * 0.0025 * 72, 0.01);
  text = RunShell("pdftotext " + ShellQuote(dir_.Path("thick-cover.pdf")) + " -").out;
  EXPECT_EQ(All(text, "(Thick)").size(), 2u) << text;  // front and spine
  // The cover is its own file: not the book, not the spec; not with an HTML book. Nothing is
  // written then.
  for (const std::string& bad :
       {" -o " + ShellQuote(dir_.Path("x.pdf")) + " --cover " + ShellQuote(dir_.Path("x.pdf")),
        " -o " + ShellQuote(dir_.Path("y.pdf")) + " --cover " + ShellQuote(dir_.Path("thin.json")),
        " -o " + ShellQuote(dir_.Path("z.html")) + " --cover " + ShellQuote(dir_.Path("z.pdf"))}) {
    const auto e = RunPapermines("book " + ShellQuote(dir_.Path("thin.json")) + bad);
    EXPECT_EQ(e.status, 2) << bad;
    EXPECT_NE(e.err.find("--cover"), std::string::npos) << e.err;
  }
  EXPECT_FALSE(std::filesystem::exists(dir_.Path("x.pdf")));
  EXPECT_FALSE(std::filesystem::exists(dir_.Path("y.pdf")));
  EXPECT_FALSE(std::filesystem::exists(dir_.Path("z.pdf")));
  EXPECT_NE(ReadWholeFile(dir_.Path("thin.json")).find("Thin Book"), std::string::npos);
  // Same spec, same bytes.
  const std::string first = ReadWholeFile(cover);
  cover_of(R"({"title": "Thin Book", "author": "Ada", "paper": "6x9in", "seed": 5,
    "back_text": "Logic puzzles.", "sections": [{"title": "A", "count": 2}]})",
           "thin");
  EXPECT_EQ(ReadWholeFile(cover), first);
}

TEST(PageSetup, EveryPresetAndACustomSize) {
  ScratchDir dir;
  const std::vector<std::tuple<std::string, double, double>> sizes = {
      {"a4", 210 * kMm, 297 * kMm},
      {"a5", 148 * kMm, 210 * kMm},
      {"letter", 612, 792},
      {"5x8in", 360, 576},
      {"5.5x8.5in", 396, 612},
      {"6x9in", 432, 648},
      {"7x10in", 504, 720},
      {"8x10in", 576, 720},
      {"8.5x11in", 612, 792},
      {"6x9", 432, 648},
      {"150x230mm", 150 * kMm, 230 * kMm},
      {"5.25x8in", 378, 576}};
  for (const auto& [name, w, h] : sizes) {
    const std::string out = dir.Path("s.pdf");
    const auto r = RunPapermines("sheet -n 1 --size 5x5 --answers none --paper " + name + " -o " +
                                 ShellQuote(out));
    ASSERT_EQ(r.status, 0) << name << ": " << r.err;
    const auto [pw, ph] = PageSize(out);
    EXPECT_NEAR(pw, w, 0.01) << name;
    EXPECT_NEAR(ph, h, 0.01) << name;
  }
  // A bleed grows the page on the outside edge, the top and the bottom (not the binding side).
  const auto r =
      RunPapermines("sheet -n 1 --size 5x5 --answers none --paper 6x9in --bleed 3mm -o " +
                    ShellQuote(dir.Path("b.pdf")));
  ASSERT_EQ(r.status, 0) << r.err;
  const auto [bw, bh] = PageSize(dir.Path("b.pdf"));
  EXPECT_NEAR(bw, 432 + 3 * kMm, 0.01);
  EXPECT_NEAR(bh, 648 + 6 * kMm, 0.01);
  for (const char* bad : {"a3", "6x9furlongs", "10x10mm", "axbin"}) {
    const auto e =
        RunPapermines(std::string("sheet --paper ") + bad + " -o " + ShellQuote(dir.Path("x.pdf")));
    EXPECT_EQ(e.status, 2) << bad;
    EXPECT_NE(e.err.find("--paper"), std::string::npos) << e.err;
  }
}

TEST(PageSetup, RenderAlternatesTheInsideMargin) {
  ScratchDir dir;
  const std::string out = dir.Path("r.pdf");
  const auto r = RunPapermines(
      "sheet -n 12 --size 8x8 --answers none --no-name --paper 6x9in "
      "--margins 15mm,15mm,25mm,8mm -o " +
      ShellQuote(out));
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_GE(Pages(out), 2);
  EXPECT_NEAR(LeftmostWord(out, 1), 25 * kMm, 1.0);
  EXPECT_NEAR(LeftmostWord(out, 2), 8 * kMm, 1.0);
}

// A board too large is refused before anything is generated, and the message names the largest
// board of about its proportions that fits, never more rows or columns than asked: that size fits
// (one per page, cells of at least 5 mm), one more row or column does not, and a square ask gets a
// squarish board (a 40x40 sheet on a4 once named 9x35, the widest strip, although 34x34 fits).
TEST(PageSetup, TooLargeBoardNamesTheLargestThatFits) {
  ScratchDir dir;
  for (const std::string ask : {"1000x1000", "40x40"}) {
    const auto r = RunPapermines("sheet --size " + ask + " -o " + ShellQuote(dir.Path("x.pdf")));
    EXPECT_EQ(r.status, 2);
    std::smatch m;
    ASSERT_TRUE(std::regex_search(
        r.err, m, std::regex(R"(the largest that fits \(one to a page\) is ([0-9]+)x([0-9]+))")))
        << r.err;
    const int rows = std::stoi(m[1]), cols = std::stoi(m[2]);
    EXPECT_FALSE(std::filesystem::exists(dir.Path("x.pdf")));
    EXPECT_GE(2 * std::min(rows, cols), std::max(rows, cols)) << r.err;
    const std::string out = dir.Path("fit.pdf");
    auto ok = RunPapermines("sheet -n 1 --answers none --size " + std::to_string(rows) + "x" +
                            std::to_string(cols) + " -o " + ShellQuote(out));
    EXPECT_EQ(ok.status, 0) << ok.err;
    EXPECT_EQ(Pages(out), 1);
    // One more row or column, short of the ask, does not fit (the ask is square).
    const int asked = std::stoi(ask);
    for (const std::string& size : {std::to_string(rows + 1) + "x" + std::to_string(cols),
                                    std::to_string(rows) + "x" + std::to_string(cols + 1)}) {
      if (std::stoi(size) > asked || std::stoi(size.substr(size.find('x') + 1)) > asked) continue;
      const auto e = RunPapermines("sheet -n 1 --size " + size + " -o " + ShellQuote(out));
      EXPECT_EQ(e.status, 2) << ask << " -> " << size;
    }
  }
}

TEST(PageSetup, PngRecordsItsResolution) {
  ScratchDir dir;
  const std::string out = dir.Path("p.png");
  const auto r =
      RunPapermines("sheet -n 1 --size 5x5 --answers none --dpi 300 -o " + ShellQuote(out));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string png = ReadWholeFile(out);
  const size_t at = png.find("pHYs");
  ASSERT_NE(at, std::string::npos);
  auto u32 = [&](size_t i) {
    return (uint32_t(uint8_t(png[i])) << 24) | (uint32_t(uint8_t(png[i + 1])) << 16) |
           (uint32_t(uint8_t(png[i + 2])) << 8) | uint32_t(uint8_t(png[i + 3]));
  };
  EXPECT_EQ(u32(at + 4), 11811u);  // 300 dpi = 11811 pixels per metre
  EXPECT_EQ(u32(at + 8), 11811u);
  EXPECT_EQ(png[at + 12], 1);  // the metre
  // The same page as the width in pixels says: 210 mm at 300 dpi.
  EXPECT_EQ(u32(16), static_cast<uint32_t>(std::ceil(210 / 25.4 * 300)));
}

}  // namespace
}  // namespace papermines
