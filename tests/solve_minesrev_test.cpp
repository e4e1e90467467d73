// The streaming MINESREV count (solve/minesrev.h ReverseMinimumOfRows, and SolveMinesrev's fast
// path over text) against two independent methods on the same boards:
//  - the straightforward peer, sharing no code with solve/: core's CountNeighborMines and
//    FindZeroComponents, one neighbour scan per numbered cell, LEMON's MaxMatching on the component
//    graph (forced + components - matching);
//  - CountClicks (solve/clicks.h), the full pipeline with click sets, whose click set is replayed
//    by the simulator.
// Every board of up to 16 cells in every shape (1 x N, N x 1, 2 x 8, 4 x 4, ...), thousands of
// seeded random boards across 64-column word boundaries at densities 0 to 1, and larger sparse
// boards where the matching matters; then the text: any whitespace between rows, and every
// malformed input refused with the token reader's own message; last a file read in chunks (rows
// longer than a chunk, rows cut by chunk ends) against the same text in memory, answers and errors.
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <list>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/output.h"
#include "core/puzzle.h"
#include "core/reveal.h"
#include "gtest/gtest.h"
#include "solve/clicks.h"
#include "solve/minesrev.h"
#include "tests/lemon_reverse.h"
#include "tests/run_binary.h"
#include "tests/sweep.h"

namespace papermines {
namespace {

// The peer (tests/lemon_reverse.h), which also says that no cell borders three components.
int64_t PeerReverse(const Topology& t, const Mines& mine) {
  int most = 0;
  const int64_t count = testing_util::LemonReverseMinimum(t, mine, &most);
  EXPECT_LE(most, 2);
  return count;
}

std::vector<std::string> Rows(const Mines& mine, int rows, int cols) {
  std::vector<std::string> text(rows, std::string(cols, '.'));
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (mine[static_cast<size_t>(r) * cols + c]) text[r][c] = '*';
    }
  }
  return text;
}

std::optional<int64_t> Streamed(const std::vector<std::string>& rows, int cols) {
  size_t next = 0;
  return ReverseMinimumOfRows(static_cast<int64_t>(rows.size()), cols, [&]() -> const char* {
    return next < rows.size() ? rows[next++].data() : nullptr;
  });
}

// The streamed count of one board against both methods (and CountClicks' set by simulation).
void Check(int rows, int cols, const Mines& mine, bool with_clicks = true) {
  auto topo = Topology::Square(rows, cols).value();
  const std::optional<int64_t> fast = Streamed(Rows(mine, rows, cols), cols);
  ASSERT_TRUE(fast.has_value()) << rows << "x" << cols;
  const int64_t peer = PeerReverse(*topo, mine);
  ASSERT_EQ(*fast, peer) << rows << "x" << cols << "\n"
                         << [&] {
                              std::string s;
                              for (const auto& r : Rows(mine, rows, cols)) s += r + "\n";
                              return s;
                            }();
  if (with_clicks) {
    auto counts = CountClicks(*topo, mine);
    ASSERT_TRUE(counts.ok());
    ASSERT_EQ(*fast, counts->reverse) << rows << "x" << cols;
    ASSERT_TRUE(CheckReverseClicks(*topo, mine, counts->reverse_clicks).ok());
  }
}

Mines RandomMines(std::mt19937_64& rng, int n, double density) {
  Mines m(n);
  for (int c = 0; c < n; ++c) m[c] = (rng() >> 11) * 0x1.0p-53 < density;
  return m;
}

TEST(Minesrev, EveryBoardUpToSixteenCells) {
  // Under the sanitizers every shape of up to 12 cells, each board: the 13- to 16-cell boards
  // (540 000 more through the same code, 45 s there) are the Release suite's (tests/sweep.h).
  constexpr int kMostCells = testing_util::Sweep(16, 12);
  constexpr int kBoards = testing_util::Sweep(576650, 35978);
  int boards = 0;
  for (int rows = 1; rows <= kMostCells; ++rows) {
    for (int cols = 1; rows * cols <= kMostCells; ++cols) {
      const int n = rows * cols;
      // All boards up to 12 cells; of the larger shapes (13..16 cells) every board too, but
      // without the click-set pipeline beside the peer (64 K boards each).
      for (uint32_t bits = 0; bits < (uint32_t{1} << n); ++bits) {
        Mines mine(n);
        for (int c = 0; c < n; ++c) mine[c] = bits >> c & 1;
        ASSERT_NO_FATAL_FAILURE(Check(rows, cols, mine, n <= 12));
        ++boards;
      }
    }
  }
  EXPECT_EQ(boards, kBoards);
}

