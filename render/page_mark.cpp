// Page marks (page_mark.h).
#include "render/page_mark.h"

#include <zlib.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "core/strings.h"
#include "render/png.h"

namespace papermines::render {
namespace {

// The mark's text: "papermines page" on a document of one page (OUT.svg), "papermines page K of
// N" on page K of a document of N > 1 pages (OUT-K.svg).
constexpr std::string_view kMarkText = "papermines page";
constexpr std::string_view kSvgOpen = "<!-- ", kSvgClose = " -->";
constexpr std::string_view kPngKeyword{"Software\0", 9};

std::string MarkText(int page, int pages) {
  std::string text(kMarkText);
  if (pages > 1) absl::StrAppend(&text, " ", page, " of ", pages);
  return text;
}

// Whether `text` is the mark a file named as page `page` carries: 0 (OUT itself) the one-page
// mark; K > 0 (OUT-K) "papermines page K of N" with N > 1 and K <= N.
bool IsMarkFor(std::string_view text, int page) {
  if (!text.starts_with(kMarkText)) return false;
  text.remove_prefix(kMarkText.size());
  if (page == 0) return text.empty();
  int k = 0, n = 0;
  const std::string_view of = " of ";
  const size_t at = text.find(of);
  if (text.empty() || text[0] != ' ' || at == std::string_view::npos) return false;
  if (!absl::SimpleAtoi(AsAbsl(text.substr(1, at - 1)), &k) ||
      !absl::SimpleAtoi(AsAbsl(text.substr(at + of.size())), &n)) {
    return false;
  }
  return text == absl::StrCat(" ", k, " of ", n) && k == page && n > 1 && k <= n;
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
std::string PngMarkChunk(std::string_view text) {
  std::string chunk;
  AppendPngChunk(&chunk, "tEXt", std::string(kPngKeyword).append(text));
  return chunk;
}

bool IsMarkedSvg(const PageBytes& f) {
  std::string open(kSvgDeclaration);
  open.append("\n").append(kSvgOpen);
  if (!f.head.starts_with(open)) return false;
  const size_t close = f.head.find(kSvgClose, open.size());
  if (close == std::string_view::npos) return false;
  const std::string_view text = f.head.substr(open.size(), close - open.size());
  const size_t after = close + kSvgClose.size();
  std::string element = "\n";
  element.append(kSvgElement);
  if (!IsMarkFor(text, f.page) || f.head.substr(after, 1 + kSvgElement.size()) != element) {
    return false;
  }
  std::string_view tail = f.tail;
  while (!tail.empty() && (tail.back() == '\n' || tail.back() == '\r')) tail.remove_suffix(1);
  return tail.ends_with("</svg>") && f.head.find(kMarkText, after) == std::string_view::npos;
}

bool IsMarkedPng(const PageBytes& f) {
  if (f.head.substr(0, 8) != kPngSignature) return false;
  if (f.head.substr(12, 4) != "IHDR" || ChunkEnd(f.head, 8) != kAfterHeader) return false;
  const size_t end = ChunkEnd(f.head, kAfterHeader);
  if (end == 0 || f.head.substr(kAfterHeader + 4, 4) != "tEXt") return false;
  const std::string_view data = f.head.substr(kAfterHeader + 8, end - kAfterHeader - 12);
  if (!data.starts_with(kPngKeyword) || !IsMarkFor(data.substr(kPngKeyword.size()), f.page)) {
    return false;
  }
  return f.size >= end + kPngEnd.size() && f.tail.ends_with(kPngEnd);
}

}  // namespace

std::string MarkPage(std::string page, int k, int pages) {
  const std::string text = MarkText(k, pages);
  if (page.rfind(kSvgDeclaration, 0) == 0) {
    std::string mark = "\n";
    mark.append(kSvgOpen).append(text).append(kSvgClose);
    page.insert(kSvgDeclaration.size(), mark);
    return page;
  }
  if (page.rfind(kPngSignature, 0) == 0 && page.size() >= kAfterHeader) {
    page.insert(kAfterHeader, PngMarkChunk(text));
  }
  return page;
}

bool IsMarkedPage(const PageBytes& file) { return IsMarkedSvg(file) || IsMarkedPng(file); }

}  // namespace papermines::render
