// A PDF in an unlinked temporary file: where Cairo streams a document and where its rewrite
// (repair.h, stream.h) is written, so no PDF's bytes are ever all in memory.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace papermines::pdf {

// A failure of the system under a PDF's rewrite (errno `err`: too many open files, a disk error),
// which is the environment's, not a bug: "cannot rewrite the PDF: <why>" (core/errno_text.h: with
// what to change for a limit, ulimit -n). Unavailable (exit 2; the server's 503).
absl::Status SystemFailure(int err);

// A document in an unlinked temporary file (core/output.h AnonymousTempFile), gone when closed.
class PdfFile {
 public:
  PdfFile() = default;
  ~PdfFile();
  PdfFile(PdfFile&& other) noexcept;
  PdfFile& operator=(PdfFile&& other) noexcept;
  PdfFile(const PdfFile&) = delete;
  PdfFile& operator=(const PdfFile&) = delete;

  // A new empty file in the folder `dir` (empty: /tmp); `what` names it in errors.
  static absl::StatusOr<PdfFile> Create(const std::string& what, const std::string& dir = "");
  // The folder it is in, where what is made of it goes too (repair.h, stream.h).
  const std::string& dir() const { return dir_; }
  // Appends bytes, gathered in memory up to kBuffer bytes and written when that fills (Cairo hands
  // over its PDF a few bytes at a time: a system call each would cost more than the drawing's
  // own writing); false on a write error (write_errno() says which).
  bool Append(std::string_view bytes);
  // Writes what Append gathered; false on a write error. The reads below call it themselves;
  // whoever reads the file through fd() calls it first.
  bool Flush() const;
  // After writes through another descriptor of the file: its size read again.
  absl::Status Refresh();
  int fd() const { return fd_; }
  // With the bytes gathered but not yet written.
  int64_t size() const { return size_; }
  // The errno of the first failed write (0: none).
  int write_errno() const { return write_errno_; }
  // The bytes, in chunks of at most 1 MiB, in order.
  absl::Status ForEachChunk(const std::function<void(std::string_view)>& each) const;
  // The `length` bytes from offset `from` the same way.
  absl::Status ReadRange(int64_t from, int64_t length,
                         const std::function<void(std::string_view)>& each) const;
  // The whole file in memory (tests, small documents).
  absl::StatusOr<std::string> ReadAll() const;

 private:
  static constexpr size_t kBuffer = size_t{64} << 10;
  int fd_ = -1;
  std::string dir_;
  int64_t size_ = 0;
  mutable int write_errno_ = 0;
  mutable std::string pending_;  // appended, not yet written
};

// Random reads of a PdfFile through a few cached blocks (pread), so reading it costs kBlocks x
// kBlock bytes whatever its size. (A mapping would keep every page touched in the process's
// resident memory; a stdio stream refills its buffer at every seek, and both readers of Cairo's
// file seek back and forth, object by object.)
class PdfFileReader {
 public:
  // `fail` gets the message of a read error and must not return (it throws).
  PdfFileReader(const PdfFile& file, std::function<void(const std::string&)> fail);

  int64_t size() const { return size_; }
  // The bytes from `offset` (0 <= offset < size()) to the end of the cached block that holds it:
  // valid until the next call.
  std::string_view At(int64_t offset);

 private:
  static constexpr size_t kBlock = size_t{16} << 10;
  static constexpr size_t kBlocks = 64;
  struct Block {
    int64_t start = -1;
    uint64_t used = 0;
    std::string data;
  };
  void Load(Block* b, int64_t start);

  int fd_;
  int64_t size_;
  std::function<void(const std::string&)> fail_;
  std::vector<Block> blocks_;
  size_t last_ = 0;
  uint64_t clock_ = 0;
};

}  // namespace papermines::pdf