TEST(Minesrev, RandomBoardsAcrossWordsAndDensities) {
  std::mt19937_64 rng(37);
  const double densities[] = {0.0, 0.02, 0.08, 0.12, 0.15, 0.18, 0.22, 0.3, 0.5, 0.8, 1.0};
  for (int i = 0; i < testing_util::Sweep(3000, 600); ++i) {
    // Columns around the 64-bit words (63, 64, 65, 127, 128, 129, ...), rows 1..40.
    int cols = 1 + static_cast<int>(rng() % 200);
    if (i % 3 == 0) cols = 64 * (1 + static_cast<int>(rng() % 3)) - 1 + static_cast<int>(rng() % 3);
    const int rows = 1 + static_cast<int>(rng() % 40);
    const double d = densities[rng() % std::size(densities)];
    ASSERT_NO_FATAL_FAILURE(Check(rows, cols, RandomMines(rng, rows * cols, d)));
  }
  // One row and one column.
  for (int n : {1, 2, 3, 63, 64, 65, 1000, 5000}) {
    for (double d : {0.0, 0.1, 0.3, 1.0}) {
      const Mines m = RandomMines(rng, n, d);
      ASSERT_NO_FATAL_FAILURE(Check(1, n, m));
      ASSERT_NO_FATAL_FAILURE(Check(n, 1, m));
    }
  }
}

// Many components per board: long merge chains of labels (U shapes joined rows later) and a
// matching that saves clicks.
TEST(Minesrev, LargerSparseBoards) {
  std::mt19937_64 rng(15);
  for (int i = 0; i < 12; ++i) {
    const int rows = 100 + static_cast<int>(rng() % 200),
              cols = 100 + static_cast<int>(rng() % 300);
    const double d = 0.1 + 0.02 * (i % 8);
    ASSERT_NO_FATAL_FAILURE(Check(rows, cols, RandomMines(rng, rows * cols, d)));
  }
}

std::string Text(const std::vector<std::vector<std::string>>& boards, const std::string& sep) {
  std::string s = std::to_string(boards.size()) + "\n";
  for (const auto& b : boards) {
    s += std::to_string(b.size()) + " " + std::to_string(b[0].size()) + "\n";
    for (const auto& r : b) s += r + sep;
  }
  return s;
}

TEST(Minesrev, AnyWhitespaceBetweenRows) {
  std::mt19937_64 rng(4);
  std::vector<std::vector<std::string>> boards;
  std::string want;
  for (int i = 0; i < 20; ++i) {
    const int rows = 1 + static_cast<int>(rng() % 30), cols = 1 + static_cast<int>(rng() % 90);
    const Mines m = RandomMines(rng, rows * cols, 0.15);
    boards.push_back(Rows(m, rows, cols));
    want += std::to_string(PeerReverse(*Topology::Square(rows, cols).value(), m)) + "\n";
  }
  for (const std::string sep : {"\n", "\r\n", " ", "\t\n\n", "\v\f"}) {
    auto out = SolveMinesrev(Text(boards, sep));
    ASSERT_TRUE(out.ok()) << out.status().message();
    EXPECT_EQ(*out, want);
  }
  // A last row at the very end of the input, without a newline.
  std::string text = Text(boards, "\n");
  text.pop_back();
  EXPECT_EQ(SolveMinesrev(text).value(), want);
}

