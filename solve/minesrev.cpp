// CodeChef MINESREV input: T, then per case R C and R rows of '.'/'*'; the answer per case is the
// reverse-sweep minimum (solve/clicks.h). A library function so it can be tested and fuzzed as
// text.
//
// ## The streaming count (ReverseMinimumOfRows)
//
// Row i of the board is read once, as mine bits (64 cells a word; '.'/'*' checked 16 bytes at a
// time). With the mine bits of rows i - 1 .. i + 1, the zero cells of row i are the complement of
// their OR dilated by one column. Zero cells form runs; a run of row i touches the runs of row
// i - 1 that overlap its columns widened by one (8 neighbours), takes the label of the first and
// unites the others (union-find over labels), or opens a label. The components are the labels less
// the successful unions. When row i is labelled, row i - 1 is complete:
//  - its forced cells (mines, and numbered cells with no zero neighbour) are the cells outside the
//    zero bits of rows i - 2 .. i OR-ed and dilated: a popcount;
//  - its numbered cells with zero neighbours of two labels are found with the maximum and the
//    unsigned minimum (-1, no label, the largest) of the labels over each 3 x 3 window (label rows
//    of three rows, a loop the compiler vectorises); only where they differ are the nine labels
//    looked at, as union-find roots: two roots give an edge of the component graph, three (never
//    on this grid, see solve/clicks.cpp) are kept and checked once every union is known.
// At the end the edges are resolved to final roots (an edge inside one component is dropped) and
// the maximum matching of that graph gives forced + components - matching: first every vertex
// left with one edge is matched to its neighbour (Karp-Sipser's rule, exact), then the blossom
// algorithm (solve/matching.h) runs on what is left.
// Memory: three rows of bits and labels, the runs of two rows, the union-find over labels (one
// label per run that touches nothing above) and the edges; never one entry per cell.
#include "solve/minesrev.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "core/errno_text.h"
#include "core/lex.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "core/puzzle.h"
#include "core/token_reader.h"
#include "solve/clicks.h"
#include "solve/matching.h"
#include "solve/pack_bits.h"
#include "solve/union_find.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// The window loops are int32 max/min, and the forced count a popcount, that x86-64's baseline
// (SSE2) lacks: with GCC on x86-64 the pass is compiled twice (everything it calls inlined) and the
// loader picks the AVX2 copy when the processor has it (same results: it is the same code).
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
#define PAPERMINES_MINESREV_PASS __attribute__((target_clones("avx2", "default"), flatten))
#else
#define PAPERMINES_MINESREV_PASS
#endif

namespace papermines {
namespace {

// Whitespace as the contest grammar has it (std::isspace in the C locale).
inline bool IsSpace(char ch) { return ch == ' ' || (ch >= '\t' && ch <= '\r'); }

// The mine bits of `n` bytes of '.'/'*' (bit c of word c / 64); false on any other byte.
bool RowBits(const char* s, int n, uint64_t* bits) {
  int c = 0, w = 0;
#if defined(__SSE2__)
  const __m128i star = _mm_set1_epi8('*'), dot = _mm_set1_epi8('.');
  for (; c + 64 <= n; c += 64, ++w) {
    uint64_t m = 0;
    unsigned ok = 0xFFFF;
    for (int q = 0; q < 4; ++q) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + c + 16 * q));
      const __m128i a = _mm_cmpeq_epi8(v, star);
      m |= static_cast<uint64_t>(static_cast<uint32_t>(_mm_movemask_epi8(a))) << (16 * q);
      ok &= static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(a, _mm_cmpeq_epi8(v, dot))));
    }
    if (ok != 0xFFFF) return false;
    bits[w] = m;
  }
#endif
  for (; c < n; c += 64, ++w) {
    uint64_t m = 0;
    const int k = std::min(64, n - c);
    for (int q = 0; q < k; ++q) {
      const char ch = s[c + q];
      if (ch == '*') {
        m |= uint64_t{1} << q;
      } else if (ch != '.') {
        return false;
      }
    }
    bits[w] = m;
  }
  return true;
}

