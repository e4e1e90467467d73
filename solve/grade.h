// Difficulty: solve a unique puzzle the way a person would and report the hardest step needed.
//
// At every step the easiest technique that makes progress is used (propagate.h describes them):
// single-clue rules first; only when none applies, two clues at once (subset and pairwise rules);
// then chains of three or more clues; then a trial (assume a value, refute it); and when even that
// fails, a search step (the value is taken from the proved solution: a person would have to try
// both values deeper than one trial). After any step the ladder starts again at the bottom.
// The grade is the hardest technique used: easy (single clue only), medium (pairs), hard (chains),
// expert (trial or search). The score sorts puzzles within a grade: each step costs 1, 3, 9, 27 or
// 81 points by technique, so more steps and harder steps both count.
// With explain, every step is written down in words a teacher can put in an answer key.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/topology.h"
#include "solve/solver.h"
#include "solve/system.h"

namespace papermines::solve {

struct GradeResult {
  Difficulty difficulty = Difficulty::kNone;
  double score = 0;
  int steps[5] = {0, 0, 0, 0, 0};  // per Technique
  std::vector<std::string> explanation;
  bool timed_out = false;
  // Every decided value agreed with the given solution (false means a bug or a wrong solution).
  bool sound = true;
};

// `solution` must be the unique solution of the puzzle (used only to choose which value a trial
// assumes and for search steps; every other deduction is derived from the clues alone).
GradeResult Grade(const Topology& topo, std::span<const uint8_t> clues,
                  std::span<const uint8_t> solution, const SolveOptions& options,
                  Deadline& deadline);

}  // namespace papermines::solve
