// The .mines reader and writer: round trips over thousands of seeded random puzzles of every kind
// and topology (canonical output, and the same puzzles rewritten with compact rows, comments,
// blank lines, tabs and CRLF), the sample cases of tests/data/cases, and a catalogue of malformed
// inputs each checked for its exact FILE:LINE:COL message.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/lex.h"
#include "core/mines_io.h"
#include "core/opening.h"
#include "core/output.h"
#include "gtest/gtest.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::ReadWholeFile;

// Field-by-field comparison with a readable failure.
::testing::AssertionResult SamePuzzle(const Puzzle& a, const Puzzle& b) {
  if (a.kind != b.kind) return ::testing::AssertionFailure() << "kind differs";
  if (!a.topology || !b.topology) return ::testing::AssertionFailure() << "missing topology";
  if (a.topology->Describe() != b.topology->Describe()) {
    return ::testing::AssertionFailure()
           << "topology " << a.topology->Describe() << " vs " << b.topology->Describe();
  }
  if (a.topology->kind() != b.topology->kind() || a.topology->edges() != b.topology->edges()) {
    return ::testing::AssertionFailure() << "topology kind or edges differ";
  }
  if (a.id != b.id) return ::testing::AssertionFailure() << "id " << a.id << " vs " << b.id;
  if (a.seed != b.seed) return ::testing::AssertionFailure() << "seed differs";
  if (a.difficulty != b.difficulty) return ::testing::AssertionFailure() << "difficulty differs";
  if (a.mines != b.mines) return ::testing::AssertionFailure() << "mines differs";
  if (a.clues != b.clues) return ::testing::AssertionFailure() << "clues differ";
  if (a.mine != b.mine) return ::testing::AssertionFailure() << "mine differs";
  if (a.click != b.click) return ::testing::AssertionFailure() << "click differs";
  if (a.reverse_clicks != b.reverse_clicks) return ::testing::AssertionFailure() << "clicks differ";
  return ::testing::AssertionSuccess();
}

// A random puzzle of the given kind on a random topology. Its contents are consistent (clues are
// the neighbour counts of the mines, the click is safe) so that the reader's checks accept it.
Puzzle RandomPuzzle(std::mt19937_64& rng, PuzzleKind kind, TopologyKind tk) {
  auto uni = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Puzzle p;
  p.kind = kind;
  if (tk == TopologyKind::kGraph) {
    const int n = uni(1, 24);
    std::vector<std::pair<int32_t, int32_t>> edges;
    const int m = n > 1 ? uni(0, 2 * n) : 0;
    for (int i = 0; i < m; ++i) {
      int u = uni(0, n - 1), v = uni(0, n - 1);
      if (u != v) edges.emplace_back(u, v);
    }
    p.topology = Topology::Graph(n, edges).value();
  } else {
    p.topology = Topology::Grid(tk, uni(1, 13), uni(1, 13)).value();
  }
  const Topology& t = *p.topology;
  const int n = t.size();
  Mines mine(n, 0);
  const double density = std::uniform_real_distribution<double>(0, 0.6)(rng);
  for (int c = 0; c < n; ++c) mine[c] = std::bernoulli_distribution(density)(rng);
  int64_t count = std::count(mine.begin(), mine.end(), 1);
  if (uni(0, 2) > 0) {
    p.id = absl::StrCat("p", rng() % 100000, uni(0, 3) == 0 ? "-é" : "");
  }
  if (uni(0, 1)) p.seed = uni(0, 3) == 0 ? ~uint64_t{0} : rng();
  p.difficulty = static_cast<Difficulty>(uni(0, 4));
  switch (kind) {
    case PuzzleKind::kPaper: {
      std::vector<uint8_t> open(n, 0);
      for (int c = 0; c < n; ++c) open[c] = !mine[c] && uni(0, 1);
      p.clues = CluesFor(t, mine, open);
      if (uni(0, 1)) p.mine = mine;
      if (uni(0, 1)) p.mines = count;
      break;
    }
    case PuzzleKind::kOneClick: {
      int click = uni(0, n - 1);
      if (mine[click]) {
        mine[click] = 0;
        --count;
      }
      if (uni(0, 3) > 0) {
        // A given answer must be one (the click reveals every safe cell): on any topology, a
        // board whose only safe cell is the click is.
        std::fill(mine.begin(), mine.end(), 1);
        mine[click] = 0;
        count = n - 1;
        p.mine = mine;
        p.click = click;
      }
      p.mines = count;
      break;
    }
    case PuzzleKind::kMosaic: {
      // A picture on a square grid, some of its block counts shown.
      std::vector<uint8_t> block = CountNeighborMines(t, mine);
      p.clues.assign(n, kClosed);
      for (int c = 0; c < n; ++c) {
        if (uni(0, 1)) p.clues[c] = static_cast<uint8_t>(block[c] + mine[c]);
      }
      if (uni(0, 1)) p.mine = mine;
      if (uni(0, 1)) p.mines = count;
      break;
    }
    case PuzzleKind::kReverse: {
      p.mine = mine;
      if (uni(0, 1)) p.mines = count;
      if (uni(0, 1)) {
        std::vector<int32_t> cells(n);
        for (int c = 0; c < n; ++c) cells[c] = c;
        std::shuffle(cells.begin(), cells.end(), rng);
        cells.resize(uni(0, n));
        p.reverse_clicks = cells;
      }
      break;
    }
  }
  return p;
}

