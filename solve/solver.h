// The uniqueness prover: for a paper puzzle (a topology and its clues) decide whether the closed
// cells have exactly one mine assignment, several (with two witnesses), or none (with a clue that
// cannot be met). Layers, cheapest first: propagation (propagate.*), linear algebra over a prime
// field (linalg.*), exact search on independent components (search.*). The result says which
// layer decided it.
//
// Usage (every such example is compiled and run against the installed headers by
// tests/cli_install_test.cpp):
//   #include <papermines/core/opening.h>
//   #include <papermines/solve/solver.h>
//
//   int main() {
//     auto topo = papermines::Topology::Square(4, 5);  // gcd(5, 6) = 1: always unique
//     if (!topo.ok()) return 1;
//     papermines::Mines mine(20, 0);
//     mine[1] = mine[7] = 1;  // (0, 1) and (1, 2): closed on the chessboard
//     const papermines::Clues clues =
//         papermines::CluesFor(**topo, mine, papermines::ChessboardOpen(**topo));
//     const papermines::SolveResult r = papermines::Solve(**topo, clues);
//     return r.verdict == papermines::Verdict::kUnique && r.solutions[0] == mine ? 0 : 1;
//   }
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/cell_name.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "solve/options.h"

namespace papermines {

enum class Verdict : uint8_t { kUnique, kMultiple, kNone, kUnknown };
// Which layer decided the verdict.
enum class Proof : uint8_t { kPropagation, kLinearAlgebra, kSearch, kTimeLimit };

const char* VerdictName(Verdict v);  // "unique", "multiple", "none", "unknown"
const char* ProofName(Proof p);      // "propagation", "linear-algebra", "search", "time-limit"

struct SolveResult {
  Verdict verdict = Verdict::kUnknown;
  Proof proof = Proof::kSearch;
  // kUnique: the solution; kMultiple: two different solutions; otherwise empty. Each is a mine
  // vector over all cells (open cells 0).
  std::vector<Mines> solutions;
  // kNone: cells whose clues cannot all be met (at least one). On puzzles up to 2^18 cells and
  // 128 clues (and unless the time limit stops it) a minimal set: these clues fail even with
  // every other clue left out (their cells still open), and without any one of them the others
  // can be met.
  std::vector<int32_t> unsatisfiable;
  // With options.grade and kUnique: the grade, a number for sorting within it, the steps.
  Difficulty difficulty = Difficulty::kNone;
  double difficulty_score = 0;
  // With options.grade and kUnique: the rating, 1.0-11.0 (solve/rating.h); 0 otherwise.
  double rating = 0;
  std::vector<std::string> explanation;
  std::vector<PathStep> path;  // with options.explain: the steps as data, in order
};

// `clues` has one entry per cell: a clue, or kClosed. Never throws; thread-safe (no shared state).
SolveResult Solve(const Topology& topo, std::span<const uint8_t> clues,
                  const SolveOptions& options = {});

}  // namespace papermines
