// `--shard K/N` through the binary: 4 shards run by GNU parallel, concatenated in K order, are the
// unsharded output byte for byte (for gen paper, oneclick and reverse, at sizes where the no-repeat
// rule redraws puzzles); bad specs are refused with one line and exit 2; no repeat in a sheet-sized
// run; hex tables are not square tables.
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;

// Runs `papermines ARGS --shard {}/4 -o DIR/part{}` for K = 1..4 through GNU parallel and returns
// the concatenation of the four parts in K order.
std::string ShardsThroughParallel(const ScratchDir& dir, const std::string& args) {
  const std::string cmd = "parallel --will-cite -j4 " +
                          ShellQuote(ShellQuote(PAPERMINES_BINARY) + " " + args +
                                     " --shard {}/4 -o " + ShellQuote(dir.Path("part")) + "{}") +
                          " ::: 1 2 3 4 && cat " + ShellQuote(dir.Path("part")) + "1 " +
                          ShellQuote(dir.Path("part")) + "2 " + ShellQuote(dir.Path("part")) +
                          "3 " + ShellQuote(dir.Path("part")) + "4";
  const testing_util::RunResult r = RunShell(cmd);
  EXPECT_EQ(r.status, 0) << cmd << "\n" << r.err;
  return r.out;
}

TEST(Shards, FourShardsThroughGnuParallelAreTheUnshardedBytes) {
  const std::vector<std::string> runs = {
      // 4 x 4 has 20 tables: 18 asked for means many redraws, some in every shard.
      "gen paper -r 4 -c 4 -n 18 -s 1",
      "gen paper -r 8 -c 8 -n 13 -s 5 -d medium -j 2",
      "gen paper -t hex -r 8 -c 8 -n 10 -s 2 --heuristic strict",
      "gen oneclick -r 4 -c 4 -m 6 --random -n 7 -s 3",
      // Worksheet tasks: separated by blank lines, like reverse boards.
      "gen oneclick --tasks -r 5 -c 5 -n 9 -s 2 --impossible 0.3",
      "gen reverse --rows 4 --cols 4 --count 11 --seed 2",
  };
  for (const std::string& args : runs) {
    SCOPED_TRACE(args);
    const testing_util::RunResult whole = RunPapermines(args);
    ASSERT_EQ(whole.status, 0) << whole.err;
    ScratchDir dir;
    EXPECT_EQ(ShardsThroughParallel(dir, args), whole.out);
  }
  // The runs above do exercise redraws (ids ending in r<attempt>).
  EXPECT_NE(RunPapermines(runs[0]).out.find("r1\n"), std::string::npos);
}

TEST(Shards, MoreShardsThanPuzzlesWriteEmptySlices) {
  ScratchDir dir;
  const testing_util::RunResult whole = RunPapermines("gen paper -r 6 -c 6 -n 2 -s 4");
  ASSERT_EQ(whole.status, 0);
  std::string cat;
  for (int k = 1; k <= 3; ++k) {
    const auto r =
        RunPapermines("gen paper -r 6 -c 6 -n 2 -s 4 --shard " + std::to_string(k) + "/3");
    ASSERT_EQ(r.status, 0) << r.err;
    cat += r.out;
  }
  EXPECT_EQ(cat, whole.out);
}

TEST(Shards, BadSpecsAreRefusedWithOneLine) {
  for (const std::string cmd :
       {"gen paper", "gen oneclick -r 4 -c 4 -m 3 --random -n 4", "gen reverse --count 4"}) {
    for (const std::string spec : {"0/4", "5/4", "1/0", "junk", "1/", "2/2/2", "-1/3"}) {
      ScratchDir dir;
      const auto r = RunPapermines(cmd + " --shard " + ShellQuote(spec) + " -o " +
                                   ShellQuote(dir.Path("out")));
      EXPECT_EQ(r.status, 2) << cmd << " " << spec;
      EXPECT_EQ(r.err.rfind("papermines: error: --shard: bad shard", 0), 0u) << r.err;
      EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;  // one line
      EXPECT_FALSE(std::filesystem::exists(dir.Path("out"))) << "something was written";
    }
  }
}

// The clue blocks of a .mines text, one string per puzzle.
std::vector<std::string> ClueBlocks(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line, block;
  bool in_clues = false;
  while (std::getline(in, line)) {
    if (line == "clues") {
      in_clues = true;
      block.clear();
    } else if (in_clues && (line == "solution" || line == "end")) {
      in_clues = false;
      out.push_back(block);
    } else if (in_clues) {
      block += line + "\n";
    }
  }
  return out;
}

