// Maximum-cardinality matching in general graphs: Edmonds' blossom algorithm.
//
// Why it exists: the reverse-sweep minimum of a board (solve/clicks.h) is "components minus a
// maximum matching" in the graph whose vertices are the board's zero components, and that graph is
// not bipartite (three components can pairwise share border cells), so Hopcroft-Karp does not
// apply. The module is self-contained: give it n and an edge list (or a CSR graph), get the mate
// array.
//
// How it works (matching.cpp has the details):
//  - a greedy start (Karp-Sipser: match a vertex with a single free neighbour to it, which is
//    always safe; otherwise a vertex of low degree to its free neighbour of lowest degree), which
//    on sparse graphs leaves few augmenting paths to find;
//  - from every remaining free vertex, one breadth-first search for an augmenting path that grows
//    an alternating tree and shrinks blossoms as in Gabow's implementation of Edmonds' algorithm
//    (outer vertices carry "vertex" or "edge" labels that encode their alternating path to the
//    root, so augmenting needs no explicit blossom expansion), with blossom bases kept in a
//    union-find structure instead of Gabow's O(n) relabelling, and all per-search state reset
//    lazily (only the vertices the search touched);
//  - a search that fails leaves a Hungarian tree; its vertices can never lie on an augmenting path
//    again, so they are retired for good (Edmonds). Failed searches therefore cost O(m) in total.
// Worst case O(n * m * alpha) like the textbook algorithm; in practice near-linear on sparse
// graphs.
//
// Certificate: the retired trees give the Gallai-Edmonds decomposition. Outer vertices form D
// (missed by some maximum matching), inner vertices form A (their neighbours outside D), the rest
// C. By the Tutte-Berge formula, |M| = (n + |A| - odd(G - A)) / 2 proves M maximum;
// VerifyMaximumMatching checks exactly that with a plain component count, independently of the
// search.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "absl/status/status.h"

namespace papermines {

// An undirected graph in compressed form: the neighbours of v are adj[start[v] .. start[v + 1]).
// Every edge appears in both lists. Self-loops are ignored by the matching; parallel edges are
// fine.
struct CsrGraph {
  int32_t n = 0;
  std::vector<uint32_t> start{0};  // n + 1 entries
  std::vector<int32_t> adj;

  // Builds the CSR form of an edge list on vertices 0..n-1 (endpoints must be in range).
  static CsrGraph FromEdges(int32_t n, std::span<const std::pair<int32_t, int32_t>> edges);
  int degree(int32_t v) const { return static_cast<int>(start[v + 1] - start[v]); }
  std::span<const int32_t> neighbors(int32_t v) const {
    return {adj.data() + start[v], adj.data() + start[v + 1]};
  }
};

// Gallai-Edmonds class of a vertex with respect to every maximum matching.
enum class GallaiEdmonds : uint8_t {
  kD = 0,  // missed by some maximum matching (even vertex of a Hungarian tree)
  kA = 1,  // not in D, adjacent to D (odd vertex of a Hungarian tree): the Tutte-Berge barrier
  kC = 2,  // the rest: perfectly matched among themselves by every maximum matching
};

struct MatchingResult {
  std::vector<int32_t> mate;  // mate[v], or -1 when v is free
  int32_t size = 0;           // number of matched edges
  // Filled when requested (MatchingOptions::decomposition): one class per vertex.
  std::vector<GallaiEdmonds> decomposition;
};

struct MatchingOptions {
  bool greedy_start = true;    // start from the greedy matching (off: from the empty matching)
  bool decomposition = false;  // also report the Gallai-Edmonds decomposition
};

MatchingResult MaximumMatching(const CsrGraph& graph, const MatchingOptions& options = {});
// Convenience form: n vertices, edge list; returns the mate array.
std::vector<int32_t> MaximumMatching(int32_t n, std::span<const std::pair<int32_t, int32_t>> edges);

// Checks that `mate` is a matching of `graph` (symmetric, along edges) and that the barrier
// `in_barrier` (per vertex, nonzero = in the set U) proves it maximum by the Tutte-Berge formula:
// |M| == (n + |U| - odd(G - U)) / 2, where odd() counts the components of odd size. Any U gives an
// upper bound on every matching, so equality is a proof. Returns OK or a message saying what fails.
absl::Status VerifyMaximumMatching(const CsrGraph& graph, std::span<const int32_t> mate,
                                   std::span<const uint8_t> in_barrier);
// The barrier of a decomposition: 1 for the vertices of A.
std::vector<uint8_t> BarrierOf(std::span<const GallaiEdmonds> decomposition);

}  // namespace papermines
