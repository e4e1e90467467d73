// Difficulty grades on hand-made puzzles that need exactly one kind of technique, checked against
// independent facts computed here (what single clues and pairs of clues can decide, by
// enumeration), and the soundness of every graded step on random unique puzzles.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/opening.h"
#include "solve/grade.h"
#include "solve/propagate.h"
#include "solve/solver.h"
#include "solve/system.h"
#include "tests/grade_oracle.h"
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

// The clues of a random puzzle on `topo`: each cell a mine with probability `mine_p`, each safe
// cell open with probability `open_p` (drawn cell by cell, mine then open).
Clues RandomClues(const Topology& topo, double mine_p, double open_p, std::mt19937_64& rng) {
  Mines mine(topo.size(), 0);
  std::vector<uint8_t> open(topo.size(), 0);
  for (int c = 0; c < topo.size(); ++c) {
    mine[c] = std::bernoulli_distribution(mine_p)(rng);
    open[c] = !mine[c] && std::bernoulli_distribution(open_p)(rng);
  }
  return CluesFor(topo, mine, open);
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
  EXPECT_EQ(r.explanation[0].rfind("every way to meet clue ", 0), 0u) << r.explanation[0];
  EXPECT_NE(r.explanation[0].find(" and clue "), std::string::npos) << r.explanation[0];
}

TEST(SolveGrade, TrialIsExpert) {
  const Grid g = Parse({"...21..", ".5..33.", "2.4..4.", ".33...3", "..113.2"});
  const SolveResult r = GradeOf(g);
  ExpectUniqueByOracle(g, r);
  EXPECT_EQ(r.difficulty, Difficulty::kExpert);
  int trials = 0;
  for (const std::string& e : r.explanation) {
    if (e.rfind("if ", 0) != 0) continue;
    ++trials;
    EXPECT_NE(e.find("could not be met; so "), std::string::npos) << e;
  }
  EXPECT_GE(trials, 1);
  Deadline none(0);
  SolveOptions o;
  const GradeResult gr = Grade(*g.topo, g.clues, r.solutions[0], o, none);
  EXPECT_GE(gr.steps[static_cast<int>(Technique::kTrial)], 1);
  EXPECT_EQ(gr.steps[static_cast<int>(Technique::kSearch)], 0);
  EXPECT_TRUE(gr.sound);
  // Where the ladder first needed the trial, no one, two or three clues decide anything.
  ASSERT_EQ(gr.stall.size(), g.clues.size());
  for (int size = 1; size <= 3; ++size) {
    EXPECT_FALSE(grade_oracle::SomeSetDecides(*g.topo, g.clues, gr.stall, size)) << size;
  }
}

