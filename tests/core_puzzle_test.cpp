// The puzzle model (neighbour counts, clues, openings) and atomic output.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/opening.h"
#include "core/output.h"
#include "core/puzzle.h"
#include "gtest/gtest.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

namespace fs = std::filesystem;

TEST(Puzzle, CountNeighborMinesHandWorked) {
  // * . .    counts, mine cells included:  0 2 1
  // . . *                                  1 2 0
  // . . .                                  0 1 1
  auto t = Topology::Square(3, 3).value();
  const Mines mine = {1, 0, 0, 0, 0, 1, 0, 0, 0};
  EXPECT_EQ(CountNeighborMines(*t, mine), (std::vector<uint8_t>{0, 2, 1, 1, 2, 0, 0, 1, 1}));
  // hex 2 x 2 (odd-r): (0,0) ~ (0,1), (1,0); (1,0) ~ (0,0), (0,1), (1,1); (0,1) ~ all others.
  auto h = Topology::Hex(2, 2).value();
  EXPECT_EQ(CountNeighborMines(*h, Mines{0, 1, 0, 0}), (std::vector<uint8_t>{1, 0, 1, 1}));
  EXPECT_EQ(CountNeighborMines(*h, Mines{1, 0, 0, 0}), (std::vector<uint8_t>{0, 1, 1, 0}));
  // A graph triangle plus a pendant vertex.
  auto g = Topology::Graph(4, {{0, 1}, {1, 2}, {2, 0}, {2, 3}}).value();
  EXPECT_EQ(CountNeighborMines(*g, Mines{0, 0, 1, 1}), (std::vector<uint8_t>{1, 1, 1, 1}));
}

TEST(Puzzle, CountNeighborMinesAgreesWithDirectCount) {
  // Against a count over explicit coordinates (square: |dr|, |dc| <= 1).
  std::mt19937_64 rng(12);
  for (int trial = 0; trial < 50; ++trial) {
    const int R = 1 + rng() % 20, C = 1 + rng() % 20;
    auto t = Topology::Square(R, C).value();
    Mines mine(R * C);
    for (auto& m : mine) m = rng() % 3 == 0;
    const auto n = CountNeighborMines(*t, mine);
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < C; ++c) {
        int k = 0;
        for (int dr = -1; dr <= 1; ++dr) {
          for (int dc = -1; dc <= 1; ++dc) {
            if ((dr || dc) && t->in_bounds(r + dr, c + dc)) k += mine[(r + dr) * C + c + dc];
          }
        }
        ASSERT_EQ(n[r * C + c], k);
      }
    }
  }
}

TEST(Puzzle, CluesForAndSatisfies) {
  auto t = Topology::Square(3, 3).value();
  const Mines mine = {1, 0, 0, 0, 0, 1, 0, 0, 0};
  const std::vector<uint8_t> open = ChessboardOpen(*t);
  EXPECT_EQ(open, (std::vector<uint8_t>{1, 0, 1, 0, 1, 0, 1, 0, 1}));
  const Clues clues = CluesFor(*t, std::vector<uint8_t>{0, 0, 0, 0, 0, 1, 0, 0, 0}, open);
  EXPECT_EQ(clues, (Clues{0, kClosed, 1, kClosed, 1, kClosed, 0, kClosed, 1}));
  EXPECT_TRUE(SatisfiesClues(*t, clues, Mines{0, 0, 0, 0, 0, 1, 0, 0, 0}));
  // A mine at (0,1) instead would make (0,0) show 1, not 0.
  EXPECT_FALSE(SatisfiesClues(*t, clues, Mines{0, 1, 0, 0, 0, 0, 0, 0, 0}));
  // A mine on an open cell is never a solution, whatever the counts.
  EXPECT_FALSE(SatisfiesClues(*t, clues, Mines{1, 0, 0, 0, 0, 1, 0, 0, 0}));
  // (0,0) is open, so a mine there fails even against clues computed from that very mine set.
  EXPECT_FALSE(SatisfiesClues(*t, CluesFor(*t, mine, open), mine));
  // Brute force: on a 3 x 3 chessboard opening, exactly the true mine sets satisfy their clues.
  for (int bits = 0; bits < 512; ++bits) {
    Mines m(9);
    bool on_open = false;
    for (int c = 0; c < 9; ++c) {
      m[c] = (bits >> c) & 1;
      on_open |= m[c] && open[c];
    }
    if (on_open) continue;
    const Clues cl = CluesFor(*t, m, open);
    EXPECT_TRUE(SatisfiesClues(*t, cl, m));
    for (int other = 0; other < 512; ++other) {
      Mines o(9);
      for (int c = 0; c < 9; ++c) o[c] = (other >> c) & 1;
      bool same = true;
      for (int c = 0; c < 9; ++c) {
        if (open[c]) {
          if (o[c]) same = false;
          int k = 0;
          for (int32_t nb : t->neighbors(c)) k += o[nb];
          if (k != cl[c]) same = false;
        }
      }
      ASSERT_EQ(SatisfiesClues(*t, cl, o), same);
    }
  }
}

TEST(Puzzle, Openings) {
  auto t = Topology::Triangle(2, 3).value();
  EXPECT_EQ(ChessboardOpen(*t), (std::vector<uint8_t>{1, 0, 1, 0, 1, 0}));
  EXPECT_EQ(TopRowOpen(*t), (std::vector<uint8_t>{1, 1, 1, 0, 0, 0}));
  auto g = Topology::Graph(5, {}).value();
  EXPECT_EQ(ChessboardOpen(*g), (std::vector<uint8_t>{1, 0, 1, 0, 1}));
}

