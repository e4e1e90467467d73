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

// The kinds among `puzzles`, in the order paper, oneclick, reverse: one instruction line each.
std::vector<PuzzleKind> KindsOf(std::span<const Puzzle> puzzles);

}  // namespace papermines::render
