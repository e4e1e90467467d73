// Disjoint sets over 0..n-1 (union-find): the one structure behind the zero-component labels of
// the grid pass (clicks_analysis.cpp), the connected parts of the component graph (clicks.cpp) and
// the blossom bases of the matching (matching.cpp).
//
// Path halving and union by size: every operation is amortised O(log n) without recursion, and the
// whole structure is two flat arrays, so the hot loops stay inlined. Sets can grow one element at
// a time (Add), as the grid pass creates labels while it scans.
#pragma once

#include <cstddef>
#include <cstdint>
#include <numeric>
#include <utility>
#include <vector>

namespace papermines {

class UnionFind {
 public:
  UnionFind() = default;
  explicit UnionFind(int32_t n)
      : parent_(static_cast<size_t>(n)), size_(static_cast<size_t>(n), 1) {
    std::iota(parent_.begin(), parent_.end(), 0);
  }

  int32_t size() const { return static_cast<int32_t>(parent_.size()); }
  void reserve(size_t n) {
    parent_.reserve(n);
    size_.reserve(n);
  }

  // A new singleton set; returns its element.
  int32_t Add() {
    const int32_t v = size();
    parent_.push_back(v);
    size_.push_back(1);
    return v;
  }

  // The root of v's set.
  int32_t Find(int32_t v) {
    while (parent_[v] != v) {
      parent_[v] = parent_[parent_[v]];
      v = parent_[v];
    }
    return v;
  }

  // Joins the sets of a and b; returns the root of the joined set.
  int32_t Unite(int32_t a, int32_t b) {
    a = Find(a);
    b = Find(b);
    if (a == b) return a;
    if (size_[a] > size_[b]) std::swap(a, b);
    parent_[a] = b;
    size_[b] += size_[a];
    return b;
  }

  // Makes v a singleton again. Only for resetting a whole group of elements together (no element
  // outside the group may still point into it).
  void Isolate(int32_t v) {
    parent_[v] = v;
    size_[v] = 1;
  }

 private:
  std::vector<int32_t> parent_, size_;
};

}  // namespace papermines
