// Page sets (page_files.h): writes the files of one document all or nothing, through the same
// atomic output as a single file, and removes the pages an earlier run left under the same name.
#include "core/page_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string_view>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "core/errno_text.h"
#include "core/output.h"
#include "core/output_unit.h"
#include "core/strings.h"

namespace papermines {
namespace {

// Whether `path` is a page papermines wrote: its first and last bytes as `is_page` wants them.
bool IsOurPage(const std::string& path, int page, const PageCheck& is_page) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
  if (fd < 0) return false;
  struct stat st;
  char head[kPageHeadBytes], tail[kPageTailBytes];
  ssize_t h = -1, t = -1;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
    h = pread(fd, head, sizeof head, 0);
    const off_t from = std::max<off_t>(0, st.st_size - static_cast<off_t>(sizeof tail));
    t = pread(fd, tail, sizeof tail, from);
  }
  close(fd);
  if (h <= 0 || t <= 0) return false;
  return is_page(PageBytes{std::string_view(head, static_cast<size_t>(h)),
                           std::string_view(tail, static_cast<size_t>(t)),
                           static_cast<uint64_t>(st.st_size), page});
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

absl::Status WriteFilesAtomic(RunFiles& files, std::span<const std::string> paths,
                              std::span<const std::string> blobs) {
  if (paths.size() != blobs.size()) {
    return absl::InternalError("WriteFilesAtomic: as many paths as blobs needed");
  }
  std::vector<FileFiller> fill;
  for (const std::string& blob : blobs) {
    fill.push_back([&blob](AtomicOutput& out) {
      out.Write(blob);
      return absl::OkStatus();
    });
  }
  return WriteFilesAtomic(files, paths, fill);
}

absl::Status WriteFilesAtomic(RunFiles& files, std::span<const std::string> paths,
                              std::span<const FileFiller> fill) {
  if (paths.size() != fill.size()) {
    return absl::InternalError("WriteFilesAtomic: as many paths as files needed");
  }
  // Where each page really goes (a symbolic link is followed: its target is replaced).
  std::vector<std::string> targets;
  for (const std::string& p : paths) {
    absl::StatusOr<std::string> t = ResolveOutputPath(p);
    if (!t.ok()) return t.status();
    if (absl::Status s = files.NoteOutput(p); !s.ok()) return s;
    targets.push_back(*t);
  }
  // Targets that cannot be replaced by a file: refuse before writing anything.
  for (const std::string& p : targets) {
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
  // 1. Every page to disk under its temporary name (one open file at a time), opened by the name
  // it was noted under (a link to another output of the run is refused: core/output.h).
  std::vector<std::unique_ptr<AtomicOutput>> outs;
  for (size_t k = 0; k < paths.size(); ++k) {
    outs.push_back(std::make_unique<AtomicOutput>());
    if (absl::Status s = outs[k]->Open(files, paths[k]); !s.ok()) return s;
    if (absl::Status s = fill[k](*outs[k]); !s.ok()) return s;
    if (absl::Status s = outs[k]->Stage(); !s.ok()) return s;
  }  // an early return discards the temporaries (~AtomicOutput)
  if (OutputUnit* unit = files.unit()) {  // the unit puts them in place with the rest
    for (std::unique_ptr<AtomicOutput>& out : outs) unit->Adopt(std::move(out));
    return absl::OkStatus();
  }
  return PutAllInPlace(files.rename(), outs);
}

absl::Status CheckDocumentName(const std::string& path) {
  const size_t slash = path.rfind('/');
  const std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  if (base.size() < 2 || base[0] != '.' || base.find('.', 1) != std::string::npos) {
    return absl::OkStatus();
  }
  return absl::InvalidArgumentError(
      absl::StrCat("cannot write ", path,
                   ": the file name is only an extension (its pages, key and sets would be "
                   "hidden files named ",
                   base, "-1, ...); give it a name, e.g. OUT", base, " (pages OUT-1", base,
                   ", OUT-2", base, ", ...)"));
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

std::vector<std::string> StalePageFiles(const std::string& path, int pages,
                                        const PageCheck& is_page) {
  std::vector<std::string> stale;
  if (path == "-" || path.empty()) return stale;
  const PageName name = SplitPageName(path);
  const size_t slash = name.stem.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : name.stem.substr(0, slash + 1);
  const std::string base = slash == std::string::npos ? name.stem : name.stem.substr(slash + 1);
  const std::string prefix = dir == "." && slash == std::string::npos ? "" : dir;
  if (pages > 1 && IsRegularFile(path) && IsOurPage(path, 0, is_page)) stale.push_back(path);
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
    int page = 0;
    if (k.size() > 9 || !absl::SimpleAtoi(AsAbsl(k), &page)) continue;  // no page set is that long
    const std::string full = prefix + f;
    if (IsRegularFile(full) && IsOurPage(full, page, is_page)) pages_found.push_back(full);
  }
  std::sort(pages_found.begin(), pages_found.end());
  stale.insert(stale.end(), pages_found.begin(), pages_found.end());
  return stale;
}

absl::Status RemoveStalePages(const std::string& path, int pages, const PageCheck& is_page) {
  for (const std::string& f : StalePageFiles(path, pages, is_page)) {
    if (unlink(f.c_str()) != 0 && errno != ENOENT) {
      return absl::InternalError(
          absl::StrCat("the new pages are written, but the stale page ", f,
                       " of an earlier run could not be removed: ", ErrnoText(errno)));
    }
  }
  return absl::OkStatus();
}

absl::Status WritePageSet(RunFiles& files, const std::string& path,
                          std::span<const std::string> paths, std::span<const std::string> pages,
                          const PageCheck& is_page) {
  DirectoryLock lock;
  if (absl::Status s = lock.Acquire(path); !s.ok()) return s;
  // The page set goes into place whole: a run-wide time limit waits for it (RunFiles::StopForExit).
  std::unique_lock<std::mutex> commit = files.BeginCommit();
  if (absl::Status s = WriteFilesAtomic(files, paths, pages); !s.ok()) return s;
  return TidyStalePages(files, path, static_cast<int>(paths.size()), is_page);
}

absl::Status TidyStalePages(RunFiles& files, const std::string& path, int pages,
                            const PageCheck& is_page) {
  if (OutputUnit* unit = files.unit()) {
    unit->After([path, pages, is_page] { return RemoveStalePages(path, pages, is_page); });
    return absl::OkStatus();
  }
  SignalBlock block;
  return RemoveStalePages(path, pages, is_page);
}

}  // namespace papermines
