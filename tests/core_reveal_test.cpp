// The click (LeetCode 529) and zero components: the LeetCode examples, hand-worked clicks, a
// 4000 x 4000 flood, triangle and hex boards against an independent BFS that derives neighbours
// from FORMAT.md's offsets, components and borders on hand-worked boards, and parse errors.
#include <algorithm>
#include <deque>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/reveal.h"
#include "gtest/gtest.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::ReadWholeFile;

std::string Case(const std::string& name) {
  return ReadWholeFile(std::string(PAPERMINES_TEST_DATA) + "/cases/" + name);
}

std::string Click(const std::string& board, const std::string& click) {
  auto b = ParseRevealBoard(board, "t");
  EXPECT_TRUE(b.ok()) << b.status();
  auto c = ParseClick(click, *b->topology);
  EXPECT_TRUE(c.ok()) << c.status();
  Reveal(*b->topology, b->cells, *c);
  return FormatRevealBoard(*b);
}

TEST(Reveal, LeetCodeExamples) {
  for (int n : {1, 2}) {
    const std::string base = "leetcode529_" + std::to_string(n);
    std::string click = Case(base + ".click");
    while (!click.empty() && (click.back() == '\n' || click.back() == '\r')) click.pop_back();
    std::string expected = Case(base + ".expected");
    if (!expected.empty() && expected.back() != '\n') expected += '\n';
    EXPECT_EQ(Click(Case(base + ".board"), click), expected) << base;
  }
}

TEST(Reveal, HandWorkedClicks) {
  // A mine becomes X, nothing else changes.
  EXPECT_EQ(Click("EEE\nEME\nEEE\n", "1,1"), "EEE\nEXE\nEEE\n");
  // An empty cell next to a mine shows its count and stops.
  EXPECT_EQ(Click("EEE\nEME\nEEM\n", "0,1"), "E1E\nEME\nEEM\n");
  EXPECT_EQ(Click("EEE\nEME\nEEM\n", "1,2"), "EEE\nEM2\nEEM\n");
  // Clicking a revealed number, blank or X changes nothing.
  EXPECT_EQ(Click("B1E\nEXE\n", "0,1"), "B1E\nEXE\n");
  EXPECT_EQ(Click("B1E\nEXE\n", "0,0"), "B1E\nEXE\n");
  EXPECT_EQ(Click("B1E\nEXE\n", "1,1"), "B1E\nEXE\n");
  // An X counts as a mine for the numbers.
  EXPECT_EQ(Click("EEEE\nXEEE\nEEEE\n", "0,3"), "E1BB\nX1BB\nE1BB\n");
  // The flood stops at numbers and walks around walls of numbers through diagonals.
  EXPECT_EQ(Click("EEEEE\nEEMEE\nEEEEE\nMEEEE\n", "0,0"), "B1EEE\nB1MEE\n12EEE\nMEEEE\n");
  // Return value: the number of cells revealed.
  auto b = ParseRevealBoard("EEE\nEEE\nEEM\n", "t").value();
  EXPECT_EQ(Reveal(*b.topology, b.cells, 0), 8);
  EXPECT_EQ(Reveal(*b.topology, b.cells, 0), 0);
  EXPECT_EQ(Reveal(*b.topology, b.cells, 8), 1);
  EXPECT_EQ(FormatRevealBoard(b), "BBB\nB11\nB1X\n");
}

TEST(Reveal, HugeMineFreeBoardOpensInOneClick) {
  const int n = 4000;
  auto topo = Topology::Square(n, n).value();
  std::vector<char> cells(static_cast<size_t>(n) * n, 'E');
  EXPECT_EQ(Reveal(*topo, cells, topo->cell(n / 2, 17)), int64_t{n} * n);
  EXPECT_EQ(std::count(cells.begin(), cells.end(), 'B'), int64_t{n} * n);
}

