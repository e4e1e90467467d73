// The thinning ladder kept across removals (gen/sparse_ladder.h): after every removal, kept or
// undone, LadderClosure must say what CheckLevels says from nothing, and hold the fixpoint of the
// lower levels that a run from nothing reaches, cell for cell.
#include <cstdint>
#include <string>
#include <vector>

#include "core/opening.h"
#include "gen/paper.h"
#include "gen/random.h"
#include "gen/sparse_ladder.h"
#include "gtest/gtest.h"
#include "solve/propagate.h"
#include "solve/solver.h"
#include "solve/system.h"
#include "tests/grade_oracle.h"
#include "tests/sweep.h"

namespace papermines {
namespace {

using testing_util::Sweep;

// The fixpoint of single clues (and pairs, lower >= 1) from nothing, per cell as values() has it.
std::vector<uint8_t> LowerFixpoint(const Topology& topo, const Clues& clues, int lower,
                                   ClueScope scope) {
  const ClueSystem sys = BuildClueSystem(topo, clues, {}, -1, nullptr, scope);
  State st = InitialState(sys);
  for (int k = sys.num_constraints() - 1; k >= 0; --k) st.queue.push_back(k);
  EXPECT_LT(PropagateSingle(sys, st), 0);
  if (lower >= 1) {
    EXPECT_LT(PropagatePairs(sys, st, /*all=*/true, 0), 0);
  }
  return st.value;
}

// A random picture, each cell filled with probability 1/2, and its full clue map over blocks.
Mines HalfFilledPicture(const Topology& topo, SplitMix64& rng) {
  Mines picture(topo.size());
  for (uint8_t& x : picture) x = rng.Below(2);
  return picture;
}
Clues BlockClues(const Topology& topo, const Mines& picture) {
  Clues clues = CountNeighborMines(topo, picture);
  for (size_t c = 0; c < clues.size(); ++c) clues[c] = static_cast<uint8_t>(clues[c] + picture[c]);
  return clues;
}

struct Outcomes {
  int lower = 0, chains = 0, rest_unique = 0, rest_multiple = 0, not_decided = 0;
  int counts = 0, out_of_time = 0;
  int64_t taken = 0;
};

// The table `clues` of solution `mine`, its clues removed in a random order; a removal is kept
// when the table stays unique, as the thinning keeps it, and otherwise once in `stray` (the
// closure must follow any table the solution meets).
void WalkTable(const Topology& topo, Clues clues, const Mines& mine, uint64_t seed, int max_level,
               bool count_rest, ClueScope scope, uint64_t stray, Outcomes* seen,
               uint32_t rest_steps = 0) {
  SplitMix64 rng(seed);
  std::vector<int32_t> order;
  for (int c = 0; c < topo.size(); ++c) {
    if (clues[c] != kClosed) order.push_back(c);
  }
  for (size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.Below(i)]);
  const int lower = std::min(max_level, 1);
  LevelWork work;
  LadderClosure closure(topo, clues, mine, max_level, count_rest, scope, rest_steps);
  auto agree = [&](const LevelCheck& got, const std::string& what) {
    const LevelCheck want =
        CheckLevels(topo, clues, max_level, -1, count_rest, work, scope, rest_steps);
    // (A table the lower levels decide is reported at their level.)
    const int want_level = want.level >= 0 && want.level < lower ? lower : want.level;
    EXPECT_EQ(got.level, want_level) << what;
    // The count of what the chains leave has a time budget (kResidualSeconds): on a busy machine
    // one side may run out of it (kUnknown: the thinning then asks the full solver, also exact).
    if (count_rest && got.level < 0 && want_level < 0) {
      ++seen->counts;
      if (got.rest == Verdict::kUnknown || want.rest == Verdict::kUnknown) ++seen->out_of_time;
    }
    if (got.rest != Verdict::kUnknown && want.rest != Verdict::kUnknown) {
      EXPECT_EQ(got.rest, want.rest) << what;
    }
    EXPECT_EQ(std::vector<uint8_t>(closure.values().begin(), closure.values().end()),
              LowerFixpoint(topo, clues, lower, scope))
        << what;
    if (got.level >= 0 && got.level < 2) ++seen->lower;
    if (got.level == 2) ++seen->chains;
    if (got.level < 0 && got.rest == Verdict::kUnique) ++seen->rest_unique;
    if (got.level < 0 && got.rest == Verdict::kMultiple) ++seen->rest_multiple;
    if (got.level < 0 && got.rest == Verdict::kUnknown) ++seen->not_decided;
    return !::testing::Test::HasFailure();
  };
  if (!agree(closure.initial(), "from nothing")) return;
  for (int32_t c : order) {
    const uint8_t clue = clues[c];
    clues[c] = kClosed;
    const LevelCheck got = closure.Remove(c);
    seen->taken += closure.last_taken();
    if (!agree(got, "removing " + std::to_string(c))) return;
    ASSERT_FALSE(closure.failed());
    const bool unique = got.level >= 0 || got.rest == Verdict::kUnique;
    if (unique || rng.Below(stray) == 0) {
      closure.Keep();
    } else {
      clues[c] = clue;
      closure.Undo();
      ASSERT_EQ(std::vector<uint8_t>(closure.values().begin(), closure.values().end()),
                LowerFixpoint(topo, clues, lower, scope))
          << "undoing " << c;
    }
  }
}

// A unique table of the grid's own opening (the generator's), walked as above.
void Walk(GridFamily family, int size, uint64_t seed, int max_level, bool count_rest,
          Outcomes* seen) {
  SCOPED_TRACE(std::string(GridFamilyName(family)) + " " + std::to_string(size) + " seed " +
               std::to_string(seed) + " max_level " + std::to_string(max_level));
  PaperOptions options;
  options.grid = family;
  options.rows = options.cols = size;
  options.seed = seed;
  auto gen = PaperGenerator::Create(options);
  ASSERT_TRUE(gen.ok()) << gen.status();
  auto table = gen->Generate(0);
  ASSERT_TRUE(table.ok()) << table.status();
  WalkTable(*table->topology, table->clues, table->mine, seed, max_level, count_rest,
            ClueScope::kNeighbours, 16, seen);
}

// A mosaic (every cell unknown, a clue counting its 3 x 3 block): a random picture of density
// `permyriad` / 10000 with every clue shown, walked as above. The full clue map need not pin the
// picture down: the closure must follow any table the picture meets.
void WalkMosaic(int size, int permyriad, uint64_t seed, int max_level, bool count_rest,
                Outcomes* seen, uint32_t rest_steps = 0) {
  SCOPED_TRACE("mosaic " + std::to_string(size) + " density " + std::to_string(permyriad) +
               " seed " + std::to_string(seed) + " max_level " + std::to_string(max_level));
  auto topo = Topology::Square(size, size);
  ASSERT_TRUE(topo.ok()) << topo.status();
  SplitMix64 rng(seed * 7919 + static_cast<uint64_t>(permyriad));
  Mines picture((*topo)->size());
  for (uint8_t& x : picture) x = rng.Below(10000) < static_cast<uint64_t>(permyriad);
  Clues clues = CountNeighborMines(**topo, picture);
  for (size_t c = 0; c < clues.size(); ++c) clues[c] = static_cast<uint8_t>(clues[c] + picture[c]);
  WalkTable(**topo, clues, picture, seed, max_level, count_rest, ClueScope::kBlock, 64, seen,
            rest_steps);
}

// Every kind of answer came up in walks with the count of the rest, removals took cells back, and
// most counts finished in time to be compared.
void ExpectEveryAnswer(const Outcomes& seen) {
  EXPECT_GT(seen.lower, 0);
  EXPECT_GT(seen.chains, 0);
  EXPECT_GT(seen.rest_unique, 0);
  EXPECT_GT(seen.rest_multiple, 0);
  EXPECT_GT(seen.taken, 0);
  EXPECT_LT(seen.out_of_time * 10, seen.counts) << "most counts must be compared";
}

TEST(SparseLadder, ClosureSaysWhatCheckLevelsSaysAfterEveryRemoval) {
  Outcomes seen;
  for (GridFamily family : {GridFamily::kSquare, GridFamily::kTriangle, GridFamily::kHex}) {
    for (uint64_t seed = 1; seed <= Sweep<uint64_t>(6, 2); ++seed) {
      Walk(family, 16, seed, 2, true, &seen);
      if (HasFailure()) return;
    }
  }
  ExpectEveryAnswer(seen);
}

// A cell a removal takes back has no rule of its own from the cells decided before the rule that
// had decided it: checked by the brute-force enumeration of tests/grade_oracle.h (no code of
// solve/ or gen/), no clue seeing it and no pair of clues, one seeing it, decides it from those
// cells. (A rule missed would only cost time, the fixpoint being mended by the ladder run after;
// this pins that the search for another rule misses none.)
TEST(SparseLadder, CellsTakenBackHaveNoRuleFromEarlierCells) {
  int64_t taken = 0, pairs = 0, too_large = 0;
  for (GridFamily family : {GridFamily::kSquare, GridFamily::kTriangle, GridFamily::kHex}) {
    for (uint64_t seed = 1; seed <= Sweep<uint64_t>(3, 1); ++seed) {
      SCOPED_TRACE(std::string(GridFamilyName(family)) + " seed " + std::to_string(seed));
      PaperOptions options;
      options.grid = family;
      options.rows = options.cols = 10;
      options.seed = seed;
      auto gen = PaperGenerator::Create(options);
      ASSERT_TRUE(gen.ok()) << gen.status();
      auto table = gen->Generate(0);
      ASSERT_TRUE(table.ok()) << table.status();
      const Topology& topo = *table->topology;
      const Mines& mine = table->mine;
      Clues clues = table->clues;
      LadderClosure closure(topo, clues, mine, 2, true);
      SplitMix64 rng(seed);
      std::vector<int32_t> order;
      for (int c = 0; c < topo.size(); ++c) {
        if (clues[c] != kClosed) order.push_back(c);
      }
      for (size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.Below(i)]);
      for (int32_t c : order) {
        const uint8_t clue = clues[c];
        clues[c] = kClosed;
        const LevelCheck got = closure.Remove(c);
        const auto cells = closure.last_taken_cells();
        for (size_t i = 0; i < cells.size(); ++i) {
          const int32_t v = cells[i];
          const int64_t t = closure.last_taken_time(i);
          std::vector<uint8_t> values(topo.size(), 0);
          for (int x = 0; x < topo.size(); ++x) {
            if (clues[x] == kClosed)
              values[x] = closure.decided_before(x, t) ? mine[x] : grade_oracle::kUnknown;
          }
          auto decides_v = [&](const std::vector<int32_t>& set) {
            const grade_oracle::SetOutcome o =
                grade_oracle::WhatSetDecides(topo, clues, values, set, 20);
            if (o.unknowns > 20) ++too_large;
            for (auto [cell, x] : o.cells) {
              if (cell == v) return true;
            }
            return false;
          };
          ++taken;
          for (int32_t a : topo.neighbors(v)) {
            if (clues[a] == kClosed) continue;
            ASSERT_FALSE(decides_v({a})) << "clue " << a << " decides " << v;
            for (int32_t y : topo.neighbors(a)) {
              for (int32_t b : topo.neighbors(y)) {
                if (clues[b] == kClosed || b == a) continue;
                ++pairs;
                ASSERT_FALSE(decides_v({a, b})) << "clues " << a << ", " << b << " decide " << v;
              }
            }
          }
        }
        if (got.level >= 0 || got.rest == Verdict::kUnique) {
          closure.Keep();
        } else {
          clues[c] = clue;
          closure.Undo();
        }
      }
    }
  }
  EXPECT_GT(taken, 100);
  EXPECT_GT(pairs, 1000);
  EXPECT_LT(too_large * 20, pairs);  // (nearly every set enumerated)
}

