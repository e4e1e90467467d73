// Which puzzles can be drawn, and the room each takes: the checks every surface (the PDF/SVG/PNG
// document and the HTML page) makes before laying a document out, written once so the surfaces
// refuse the same puzzles with the same words.
#pragma once

#include <span>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "render/geometry.h"
#include "render/layout.h"

namespace papermines::render {

struct Drawable {
  std::vector<GridGeometry> geometry;  // per puzzle
  std::vector<Extent> extents;         // per puzzle: the grid, its labels and QR code
};

// InvalidArgument naming the puzzle ("puzzle 2 (id): ...") when one has no topology or one that
// cannot be drawn (graphs), a paper puzzle lacks a clue per cell, a reverse puzzle its board, or
// its QR code cannot be made. `labels`: room for row and column labels; `qr`: for a QR code.
absl::StatusOr<Drawable> CheckDrawable(std::span<const Puzzle> puzzles, bool labels, bool qr);

// The kinds among `puzzles`, in kinds.h kAllKinds order (paper, oneclick, reverse): one
// instruction line each on a sheet, one how-to page each in a book.
std::vector<PuzzleKind> KindsOf(std::span<const Puzzle> puzzles);
// The same among the puzzles of every set (a book's sections).
std::vector<PuzzleKind> KindsOf(std::span<const std::span<const Puzzle>> sets);

// Whether the puzzle's mine count is a clue the solver needs (a one-click board's, a paper
// puzzle's shown count), so every caption shows it first and never leaves it out.
bool MineCountIsClue(const Puzzle& p);

}  // namespace papermines::render
