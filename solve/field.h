// Finite fields for exact linear algebra on clue systems: GF(2) on bit-packed rows and GF(p) for
// the Mersenne prime p = 2^31 - 1 on 32-bit words, with the row operations Gaussian elimination
// needs, a small dense rank routine, and arithmetic modulo primes up to 2^62 (the theorem's exact
// ranks). This header has no dependency on the solver; every exact rank question uses it.
//
// Why the rank mod a prime p is a lower bound on the rank over Q (the one argument every rank
// proof here rests on: the solver's layers, linalg.cpp, theorem.cpp): a clue matrix A has integer
// entries. If its rank mod p is r, some r x r minor has a determinant that is nonzero mod p; that
// determinant is an integer (the same polynomial in the entries, evaluated over Z), and an integer
// that is nonzero mod p is nonzero. So the minor is nonzero over Q too: rank_Q(A) >= rank_p(A).
// With r equal to the number of columns the rank over Q is full, and A x = b has at most one
// solution. The converse fails for the finitely many primes that divide every maximal nonzero
// minor, so a deficient rank mod one prime must be confirmed another way (another prime, exact
// rationals, or a witness).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace papermines {

// GF(2): a row is a bit vector in 64-bit words; adding is XOR.
struct Gf2 {
  using Word = uint64_t;
  static constexpr const char* kName = "GF(2)";
  static size_t Words(int cols) { return static_cast<size_t>((cols + 63) / 64); }
  static uint32_t Get(const Word* r, int j) { return (r[j >> 6] >> (j & 63)) & 1u; }
  static void Set(Word* r, int j, uint32_t v) {
    const Word bit = Word{1} << (j & 63);
    r[j >> 6] = (v & 1u) ? (r[j >> 6] | bit) : (r[j >> 6] & ~bit);
  }
  static uint32_t FromInt(int64_t v) { return static_cast<uint32_t>(v & 1); }
  static uint32_t Neg(uint32_t a) { return a; }
  static uint32_t Add(uint32_t a, uint32_t b) { return a ^ b; }
  static uint32_t Sub(uint32_t a, uint32_t b) { return a ^ b; }
  static uint32_t Mul(uint32_t a, uint32_t b) { return a & b; }
  static uint32_t Inv(uint32_t a) { return a; }
  static void AddRow(Word* d, const Word* s, size_t n) {
    for (size_t i = 0; i < n; ++i) d[i] ^= s[i];
  }
  static void SubRow(Word* d, const Word* s, size_t n) { AddRow(d, s, n); }
  // d -= a * s
  static void SubScaled(Word* d, const Word* s, uint32_t a, size_t n) {
    if (a & 1u) AddRow(d, s, n);
  }
  static void Scale(Word*, uint32_t, size_t) {}
};

// GF(p), p = 2^31 - 1: one element per 32-bit word, reduction by folding.
struct Gfp {
  using Word = uint32_t;
  static constexpr const char* kName = "GF(2^31-1)";
  static constexpr uint32_t kP = 0x7fffffffu;
  static size_t Words(int cols) { return static_cast<size_t>(cols); }
  static uint32_t Get(const Word* r, int j) { return r[j]; }
  static void Set(Word* r, int j, uint32_t v) { r[j] = v; }
  static uint32_t FromInt(int64_t v) {
    int64_t m = v % static_cast<int64_t>(kP);
    if (m < 0) m += kP;
    return static_cast<uint32_t>(m);
  }
  static uint32_t Neg(uint32_t a) { return a == 0 ? 0 : kP - a; }
  static uint32_t Add(uint32_t a, uint32_t b) {
    const uint32_t s = a + b;
    return s >= kP ? s - kP : s;
  }
  static uint32_t Sub(uint32_t a, uint32_t b) { return a >= b ? a - b : a + kP - b; }
  static uint32_t Mul(uint32_t a, uint32_t b) {
    uint64_t x = static_cast<uint64_t>(a) * b;
    x = (x & kP) + (x >> 31);
    return static_cast<uint32_t>(x >= kP ? x - kP : x);
  }
  static uint32_t Inv(uint32_t a) {  // a != 0; Fermat: a^(p-2)
    uint32_t result = 1, base = a;
    for (uint32_t e = kP - 2; e != 0; e >>= 1) {
      if (e & 1u) result = Mul(result, base);
      base = Mul(base, base);
    }
    return result;
  }
  static void AddRow(Word* d, const Word* s, size_t n) {
    for (size_t i = 0; i < n; ++i) {
      const uint32_t t = d[i] + s[i];
      d[i] = t >= kP ? t - kP : t;
    }
  }
  static void SubRow(Word* d, const Word* s, size_t n) {
    for (size_t i = 0; i < n; ++i) {
      const uint32_t t = d[i] + (kP - s[i]);
      d[i] = t >= kP ? t - kP : t;
    }
  }
  static void SubScaled(Word* d, const Word* s, uint32_t a, size_t n) {
    for (size_t i = 0; i < n; ++i) d[i] = Sub(d[i], Mul(a, s[i]));
  }
  static void Scale(Word* d, uint32_t a, size_t n) {
    for (size_t i = 0; i < n; ++i) d[i] = Mul(a, d[i]);
  }
};