// Rewrites canonical text in the other forms FORMAT.md allows: compact rows (where every cell is
// one character), comments after lines and on their own, blank lines, tabs and runs of spaces,
// leading indentation and CRLF line ends.
std::string Scramble(const std::string& canonical, std::mt19937_64& rng) {
  auto coin = [&](int one_in) { return rng() % one_in == 0; };
  std::string out;
  bool in_rows = false;
  const bool crlf = coin(4);
  for (absl::string_view line : absl::StrSplit(canonical, '\n')) {
    if (line.empty()) continue;
    std::vector<std::string> toks = absl::StrSplit(line, ' ');
    const bool keyword = toks[0][0] >= 'a' && toks[0][0] <= 'z';
    if (keyword) in_rows = toks[0] == "clues" || toks[0] == "solution" || toks[0] == "board";
    std::string text;
    const bool single =
        std::all_of(toks.begin(), toks.end(), [](auto& s) { return s.size() == 1; });
    if (in_rows && !keyword && single && coin(2)) {
      for (auto& s : toks) text += s;
    } else {
      for (size_t i = 0; i < toks.size(); ++i) {
        if (i > 0) text += coin(3) ? "\t" : coin(2) ? "   " : " ";
        text += toks[i];
      }
    }
    if (coin(5)) text.insert(0, coin(2) ? "  " : "\t");
    if (coin(5)) text += coin(2) ? "   # a remark, with 1 2 3 and * ." : "#tight";
    if (coin(6)) out += coin(2) ? "# a comment line: puzzle paper end\n" : "\n";
    if (coin(8)) out += "   \t \n";
    out += text;
    out += crlf ? "\r\n" : "\n";
  }
  return out;
}

