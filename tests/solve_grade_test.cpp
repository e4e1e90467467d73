// Difficulty grades on hand-made puzzles that need exactly one kind of technique, checked against
// independent facts computed here (what single clues and pairs of clues can decide, by
// enumeration), and the soundness of every graded step on random unique puzzles.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "solve/grade.h"
#include "solve/propagate.h"
#include "solve/solver.h"
#include "tests/solve_oracle.h"

namespace papermines {
namespace {

struct Grid {
  TopologyPtr topo;
  Clues clues;
};

// Rows of '.' (closed) and digits.
Grid Parse(const std::vector<std::string>& rows) {
  Grid g;
  g.topo = *Topology::Square(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  for (const std::string& r : rows) {
    for (char ch : r) g.clues.push_back(ch == '.' ? kClosed : static_cast<uint8_t>(ch - '0'));
  }
  return g;
}

std::vector<int> ClosedNeighbors(const Grid& g, int cell) {
  std::vector<int> out;
  for (int32_t nb : g.topo->neighbors(cell)) {
    if (g.clues[nb] == kClosed) out.push_back(nb);
  }
  return out;
}

// Whether the clues in `set` (open cells), taken alone on the initial board, decide some closed
// cell: enumerate every assignment of their closed neighbours.
bool SetDecidesSomething(const Grid& g, const std::vector<int>& set) {
  std::vector<int> vars;
  for (int c : set) {
    for (int v : ClosedNeighbors(g, c)) {
      if (std::find(vars.begin(), vars.end(), v) == vars.end()) vars.push_back(v);
    }
  }
  const int u = static_cast<int>(vars.size());
  uint32_t seen0 = 0, seen1 = 0;
  for (uint32_t mask = 0; mask < (1u << u); ++mask) {
    bool ok = true;
    for (int c : set) {
      int k = 0;
      for (int i = 0; i < u; ++i) {
        if ((mask >> i) & 1) {
          for (int32_t nb : g.topo->neighbors(vars[i])) k += nb == c;
        }
      }
      ok &= k == g.clues[c];
    }
    if (!ok) continue;
    seen1 |= mask;
    seen0 |= ~mask & ((1u << u) - 1);
  }
  return (seen0 ^ seen1) != 0;
}

std::vector<int> OpenCells(const Grid& g) {
  std::vector<int> out;
  for (int c = 0; c < g.topo->size(); ++c) {
    if (g.clues[c] != kClosed) out.push_back(c);
  }
  return out;
}

bool SomeSingleClueDecides(const Grid& g) {
  for (int c : OpenCells(g)) {
    if (SetDecidesSomething(g, {c})) return true;
  }
  return false;
}

bool SomePairDecides(const Grid& g) {
  const std::vector<int> open = OpenCells(g);
  for (size_t i = 0; i < open.size(); ++i) {
    for (size_t j = i + 1; j < open.size(); ++j) {
      if (SetDecidesSomething(g, {open[i], open[j]})) return true;
    }
  }
  return false;
}

SolveResult GradeOf(const Grid& g) {
  SolveOptions o;
  o.grade = true;
  o.explain = true;
  return Solve(*g.topo, g.clues, o);
}

void ExpectUniqueByOracle(const Grid& g, const SolveResult& r) {
  const oracle::OracleResult o = oracle::SatOracle(*g.topo, g.clues);
  ASSERT_EQ(o.outcome, oracle::Outcome::kUnique);
  ASSERT_EQ(r.verdict, Verdict::kUnique);
  EXPECT_EQ(r.solutions[0], o.solutions[0]);
}

TEST(SolveGrade, SingleClueRuleIsEasy) {
  const Grid g = Parse({"1.1"});
  ASSERT_TRUE(SomeSingleClueDecides(g));
  const SolveResult r = GradeOf(g);
  ExpectUniqueByOracle(g, r);
  EXPECT_EQ(r.difficulty, Difficulty::kEasy);
  ASSERT_EQ(r.explanation.size(), 1u);
  EXPECT_EQ(r.explanation[0], "clue 1 at (0,0) has one unknown left, (0,1): mine");
}

TEST(SolveGrade, SubsetRuleIsMedium) {
  // Clue 1 at (0,0) sees {(1,0),(1,1)}, inside clue 2 at (0,1)'s {(1,0),(1,1),(1,2)}: (1,2) mine.
  const Grid g = Parse({"121", "..."});
  ASSERT_FALSE(SomeSingleClueDecides(g));
  ASSERT_TRUE(SomePairDecides(g));
  const SolveResult r = GradeOf(g);
  ExpectUniqueByOracle(g, r);
  EXPECT_EQ(r.difficulty, Difficulty::kMedium);
  ASSERT_FALSE(r.explanation.empty());
  EXPECT_NE(r.explanation[0].find("one lies inside the other"), std::string::npos)
      << r.explanation[0];
  EXPECT_NE(r.explanation[0].find("(1,2): mine"), std::string::npos) << r.explanation[0];
}

TEST(SolveGrade, ThreeClueCombinationIsHard) {
  const Grid g = Parse({"1.1.", "....", "1.21", ".11.", "...."});
  // Nothing on the initial board falls to one clue or to any two clues together.
  ASSERT_FALSE(SomeSingleClueDecides(g));
  ASSERT_FALSE(SomePairDecides(g));
  const SolveResult r = GradeOf(g);
  ExpectUniqueByOracle(g, r);
  EXPECT_EQ(r.difficulty, Difficulty::kHard);
  ASSERT_FALSE(r.explanation.empty());
  EXPECT_EQ(r.explanation[0].rfind("together, ", 0), 0u) << r.explanation[0];
}

TEST(SolveGrade, TrialIsExpert) {
  const Grid g = Parse({"...21..", ".5..33.", "2.4..4.", ".33...3", "..113.2"});
  const SolveResult r = GradeOf(g);
  ExpectUniqueByOracle(g, r);
  EXPECT_EQ(r.difficulty, Difficulty::kExpert);
  int trials = 0;
  for (const std::string& e : r.explanation) trials += e.rfind("if ", 0) == 0;
  EXPECT_GE(trials, 1);
  solve::Deadline none(0);
  SolveOptions o;
  const solve::GradeResult gr = solve::Grade(*g.topo, g.clues, r.solutions[0], o, none);
  EXPECT_GE(gr.steps[static_cast<int>(solve::Technique::kTrial)], 1);
  EXPECT_EQ(gr.steps[static_cast<int>(solve::Technique::kSearch)], 0);
  EXPECT_TRUE(gr.sound);
}

TEST(SolveGrade, ScoreGrowsWithHarderSteps) {
  const SolveResult easy = GradeOf(Parse({"1.1"}));
  const SolveResult hard = GradeOf(Parse({"1.1.", "....", "1.21", ".11.", "...."}));
  EXPECT_LT(easy.difficulty_score, hard.difficulty_score);
}

// Every step of the grade must agree with the (oracle-checked) unique solution, on every topology.
TEST(SolveGrade, EveryStepIsSoundOnRandomUniquePuzzles) {
  std::mt19937_64 rng(99);
  int graded = 0;
  std::set<Difficulty> seen;
  for (int i = 0; i < 3000; ++i) {
    const TopologyKind kind = static_cast<TopologyKind>(i % 3);
    TopologyPtr topo = *Topology::Grid(kind, 2 + i % 7, 2 + (i / 7) % 7);
    Mines mine(topo->size(), 0);
    std::vector<uint8_t> open(topo->size(), 0);
    for (int c = 0; c < topo->size(); ++c) {
      mine[c] = std::bernoulli_distribution(0.3)(rng);
      open[c] = !mine[c] && std::bernoulli_distribution(0.5)(rng);
    }
    const Clues clues = CluesFor(*topo, mine, open);
    SolveOptions o;
    o.grade = true;
    o.explain = true;
    const SolveResult r = Solve(*topo, clues, o);
    if (r.verdict != Verdict::kUnique) continue;
    ++graded;
    solve::Deadline none(0);
    const solve::GradeResult g = solve::Grade(*topo, clues, r.solutions[0], o, none);
    ASSERT_TRUE(g.sound) << topo->Describe();
    EXPECT_EQ(g.difficulty, r.difficulty);
    if (std::count(clues.begin(), clues.end(), kClosed) > 0) {
      EXPECT_FALSE(r.explanation.empty());
    }
    seen.insert(r.difficulty);
  }
  EXPECT_GT(graded, 300);
  EXPECT_GE(seen.size(), 3u);
}

}  // namespace
}  // namespace papermines
