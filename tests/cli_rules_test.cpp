// `--rules full|short|none` on sheets (issue 28, "Rules a child reads"): full (the default for
// easy sheets) adds under the rules a worked example, a 3 x 3 table on the sheet's grid with one
// deduction drawn and said; short is the rules' line; none leaves them out, the key keeping its
// legend.
//  - the example's deduction is true: over every placement of mines that meets all the table's
//    clues (brute force), the cells it names are mines; on the square grid it is the hand-worked
//    corner 2 (A1 touches B1 and A2 only);
//  - which sheets get it, through the binary and pdftotext;
//  - the example takes room above the puzzles, so grids of a full sheet start lower;
//  - a mosaic sheet's example (issue 38): a 3 x 3 picture whose corner 4 fills its whole block,
//    its own cell included, true over every picture that meets its numbers, said on the sheet
//    in the sheet's language, under the paper example on a sheet of both.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "core/cell_name.h"
#include "render/i18n.h"
#include "render/rules_example.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::PdfText;
using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;

bool Has(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

TEST(RulesExample, TheDeductionHoldsInEveryPlacementThatMeetsTheClues) {
  for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    const std::optional<render::RulesExample> ex = render::FindRulesExample(kind);
    ASSERT_TRUE(ex.has_value());
    const Topology& t = *ex->topology;
    ASSERT_EQ(t.rows(), 3);
    ASSERT_EQ(t.cols(), 3);
    ASSERT_GE(ex->decided.size(), 2u);
    EXPECT_EQ(ex->clues[ex->clue_cell], ex->decided.size());
    std::vector<int> closed;
    for (int c = 0; c < t.size(); ++c) {
      if (ex->clues[c] == kClosed) closed.push_back(c);
    }
    ASSERT_GT(closed.size(), ex->decided.size()) << "some closed cell must stay safe";
    int placements = 0;
    for (uint32_t mask = 0; mask < (1u << closed.size()); ++mask) {
      std::vector<int> mine(t.size(), 0);
      for (size_t i = 0; i < closed.size(); ++i) mine[closed[i]] = (mask >> i) & 1;
      bool meets = true;
      for (int c = 0; c < t.size() && meets; ++c) {
        if (ex->clues[c] == kClosed) continue;
        int around = 0;
        for (int32_t v : t.neighbors(c)) around += mine[v];
        meets = around == ex->clues[c];
      }
      if (!meets) continue;
      ++placements;
      for (int32_t d : ex->decided) EXPECT_EQ(mine[d], 1) << CellName(t, d, CellNaming::kLabel);
    }
    EXPECT_GE(placements, 1);  // the example's own mines meet them
  }
  // Square: the corner 2 of the chessboard table sees only its two closed neighbours.
  const auto sq = render::FindRulesExample(TopologyKind::kSquare);
  EXPECT_EQ(CellName(*sq->topology, sq->clue_cell, CellNaming::kLabel), "A1");
  EXPECT_EQ(sq->clues[sq->clue_cell], 2);
  ASSERT_EQ(sq->decided.size(), 2u);
  EXPECT_EQ(CellName(*sq->topology, sq->decided[0], CellNaming::kLabel), "B1");
  EXPECT_EQ(CellName(*sq->topology, sq->decided[1], CellNaming::kLabel), "A2");
}

