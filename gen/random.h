// The generators' random numbers: splitmix64 (Steele, Lea & Flood), a small, fast, splittable
// 64-bit generator. Its output function is also how a run seed and a puzzle index become the
// puzzle's own seed, so every puzzle has an independent stream whatever thread makes it.
#pragma once

#include <cstdint>

namespace papermines {

// The splitmix64 finaliser: a bijective 64-bit mix.
inline uint64_t Mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t Next() { return Mix64(state_ += 0x9e3779b97f4a7c15ULL); }
  // Uniform in [0, n) for n >= 1 (multiply-shift; bias below 2^-32 for n < 2^32).
  uint64_t Below(uint64_t n) {
    return static_cast<uint64_t>((static_cast<unsigned __int128>(Next()) * n) >> 64);
  }

 private:
  uint64_t state_;
};

// The seed of puzzle `index` of a run with seed `seed` (splitmix64 of both).
inline uint64_t PuzzleSeed(uint64_t seed, uint64_t index) {
  return Mix64(Mix64(seed) + index * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL);
}

// The seed of redraw `attempt` of that puzzle (gen/distinct.h); attempt 0 is PuzzleSeed.
inline uint64_t RedrawSeed(uint64_t seed, uint64_t index, int attempt) {
  const uint64_t s = PuzzleSeed(seed, index);
  return attempt == 0 ? s
                      : Mix64(s ^ Mix64(static_cast<uint64_t>(attempt) + 0x5851f42d4c957f2dULL));
}

}  // namespace papermines
