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
// The /ID is qpdf's deterministic one (a digest of the file's contents), not its static one (a
// fixed value meant for qpdf's own test suite): the same input gives the same bytes, and two
// different documents still get different IDs, which is what readers and print workflows use
// /ID for.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "render/cairo_ptr.h"

namespace papermines::render {

// The rewritten file, or an error (Cairo's output could not be parsed or written; out of memory).
// Throws nothing.
absl::StatusOr<std::string> RewritePdf(std::string_view pdf);

// Where every PDF papermines draws ends: finishes and destroys `surface` (a PDF surface that
// streams into *sink), then returns the document rewritten by RewritePdf, or Cairo's raw bytes
// when `rewrite` is false (tests and benchmarks compare the two). An error names `what` was drawn.
absl::StatusOr<std::string> FinishPdf(SurfacePtr surface, std::string* sink, bool rewrite,
                                      std::string_view what);

}  // namespace papermines::render
