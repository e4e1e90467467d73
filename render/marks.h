// The marks drawn on a grid outside the puzzle painter (hint pages, the worked example under a
// sheet's rules, a book's worked examples): one cell's outline as a path, a decided mine, a safe
// cell, a ring. Each is drawn in the current source; the strokes in the current line width, so a
// drawer sets its weight once for many marks. The answer key's own marks (sized for a printed
// key, drawn as glyphs) are puzzle_painter.h's.
#pragma once

#include <cairo.h>

#include <cstdint>

#include "core/topology.h"
#include "render/geometry.h"
#include "render/layout.h"

namespace papermines::render {

// A decided mine's disk, as a fraction of the cell's inradius. 0.42 (hint pages and the rules
// example used it; a book's worked example had 0.45): a disk that leaves a clear gap inside the
// kRingRadius ring at every line weight those pages use.
inline constexpr double kMineMarkRadius = 0.42;
inline constexpr double kSafeMarkHalfLength = 0.4;  // a safe cell's dash, each side of the centre
inline constexpr double kRingRadius = 0.85;         // a ring around a clue or a decided cell

// Adds cell `cell`'s outline to the current path, the grid's origin at (ox, oy), `u` points a unit.
void CellPath(cairo_t* cr, const GridGeometry& g, int row, int col, double ox, double oy, double u);
void CellPath(cairo_t* cr, const GridGeometry& g, const Topology& t, int32_t cell, double ox,
              double oy, double u);

// The marks centred on (x, y) in a cell of inradius `rin` points: a filled disk, a stroked dash,
// a stroked ring.
void MineMark(cairo_t* cr, double x, double y, double rin);
void SafeMark(cairo_t* cr, double x, double y, double rin);
void RingMark(cairo_t* cr, double x, double y, double rin);

// A box on a page (a card, a bar, a frame), each in its own source, which they leave set: a
// rectangle filled in grey level `gray` (0 black, 1 white); a rectangle's outline, black, `width`
// points wide.
void FillBox(cairo_t* cr, const Rect& r, double gray);
void FrameBox(cairo_t* cr, const Rect& r, double width);

}  // namespace papermines::render
