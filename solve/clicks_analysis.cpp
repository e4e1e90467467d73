// Board analysis for click counting; see clicks_analysis.h.
//
// ## The fast grid pass
//
// Shape. Cells are keyed by (row parity, column parity); on the three grids that refines the
// topology's own neighbourhood classes away from the borders (square: one class, triangle: the
// parity of r + c, hex: the parity of r). For each key the neighbour offsets (dr, dc) are read
// from Topology::neighbors of an interior sample cell, and the pass requires |dr| <= 1, |dc| <= 2
// and, per dr, a contiguous span of dc (counting the cell itself at dr = 0), which holds for all
// three grids. Near the borders the topology simply drops the cells outside the board, so the pass
// pads every row with two cells on each side (and the board with a row above and below) that are
// neither mines nor zero cells and carry no label. Before use the rule is compared with
// Topology::neighbors on every cell of the first and last four rows and columns, which meets every
// neighbourhood class of the grid.
//
// Pass. Row i: (1) zero flags: a cell is a zero cell iff no mine lies in its own span of each of
// the rows i - 1, i, i + 1 (byte ORs over the padded mine rows, vectorisable); (2) labels: the zero
// cells of the row form runs; a run touches the runs of the row above that overlap its span above,
// and the previous run of its own row when the same-row span reaches it (triangles reach two
// columns); it takes the label of the first run it touches and unites the others (union-find),
// or opens a new label, whose first cell is the run's first cell;
// (3) windows: for each span that row i feeds (as the row above, its own row or the row below of
// some cell), the maximum and the unsigned minimum (-1 = no label is the largest) of the labels of
// row i over the span, per column; (4) row i - 1 is then complete: per cell the maximum and minimum
// over its neighbourhood combine three windows; a numbered cell is a border cell iff the maximum
// is a label, and it can border two components only if the maximum and minimum differ. Row classes
// are 64-bit masks (mine, zero, border, isolated), and the forced and isolated cells are emitted
// from them in order. Only the cells whose maximum and minimum differ look at their neighbours one
// by one, to see whether a third label is there (rarely); they are kept with their labels.
// End: labels resolve to components numbered by their first cell (a component's first cell always
// opens its smallest label); the kept cells become edges.
#include "solve/clicks_analysis.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cstring>

#include "core/puzzle.h"
#include "core/reveal.h"
#include "solve/pack_bits.h"
#include "solve/union_find.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#endif

// The pass is mostly byte and int32 loops over rows that the compiler vectorises. x86-64's
// baseline (SSE2) has no int32 min/max; with GCC on x86-64 the pass is compiled twice and the
// loader picks the AVX2 copy when the processor has it (same results, it is the same code).
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
#define PAPERMINES_VECTOR_CLONES __attribute__((target_clones("avx2", "default"), flatten))
#else
#define PAPERMINES_VECTOR_CLONES
#endif

