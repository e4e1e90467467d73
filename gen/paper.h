// Paper minesweeper tables: German & Lakshtanov's chessboard openings on square and triangle grids,
// the hex grid's 3-colour opening (core/opening.h), and the 2 x n strip with its top row open
// (Theorem 1), each proven unique by Solve.
//
// Usage (every such example is compiled and run against the installed headers by
// tests/cli_install_test.cpp):
//   #include <iostream>
//   #include <papermines/core/mines_io.h>
//   #include <papermines/gen/paper.h>
//
//   int main() {
//     papermines::PaperOptions options;
//     options.rows = 7;
//     options.cols = 9;
//     options.seed = 2024;
//     options.difficulty = papermines::Difficulty::kMedium;
//     auto generator = papermines::PaperGenerator::Create(options);
//     if (!generator.ok()) return 1;
//     auto puzzle = generator->Generate(0);  // puzzle 0 of the run: proven unique, graded
//     if (!puzzle.ok()) return 1;
//     std::cout << papermines::FormatPuzzle(*puzzle);
//     return puzzle->difficulty == papermines::Difficulty::kMedium ? 0 : 1;
//   }
//
// How a table is made. The opening is fixed by the topology (chessboard: (r, c) open iff r + c is
// even; hex: one class of the 3-colouring closed; strip: the top row). The closed cells are filled
// one by one in row-major order, each a mine with probability `density` (Bernoulli), except where
// the heuristic forces it:
//  - none:   no forcing; clues may be 0 or "full" (every closed neighbour a mine).
//  - paper:  the paper's rule. When a cell is the LAST undecided closed neighbour of a clue in an
//            earlier row (the clue "above"), or, in the last row, of a clue to its left, the cell
//            is forced so that this clue is neither 0 nor equal to its number of closed neighbours.
//            On square and triangle chessboards every clue outside the last row has a closed
//            neighbour in the next row, so paper guarantees: no clue is 0 or full, except possibly
//            the clue in the bottom-right corner (the last cell of the fill, when it is open).
//            On the strip every clue is covered, so paper = strict there. On hex, paper covers
//            the clues that see 3 closed cells or more (every inner clue) instead: asking it of
//            the border clues that see 2 has no solution at all at many sizes (paper.cpp).
//  - strict: the same forcing for EVERY clue at its last undecided closed neighbour; this
//            guarantees that no clue anywhere is 0 or full. A cell forced both ways by two clues
//            rejects the draw (the table restarts with fresh random bits). Cells are only forced
//            when a clue would otherwise become trivial, so the distribution is Bernoulli(density)
//            conditioned sequentially on non-triviality. Exact conditioning (whole-table rejection)
//            accepts 1.5% of draws on a 6 x 6 square at density 0.5 and 0.06% at 0.2, and far fewer
//            on 10 x 10; the sequential fill stays close to it in mine density (bench/gen.cpp
//            BM_StrictSkew, 6 x 6: 0.405 vs 0.437 exact at 0.2, 0.500 vs 0.499 at 0.5, 0.595 vs
//            0.568 at 0.8), i.e. it moves the density less than exact conditioning does.
//            A size where some clue has fewer than 2 closed neighbours cannot be strict (or, for
//            paper, when such a clue is covered by the rule): Create() reports it.
// Every table is then proven unique by Solve (and graded when a difficulty is asked for); a table
// that is not unique (possible on sizes outside the theorems), not of the asked difficulty, or not
// decided in time, is dropped and the next draw is tried, up to max_tries (or 2000 proofs without
// a single unique table); then the generator reports that the size/options yield no such table.
//
// Hard and expert: the climb. Chessboard tables are nearly always solved by single clues and pairs
// (solve/grade.h: at 10 x 10, density 1/2, about 1 draw in 2000 is hard and 1 in 100 000 expert),
// so fresh draws alone would need ~10^5 tries per expert table. For these two targets a unique
// table graded BELOW the target becomes the start of a climb: each next try is the current table
// with the random numbers of one kClimbWindow x kClimbWindow window of cells drawn anew (the fill,
// with the heuristic's forcing, then runs again, so the heuristic's guarantee holds). The new
// table replaces the current one when it is unique, still below the target and not easier by the
// key (grade, steps needing three clues or more, pair steps); a table of the target grade is the
// answer; one above it is dropped. After kClimbPatience tries in a row without a strictly better
// key the climb restarts from a fresh draw. Every try counts as a draw (PaperStats::mutations
// counts those of climbs). Every random number is still drawn with the density and the
// heuristic's guarantee holds, but a climb's tables are not an unbiased sample of all tables of
// that grade (they stay close to where the climb started). Easy and medium: fresh draws only.
//
// Determinism and ids. Puzzle number `index` of a run with seed S draws from its own random stream
// seeded with PuzzleSeed(S, index) (splitmix64), so the same options give the same puzzles in the
// same order whatever the thread count, and each puzzle's id (PaperId) names everything needed to
// regenerate exactly that puzzle: "sq10x10-d50-p-medium-s42-7" = square 10 x 10, density 50%,
// paper heuristic, medium, seed 42, index 7.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "core/opening.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "gen/options.h"
#include "gen/puzzle_id.h"
#include "gen/random.h"

