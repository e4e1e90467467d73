// The greyscale PNG encoder (png.h): turns Cairo's RGB pages into 8-bit grey PNG files a third of
// the size, with the resolution recorded in the file.
#include "render/png.h"

#include <zlib.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace papermines::render {
namespace {

void Put32(std::string* out, uint32_t v) {
  const char b[4] = {static_cast<char>(v >> 24), static_cast<char>(v >> 16),
                     static_cast<char>(v >> 8), static_cast<char>(v)};
  out->append(b, 4);
}

int Paeth(int a, int b, int c) {
  const int p = a + b - c;
  const int pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

}  // namespace

void AppendPngChunk(std::string* out, const char type[4], std::string_view data) {
  Put32(out, static_cast<uint32_t>(data.size()));
  const size_t start = out->size();
  out->append(type, 4);
  out->append(data);
  const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(out->data() + start),
                          static_cast<uInt>(out->size() - start));
  Put32(out, static_cast<uint32_t>(crc));
}

std::string EncodeGrayPng(const unsigned char* pixels, int width, int height, int stride,
                          double dpi) {
  // Greyscale rows, then each row filtered by whichever of the five PNG filters gives the
  // smallest sum of absolute differences (the usual heuristic).
  const size_t w = static_cast<size_t>(width);
  std::vector<uint8_t> prev(w, 0), cur(w), best(w + 1), trial(w + 1);
  std::vector<uint8_t> raw;
  raw.reserve((w + 1) * static_cast<size_t>(height));
  for (int y = 0; y < height; ++y) {
    const uint32_t* row =
        reinterpret_cast<const uint32_t*>(pixels + static_cast<size_t>(y) * stride);
    for (size_t x = 0; x < w; ++x) {
      const uint32_t p = row[x];
      cur[x] = static_cast<uint8_t>(
          (((p >> 16) & 0xff) * 77 + ((p >> 8) & 0xff) * 150 + (p & 0xff) * 29) >> 8);
    }
    long best_cost = -1;
    for (int f = 0; f <= 4; ++f) {
      trial[0] = static_cast<uint8_t>(f);
      long cost = 0;
      for (size_t x = 0; x < w; ++x) {
        const int a = x > 0 ? cur[x - 1] : 0, b = prev[x], c = x > 0 ? prev[x - 1] : 0;
        const int pred = f == 0   ? 0
                         : f == 1 ? a
                         : f == 2 ? b
                         : f == 3 ? (a + b) / 2
                                  : Paeth(a, b, c);
        const uint8_t v = static_cast<uint8_t>(cur[x] - pred);
        trial[x + 1] = v;
        cost += v < 128 ? v : 256 - v;
      }
      if (best_cost < 0 || cost < best_cost) {
        best_cost = cost;
        best.swap(trial);
      }
    }
    raw.insert(raw.end(), best.begin(), best.end());
    prev.swap(cur);
  }
  uLongf size = compressBound(static_cast<uLong>(raw.size()));
  std::string z(size, '\0');
  if (compress2(reinterpret_cast<Bytef*>(z.data()), &size, raw.data(),
                static_cast<uLong>(raw.size()), 6) != Z_OK) {
    return "";
  }
  z.resize(size);
  std::string out("\x89PNG\r\n\x1a\n", 8);
  std::string ihdr;
  Put32(&ihdr, static_cast<uint32_t>(width));
  Put32(&ihdr, static_cast<uint32_t>(height));
  ihdr.append("\x08\x00\x00\x00\x00",
              5);  // 8-bit greyscale, deflate, adaptive filters, no interlace
  AppendPngChunk(&out, "IHDR", ihdr);
  if (dpi > 0) {
    std::string phys;
    const uint32_t per_metre = static_cast<uint32_t>(std::lround(dpi / 0.0254));
    Put32(&phys, per_metre);
    Put32(&phys, per_metre);
    phys.push_back('\x01');  // unit: the metre
    AppendPngChunk(&out, "pHYs", phys);
  }
  AppendPngChunk(&out, "IDAT", z);
  AppendPngChunk(&out, "IEND", "");
  return out;
}

}  // namespace papermines::render