// Rank of a dense matrix over field F (rows of `cols` elements, each given as an integer that is
// reduced into the field). Plain Gaussian elimination, O(rows * cols * rank).
template <class F>
int DenseRank(const std::vector<std::vector<int64_t>>& matrix, int cols) {
  const size_t nw = F::Words(cols);
  std::vector<std::vector<typename F::Word>> rows;
  for (const auto& in : matrix) {
    std::vector<typename F::Word> r(nw, 0);
    for (int j = 0; j < cols && j < static_cast<int>(in.size()); ++j) {
      F::Set(r.data(), j, F::FromInt(in[j]));
    }
    rows.push_back(std::move(r));
  }
  int rank = 0;
  for (int j = 0; j < cols && rank < static_cast<int>(rows.size()); ++j) {
    int pivot = -1;
    for (size_t i = rank; i < rows.size(); ++i) {
      if (F::Get(rows[i].data(), j) != 0) {
        pivot = static_cast<int>(i);
        break;
      }
    }
    if (pivot < 0) continue;
    std::swap(rows[rank], rows[pivot]);
    F::Scale(rows[rank].data(), F::Inv(F::Get(rows[rank].data(), j)), nw);
    for (size_t i = rank + 1; i < rows.size(); ++i) {
      const uint32_t a = F::Get(rows[i].data(), j);
      if (a != 0) F::SubScaled(rows[i].data(), rows[rank].data(), a, nw);
    }
    ++rank;
  }
  return rank;
}

// Arithmetic modulo a prime p < 2^62 (128-bit products).
namespace mod62 {

using u64 = uint64_t;
using u128 = unsigned __int128;

inline u64 MulMod(u64 a, u64 b, u64 p) { return static_cast<u64>(static_cast<u128>(a) * b % p); }
inline u64 AddMod(u64 a, u64 b, u64 p) {
  const u64 s = a + b;
  return s >= p ? s - p : s;
}
inline u64 SubMod(u64 a, u64 b, u64 p) { return a >= b ? a - b : a + p - b; }
inline u64 PowMod(u64 a, u64 e, u64 p) {
  u64 r = 1 % p;
  a %= p;
  while (e > 0) {
    if (e & 1) r = MulMod(r, a, p);
    a = MulMod(a, a, p);
    e >>= 1;
  }
  return r;
}
inline u64 InvMod(u64 a, u64 p) { return PowMod(a, p - 2, p); }  // Fermat, p prime, a != 0

// The Mersenne prime 2^61 - 1: products reduce by folding, the fast path of an elimination.
inline constexpr u64 kMersenne61 = (u64{1} << 61) - 1;
inline u64 MulMersenne61(u64 a, u64 b) {
  const u128 x = static_cast<u128>(a) * b;
  u64 s = static_cast<u64>(x & kMersenne61) + static_cast<u64>(x >> 61);
  s = (s & kMersenne61) + (s >> 61);
  return s >= kMersenne61 ? s - kMersenne61 : s;
}

// Deterministic Miller-Rabin for 64-bit integers (these seven bases suffice below 2^64).
inline bool IsPrime(u64 n) {
  if (n < 2) return false;
  for (u64 q : {2ull, 3ull, 5ull, 7ull, 11ull, 13ull, 17ull, 19ull, 23ull, 29ull, 31ull, 37ull}) {
    if (n % q == 0) return n == q;
  }
  u64 d = n - 1;
  int s = 0;
  while ((d & 1) == 0) {
    d >>= 1;
    ++s;
  }
  for (u64 a : {2ull, 325ull, 9375ull, 28178ull, 450775ull, 9780504ull, 1795265022ull}) {
    u64 x = PowMod(a % n, d, n);
    if (a % n == 0 || x == 1 || x == n - 1) continue;
    bool composite = true;
    for (int i = 1; i < s && composite; ++i) {
      x = MulMod(x, x, n);
      if (x == n - 1) composite = false;
    }
    if (composite) return false;
  }
  return true;
}

// kMersenne61, then the largest primes below 2^62 in decreasing order: kMaxPrimes in all, found
// once, deterministically.
inline constexpr int kMaxPrimes = 64;
inline const std::vector<u64>& Primes() {
  static const std::vector<u64> primes = [] {
    std::vector<u64> out = {kMersenne61};
    for (u64 n = (u64{1} << 62) - 1; static_cast<int>(out.size()) < kMaxPrimes; n -= 2) {
      if (IsPrime(n)) out.push_back(n);
    }
    return out;
  }();
  return primes;
}

}  // namespace mod62

}  // namespace papermines
