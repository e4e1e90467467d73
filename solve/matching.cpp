// Edmonds' blossom algorithm in Gabow's formulation, with union-find blossom bases.
//
// One search grows an alternating tree from a free root r, breadth first. Vertices are unlabelled,
// EVEN (outer: reached by an even alternating path from r) or ODD (inner). Every EVEN vertex v
// carries a label that determines P(v), an alternating path from v to r starting with the matched
// edge at v (Gabow 1976):
//  - r: P(r) = (r);
//  - a vertex label: v = mate(x) for an ODD vertex x reached from the EVEN vertex pred[x]:
//    P(v) = v, x, P(pred[x]);
//  - an edge label (a, b): v was ODD and became EVEN when the edge (a, b) between two EVEN
//    vertices closed a blossom, a on v's side: P(v) = v, mate(v), ..., a (the part of P(a) from a
//    up to v, reversed), then P(b).
// Augmenting along an edge (u, y) with y free is then Gabow's procedure R: mate(y) = u, and R(u, y)
// re-matches P(u); R stops by itself where the path meets a vertex whose mate it already changed.
// R recurses to depth O(n), so it runs here on an explicit stack.
//
// A blossom is shrunk by walking from the two endpoint bases towards the root, alternately, to find
// their nearest common base (time stamps instead of clearing marks), then giving every ODD vertex
// on the two paths its edge label, queueing it as EVEN and uniting the blossoms on the paths with
// the new base in a union-find structure (path halving, union by size; the set's base is stored at
// its root).
//
// Failed searches: every vertex of a Hungarian tree is retired (Edmonds: no augmenting path can
// use it again, and a maximum matching of the rest plus the tree's matching is maximum). Their
// labels survive as the Gallai-Edmonds classes: outer = D, inner = A. The argument: an edge from an
// outer vertex of a tree T leads inside T or to an inner vertex of an earlier tree (otherwise the
// search of T or of the earlier tree would have labelled its other end), so each outer blossom of
// T is an odd component of G - A; T has one outer blossom more than inner vertices, and each tree
// contributes one free vertex, hence (n + |A| - odd(G - A)) / 2 = |M| exactly.
#include "solve/matching.h"

#include <algorithm>
#include <numeric>

#include "absl/strings/str_cat.h"
#include "solve/union_find.h"

namespace papermines {

CsrGraph CsrGraph::FromEdges(int32_t n, std::span<const std::pair<int32_t, int32_t>> edges) {
  CsrGraph g;
  g.n = n;
  g.start.assign(static_cast<size_t>(n) + 1, 0);
  for (const auto& [u, v] : edges) {
    if (u == v) continue;
    ++g.start[u + 1];
    ++g.start[v + 1];
  }
  for (int32_t v = 0; v < n; ++v) g.start[v + 1] += g.start[v];
  g.adj.resize(g.start[n]);
  std::vector<uint32_t> pos(g.start.begin(), g.start.end() - 1);
  for (const auto& [u, v] : edges) {
    if (u == v) continue;
    g.adj[pos[u]++] = v;
    g.adj[pos[v]++] = u;
  }
  return g;
}

namespace {

enum : uint8_t { kNone = 0, kEven = 1, kOdd = 2, kRetired = 4 };

class BlossomMatcher {
 public:
  explicit BlossomMatcher(const CsrGraph& g)
      : g_(g),
        n_(g.n),
        mate_(n_, -1),
        label_(n_, kNone),
        pred_(n_, -1),
        bridge_a_(n_, -1),
        bridge_b_(n_, -1),
        uf_(n_),
        base_(n_),
        stamp_(n_, 0) {
    std::iota(base_.begin(), base_.end(), 0);
  }

