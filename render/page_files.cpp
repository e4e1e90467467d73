#include "render/page_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string_view>

#include "absl/strings/str_cat.h"

namespace papermines::render {
namespace {

RenameFunction g_rename = nullptr;

int DoRename(const char* from, const char* to) {
  return g_rename != nullptr ? g_rename(from, to) : std::rename(from, to);
}

absl::Status WriteError(const std::string& path, int err) {
  return absl::InternalError(absl::StrCat("cannot write ", path, ": ", std::strerror(err)));
}

// Writes `bytes` to a new temporary file beside `path`, flushed and closed; its name in *temp.
absl::Status WriteTemp(const std::string& path, std::string_view bytes, std::string* temp) {
  std::string name = path + ".tmp-XXXXXX";
  const int fd = mkstemp(name.data());
  if (fd < 0) {
    return absl::PermissionDeniedError(
        absl::StrCat("cannot write ", path, ": ", std::strerror(errno)));
  }
  *temp = name;
  const mode_t mask = umask(0);
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  int err = 0;
  for (size_t done = 0; done < bytes.size() && err == 0;) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno != EINTR) err = errno;
    } else {
      done += static_cast<size_t>(n);
    }
  }
  if (err == 0 && fsync(fd) != 0 && errno != EINVAL && errno != EROFS) err = errno;
  if (close(fd) != 0 && err == 0) err = errno;
  if (err != 0) return WriteError(path, err);
  return absl::OkStatus();
}

// A hard link to `path` under a fresh name beside it; empty when none could be made.
std::string Backup(const std::string& path) {
  for (int n = 0; n < 1000; ++n) {
    std::string name = absl::StrCat(path, ".old-", getpid(), "-", n);
    if (link(path.c_str(), name.c_str()) == 0) return name;
    if (errno != EEXIST) return "";
  }
  return "";
}

bool AllDigitsNoLeadingZero(std::string_view s) {
  if (s.empty() || s[0] == '0') return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

// Is the decimal string `k` (no leading zeros) greater than n >= 0?
bool Greater(std::string_view k, int n) {
  const std::string m = std::to_string(n);
  if (k.size() != m.size()) return k.size() > m.size();
  return k > std::string_view(m);
}

bool IsRegularFile(const std::string& path) {
  struct stat st;
  return lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

}  // namespace

void SetRenameForTesting(RenameFunction f) { g_rename = f; }

absl::Status WriteFilesAtomic(std::span<const std::string> paths,
                              std::span<const std::string> blobs) {
  if (paths.size() != blobs.size()) {
    return absl::InternalError("WriteFilesAtomic: as many paths as blobs needed");
  }
  // Targets that cannot be replaced by a file: refuse before writing anything.
  for (const std::string& p : paths) {
    struct stat st;
    if (lstat(p.c_str(), &st) != 0) continue;
    if (S_ISDIR(st.st_mode)) {
      return absl::InvalidArgumentError(absl::StrCat("cannot write ", p, ": it is a directory"));
    }
    if (!S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode)) {
      return absl::InvalidArgumentError(absl::StrCat(
          "cannot write ", p, ": it is not a regular file (a page set needs one file per page)"));
    }
  }
  std::vector<std::string> temps(paths.size()), backups(paths.size());
  auto drop = [](std::vector<std::string>& names, size_t from) {
    for (size_t k = from; k < names.size(); ++k) {
      if (!names[k].empty()) unlink(names[k].c_str());
      names[k].clear();
    }
  };
  // 1. Every page to disk under its temporary name.
  for (size_t k = 0; k < paths.size(); ++k) {
    if (absl::Status s = WriteTemp(paths[k], blobs[k], &temps[k]); !s.ok()) {
      drop(temps, 0);
      return s;
    }
  }
  // 2. Backups of the files about to be replaced, for a rollback.
  std::vector<bool> existed(paths.size());
  for (size_t k = 0; k < paths.size(); ++k) {
    struct stat st;
    existed[k] = lstat(paths[k].c_str(), &st) == 0;
    if (existed[k]) backups[k] = Backup(paths[k]);
  }
  // 3. All renames.
  for (size_t k = 0; k < paths.size(); ++k) {
    if (DoRename(temps[k].c_str(), paths[k].c_str()) == 0) {
      temps[k].clear();
      continue;
    }
    const int err = errno;
    bool restored = true;
    for (size_t j = 0; j < k; ++j) {
      if (!backups[j].empty()) {
        if (std::rename(backups[j].c_str(), paths[j].c_str()) == 0) {
          backups[j].clear();
        } else {
          restored = false;
        }
      } else if (!existed[j]) {
        unlink(paths[j].c_str());
      } else {
        restored = false;
      }
    }
    drop(temps, 0);
    drop(backups, 0);
    absl::Status s = WriteError(paths[k], err);
    if (!restored) {
      return absl::InternalError(absl::StrCat(
          s.message(), " (", k, " of ", paths.size(),
          " pages were already replaced and could not all be put back: the page set mixes old "
          "and new pages)"));
    }
    return s;
  }
  drop(backups, 0);
  return absl::OkStatus();
}

PageName SplitPageName(const std::string& path) {
  size_t dot = path.rfind('.');
  const size_t slash = path.rfind('/');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash) ||
      dot == (slash == std::string::npos ? 0 : slash + 1)) {
    dot = path.size();
  }
  return {path.substr(0, dot), path.substr(dot)};
}

std::vector<std::string> StalePageFiles(const std::string& path, int pages) {
  std::vector<std::string> stale;
  if (path == "-" || path.empty()) return stale;
  const PageName name = SplitPageName(path);
  const size_t slash = name.stem.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : name.stem.substr(0, slash + 1);
  const std::string base = slash == std::string::npos ? name.stem : name.stem.substr(slash + 1);
  const std::string prefix = dir == "." && slash == std::string::npos ? "" : dir;
  if (pages > 1 && IsRegularFile(path)) stale.push_back(path);
  std::error_code ec;
  std::filesystem::directory_iterator it(dir, ec), end;
  std::vector<std::string> pages_found;
  for (; !ec && it != end; it.increment(ec)) {
    const std::string f = it->path().filename().string();
    if (f.size() <= base.size() + 1 + name.ext.size()) continue;
    if (f.compare(0, base.size(), base) != 0 || f[base.size()] != '-') continue;
    if (f.compare(f.size() - name.ext.size(), name.ext.size(), name.ext) != 0) continue;
    const std::string_view k =
        std::string_view(f).substr(base.size() + 1, f.size() - base.size() - 1 - name.ext.size());
    if (!AllDigitsNoLeadingZero(k)) continue;
    if (pages > 1 && !Greater(k, pages)) continue;
    const std::string full = prefix + f;
    if (IsRegularFile(full)) pages_found.push_back(full);
  }
  std::sort(pages_found.begin(), pages_found.end());
  stale.insert(stale.end(), pages_found.begin(), pages_found.end());
  return stale;
}

absl::Status RemoveStalePages(const std::string& path, int pages) {
  for (const std::string& f : StalePageFiles(path, pages)) {
    if (unlink(f.c_str()) != 0 && errno != ENOENT) {
      return absl::InternalError(
          absl::StrCat("the new pages are written, but the stale page ", f,
                       " of an earlier run could not be removed: ", std::strerror(errno)));
    }
  }
  return absl::OkStatus();
}

}  // namespace papermines::render