// Neighbours straight from FORMAT.md, independent of Topology's classes.
std::vector<std::pair<int, int>> FormatNeighbours(TopologyKind k, int r, int c) {
  std::vector<std::pair<int, int>> d;
  if (k == TopologyKind::kTriangle) {
    const int s = (r + c) % 2 == 0 ? 1 : -1;
    d = {{0, 1}, {0, -1}, {0, 2},  {0, -2},  {1, 0}, {-1, 0},
         {1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {s, 2}, {s, -2}};
  } else if (k == TopologyKind::kHex) {
    // odd-r: odd rows shifted right by half a cell.
    if (r % 2 == 0) {
      d = {{0, -1}, {0, 1}, {-1, -1}, {-1, 0}, {1, -1}, {1, 0}};
    } else {
      d = {{0, -1}, {0, 1}, {-1, 0}, {-1, 1}, {1, 0}, {1, 1}};
    }
  } else {
    for (int dr = -1; dr <= 1; ++dr) {
      for (int dc = -1; dc <= 1; ++dc) {
        if (dr || dc) d.push_back({dr, dc});
      }
    }
  }
  for (auto& [dr, dc] : d) dr += r, dc += c;
  return d;
}

// A plain BFS of the LeetCode click on a rows x cols board of strings.
void OracleClick(TopologyKind k, std::vector<std::string>& g, int r0, int c0) {
  const int R = static_cast<int>(g.size()), C = static_cast<int>(g[0].size());
  auto in = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C; };
  if (g[r0][c0] == 'M') {
    g[r0][c0] = 'X';
    return;
  }
  if (g[r0][c0] != 'E') return;
  std::deque<std::pair<int, int>> q{{r0, c0}};
  std::set<std::pair<int, int>> queued{{r0, c0}};
  while (!q.empty()) {
    auto [r, c] = q.front();
    q.pop_front();
    int mines = 0;
    for (auto [nr, nc] : FormatNeighbours(k, r, c)) {
      if (in(nr, nc) && (g[nr][nc] == 'M' || g[nr][nc] == 'X')) ++mines;
    }
    if (mines > 0) {
      g[r][c] = static_cast<char>('0' + mines);  // up to 12 on triangles: ':' '<' are fine here
      continue;
    }
    g[r][c] = 'B';
    for (auto [nr, nc] : FormatNeighbours(k, r, c)) {
      if (in(nr, nc) && g[nr][nc] == 'E' && queued.insert({nr, nc}).second) q.push_back({nr, nc});
    }
  }
}

TEST(Reveal, TriangleAndHexMatchIndependentBfs) {
  std::mt19937_64 rng(529);
  for (TopologyKind k : {TopologyKind::kTriangle, TopologyKind::kHex, TopologyKind::kSquare}) {
    for (int trial = 0; trial < 300; ++trial) {
      const int R = 1 + static_cast<int>(rng() % 14), C = 1 + static_cast<int>(rng() % 14);
      const double density = (rng() % 20) / 100.0;
      auto topo = Topology::Grid(k, R, C).value();
      std::vector<std::string> g(R, std::string(C, 'E'));
      std::vector<char> cells(R * C);
      for (int r = 0; r < R; ++r) {
        for (int c = 0; c < C; ++c) {
          if (std::bernoulli_distribution(density)(rng)) g[r][c] = 'M';
          cells[topo->cell(r, c)] = g[r][c];
        }
      }
      // Two clicks: the second may land on something the first revealed.
      for (int click = 0; click < 2; ++click) {
        const int r = static_cast<int>(rng() % R), c = static_cast<int>(rng() % C);
        OracleClick(k, g, r, c);
        Reveal(*topo, cells, topo->cell(r, c));
        for (int rr = 0; rr < R; ++rr) {
          for (int cc = 0; cc < C; ++cc) {
            ASSERT_EQ(cells[topo->cell(rr, cc)], g[rr][cc])
                << TopologyKindName(k) << " " << R << "x" << C << " at " << rr << "," << cc;
          }
        }
      }
    }
  }
}

std::set<int> Members(const ZeroComponents& z, int k) {
  return std::set<int>(z.members.begin() + z.member_start[k],
                       z.members.begin() + z.member_start[k + 1]);
}
std::vector<int> Border(const ZeroComponents& z, int k) {
  std::vector<int> b(z.border.begin() + z.border_start[k],
                     z.border.begin() + z.border_start[k + 1]);
  std::sort(b.begin(), b.end());
  return b;
}

ZeroComponents ComponentsOf(const Topology& t, const Mines& mine) {
  return FindZeroComponents(t, mine, CountNeighborMines(t, mine));
}

