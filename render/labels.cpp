// Labels and guide lines (labels.h).
#include "render/labels.h"

#include <algorithm>

#include "core/cell_name.h"

namespace papermines::render {
namespace {

// Label text size as a share of the unit: 9 pt from cells of 15 pt (5.3 mm) up, so a student
// reads the names `check` and the hint captions use; smaller only on smaller cells.
double LabelSize(double u) { return std::min(9.0, u * 0.6); }

}  // namespace

bool WantsGuides(const GridGeometry& g) {
  return g.kind() == TopologyKind::kSquare && g.cols() >= kGuideMinCols;
}

void DrawLabels(cairo_t* cr, Text& text, const GridGeometry& g, double ox, double oy, double u) {
  const double size = LabelSize(u);
  const LabelRoom room = LabelRoomFor(g);
  double top = 0;  // the topmost point of the top row (triangles pointing down start lower)
  for (int c = 0; c < g.cols(); ++c) {
    const Point m = g.Center(0, c);
    text.Centered(cr, ColumnLetters(c), size, false, ox + m.x * u, oy + (top - room.top * 0.5) * u);
  }
  for (int r = 0; r < g.rows(); ++r) {
    // Left of the leftmost corner of the row's first cell.
    Point poly[6];
    g.Polygon(r, 0, poly);
    double left = poly[0].x;
    for (int k = 1; k < g.corners(); ++k) left = std::min(left, poly[k].x);
    const Point m = g.Center(r, 0);
    text.Centered(cr, RowNumber(r), size, false, ox + (left - room.left * 0.5) * u, oy + m.y * u);
  }
  text.Flush(cr);
}

void DrawGuides(cairo_t* cr, const GridGeometry& g, double ox, double oy, double u, double width) {
  for (int r = kGuideEvery; r < g.rows(); r += kGuideEvery) {
    cairo_move_to(cr, ox, oy + r * u);
    cairo_line_to(cr, ox + g.cols() * u, oy + r * u);
  }
  for (int c = kGuideEvery; c < g.cols(); c += kGuideEvery) {
    cairo_move_to(cr, ox + c * u, oy);
    cairo_line_to(cr, ox + c * u, oy + g.rows() * u);
  }
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
}

void DrawBanner(cairo_t* cr, Text& text, const Rect& grid, const std::vector<std::string>& lines) {
  const double big = std::min(16.0, grid.w / 7), small = std::min(9.5, grid.w / 22);
  const double h = big * 1.5 + small * 1.4 * static_cast<double>(lines.size() - 1);
  const Rect band{grid.x + grid.w * 0.04, grid.y + (grid.h - h) / 2, grid.w * 0.92, h};
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_rectangle(cr, band.x, band.y, band.w, band.h);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.8);
  cairo_stroke(cr);
  Rect line{band.x, band.y, band.w, big * 1.5};
  for (size_t k = 0; k < lines.size(); ++k) {
    text.Markup(cr, Escape(lines[k]), k == 0 ? big : small, line, Align::kCenter,
                k == 0 ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    line.y += line.h;
    line.h = small * 1.4;
  }
}

}  // namespace papermines::render
