// The blossom matching against two independent implementations (LEMON's MaxMatching and Boost's
// edmonds_maximum_cardinality_matching) on seeded random graphs, its Tutte-Berge certificate, and
// its Gallai-Edmonds decomposition against the definition (v is in D iff some maximum matching
// misses v, i.e. nu(G - v) == nu(G)), evaluated with LEMON.
#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <iostream>
#include <limits>
#include <list>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "solve/matching.h"
#include "tests/lemon_compat.h"

namespace papermines {
namespace {

using Edges = std::vector<std::pair<int32_t, int32_t>>;

int LemonMatchingSize(int n, const Edges& edges, int skip = -1) {
  lemon::ListGraph g;
  std::vector<lemon::ListGraph::Node> nodes;
  for (int i = 0; i < n; ++i) nodes.push_back(g.addNode());
  for (auto [u, v] : edges) {
    if (u == v || u == skip || v == skip) continue;
    g.addEdge(nodes[u], nodes[v]);
  }
  lemon::MaxMatching<lemon::ListGraph> mm(g);
  mm.run();
  return mm.matchingSize();
}

int BoostMatchingSize(int n, const Edges& edges) {
  using G = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  G g(n);
  for (auto [u, v] : edges) {
    if (u != v) boost::add_edge(u, v, g);
  }
  std::vector<boost::graph_traits<G>::vertex_descriptor> mate(n);
  boost::edmonds_maximum_cardinality_matching(g, &mate[0]);
  return static_cast<int>(boost::matching_size(g, &mate[0]));
}

Edges RandomGraph(std::mt19937_64& rng, int n, int m) {
  Edges e;
  if (n < 2) return e;
  for (int i = 0; i < m; ++i) {
    int u = static_cast<int>(rng() % n), v = static_cast<int>(rng() % n);
    e.emplace_back(u, v);  // loops and parallel edges included on purpose
  }
  return e;
}

// Graphs made of odd cycles glued at vertices and chained: many (nested) blossoms.
Edges BlossomyGraph(std::mt19937_64& rng, int n) {
  Edges e;
  int next = 1;
  while (next < n) {
    const int len = 3 + 2 * static_cast<int>(rng() % 3);
    const int anchor = static_cast<int>(rng() % next);
    int prev = anchor;
    for (int i = 0; i < len - 1 && next < n; ++i) {
      e.emplace_back(prev, next);
      prev = next++;
    }
    e.emplace_back(prev, anchor);
    if (rng() % 3 == 0 && next > 2) e.emplace_back(static_cast<int>(rng() % next), prev);
  }
  return e;
}

void CheckAgainstPeers(int n, const Edges& edges, bool greedy) {
  CsrGraph g = CsrGraph::FromEdges(n, edges);
  MatchingOptions opt;
  opt.decomposition = true;
  opt.greedy_start = greedy;
  MatchingResult res = MaximumMatching(g, opt);
  const int lemon = LemonMatchingSize(n, edges);
  const int boost = BoostMatchingSize(n, edges);
  ASSERT_EQ(res.size, lemon) << "n=" << n << " m=" << edges.size();
  ASSERT_EQ(res.size, boost);
  absl::Status cert = VerifyMaximumMatching(g, res.mate, BarrierOf(res.decomposition));
  ASSERT_TRUE(cert.ok()) << cert.message();
}

TEST(Matching, RandomSparseGraphsAgreeWithLemonAndBoost) {
  std::mt19937_64 rng(20261122);
  for (int iter = 0; iter < 3000; ++iter) {
    const int n = 1 + static_cast<int>(rng() % 60);
    const int m = static_cast<int>(rng() % (2 * n + 1));
    CheckAgainstPeers(n, RandomGraph(rng, n, m), iter % 4 != 0);
  }
}

TEST(Matching, RandomDenserAndLargerGraphs) {
  std::mt19937_64 rng(7);
  for (int iter = 0; iter < 200; ++iter) {
    const int n = 50 + static_cast<int>(rng() % 400);
    const int m = static_cast<int>(rng() % (4 * n + 1));
    CheckAgainstPeers(n, RandomGraph(rng, n, m), iter % 2 == 0);
  }
}

TEST(Matching, NestedBlossoms) {
  std::mt19937_64 rng(99);
  for (int iter = 0; iter < 1000; ++iter) {
    const int n = 3 + static_cast<int>(rng() % 80);
    CheckAgainstPeers(n, BlossomyGraph(rng, n), iter % 2 == 0);
  }
}

TEST(Matching, DecompositionMatchesDefinition) {
  std::mt19937_64 rng(5);
  for (int iter = 0; iter < 400; ++iter) {
    const int n = 1 + static_cast<int>(rng() % 14);
    Edges edges = iter % 2 ? RandomGraph(rng, n, static_cast<int>(rng() % (2 * n + 1)))
                           : BlossomyGraph(rng, n);
    CsrGraph g = CsrGraph::FromEdges(n, edges);
    MatchingOptions opt;
    opt.decomposition = true;
    MatchingResult res = MaximumMatching(g, opt);
    const int nu = LemonMatchingSize(n, edges);
    std::vector<bool> in_d(n);
    for (int v = 0; v < n; ++v) in_d[v] = LemonMatchingSize(n, edges, v) == nu;
    for (int v = 0; v < n; ++v) {
      bool next_to_d = false;
      for (int32_t y : g.neighbors(v)) next_to_d |= (y != v && in_d[y]);
      const GallaiEdmonds want = in_d[v]     ? GallaiEdmonds::kD
                                 : next_to_d ? GallaiEdmonds::kA
                                             : GallaiEdmonds::kC;
      ASSERT_EQ(static_cast<int>(res.decomposition[v]), static_cast<int>(want))
          << "vertex " << v << " of graph " << iter;
    }
  }
}

TEST(Matching, CertificateRejectsNonMaximumAndInvalidMatchings) {
  // A path 0-1-2-3: the matching {1-2} is maximal but not maximum; no barrier can certify it.
  Edges path{{0, 1}, {1, 2}, {2, 3}};
  CsrGraph g = CsrGraph::FromEdges(4, path);
  std::vector<int32_t> mate{-1, 2, 1, -1};
  for (int mask = 0; mask < 16; ++mask) {
    std::vector<uint8_t> u(4);
    for (int v = 0; v < 4; ++v) u[v] = (mask >> v) & 1;
    EXPECT_FALSE(VerifyMaximumMatching(g, mate, u).ok()) << mask;
  }
  std::vector<int32_t> bad{3, -1, -1, 0};  // 0-3 is not an edge
  EXPECT_FALSE(VerifyMaximumMatching(g, bad, std::vector<uint8_t>(4, 0)).ok());
  std::vector<int32_t> asym{1, 2, 1, -1};
  EXPECT_FALSE(VerifyMaximumMatching(g, asym, std::vector<uint8_t>(4, 0)).ok());
  MatchingResult res = MaximumMatching(g, {.greedy_start = true, .decomposition = true});
  EXPECT_EQ(res.size, 2);
  EXPECT_TRUE(VerifyMaximumMatching(g, res.mate, BarrierOf(res.decomposition)).ok());
}

TEST(Matching, EdgeListFormAndEmptyGraph) {
  EXPECT_TRUE(MaximumMatching(0, Edges{}).empty());
  std::vector<int32_t> mate = MaximumMatching(5, Edges{{0, 1}, {1, 2}, {2, 0}, {3, 3}});
  int matched = 0;
  for (int v = 0; v < 5; ++v) matched += mate[v] >= 0;
  EXPECT_EQ(matched, 2);
  EXPECT_EQ(mate[3], -1);
  EXPECT_EQ(mate[4], -1);
}

TEST(Matching, LargeRandomGraphAgreesWithLemon) {
  std::mt19937_64 rng(11);
  const int n = 8000;
  Edges edges = RandomGraph(rng, n, 3 * n / 2);
  CheckAgainstPeers(n, edges, true);
  CheckAgainstPeers(n, edges, false);
}

}  // namespace
}  // namespace papermines
