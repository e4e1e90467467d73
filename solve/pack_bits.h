// Packing 0/1 bytes into 64-bit words, 16 bytes at a time where SSE2 is there: how the streaming
// board passes (clicks_analysis.cpp, minesrev.cpp) turn a row of per-cell flags into bit rows.
#pragma once

#include <algorithm>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace papermines {

// Packs the 0/1 bytes z[0..n) into bits (bit c of word c / 64).
inline void PackBits(const uint8_t* z, int n, uint64_t* bits) {
  int c = 0;
#if defined(__SSE2__)
  for (; c + 64 <= n; c += 64) {
    uint64_t w = 0;
    for (int q = 0; q < 4; ++q) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(z + c + 16 * q));
      w |= static_cast<uint64_t>(static_cast<uint32_t>(_mm_movemask_epi8(_mm_slli_epi16(v, 7))))
           << (16 * q);
    }
    bits[c / 64] = w;
  }
#endif
  for (; c < n; c += 64) {
    uint64_t w = 0;
    const int m = std::min(64, n - c);
    for (int q = 0; q < m; ++q) w |= static_cast<uint64_t>(z[c + q]) << q;
    bits[c / 64] = w;
  }
}

}  // namespace papermines