namespace papermines {

BoardAnalysis AnalyzeBoardGeneric(const Topology& topo, std::span<const uint8_t> mine,
                                  std::vector<int32_t>* comp_of) {
  const std::vector<uint8_t> number = CountNeighborMines(topo, mine);
  const ZeroComponents z = FindZeroComponents(topo, mine, number);
  BoardAnalysis a;
  a.components = z.count;
  a.rep_cell.resize(z.count);
  for (int k = 0; k < z.count; ++k) a.rep_cell[k] = z.members[z.member_start[k]];
  const int n = topo.size();
  std::vector<int32_t> comps;
  comps.reserve(topo.max_degree());
  for (int c = 0; c < n; ++c) {
    if (mine[c]) {
      a.forced.push_back(c);
      ++a.mines;
      continue;
    }
    if (number[c] == 0) continue;
    comps.clear();
    for (int32_t nb : topo.neighbors(c)) {
      const int32_t k = z.comp_of[nb];
      if (k >= 0 && std::find(comps.begin(), comps.end(), k) == comps.end()) comps.push_back(k);
    }
    a.max_bordered = std::max(a.max_bordered, static_cast<int>(comps.size()));
    if (comps.empty()) {
      a.forced.push_back(c);
      a.isolated_cells.push_back(c);
      ++a.isolated;
      continue;
    }
    ++a.border_cells;
    if (comps.size() == 2) {
      a.edges.push_back({std::min(comps[0], comps[1]), std::max(comps[0], comps[1]), c});
    } else if (comps.size() >= 3) {
      std::sort(comps.begin(), comps.end());
      a.hyper_cells.push_back(c);
      a.hyper_comps.push_back(comps);
    }
  }
  if (comp_of != nullptr) *comp_of = z.comp_of;
  return a;
}

namespace {

constexpr int kPad = 2;    // padding columns on each side of a row
constexpr int kMaxDc = 2;  // |dc| allowed by the shape

struct Span {
  int lo, hi;  // dc range, inclusive
  bool operator==(const Span&) const = default;
};

struct Offset {
  int dr, dc;
};

// The neighbourhood rule, per key = (row parity) * 2 + (column parity).
struct Shape {
  std::array<std::array<int, 3>, 4> span_id;   // per key and dr + 1: index into spans
  std::vector<Span> spans;                     // distinct spans
  std::array<std::vector<Offset>, 4> offsets;  // the neighbours (without the cell itself)
  std::array<bool, 2> same_keys;               // row parity p: both column parities alike
  // Row parity p: the spans whose windows a label row of that parity feeds (as the row below of
  // row i - 1, the cells' own row, the row above of row i + 1).
  std::array<std::vector<int>, 2> spans_needed;
};

int KeyOf(int r, int c) { return (r & 1) * 2 + (c & 1); }

bool ReadShape(const Topology& sample, Shape* s) {
  for (int key = 0; key < 4; ++key) {
    const int r0 = 2 + (key >> 1), c0 = 2 + (key & 1);
    std::array<uint32_t, 3> bits{};  // per dr + 1: bit dc + kMaxDc
    s->offsets[key].clear();
    for (int32_t nb : sample.neighbors(sample.cell(r0, c0))) {
      const int dr = sample.row(nb) - r0, dc = sample.col(nb) - c0;
      if (dr < -1 || dr > 1 || dc < -kMaxDc || dc > kMaxDc) return false;
      s->offsets[key].push_back({dr, dc});
      bits[dr + 1] |= 1u << (dc + kMaxDc);
    }
    // Runs of zero cells are connected along the row: both horizontal neighbours are needed.
    if (!(bits[1] >> (kMaxDc - 1) & 1) || !(bits[1] >> (kMaxDc + 1) & 1)) return false;
    bits[1] |= 1u << kMaxDc;  // the cell itself
    for (int d = 0; d < 3; ++d) {
      if (bits[d] == 0) return false;
      const int lo = std::countr_zero(bits[d]), hi = 31 - std::countl_zero(bits[d]);
      if (bits[d] != ((2u << hi) - (1u << lo))) return false;  // not contiguous
      const Span sp{lo - kMaxDc, hi - kMaxDc};
      auto it = std::find(s->spans.begin(), s->spans.end(), sp);
      if (it == s->spans.end()) it = s->spans.insert(s->spans.end(), sp);
      s->span_id[key][d] = static_cast<int>(it - s->spans.begin());
    }
  }
  for (int p = 0; p < 2; ++p) {
    auto& need = s->spans_needed[p];
    need.clear();
    for (int j = 0; j < 2; ++j) {
      for (int id : {s->span_id[(1 - p) * 2 + j][2], s->span_id[p * 2 + j][1],
                     s->span_id[(1 - p) * 2 + j][0]}) {
        if (std::find(need.begin(), need.end(), id) == need.end()) need.push_back(id);
      }
    }
  }
  for (int p = 0; p < 2; ++p) {
    const auto& e = s->span_id[p * 2];
    const auto& o = s->span_id[p * 2 + 1];
    s->same_keys[p] = e == o;
    // The spans above of consecutive cells must overlap or touch, so that a run's span above is
    // one interval: for x even, (x + 1) + lo_odd <= x + hi_even + 1, and the other way round.
    if (s->spans[o[0]].lo > s->spans[e[0]].hi || s->spans[e[0]].lo > s->spans[o[0]].hi) {
      return false;
    }
  }
  return true;
}

// The rule must reproduce the topology on every cell whose row and column are each among the first
// or last four. A grid's neighbourhood class depends only on the distances to the borders, capped
// at 2, and the parity (topology.h), and the rule's clipping depends only on the same distances:
// these cells meet every combination that occurs on the grid.
bool ShapeMatches(const Topology& topo, const Shape& s) {
  const int R = topo.rows(), C = topo.cols();
  auto pick = [](int n) {
    std::vector<int> v;
    for (int i = 0; i < n; ++i) {
      if (i < 4 || i >= n - 4) v.push_back(i);
    }
    return v;
  };
  const std::vector<int> rows = pick(R), cols = pick(C);
  std::vector<int32_t> want;
  auto check = [&](int r, int c) {
    want.clear();
    for (const Offset& o : s.offsets[KeyOf(r, c)]) {
      if (topo.in_bounds(int64_t{r} + o.dr, int64_t{c} + o.dc)) {
        want.push_back(topo.cell(r + o.dr, c + o.dc));
      }
    }
    std::sort(want.begin(), want.end());
    const NeighborRange got = topo.neighbors(topo.cell(r, c));
    return std::equal(want.begin(), want.end(), got.begin(), got.end());
  };
  for (int r : rows) {
    for (int c : cols) {
      if (!check(r, c)) return false;
    }
  }
  return true;
}

bool GetShape(const Topology& topo, Shape* s) {
  if (!topo.is_grid()) return false;
  if (topo.rows() >= 6 && topo.cols() >= 6) {
    if (!ReadShape(topo, s)) return false;
  } else {
    auto sample = Topology::Grid(topo.kind(), 8, 8);
    if (!sample.ok() || !ReadShape(**sample, s)) return false;
  }
  return ShapeMatches(topo, *s);
}

// Per whole word of 64 columns: bit set in has[w] iff h >= 0 (a label in the neighbourhood), in
// same[w] iff h == l (at most one label).
void NeighborhoodBits(const int32_t* h, const uint32_t* l, int words, uint64_t* has,
                      uint64_t* same) {
  for (int w = 0; w < words; ++w) {
    const int32_t* hw = h + static_cast<size_t>(w) * 64;
    const uint32_t* lw = l + static_cast<size_t>(w) * 64;
    uint64_t hb = 0, sb = 0;
#if defined(__SSE2__)
    for (int q = 0; q < 64; q += 4) {
      const __m128i hv = _mm_loadu_si128(reinterpret_cast<const __m128i*>(hw + q));
      const __m128i lv = _mm_loadu_si128(reinterpret_cast<const __m128i*>(lw + q));
      hb |= static_cast<uint64_t>(~_mm_movemask_ps(_mm_castsi128_ps(hv)) & 15) << q;
      sb |= static_cast<uint64_t>(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(hv, lv)))) << q;
    }
#else
    for (int q = 0; q < 64; ++q) {
      hb |= static_cast<uint64_t>(hw[q] >= 0) << q;
      sb |= static_cast<uint64_t>(static_cast<uint32_t>(hw[q]) == lw[q]) << q;
    }
#endif
    has[w] = hb;
    same[w] = sb;
  }
}

