// The solver's options: the tunable numbers, declared once (core/option_table.h), from which
// solve/theorem.h takes its default and the CLI its flag, bounds and help; and the options of a
// proof and a grade (SolveOptions), which the prover (solve/solver.h) and the grader
// (solve/grade.h) both take.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/cell_name.h"
#include "core/option_table.h"

namespace papermines::solve_options {

inline constexpr NumberOption<int64_t> kTheoremBudget{
    "budget", 20'000'000, 0, int64_t{1} << 50,
    "search nodes per size for the witness search before the size is reported undecided (0: no "
    "limit)"};

}  // namespace papermines::solve_options

namespace papermines {

// What a clue counts: its cell's neighbours, its own cell open and safe (paper); or its cell's
// closed block, the cell and its neighbours, every cell unknown, clue cells included (mosaic).
enum class ClueScope : uint8_t { kNeighbours, kBlock };

struct SolveOptions {
  // What a clue counts (the puzzle's kind: solve/kinds.h SolveKind::scope).
  ClueScope scope = ClueScope::kNeighbours;
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
// the step in words (the same text as the explanation line) and as data.
struct PathStep {
  std::vector<int32_t> clue_cells;
  std::vector<std::pair<int32_t, uint8_t>> cells;
  std::string text;
  StepReason reason;  // the same step as data, for a sentence in another language (core/puzzle.h)
};

}  // namespace papermines
