// One-click boards against an exhaustive search.
//
// The oracle does not use the generator's characterisation: for every R x C board with R, C <= 8
// it finds which safe-cell counts F admit a one-click board by search:
//  - boards of at most 20 cells: every subset of cells is tried as the safe set;
//  - larger boards: the safe set of a working board with F >= 2 is Z + N(Z) for a connected zero
//    set Z, hence king-connected, so every connected set of up to kMaxEnumerated cells is tried
//    (Redelmeier's enumeration, each set once). Counts above that bound are found by the generator
//    and checked by the click; an "Impossible" there would have no proof, and fails the test.
// A safe set works iff F == 1, or its zero cells (safe cells with only safe neighbours) form one
// connected set whose cells and neighbours are exactly the safe set; this is checked with
// bitmasks here, while the generator's boards are checked with core/reveal.h's Reveal.
#include <sys/wait.h>

#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/mines_io.h"
#include "core/reveal.h"
#include "core/topology.h"
#include "gen/oneclick.h"
#include "gtest/gtest.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

constexpr int kMaxBrute = 20;
constexpr int kMaxEnumerated = 7;

struct Masks {
  int n = 0;
  std::vector<uint64_t> nb;  // neighbour mask per cell
};

Masks MakeMasks(int rows, int cols) {
  auto topo = *Topology::Square(rows, cols);
  Masks m;
  m.n = topo->size();
  m.nb.assign(m.n, 0);
  for (int c = 0; c < m.n; ++c) {
    for (int32_t x : topo->neighbors(c)) m.nb[c] |= uint64_t{1} << x;
  }
  return m;
}

// Whether the safe set `s` is cleared by one click.
bool Works(const Masks& m, uint64_t s) {
  const int f = std::popcount(s);
  if (f == 1) return true;
  uint64_t zero = 0;
  for (uint64_t t = s; t; t &= t - 1) {
    const int c = std::countr_zero(t);
    if ((m.nb[c] & ~s) == 0) zero |= uint64_t{1} << c;
  }
  if (zero == 0) return false;
  // Flood the zero cells from the lowest one; reveal their neighbours.
  uint64_t reached = zero & (~zero + 1), frontier = reached, revealed = reached;
  while (frontier) {
    const int c = std::countr_zero(frontier);
    frontier &= frontier - 1;
    revealed |= m.nb[c];
    const uint64_t next = m.nb[c] & zero & ~reached;
    reached |= next;
    frontier |= next;
  }
  return reached == zero && revealed == s;
}

// possible[f]: some safe set of f cells works (f <= limit when not brute force).
std::vector<bool> Oracle(int rows, int cols, int* limit) {
  const Masks m = MakeMasks(rows, cols);
  std::vector<bool> possible(m.n + 1, false);
  if (m.n <= kMaxBrute) {
    *limit = m.n;
    for (uint64_t s = 1; s < (uint64_t{1} << m.n); ++s) {
      if (!possible[std::popcount(s)] && Works(m, s)) possible[std::popcount(s)] = true;
    }
    return possible;
  }
  *limit = kMaxEnumerated;
  // Redelmeier: connected sets whose smallest cell is v. Depth is at most kMaxEnumerated.
  struct Frame {
    uint64_t set, untried, seen;
  };
  for (int v = 0; v < m.n; ++v) {
    const uint64_t below = (uint64_t{1} << v) - 1;
    std::vector<Frame> stack{{0, uint64_t{1} << v, below | (uint64_t{1} << v)}};
    while (!stack.empty()) {
      Frame& f = stack.back();
      if (f.untried == 0) {
        stack.pop_back();
        continue;
      }
      const int u = std::countr_zero(f.untried);
      f.untried &= f.untried - 1;
      const uint64_t set = f.set | (uint64_t{1} << u);
      if (Works(m, set)) possible[std::popcount(set)] = true;
      if (std::popcount(set) < kMaxEnumerated) {
        const uint64_t fresh = m.nb[u] & ~f.seen & ~set;
        stack.push_back({set, f.untried | fresh, f.seen | fresh});
      }
    }
  }
  return possible;
}

// Independent check of a board: Reveal from the click opens every safe cell.
bool ClickClears(const OneClickBoard& b) {
  auto topo = *Topology::Square(b.rows, b.cols);
  std::vector<char> cells(topo->size());
  for (int i = 0; i < topo->size(); ++i) cells[i] = b.mine[i] ? 'M' : 'E';
  if (b.click < 0 || b.click >= topo->size() || b.mine[b.click]) return false;
  Reveal(*topo, cells, b.click);
  for (char ch : cells) {
    if (ch == 'E' || ch == 'X') return false;
  }
  return true;
}

