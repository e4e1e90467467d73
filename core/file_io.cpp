// Reading a whole small input into memory (a LeetCode board, a contest input, a book spec): the one
// place such files are opened, so each is noted as an input (core/output.h) and a failure names the
// file. Puzzle collections are read in chunks instead (core/line_source.h).
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <iterator>

#include "absl/strings/str_cat.h"
#include "core/errno_text.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "core/strings.h"

namespace papermines {

namespace {

std::string SizeText(size_t bytes) {
  return bytes >= (size_t{1} << 30) && bytes % (size_t{1} << 30) == 0
             ? absl::StrCat(bytes >> 30, " GiB")
             : absl::StrCat(bytes >> 20, " MiB");
}
}  // namespace

absl::StatusOr<std::string> ReadWholeFile(RunFiles& files, const std::string& path,
                                          size_t max_bytes, std::string_view what) {
  // An input that is also an output of this run is refused before it is read (core/output.h).
  if (absl::Status s = files.NoteInput(path); !s.ok()) return s;
  const std::string name = path == "-" ? "<stdin>" : path;
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (f == nullptr) {
    // Not NotFound: that code means "no such puzzle exists" (exit 1) to the CLI. DataLoss, as
    // every other read failure here and in core/line_source: the system's error, not the input's.
    return absl::DataLossError(absl::StrCat("cannot read ", name, ": ", ErrnoText(errno)));
  }
  absl::StatusOr<std::string> text = ReadWholeOpenFile(f, name, max_bytes, what);
  if (f != stdin) std::fclose(f);
  return text;
}

absl::StatusOr<std::string> ReadWholeOpenFile(std::FILE* f, const std::string& name,
                                              size_t max_bytes, std::string_view what) {
  // A regular file (stdin redirected from one included) is read into a string sized once from its
  // length, straight into place: no regrowth, so no copy and no second buffer at the peak.
  std::string text;
  constexpr size_t kChunk = size_t{1} << 16;
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
      static_cast<uint64_t>(st.st_size) <= max_bytes) {
    text.reserve(static_cast<size_t>(st.st_size) + kChunk);
  }
  for (;;) {
    const size_t old = text.size();
    // Read up to the capacity already there (a whole file at once), at least one chunk, never more
    // than one byte past the bound.
    const size_t want = std::min(std::max(kChunk, text.capacity() - old), max_bytes + 1 - old);
    text.resize(old + want);
    const size_t got = std::fread(text.data() + old, 1, want, f);
    text.resize(old + got);
    if (got == 0) break;
    if (text.size() > max_bytes) {
      return absl::InvalidArgumentError(
          absl::StrCat(name, ": input larger than ", SizeText(max_bytes),
                       what.empty() ? "" : absl::StrCat(", which no ", AsAbsl(what), " is")));
    }
    // Text never holds a NUL byte: what was read up to it is enough for the reader to say where
    // the input goes wrong, and an endless device (/dev/zero) is not read on.
    const void* nul = std::memchr(text.data() + old, '\0', got);
    if (nul != nullptr) {
      text.resize(static_cast<size_t>(static_cast<const char*>(nul) - text.data()) + 1);
      break;
    }
    if (got < want && std::feof(f)) break;
  }
  if (std::ferror(f) != 0) {
    return absl::DataLossError(absl::StrCat("cannot read ", name, ": ", ErrnoText(errno)));
  }
  return text;
}

absl::StatusOr<std::string> ReadWholeFile(RunFiles& files, const std::string& path) {
  return ReadWholeFile(files, path, kMaxWholeFileBytes, "");
}

}  // namespace papermines