// out = x | x shifted one column either way (bits past the last column may be set).
void Dilate(const uint64_t* x, int words, uint64_t* out) {
  uint64_t prev = 0;
  for (int w = 0; w < words; ++w) {
    const uint64_t cur = x[w], next = w + 1 < words ? x[w + 1] : 0;
    out[w] = cur | cur << 1 | prev >> 63 | cur >> 1 | next << 63;
    prev = cur;
  }
}

inline int32_t Max3(int32_t a, int32_t b, int32_t c) {
  const int32_t m = a > b ? a : b;
  return m > c ? m : c;
}
inline uint32_t Min3(uint32_t a, uint32_t b, uint32_t c) {
  const uint32_t m = a < b ? a : b;
  return m < c ? m : c;
}

// Per column x of a row of n cells: diff[x] = 1 iff the 3 x 3 window centred on x (label rows a, b,
// c, each padded with one -1 on both sides) holds two different labels, i.e. its largest label
// and its unsigned smallest (-1, no label, the largest) differ. vmax and vmin are scratch of n + 2
// entries.
inline void WindowDiffers(const int32_t* __restrict a, const int32_t* __restrict b,
                          const int32_t* __restrict c, int n, int32_t* __restrict vmax,
                          uint32_t* __restrict vmin, uint8_t* __restrict diff) {
  for (int i = 0; i < n + 2; ++i) {
    vmax[i] = Max3(a[i], b[i], c[i]);
    vmin[i] =
        Min3(static_cast<uint32_t>(a[i]), static_cast<uint32_t>(b[i]), static_cast<uint32_t>(c[i]));
  }
  for (int x = 0; x < n; ++x) {
    const int32_t hi = Max3(vmax[x], vmax[x + 1], vmax[x + 2]);
    const uint32_t lo = Min3(vmin[x], vmin[x + 1], vmin[x + 2]);
    diff[x] = static_cast<uint32_t>(hi) != lo;
  }
}

// lab[b .. e) = label, by whole 4-lane stores where SSE2 is there: the last store's lanes past e
// write -1, which is right for the non-zero cell after a run, and the cells of a later run beyond
// it are written again by that run (runs are labelled left to right). So up to 3 entries past e
// are written: the label rows have room for them.
inline void FillRun(int32_t* lab, int32_t b, int32_t e, int32_t label) {
#if defined(__SSE2__)
  const __m128i l = _mm_set1_epi32(label);
  int32_t x = b;
  for (; x + 4 <= e; x += 4) _mm_storeu_si128(reinterpret_cast<__m128i*>(lab + x), l);
  // Lanes below e - x (0..3) take the label, the rest -1.
  const __m128i lanes = _mm_set_epi32(3, 2, 1, 0);
  const __m128i keep = _mm_cmplt_epi32(lanes, _mm_set1_epi32(e - x));
  _mm_storeu_si128(
      reinterpret_cast<__m128i*>(lab + x),
      _mm_or_si128(_mm_and_si128(keep, l), _mm_andnot_si128(keep, _mm_set1_epi32(-1))));
#else
  for (int32_t x = b; x < e; ++x) lab[x] = label;
#endif
}

struct Run {
  int32_t b, e, label;  // columns [b, e)
};

class RowCounter {
 public:
  RowCounter(int rows, int cols)
      : R_(rows),
        C_(cols),
        W_((cols + 63) / 64),
        last_mask_(cols % 64 == 0 ? ~uint64_t{0} : (uint64_t{1} << (cols % 64)) - 1),
        mines_(3 * static_cast<size_t>(W_), 0),
        zeros_(3 * static_cast<size_t>(W_), 0),
        labels_(3 * static_cast<size_t>(C_ + 2 + kSpill), -1),
        tmp_(W_),
        near_(W_),
        cand_(W_),
        vmax_(C_ + 2),
        vmin_(C_ + 2),
        diff_(C_) {
    runs_[0].resize(C_ / 2 + 1);
    runs_[1].resize(C_ / 2 + 1);
    // Room for what a random board at the density with the most components needs (about one label
    // per 50 cells and one edge per 75 at 15% mines): growing by doubling instead would copy them
    // and fault in every page twice. Larger needs still grow.
    const size_t cells = static_cast<size_t>(rows) * static_cast<size_t>(cols);
    uf_.reserve(cells / 32 + 16);
    edges_.reserve(cells / 64 + 16);
  }

