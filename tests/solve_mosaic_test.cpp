// The prover on mosaics (ClueScope::kBlock, solve/options.h): every cell unknown, a clue counting
// its cell's 3 x 3 block. Its verdicts agree with CaDiCaL (tests/solve_oracle.h with `blocks`)
// over thousands of random small boards, the witnesses of `multiple` are two different pictures
// that meet every clue; the published rules hold (a 0 empties its block, a 9 fills it, a 6 on an
// edge and a 4 in a corner too); a unique mosaic is graded and its steps worded in filled/empty;
// the paper scope on the same clues is another question.
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solve/answer_check.h"
#include "solve/complete_answers.h"
#include "solve/solver.h"
#include "tests/solve_oracle.h"

namespace papermines {
namespace {

SolveOptions Block() {
  SolveOptions so;
  so.scope = ClueScope::kBlock;
  return so;
}

// Whether `m` meets every clue of a mosaic.
bool MeetsBlocks(const Topology& t, const Clues& clues, const Mines& m) {
  const std::vector<uint8_t> around = CountNeighborMines(t, m);
  for (int c = 0; c < t.size(); ++c) {
    if (clues[c] != kClosed && around[c] + m[c] != clues[c]) return false;
  }
  return true;
}

Clues AllClues(const Topology& t, const Mines& m) {
  const std::vector<uint8_t> around = CountNeighborMines(t, m);
  Clues clues(t.size());
  for (int c = 0; c < t.size(); ++c) clues[c] = static_cast<uint8_t>(around[c] + m[c]);
  return clues;
}

TEST(SolveMosaic, AgreesWithCadicalOnRandomBoards) {
  std::mt19937_64 rng(38);
  int unique = 0, multiple = 0, none = 0;
  for (int i = 0; i < 3000; ++i) {
    const int rows = 1 + static_cast<int>(rng() % 7), cols = 1 + static_cast<int>(rng() % 7);
    const TopologyPtr t = *Topology::Square(rows, cols);
    const double density = std::uniform_real_distribution<double>(0.1, 0.9)(rng);
    const double shown = std::uniform_real_distribution<double>(0.2, 1.0)(rng);
    Mines m(t->size());
    for (uint8_t& x : m) x = std::bernoulli_distribution(density)(rng);
    Clues clues = AllClues(*t, m);
    for (uint8_t& c : clues) {
      if (!std::bernoulli_distribution(shown)(rng)) c = kClosed;
    }
    // Now and then a clue off by one: puzzles with no picture at all.
    if (i % 10 == 0) {
      const int c = static_cast<int>(rng() % t->size());
      const int limit = static_cast<int>(t->neighbors(c).size()) + 1;
      clues[c] = static_cast<uint8_t>(clues[c] == kClosed || clues[c] == 0 ? 1 : clues[c] - 1);
      if (clues[c] > limit) clues[c] = static_cast<uint8_t>(limit);
    }
    const std::string what = "board " + std::to_string(i);
    const SolveResult r = Solve(*t, clues, Block());
    const oracle::OracleResult o = oracle::SatOracle(*t, clues, /*blocks=*/true);
    switch (o.outcome) {
      case oracle::Outcome::kUnique:
        ++unique;
        ASSERT_EQ(r.verdict, Verdict::kUnique) << what;
        EXPECT_EQ(r.solutions[0], o.solutions[0]) << what;
        break;
      case oracle::Outcome::kMultiple:
        ++multiple;
        ASSERT_EQ(r.verdict, Verdict::kMultiple) << what;
        ASSERT_EQ(r.solutions.size(), 2u);
        EXPECT_NE(r.solutions[0], r.solutions[1]) << what;
        break;
      case oracle::Outcome::kNone:
        ++none;
        ASSERT_EQ(r.verdict, Verdict::kNone) << what;
        EXPECT_FALSE(r.unsatisfiable.empty()) << what;
        break;
    }
    for (const Mines& s : r.solutions) EXPECT_TRUE(MeetsBlocks(*t, clues, s)) << what;
  }
  EXPECT_GT(unique, 300);
  EXPECT_GT(multiple, 300);
  EXPECT_GT(none, 100);
}

// A 0 empties its whole block, a full block is filled: 9 inside, 6 on an edge, 4 in a corner.
TEST(SolveMosaic, PublishedRules) {
  const TopologyPtr t = *Topology::Square(4, 4);
  auto at = [&](int r, int c) { return t->cell(r, c); };
  struct Case {
    int cell;
    uint8_t clue;
    uint8_t value;  // every cell of its block
  };
  for (const Case& k : {Case{at(1, 1), 0, 0}, Case{at(1, 1), 9, 1}, Case{at(0, 1), 6, 1},
                        Case{at(0, 0), 4, 1}, Case{at(3, 3), 0, 0}, Case{at(2, 3), 6, 1}}) {
    Clues clues(t->size(), kClosed);
    clues[k.cell] = k.clue;
    SolveOptions so = Block();
    so.grade = true;
    so.explain = true;
    // One clue leaves the rest open: the verdict is multiple unless the block is all the grid.
    const SolveResult r = Solve(*t, clues, so);
    ASSERT_EQ(r.verdict, Verdict::kMultiple);
    for (const Mines& m : r.solutions) {
      EXPECT_EQ(m[k.cell], k.value);
      for (int32_t nb : t->neighbors(k.cell)) EXPECT_EQ(m[nb], k.value) << nb;
    }
  }
  // On a 3 x 3 grid, a 9 in the middle is the whole puzzle: unique, found by one step.
  const TopologyPtr three = *Topology::Square(3, 3);
  Clues nine(9, kClosed);
  nine[4] = 9;
  SolveOptions so = Block();
  so.grade = true;
  so.explain = true;
  const SolveResult r = Solve(*three, nine, so);
  ASSERT_EQ(r.verdict, Verdict::kUnique);
  EXPECT_EQ(r.solutions[0], Mines(9, 1));
  EXPECT_EQ(r.difficulty, Difficulty::kEasy);
  ASSERT_EQ(r.explanation.size(), 1u);
  EXPECT_EQ(r.explanation[0],
            "clue 9 at (1,1) needs 9 more filled cells and has 9 unknowns left, (0,0), (0,1), "
            "(0,2), (1,0), (1,1), (1,2), (2,0), (2,1), (2,2): filled");
  // A 0 in a corner of a 2 x 2 grid: every cell empty.
  const TopologyPtr two = *Topology::Square(2, 2);
  const SolveResult z = Solve(*two, Clues{0, kClosed, kClosed, kClosed}, so);
  ASSERT_EQ(z.verdict, Verdict::kUnique);
  EXPECT_EQ(z.solutions[0], Mines(4, 0));
  ASSERT_EQ(z.explanation.size(), 1u);
  EXPECT_EQ(z.explanation[0],
            "clue 0 at (0,0) has no filled cell in its block, (0,0), (0,1), (1,0), (1,1): empty");
  // The same clues as a paper puzzle are another question: a paper 0 leaves its own cell open.
  EXPECT_EQ(Solve(*two, Clues{0, kClosed, kClosed, kClosed}).solutions[0], Mines(4, 0));
  EXPECT_EQ(Solve(*three, nine).verdict, Verdict::kNone);  // 9 > the 8 neighbours
}

// Every clue shown: a picture is pinned down unless the block-sum map has a kernel there; a 1 x 2
// strip of one filled cell is not ("*-" and "-*" have the same block sums), a 3 x 3 picture is.
TEST(SolveMosaic, WholeClueMapsAndGrades) {
  const TopologyPtr strip = *Topology::Square(1, 2);
  const SolveResult s = Solve(*strip, AllClues(*strip, Mines{1, 0}), Block());
  EXPECT_EQ(s.verdict, Verdict::kMultiple);
  std::mt19937_64 rng(7);
  int graded = 0;
  for (int i = 0; i < 40; ++i) {
    const TopologyPtr t = *Topology::Square(8, 8);
    Mines m(64);
    for (uint8_t& x : m) x = rng() & 1;
    SolveOptions so = Block();
    so.grade = true;
    const SolveResult r = Solve(*t, AllClues(*t, m), so);
    ASSERT_NE(r.verdict, Verdict::kNone);
    if (r.verdict != Verdict::kUnique) continue;
    EXPECT_EQ(r.solutions[0], m);
    EXPECT_NE(r.difficulty, Difficulty::kNone);
    EXPECT_GE(r.rating, 1.0);
    EXPECT_LE(r.rating, 11.0);
    ++graded;
  }
  EXPECT_GT(graded, 10);
}

// Completing and marking through the kind's descriptor (solve/kind_mosaic.cpp).
TEST(SolveMosaic, CompletesAndMarks) {
  Puzzle p;
  p.kind = PuzzleKind::kMosaic;
  p.topology = *Topology::Square(3, 3);
  const Mines picture = {1, 1, 0, 1, 0, 0, 0, 0, 1};
  p.clues = AllClues(*p.topology, picture);
  CompleteOptions co;
  co.rate = true;
  ASSERT_TRUE(CompleteAnswers(std::span<Puzzle>(&p, 1), co).ok());
  ASSERT_EQ(p.mine, picture);
  ASSERT_TRUE(p.drawing.rating.has_value());
  EXPECT_GE(*p.drawing.rating, 1.0);
  Puzzle answer = p;
  auto right = CheckAnswer(p, answer);
  ASSERT_TRUE(right.ok());
  EXPECT_TRUE(right->right);
  answer.mine[8] = 0;
  answer.mine[4] = 1;
  auto wrong = CheckAnswer(p, answer);
  ASSERT_TRUE(wrong.ok());
  EXPECT_FALSE(wrong->right);
  EXPECT_EQ(wrong->reason, "2 wrong cells: (1,1), (2,2)");
}

}  // namespace
}  // namespace papermines
