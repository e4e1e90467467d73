// Page sets (page_files.h): writes the pages of one SVG/PNG document all or nothing and removes the
// pages an earlier run left under the same name.
#include "render/page_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string_view>

#include "absl/strings/str_cat.h"
#include "core/output.h"

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
  absl::StatusOr<int> fd = CreateTempBeside(path, temp);
  if (!fd.ok()) return fd.status();
  int err = 0;
  for (size_t done = 0; done < bytes.size() && err == 0;) {
    const ssize_t n = ::write(*fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno != EINTR) err = errno;
    } else {
      done += static_cast<size_t>(n);
    }
  }
  if (err == 0 && fsync(*fd) != 0 && errno != EINVAL && errno != EROFS) err = errno;
  if (close(*fd) != 0 && err == 0) err = errno;
  if (err != 0) return WriteError(path, err);
  return absl::OkStatus();
}

// A hard link to `path` under a fresh name beside it (registered for removal on a signal); empty
// when none could be made.
std::string Backup(const std::string& path) {
  for (int n = 0; n < 1000; ++n) {
    std::string name = SiblingName(path, absl::StrCat(".old-", getpid(), "-", n));
    RegisterTemp(name);
    if (link(path.c_str(), name.c_str()) == 0) return name;
    ForgetTemp(name);
    if (errno != EEXIST) return "";
  }
  return "";
}

constexpr std::string_view kSvgMark = "<!-- papermines page -->";
constexpr char kPngMarkBytes[] = "tEXtSoftware\0papermines page";
constexpr std::string_view kPngMark{kPngMarkBytes, sizeof kPngMarkBytes - 1};

void Put32(std::string* out, uint32_t v) {
  const char b[4] = {static_cast<char>(v >> 24), static_cast<char>(v >> 16),
                     static_cast<char>(v >> 8), static_cast<char>(v)};
  out->append(b, 4);
}

// Whether the first bytes of `path` carry the mark MarkPage puts into every page.
bool IsMarkedPage(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0) return false;
  char buf[512];
  const ssize_t n = read(fd, buf, sizeof buf);
  close(fd);
  if (n <= 0) return false;
  const std::string_view head(buf, static_cast<size_t>(n));
  return head.find(kSvgMark) != std::string_view::npos ||
         head.find(kPngMark) != std::string_view::npos;
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

std::string MarkPage(std::string page) {
  if (page.rfind("<?xml", 0) == 0) {
    const size_t end = page.find("?>");
    if (end != std::string::npos) page.insert(end + 2, "\n" + std::string(kSvgMark));
    return page;
  }
  constexpr std::string_view kSignature{"\x89PNG\r\n\x1a\n", 8};
  constexpr size_t kAfterHeader = 8 + 4 + 4 + 13 + 4;  // signature, IHDR chunk
  if (page.rfind(kSignature, 0) == 0 && page.size() >= kAfterHeader) {
    std::string chunk;
    const std::string_view data = kPngMark.substr(4);
    Put32(&chunk, static_cast<uint32_t>(data.size()));
    chunk.append(kPngMark);
    const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(chunk.data() + 4),
                            static_cast<uInt>(chunk.size() - 4));
    Put32(&chunk, static_cast<uint32_t>(crc));
    page.insert(kAfterHeader, chunk);
  }
  return page;
}

absl::Status WriteFilesAtomic(std::span<const std::string> paths,
                              std::span<const std::string> blobs) {
  if (paths.size() != blobs.size()) {
    return absl::InternalError("WriteFilesAtomic: as many paths as blobs needed");
  }
  // Where each page really goes (a symbolic link is followed: its target is replaced).
  std::vector<std::string> targets;
  for (const std::string& p : paths) {
    absl::StatusOr<std::string> t = ResolveOutputPath(p);
    if (!t.ok()) return t.status();
    if (absl::Status s = NoteOutput(p); !s.ok()) return s;
    targets.push_back(*t);
  }
  paths = targets;
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
      if (!names[k].empty()) ForgetTemp(names[k]);
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
  // 3. All renames, not cut in the middle by a signal.
  SignalBlock block;
  for (size_t k = 0; k < paths.size(); ++k) {
    if (DoRename(temps[k].c_str(), paths[k].c_str()) == 0) {
      ForgetTemp(temps[k]);
      temps[k].clear();
      continue;
    }
    const int err = errno;
    bool restored = true;
    for (size_t j = 0; j < k; ++j) {
      if (!backups[j].empty()) {
        if (std::rename(backups[j].c_str(), paths[j].c_str()) == 0) {
          ForgetTemp(backups[j]);
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
  if (pages > 1 && IsRegularFile(path) && IsMarkedPage(path)) stale.push_back(path);
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
    if (IsRegularFile(full) && IsMarkedPage(full)) pages_found.push_back(full);
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

absl::Status WritePageSet(const std::string& path, std::span<const std::string> paths,
                          std::span<const std::string> pages) {
  DirectoryLock lock;
  if (absl::Status s = lock.Acquire(path); !s.ok()) return s;
  std::vector<std::string> marked;
  marked.reserve(pages.size());
  for (const std::string& page : pages) marked.push_back(MarkPage(page));
  // The page set goes into place whole: a run-wide time limit waits for it (StopOutputsForExit).
  std::unique_lock<std::mutex> commit = BeginCommit();
  if (absl::Status s = WriteFilesAtomic(paths, marked); !s.ok()) return s;
  SignalBlock block;
  return RemoveStalePages(path, static_cast<int>(paths.size()));
}

}  // namespace papermines::render