TEST(SparseLadder, LowerTargetsToo) {
  // Easy (single clues only), medium (and pairs) and hard (chains, no count of the rest).
  Outcomes seen;
  for (GridFamily family : {GridFamily::kSquare, GridFamily::kTriangle, GridFamily::kHex}) {
    for (int max_level = 0; max_level <= 2; ++max_level) {
      Walk(family, 12, 40 + max_level, max_level, max_level != 2, &seen);
      if (HasFailure()) return;
    }
  }
  EXPECT_GT(seen.lower, 0);
  EXPECT_GT(seen.chains, 0);
}

TEST(SparseLadder, MosaicBlocksToo) {
  // The same closure over 3 x 3 blocks (ClueScope::kBlock), pictures sparse to dense: every
  // level with the count of the rest, then easy, medium and hard as LowerTargetsToo.
  Outcomes seen, lower;
  for (int permyriad : {1500, 5000, 8000}) {
    for (uint64_t seed = 1; seed <= Sweep<uint64_t>(3, 1); ++seed) {
      WalkMosaic(12, permyriad, seed, 2, true, &seen);
      if (HasFailure()) return;
    }
    for (int max_level = 0; max_level <= 2; ++max_level) {
      WalkMosaic(10, permyriad, 20 + max_level, max_level, max_level != 2, &lower);
      if (HasFailure()) return;
    }
  }
  ExpectEveryAnswer(seen);
  EXPECT_GT(lower.lower, 0);
  EXPECT_GT(lower.chains, 0);
}

