// Atomic output: every file papermines writes goes to a temporary name beside the target and is
// renamed into place only when complete, so an error (or a full disk) never leaves a half-written
// file behind. "-" means stdout.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

#include "absl/status/status.h"

namespace papermines {

class AtomicOutput {
 public:
  AtomicOutput() = default;
  ~AtomicOutput();  // discards (removes the temporary) unless Commit() succeeded
  AtomicOutput(const AtomicOutput&) = delete;
  AtomicOutput& operator=(const AtomicOutput&) = delete;

  // Opens `path` ("-" = stdout) for writing through a temporary file beside it.
  absl::Status Open(const std::string& path);
  // Appends bytes; errors are remembered and reported by Commit().
  void Write(std::string_view bytes);
  // Flushes, checks every write succeeded, and renames the temporary into place.
  absl::Status Commit();
  // Removes the temporary file without touching the target.
  void Discard();
  const std::string& path() const { return path_; }
  bool is_stdout() const { return to_stdout_; }

 private:
  std::string path_, temp_;
  std::FILE* file_ = nullptr;
  bool to_stdout_ = false, direct_ = false, failed_ = false, committed_ = false;
  int saved_errno_ = 0;
};

// Writes a whole file atomically.
absl::Status WriteFileAtomic(const std::string& path, std::string_view bytes);

}  // namespace papermines
