// Tests of the exact rank and witness search behind `papermines theorem`. Oracles: sizes worked
// out by hand, a fraction-free (Bareiss) rank over the integers, exhaustive enumeration of every
// mine set, CaDiCaL on a {-1, 0, 1} kernel encoding, and the CLI through PAPERMINES_BINARY.
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "cadical.hpp"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solve/theorem.h"
#include "tests/run_binary.h"
#include "tests/sweep.h"

namespace papermines {
namespace {

using Cells = std::vector<std::pair<int, int>>;

TheoremRow Row(GridFamily t, int r, int c) {
  auto row = AnalyzeTheoremSize(t, r, c);
  EXPECT_TRUE(row.ok()) << row.status();
  return *row;
}

Cells ToCells(const Topology& topo, const std::vector<int32_t>& ids) {
  Cells out;
  for (int32_t id : ids) out.emplace_back(topo.row(id), topo.col(id));
  return out;
}

// The clues (over all cells) of a mine set given as (row, col) pairs.
Clues CluesOf(const TheoremInstance& inst, const Cells& mines) {
  Mines m(inst.topology->size(), 0);
  for (auto [r, c] : mines) m[inst.topology->cell(r, c)] = 1;
  return CluesFor(*inst.topology, m, inst.open);
}

// Checks a found witness: two different, disjoint sets of closed cells with equal clues.
void ExpectValidWitness(GridFamily t, const TheoremRow& row) {
  ASSERT_EQ(row.witness.status, WitnessStatus::kFound);
  auto inst = MakeTheoremInstance(t, row.rows, row.cols).value();
  const Topology& topo = *inst.topology;
  EXPECT_NE(row.witness.first, row.witness.second);
  EXPECT_FALSE(row.witness.first.empty() && row.witness.second.empty());
  for (int32_t c : row.witness.first) EXPECT_FALSE(inst.open[c]);
  for (int32_t c : row.witness.second) EXPECT_FALSE(inst.open[c]);
  EXPECT_EQ(CluesOf(inst, ToCells(topo, row.witness.first)),
            CluesOf(inst, ToCells(topo, row.witness.second)))
      << GridFamilyName(t) << " " << row.rows << "x" << row.cols;
}

// ---------------------------------------------------------------------------------------------
// Sizes worked out by hand.

TEST(TheoremHand, SquareSmall) {
  // 1x1: nothing closed, nothing to determine.
  auto r11 = Row(GridFamily::kSquare, 1, 1);
  EXPECT_EQ(r11.rank.unknowns, 0);
  EXPECT_TRUE(r11.rank.full_rank());
  // 1x2: (0,0) open sees the one closed cell (0,1).
  auto r12 = Row(GridFamily::kSquare, 1, 2);
  EXPECT_EQ(r12.rank.unknowns, 1);
  EXPECT_EQ(r12.rank.rank, 1);
  EXPECT_TRUE(r12.paper);  // gcd(2, 3) = 1
  // 1x3: both ends see (0,1): rank 1 of 1, full although gcd(2, 4) = 2 (the condition is only
  // sufficient, so this is agreement).
  auto r13 = Row(GridFamily::kSquare, 1, 3);
  EXPECT_EQ(r13.rank.rank, 1);
  EXPECT_TRUE(r13.rank.full_rank());
  EXPECT_FALSE(r13.paper);
  EXPECT_TRUE(r13.agrees());
  // 2x2: both open cells see both closed cells (0,1) and (1,0): rank 1 of 2, the witness is a
  // mine at (0,1) or at (1,0). gcd(3, 3) = 3.
  auto r22 = Row(GridFamily::kSquare, 2, 2);
  EXPECT_EQ(r22.rank.unknowns, 2);
  EXPECT_EQ(r22.rank.rank, 1);
  EXPECT_TRUE(r22.rank.exact);
  EXPECT_EQ(r22.rank.certificate, "kernel certificate");
  EXPECT_FALSE(r22.paper);
  ExpectValidWitness(GridFamily::kSquare, r22);
  EXPECT_EQ(r22.witness.first.size() + r22.witness.second.size(), 2u);
}

TEST(TheoremHand, Strip) {
  // 2x2 (n = 2, 3 | 3): both top cells see both bottom cells: singular, witness.
  auto s2 = Row(GridFamily::kStrip, 2, 2);
  EXPECT_EQ(s2.rank.rank, 1);
  EXPECT_FALSE(s2.paper);
  ExpectValidWitness(GridFamily::kStrip, s2);
  // 2x3: rows (1,1,0), (1,1,1), (0,1,1) have determinant -1: full rank.
  auto s3 = Row(GridFamily::kStrip, 2, 3);
  EXPECT_EQ(s3.rank.rank, 3);
  EXPECT_TRUE(s3.paper);
  EXPECT_EQ(s3.witness.status, WitnessStatus::kFullRank);
  // 2x5 (3 | 6): the alternating pattern + - 0 + - ... : bottom mines {0, 3} vs {1, 4}.
  auto s5 = Row(GridFamily::kStrip, 2, 5);
  EXPECT_EQ(s5.rank.rank, 4);
  ExpectValidWitness(GridFamily::kStrip, s5);
  auto inst = MakeTheoremInstance(GridFamily::kStrip, 2, 5).value();
  EXPECT_EQ(CluesOf(inst, {{1, 0}, {1, 3}}), CluesOf(inst, {{1, 1}, {1, 4}}));
  // A strip has two rows.
  EXPECT_FALSE(MakeTheoremInstance(GridFamily::kStrip, 3, 5).ok());
}

TEST(TheoremHand, TriangleSmall) {
  // 1 x n: closed (0, odd) cells, each open cell sees its two row neighbours: a path, full rank.
  for (int n = 1; n <= 9; ++n) EXPECT_TRUE(Row(GridFamily::kTriangle, 1, n).rank.full_rank());
  // 2x2: (0,0) up sees (0,1) and (1,0); (1,1) up sees (1,0) and (0,1): both clues are the sum, so
  // a mine at (0,1) or at (1,0) gives the same clues, although 4 divides neither 3 nor 3.
  auto t22 = Row(GridFamily::kTriangle, 2, 2);
  EXPECT_EQ(t22.rank.rank, 1);
  EXPECT_TRUE(t22.paper);
  EXPECT_FALSE(t22.agrees());
  ExpectValidWitness(GridFamily::kTriangle, t22);
  auto inst = MakeTheoremInstance(GridFamily::kTriangle, 2, 2).value();
  const Topology& topo = *inst.topology;
  std::set<Cells> sets = {ToCells(topo, t22.witness.first), ToCells(topo, t22.witness.second)};
  EXPECT_EQ(sets, (std::set<Cells>{{{0, 1}}, {{1, 0}}}));
  EXPECT_EQ(CluesOf(inst, {{0, 1}}), CluesOf(inst, {{1, 0}}));
}

// The 6 x 5 triangle witness from the issue, checked by computing the clues of both mine sets
// directly, and found by our search too.
TEST(TheoremTriangle, SixByFiveWitness) {
  auto inst = MakeTheoremInstance(GridFamily::kTriangle, 6, 5).value();
  EXPECT_EQ(CluesOf(inst, {{4, 3}, {5, 0}}), CluesOf(inst, {{4, 1}, {5, 4}}));
  EXPECT_NE(CluesOf(inst, {{4, 3}, {5, 0}}), CluesOf(inst, {{4, 1}, {5, 3}}));
  auto row = Row(GridFamily::kTriangle, 6, 5);
  EXPECT_TRUE(row.paper);  // 7 and 6: neither divisible by 4
  EXPECT_EQ(row.rank.rank, 14);
  EXPECT_EQ(row.rank.unknowns, 15);
  ExpectValidWitness(GridFamily::kTriangle, row);
}

// Singular sizes where the paper's condition holds, up to 20 x 20: both kinds must occur, with a
// witness and without one (then every table of the size is unique).
TEST(TheoremTriangle, ConditionHoldsButSingular) {
  int with = 0, without = 0;
  for (int r = 1; r <= 20; ++r) {
    for (int c = 1; c <= 20; ++c) {
      auto row = Row(GridFamily::kTriangle, r, c);
      EXPECT_TRUE(row.rank.exact);
      EXPECT_NE(row.witness.status, WitnessStatus::kUndecided) << r << "x" << c;
      if (row.agrees()) continue;
      if (row.witness.status == WitnessStatus::kFound) {
        ExpectValidWitness(GridFamily::kTriangle, row);
        ++with;
      } else {
        EXPECT_EQ(row.witness.status, WitnessStatus::kNone);
        ++without;
      }
    }
  }
  EXPECT_GT(with, 0);
  EXPECT_GT(without, 0);
  // 13 x 6: condition holds (14, 7), rank 38 of 39, and no two mine sets collide.
  auto r136 = Row(GridFamily::kTriangle, 13, 6);
  EXPECT_TRUE(r136.paper);
  EXPECT_EQ(r136.rank.rank, 38);
  EXPECT_EQ(r136.rank.unknowns, 39);
  EXPECT_EQ(r136.witness.status, WitnessStatus::kNone);
}

// Theorems 1 and 2: the paper's condition implies full rank; for the strip it is also necessary.
TEST(TheoremPaper, AgreesWithTheorems1And2) {
  for (int r = 1; r <= 12; ++r) {
    for (int c = 1; c <= 12; ++c) {
      auto row = Row(GridFamily::kSquare, r, c);
      EXPECT_TRUE(row.rank.exact);
      // Theorem 2 is sufficient: condition => full rank.
      EXPECT_TRUE(row.agrees()) << r << "x" << c;
      if (row.paper) {
        EXPECT_TRUE(row.rank.full_rank());
      }
      // Not necessary: 3 x 5 has gcd(4, 6) = 2 and full rank. The rule we observe (every size up
      // to 40 x 40) is: full rank exactly when gcd(m+1, n+1) <= 2.
      EXPECT_EQ(row.rank.full_rank(), std::gcd(r + 1, c + 1) <= 2) << r << "x" << c;
      if (!row.rank.full_rank()) ExpectValidWitness(GridFamily::kSquare, row);
    }
  }
  for (int n = 1; n <= 40; ++n) {
    auto row = Row(GridFamily::kStrip, 2, n);
    EXPECT_EQ(row.rank.full_rank(), row.paper) << "2x" << n;
    if (!row.rank.full_rank()) ExpectValidWitness(GridFamily::kStrip, row);
  }
}

// ---------------------------------------------------------------------------------------------
// Independent oracles.

// The clue matrix as integers: rows = open cells, columns = closed cells.
std::vector<std::vector<int>> Matrix(const TheoremInstance& inst) {
  const Topology& topo = *inst.topology;
  std::vector<int> col(topo.size(), -1);
  int n = 0;
  for (int c = 0; c < topo.size(); ++c) {
    if (!inst.open[c]) col[c] = n++;
  }
  std::vector<std::vector<int>> a;
  for (int c = 0; c < topo.size(); ++c) {
    if (!inst.open[c]) continue;
    std::vector<int> row(n, 0);
    for (int32_t nb : topo.neighbors(c)) {
      if (col[nb] >= 0) row[col[nb]] = 1;
    }
    a.push_back(row);
  }
  return a;
}

// Rank over Q by fraction-free Bareiss elimination in 128-bit integers. Every intermediate value
// is a minor of A, bounded by Hadamard's bound sqrt(12)^n < 2^100 for n <= 55 unknowns.
int BareissRank(std::vector<std::vector<int>> a0, int n) {
  std::vector<std::vector<__int128>> a;
  for (auto& r : a0) a.emplace_back(r.begin(), r.end());
  const int m = static_cast<int>(a.size());
  int rank = 0;
  __int128 prev = 1;
  for (int col = 0; col < n && rank < m; ++col) {
    int piv = -1;
    for (int i = rank; i < m; ++i) {
      if (a[i][col] != 0) {
        piv = i;
        break;
      }
    }
    if (piv < 0) continue;
    std::swap(a[piv], a[rank]);
    for (int i = rank + 1; i < m; ++i) {
      for (int j = col + 1; j < n; ++j) {
        a[i][j] = (a[rank][col] * a[i][j] - a[i][col] * a[rank][j]) / prev;
      }
      a[i][col] = 0;
    }
    prev = a[rank][col];
    ++rank;
  }
  return rank;
}

TEST(TheoremOracle, RankMatchesBareiss) {
  int checked = 0;
  for (GridFamily t : {GridFamily::kSquare, GridFamily::kTriangle, GridFamily::kStrip}) {
    for (int r = 1; r <= 12; ++r) {
      for (int c = 1; c <= 30; ++c) {
        if (t == GridFamily::kStrip && r != 2) continue;
        auto inst = MakeTheoremInstance(t, r, c).value();
        auto a = Matrix(inst);
        const int n = static_cast<int>(inst.open.size()) -
                      static_cast<int>(std::count(inst.open.begin(), inst.open.end(), 1));
        if (n > 55) continue;
        auto rank = ComputeClueRank(*inst.topology, inst.open);
        ASSERT_TRUE(rank.ok());
        EXPECT_EQ(rank->unknowns, n);
        EXPECT_EQ(rank->rank, BareissRank(a, n)) << GridFamilyName(t) << " " << r << "x" << c;
        EXPECT_TRUE(rank->exact);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 300);
}

// The fallback proof: the largest rank over more primes than can divide a nonzero minor.
TEST(TheoremOracle, HadamardPrimesAgree) {
  int deficient = 0;
  for (GridFamily t : {GridFamily::kSquare, GridFamily::kTriangle}) {
    for (int r = 1; r <= 14; ++r) {
      for (int c = 1; c <= 14; ++c) {
        auto inst = MakeTheoremInstance(t, r, c).value();
        auto a = ComputeClueRank(*inst.topology, inst.open, RankProof::kAuto).value();
        auto h = ComputeClueRank(*inst.topology, inst.open, RankProof::kHadamardOnly).value();
        EXPECT_EQ(a.rank, h.rank) << GridFamilyName(t) << " " << r << "x" << c;
        EXPECT_TRUE(h.exact);
        if (!h.full_rank()) {
          EXPECT_EQ(h.certificate, "hadamard primes");
          EXPECT_EQ(a.certificate, "kernel certificate");
          ++deficient;
        }
      }
    }
  }
  EXPECT_GT(deficient, 50);
}

// Exhaustive: every mine set of every size with at most 16 closed cells (12 under the
// sanitizers: tests/sweep.h); two sets with the same clues exist exactly when the search finds a
// witness.
TEST(TheoremOracle, WitnessMatchesEnumeration) {
  const size_t most_closed = testing_util::Sweep<size_t>(16, 12);
  int checked = 0, colliding = 0;
  for (GridFamily t : {GridFamily::kSquare, GridFamily::kTriangle, GridFamily::kStrip}) {
    for (int r = 1; r <= 32; ++r) {
      for (int c = 1; c <= 32; ++c) {
        if (t == GridFamily::kStrip && r != 2) continue;
        auto inst = MakeTheoremInstance(t, r, c).value();
        std::vector<int32_t> closed;
        for (int i = 0; i < inst.topology->size(); ++i) {
          if (!inst.open[i]) closed.push_back(i);
        }
        if (closed.size() > most_closed) continue;
        std::vector<int32_t> opened;
        for (int i = 0; i < inst.topology->size(); ++i) {
          if (inst.open[i]) opened.push_back(i);
        }
        // Clue vectors packed 4 bits per open cell (clues <= 12 < 16) into strings.
        std::unordered_set<std::string> seen;
        bool collision = false;
        Mines m(inst.topology->size(), 0);
        for (uint32_t mask = 0; mask < (1u << closed.size()) && !collision; ++mask) {
          for (size_t k = 0; k < closed.size(); ++k) m[closed[k]] = (mask >> k) & 1;
          std::string key;
          for (int32_t o : opened) {
            int s = 0;
            for (int32_t nb : inst.topology->neighbors(o)) s += m[nb];
            key.push_back(static_cast<char>(s));
          }
          collision = !seen.insert(key).second;
        }
        auto row = Row(t, r, c);
        EXPECT_EQ(row.witness.status == WitnessStatus::kFound, collision)
            << GridFamilyName(t) << " " << r << "x" << c;
        if (row.rank.full_rank()) {
          EXPECT_FALSE(collision);
        }
        if (collision) {
          ExpectValidWitness(t, row);
          ++colliding;
        }
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 100);
  EXPECT_GT(colliding, 10);
}

// CaDiCaL: x, y are two disjoint mine sets (d = x - y), not both empty, with equal clues. For
// every open cell every {-1,0,1} pattern of its closed neighbours with a nonzero sum is forbidden.
bool SatHasWitness(const TheoremInstance& inst) {
  const Topology& topo = *inst.topology;
  CaDiCaL::Solver solver;
  auto x = [](int cell) { return 2 * cell + 1; };
  auto y = [](int cell) { return 2 * cell + 2; };
  std::vector<int> any;
  for (int c = 0; c < topo.size(); ++c) {
    if (inst.open[c]) continue;
    solver.add(-x(c));
    solver.add(-y(c));
    solver.add(0);
    any.push_back(x(c));
    any.push_back(y(c));
  }
  if (any.empty()) return false;
  for (int lit : any) solver.add(lit);
  solver.add(0);
  for (int c = 0; c < topo.size(); ++c) {
    if (!inst.open[c]) continue;
    std::vector<int> nb;
    for (int32_t v : topo.neighbors(c)) {
      if (!inst.open[v]) nb.push_back(v);
    }
    int states = 1;
    for (size_t i = 0; i < nb.size(); ++i) states *= 3;
    for (int s = 0; s < states; ++s) {
      int sum = 0, code = s;
      std::vector<int> clause;
      for (int v : nb) {
        const int d = code % 3 - 1;  // -1, 0, +1
        code /= 3;
        sum += d;
        // The clause is false exactly on this cell's state d.
        if (d == 1) {
          clause.push_back(-x(v));
          clause.push_back(y(v));
        } else if (d == -1) {
          clause.push_back(x(v));
          clause.push_back(-y(v));
        } else {
          clause.push_back(x(v));
          clause.push_back(y(v));
        }
      }
      if (sum == 0) continue;
      for (int lit : clause) solver.add(lit);
      solver.add(0);
    }
  }
  return solver.solve() == 10;
}

TEST(TheoremOracle, WitnessMatchesCadical) {
  // Every singular square and triangle size up to 10 x 10, plus the triangle sizes without a
  // witness up to 20 x 20 (UNSAT for CaDiCaL too).
  std::vector<std::tuple<GridFamily, int, int>> sizes;
  for (GridFamily t : {GridFamily::kSquare, GridFamily::kTriangle}) {
    for (int r = 1; r <= 10; ++r) {
      for (int c = 1; c <= 10; ++c) sizes.emplace_back(t, r, c);
    }
  }
  for (int r = 1; r <= 20; ++r) {
    for (int c = 1; c <= 20; ++c) {
      auto row = Row(GridFamily::kTriangle, r, c);
      if (row.witness.status == WitnessStatus::kNone) {
        sizes.emplace_back(GridFamily::kTriangle, r, c);
      }
    }
  }
  int unsat = 0;
  for (auto [t, r, c] : sizes) {
    auto row = Row(t, r, c);
    if (row.rank.full_rank()) continue;
    auto inst = MakeTheoremInstance(t, r, c).value();
    const bool sat = SatHasWitness(inst);
    EXPECT_EQ(sat, row.witness.status == WitnessStatus::kFound)
        << GridFamilyName(t) << " " << r << "x" << c;
    unsat += !sat;
  }
  EXPECT_GT(unsat, 0);
}

// ---------------------------------------------------------------------------------------------
// The generator-facing check.

TEST(TheoremAlwaysUnique, MatchesRankAndCaches) {
  for (int r = 1; r <= 8; ++r) {
    for (int c = 1; c <= 8; ++c) {
      for (GridFamily t : {GridFamily::kSquare, GridFamily::kTriangle}) {
        const bool full = Row(t, r, c).rank.full_rank();
        EXPECT_EQ(AlwaysUnique(t, r, c), full);
        EXPECT_EQ(AlwaysUnique(t, r, c), full);  // cached answer
        EXPECT_EQ(
            AlwaysUnique(t == GridFamily::kSquare ? TopologyKind::kSquare : TopologyKind::kTriangle,
                         r, c),
            full);
      }
    }
  }
  EXPECT_TRUE(AlwaysUnique(GridFamily::kStrip, 2, 3));
  EXPECT_FALSE(AlwaysUnique(GridFamily::kStrip, 2, 5));
  EXPECT_FALSE(AlwaysUnique(TopologyKind::kHex, 5, 5));
  // Invalid or too large: never "always unique", and the status says why.
  EXPECT_FALSE(AlwaysUnique(GridFamily::kSquare, 0, 5));
  EXPECT_FALSE(CheckAlwaysUnique(GridFamily::kSquare, 0, 5).ok());
  auto big = CheckAlwaysUnique(GridFamily::kSquare, 1000, 1000);
  EXPECT_FALSE(big.ok());
  EXPECT_FALSE(AlwaysUnique(GridFamily::kSquare, 1000, 1000));
  // A larger size that Theorem 2 covers: gcd(61, 62) = 1.
  EXPECT_TRUE(AlwaysUnique(GridFamily::kSquare, 60, 61));
  EXPECT_FALSE(AlwaysUnique(GridFamily::kSquare, 59, 59));
}

// ---------------------------------------------------------------------------------------------
// The CLI.

// The binary's exit status and its stdout followed by its stderr.
struct CliRun {
  int status = -1;
  std::string out;
};

CliRun RunCli(const std::string& args) {
  const testing_util::RunResult r = testing_util::RunPapermines(args);
  return {r.status, r.out + r.err};
}

std::string LineOf(const std::string& text, const std::string& prefix) {
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(pos, end - pos);
    if (line.rfind(prefix, 0) == 0) return line;
    pos = end + 1;
  }
  return "";
}

TEST(TheoremCli, TriangleTable) {
  CliRun r = RunCli("theorem --topology triangle --max-rows 6 --max-cols 6 --witnesses");
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string l22 = LineOf(r.out, "2x2 ");
  EXPECT_NE(l22.find("1/2"), std::string::npos) << l22;
  EXPECT_NE(l22.find("NO"), std::string::npos) << l22;
  EXPECT_NE(l22.find("(0,1)"), std::string::npos) << l22;
  EXPECT_NE(l22.find("(1,0)"), std::string::npos) << l22;
  const std::string l65 = LineOf(r.out, "6x5 ");
  EXPECT_NE(l65.find("14/15"), std::string::npos) << l65;
  EXPECT_NE(l65.find("same clues"), std::string::npos) << l65;
  EXPECT_NE(LineOf(r.out, "36 sizes:"), "") << r.out;

  CliRun nw = RunCli(
      "theorem --topology triangle --min-rows 13 --max-rows 13 --min-cols 6 "
      "--max-cols 6");
  ASSERT_EQ(nw.status, 0) << nw.out;
  EXPECT_NE(LineOf(nw.out, "13x6 ").find("no witness: every table unique"), std::string::npos)
      << nw.out;
}

TEST(TheoremCli, JsonAndErrors) {
  CliRun r = RunCli("theorem --topology square --max-rows 5 --max-cols 5 --json");
  ASSERT_EQ(r.status, 0) << r.out;
  auto doc = nlohmann::json::parse(r.out);
  ASSERT_EQ(doc["sizes"].size(), 25u);
  for (const auto& s : doc["sizes"]) {
    auto row = Row(GridFamily::kSquare, s["rows"].get<int>(), s["cols"].get<int>());
    EXPECT_EQ(s["rank"].get<int>(), row.rank.rank);
    EXPECT_EQ(s["full_rank"].get<bool>(), row.rank.full_rank());
    EXPECT_EQ(s["paper_condition"].get<bool>(), row.paper);
    EXPECT_EQ(s["witness"].get<std::string>(), WitnessStatusName(row.witness.status));
    if (row.witness.status == WitnessStatus::kFound) {
      EXPECT_TRUE(s.contains("mines_a"));
      EXPECT_TRUE(s.contains("mines_b"));
    }
  }
  EXPECT_EQ(doc["summary"]["disagreements"].get<int>(), 0);

  CliRun strip = RunCli("theorem --topology strip --max-cols 8 --json");
  ASSERT_EQ(strip.status, 0) << strip.out;
  EXPECT_EQ(nlohmann::json::parse(strip.out)["sizes"].size(), 8u);

  // Same options, same bytes; -o writes the same text to a file.
  const std::string args = "theorem --topology triangle --max-rows 8 --max-cols 8 --witnesses";
  CliRun once = RunCli(args), twice = RunCli(args);
  EXPECT_EQ(once.out, twice.out);
  const testing_util::ScratchDir scratch;
  const std::string path = scratch.Path("theorem_out.txt");
  CliRun to_file = RunCli(args + " -o " + path);
  EXPECT_EQ(to_file.status, 0);
  EXPECT_EQ(to_file.out, "");
  FILE* f = fopen(path.c_str(), "r");
  ASSERT_NE(f, nullptr);
  std::string content;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), f)) > 0) content.append(buf.data(), n);
  fclose(f);
  EXPECT_EQ(content, once.out);