// The walk of a mosaic of any grade (gen/mosaic.h): pairs, then the count of what they leave with
// a budget of steps per part (no chains); the closure says what CheckLevels says.
TEST(SparseLadder, MosaicCountAfterPairsWithSteps) {
  Outcomes seen;
  for (int permyriad : {3000, 5000, 7000}) {
    for (uint64_t seed = 1; seed <= Sweep<uint64_t>(3, 1); ++seed) {
      WalkMosaic(14, permyriad, 40 + seed, 1, true, &seen, kMosaicRestSteps);
      if (HasFailure()) return;
    }
  }
  EXPECT_GT(seen.lower, 0);
  EXPECT_EQ(seen.chains, 0);
  EXPECT_GT(seen.rest_unique, 0);
  EXPECT_GT(seen.rest_multiple, 0);
}

// The local witness (step 1 of the thinning checks) over 3 x 3 blocks: what it finds is a second
// solution, as the prover says; and it finds most of the second solutions a single removal
// makes on random pictures (that is what makes a mosaic's thinning fast: it refuses them before
// the count and the prover look at the whole board).
TEST(SparseLadder, MosaicWitnessFindsOnlySecondSolutions) {
  auto topo = Topology::Square(12, 12);
  ASSERT_TRUE(topo.ok()) << topo.status();
  SolveOptions so;
  so.scope = ClueScope::kBlock;
  LocalWitness witness(**topo, ClueScope::kBlock);
  int found = 0, multiple = 0;
  for (uint64_t seed = 1; seed <= Sweep<uint64_t>(6, 2); ++seed) {
    SplitMix64 rng(seed);
    const Mines picture = HalfFilledPicture(**topo, rng);
    Clues clues = BlockClues(**topo, picture);
    for (int i = 0; i < 200; ++i) {
      const int c = static_cast<int>(rng.Below(clues.size()));
      if (clues[c] == kClosed) continue;
      const uint8_t clue = clues[c];
      clues[c] = kClosed;
      const bool witnessed = witness.Find(clues, picture, c, false);
      const Verdict v = Solve(**topo, clues, so).verdict;
      ASSERT_NE(v, Verdict::kUnknown);
      if (witnessed) {
        EXPECT_EQ(v, Verdict::kMultiple) << "seed " << seed << " cell " << c;
      }
      found += witnessed;
      if (v != Verdict::kUnique) {
        ++multiple;
        clues[c] = clue;
      }
    }
  }
  EXPECT_GT(found, 0);
  EXPECT_GT(found * 2, multiple);
}

