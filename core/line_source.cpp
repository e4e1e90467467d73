// The lines of a text input in bounded chunks (line_source.h): the one way the line-oriented
// readers get their input, so that memory follows the puzzle being read and not the file.
#include "core/line_source.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "core/errno_text.h"
#include "core/lex.h"
#include "core/output.h"

namespace papermines {
namespace {

constexpr size_t kChunk = size_t{1} << 16;
// Input that cannot be read twice is kept in memory up to this size, beyond it in a file.
constexpr size_t kSpoolInMemory = size_t{1} << 20;
// No line of a puzzle file comes near this; a longer one is refused rather than held.
constexpr size_t kMaxLine = size_t{1} << 30;
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

absl::Status CannotRead(const std::string& name, int err) {
  return absl::DataLossError(absl::StrCat("cannot read ", name, ": ", ErrnoText(err)));
}

bool WriteAll(int fd, const char* data, size_t n) {
  while (n > 0) {
    const ssize_t w = write(fd, data, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    data += w;
    n -= static_cast<size_t>(w);
  }
  return true;
}

ssize_t ReadSome(int fd, char* data, size_t n) {
  for (;;) {
    const ssize_t r = read(fd, data, n);
    if (r >= 0 || errno != EINTR) return r;
  }
}

}  // namespace

LineSource::LineSource(std::string_view text, std::string name)
    : name_(std::move(name)), text_(text) {
  if (text_.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
    text_.remove_prefix(kByteOrderMark.size());
  }
  size_ = text_.size();
}

LineSource::~LineSource() {
  if (close_fd_ && fd_ >= 0) close(fd_);
  if (spool_fd_ >= 0) close(spool_fd_);
}

absl::StatusOr<std::unique_ptr<LineSource>> LineSource::Open(RunFiles& files,
                                                             const std::string& path) {
  // An input that is also an output of this run is refused before it is read (core/output.h).
  if (absl::Status s = files.NoteInput(path); !s.ok()) return s;
  std::unique_ptr<LineSource> src(new LineSource());
  src->name_ = path == "-" ? "<stdin>" : path;
  src->temp_dir_ = files.temp_dir();
  const int fd = path == "-" ? STDIN_FILENO : open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    return absl::InvalidArgumentError(  // not NotFound: "no such puzzle" to the CLI

        absl::StrCat("cannot read ", src->name_, ": ", ErrnoText(errno)));
  }
  const bool owned = fd != STDIN_FILENO;
  struct stat st;
  if (fstat(fd, &st) != 0) {
    const int e = errno;
    if (owned) close(fd);
    return CannotRead(src->name_, e);
  }
  if (S_ISDIR(st.st_mode)) {
    if (owned) close(fd);
    return CannotRead(src->name_, EISDIR);
  }
  const off_t at = S_ISREG(st.st_mode) ? lseek(fd, 0, SEEK_CUR) : -1;
  if (at < 0) {
    // A pipe, a terminal, a device: kept as it is read (in memory up to 1 MiB, then in a
    // temporary file), so that it can be read again, and never read further than the reader goes.
    src->from_text_ = false;
    src->tee_ = true;
    src->fd_ = fd;
    src->close_fd_ = owned;
    if (absl::Status s = src->Rewind(); !s.ok()) return s;
    return src;
  }
  src->from_text_ = false;
  src->fd_ = fd;
  src->close_fd_ = owned;
  src->start_ = at;
  src->size_ = st.st_size > at ? static_cast<size_t>(st.st_size - at) : 0;
  if (absl::Status s = src->Rewind(); !s.ok()) return s;
  return src;
}

ssize_t LineSource::ReadChunk(char* out, size_t n) {
  if (!tee_) return ReadSome(fd_, out, n);
  // Kept already (a second pass): from the memory copy or the temporary file.
  if (read_pos_ < spooled_) {
    const size_t k = std::min(n, spooled_ - read_pos_);
    if (spool_fd_ < 0) {
      std::memcpy(out, spool_mem_.data() + read_pos_, k);
    } else if (pread(spool_fd_, out, k, static_cast<off_t>(read_pos_)) != static_cast<ssize_t>(k)) {
      keep_error_ = absl::DataLossError(
          absl::StrCat("cannot read back the copy of ", name_, ": ", ErrnoText(errno)));
      return -1;
    }
    read_pos_ += k;
    return static_cast<ssize_t>(k);
  }
  if (src_eof_) return 0;
  const ssize_t r = ReadSome(fd_, out, n);
  if (r <= 0) {
    if (r == 0) src_eof_ = true;
    return r;
  }
  // Kept as it is read, so the reader checks it while it arrives and stops it at the first error.
  const size_t got = static_cast<size_t>(r);
  if (spool_fd_ < 0 && spool_mem_.size() + got > kSpoolInMemory) {
    absl::StatusOr<int> tmp = AnonymousTempFile(temp_dir_, name_, "(to read it twice)");
    if (!tmp.ok() || !WriteAll(*tmp, spool_mem_.data(), spool_mem_.size())) {
      keep_error_ = tmp.ok() ? absl::DataLossError(absl::StrCat(
                                   "cannot keep ", name_,
                                   " in a temporary file (to read it twice): ", ErrnoText(errno)))
                             : tmp.status();
      if (tmp.ok()) close(*tmp);
      return -1;
    }
    spool_fd_ = *tmp;
    spool_mem_.clear();
    spool_mem_.shrink_to_fit();
  }
  if (spool_fd_ < 0) {
    spool_mem_.append(out, got);
  } else if (!WriteAll(spool_fd_, out, got)) {
    keep_error_ = absl::DataLossError(absl::StrCat(
        "cannot keep ", name_, " in a temporary file (to read it twice): ", ErrnoText(errno)));
    return -1;
  }
  spooled_ += got;
  read_pos_ += got;
  size_ = spooled_;
  return r;
}

absl::Status LineSource::Rewind() {
  status_ = absl::OkStatus();
  ahead_.clear();
  last_ = {};
  ResetArena();
  first_line_ = true;
  newlines_ = 0;
  tail_ = 0;
  consumed_ = 0;
  text_pos_ = 0;
  if (from_text_) return absl::OkStatus();
  if (tee_) {
    read_pos_ = 0;
  } else if (lseek(fd_, start_, SEEK_SET) < 0) {
    return CannotRead(name_, errno);
  }
  buf_.resize(kChunk);
  buf_pos_ = buf_end_ = 0;
  file_eof_ = false;
  partial_.clear();
  return absl::OkStatus();
}

void LineSource::Fail(absl::Status s) {
  if (status_.ok()) status_ = std::move(s);
  file_eof_ = true;
}

bool LineSource::FillBuffer() {
  if (file_eof_) return false;
  const ssize_t r = ReadChunk(buf_.data(), buf_.size());
  if (r < 0) {
    Fail(keep_error_.ok() ? CannotRead(name_, errno) : keep_error_);
    return false;
  }
  if (r == 0) {
    file_eof_ = true;
    return false;
  }
  buf_pos_ = 0;
  buf_end_ = static_cast<size_t>(r);
  return true;
}

bool LineSource::ReadRaw(std::string_view* line) {
  bool newline = false;
  if (from_text_) {
    if (text_pos_ >= text_.size()) return false;
    const size_t nl = text_.find('\n', text_pos_);
    const size_t end = nl == std::string_view::npos ? text_.size() : nl;
    *line = text_.substr(text_pos_, end - text_pos_);
    text_pos_ = nl == std::string_view::npos ? text_.size() : nl + 1;
    newline = nl != std::string_view::npos;
  } else {
    partial_.clear();
    for (;;) {
      if (buf_pos_ == buf_end_ && !FillBuffer()) break;
      const char* begin = buf_.data() + buf_pos_;
      const void* nl = std::memchr(begin, '\n', buf_end_ - buf_pos_);
      size_t len = nl == nullptr ? buf_end_ - buf_pos_
                                 : static_cast<size_t>(static_cast<const char*>(nl) - begin);
      // No text holds a NUL byte: the line ends after it, so the reader reports it where it is
      // at once, and an endless device (/dev/zero) is read no further.
      if (const void* nul = std::memchr(begin, '\0', len); nul != nullptr) {
        len = static_cast<size_t>(static_cast<const char*>(nul) - begin) + 1;
        partial_.append(begin, len);
        buf_pos_ = buf_end_;  // nothing after it is read
        file_eof_ = true;
        break;
      }
      if (partial_.size() + len > kMaxLine) {
        Fail(LocatedError(name_, 1 + newlines_, 1, "a line of at most 1 GiB", "a longer one"));
        return false;
      }
      partial_.append(begin, len);
      buf_pos_ += len;
      if (nl != nullptr) {
        ++buf_pos_;
        newline = true;
        break;
      }
    }
    // A read error (a copy of stdin that cannot be kept, an I/O error) cuts the line short: it is
    // not a line of the input, and the reader reports status() instead of parsing half a line.
    if (!status_.ok()) return false;
    if (!newline && partial_.empty()) return false;  // the end
    std::string_view bytes = partial_;
    if (first_line_ && bytes.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
      bytes.remove_prefix(kByteOrderMark.size());
      size_ = size_ >= kByteOrderMark.size() ? size_ - kByteOrderMark.size() : 0;
    }
    *line = Keep(bytes);
  }
  first_line_ = false;
  if (newline) {
    ++newlines_;
    tail_ = 0;
  } else {
    tail_ = line->size();
  }
  return true;
}

std::string_view LineSource::Keep(std::string_view bytes) {
  if (bytes.empty()) return {};
  if (blocks_.empty() || block_cap_ - block_used_ < bytes.size()) {
    // A fresh block when the current one is full; the first block is reused after Forget().
    const size_t cap = std::max(kChunk, bytes.size());
    if (!blocks_.empty() && block_used_ == 0) blocks_.pop_back();
    blocks_.push_back(std::make_unique<char[]>(cap));
    block_cap_ = cap;
    block_used_ = 0;
  }
  char* at = blocks_.back().get() + block_used_;
  std::memcpy(at, bytes.data(), bytes.size());
  block_used_ += bytes.size();
  return std::string_view(at, bytes.size());
}

bool LineSource::Next(std::string_view* line) {
  if (!ahead_.empty()) {
    *line = ahead_.front();
    ahead_.pop_front();
  } else if (!ReadRaw(line)) {
    last_ = {};
    return false;
  }
  last_ = *line;
  consumed_ += line->size() + 1;
  return true;
}

bool LineSource::Peek(size_t ahead, std::string_view* line) {
  while (ahead_.size() <= ahead) {
    std::string_view l;
    if (!ReadRaw(&l)) return false;
    ahead_.push_back(l);
  }
  *line = ahead_[ahead];
  return true;
}

void LineSource::DropLast() {
  // Only the newest bytes of the arena can be given back.
  if (from_text_ || !ahead_.empty() || last_.empty() || blocks_.empty()) return;
  const char* top = blocks_.back().get() + block_used_;
  if (last_.data() + last_.size() == top) block_used_ -= last_.size();
  last_ = {};
}

void LineSource::ResetArena() {
  // The newest block is reused, unless it was made for one very long line.
  if (blocks_.size() > 1) blocks_.erase(blocks_.begin(), blocks_.end() - 1);
  if (block_cap_ > 4 * kChunk) {
    blocks_.clear();
    block_cap_ = 0;
  }
  block_used_ = 0;
}

void LineSource::Forget() {
  last_ = {};
  if (from_text_ || blocks_.empty()) return;
  // Lines already peeked stay: copied to the front of a fresh arena.
  std::vector<std::string> keep(ahead_.begin(), ahead_.end());
  ahead_.clear();
  ResetArena();
  for (const std::string& l : keep) ahead_.push_back(Keep(l));
}

}  // namespace papermines