// FindChain against brute force over every set of clues: on random puzzles, at the fixpoint of the
// single-clue and pair rules (which, checked by brute force too, leaves nothing to one clue or
// two), a chain of up to N clues is found exactly when some set of 3..N clues decides a cell, and
// what it decides agrees with the mines the clues were made from.
TEST(SolveGrade, ChainsMatchBruteForceOverClueSets) {
  std::mt19937_64 rng(7);
  int stalls = 0, chains_found = 0;
  for (int i = 0; i < 20000 && stalls < 400; ++i) {
    const TopologyKind kind = static_cast<TopologyKind>(i % 3);
    TopologyPtr topo = *Topology::Grid(kind, 3 + i % 4, 3 + (i / 4) % 4);
    const bool chessboard = i % 2 == 0;
    const std::vector<uint8_t> board_open = ChessboardOpen(*topo);
    Mines mine(topo->size(), 0);
    std::vector<uint8_t> open(topo->size(), 0);
    for (int c = 0; c < topo->size(); ++c) {
      if (chessboard) {
        open[c] = board_open[c];
        mine[c] = !open[c] && std::bernoulli_distribution(0.5)(rng);
      } else {
        mine[c] = std::bernoulli_distribution(0.3)(rng);
        open[c] = !mine[c] && std::bernoulli_distribution(0.5)(rng);
      }
    }
    // The drawn mines meet the clues (other solutions may exist): every sound deduction agrees
    // with them.
    const Clues clues = CluesFor(*topo, mine, open);
    const ClueSystem sys = BuildClueSystem(*topo, clues);
    State st = InitialState(sys);
    for (int k = sys.num_constraints() - 1; k >= 0; --k) st.queue.push_back(k);
    ASSERT_LT(PropagatePairs(sys, st, true, 0), 0);
    if (st.unset == 0) continue;
    ++stalls;
    ASSERT_FALSE(grade_oracle::SomeSetDecides(*topo, clues, st.value, 1));
    ASSERT_FALSE(grade_oracle::SomeSetDecides(*topo, clues, st.value, 2));
    for (int max_clues : {3, 4}) {
      const ChainLimits limits{max_clues, 16};
      bool expect = false;
      for (int size = 3; size <= max_clues && !expect; ++size) {
        expect = grade_oracle::SomeSetDecides(*topo, clues, st.value, size, limits.max_unknowns);
      }
      Scratch scratch;
      scratch.Init(sys);
      Deduction d;
      const bool found = FindChain(sys, st, limits, scratch, &d);
      ASSERT_EQ(found, expect) << topo->Describe() << " max_clues " << max_clues;
      // The scratch counters are left clean for the next call.
      EXPECT_EQ(std::count(scratch.near.begin(), scratch.near.end(), 0),
                static_cast<long>(scratch.near.size()));
      EXPECT_EQ(std::count(scratch.cell_uses.begin(), scratch.cell_uses.end(), 0),
                static_cast<long>(scratch.cell_uses.size()));
      if (!found) continue;
      chains_found += max_clues == 3;
      EXPECT_FALSE(d.conflict);
      EXPECT_GE(d.clues.size(), 3u);
      EXPECT_LE(d.clues.size(), static_cast<size_t>(max_clues));
      ASSERT_FALSE(d.cells.empty());
      for (auto [v, x] : d.cells) EXPECT_EQ(x, mine[v]);
      // The group it names decides those cells on its own.
      std::vector<int32_t> group;
      for (int32_t k : d.clues) group.push_back(sys.con_cell[k]);
      grade_oracle::SetOutcome direct = grade_oracle::WhatSetDecides(*topo, clues, st.value, group);
      std::sort(direct.cells.begin(), direct.cells.end());
      std::vector<std::pair<int32_t, int>> got;
      for (auto [v, x] : d.cells) got.push_back({v, x});
      EXPECT_EQ(direct.cells, got);
    }
  }
  EXPECT_GE(stalls, 300);
  EXPECT_GE(chains_found, 10);
}

// FindChain looks at the groups by their smallest clue, smallest first, and at groups of three
// before groups of four: checked by brute force over every set of clues on random puzzles at the
// fixpoint of the single-clue and pair rules, no set of three clues whose smallest clue comes
// before the found group's decides a cell, and none of three at all when the group found has four.
TEST(SolveGrade, ChainsComeFromTheSmallestFirstClue) {
  std::mt19937_64 rng(23);
  int checked = 0, later_roots = 0, fours = 0;
  for (int i = 0; i < 4000 && checked < 150; ++i) {
    const TopologyKind kind = static_cast<TopologyKind>(i % 3);
    TopologyPtr topo = *Topology::Grid(kind, 4 + i % 3, 4 + (i / 3) % 3);
    const Clues clues = RandomClues(*topo, 0.3, 0.45, rng);
    const ClueSystem sys = BuildClueSystem(*topo, clues);
    State st = InitialState(sys);
    for (int k = sys.num_constraints() - 1; k >= 0; --k) st.queue.push_back(k);
    ASSERT_LT(PropagatePairs(sys, st, true, 0), 0);
    if (st.unset == 0) continue;
    std::vector<int> con_of(topo->size(), -1);
    for (int k = 0; k < sys.num_constraints(); ++k) con_of[sys.con_cell[k]] = k;
    const std::vector<int32_t> live = grade_oracle::LiveClues(*topo, clues, st.value);
    for (int max_clues : {3, 4}) {
      const ChainLimits limits{max_clues, 16};
      Scratch scratch;
      scratch.Init(sys);
      Deduction d;
      if (!FindChain(sys, st, limits, scratch, &d)) continue;
      ++checked;
      const int root = d.clues.front();  // (sorted: the smallest)
      if (d.clues.size() == 4) {
        ++fours;
        EXPECT_FALSE(grade_oracle::SomeSetDecides(*topo, clues, st.value, 3, 16));
      }
      // Every set of three live clues whose smallest clue comes before the root.
      const int m = static_cast<int>(live.size());
      for (int a = 0; a < m; ++a) {
        if (con_of[live[a]] >= root) continue;
        for (int b = 0; b < m; ++b) {
          for (int c = b + 1; c < m; ++c) {
            if (b == a || c == a || con_of[live[b]] < con_of[live[a]] ||
                con_of[live[c]] < con_of[live[a]])
              continue;
            const std::vector<int32_t> set = {live[a], live[b], live[c]};
            const grade_oracle::SetOutcome o =
                grade_oracle::WhatSetDecides(*topo, clues, st.value, set, limits.max_unknowns);
            ASSERT_TRUE(!o.conflict && o.cells.empty())
                << topo->Describe() << " clues " << set[0] << " " << set[1] << " " << set[2]
                << " decide before the root " << sys.con_cell[root];
          }
        }
        ++later_roots;
      }
    }
  }
  EXPECT_GE(checked, 100);
  EXPECT_GT(later_roots, 0);  // found groups with clues before them
  EXPECT_GT(fours, 0);
}

