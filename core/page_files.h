// Writing a document that is several files (one SVG or PNG per page) as one unit.
//
// WriteFilesAtomic writes every file through the same mechanism as a single output
// (AtomicOutput, core/output.h: temporary name beside the target, flushed to disk and closed)
// and renames none of them into place before all are written; a failure while writing (full disk,
// file size limit, unwritable directory, a target that is a directory) removes the temporaries and
// leaves every target as it was. The renames come last and, in one directory, do not fail in
// practice; if one does, the targets already replaced are put back from hard-link backups taken
// before the first rename (where the file system has hard links), so the set stays all old or
// all new. Only a crash between two renames can leave a mix.
//
// RemoveStalePages then deletes what an earlier, different run left under the same name: a
// document written to OUT.svg owns OUT.svg and OUT-<k>.svg (k = 1, 2, ..., no leading zeros,
// the same extension spelled the same way). After a run of N > 1 pages, OUT.svg and OUT-<k>.svg
// for k > N go; after a one-page run (OUT.svg), every OUT-<k>.svg goes. Only regular files are
// removed (no directories, no symbolic links), and only files papermines wrote: every page carries
// a mark (render/page_mark.h: an SVG comment, a PNG tEXt chunk), one of the `marks` the caller
// passes, checked in the file's first bytes before removal, so a file the user made under such a
// name is never deleted.
//
// WritePageSet does both under an exclusive lock on the output's directory (core/output.h), so
// two runs writing the same name at once never mix their pages: one set wins whole.
// Every target goes through core/output.h: a symbolic link is followed, a replaced file keeps its
// mode, an input of this run is never overwritten, temporaries go on a signal.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "core/output.h"

namespace papermines {

// Writes one file's bytes into `out` (opened on its temporary); out.Write's errors are reported
// when the file is staged.
using FileFiller = std::function<absl::Status(AtomicOutput& out)>;

// paths[k] gets what fill[k] writes, one file at a time, so a large file is written in pieces and
// never held in memory whole; all or nothing (see above).
absl::Status WriteFilesAtomic(std::span<const std::string> paths, std::span<const FileFiller> fill);

// paths[k] gets blobs[k]; all or nothing (see above). Paths must be distinct regular-file names.
absl::Status WriteFilesAtomic(std::span<const std::string> paths,
                              std::span<const std::string> blobs);

// The stem and extension OUT-<k>.ext is built from: "dir/book.svg" -> {"dir/book", ".svg"}.
struct PageName {
  std::string stem, ext;
};
PageName SplitPageName(const std::string& path);

// The files in `path`'s directory an earlier run under the same name may have left, given that
// this run wrote `pages` pages and a page of ours carries one of `marks` (see above). Lists; does
// not remove.
std::vector<std::string> StalePageFiles(const std::string& path, int pages,
                                        std::span<const std::string_view> marks);

// Removes StalePageFiles(path, pages, marks); an error names the first file that could not be
// removed.
absl::Status RemoveStalePages(const std::string& path, int pages,
                              std::span<const std::string_view> marks);

// The whole write of a page set named `path` (pages at `paths`, each already carrying one of
// `marks`): locked, all or nothing, then the stale pages removed.
absl::Status WritePageSet(const std::string& path, std::span<const std::string> paths,
                          std::span<const std::string> pages,
                          std::span<const std::string_view> marks);

// Tests only: replaces rename(2) in WriteFilesAtomic (nullptr restores it), so a test can make
// the k-th rename fail and check the rollback.
using RenameFunction = int (*)(const char* from, const char* to);
void SetRenameForTesting(RenameFunction f);

}  // namespace papermines