  void GreedyStart() {
    // Karp-Sipser: while some free vertex has exactly one free neighbour, match that pair (no
    // maximum matching is lost by it); otherwise match a free vertex of least initial degree to its
    // free neighbour of least current degree. deg[v] counts v's edges to free vertices.
    std::vector<int32_t> deg(n_);
    int max_deg = 0;
    for (int32_t v = 0; v < n_; ++v) {
      int d = 0;
      for (int32_t y : g_.neighbors(v)) d += (y != v);
      deg[v] = d;
      max_deg = std::max(max_deg, d);
    }
    std::vector<int32_t> count(static_cast<size_t>(max_deg) + 2, 0);
    for (int32_t v = 0; v < n_; ++v) ++count[deg[v] + 1];
    for (int d = 0; d <= max_deg; ++d) count[d + 1] += count[d];
    std::vector<int32_t> order(n_);
    for (int32_t v = 0; v < n_; ++v) order[count[deg[v]]++] = v;
    std::vector<int32_t> ones;
    for (int32_t v = 0; v < n_; ++v) {
      if (deg[v] == 1) ones.push_back(v);
    }
    auto match = [&](int32_t u, int32_t v) {
      mate_[u] = v;
      mate_[v] = u;
      for (int32_t x : {u, v}) {
        for (int32_t w : g_.neighbors(x)) {
          if (w != x && mate_[w] < 0 && --deg[w] == 1) ones.push_back(w);
        }
      }
    };
    auto best_free_neighbour = [&](int32_t v) {
      int32_t best = -1;
      for (int32_t y : g_.neighbors(v)) {
        if (y == v || mate_[y] >= 0) continue;
        if (best < 0 || deg[y] < deg[best]) best = y;
      }
      return best;
    };
    size_t next = 0;
    for (;;) {
      while (!ones.empty()) {
        const int32_t v = ones.back();
        ones.pop_back();
        if (mate_[v] >= 0 || deg[v] != 1) continue;
        const int32_t u = best_free_neighbour(v);
        if (u >= 0) match(v, u);
      }
      while (next < order.size() && (mate_[order[next]] >= 0 || deg[order[next]] == 0)) ++next;
      if (next == order.size()) break;
      const int32_t v = order[next];
      const int32_t u = best_free_neighbour(v);
      if (u >= 0) {
        match(v, u);
      } else {
        deg[v] = 0;  // only parallel edges to matched vertices were counted
      }
    }
  }

  void Run() {
    queue_.reserve(64);
    for (int32_t r = 0; r < n_; ++r) {
      if (mate_[r] < 0 && label_[r] == kNone) Search(r);
    }
  }

  MatchingResult Result(bool decomposition) {
    MatchingResult res;
    for (int32_t v = 0; v < n_; ++v) res.size += (mate_[v] > v);
    if (decomposition) {
      res.decomposition.resize(n_);
      for (int32_t v = 0; v < n_; ++v) {
        res.decomposition[v] = (label_[v] & kEven)  ? GallaiEdmonds::kD
                               : (label_[v] & kOdd) ? GallaiEdmonds::kA
                                                    : GallaiEdmonds::kC;
      }
    }
    res.mate = std::move(mate_);
    return res;
  }

 private:
  int32_t Base(int32_t v) { return base_[uf_.Find(v)]; }
  // Merges the set of v into the set whose base is `b`, keeping b as the base.
  void Unite(int32_t v, int32_t b) {
    const int32_t rv = uf_.Find(v), rb = uf_.Find(b);
    if (rv != rb) base_[uf_.Unite(rv, rb)] = b;
  }

  void Touch(int32_t v) { touched_.push_back(v); }

  // Searches for an augmenting path from the free vertex r; augments and returns true, or retires
  // the Hungarian tree and returns false.
  bool Search(int32_t r) {
    touched_.clear();
    queue_.clear();
    label_[r] = kEven;
    bridge_a_[r] = -1;
    Touch(r);
    queue_.push_back(r);
    for (size_t qi = 0; qi < queue_.size(); ++qi) {
      const int32_t u = queue_[qi];
      const uint32_t e_end = g_.start[u + 1];
      for (uint32_t e = g_.start[u]; e < e_end; ++e) {
        const int32_t y = g_.adj[e];
        const uint8_t ly = label_[y];
        if (ly == kNone) {
          const int32_t z = mate_[y];
          if (z < 0) {
            if (y == u) continue;  // self-loop
            mate_[y] = u;
            Rematch(u, y);
            Reset();
            return true;
          }
          label_[y] = kOdd;
          pred_[y] = u;
          label_[z] = kEven;
          bridge_a_[z] = -1;
          Touch(y);
          Touch(z);
          queue_.push_back(z);
        } else if (ly == kEven) {
          const int32_t bu = Base(u), by = Base(y);
          if (bu != by) Shrink(u, y, bu, by);
        }
        // kOdd: nothing to do; retired vertices (kRetired set) are skipped as well.
      }
    }
    for (int32_t v : touched_) label_[v] |= kRetired;
    return false;
  }

  void Reset() {
    for (int32_t v : touched_) {
      label_[v] = kNone;
      uf_.Isolate(v);
      base_[v] = v;
    }
  }

  // The EVEN vertices x and y (bases bx != by) are joined by an edge: shrink the blossom.
  void Shrink(int32_t x, int32_t y, int32_t bx, int32_t by) {
    ++clock_;
    int32_t a = bx, b = by, lca = -1;
    for (;;) {
      if (a >= 0) {
        if (stamp_[a] == clock_) {
          lca = a;
          break;
        }
        stamp_[a] = clock_;
        const int32_t m = mate_[a];
        a = m < 0 ? -1 : Base(pred_[m]);
      }
      std::swap(a, b);
    }
    Climb(bx, lca, x, y);
    Climb(by, lca, y, x);
  }

