// Bounded work: `--time-limit SECONDS` on `solve` and `gen paper`, run through the real binary on
// openings built to be hard (tests/data/hard/, written by make_hard.py: long Kaye-style wires,
// large openings with few clues, big dense openings) and on a large opening made here.
//
// Each run must either finish or stop at the limit, within the limit plus a slack: this is a bound,
// not a timing benchmark. A puzzle that was not decided in time has status `unknown` and the exit
// status is 3; any verdict that is given is checked independently: every solution the JSON gives
// satisfies the clues (recounted here from the topology), "multiple" gives two different ones, and
// no verdict but "none" or "unknown" is accepted for a puzzle known to have no solution.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/mines_io.h"
#include "core/output.h"
#include "core/puzzle.h"
#include "nlohmann/json.hpp"
#include "tests/run_binary.h"

namespace papermines {
namespace {

namespace fs = std::filesystem;

constexpr double kSlackSeconds = 5;  // process start, parsing, printing, a loaded machine

const fs::path kHard = fs::path(PAPERMINES_TEST_DATA) / "hard";

using Result = testing_util::RunResult;
using testing_util::CommandExists;

class TimeLimit : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = testing_util::MakePrivateDir(); }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  // Runs the binary with a hard stop well past any bound the test asserts.
  Result Run(const std::string& args) {
    testing_util::RunSpec spec;
    spec.dir = dir_;
    spec.timeout_seconds = 600;
    return testing_util::RunBinary(args, spec);
  }
  fs::path dir_;
};

std::string Show(const Result& r) {
  return "exit " + std::to_string(r.status) + " after " + std::to_string(r.seconds) +
         " s\nstderr: " + r.err.substr(0, 500) + "\nstdout: " + r.out.substr(0, 500);
}

// A FORMAT.md solution grid (rows of space-separated '*', '-' or clue) as a mine vector.
Mines GridMines(const nlohmann::json& grid, const Topology& topo) {
  Mines mine;
  for (const auto& row : grid) {
    std::istringstream cells(row.get<std::string>());
    std::string cell;
    while (cells >> cell) mine.push_back(cell == "*" ? 1 : 0);
  }
  EXPECT_EQ(mine.size(), static_cast<size_t>(topo.size()));
  mine.resize(topo.size());
  return mine;
}

// Checks the JSON of `solve --json` against the puzzles; returns whether any is unknown.
bool CheckVerdicts(const std::string& what, const Result& r, const std::vector<Puzzle>& puzzles,
                   const std::vector<std::string>& no_solution_ids) {
  nlohmann::json doc = nlohmann::json::parse(r.out, nullptr, /*allow_exceptions=*/false);
  EXPECT_TRUE(doc.is_object() && doc.contains("puzzles")) << what << "\n" << Show(r);
  if (!doc.is_object() || !doc.contains("puzzles")) return false;
  EXPECT_EQ(doc["puzzles"].size(), puzzles.size()) << what;
  bool any_unknown = false, all_unique = true;
  for (size_t i = 0; i < std::min(puzzles.size(), doc["puzzles"].size()); ++i) {
    const Puzzle& p = puzzles[i];
    const nlohmann::json& j = doc["puzzles"][i];
    const std::string status = j.value("status", "");
    const std::string name = what + " puzzle " + p.id + " (" + status + ")";
    EXPECT_TRUE(status == "unique" || status == "multiple" || status == "none" ||
                status == "unknown")
        << name;
    any_unknown |= status == "unknown";
    all_unique &= status == "unique";
    const bool impossible =
        std::find(no_solution_ids.begin(), no_solution_ids.end(), p.id) != no_solution_ids.end();
    if (impossible) {
      EXPECT_TRUE(status == "none" || status == "unknown") << name;
    }
    const nlohmann::json sols = j.value("solutions", nlohmann::json::array());
    if (status == "unique") {
      EXPECT_EQ(sols.size(), 1u) << name;
    } else if (status == "multiple") {
      EXPECT_EQ(sols.size(), 2u) << name;
    }
    std::vector<Mines> seen;
    for (const auto& grid : sols) {
      Mines m = GridMines(grid, *p.topology);
      EXPECT_TRUE(SatisfiesClues(*p.topology, p.clues, m)) << name << ": a solution breaks a clue";
      for (const Mines& other : seen) EXPECT_NE(other, m) << name << ": the same solution twice";
      seen.push_back(std::move(m));
    }
  }
  if (any_unknown) {
    EXPECT_EQ(r.status, 3) << what << ": a puzzle is unknown\n" << Show(r);
  } else {
    EXPECT_EQ(r.status, all_unique ? 0 : 1) << what << "\n" << Show(r);
  }
  return any_unknown;
}

