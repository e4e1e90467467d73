// Cell shapes per topology (geometry.h): polygons, centres, edges and bounding boxes in drawing
// units, shared by the PDF/SVG/PNG painter, the HTML page and the QR placement.
#include "render/geometry.h"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "core/cell_name.h"

namespace papermines::render {
namespace {

const double kSqrt3 = std::sqrt(3.0);
// Hex: 1 across the flats, so the side (= circumradius) is 1 / sqrt(3).
const double kHexSide = 1.0 / kSqrt3;
const double kTriangleHeight = kTriangleSide * kSqrt3 / 2;

}  // namespace

absl::StatusOr<GridGeometry> GridGeometry::For(const Topology& topo) {
  return For(topo.kind(), topo.rows(), topo.cols());
}

absl::StatusOr<GridGeometry> GridGeometry::For(TopologyKind kind, int rows, int cols) {
  if (kind == TopologyKind::kGraph) {
    return absl::InvalidArgumentError(
        "graph topologies cannot be drawn; only square, triangle and hex grids can be rendered");
  }
  if (rows < 1 || cols < 1) {
    return absl::InvalidArgumentError(absl::StrCat("cannot draw a ", rows, " x ", cols, " grid"));
  }
  GridGeometry g;
  g.kind_ = kind;
  g.rows_ = rows;
  g.cols_ = cols;
  switch (kind) {
    case TopologyKind::kSquare:
      g.corners_ = 4;
      g.width_ = cols;
      g.height_ = rows;
      g.inradius_ = 0.5;
      break;
    case TopologyKind::kTriangle:
      g.corners_ = 3;
      g.width_ = (cols + 1) * kTriangleSide / 2;
      g.height_ = rows * kTriangleHeight;
      g.inradius_ = kTriangleHeight / 3;
      break;
    case TopologyKind::kHex:
      g.corners_ = 6;
      g.width_ = cols + (rows > 1 ? 0.5 : 0.0);
      g.height_ = 2 * kHexSide + 1.5 * kHexSide * (rows - 1);
      g.inradius_ = 0.5;
      break;
    case TopologyKind::kGraph:
      break;
  }
  return g;
}

Point GridGeometry::Center(int r, int c) const {
  switch (kind_) {
    case TopologyKind::kTriangle: {
      const double x = c * kTriangleSide / 2 + kTriangleSide / 2;
      const bool up = (r + c) % 2 == 0;
      const double y = r * kTriangleHeight + (up ? 2.0 : 1.0) * kTriangleHeight / 3;
      return {x, y};
    }
    case TopologyKind::kHex:
      return {c + 0.5 + ((r & 1) ? 0.5 : 0.0), kHexSide + 1.5 * kHexSide * r};
    default:
      return {c + 0.5, r + 0.5};
  }
}

void GridGeometry::Polygon(int r, int c, Point* out) const {
  switch (kind_) {
    case TopologyKind::kTriangle: {
      const double x0 = c * kTriangleSide / 2;
      const double y0 = r * kTriangleHeight;
      const double y1 = y0 + kTriangleHeight;
      if ((r + c) % 2 == 0) {  // up: apex on top, base at the bottom
        out[0] = {x0 + kTriangleSide / 2, y0};
        out[1] = {x0 + kTriangleSide, y1};
        out[2] = {x0, y1};
      } else {  // down: base on top, apex at the bottom
        out[0] = {x0, y0};
        out[1] = {x0 + kTriangleSide, y0};
        out[2] = {x0 + kTriangleSide / 2, y1};
      }
      return;
    }
    case TopologyKind::kHex: {
      const Point m = Center(r, c);
      const double h = kHexSide / 2;
      out[0] = {m.x, m.y - kHexSide};
      out[1] = {m.x + 0.5, m.y - h};
      out[2] = {m.x + 0.5, m.y + h};
      out[3] = {m.x, m.y + kHexSide};
      out[4] = {m.x - 0.5, m.y + h};
      out[5] = {m.x - 0.5, m.y - h};
      return;
    }
    default:
      out[0] = {double(c), double(r)};
      out[1] = {double(c + 1), double(r)};
      out[2] = {double(c + 1), double(r + 1)};
      out[3] = {double(c), double(r + 1)};
      return;
  }
}

std::vector<GridGeometry::Edge> GridGeometry::Edges() const {
  // Corners are quantized to a fine lattice so that the two copies of a shared edge compare
  // equal; an edge seen once lies on the outline.
  struct Key {
    int64_t ax, ay, bx, by;
    int32_t index;
  };
  auto q = [](double v) { return static_cast<int64_t>(std::llround(v * 4096.0)); };
  std::vector<Key> keys;
  std::vector<std::pair<Point, Point>> raw;
  keys.reserve(static_cast<size_t>(rows_) * cols_ * corners_);
  raw.reserve(keys.capacity());
  Point poly[6];
  for (int r = 0; r < rows_; ++r) {
    for (int c = 0; c < cols_; ++c) {
      Polygon(r, c, poly);
      for (int i = 0; i < corners_; ++i) {
        Point a = poly[i], b = poly[(i + 1) % corners_];
        Key k{q(a.x), q(a.y), q(b.x), q(b.y), static_cast<int32_t>(raw.size())};
        if (std::tie(k.ax, k.ay) > std::tie(k.bx, k.by)) {
          std::swap(k.ax, k.bx);
          std::swap(k.ay, k.by);
          std::swap(a, b);
        }
        keys.push_back(k);
        raw.emplace_back(a, b);
      }
    }
  }
  std::sort(keys.begin(), keys.end(), [](const Key& x, const Key& y) {
    return std::tie(x.ay, x.ax, x.by, x.bx, x.index) < std::tie(y.ay, y.ax, y.by, y.bx, y.index);
  });
  std::vector<Edge> edges;
  edges.reserve(keys.size());
  for (size_t i = 0; i < keys.size();) {
    size_t j = i + 1;
    while (j < keys.size() && keys[j].ax == keys[i].ax && keys[j].ay == keys[i].ay &&
           keys[j].bx == keys[i].bx && keys[j].by == keys[i].by) {
      ++j;
    }
    const auto& [a, b] = raw[keys[i].index];
    edges.push_back(Edge{a, b, j - i == 1});
    i = j;
  }
  return edges;
}

LabelRoom LabelRoomFor(const GridGeometry& g) {
  // Row numbers: about 0.38 units per digit (at 0.6 units of type) plus a gap; column letters:
  // one line of text.
  const int digits = static_cast<int>(RowNumber(g.rows() - 1).size());
  return LabelRoom{0.3 + 0.38 * digits, 0.66};
}

}  // namespace papermines::render
