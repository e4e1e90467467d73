// Independent oracles for the solver tests and benchmark: brute force over the closed cells, and
// CaDiCaL with an exact cardinality encoding (a sequential counter) of every clue. Neither uses any
// code of solve/.
#pragma once

#include <cadical.hpp>
#include <cstdint>
#include <span>
#include <vector>

#include "core/puzzle.h"
#include "core/topology.h"

namespace papermines::oracle {

enum class Outcome { kNone, kUnique, kMultiple };

struct OracleResult {
  Outcome outcome = Outcome::kNone;
  std::vector<Mines> solutions;  // up to two
};

// Brute force: every assignment of the closed cells (Gray code order, clue counts updated
// incrementally). Only for a few closed cells (<= 20).
inline OracleResult BruteForce(const Topology& topo, std::span<const uint8_t> clues) {
  std::vector<int32_t> closed;
  for (int c = 0; c < topo.size(); ++c) {
    if (clues[c] == kClosed) closed.push_back(c);
  }
  const int u = static_cast<int>(closed.size());
  std::vector<int> count(topo.size(), 0);
  int wrong = 0;  // open cells whose count differs from the clue
  for (int c = 0; c < topo.size(); ++c) {
    if (clues[c] != kClosed && clues[c] != 0) ++wrong;
  }
  Mines mine(topo.size(), 0);
  OracleResult r;
  auto record = [&] {
    if (wrong == 0 && r.solutions.size() < 2) r.solutions.push_back(mine);
  };
  record();
  for (uint64_t i = 1; i < (uint64_t{1} << u); ++i) {
    const int bit = __builtin_ctzll(i);
    const int v = closed[bit];
    const int delta = mine[v] ? -1 : 1;
    mine[v] ^= 1;
    for (int32_t nb : topo.neighbors(v)) {
      if (clues[nb] == kClosed) continue;
      const bool was = count[nb] == clues[nb];
      count[nb] += delta;
      const bool is = count[nb] == clues[nb];
      wrong += static_cast<int>(was) - static_cast<int>(is);
    }
    record();
    if (r.solutions.size() >= 2) break;
  }
  r.outcome = r.solutions.empty()       ? Outcome::kNone
              : r.solutions.size() == 1 ? Outcome::kUnique
                                        : Outcome::kMultiple;
  return r;
}

// Clauses for "exactly k of xs are true" by a sequential counter: s(i, j) <-> at least j of the
// first i literals, with full equivalences so that the count is exact.
class CardinalityEncoder {
 public:
  explicit CardinalityEncoder(CaDiCaL::Solver& s, int first_free_var)
      : s_(s), next_(first_free_var) {
    t_ = next_++;
    Clause({t_});
  }
  int NewVar() { return next_++; }
  void Clause(std::initializer_list<int> lits) {
    for (int l : lits) s_.add(l);
    s_.add(0);
  }
  void Exactly(const std::vector<int>& xs, int k) {
    const int n = static_cast<int>(xs.size());
    if (k < 0 || k > n) {
      Clause({-t_});  // unsatisfiable
      return;
    }
    // prev[j] for j = 0..k+1: literal "at least j of the first i"; j = 0 is true.
    std::vector<int> prev(k + 2, -t_), cur(k + 2);
    prev[0] = t_;
    for (int i = 1; i <= n; ++i) {
      const int x = xs[i - 1];
      cur[0] = t_;
      for (int j = 1; j <= k + 1; ++j) {
        if (j > i) {
          cur[j] = -t_;
          continue;
        }
        const int y = NewVar();
        cur[j] = y;
        Clause({-prev[j], y});               // prev[j] -> y
        Clause({-prev[j - 1], -x, y});       // prev[j-1] & x -> y
        Clause({-y, prev[j], prev[j - 1]});  // y -> prev[j] | prev[j-1]
        Clause({-y, prev[j], x});            // y -> prev[j] | x
      }
      prev = cur;
    }
    if (k >= 1) Clause({prev[k]});
    Clause({-prev[k + 1]});
  }

 private:
  CaDiCaL::Solver& s_;
  int next_;
  int t_;
};

// Encodes the puzzle: variable c + 1 is "cell c is a mine". Open cells are safe. With `blocks`
// (a mosaic) every cell is a variable, clue cells included, and a clue counts its own cell with
// its neighbours (variable c + 1: "cell c is filled").
inline void EncodePuzzle(CaDiCaL::Solver& s, const Topology& topo, std::span<const uint8_t> clues,
                         bool blocks = false) {
  CardinalityEncoder enc(s, topo.size() + 1);
  std::vector<int> xs;
  for (int c = 0; c < topo.size(); ++c) {
    if (clues[c] == kClosed) continue;
    xs.clear();
    if (blocks) {
      xs.push_back(c + 1);
    } else {
      enc.Clause({-(c + 1)});
    }
    for (int32_t nb : topo.neighbors(c)) {
      if (blocks || clues[nb] == kClosed) xs.push_back(nb + 1);
    }
    enc.Exactly(xs, clues[c]);
  }
}

// Brute force with a shown mine count: the assignments of the closed cells with exactly `total`
// mines that meet every clue, up to two. Only for a few closed cells (<= 24).
inline std::vector<Mines> BruteForceWithTotal(const Topology& topo, std::span<const uint8_t> clues,
                                              int64_t total) {
  std::vector<int32_t> closed;
  for (int c = 0; c < topo.size(); ++c) {
    if (clues[c] == kClosed) closed.push_back(c);
  }
  std::vector<Mines> out;
  Mines m(topo.size(), 0);
  for (uint64_t a = 0; a < (uint64_t{1} << closed.size()) && out.size() < 2; ++a) {
    if (__builtin_popcountll(a) != total) continue;
    for (size_t i = 0; i < closed.size(); ++i) m[closed[i]] = (a >> i) & 1;
    bool ok = true;
    for (int c = 0; c < topo.size() && ok; ++c) {
      if (clues[c] == kClosed) continue;
      int k = 0;
      for (int32_t nb : topo.neighbors(c)) k += m[nb];
      ok = k == clues[c];
    }
    if (ok) out.push_back(m);
  }
  return out;
}

// CaDiCaL decides the question the solver answers: solve, block the solution found, solve again.
// `blocks`: a mosaic (EncodePuzzle).
inline OracleResult SatOracle(const Topology& topo, std::span<const uint8_t> clues,
                              bool blocks = false) {
  CaDiCaL::Solver s;
  s.set("quiet", 1);
  EncodePuzzle(s, topo, clues, blocks);
  OracleResult r;
  for (int round = 0; round < 2; ++round) {
    if (s.solve() != 10) break;
    Mines mine(topo.size(), 0);
    for (int c = 0; c < topo.size(); ++c) {
      if (blocks || clues[c] == kClosed) mine[c] = s.val(c + 1) > 0 ? 1 : 0;
    }
    r.solutions.push_back(mine);
    bool any = false;
    for (int c = 0; c < topo.size(); ++c) {
      if (!blocks && clues[c] != kClosed) continue;
      s.add(mine[c] ? -(c + 1) : (c + 1));
      any = true;
    }
    if (!any) {
      s.add(0);  // nothing to vary: the empty clause ends the search
      break;
    }
    s.add(0);
  }
  r.outcome = r.solutions.empty()       ? Outcome::kNone
              : r.solutions.size() == 1 ? Outcome::kUnique
                                        : Outcome::kMultiple;
  return r;
}

}  // namespace papermines::oracle
