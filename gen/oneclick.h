// One-click boards (Code Jam 2014 "Minesweeper Master"): an R x C square board with M mines and a
// click cell such that one click reveals every safe cell.
//
// Which sizes have a board. Let F = R*C - M safe cells (1 <= F <= R*C). A click reveals its zero
// component and the component's border, so a board works iff F == 1 (click the lone safe cell) or
// the safe cells are exactly Z + N(Z) for a connected non-empty set Z of zero cells. Hence:
//  - R == 1 or C == 1: always (safe cells in a run from one end, click at that end);
//  - min(R, C) == 2: iff F == 1 or F is even and >= 4 (zero cells come in column pairs);
//  - otherwise: iff F == 1, 4, 6 or F >= 8 (2, 3, 5, 7 safe cells cannot be Z + N(Z)).
// tests/gen_oneclick_test.cpp checks this against an exhaustive search.
//
// Canonical boards fill the safe cells from the top-left corner (two rows of equal length first,
// then full rows, moving one cell down when a row would hold a single cell); random boards grow a
// random zero region from a random click cell, one border cell at a time, until exactly F cells
// are safe (falling back to a random symmetry of the canonical board after a bounded number of
// attempts). Every board is checked by simulating the click (core/reveal.h) before it is returned.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "gen/distinct.h"
#include "gen/puzzle_id.h"
#include "solve/oneclick_rule.h"

namespace papermines {

struct OneClickBoard {
  int rows = 0, cols = 0;
  std::vector<uint8_t> mine;  // row-major, 1 = mine
  int click = -1;             // row-major cell id of the click
  // Code Jam rows: '*' mine, '.' safe, 'c' the click.
  std::vector<std::string> Rows() const;
};

// OneClickPossible (whether an R x C board with M mines has one) is solve/oneclick_rule.h.

// Whether clicking `click` on this board reveals every safe cell (simulated with Reveal).
bool VerifyOneClick(const OneClickBoard& board);

// The canonical board, or NotFound("Impossible: ...") when there is none; InvalidArgument for
// sizes out of range (R, C < 1, M < 0, M >= R*C, or more than kMaxCells cells).
absl::StatusOr<OneClickBoard> OneClick(int64_t rows, int64_t cols, int64_t mines);
// A random board (deterministic in `seed`), same errors.
absl::StatusOr<OneClickBoard> RandomOneClick(int64_t rows, int64_t cols, int64_t mines,
                                             uint64_t seed);

// The puzzle one-click id parts name (gen/puzzle_id.h); InvalidArgument for sizes out of range.
absl::StatusOr<Puzzle> OneClickFromId(const OneClickIdParts& parts);

// The board as a FORMAT.md `oneclick` puzzle (ids: gen/puzzle_id.h).
Puzzle OneClickPuzzle(const OneClickBoard& board, std::string id, std::optional<uint64_t> seed);

// A worksheet's set of one-click tasks: no two alike (size and mine count), sizes varied around
// rows x cols (each by up to a fifth, at least 1, never below 2 unless asked for 1), mine shares
// drawn from the difficulty's band (OneClickShareBand) unless `mines` fixes the count.
// round(impossible * count) tasks, at random positions, have no board (their safe-cell count is one
// the rule of solve/oneclick_rule.h forbids) and are written with `impossible`; when there are any,
// every other possible task is a near miss (4, 6, 8 or 9 safe cells, or an even count on a 2-wide
// board) so that "possible or not?" cannot be answered from the mine count alone. Task i draws
// its size and mines from a stream of (seed, i) and is redrawn on a repeat (gen/distinct.h); its
// board comes from the id alone (gen/puzzle_id.h: "oc9x8-m12-medium-s1-3"), so every task's id
// regenerates it. Deterministic in the options. Only ordinary tasks carry `difficulty`.
struct OneClickSetOptions {
  int rows = 10, cols = 10;
  int64_t mines = -1;           // >= 0: every task has this many mines (only the size varies)
  std::optional<double> share;  // else: every task this share of mines (0..1), rounded
  int64_t count = 6;
  uint64_t seed = 1;
  double impossible = 0;  // share of impossible tasks, 0..1
  Difficulty difficulty = Difficulty::kNone;
};
// The mine share band of a difficulty: easy 8-16%, medium 17-27%, hard 28-36%, expert 40-50%;
// kNone (any) 8-50%.
std::pair<double, double> OneClickShareBand(Difficulty d);
// The largest side a set's tasks have around a side of n (n + n/5, at least n + 1; 1 stays 1).
int OneClickSideMax(int n);

// The tasks of a set one at a time, for a batch driver (gen/producer.h): Create validates the
// options and chooses which slots are impossible; Task(i, attempt) is task i, or its redraw
// `attempt` when an earlier task is alike (TaskFingerprint: same size and mine count).
class OneClickSet {
 public:
  static absl::StatusOr<OneClickSet> Create(const OneClickSetOptions& o);
  absl::StatusOr<OneClickIdParts> TaskParts(int64_t i, int attempt) const;
  absl::StatusOr<Puzzle> Task(int64_t i, int attempt) const;
  static Fingerprint TaskFingerprint(const Puzzle& p);

 private:
  OneClickSetOptions options_;
  std::vector<int> kind_;  // per slot: 0 ordinary, 1 near miss, 2 impossible
};

// The whole set at once. ResourceExhausted when the sizes around rows x cols do not hold `count`
// different tasks.
absl::StatusOr<std::vector<Puzzle>> GenerateOneClickSet(const OneClickSetOptions& o);

// Contest mode: Code Jam input (T, then T lines "R C M") to Code Jam output ("Case #x:" then the
// board rows or "Impossible"). Input errors: "<name>:LINE:COL: expected ..., got ...".
absl::StatusOr<std::string> SolveGcj(std::string_view input, std::string_view name);

}  // namespace papermines
