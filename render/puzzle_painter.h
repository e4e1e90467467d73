// One puzzle's grid drawn anywhere on a page (the book's sections, answer pages and how-to-play
// example): the same drawing as the worksheets (document.cpp), shared so that a cell looks the
// same in every document, and one Text (fonts, glyph cache) for the whole document.
#pragma once

#include <cairo.h>

#include <memory>
#include <string>

#include "core/puzzle.h"
#include "render/text.h"

namespace papermines::render {

class PuzzlePainter {
 public:
  explicit PuzzlePainter(const std::string& font);
  ~PuzzlePainter();
  PuzzlePainter(const PuzzlePainter&) = delete;
  PuzzlePainter& operator=(const PuzzlePainter&) = delete;

  // Draws puzzle `p` (or its answer) with the grid's bounding box's top-left corner at (x, y),
  // cells of `unit` points. Returns what the answer says beside the grid ("14 clicks", "answer
  // not in file"; "" when nothing). The puzzle must be drawable (GridGeometry::For succeeds).
  std::string Draw(cairo_t* cr, const Puzzle& p, double x, double y, double unit, bool answer);

  // The key to an answer's marks for a kind ("● a mine, – a safe closed cell.").
  static std::string AnswerLegend(PuzzleKind kind);

  Text& text();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace papermines::render
