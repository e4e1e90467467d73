// Difficulty: solve a unique puzzle the way a person would and report the hardest step needed.
//
// Usage (every such example is compiled and run against the installed headers by
// tests/cli_install_test.cpp):
//   #include <papermines/core/opening.h>
//   #include <papermines/solve/grade.h>
//   #include <papermines/solve/rating.h>
//
//   int main() {
//     auto topo = papermines::Topology::Square(4, 5);
//     if (!topo.ok()) return 1;
//     papermines::Mines mine(20, 0);
//     mine[1] = mine[7] = 1;  // (0, 1) and (1, 2): closed on the chessboard
//     const papermines::Clues clues =
//         papermines::CluesFor(**topo, mine, papermines::ChessboardOpen(**topo));
//     papermines::Deadline no_limit(0);
//     const papermines::GradeResult g =
//         papermines::Grade(**topo, clues, mine, papermines::SolveOptions{}, no_limit);
//     return g.difficulty != papermines::Difficulty::kNone && papermines::Rating(g) >= 1.0 ? 0 : 1;
//   }
//
// At every step the easiest technique that makes progress is used (propagate.h describes them):
//  1. single clue: one clue decides its unknowns on its own;
//  2. pair: two clues sharing unknowns decide some (the subset and pairwise rules; this is exactly
//     everything two clues can decide together);
//  3. chain: a group of THREE clues, connected (each shares an unknown with another one of the
//     group), decides some cell: every way of meeting the three clues together gives it the same
//     value. This covers the 1-2-1 style patterns and linear combinations of three clues;
//  4. trial: assume a value for one cell, follow the single-clue and pair rules until some clue
//     cannot be met, conclude the other value (of all refutable assumptions, the shortest);
//  5. search: none of the above applies; the value is taken from the proved solution (a person
//     would have to try both values deeper than one trial).
// After any step the ladder starts again at the bottom. The grade is the hardest technique used:
// easy (single clues only), medium (pairs), hard (chains), expert (a trial or search).
//
// Why a chain is exactly three clues (ChainLimits{3, 16}): that is what "three clues at once"
// means to a person working with a pencil: three neighbouring numbers and the dozen or so cells
// around them, a case analysis that fits on the margin. Larger groups are not something one holds
// in mind; a person stuck there makes an assumption and follows it, i.e. a trial. Measured on
// chessboard tables (see bench/gen.cpp and the report in the commit that introduced this), the
// bound hardly matters for hard: 10 x 10, density 1/2, paper heuristic, 100 000 tables: easy
// 32.4%, medium 67.6%, hard 0.05% whether groups of 3, 4, 5 or 8 clues are allowed; expert is
// 0.001% with 3 and 0 with 4 or more (the old greedy chain of up to 8 clues around a cell also gave
// 0). Chessboard tables are solved by a sweep of single-clue and pair steps from the border
// inward; stalls that need more than two clues are rare, and stalls that need more than three are
// rarer still (and the larger the table, the rarer: the ladder is global, so it stalls only when
// every front of the sweep is stuck at once; 15 x 15 and 20 x 20 gave no hard table in 20 000
// and 10 000 draws). So the generator does not rely on luck for hard and expert tables: it climbs
// (gen/paper.h); at 10 x 10 that takes some 400-1000 tries per expert table, 400 per hard one. The
// bound on unknowns never binds on chessboards (a clue sees at most 4 closed cells on square and
// hex, 6 on triangle, and three connected clues share at least two) and is a safety cap for graphs.
//
// The score sorts puzzles within a grade: each step costs 1, 3, 9, 27 or 81 points by technique,
// so more steps and harder steps both count.
// With explain, every step is written down in words a teacher can put in an answer key.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/topology.h"
#include "solve/options.h"
#include "solve/propagate.h"
#include "solve/system.h"

namespace papermines {

struct GradeResult {
  Difficulty difficulty = Difficulty::kNone;
  double score = 0;
  int steps[5] = {0, 0, 0, 0, 0};  // per Technique
  // Per Technique: the ladder's rounds whose progress came from it (a round of single clues is
  // one sweep over every clue; each harder round is one deduction), and of those, the rounds that
  // decided a single cell (bottlenecks: the only way on was that technique, and it gave one cell).
  int stalls[5] = {0, 0, 0, 0, 0};
  int bottlenecks[5] = {0, 0, 0, 0, 0};
  std::vector<std::string> explanation;
  std::vector<PathStep> path;  // with explain: each step's clues and decided cells
  bool timed_out = false;
  // Every decided value agreed with the given solution (false means a bug or a wrong solution).
  bool sound = true;
  // The cell values (0, 1, kUnset) when the ladder first needed a trial; empty when it never did.
  std::vector<uint8_t> stall;
};

// `solution` must be the unique solution of the puzzle (used only to choose which value a trial
// assumes and for search steps; every other deduction is derived from the clues alone).
GradeResult Grade(const Topology& topo, std::span<const uint8_t> clues,
                  std::span<const uint8_t> solution, const SolveOptions& options,
                  Deadline& deadline, const ChainLimits& chain = ChainLimits{});

}  // namespace papermines
