// One description per puzzle kind: every word a page says about a kind (its title, its rules, the
// key to its answer marks, the how-to-play text, the playable page's hint, the parts of a puzzle's
// caption) lives here and nowhere else, so the worksheets (document.cpp), the books (book.cpp) and
// the playable page (html.cpp) say the same thing, and a translation plugs in at one place: every
// string passes through Tr/TrN (i18n.h) with its English text as the message, placeholders filled
// after translation (absl::Substitute's $0).
//
// The rules name the neighbourhood of the grid the puzzles use (paper by topology: 8 squares, 12
// triangles, 6 hexagons) when every puzzle of the kind shares one topology, else "the cells
// touching it". They are short: a sheet sets them at 9.5 pt and wraps them rather than shrink.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "core/puzzle.h"

namespace papermines::render {

// The kinds in the order a page lists them (core's list, AllPuzzleKinds()); each kind's words and
// grid are its descriptor's (render/kind.h).
inline const std::span<const PuzzleKind> kAllKinds = AllPuzzleKinds();

// "Paper Minesweeper", "One-Click Minesweeper", "Reverse Minesweeper".
std::string KindTitle(PuzzleKind kind);
// "Paper", "One-click", "Reverse": the prefix of a kind's rules on a page of several kinds.
std::string KindShortTitle(PuzzleKind kind);
// The title of a document of `puzzles`: the kind's title, or "Minesweeper Puzzles" when mixed.
std::string DocumentTitle(std::span<const Puzzle> puzzles);

// The rules of `kind` as printed above the puzzles of `puzzles` (the puzzles of other kinds are
// ignored): the neighbourhood in words, and for one-click sets with impossible tasks the question
// "possible or not?".
std::string KindRules(PuzzleKind kind, std::span<const Puzzle> puzzles);
// The how-to-play text (a book's how-to page): the rules at more length.
std::string KindHowTo(PuzzleKind kind, std::span<const Puzzle> puzzles);
// The key to an answer's marks ("● a mine, – a safe closed cell.").
std::string AnswerLegend(PuzzleKind kind);
// The playable page's hint: how the mouse and keyboard play the kind.
std::string PlayHint(PuzzleKind kind);

// Caption parts.
std::string MineCount(int64_t mines);         // "27 mines"
std::string ReverseTarget(int64_t clicks);    // "close it in 41 clicks"
std::string ClickCount(int64_t clicks);       // "14 clicks" (the key's size of a click set)
std::string BlankAreas(int64_t areas);        // "3 blank areas"
std::string RatingCaption(double rating);     // "rating 4.5"
std::string DifficultyCaption(Difficulty d);  // "easy", ..., "" for none
std::string AnswerNotInFile();                // "answer not in file"
// The playable page's cells of a kind of numbered clues (paper, mosaic): one base-36 digit a
// cell, '.' a closed cell (render/kind.h RenderKind::play_cells).
std::string ClueCells(const Puzzle& p);
std::string ImpossibleCaption();  // "impossible"

}  // namespace papermines::render