// FindChain with a LadderMemo finds, step after step, exactly what a scan of every group finds:
// on random puzzles, the chains-and-pairs loop of the sparse generator run twice in lockstep, once
// scanning everything and once skipping what the memo has cleared, gives the same deductions in
// the same order (the memo must mark every group a decided cell may have changed).
TEST(SolveGrade, ChainMemoGivesTheDeductionsOfAFullScan) {
  std::mt19937_64 rng(11);
  int chain_steps = 0, skipped_roots = 0;
  for (int i = 0; i < 600; ++i) {
    const TopologyKind kind = static_cast<TopologyKind>(i % 3);
    TopologyPtr topo = *Topology::Grid(kind, 6 + i % 7, 6 + (i / 7) % 7);
    const Clues clues = RandomClues(*topo, 0.25, 0.45, rng);
    const ClueSystem sys = BuildClueSystem(*topo, clues);
    for (int max_clues : {3, 4}) {
      const ChainLimits limits{max_clues, 16};
      State full = InitialState(sys), memoed = InitialState(sys);
      for (int k = sys.num_constraints() - 1; k >= 0; --k) {
        full.queue.push_back(k);
        memoed.queue.push_back(k);
      }
      ASSERT_LT(PropagatePairs(sys, full, true, 0), 0);
      ASSERT_LT(PropagatePairs(sys, memoed, true, 0), 0);
      Scratch scratch;
      scratch.Init(sys);
      LadderMemo memo;
      memo.Init(sys, limits);
      for (;;) {
        Deduction a, b;
        const bool found_a = FindChain(sys, full, limits, scratch, &a);
        const bool found_b = FindChain(sys, memoed, limits, scratch, &b, nullptr, &memo);
        ASSERT_EQ(found_a, found_b) << topo->Describe() << " step " << chain_steps;
        if (!found_a) break;
        ASSERT_EQ(a.clues, b.clues);
        ASSERT_EQ(a.cells, b.cells);
        ASSERT_EQ(a.conflict, b.conflict);
        if (a.conflict) break;
        ++chain_steps;
        for (int k = 0; k < sys.num_constraints(); ++k) {
          skipped_roots += memoed.unk[k] > 0 && !memo.marked(LadderMemo::kChainRule, k);
        }
        const size_t from = full.trail.size();
        for (State* st : {&full, &memoed}) {
          ApplyDeduction(sys, *st, a);
          st->queue.clear();
          ASSERT_LT(PropagatePairs(sys, *st, false, from), 0);
        }
        ASSERT_EQ(full.value, memoed.value);
        memo.Assigned(sys, memoed, from);
      }
    }
  }
  EXPECT_GE(chain_steps, 200);
  // The memo does skip work: some roots with unknowns stay cleared between steps.
  EXPECT_GT(skipped_roots, 0);
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
    const Clues clues = RandomClues(*topo, 0.3, 0.5, rng);
    SolveOptions o;
    o.grade = true;
    o.explain = true;
    const SolveResult r = Solve(*topo, clues, o);
    if (r.verdict != Verdict::kUnique) continue;
    ++graded;
    Deadline none(0);
    const GradeResult g = Grade(*topo, clues, r.solutions[0], o, none);
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
