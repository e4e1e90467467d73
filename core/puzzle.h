// The puzzle model shared by every module: boards (mines), numbers, openings (clues), puzzles.
//
// Usage (every such example is compiled and run against the installed headers by
// tests/cli_install_test.cpp):
//   #include <papermines/core/opening.h>
//   #include <papermines/core/puzzle.h>
//
//   int main() {
//     auto topo = papermines::Topology::Square(3, 3);
//     if (!topo.ok()) return 1;
//     papermines::Mines mine(9, 0);
//     mine[1] = 1;  // row 0, column 1: closed on the chessboard
//     const papermines::Clues clues =
//         papermines::CluesFor(**topo, mine, papermines::ChessboardOpen(**topo));
//     return papermines::SatisfiesClues(**topo, clues, mine) ? 0 : 1;
//   }
//
// Per-cell values live in flat std::vector<uint8_t> indexed by cell id (see topology.h).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "core/kind_list.h"
#include "core/topology.h"

namespace papermines {

// A clue value meaning "this cell is closed" (no clue shown).
inline constexpr uint8_t kClosed = 255;

// mine[cell] is 1 for a mine, 0 for a safe cell.
using Mines = std::vector<uint8_t>;
// clue[cell] is the number shown in an open cell, or kClosed.
using Clues = std::vector<uint8_t>;

// The number of mines among each cell's neighbours (also computed for mine cells).
std::vector<uint8_t> CountNeighborMines(const Topology& topo, std::span<const uint8_t> mine);
// open[cell] != 0 -> the clue of that cell; others kClosed. Open cells must not be mines.
Clues CluesFor(const Topology& topo, std::span<const uint8_t> mine, std::span<const uint8_t> open);
// The openings themselves (chessboard, top row, hex colouring): core/opening.h.
// Whether `mine` satisfies every clue (open cells are safe and show their neighbour count).
bool SatisfiesClues(const Topology& topo, std::span<const uint8_t> clues,
                    std::span<const uint8_t> mine);

// One value a kind, k<Name>, in core/kind_list.h's order: kPaper, kOneClick, kReverse, kMosaic.
#define PM_KIND_ENUMERATOR_(Name, unused) k##Name,
enum class PuzzleKind : uint8_t { PM_EACH_KIND(PM_KIND_ENUMERATOR_, ) };
#undef PM_KIND_ENUMERATOR_
enum class Difficulty : uint8_t { kNone, kEasy, kMedium, kHard, kExpert };

// Every kind, in PuzzleKind order (the order pages and choice lists name them): the one list of
// kinds the front ends offer and every module's own list of kinds is checked against (core/kind.h).
std::span<const PuzzleKind> AllPuzzleKinds();
const char* PuzzleKindName(PuzzleKind kind);  // "paper", "oneclick", "reverse", "mosaic"
// The kinds' names for a message or a help line: "paper, oneclick or reverse"; each name
// between `before` and `after` ("'puzzle paper', 'puzzle oneclick' or 'puzzle reverse'").
std::string PuzzleKindList(std::string_view conjunction = "or", std::string_view before = "",
                           std::string_view after = "");
const char* DifficultyName(Difficulty d);  // "", "easy", "medium", "hard", "expert"
std::optional<PuzzleKind> ParsePuzzleKind(std::string_view s);
std::optional<Difficulty> ParseDifficulty(std::string_view s);  // "easy".."expert" only

// Why a deduction step holds, as data each language words itself (render/step_text.h composes
// the sentence through the catalogues; the solver's own English, `solve --explain`, is
// DeductionStep::text). Cells are cell ids; numbers are as the solver counted them when the step
// was taken.
struct StepClue {
  int32_t cell = -1;  // the clue's cell; -1: the puzzle's shown mine count
  int32_t value = 0;  // the clue (for the mine count: the total)
  int32_t need = 0;   // the mines still missing around it
};
struct StepReason {
  enum class Rule : uint8_t {
    kNoMineAround,    // a 0 clue: every unknown around it is safe
    kAllMinesFound,   // the clue has all its mines: the rest are safe
    kOneUnknownLeft,  // one unknown left around the clue decides it
    kNeedsMore,       // the clue needs as many mines as it has unknowns: all are mines
    kPair,            // two clues sharing unknowns
    kChain,           // three or more clues together
    kTrial,           // supposing a cell's value breaks a clue
    kSearch,          // no rule applies: both values tried deeper
  };
  Rule rule = Rule::kSearch;
  std::vector<StepClue> clues;  // single: 1; pair: 2; chain: all of them; trial: the clue broken
  int32_t unknowns = 0;         // kNeedsMore: the unknowns left around the clue
  std::vector<int32_t> shared;  // kPair: the unknowns both clues see
  bool inside = false;          // kPair: one clue's unknowns lie inside the other's
  int32_t trial_cell = -1;      // kTrial: the cell supposed...
  bool trial_mine = false;      // ...a mine (else safe)
  // kTrial: what the single-clue and pair rules then decide, the first few in order, and how
  // many they decide in all.
  std::vector<std::pair<int32_t, uint8_t>> trial_chain;
  int64_t trial_decided = 0;
  // A mosaic's step (ClueScope::kBlock): each clue counts the filled cells of its 3 x 3 block,
  // itself included, and the cells decided are filled or empty, never mines or safe.
  bool block = false;
};

// One step of a paper puzzle's deduction path as a hint page draws it: the clues it uses, the
// cells it decides (cell, 1 = mine, 0 = safe), why (`reason`, worded by render in the page's
// language) and the solver's English sentence.
struct DeductionStep {
  std::vector<int32_t> clue_cells;
  std::vector<std::pair<int32_t, uint8_t>> cells;
  std::string text;
  StepReason reason;
};

// Why a one-click task has no board (solve/oneclick_rule.h), as data each language words itself.
struct NoBoardReason {
  enum class Rule : uint8_t {
    kNoSafeCell,  // "no safe cell to click"
    kTwoRows,     // "S safe cells: on 2 rows one click opens 1 or an even number of at least 4"
    kGeneral,     // "S safe cells: one click opens 1, 4, 6 or 8 or more"
  };
  Rule rule = Rule::kGeneral;
  int64_t safe = 0;  // the task's safe cells
};

// What a drawing of a puzzle shows beyond its file. solve/complete_answers.h fills it (with the
// missing answer in Puzzle::mine / reverse_clicks) before anything is drawn, because render/ does
// not call the solver; it is never read from or written to a file.
struct DrawingAnswers {
  bool complete = false;  // the answers were completed (what could be found is filled in)
  // paper, when asked for: the rating (solve/rating.h); 0 when the puzzle is not unique.
  std::optional<double> rating;
  // paper, when asked for: the deduction path; `no_path` when the puzzle has no unique solution.
  std::optional<std::vector<DeductionStep>> steps;
  bool no_path = false;
  // oneclick without a board: why no board exists, in a few words ("3 safe cells: ..."); empty
  // when one may exist.
  std::string no_board;
  std::optional<NoBoardReason> no_board_reason;  // the same as data (set with no_board)
};

struct Puzzle {
  PuzzleKind kind = PuzzleKind::kPaper;
  TopologyPtr topology;
  std::string id;                // empty when the file gives none
  std::optional<uint64_t> seed;  // the generator seed, when known
  Difficulty difficulty = Difficulty::kNone;
  std::optional<int64_t> mines;  // the stated mine count (required for oneclick)
  // paper: the mine count is shown to the player with the puzzle (`mines N shown`), a clue of
  // its own; otherwise it is answer data only.
  bool mines_shown = false;
  // paper: the clues (kClosed for closed cells), size == topology->size(); mosaic: the numbers
  // shown (each counts the filled cells of its cell's 3 x 3 block, the cell included), kClosed
  // where none. Empty otherwise.
  Clues clues;
  // paper: the solution's mines, if given; oneclick: the solution board's mines, if given;
  // reverse: the board (required); mosaic: the picture's filled cells (1), if given. Empty when
  // absent.
  Mines mine;
  // oneclick: the click cell of the solution, -1 when no solution is given.
  int click = -1;
  // oneclick: the answer is "no board exists" (the `impossible` line); never with a solution.
  bool impossible = false;
  // reverse: the optimal click set, if the file gives the answer.
  std::optional<std::vector<int32_t>> reverse_clicks;
  DrawingAnswers drawing;
  // The line of its file the puzzle starts on (its `puzzle` line, or its URL in a list of
  // puzz.link URLs), 1-based, for messages about it ("FILE:LINE: ..."); 0 when it was not read
  // from a file. Never written.
  int64_t line = 0;

  bool has_solution() const { return !mine.empty(); }
  // "#3"-style label when there is no id (index is 1-based).
  std::string Label(int index) const;
};

}  // namespace papermines
