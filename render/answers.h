// Render draws solved puzzles: the answers a drawing shows (a paper puzzle's solution, a reverse
// board's click set, ratings, hint steps, why a one-click task has no board) are completed before
// rendering by solve/complete_answers.h, because render/ does not call the solver. This check
// stops a puzzle that arrives without them, instead of printing a key that silently lacks them.
#pragma once

#include <span>

#include "absl/status/status.h"
#include "core/puzzle.h"

namespace papermines::render {

// What a drawing needs of each puzzle beyond its completed answers.
struct AnswerNeeds {
  bool rating = false;  // paper: the rating
  bool steps = false;   // paper and mosaic: the deduction path (hint pages)
};

// FailedPrecondition naming the first puzzle that was not completed (or lacks a needed part).
absl::Status CheckAnswersComplete(std::span<const Puzzle> puzzles, AnswerNeeds needs);

}  // namespace papermines::render
