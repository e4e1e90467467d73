// Every id papermines prints regenerates its puzzle: for each kind (paper, oneclick boards and
// worksheet tasks, reverse), a run's puzzles are made again one by one from their ids, with
// `gen KIND --id` and `sheet --id`, and compared byte for byte; bad ids are refused with a located
// one-line reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/run_binary.h"

namespace {

using namespace papermines::testing_util;

// The puzzles of a .mines text, each from its `puzzle` line to its `end` line.
std::vector<std::string> Blocks(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line, cur;
  while (std::getline(in, line)) {
    if (line.rfind("puzzle ", 0) == 0) cur.clear();
    cur += line + "\n";
    if (line == "end") out.push_back(cur);
  }
  return out;
}

std::string IdOf(const std::string& block) {
  const size_t at = block.find("\nid ");
  EXPECT_NE(at, std::string::npos) << block;
  return block.substr(at + 4, block.find('\n', at + 1) - at - 4);
}

// Generates with `args`, then regenerates every puzzle from its id with `gen KIND --id`.
void CheckRegenerates(const std::string& kind, const std::string& args, int want,
                      bool want_redraw = false) {
  SCOPED_TRACE(args);
  const RunResult run = RunPapermines("gen " + kind + " " + args);
  ASSERT_EQ(run.status, 0) << run.err;
  const std::vector<std::string> blocks = Blocks(run.out);
  ASSERT_EQ(static_cast<int>(blocks.size()), want) << run.out;
  std::set<std::string> ids;
  bool redraw = false;
  for (const std::string& b : blocks) {
    const std::string id = IdOf(b);
    EXPECT_TRUE(ids.insert(id).second) << "id printed twice: " << id;
    redraw = redraw || id.find('r', id.rfind('-')) != std::string::npos;
    const RunResult again = RunPapermines("gen " + kind + " --id " + ShellQuote(id));
    ASSERT_EQ(again.status, 0) << id << ": " << again.err;
    EXPECT_EQ(again.out, b) << id;
  }
  if (want_redraw) {
    EXPECT_TRUE(redraw) << "expected a redrawn repeat among " << run.out;
  }
}

TEST(Ids, PaperRegenerates) {
  CheckRegenerates("paper", "-r 6 -c 7 -n 4 -s 5 -d medium", 4);
  CheckRegenerates("paper", "-t hex -r 8 -c 8 --opening sparse -d hard -n 2 -s 3", 2);
  CheckRegenerates("paper", "-r 4 -c 4 -n 12 -s 1", 12, /*want_redraw=*/true);
}

TEST(Ids, OneClickBoardsRegenerate) {
  CheckRegenerates("oneclick", "-r 5 -c 6 -m 9", 1);
  CheckRegenerates("oneclick", "-r 5 -c 6 -m 9 --random -s 77", 1);
  CheckRegenerates("oneclick", "-r 6 -c 7 -m 10 --random -s 5 -n 5", 5);
  CheckRegenerates("oneclick", "-r 3 -c 3 -m 5 --random -s 2 -n 4", 4, /*want_redraw=*/true);
}

TEST(Ids, OneClickTasksRegenerate) {
  // Worksheet tasks: sizes and mine counts vary, some impossible, some graded.
  CheckRegenerates("oneclick", "--tasks -r 8 -c 8 -n 10 -s 3 --impossible 0.3", 10);
  CheckRegenerates("oneclick", "--tasks -r 3 -c 3 -n 6 -s 1 --difficulty hard", 6,
                   /*want_redraw=*/true);
}

TEST(Ids, ReverseRegenerates) {
  CheckRegenerates("reverse", "--count 4 --seed 3", 4);
  CheckRegenerates("reverse",
                   "--count 3 --seed 1 --topology triangle --rows 6 --cols 6 --difficulty easy "
                   "--attempts 100",
                   3);
  CheckRegenerates("reverse", "--rows 3 --cols 3 --density 0.2 --count 12 --seed 0", 12,
                   /*want_redraw=*/true);
}

// A sheet of each kind, saved, is drawn again from its ids alone: the same puzzles, the same PDF.
TEST(Ids, SheetsRegenerateFromTheirIds) {
  ScratchDir dir;
  for (const std::string kind : {"paper", "oneclick", "reverse"}) {
    SCOPED_TRACE(kind);
    const std::string a = dir.Path(kind + "-a"), b = dir.Path(kind + "-b");
    const RunResult first = RunPapermines("sheet --kind " + kind + " -n 4 --seed 7 --save " + a +
                                          ".mines -o " + a + ".pdf");
    ASSERT_EQ(first.status, 0) << first.err;
    const std::string saved = ReadWholeFile(a + ".mines");
    std::string ids;
    for (const std::string& block : Blocks(saved)) {
      if (!ids.empty()) ids += ',';
      ids += IdOf(block);
    }
    const RunResult second =
        RunPapermines("sheet --id " + ids + " --save " + b + ".mines -o " + b + ".pdf");
    ASSERT_EQ(second.status, 0) << second.err;
    EXPECT_EQ(ReadWholeFile(b + ".mines"), saved);
    EXPECT_EQ(ReadWholeFile(b + ".pdf"), ReadWholeFile(a + ".pdf"));
  }
  // Kinds mix on one sheet.
  const RunResult mixed = RunPapermines(
      "sheet --id sq6x6-d50-p-any-s1-0 --id oc8x7-m13-medium-s3-0 "
      "--id rev-sq8x8-m10-any-s3-1 --save " +
      dir.Path("m.mines") + " -o " + dir.Path("m.pdf"));
  ASSERT_EQ(mixed.status, 0) << mixed.err;
  EXPECT_EQ(Blocks(ReadWholeFile(dir.Path("m.mines"))).size(), 3u);
}

TEST(Ids, BadIdsAreRefusedWithALocatedReason) {
  struct Case {
    std::string command, id, column;
  };
  for (const Case& c : std::vector<Case>{
           {"gen reverse", "rev-sq8x8-mX-any-s3-2", "column 11 ('mX')"},
           {"gen reverse", "rev-pent8x8-m10-any-s3-2", "column 5 ('pent8x8')"},
           {"gen reverse", "rev-sq8x8-m10-any-s3", "column 21 (its end)"},
           {"gen reverse", "rev-sq8x8-m10-a0-any-s3-1", "column 15 ('a0')"},
           {"gen reverse", "rev-sq8x8-m10-hardest-s3-1", "column 15 ('hardest')"},
           {"gen oneclick", "oc8x8-m6-easy-s3-0x", "column 18 ('0x')"},
           {"gen oneclick", "oc8y8-m6", "column 1 ('oc8y8')"},
           {"gen oneclick", "oc8x8-m6-s3-1-2", "column 15 ('2')"},
           {"gen paper", "sq10x10-dX-p-any-s1-0", "column 9 ('dX')"},
           {"gen paper", "sq10x10-d50-q-any-s1-0", "column 13 ('q')"},
           {"sheet -o /dev/null", "sq10x10-d50-p-any-s1-x", "column 22 ('x')"},
       }) {
    SCOPED_TRACE(c.id);
    const RunResult r = RunPapermines(c.command + " --id " + ShellQuote(c.id));
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.err.find("papermines: error: bad puzzle id '" + c.id + "' at " + c.column), 0u)
        << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_TRUE(r.out.empty());
  }
}

}  // namespace
