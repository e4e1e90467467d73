// Exact rank of an opening's clue system, its certificate over Q, and the witness search.
//
// The clue system A x = b has a column per closed cell and a row per open cell; A is a 0/1 matrix
// read from Topology::neighbors. We eliminate it modulo primes p between 2^60 and 2^62 (exact
// integer arithmetic with 128-bit products; the first prime is 2^61 - 1, reduced by folding).
// Cells are numbered row-major, so every row's nonzeros lie within about two grid rows of its
// first one: the matrix is banded and
// the elimination keeps each row as a dense window that starts at its leading column. A row that
// is reduced by the pivot of its leading column can only gain entries up to the pivot's end, so
// windows stay about as wide as the band and the work is O(unknowns * width^2).
//
// Full rank mod p implies full rank over Q (the rank mod p is a lower bound, field.h).
//
// The converse fails for the finitely many primes that divide every maximal nonzero minor, so a
// deficient rank mod p is only a hint. We certify it: back-substitution gives the k kernel vectors
// mod p (one per free column, 1 there and 0 at the other free columns); each entry is turned into
// a fraction a/b by rational reconstruction (extended Euclid, |a|, b <= sqrt(p/2)), denominators
// are cleared and A v = 0 is checked in exact 128-bit integer arithmetic. k independent integer
// kernel vectors prove rank_Q <= n - k; with rank_Q >= rank_p = n - k the rank over Q is exact. If
// the reconstruction does not verify, we try further primes; and as a last resort we use Hadamard's
// bound: a nonzero r x r minor M of a 0/1 matrix satisfies |M| <= prod sqrt(row weights) = H, so at
// most log2(H) / 60 of our primes (all above 2^60) divide it, and the largest rank over that many +
// 1 distinct primes is the rank over Q.
//
// The witness search then enumerates the rational kernel: every d in {-1, 0, 1}^n with A d = 0 is
// d = sum_f d_f k_f over the free columns f (k_f the certified kernel basis), so it suffices to try
// d_f in {-1, 0, 1} for each free column. A depth-first search assigns them one by one and prunes
// when some pivot column's partial sum can no longer reach -1, 0 or 1 with what is left (integer
// interval bounds over a common denominator). The first nonzero d_f is fixed to +1 (d and -d give
// the same pair). It is exhaustive, so "no witness" is a proof; it stops at a node budget.
#include "solve/theorem.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <numeric>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "core/enum_words.h"
#include "solve/field.h"
#include "solve/system.h"
#include "solve/theorem_hex.h"

