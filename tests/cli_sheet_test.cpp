// Sheets a class can use as printed, through the binary (issue 23, "Sheets for a class"):
//  - the key is never on the back of a puzzle page: by default (`--answers separate`) the puzzles
//    go to OUT and the key to OUT-key, both or neither, the key's name checked like any output;
//    `--answers after` starts the key on an odd page; `render` does the same;
//  - what a student reads is at least 9 pt (pdfminer, tests/tools/pdf_type_sizes.py), for every
//    kind and topology; only the footer may be smaller;
//  - no ids on student pages (text, outline, metadata) unless --ids; the key keeps them;
//  - a caption separates the puzzle's number from its mine count ("7 · 27 mines"); one a student
//    needs is never cut: the page plan gives it a second line;
//  - grids fill the page: six 5x5 puzzles on A4 get cells of more than 10.6 mm (the old cap);
//  - hint headings: "all N steps" for a whole path, "Puzzle N (continued)" on the next page.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

std::string PdfText(const std::string& pdf, int page = 0) {
  const std::string range =
      page > 0 ? " -f " + std::to_string(page) + " -l " + std::to_string(page) : "";
  const auto r = RunShell("pdftotext -layout" + range + " " + ShellQuote(pdf) + " -");
  EXPECT_EQ(r.status, 0) << "pdftotext: " << r.err;
  return r.out;
}

int Pages(const std::string& pdf) {
  const auto r = RunShell("pdfinfo " + ShellQuote(pdf));
  EXPECT_EQ(r.status, 0) << r.err;
  std::smatch m;
  const std::regex pages("Pages:\\s+(\\d+)");
  if (!std::regex_search(r.out, m, pages)) return -1;
  return std::stoi(m[1]);
}

bool Exists(const std::string& path) { return std::filesystem::exists(path); }

bool Has(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

// The values of a .mines file's `key` lines (`id`, `seed`), in order.
std::vector<std::string> Values(const std::string& mines, const std::string& key) {
  std::vector<std::string> values;
  std::istringstream in(ReadWholeFile(mines));
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(key + " ", 0) == 0) values.push_back(line.substr(key.size() + 1));
  }
  return values;
}

// The ids of a .mines file, in order.
std::vector<std::string> Ids(const std::string& mines) { return Values(mines, "id"); }

// The run seed of each puzzle of a .mines file (its `seed` lines).
std::vector<std::string> Seeds(const std::string& mines) { return Values(mines, "seed"); }

TEST(SheetCli, KeyInAFileOfItsOwnByDefault) {
  ScratchDir dir;
  const std::string out = dir.Path("w.pdf"), key = dir.Path("w-key.pdf"),
                    save = dir.Path("w.mines");
  const auto r = RunPapermines("sheet -n 6 --size 5x5 --difficulty easy --seed 4 -o " +
                               ShellQuote(out) + " --save " + ShellQuote(save));
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_TRUE(Exists(out));
  ASSERT_TRUE(Exists(key));
  EXPECT_EQ(Pages(out), 1);
  EXPECT_EQ(Pages(key), 1);
  const std::string student = PdfText(out), answers = PdfText(key);
  EXPECT_TRUE(Has(student, "Name")) << student;
  EXPECT_FALSE(Has(student, "Answer")) << student;
  EXPECT_TRUE(Has(answers, "Answer key to page 1")) << answers;
  // No ids on the student's page; every one on the key.
  const std::vector<std::string> ids = Ids(save);
  ASSERT_EQ(ids.size(), 6u);
  for (const std::string& id : ids) {
    EXPECT_FALSE(Has(student, id)) << id;
    EXPECT_TRUE(Has(answers, id)) << id;
  }
  // --ids puts them on the puzzle page too.
  const std::string with = dir.Path("ids.pdf");
  ASSERT_EQ(
      RunPapermines("sheet -n 6 --size 5x5 --difficulty easy --seed 4 --ids -o " + ShellQuote(with))
          .status,
      0);
  const std::string shown = PdfText(with);
  for (const std::string& id : ids) EXPECT_TRUE(Has(shown, id)) << id;
}

// The titles of a PDF's outline entries (qpdf --json), one a line.
std::string OutlineTitles(const std::string& pdf) {
  const auto r = RunShell("qpdf --json=2 --json-key=outlines " + ShellQuote(pdf));
  EXPECT_EQ(r.status, 0) << r.err;
  std::string titles;
  const std::regex title(R"re("title": "([^"]*)")re");
  for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), title);
       it != std::sregex_iterator(); ++it) {
    titles += (*it)[1].str() + "\n";
  }
  return titles;
}