TEST(ZeroComponents, SquareWallOfMines) {
  // . 2 * 2 .      column 2 is mines: the zero cells of columns 0 and 4 form two components,
  // . 3 * 3 .      bordered by the numbers of columns 1 and 3.
  // . 2 * 2 .
  auto t = Topology::Square(3, 5).value();
  Mines mine(15, 0);
  for (int r = 0; r < 3; ++r) mine[t->cell(r, 2)] = 1;
  const ZeroComponents z = ComponentsOf(*t, mine);
  ASSERT_EQ(z.count, 2);
  EXPECT_EQ(Members(z, 0), (std::set<int>{0, 5, 10}));
  EXPECT_EQ(Members(z, 1), (std::set<int>{4, 9, 14}));
  EXPECT_EQ(Border(z, 0), (std::vector<int>{1, 6, 11}));  // each listed once
  EXPECT_EQ(Border(z, 1), (std::vector<int>{3, 8, 13}));
  for (int c : {0, 5, 10}) EXPECT_EQ(z.comp_of[c], 0);
  for (int c : {1, 2, 3, 6, 7, 8}) EXPECT_EQ(z.comp_of[c], -1);
  EXPECT_EQ(z.member_start.size(), 3u);
  EXPECT_EQ(z.border_start.size(), 3u);
}

TEST(ZeroComponents, SquareDiagonalLinkAndNoZeros) {
  // . . . *     one component: (1,1) and (2,2) touch diagonally.
  // . . . .
  // . . . .
  // * . . .
  auto t = Topology::Square(4, 4).value();
  Mines mine(16, 0);
  mine[3] = mine[12] = 1;
  ZeroComponents z = ComponentsOf(*t, mine);
  ASSERT_EQ(z.count, 1);
  EXPECT_EQ(Members(z, 0), (std::set<int>{0, 1, 4, 5, 10, 11, 14, 15}));
  EXPECT_EQ(Border(z, 0), (std::vector<int>{2, 6, 7, 8, 9, 13}));
  // Every cell a mine or numbered: no component.
  auto t2 = Topology::Square(2, 2).value();
  z = ComponentsOf(*t2, Mines{1, 0, 0, 0});
  EXPECT_EQ(z.count, 0);
  EXPECT_TRUE(z.members.empty());
  EXPECT_EQ(z.comp_of, (std::vector<int32_t>{-1, -1, -1, -1}));
}

TEST(ZeroComponents, Triangle) {
  // triangle 2 x 4, mine at (0,0) (an up triangle): its neighbours (0,1), (0,2), (1,0), (1,1),
  // (1,2) show 1; (0,3) (down) and (1,3) (up) are zero and touch along an edge. Their other
  // neighbours: (0,3) -> (0,1), (0,2), (1,2); (1,3) -> (0,2), (1,1), (1,2).
  auto t = Topology::Triangle(2, 4).value();
  Mines mine(8, 0);
  mine[0] = 1;
  const ZeroComponents z = ComponentsOf(*t, mine);
  ASSERT_EQ(z.count, 1);
  EXPECT_EQ(Members(z, 0), (std::set<int>{3, 7}));
  EXPECT_EQ(Border(z, 0), (std::vector<int>{1, 2, 5, 6}));
  // triangle 1 x 6, mine at (0,0): (0,1), (0,2) show 1; (0,3..5) are one zero component.
  auto strip = Topology::Triangle(1, 6).value();
  const ZeroComponents s = ComponentsOf(*strip, Mines{1, 0, 0, 0, 0, 0});
  ASSERT_EQ(s.count, 1);
  EXPECT_EQ(Members(s, 0), (std::set<int>{3, 4, 5}));
  EXPECT_EQ(Border(s, 0), (std::vector<int>{1, 2}));
}

TEST(ZeroComponents, HexSharedBorder) {
  // hex 3 x 3, mine at (1,1) (odd row): neighbours (0,1), (0,2), (1,0), (1,2), (2,1), (2,2).
  // Zero cells (0,0) and (2,0) are separate components; both touch the number at (1,0).
  auto t = Topology::Hex(3, 3).value();
  Mines mine(9, 0);
  mine[4] = 1;
  const ZeroComponents z = ComponentsOf(*t, mine);
  ASSERT_EQ(z.count, 2);  // numbered in order of their smallest cell
  EXPECT_EQ(Members(z, 0), (std::set<int>{0}));
  EXPECT_EQ(Members(z, 1), (std::set<int>{6}));
  EXPECT_EQ(Border(z, 0), (std::vector<int>{1, 3}));
  EXPECT_EQ(Border(z, 1), (std::vector<int>{3, 7}));
}