// On mosaics the ladder's answer is the grader's: chains decide every cell exactly when the
// grade is at most hard, and they are needed exactly when it is hard (the mosaic thinning stops
// at hard and expert on these answers, then grades the puzzle).
TEST(SparseLadder, MosaicLadderIsTheGradersLadder) {
  auto topo = Topology::Square(10, 10);
  ASSERT_TRUE(topo.ok()) << topo.status();
  SolveOptions so;
  so.scope = ClueScope::kBlock;
  so.grade = true;
  LevelWork work;
  // A thinned mosaic (mos10x10-d50-expert-s3-1's third picture) the grader calls hard: one clue
  // there decides its last cells only after a chain, with no other clue seeing them.
  const char* const kRows[] = {".2.0..4...", ".....5...5", ".74.35..43", "5.44.6.432",
                               "4.6...55..", "35..654565", ".457.54...", ".3.57.44.3",
                               "..4.......", "1.3455.543"};
  Clues fixed;
  for (const char* row : kRows) {
    for (const char* x = row; *x != 0; ++x) fixed.push_back(*x == '.' ? kClosed : *x - '0');
  }
  const SolveResult graded = Solve(**topo, fixed, so);
  ASSERT_EQ(graded.verdict, Verdict::kUnique);
  EXPECT_EQ(CheckLevels(**topo, fixed, 2, -1, false, work, ClueScope::kBlock).level == 2,
            graded.difficulty == Difficulty::kHard);
  int hard = 0, expert = 0;
  for (uint64_t seed = 1; seed <= Sweep<uint64_t>(8, 3); ++seed) {
    SplitMix64 rng(seed);
    const Mines picture = HalfFilledPicture(**topo, rng);
    Clues clues = BlockClues(**topo, picture);
    for (int i = 0; i < 300; ++i) {
      const int c = static_cast<int>(rng.Below(clues.size()));
      if (clues[c] == kClosed) continue;
      const uint8_t clue = clues[c];
      clues[c] = kClosed;
      const SolveResult r = Solve(**topo, clues, so);
      if (r.verdict != Verdict::kUnique) {
        clues[c] = clue;
        continue;
      }
      const LevelCheck got = CheckLevels(**topo, clues, 2, -1, false, work, ClueScope::kBlock);
      EXPECT_EQ(got.level >= 0, r.difficulty <= Difficulty::kHard) << "seed " << seed;
      EXPECT_EQ(got.level == 2, r.difficulty == Difficulty::kHard) << "seed " << seed;
      hard += r.difficulty == Difficulty::kHard;
      expert += r.difficulty == Difficulty::kExpert;
      if (HasFailure()) return;
    }
  }
  EXPECT_GT(hard, 0);
  EXPECT_GT(expert, 0);
}

}  // namespace
}  // namespace papermines