TEST(Puzzle, NamesAndLabels) {
  for (PuzzleKind k : {PuzzleKind::kPaper, PuzzleKind::kOneClick, PuzzleKind::kReverse}) {
    EXPECT_EQ(ParsePuzzleKind(PuzzleKindName(k)), k);
  }
  EXPECT_FALSE(ParsePuzzleKind("Paper").has_value());
  for (Difficulty d :
       {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
    EXPECT_EQ(ParseDifficulty(DifficultyName(d)), d);
  }
  EXPECT_FALSE(ParseDifficulty("").has_value());
  Puzzle p;
  EXPECT_EQ(p.Label(3), "#3");
  p.id = "x";
  EXPECT_EQ(p.Label(3), "x");
}

class AtomicOutputTest : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = testing_util::MakePrivateDir(); }
  void TearDown() override {
    chmod(dir_.c_str(), 0700);
    fs::remove_all(dir_);
  }
  std::vector<std::string> Files() const {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir_)) names.push_back(e.path().filename());
    std::sort(names.begin(), names.end());
    return names;
  }
  static std::string Slurp(const std::string& path) { return testing_util::ReadWholeFile(path); }
  std::string dir_;
  RunFiles files_;  // each test is one run (core/output.h)
};

TEST_F(AtomicOutputTest, CommitRenamesIntoPlace) {
  const std::string path = dir_ + "/out.mines";
  {
    AtomicOutput out;
    ASSERT_TRUE(out.Open(files_, path).ok());
    out.Write("hello ");
    // Before Commit the target does not exist; only a temporary beside it.
    EXPECT_FALSE(fs::exists(path));
    ASSERT_EQ(Files().size(), 1u);
    EXPECT_EQ(Files()[0].rfind("out.mines.tmp-", 0), 0u);
    out.Write("world\n");
    ASSERT_TRUE(out.Commit().ok());
  }
  EXPECT_EQ(Slurp(path), "hello world\n");
  EXPECT_EQ(Files(), (std::vector<std::string>{"out.mines"}));
  // Replacing an existing file.
  ASSERT_TRUE(WriteFileAtomic(files_, path, "second").ok());
  EXPECT_EQ(Slurp(path), "second");
  EXPECT_EQ(Files(), (std::vector<std::string>{"out.mines"}));
}

TEST_F(AtomicOutputTest, FailureLeavesNoFile) {
  const std::string path = dir_ + "/never.pdf";
  {
    AtomicOutput out;
    ASSERT_TRUE(out.Open(files_, path).ok());
    out.Write("half a file");
    // Dropped without Commit (an error happened upstream).
  }
  EXPECT_TRUE(Files().empty());
  {
    AtomicOutput out;
    ASSERT_TRUE(out.Open(files_, path).ok());
    out.Write("x");
    out.Discard();
  }
  EXPECT_TRUE(Files().empty());
  // An existing file is untouched when the new output is abandoned.
  ASSERT_TRUE(WriteFileAtomic(files_, path, "old").ok());
  {
    AtomicOutput out;
    ASSERT_TRUE(out.Open(files_, path).ok());
    out.Write("new");
  }
  EXPECT_EQ(Slurp(path), "old");
  EXPECT_EQ(Files(), (std::vector<std::string>{"never.pdf"}));
}

TEST_F(AtomicOutputTest, DevFullFails) {
  ASSERT_EQ(access("/dev/full", W_OK), 0) << "this test writes to /dev/full (every Linux has it)";
  AtomicOutput out;
  ASSERT_TRUE(out.Open(files_, "/dev/full").ok());
  out.Write(std::string(1 << 16, 'x'));
  const absl::Status s = out.Commit();
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("/dev/full"), absl::string_view::npos) << s;
  EXPECT_NE(s.message().find("No space left"), absl::string_view::npos) << s;
  EXPECT_FALSE(WriteFileAtomic(files_, "/dev/full", "abc").ok());
}

TEST_F(AtomicOutputTest, UnwritableDirectoryFails) {
  const std::string missing = dir_ + "/no/such/dir/out.svg";
  absl::Status s = WriteFileAtomic(files_, missing, "x");
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find(missing), absl::string_view::npos) << s;
  // A directory without write permission (root ignores permissions: skip then).
  if (geteuid() != 0) {
    const std::string ro = dir_ + "/ro";
    ASSERT_EQ(mkdir(ro.c_str(), 0500), 0);
    s = WriteFileAtomic(files_, ro + "/out.png", "x");
    EXPECT_FALSE(s.ok());
    EXPECT_NE(s.message().find("Permission denied"), absl::string_view::npos) << s;
    EXPECT_TRUE(fs::is_empty(ro));
  }
  // The target is a directory.
  s = WriteFileAtomic(files_, dir_, "x");
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("directory"), absl::string_view::npos) << s;
  // Empty path.
  EXPECT_FALSE(WriteFileAtomic(files_, "", "x").ok());
}

TEST_F(AtomicOutputTest, CommitWithoutOpenIsAnError) {
  AtomicOutput out;
  EXPECT_EQ(out.Commit().code(), absl::StatusCode::kFailedPrecondition);
}

}  // namespace
}  // namespace papermines
