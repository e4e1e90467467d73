// The grid painter (puzzle_painter.h): what a grid shows cell by cell (GridArt, made by the
// puzzle's kind: render/kind_<kind>.cpp), and its drawing: tints, lines, numbers, mines, dashes
// and rings, each kind of mark in one path or text run.
#include "render/puzzle_painter.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "core/reveal.h"
#include "render/drawable.h"
#include "render/kind.h"
#include "render/kinds.h"
#include "render/layout.h"
#include "render/marks.h"

namespace papermines::render {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kTint = 0.86;      // closed cells: light grey
constexpr double kFill = 0.18;      // a picture's filled cells: dark, their numbers white
constexpr double kInnerLine = 0.6;  // points
constexpr double kOuterLine = 1.5;
const std::string kDisk = "\u25CF";  // BLACK CIRCLE

using Art = GridArt;

}  // namespace

GridArt GridArtOf(const Puzzle& p, bool answer, bool regions) {
  const size_t n = static_cast<size_t>(p.topology->size());
  GridArt a;
  a.tint.assign(n, 0);
  a.fill.assign(n, 0);
  a.number.assign(n, kNoNumber);
  a.disk.assign(n, 0);
  a.dash.assign(n, 0);
  a.ring.assign(n, 0);
  RenderKindOf(p.kind).art(p, answer, regions, &a);
  return a;
}

void ShowBoard(const Topology& topo, const Mines& mine, GridArt* a) {
  const std::vector<uint8_t> count = CountNeighborMines(topo, mine);
  for (size_t i = 0; i < mine.size(); ++i) {
    if (mine[i]) {
      a->disk[i] = 1;
    } else if (count[i] > 0) {
      a->number[i] = count[i];
    }
  }
}

struct PuzzlePainter::Impl {
  explicit Impl(const std::string& font) : text_(font) {}

  // One grid as `art` shows it, in the slot's grid box: tints, lines, numbers and mines, dashes
  // and rings. Everything of one kind goes into one path or text run (small, fast PDFs).
  void Grid(cairo_t* cr, const GridGeometry& g, const Slot& s, const Art& art) {
    // Tinted cells. Square grids: each row is one stroke as wide as a cell whose dash pattern is
    // the row's runs of tinted and plain cells, rows with the same pattern share a stroke (a
    // chessboard is two strokes instead of 50 rectangles: a book's PDF is half the size and twice
    // as fast). Other grids: one path of cell polygons, one fill.
    cairo_set_source_rgb(cr, kTint, kTint, kTint);
    if (g.kind() == TopologyKind::kSquare) {
      TintRows(cr, g, s, art.tint);
    } else {
      TintCells(cr, g, s, art.tint);
    }
    // A picture's filled cells, the same way, dark (only when there are any: the other kinds'
    // pages keep their bytes).
    if (std::find(art.fill.begin(), art.fill.end(), 1) != art.fill.end()) {
      cairo_set_source_rgb(cr, kFill, kFill, kFill);
      if (g.kind() == TopologyKind::kSquare) {
        TintRows(cr, g, s, art.fill);
      } else {
        TintCells(cr, g, s, art.fill);
      }
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    Lines(cr, g, s);
    NumbersAndMines(cr, g, s, art);
    DashesAndRings(cr, g, s, art);
  }

  void TintRows(cairo_t* cr, const GridGeometry& g, const Slot& s,
                const std::vector<uint8_t>& tint) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    std::map<std::pair<int, std::vector<int>>, std::vector<int>> groups;  // (start, runs) -> rows
    for (int r = 0; r < rows; ++r) {
      const uint8_t* t = &tint[static_cast<size_t>(r) * cols];
      int c = 0;
      while (c < cols && !t[c]) ++c;
      if (c == cols) continue;
      const int start = c;
      std::vector<int> runs;
      while (c < cols) {
        int k = c;
        while (k < cols && t[k] == t[c]) ++k;
        runs.push_back(k - c);
        c = k;
      }
      if (!t[cols - 1]) runs.pop_back();  // ends on a tinted run
      groups[{start, runs}].push_back(r);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, u);
    std::vector<double> dashes;
    for (const auto& [key, group_rows] : groups) {
      const auto& [start, runs] = key;
      dashes.clear();
      int len = 0;
      for (int k : runs) {
        dashes.push_back(k * u);
        len += k;
      }
      if (dashes.size() % 2 == 1) dashes.push_back(u);  // the gap after the last run
      cairo_set_dash(cr, dashes.data(), static_cast<int>(dashes.size()), 0);
      for (int r : group_rows) {
        cairo_move_to(cr, ox + start * u, oy + (r + 0.5) * u);
        cairo_line_to(cr, ox + (start + len) * u, oy + (r + 0.5) * u);
      }
      cairo_stroke(cr);
    }
    cairo_set_dash(cr, nullptr, 0, 0);
  }