void CheckRows(const OneClickBoard& b, int64_t mines) {
  const std::vector<std::string> rows = b.Rows();
  ASSERT_EQ(static_cast<int>(rows.size()), b.rows);
  int stars = 0, clicks = 0;
  for (const std::string& r : rows) {
    ASSERT_EQ(static_cast<int>(r.size()), b.cols);
    for (char ch : r) {
      ASSERT_TRUE(ch == '*' || ch == '.' || ch == 'c') << ch;
      stars += ch == '*';
      clicks += ch == 'c';
    }
  }
  EXPECT_EQ(stars, mines);
  EXPECT_EQ(clicks, 1);
}

TEST(OneClick, EverySizeUpTo8MatchesExhaustiveSearch) {
  for (int r = 1; r <= 8; ++r) {
    for (int c = 1; c <= 8; ++c) {
      int limit = 0;
      const std::vector<bool> possible = Oracle(r, c, &limit);
      for (int m = 0; m < r * c; ++m) {
        const int f = r * c - m;
        auto board = OneClick(r, c, m);
        SCOPED_TRACE(testing::Message() << r << " x " << c << " mines " << m);
        if (board.ok()) {
          EXPECT_TRUE(ClickClears(*board));
          EXPECT_TRUE(VerifyOneClick(*board));
          CheckRows(*board, m);
          if (f <= limit) {
            EXPECT_TRUE(possible[f]) << "generator found a board the search missed";
          }
          auto random = RandomOneClick(r, c, m, 1000 * r + 10 * c + m);
          ASSERT_TRUE(random.ok()) << random.status();
          EXPECT_TRUE(ClickClears(*random));
          CheckRows(*random, m);
        } else {
          EXPECT_TRUE(absl::IsNotFound(board.status())) << board.status();
          EXPECT_TRUE(f <= limit) << "Impossible beyond the exhaustive search's reach";
          if (f <= limit) {
            EXPECT_FALSE(possible[f]) << "the search found a board";
          }
          EXPECT_TRUE(absl::IsNotFound(RandomOneClick(r, c, m, 7).status()));
        }
        EXPECT_EQ(board.ok(), OneClickPossible(r, c, m));
      }
    }
  }
}

TEST(OneClick, RandomBoardsVary) {
  std::set<std::string> seen;
  std::set<int> clicks;
  for (uint64_t seed = 0; seed < 60; ++seed) {
    auto b = RandomOneClick(6, 7, 20, seed);
    ASSERT_TRUE(b.ok()) << b.status();
    EXPECT_TRUE(ClickClears(*b));
    const std::string key(b->mine.begin(), b->mine.end());
    seen.insert(key);
    clicks.insert(b->click);
    auto again = RandomOneClick(6, 7, 20, seed);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(std::string(again->mine.begin(), again->mine.end()), key) << "not deterministic";
  }
  EXPECT_GT(seen.size(), 30u);
  EXPECT_GT(clicks.size(), 5u);
}

TEST(OneClick, LargeBoards) {
  for (auto [r, c, m] : {std::tuple<int, int, int64_t>{1000, 1000, 999000},
                         {1000, 1000, 123457},
                         {2, 5000, 4000},
                         {3, 3000, 8992}}) {
    auto b = OneClick(r, c, m);
    ASSERT_TRUE(b.ok()) << b.status();
    EXPECT_TRUE(ClickClears(*b));
    auto rb = RandomOneClick(r, c, m, 5);
    ASSERT_TRUE(rb.ok()) << rb.status();
    EXPECT_TRUE(ClickClears(*rb));
  }
}

TEST(OneClick, BadSizes) {
  EXPECT_TRUE(absl::IsInvalidArgument(OneClick(0, 5, 0).status()));
  EXPECT_TRUE(absl::IsInvalidArgument(OneClick(3, 3, 9).status()));
  EXPECT_TRUE(absl::IsInvalidArgument(OneClick(3, 3, -1).status()));
  EXPECT_TRUE(absl::IsInvalidArgument(OneClick(100000, 100000, 0).status()));
}

TEST(OneClick, GcjSample) {
  const std::string in = "5\n5 5 23\n3 1 1\n2 2 1\n4 7 3\n10 10 82\n";
  auto out = SolveGcj(in, "<stdin>");
  ASSERT_TRUE(out.ok()) << out.status();
  // Parse the output back: per case, Impossible or a board that one click clears.
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < out->size()) {
    const size_t end = out->find('\n', start);
    lines.push_back(out->substr(start, end - start));
    start = end + 1;
  }
  const int sizes[5][3] = {{5, 5, 23}, {3, 1, 1}, {2, 2, 1}, {4, 7, 3}, {10, 10, 82}};
  size_t at = 0;
  int impossible = 0;
  for (int k = 0; k < 5; ++k) {
    ASSERT_LT(at, lines.size());
    EXPECT_EQ(lines[at++], "Case #" + std::to_string(k + 1) + ":");
    if (lines[at] == "Impossible") {
      ++impossible;
      ++at;
      continue;
    }
    OneClickBoard b;
    b.rows = sizes[k][0];
    b.cols = sizes[k][1];
    int mines = 0;
    for (int r = 0; r < b.rows; ++r) {
      ASSERT_LT(at, lines.size());
      const std::string& row = lines[at++];
      ASSERT_EQ(static_cast<int>(row.size()), b.cols);
      for (int c = 0; c < b.cols; ++c) {
        b.mine.push_back(row[c] == '*');
        mines += row[c] == '*';
        if (row[c] == 'c') b.click = r * b.cols + c;
      }
    }
    EXPECT_EQ(mines, sizes[k][2]);
    EXPECT_TRUE(ClickClears(b));
  }
  EXPECT_EQ(at, lines.size());
  EXPECT_EQ(impossible, 2);
}

