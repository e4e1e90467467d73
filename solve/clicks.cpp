// Reverse-sweep minimum and 3BV. See clicks.h for the model; this file has the proofs and the
// algorithm.
//
// ## At most two components per border cell on the grids
//
// Square (king moves). Let x be a numbered cell and suppose it borders three components; pick zero
// neighbours z1, z2, z3 of x in three different components. They are pairwise non-adjacent
// (adjacent zero cells share a component), and every neighbour of a zero cell is safe. Name x's
// ring NW N NE E SE S SW W; within the ring, consecutive cells are adjacent and so are N-E, E-S,
// S-W, W-N. Pairwise non-adjacent triples are, up to symmetry, {N, SW, SE} and three corners
// {NW, NE, SE}.
//  - {N, SW, SE}: N zero makes NW, NE, W, E safe; SW zero makes S safe. Then all of x's neighbours
//    are safe and x is a zero cell, not a numbered one.
//  - {NW, NE, SE}: N's neighbours are NW, NE, W, E, x and the three cells above N; each of them is
//    a neighbour of NW or NE (or is NW, NE or x), so all are safe, N is a zero cell, and it joins
//    NW and NE into one component.
// Missing cells at the board's edge change nothing (they are neither mines nor zero cells).
//
// Hex (6 neighbours). The neighbours of x form a cycle (a path at the edge) in which consecutive
// cells are adjacent. Three pairwise non-adjacent ones must alternate around a full 6-cycle, and
// then each of the other three is a neighbour of a zero cell, hence safe: x has no mine neighbour.
//
// Triangle (12 neighbours sharing a vertex) and, as a cross-check, the other two: an exact finite
// check. Fix a cell x and the set Z of its zero neighbours; every neighbour of a cell of Z is safe.
// Put a mine on every other cell (the "max-mine completion"). Any board in which x's zero
// neighbours include Z has at least the completion's zero cells, so its components restricted to
// x's neighbourhood are unions of the completion's: the completion maximises the number of
// components x borders, and it is itself a board. That number depends only on the cells within
// distance 3 of x, so enumerating every Z for every cell of every board up to 7 rows (distance 3
// above and below) and 13 columns (triangles reach 2 columns per step) covers every case. The test
// MaxComponentsPerCellIsTwo in tests/solve_clicks_test.cpp does exactly this and finds the maximum
// 2 for all three grids (3 is reached on graphs).
//
// ## Algorithm
//
// 1. Neighbour counts and zero components (core: CountNeighborMines, FindZeroComponents), or, for
//    square grids, a specialised pass over rows (AnalyzeSquare below; same output).
// 2. Each numbered safe cell: the distinct components among its zero neighbours. None: the cell is
//    forced. Two: an edge of the component graph, remembered with the cell as its witness. Three or
//    more: a "hyper cell".
// 3. No hyper cell: maximum matching (solve/matching.h) of the component graph. The click set is
//    every forced cell, the witness cell of each matched edge, and one zero cell of each unmatched
//    component. O(cells * degree) plus the matching.
// 4. Hyper cells (graphs only): connected parts of the component graph without a hyper cell go to
//    the matching as above. In a part with hyper cells H, for every subset X of H (taken as
//    clicks), the components left uncovered are covered optimally by single clicks and by pairs,
//    where a pair is an ordinary edge or any two uncovered components of a hyper cell outside X;
//    that is uncovered - matching again. The minimum over X is exact: an optimal cover uses some X,
//    and each of its other clicks covers at most two uncovered components, along such a pair. The
//    cost is 2^|H| matchings per part: exponential, which is why a part with more than
//    kMaxHyperCellsPerPart hyper cells is refused.
#include "solve/clicks.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <string>

#include "absl/strings/str_cat.h"
#include "core/puzzle.h"
#include "core/reveal.h"
#include "solve/matching.h"

