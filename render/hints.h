// Hint pages: after the answer key, each paper puzzle's and mosaic's first K deduction steps (or
// all of them), each drawn on a small copy of the grid, its column letters and row numbers drawn
// around it, with a caption in the words of `solve --explain --labels`: the cells named as the
// labels ("C4").
//
// A step's grid shows the state before it: clues, the cells decided by earlier steps in grey (a
// disk for a mine, a dash for a safe cell), the clues the step uses shaded and bold, and the cells
// it decides in black, ringed. The steps are the solver's path, completed before drawing
// (Puzzle::drawing.steps, solve/complete_answers.h):
// single clues, pairs, chains of three, a refuted trial (shaded: the clue it could not meet).
// A mosaic has no closed cells (every cell is unknown, numbered ones too): its decided cells are
// drawn as its key draws them, a filled cell dark with its number white (this step's as dark and
// ringed in white), an empty one a dash (in a numbered cell's corner); the page's key line is
// that of the kinds on it. Oneclick and reverse puzzles have no deduction path and get no hint
// block.
//
// Layout: three steps across, rows of steps flowing down the page, a heading per puzzle ("Puzzle 3
// · the first 5 steps", "all 14 steps" when the whole path is shown); a new page when the next row
// does not fit, where a puzzle's steps go on under "Puzzle 3 (continued)". Captions are set at
// 9 pt like everything a student reads. Sizes in points; the mini grids share the page margins of
// layout.h.
#pragma once

#include <cairo.h>

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "render/geometry.h"
#include "render/layout.h"
#include "render/text.h"

namespace papermines::render {

class HintPages {
 public:
  // steps: how many steps per puzzle (-1: all; 0: no hint pages). `puzzles` and `geometry` are
  // read, never copied: they must outlive the hint pages.
  HintPages(std::span<const Puzzle> puzzles, std::span<const GridGeometry> geometry, int steps,
            Size page, const std::string& font);
  ~HintPages();
  HintPages(const HintPages&) = delete;
  HintPages& operator=(const HintPages&) = delete;

  int pages() const { return static_cast<int>(pages_.size()); }
  // Draws hint page `k` (0-based) as page `page_no` of `total`.
  void Draw(cairo_t* cr, int k, int page_no, int total, const std::string& title);

  // For tests and the PDF outline: the puzzle each page starts with.
  struct Item {
    int puzzle = 0;
    int step = -1;  // -1: the puzzle's heading; -2: its heading continued on a new page
    double x = 0, y = 0;
  };
  const std::vector<std::vector<Item>>& layout() const { return pages_; }

 private:
  struct Solved {
    std::span<const DeductionStep> steps;  // the first of the puzzle's own (never a copy)
    std::string note;                      // instead of steps ("no unique solution")
    bool all = false;                      // the steps are the whole path
  };
  void DrawStep(cairo_t* cr, const Item& it);

  std::span<const Puzzle> puzzles_;
  std::span<const GridGeometry> geometry_;  // the caller's, which outlive the hint pages
  Size page_;
  std::string font_;
  std::unique_ptr<Text> text_;
  std::vector<Solved> solved_;
  std::vector<double> unit_;     // per puzzle: the mini grid's unit
  std::vector<double> block_w_;  // per puzzle: a step's width (3, 2 or 1 across the page)
  std::vector<std::vector<Item>> pages_;
};

}  // namespace papermines::render