TEST(MinesIo, RandomRoundTrip) {
  std::mt19937_64 rng(20261122);
  const PuzzleKind kinds[] = {PuzzleKind::kPaper, PuzzleKind::kOneClick, PuzzleKind::kReverse};
  const TopologyKind tks[] = {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex,
                              TopologyKind::kGraph};
  int checked = 0;
  for (int batch = 0; batch < 60; ++batch) {
    std::vector<Puzzle> puzzles;
    for (int i = 0; i < 50; ++i) {
      puzzles.push_back(RandomPuzzle(rng, kinds[rng() % 3], tks[rng() % 4]));
    }
    const std::string text = FormatMines(puzzles);
    auto back = ParseMines(text, "rt.mines");
    ASSERT_TRUE(back.ok()) << back.status() << "\n" << text;
    ASSERT_EQ(back->size(), puzzles.size());
    for (size_t i = 0; i < puzzles.size(); ++i) {
      ASSERT_TRUE(SamePuzzle(puzzles[i], (*back)[i])) << "puzzle " << i << "\n"
                                                      << FormatPuzzle(puzzles[i]);
    }
    // The canonical form is a fixed point.
    EXPECT_EQ(FormatMines(*back), text);
    // The same puzzles in compact/commented/CRLF form.
    const std::string scrambled = Scramble(text, rng);
    auto again = ParseMines(scrambled, "scrambled.mines");
    ASSERT_TRUE(again.ok()) << again.status() << "\n" << scrambled;
    ASSERT_EQ(again->size(), puzzles.size());
    for (size_t i = 0; i < puzzles.size(); ++i) {
      ASSERT_TRUE(SamePuzzle(puzzles[i], (*again)[i])) << "puzzle " << i << "\n" << scrambled;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 3000);
}

// Mosaics (square grids only): canonical and scrambled round trips, clue cells filled or not.
TEST(MinesIo, MosaicRoundTrip) {
  std::mt19937_64 rng(20261129);
  int filled_clues = 0;
  for (int batch = 0; batch < 20; ++batch) {
    std::vector<Puzzle> puzzles;
    for (int i = 0; i < 50; ++i) {
      puzzles.push_back(RandomPuzzle(rng, PuzzleKind::kMosaic, TopologyKind::kSquare));
      const Puzzle& p = puzzles.back();
      for (size_t c = 0; c < p.mine.size(); ++c) filled_clues += p.mine[c] && p.clues[c] != kClosed;
    }
    const std::string text = FormatMines(puzzles);
    auto back = ParseMines(text, "m.mines");
    ASSERT_TRUE(back.ok()) << back.status() << "\n" << text;
    ASSERT_EQ(back->size(), puzzles.size());
    for (size_t i = 0; i < puzzles.size(); ++i) {
      ASSERT_TRUE(SamePuzzle(puzzles[i], (*back)[i])) << FormatPuzzle(puzzles[i]);
    }
    EXPECT_EQ(FormatMines(*back), text);
    auto again = ParseMines(Scramble(text, rng), "scrambled.mines");
    ASSERT_TRUE(again.ok()) << again.status();
    for (size_t i = 0; i < puzzles.size(); ++i) ASSERT_TRUE(SamePuzzle(puzzles[i], (*again)[i]));
  }
  EXPECT_GT(filled_clues, 100);  // a clue cell may itself be filled
  // The canonical form, and '.' read as an empty cell in the solution.
  auto p = ParseMines(
      "puzzle mosaic\ntopology square 2 3\nclues\n3 . 2\n. . 2\nsolution\n**.\n*-*\nend\n",
      "m.mines");
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ((*p)[0].kind, PuzzleKind::kMosaic);
  EXPECT_EQ((*p)[0].clues, (Clues{3, kClosed, 2, kClosed, kClosed, 2}));
  EXPECT_EQ((*p)[0].mine, (Mines{1, 1, 0, 1, 0, 1}));
  EXPECT_EQ(FormatPuzzle((*p)[0]),
            "puzzle mosaic\ntopology square 2 3\nclues\n3 . 2\n. . 2\nsolution\n* * -\n* - *\n"
            "end\n");
  // A student's answer: the picture alone.
  auto a = ParseMines("puzzle mosaic\ntopology square 1 2\nsolution\n*.\nend\n", "a.mines",
                      MinesRead::kAnswers);
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_EQ((*a)[0].mine, (Mines{1, 0}));
}

// An excerpt (one answer block of a class's file, blank lines left out) reads with the line
// numbers of the whole file, in its errors and in the puzzle; its end is where it was cut.
TEST(MinesIo, ExcerptKeepsTheLineNumbersOfTheFile) {
  const std::string text = "puzzle reverse\ntopology square 3 3\nclicks 1\n0 0\nend\n";
  const std::vector<int> numbers = {10, 12, 20, 21, 30};
  auto ok = ParseMinesExcerpt({text, numbers, 31, 1}, "f.mines", MinesRead::kAnswers);
  ASSERT_TRUE(ok.ok()) << ok.status();
  ASSERT_EQ(ok->size(), 1u);
  EXPECT_EQ((*ok)[0].line, 10);
  const std::string bad = "puzzle reverse\ntopology square 3 3\nclicks 1\n0 9\nend\n";
  auto row = ParseMinesExcerpt({bad, numbers, 31, 1}, "f.mines", MinesRead::kAnswers);
  ASSERT_FALSE(row.ok());
  EXPECT_EQ(row.status().message().substr(0, 13), "f.mines:21:3:") << row.status();
  const std::string open = "puzzle reverse\ntopology square 3 3\n";
  auto cut =
      ParseMinesExcerpt({open, std::vector<int>{4, 7}, 9, 1}, "f.mines", MinesRead::kAnswers);
  ASSERT_FALSE(cut.ok());
  EXPECT_EQ(cut.status().message(), "f.mines:9:1: expected 'end', got end of file");
}

// Quoted (core/lex.h) keeps whole characters only: a surrogate, an overlong form and a C1 control
// are bytes that no report may show raw.
TEST(MinesIo, QuotedShowsOnlyValidPrintableCharacters) {
  EXPECT_EQ(Quoted("caf\xc3\xa9"), "'caf\xc3\xa9'");
  EXPECT_EQ(Quoted("a\xed\xa0\x80z"), "'a\\xed\\xa0\\x80z'");  // U+D800, a surrogate
  EXPECT_EQ(Quoted("\xe0\x80\xaf"), "'\\xe0\\x80\\xaf'");      // '/' overlong
  EXPECT_EQ(Quoted("C1\xc2\x9bX"), "'C1\\xc2\\x9bX'");         // U+009B, a terminal's escape
  EXPECT_EQ(Quoted("\xc2\xa0"), "'\xc2\xa0'");                 // U+00A0 is text
}

TEST(MinesIo, WritePuzzleMatchesFormatPuzzle) {
  std::mt19937_64 rng(7);
  Puzzle p = RandomPuzzle(rng, PuzzleKind::kPaper, TopologyKind::kHex);
  std::ostringstream os;
  WritePuzzle(os, p);
  EXPECT_EQ(os.str(), FormatPuzzle(p));
  EXPECT_EQ(os.str().substr(0, 13), "puzzle paper\n");
  EXPECT_EQ(os.str().substr(os.str().size() - 4), "end\n");
}

TEST(MinesIo, SampleCases) {
  RunFiles run;  // this test is one run (core/output.h)
  const std::string dir = std::string(PAPERMINES_TEST_DATA) + "/cases";
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() != ".mines") continue;
    ++files;
    auto r = ReadMinesFile(run, e.path().string());
    ASSERT_TRUE(r.ok()) << r.status();
    ASSERT_FALSE(r->empty()) << e.path();
    auto back = ParseMines(FormatMines(*r), "back.mines");
    ASSERT_TRUE(back.ok()) << back.status();
    ASSERT_EQ(back->size(), r->size());
    for (size_t i = 0; i < r->size(); ++i) EXPECT_TRUE(SamePuzzle((*r)[i], (*back)[i]));
  }
  EXPECT_GE(files, 3);

  auto p = ReadMinesFile(run, dir + "/paper_5x6.mines").value();
  ASSERT_EQ(p.size(), 1u);
  const Puzzle& q = p[0];
  EXPECT_EQ(q.kind, PuzzleKind::kPaper);
  EXPECT_EQ(q.id, "sq5x6-example");
  EXPECT_EQ(q.topology->Describe(), "square 5 6");
  ASSERT_TRUE(q.has_solution());
  // The opening is the chessboard one and the solution explains every clue.
  const std::vector<uint8_t> chess = ChessboardOpen(*q.topology);
  for (int c = 0; c < q.topology->size(); ++c) EXPECT_EQ(q.clues[c] != kClosed, chess[c] != 0);
  EXPECT_TRUE(SatisfiesClues(*q.topology, q.clues, q.mine));
  EXPECT_EQ(SolutionRows(*q.topology, q.clues, q.mine)[1], "- 2 - 1 * 3");
  EXPECT_EQ(std::count(q.mine.begin(), q.mine.end(), 1), 8);

  auto none = ReadMinesFile(run, dir + "/none_1x3.mines").value();
  ASSERT_EQ(none.size(), 1u);
  EXPECT_EQ(none[0].clues, (Clues{2, kClosed, kClosed}));  // unsatisfiable, but it reads
  auto strip = ReadMinesFile(run, dir + "/strip_2x5_multiple.mines").value();
  ASSERT_EQ(strip.size(), 1u);
  EXPECT_EQ(strip[0].topology->Describe(), "square 2 5");
  EXPECT_FALSE(strip[0].has_solution());
}

