// `papermines solve` through the built binary: the sample cases of tests/data/cases, the JSON
// shape of docs/FORMAT.md, exit statuses, --explain, --time-limit and non-paper puzzles.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <utility>

#include "core/mines_io.h"
#include "core/opening.h"
#include "core/output.h"
#include "core/puzzle.h"
#include "nlohmann/json.hpp"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using ExecResult = testing_util::RunResult;

// The binary's exit status and stdout (stderr apart).
ExecResult Exec(const std::string& args) { return testing_util::RunPapermines(args); }

std::string DataFile(const std::string& name) {
  return std::string(PAPERMINES_TEST_DATA) + "/cases/" + name;
}

std::string TempFile(const std::string& name, const std::string& content) {
  const std::filesystem::path p = std::filesystem::temp_directory_path() /
                                  ("papermines_solve_cli_" + std::to_string(getpid()) + "_" + name);
  std::ofstream(p) << content;
  return p.string();
}

TEST(SolveCli, PublicCases) {
  ExecResult r = Exec("solve " + DataFile("paper_5x6.mines"));
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.rfind("sq5x6-example: unique", 0), 0u) << r.out;
  r = Exec("solve " + DataFile("strip_2x5_multiple.mines"));
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "strip2x5: multiple\n");
  r = Exec("solve " + DataFile("none_1x3.mines"));
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "impossible1x3: none\n");
}

TEST(SolveCli, JsonMatchesTheGivenSolution) {
  RunFiles run;  // this test is one run (core/output.h)
  const ExecResult r = Exec("solve --json " + DataFile("paper_5x6.mines"));
  ASSERT_EQ(r.status, 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  const nlohmann::json& p = j.at("puzzles").at(0);
  EXPECT_EQ(p.at("id"), "sq5x6-example");
  EXPECT_EQ(p.at("status"), "unique");
  EXPECT_EQ(p.at("proof"), "propagation");
  EXPECT_TRUE(p.at("difficulty").is_string());
  // The solution rows equal the file's own solution section, written by the .mines writer.
  auto puzzles = ReadMinesFile(run, DataFile("paper_5x6.mines"));
  ASSERT_TRUE(puzzles.ok());
  const Puzzle& given = (*puzzles)[0];
  EXPECT_EQ(p.at("solutions").at(0).get<std::vector<std::string>>(),
            SolutionRows(*given.topology, given.clues, given.mine));
}

TEST(SolveCli, JsonMultipleGivesTwoDifferentSolutionsAndNoneNamesAClue) {
  ExecResult r = Exec("solve --json " + DataFile("strip_2x5_multiple.mines"));
  ASSERT_EQ(r.status, 1);
  nlohmann::json p = nlohmann::json::parse(r.out).at("puzzles").at(0);
  EXPECT_EQ(p.at("status"), "multiple");
  ASSERT_EQ(p.at("solutions").size(), 2u);
  EXPECT_NE(p.at("solutions").at(0), p.at("solutions").at(1));
  for (const auto& grid : p.at("solutions")) EXPECT_EQ(grid.at(0), "1 1 1 1 1");
  r = Exec("solve --json " + DataFile("none_1x3.mines"));
  ASSERT_EQ(r.status, 1);
  p = nlohmann::json::parse(r.out).at("puzzles").at(0);
  EXPECT_EQ(p.at("status"), "none");
  EXPECT_TRUE(p.at("solutions").empty());
  ASSERT_EQ(p.at("unsatisfiable").size(), 1u);
  EXPECT_EQ(p.at("unsatisfiable").at(0).at("cell"), nlohmann::json::array({0, 0}));
  EXPECT_EQ(p.at("unsatisfiable").at(0).at("clue"), 2);
}

TEST(SolveCli, ExplainWritesTheSteps) {
  const ExecResult r = Exec("solve --explain " + DataFile("paper_5x6.mines"));
  ASSERT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("  1. clue "), std::string::npos) << r.out;
  const ExecResult n = Exec("solve --explain " + DataFile("none_1x3.mines"));
  EXPECT_NE(n.out.find("clue 2 at (0,0) cannot be met"), std::string::npos) << n.out;
}

