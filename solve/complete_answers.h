// Completing the answers a drawing shows, before anything is drawn: render/ draws solved puzzles
// and does not call the solver, so every drawing command passes its puzzles through here first.
//
// Per puzzle (Puzzle::drawing records what was done, Puzzle::mine / reverse_clicks take the
// answers found):
//  - paper: the unique solution when the file has none (Solve, 20 s); with `rate` the rating;
//    with `steps` the deduction path for hint pages. A puzzle without a unique solution keeps an
//    empty answer (its key says "answer not in file", its hints "no unique solution").
//  - oneclick without a board: the reason no board exists, when the rule shows one
//    (solve/oneclick_rule.h); otherwise the key says "answer not in file".
//  - reverse: an optimal click set when the file has none (CountClicks).
//  - mosaic: as paper, with every cell unknown and each clue counting its 3 x 3 block.
#pragma once

#include <chrono>
#include <span>

#include "absl/status/status.h"
#include "core/puzzle.h"
#include "solve/options.h"

namespace papermines {

struct CompleteOptions {
  bool rate = false;               // paper: compute the rating
  bool steps = false;              // paper: compute the deduction path (hint pages)
  bool label_names = false;        // name cells in step captions as the printed labels ("C4")
  double time_limit_seconds = 20;  // per solver call
  // No puzzle is begun after it: DeadlineExceeded (a server's time limit holds while the answers
  // of a sheet or a book are completed).
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
};

// InvalidArgument, naming the puzzle ("puzzle 3 (id): ..."), when a puzzle cannot be completed:
// it has no topology, a paper puzzle lacks one clue per cell, a reverse puzzle its board, or the
// click count of a reverse board fails.
absl::Status CompleteAnswers(std::span<Puzzle> puzzles, const CompleteOptions& options);

// The completion of a kind the prover proves (paper, mosaic: solve/kind_<kind>.cpp): the unique
// solution when the file has none and, with options.rate, the rating, from one solve with
// `prove`; with options.steps the deduction path, from a solve with `explain` (its grade,
// explanation and cell names are set here).
absl::Status CompleteByProof(Puzzle& p, const CompleteOptions& options, SolveOptions prove,
                             SolveOptions explain);

}  // namespace papermines