TEST(ZeroComponents, RandomBoardsAgreeWithReveal) {
  // Clicking any zero cell reveals exactly its component plus its border.
  std::mt19937_64 rng(3);
  for (TopologyKind k : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    for (int trial = 0; trial < 100; ++trial) {
      auto t = Topology::Grid(k, 1 + rng() % 12, 1 + rng() % 12).value();
      Mines mine(t->size());
      for (auto& m : mine) m = rng() % 7 == 0;
      const ZeroComponents z = ComponentsOf(*t, mine);
      for (int k2 = 0; k2 < z.count; ++k2) {
        std::vector<char> cells(t->size());
        for (int c = 0; c < t->size(); ++c) cells[c] = mine[c] ? 'M' : 'E';
        Reveal(*t, cells, z.members[z.member_start[k2]]);
        std::set<int> opened;
        for (int c = 0; c < t->size(); ++c) {
          if (cells[c] != 'E' && cells[c] != 'M') opened.insert(c);
        }
        std::set<int> expect = Members(z, k2);
        for (int b : Border(z, k2)) EXPECT_TRUE(expect.insert(b).second) << "border twice";
        EXPECT_EQ(opened, expect);
      }
    }
  }
}

TEST(RevealParse, Errors) {
  auto bad = [](const std::string& text) {
    auto r = ParseRevealBoard(text, "b.txt");
    EXPECT_FALSE(r.ok());
    return std::string(r.status().message());
  };
  EXPECT_EQ(bad("EEE\nEQE\n"),
            "b.txt:2:2: expected a board cell (E, M, B, X or a digit 1-8), got 'Q'");
  EXPECT_EQ(bad("\n  EEE\n  EE\n"), "b.txt:3:3: expected a row of 3 cells like the first, got 2");
  EXPECT_EQ(bad("EE\nE\x01\n"),
            "b.txt:2:2: expected a board cell (E, M, B, X or a digit 1-8), got byte 0x01");
  EXPECT_EQ(bad("E0\n"), "b.txt:1:2: expected a board cell (E, M, B, X or a digit 1-8), got '0'");
  EXPECT_EQ(bad(""), "b.txt:1:1: expected a board of E/M/B/X/digit rows, got none");
  EXPECT_EQ(bad("\n \n"), "b.txt:3:1: expected a board of E/M/B/X/digit rows, got none");
  // Whitespace around rows and CRLF are fine.
  auto ok = ParseRevealBoard("  EM \r\n\r\n\tB1\r\n", "b.txt");
  ASSERT_TRUE(ok.ok()) << ok.status();
  EXPECT_EQ(FormatRevealBoard(*ok), "EM\nB1\n");
}

TEST(RevealParse, ClickErrors) {
  auto t = Topology::Square(3, 4).value();
  EXPECT_EQ(ParseClick("2,3", *t).value(), 11);
  EXPECT_EQ(ParseClick(" 0 , 1 ", *t).value(), 1);
  auto msg = [&](const std::string& s) {
    auto r = ParseClick(s, *t);
    EXPECT_FALSE(r.ok());
    return std::string(r.status().message());
  };
  EXPECT_EQ(msg("3"), "expected ROW,COL (0-based integers), got '3'");
  EXPECT_EQ(msg("1,2,3"), "expected ROW,COL (0-based integers), got '1,2,3'");
  EXPECT_EQ(msg("a,1"), "expected ROW,COL (0-based integers), got 'a,1'");
  EXPECT_EQ(msg("1,"), "expected ROW,COL (0-based integers), got '1,'");
  EXPECT_EQ(msg("99999999999999999999,1"),
            "expected ROW,COL (0-based integers), got '99999999999999999999,1'");
  EXPECT_EQ(msg("3,0"), "3,0 is outside the 3 x 4 board");
  EXPECT_EQ(msg("-1,0"), "-1,0 is outside the 3 x 4 board");
}

}  // namespace
}  // namespace papermines
