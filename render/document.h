// Worksheets: puzzles and their answer keys drawn with Cairo and Pango into PDF, SVG or PNG.
//
// The layout (layout.h) decides where everything goes; this file draws the pages: the header
// (title, name and date lines, each kind's rules from kinds.h), every puzzle's caption and grid
// (the grid itself by puzzle_painter.h), the footer, and the hint pages after the key (hints.h).
// The puzzles arrive solved: an answer the file lacks was completed before drawing
// (solve/complete_answers.h, render/answers.h); one that could not be found reads "answer not in
// file" in the key.
// Text goes through Pango (one layout per distinct string and size, reused), lines are black at
// print weights, tints are light grey. PDFs carry title, creator and a fixed creation date
// (SOURCE_DATE_EPOCH when given), bookmarks for every puzzle and answer, and a link from each
// puzzle to its answer (and back), so the same input gives the same bytes. Cairo's PDF is then
// rewritten (pdf/repair.h): valid for strict readers, smaller, linearized when it is not large.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "core/output.h"
#include "core/puzzle.h"
#include "render/layout.h"
#include "render/render_options.h"

namespace papermines::render {

// From the output path's extension (.pdf, .svg, .png, .html or .htm; case-insensitive); nullopt
// otherwise.
std::optional<Format> FormatForPath(const std::string& path);

// What the document looked like (for tests and messages).
struct RenderStats {
  int pages = 0;
  int key_pages = 0;  // AnswerMode::kSeparate: the key's pages (in KeyPath's file)
  int puzzle_pages = 0;
  SheetLayout layout;
};

// Whether `puzzles` can be drawn and laid out with `options` in `format` (the checks
// RenderDocument starts with, without drawing): cheap, so a caller can refuse a document before
// completing its answers (solve/complete_answers.h).
absl::Status CheckDocument(std::span<const Puzzle> puzzles, const RenderOptions& options,
                           Format format);

// Renders the document. PDF and HTML (the playable page, html.h): one blob; SVG and PNG: one
// blob per page.
absl::StatusOr<std::vector<std::string>> RenderDocument(std::span<const Puzzle> puzzles,
                                                        const RenderOptions& options, Format format,
                                                        RenderStats* stats = nullptr);

// Where a separate answer key goes: OUT's stem + "-key" ("worksheet.pdf" -> "worksheet-key.pdf").
std::string KeyPath(const std::string& path);

// The files a document of `pages` pages is written to: OUT itself for PDF or a single page,
// else OUT-1.ext, OUT-2.ext, ...
std::vector<std::string> OutputPaths(const std::string& path, Format format, int pages);

// Renders and writes atomically. PDF (or a single page onto stdout or a device) is one file
// through core/output.h. SVG and PNG pages are one page set (core/page_files.h): every page is
// on disk under a temporary name before any is renamed into place (all pages or none), then the
// pages an earlier run left under the same name are removed (OUT.svg after a run of several
// pages, OUT-k.svg for k beyond the new count; all OUT-k.svg after a one-page run). The format is
// `format`, else the path's extension; "-" (stdout) is PDF unless `format` says otherwise, and
// takes SVG or PNG only for a one-page document.
// AnswerMode::kSeparate (not for HTML, whose one page keeps its answers behind a button): the
// puzzles go to `path`, the key and hint pages to KeyPath(path), both documents made before
// anything is written and committed together as one unit (all files, or none); standard output
// and devices cannot hold two documents and are refused. Every file is an output of the run
// `files` (core/output.h).
absl::Status WriteDocument(RunFiles& files, std::span<const Puzzle> puzzles,
                           const RenderOptions& options, const std::string& path,
                           RenderStats* stats = nullptr,
                           std::optional<Format> format = std::nullopt);

}  // namespace papermines::render