TEST(OneClick, GcjErrorsAreLocated) {
  auto e1 = SolveGcj("2\n3 x 1\n", "<stdin>");
  ASSERT_FALSE(e1.ok());
  EXPECT_EQ(e1.status().message(), "<stdin>:2:3: expected C of case 1, got 'x'");
  auto e2 = SolveGcj("2\n3 3 1\n", "<stdin>");
  ASSERT_FALSE(e2.ok());
  EXPECT_EQ(e2.status().message(), "<stdin>:3:1: expected R of case 2, got end of input");
  auto e3 = SolveGcj("1\n3 3 9\n", "<stdin>");
  ASSERT_FALSE(e3.ok());
  EXPECT_EQ(e3.status().message(), "<stdin>:2:5: expected M < R*C = 9, got 9");
  auto e4 = SolveGcj("1\n3 3 1 4\n", "<stdin>");
  ASSERT_FALSE(e4.ok());
  EXPECT_EQ(e4.status().message(), "<stdin>:2:7: expected end of input, got '4'");
  // Numbers beyond 64 bits say so; a long token is cut with "..."; the file name is the caller's.
  auto e5 = SolveGcj("1\n99999999999999999999999 2 2\n", "cases.in");
  ASSERT_FALSE(e5.ok());
  EXPECT_EQ(e5.status().message(),
            "cases.in:2:1: expected R of case 1, got '99999999999999999999...' (too large)");
  auto e6 = SolveGcj("1\n1 2000000 0\n", "<stdin>");
  ASSERT_FALSE(e6.ok());
  EXPECT_EQ(e6.status().message(),
            "<stdin>:2:3: expected C in 1 .. 1048576 with R*C <= 67108864, got 2000000");
  auto e7 = SolveGcj("1\n3 3 -0\n", "<stdin>");  // digits only: no sign, not even on zero
  ASSERT_FALSE(e7.ok());
  EXPECT_EQ(e7.status().message(), "<stdin>:2:5: expected M of case 1, got '-0'");
}

}  // namespace
}  // namespace papermines

namespace papermines {
namespace {

// Runs the binary with stdin from `input`; returns the exit status, stdout and stderr.
int RunBinary(const std::string& args, const std::string& input, std::string* out,
              std::string* err) {
  testing_util::RunResult r = testing_util::RunPapermines(args, input);
  *out = std::move(r.out);
  *err = std::move(r.err);
  return r.status;
}

TEST(OneClickCli, ExitStatusesAndOutput) {
  std::string out, err;
  EXPECT_EQ(RunBinary("gen oneclick --rows 2 --cols 2 --mines 1", "", &out, &err), 1);
  EXPECT_EQ(out, "Impossible\n");
  EXPECT_NE(err.find("Impossible"), std::string::npos);
  ASSERT_EQ(RunBinary("gen oneclick --rows 4 --cols 5 --mines 7 --random --seed 9", "", &out, &err),
            0);
  auto puzzles = ParseMines(out, "out");
  ASSERT_TRUE(puzzles.ok()) << puzzles.status();
  ASSERT_EQ(puzzles->size(), 1u);
  const Puzzle& p = (*puzzles)[0];
  EXPECT_EQ(p.kind, PuzzleKind::kOneClick);
  ASSERT_TRUE(p.mines.has_value());
  EXPECT_EQ(*p.mines, 7);
  OneClickBoard b;
  b.rows = 4;
  b.cols = 5;
  b.mine = p.mine;
  b.click = p.click;
  EXPECT_TRUE(ClickClears(b));
  EXPECT_EQ(RunBinary("gen oneclick --rows 3 --cols 3 --mines 9", "", &out, &err), 2);
  EXPECT_EQ(RunBinary("gen oneclick --gcj", "2\n3 x 1\n", &out, &err), 2);
  EXPECT_EQ(err, "papermines: error: <stdin>:2:3: expected C of case 1, got 'x'\n");
  ASSERT_EQ(RunBinary("gen oneclick --gcj", "2\n1 1 0\n2 2 1\n", &out, &err), 0);
  EXPECT_EQ(out, "Case #1:\nc\nCase #2:\nImpossible\n");
}

}  // namespace
}  // namespace papermines
