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
// removed (no directories, no symbolic links), and only files papermines wrote as what their name
// says: every page carries a mark where papermines puts it (render/page_mark.h: an SVG comment on
// the line after the XML declaration, a PNG tEXt chunk right after the header) that tells page K
// of a longer document (OUT-K) from a document of its own (a series' set OUT-2.svg is not page 2
// of OUT.svg and is never taken for one), and the caller's `is_page` checks the
// structure of the whole file around it (its first and last bytes: an SVG document of Cairo's,
// ending in </svg>; a PNG whose chunks at the start and the IEND at the end are as papermines
// writes them) before removal, so a file the user made under such a name (a text file holding the
// mark on its second line, say) is never deleted.
//
// A document's name must have a name before its extension (CheckDocumentName): "-o .svg" would
// write hidden pages ".svg-1", ".svg-key"; it is refused before anything is made.
//
// WritePageSet does both under an exclusive lock on the output's directory (core/output.h), so
// two runs writing the same name at once never mix their pages: one set wins whole.
// Every target goes through core/output.h: a symbolic link is followed, a replaced file keeps its
// mode, an input of the run (the RunFiles passed in) is never overwritten, temporaries go on a
// signal.
#pragma once

#include <cstdint>
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
// Every path is an output of the run `files`, as in the two below.
absl::Status WriteFilesAtomic(RunFiles& files, std::span<const std::string> paths,
                              std::span<const FileFiller> fill);

// paths[k] gets blobs[k]; all or nothing (see above). Paths must be distinct regular-file names.
absl::Status WriteFilesAtomic(RunFiles& files, std::span<const std::string> paths,
                              std::span<const std::string> blobs);

// The stem and extension OUT-<k>.ext is built from: "dir/book.svg" -> {"dir/book", ".svg"}.
struct PageName {
  std::string stem, ext;
};
PageName SplitPageName(const std::string& path);

// InvalidArgument when the last component of `path` is only an extension (".svg", "dir/.pdf"):
// the pages, key and sets named after it (SplitPageName) would be hidden files without their
// extension (".svg-1"). "-" and other names pass.
absl::Status CheckDocumentName(const std::string& path);

// What is known of a file before it is taken for a page of ours: its first bytes (at most
// kPageHeadBytes), its last bytes (at most kPageTailBytes) and its size.
struct PageBytes {
  std::string_view head, tail;
  uint64_t size = 0;
  // What its name makes it: 0 the document OUT itself, K > 0 page K of OUT (OUT-<K>).
  int page = 0;
};
inline constexpr size_t kPageHeadBytes = 512, kPageTailBytes = 64;
// Whether such a file is a page papermines wrote (render/page_mark.h IsMarkedPage).
using PageCheck = std::function<bool(const PageBytes&)>;

// The files in `path`'s directory an earlier run under the same name may have left, given that
// this run wrote `pages` pages and `is_page` tells a page of ours (see above). Lists; does not
// remove.
std::vector<std::string> StalePageFiles(const std::string& path, int pages,
                                        const PageCheck& is_page);

// Removes StalePageFiles(path, pages, is_page); an error names the first file that could not be
// removed.
absl::Status RemoveStalePages(const std::string& path, int pages, const PageCheck& is_page);

// RemoveStalePages as the last step of writing the page set `path` in the run `files`, under a
// signal block; in an open OutputUnit (core/output_unit.h), once the unit is in place.
absl::Status TidyStalePages(RunFiles& files, const std::string& path, int pages,
                            const PageCheck& is_page);

// The whole write of a page set named `path` (pages at `paths`, each already marked so that
// `is_page` knows it): locked, all or nothing, then the stale pages removed.
absl::Status WritePageSet(RunFiles& files, const std::string& path,
                          std::span<const std::string> paths, std::span<const std::string> pages,
                          const PageCheck& is_page);

}  // namespace papermines