namespace papermines {
namespace {

struct ComponentEdge {
  int32_t a, b, witness;
};

// The numbered cells' relation to the components.
enum : uint8_t { kZeroCell = 0, kMineCell = 1, kIsolatedCell = 2, kBorderCell = 3 };

struct BorderScan {
  std::vector<ComponentEdge> edges;               // cells bordering exactly two components
  std::vector<int32_t> hyper_cells;               // cells bordering three or more
  std::vector<std::vector<int32_t>> hyper_comps;  // their components
  int max_bordered = 0;
  // Per cell: what a click on it closes.
  std::vector<uint8_t> cls;  // kZeroCell, kMineCell, kIsolatedCell or kBorderCell
  int64_t mines = 0, isolated = 0;
};

BorderScan ScanBorders(const Topology& topo, std::span<const uint8_t> mine,
                       std::span<const uint8_t> number, const ZeroComponents& z) {
  BorderScan s;
  const int n = topo.size();
  s.cls.assign(n, kZeroCell);
  std::vector<int32_t> comps;
  comps.reserve(topo.max_degree());
  for (int c = 0; c < n; ++c) {
    if (mine[c]) {
      s.cls[c] = kMineCell;
      ++s.mines;
      continue;
    }
    if (number[c] == 0) continue;
    comps.clear();
    for (int32_t nb : topo.neighbors(c)) {
      const int32_t k = z.comp_of[nb];
      if (k >= 0 && std::find(comps.begin(), comps.end(), k) == comps.end()) comps.push_back(k);
    }
    s.max_bordered = std::max(s.max_bordered, static_cast<int>(comps.size()));
    s.cls[c] = comps.empty() ? kIsolatedCell : kBorderCell;
    if (comps.empty()) {
      ++s.isolated;
    } else if (comps.size() == 2) {
      s.edges.push_back({comps[0], comps[1], c});
    } else if (comps.size() >= 3) {
      std::sort(comps.begin(), comps.end());
      s.hyper_cells.push_back(c);
      s.hyper_comps.push_back(comps);
    }
  }
  return s;
}

// Matching on the edges among `verts` (component ids; local numbering by position). Returns the
// number of matched edges and appends the witness of each matched edge and a member of each
// unmatched component to `clicks`.
struct LocalEdge {
  int32_t a, b, witness;  // local vertex ids
};
int64_t CoverByMatching(int32_t nv, const std::vector<LocalEdge>& edges,
                        const std::vector<int32_t>& rep_cell, std::vector<int32_t>* clicks) {
  std::vector<std::pair<int32_t, int32_t>> pairs;
  pairs.reserve(edges.size());
  for (const LocalEdge& e : edges) pairs.emplace_back(e.a, e.b);
  CsrGraph g = CsrGraph::FromEdges(nv, pairs);
  MatchingResult m = MaximumMatching(g);
  if (clicks != nullptr) {
    // A witness for every matched pair: the first edge found joining them.
    std::vector<uint8_t> done(nv, 0);
    for (const LocalEdge& e : edges) {
      if (m.mate[e.a] == e.b && !done[e.a]) {
        done[e.a] = done[e.b] = 1;
        clicks->push_back(e.witness);
      }
    }
    for (int32_t v = 0; v < nv; ++v) {
      if (m.mate[v] < 0) clicks->push_back(rep_cell[v]);
    }
  }
  return nv - m.size;
}

class UnionFind {
 public:
  explicit UnionFind(int n) : p_(n) { std::iota(p_.begin(), p_.end(), 0); }
  int Find(int v) {
    while (p_[v] != v) v = p_[v] = p_[p_[v]];
    return v;
  }
  void Unite(int a, int b) { p_[Find(a)] = Find(b); }

