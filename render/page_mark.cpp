// Page marks (page_mark.h).
#include "render/page_mark.h"

#include <zlib.h>

#include <cstdint>
#include <string>

namespace papermines::render {
namespace {

constexpr std::string_view kSvgMark = "<!-- papermines page -->";
constexpr char kPngMarkBytes[] = "tEXtSoftware\0papermines page";
constexpr std::string_view kPngMark{kPngMarkBytes, sizeof kPngMarkBytes - 1};

void Put32(std::string* out, uint32_t v) {
  const char b[4] = {static_cast<char>(v >> 24), static_cast<char>(v >> 16),
                     static_cast<char>(v >> 8), static_cast<char>(v)};
  out->append(b, 4);
}

constexpr std::string_view kSvgDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
constexpr std::string_view kSvgElement = "<svg xmlns=\"http://www.w3.org/2000/svg\"";
constexpr std::string_view kPngSignature{"\x89PNG\r\n\x1a\n", 8};
constexpr size_t kAfterHeader = 8 + 4 + 4 + 13 + 4;  // signature, IHDR chunk
constexpr std::string_view kPngEnd{"\0\0\0\0IEND\xae\x42\x60\x82", 12};

uint32_t Get32(std::string_view b, size_t at) {
  return static_cast<uint32_t>(static_cast<unsigned char>(b[at])) << 24 |
         static_cast<uint32_t>(static_cast<unsigned char>(b[at + 1])) << 16 |
         static_cast<uint32_t>(static_cast<unsigned char>(b[at + 2])) << 8 |
         static_cast<uint32_t>(static_cast<unsigned char>(b[at + 3]));
}

// The chunk at `at` (length, type, data, CRC) whole in `b`, with its CRC right; its end, or 0.
size_t ChunkEnd(std::string_view b, size_t at) {
  if (b.size() < at + 12) return 0;
  const uint32_t length = Get32(b, at);
  if (length > b.size() - at - 12) return 0;
  const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(b.data() + at + 4), length + 4);
  if (Get32(b, at + 8 + length) != static_cast<uint32_t>(crc)) return 0;
  return at + 12 + length;
}

// The mark's whole tEXt chunk, as MarkPage writes it.
std::string PngMarkChunk() {
  std::string chunk;
  const std::string_view data = kPngMark.substr(4);
  Put32(&chunk, static_cast<uint32_t>(data.size()));
  chunk.append(kPngMark);
  const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(chunk.data() + 4),
                          static_cast<uInt>(chunk.size() - 4));
  Put32(&chunk, static_cast<uint32_t>(crc));
  return chunk;
}

bool IsMarkedSvg(const PageBytes& f) {
  const std::string head =
      std::string(kSvgDeclaration) + "\n" + std::string(kSvgMark) + "\n" + std::string(kSvgElement);
  std::string_view tail = f.tail;
  while (!tail.empty() && (tail.back() == '\n' || tail.back() == '\r')) tail.remove_suffix(1);
  return f.head.substr(0, head.size()) == head && tail.ends_with("</svg>") &&
         f.head.find(kSvgMark, head.size()) == std::string_view::npos;
}

bool IsMarkedPng(const PageBytes& f) {
  if (f.head.substr(0, 8) != kPngSignature) return false;
  if (f.head.substr(12, 4) != "IHDR" || ChunkEnd(f.head, 8) != kAfterHeader) return false;
  const std::string mark = PngMarkChunk();
  if (f.head.substr(kAfterHeader, mark.size()) != mark) return false;
  return f.size >= kAfterHeader + mark.size() + kPngEnd.size() && f.tail.ends_with(kPngEnd);
}

}  // namespace

std::string MarkPage(std::string page) {
  if (page.rfind(kSvgDeclaration, 0) == 0) {
    page.insert(kSvgDeclaration.size(), "\n" + std::string(kSvgMark));
    return page;
  }
  if (page.rfind(kPngSignature, 0) == 0 && page.size() >= kAfterHeader) {
    page.insert(kAfterHeader, PngMarkChunk());
  }
  return page;
}

bool IsMarkedPage(const PageBytes& file) { return IsMarkedSvg(file) || IsMarkedPng(file); }

}  // namespace papermines::render
