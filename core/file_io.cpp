// Reading a whole small input into memory (a LeetCode board, a contest input): the one place such
// files are opened, so each is noted as an input (core/output.h) and a failure names the file.
// Puzzle collections are read in chunks instead (core/line_source.h).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <iterator>

#include "absl/strings/str_cat.h"
#include "core/mines_io.h"
#include "core/output.h"

namespace papermines {

namespace {
constexpr size_t kMaxInputBytes = size_t{1} << 30;  // 1 GiB: anything larger is not a puzzle file
}

absl::StatusOr<std::string> ReadWholeFile(const std::string& path) {
  // An input that is also an output of this run is refused before it is read (core/output.h).
  if (absl::Status s = NoteInput(path); !s.ok()) return s;
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (f == nullptr) {
    return absl::NotFoundError(
        absl::StrCat("cannot read ", path == "-" ? "<stdin>" : path, ": ", std::strerror(errno)));
  }
  std::string text;
  char buf[1 << 16];
  size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, f)) > 0) {
    if (text.size() + got > kMaxInputBytes) {
      if (f != stdin) std::fclose(f);
      return absl::InvalidArgumentError(
          absl::StrCat(path == "-" ? "<stdin>" : path, ": input larger than 1 GiB"));
    }
    text.append(buf, got);
  }
  const bool err = std::ferror(f) != 0;
  const int e = errno;
  if (f != stdin) std::fclose(f);
  if (err)
    return absl::DataLossError(
        absl::StrCat("cannot read ", path == "-" ? "<stdin>" : path, ": ", std::strerror(e)));
  return text;
}

}  // namespace papermines
