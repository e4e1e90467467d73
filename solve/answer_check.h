// Marking a student's answer to a puzzle (`papermines check`).
//
// The answer is a Puzzle read in MinesRead::kAnswers mode (core/mines_io.h): a paper answer's
// mines, a oneclick answer's board and click (or `impossible`), a reverse answer's click set.
// Every verdict is decided by playing the rules, never by comparing with the key alone:
//  - paper: correct iff the marked mines meet every clue and no open cell is marked (on a puzzle
//    with a unique solution that is the solution); wrong lists the cells that differ from the
//    solution (the puzzle's own, else the proved unique one), or, when the puzzle has no unique
//    solution, the clues the answer does not meet;
//  - oneclick: valid iff the board has the task's M mines, one click cell, and that one click
//    opens every safe cell (simulated); invalid says which of these fails; an `impossible` answer
//    is correct iff no board exists (solve/oneclick_rule.h);
//  - reverse: the clicks are played in reverse (CellsLeftOpen): invalid when cells stay open,
//    else optimal iff there are as many as the minimum (CountClicks), else valid but not optimal.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "core/cell_name.h"
#include "core/puzzle.h"

namespace papermines {

enum class AnswerVerdict : uint8_t {
  kCorrect,     // paper: the solution; oneclick: "impossible" and no board exists
  kWrong,       // paper
  kValid,       // oneclick: a board one click clears
  kInvalid,     // oneclick: not such a board; reverse: cells stay open
  kIncorrect,   // oneclick: "impossible" but a board exists
  kOptimal,     // reverse: closes the board in the minimum
  kNotOptimal,  // reverse: closes the board, in more clicks than the minimum
};

// "correct", "wrong", "valid", "invalid", "incorrect", "optimal", "valid but not optimal".
const char* AnswerVerdictName(AnswerVerdict v);
// A short token for data: the name with spaces as dashes ("valid-but-not-optimal").
std::string AnswerVerdictToken(AnswerVerdict v);

// What the reason of a verdict says, as data (the fields of AnswerCheck it uses), so a command
// can word it in any language; AnswerCheck::reason is its English wording.
enum class AnswerReason : uint8_t {
  kNone,            // paper correct
  kWrongCells,      // paper wrong: `cells` differ from the solution
  kCluesNotMet,     // paper wrong, no unique solution: the clues in `cells` are not met
  kImpossible,      // oneclick correct "impossible": `no_board`
  kBoardExists,     // oneclick incorrect: answered impossible, but a board exists
  kMineCount,       // oneclick invalid: `mines` mines, not `expected_mines`
  kNoClick,         // oneclick invalid: no click cell marked
  kStillClosed,     // oneclick invalid: the click at `click` opens `opened` of `safe`; `cells`
                    // closed (and `no_board` when no board exists at all)
  kOneClickClears,  // oneclick valid: `mines` mines, click at `click`
  kLeftOpen,        // reverse invalid: `cells` left open
  kClicks,          // reverse optimal: `clicks`
  kOverMinimum,     // reverse valid but not optimal: `clicks`, `minimum`
};

struct AnswerCheck {
  AnswerVerdict verdict = AnswerVerdict::kWrong;
  bool right = false;  // correct, valid or optimal
  AnswerReason why = AnswerReason::kNone;
  std::string reason;              // the parenthesis of the plain line, without the parentheses
  std::vector<int32_t> cells;      // paper: wrong cells (or unmet clues); reverse: cells left open
  int64_t mines = -1;              // oneclick board: its mine count
  int32_t click = -1;              // oneclick board: its click cell
  int64_t clicks = -1;             // reverse: the answer's click count
  int64_t minimum = -1;            // reverse: the minimum
  int64_t expected_mines = -1;     // oneclick: the task's mine count
  int64_t opened = -1, safe = -1;  // oneclick: cells the click opens, safe cells in all
  std::optional<NoBoardReason> no_board;  // oneclick: why no board exists
};

// InvalidArgument when the answer cannot be an answer to this puzzle (another kind or grid, or no
// answer in it); the message names neither file (the caller adds where).
absl::StatusOr<AnswerCheck> CheckAnswer(const Puzzle& puzzle, const Puzzle& answer,
                                        CellNaming naming = CellNaming::kRowCol);

}  // namespace papermines