 private:
  std::vector<int> p_;
};

// Covers the components of one part that has hyper cells, exactly. `comps`: the part's components;
// edges and hyper cells given with global component ids.
absl::StatusOr<int64_t> CoverPartExactly(const std::vector<int32_t>& comps,
                                         const std::vector<ComponentEdge>& edges,
                                         const std::vector<int32_t>& hyper_cells,
                                         const std::vector<std::vector<int32_t>>& hyper_comps,
                                         const std::vector<int32_t>& global_to_local,
                                         const std::vector<int32_t>& rep_cell_of_comp,
                                         std::vector<int32_t>* clicks) {
  const int h = static_cast<int>(hyper_cells.size());
  if (h > kMaxHyperCellsPerPart) {
    return absl::ResourceExhaustedError(
        absl::StrCat("exact click search: ", h,
                     " cells in one part of the board border three or more "
                     "zero components (at most ",
                     kMaxHyperCellsPerPart, " are searched)"));
  }
  const int nv = static_cast<int>(comps.size());
  int64_t best = -1;
  uint32_t best_mask = 0;
  std::vector<uint8_t> covered(nv);
  std::vector<int32_t> local_of(nv), rep;
  std::vector<LocalEdge> le;
  auto evaluate = [&](uint32_t mask, std::vector<int32_t>* out) -> int64_t {
    std::fill(covered.begin(), covered.end(), 0);
    int64_t cost = 0;
    for (int i = 0; i < h; ++i) {
      if (!(mask >> i & 1)) continue;
      ++cost;
      if (out) out->push_back(hyper_cells[i]);
      for (int32_t k : hyper_comps[i]) covered[global_to_local[k]] = 1;
    }
    int32_t m = 0;
    rep.clear();
    for (int v = 0; v < nv; ++v) {
      local_of[v] = covered[v] ? -1 : m++;
      if (!covered[v]) rep.push_back(rep_cell_of_comp[comps[v]]);
    }
    le.clear();
    for (const ComponentEdge& e : edges) {
      const int32_t a = local_of[global_to_local[e.a]], b = local_of[global_to_local[e.b]];
      if (a >= 0 && b >= 0) le.push_back({a, b, e.witness});
    }
    for (int i = 0; i < h; ++i) {
      if (mask >> i & 1) continue;
      const auto& hc = hyper_comps[i];
      for (size_t p = 0; p < hc.size(); ++p) {
        for (size_t q = p + 1; q < hc.size(); ++q) {
          const int32_t a = local_of[global_to_local[hc[p]]], b = local_of[global_to_local[hc[q]]];
          if (a >= 0 && b >= 0) le.push_back({a, b, hyper_cells[i]});
        }
      }
    }
    return cost + CoverByMatching(m, le, rep, out);
  };
  for (uint32_t mask = 0; mask < (uint32_t{1} << h); ++mask) {
    if (best >= 0 && std::popcount(mask) >= best) continue;
    const int64_t c = evaluate(mask, nullptr);
    if (best < 0 || c < best) {
      best = c;
      best_mask = mask;
    }
  }
  evaluate(best_mask, clicks);
  return best;
}

// Components, representatives and border relations: what the cover needs from a board.
struct BoardAnalysis {
  int32_t count = 0;              // zero components
  std::vector<int32_t> rep_cell;  // per component: its first zero cell (row-major)
  BorderScan scan;
};

BoardAnalysis AnalyzeGeneric(const Topology& topo, std::span<const uint8_t> mine) {
  const std::vector<uint8_t> number = CountNeighborMines(topo, mine);
  const ZeroComponents z = FindZeroComponents(topo, mine, number);
  BoardAnalysis a;
  a.count = z.count;
  a.scan = ScanBorders(topo, mine, number, z);
  a.rep_cell.resize(z.count);
  for (int k = 0; k < z.count; ++k) a.rep_cell[k] = z.members[z.member_start[k]];
  return a;
}

// The square grid, specialised (same result as AnalyzeGeneric up to the numbering of components,
// which here is also by first cell). Cells live in a padded (R + 2) x (C + 2) frame so the eight
// neighbours are fixed offsets with no bounds tests; the padding is safe, not zero, and unlabelled.
//  1. neighbour counts: eight loads per cell, branch-free;
//  2. components: runs of zero cells per row, each run labelled at once and united (union-find
//     over provisional labels) with the runs of the row above that touch it diagonally or
//     vertically; labels are then resolved and renumbered in order of first cell;
//  3. border scan: each numbered safe cell reads its eight neighbours' labels.
// Returns false (and the caller uses the generic path) if a cell borders three components, which
// the proof in the header comment rules out.
bool AnalyzeSquare(const Topology& topo, std::span<const uint8_t> mine, BoardAnalysis* out) {
  const int R = topo.rows(), C = topo.cols(), W = C + 2;
  const size_t padded = static_cast<size_t>(R + 2) * W;
  std::vector<uint8_t> m(padded, 0);
  for (int r = 0; r < R; ++r) {
    std::copy(mine.begin() + static_cast<size_t>(r) * C,
              mine.begin() + static_cast<size_t>(r + 1) * C,
              m.begin() + static_cast<size_t>(r + 1) * W + 1);
  }
  // zero[p]: safe with no mine neighbour (padding: 0).
  std::vector<uint8_t> zero(padded, 0);
  for (int r = 1; r <= R; ++r) {
    const uint8_t* up = m.data() + static_cast<size_t>(r - 1) * W;
    const uint8_t* mid = up + W;
    const uint8_t* dn = mid + W;
    uint8_t* z = zero.data() + static_cast<size_t>(r) * W;
    for (int c = 1; c <= C; ++c) {
      const int any = up[c - 1] | up[c] | up[c + 1] | mid[c - 1] | mid[c] | mid[c + 1] | dn[c - 1] |
                      dn[c] | dn[c + 1];
      z[c] = any == 0;
    }
  }
  // Two-pass labelling.
  std::vector<int32_t> lab(padded, -1);
  std::vector<int32_t> parent, first_cell;
  parent.reserve(1024);
  auto find = [&](int32_t x) {
    while (parent[x] != x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  auto unite = [&](int32_t a, int32_t b) {
    a = find(a);
    b = find(b);
    if (a == b) return;
    if (a < b) std::swap(a, b);
    parent[a] = b;  // the older label stays root
  };
  // Runs of zero cells, row by row (memchr finds their ends); a run is 8-connected to the runs
  // of the row above that overlap its columns widened by one on each side.
  struct Run {
    int32_t begin, end, label;  // columns [begin, end) in the padded row
  };
  std::vector<Run> above, here;
  for (int r = 1; r <= R; ++r) {
    const size_t row = static_cast<size_t>(r) * W;
    const uint8_t* z = zero.data() + row;
    here.clear();
    size_t j = 0;
    int c = 1;
    while (c <= C) {
      const void* start = std::memchr(z + c, 1, static_cast<size_t>(C + 1 - c));
      if (start == nullptr) break;
      const int b = static_cast<int>(static_cast<const uint8_t*>(start) - z);
      const void* stop = std::memchr(z + b, 0, static_cast<size_t>(C + 2 - b));  // padding is 0
      const int e = static_cast<int>(static_cast<const uint8_t*>(stop) - z);
      while (j < above.size() && above[j].end < b) ++j;  // ends before column b - 1
      int32_t label = -1;
      for (size_t k = j; k < above.size() && above[k].begin <= e; ++k) {
        if (label < 0) {
          label = above[k].label;
        } else {
          unite(label, above[k].label);
        }
      }
      if (label < 0) {
        label = static_cast<int32_t>(parent.size());
        parent.push_back(label);
        first_cell.push_back((r - 1) * C + (b - 1));
      }
      std::fill(lab.begin() + static_cast<std::ptrdiff_t>(row + b),
                lab.begin() + static_cast<std::ptrdiff_t>(row + e), label);
      here.push_back({b, e, label});
      c = e + 1;
    }
    std::swap(above, here);
  }
  // Final ids in order of first cell: a component's first cell always opens a new label, and
  // labels are created in row-major order.
  const int32_t labels = static_cast<int32_t>(parent.size());
  std::vector<int32_t> final_id(labels, -1);
  int32_t count = 0;
  out->rep_cell.clear();
  for (int32_t l = 0; l < labels; ++l) {
    const int32_t root = find(l);
    if (root == l) {
      final_id[l] = count++;
      out->rep_cell.push_back(first_cell[l]);
    } else {
      final_id[l] = final_id[root];  // root < l: already numbered
    }
  }
  out->count = count;
  // Classes and border scan (labels resolved on the fly).
  BorderScan& s = out->scan;
  s = BorderScan{};
  s.cls.resize(static_cast<size_t>(R) * C);
  const std::ptrdiff_t off[8] = {-W - 1, -W, -W + 1, -1, 1, W - 1, W, W + 1};
  std::vector<int32_t> vhi(W);
  std::vector<uint32_t> vlo(W);
  int64_t mines = 0, isolated = 0, border_cells = 0;
  for (int r = 1; r <= R; ++r) {
    const size_t row = static_cast<size_t>(r) * W;
    uint8_t* cls = s.cls.data() + static_cast<size_t>(r - 1) * C - 1;
    const uint8_t* z = zero.data() + row;
    const uint8_t* zu = z - W;
    const uint8_t* zd = z + W;
    const uint8_t* mr = m.data() + row;
    for (int c = 1; c <= C; ++c) {
      const int near =
          zu[c - 1] | zu[c] | zu[c + 1] | z[c - 1] | z[c + 1] | zd[c - 1] | zd[c] | zd[c + 1];
      // mine: 1; zero: 0; numbered: 2 without a zero neighbour, 3 with one (branch-free).
      const uint8_t numbered = static_cast<uint8_t>((mr[c] | z[c]) ^ 1);
      const uint8_t border = numbered & (near != 0);
      cls[c] = static_cast<uint8_t>(mr[c] | (numbered << 1) | border);
      mines += mr[c];
      isolated += numbered ^ border;
      border_cells += border;
    }
    // Largest raw label and smallest non-negative one (as unsigned, -1 is the largest) over each
    // 3 x 3 block: column triples first, then windows of three columns. The cell itself never
    // has a label when it is a border cell.
    const int32_t* lu = lab.data() + row - W;
    const int32_t* lm = lu + W;
    const int32_t* ld = lm + W;
    for (int c = 0; c < W; ++c) {
      vhi[c] = std::max(lu[c], std::max(lm[c], ld[c]));
      vlo[c] = std::min(static_cast<uint32_t>(lu[c]),
                        std::min(static_cast<uint32_t>(lm[c]), static_cast<uint32_t>(ld[c])));
    }
    for (int c = 1; c <= C; ++c) {
      const int32_t hi = std::max(vhi[c - 1], std::max(vhi[c], vhi[c + 1]));
      const uint32_t lo = std::min(vlo[c - 1], std::min(vlo[c], vlo[c + 1]));
      // One raw label around the cell (the common case) means one component: nothing to record.
      if (cls[c] != kBorderCell || static_cast<uint32_t>(hi) == lo) continue;
      const size_t p = row + c;
      int32_t a = final_id[lo], b = final_id[hi];
      for (std::ptrdiff_t o : off) {  // labels other than lo and hi, resolved one by one
        const int32_t raw = lab[p + o];
        if (raw < 0 || raw == hi || static_cast<uint32_t>(raw) == lo) continue;
        const int32_t k = final_id[raw];
        if (k == a || k == b) continue;
        if (a == b) {
          b = k;
        } else {
          return false;  // a third component: impossible on this grid, but stay exact
        }
      }
      if (a != b) {
        s.edges.push_back({std::min(a, b), std::max(a, b), (r - 1) * C + (c - 1)});
        s.max_bordered = 2;
      }
    }
  }
  s.mines = mines;
  s.isolated = isolated;
  if (border_cells > 0) s.max_bordered = std::max(s.max_bordered, 1);
  return true;
}

BoardAnalysis Analyze(const Topology& topo, std::span<const uint8_t> mine) {
  BoardAnalysis a;
  if (topo.kind() == TopologyKind::kSquare && AnalyzeSquare(topo, mine, &a)) return a;
  return AnalyzeGeneric(topo, mine);
}

}  // namespace

absl::StatusOr<ClickCounts> CountClicks(const Topology& topo, std::span<const uint8_t> mine) {
  const int n = topo.size();
  if (static_cast<int64_t>(mine.size()) != n) {
    return absl::InvalidArgumentError(
        absl::StrCat("board has ", mine.size(), " cells, topology ", n));
  }
  BoardAnalysis analysis = Analyze(topo, mine);
  const BorderScan& s = analysis.scan;
  const std::vector<int32_t>& rep_cell = analysis.rep_cell;
  const int32_t ncomp = analysis.count;

  ClickCounts out;
  out.components = ncomp;
  out.mines = s.mines;
  out.isolated = s.isolated;
  out.max_bordered = s.max_bordered;
  out.forward = ncomp + s.isolated;

  int64_t cover = 0;
  if (s.hyper_cells.empty()) {
    std::vector<LocalEdge> le;
    le.reserve(s.edges.size());
    for (const ComponentEdge& e : s.edges) le.push_back({e.a, e.b, e.witness});
    cover = CoverByMatching(ncomp, le, rep_cell, &out.reverse_clicks);
  } else {
    out.exact_search = true;
    // Connected parts of the component graph (edges and hyper cells).
    UnionFind uf(ncomp);
    for (const ComponentEdge& e : s.edges) uf.Unite(e.a, e.b);
    for (const auto& hc : s.hyper_comps) {
      for (size_t i = 1; i < hc.size(); ++i) uf.Unite(hc[0], hc[i]);
    }
    std::vector<uint8_t> part_has_hyper(ncomp, 0);
    for (const auto& hc : s.hyper_comps) part_has_hyper[uf.Find(hc[0])] = 1;
    // Plain parts: one matching over all of them.
    std::vector<int32_t> local(ncomp, -1), plain_rep;
    int32_t nplain = 0;
    for (int k = 0; k < ncomp; ++k) {
      if (!part_has_hyper[uf.Find(k)]) {
        local[k] = nplain++;
        plain_rep.push_back(rep_cell[k]);
      }
    }
    std::vector<LocalEdge> le;
    for (const ComponentEdge& e : s.edges) {
      if (local[e.a] >= 0) le.push_back({local[e.a], local[e.b], e.witness});
    }
    cover += CoverByMatching(nplain, le, plain_rep, &out.reverse_clicks);
    // Parts with hyper cells, one at a time.
    std::vector<std::vector<int32_t>> part_comps(ncomp);
    for (int k = 0; k < ncomp; ++k) {
      if (part_has_hyper[uf.Find(k)]) part_comps[uf.Find(k)].push_back(k);
    }
    std::vector<std::vector<ComponentEdge>> part_edges(ncomp);
    for (const ComponentEdge& e : s.edges) {
      if (part_has_hyper[uf.Find(e.a)]) part_edges[uf.Find(e.a)].push_back(e);
    }
    std::vector<std::vector<int32_t>> part_hyper(ncomp);
    for (size_t i = 0; i < s.hyper_cells.size(); ++i) {
      part_hyper[uf.Find(s.hyper_comps[i][0])].push_back(static_cast<int32_t>(i));
    }
    std::vector<int32_t> global_to_local(ncomp, -1);
    for (int root = 0; root < ncomp; ++root) {
      if (part_comps[root].empty()) continue;
      const auto& comps = part_comps[root];
      for (size_t i = 0; i < comps.size(); ++i) global_to_local[comps[i]] = static_cast<int32_t>(i);
      std::vector<int32_t> hcells;
      std::vector<std::vector<int32_t>> hcomps;
      for (int32_t i : part_hyper[root]) {
        hcells.push_back(s.hyper_cells[i]);
        hcomps.push_back(s.hyper_comps[i]);
      }
      auto c = CoverPartExactly(comps, part_edges[root], hcells, hcomps, global_to_local, rep_cell,
                                &out.reverse_clicks);
      if (!c.ok()) return c.status();
      cover += *c;
    }
  }
  out.saved = ncomp - cover;
  out.reverse = out.mines + out.isolated + cover;
  // Both click sets in increasing cell order, in one sweep: forced cells from their class, the
  // rest (witnesses, representatives) from two flag bits added to the class byte.
  std::vector<uint8_t>& cls_mark = analysis.scan.cls;
  for (int32_t c : out.reverse_clicks) cls_mark[c] |= 4;
  for (int32_t c : rep_cell) cls_mark[c] |= 8;
  // Branch-free compaction into arrays of the known sizes (one spare slot each for the
  // unconditional store).
  out.reverse_clicks.assign(static_cast<size_t>(out.reverse) + 1, 0);
  out.forward_clicks.assign(static_cast<size_t>(out.forward) + 1, 0);
  int32_t* rev = out.reverse_clicks.data();
  int32_t* fwd = out.forward_clicks.data();
  size_t nr = 0, nf = 0;
  const uint8_t* cls = cls_mark.data();
  for (int c = 0; c < n; ++c) {
    const uint8_t k = cls[c], base = k & 3;
    rev[nr] = c;
    nr += ((base == kMineCell) | (base == kIsolatedCell) | ((k >> 2) & 1));
    fwd[nf] = c;
    nf += ((base == kIsolatedCell) | (k >> 3));
  }
  out.reverse_clicks.resize(nr);
  out.forward_clicks.resize(nf);
  return out;
}

ComponentGraph BuildComponentGraph(const Topology& topo, std::span<const uint8_t> mine) {
  const BoardAnalysis a = Analyze(topo, mine);
  const BorderScan& s = a.scan;
  ComponentGraph g;
  g.components = a.count;
  g.edges.reserve(s.edges.size());
  for (const ComponentEdge& e : s.edges) g.edges.emplace_back(e.a, e.b);
  g.hyper_cells = static_cast<int64_t>(s.hyper_cells.size());
  return g;
}

namespace {

absl::Status CheckCellIds(const Topology& topo, std::span<const int32_t> clicks) {
  for (int32_t c : clicks) {
    if (c < 0 || c >= topo.size()) {
      return absl::InvalidArgumentError(absl::StrCat("click on cell ", c, " outside the board"));
    }
  }
  return absl::OkStatus();
}

std::string CellName(const Topology& topo, int c) {
  if (!topo.is_grid()) return absl::StrCat(c);
  return absl::StrCat(topo.row(c), " ", topo.col(c));
}

// Marks component k and its border in `state` with `value`.
void MarkComponent(const ZeroComponents& z, int32_t k, std::vector<uint8_t>& state) {
  for (uint32_t i = z.member_start[k]; i < z.member_start[k + 1]; ++i) state[z.members[i]] = 1;
  for (uint32_t i = z.border_start[k]; i < z.border_start[k + 1]; ++i) state[z.border[i]] = 1;
}

}  // namespace

absl::Status CheckReverseClicks(const Topology& topo, std::span<const uint8_t> mine,
                                std::span<const int32_t> clicks) {
  if (static_cast<int64_t>(mine.size()) != topo.size()) {
    return absl::InvalidArgumentError("board size does not match its topology");
  }
  if (absl::Status s = CheckCellIds(topo, clicks); !s.ok()) return s;
  const std::vector<uint8_t> number = CountNeighborMines(topo, mine);
  const ZeroComponents z = FindZeroComponents(topo, mine, number);
  std::vector<uint8_t> closed(topo.size(), 0), comp_closed(z.count, 0);
  for (int32_t c : clicks) {
    closed[c] = 1;
    if (mine[c]) continue;
    if (number[c] == 0) {
      if (!comp_closed[z.comp_of[c]]) MarkComponent(z, z.comp_of[c], closed);
      comp_closed[z.comp_of[c]] = 1;
      continue;
    }
    for (int32_t nb : topo.neighbors(c)) {
      const int32_t k = z.comp_of[nb];
      if (k >= 0 && !comp_closed[k]) {
        comp_closed[k] = 1;
        MarkComponent(z, k, closed);
      }
    }
  }
  for (int c = 0; c < topo.size(); ++c) {
    if (!closed[c]) {
      return absl::FailedPreconditionError(absl::StrCat(
          "cell ", CellName(topo, c), " stays open after the ", clicks.size(), " reverse clicks"));
    }
  }
  return absl::OkStatus();
}

absl::Status CheckForwardClicks(const Topology& topo, std::span<const uint8_t> mine,
                                std::span<const int32_t> clicks) {
  if (static_cast<int64_t>(mine.size()) != topo.size()) {
    return absl::InvalidArgumentError("board size does not match its topology");
  }
  if (absl::Status s = CheckCellIds(topo, clicks); !s.ok()) return s;
  const std::vector<uint8_t> number = CountNeighborMines(topo, mine);
  const ZeroComponents z = FindZeroComponents(topo, mine, number);
  std::vector<uint8_t> open(topo.size(), 0);
  for (int32_t c : clicks) {
    if (mine[c]) {
      return absl::FailedPreconditionError(
          absl::StrCat("forward click on cell ", CellName(topo, c), " hits a mine"));
    }
    if (number[c] == 0) {
      MarkComponent(z, z.comp_of[c], open);
    } else {
      open[c] = 1;
    }
  }
  for (int c = 0; c < topo.size(); ++c) {
    if (!mine[c] && !open[c]) {
      return absl::FailedPreconditionError(absl::StrCat(
          "safe cell ", CellName(topo, c), " stays closed after the ", clicks.size(), " clicks"));
    }
  }
  return absl::OkStatus();
}

}  // namespace papermines
