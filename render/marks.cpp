// Marks on a grid (marks.h).
#include "render/marks.h"

#include <cmath>

namespace papermines::render {

void CellPath(cairo_t* cr, const GridGeometry& g, int row, int col, double ox, double oy,
              double u) {
  Point poly[6];
  g.Polygon(row, col, poly);
  cairo_move_to(cr, ox + poly[0].x * u, oy + poly[0].y * u);
  for (int k = 1; k < g.corners(); ++k) cairo_line_to(cr, ox + poly[k].x * u, oy + poly[k].y * u);
  cairo_close_path(cr);
}

void CellPath(cairo_t* cr, const GridGeometry& g, const Topology& t, int32_t cell, double ox,
              double oy, double u) {
  CellPath(cr, g, t.row(cell), t.col(cell), ox, oy, u);
}

void MineMark(cairo_t* cr, double x, double y, double rin) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x, y, rin * kMineMarkRadius, 0, 2 * M_PI);
  cairo_fill(cr);
}

void SafeMark(cairo_t* cr, double x, double y, double rin) {
  cairo_move_to(cr, x - rin * kSafeMarkHalfLength, y);
  cairo_line_to(cr, x + rin * kSafeMarkHalfLength, y);
  cairo_stroke(cr);
}

void RingMark(cairo_t* cr, double x, double y, double rin) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x, y, rin * kRingRadius, 0, 2 * M_PI);
  cairo_stroke(cr);
}

void FillBox(cairo_t* cr, const Rect& r, double gray) {
  cairo_set_source_rgb(cr, gray, gray, gray);
  cairo_rectangle(cr, r.x, r.y, r.w, r.h);
  cairo_fill(cr);
}

void FrameBox(cairo_t* cr, const Rect& r, double width) {
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, width);
  cairo_rectangle(cr, r.x, r.y, r.w, r.h);
  cairo_stroke(cr);
}

}  // namespace papermines::render