// Nothing on the students' file regenerates a puzzle (`gen paper --id ID` prints its solution):
// no id in its text, its outline, its metadata or anywhere in its bytes (streams uncompressed),
// for every kind, from `sheet` and from `render`, unless --ids asks for them. The key keeps them.
// Before, the outline read "Puzzle 1 (medium, sq10x10-d50-p-medium-s1-0)".
TEST(SheetCli, NothingOnTheStudentsFileRegeneratesAPuzzle) {
  ScratchDir dir;
  for (const std::string kind : {"paper", "oneclick", "reverse"}) {
    SCOPED_TRACE(kind);
    const std::string out = dir.Path(kind + ".pdf"), save = dir.Path(kind + ".mines");
    const auto r = RunPapermines("sheet --kind " + kind + " -n 4 --size 6x6 -d easy --seed 3 -o " +
                                 ShellQuote(out) + " --save " + ShellQuote(save));
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<std::string> ids = Ids(save);
    ASSERT_EQ(ids.size(), 4u);
    const std::string rendered = dir.Path(kind + "-render.pdf");
    ASSERT_EQ(RunPapermines("render " + ShellQuote(save) + " -o " + ShellQuote(rendered)).status,
              0);
    for (const std::string& student : {out, rendered}) {
      const std::string plain = dir.Path("plain.pdf");
      ASSERT_EQ(RunShell("qpdf --qdf --object-streams=disable " + ShellQuote(student) + " " +
                         ShellQuote(plain))
                    .status,
                0);
      const std::string bytes = ReadWholeFile(plain), titles = OutlineTitles(student),
                        text = PdfText(student),
                        info = RunShell("pdfinfo -meta " + ShellQuote(student)).out;
      EXPECT_TRUE(Has(titles, "Puzzle 1")) << titles;
      for (const std::string& id : ids) {
        EXPECT_FALSE(Has(titles, id)) << titles;
        EXPECT_FALSE(Has(text, id)) << id;
        EXPECT_FALSE(Has(info, id)) << info;
        EXPECT_FALSE(Has(bytes, id)) << id;
      }
    }
    // The key keeps them, in its outline as on its pages; --ids puts them on the students' file.
    const std::string key_titles = OutlineTitles(dir.Path(kind + "-key.pdf"));
    const std::string with = dir.Path(kind + "-ids.pdf");
    ASSERT_EQ(RunPapermines("render " + ShellQuote(save) + " --ids -o " + ShellQuote(with)).status,
              0);
    const std::string with_titles = OutlineTitles(with);
    for (const std::string& id : ids) {
      EXPECT_TRUE(Has(key_titles, id)) << key_titles;
      EXPECT_TRUE(Has(with_titles, id)) << with_titles;
    }
  }
}

// Every run of `sheet` without --seed is another sheet (before, every default sheet was seed 1's,
// its key byte for byte the shipped sample's); the key's footer and --save record the seed, and
// --seed of it makes the same files again. A reproducible run (SOURCE_DATE_EPOCH) takes seed 1;
// `gen` keeps its fixed default; shards of a series must share a seed.
TEST(SheetCli, EachRunTakesAFreshSeedThatTheKeyRecords) {
  ScratchDir dir;
  std::vector<std::string> seeds;
  for (const char* name : {"a", "b", "c"}) {
    const std::string out = dir.Path(std::string(name) + ".pdf");
    const auto r = RunShell("env -u SOURCE_DATE_EPOCH " + ShellQuote(PAPERMINES_BINARY) +
                            " sheet -n 2 --size 5x5 -d easy -o " + ShellQuote(out) + " --save " +
                            ShellQuote(dir.Path(std::string(name) + ".mines")));
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<std::string> s = Seeds(dir.Path(std::string(name) + ".mines"));
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0], s[1]);
    EXPECT_TRUE(Has(PdfText(dir.Path(std::string(name) + "-key.pdf")), "Seed " + s[0]));
    EXPECT_FALSE(Has(PdfText(out), s[0]));  // not on the students' page
    seeds.push_back(s[0]);
  }
  EXPECT_FALSE(seeds[0] == seeds[1] && seeds[1] == seeds[2]) << seeds[0];
  EXPECT_NE(Ids(dir.Path("a.mines")), Ids(dir.Path("b.mines")));
  // The recorded seed makes the run again, byte for byte.
  const std::string again = dir.Path("again.pdf");
  ASSERT_EQ(
      RunShell("env -u SOURCE_DATE_EPOCH " + ShellQuote(PAPERMINES_BINARY) +
               " sheet -n 2 --size 5x5 -d easy --seed " + seeds[0] + " -o " + ShellQuote(again))
          .status,
      0);
  EXPECT_EQ(ReadWholeFile(again), ReadWholeFile(dir.Path("a.pdf")));
  EXPECT_EQ(ReadWholeFile(dir.Path("again-key.pdf")), ReadWholeFile(dir.Path("a-key.pdf")));
  // SOURCE_DATE_EPOCH: seed 1, as --seed 1.
  const std::string fixed = dir.Path("fixed.mines");
  ASSERT_EQ(RunShell("SOURCE_DATE_EPOCH=1 " + ShellQuote(PAPERMINES_BINARY) +
                     " sheet -n 2 --size 5x5 -d easy -o " + ShellQuote(dir.Path("fixed.pdf")) +
                     " --save " + ShellQuote(fixed))
                .status,
            0);
  EXPECT_EQ(Seeds(fixed), std::vector<std::string>({"1", "1"}));
  // gen keeps seed 1.
  const auto gen = RunShell("env -u SOURCE_DATE_EPOCH " + ShellQuote(PAPERMINES_BINARY) +
                            " gen paper -r 5 -c 5 -n 1");
  ASSERT_EQ(gen.status, 0) << gen.err;
  EXPECT_TRUE(Has(gen.out, "\nseed 1\n")) << gen.out;
  // Shards without a seed would each make another series.
  const auto shard = RunPapermines("sheet -n 2 --size 5x5 --sets 2 --shard 1/2 -o " +
                                   ShellQuote(dir.Path("s.pdf")));
  EXPECT_EQ(shard.status, 2);
  EXPECT_TRUE(Has(shard.err, "--shard needs --seed")) << shard.err;
}