TEST(MinesIo, CompactJankoStyleAndComments) {
  const std::string text =
      "# janko-style grid, compact rows\n"
      "puzzle paper   # kind\n"
      "topology square 3 3\n"
      "\n"
      "clues\n"
      ".1.\n"
      "1.1   # trailing comment\n"
      ".1.\n"
      "solution\n"
      "-1-\n"
      "1*1\n"
      "-1-\n"
      "end\n"
      "puzzle oneclick\ttopology square 1 1\n";  // a second puzzle, cut short below
  auto bad = ParseMines(text, "j.mines");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(std::string(bad.status().message()),
            "j.mines:14:17: expected end of line, got 'topology'");
  auto ok = ParseMines(text.substr(0, text.find("puzzle oneclick")), "j.mines");
  ASSERT_TRUE(ok.ok()) << ok.status();
  ASSERT_EQ(ok->size(), 1u);
  const Puzzle& p = (*ok)[0];
  EXPECT_EQ(p.clues, (Clues{kClosed, 1, kClosed, 1, kClosed, 1, kClosed, 1, kClosed}));
  EXPECT_EQ(p.mine, (Mines{0, 0, 0, 0, 1, 0, 0, 0, 0}));
  EXPECT_EQ(SolutionRows(*p.topology, p.clues, p.mine),
            (std::vector<std::string>{"- 1 -", "1 * 1", "- 1 -"}));
}