// Written out per width with plain conditionals: GCC 12 leaves std::max loops and a width-2
// template instance scalar.
inline int32_t Max(int32_t a, int32_t b) { return a > b ? a : b; }
inline uint32_t Min(uint32_t a, uint32_t b) { return a < b ? a : b; }

// mx[c] / mn[c]: the maximum / unsigned minimum of l[c .. c + width), width 1 to 5.
inline void Windows(const int32_t* __restrict l, int width, int n, int32_t* __restrict mx,
                    uint32_t* __restrict mn) {
  const uint32_t* u = reinterpret_cast<const uint32_t*>(l);
  switch (width) {
    case 1:
      for (int c = 0; c < n; ++c) mx[c] = l[c];
      for (int c = 0; c < n; ++c) mn[c] = u[c];
      break;
    case 2:
      for (int c = 0; c < n; ++c) mx[c] = Max(l[c], l[c + 1]);
      for (int c = 0; c < n; ++c) mn[c] = Min(u[c], u[c + 1]);
      break;
    case 3:
      for (int c = 0; c < n; ++c) mx[c] = Max(Max(l[c], l[c + 1]), l[c + 2]);
      for (int c = 0; c < n; ++c) mn[c] = Min(Min(u[c], u[c + 1]), u[c + 2]);
      break;
    case 4:
      for (int c = 0; c < n; ++c) mx[c] = Max(Max(l[c], l[c + 1]), Max(l[c + 2], l[c + 3]));
      for (int c = 0; c < n; ++c) mn[c] = Min(Min(u[c], u[c + 1]), Min(u[c + 2], u[c + 3]));
      break;
    default:
      for (int c = 0; c < n; ++c) {
        mx[c] = Max(Max(Max(l[c], l[c + 1]), Max(l[c + 2], l[c + 3])), l[c + 4]);
      }
      for (int c = 0; c < n; ++c) {
        mn[c] = Min(Min(Min(u[c], u[c + 1]), Min(u[c + 2], u[c + 3])), u[c + 4]);
      }
      break;
  }
}

