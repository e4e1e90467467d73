// One puzzle's grid drawn anywhere on a page: the worksheets' slots (document.cpp), the book's
// sections, answer pages and how-to-play example (book.cpp), so that a cell looks the same in
// every document, with one Text (fonts, glyph cache) for the whole document.
//
// What a grid shows, by kind:
//  - paper puzzles: clue numbers in open cells, closed cells lightly tinted; the answer adds the
//    mines as filled disks and a dash in every safe closed cell;
//  - one-click puzzles: an empty R x C grid; the answer is the solution board with its numbers
//    (blank for 0) and the click ringed, or, for a task without a board, a banner with the reason;
//  - reverse puzzles: the open board (numbers, mines as disks); the answer rings an optimal click
//    set.
// Beside the grid the caller prints what the drawing returns (GridMarks): the reverse target
// ("close it in 41 clicks"), the size of the answer's click set, or "answer not in file".
#pragma once

#include <cairo.h>

#include <memory>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "render/geometry.h"
#include "render/text.h"

namespace papermines::render {

// What a drawing says beside its grid (each already in the page's language, kinds.h).
struct GridMarks {
  std::string stat;                 // "close it in 41 clicks", "14 clicks"; "" when nothing
  std::string note;                 // "answer not in file", "impossible"; "" when nothing
  std::vector<std::string> banner;  // lines across the grid ("impossible", the reason)
  // `stat` in its parts ("close it in 41 clicks", "4 blank areas"), which a caption may set on
  // two lines; `stat` joins them with " \u00B7 ".
  std::vector<std::string> stat_parts;
};

// The caption parts a student needs beside a grid, as Pango markup, in order: the mine count where
// it is a clue (a one-click task; a paper table whose count is shown) and the marks' stat parts
// (GridMarks::stat_parts), bold; the marks' note, in italics. A worksheet's caption (document.cpp)
// adds what helps after them; a grid drawn alone (puzzle_svg.h) says just these.
std::vector<std::string> NeededCaptionParts(const Puzzle& p, const GridMarks& marks);

class PuzzlePainter {
 public:
  explicit PuzzlePainter(const std::string& font);
  ~PuzzlePainter();
  PuzzlePainter(const PuzzlePainter&) = delete;
  PuzzlePainter& operator=(const PuzzlePainter&) = delete;

  // What the drawing of `p` (or its answer) says beside its grid; `regions`: a reverse target
  // also counts the blank areas.
  static GridMarks Marks(const Puzzle& p, bool answer, bool regions);

  // Draws puzzle `p` (or its answer) with geometry `g`, the grid's bounding box's top-left corner
  // at (x, y), cells of `unit` points. No labels, no banner: the caller adds them.
  void DrawGrid(cairo_t* cr, const Puzzle& p, const GridGeometry& g, double x, double y,
                double unit, bool answer, bool regions = false);

  // The same for a puzzle whose geometry is not at hand (GridGeometry::For must succeed). Returns
  // the note, else the stat of Marks (e.g. "14 clicks"), "" when neither.
  std::string Draw(cairo_t* cr, const Puzzle& p, double x, double y, double unit, bool answer);

  Text& text();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace papermines::render
