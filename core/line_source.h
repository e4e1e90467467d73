// The lines of a text input, read in bounded chunks: what the line-oriented readers (the .mines
// reader, puzz.link URL lists) take their input from, so that reading a collection costs memory
// for the puzzle being read, never for the whole file.
//
// A source is either text already in memory (its lines are views into it) or a file read 64 KiB
// at a time, each line copied into an arena that the reader empties (Forget) once it has handed
// over a puzzle. A file that cannot be read twice (stdin from a pipe or a terminal, a FIFO, a
// device) is kept as it is read: up to 1 MiB in memory, beyond that in an unlinked temporary file
// in its run's folder (RunFiles::temp_dir: the program's $TMPDIR, else /tmp), so every source can
// be rewound for a second pass (a whole-file check before any output), and an input is never read
// further than its reader goes: the first error stops it. No line of text holds a NUL byte: a line
// ends after one, so that an endless device (/dev/zero, /dev/urandom) is refused at its first NUL,
// not copied until the disk is full.
//
// A leading UTF-8 byte order mark is not part of the first line. Lines end at '\n' (a '\r'
// before it stays in the line). The end-of-file position is the one the readers report in
// "FILE:LINE:COL: ..., got end of file": the line after a final newline, else just past the
// last character.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace papermines {

class RunFiles;  // core/output.h

class LineSource {
 public:
  // The lines of `text`, which must outlive the source. `name` names it in errors.
  LineSource(std::string_view text, std::string name);
  // The lines of the file at `path` ("-" = stdin, named "<stdin>"). Notes the path as an input
  // of the run `files` (core/output.h: refused when it is an output of that run). Errors:
  // "cannot read NAME: why".
  static absl::StatusOr<std::unique_ptr<LineSource>> Open(RunFiles& files, const std::string& path);
  ~LineSource();
  LineSource(const LineSource&) = delete;
  LineSource& operator=(const LineSource&) = delete;

  const std::string& name() const { return name_; }
  // The next line without its '\n'; false at the end of the input or on a read error (then
  // status() says why). The view stays valid until Forget() or Rewind().
  bool Next(std::string_view* line);
  // The line `ahead` lines after the one Next() returned last (0 = the next), without consuming
  // it; false past the end.
  bool Peek(size_t ahead, std::string_view* line);
  // The line Next() returned last is not needed any more (a blank or comment line): its bytes may
  // be reused at once.
  void DropLast();
  // Every line returned so far is not needed any more (a puzzle was handed over).
  void Forget();
  // Back to the first line, for another pass.
  absl::Status Rewind();
  // OK, or the read error that ended the input early.
  const absl::Status& status() const { return status_; }
  // Where the end of the input is (valid once Next() returned false): 1-based line and column.
  int eof_line() const { return 1 + newlines_; }
  int eof_col() const { return static_cast<int>(tail_) + 1; }
  // Bytes after the line Next() returned last (a cap for reservations: every cell of a grid needs
  // at least one byte of text).
  size_t Remaining() const { return size_ > consumed_ ? size_ - consumed_ : 0; }

 private:
  LineSource() = default;
  ssize_t ReadChunk(char* out, size_t n);  // from the file, or the source kept as it is read
  bool ReadRaw(std::string_view* line);    // the next line from the text or the file
  bool FillBuffer();
  std::string_view Keep(std::string_view bytes);  // copies into the arena
  void ResetArena();
  void Fail(absl::Status s);

  std::string name_;
  std::string temp_dir_;  // where stdin is kept to be read twice (its run's RunFiles::temp_dir)
  // In memory: the text (views into it; owned_text_ when the source keeps it itself).
  std::string owned_text_;
  std::string_view text_;
  bool from_text_ = true;
  size_t text_pos_ = 0;
  // From a file: its descriptor, where reading starts, a chunk buffer, a line cut by a chunk end.
  int fd_ = -1;
  bool close_fd_ = false;
  int64_t start_ = 0;
  std::vector<char> buf_;
  size_t buf_pos_ = 0, buf_end_ = 0;
  bool file_eof_ = false;
  std::string partial_;
  // A source that cannot be read twice (tee_): what was read is kept in spool_mem_, beyond 1 MiB in
  // the temporary file spool_fd_; read_pos_ is where this pass is in it.
  bool tee_ = false, src_eof_ = false;
  std::string spool_mem_;
  int spool_fd_ = -1;
  size_t spooled_ = 0, read_pos_ = 0;
  absl::Status keep_error_;
  // The arena: blocks that never move, so views of kept lines stay valid.
  std::vector<std::unique_ptr<char[]>> blocks_;
  size_t block_cap_ = 0, block_used_ = 0;
  std::string_view last_;               // the line Next() returned last
  std::deque<std::string_view> ahead_;  // lines read by Peek and not yet returned
  // Position bookkeeping.
  bool first_line_ = true;
  int newlines_ = 0;
  size_t tail_ = 0;      // bytes of the last line when it has no '\n'
  size_t size_ = 0;      // bytes of the input (after a byte order mark)
  size_t consumed_ = 0;  // bytes up to the end of the line Next() returned last
  absl::Status status_;
};

}  // namespace papermines