struct Run {
  int32_t b, e, label;  // real columns [b, e)
};

// The forced and isolated lists can take most of the board (24 MB for a 4000 x 4000 board at 15%
// mines): fresh memory that the kernel hands out a 4 KB page fault at a time. Asking for
// transparent huge pages where the system allows it on request cuts that cost by a factor of
// three. Only advice: nothing changes if it is refused.
void AdviseHugePages([[maybe_unused]] const void* p, [[maybe_unused]] size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr uintptr_t kHuge = uintptr_t{1} << 21;
  const uintptr_t b = (reinterpret_cast<uintptr_t>(p) + kHuge - 1) & ~(kHuge - 1);
  const uintptr_t e = (reinterpret_cast<uintptr_t>(p) + bytes) & ~(kHuge - 1);
  if (e > b) madvise(reinterpret_cast<void*>(b), e - b, MADV_HUGEPAGE);
#endif
}

struct Candidate {
  int32_t cell;
  int32_t la, lb;  // two distinct raw labels
  int32_t more;    // -1, or the start of all its distinct labels in `extra` (count first)
};

}  // namespace

namespace {

// One streaming pass over a grid board (see the top of this file): the buffers of the three rows
// in flight and what has been found so far. Each stage is one method; GridPass below runs them
// row by row.
class GridScan {
 public:
  GridScan(const Topology& topo, std::span<const uint8_t> mine, const Shape& sh, BoardAnalysis* out,
           std::vector<int32_t>* comp_of)
      : mine_(mine),
        sh_(sh),
        a_(*out),
        comp_of_(comp_of),
        R_(topo.rows()),
        C_(topo.cols()),
        W_(C_ + 2 * kPad),
        NS_(static_cast<int>(sh.spans.size())),
        words_((C_ + 63) / 64),
        CW_(static_cast<size_t>(words_) * 64),
        mrows_(3 * static_cast<size_t>(W_), 0),
        zrows_(3 * static_cast<size_t>(W_), 0),
        lrows_(3 * static_cast<size_t>(W_), -1),
        wmax_(3 * static_cast<size_t>(NS_) * C_),
        wmin_(3 * static_cast<size_t>(NS_) * C_),
        empty_max_(C_, -1),
        empty_min_(C_, UINT32_MAX),
        acc_(2 * static_cast<size_t>(C_)),
        odd_mask_(C_),
        hi_(2 * CW_, -1),
        lo_(2 * CW_, UINT32_MAX),
        zbits_(3 * static_cast<size_t>(words_)),
        mbits_(words_),
        has_(2 * static_cast<size_t>(words_)),
        same_(2 * static_cast<size_t>(words_)),
        row_forced_(C_),
        row_isolated_(C_),
        row_cand_(C_) {
    for (int c = 1; c < C_; c += 2) odd_mask_[c] = 0xFF;
    for (auto& r : runs_) r.resize(C_ / 2 + 1);
    labels_.reserve(1024);
    first_cell_.reserve(1024);
    a_ = BoardAnalysis{};
    const size_t n = static_cast<size_t>(topo.size());
    a_.forced.reserve(n);
    a_.isolated_cells.reserve(n);
    AdviseHugePages(a_.forced.data(), n * sizeof(int32_t));
    AdviseHugePages(a_.isolated_cells.data(), n * sizeof(int32_t));
    cands_.reserve(n / 32 + 16);
    if (comp_of_ != nullptr) comp_of_->assign(n, -1);
  }

  int rows() const { return R_; }

