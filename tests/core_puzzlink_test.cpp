// puzz.link URLs (core/puzzlink.h): the fixed examples of docs/FORMAT.md, hand-decoded bodies
// (runs longer than 20, final runs, two-digit clues), round trips over thousands of seeded random
// square paper puzzles, the reader's errors, and lists of URLs with FILE:LINE:COL errors.
#include <random>
#include <string>
#include <vector>

#include "core/line_source.h"
#include "core/puzzlink.h"
#include "gtest/gtest.h"

namespace papermines {
namespace {

// Rows of a clue grid in FORMAT.md notation ('.' closed).
std::vector<std::string> Rows(const Puzzle& p) {
  std::vector<std::string> rows;
  const Topology& t = *p.topology;
  for (int r = 0; r < t.rows(); ++r) {
    std::string row;
    for (int c = 0; c < t.cols(); ++c) {
      const uint8_t v = p.clues[t.cell(r, c)];
      if (c > 0) row += ' ';
      row += v == kClosed ? std::string(".") : std::to_string(v);
    }
    rows.push_back(row);
  }
  return rows;
}

Puzzle Square(int rows, int cols, std::vector<uint8_t> clues) {
  Puzzle p;
  p.topology = *Topology::Square(rows, cols);
  p.clues = std::move(clues);
  return p;
}

TEST(PuzzLink, FormatExampleReads) {
  for (const char* url : {"https://puzz.link/p?mines/5/5/g2m13l13g0j", "mines/5/5/g2m13l13g0j",
                          "http://pzv.jp/p.html?mines/5/5/g2m13l13g0j"}) {
    auto p = ParsePuzzLink(url);
    ASSERT_TRUE(p.ok()) << p.status();
    EXPECT_EQ(p->kind, PuzzleKind::kPaper);
    EXPECT_EQ(p->topology->kind(), TopologyKind::kSquare);
    EXPECT_EQ(Rows(*p), (std::vector<std::string>{". 2 . . .", ". . . . 1", "3 . . . .",
                                                  ". . 1 3 .", "0 . . . ."}));
  }
}

TEST(PuzzLink, FormatExampleWrites) {
  const uint8_t X = kClosed;
  Puzzle p =
      Square(5, 5, {X, 2, X, X, X, X, X, X, X, 1, 3, X, X, X, X, X, X, 1, 3, X, 0, X, X, X, X});
  auto url = PuzzLinkUrl(p);
  ASSERT_TRUE(url.ok()) << url.status();
  EXPECT_EQ(*url, "https://puzz.link/p?mines/5/5/g2m13l13g0j");
}

TEST(PuzzLink, ColumnsComeFirst) {
  // 3 columns, 2 rows: "1" then 5 closed cells ('k').
  auto p = ParsePuzzLink("mines/3/2/1k");
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ(p->topology->rows(), 2);
  EXPECT_EQ(p->topology->cols(), 3);
  EXPECT_EQ(Rows(*p), (std::vector<std::string>{"1 . .", ". . ."}));
}

TEST(PuzzLink, LongRunsAndOmittedEnd) {
  // 25 closed cells: 20 ('z') then 5 ('k'); the writer writes the final run.
  Puzzle closed = Square(5, 5, std::vector<uint8_t>(25, kClosed));
  EXPECT_EQ(*PuzzLinkUrl(closed), "https://puzz.link/p?mines/5/5/zk");
  // A clue after 41 closed cells: z z g then the clue; the end left out reads as closed.
  std::vector<uint8_t> clues(49, kClosed);
  clues[41] = 7;
  Puzzle p = Square(7, 7, clues);
  EXPECT_EQ(*PuzzLinkUrl(p), "https://puzz.link/p?mines/7/7/zzg7m");
  auto back = ParsePuzzLink("mines/7/7/zzg7");
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->clues, clues);
  // Empty body: all closed.
  auto empty = ParsePuzzLink("mines/2/2/");
  ASSERT_TRUE(empty.ok()) << empty.status();
  EXPECT_EQ(empty->clues, std::vector<uint8_t>(4, kClosed));
  // '-' with two hex digits is read (a small value written the long way is still that value).
  auto dash = ParsePuzzLink("mines/2/1/-08");
  ASSERT_TRUE(dash.ok()) << dash.status();
  EXPECT_EQ(dash->clues, (std::vector<uint8_t>{8, kClosed}));
}

TEST(PuzzLink, RoundTripsRandomSquarePuzzles) {
  std::mt19937_64 rng(20261124);
  for (int trial = 0; trial < 5000; ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 30);
    const int cols = 1 + static_cast<int>(rng() % 30);
    // Densities from all closed to all open, so long runs and no runs both occur.
    const int open_permille = static_cast<int>(rng() % 1001);
    std::vector<uint8_t> clues(static_cast<size_t>(rows) * cols);
    for (uint8_t& v : clues) {
      v = static_cast<int>(rng() % 1000) < open_permille ? static_cast<uint8_t>(rng() % 9)
                                                         : kClosed;
    }
    const Puzzle p = Square(rows, cols, clues);
    auto url = PuzzLinkUrl(p);
    ASSERT_TRUE(url.ok()) << url.status();
    // Shortest form: no letter after a run letter other than 'z' (runs of 20 come first).
    const std::string body = url->substr(url->rfind('/') + 1);
    for (size_t i = 0; i + 1 < body.size(); ++i) {
      if (body[i] >= 'g' && body[i] < 'z') {
        ASSERT_FALSE(body[i + 1] >= 'g') << *url;
      }
    }
    auto back = ParsePuzzLink(*url);
    ASSERT_TRUE(back.ok()) << *url << ": " << back.status();
    ASSERT_EQ(back->topology->rows(), rows);
    ASSERT_EQ(back->topology->cols(), cols);
    ASSERT_EQ(back->clues, clues) << *url;
    // The bare form reads the same.
    auto bare = ParsePuzzLink(url->substr(url->find("mines/")));
    ASSERT_TRUE(bare.ok());
    ASSERT_EQ(bare->clues, clues);
  }
}