  // From the base v up to the base lca: the ODD vertices become EVEN with edge label (ex, ey).
  void Climb(int32_t v, int32_t lca, int32_t ex, int32_t ey) {
    while (v != lca) {
      const int32_t m = mate_[v];
      const int32_t next = Base(pred_[m]);
      label_[m] = kEven;
      bridge_a_[m] = ex;
      bridge_b_[m] = ey;
      queue_.push_back(m);
      Unite(v, lca);
      Unite(m, lca);
      v = next;
    }
  }

  // Gabow's R(v, w): mate(v) = w and re-match the path P(v) behind it.
  void Rematch(int32_t v0, int32_t w0) {
    stack_.clear();
    stack_.emplace_back(v0, w0);
    while (!stack_.empty()) {
      auto [v, w] = stack_.back();
      stack_.pop_back();
      for (;;) {
        const int32_t t = mate_[v];
        mate_[v] = w;
        if (t < 0 || mate_[t] != v) break;
        if (bridge_a_[v] < 0) {  // vertex label: P(v) = v, t, P(pred[t])
          const int32_t p = pred_[t];
          mate_[t] = p;
          v = p;
          w = t;
        } else {  // edge label (a, b): R(a, b), then R(b, a)
          const int32_t a = bridge_a_[v], b = bridge_b_[v];
          stack_.emplace_back(b, a);
          v = a;
          w = b;
        }
      }
    }
  }

  const CsrGraph& g_;
  const int32_t n_;
  std::vector<int32_t> mate_;
  std::vector<uint8_t> label_;
  std::vector<int32_t> pred_, bridge_a_, bridge_b_;
  UnionFind uf_;
  std::vector<int32_t> base_;
  std::vector<uint32_t> stamp_;
  uint32_t clock_ = 0;
  std::vector<int32_t> queue_, touched_;
  std::vector<std::pair<int32_t, int32_t>> stack_;
};

}  // namespace

MatchingResult MaximumMatching(const CsrGraph& graph, const MatchingOptions& options) {
  BlossomMatcher m(graph);
  if (options.greedy_start) m.GreedyStart();
  m.Run();
  return m.Result(options.decomposition);
}

std::vector<int32_t> MaximumMatching(int32_t n,
                                     std::span<const std::pair<int32_t, int32_t>> edges) {
  return MaximumMatching(CsrGraph::FromEdges(n, edges)).mate;
}

std::vector<uint8_t> BarrierOf(std::span<const GallaiEdmonds> decomposition) {
  std::vector<uint8_t> u(decomposition.size());
  for (size_t v = 0; v < decomposition.size(); ++v) u[v] = decomposition[v] == GallaiEdmonds::kA;
  return u;
}

absl::Status VerifyMaximumMatching(const CsrGraph& graph, std::span<const int32_t> mate,
                                   std::span<const uint8_t> in_barrier) {
  const int32_t n = graph.n;
  if (static_cast<int64_t>(mate.size()) != n || static_cast<int64_t>(in_barrier.size()) != n) {
    return absl::InvalidArgumentError("mate and barrier must have one entry per vertex");
  }
  int64_t matched = 0;
  for (int32_t v = 0; v < n; ++v) {
    const int32_t m = mate[v];
    if (m < 0) continue;
    if (m >= n || m == v || mate[m] != v) {
      return absl::FailedPreconditionError(absl::StrCat("mate is not symmetric at vertex ", v));
    }
    const auto nb = graph.neighbors(v);
    if (std::find(nb.begin(), nb.end(), m) == nb.end()) {
      return absl::FailedPreconditionError(
          absl::StrCat("vertex ", v, " is matched to ", m, " but they are not adjacent"));
    }
    ++matched;
  }
  matched /= 2;
  // Components of G - U by an explicit-stack search.
  std::vector<uint8_t> seen(n, 0);
  std::vector<int32_t> stack;
  int64_t odd = 0, barrier = 0;
  for (int32_t s = 0; s < n; ++s) {
    if (in_barrier[s]) {
      ++barrier;
      continue;
    }
    if (seen[s]) continue;
    int64_t size = 0;
    seen[s] = 1;
    stack.push_back(s);
    while (!stack.empty()) {
      const int32_t v = stack.back();
      stack.pop_back();
      ++size;
      for (int32_t y : graph.neighbors(v)) {
        if (!in_barrier[y] && !seen[y]) {
          seen[y] = 1;
          stack.push_back(y);
        }
      }
    }
    odd += size & 1;
  }
  const int64_t bound2 = n + barrier - odd;  // twice the Tutte-Berge bound
  if (2 * matched != bound2) {
    return absl::FailedPreconditionError(
        absl::StrCat("matching of size ", matched, " does not meet the Tutte-Berge bound (", n,
                     " + ", barrier, " - ", odd, ") / 2 of its barrier"));
  }
  return absl::OkStatus();
}

}  // namespace papermines
