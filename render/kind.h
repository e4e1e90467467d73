// A puzzle kind in render/: every word a page says about it (kinds.h) and what its grid and its
// answer show cell by cell (puzzle_painter.h), one descriptor per kind in render/kind_<kind>.cpp,
// listed by core/kind_list.h (core/kind.h says why; tests/render_kinds_test.cpp checks the
// list against AllPuzzleKinds()). Every string passes through Tr/TrN (i18n.h).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/kind_list.h"
#include "core/puzzle.h"

namespace papermines::render {

inline constexpr uint8_t kNoNumber = 255;

// What one grid shows, cell by cell (flat, indexed by cell id), and beside it.
struct GridArt {
  std::vector<uint8_t> tint;            // 1: light grey
  std::vector<uint8_t> fill;            // 1: dark (a picture's cell), its number drawn light
  std::vector<uint8_t> number;          // kNoNumber: none
  std::vector<uint8_t> disk;            // 1: a mine
  std::vector<uint8_t> dash;            // 1: a safe closed cell
  std::vector<uint8_t> ring;            // 1: a click
  std::string note;                     // replaces the answer when the file has none
  std::string stat;                     // "14 clicks"
  std::vector<std::string> stat_parts;  // the same in its parts
  std::vector<std::string> banner;      // lines written across the grid ("impossible", the reason)
};

// What the grid of `p` (or its answer) shows, by its kind's descriptor (render/puzzle_painter.cpp);
// the puzzle arrives with its answers completed (render/answers.h).
GridArt GridArtOf(const Puzzle& p, bool answer, bool regions);

// A whole board as the player sees it open: mines as disks, the numbers of the other cells.
void ShowBoard(const Topology& topo, const Mines& mine, GridArt* a);

// What a number counts, in words ("the 8 cells around it"), for the puzzles of `kind` among
// `puzzles`: their grid's neighbourhood when they share one, else "the cells touching it".
std::string Around(PuzzleKind kind, std::span<const Puzzle> puzzles);

// How a puzzle's mine count shows: a clue the player is given (printed with the puzzle), a fact
// of a board that shows its mines (printed, but no clue), only with the answer (a hint the
// puzzle does not give), or never (a kind without mines: a mosaic's filled cells are no mines).
enum class MineCountShows { kClue, kFact, kAnswerOnly, kNever };

// A worked example's steps (a book's how-to page): what the book lists in words under the
// example, and what it draws on the puzzle (the clues a step uses ringed, the cells it decides
// marked). Every string is in the current language.
struct ExampleSteps {
  std::string intro;
  std::vector<std::string> steps;
  std::vector<int32_t> ring;                       // cells ringed on the puzzle
  std::vector<std::pair<int32_t, uint8_t>> marks;  // cells decided on the puzzle (1 = a mine)
};

struct RenderKind {
  PuzzleKind kind;
  std::string (*title)() = nullptr;        // "Paper Minesweeper"
  std::string (*short_title)() = nullptr;  // "Paper"
  // The rules above its puzzles among `puzzles`, and the how-to-play text.
  std::string (*rules)(std::span<const Puzzle> puzzles) = nullptr;
  std::string (*how_to)(std::span<const Puzzle> puzzles) = nullptr;
  std::string (*legend)() = nullptr;     // the key to its answer's marks
  std::string (*play_hint)() = nullptr;  // the playable page's hint
  // What its grid (or its answer) shows; `regions`: a target also counts the blank areas. `a`
  // arrives sized and empty; the puzzle arrives with its answers completed.
  void (*art)(const Puzzle& p, bool answer, bool regions, GridArt* a) = nullptr;
  MineCountShows (*mine_count)(const Puzzle& p) = nullptr;
  // The steps of its worked example; none when the puzzle lacks what they need.
  ExampleSteps (*example)(const Puzzle& p) = nullptr;
  // The playable page (html.cpp, play.js): the cells its script reads beside the grid (paper:
  // the clues, one base-36 digit a cell, '.' closed; reverse: the board, '*' a mine, '.' safe),
  // the JSON fields it adds to the common ones (",\"click\":N"; none when null), and whether its
  // toolbar has "Run the click".
  std::string (*play_cells)(const Puzzle& p) = nullptr;
  std::string (*play_fields)(const Puzzle& p) = nullptr;
  bool play_runs_click = false;
};

// The descriptor of each kind (render/kind_<kind>.cpp), from the list of kinds.
PM_KIND_DESCRIPTORS(RenderKind)

// The descriptor of a kind from the struct K of its file (render/kind_<kind>.cpp): K::kKind and
// the members the fields are named after (`Title`, `ShortTitle`, `Rules`, `HowTo`, `Legend`,
// `PlayHint`, `Art`, `MineCountOf`, `Example`, `PlayCells`), and those it has of `PlayFields`,
// `kPlayRunsClick` (a field it leaves out keeps its default above).
template <class K>
constexpr RenderKind MakeRenderKind() {
  RenderKind d{.kind = K::kKind,
               .title = K::Title,
               .short_title = K::ShortTitle,
               .rules = K::Rules,
               .how_to = K::HowTo,
               .legend = K::Legend,
               .play_hint = K::PlayHint,
               .art = K::Art,
               .mine_count = K::MineCountOf,
               .example = K::Example,
               .play_cells = K::PlayCells};
  if constexpr (requires { K::PlayFields; }) d.play_fields = K::PlayFields;
  if constexpr (requires { K::kPlayRunsClick; }) d.play_runs_click = K::kPlayRunsClick;
  return d;
}

// The descriptor of every kind, indexed by PuzzleKind (render/kinds.cpp).
std::span<const RenderKind* const> RenderKinds();
inline const RenderKind& RenderKindOf(PuzzleKind kind) { return KindIn(RenderKinds(), kind); }

}  // namespace papermines::render