  CliRun bad = RunCli("theorem --topology hexagon");
  EXPECT_EQ(bad.status, 2) << bad.out;
  CliRun empty = RunCli("theorem --min-rows 5 --max-rows 3");
  EXPECT_EQ(empty.status, 2) << empty.out;
  EXPECT_NE(empty.out.find("papermines: error:"), std::string::npos) << empty.out;
  CliRun help = RunCli("theorem --help");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("agree"), std::string::npos);
  EXPECT_NE(help.out.find("witness"), std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// Hex (theorem_hex.h): the opening is one class of the 3-colouring, written here from its
// definition; the rank agrees with exhaustive enumeration of every mine set (two mine sets with
// the same clues exist exactly when the rank is not full), and every singular size up to 12 x 12
// has a valid witness.

TEST(TheoremHex, OpeningClosesOneColourClass) {
  auto inst = MakeTheoremInstance(GridFamily::kHex, 6, 7).value();
  const Topology& t = *inst.topology;
  for (int cell = 0; cell < t.size(); ++cell) {
    const int r = t.row(cell), c = t.col(cell), q = c - r / 2;
    EXPECT_EQ(inst.open[cell] == 0, ((q - r) % 3 + 3) % 3 == 0) << r << "," << c;
    // Neighbours of a closed cell are open; an inner open cell sees exactly 3 closed cells.
    int closed = 0;
    for (int32_t nb : t.neighbors(cell)) closed += inst.open[nb] == 0;
    if (inst.open[cell] == 0) {
      EXPECT_EQ(closed, 0);
    }
    if (inst.open[cell] && r > 0 && c > 0 && r + 1 < t.rows() && c + 1 < t.cols()) {
      EXPECT_EQ(closed, 3);
    }
  }
}

TEST(TheoremHex, RankAgreesWithEnumerationAndSingularSizesHaveWitnesses) {
  for (int r = 1; r <= 12; ++r) {
    for (int c = 1; c <= 12; ++c) {
      const TheoremRow row = Row(GridFamily::kHex, r, c);
      ASSERT_TRUE(row.rank.exact);
      if (!row.rank.full_rank()) {
        ExpectValidWitness(GridFamily::kHex, row);
      } else {
        EXPECT_TRUE(row.agrees());
      }
      auto inst = MakeTheoremInstance(GridFamily::kHex, r, c).value();
      std::vector<int> closed;
      for (int cell = 0; cell < inst.topology->size(); ++cell) {
        if (!inst.open[cell]) closed.push_back(cell);
      }
      if (closed.size() > 16) continue;
      std::set<std::string> seen;
      bool collision = false;
      for (uint32_t bits = 0; bits < (1u << closed.size()) && !collision; ++bits) {
        Mines m(inst.topology->size(), 0);
        for (size_t i = 0; i < closed.size(); ++i) m[closed[i]] = (bits >> i) & 1;
        const Clues clues = CluesFor(*inst.topology, m, inst.open);
        collision = !seen.insert(std::string(clues.begin(), clues.end())).second;
      }
      EXPECT_EQ(collision, !row.rank.full_rank()) << r << "x" << c;
    }
  }
}

}  // namespace
}  // namespace papermines