namespace papermines {
namespace {

using namespace mod62;  // NOLINT: modular arithmetic (field.h)
using i128 = __int128;

// ---------------------------------------------------------------------------------------------
// The clue system.

// The clue system of an opening (system.h's BuildClueSystem) with its closed cells numbered as
// columns 0..n-1 in cell order.
struct System {
  int n = 0;                             // unknowns (closed cells)
  std::vector<int32_t> closed_cell;      // column -> cell id
  std::vector<std::vector<int32_t>> eq;  // per open cell: its closed neighbours' columns (sorted)
};

System BuildSystem(const Topology& topo, std::span<const uint8_t> open) {
  std::vector<uint8_t> clues(open.size(), kClosed);
  for (size_t c = 0; c < open.size(); ++c) {
    if (open[c]) clues[c] = 0;  // only which cells are open matters, not the clue
  }
  const ClueSystem sys = BuildClueSystem(topo, clues);
  System s;
  std::vector<int32_t> col_of(topo.size(), -1);
  for (int c = 0; c < topo.size(); ++c) {
    if (sys.closed(c)) {
      col_of[c] = s.n++;
      s.closed_cell.push_back(c);
    }
  }
  s.eq.resize(sys.num_constraints());
  for (int k = 0; k < sys.num_constraints(); ++k) {
    for (int32_t v : sys.vars(k)) s.eq[k].push_back(col_of[v]);
    std::sort(s.eq[k].begin(), s.eq[k].end());  // rows of the elimination need it
  }
  return s;
}

// A row of the elimination: coefficients of columns lead, lead + 1, ..., lead + v.size() - 1.
struct Row {
  int lead = 0;
  std::vector<u64> v;
};

// Row echelon form mod p: pivot rows are monic and lead at their column.
struct Echelon {
  u64 p = 0;
  int rank = 0;
  std::vector<int32_t> pivot;  // column -> index into rows, or -1 (free column)
  std::vector<Row> rows;       // the pivot rows
  std::vector<int32_t> free_cols;
};

Echelon Eliminate(const System& s, u64 p) {
  Echelon e;
  e.p = p;
  e.pivot.assign(s.n, -1);
  std::vector<Row> work;
  std::vector<std::vector<int32_t>> bucket(s.n);
  for (const auto& cols : s.eq) {
    if (cols.empty()) continue;
    Row r;
    r.lead = cols.front();
    r.v.assign(cols.back() - cols.front() + 1, 0);
    for (int32_t c : cols) r.v[c - r.lead] = 1;
    bucket[r.lead].push_back(static_cast<int32_t>(work.size()));
    work.push_back(std::move(r));
  }
  for (int j = 0; j < s.n; ++j) {
    std::vector<int32_t> here;
    here.swap(bucket[j]);
    if (here.empty()) {
      e.free_cols.push_back(j);
      continue;
    }
    Row piv = std::move(work[here[0]]);
    const u64 inv = InvMod(piv.v[0], p);
    for (u64& x : piv.v) x = MulMod(x, inv, p);
    for (size_t k = 1; k < here.size(); ++k) {
      Row& r = work[here[k]];
      const u64 c = r.v[0];
      if (r.v.size() < piv.v.size()) r.v.resize(piv.v.size(), 0);
      if (p == kMersenne61) {
        for (size_t i = 0; i < piv.v.size(); ++i) {
          r.v[i] = SubMod(r.v[i], MulMersenne61(c, piv.v[i]), p);
        }
      } else {
        for (size_t i = 0; i < piv.v.size(); ++i) {
          r.v[i] = SubMod(r.v[i], MulMod(c, piv.v[i], p), p);
        }
      }
      size_t z = 0;
      while (z < r.v.size() && r.v[z] == 0) ++z;
      while (!r.v.empty() && r.v.back() == 0) r.v.pop_back();
      if (r.v.empty()) {
        r.v.shrink_to_fit();
        continue;  // the equation became 0 = 0
      }
      r.v.erase(r.v.begin(), r.v.begin() + static_cast<std::ptrdiff_t>(z));
      r.lead += static_cast<int>(z);
      bucket[r.lead].push_back(here[k]);
    }
    e.pivot[j] = static_cast<int32_t>(e.rows.size());
    e.rows.push_back(std::move(piv));
    ++e.rank;
  }
  return e;
}

// The kernel vector mod p with 1 at free column f and 0 at the other free columns.
std::vector<u64> KernelVector(const Echelon& e, int n, int f) {
  std::vector<u64> x(n, 0);
  x[f] = 1;
  for (int j = f - 1; j >= 0; --j) {
    if (e.pivot[j] < 0) continue;
    const Row& r = e.rows[e.pivot[j]];
    u64 sum = 0;
    for (size_t i = 1; i < r.v.size(); ++i) {
      if (r.v[i] != 0 && x[j + i] != 0) sum = AddMod(sum, MulMod(r.v[i], x[j + i], e.p), e.p);
    }
    x[j] = sum == 0 ? 0 : e.p - sum;
  }
  return x;
}

// Rational reconstruction: a/b == u mod p with |a|, b <= sqrt(p / 2), or false.
bool Reconstruct(u64 u, u64 p, int64_t* a, int64_t* b) {
  if (u == 0) {
    *a = 0;
    *b = 1;
    return true;
  }
  const int64_t bound = static_cast<int64_t>(std::sqrt(static_cast<long double>(p) / 2));
  int64_t r0 = static_cast<int64_t>(p), r1 = static_cast<int64_t>(u);
  int64_t t0 = 0, t1 = 1;
  while (r1 > bound) {
    const int64_t q = r0 / r1;
    std::tie(r0, r1) = std::make_pair(r1, r0 - q * r1);
    std::tie(t0, t1) = std::make_pair(t1, t0 - q * t1);
  }
  if (t1 == 0) return false;
  if (t1 < 0) {
    t1 = -t1;
    r1 = -r1;
  }
  if (t1 > bound || std::gcd(r1, t1) != 1) return false;
  *a = r1;
  *b = t1;
  return true;
}

// The certified rational kernel: K[f][j] / den is the kernel vector of free column free_cols[f],
// with one common denominator den > 0; verified exactly (A K[f] = 0 over Z).
struct Kernel {
  std::vector<int32_t> free_cols;
  std::vector<std::vector<int64_t>> K;
  int64_t den = 1;
};

constexpr int64_t kLimit = int64_t{1} << 62;

// Builds and verifies the kernel from an echelon form; false when reconstruction or the exact
// check fails (an unlucky prime, or entries too large for 64-bit fractions).
bool CertifyKernel(const System& s, const Echelon& e, Kernel* out) {
  Kernel k;
  k.free_cols = e.free_cols;
  std::vector<std::vector<std::pair<int64_t, int64_t>>> frac;
  int64_t den = 1;
  for (int32_t f : e.free_cols) {
    std::vector<u64> x = KernelVector(e, s.n, f);
    std::vector<std::pair<int64_t, int64_t>> q(s.n);
    for (int j = 0; j < s.n; ++j) {
      if (!Reconstruct(x[j], e.p, &q[j].first, &q[j].second)) return false;
      const int64_t g = std::gcd(den, q[j].second);
      const i128 l = static_cast<i128>(den / g) * q[j].second;
      if (l >= kLimit) return false;
      den = static_cast<int64_t>(l);
    }
    frac.push_back(std::move(q));
  }
  for (const auto& q : frac) {
    std::vector<int64_t> v(s.n);
    for (int j = 0; j < s.n; ++j) {
      const i128 x = static_cast<i128>(q[j].first) * (den / q[j].second);
      if (x >= kLimit || x <= -kLimit) return false;
      v[j] = static_cast<int64_t>(x);
    }
    for (const auto& cols : s.eq) {  // exact check: A v = 0 over Z
      i128 sum = 0;
      for (int32_t c : cols) sum += v[c];
      if (sum != 0) return false;
    }
    k.K.push_back(std::move(v));
  }
  k.den = den;
  *out = std::move(k);
  return true;
}

// log2 of Hadamard's bound on any minor of A of order `rank`: the largest row weights.
double Log2Hadamard(const System& s, int rank) {
  std::vector<double> w;
  for (const auto& cols : s.eq) w.push_back(0.5 * std::log2(std::max<size_t>(cols.size(), 1)));
  std::sort(w.rbegin(), w.rend());
  double sum = 0;
  for (int i = 0; i < rank && i < static_cast<int>(w.size()); ++i) sum += w[i];
  return sum;
}

struct Analysis {
  ClueRank rank;
  bool has_kernel = false;
  Kernel kernel;
};

absl::StatusOr<Analysis> Analyze(const Topology& topo, std::span<const uint8_t> open,
                                 RankProof proof = RankProof::kAuto) {
  if (static_cast<int>(open.size()) != topo.size()) {
    return absl::InvalidArgumentError(
        absl::StrCat("the opening has ", open.size(), " cells, the topology ", topo.size()));
  }
  const System s = BuildSystem(topo, open);
  if (s.n > kMaxTheoremUnknowns) {
    return absl::InvalidArgumentError(absl::StrCat("the clue system has ", s.n,
                                                   " unknowns; the exact rank is computed up to ",
                                                   kMaxTheoremUnknowns, " (use a smaller size)"));
  }
  Analysis a;
  a.rank.unknowns = s.n;
  a.rank.equations = static_cast<int>(s.eq.size());
  const auto& primes = Primes();
  int best = -1;
  const int certify_tries = proof == RankProof::kAuto ? 3 : 1;
  for (int t = 0; t < certify_tries; ++t) {
    Echelon e = Eliminate(s, primes[t]);
    best = std::max(best, e.rank);
    if (e.rank == s.n) {
      a.rank.rank = s.n;
      a.rank.exact = true;
      a.rank.certificate = "full rank mod p";
      return a;
    }
    if (e.rank < best) continue;  // an unlucky prime: the kernel mod p is too large
    if (proof == RankProof::kAuto && CertifyKernel(s, e, &a.kernel)) {
      a.rank.rank = e.rank;
      a.rank.exact = true;
      a.rank.certificate = "kernel certificate";
      a.has_kernel = true;
      return a;
    }
  }
  // Hadamard: more distinct primes than can divide a nonzero minor of the largest order.
  const int needed =
      static_cast<int>(std::floor(Log2Hadamard(s, s.n) / 60.0)) + 2;  // + 1 spare for rounding
  if (needed <= kMaxPrimes) {
    for (int t = certify_tries; t < needed; ++t) {
      best = std::max(best, Eliminate(s, primes[t]).rank);
      if (best == s.n) break;
    }
    a.rank.rank = best;
    a.rank.exact = true;
    a.rank.certificate = best == s.n ? "full rank mod p" : "hadamard primes";
    return a;
  }
  a.rank.rank = best;
  a.rank.exact = best == s.n;
  a.rank.certificate = a.rank.exact ? "full rank mod p" : "unproven";
  return a;
}

// ---------------------------------------------------------------------------------------------
// The witness search over the certified kernel.

// A depth-first search over d_f in {-1, 0, 1} for the free columns (see the top of this file).
class KernelSearch {
 public:
  KernelSearch(const System& s, const Kernel& k)
      : s_(s), k_(k), nf_(static_cast<int>(k.free_cols.size())) {
    FindSlots();
  }