TEST_F(TimeLimit, HardOpeningsFinishOrStopAtTheLimit) {
  ASSERT_TRUE(CommandExists("solve")) << "papermines solve --help fails";
  const double limit = 2;
  int files = 0;
  for (const auto& entry : fs::directory_iterator(kHard)) {
    if (entry.path().extension() != ".mines") continue;
    ++files;
    RunFiles files;
    auto puzzles = ReadMinesFile(files, entry.path().string());
    ASSERT_TRUE(puzzles.ok()) << puzzles.status();
    const std::string what = "solve --time-limit 2 " + entry.path().filename().string();
    const Result r = Run("solve --json --time-limit 2 '" + entry.path().string() + "'");
    // The limit holds per puzzle.
    EXPECT_LT(r.seconds, limit * static_cast<double>(puzzles->size()) + kSlackSeconds)
        << what << "\n"
        << Show(r);
    CheckVerdicts(what, r, *puzzles, {"snake-wire-contradiction"});
  }
  EXPECT_GE(files, 3) << "tests/data/hard/*.mines: run make_hard.py";
}

// A 1500 x 1500 opening (half the safe cells open, mines p = 0.3): far more work than a tenth of
// a second, so the limit is hit, the answer is `unknown` and the exit status 3.
TEST_F(TimeLimit, ALargeOpeningStopsAtATinyLimit) {
  ASSERT_TRUE(CommandExists("solve")) << "papermines solve --help fails";
  const int n = 1500;
  std::mt19937_64 rng(5);
  std::string text = "puzzle paper\ntopology square 1500 1500\nid big\nclues\n";
  auto topo = Topology::Square(n, n);
  ASSERT_TRUE(topo.ok());
  Mines mine(static_cast<size_t>(n) * n);
  std::vector<uint8_t> open(mine.size());
  for (size_t i = 0; i < mine.size(); ++i) {
    mine[i] = rng() % 10 < 3;
    open[i] = !mine[i] && rng() % 2 == 0;
  }
  const Clues clues = CluesFor(**topo, mine, open);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const uint8_t v = clues[static_cast<size_t>(r) * n + c];
      text += v == kClosed ? '.' : static_cast<char>('0' + v);
    }
    text += '\n';
  }
  text += "end\n";
  const fs::path file = dir_ / "big.mines";
  std::ofstream(file, std::ios::binary) << text;

  const double limit = 0.1;
  const Result r = Run("solve --json --time-limit 0.1 '" + file.string() + "'");
  EXPECT_LT(r.seconds, limit + kSlackSeconds) << Show(r);
  auto puzzles = ParseMines(text, "big.mines");
  ASSERT_TRUE(puzzles.ok());
  EXPECT_TRUE(CheckVerdicts("solve --time-limit 0.1 big.mines", r, *puzzles, {}))
      << "a 1500 x 1500 opening decided within 0.1 s?\n"
      << Show(r);
  // The plain output says so too.
  const Result plain = Run("solve --time-limit 0.1 '" + file.string() + "'");
  EXPECT_EQ(plain.status, 3) << Show(plain);
  EXPECT_NE(plain.out.find("unknown"), std::string::npos) << Show(plain);
}

// gen paper --time-limit bounds the whole run: it ends within the limit plus the slack, either
// with the tables it proved (exit 0) or with a clear message and no output file. Large tables,
// whose proofs are the slow part, and a difficulty hunt.
TEST_F(TimeLimit, GenPaperStopsAtTheLimit) {
  ASSERT_TRUE(CommandExists("gen paper")) << "papermines gen paper --help fails";
  const double limit = 2;
  for (const std::string& args :
       {std::string("--rows 600 --cols 600 --seed 1"),
        std::string("--topology triangle --rows 300 --cols 300 --seed 2"),
        std::string("--rows 40 --cols 40 --difficulty expert --seed 3")}) {
    const std::string what = "gen paper " + args + " --time-limit 2 --max-tries 3 -o out.mines";
    const Result r = Run("gen paper " + args + " --time-limit 2 --max-tries 3 -o out.mines");
    EXPECT_LT(r.seconds, limit + kSlackSeconds) << what << "\n" << Show(r);
    if (r.status == 0) {
      RunFiles files;
      auto puzzles = ReadMinesFile(files, (dir_ / "out.mines").string());
      EXPECT_TRUE(puzzles.ok()) << what << ": " << puzzles.status();
    } else {
      EXPECT_TRUE(r.status == 1 || r.status == 3) << what << "\n" << Show(r);
      EXPECT_FALSE(fs::exists(dir_ / "out.mines")) << what << ": a partial output file";
      EXPECT_EQ(r.err.rfind("papermines: ", 0), 0u) << what << "\n" << Show(r);
    }
    fs::remove(dir_ / "out.mines");
  }
}

// A hunt that cannot finish in two seconds (fifty expert 40 x 40 tables: the generator's climb
// found none in 40 s) with no cap on the draws: only the run's time limit stops it, with exit 3,
// one error line and no output file.
TEST_F(TimeLimit, GenPaperHuntStopsAtTheRunLimit) {
  const double limit = 2;
  const Result r =
      Run("gen paper --rows 40 --cols 40 --difficulty expert --count 50 --seed 3 --time-limit 2 "
          "-o out.mines");
  EXPECT_LT(r.seconds, limit + kSlackSeconds) << Show(r);
  EXPECT_EQ(r.status, 3) << Show(r);
  EXPECT_FALSE(fs::exists(dir_ / "out.mines")) << "a partial output file";
  EXPECT_NE(r.err.find("time limit"), std::string::npos) << Show(r);
}

}  // namespace
}  // namespace papermines