TEST(MinesIo, OneClickAndReverseFields) {
  const std::string text =
      "puzzle oneclick\ntopology square 2 3\nmines 2\nsolution\nc . *\n. . *\nend\n"
      "puzzle reverse\ntopology square 2 2\nboard\n*1\n11\nclicks 2\n1 1\n0 1\nend\n"
      "puzzle reverse\ntopology triangle 1 3\nboard\n1 1 *\nend\n";
  auto r = ParseMines(text, "x.mines");
  ASSERT_TRUE(r.ok()) << r.status();
  ASSERT_EQ(r->size(), 3u);
  EXPECT_EQ((*r)[0].click, 0);
  EXPECT_EQ((*r)[0].mine, (Mines{0, 0, 1, 0, 0, 1}));
  EXPECT_EQ((*r)[0].mines, 2);
  EXPECT_EQ((*r)[1].mine, (Mines{1, 0, 0, 0}));
  EXPECT_EQ((*r)[1].reverse_clicks, (std::vector<int32_t>{3, 1}));
  EXPECT_EQ((*r)[1].click, -1);
  // triangle 1 x 3: cell 0 neighbours 1 and 2, cell 1 neighbours 0 and 2.
  EXPECT_EQ((*r)[2].mine, (Mines{0, 0, 1}));
  EXPECT_FALSE((*r)[2].reverse_clicks.has_value());
  // A oneclick puzzle without solution keeps click -1 and no mines.
  auto bare = ParseMines("puzzle oneclick\ntopology hex 4 4\nmines 3\nend\n", "b.mines");
  ASSERT_TRUE(bare.ok()) << bare.status();
  EXPECT_EQ((*bare)[0].click, -1);
  EXPECT_FALSE((*bare)[0].has_solution());
}