  // Copies row `row` of the board (or nothing, outside it) into its ring slot as 0/1 bytes.
  void LoadMines(int row) {
    uint8_t* dst = mrows_.data() + static_cast<size_t>(Slot(row)) * W_ + kPad;
    if (row >= 0 && row < R_) {
      const uint8_t* src = mine_.data() + static_cast<size_t>(row) * C_;
      for (int c = 0; c < C_; ++c) dst[c] = src[c] != 0;
    } else {
      std::memset(dst, 0, C_);
    }
  }

  // (1) Zero flags of row i (rows i - 1 .. i + 1 of mines loaded).
  void ZeroFlags(int i) {
    const int p = i & 1;
    const int keys = sh_.same_keys[p] ? 1 : 2;
    for (int j = 0; j < keys; ++j) {
      uint8_t* ac = acc_.data() + static_cast<size_t>(j) * C_;
      std::memset(ac, 0, C_);
      for (int d = 0; d < 3; ++d) {
        const Span sp = sh_.spans[sh_.span_id[p * 2 + j][d]];
        const uint8_t* src = mrows_.data() + static_cast<size_t>(Slot(i + d - 1)) * W_ + kPad;
        for (int dc = sp.lo; dc <= sp.hi; ++dc) {
          const uint8_t* s = src + dc;
          for (int c = 0; c < C_; ++c) ac[c] |= s[c];
        }
      }
    }
    uint8_t* z = zrows_.data() + static_cast<size_t>(Slot(i)) * W_ + kPad;
    if (keys == 1) {
      for (int c = 0; c < C_; ++c) z[c] = acc_[c] == 0;
    } else {
      const uint8_t* a0 = acc_.data();
      const uint8_t* a1 = acc_.data() + C_;
      const uint8_t* odd = odd_mask_.data();
      for (int c = 0; c < C_; ++c) z[c] = ((a0[c] & ~odd[c]) | (a1[c] & odd[c])) == 0;
    }
    PackBits(z, C_, zbits_.data() + static_cast<size_t>(Slot(i)) * words_);
  }

  // (2) The zero runs of row i and their labels: each run joins the runs it touches in the row
  // above and its own row, or opens a new label.
  void LabelRuns(int i) {
    const int p = i & 1;
    const uint64_t* bits = zbits_.data() + static_cast<size_t>(Slot(i)) * words_;
    int32_t* lab = lrows_.data() + static_cast<size_t>(Slot(i)) * W_ + kPad;
    Run* here = runs_[Slot(i)].data();
    size_t& nhere = nruns_[Slot(i)];
    const Run* above = runs_[Slot(i - 1)].data();
    const size_t nabove = nruns_[Slot(i - 1)];
    for (size_t t = 0; t < nhere; ++t)
      std::fill(lab + here[t].b, lab + here[t].e, -1);  // row i - 3
    nhere = 0;
    const Span& up_even = sh_.spans[sh_.span_id[p * 2][0]];
    const Span& up_odd = sh_.spans[sh_.span_id[p * 2 + 1][0]];
    const Span& mid_even = sh_.spans[sh_.span_id[p * 2][1]];
    const Span& mid_odd = sh_.spans[sh_.span_id[p * 2 + 1][1]];
    const int ulo[2] = {up_even.lo, up_odd.lo}, uhi[2] = {up_even.hi, up_odd.hi};
    const int mhi[2] = {mid_even.hi, mid_odd.hi};
    auto up_lo = [&](int x) { return x + ulo[x & 1]; };
    auto up_hi = [&](int x) { return x + uhi[x & 1]; };
    auto mid_hi = [&](int x) { return x + mhi[x & 1]; };
    size_t j = 0;
    int run_start = -1;
    uint64_t carry = 0;
    for (int w = 0; w <= words_; ++w) {
      const uint64_t x = w < words_ ? bits[w] : 0;
      uint64_t toggles = x ^ ((x << 1) | carry);
      carry = x >> 63;
      while (toggles != 0) {
        const int pos = w * 64 + std::countr_zero(toggles);
        toggles &= toggles - 1;
        if (run_start < 0) {
          run_start = pos;
          continue;
        }
        const int b = run_start, e = std::min(pos, C_);
        run_start = -1;
        int32_t label = -1;
        if (nhere > 0) {
          const Run& prev = here[nhere - 1];
          int reach = mid_hi(prev.e - 1);
          if (prev.e - 2 >= prev.b) reach = std::max(reach, mid_hi(prev.e - 2));
          if (reach >= b) label = prev.label;
        }
        int L = up_lo(b), H = up_hi(e - 1);
        if (b + 1 < e) L = std::min(L, up_lo(b + 1));
        if (e - 2 >= b) H = std::max(H, up_hi(e - 2));
        while (j > 0 && above[j - 1].e - 1 >= L) --j;
        while (j < nabove && above[j].e - 1 < L) ++j;
        for (size_t t = j; t < nabove && above[t].b <= H; ++t) {
          if (label < 0) {
            label = above[t].label;
          } else {
            labels_.Unite(label, above[t].label);
          }
        }
        if (label < 0) {
          label = labels_.Add();
          first_cell_.push_back(i * C_ + b);
        }
        std::fill(lab + b, lab + e, label);
        here[nhere++] = {b, e, label};
      }
    }
    if (comp_of_ != nullptr)
      std::copy(lab, lab + C_, comp_of_->begin() + static_cast<size_t>(i) * C_);
  }

