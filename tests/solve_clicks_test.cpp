// Click counts against independent methods:
//  - brute-force minimum set cover over every cell's click, with each click's effect computed by
//    core's Reveal (the LeetCode 529 click), on 5 000+ seeded tiny boards per grid topology and on
//    small graphs where a cell can border three components;
//  - the click sets replayed by the simulators, and the simulators rejecting broken sets;
//  - the exhaustive finite check that no cell of a square, triangle or hex grid borders three or
//    more zero components (the proof is in solve/clicks.cpp), and that graphs do reach three;
//  - the CodeChef MINESREV sample, through the library and through the binary;
//  - the streaming grid pass (AnalyzeGridFast) against core's CountNeighborMines and
//    FindZeroComponents on thousands of random boards of each grid: the same components (cell by
//    cell), borders, border edges, forced and isolated cells and counts.
#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/reveal.h"
#include "gtest/gtest.h"
#include "solve/clicks.h"
#include "solve/clicks_analysis.h"
#include "tests/run_binary.h"
#include "tests/sweep.h"

namespace papermines {
namespace {

using Mask = uint64_t;

// What one click closes (reverse) / opens (forward), from core's Reveal on a fresh board.
struct Effects {
  std::vector<Mask> reverse;  // per cell
  std::vector<Mask> forward;  // per safe cell; 0 for mines
};

Mask RevealMask(const Topology& topo, const std::vector<char>& fresh, int cell, bool* zero) {
  std::vector<char> b = fresh;
  Reveal(topo, b, cell);
  Mask m = 0;
  for (int c = 0; c < topo.size(); ++c) {
    if (b[c] != fresh[c]) m |= Mask{1} << c;
  }
  *zero = b[cell] == 'B';
  return m;
}

Effects ComputeEffects(const Topology& topo, const Mines& mine) {
  const int n = topo.size();
  std::vector<char> fresh(n);
  for (int c = 0; c < n; ++c) fresh[c] = mine[c] ? 'M' : 'E';
  Effects e;
  e.reverse.assign(n, 0);
  e.forward.assign(n, 0);
  std::vector<Mask> open(n, 0);
  std::vector<bool> zero(n, false);
  for (int c = 0; c < n; ++c) {
    if (mine[c]) continue;
    bool z = false;
    open[c] = RevealMask(topo, fresh, c, &z);
    zero[c] = z;
  }
  for (int c = 0; c < n; ++c) {
    if (mine[c]) {
      e.reverse[c] = Mask{1} << c;
      continue;
    }
    e.forward[c] = open[c];
    if (zero[c]) {
      e.reverse[c] = open[c];
    } else {
      Mask m = Mask{1} << c;
      for (int32_t nb : topo.neighbors(c)) {
        if (!mine[nb] && zero[nb]) m |= open[nb];
      }
      e.reverse[c] = m;
    }
  }
  return e;
}

// Minimum number of sets from `sets` whose union is `target`, by iterative deepening on the first
// uncovered cell.
bool CoverWithin(const std::vector<Mask>& sets, Mask target, Mask covered, int budget) {
  if ((covered & target) == target) return true;
  if (budget == 0) return false;
  const int u = std::countr_zero(target & ~covered);
  for (size_t i = 0; i < sets.size(); ++i) {
    if ((sets[i] >> u & 1) && CoverWithin(sets, target, covered | sets[i], budget - 1)) return true;
  }
  return false;
}
int MinCover(const std::vector<Mask>& sets, Mask target) {
  for (int k = 0;; ++k) {
    if (CoverWithin(sets, target, 0, k)) return k;
  }
}

Mines RandomMines(std::mt19937_64& rng, int n, double density) {
  Mines m(n);
  for (int c = 0; c < n; ++c) m[c] = (rng() >> 11) * 0x1.0p-53 < density;
  return m;
}

void CheckBoard(const Topology& topo, const Mines& mine, const std::string& what) {
  auto counts = CountClicks(topo, mine);
  ASSERT_TRUE(counts.ok()) << counts.status().message();
  const Effects e = ComputeEffects(topo, mine);
  const int n = topo.size();
  const Mask all = n == 64 ? ~Mask{0} : (Mask{1} << n) - 1;
  Mask safe = 0;
  for (int c = 0; c < n; ++c) safe |= mine[c] ? 0 : Mask{1} << c;
  ASSERT_EQ(counts->reverse, MinCover(e.reverse, all)) << what;
  ASSERT_EQ(counts->forward, MinCover(e.forward, safe)) << what;
  ASSERT_EQ(static_cast<int64_t>(counts->reverse_clicks.size()), counts->reverse) << what;
  ASSERT_EQ(static_cast<int64_t>(counts->forward_clicks.size()), counts->forward) << what;
  ASSERT_TRUE(CheckReverseClicks(topo, mine, counts->reverse_clicks).ok()) << what;
  ASSERT_TRUE(CheckForwardClicks(topo, mine, counts->forward_clicks).ok()) << what;
  // The click sets also cover according to the Reveal-based effects.
  Mask rev = 0, fwd = 0;
  for (int32_t c : counts->reverse_clicks) rev |= e.reverse[c];
  for (int32_t c : counts->forward_clicks) fwd |= e.forward[c];
  ASSERT_EQ(rev, all) << what;
  ASSERT_EQ(fwd, safe) << what;
  ASSERT_EQ(counts->reverse, counts->mines + counts->isolated + counts->components - counts->saved);
}

void BruteForceTopology(TopologyKind kind, uint64_t seed, int boards) {
  std::mt19937_64 rng(seed);
  int saved_some = 0;
  for (int i = 0; i < boards; ++i) {
    const int rows = 1 + static_cast<int>(rng() % 6), cols = 1 + static_cast<int>(rng() % 8);
    auto topo = Topology::Grid(kind, rows, cols).value();
    const double density = 0.05 + (rng() % 1000) / 4000.0;
    Mines mine = RandomMines(rng, topo->size(), density);
    auto c = CountClicks(*topo, mine).value();
    EXPECT_LE(c.max_bordered, 2);
    EXPECT_FALSE(c.exact_search);
    saved_some += c.saved > 0;
    ASSERT_NO_FATAL_FAILURE(CheckBoard(*topo, mine,
                                       std::string(TopologyKindName(kind)) + " board " +
                                           std::to_string(i) + " " + topo->Describe()));
  }
  EXPECT_GT(saved_some, boards / 40) << "too few boards where the matching matters";
}

constexpr int kBruteForceBoards = testing_util::Sweep(5000, 2000);

TEST(Clicks, BruteForceSquare) { BruteForceTopology(TopologyKind::kSquare, 1, kBruteForceBoards); }
TEST(Clicks, BruteForceTriangle) {
  BruteForceTopology(TopologyKind::kTriangle, 2, kBruteForceBoards);
}
TEST(Clicks, BruteForceHex) { BruteForceTopology(TopologyKind::kHex, 3, kBruteForceBoards); }

// Larger boards with many components per board: the matching matters more often. The brute force
// is the same; boards up to 64 cells, low densities.
TEST(Clicks, BruteForceLargerSparseBoards) {
  std::mt19937_64 rng(4);
  for (int i = 0; i < 600; ++i) {
    const TopologyKind kind = static_cast<TopologyKind>(i % 3);
    const int rows = 5 + static_cast<int>(rng() % 4), cols = 5 + static_cast<int>(rng() % 4);
    auto topo = Topology::Grid(kind, rows, cols).value();
    Mines mine = RandomMines(rng, topo->size(), 0.08 + (rng() % 100) / 1000.0);
    ASSERT_NO_FATAL_FAILURE(CheckBoard(*topo, mine, "larger board " + std::to_string(i)));
  }
}

// Random small graphs, where a cell can border several components: the exact search must agree
// with the brute force.
TEST(Clicks, BruteForceGraphsWithHyperCells) {
  std::mt19937_64 rng(5);
  int exact = 0;
  for (int i = 0; i < 3000; ++i) {
    const int n = 2 + static_cast<int>(rng() % 14);
    std::vector<std::pair<int32_t, int32_t>> edges;
    const int m = static_cast<int>(rng() % (2 * n));
    for (int k = 0; k < m; ++k) {
      const int u = static_cast<int>(rng() % n), v = static_cast<int>(rng() % n);
      if (u != v) edges.emplace_back(u, v);
    }
    auto topo = Topology::Graph(n, edges).value();
    Mines mine = RandomMines(rng, n, 0.1 + (rng() % 100) / 400.0);
    auto c = CountClicks(*topo, mine);
    ASSERT_TRUE(c.ok());
    exact += c->exact_search;
    ASSERT_NO_FATAL_FAILURE(CheckBoard(*topo, mine, "graph " + std::to_string(i)));
  }
  EXPECT_GT(exact, 30) << "the exact search was hardly exercised";
}

TEST(Clicks, StarGraphTakesOneClickNotTwo) {
  // Cell 0 borders the zero cells 1, 2, 3 (three components); 4 is a mine.
  auto topo = Topology::Graph(5, {{0, 1}, {0, 2}, {0, 3}, {0, 4}}).value();
  Mines mine{0, 0, 0, 0, 1};
  auto c = CountClicks(*topo, mine).value();
  EXPECT_EQ(c.max_bordered, 3);
  EXPECT_TRUE(c.exact_search);
  EXPECT_EQ(c.reverse, 2);  // the mine and cell 0; a matching model would say 1 + 3 - 1 = 3
  EXPECT_EQ(c.reverse_clicks, (std::vector<int32_t>{0, 4}));
  EXPECT_EQ(c.forward, 3);
}

TEST(Clicks, SimulatorErrorsNameCellsLikeEveryMessage) {
  // 2 x 3 board, one mine at (0,2): the click on it and the safe cell left closed are named
  // (r,c), as in every other message (core/cell_name.h).
  auto topo = Topology::Square(2, 3).value();
  Mines mine{0, 0, 1, 0, 0, 0};
  const std::vector<int32_t> on_mine = {2};
  absl::Status s = CheckForwardClicks(*topo, mine, on_mine);
  EXPECT_EQ(s.message(), "forward click on cell (0,2) hits a mine");
  const std::vector<int32_t> none;
  s = CheckForwardClicks(*topo, mine, none);
  EXPECT_EQ(s.message(), "safe cell (0,0) stays closed after the 0 clicks");
  s = CheckReverseClicks(*topo, mine, none);
  EXPECT_EQ(s.message(), "cell (0,0) stays open after the 0 reverse clicks");
}

TEST(Clicks, SpecialBoards) {
  auto topo = Topology::Square(30, 40).value();
  Mines none(topo->size(), 0), all(topo->size(), 1);
  auto c = CountClicks(*topo, none).value();
  EXPECT_EQ(c.reverse, 1);
  EXPECT_EQ(c.forward, 1);
  c = CountClicks(*topo, all).value();
  EXPECT_EQ(c.reverse, topo->size());
  EXPECT_EQ(c.forward, 0);
  // No zero cell: a chessboard of mines; one click per cell.
  Mines chess(topo->size());
  for (int i = 0; i < topo->size(); ++i) chess[i] = (topo->row(i) + topo->col(i)) % 2;
  c = CountClicks(*topo, chess).value();
  EXPECT_EQ(c.components, 0);
  EXPECT_EQ(c.reverse, topo->size());
  EXPECT_FALSE(CountClicks(*topo, Mines(3, 0)).ok());
}

Mines ParseRows(const std::vector<std::string>& rows) {
  Mines m;
  for (const auto& r : rows) {
    for (char ch : r) m.push_back(ch == '*');
  }
  return m;
}

TEST(Clicks, MinesrevSampleThroughLibrary) {
  auto t1 = Topology::Square(3, 8).value();
  auto c1 = CountClicks(*t1, ParseRows({"**...*..", ".....*..", "...***.."})).value();
  EXPECT_EQ(c1.reverse, 9);
  auto t2 = Topology::Square(2, 1).value();
  EXPECT_EQ(CountClicks(*t2, ParseRows({"*", "*"})).value().reverse, 2);
}

std::string Normalize(const std::string& s) {
  std::istringstream in(s);
  std::string tok, out;
  while (in >> tok) out += tok + " ";
  return out;
}

TEST(Clicks, MinesrevSampleThroughBinary) {
  const std::string in = std::string(PAPERMINES_TEST_DATA) + "/cases/minesrev_sample.in";
  const std::string want = std::string(PAPERMINES_TEST_DATA) + "/cases/minesrev_sample.out";
  const testing_util::RunResult r =
      testing_util::RunPapermines("clicks --minesrev", testing_util::ReadWholeFile(in));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(Normalize(r.out), Normalize(testing_util::ReadWholeFile(want)));
}

TEST(Clicks, SimulatorsRejectBrokenSets) {
  std::mt19937_64 rng(6);
  int checked = 0;
  for (int i = 0; i < 300; ++i) {
    auto topo = Topology::Grid(static_cast<TopologyKind>(i % 3), 8, 9).value();
    Mines mine = RandomMines(rng, topo->size(), 0.15);
    auto c = CountClicks(*topo, mine).value();
    // Dropping any one click of an optimal set leaves a cell open (else it was not optimal).
    for (size_t k = 0; k < c.reverse_clicks.size(); k += 3) {
      std::vector<int32_t> fewer = c.reverse_clicks;
      fewer.erase(fewer.begin() + k);
      EXPECT_FALSE(CheckReverseClicks(*topo, mine, fewer).ok());
      ++checked;
    }
    for (size_t k = 0; k < c.forward_clicks.size(); k += 3) {
      std::vector<int32_t> fewer = c.forward_clicks;
      fewer.erase(fewer.begin() + k);
      EXPECT_FALSE(CheckForwardClicks(*topo, mine, fewer).ok());
    }
    for (int cell = 0; cell < topo->size(); ++cell) {
      if (mine[cell]) {
        std::vector<int32_t> with_mine = c.forward_clicks;
        with_mine.push_back(cell);
        EXPECT_FALSE(CheckForwardClicks(*topo, mine, with_mine).ok());
        break;
      }
    }
  }
  EXPECT_GT(checked, 300);
  auto topo = Topology::Square(2, 2).value();
  EXPECT_FALSE(CheckReverseClicks(*topo, Mines(4, 0), std::vector<int32_t>{4}).ok());
}

// The finite check of solve/clicks.cpp: a cell x can border three components iff some three
// pairwise non-adjacent neighbours of x, made zero with mines on every cell not forced safe (the
// max-mine completion), lie in three different components while x keeps a mine neighbour. Every
// boundary situation occurs on boards up to 7 x 13 (the cells that matter lie within distance 3
// of x: 3 rows, and 6 columns on the triangle grid).
int MaxBorderedByCompletion(const Topology& topo, int x, int want_pair_or_triple) {
  const int n = topo.size();
  std::vector<int32_t> nb(topo.neighbors(x).begin(), topo.neighbors(x).end());
  auto adjacent = [&](int a, int b) {
    for (int32_t y : topo.neighbors(a)) {
      if (y == b) return true;
    }
    return false;
  };
  int best = 0;
  const int k = static_cast<int>(nb.size());
  std::vector<int> pick(want_pair_or_triple);
  // Enumerate subsets of size want (2 or 3) of x's neighbours.
  std::vector<int> idx(want_pair_or_triple);
  for (int i = 0; i < want_pair_or_triple; ++i) idx[i] = i;
  if (k < want_pair_or_triple) return 0;
  for (;;) {
    bool independent = true;
    for (int i = 0; i < want_pair_or_triple; ++i) {
      for (int j = i + 1; j < want_pair_or_triple; ++j) {
        independent &= !adjacent(nb[idx[i]], nb[idx[j]]);
      }
    }
    if (independent) {
      Mines mine(n, 1);
      for (int i : idx) {
        mine[nb[i]] = 0;
        for (int32_t y : topo.neighbors(nb[i])) mine[y] = 0;
      }
      std::vector<uint8_t> number = CountNeighborMines(topo, mine);
      if (!mine[x] && number[x] > 0) {
        ZeroComponents z = FindZeroComponents(topo, mine, number);
        std::vector<int32_t> comps;
        for (int i : idx) comps.push_back(z.comp_of[nb[i]]);
        std::sort(comps.begin(), comps.end());
        const int distinct =
            static_cast<int>(std::unique(comps.begin(), comps.end()) - comps.begin());
        best = std::max(best, distinct);
      }
    }
    int i = want_pair_or_triple - 1;
    while (i >= 0 && idx[i] == k - want_pair_or_triple + i) --i;
    if (i < 0) break;
    ++idx[i];
    for (int j = i + 1; j < want_pair_or_triple; ++j) idx[j] = idx[j - 1] + 1;
  }
  return best;
}

TEST(Clicks, MaxComponentsPerCellIsTwo) {
  for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    const int max_cols = kind == TopologyKind::kTriangle ? 13 : 7;
    bool two_seen = false;
    for (int rows = 1; rows <= 7; ++rows) {
      for (int cols = 1; cols <= max_cols; ++cols) {
        auto topo = Topology::Grid(kind, rows, cols).value();
        for (int x = 0; x < topo->size(); ++x) {
          ASSERT_LE(MaxBorderedByCompletion(*topo, x, 3), 2)
              << TopologyKindName(kind) << " " << rows << "x" << cols << " cell " << x;
          if (!two_seen && rows == 7 && cols == max_cols) {
            two_seen = MaxBorderedByCompletion(*topo, x, 2) == 2;
          }
        }
      }
    }
    EXPECT_TRUE(two_seen) << TopologyKindName(kind) << ": two components are reachable";
  }
  // The same check finds three on a graph: a cell whose neighbours are three leaves and a mine.
  auto star = Topology::Graph(5, {{0, 1}, {0, 2}, {0, 3}, {0, 4}}).value();
  EXPECT_EQ(MaxBorderedByCompletion(*star, 0, 3), 3);
}

TEST(Clicks, RandomGridBoardsNeverBorderThree) {
  std::mt19937_64 rng(8);
  for (int i = 0; i < 60; ++i) {
    auto topo = Topology::Grid(static_cast<TopologyKind>(i % 3), 60, 70).value();
    Mines mine = RandomMines(rng, topo->size(), 0.02 + 0.01 * (i % 20));
    auto c = CountClicks(*topo, mine).value();
    EXPECT_LE(c.max_bordered, 2);
    EXPECT_TRUE(CheckReverseClicks(*topo, mine, c.reverse_clicks).ok());
    EXPECT_TRUE(CheckForwardClicks(*topo, mine, c.forward_clicks).ok());
  }
}

// The fast pass's components against core's own, directly: per cell, and each component's border
// (core's list) against the numbered cells next to it according to the fast pass.
void CompareWithCore(const Topology& topo, const Mines& mine, const std::string& what) {
  BoardAnalysis fast;
  std::vector<int32_t> fast_comp;
  ASSERT_TRUE(AnalyzeGridFast(topo, mine, &fast, &fast_comp)) << what;
  const std::vector<uint8_t> number = CountNeighborMines(topo, mine);
  const ZeroComponents z = FindZeroComponents(topo, mine, number);
  ASSERT_EQ(fast.components, z.count) << what;
  ASSERT_EQ(fast_comp, z.comp_of) << what;
  for (int k = 0; k < z.count; ++k) {
    ASSERT_EQ(fast.rep_cell[k], z.members[z.member_start[k]]) << what;
    std::vector<int32_t> core_border(z.border.begin() + z.border_start[k],
                                     z.border.begin() + z.border_start[k + 1]);
    std::sort(core_border.begin(), core_border.end());
    std::vector<int32_t> fast_border;
    for (int c = 0; c < topo.size(); ++c) {
      if (mine[c] || fast_comp[c] >= 0) continue;
      for (int32_t nb : topo.neighbors(c)) {
        if (fast_comp[nb] == k) {
          fast_border.push_back(c);
          break;
        }
      }
    }
    ASSERT_EQ(fast_border, core_border) << what << " component " << k;
  }
  // Everything else against the generic analysis (core's functions and a plain neighbour scan).
  std::vector<int32_t> generic_comp;
  const BoardAnalysis g = AnalyzeBoardGeneric(topo, mine, &generic_comp);
  ASSERT_EQ(generic_comp, z.comp_of) << what;
  ASSERT_EQ(fast.components, g.components) << what;
  ASSERT_EQ(fast.rep_cell, g.rep_cell) << what;
  ASSERT_EQ(fast.edges.size(), g.edges.size()) << what;
  for (size_t i = 0; i < g.edges.size(); ++i) {
    ASSERT_EQ(fast.edges[i].a, g.edges[i].a) << what << " edge " << i;
    ASSERT_EQ(fast.edges[i].b, g.edges[i].b) << what << " edge " << i;
    ASSERT_EQ(fast.edges[i].witness, g.edges[i].witness) << what << " edge " << i;
  }
  ASSERT_TRUE(g.hyper_cells.empty()) << what;
  ASSERT_EQ(fast.forced, g.forced) << what;
  ASSERT_EQ(fast.isolated_cells, g.isolated_cells) << what;
  ASSERT_EQ(fast.mines, g.mines) << what;
  ASSERT_EQ(fast.isolated, g.isolated) << what;
  ASSERT_EQ(fast.border_cells, g.border_cells) << what;
  ASSERT_EQ(fast.max_bordered, g.max_bordered) << what;
}

TEST(Clicks, FastGridPassEqualsCoreFunctions) {
  std::mt19937_64 rng(11);
  for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    int with_edges = 0;
    const int boards = testing_util::Sweep(3000, 600);
    for (int i = 0; i < boards; ++i) {
      // Mostly small boards (every border case), some wider than one 64-column word.
      const bool wide = i % 10 == 0;
      const int rows = 1 + static_cast<int>(rng() % (wide ? 12 : 20));
      const int cols = wide ? 60 + static_cast<int>(rng() % 80) : 1 + static_cast<int>(rng() % 20);
      auto topo = Topology::Grid(kind, rows, cols).value();
      Mines mine = RandomMines(rng, topo->size(), (rng() % 1000) / 2500.0);
      // "Nonzero = mine": not only 1.
      for (auto& m : mine) m = m ? static_cast<uint8_t>(1 + rng() % 255) : 0;
      const std::string what = std::string(TopologyKindName(kind)) + " " + std::to_string(rows) +
                               "x" + std::to_string(cols) + " board " + std::to_string(i);
      ASSERT_NO_FATAL_FAILURE(CompareWithCore(*topo, mine, what));
      BoardAnalysis a;
      AnalyzeGridFast(*topo, mine, &a);
      with_edges += !a.edges.empty();
    }
    EXPECT_GT(with_edges, boards / 6)
        << TopologyKindName(kind) << ": border edges hardly exercised";
  }
  // Exactly 64 and 128 columns (whole words), and boards without mines or without zero cells.
  for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    for (int cols : {63, 64, 65, 128}) {
      auto topo = Topology::Grid(kind, 9, cols).value();
      for (double d : {0.0, 0.1, 0.2, 1.0}) {
        Mines mine = RandomMines(rng, topo->size(), d);
        ASSERT_NO_FATAL_FAILURE(CompareWithCore(*topo, mine, topo->Describe()));
      }
    }
  }
}

TEST(Clicks, FastGridPassRefusesGraphs) {
  auto topo = Topology::Graph(5, {{0, 1}, {1, 2}, {2, 3}, {3, 4}}).value();
  Mines mine(5, 0);
  BoardAnalysis a;
  EXPECT_FALSE(AnalyzeGridFast(*topo, mine, &a));
}

}  // namespace
}  // namespace papermines