TEST(PuzzLink, RefusesWhatTheModelCannotHold) {
  struct Case {
    const char* url;
    const char* message;
  };
  for (const Case& c : std::vector<Case>{
           {"mines/5/5/g2m.3", "character 14: the clue at (1,4) is hidden"},
           {"mines/5/5/g9", "character 12: the clue 9 at (0,1) is more than the 8"},
           {"mines/5/5/-1a", "character 11: the clue 26 at (0,0)"},
           {"mines/5/5/+100", "the clue 256"},
           {"mines/5/5/-1", "character 13: expected 2 hex digits after '-'"},
           {"mines/2/2/zz", "character 11: the body describes more than the 4 cells"},
           {"mines/2/2/1111", ""},
           {"mines/2/2/11111", "character 15: the body describes more than the 4 cells"},
           {"mines/5/5/G",
            "character 11: expected a clue (0-9, a-f, '-' or '+'), a run of closed "
            "cells (g-z) or the end, got 'G'"},
           {"mines/0/5/", "character 7: the number of columns must be from 1"},
           {"mines/5/x/", "character 9: expected the number of rows, got 'x'"},
           {"mines/5/5", "character 10: expected '/' after the number of rows, got the end"},
           {"mines/99999999999999999999/5/", "the number of columns must be from 1"},
           {"mines/8192/8193/", "cells"},
           {"https://puzz.link/p?lightup/5/5/g", "expected a puzz.link URL of the mines genre"},
           {"https://puzz.link/", "expected a puzz.link URL of the mines genre"},
       }) {
    auto p = ParsePuzzLink(c.url);
    if (std::string(c.message).empty()) {
      EXPECT_TRUE(p.ok()) << c.url << ": " << p.status();
      continue;
    }
    ASSERT_FALSE(p.ok()) << c.url;
    EXPECT_NE(std::string(p.status().message()).find(c.message), std::string::npos)
        << c.url << ": " << p.status().message();
  }
}

