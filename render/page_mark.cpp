// Page marks (page_mark.h).
#include "render/page_mark.h"

#include <zlib.h>

#include <cstdint>

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

constexpr std::string_view kMarks[] = {kSvgMark, kPngMark};

}  // namespace

std::string MarkPage(std::string page) {
  if (page.rfind("<?xml", 0) == 0) {
    const size_t end = page.find("?>");
    if (end != std::string::npos) page.insert(end + 2, "\n" + std::string(kSvgMark));
    return page;
  }
  constexpr std::string_view kSignature{"\x89PNG\r\n\x1a\n", 8};
  constexpr size_t kAfterHeader = 8 + 4 + 4 + 13 + 4;  // signature, IHDR chunk
  if (page.rfind(kSignature, 0) == 0 && page.size() >= kAfterHeader) {
    std::string chunk;
    const std::string_view data = kPngMark.substr(4);
    Put32(&chunk, static_cast<uint32_t>(data.size()));
    chunk.append(kPngMark);
    const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(chunk.data() + 4),
                            static_cast<uInt>(chunk.size() - 4));
    Put32(&chunk, static_cast<uint32_t>(crc));
    page.insert(kAfterHeader, chunk);
  }
  return page;
}

std::span<const std::string_view> PageMarks() { return kMarks; }

}  // namespace papermines::render
