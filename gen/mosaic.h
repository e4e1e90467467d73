// Mosaics (Fill-a-Pix): a picture, every clue of it, then clues taken away while the puzzle stays
// unique and no harder than the grade asked for; proven by the prover with ClueScope::kBlock
// (solve/options.h), so only proven puzzles come out.
//
// How a puzzle is made from a picture (MosaicFromPicture; a random picture, cells filled with
// probability `density`, is GenerateMosaic's). Every cell shows its block's count first. When
// even that leaves cells undecided (the block-sum map has a kernel there: some pictures are not
// pinned down by any set of clues) the picture is refused, naming them (UndecidedCells). Then
// the clues are tried in an order drawn from the seed (Fisher-Yates); a clue is taken away when
// the puzzle without it is still unique and within the target, checked cheapest first:
//  - a second solution differing from the picture only within distance 2 of the clue (the local
//    witness, gen/sparse_ladder.h, as paper thinning's step 1): not unique, the clue stays. Every
//    check after it is exact for easy to expert, so it changes no puzzle of theirs;
//  - the single-clue rule alone decides every cell: unique and easy;
//  - single clues and pairs decide every cell: unique and at most medium (not for an easy target);
//  - hard: single clues, pairs and chains of three clues decide every cell (the grader's ladder
//    without trials: at most hard); expert: the cells the chains leave have one solution,
//    by exact search on their independent parts, or by the prover when that takes longer than a
//    moment (expert is reached when the chains then do not decide every cell);
//  - any: single clues and pairs, then the exact search on the independent parts of what they
//    leave, each part with kMosaicRestSteps steps (gen/sparse_ladder.h); no chains and no
//    prover. A removal that search cannot settle in its steps is refused (the clue stays). Why:
//    any takes clues away to the end, and past the grades' puzzles the parts left undecided grow
//    until every try cost the chains, the count and the prover seconds (a random 20 x 20 took
//    minutes, issue 38); bounded by steps, not seconds, the puzzle is the same on every machine.
//    So any is "every clue goes whose removal is proven within that budget": unique (the result
//    is proven), graded by the grader, and the ids of any made before this change make other
//    (less sparse) puzzles now.
// These are gen/sparse_ladder.h's checks over 3 x 3 blocks: LadderClosure keeps the fixpoint of
// single clues and pairs from one removal to the next and redoes only what relied on the removed
// clue, with the answers of a run from nothing, so the puzzles are those of one byte for byte.
// Taking clues away never makes a puzzle easier, so one pass gives a puzzle from which no more
// clues can go at that level. Easy and medium passes run to the end (the sparsest puzzle of the
// grade in that order); hard and expert stop as soon as the grade is reached. The result is
// proven and graded once more; a pass that ends below the target starts again in a new order
// (kMosaicPasses of them for a picture given; a random picture is drawn anew instead).
//
// Which order. The first kMosaicShuffledPasses orders are plain shuffles. For hard and expert the
// later ones put the clues that decide their block alone first (a 0, a full block: 9 inside, 6 on
// an edge, 4 in a corner), still in shuffled order, then the others: taken away early, they leave
// the cells of large even areas to be found from clues around them, which is what takes chains
// or more. On tests/data/mosaic-pictures (bench/mosaic_grades.sh) such an order reaches expert in 1
// to 3 passes where shuffles alone took 23 to 219. (The shuffles come first so that every picture
// the shuffles alone made a puzzle of makes the same puzzle.)
//
// Determinism and ids: puzzle `index` of a run draws from its own stream (RedrawSeed(seed, index,
// attempt), gen/random.h); its id "mos10x10-d50-medium-s1-7" (MosaicId) names everything it
// depends on, so the id makes it again.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "gen/options.h"
#include "gen/puzzle_id.h"

namespace papermines {

// Random pictures drawn per puzzle before the generator says the target is out of reach, and
// orders tried for a picture given (the first kMosaicShuffledPasses of them shuffled alone).
inline constexpr int64_t kMosaicPictures = 64;
inline constexpr int kMosaicPasses = 64;
inline constexpr int kMosaicShuffledPasses = 16;

struct MosaicOptions {
  int rows = 10, cols = 10;
  // Probability that a cell of a random picture is filled, in 1/10000 (ids are exact).
  int density_permyriad = 5000;
  Difficulty difficulty =
      Difficulty::kNone;  // kNone: any (every clue whose removal is proven goes)
  uint64_t seed = 0;
  // Pictures per puzzle (not part of the id), at most kMosaicPictures.
  int64_t max_tries = kMosaicPictures;
  // The whole run's deadline and a cancel question (PaperOptions's; not part of the id).
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  std::function<bool()> cancel;
};

// InvalidArgument when the size or density cannot be made (square grids of 1..1024 a side).
absl::Status ValidateMosaicOptions(const MosaicOptions& o);

// "mos{R}x{C}-d{percent}-{difficulty|any}-s{seed}-{index}[r{redraw}]"; ParseMosaicId inverts it
// (bad ids: InvalidArgument naming the column and part at fault).
std::string MosaicId(const MosaicOptions& o, uint64_t index, int attempt = 0);
using MosaicIdParts = IdParts<MosaicOptions>;
absl::StatusOr<MosaicIdParts> ParseMosaicId(std::string_view id);

// Puzzle `index` of the run (a redraw when attempt > 0): kind mosaic, id, seed, difficulty (when
// asked), clues and its picture. ResourceExhausted when no picture gives the grade.
absl::StatusOr<Puzzle> GenerateMosaic(const MosaicOptions& o, uint64_t index, int attempt = 0);

// The cells a picture's full clue map leaves undecided (empty: every clue shown pins it down),
// in cell order. DeadlineExceeded past `deadline`.
absl::StatusOr<std::vector<int32_t>> UndecidedCells(
    const Topology& topo, const Mines& picture,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());

// What a picture gives.
struct PictureMosaic {
  Clues clues;  // empty when the picture is not pinned down
  Difficulty difficulty = Difficulty::kNone;
  double rating = 0;
  std::vector<int32_t> undecided;          // the cells no clue pins down, when so
  int passes = 0;                          // orders tried
  Difficulty hardest = Difficulty::kNone;  // the hardest grade a pass reached (when not reached)
  // Removals the exact count could not settle in time, sent to the prover (never for any).
  int64_t proofs = 0;
};

// Clues for `picture` (on its square grid) that make it the unique solution, of the grade asked
// (kNone: any), in up to `passes` orders drawn from `seed`. `clues` empty and `undecided` set when
// no set of clues can; `clues` empty and `undecided` empty when the grade was not reached.
// DeadlineExceeded / Cancelled when the deadline passes or `cancel` says so.
absl::StatusOr<PictureMosaic> MosaicFromPicture(
    const Topology& topo, const Mines& picture, Difficulty target, uint64_t seed,
    int passes = kMosaicPasses,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max(),
    const std::function<bool()>& cancel = {});

}  // namespace papermines