  // (3) Windows of row i: per span it feeds, the largest and smallest label over the span.
  void RowWindows(int i) {
    const int32_t* lab = lrows_.data() + static_cast<size_t>(Slot(i)) * W_ + kPad;
    for (int s : sh_.spans_needed[i & 1]) {
      int32_t* mx = wmax_.data() + (static_cast<size_t>(Slot(i)) * NS_ + s) * C_;
      uint32_t* mn = wmin_.data() + (static_cast<size_t>(Slot(i)) * NS_ + s) * C_;
      const Span sp = sh_.spans[s];
      Windows(lab + sp.lo, sp.hi - sp.lo + 1, C_, mx, mn);
    }
  }

  // Row i below the board: no runs, no labels.
  void ClearRow(int i) {
    int32_t* lab = lrows_.data() + static_cast<size_t>(Slot(i)) * W_ + kPad;
    const Run* old = runs_[Slot(i)].data();
    for (size_t t = 0; t < nruns_[Slot(i)]; ++t) std::fill(lab + old[t].b, lab + old[t].e, -1);
    nruns_[Slot(i)] = 0;
  }

  // (4) Row q is complete: its border, forced and isolated cells and the cells that may border
  // two components. False when a cell borders more labels than the pass keeps.
  bool FinishRow(int q) {
    const int keys = sh_.same_keys[q & 1] ? 1 : 2;
    NeighborhoodMasks(q, keys);
    const size_t nc = ClassifyCells(q);
    return KeepCandidates(q, keys, nc);
  }

  // End: labels resolve to components numbered by their first cell; the kept cells become edges.
  // False when a cell borders three components (impossible on the grids; the caller stays exact).
  bool Resolve() {
    BoardAnalysis& a = a_;
    // A component's smallest label is the one of its first cell.
    std::vector<int32_t> final_id(labels_.size(), -1);
    int32_t count = 0;
    for (int32_t l = 0; l < labels_.size(); ++l) {
      int32_t& id = final_id[labels_.Find(l)];
      if (id < 0) {
        id = count++;
        a.rep_cell.push_back(first_cell_[l]);
      }
      final_id[l] = id;
    }
    a.components = count;
    a.edges.reserve(cands_.size());
    for (const Candidate& cd : cands_) {
      int32_t x = final_id[cd.la], y = final_id[cd.lb];
      if (cd.more >= 0) {
        const int k = extra_[cd.more];
        for (int t = 0; t < k; ++t) {
          const int32_t v = final_id[extra_[cd.more + 1 + t]];
          if (v == x || v == y) continue;
          if (x == y) {
            y = v;
          } else {
            return false;
          }
        }
      }
      if (x != y) a.edges.push_back({std::min(x, y), std::max(x, y), cd.cell});
    }
    a.max_bordered = !a.edges.empty() ? 2 : a.border_cells > 0 ? 1 : 0;
    if (comp_of_ != nullptr) {
      for (int32_t& v : *comp_of_) {
        if (v >= 0) v = final_id[v];
      }
    }
    return true;
  }

 private:
  int Slot(int row) const { return (row % 3 + 3) % 3; }

