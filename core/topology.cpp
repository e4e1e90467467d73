// Grid and graph topologies (topology.h): building the compressed neighbour lists once per grid
// size (per cell class for square, triangle and hex grids; CSR lists for graphs), so that solvers,
// generators and renderers walk neighbours the same way whatever the grid kind.
#include "core/topology.h"

#include <algorithm>
#include <array>

#include "absl/strings/str_cat.h"
#include "core/enum_words.h"

namespace papermines {
namespace {

struct Offset {
  int dr, dc;
};

// The neighbour offsets of a grid cell, before clipping to the grid.
std::vector<Offset> RawOffsets(TopologyKind kind, int r, int c) {
  switch (kind) {
    case TopologyKind::kSquare:
      return {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
    case TopologyKind::kTriangle: {
      // German & Lakshtanov, set (2): the 12 triangles sharing a vertex. s = +1 for an up
      // triangle ((r + c) even), -1 for a down one.
      const int s = (r + c) % 2 == 0 ? 1 : -1;
      return {{0, -1},  {0, 1},  {0, -2}, {0, 2}, {-1, 0}, {1, 0},
              {-1, -1}, {-1, 1}, {1, -1}, {1, 1}, {s, -2}, {s, 2}};
    }
    case TopologyKind::kHex:
      // odd-r: odd rows are shifted right by half a cell.
      if (r % 2 == 0) return {{-1, -1}, {-1, 0}, {0, -1}, {0, 1}, {1, -1}, {1, 0}};
      return {{-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, 0}, {1, 1}};
    case TopologyKind::kGraph:
      break;
  }
  return {};
}

}  // namespace

const char* TopologyKindName(TopologyKind kind) {
  static constexpr EnumWords<TopologyKind::kGraph> kNames{{"square", "triangle", "hex", "graph"}};
  return kNames.Name(kind);
}

absl::StatusOr<TopologyPtr> Topology::Square(int64_t rows, int64_t cols) {
  return BuildGrid(TopologyKind::kSquare, rows, cols);
}
absl::StatusOr<TopologyPtr> Topology::Triangle(int64_t rows, int64_t cols) {
  return BuildGrid(TopologyKind::kTriangle, rows, cols);
}
absl::StatusOr<TopologyPtr> Topology::Hex(int64_t rows, int64_t cols) {
  return BuildGrid(TopologyKind::kHex, rows, cols);
}
absl::StatusOr<TopologyPtr> Topology::Grid(TopologyKind kind, int64_t rows, int64_t cols) {
  if (kind == TopologyKind::kGraph) {
    return absl::InvalidArgumentError("a graph topology is not a grid");
  }
  return BuildGrid(kind, rows, cols);
}

absl::StatusOr<TopologyPtr> Topology::BuildGrid(TopologyKind kind, int64_t rows, int64_t cols) {
  if (rows < 1 || cols < 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("grid size must be at least 1 x 1, got ", rows, " x ", cols));
  }
  if (rows > kMaxDimension || cols > kMaxDimension || rows * cols > kMaxCells) {
    return absl::InvalidArgumentError(absl::StrCat("grid of ", rows, " x ", cols,
                                                   " is too large (at most ", kMaxCells,
                                                   " cells and ", kMaxDimension, " per side)"));
  }
  auto t = std::shared_ptr<Topology>(new Topology());
  t->kind_ = kind;
  t->rows_ = static_cast<int>(rows);
  t->cols_ = static_cast<int>(cols);
  t->size_ = static_cast<int>(rows * cols);
  t->relative_ = true;
  t->class_of_.resize(t->size_);
  t->start_.push_back(0);
  // A cell's neighbourhood depends only on its distance (capped at 2) to each border and on its
  // parity (triangle: r + c, hex: r). key -> class, built the first time a key appears.
  std::array<int16_t, 3 * 3 * 3 * 3 * 2> class_of_key;
  class_of_key.fill(-1);
  const int R = t->rows_, C = t->cols_;
  for (int r = 0; r < R; ++r) {
    const int rk = std::min(r, 2) * 3 + std::min(R - 1 - r, 2);
    for (int c = 0; c < C; ++c) {
      const int ck = std::min(c, 2) * 3 + std::min(C - 1 - c, 2);
      const int parity = kind == TopologyKind::kTriangle ? (r + c) % 2
                         : kind == TopologyKind::kHex    ? r % 2
                                                         : 0;
      const int key = (rk * 9 + ck) * 2 + parity;
      if (class_of_key[key] < 0) {
        class_of_key[key] = static_cast<int16_t>(t->start_.size() - 1);
        std::vector<int32_t> deltas;
        for (const Offset& o : RawOffsets(kind, r, c)) {
          if (t->in_bounds(int64_t{r} + o.dr, int64_t{c} + o.dc)) {
            deltas.push_back(o.dr * C + o.dc);
          }
        }
        std::sort(deltas.begin(), deltas.end());
        t->max_degree_ = std::max<int>(t->max_degree_, static_cast<int>(deltas.size()));
        t->list_.insert(t->list_.end(), deltas.begin(), deltas.end());
        t->start_.push_back(static_cast<uint32_t>(t->list_.size()));
      }
      t->class_of_[static_cast<size_t>(r) * C + c] = static_cast<uint8_t>(class_of_key[key]);
    }
  }
  return TopologyPtr(std::move(t));
}

absl::StatusOr<TopologyPtr> Topology::Graph(int64_t n,
                                            std::vector<std::pair<int32_t, int32_t>> edges) {
  if (n < 1 || n > kMaxCells) {
    return absl::InvalidArgumentError(
        absl::StrCat("graph must have between 1 and ", kMaxCells, " vertices, got ", n));
  }
  if (static_cast<int64_t>(edges.size()) > kMaxEdges) {
    return absl::InvalidArgumentError(absl::StrCat("graph has more than ", kMaxEdges, " edges"));
  }
  for (auto& [u, v] : edges) {
    if (u < 0 || v < 0 || u >= n || v >= n) {
      return absl::InvalidArgumentError(
          absl::StrCat("edge ", u, " ", v, " names a vertex outside 0..", n - 1));
    }
    if (u == v) return absl::InvalidArgumentError(absl::StrCat("edge ", u, " ", v, " is a loop"));
    if (u > v) std::swap(u, v);
  }
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  auto t = std::shared_ptr<Topology>(new Topology());
  t->kind_ = TopologyKind::kGraph;
  t->rows_ = 1;
  t->cols_ = static_cast<int>(n);
  t->size_ = static_cast<int>(n);
  t->relative_ = false;
  // CSR in place: count degrees into start_[v + 1], prefix-sum, then fill using start_[v] as the
  // write cursor (which leaves start_[v] at the old start_[v + 1]) and shift back by one. No
  // temporaries of size n: a tiny file naming a huge edgeless graph costs one array, not three.
  t->start_.assign(n + 1, 0);
  for (auto [u, v] : edges) {
    ++t->start_[u + 1];
    ++t->start_[v + 1];
  }
  for (int64_t i = 0; i < n; ++i) t->start_[i + 1] += t->start_[i];
  t->list_.resize(t->start_[n]);
  for (auto [u, v] : edges) {  // edges sorted by (u, v): lists come out increasing
    t->list_[t->start_[u]++] = v;
  }
  for (auto [u, v] : edges) t->list_[t->start_[v]++] = u;
  for (int64_t i = n; i > 0; --i) t->start_[i] = t->start_[i - 1];
  t->start_[0] = 0;
  for (int64_t i = 0; i < n; ++i) {
    std::sort(t->list_.begin() + t->start_[i], t->list_.begin() + t->start_[i + 1]);
    t->max_degree_ =
        std::max<int>(t->max_degree_, static_cast<int>(t->start_[i + 1] - t->start_[i]));
  }
  t->edges_ = std::move(edges);
  return TopologyPtr(std::move(t));
}

std::string Topology::Describe() const {
  if (kind_ == TopologyKind::kGraph) return absl::StrCat("graph ", size_);
  return absl::StrCat(TopologyKindName(kind_), " ", rows_, " ", cols_);
}

}  // namespace papermines