// Whatever the streamed pass refuses is worded by the token reader, at its place.
TEST(Minesrev, MalformedInputKeepsItsMessages) {
  const std::pair<std::string, std::string> cases[] = {
      {"1\n2 3\n...\n..\n", "<stdin>:4:1: expected row 2 of case 1: 3 cells of '.'/'*', got '..'"},
      {"1\n2 3\n...\n....\n",
       "<stdin>:4:1: expected row 2 of case 1: 3 cells of '.'/'*', got '....'"},
      {"1\n2 3\n...\n.x.\n", "<stdin>:4:2: expected '.' or '*', got 'x'"},
      {"1\n2 3\n...\n",
       "<stdin>:2:3: expected 2 rows of 3 cells (only 5 bytes of input are left), "
       "got '3'"},
      {"1\n1 3\n...\n5\n", "<stdin>:4:1: expected end of input, got '5'"},
      {"2\n1 3\n...\n", "<stdin>:4:1: expected R of case 2 (1..1048576), got end of input"},
      {"1\n1 0\n", "<stdin>:2:3: expected C of case 1 (1..1048576), got '0'"},
      {"x", "<stdin>:1:1: expected the number of test cases T (0..1000000), got 'x'"},
  };
  for (const auto& [text, message] : cases) {
    auto out = SolveMinesrev(text);
    ASSERT_FALSE(out.ok()) << text;
    EXPECT_EQ(out.status().message(), message) << text;
  }
  // The streamed pass itself gives up on a byte other than '.'/'*' and on a missing row.
  const std::vector<std::string> bad = {"..*", ".#."};
  EXPECT_FALSE(Streamed(bad, 3).has_value());
  size_t calls = 0;
  EXPECT_FALSE(ReverseMinimumOfRows(3, 3, [&]() -> const char* {
                 return ++calls < 3 ? "..." : nullptr;
               }).has_value());
}

// A file is counted as it is read, in chunks: the same answers and the same errors as the text.
TEST(Minesrev, FileReadInChunksEqualsText) {
  testing_util::ScratchDir dir;
  std::mt19937_64 rng(9);
  auto file_answer = [&](const std::string& text) {
    const std::string path = dir.Path("in.txt");
    std::ofstream(path, std::ios::binary) << text;
    RunFiles files;
    return SolveMinesrevFile(files, path);
  };
  // A row longer than the 1 MiB chunk, rows cut by chunk ends, several cases, CRLF.
  std::vector<std::vector<std::string>> boards;
  for (auto [rows, cols] : {std::pair{2, 1 << 20}, {300, 4001}, {1, 1}, {1000, 3}}) {
    boards.push_back(Rows(RandomMines(rng, rows * cols, 0.15), rows, cols));
  }
  for (const std::string sep : {"\n", "\r\n"}) {
    const std::string text = Text(boards, sep);
    auto from_file = file_answer(text);
    ASSERT_TRUE(from_file.ok()) << from_file.status().message();
    std::string want;
    for (const auto& b : boards) {
      Mines m;
      for (const auto& r : b) {
        for (char ch : r) m.push_back(ch == '*');
      }
      const int rows = static_cast<int>(b.size()), cols = static_cast<int>(b[0].size());
      want += std::to_string(CountClicks(*Topology::Square(rows, cols).value(), m)->reverse) + "\n";
    }
    EXPECT_EQ(*from_file, want);
    EXPECT_EQ(SolveMinesrev(text).value(), want);
  }
  // The error of a bad byte far into the file, and of a missing row, as the text gives them.
  std::string text = Text(boards, "\n");
  for (const std::string& bad :
       {text.substr(0, text.size() - 1000) + "x" + text.substr(text.size() - 999),
        text.substr(0, text.size() - 4), text + "1"}) {
    auto a = file_answer(bad);
    auto b = SolveMinesrev(bad, dir.Path("in.txt"));
    ASSERT_FALSE(a.ok());
    ASSERT_FALSE(b.ok());
    EXPECT_EQ(a.status().message(), b.status().message());
  }
  RunFiles files;
  EXPECT_EQ(SolveMinesrevFile(files, dir.Path("none.txt")).status().code(),
            absl::StatusCode::kDataLoss);
}

}  // namespace
}  // namespace papermines