  Witness Run(const WitnessOptions& options) {
    Witness w;
    w.kernel_dimension = nf_;
    // Iterative DFS: value[i] cycles through 0, +1, -1 (-1 only once an earlier d_f is nonzero).
    std::vector<int> value(nf_, 2);  // 2 = not yet assigned
    std::vector<int> nonzero_before(nf_ + 1, 0);
    int level = 0;
    while (level >= 0) {
      if (level == nf_) {
        // A leaf: every pivot sum is exactly -den, 0 or den (rest is 0 and feasible held).
        if (nonzero_before[nf_] > 0 && Leaf(value, &w)) return w;
        --level;
        continue;
      }
      // Undo the current value of this level, then try the next one.
      int& v = value[level];
      if (v != 2) Apply(level, v, -1);
      const int next = v == 2                                  ? 0
                       : v == 0                                ? 1
                       : (v == 1 && nonzero_before[level] > 0) ? -1
                                                               : 3;  // 3: exhausted
      if (next == 3) {
        v = 2;
        --level;
        continue;
      }
      if (options.node_budget > 0 && w.nodes >= options.node_budget) {
        w.status = WitnessStatus::kUndecided;
        return w;
      }
      ++w.nodes;
      v = next;
      Apply(level, v, +1);
      if (Feasible(level)) {
        nonzero_before[level + 1] = nonzero_before[level] + (v != 0);
        ++level;
      }
    }
    w.status = WitnessStatus::kNone;
    return w;
  }