TEST(MinesIo, EmptyAndCommentOnlyFilesHoldNoPuzzles) {
  for (const char* text : {"", "\n\n", "# nothing here\n  # nor here", "\r\n"}) {
    auto r = ParseMines(text, "e.mines");
    ASSERT_TRUE(r.ok()) << r.status();
    EXPECT_TRUE(r->empty());
  }
}

TEST(MinesIo, ByteOrderMarkIsSkipped) {
  auto r =
      ParseMines("\xEF\xBB\xBFpuzzle paper\ntopology square 1 1\nclues\n.\nend\n", "bom.mines");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->size(), 1u);
  auto bad = ParseMines("\xEF\xBB\xBFpuzzle paperr\n", "bom.mines");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(
      std::string(bad.status().message()),
      "bom.mines:1:8: expected a puzzle kind (paper, oneclick, reverse or mosaic), got 'paperr'");
  // Only at the very start: elsewhere U+FEFF is just a character in a token.
  auto mid = ParseMines("\n\xEF\xBB\xBFpuzzle paper\n", "bom.mines");
  ASSERT_FALSE(mid.ok());
  EXPECT_EQ(std::string(mid.status().message()),
            "bom.mines:2:1: expected 'puzzle', got '\xEF\xBB\xBFpuzzle'");
}

TEST(MinesIo, Utf8IdAndCommentsAccepted) {
  auto r = ParseMines(
      "# Minensuche — Übung ✓\npuzzle paper\nid Übung-1✓\ntopology square 1 1\n"
      "clues\n0\nend\n",
      "u.mines");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ((*r)[0].id, "Übung-1✓");
}

struct Bad {
  std::string text, message;
};

TEST(MinesIo, BinaryAndInvalidBytes) {
  const std::string head = "puzzle paper\ntopology square 1 2\nclues\n";
  const std::vector<Bad> cases = {
      {head + ". \xff\nend\n", "b.mines:4:3: expected UTF-8 text, got byte 0xff"},
      {head + std::string(". .\0\nend\n", 8),
       "b.mines:4:4: expected a printable character, got byte 0x00"},
      {"puzzle\x01 paper\n", "b.mines:1:7: expected a printable character, got byte 0x01"},
      {"# ok comment \xc3\n", "b.mines:1:14: expected UTF-8 text, got byte 0xc3"},  // truncated
      {"# overlong \xc0\xaf\n", "b.mines:1:12: expected UTF-8 text, got byte 0xc0"},
      {"# surrogate \xed\xa0\x80\n", "b.mines:1:13: expected UTF-8 text, got byte 0xed"},
      {"puzzle paper\rtopology\n", "b.mines:1:13: expected a printable character, got byte 0x0d"},
      {head + ". \x7f\n", "b.mines:4:3: expected a printable character, got byte 0x7f"},
      {head + ". é\nend\n", "b.mines:4:3: expected a clue or '.', got 'é'"},
  };
  for (const Bad& b : cases) {
    auto r = ParseMines(b.text, "b.mines");
    ASSERT_FALSE(r.ok()) << b.message;
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_EQ(std::string(r.status().message()), b.message);
  }
}