  // The pass over the rows; false if a row is refused.
  PAPERMINES_MINESREV_PASS bool Pass(absl::FunctionRef<const char*()> next_row) {
    if (!Load(0, next_row)) return false;
    for (int r = 0; r < R_; ++r) {
      if (r + 1 < R_) {
        if (!Load(r + 1, next_row)) return false;
      } else {
        std::fill_n(Mines(r + 1), W_, 0);
      }
      ZeroBits(r);
      Label(r);
      if (r >= 1) Finish(r - 1);
    }
    // Row R is outside: no zero cells, no labels.
    std::fill_n(Zeros(R_), W_, 0);
    std::fill_n(Labels(R_) - 1, C_ + 2, -1);
    Finish(R_ - 1);
    return true;
  }

  // The count, once the pass is done; nullopt for a cell bordering three components.
  std::optional<int64_t> Total() {
    const int64_t components = uf_.size() - unions_;
    // Final roots; an edge inside one component is dropped.
    size_t kept = 0;
    for (const auto& [u, v] : edges_) {
      const int32_t ru = uf_.Find(u), rv = uf_.Find(v);
      if (ru != rv) edges_[kept++] = {ru, rv};
    }
    edges_.resize(kept);
    for (size_t i = 0; i < hyper_.size(); i += 1 + static_cast<size_t>(hyper_[i])) {
      int32_t roots[9];
      int k = 0;
      for (int32_t j = 0; j < hyper_[i]; ++j) {
        const int32_t root = uf_.Find(hyper_[i + 1 + j]);
        if (std::find(roots, roots + k, root) == roots + k) roots[k++] = root;
      }
      if (k > 2) return std::nullopt;  // a set-cover question: not this pass's
      if (k == 2) edges_.push_back({roots[0], roots[1]});
    }
    // The matching's vertices: the components that have an edge.
    std::vector<int32_t> id(static_cast<size_t>(uf_.size()), -1);
    int32_t n = 0;
    for (auto& [u, v] : edges_) {
      if (id[u] < 0) id[u] = n++;
      if (id[v] < 0) id[v] = n++;
      u = id[u];
      v = id[v];
    }
    std::vector<int32_t>().swap(id);
    return forced_ + components - MatchingSize(n);
  }

  // The maximum matching of edges_ (vertices 0..n-1; consumed). Most of the graph is trees and
  // short paths: a vertex with one edge left is matched to its neighbour (some maximum matching
  // does so: Karp-Sipser's rule, exact), which leaves the blossom algorithm only the small rest
  // and keeps its per-vertex state small.
  int64_t MatchingSize(int32_t n) {
    if (n == 0) return 0;
    CsrGraph g = CsrGraph::FromEdges(n, edges_);
    std::vector<std::pair<int32_t, int32_t>>().swap(edges_);
    std::vector<int32_t> deg(static_cast<size_t>(n));
    std::vector<uint8_t> gone(static_cast<size_t>(n), 0);
    std::vector<int32_t> ones;
    for (int32_t v = 0; v < n; ++v) {
      deg[v] = g.degree(v);  // no self-loops: both ends are different roots
      if (deg[v] == 1) ones.push_back(v);
    }
    int64_t matched = 0;
    while (!ones.empty()) {
      const int32_t v = ones.back();
      ones.pop_back();
      if (gone[v] || deg[v] != 1) continue;
      int32_t u = -1;
      for (int32_t w : g.neighbors(v)) {
        if (!gone[w]) u = w;
      }
      gone[v] = gone[u] = 1;
      ++matched;
      for (int32_t w : g.neighbors(u)) {
        if (!gone[w] && --deg[w] == 1) ones.push_back(w);
      }
    }
    // The rest, renumbered: the vertices still with edges among them (a vertex left with none is
    // unmatched).
    std::vector<int32_t>& id = deg;  // reused: deg is not needed any more
    int32_t m = 0;
    for (int32_t v = 0; v < n; ++v) id[v] = gone[v] || deg[v] == 0 ? -1 : m++;
    for (int32_t v = 0; v < n; ++v) {
      if (gone[v]) continue;
      for (int32_t w : g.neighbors(v)) {
        if (v < w && !gone[w]) edges_.push_back({id[v], id[w]});
      }
    }
    if (edges_.empty()) return matched;
    g = CsrGraph();
    return matched + MaximumMatching(CsrGraph::FromEdges(m, edges_)).size;
  }