 private:
  // Pivot (non-free) columns that some kernel vector touches, and their coefficients per free
  // column: d_j * den = sum_f d_f K[f][j].
  void FindSlots() {
    std::vector<int32_t> col_slot(s_.n, -1);
    for (int f = 0; f < nf_; ++f) {
      for (int j = 0; j < s_.n; ++j) {
        if (j != k_.free_cols[f] && k_.K[f][j] != 0 && col_slot[j] < 0) {
          col_slot[j] = static_cast<int32_t>(slots_.size());
          slots_.push_back(j);
        }
      }
    }
    touch_.resize(nf_);
    rest_.assign(slots_.size(), 0);
    sum_.assign(slots_.size(), 0);
    for (int f = 0; f < nf_; ++f) {
      for (size_t sl = 0; sl < slots_.size(); ++sl) {
        const int64_t c = k_.K[f][slots_[sl]];
        if (c != 0) {
          touch_[f].emplace_back(static_cast<int32_t>(sl), c);
          rest_[sl] += c < 0 ? -static_cast<i128>(c) : c;
        }
      }
    }
  }

  // Adds (sign +1) or removes (-1) d_f = v in the pivot sums.
  void Apply(int f, int v, int sign) {
    for (const auto& [sl, c] : touch_[f]) {
      sum_[sl] += static_cast<i128>(sign) * v * c;
      const i128 a = c < 0 ? -static_cast<i128>(c) : c;
      rest_[sl] -= sign * a;
    }
  }

