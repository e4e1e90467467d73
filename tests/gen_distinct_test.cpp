// The no-repeat rule and shards (gen/distinct.h, gen/shard.h): slices, shard specs, the batch
// driver's redraws against a plain re-implementation, and the paper generator against a brute-force
// count of every distinct 4 x 4 table.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/mines_io.h"
#include "core/puzzle.h"
#include "gen/distinct.h"
#include "gen/paper.h"
#include "gen/reverse.h"
#include "gen/shard.h"
#include "gtest/gtest.h"

namespace papermines {
namespace {

TEST(Shard, SlicesCoverTheRunInOrder) {
  for (int64_t count = 0; count <= 40; ++count) {
    for (int64_t n = 1; n <= 9; ++n) {
      int64_t next = 0;
      for (int64_t k = 1; k <= n; ++k) {
        const IndexRange r = ShardRange(Shard{k, n}, count);
        const int64_t size = std::max<int64_t>(0, r.end - r.begin);
        if (size > 0) {
          EXPECT_EQ(r.begin, next);
          next = r.end;
        }
        // The first count mod n slices hold one more.
        EXPECT_EQ(size, count / n + (k <= count % n ? 1 : 0)) << count << " " << k << "/" << n;
      }
      EXPECT_EQ(next, count);
    }
  }
}

TEST(Shard, SpecsAreCheckedAndOneLine) {
  auto s = ParseShard("3/4");
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->k, 3);
  EXPECT_EQ(s->n, 4);
  for (const char* bad : {"0/4", "5/4", "1/0", "junk", "", "/", "1/", "/4", "-1/4", "+1/4", " 1/4",
                          "1/4 ", "1/4/2", "1.0/4", "99999999999/99999999999"}) {
    auto r = ParseShard(bad);
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_TRUE(absl::IsInvalidArgument(r.status())) << bad;
    EXPECT_EQ(std::string(r.status().message()).find('\n'), std::string::npos);
  }
}

// Toy items: value(i, a) from a small space, so repeats are common.
int Value(int64_t i, int a, int space) {
  return static_cast<int>((i * 7 + a * 13 + i * a) % space);
}

// What the no-repeat rule must give, written plainly: each index takes its first attempt whose
// value no earlier index took.
std::vector<int> Reference(int64_t count, int space) {
  std::set<int> taken;
  std::vector<int> out;
  for (int64_t i = 0; i < count; ++i) {
    for (int a = 0;; ++a) {
      if (taken.insert(Value(i, a, space)).second) {
        out.push_back(Value(i, a, space));
        break;
      }
    }
  }
  return out;
}

absl::StatusOr<std::vector<int>> RunToy(int64_t count, int space, Shard shard, int jobs) {
  DistinctBatchOptions o;
  o.batch.count = count;
  o.batch.jobs = jobs;
  o.shard = shard;
  std::vector<int> out;
  absl::Status s = RunDistinctBatch<int>(
      o, [&](int64_t i, int a) -> absl::StatusOr<int> { return Value(i, a, space); },
      [](const int& v) {
        return Fingerprint{0, static_cast<uint64_t>(v)};
      },
      [&](int64_t, int&& v) {
        out.push_back(v);
        return absl::OkStatus();
      });
  if (!s.ok()) return s;
  return out;
}

TEST(DistinctBatch, MatchesThePlainRuleInEveryShardAndForAnyJobs) {
  const int space = 97;
  const int64_t count = 60;
  const std::vector<int> want = Reference(count, space);
  for (int jobs : {1, 3}) {
    auto whole = RunToy(count, space, Shard{}, jobs);
    ASSERT_TRUE(whole.ok()) << whole.status();
    EXPECT_EQ(*whole, want);
    for (int64_t n : {2, 4, 7, 61}) {
      std::vector<int> cat;
      for (int64_t k = 1; k <= n; ++k) {
        auto part = RunToy(count, space, Shard{k, n}, jobs);
        ASSERT_TRUE(part.ok()) << part.status();
        cat.insert(cat.end(), part->begin(), part->end());
      }
      EXPECT_EQ(cat, want) << n << " shards, " << jobs << " jobs";
    }
  }
}

TEST(DistinctBatch, ExhaustedSpaceIsReportedNotLooped) {
  auto r = RunToy(11, 10, Shard{}, 2);
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(absl::IsResourceExhausted(r.status())) << r.status();
  EXPECT_NE(std::string(r.status().message()).find("only 10 distinct"), std::string::npos)
      << r.status();
  EXPECT_TRUE(RunToy(10, 10, Shard{}, 2).ok());
}

TEST(Fingerprint, SeesCluesNotIds) {
  PaperOptions o;
  o.rows = 6;
  o.cols = 6;
  auto a = GeneratePaper(o, 0);
  ASSERT_TRUE(a.ok());
  Puzzle b = *a;
  b.id = "other";
  b.seed = 99;
  b.difficulty = Difficulty::kHard;
  EXPECT_EQ(PuzzleFingerprint(*a), PuzzleFingerprint(b));
  for (int c = 0; c < b.topology->size(); ++c) {
    if (b.clues[c] == kClosed) continue;
    Puzzle d = *a;
    d.clues[c] ^= 1;
    EXPECT_FALSE(PuzzleFingerprint(*a) == PuzzleFingerprint(d)) << c;
  }
  o.grid = GridFamily::kTriangle;
  auto t = GeneratePaper(o, 0);
  ASSERT_TRUE(t.ok());
  Puzzle same_clues = *t;
  same_clues.topology = a->topology;
  same_clues.clues = a->clues;
  same_clues.topology = t->topology;  // same numbers on another grid: another puzzle
  EXPECT_FALSE(PuzzleFingerprint(*a) == PuzzleFingerprint(same_clues));
}

std::string Key(const std::vector<uint8_t>& v) { return std::string(v.begin(), v.end()); }

// Every distinct 4 x 4 square table the paper heuristic can give, by brute force: all 2^8 mine
// sets of the closed cells whose covered clues are neither 0 nor full and whose clues no other
// mine set meets.
std::set<std::string> AllTables4x4() {
  auto topo = Topology::Square(4, 4);
  const Topology& t = **topo;
  std::vector<uint8_t> open(16);
  std::vector<int> closed;
  for (int c = 0; c < 16; ++c) {
    open[c] = (t.row(c) + t.col(c)) % 2 == 0;
    if (!open[c]) closed.push_back(c);
  }
  std::vector<Clues> all;
  for (int bits = 0; bits < (1 << closed.size()); ++bits) {
    Mines mine(16, 0);
    for (size_t i = 0; i < closed.size(); ++i) mine[closed[i]] = (bits >> i) & 1;
    all.push_back(CluesFor(t, mine, open));
  }
  std::set<std::string> out;
  for (size_t i = 0; i < all.size(); ++i) {
    if (std::count(all.begin(), all.end(), all[i]) != 1) continue;  // not unique
    bool ok = true;
    for (int y = 0; y < 16 && ok; ++y) {
      if (!open[y]) continue;
      // paper covers every clue here except the bottom-right corner (gen/paper.h)
      if (y == 15) continue;
      int deg = 0;
      for (int32_t nb : t.neighbors(y)) deg += open[nb] ? 0 : 1;
      ok = all[i][y] != 0 && all[i][y] != deg;
    }
    if (ok) out.insert(Key(all[i]));
  }
  return out;
}

TEST(DistinctPaper, FindsEveryTableOfATinySizeThenSaysItIsExhausted) {
  const std::set<std::string> every = AllTables4x4();
  ASSERT_GT(every.size(), 5u);
  PaperOptions o;
  o.rows = 4;
  o.cols = 4;
  o.seed = 3;
  auto batch = GeneratePaperBatch(o, 0, static_cast<int64_t>(every.size()), 2);
  ASSERT_TRUE(batch.ok()) << batch.status();
  std::set<std::string> got;
  for (const Puzzle& p : *batch) got.insert(Key(p.clues));
  EXPECT_EQ(got, every);  // all distinct, and exactly the brute-force set
  auto more = GeneratePaperBatch(o, 0, static_cast<int64_t>(every.size()) + 1, 2);
  ASSERT_FALSE(more.ok());
  EXPECT_TRUE(absl::IsResourceExhausted(more.status())) << more.status();
}

TEST(DistinctReverse, NoBoardTwice) {
  ReverseGenOptions o;
  o.rows = 4;
  o.cols = 4;
  o.count = 25;
  o.attempts = 4;
  auto boards = GenerateReverse(o);
  ASSERT_TRUE(boards.ok()) << boards.status();
  std::set<std::string> seen;
  for (const Puzzle& p : *boards) EXPECT_TRUE(seen.insert(Key(p.mine)).second) << p.id;
  // Puzzles that were not repeats are those of a run without the rule (attempt 0).
  auto first = GenerateReversePuzzle(o, 0);
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(FormatPuzzle((*boards)[0]), FormatPuzzle(*first));
}

}  // namespace
}  // namespace papermines