TEST(MinesIo, InlineLimits) {
  const std::vector<Bad> cases = {
      // A long token is shortened in the message.
      {"puzzle " + std::string(100, 'q') + "\n",
       "l.mines:1:8: expected a puzzle kind (paper, oneclick, reverse or mosaic), got '" +
           std::string(37, 'q') + "...'"},
      {"puzzle paper\ntopology graph 67108865\n",
       "l.mines:2:16: expected a vertex count (1..67108864), got '67108865'"},
      {"puzzle paper\ntopology square 1048577 1\n",
       "l.mines:2:17: expected a row count (1..1048576), got '1048577'"},
      {"puzzle paper\ntopology square 8192 8193\n",
       "l.mines:2:22: expected a grid of at most 67108864 cells, got 8192 x 8193 = 67117056 cells"},
      {"puzzle paper\ntopology square +3 3\n",
       "l.mines:2:17: expected a row count (1..1048576), got '+3'"},
      {"puzzle paper\ntopology square 3 3 \nmines 9223372036854775808\n",
       "l.mines:3:7: expected a mine count (0..9), got '9223372036854775808'"},
      {"puzzle reverse\ntopology square 1 1\nboard\n.\nclicks 18446744073709551616\n",
       "l.mines:5:8: expected a click count (0..1), got '18446744073709551616'"},
      {"puzzle paper\nid\n", "l.mines:2:3: expected an id, got end of line"},
      {"puzzle paper\nid a b\n", "l.mines:2:6: expected end of line, got 'b'"},
      {"puzzle paper\ntopology graph 2\nedges\n0\n",
       "l.mines:4:2: expected a vertex (0..1), got end of line"},
      {"puzzle paper\ntopology graph 2\nedges\n0 -1\n",
       "l.mines:4:3: expected a vertex (0..1), got '-1'"},
      {"puzzle paper\ntopology graph 2\nclues\n",
       "l.mines:4:1: expected the row of the clues, got end of file"},
      {"puzzle reverse\ntopology square 1 1\nboard\n.\nclicks 1\n",
       "l.mines:6:1: expected click 1 of 1 ('row col'), got end of file"},
  };
  for (const Bad& b : cases) {
    auto r = ParseMines(b.text, "l.mines");
    ASSERT_FALSE(r.ok()) << b.message;
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_EQ(std::string(r.status().message()), b.message);
  }
}

// Every file in tests/data/malformed starts with "# expect: LINE:COL: message".
TEST(MinesIo, MalformedCatalogue) {
  RunFiles run;  // this test is one run (core/output.h)
  const std::string dir = std::string(PAPERMINES_TEST_DATA) + "/malformed";
  std::set<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() == ".mines") names.insert(e.path().filename().string());
  }
  EXPECT_GE(names.size(), 20u);
  std::set<std::string> messages;
  for (const std::string& name : names) {
    SCOPED_TRACE(name);
    const std::string text = ReadWholeFile(dir + "/" + name);
    const std::string prefix = "# expect: ";
    ASSERT_EQ(text.compare(0, prefix.size(), prefix), 0);
    const std::string expect = text.substr(prefix.size(), text.find('\n') - prefix.size());
    auto r = ParseMines(text, name);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_EQ(std::string(r.status().message()), name + ":" + expect);
    messages.insert(expect);
    // Through the file reader, the path names the file.
    auto f = ReadMinesFile(run, dir + "/" + name);
    ASSERT_FALSE(f.ok());
    EXPECT_EQ(std::string(f.status().message()), dir + "/" + name + ":" + expect);
  }
  EXPECT_EQ(messages.size(), names.size()) << "two catalogue entries test the same thing";
}

TEST(MinesIo, MissingFileIsAnError) {
  RunFiles run;  // this test is one run (core/output.h)
  auto r = ReadMinesFile(run, "/nonexistent/dir/x.mines");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("/nonexistent/dir/x.mines"), absl::string_view::npos);
}

