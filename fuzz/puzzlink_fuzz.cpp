// Fuzz target for the puzz.link reader and writer (core/puzzlink.h): a URL list as `solve`,
// `render` and the other readers take it.
//
// Whatever the bytes, ParsePuzzLinkList must return puzzles or a located error ("FILE:LINE:COL:
// ..."), and ParsePuzzLink on the whole text a puzzle or an error, never crash or allocate without
// bound. Every puzzle read must be a square paper puzzle with one clue-or-closed per cell; its
// written URL must read back to the same clues and write the same URL again (the round trip of
// docs/FORMAT.md "puzz.link URLs"). The scan a command's first pass makes (ReadPuzzLinkEach with
// check_only, which builds no grid) must find exactly the error a full read finds, or none.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/line_source.h"
#include "core/puzzlink.h"
#include "fuzz/fuzz_check.h"

using papermines::fuzz::Check;
using papermines::fuzz::IsLocated;

namespace {

void CheckRoundTrip(const papermines::Puzzle& p) {
  Check(p.topology != nullptr);
  Check(p.kind == papermines::PuzzleKind::kPaper);
  Check(p.clues.size() == static_cast<size_t>(p.topology->size()));
  auto url = papermines::PuzzLinkUrl(p);
  Check(url.ok());
  auto again = papermines::ParsePuzzLink(*url);
  Check(again.ok());
  Check(again->clues == p.clues);
  auto url_again = papermines::PuzzLinkUrl(*again);
  Check(url_again.ok() && *url_again == *url);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto list = papermines::ParsePuzzLinkList(text, "fuzz.txt");
  if (!list.ok()) {
    Check(IsLocated(std::string(list.status().message()), "fuzz.txt"));
  } else {
    for (const papermines::Puzzle& p : *list) CheckRoundTrip(p);
  }
  papermines::LineSource scan(text, "fuzz.txt");
  int handed = 0;
  const absl::Status scanned = papermines::ReadPuzzLinkEach(
      scan,
      [&](papermines::Puzzle&&) {
        ++handed;
        return absl::OkStatus();
      },
      /*check_only=*/true);
  Check(handed == 0);
  Check(scanned.ok() == list.ok());
  Check(scanned.ok() || scanned.message() == list.status().message());
  auto one = papermines::ParsePuzzLink(text);
  if (one.ok()) CheckRoundTrip(*one);
  return 0;
}