  // Whether every pivot sum free column f touches can still end at -den, 0 or den.
  bool Feasible(int f) const {
    const i128 L = k_.den;
    for (const auto& [sl, c] : touch_[f]) {
      const i128 S = sum_[sl], R = rest_[sl];
      bool reachable = false;
      for (i128 t : {i128{0}, L, -L}) {
        const i128 gap = t > S ? t - S : S - t;
        if (gap <= R) reachable = true;
      }
      if (!reachable) return false;
    }
    return true;
  }

  // A full assignment: the difference d it gives, checked on the clue equations; on success the
  // two mine sets go into *w.
  bool Leaf(const std::vector<int>& value, Witness* w) const {
    const i128 L = k_.den;
    std::vector<int> d(s_.n, 0);
    for (int f = 0; f < nf_; ++f) d[k_.free_cols[f]] = value[f];
    for (size_t sl = 0; sl < slots_.size(); ++sl) {
      if (sum_[sl] == L) {
        d[slots_[sl]] = 1;
      } else if (sum_[sl] == -L) {
        d[slots_[sl]] = -1;
      } else if (sum_[sl] != 0) {
        return false;
      }
    }
    for (const auto& cols : s_.eq) {  // final exact check on the clue equations
      int t = 0;
      for (int32_t c : cols) t += d[c];
      if (t != 0) return false;
    }
    for (int j = 0; j < s_.n; ++j) {
      if (d[j] > 0) w->first.push_back(s_.closed_cell[j]);
      if (d[j] < 0) w->second.push_back(s_.closed_cell[j]);
    }
    if (w->second < w->first) std::swap(w->first, w->second);
    w->status = WitnessStatus::kFound;
    return true;
  }