TEST(SheetCli, AfterStartsTheKeyOnAnOddPage) {
  ScratchDir dir;
  // One puzzle page: a blank page 2, the key on page 3.
  const std::string one = dir.Path("one.pdf");
  auto r = RunPapermines("sheet -n 2 --size 5x5 --answers after -o " + ShellQuote(one));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_FALSE(Exists(dir.Path("one-key.pdf")));
  ASSERT_EQ(Pages(one), 3);
  EXPECT_FALSE(Has(PdfText(one, 1), "Answer"));
  EXPECT_EQ(PdfText(one, 2).find_first_not_of(" \n\f"), std::string::npos) << PdfText(one, 2);
  EXPECT_TRUE(Has(PdfText(one, 3), "Answer key to page 1"));
  // Two puzzle pages: the key on page 3, no blank page.
  const std::string two = dir.Path("two.pdf");
  r = RunPapermines("sheet -n 2 --size 5x5 --per-page 1x1 --answers after -o " + ShellQuote(two));
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_EQ(Pages(two), 4);
  EXPECT_TRUE(Has(PdfText(two, 2), "Name"));
  EXPECT_TRUE(Has(PdfText(two, 3), "Answer key to page 1"));
  EXPECT_TRUE(Has(PdfText(two, 4), "Answer key to page 2"));
}

TEST(SheetCli, RenderWritesTheKeyBesideToo) {
  ScratchDir dir;
  const std::string mines = dir.Path("in.mines");
  ASSERT_EQ(RunPapermines("gen reverse --rows 6 --cols 6 --count 2 -o " + ShellQuote(mines)).status,
            0);
  const std::string svg = dir.Path("r.svg");
  auto r = RunPapermines("render " + ShellQuote(mines) + " -o " + ShellQuote(svg));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(Exists(svg));
  EXPECT_TRUE(Exists(dir.Path("r-key.svg")));
  EXPECT_NE(ReadWholeFile(dir.Path("r-key.svg")), ReadWholeFile(svg));
  const std::string pdf = dir.Path("r.pdf");
  r = RunPapermines("render " + ShellQuote(mines) + " -o " + ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(Has(PdfText(dir.Path("r-key.pdf")), "Answer key to page 1"));
  EXPECT_TRUE(Has(PdfText(pdf), "close it in"));
  EXPECT_FALSE(Has(PdfText(pdf), "Answer"));
  // Only: the key alone, under OUT itself.
  const std::string only = dir.Path("only.pdf");
  r = RunPapermines("render " + ShellQuote(mines) + " --answers only -o " + ShellQuote(only));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(Has(PdfText(only), "Answer key"));
  EXPECT_FALSE(Exists(dir.Path("only-key.pdf")));
}

TEST(SheetCli, TheKeyNeedsAFileAndNeverReplacesAnInput) {
  ScratchDir dir;
  // Standard output holds one file.
  auto r = RunPapermines("sheet -n 1 --size 5x5 -o -");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(Has(r.err, "key")) << r.err;
  r = RunPapermines("sheet -n 1 --size 5x5 --answers none -o -");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("%PDF", 0), 0u);
  // The key's name is an input of the run: refused, and the puzzles are not written either.
  const std::string input = dir.Path("x-key.pdf");
  ASSERT_EQ(RunPapermines("gen paper --rows 5 --cols 5 --count 1 -o " + ShellQuote(input)).status,
            0);
  const std::string before = ReadWholeFile(input);
  r = RunPapermines("render " + ShellQuote(input) + " --format pdf -o " +
                    ShellQuote(dir.Path("x.pdf")));
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(Has(r.err, "x-key.pdf")) << r.err;
  EXPECT_EQ(ReadWholeFile(input), before);
  EXPECT_FALSE(Exists(dir.Path("x.pdf")));
  // A name whose key would be too long for the file system (251 + "-key" bytes): neither file.
  const std::string long_name = dir.Path(std::string(251, 'n') + ".pdf");
  r = RunPapermines("sheet -n 1 --size 5x5 -o " + ShellQuote(long_name));
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(Has(r.err, "-key.pdf")) << r.err;
  EXPECT_FALSE(Exists(long_name));
  // A key that cannot be written (a directory under its name): neither file is written.
  std::filesystem::create_directory(dir.Path("d-key.pdf"));
  r = RunPapermines("sheet -n 1 --size 5x5 -o " + ShellQuote(dir.Path("d.pdf")));
  EXPECT_EQ(r.status, 2);
  EXPECT_FALSE(Exists(dir.Path("d.pdf")));
}

