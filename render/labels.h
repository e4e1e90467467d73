// Marks around and across a grid: row and column labels, guide lines on large square grids, and a
// banner across an answer that has no grid to show ("impossible").
//
// Labels: column letters above the grid (A..Z, AA..), row numbers down its left side (1..), named
// by core/cell_name.h, the same function `solve --explain --labels` and `check --labels` use, so
// a cell named in an explanation is the one found on paper. They take a margin of the grid's own
// units (LabelRoom), added to the grid's extent before layout, so a labelled grid is scaled to fit
// its slot like any other. Columns are labelled at the centres of the top row's cells, rows at
// the centres of the left column's cells (hex rows shifted by half a cell keep their letter
// above the unshifted top row).
//
// Guide lines: on square grids of kGuideMinCols columns or more, every kGuideEvery-th row and
// column line is drawn at the outline's weight, so a finger can keep its place on a 20 x 20.
#pragma once

#include <cairo.h>

#include <string>
#include <vector>

#include "render/geometry.h"
#include "render/text.h"

namespace papermines::render {

inline constexpr int kGuideEvery = 5;
inline constexpr int kGuideMinCols = 12;

// The room the labels take: LabelRoomFor (geometry.h), pure arithmetic the layout uses too.

// Whether a grid gets guide lines (square, at least kGuideMinCols columns).
bool WantsGuides(const GridGeometry& g);

// Draws the labels of a grid whose top-left corner is (ox, oy) and unit u (points).
void DrawLabels(cairo_t* cr, Text& text, const GridGeometry& g, double ox, double oy, double u);
// Draws the guide lines (WantsGuides must hold), `width` points wide.
void DrawGuides(cairo_t* cr, const GridGeometry& g, double ox, double oy, double u, double width);

// Lines across the middle of the grid box `grid` on a white band: the first large and bold
// ("impossible"), the rest small (the reason).
void DrawBanner(cairo_t* cr, Text& text, const Rect& grid, const std::vector<std::string>& lines);

}  // namespace papermines::render
