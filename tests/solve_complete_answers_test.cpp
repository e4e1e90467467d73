// CompleteAnswers (solve/complete_answers.h): what the drawing commands fill in before render/
// draws, checked against brute force and hand-counted boards.
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solve/complete_answers.h"

namespace papermines {
namespace {

// Every mine assignment of the closed cells that meets the clues (small boards only).
std::vector<Mines> AllSolutions(const Topology& t, const Clues& clues) {
  std::vector<int> closed;
  for (int i = 0; i < t.size(); ++i) {
    if (clues[i] == kClosed) closed.push_back(i);
  }
  std::vector<Mines> out;
  for (uint32_t bits = 0; bits < (1u << closed.size()); ++bits) {
    Mines m(static_cast<size_t>(t.size()), 0);
    for (size_t k = 0; k < closed.size(); ++k) m[closed[k]] = (bits >> k) & 1;
    if (SatisfiesClues(t, clues, m)) out.push_back(m);
  }
  return out;
}

TEST(CompleteAnswers, PaperSolutionsMatchBruteForce) {
  std::mt19937 rng(7);
  int unique = 0, several = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const TopologyPtr t = *Topology::Square(3, 4);
    Mines board(12);
    for (uint8_t& m : board) m = rng() % 3 == 0;
    std::vector<uint8_t> open(12);
    for (int i = 0; i < 12; ++i) open[i] = !board[i] && rng() % 2 == 0;
    Puzzle p;
    p.topology = t;
    p.clues = CluesFor(*t, board, open);
    std::vector<Puzzle> one{p};
    ASSERT_TRUE(CompleteAnswers(one, {.rate = true, .steps = true}).ok());
    const Puzzle& c = one[0];
    EXPECT_TRUE(c.drawing.complete);
    const std::vector<Mines> all = AllSolutions(*t, p.clues);
    ASSERT_FALSE(all.empty());
    if (all.size() == 1) {
      ++unique;
      EXPECT_EQ(c.mine, all[0]);
      EXPECT_FALSE(c.drawing.no_path);
      ASSERT_TRUE(c.drawing.steps);
      // Every step decides cells as the only solution has them.
      for (const DeductionStep& s : *c.drawing.steps) {
        for (const auto& [cell, value] : s.cells) EXPECT_EQ(value, all[0][cell]) << s.text;
      }
      EXPECT_GE(*c.drawing.rating, 1.0);
    } else {
      ++several;
      EXPECT_TRUE(c.mine.empty());
      EXPECT_TRUE(c.drawing.no_path);
      EXPECT_EQ(c.drawing.rating, 0.0);
    }
  }
  EXPECT_GT(unique, 10);
  EXPECT_GT(several, 10);
}

TEST(CompleteAnswers, FileAnswersStayAndNothingUnaskedIsComputed) {
  Puzzle p;
  p.topology = *Topology::Square(1, 3);
  p.clues = {kClosed, 1, kClosed};  // two solutions; the file picks one
  p.mine = {1, 0, 0};
  std::vector<Puzzle> one{p};
  ASSERT_TRUE(CompleteAnswers(one, {}).ok());
  EXPECT_EQ(one[0].mine, p.mine);
  EXPECT_FALSE(one[0].drawing.rating);
  EXPECT_FALSE(one[0].drawing.steps);
}

TEST(CompleteAnswers, ReverseClickSetsByHand) {
  // One mine in the middle of 3 x 3: no blank, so every cell (the mine too) takes its own click.
  Puzzle mid;
  mid.kind = PuzzleKind::kReverse;
  mid.topology = *Topology::Square(3, 3);
  mid.mine = {0, 0, 0, 0, 1, 0, 0, 0, 0};
  // No mine at all: one blank area, one click.
  Puzzle empty = mid;
  empty.mine.assign(9, 0);
  std::vector<Puzzle> both{mid, empty};
  ASSERT_TRUE(CompleteAnswers(both, {}).ok());
  ASSERT_TRUE(both[0].reverse_clicks);
  EXPECT_EQ(both[0].reverse_clicks->size(), 9u);
  ASSERT_TRUE(both[1].reverse_clicks);
  EXPECT_EQ(both[1].reverse_clicks->size(), 1u);
}

TEST(CompleteAnswers, OneClickTasksWithoutBoardGetTheReason) {
  Puzzle three_safe;  // 3 x 3 with 6 mines: three safe cells, which no click opens alone
  three_safe.kind = PuzzleKind::kOneClick;
  three_safe.topology = *Topology::Square(3, 3);
  three_safe.mines = 6;
  Puzzle no_mine = three_safe;  // possible: one click opens the whole board
  no_mine.mines = 0;
  std::vector<Puzzle> both{three_safe, no_mine};
  ASSERT_TRUE(CompleteAnswers(both, {}).ok());
  EXPECT_NE(both[0].drawing.no_board.find("3 safe cells"), std::string::npos)
      << both[0].drawing.no_board;
  EXPECT_EQ(both[1].drawing.no_board, "");
  EXPECT_TRUE(both[0].drawing.complete && both[1].drawing.complete);
}

TEST(CompleteAnswers, MalformedPuzzlesAreNamed) {
  Puzzle ok;
  ok.topology = *Topology::Square(1, 2);
  ok.clues = {0, 0};
  Puzzle short_clues = ok;
  short_clues.id = "short";
  short_clues.clues = {0};
  std::vector<Puzzle> v{ok, short_clues};
  absl::Status s = CompleteAnswers(v, {});
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(s.message()).find("puzzle 2 (short)"), std::string::npos) << s;
  Puzzle rev;
  rev.kind = PuzzleKind::kReverse;
  rev.topology = *Topology::Square(2, 2);
  std::vector<Puzzle> r{rev};
  s = CompleteAnswers(r, {});
  ASSERT_FALSE(s.ok());
  EXPECT_NE(std::string(s.message()).find("needs its board"), std::string::npos) << s;
}

}  // namespace
}  // namespace papermines
