// Cell shapes per topology, in drawing units (pure arithmetic, no Cairo).
//
// A grid is drawn with one nominal cell size u (points); every coordinate here is in units of u,
// with the origin at the top-left corner of the grid's bounding box and y growing downwards, so
// the drawing code multiplies by u and translates. The unit is chosen per topology so that the
// space a clue number gets is about the same on every grid:
//  - square: a square of side 1;
//  - triangle: equilateral triangles of side kTriangleSide (height side * sqrt(3) / 2); cell (r, c)
//    points up when r + c is even, so the triangles of a row alternate up, down, up...; cell c
//    spans x in [c * side / 2, c * side / 2 + side]. An up triangle's base is at the bottom and is
//    shared with the down triangle below it, as core/topology.h's neighbour offsets require;
//  - hex: pointy-top regular hexagons, 1 across the flats (side 1 / sqrt(3)), in odd-r layout
//    (odd rows shifted right by half a cell), rows 1.5 sides apart.
// Graph topologies have no shape: For() returns an error for them.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "core/topology.h"

namespace papermines::render {

struct Point {
  double x = 0, y = 0;
};

inline constexpr double kTriangleSide = 1.5;

class GridGeometry {
 public:
  // InvalidArgument for graph topologies (they cannot be drawn).
  static absl::StatusOr<GridGeometry> For(const Topology& topo);
  static absl::StatusOr<GridGeometry> For(TopologyKind kind, int rows, int cols);

  TopologyKind kind() const { return kind_; }
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  // The bounding box of the whole grid, in units.
  double width() const { return width_; }
  double height() const { return height_; }
  // 4 (square), 3 (triangle) or 6 (hex).
  int corners() const { return corners_; }
  // The corners of cell (r, c), clockwise on the page, in units; writes corners() points.
  void Polygon(int r, int c, Point* out) const;
  // Where a number or mark is centred (the incentre: for triangles the centroid).
  Point Center(int r, int c) const;
  // The radius of the largest circle inside a cell (the incircle), in units.
  double inradius() const { return inradius_; }
  // Every cell edge once, as corner pairs (interior edges shared by two cells appear once) and
  // whether it lies on the outline of the grid (belongs to one cell only). Order: deterministic.
  struct Edge {
    Point a, b;
    bool boundary = false;
  };
  std::vector<Edge> Edges() const;

 private:
  TopologyKind kind_ = TopologyKind::kSquare;
  int rows_ = 0, cols_ = 0, corners_ = 4;
  double width_ = 0, height_ = 0, inradius_ = 0.5;
};

// The room the row and column labels around a grid take (labels.h), in grid units: to the left
// of the grid and above it. The layout adds it to a labelled grid's extent.
struct LabelRoom {
  double left = 0, top = 0;
};
LabelRoom LabelRoomFor(const GridGeometry& g);

}  // namespace papermines::render
