// The solver against independent oracles (brute force for <= 16 closed cells, CaDiCaL otherwise)
// on 10 000 seeded random openings per topology: chessboard and arbitrary openings, dense and
// sparse mines, consistent clues and clues perturbed to be (usually) inconsistent.
#include "tests/solve_oracle.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "core/opening.h"
#include "solve/solver.h"
#include "tests/sweep.h"

namespace papermines {
namespace {

struct Instance {
  TopologyPtr topo;
  Clues clues;
  std::string what;
};

Instance RandomInstance(TopologyKind kind, std::mt19937_64& rng, int index) {
  Instance in;
  auto uni = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  if (kind == TopologyKind::kGraph) {
    const int n = uni(1, 28);
    const double p = std::uniform_real_distribution<double>(0.05, 0.5)(rng);
    std::vector<std::pair<int32_t, int32_t>> edges;
    for (int u = 0; u < n; ++u) {
      for (int v = u + 1; v < n; ++v) {
        if (std::bernoulli_distribution(p)(rng)) edges.push_back({u, v});
      }
    }
    in.topo = *Topology::Graph(n, edges);
  } else {
    in.topo = *Topology::Grid(kind, uni(1, 8), uni(1, 8));
  }
  const Topology& t = *in.topo;
  static constexpr double kDensity[] = {0.1, 0.3, 0.5, 0.8};
  const double density = kDensity[index % 4];
  const bool chessboard = (index / 4) % 2 == 0;
  const bool perturb = index % 5 == 0;
  Mines mine(t.size(), 0);
  std::vector<uint8_t> open;
  if (chessboard) {
    open = ChessboardOpen(t);
    for (int c = 0; c < t.size(); ++c) {
      mine[c] = !open[c] && std::bernoulli_distribution(density)(rng);
    }
  } else {
    const double open_p = std::uniform_real_distribution<double>(0.2, 0.8)(rng);
    open.assign(t.size(), 0);
    for (int c = 0; c < t.size(); ++c) {
      mine[c] = std::bernoulli_distribution(density)(rng);
      open[c] = !mine[c] && std::bernoulli_distribution(open_p)(rng);
    }
  }
  in.clues = CluesFor(t, mine, open);
  if (perturb) {
    std::vector<int> opens;
    for (int c = 0; c < t.size(); ++c) {
      if (in.clues[c] != kClosed) opens.push_back(c);
    }
    if (!opens.empty()) {
      const int c = opens[uni(0, static_cast<int>(opens.size()) - 1)];
      const int deg = t.degree(c);
      int v = in.clues[c] + (uni(0, 1) ? 1 : -1);
      if (v < 0) v = 1;
      if (v > deg) v = std::max(0, deg - 1);
      in.clues[c] = static_cast<uint8_t>(std::min(v, 254));
    }
  }
  in.what = t.Describe() + (chessboard ? " chessboard" : " random") + " density " +
            std::to_string(density) + (perturb ? " perturbed" : "");
  return in;
}

Verdict ToVerdict(oracle::Outcome o) {
  switch (o) {
    case oracle::Outcome::kNone:
      return Verdict::kNone;
    case oracle::Outcome::kUnique:
      return Verdict::kUnique;
    case oracle::Outcome::kMultiple:
      return Verdict::kMultiple;
  }
  return Verdict::kUnknown;
}

struct Tally {
  int unique = 0, multiple = 0, none = 0, brute = 0, sat = 0;
};

// CaDiCaL on the clues of `cells` alone: every open cell is safe, only these clues are counted.
bool SatisfiableWithOnly(const Topology& t, const Clues& clues, std::span<const int32_t> cells) {
  CaDiCaL::Solver s;
  s.set("quiet", 1);
  oracle::CardinalityEncoder enc(s, t.size() + 1);
  for (int c = 0; c < t.size(); ++c) {
    if (clues[c] != kClosed) enc.Clause({-(c + 1)});
  }
  std::vector<int> xs;
  for (int32_t c : cells) {
    xs.clear();
    for (int32_t nb : t.neighbors(c)) {
      if (clues[nb] == kClosed) xs.push_back(nb + 1);
    }
    enc.Exactly(xs, clues[c]);
  }
  return s.solve() == 10;
}

// A `none` verdict names a minimal set of clues that fails on its own (solve/solver.cpp: on
// puzzles with at most 128 clues): counted alone they cannot all be met, and without any one of
// them the rest can.
void CheckMinimalFailingSet(const Instance& in, const std::vector<int32_t>& named) {
  const Topology& t = *in.topo;
  int clue_count = 0;
  for (uint8_t c : in.clues) clue_count += c != kClosed;
  if (clue_count > 128) return;
  EXPECT_FALSE(SatisfiableWithOnly(t, in.clues, named))
      << "the named clues do not fail on their own: " << in.what;
  for (size_t i = 0; i < named.size() && named.size() > 1; ++i) {
    std::vector<int32_t> without = named;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    EXPECT_TRUE(SatisfiableWithOnly(t, in.clues, without))
        << "named clue " << named[i] << " is not needed: " << in.what;
  }
}

void CheckAgainstOracle(const Instance& in, Tally& tally) {
  const Topology& t = *in.topo;
  const SolveResult r = Solve(t, in.clues);
  int closed = 0;
  for (uint8_t c : in.clues) closed += c == kClosed;
  oracle::OracleResult o;
  if (closed <= 16) {
    o = oracle::BruteForce(t, in.clues);
    ++tally.brute;
  } else {
    o = oracle::SatOracle(t, in.clues);
    ++tally.sat;
  }
  ASSERT_EQ(r.verdict, ToVerdict(o.outcome)) << in.what;
  switch (r.verdict) {
    case Verdict::kUnique:
      ++tally.unique;
      ASSERT_EQ(r.solutions.size(), 1u);
      EXPECT_TRUE(SatisfiesClues(t, in.clues, r.solutions[0])) << in.what;
      EXPECT_EQ(r.solutions[0], o.solutions[0]) << in.what;
      break;
    case Verdict::kMultiple:
      ++tally.multiple;
      ASSERT_EQ(r.solutions.size(), 2u);
      EXPECT_TRUE(SatisfiesClues(t, in.clues, r.solutions[0])) << in.what;
      EXPECT_TRUE(SatisfiesClues(t, in.clues, r.solutions[1])) << in.what;
      EXPECT_NE(r.solutions[0], r.solutions[1]) << in.what;
      break;
    case Verdict::kNone:
      ++tally.none;
      EXPECT_TRUE(r.solutions.empty());
      ASSERT_FALSE(r.unsatisfiable.empty()) << in.what;
      for (int32_t c : r.unsatisfiable) {
        ASSERT_GE(c, 0);
        ASSERT_LT(c, t.size());
        EXPECT_NE(in.clues[c], kClosed) << "named a closed cell as a failing clue: " << in.what;
      }
      CheckMinimalFailingSet(in, r.unsatisfiable);
      break;
    case Verdict::kUnknown:
      FAIL() << "no time limit was set: " << in.what;
  }
}

class SolveOracleTest : public testing::TestWithParam<TopologyKind> {};

TEST_P(SolveOracleTest, AgreesWithOracleOnTenThousandOpenings) {
  std::mt19937_64 rng(20261122 + static_cast<int>(GetParam()));
  Tally tally;
  const int openings = testing_util::Sweep(10000, 2000);
  for (int i = 0; i < openings; ++i) {
    const Instance in = RandomInstance(GetParam(), rng, i);
    CheckAgainstOracle(in, tally);
    if (testing::Test::HasFatalFailure()) return;
  }
  // The sample must exercise every verdict and both oracles (each in 5 % of it at least).
  EXPECT_GT(tally.unique, openings / 20);
  EXPECT_GT(tally.multiple, openings / 20);
  EXPECT_GT(tally.none, openings / 20);
  EXPECT_GT(tally.sat, openings / 20);
  EXPECT_GT(tally.brute, openings / 20);
}

INSTANTIATE_TEST_SUITE_P(AllTopologies, SolveOracleTest,
                         testing::Values(TopologyKind::kSquare, TopologyKind::kTriangle,
                                         TopologyKind::kHex, TopologyKind::kGraph),
                         [](const testing::TestParamInfo<TopologyKind>& info) {
                           return std::string(TopologyKindName(info.param));
                         });

// Larger chessboard tables (where linear algebra does the work) against CaDiCaL.
TEST(SolveOracleLarge, ChessboardTablesAgreeWithCadical) {
  std::mt19937_64 rng(7);
  for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    for (int i = 0; i < 60; ++i) {
      const int rows = 5 + i % 12, cols = 5 + (i * 7) % 13;
      TopologyPtr topo = *Topology::Grid(kind, rows, cols);
      std::vector<uint8_t> open = ChessboardOpen(*topo);
      Mines mine(topo->size(), 0);
      const double density = (i % 3 + 1) * 0.25;
      for (int c = 0; c < topo->size(); ++c) {
        mine[c] = !open[c] && std::bernoulli_distribution(density)(rng);
      }
      const Clues clues = CluesFor(*topo, mine, open);
      const SolveResult r = Solve(*topo, clues);
      const oracle::OracleResult o = oracle::SatOracle(*topo, clues);
      ASSERT_EQ(r.verdict, ToVerdict(o.outcome)) << topo->Describe();
      for (const Mines& s : r.solutions) EXPECT_TRUE(SatisfiesClues(*topo, clues, s));
      if (r.verdict == Verdict::kMultiple) {
        EXPECT_NE(r.solutions[0], r.solutions[1]);
      }
    }
  }
}

}  // namespace
}  // namespace papermines
