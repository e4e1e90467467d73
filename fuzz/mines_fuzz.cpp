// Fuzz target for the .mines reader (core/mines_io.h ParseMines) and its writer.
//
// Whatever the bytes, ParseMines must return puzzles or a located error ("FILE:LINE:COL: ..."),
// never crash, overflow or allocate without bound. When it returns puzzles they must be consistent
// with their topology, and the writer's text must read back to puzzles that print the same text
// (the writer/reader round trip of FORMAT.md).
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/mines_io.h"
#include "fuzz/fuzz_check.h"

using papermines::fuzz::Check;
using papermines::fuzz::IsLocated;

namespace {

// Whether some `topology` line asks for more than 2^20 cells. Such files are legal up to 67 M
// cells; building them is slow by nature (seconds under ASan), not a bug, and would drown the
// search in timeouts, so they are skipped.
bool AsksForABigGrid(std::string_view text) {
  for (size_t at = text.find("topology"); at != std::string_view::npos;
       at = text.find("topology", at + 1)) {
    int64_t cells = 1;
    size_t i = at + 8;
    for (int field = 0; field < 3; ++field) {
      while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
      size_t e = i;
      while (e < text.size() && text[e] > ' ') ++e;
      int64_t v = 0;
      auto [ptr, ec] = std::from_chars(text.data() + i, text.data() + e, v);
      if (ec == std::errc() && ptr == text.data() + e && v > 0) {
        if (v > (int64_t{1} << 20) || (cells *= v) > (int64_t{1} << 20)) return true;
      }
      i = e;
    }
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (AsksForABigGrid(text)) return 0;
  auto puzzles = papermines::ParseMines(text, "fuzz.mines");
  if (!puzzles.ok()) {
    // A located error: the file name, then a line and a column, on one line.
    const std::string message(puzzles.status().message());
    Check(IsLocated(message, "fuzz.mines"));
    return 0;
  }
  for (const papermines::Puzzle& p : *puzzles) {
    Check(p.topology != nullptr);
    const size_t n = static_cast<size_t>(p.topology->size());
    Check(p.clues.empty() || p.clues.size() == n);
    Check(p.mine.empty() || p.mine.size() == n);
    Check(p.click < static_cast<int>(n));
    if (p.kind == papermines::PuzzleKind::kPaper) Check(p.clues.size() == n);
    if (p.kind == papermines::PuzzleKind::kReverse) Check(p.mine.size() == n);
  }
  const std::string written = papermines::FormatMines(*puzzles);
  auto again = papermines::ParseMines(written, "written.mines");
  Check(again.ok());
  Check(again->size() == puzzles->size());
  Check(papermines::FormatMines(*again) == written);
  return 0;
}