  const int32_t* WinMax(int row, int span) const {
    if (row < 0 || row >= R_) return empty_max_.data();
    return wmax_.data() + (static_cast<size_t>(Slot(row)) * NS_ + span) * C_;
  }
  const uint32_t* WinMin(int row, int span) const {
    if (row < 0 || row >= R_) return empty_min_.data();
    return wmin_.data() + (static_cast<size_t>(Slot(row)) * NS_ + span) * C_;
  }

  // Per cell of row q the largest and smallest label around it (three windows), as the masks
  // has_ (some label) and same_ (at most one).
  void NeighborhoodMasks(int q, int keys) {
    const int p = q & 1;
    for (int jk = 0; jk < keys; ++jk) {
      const auto& id = sh_.span_id[p * 2 + jk];
      const int32_t* x0 = WinMax(q - 1, id[0]);
      const int32_t* x1 = WinMax(q, id[1]);
      const int32_t* x2 = WinMax(q + 1, id[2]);
      const uint32_t* n0 = WinMin(q - 1, id[0]);
      const uint32_t* n1 = WinMin(q, id[1]);
      const uint32_t* n2 = WinMin(q + 1, id[2]);
      int32_t* h = hi_.data() + jk * CW_;
      uint32_t* l = lo_.data() + jk * CW_;
      for (int c = 0; c < C_; ++c) h[c] = Max(x0[c], Max(x1[c], x2[c]));
      for (int c = 0; c < C_; ++c) l[c] = Min(n0[c], Min(n1[c], n2[c]));
      NeighborhoodBits(h, l, words_, has_.data() + jk * words_, same_.data() + jk * words_);
    }
    if (keys == 2) {  // even columns from the first, odd ones from the second
      constexpr uint64_t kOdd = 0xAAAAAAAAAAAAAAAAull;
      for (int w = 0; w < words_; ++w) {
        has_[w] = (has_[w] & ~kOdd) | (has_[words_ + w] & kOdd);
        same_[w] = (same_[w] & ~kOdd) | (same_[words_ + w] & kOdd);
      }
    }
  }

  // Emits row q's forced and isolated cells and counts; returns how many columns of row q
  // border two or more labels (their columns are in row_cand_).
  size_t ClassifyCells(int q) {
    const uint8_t* mr = mrows_.data() + static_cast<size_t>(Slot(q)) * W_ + kPad;
    PackBits(mr, C_, mbits_.data());
    const uint64_t* zb = zbits_.data() + static_cast<size_t>(Slot(q)) * words_;
    int32_t* fo = row_forced_.data();
    int32_t* is = row_isolated_.data();
    int32_t* ca = row_cand_.data();
    size_t nf = 0, ni = 0, nc = 0;
    int64_t mines = 0, border = 0;
    const int32_t base = q * C_;
    for (int w = 0; w < words_; ++w) {
      const uint64_t valid =
          (w + 1 < words_ || C_ % 64 == 0) ? ~uint64_t{0} : (uint64_t{1} << (C_ % 64)) - 1;
      const uint64_t m = mbits_[w];
      const uint64_t numbered = ~(m | zb[w]) & valid;
      const uint64_t iso = numbered & ~has_[w];
      const uint64_t bord = numbered & has_[w];
      const int32_t at = base + w * 64;
      for (uint64_t x = m | iso; x != 0; x &= x - 1) fo[nf++] = at + std::countr_zero(x);
      for (uint64_t x = iso; x != 0; x &= x - 1) is[ni++] = at + std::countr_zero(x);
      for (uint64_t x = bord & ~same_[w]; x != 0; x &= x - 1) {
        ca[nc++] = w * 64 + std::countr_zero(x);
      }
      mines += std::popcount(m);
      border += std::popcount(bord);
    }
    a_.forced.insert(a_.forced.end(), fo, fo + nf);
    a_.isolated_cells.insert(a_.isolated_cells.end(), is, is + ni);
    a_.mines += mines;
    a_.isolated += static_cast<int64_t>(ni);
    a_.border_cells += border;
    return nc;
  }