// Every line of text on the student's pages with the size of its smallest type.
struct TextLine {
  int page = 0;
  double size = 0;
  std::string text;
};
std::vector<TextLine> TypeSizes(const std::string& pdf) {
  const auto r = RunShell(std::string(PAPERMINES_PYTHON3) + " " +
                          ShellQuote(std::string(PAPERMINES_TEST_TOOLS) + "/pdf_type_sizes.py") +
                          " " + ShellQuote(pdf));
  EXPECT_EQ(r.status, 0) << r.err;
  std::vector<TextLine> lines;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    const size_t a = line.find('\t'), b = line.find('\t', a + 1);
    lines.push_back({std::stoi(line.substr(0, a)), std::stod(line.substr(a + 1, b - a - 1)),
                     line.substr(b + 1)});
  }
  return lines;
}

TEST(SheetCli, WhatAStudentReadsIsAtLeast9pt) {
  ScratchDir dir;
  const std::string strip = dir.Path("strip.mines");
  ASSERT_EQ(RunPapermines("gen paper --topology strip --cols 12 --count 4 -o " + ShellQuote(strip))
                .status,
            0);
  const std::vector<std::string> runs = {
      "sheet",
      "sheet --topology triangle",
      "sheet --topology hex --difficulty easy",
      "sheet --mine-count shown -n 12 --size 8x8",
      "sheet --kind oneclick -n 8 --impossible 0.25 --size 5x5",
      "sheet --kind reverse",
      "sheet --kind reverse --topology triangle --size 8x8 --regions",
      "sheet --kind reverse --topology hex --size 8x8",
      "render " + ShellQuote(strip),
  };
  const std::regex footer("page \\d+ of \\d+");
  for (const std::string& run : runs) {
    const std::string out = dir.Path("s.pdf");
    const auto r = RunPapermines(run + " -o " + ShellQuote(out));
    ASSERT_EQ(r.status, 0) << run << ": " << r.err;
    const std::vector<TextLine> lines = TypeSizes(out);
    int captions = 0, rules = 0;
    for (const TextLine& l : lines) {
      if (std::regex_match(l.text, footer)) continue;
      EXPECT_GE(l.size, 8.95) << run << ", page " << l.page << ": \"" << l.text << "\"";
      captions += std::regex_search(l.text, std::regex("^\\d+ \u00B7 "));
      rules += Has(l.text, "click") || Has(l.text, "mine");
    }
    if (run.rfind("sheet", 0) == 0) {
      EXPECT_GT(captions, 0) << run;  // (a strip has no grade: its captions are its numbers)
    }
    EXPECT_GT(rules, 0) << run;
  }
}