TEST(SolveCli, SeveralPuzzlesGraphsAndOtherKinds) {
  const std::string file =
      TempFile("mixed.mines",
               "puzzle paper\ntopology graph 3\nedges\n0 1\n1 2\nclues\n1 . 1\n"
               "end\n"
               "puzzle oneclick\ntopology square 2 2\nmines 1\nend\n"
               "puzzle paper\ntopology square 1 3\nclues\n1 . 1\nend\n");
  const ExecResult r = Exec("solve " + file);
  EXPECT_EQ(r.status, 1);  // the oneclick puzzle is skipped, so not every puzzle is unique
  // "1 . 1": one round of single clues deciding one cell: rating 1.0 + 0.4 (solve/rating.h).
  EXPECT_EQ(r.out.rfind("#1: unique easy, rating 1.4\n#2: skipped", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("#3: unique easy, rating 1.4\n"), std::string::npos) << r.out;
  std::filesystem::remove(file);
}

// Worked by hand: the four edge cells a=(0,1), b=(1,0), c=(1,2), d=(2,1) are closed; the corners
// say a+b = a+c = b+d = c+d = 1 and the centre says a+b+c+d = 3. Two opposite corners already give
// a+b+c+d = 2, so a minimal failing set is the centre and two corners that share no cell:
// {(0,0),(2,2)} or {(0,2),(2,0)}; two corners that share a cell leave the sum free.
TEST(SolveCli, NoneNamesAMinimalSetOfClues) {
  const std::string file = TempFile(
      "none3x3.mines", "puzzle paper\ntopology square 3 3\nclues\n1 . 1\n. 3 .\n1 . 1\nend\n");
  const ExecResult r = Exec("solve --json " + file);
  EXPECT_EQ(r.status, 1);
  const nlohmann::json fails = nlohmann::json::parse(r.out).at("puzzles").at(0).at("unsatisfiable");
  std::set<std::pair<int, int>> cells;
  for (const auto& f : fails) {
    cells.insert({f.at("cell").at(0).get<int>(), f.at("cell").at(1).get<int>()});
  }
  const std::set<std::pair<int, int>> one = {{0, 0}, {1, 1}, {2, 2}},
                                      two = {{0, 2}, {1, 1}, {2, 0}};
  EXPECT_TRUE(cells == one || cells == two) << r.out;
  const ExecResult e = Exec("solve --explain " + file);
  EXPECT_NE(e.out.find("these clues cannot all be met"), std::string::npos) << e.out;
  EXPECT_NE(e.out.find("    clue 3 at (1,1)\n"), std::string::npos) << e.out;
  std::filesystem::remove(file);
}

TEST(SolveCli, BadInputAndTimeLimit) {
  const std::string bad =
      TempFile("bad.mines", "puzzle paper\ntopology square 2 2\nclues\n1 .\n. x\nend\n");
  EXPECT_EQ(Exec("solve " + bad).status, 2);
  std::filesystem::remove(bad);
  // A 300 x 300 chessboard table cannot be proved in a microsecond: status unknown, exit 3.
  TopologyPtr topo = *Topology::Square(300, 300);
  Mines mine(topo->size(), 0);
  const std::vector<uint8_t> open = ChessboardOpen(*topo);
  for (int c = 0; c < topo->size(); ++c) mine[c] = !open[c] && (c * 7919) % 3 == 0;
  Puzzle p;
  p.topology = topo;
  p.clues = CluesFor(*topo, mine, open);
  const std::string big = TempFile("big.mines", FormatPuzzle(p));
  const ExecResult r = Exec("solve --json --time-limit 0.000001 " + big);
  EXPECT_EQ(r.status, 3);
  EXPECT_EQ(nlohmann::json::parse(r.out).at("puzzles").at(0).at("status"), "unknown");
  const ExecResult full = Exec("solve --no-grade " + big);
  EXPECT_EQ(full.status, 0) << full.out;
  std::filesystem::remove(big);
}

}  // namespace
}  // namespace papermines
