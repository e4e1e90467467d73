// Shared plumbing of the CLI (common.h): error lines, reading the puzzles of a command.
#include "cli/common.h"

#include <unistd.h>

#include <algorithm>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "core/mines_io.h"
#include "core/puzzlink.h"

namespace papermines::cli {

std::string OneLine(std::string_view message, size_t max_bytes) {
  std::string out;
  for (size_t i = 0; i < message.size();) {
    if (out.size() >= max_bytes) {
      out += "...";
      break;
    }
    const unsigned char b = static_cast<unsigned char>(message[i]);
    // A UTF-8 sequence stays as it is; control bytes and broken sequences become \xNN.
    const size_t len = b >= 0x20 && b < 0x7f ? 1
                       : (b & 0xE0) == 0xC0  ? 2
                       : (b & 0xF0) == 0xE0  ? 3
                       : (b & 0xF8) == 0xF0  ? 4
                                             : 0;
    bool whole = len > 0 && i + len <= message.size();
    for (size_t k = 1; whole && k < len; ++k) {
      whole = (static_cast<unsigned char>(message[i + k]) & 0xC0) == 0x80;
    }
    if (whole) {
      out.append(message.data() + i, len);
      i += len;
    } else {
      static const char kHex[] = "0123456789abcdef";
      out += {'\\', 'x', kHex[b >> 4], kHex[b & 15]};
      ++i;
    }
  }
  return out;
}

int ReportError(const absl::Status& status) {
  const absl::string_view m = status.message();
  std::cerr << "papermines: error: " << OneLine(std::string_view(m.data(), m.size())) << "\n";
  return 2;
}

absl::StatusOr<std::vector<Puzzle>> ReadPuzzles(const std::string& path, MinesRead mode) {
  // A puzz.link URL given in place of a file: always with http(s)://, the bare mines/C/R/BODY
  // only when no file has that name.
  if (LooksLikePuzzLink(path) &&
      (path.rfind("mines/", 0) != 0 || access(path.c_str(), F_OK) != 0)) {
    absl::StatusOr<Puzzle> p = ParsePuzzLink(path);
    if (!p.ok()) return p.status();
    std::vector<Puzzle> one;
    one.push_back(*std::move(p));
    return one;
  }
  absl::StatusOr<std::string> text = ReadWholeFile(path);
  if (!text.ok()) return text.status();
  const std::string name = path == "-" ? "<stdin>" : path;
  // A text of URLs, one a line, reads like a .mines file of those puzzles.
  absl::StatusOr<std::vector<Puzzle>> puzzles =
      IsPuzzLinkList(*text) ? ParsePuzzLinkList(*text, name) : ParseMines(*text, name, mode);
  if (!puzzles.ok() || !puzzles->empty()) return puzzles;
  // Where the end of the file is, as the .mines reader says it: the line after a final newline,
  // else just past the last character (a byte order mark is not part of the first line).
  std::string_view t = *text;
  if (t.substr(0, 3) == "\xEF\xBB\xBF") t.remove_prefix(3);
  const size_t last_nl = t.rfind('\n');
  const int64_t line = 1 + std::count(t.begin(), t.end(), '\n');
  const int64_t col = last_nl == std::string_view::npos ? static_cast<int64_t>(t.size()) + 1
                                                        : static_cast<int64_t>(t.size() - last_nl);
  return absl::InvalidArgumentError(absl::StrCat(
      name, ":", line, ":", col,
      ": expected a puzzle ('puzzle paper', 'puzzle oneclick' or 'puzzle reverse'), got end of "
      "file"));
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

}  // namespace papermines::cli
