// Reverse-sweep puzzles (CodeChef MINESREV): a board whose cells all start open; the player must
// close it in as few clicks as possible. The answer (the minimum and an optimal click set from
// solve/clicks.h, checked by simulation) is written into the puzzle. Defined in
// gen/kind_reverse.cpp, beside the kind's descriptor; this header is what tests call directly.
//
// Generation: puzzle `index` of a run draws from its own stream, SplitMix64(PuzzleSeed(seed,
// index)), so the output depends only on the options and the seed. Each attempt places exactly
// round(density * cells) mines uniformly (partial Fisher-Yates); of `attempts` boards, the one
// where the matching saves the most clicks is kept (the first on ties), or, with a difficulty
// asked for, the first board of that grade.
//
// Grade: saved = components + forced - minimum = the clicks a player who clicks every opening
// separately would waste; it counts the border cells that must be found to close two openings at
// once. easy: saved <= 1; medium: 2..3; hard: 4..6; expert: 7 or more.
#pragma once

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "gen/options.h"
#include "gen/shard.h"

namespace papermines {

// InvalidArgument when the options cannot make a board (size, density, mines, count, attempts).
absl::Status ValidateReverseOptions(const ReverseGenOptions& options);

// The grade of a board by the clicks the matching saves (see above).
Difficulty GradeReverseSaving(int64_t saved);

// Puzzle number `index` of the run (`redraw` > 0: a redraw for the no-repeat rule, its id ending in
// "r<redraw>"). Its id (gen/puzzle_id.h) regenerates it. NotFound when no attempt has the requested
// grade.
absl::StatusOr<Puzzle> GenerateReversePuzzle(const ReverseGenOptions& options, uint64_t index,
                                             int redraw = 0);
// `count` puzzles, indices 0..count-1, no board twice (gen/distinct.h), or, with a shard, the
// shard's slice of them. InvalidArgument for bad options; ResourceExhausted when fewer distinct
// boards exist than asked for.
absl::StatusOr<std::vector<Puzzle>> GenerateReverse(const ReverseGenOptions& options,
                                                    const Shard& shard = {});

}  // namespace papermines