TEST(RulesExample, AMosaicsNumberFillsItsWholeBlockInEveryPictureThatMeetsTheNumbers) {
  const std::optional<render::RulesExample> ex = render::MosaicRulesExample();
  ASSERT_TRUE(ex.has_value());
  const Topology& t = *ex->topology;
  ASSERT_EQ(t.rows(), 3);
  ASSERT_EQ(t.cols(), 3);
  // The block: the number's own cell and its neighbours, every one of them decided filled.
  std::vector<int32_t> block = {ex->clue_cell};
  for (int32_t v : t.neighbors(ex->clue_cell)) block.push_back(v);
  std::sort(block.begin(), block.end());
  EXPECT_EQ(ex->decided, block);
  EXPECT_EQ(ex->clues[ex->clue_cell], block.size());
  EXPECT_EQ(CellName(t, ex->clue_cell, CellNaming::kLabel), "A1");
  int pictures = 0, numbers = 0;
  for (int c = 0; c < t.size(); ++c) numbers += ex->clues[c] != kClosed;
  EXPECT_GE(numbers, 2);
  for (uint32_t mask = 0; mask < (1u << t.size()); ++mask) {
    bool meets = true;
    for (int c = 0; c < t.size() && meets; ++c) {
      if (ex->clues[c] == kClosed) continue;
      int filled = (mask >> c) & 1;
      for (int32_t v : t.neighbors(c)) filled += (mask >> v) & 1;
      meets = filled == ex->clues[c];
    }
    if (!meets) continue;
    ++pictures;
    for (int32_t d : ex->decided) EXPECT_TRUE((mask >> d) & 1) << d;
  }
  EXPECT_GE(pictures, 1);
  bool empty_cell = false;  // the picture is not all filled
  for (int c = 0; c < t.size(); ++c) empty_cell |= ex->mine[c] == 0;
  EXPECT_TRUE(empty_cell);
}

TEST(RulesCli, AMosaicSheetWithFullRulesShowsAMosaicsExample) {
  ScratchDir dir;
  const std::string example =
      "The 4 in A1 counts the filled cells of its block, A1, B1, A2 and B2 (itself included, the "
      "block cut at the edge): all 4 are filled.";
  struct Case {
    std::string args;
    bool mosaic, paper;
  };
  const std::vector<Case> cases = {
      {"--kind mosaic -d medium --rules full", true, false},
      {"--kind mosaic -d easy", true, false},  // full by default on an easy sheet
      {"--kind mosaic -d easy --rules short", false, false},
      {"mixed", true, true},  // a paper puzzle and a mosaic: both examples
  };
  // The mixed sheet: one paper puzzle and one mosaic, drawn by render.
  const std::string both = dir.Path("both.mines");
  const auto paper = RunPapermines("gen paper -n 1 --size 6x6 -d easy -s 2");
  const auto mosaic = RunPapermines("gen mosaic -n 1 --size 6x6 -d easy -s 2");
  ASSERT_EQ(paper.status, 0) << paper.err;
  ASSERT_EQ(mosaic.status, 0) << mosaic.err;
  testing_util::WriteWholeFile(both, paper.out + mosaic.out);
  for (const Case& c : cases) {
    const std::string out = dir.Path("m.pdf");
    const auto r =
        c.args == "mixed"
            ? RunPapermines("render " + ShellQuote(both) + " --rules full -o " + ShellQuote(out))
            : RunPapermines("sheet -n 2 --size 6x6 -s 2 " + c.args + " -o " + ShellQuote(out));
    ASSERT_EQ(r.status, 0) << c.args << ": " << r.err;
    // pdftotext -raw keeps the sentence's words in order across its wrapped lines.
    const auto raw = RunShell("pdftotext -raw " + ShellQuote(out) + " -");
    std::string page = raw.out;
    std::replace(page.begin(), page.end(), '\n', ' ');
    EXPECT_EQ(Has(page, example), c.mosaic) << c.args << "\n" << page;
    EXPECT_EQ(Has(page, "they are all mines."), c.paper) << c.args << "\n" << page;
    EXPECT_FALSE(Has(PdfText(dir.Path("m-key.pdf")), "Example:")) << c.args;
  }
  // In Hebrew, the sentence in Hebrew.
  const std::string out = dir.Path("he.pdf");
  ASSERT_EQ(RunPapermines("sheet -n 2 --size 6x6 -s 2 --kind mosaic --rules full --lang he -o " +
                          ShellQuote(out))
                .status,
            0);
  const render::CatalogueDirs build = {PAPERMINES_TEST_LOCALE_DIR};
  auto scope = render::LanguageScope::Enter("he", build);
  ASSERT_TRUE(scope.ok());
  const std::string he = render::Tr(
      "The $0 in $1 counts the filled cells of its block, $2 (itself included, the block cut at "
      "the edge): all $0 are filled.");
  const std::string word = "\u05E1\u05D5\u05E4\u05E8";  // "counts", as the catalogue says it
  ASSERT_TRUE(Has(he, word)) << he;
  const std::string page = PdfText(out);
  EXPECT_TRUE(Has(page, word)) << page;
  EXPECT_FALSE(Has(page, "counts the filled")) << page;
}

