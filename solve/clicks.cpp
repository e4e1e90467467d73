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
// 1. Zero components, border cells and forced cells (solve/clicks_analysis.h): on the grids one
//    streaming pass over the rows (AnalyzeGridFast), otherwise core's CountNeighborMines and
//    FindZeroComponents (AnalyzeBoardGeneric); both give the same result.
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
#include "core/cell_name.h"
#include "core/puzzle.h"
#include "core/reveal.h"
#include "solve/clicks_analysis.h"
#include "solve/matching.h"
#include "solve/union_find.h"

namespace papermines {
namespace {

using ComponentEdge = BorderEdge;

// Matching on the edges among `verts` (component ids; local numbering by position). Returns the
// number of matched edges and appends the witness of each matched edge and a member of each
// unmatched component to `clicks`.
struct LocalEdge {
  int32_t a, b, witness;  // local vertex ids
};
int64_t CoverByMatching(int32_t nv, const std::vector<LocalEdge>& edges,
                        const std::vector<int32_t>& rep_cell, std::vector<int32_t>* clicks,
                        size_t* witnesses) {
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
    if (witnesses != nullptr) *witnesses = clicks->size();
    for (int32_t v = 0; v < nv; ++v) {
      if (m.mate[v] < 0) clicks->push_back(rep_cell[v]);
    }
  }
  return nv - m.size;
}

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
    return absl::FailedPreconditionError(  // beyond the exact search: exit 2, not "none found"
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
    return cost + CoverByMatching(m, le, rep, out, nullptr);
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

BoardAnalysis Analyze(const Topology& topo, std::span<const uint8_t> mine) {
  BoardAnalysis a;
  if (AnalyzeGridFast(topo, mine, &a)) return a;
  return AnalyzeBoardGeneric(topo, mine);
}

// Merges the increasing `extra` into the increasing `base`, in place, from the back: every cell
// of base after the first extra cell moves once.
void MergeSorted(std::vector<int32_t>& base, std::span<const int32_t> extra) {
  if (extra.empty()) return;
  std::ptrdiff_t i = static_cast<std::ptrdiff_t>(base.size()) - 1;
  base.resize(base.size() + extra.size());
  int32_t* d = base.data();
  std::ptrdiff_t put = static_cast<std::ptrdiff_t>(base.size()) - 1;
  for (std::ptrdiff_t k = static_cast<std::ptrdiff_t>(extra.size()) - 1; k >= 0; --k) {
    const int32_t x = extra[k];
    while (i >= 0 && d[i] > x) d[put--] = d[i--];
    d[put--] = x;
  }
}

}  // namespace

absl::StatusOr<ClickCounts> CountClicks(const Topology& topo, std::span<const uint8_t> mine) {
  const int n = topo.size();
  if (static_cast<int64_t>(mine.size()) != n) {
    return absl::InvalidArgumentError(
        absl::StrCat("board has ", mine.size(), " cells, topology ", n));
  }
  BoardAnalysis analysis = Analyze(topo, mine);
  const BoardAnalysis& s = analysis;
  const std::vector<int32_t>& rep_cell = analysis.rep_cell;
  const int32_t ncomp = analysis.components;

  ClickCounts out;
  out.components = ncomp;
  out.mines = s.mines;
  out.isolated = s.isolated;
  out.max_bordered = s.max_bordered;
  out.forward = ncomp + s.isolated;

  // The clicks beyond the forced ones: witnesses of matched edges and representatives of the
  // components left alone.
  std::vector<int32_t> extra;
  int64_t cover = 0;
  if (s.hyper_cells.empty()) {
    std::vector<LocalEdge> le;
    le.reserve(s.edges.size());
    for (const ComponentEdge& e : s.edges) le.push_back({e.a, e.b, e.witness});
    size_t witnesses = 0;
    cover = CoverByMatching(ncomp, le, rep_cell, &extra, &witnesses);
    // Witnesses come in edge order, representatives in component order: both increasing.
    std::inplace_merge(extra.begin(), extra.begin() + static_cast<std::ptrdiff_t>(witnesses),
                       extra.end());
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
    cover += CoverByMatching(nplain, le, plain_rep, &extra, nullptr);
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
                                &extra);
      if (!c.ok()) return c.status();
      cover += *c;
    }
    std::sort(extra.begin(), extra.end());
  }
  out.saved = ncomp - cover;
  out.reverse = out.mines + out.isolated + cover;
  // Both click sets in increasing cell order: the forced (or isolated) cells merged with the rest.
  out.reverse_clicks = std::move(analysis.forced);
  MergeSorted(out.reverse_clicks, extra);
  out.forward_clicks = std::move(analysis.isolated_cells);
  MergeSorted(out.forward_clicks, rep_cell);
  return out;
}

ComponentGraph BuildComponentGraph(const Topology& topo, std::span<const uint8_t> mine) {
  const BoardAnalysis s = Analyze(topo, mine);
  ComponentGraph g;
  g.components = s.components;
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

// A board's numbers and zero components, once the board and the click ids are checked: what both
// click simulators start from.
struct BoardNumbers {
  std::vector<uint8_t> number;
  ZeroComponents zero;
};

absl::StatusOr<BoardNumbers> NumberBoard(const Topology& topo, std::span<const uint8_t> mine,
                                         std::span<const int32_t> clicks) {
  if (static_cast<int64_t>(mine.size()) != topo.size()) {
    return absl::InvalidArgumentError("board size does not match its topology");
  }
  if (absl::Status s = CheckCellIds(topo, clicks); !s.ok()) return s;
  BoardNumbers b;
  b.number = CountNeighborMines(topo, mine);
  b.zero = FindZeroComponents(topo, mine, b.number);
  return b;
}

// Marks component k and its border in `state` with `value`.
void MarkComponent(const ZeroComponents& z, int32_t k, std::vector<uint8_t>& state) {
  for (uint32_t i = z.member_start[k]; i < z.member_start[k + 1]; ++i) state[z.members[i]] = 1;
  for (uint32_t i = z.border_start[k]; i < z.border_start[k + 1]; ++i) state[z.border[i]] = 1;
}

}  // namespace

absl::StatusOr<std::vector<int32_t>> CellsLeftOpen(const Topology& topo,
                                                   std::span<const uint8_t> mine,
                                                   std::span<const int32_t> clicks) {
  absl::StatusOr<BoardNumbers> board = NumberBoard(topo, mine, clicks);
  if (!board.ok()) return board.status();
  const std::vector<uint8_t>& number = board->number;
  const ZeroComponents& z = board->zero;
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
  std::vector<int32_t> open;
  for (int c = 0; c < topo.size(); ++c) {
    if (!closed[c]) open.push_back(c);
  }
  return open;
}

absl::Status CheckReverseClicks(const Topology& topo, std::span<const uint8_t> mine,
                                std::span<const int32_t> clicks) {
  absl::StatusOr<std::vector<int32_t>> open = CellsLeftOpen(topo, mine, clicks);
  if (!open.ok()) return open.status();
  if (!open->empty()) {
    return absl::FailedPreconditionError(absl::StrCat("cell ", CellName(topo, open->front()),
                                                      " stays open after the ", clicks.size(),
                                                      " reverse clicks"));
  }
  return absl::OkStatus();
}

absl::Status CheckForwardClicks(const Topology& topo, std::span<const uint8_t> mine,
                                std::span<const int32_t> clicks) {
  absl::StatusOr<BoardNumbers> board = NumberBoard(topo, mine, clicks);
  if (!board.ok()) return board.status();
  const std::vector<uint8_t>& number = board->number;
  const ZeroComponents& z = board->zero;
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
