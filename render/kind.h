// A puzzle kind in render/: every word a page says about it (kinds.h) and what its grid and its
// answer show cell by cell (puzzle_painter.h), one descriptor per kind in render/kind_<kind>.cpp,
// listed by core/kind_list.h (core/kind.h says why; tests/render_kinds_test.cpp checks the
// list against AllPuzzleKinds()). Every string passes through Tr/TrN (i18n.h).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/puzzle.h"

namespace papermines::render {

inline constexpr uint8_t kNoNumber = 255;

// What one grid shows, cell by cell (flat, indexed by cell id), and beside it.
struct GridArt {
  std::vector<uint8_t> tint;            // 1: light grey
  std::vector<uint8_t> number;          // kNoNumber: none
  std::vector<uint8_t> disk;            // 1: a mine
  std::vector<uint8_t> dash;            // 1: a safe closed cell
  std::vector<uint8_t> ring;            // 1: a click
  std::string note;                     // replaces the answer when the file has none
  std::string stat;                     // "14 clicks"
  std::vector<std::string> stat_parts;  // the same in its parts
  std::vector<std::string> banner;      // lines written across the grid ("impossible", the reason)
};

// A whole board as the player sees it open: mines as disks, the numbers of the other cells.
void ShowBoard(const Topology& topo, const Mines& mine, GridArt* a);

// What a number counts, in words ("the 8 cells around it"), for the puzzles of `kind` among
// `puzzles`: their grid's neighbourhood when they share one, else "the cells touching it".
std::string Around(PuzzleKind kind, std::span<const Puzzle> puzzles);

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
};

// The descriptor of every kind, indexed by PuzzleKind (render/kinds.cpp).
std::span<const RenderKind* const> RenderKinds();
const RenderKind& RenderKindOf(PuzzleKind kind);

}  // namespace papermines::render
