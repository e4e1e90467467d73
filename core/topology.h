// Topology: which cells exist and which cells neighbour each other.
//
// Every module sees a puzzle as a Topology plus per-cell values indexed by cell id. Grids number
// their cells row-major (id = r * cols + c). Neighbour lists are built once, in compressed form, and
// shared (Topology objects are immutable and handed around as shared_ptr<const Topology>):
//  - regular grids (square, triangle, hex) store, per cell, a one-byte class; all cells of a class
//    (same distance to the borders, up to 2, and same parity) share one list of id deltas, so a
//    4000 x 4000 grid costs 16 MB instead of 512 MB of explicit lists;
//  - graphs store explicit CSR lists.
// neighbors(cell) hides the difference: it yields absolute cell ids in increasing order.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

namespace papermines {

enum class TopologyKind : uint8_t { kSquare, kTriangle, kHex, kGraph };

// Upper bounds that keep absurd inputs from turning into huge allocations.
inline constexpr int64_t kMaxCells = int64_t{1} << 26;  // 67 M cells (8192 x 8192)
inline constexpr int64_t kMaxDimension = int64_t{1} << 20;
inline constexpr int64_t kMaxEdges = int64_t{1} << 26;

const char* TopologyKindName(TopologyKind kind);  // "square", "triangle", "hex", "graph"

class Topology;
using TopologyPtr = std::shared_ptr<const Topology>;

// The cells neighbouring one cell, as absolute ids (base + delta).
class NeighborRange {
 public:
  class iterator {
   public:
    using value_type = int32_t;
    using difference_type = std::ptrdiff_t;
    iterator() = default;
    iterator(const int32_t* p, int32_t base) : p_(p), base_(base) {}
    int32_t operator*() const { return base_ + *p_; }
    iterator& operator++() {
      ++p_;
      return *this;
    }
    iterator operator++(int) {
      iterator old = *this;
      ++p_;
      return old;
    }
    bool operator==(const iterator& o) const { return p_ == o.p_; }

   private:
    const int32_t* p_ = nullptr;
    int32_t base_ = 0;
  };
  NeighborRange(const int32_t* b, const int32_t* e, int32_t base) : b_(b), e_(e), base_(base) {}
  iterator begin() const { return iterator(b_, base_); }
  iterator end() const { return iterator(e_, base_); }
  int size() const { return static_cast<int>(e_ - b_); }
  int32_t operator[](int i) const { return base_ + b_[i]; }

 private:
  const int32_t* b_;
  const int32_t* e_;
  int32_t base_;
};

class Topology {
 public:
  // Grids: rows, cols >= 1 and rows * cols <= kMaxCells, else InvalidArgument.
  static absl::StatusOr<TopologyPtr> Square(int64_t rows, int64_t cols);
  static absl::StatusOr<TopologyPtr> Triangle(int64_t rows, int64_t cols);
  static absl::StatusOr<TopologyPtr> Hex(int64_t rows, int64_t cols);
  static absl::StatusOr<TopologyPtr> Grid(TopologyKind kind, int64_t rows, int64_t cols);
  // A general graph on cells 0..n-1. Duplicate edges are merged; self-loops and out-of-range
  // endpoints are errors. rows() is 1 and cols() is n, so a graph's clues are one row.
  static absl::StatusOr<TopologyPtr> Graph(int64_t n, std::vector<std::pair<int32_t, int32_t>> edges);

  TopologyKind kind() const { return kind_; }
  bool is_grid() const { return kind_ != TopologyKind::kGraph; }
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int size() const { return size_; }
  int cell(int r, int c) const { return r * cols_ + c; }
  int row(int cell) const { return cell / cols_; }
  int col(int cell) const { return cell % cols_; }
  bool in_bounds(int64_t r, int64_t c) const { return r >= 0 && r < rows_ && c >= 0 && c < cols_; }

  NeighborRange neighbors(int cell) const {
    const int32_t k = relative_ ? class_of_[cell] : cell;
    return NeighborRange(list_.data() + start_[k], list_.data() + start_[k + 1],
                         relative_ ? cell : 0);
  }
  int degree(int cell) const {
    const int32_t k = relative_ ? class_of_[cell] : cell;
    return static_cast<int>(start_[k + 1] - start_[k]);
  }
  int max_degree() const { return max_degree_; }
  // Triangle grids: whether the cell is a triangle pointing up ((r + c) even).
  bool points_up(int cell) const { return (row(cell) + col(cell)) % 2 == 0; }
  // The edges of a graph topology as given (deduplicated, u < v, sorted); empty for grids.
  const std::vector<std::pair<int32_t, int32_t>>& edges() const { return edges_; }
  // "square 5 6", "graph 7": the topology line of a .mines file, without the keyword.
  std::string Describe() const;

 private:
  Topology() = default;
  static absl::StatusOr<TopologyPtr> BuildGrid(TopologyKind kind, int64_t rows, int64_t cols);

  TopologyKind kind_ = TopologyKind::kSquare;
  int rows_ = 0, cols_ = 0, size_ = 0, max_degree_ = 0;
  bool relative_ = false;
  std::vector<uint8_t> class_of_;  // grids: the cell's neighbourhood class
  std::vector<uint32_t> start_;    // per class (grid) or per cell (graph), plus one
  std::vector<int32_t> list_;      // deltas (grid) or absolute ids (graph)
  std::vector<std::pair<int32_t, int32_t>> edges_;
};

}  // namespace papermines