TEST(NoRepeat, ExhaustedSizesSayHowManyAndWriteNothing) {
  // 5 x 5, medium: the example sheet printed 16 different tables among 20.
  const auto r = RunPapermines("gen paper -r 5 -c 5 -n 20 -s 1 -d medium");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<std::string> blocks = ClueBlocks(r.out);
  ASSERT_EQ(blocks.size(), 20u);
  EXPECT_EQ(std::set<std::string>(blocks.begin(), blocks.end()).size(), 20u);
  // 4 x 4 has 20 tables in all (bench/distinct_count.cpp; gen_distinct_test counts them).
  ScratchDir dir;
  const auto x = RunPapermines("gen paper -r 4 -c 4 -n 21 -o " + ShellQuote(dir.Path("out")));
  EXPECT_EQ(x.status, 1) << x.err;
  EXPECT_NE(x.err.find("only 20 distinct paper tables"), std::string::npos) << x.err;
  EXPECT_FALSE(std::filesystem::exists(dir.Path("out")));
  const auto s = RunPapermines("sheet --size 4x4 -n 12 -o " + ShellQuote(dir.Path("s.pdf")));
  EXPECT_EQ(s.status, 1) << s.err;
  EXPECT_NE(s.err.find("only 8 distinct"), std::string::npos) << s.err;
  EXPECT_FALSE(std::filesystem::exists(dir.Path("s.pdf")));
}

TEST(NoRepeat, RedrawnPuzzlesRegenerateFromTheirIds) {
  const auto run = RunPapermines("gen paper -r 4 -c 4 -n 12 -s 1");
  ASSERT_EQ(run.status, 0) << run.err;
  // Every puzzle of the run, looked up by its id, is the same bytes (ids of redraws end in r<a>).
  std::istringstream in(run.out);
  std::string line, block;
  int redrawn = 0;
  std::vector<std::string> puzzles;
  while (std::getline(in, line)) {
    block += line + "\n";
    if (line == "end") {
      puzzles.push_back(block);
      block.clear();
    }
  }
  ASSERT_EQ(puzzles.size(), 12u);
  for (const std::string& p : puzzles) {
    const size_t at = p.find("\nid ") + 4;
    const std::string id = p.substr(at, p.find('\n', at) - at);
    if (id.find('r', id.rfind('-')) == std::string::npos) continue;
    ++redrawn;
    const auto again = RunPapermines("gen paper --id " + id);
    ASSERT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(again.out, p) << id;
  }
  EXPECT_GT(redrawn, 0);
}

// Rows of the `clues` block of the first puzzle, as cells (split on spaces).
std::vector<std::vector<std::string>> Grid(const std::string& block) {
  std::vector<std::vector<std::string>> g;
  std::istringstream in(block);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream cells(line);
    std::vector<std::string> row;
    for (std::string c; cells >> c;) row.push_back(c);
    g.push_back(row);
  }
  return g;
}

TEST(HexOpening, HexTablesAreNotSquareTables) {
  const auto hex = RunPapermines("gen paper -t hex -n 50 -s 7");
  const auto square = RunPapermines("gen paper -t square -n 50 -s 7");
  ASSERT_EQ(hex.status, 0) << hex.err;
  ASSERT_EQ(square.status, 0);
  const std::vector<std::string> h = ClueBlocks(hex.out), s = ClueBlocks(square.out);
  ASSERT_EQ(h.size(), 50u);
  ASSERT_EQ(s.size(), 50u);
  const std::set<std::string> square_set(s.begin(), s.end());
  for (const std::string& b : h) EXPECT_EQ(square_set.count(b), 0u) << b;
  // Some interior clue sees a closed cell that is not one of its 4 up/down/left/right cells: on
  // odd-r rows the diagonal neighbours are (r-1, c-1), (r+1, c-1) on even rows and (r-1, c+1),
  // (r+1, c+1) on odd rows.
  const auto g = Grid(h[0]);
  int diagonal_closed = 0;
  for (int r = 1; r + 1 < static_cast<int>(g.size()); ++r) {
    for (int c = 1; c + 1 < static_cast<int>(g[r].size()); ++c) {
      if (g[r][c] == ".") continue;
      const int dc = r % 2 == 0 ? -1 : 1;
      diagonal_closed += (g[r - 1][c + dc] == ".") + (g[r + 1][c + dc] == ".");
    }
  }
  EXPECT_GT(diagonal_closed, 0);
}

}  // namespace
}  // namespace papermines
