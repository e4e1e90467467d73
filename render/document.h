// Worksheets: puzzles and their answer keys drawn with Cairo and Pango into PDF, SVG or PNG.
//
// The layout (layout.h) decides where everything goes; this file draws it:
//  - paper puzzles: clue numbers in open cells, closed cells lightly tinted; the answer adds the
//    mines as filled disks and a dash in every safe closed cell;
//  - one-click puzzles: an empty R x C grid and "M mines"; the answer is the solution board with
//    its numbers (blank for 0) and the click ringed;
//  - reverse puzzles: the open board (numbers, mines as disks); the answer rings an optimal click
//    set and states its size.
// The puzzles arrive solved: an answer the file lacks was completed before drawing
// (solve/complete_answers.h, render/answers.h); one that could not be found reads "answer not in
// file" in the key.
// Text goes through Pango (one layout per distinct string and size, reused), lines are black at
// print weights, tints are light grey. PDFs carry title, creator and a fixed creation date
// (SOURCE_DATE_EPOCH when given), bookmarks for every puzzle and answer, and a link from each
// puzzle to its answer (and back), so the same input gives the same bytes. Cairo's PDF is then
// rewritten by libqpdf (pdf_repair.h): valid for strict readers, linearized, smaller.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "render/layout.h"
#include "render/render_options.h"

namespace papermines::render {

enum class Format { kPdf, kSvg, kPng, kHtml };

// From the output path's extension (.pdf, .svg, .png, .html or .htm; case-insensitive); nullopt
// otherwise.
std::optional<Format> FormatForPath(const std::string& path);

struct RenderOptions {
  LayoutOptions layout;  // paper, per page, name lines (instruction_lines is computed)
  AnswerMode answers = AnswerMode::kAfter;
  std::string title;  // empty: from the puzzle kinds ("Paper Minesweeper", ...)
  std::string font{kFont.value};
  double dpi = kDpi.value;                   // PNG only
  std::string creator = "papermines";        // PDF metadata
  std::optional<int64_t> source_date_epoch;  // PDF creation date; default 2026-01-01
  bool rewrite_pdf = true;  // PDF through libqpdf (render/pdf_repair.h); false: Cairo's raw bytes
  bool qr = false;          // a QR code of the puzz.link URL beside each square paper puzzle (qr.h)
  // Paper puzzles: print the rating (solve/rating.h) beside the grade in each label.
  bool show_rating = false;
  bool labels = false;  // column letters and row numbers around every grid (render/labels.h)
  bool guides = true;   // guide lines every 5 cells on square grids of 12 or more columns
  bool reverse_regions = false;  // reverse puzzles also state their number of blank areas
  int hints = 0;     // paper puzzles' first K solution steps after the key (-1: all; hints.h)
  std::string lang;  // the language of every word drawn (render/i18n.h); "" = English
};

// What the document looked like (for tests and messages).
struct RenderStats {
  int pages = 0;
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
absl::Status WriteDocument(std::span<const Puzzle> puzzles, const RenderOptions& options,
                           const std::string& path, RenderStats* stats = nullptr,
                           std::optional<Format> format = std::nullopt);

// The default title for a set of puzzles and the one-line instruction for a kind.
std::string DefaultTitle(std::span<const Puzzle> puzzles);
std::string Instruction(PuzzleKind kind, std::span<const Puzzle> puzzles);

}  // namespace papermines::render