 private:
  static int Slot(int row) { return (row % 3 + 3) % 3; }
  uint64_t* Mines(int row) { return mines_.data() + static_cast<size_t>(Slot(row)) * W_; }
  uint64_t* Zeros(int row) { return zeros_.data() + static_cast<size_t>(Slot(row)) * W_; }
  // Column c of the row's labels is [c]; [-1] and [C] are padding (-1), and kSpill more entries
  // after them take the -1 lanes of the last store of a run.
  static constexpr int kSpill = 4;
  int32_t* Labels(int row) {
    return labels_.data() + static_cast<size_t>(Slot(row)) * (C_ + 2 + kSpill) + 1;
  }

  bool Load(int row, absl::FunctionRef<const char*()> next_row) {
    const char* text = next_row();
    return text != nullptr && RowBits(text, C_, Mines(row));
  }

  // Zero cells of row r: no mine in rows r - 1 .. r + 1 within one column.
  void ZeroBits(int r) {
    const uint64_t *a = Mines(r - 1), *b = Mines(r), *c = Mines(r + 1);
    for (int w = 0; w < W_; ++w) tmp_[w] = a[w] | b[w] | c[w];
    uint64_t* z = Zeros(r);
    Dilate(tmp_.data(), W_, z);
    for (int w = 0; w < W_; ++w) z[w] = ~z[w];
    z[W_ - 1] &= last_mask_;
  }

  // The runs of zero cells of row r, labelled against those of row r - 1.
  void Label(int r) {
    Run* const cur = runs_[r & 1].data();
    const Run* const prev = runs_[(r + 1) & 1].data();
    const size_t np = run_count_[(r + 1) & 1];
    Run* out = cur;
    int32_t* lab = Labels(r);
    std::fill_n(lab - 1, C_ + 2, -1);
    const uint64_t* z = Zeros(r);
    size_t j = 0;
    auto run = [&](int32_t b, int32_t e) {
      while (j < np && prev[j].e < b) ++j;
      int32_t label = -1;
      for (size_t k = j; k < np && prev[k].b <= e; ++k) {
        const int32_t o = uf_.Find(prev[k].label);
        if (label < 0) {
          label = o;
        } else if (o != label) {
          label = uf_.Unite(label, o);
          ++unions_;
        }
      }
      if (label < 0) label = uf_.Add();
      *out++ = {b, e, label};
      FillRun(lab, b, e, label);
    };
    // Per word, the starts (a zero cell after a non-zero one) and the ends (a non-zero cell after
    // a zero one) of the runs, taken in pairs: no branch on which comes next.
    int32_t open = -1;  // the start of a run that goes on into the next word
    uint64_t carry = 0;
    for (int w = 0; w < W_; ++w) {
      const uint64_t bits = z[w], before = bits << 1 | carry;
      uint64_t starts = bits & ~before, ends = ~bits & before;
      carry = bits >> 63;
      const int32_t base = w * 64;
      if (open >= 0 && ends != 0) {
        run(open, base + std::countr_zero(ends));
        ends &= ends - 1;
        open = -1;
      }
      while (starts != 0) {
        const int32_t b = base + std::countr_zero(starts);
        starts &= starts - 1;
        if (ends == 0) {
          open = b;
          break;
        }
        run(b, base + std::countr_zero(ends));
        ends &= ends - 1;
      }
    }
    if (open >= 0) run(open, C_);
    run_count_[r & 1] = static_cast<size_t>(out - cur);
  }

