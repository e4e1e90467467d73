#include "core/output.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "absl/strings/str_cat.h"

namespace papermines {

AtomicOutput::~AtomicOutput() {
  if (!committed_) Discard();
}

absl::Status AtomicOutput::Open(const std::string& path) {
  path_ = path;
  if (path == "-") {
    to_stdout_ = true;
    file_ = stdout;
    return absl::OkStatus();
  }
  if (path.empty()) return absl::InvalidArgumentError("output path is empty");
  struct stat st;
  if (stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    // A device or pipe (/dev/null, /dev/full, a FIFO): nothing to rename, write straight through.
    if (S_ISDIR(st.st_mode)) {
      return absl::InvalidArgumentError(absl::StrCat("cannot write ", path, ": it is a directory"));
    }
    file_ = std::fopen(path.c_str(), "wb");
    if (file_ == nullptr) {
      return absl::PermissionDeniedError(
          absl::StrCat("cannot write ", path, ": ", std::strerror(errno)));
    }
    direct_ = true;
    return absl::OkStatus();
  }
  std::string templ = path + ".tmp-XXXXXX";
  std::vector<char> buf(templ.begin(), templ.end());
  buf.push_back('\0');
  int fd = mkstemp(buf.data());
  if (fd < 0) {
    return absl::PermissionDeniedError(
        absl::StrCat("cannot write ", path, ": ", std::strerror(errno)));
  }
  temp_ = buf.data();
  // mkstemp creates the file 0600; give the finished file the usual 0666 & ~umask.
  const mode_t mask = umask(0);
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  file_ = fdopen(fd, "wb");
  if (file_ == nullptr) {
    int e = errno;
    close(fd);
    unlink(temp_.c_str());
    temp_.clear();
    return absl::InternalError(absl::StrCat("cannot write ", path, ": ", std::strerror(e)));
  }
  return absl::OkStatus();
}

void AtomicOutput::Write(std::string_view bytes) {
  if (file_ == nullptr || failed_ || bytes.empty()) return;
  if (std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size()) {
    failed_ = true;
    saved_errno_ = errno;
  }
}

absl::Status AtomicOutput::Commit() {
  if (file_ == nullptr) return absl::FailedPreconditionError("output was not opened");
  if (std::fflush(file_) != 0 && !failed_) {
    failed_ = true;
    saved_errno_ = errno;
  }
  if (direct_) {
    if (std::fclose(file_) != 0 && !failed_) {
      failed_ = true;
      saved_errno_ = errno;
    }
    file_ = nullptr;
    committed_ = true;
    if (failed_) {
      return absl::InternalError(
          absl::StrCat("cannot write ", path_, ": ", std::strerror(saved_errno_)));
    }
    return absl::OkStatus();
  }
  if (to_stdout_) {
    file_ = nullptr;
    committed_ = true;
    if (failed_) {
      return absl::InternalError(
          absl::StrCat("cannot write to standard output: ", std::strerror(saved_errno_)));
    }
    return absl::OkStatus();
  }
  if (!failed_ && fsync(fileno(file_)) != 0 && errno != EINVAL && errno != EROFS) {
    failed_ = true;
    saved_errno_ = errno;
  }
  if (std::fclose(file_) != 0 && !failed_) {
    failed_ = true;
    saved_errno_ = errno;
  }
  file_ = nullptr;
  if (failed_) {
    Discard();
    return absl::InternalError(
        absl::StrCat("cannot write ", path_, ": ", std::strerror(saved_errno_)));
  }
  if (std::rename(temp_.c_str(), path_.c_str()) != 0) {
    int e = errno;
    Discard();
    return absl::InternalError(absl::StrCat("cannot write ", path_, ": ", std::strerror(e)));
  }
  temp_.clear();
  committed_ = true;
  return absl::OkStatus();
}

void AtomicOutput::Discard() {
  if (file_ != nullptr && !to_stdout_) std::fclose(file_);
  file_ = nullptr;
  if (!temp_.empty()) {
    unlink(temp_.c_str());
    temp_.clear();
  }
}

absl::Status WriteFileAtomic(const std::string& path, std::string_view bytes) {
  AtomicOutput out;
  if (absl::Status s = out.Open(path); !s.ok()) return s;
  out.Write(bytes);
  return out.Commit();
}

}  // namespace papermines