namespace papermines {

// Per-puzzle work, for the stderr summary and the benchmark.
struct PaperStats {
  int64_t draws = 0;      // tables drawn (including those rejected by a forcing conflict)
  int64_t conflicts = 0;  // draws rejected because a cell was forced both ways
  int64_t solves = 0;     // Solve calls
  int64_t not_unique = 0;
  int64_t wrong_grade = 0;
  int64_t mutations = 0;  // draws that changed one window of the previous table (climbs)
  int64_t unknown = 0;    // time limit hit
  // --opening sparse: base tables thinned, clue removals tried and kept (gen/sparse.h).
  int64_t sparse_bases = 0;
  int64_t removals_tried = 0;
  int64_t removals_kept = 0;
  // Unique tables by grade (indexed by Difficulty; only counted when a difficulty is asked for).
  int64_t graded[5] = {0, 0, 0, 0, 0};
  void Add(const PaperStats& o);
};

// A generator for one set of options: validates them and precomputes the fill plan once; then
// Generate() is const and thread-safe.
class PaperGenerator {
 public:
  static absl::StatusOr<PaperGenerator> Create(const PaperOptions& options);
  // Puzzle `index`: kind paper, its topology, id, seed (the run seed), difficulty (when asked),
  // mines, clues and solution. ResourceExhausted when max_tries draws give no table.
  // `attempt` > 0: a redraw of that puzzle from its own stream (the no-repeat rule).
  absl::StatusOr<Puzzle> Generate(uint64_t index, PaperStats* stats = nullptr,
                                  int attempt = 0) const;
  const PaperOptions& options() const { return options_; }
  const Topology& topology() const { return *topo_; }
  // The grid's own opening (1 = open) that tables are drawn on; sparse tables open a subset.
  const std::vector<uint8_t>& opening() const;

  struct Plan;  // the precomputed fill order and forcing constraints (paper.cpp)

 private:
  // --opening sparse: tables of the grid's own opening thinned (gen/sparse.h ThinTable) until the
  // target is met.
  absl::StatusOr<Puzzle> GenerateSparse(uint64_t index, PaperStats* stats, int attempt) const;

  PaperOptions options_;
  TopologyPtr topo_;
  std::shared_ptr<const Plan> plan_;
};

// The climb towards hard and expert targets (paper.h header): window side in rows and columns, and
// how many rejected mutations in a row end a climb.
inline constexpr int kClimbWindow = 3;
inline constexpr int64_t kClimbPatience = 300;

// One puzzle (builds a generator each call; use PaperGenerator for many).
absl::StatusOr<Puzzle> GeneratePaper(const PaperOptions& options, uint64_t index,
                                     PaperStats* stats = nullptr);
// Regenerates the puzzle an id names.
absl::StatusOr<Puzzle> GeneratePaperFromId(std::string_view id, PaperStats* stats = nullptr);
// Puzzles first .. first + count - 1 in order, on `jobs` threads (0 = hardware concurrency).
// Holds them all in memory: for large counts use RunBatch (gen/batch.h) with a PaperGenerator.
absl::StatusOr<std::vector<Puzzle>> GeneratePaperBatch(const PaperOptions& options, uint64_t first,
                                                       int64_t count, int jobs = 1,
                                                       PaperStats* stats = nullptr);

}  // namespace papermines
