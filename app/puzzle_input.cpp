// The one way in for the puzzles of a command (puzzle_input.h): files, URLs and URL lists.
#include "app/puzzle_input.h"

#include <unistd.h>

#include <memory>

#include "core/line_source.h"
#include "core/mines_io.h"
#include "core/puzzlink.h"

namespace papermines::app {

std::string InputName(const std::string& path) { return path == "-" ? "<stdin>" : path; }

namespace {

// A puzz.link URL given in place of a file: always with http(s)://, the bare mines/C/R/BODY only
// when no file has that name.
bool IsUrlArgument(const std::string& path) {
  return LooksLikePuzzLink(path) &&
         (path.rfind("mines/", 0) != 0 || access(path.c_str(), F_OK) != 0);
}

using EachPuzzle = std::function<absl::Status(Puzzle&&, int64_t index)>;
using OnRead = std::function<void()>;

// The one way in for the puzzles of a command: a URL, a URL list or a .mines file, read puzzle
// by puzzle from a bounded buffer (core/line_source.h). With `check_first`, a first pass reads the
// whole input keeping nothing (a URL list is only scanned: no grid is built), so that an input
// error stops the command before `each` sees any puzzle; the second pass hands the puzzles over.
// `reading` is called when the reading of the puzzles handed over begins.
absl::Status ReadEachPuzzle(const std::string& path, MinesRead mode, bool check_first,
                            const EachPuzzle& each, const OnRead& reading = nullptr) {
  if (IsUrlArgument(path)) {
    if (reading) reading();
    absl::StatusOr<Puzzle> p = ParsePuzzLink(path);
    if (!p.ok()) return p.status();
    return each(*std::move(p), 0);
  }
  absl::StatusOr<std::unique_ptr<LineSource>> opened = LineSource::Open(path);
  if (!opened.ok()) return opened.status();
  LineSource& lines = **opened;
  // A text of URLs, one a line, reads like a .mines file of those puzzles.
  absl::StatusOr<bool> urls = IsPuzzLinkList(lines);
  if (!urls.ok()) return urls.status();
  auto pass = [&](const std::function<absl::Status(Puzzle &&)>& one, bool check_only) {
    // An input without any puzzle is an error (FORMAT.md's solve exits 0 "when every puzzle is
    // unique": an empty file must not pass for that); a URL list has at least its first URL.
    return *urls ? ReadPuzzLinkEach(lines, one, check_only)
                 : ReadMinesEach(lines, one, mode, /*need_a_puzzle=*/true);
  };
  if (check_first) {
    if (absl::Status s = pass([](Puzzle&&) { return absl::OkStatus(); }, true); !s.ok()) return s;
    if (absl::Status s = lines.Rewind(); !s.ok()) return s;
  }
  if (reading) reading();
  int64_t index = 0;
  return pass([&](Puzzle&& p) { return each(std::move(p), index++); }, false);
}

}  // namespace

absl::StatusOr<std::vector<Puzzle>> ReadPuzzles(const std::string& path, MinesRead mode) {
  std::vector<Puzzle> puzzles;
  absl::Status s = ReadEachPuzzle(path, mode, /*check_first=*/false, [&](Puzzle&& p, int64_t) {
    puzzles.push_back(std::move(p));
    return absl::OkStatus();
  });
  if (!s.ok()) return s;
  return puzzles;
}

absl::StatusOr<std::vector<Puzzle>> ReadPuzzles(const std::vector<std::string>& paths) {
  std::vector<Puzzle> puzzles;
  for (const std::string& path : paths) {
    auto got = ReadPuzzles(path);
    if (!got.ok()) return got.status();
    for (Puzzle& p : *got) puzzles.push_back(std::move(p));
  }
  return puzzles;
}

absl::Status ForEachPuzzle(const std::string& path, const EachPuzzle& each,
                           const std::function<void()>& reading) {
  return ReadEachPuzzle(path, MinesRead::kPuzzles, /*check_first=*/true, each, reading);
}

}  // namespace papermines::app
