// Cairo's PDF rewritten by libqpdf into a file strict readers accept.
//
// Cairo 1.16 (Debian 12) lists in its cross-reference table objects it never writes whenever a
// link annotation is drawn (the structure elements a tagged-PDF parent tree would point to, left
// out because the document is not tagged), so `qpdf --check` calls the file damaged; Poppler,
// Ghostscript and MuPDF repair that silently, print-on-demand preflight checks may not.
// RewritePdf parses Cairo's bytes with libqpdf, which rebuilds the table and drops the
// unreferenced objects, and writes the document again: object streams (smaller), linearized
// ("fast web view"), streams kept as Cairo compressed them. Pages, links, named destinations,
// outline and metadata carry over unchanged.
//
// Two things are added on the way, because print services ask for them and Cairo cannot write
// them:
// - DeviceGray: Cairo sets every colour as RGB (`r g b rg`, `r g b RG`), even black and greys.
//   Each such operator in every content stream (pages, form XObjects, tiling patterns, Type 3
//   glyphs) becomes its DeviceGray form (`v g`, `v G`): the grey itself when r = g = b, else the
//   luminance 0.299 r + 0.587 g + 0.114 b. papermines draws in black, white and greys, so nothing
//   visible changes, and no `rg`/`RG` is left for a preflight to flag or charge as colour.
// - Page boxes: every page gets a TrimBox, and a BleedBox when the document has a bleed
//   (page_setup.h PageBoxesOf); without a given layout the TrimBox is the MediaBox.
//
// The /ID is qpdf's deterministic one (a digest of the file's contents), not its static one (a
// fixed value meant for qpdf's own test suite): the same input gives the same bytes, and two
// different documents still get different IDs, which is what readers and print workflows use
// /ID for.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "render/cairo_ptr.h"
#include "render/page_setup.h"

namespace papermines::render {

// The boxes of page `page_no` (1-based); empty: each page's TrimBox is its MediaBox.
using PageBoxesFn = std::function<PageBoxes(int page_no)>;

// The rewritten file, or an error (Cairo's output could not be parsed or written; out of memory).
// Throws nothing.
absl::StatusOr<std::string> RewritePdf(std::string_view pdf, const PageBoxesFn& boxes = nullptr);

// One content stream's bytes with every `r g b rg`/`RG` turned into DeviceGray (see above); the
// rest of the stream is kept token for token. For tests.
std::string GrayContentStream(std::string_view content);

// Where every PDF papermines draws ends: finishes and destroys `surface` (a PDF surface that
// streams into *sink), then returns the document rewritten by RewritePdf, or Cairo's raw bytes
// when `rewrite` is false (tests and benchmarks compare the two). An error names `what` was drawn.
absl::StatusOr<std::string> FinishPdf(SurfacePtr surface, std::string* sink, bool rewrite,
                                      std::string_view what, const PageBoxesFn& boxes = nullptr);

}  // namespace papermines::render
