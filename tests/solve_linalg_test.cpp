// The linear-algebra layer on its own (no propagation first): the sweep rank against a plain dense
// elimination, and components decided by rank or by enumerating free parameters against brute
// force.
#include <gtest/gtest.h>

#include <random>

#include "core/opening.h"
#include "solve/field.h"
#include "solve/linalg.h"
#include "solve/search.h"
#include "solve/system.h"
#include "tests/solve_oracle.h"

namespace papermines {
namespace {

struct Case {
  TopologyPtr topo;
  Clues clues;
};

Case RandomCase(std::mt19937_64& rng, int i) {
  const TopologyKind kind = static_cast<TopologyKind>(i % 3);
  Case c;
  c.topo = *Topology::Grid(kind, 1 + i % 6, 1 + (i / 6) % 7);
  const bool chess = i % 2 == 0;
  std::vector<uint8_t> open =
      chess ? ChessboardOpen(*c.topo) : std::vector<uint8_t>(c.topo->size());
  Mines mine(c.topo->size(), 0);
  for (int x = 0; x < c.topo->size(); ++x) {
    if (!chess) open[x] = std::bernoulli_distribution(0.5)(rng);
    mine[x] = !open[x] && std::bernoulli_distribution(0.5)(rng);
  }
  c.clues = CluesFor(*c.topo, mine, open);
  if (i % 7 == 0) {  // perturb one clue
    for (int x = 0; x < c.topo->size(); ++x) {
      if (c.clues[x] != kClosed && c.clues[x] < c.topo->degree(x)) {
        ++c.clues[x];
        break;
      }
    }
  }
  return c;
}

TEST(SolveLinalg, SweepRankEqualsDenseRank) {
  std::mt19937_64 rng(3);
  for (int i = 0; i < 3000; ++i) {
    const Case c = RandomCase(rng, i);
    const ClueSystem sys = BuildClueSystem(*c.topo, c.clues);
    const State st = InitialState(sys);
    std::vector<int> col(c.topo->size(), -1);
    int cols = 0;
    for (int x = 0; x < c.topo->size(); ++x) {
      if (c.clues[x] == kClosed) col[x] = cols++;
    }
    std::vector<std::vector<int64_t>> m;
    for (int k = 0; k < sys.num_constraints(); ++k) {
      std::vector<int64_t> row(cols, 0);
      for (int32_t nb : c.topo->neighbors(sys.con_cell[k])) {
        if (col[nb] >= 0) row[col[nb]] = 1;
      }
      m.push_back(row);
    }
    const int dense_p = DenseRank<Gfp>(m, cols);
    const int dense_2 = DenseRank<Gf2>(m, cols);
    EXPECT_LE(dense_2, dense_p);
    // Cells no clue sees are columns of zeros: rank counts only what the clues see.
    EXPECT_EQ(SweepRankModP(sys, st), dense_p) << c.topo->Describe();
  }
}

TEST(SolveLinalg, DecidedComponentsAgreeWithBruteForce) {
  std::mt19937_64 rng(4);
  int decided_all = 0, enumerated = 0;
  for (int i = 0; i < 4000; ++i) {
    const Case c = RandomCase(rng, i);
    int closed = 0;
    for (uint8_t v : c.clues) closed += v == kClosed;
    if (closed > 16) continue;
    const ClueSystem sys = BuildClueSystem(*c.topo, c.clues);
    State st = InitialState(sys);
    bool trivially_bad = false;
    for (int k = 0; k < sys.num_constraints(); ++k) trivially_bad |= st.conflict(k);
    const Components comps = FindComponents(sys, st);
    Deadline none(0);
    LinalgOutcome la = DecideByRank(sys, st, comps, none);
    bool all = true, any_none = false, any_two = false;
    int two_at = -1;
    Mines first(c.topo->size(), 0), second;
    for (int j = 0; j < comps.count; ++j) {
      const ComponentDecision& d = la.per_component[j];
      if (!d.decided) {
        all = false;
        continue;
      }
      enumerated += d.by_enumeration;
      if (d.count == 0) {
        any_none = true;
        continue;
      }
      const auto cells = comps.of(j);
      for (size_t x = 0; x < cells.size(); ++x) first[cells[x]] = d.solution[x];
      if (d.count == 2 && !any_two) {
        any_two = true;
        two_at = j;
        second = first;
        for (size_t x = 0; x < cells.size(); ++x) second[cells[x]] = d.second[x];
      }
    }
    const oracle::OracleResult o = oracle::BruteForce(*c.topo, c.clues);
    if (any_none) {
      EXPECT_EQ(o.outcome, oracle::Outcome::kNone) << c.topo->Describe();
      continue;
    }
    if (!all || trivially_bad) continue;
    ++decided_all;
    if (any_two) {
      // Patch `second` with the final first-solution values of later components.
      for (int j = 0; j < comps.count; ++j) {
        const auto cells = comps.of(j);
        for (size_t x = 0; x < cells.size(); ++x) {
          if (j != two_at) {
            second[cells[x]] = first[cells[x]];
          }
        }
      }
      EXPECT_EQ(o.outcome, oracle::Outcome::kMultiple) << c.topo->Describe();
      EXPECT_TRUE(SatisfiesClues(*c.topo, c.clues, second));
      EXPECT_NE(first, second);
    } else {
      ASSERT_EQ(o.outcome, oracle::Outcome::kUnique) << c.topo->Describe();
      EXPECT_EQ(first, o.solutions[0]);
    }
    EXPECT_TRUE(SatisfiesClues(*c.topo, c.clues, first));
  }
  EXPECT_GT(decided_all, 500);
  EXPECT_GT(enumerated, 50);
}

}  // namespace
}  // namespace papermines
