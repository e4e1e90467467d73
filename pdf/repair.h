// Cairo's PDF rewritten into a file strict readers accept: by libqpdf (linearized) up to
// kLinearizeMaxObjects objects, streamed by pdf/stream.h beyond.
//
// Cairo 1.16 (Debian 12) lists in its cross-reference table objects it never writes whenever a
// link annotation is drawn (the structure elements a tagged-PDF parent tree would point to, left
// out because the document is not tagged), so `qpdf --check` calls the file damaged; Poppler,
// Ghostscript and MuPDF repair that silently, print-on-demand preflight checks may not.
// RewritePdf parses Cairo's bytes with libqpdf, which rebuilds the table and drops the
// unreferenced objects, and writes the document again: object streams (smaller), linearized
// ("fast web view"), streams kept as Cairo compressed them; a large document the same way but
// streamed and not linearized (stream.h). Pages, links, named destinations,
// outline and metadata carry over unchanged.
//
// The /ID is qpdf's deterministic one (a digest of the file's contents), not its static one (a
// fixed value meant for qpdf's own test suite): the same input gives the same bytes, and two
// different documents still get different IDs, which is what readers and print workflows use
// /ID for.
// Two things are added on the way, because print services ask for them and Cairo cannot write
// them:
// - DeviceGray: Cairo sets every colour as RGB (`r g b rg`, `r g b RG`), even black and greys.
//   Each such operator in every content stream a page draws with (its own, and through its
//   resources form XObjects, tiling patterns, soft masks and Type 3 glyphs) becomes its
//   DeviceGray form (`v g`, `v G`): the grey itself when r = g = b, else the luminance
//   0.299 r + 0.587 g + 0.114 b. papermines draws in black, white and greys, so nothing visible
//   changes, and no `rg`/`RG` is left for a preflight to flag or charge as colour. A stream that
//   changes is compressed once, here (libqpdf would compress it in both passes of a linearized
//   write); a stream without an RGB operator keeps Cairo's compressed bytes.
//   Cairo also declares every page a transparency group in DeviceRGB (`/Group << /S
//   /Transparency /CS /DeviceRGB >>`) whatever it draws; pages lose that key (papermines draws
//   nothing transparent), and a form's own group, if any, blends in DeviceGray.
// - Page boxes: every page gets a TrimBox, and a BleedBox when the document has a bleed
//   (page_boxes.h, given by the caller: render/page_setup.h PageBoxesOf); without them the
//   TrimBox is the MediaBox.
//
// Large documents: a PDF is never held in memory. Cairo streams it into an unlinked temporary
// file (PdfFile), libqpdf reads that file through a small block cache (BlockInput in the .cpp: 1
// MiB whatever the size; it loads objects, stream data stays in the file), the DeviceGray streams
// wait in another temporary file until libqpdf writes them, and the rewritten document goes into a
// third, which is copied to the output in chunks. What grows with the document is libqpdf's object
// table: libqpdf keeps every object it has parsed until the QPDF object goes, and a linearized
// write parses them all (the first page's objects must come first, with hint tables describing
// every page), about 4 KB per PDF object. So RewritePdfFile gives libqpdf only documents of at most
// kLinearizeMaxObjects objects and writes larger ones with pdf/stream.h, streamed and not
// linearized, in a few bytes per object. After each libqpdf rewrite the memory libqpdf freed is
// handed back to the system (malloc_trim), so two documents of one run (a separate key, a cover)
// cost the larger of the two, not their sum.
// libqpdf walks the document recursively (linearization follows every reference depth first), so
// the rewrite runs on a thread with a large stack, and the drawing keeps reference chains short (an
// outline level holds at most kOutlineFanout entries: render/outline.h).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "core/output.h"
#include "pdf/file.h"
#include "pdf/page_boxes.h"

namespace papermines::pdf {

// Documents of more objects than this (Cairo's trailer /Size) are not given to libqpdf but
// written streamed, not linearized (pdf/stream.h): libqpdf's share of memory then stays
// under about 70 MB.
inline constexpr int64_t kLinearizeMaxObjects = 16384;

// The rewritten file, or an error (Cairo's output could not be parsed or written; out of memory).
// Documents of at most `linearize_max_objects` objects are linearized by libqpdf, larger ones
// written streamed (stream.h); the temporary files in /tmp (tests). Throws nothing.
absl::StatusOr<std::string> RewritePdf(std::string_view pdf, const PageBoxesFn& boxes = nullptr,
                                       int64_t linearize_max_objects = kLinearizeMaxObjects);
// The same from a file into a new file, in the folder of `pdf` (PdfFile::dir).
absl::StatusOr<PdfFile> RewritePdfFile(const PdfFile& pdf, const PageBoxesFn& boxes = nullptr,
                                       int64_t linearize_max_objects = kLinearizeMaxObjects);

// `pdf` written to `path` ("-" = stdout) through core/output.h's AtomicOutput, chunk by chunk, as
// an output of the run `files`.
absl::Status WritePdfFile(RunFiles& files, const std::string& path, const PdfFile& pdf);

}  // namespace papermines::pdf