  // Row q is complete (rows q - 1 .. q + 1 labelled): its forced cells and its edges.
  void Finish(int q) {
    const uint64_t *za = Zeros(q - 1), *zb = Zeros(q), *zc = Zeros(q + 1);
    for (int w = 0; w < W_; ++w) tmp_[w] = za[w] | zb[w] | zc[w];
    Dilate(tmp_.data(), W_, near_.data());
    near_[W_ - 1] &= last_mask_;
    int64_t near = 0;
    uint64_t border = 0;
    for (int w = 0; w < W_; ++w) {
      near += std::popcount(near_[w]);
      near_[w] &= ~zb[w];  // numbered cells with a zero neighbour
      border |= near_[w];
    }
    forced_ += C_ - near;
    if (border == 0) return;
    const int32_t *a = Labels(q - 1), *b = Labels(q), *c = Labels(q + 1);
    WindowDiffers(a - 1, b - 1, c - 1, C_, vmax_.data(), vmin_.data(), diff_.data());
    PackBits(diff_.data(), C_, cand_.data());
    for (int w = 0; w < W_; ++w) {
      uint64_t bits = cand_[w] & near_[w];
      while (bits != 0) {
        const int x = w * 64 + std::countr_zero(bits);
        bits &= bits - 1;
        Examine(a, b, c, x);
      }
    }
  }

  // A numbered cell at column x whose window holds two labels: its distinct roots. Mostly the
  // window's largest and smallest labels are its only ones.
  void Examine(const int32_t* a, const int32_t* b, const int32_t* c, int x) {
    int32_t v[9];
    for (int i = 0; i < 3; ++i) {
      v[i] = a[x - 1 + i];
      v[3 + i] = b[x - 1 + i];
      v[6 + i] = c[x - 1 + i];
    }
    int32_t hi = v[0];
    uint32_t low = static_cast<uint32_t>(v[0]);
    for (int i = 1; i < 9; ++i) {
      hi = std::max(hi, v[i]);
      low = std::min(low, static_cast<uint32_t>(v[i]));
    }
    const int32_t lo = static_cast<int32_t>(low);
    bool third = false;
    for (int i = 0; i < 9; ++i) third |= v[i] >= 0 && v[i] != hi && v[i] != lo;
    if (!third) {
      const int32_t u = uf_.Find(hi), v = uf_.Find(lo);
      if (u != v) AddEdge(u, v);
      return;
    }
    int32_t raw[9], roots[9];
    int n = 0, k = 0;
    for (const int32_t* row : {a, b, c}) {
      for (int dx = -1; dx <= 1; ++dx) {
        const int32_t l = row[x + dx];
        if (l >= 0 && std::find(raw, raw + n, l) == raw + n) raw[n++] = l;
      }
    }
    for (int i = 0; i < n; ++i) {
      const int32_t root = uf_.Find(raw[i]);
      if (std::find(roots, roots + k, root) == roots + k) roots[k++] = root;
    }
    if (k == 2) {
      AddEdge(roots[0], roots[1]);
    } else if (k > 2) {
      hyper_.push_back(k);
      hyper_.insert(hyper_.end(), roots, roots + k);
    }
  }

  // An edge between two roots (a run of cells along one boundary gives it once).
  void AddEdge(int32_t u, int32_t v) {
    const std::pair<int32_t, int32_t> e{std::min(u, v), std::max(u, v)};
    if (edges_.empty() || edges_.back() != e) edges_.push_back(e);
  }

  const int R_, C_, W_;
  const uint64_t last_mask_;
  std::vector<uint64_t> mines_, zeros_;  // three rows each, by Slot
  std::vector<int32_t> labels_;          // three padded rows
  std::vector<uint64_t> tmp_, near_, cand_;
  std::vector<int32_t> vmax_;
  std::vector<uint32_t> vmin_;
  std::vector<uint8_t> diff_;
  std::vector<Run> runs_[2];  // by row parity, run_count_ of them in use
  size_t run_count_[2] = {0, 0};
  UnionFind uf_;
  int64_t unions_ = 0;
  int64_t forced_ = 0;
  std::vector<std::pair<int32_t, int32_t>> edges_;
  std::vector<int32_t> hyper_;  // per cell with 3+ roots: the count, then the roots
};

// The input as the fast path reads it: a window of bytes from the current position. Ensure(n)
// makes at least n bytes visible (fewer only at the end of the input) and is false on a read
// error; what Window() showed stays valid until the next Ensure.
class TextInput {
 public:
  explicit TextInput(std::string_view text) : text_(text) {}
  bool Ensure(size_t) { return true; }
  std::string_view Window() const { return text_.substr(pos_); }
  void Advance(size_t k) { pos_ += k; }