  const System& s_;
  const Kernel& k_;
  const int nf_;
  std::vector<int32_t> slots_;
  std::vector<std::vector<std::pair<int32_t, int64_t>>> touch_;  // per free column: (slot, coef)
  std::vector<i128> rest_, sum_;
};

Witness SearchKernel(const System& s, const Kernel& k, const WitnessOptions& options) {
  return KernelSearch(s, k).Run(options);
}

}  // namespace

const char* WitnessStatusName(WitnessStatus s) {
  static constexpr EnumWords<WitnessStatus::kUndecided> kNames{
      {"full-rank", "found", "none", "undecided"}};
  return kNames.Name(s);
}

absl::StatusOr<TheoremInstance> MakeTheoremInstance(GridFamily t, int64_t rows, int64_t cols) {
  auto topo = GridFamilyTopology(t, rows, cols);
  if (!topo.ok()) return topo.status();
  TheoremInstance inst;
  inst.topology = *topo;
  inst.open = GridOpening(t, **topo);
  return inst;
}

bool PaperCondition(GridFamily t, int64_t rows, int64_t cols) {
  switch (t) {
    case GridFamily::kSquare:
      return std::gcd(rows + 1, cols + 1) == 1;
    case GridFamily::kTriangle:
      return (rows + 1) % 4 != 0 && (cols + 1) % 4 != 0;
    case GridFamily::kStrip:
      return (cols + 1) % 3 != 0;
    case GridFamily::kHex:
      return HexCondition(rows, cols);
  }
  return false;
}

const char* PaperConditionText(GridFamily t) {
  static const EnumWords<GridFamily::kStrip> kTexts{
      {"Theorem 2: gcd(m+1, n+1) = 1", "Theorem 3 (as stated): 4 divides neither m+1 nor n+1",
       HexConditionText(), "Theorem 1: 3 does not divide n+1"}};
  return kTexts.Name(t);
}

absl::StatusOr<ClueRank> ComputeClueRank(const Topology& topo, std::span<const uint8_t> open,
                                         RankProof proof) {
  auto a = Analyze(topo, open, proof);
  if (!a.ok()) return a.status();
  return a->rank;
}

absl::StatusOr<Witness> FindWitness(const Topology& topo, std::span<const uint8_t> open,
                                    const WitnessOptions& options) {
  auto a = Analyze(topo, open);
  if (!a.ok()) return a.status();
  Witness w;
  if (a->rank.full_rank()) {
    w.status = WitnessStatus::kFullRank;
    return w;
  }
  if (!a->has_kernel) {
    w.status = WitnessStatus::kUndecided;  // the kernel could not be certified
    w.kernel_dimension = a->rank.unknowns - a->rank.rank;
    return w;
  }
  return SearchKernel(BuildSystem(topo, open), a->kernel, options);
}

absl::StatusOr<TheoremRow> AnalyzeTheoremSize(GridFamily t, int64_t rows, int64_t cols,
                                              const WitnessOptions& options, bool search_witness) {
  auto inst = MakeTheoremInstance(t, rows, cols);
  if (!inst.ok()) return inst.status();
  auto a = Analyze(*inst->topology, inst->open);
  if (!a.ok()) return a.status();
  TheoremRow row;
  row.topology = t;
  row.rows = static_cast<int>(rows);
  row.cols = static_cast<int>(cols);
  row.rank = a->rank;
  row.paper = PaperCondition(t, rows, cols);
  if (a->rank.full_rank()) {
    row.witness.status = WitnessStatus::kFullRank;
  } else if (!a->has_kernel || !search_witness) {
    row.witness.status = WitnessStatus::kUndecided;
    row.witness.kernel_dimension = a->rank.unknowns - a->rank.rank;
  } else {
    row.witness = SearchKernel(BuildSystem(*inst->topology, inst->open), a->kernel, options);
  }
  return row;
}

absl::StatusOr<bool> CheckAlwaysUnique(GridFamily t, int64_t rows, int64_t cols) {
  static std::mutex mu;
  static std::map<std::tuple<int, int64_t, int64_t>, bool> cache;
  const auto key = std::make_tuple(static_cast<int>(t), rows, cols);
  {
    std::lock_guard<std::mutex> lock(mu);
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
  }
  auto inst = MakeTheoremInstance(t, rows, cols);
  if (!inst.ok()) return inst.status();
  auto a = Analyze(*inst->topology, inst->open);
  if (!a.ok()) return a.status();
  const bool full = a->rank.exact && a->rank.full_rank();
  std::lock_guard<std::mutex> lock(mu);
  cache.emplace(key, full);
  return full;
}

bool AlwaysUnique(GridFamily t, int64_t rows, int64_t cols) {
  auto r = CheckAlwaysUnique(t, rows, cols);
  return r.ok() && *r;
}

bool AlwaysUnique(TopologyKind kind, int64_t rows, int64_t cols) {
  if (kind == TopologyKind::kSquare) return AlwaysUnique(GridFamily::kSquare, rows, cols);
  if (kind == TopologyKind::kTriangle) {
    return AlwaysUnique(GridFamily::kTriangle, rows, cols);
  }
  return false;
}

}  // namespace papermines
