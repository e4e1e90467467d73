// Sparse openings: a table of the grid's own opening (the chessboard, or whatever opening
// PaperGenerator draws for the topology) with clues removed one at a time while it stays unique,
// until the target grade (or rating) is met or no clue can go. Thinning is a step on a table that
// needs only core and solve; PaperGenerator (gen/paper.cpp) draws the base tables, thins them
// with ThinTable and gives the result its id.
//
// Why. Chessboard tables are nearly all easy or medium, and the larger the table the easier: with
// a clue on every other cell there is always some place where one or two clues make progress.
// Taking clues away is what makes a person need three clues at once, or an assumption.
//
// How. The clues of the base table are tried in a seeded order (Fisher-Yates over the open cells).
// A removal makes the cell a closed safe cell; it is kept only when the table is still unique and
// no harder than the target. Every check is cheapest first:
//  1. local witness: the cells within distance 2 of the removed clue are searched (the rest of
//     the board fixed to the solution) for another assignment meeting every clue; one found is a
//     second solution of the whole table, so the removal is refused without a global proof
//     (LocalWitness, gen/sparse_ladder.h, which mosaics' thinning runs over blocks too);
//  2. single clues (easy target) or single clues and pairs (every other target) run to their
//     fixpoint; when they decide every cell the table is unique and at most easy (or medium):
//     the removal is kept;
//  3. hard and expert targets only: chains of three clues are added to that fixpoint; deciding
//     every cell means unique and hard: kept (for a hard target the table has reached its grade);
//  4. expert (and no target) only: whether the cells the chains left have one solution, by exact
//     search on their independent parts (solve/search.h), or, when that takes longer than a
//     moment, by the full solver (solve/solver.h); unique means expert (steps 2 and 3 failed):
//     kept. Both answers are exact, so which one answers changes no table.
// Steps 2-4 are gen/sparse_ladder.h's: LadderClosure keeps the fixpoint of step 2 from one removal
// to the next and redoes only what relied on the removed clue, and runs step 3 on the parts of
// the board that changed; it says what a run from nothing (CheckLevels) says, so the tables are
// those of a run from nothing, byte for byte. With a shown mine count every removal changes that
// clue: the run is from nothing.
// Removing more clues never makes a table easier nor restores a lost uniqueness (every rule
// only loses premises), so a removal refused once stays refused: one pass over the clues gives a
// table from which no further clue can go at that level. Easy and medium targets make that pass
// to the end (the sparsest table of the grade along this order); hard and expert stop when the
// grade is reached and the rating, if asked, is in range (a rating below the range goes on
// removing, one above it undoes the removal). A pass that ends below the target starts again from
// the next base table (up to kSparseBases of them per puzzle). An easy target starts from easy
// base tables (removals cannot make a table easier).
//
// With --mine-count shown the total is one more clue in every check (the local witness must keep
// the region's number of mines; the fixpoints and the solver get the count as a constraint), so a
// shown count lets more clues go.
//
// The final table is proven unique by Solve once more and graded by Grade; its difficulty is what
// the grade says. Sparse tables are outside the paper's theorems (which are about the full
// chessboard); their uniqueness rests on the solver's proof alone.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>

#include "absl/status/status.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "solve/grade.h"

namespace papermines {

// Base tables thinned per puzzle before the generator reports that the target is out of reach.
// 256, not 64: on the hex grid's 3-colouring opening about 1 base table in 18 thins to an expert
// 8 x 8 table, so 64 bases missed for about 1 puzzle in 40; 256 miss for about 1 in 2 million.
inline constexpr int64_t kSparseBases = 256;

// What a thinning pass aims at: a grade (kNone: remove every clue that can go), and optionally a
// rating range in tenths (0 = none).
struct SparseTarget {
  Difficulty grade = Difficulty::kNone;
  int rating_min_tenths = 0;
  int rating_max_tenths = 0;
  // >= 0: the mine count is shown and is one more clue for every check (--mine-count shown).
  int64_t mine_count = -1;
};

struct SparseResult {
  bool reached = false;    // the table meets the target
  bool timed_out = false;  // the deadline passed first
  Clues clues;             // the thinned table
  GradeResult grade;       // of the thinned table (when reached)
  int64_t tried = 0, kept = 0;
};

// Thins a unique table (clues, its solution `mine`) towards `target`, trying the clues in the
// order drawn from `seed`. Stops with `timed_out` once `deadline` passes or `cancel` (asked
// before every clue and inside every proof and grade; PaperOptions::cancel) answers true.
SparseResult ThinTable(const Topology& topo, const Clues& clues, const Mines& mine,
                       const SparseTarget& target, uint64_t seed,
                       std::chrono::steady_clock::time_point deadline,
                       const std::function<bool()>& cancel = {});

}  // namespace papermines