TEST(RulesCli, FullByDefaultOnEasySheetsShortOtherwiseNoneLeavesThemOut) {
  ScratchDir dir;
  const std::string rules = "Each number counts the mines";
  const std::string example = "The 2 in A1 touches 2 closed cells, B1 and A2: they are all mines.";
  struct Case {
    std::string args;
    bool rules, example;
  };
  const std::vector<Case> cases = {
      {"-d easy", true, true},
      {"-d medium", true, false},
      {"-d easy --rules short", true, false},
      {"-d hard --rules full", true, true},
      {"-d easy --rules none", false, false},
      {"--kind oneclick -d easy", true, false},  // no paper puzzle: no deduction to show
  };
  for (const Case& c : cases) {
    const std::string out = dir.Path("s.pdf");
    const auto r = RunPapermines("sheet -n 4 --size 6x6 " + c.args + " -o " + ShellQuote(out));
    ASSERT_EQ(r.status, 0) << c.args << ": " << r.err;
    const std::string page = PdfText(out), key = PdfText(dir.Path("s-key.pdf"));
    if (c.args.find("oneclick") == std::string::npos) {
      EXPECT_EQ(Has(page, rules), c.rules) << c.args << "\n" << page;
    } else {
      EXPECT_TRUE(Has(page, "Place the mines") || Has(page, "mines")) << page;
    }
    EXPECT_EQ(Has(page, "Example:"), c.example) << c.args << "\n" << page;
    EXPECT_EQ(Has(page, example), c.example) << c.args << "\n" << page;
    // The key never shows the example and always keeps its legend.
    EXPECT_FALSE(Has(key, "Example:")) << c.args;
    EXPECT_TRUE(Has(key, "a mine")) << c.args << "\n" << key;
  }
  // The grid's own neighbourhood: the hex and triangle examples name their own cells.
  for (const char* grid : {"hex --size 7x7", "triangle --size 6x8"}) {
    const std::string out = dir.Path("g.pdf");
    const auto r =
        RunPapermines(std::string("sheet -n 2 -d easy -t ") + grid + " -o " + ShellQuote(out));
    ASSERT_EQ(r.status, 0) << r.err;
    const std::string page = PdfText(out);
    EXPECT_TRUE(std::regex_search(page, std::regex("The [0-9] in [A-C][1-3] touches [0-9] closed "
                                                   "cells, [A-C][1-3](, [A-C][1-3])* and "
                                                   "[A-C][1-3]: they are all mines\\.")))
        << grid << "\n"
        << page;
  }
  const auto bad = RunPapermines("sheet --rules long -o " + ShellQuote(dir.Path("b.pdf")));
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(Has(bad.err, "--rules")) << bad.err;
}

// The example's room comes from the puzzles' share of the page: the first grid of a full sheet
// starts lower than on a short one, and a sheet without rules starts higher still.
TEST(RulesCli, TheExampleTakesRoomAboveThePuzzles) {
  ScratchDir dir;
  const auto first_grid_line = [&](const std::string& mode) {
    const std::string out = dir.Path(mode + ".pdf");
    const auto r =
        RunPapermines("sheet -n 4 --size 6x6 -d easy --rules " + mode + " -o " + ShellQuote(out));
    EXPECT_EQ(r.status, 0) << r.err;
    // The line of the first caption ("1 · easy") in pdftotext's layout.
    const std::string page = PdfText(out);
    const size_t at = page.find("1 \u00B7 easy");
    EXPECT_NE(at, std::string::npos) << page;
    return std::count(page.begin(), page.begin() + std::min(at, page.size()), '\n');
  };
  const auto full = first_grid_line("full"), brief = first_grid_line("short"),
             none = first_grid_line("none");
  EXPECT_GT(full, brief);
  EXPECT_GE(brief, none);
}

}  // namespace
}  // namespace papermines