TEST(PuzzLink, WriterRefusesOtherKindsAndGrids) {
  Puzzle hex;
  hex.topology = *Topology::Hex(3, 3);
  hex.clues.assign(9, kClosed);
  EXPECT_NE(std::string(PuzzLinkUrl(hex).status().message()).find("square grids only, not hex"),
            std::string::npos);
  Puzzle tri = hex;
  tri.topology = *Topology::Triangle(3, 3);
  EXPECT_FALSE(PuzzLinkUrl(tri).ok());
  Puzzle oneclick = Square(3, 3, {});
  oneclick.kind = PuzzleKind::kOneClick;
  EXPECT_NE(std::string(PuzzLinkUrl(oneclick).status().message()).find("not oneclick puzzles"),
            std::string::npos);
  // A shown mine count is a clue the URL cannot carry: refused, not dropped.
  Puzzle counted = Square(3, 3, std::vector<uint8_t>(9, kClosed));
  counted.mines = 2;
  counted.mines_shown = true;
  EXPECT_NE(std::string(PuzzLinkUrl(counted).status().message()).find("has no mine count"),
            std::string::npos);
  counted.mines_shown = false;
  EXPECT_TRUE(PuzzLinkUrl(counted).ok());
  Puzzle graph;
  graph.topology = *Topology::Graph(3, {{0, 1}});
  graph.clues.assign(3, kClosed);
  EXPECT_FALSE(PuzzLinkUrl(graph).ok());
}

TEST(PuzzLink, Lists) {
  const std::string text =
      "\xEF\xBB\xBF# my puzzles\n\nhttps://puzz.link/p?mines/5/5/g2m13l13g0j\r\n  mines/3/2/1k  \n";
  EXPECT_TRUE(IsPuzzLinkList(text));
  auto list = ParsePuzzLinkList(text, "urls.txt");
  ASSERT_TRUE(list.ok()) << list.status();
  ASSERT_EQ(list->size(), 2u);
  EXPECT_EQ(list->at(1).topology->cols(), 3);
  auto bad = ParsePuzzLinkList("mines/2/2/1\n\n  mines/2/2/9\n", "urls.txt");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(),
            "urls.txt:3:13: the clue 9 at (0,0) is more than the 8 neighbours of a "
            "square cell");
  EXPECT_FALSE(IsPuzzLinkList("# comment\npuzzle paper\n"));
  EXPECT_FALSE(IsPuzzLinkList(""));
  EXPECT_TRUE(LooksLikePuzzLink("https://puzz.link/p?mines/1/1/"));
  EXPECT_FALSE(LooksLikePuzzLink("puzzles.mines"));
  EXPECT_FALSE(LooksLikePuzzLink("ftp://x/p?mines/1/1/"));
}

// The first pass of a command only scans a list (check_only): the same errors at the same places
// as a full read, no puzzle handed over; a full read tells each puzzle its line.
TEST(PuzzLink, CheckOnlyFindsTheSameErrorsAndBuildsNothing) {
  const std::string good = "# list\nmines/3/1/1g1\n\nhttps://puzz.link/p?mines/2/2/1h\n";
  for (const std::string& text :
       {good, good + "mines/4/1/1gG\n", good + "mines/3/1/1g1g\n", good + "mines/0/1/\n"}) {
    LineSource full(text, "u.txt"), scan(text, "u.txt");
    std::vector<int64_t> lines;
    const absl::Status a = ReadPuzzLinkEach(full, [&](Puzzle&& p) {
      lines.push_back(p.line);
      EXPECT_TRUE(p.topology != nullptr);
      return absl::OkStatus();
    });
    int called = 0;
    const absl::Status b = ReadPuzzLinkEach(
        scan,
        [&](Puzzle&&) {
          ++called;
          return absl::OkStatus();
        },
        /*check_only=*/true);
    EXPECT_EQ(a, b) << text;
    EXPECT_EQ(called, 0);
    if (text == good) {
      EXPECT_TRUE(a.ok()) << a;
      EXPECT_EQ(lines, (std::vector<int64_t>{2, 4}));
    } else {
      EXPECT_FALSE(a.ok()) << text;
      EXPECT_NE(std::string(a.message()).find("u.txt:5:"), std::string::npos) << a;
    }
  }
}

}  // namespace
}  // namespace papermines
