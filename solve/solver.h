// The uniqueness prover: for a paper puzzle (a topology and its clues) decide whether the closed
// cells have exactly one mine assignment, several (with two witnesses), or none (with a clue that
// cannot be met). Layers, cheapest first: propagation (propagate.*), linear algebra over a prime
// field (linalg.*), exact search on independent components (search.*). The result says which
// layer decided it.
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

namespace papermines {

enum class Verdict : uint8_t { kUnique, kMultiple, kNone, kUnknown };
// Which layer decided the verdict.
enum class Proof : uint8_t { kPropagation, kLinearAlgebra, kSearch, kTimeLimit };

const char* VerdictName(Verdict v);  // "unique", "multiple", "none", "unknown"
const char* ProofName(Proof p);      // "propagation", "linear-algebra", "search", "time-limit"

struct SolveOptions {
  // Stop and answer kUnknown after this many seconds (<= 0: no limit).
  double time_limit_seconds = 0;
  // >= 0: the total number of mines is shown (`mines N shown`) and counts as one more clue for
  // the proof and the grade; -1: not used.
  int64_t mine_count = -1;
  // Also grade the difficulty of a unique puzzle (a person's deductions; slower).
  bool grade = false;
  // With grade: record the deductions in words, in order.
  bool explain = false;
  // How the explanation names cells: 0-based "(r,c)" or the printed labels ("C4").
  CellNaming cell_names = CellNaming::kRowCol;
  // Asked now and then (where the time limit is checked, every 1024 steps of a layer); true stops
  // the solve, which answers kUnknown as for a time limit. For a caller that must stay
  // interruptible (the Python module checks Ctrl+C here). Empty: never asked.
  std::function<bool()> cancel;
};

// One step of an explained solution path (options.explain): the open cells whose clues it uses
// (for a trial: the clue that could not be met), the cells it decides with their values (1 mine),
// and the step in words (the same text as the explanation line).
struct PathStep {
  std::vector<int32_t> clue_cells;
  std::vector<std::pair<int32_t, uint8_t>> cells;
  std::string text;
};

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