// Truncating a valid file anywhere never crashes and, unless the cut falls at a puzzle boundary,
// is an error with a location inside the text (or just past it).
TEST(MinesIo, EveryPrefixOfAValidFile) {
  std::mt19937_64 rng(99);
  std::vector<Puzzle> puzzles;
  puzzles.push_back(RandomPuzzle(rng, PuzzleKind::kPaper, TopologyKind::kTriangle));
  puzzles.push_back(RandomPuzzle(rng, PuzzleKind::kReverse, TopologyKind::kGraph));
  puzzles.push_back(RandomPuzzle(rng, PuzzleKind::kOneClick, TopologyKind::kSquare));
  const std::string text = FormatMines(puzzles);
  int ok = 0;
  for (size_t n = 0; n <= text.size(); ++n) {
    auto r = ParseMines(std::string_view(text).substr(0, n), "cut.mines");
    if (r.ok()) {
      ++ok;
      continue;
    }
    EXPECT_EQ(r.status().message().substr(0, 10), "cut.mines:");
  }
  EXPECT_GE(ok, 4);  // empty, and after each "end" (with or without the newline / blank line)
}

// Random byte edits of valid files: every outcome is a parse or an error of the exact form
// "NAME:LINE:COL: expected ..., got ..." whose line and column lie inside the text (or at its end).
TEST(MinesIo, MutantsGiveLocatedErrors) {
  std::mt19937_64 rng(4242);
  const PuzzleKind kinds[] = {PuzzleKind::kPaper, PuzzleKind::kOneClick, PuzzleKind::kReverse};
  const TopologyKind tks[] = {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex,
                              TopologyKind::kGraph};
  static constexpr char kAlphabet[] = "0123456789 .*-c\n#\t\rxXpuzleendgs\xff\xc3\x00";
  const std::string alphabet(kAlphabet, sizeof kAlphabet - 1);  // with the NUL byte
  int errors = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    std::vector<Puzzle> ps = {RandomPuzzle(rng, kinds[rng() % 3], tks[rng() % 4]),
                              RandomPuzzle(rng, kinds[rng() % 3], tks[rng() % 4])};
    std::string text = FormatMines(ps);
    const int edits = 1 + static_cast<int>(rng() % 3);
    for (int e = 0; e < edits; ++e) {
      const size_t at = rng() % text.size();
      const char ch = alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0:
          text[at] = ch;
          break;
        case 1:
          text.insert(text.begin() + at, ch);
          break;
        default:
          text.erase(at, 1);
      }
    }
    auto r = ParseMines(text, "m.mines");
    if (r.ok()) continue;
    ++errors;
    const std::string msg(r.status().message());
    std::vector<std::string> parts = absl::StrSplit(msg, absl::MaxSplits(':', 3));
    ASSERT_EQ(parts.size(), 4u) << msg;
    ASSERT_EQ(parts[0], "m.mines") << msg;
    const int line = std::stoi(parts[1]), col = std::stoi(parts[2]);
    ASSERT_EQ(parts[3].rfind(" expected ", 0), 0u) << msg;
    ASSERT_NE(parts[3].find(", got "), std::string::npos) << msg;
    std::vector<std::string> lines = absl::StrSplit(text, '\n');
    ASSERT_GE(line, 1) << msg;
    ASSERT_LE(line, static_cast<int>(lines.size())) << msg;
    ASSERT_GE(col, 1) << msg;
    ASSERT_LE(col, static_cast<int>(lines[line - 1].size()) + 1) << msg << "\n" << text;
  }
  EXPECT_GT(errors, 2000);
}

TEST(MinesIo, WriterKeepsIdsOneToken) {
  Puzzle p;
  p.kind = PuzzleKind::kReverse;
  p.topology = Topology::Square(1, 2).value();
  p.mine = {1, 0};
  p.id = "two words#and\tmore";
  const std::string text = FormatPuzzle(p);
  EXPECT_EQ(text, "puzzle reverse\ntopology square 1 2\nid two_words_and_more\nboard\n* 1\nend\n");
  auto back = ParseMines(text, "w.mines");
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ((*back)[0].id, "two_words_and_more");
  EXPECT_EQ(FormatMines({}), "");
}

}  // namespace
}  // namespace papermines