TEST(SheetCli, ACaptionAStudentNeedsIsNeverCut) {
  // Three reverse triangle boards across with --regions: "close it in N clicks · K blank areas"
  // is wider than a slot at 9 pt, so the page plan gives the captions a second line instead of
  // cutting them ("4 bla…"). Read with pdfminer, which sees the ellipsis glyph a cut draws
  // (pdftotext reads the characters it stands for).
  ScratchDir dir;
  const std::string out = dir.Path("r.pdf");
  ASSERT_EQ(RunPapermines("sheet --kind reverse --topology triangle --size 8x8 --regions -o " +
                          ShellQuote(out))
                .status,
            0);
  int targets = 0, areas = 0;
  for (const TextLine& l : TypeSizes(out)) {
    EXPECT_FALSE(Has(l.text, "\u2026")) << "cut: " << l.text;
    targets += std::regex_search(l.text, std::regex("close it in \\d+ clicks"));
    if (std::regex_search(l.text, std::regex("\\d+ blank areas?\\b"))) {
      ++areas;
      EXPECT_GE(l.size, 8.95) << l.text;
    }
  }
  EXPECT_EQ(targets, 6);
  EXPECT_EQ(areas, 6);
}

TEST(SheetCli, CaptionsSeparateTheNumberFromTheMineCount) {
  ScratchDir dir;
  const std::string out = dir.Path("m.pdf");
  ASSERT_EQ(RunPapermines("sheet -n 2 --size 6x6 --mine-count shown -o " + ShellQuote(out)).status,
            0);
  const std::string text = PdfText(out);
  EXPECT_TRUE(std::regex_search(text, std::regex("\\b1 \u00B7 \\d+ mines"))) << text;
  EXPECT_FALSE(std::regex_search(text, std::regex("\\b1 +\\d+ mines"))) << text;
}

TEST(SheetCli, FewPuzzlesGrowToFillThePage) {
  // Six 5x5 easy puzzles on A4: the grids cover at least 40% of the printable area (it was 34%
  // with cells capped at 30 pt). The rules' line alone (--rules short): the worked example of
  // an easy sheet's default (tests/cli_rules_test.cpp) takes room of its own.
  ScratchDir dir;
  const std::string pdf = dir.Path("six.pdf");
  ASSERT_EQ(
      RunPapermines("sheet -n 6 --size 5x5 --difficulty easy --rules short --answers none -o " +
                    ShellQuote(pdf))
          .status,
      0);
  const auto bbox = RunShell("pdftotext -bbox " + ShellQuote(pdf) + " -");
  ASSERT_EQ(bbox.status, 0);
  // The column letters A and E of a grid are 4 cells apart (pdftotext -bbox, in points).
  const std::regex word(
      "<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" yMax=\"[0-9.]+\">([A-E])</"
      "word>");
  std::vector<double> a, e;
  for (std::sregex_iterator it(bbox.out.begin(), bbox.out.end(), word), end; it != end; ++it) {
    const double centre = (std::stod((*it)[1]) + std::stod((*it)[3])) / 2;
    if ((*it)[4] == "A") a.push_back(centre);
    if ((*it)[4] == "E") e.push_back(centre);
  }
  ASSERT_EQ(a.size(), 6u) << bbox.out;
  ASSERT_EQ(e.size(), 6u);
  const double unit = (e[0] - a[0]) / 4;  // points
  EXPECT_GT(unit, 30.5) << "cells of " << unit / 72 * 25.4 << " mm";
  const double printable = (595.276 - 2 * 42) * (841.89 - 38 - 28);
  const double fill = 6 * (5 * unit) * (5 * unit) / printable;
  EXPECT_GT(fill, 0.40) << fill;
}

TEST(SheetCli, HintHeadingsSayAllAndContinued) {
  ScratchDir dir;
  const std::string out = dir.Path("h.pdf");
  const auto r =
      RunPapermines("sheet -n 2 --size 6x6 --difficulty easy --hints all -o " + ShellQuote(out));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string key = PdfText(dir.Path("h-key.pdf"));
  EXPECT_FALSE(std::regex_search(key, std::regex("the first \\d+ steps"))) << key;
  EXPECT_TRUE(std::regex_search(key, std::regex("Puzzle 1 +\\S+ +\u00B7 +all \\d+ steps"))) << key;
  // Captions name cells as the labels do.
  EXPECT_TRUE(std::regex_search(key, std::regex("at [A-F][1-6]\\b"))) << key;
  EXPECT_FALSE(Has(key, "(0,")) << key;
  // A 10x10 path does not fit one page: its steps go on under "(continued)".
  const std::string big = dir.Path("big.pdf");
  ASSERT_EQ(RunPapermines("sheet -n 1 --size 10x10 --hints all -o " + ShellQuote(big)).status, 0);
  const std::string more = PdfText(dir.Path("big-key.pdf"));
  EXPECT_TRUE(Has(more, "Puzzle 1 (continued)")) << more;
}

}  // namespace
}  // namespace papermines