 private:
  std::string_view text_;
  size_t pos_ = 0;
};

// A file descriptor read in chunks of 1 MiB (more when a row needs it) into one buffer.
class FdInput {
 public:
  explicit FdInput(int fd) : fd_(fd), buf_(size_t{1} << 20) {}
  bool Ensure(size_t n) {
    if (end_ - pos_ >= n || eof_) return true;
    std::memmove(buf_.data(), buf_.data() + pos_, end_ - pos_);
    end_ -= pos_;
    pos_ = 0;
    if (buf_.size() < n) buf_.resize(std::max(n, 2 * buf_.size()));
    while (end_ < n && !eof_) {
      const ssize_t got = read(fd_, buf_.data() + end_, buf_.size() - end_);
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) return false;
      if (got == 0) eof_ = true;
      end_ += static_cast<size_t>(got);
    }
    return true;
  }
  std::string_view Window() const { return {buf_.data() + pos_, end_ - pos_}; }
  void Advance(size_t k) { pos_ += k; }

 private:
  int fd_;
  std::vector<char> buf_;
  size_t pos_ = 0, end_ = 0;
  bool eof_ = false;
};

// Skips whitespace; false on a read error.
template <typename Input>
bool SkipSpace(Input& in) {
  for (;;) {
    if (!in.Ensure(1)) return false;
    const std::string_view w = in.Window();
    if (w.empty()) return true;
    size_t i = 0;
    while (i < w.size() && IsSpace(w[i])) ++i;
    in.Advance(i);
    if (i < w.size()) return true;
  }
}

// The whole input counted straight from its bytes, or nullopt if anything is not plainly
// well-formed or cannot be read (the token reader then says what).
template <typename Input>
std::optional<std::string> FastMinesrev(Input& in) {
  constexpr size_t kLongest = 32;  // longer tokens where a number belongs: the slow path's
  auto integer = [&](int64_t lo, int64_t hi) -> std::optional<int64_t> {
    if (!SkipSpace(in) || !in.Ensure(kLongest)) return std::nullopt;
    const std::string_view w = in.Window();
    size_t n = 0;
    while (n < w.size() && n < kLongest && !IsSpace(w[n])) ++n;
    if (n == kLongest) return std::nullopt;
    int64_t v = 0;
    if (ParseDecimal(w.substr(0, n), &v) != Decimal::kOk || v < lo || v > hi) return std::nullopt;
    in.Advance(n);
    return v;
  };
  const std::optional<int64_t> cases = integer(0, 1000000);
  if (!cases) return std::nullopt;
  std::string out;
  int64_t total_cells = 0;
  for (int64_t t = 0; t < *cases; ++t) {
    const std::optional<int64_t> rows = integer(1, kMaxDimension);
    if (!rows) return std::nullopt;
    const std::optional<int64_t> cols = integer(1, kMaxDimension);
    if (!cols) return std::nullopt;
    total_cells += *rows * *cols;
    if (*rows * *cols > kMaxCells || total_cells > kMaxCells) return std::nullopt;
    const size_t width = static_cast<size_t>(*cols);
    auto next_row = [&]() -> const char* {
      if (!SkipSpace(in) || !in.Ensure(width + 1)) return nullptr;
      const std::string_view w = in.Window();
      if (w.size() < width || (w.size() > width && !IsSpace(w[width]))) return nullptr;
      in.Advance(width);
      return w.data();
    };
    const std::optional<int64_t> count = ReverseMinimumOfRows(*rows, *cols, next_row);
    if (!count) return std::nullopt;
    absl::StrAppend(&out, *count, "\n");
  }
  if (!SkipSpace(in) || !in.Window().empty()) return std::nullopt;
  return out;
}

}  // namespace

