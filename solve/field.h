// Finite fields for exact linear algebra on clue systems: GF(2) on bit-packed rows and GF(p) for
// the Mersenne prime p = 2^31 - 1 on 32-bit words, with the row operations Gaussian elimination
// needs, plus a small dense rank routine.
//
// For other engineers (theorem, generators): this header has no dependency on the solver; use
// Gfp / Gf2 and DenseRank for any exact rank question. Full column rank mod a prime implies full
// column rank over the rationals (see linalg.h): the rank mod p is a lower bound on the rank over
// Q, so a rank equal to the number of columns is a proof of full rank, while a deficient rank mod
// one prime must be confirmed another way (another prime, exact rationals, or a witness).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace papermines::solve {

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

}  // namespace papermines::solve