  void TintCells(cairo_t* cr, const GridGeometry& g, const Slot& s,
                 const std::vector<uint8_t>& tint) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    bool any = false;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        if (!tint[r * cols + c]) continue;
        any = true;
        CellPath(cr, g, r, c, ox, oy, u);
      }
    }
    if (any) cairo_fill(cr);
  }

  void Lines(cairo_t* cr, const GridGeometry& g, const Slot& s) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    // Lines: inner edges thin, the outline at print weight.
    const double inner = std::min(kInnerLine, std::max(0.25, u * 0.05));
    const double outer = std::min(kOuterLine, std::max(0.5, u * 0.1));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    if (g.kind() == TopologyKind::kSquare) {
      for (int r = 1; r < rows; ++r) {
        cairo_move_to(cr, ox, oy + r * u);
        cairo_line_to(cr, ox + cols * u, oy + r * u);
      }
      for (int c = 1; c < cols; ++c) {
        cairo_move_to(cr, ox + c * u, oy);
        cairo_line_to(cr, ox + c * u, oy + rows * u);
      }
      cairo_set_line_width(cr, inner);
      cairo_stroke(cr);
      cairo_rectangle(cr, ox, oy, cols * u, rows * u);
      cairo_set_line_width(cr, outer);
      cairo_stroke(cr);
    } else {
      const std::vector<GridGeometry::Edge>& edges = EdgesOf(g);
      for (int pass = 0; pass < 2; ++pass) {
        for (const auto& e : edges) {
          if (e.boundary != (pass == 1)) continue;
          cairo_move_to(cr, ox + e.a.x * u, oy + e.a.y * u);
          cairo_line_to(cr, ox + e.b.x * u, oy + e.b.y * u);
        }
        cairo_set_line_width(cr, pass == 0 ? inner : outer);
        cairo_stroke(cr);
      }
    }
  }

  void NumbersAndMines(cairo_t* cr, const GridGeometry& g, const Slot& s, const Art& art) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    const double rin = g.inradius() * u;  // points
    // Numbers.
    // A triangle's incircle is small for its area: its numbers fill more of it.
    const double size = rin * (g.kind() == TopologyKind::kTriangle ? 1.35 : 1.22);
    // The numbers of filled cells come after, in white (`light`).
    const auto numbers = [&](bool light) {
      bool any = false;
      for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
          const uint8_t v = art.number[r * cols + c];
          if (v == kNoNumber || (art.fill[r * cols + c] != 0) != light) continue;
          any = true;
          const Point m = g.Center(r, c);
          const bool wide = v >= 10;
          text_.Centered(cr, std::to_string(v), wide ? size * 0.78 : size, false, ox + m.x * u,
                         oy + m.y * u);
        }
      }
      return any;
    };
    numbers(/*light=*/false);
    // Mines: filled disks, drawn as the font's black circle (U+25CF) sized to the cell: one
    // glyph in the text run instead of four Bezier curves, so a book's PDF stays small and fast.
    const double disk = text_.SizeForInkWidth(kDisk, 2 * rin * 0.56);
    for (int i = 0; i < rows * cols; ++i) {
      if (!art.disk[i]) continue;
      const Point m = g.Center(i / cols, i % cols);
      text_.Centered(cr, kDisk, disk, false, ox + m.x * u, oy + m.y * u);
    }
    text_.Flush(cr);
    if (std::find(art.fill.begin(), art.fill.end(), 1) != art.fill.end()) {
      cairo_set_source_rgb(cr, 1, 1, 1);
      if (numbers(/*light=*/true)) text_.Flush(cr);
      cairo_set_source_rgb(cr, 0, 0, 0);
    }
  }

  void DashesAndRings(cairo_t* cr, const GridGeometry& g, const Slot& s, const Art& art) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    const double rin = g.inradius() * u;  // points
    // Safe closed cells: a dash.
    bool any = false;
    for (int i = 0; i < rows * cols; ++i) {
      if (!art.dash[i]) continue;
      any = true;
      const Point m = g.Center(i / cols, i % cols);
      cairo_move_to(cr, ox + m.x * u - rin * 0.38, oy + m.y * u);
      cairo_line_to(cr, ox + m.x * u + rin * 0.38, oy + m.y * u);
    }
    if (any) {
      cairo_set_line_width(cr, std::max(0.5, rin * 0.12));
      cairo_stroke(cr);
    }
    // Clicks: a ring.
    any = false;
    for (int i = 0; i < rows * cols; ++i) {
      if (!art.ring[i]) continue;
      any = true;
      const Point m = g.Center(i / cols, i % cols);
      cairo_new_sub_path(cr);
      cairo_arc(cr, ox + m.x * u, oy + m.y * u, rin * 0.82, 0, 2 * kPi);
    }
    if (any) {
      // Lighter than the outline, so rows of neighbouring rings stay apart.
      cairo_set_line_width(cr, std::max(0.6, rin * 0.1));
      cairo_stroke(cr);
    }
  }

  const std::vector<GridGeometry::Edge>& EdgesOf(const GridGeometry& g) {
    auto key = std::make_tuple(static_cast<int>(g.kind()), g.rows(), g.cols());
    auto it = edges_.find(key);
    if (it == edges_.end()) it = edges_.emplace(key, g.Edges()).first;
    return it->second;
  }

  Text text_;
  std::map<std::tuple<int, int, int>, std::vector<GridGeometry::Edge>> edges_;
};