std::optional<int64_t> ReverseMinimumOfRows(int64_t rows, int64_t cols,
                                            absl::FunctionRef<const char*()> next_row) {
  if (rows < 1 || cols < 1 || rows > kMaxDimension || cols > kMaxDimension ||
      rows * cols > kMaxCells) {
    return std::nullopt;
  }
  RowCounter counter(static_cast<int>(rows), static_cast<int>(cols));
  if (!counter.Pass(next_row)) return std::nullopt;
  return counter.Total();
}

absl::StatusOr<std::string> SolveMinesrev(std::string_view text, std::string_view name) {
  TextInput input(text);
  if (std::optional<std::string> fast = FastMinesrev(input)) return *std::move(fast);
  TokenReader in(text, name);
  auto cases = in.Integer("the number of test cases T", 0, 1000000);
  if (!cases.ok()) return cases.status();
  std::string out;
  int64_t total_cells = 0;
  for (int64_t t = 1; t <= *cases; ++t) {
    auto rows = in.Integer(absl::StrCat("R of case ", t), 1, kMaxDimension);
    if (!rows.ok()) return rows.status();
    auto cols = in.Integer(absl::StrCat("C of case ", t), 1, kMaxDimension);
    if (!cols.ok()) return cols.status();
    total_cells += *rows * *cols;
    if (*rows * *cols > kMaxCells || total_cells > kMaxCells) {
      return in.Error(in.last(), absl::StrCat("at most ", kMaxCells, " cells in all cases"));
    }
    // Every cell needs a byte: refuse a board the rest of the input cannot hold before allocating.
    if (*rows * *cols > in.remaining()) {
      return in.Error(in.last(), absl::StrCat(*rows, " rows of ", *cols, " cells (only ",
                                              in.remaining(), " bytes of input are left)"));
    }
    auto topo = Topology::Square(*rows, *cols);
    if (!topo.ok()) return topo.status();
    Mines mine;
    mine.reserve((*topo)->size());
    for (int64_t r = 0; r < *rows; ++r) {
      const TokenReader::Token row = in.Next();
      for (size_t i = 0; i < row.text.size() && i < static_cast<size_t>(*cols); ++i) {
        if (row.text[i] != '.' && row.text[i] != '*') {
          return in.Error(row, "'.' or '*'", static_cast<int>(i), row.text.substr(i, 1));
        }
      }
      if (static_cast<int64_t>(row.text.size()) != *cols) {
        return in.Error(
            row, absl::StrCat("row ", r + 1, " of case ", t, ": ", *cols, " cells of '.'/'*'"));
      }
      for (char ch : row.text) mine.push_back(ch == '*');
    }
    auto counts = CountClicks(**topo, mine);
    if (!counts.ok()) return counts.status();
    absl::StrAppend(&out, counts->reverse, "\n");
  }
  if (absl::Status s = in.ExpectEnd(); !s.ok()) return s;
  return out;
}

}  // namespace papermines

namespace papermines {

absl::StatusOr<std::string> SolveMinesrevFile(RunFiles& files, const std::string& path) {
  if (absl::Status s = files.NoteInput(path); !s.ok()) return s;
  const std::string name = path == "-" ? "<stdin>" : path;
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (f == nullptr) {
    return absl::DataLossError(absl::StrCat("cannot read ", name, ": ", ErrnoText(errno)));
  }
  struct Closer {
    std::FILE* f;
    ~Closer() {
      if (f != stdin) std::fclose(f);
    }
  } closer{f};
  // A regular file within the whole-file bound is counted as it is read, from where it stands
  // (nothing of it is buffered by stdio yet); when the fast path gives up it is read again whole
  // from there, for the token reader's error.
  const int fd = fileno(f);
  struct stat st;
  const off_t start = lseek(fd, 0, SEEK_CUR);
  if (start >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
      st.st_size - start <= static_cast<off_t>(kMaxWholeFileBytes)) {
    FdInput input(fd);
    if (std::optional<std::string> fast = FastMinesrev(input)) return *std::move(fast);
    if (lseek(fd, start, SEEK_SET) != start) {
      return absl::DataLossError(absl::StrCat("cannot read ", name, ": ", ErrnoText(errno)));
    }
  }
  absl::StatusOr<std::string> text = ReadWholeOpenFile(f, name);
  if (!text.ok()) return text.status();
  return SolveMinesrev(*text, name);
}

}  // namespace papermines
