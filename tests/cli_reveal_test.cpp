// `papermines reveal` (FORMAT.md: the click of LeetCode 529 on a board of E/M/B/digits/X rows) and
// the characters core's Reveal writes for counts:
//  - through the binary, random square boards give exactly what a plain breadth-first LeetCode
//    click on strings gives, and nothing outside E/M/B/X/1-8 (FORMAT.md defines no other board);
//  - reveal has no way to ask for another grid (no --topology), and a board that is not a
//    rectangle of rows is refused;
//  - in the library, a count of n is '0' + n up to 12 (triangles reach 12) and '>' above, so a
//    graph vertex with 18, 21, 29 or 40 mine neighbours never reads as 'B', 'E', 'M' or 'X'.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "core/reveal.h"
#include "core/topology.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

// The LeetCode 529 click as a breadth-first search over strings (king-move neighbours).
void OracleClick(std::vector<std::string>& g, int r0, int c0) {
  const int rows = static_cast<int>(g.size()), cols = static_cast<int>(g[0].size());
  if (g[r0][c0] == 'M') {
    g[r0][c0] = 'X';
    return;
  }
  if (g[r0][c0] != 'E') return;
  std::deque<std::pair<int, int>> q{{r0, c0}};
  g[r0][c0] = 'B';
  while (!q.empty()) {
    const auto [r, c] = q.front();
    q.pop_front();
    int mines = 0;
    for (int dr = -1; dr <= 1; ++dr) {
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
          mines += g[rr][cc] == 'M' || g[rr][cc] == 'X';
        }
      }
    }
    if (mines > 0) {
      g[r][c] = static_cast<char>('0' + mines);
      continue;
    }
    for (int dr = -1; dr <= 1; ++dr) {
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < rows && cc >= 0 && cc < cols && g[rr][cc] == 'E') {
          g[rr][cc] = 'B';
          q.push_back({rr, cc});
        }
      }
    }
  }
}

TEST(RevealCli, RandomSquareBoardsMatchAPlainClick) {
  std::mt19937 rng(529);
  for (int trial = 0; trial < 40; ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 9), cols = 1 + static_cast<int>(rng() % 9);
    const int density = static_cast<int>(rng() % 60);  // percent; dense boards give 7s and 8s
    std::vector<std::string> g(rows, std::string(cols, 'E'));
    for (auto& row : g) {
      for (char& ch : row) ch = static_cast<int>(rng() % 100) < density ? 'M' : 'E';
    }
    const int r = static_cast<int>(rng() % rows), c = static_cast<int>(rng() % cols);
    std::string in;
    for (const auto& row : g) in += row + "\n";
    const testing_util::RunResult got = testing_util::RunPapermines(
        "reveal --click " + std::to_string(r) + "," + std::to_string(c), in);
    ASSERT_EQ(got.status, 0) << got.err;
    OracleClick(g, r, c);
    std::string want;
    for (const auto& row : g) want += row + "\n";
    EXPECT_EQ(got.out, want) << "board\n" << in << "click " << r << "," << c;
    for (char ch : got.out) {
      EXPECT_NE(std::string("EMBX12345678\n").find(ch), std::string::npos) << got.out;
    }
  }
}

TEST(RevealCli, OnlySquareBoards) {
  // Every count a square cell can show, the 8 of a cell surrounded by mines included.
  testing_util::RunResult r = testing_util::RunPapermines("reveal --click 1,1", "MMM\nMEM\nMMM\n");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "MMM\nM8M\nMMM\n");
  // No other grid can be asked for, and rows of different lengths are no board.
  r = testing_util::RunPapermines("reveal --topology triangle --click 0,0", "EEE\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  r = testing_util::RunPapermines("reveal --click 0,0", "EEE\nEE\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "papermines: error: <stdin>:2:1: expected a row of 3 cells like the first, got 2\n");
  // A digit a square cell cannot show is not a board character.
  r = testing_util::RunPapermines("reveal --click 0,0", "E9\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("<stdin>:1:2: "), std::string::npos) << r.err;
}

// A graph vertex 0 joined to k mines (vertices 1..k): clicking it reveals it alone, as a count.
TEST(RevealCounts, GraphCountsNeverReadAsLetters) {
  for (int k = 1; k <= 100; ++k) {
    std::vector<std::pair<int32_t, int32_t>> edges;
    for (int v = 1; v <= k; ++v) edges.push_back({0, v});
    auto topo = Topology::Graph(k + 1, edges).value();
    std::vector<char> cells(k + 1, 'M');
    cells[0] = 'E';
    EXPECT_EQ(Reveal(*topo, cells, 0), 1);
    EXPECT_EQ(cells[0], k <= 12 ? static_cast<char>('0' + k) : '>') << k << " mines";
    EXPECT_EQ(std::string("EMBX").find(cells[0]), std::string::npos) << k << " mines";
    // A second click on it changes nothing: it is revealed.
    EXPECT_EQ(Reveal(*topo, cells, 0), 0);
  }
}

// Triangle cells reach 12 mine neighbours: the counts 9..12 are '9' ':' ';' '<'.
TEST(RevealCounts, TriangleCountsUpToTwelve) {
  auto topo = Topology::Triangle(5, 7).value();
  const int centre = topo->cell(2, 3);
  ASSERT_EQ(topo->degree(centre), 12);
  std::vector<int32_t> nbs;
  for (int32_t nb : topo->neighbors(centre)) nbs.push_back(nb);
  for (int k = 1; k <= 12; ++k) {
    std::vector<char> cells(topo->size(), 'E');
    for (int i = 0; i < k; ++i) cells[nbs[i]] = 'M';
    Reveal(*topo, cells, centre);
    EXPECT_EQ(cells[centre], static_cast<char>('0' + k)) << k;
  }
}

}  // namespace
}  // namespace papermines
