// Which one-click tasks (Code Jam 2014 "Minesweeper Master") have a board, and why not when they
// have none, in a few words a teacher can write in a key.
//
// With F = R*C - M safe cells a click reveals its zero component and that component's border, so a
// board exists iff F == 1 (click the lone safe cell) or the safe cells are exactly Z + N(Z) for a
// connected non-empty set Z of zero cells: on a 1-wide board always; on a 2-wide board iff F is
// even and at least 4 (zero cells come in column pairs, each with its pair of border cells);
// otherwise iff F is 1, 4, 6 or at least 8 (2, 3, 5 and 7 safe cells cannot be Z + N(Z): a single
// zero cell already opens 4 in a corner). gen/oneclick.h builds the boards; the tests check the
// rule against an exhaustive search.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/puzzle.h"

namespace papermines {

// Whether an R x C board with M mines has a one-click board (R, C >= 1, 0 <= M < R*C).
bool OneClickPossible(int64_t rows, int64_t cols, int64_t mines);

// nullopt when a board exists; otherwise the reason in a few words ("3 safe cells: one click
// opens 1, 4, 6 or 8 or more"). Out-of-range tasks (M >= R*C) have "no safe cell to click".
std::optional<std::string> OneClickImpossibility(int64_t rows, int64_t cols, int64_t mines);
// The same reason as data (core/puzzle.h), for pages and verdicts in other languages.
std::optional<NoBoardReason> OneClickNoBoard(int64_t rows, int64_t cols, int64_t mines);
// The English words of a reason (what OneClickImpossibility returns).
std::string NoBoardEnglish(const NoBoardReason& reason);

}  // namespace papermines
