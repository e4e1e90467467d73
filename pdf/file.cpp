// PdfFile (file.h): buffered appends, chunked reads through pread.
#include "pdf/file.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "core/errno_text.h"
#include "core/output.h"

namespace papermines::pdf {
namespace {

constexpr size_t kChunk = size_t{1} << 20;

}  // namespace

PdfFile::~PdfFile() {
  if (fd_ >= 0) close(fd_);
}

PdfFile::PdfFile(PdfFile&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)),
      dir_(std::move(other.dir_)),
      size_(std::exchange(other.size_, 0)),
      write_errno_(std::exchange(other.write_errno_, 0)),
      pending_(std::move(other.pending_)) {
  other.pending_.clear();
}

PdfFile& PdfFile::operator=(PdfFile&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) close(fd_);
    fd_ = std::exchange(other.fd_, -1);
    dir_ = std::move(other.dir_);
    size_ = std::exchange(other.size_, 0);
    write_errno_ = std::exchange(other.write_errno_, 0);
    pending_ = std::move(other.pending_);
    other.pending_.clear();
  }
  return *this;
}

absl::StatusOr<PdfFile> PdfFile::Create(const std::string& what, const std::string& dir) {
  absl::StatusOr<int> fd = AnonymousTempFile(dir, what, "(while it is drawn)");
  if (!fd.ok()) return fd.status();
  PdfFile f;
  f.fd_ = *fd;
  f.dir_ = dir;
  return f;
}

bool PdfFile::Append(std::string_view bytes) {
  if (write_errno_ != 0) return false;
  pending_.append(bytes.data(), bytes.size());
  size_ += static_cast<int64_t>(bytes.size());
  return pending_.size() < kBuffer || Flush();
}

bool PdfFile::Flush() const {
  std::string_view left = pending_;
  while (!left.empty() && write_errno_ == 0) {
    const ssize_t w = write(fd_, left.data(), left.size());
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      write_errno_ = w < 0 ? errno : ENOSPC;
    } else {
      left.remove_prefix(static_cast<size_t>(w));
    }
  }
  pending_.clear();
  return write_errno_ == 0;
}

absl::Status PdfFile::ForEachChunk(const std::function<void(std::string_view)>& each) const {
  return ReadRange(0, size_, each);
}

absl::Status PdfFile::ReadRange(int64_t from, int64_t length,
                                const std::function<void(std::string_view)>& each) const {
  if (!Flush()) {
    return absl::DataLossError(
        absl::StrCat("cannot write the PDF to a temporary file: ", std::strerror(write_errno_)));
  }
  std::vector<char> buf(
      static_cast<size_t>(std::min<int64_t>(kChunk, std::max<int64_t>(length, 1))));
  for (int64_t at = from, end = from + length; at < end;) {
    const ssize_t r = pread(
        fd_, buf.data(),
        static_cast<size_t>(std::min<int64_t>(static_cast<int64_t>(buf.size()), end - at)), at);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) {
      return absl::DataLossError(absl::StrCat("cannot read back the PDF being written: ",
                                              r < 0 ? std::strerror(errno) : "it is shorter"));
    }
    each(std::string_view(buf.data(), static_cast<size_t>(r)));
    at += r;
  }
  return absl::OkStatus();
}

absl::Status PdfFile::Refresh() {
  if (!Flush()) {
    return absl::DataLossError(
        absl::StrCat("cannot write the PDF to a temporary file: ", std::strerror(write_errno_)));
  }
  struct stat st;
  if (fstat(fd_, &st) != 0 || lseek(fd_, st.st_size, SEEK_SET) < 0) {
    return absl::DataLossError(
        absl::StrCat("cannot read back the PDF being written: ", std::strerror(errno)));
  }
  size_ = st.st_size;
  return absl::OkStatus();
}

absl::StatusOr<std::string> PdfFile::ReadAll() const {
  std::string out;
  out.reserve(static_cast<size_t>(size_));
  absl::Status s = ForEachChunk([&](std::string_view c) { out.append(c.data(), c.size()); });
  if (!s.ok()) return s;
  return out;
}

PdfFileReader::PdfFileReader(const PdfFile& file, std::function<void(const std::string&)> fail)
    : fd_(file.fd()), size_(file.size()), fail_(std::move(fail)), blocks_(kBlocks) {}

std::string_view PdfFileReader::At(int64_t offset) {
  const int64_t start = offset - offset % static_cast<int64_t>(kBlock);
  Block* b = &blocks_[last_];
  if (b->start != start) {
    // A cached block, or the least recently used one read again.
    size_t pick = 0;
    for (size_t k = 0; k < blocks_.size(); ++k) {
      if (blocks_[k].start == start) {
        pick = k;
        break;
      }
      if (blocks_[k].used < blocks_[pick].used) pick = k;
    }
    last_ = pick;
    b = &blocks_[pick];
    if (b->start != start) Load(b, start);
  }
  b->used = ++clock_;
  return std::string_view(b->data).substr(static_cast<size_t>(offset - start));
}

void PdfFileReader::Load(Block* b, int64_t start) {
  const size_t len = static_cast<size_t>(std::min<int64_t>(kBlock, size_ - start));
  b->start = -1;
  b->data.resize(len);
  for (size_t got = 0; got < len;) {
    const ssize_t r = pread(fd_, b->data.data() + got, len - got,
                            static_cast<off_t>(start + static_cast<int64_t>(got)));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) {
      fail_(absl::StrCat("cannot read back the PDF being written: ",
                         r < 0 ? std::strerror(errno) : "it is shorter"));
      return;  // not reached: fail_ throws
    }
    got += static_cast<size_t>(r);
  }
  b->start = start;
}

absl::Status SystemFailure(int err) {
  return absl::UnavailableError(absl::StrCat("cannot rewrite the PDF: ", ErrnoText(err)));
}

}  // namespace papermines::pdf
