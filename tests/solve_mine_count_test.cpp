// The shown mine count as a clue (SolveOptions::mine_count): the prover and the grade use it as
// one more constraint over every closed cell. Checked against brute force over the closed cells
// that keeps only assignments with the stated total (tests/solve_oracle.h; no code of solve/).
#include <cstdint>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "gen/random.h"
#include "gtest/gtest.h"
#include "solve/solver.h"
#include "tests/solve_oracle.h"

namespace papermines {
namespace {

TEST(MineCount, DecidesWhatTheCluesLeaveOpen) {
  auto t = Topology::Square(1, 5);
  ASSERT_TRUE(t.ok());
  const Clues clues = {kClosed, 1, kClosed, 1, kClosed};
  EXPECT_EQ(Solve(**t, clues).verdict, Verdict::kMultiple);
  for (int64_t n : {1, 2}) {
    SolveOptions so;
    so.mine_count = n;
    so.grade = so.explain = true;
    const SolveResult r = Solve(**t, clues, so);
    ASSERT_EQ(r.verdict, Verdict::kUnique) << n;
    int64_t mines = 0;
    for (uint8_t x : r.solutions[0]) mines += x;
    EXPECT_EQ(mines, n);
    bool named = false;
    for (const std::string& s : r.explanation)
      named |= s.find("the mine count") != std::string::npos;
    EXPECT_TRUE(named) << "the explanation never uses the count";
  }
  SolveOptions so;
  so.mine_count = 3;
  EXPECT_EQ(Solve(**t, clues, so).verdict, Verdict::kNone);
}

TEST(MineCount, AgreesWithBruteForceOnRandomPuzzles) {
  SplitMix64 rng(7);
  int unique_only_with_count = 0;
  for (int trial = 0; trial < 600; ++trial) {
    const int rows = 2 + static_cast<int>(rng.Below(3)), cols = 2 + static_cast<int>(rng.Below(4));
    auto t = Topology::Grid(trial % 3 == 0   ? TopologyKind::kSquare
                            : trial % 3 == 1 ? TopologyKind::kTriangle
                                             : TopologyKind::kHex,
                            rows, cols);
    ASSERT_TRUE(t.ok());
    const int n = (*t)->size();
    std::vector<uint8_t> open(n), mine(n, 0);
    for (int c = 0; c < n; ++c) {
      open[c] = rng.Below(100) < 45;
      if (!open[c]) mine[c] = rng.Below(100) < 40;
    }
    const Clues clues = CluesFor(**t, mine, open);
    int64_t total = 0;
    for (uint8_t x : mine) total += x;
    // Sometimes a wrong total, so `none` is exercised too.
    const int64_t stated = trial % 7 == 0 ? total + 1 : total;
    SolveOptions so;
    so.mine_count = stated;
    const SolveResult r = Solve(**t, clues, so);
    const std::vector<Mines> brute = oracle::BruteForceWithTotal(**t, clues, stated);
    SCOPED_TRACE(trial);
    if (brute.empty()) {
      EXPECT_EQ(r.verdict, Verdict::kNone);
    } else if (brute.size() == 1) {
      ASSERT_EQ(r.verdict, Verdict::kUnique);
      EXPECT_EQ(r.solutions[0], brute[0]);
      unique_only_with_count += Solve(**t, clues).verdict == Verdict::kMultiple;
    } else {
      ASSERT_EQ(r.verdict, Verdict::kMultiple);
      ASSERT_EQ(r.solutions.size(), 2u);
      EXPECT_NE(r.solutions[0], r.solutions[1]);
      for (const Mines& s : r.solutions) {
        int64_t k = 0;
        for (uint8_t x : s) k += x;
        EXPECT_EQ(k, stated);
      }
    }
  }
  EXPECT_GT(unique_only_with_count, 0) << "no puzzle needed the count";
}

}  // namespace
}  // namespace papermines