  // Keeps the first nc cells of row_cand_ with their distinct labels. The window gave the
  // largest and smallest label around the cell; only a third one, rare, needs the list of all.
  bool KeepCandidates(int q, int keys, size_t nc) {
    const int32_t* lrow[3];
    for (int d = 0; d < 3; ++d)
      lrow[d] = lrows_.data() + static_cast<size_t>(Slot(q + d - 1)) * W_ + kPad;
    const int32_t base = q * C_;
    for (size_t k = 0; k < nc; ++k) {
      const int c = row_cand_[k];
      const int jk = keys == 1 ? 0 : c & 1;
      const int32_t la = static_cast<int32_t>(lo_[jk * CW_ + c]), lb = hi_[jk * CW_ + c];
      const std::vector<Offset>& offs = sh_.offsets[KeyOf(q, c)];
      int third = 0;
      for (const Offset& o : offs) {
        const int32_t v = lrow[o.dr + 1][c + o.dc];
        third |= (v >= 0) & (v != la) & (v != lb);
      }
      if (!third) {
        cands_.push_back({base + c, la, lb, -1});
        continue;
      }
      std::array<int32_t, 16> seen;
      int ns = 0;
      for (const Offset& o : offs) {
        const int32_t v = lrow[o.dr + 1][c + o.dc];
        if (v < 0 || std::find(seen.begin(), seen.begin() + ns, v) != seen.begin() + ns) continue;
        if (ns == static_cast<int>(seen.size())) return false;
        seen[ns++] = v;
      }
      Candidate cd{base + c, seen[0], seen[1], -1};
      if (ns > 2) {
        cd.more = static_cast<int32_t>(extra_.size());
        extra_.push_back(ns);
        extra_.insert(extra_.end(), seen.begin(), seen.begin() + ns);
      }
      cands_.push_back(cd);
    }
    return true;
  }

  std::span<const uint8_t> mine_;
  const Shape& sh_;
  BoardAnalysis& a_;
  std::vector<int32_t>* comp_of_;
  const int R_, C_, W_, NS_;
  const int words_;
  const size_t CW_;  // C rounded up to whole words
  // Ring buffers of three rows (padded): mines, zero flags, raw labels.
  std::vector<uint8_t> mrows_, zrows_;
  std::vector<int32_t> lrows_;
  // Windows per row slot and span: max label, min label (unsigned); real columns.
  std::vector<int32_t> wmax_;
  std::vector<uint32_t> wmin_;
  const std::vector<int32_t> empty_max_;
  const std::vector<uint32_t> empty_min_;
  std::vector<uint8_t> acc_, odd_mask_;
  // Maxima and minima of the neighbourhoods of one row, per column parity; beyond C: no label.
  std::vector<int32_t> hi_;
  std::vector<uint32_t> lo_;
  std::vector<uint64_t> zbits_;  // zero flags per row slot
  std::vector<uint64_t> mbits_, has_, same_;
  std::vector<int32_t> row_forced_, row_isolated_, row_cand_;
  // Per row slot: the zero runs of that row (at most (C + 1) / 2), and how many.
  std::array<std::vector<Run>, 3> runs_;
  std::array<size_t, 3> nruns_{};
  UnionFind labels_;  // raw labels, numbered in order of their first cell
  std::vector<int32_t> first_cell_;
  std::vector<Candidate> cands_;
  std::vector<int32_t> extra_;  // labels of candidates with more than two: count, then labels
};

// The stages of GridScan row by row. Flattened (and cloned for AVX2): every stage is inlined here,
// so splitting the pass into stages costs nothing.
PAPERMINES_VECTOR_CLONES bool GridPass(const Topology& topo, std::span<const uint8_t> mine,
                                       const Shape& sh, BoardAnalysis* out,
                                       std::vector<int32_t>* comp_of) {
  GridScan scan(topo, mine, sh, out, comp_of);
  const int R = scan.rows();
  scan.LoadMines(-1);
  scan.LoadMines(0);
  for (int i = 0; i <= R; ++i) {
    if (i < R) {
      scan.LoadMines(i + 1);
      scan.ZeroFlags(i);
      scan.LabelRuns(i);
      scan.RowWindows(i);
    } else {
      scan.ClearRow(i);
    }
    if (i > 0 && !scan.FinishRow(i - 1)) return false;
  }
  return scan.Resolve();
}

}  // namespace

bool AnalyzeGridFast(const Topology& topo, std::span<const uint8_t> mine, BoardAnalysis* out,
                     std::vector<int32_t>* comp_of) {
  Shape sh;
  if (static_cast<int64_t>(mine.size()) != topo.size() || !GetShape(topo, &sh)) return false;
  return GridPass(topo, mine, sh, out, comp_of);
}

}  // namespace papermines