PuzzlePainter::PuzzlePainter(const std::string& font) : impl_(std::make_unique<Impl>(font)) {}
PuzzlePainter::~PuzzlePainter() = default;

GridMarks PuzzlePainter::Marks(const Puzzle& p, bool answer, bool regions) {
  Art a = GridArtOf(p, answer, regions);
  return GridMarks{std::move(a.stat), std::move(a.note), std::move(a.banner),
                   std::move(a.stat_parts)};
}

void PuzzlePainter::DrawGrid(cairo_t* cr, const Puzzle& p, const GridGeometry& g, double x,
                             double y, double unit, bool answer, bool regions) {
  Slot s;
  s.unit = unit;
  s.grid = {x, y, g.width() * unit, g.height() * unit};
  impl_->Grid(cr, g, s, GridArtOf(p, answer, regions));
}

std::string PuzzlePainter::Draw(cairo_t* cr, const Puzzle& p, double x, double y, double unit,
                                bool answer) {
  auto g = GridGeometry::For(*p.topology);
  if (!g.ok()) return std::string(g.status().message());
  DrawGrid(cr, p, *g, x, y, unit, answer);
  const GridMarks m = Marks(p, answer, /*regions=*/false);
  return m.note.empty() ? m.stat : m.note;
}

Text& PuzzlePainter::text() { return impl_->text_; }

std::vector<std::string> NeededCaptionParts(const Puzzle& p, const GridMarks& marks) {
  std::vector<std::string> parts;
  if (p.mines && MineCountIsClue(p))
    parts.push_back(absl::StrCat("<b>", Escape(MineCount(*p.mines)), "</b>"));
  // The stat in its parts, so that a caption may break between them.
  if (marks.stat_parts.empty() && !marks.stat.empty()) {
    parts.push_back(absl::StrCat("<b>", Escape(marks.stat), "</b>"));
  }
  for (const std::string& stat : marks.stat_parts) {
    parts.push_back(absl::StrCat("<b>", Escape(stat), "</b>"));
  }
  if (!marks.note.empty()) parts.push_back(absl::StrCat("<i>", Escape(marks.note), "</i>"));
  return parts;
}

}  // namespace papermines::render
