// The surfaces a document is drawn on, behind one page loop: a PDF is one document of many pages,
// SVG and PNG are one file per page. The drawing code asks for a page, draws it and ends it; what
// each format does around that (the PDF's metadata, an SVG file per page, the PNG's resolution
// and greyscale encoding) lives here, with every Cairo object owned (cairo_ptr.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "pdf/file.h"
#include "pdf/page_boxes.h"
#include "render/cairo_ptr.h"
#include "render/layout.h"
#include "render/render_options.h"

namespace papermines::render {

// The metadata of every PDF papermines writes. The dates are SOURCE_DATE_EPOCH when given, else
// 2026-01-01, so the same input gives the same bytes.
// `boxes` gives each page its TrimBox (and BleedBox) (pdf/repair.h); empty: the MediaBox.
struct PdfInfo {
  std::string title, author, creator;
  std::optional<int64_t> source_date_epoch;
  pdf::PageBoxesFn boxes;
  // The folder of the temporary file a PDF is streamed into (empty: /tmp).
  std::string temp_dir;
};

// Sets `info` on a PDF surface.
void SetPdfInfo(cairo_surface_t* pdf, const PdfInfo& info);

class PageSurface {
 public:
  // `format` is PDF, SVG or PNG (at `dpi`, checked by the caller); pages are `media` large.
  PageSurface(Format format, Size media, double dpi, const PdfInfo& info);
  PageSurface(const PageSurface&) = delete;
  PageSurface& operator=(const PageSurface&) = delete;

  // A context for the next page, at the media's origin in points (state saved for the PDF).
  cairo_t* BeginPage();
  // The page is drawn: the PDF moves to its next page; an SVG or PNG page becomes a file.
  absl::Status EndPage();
  // The PDF surface (for its outline); null for SVG and PNG.
  cairo_surface_t* pdf() const { return format_ == Format::kPdf ? surface_.get() : nullptr; }
  // The files: one PDF (rewritten by libqpdf unless `rewrite_pdf` is false), or one per page.
  // An error names `what` was drawn.
  absl::StatusOr<std::vector<std::string>> Finish(bool rewrite_pdf, std::string_view what = "PDF");
  // The PDF in a temporary file, never whole in memory (pdf/repair.h): for large documents.
  absl::StatusOr<pdf::PdfFile> FinishPdfFile(bool rewrite_pdf, std::string_view what = "PDF");

 private:
  Format format_;
  Size media_;
  double dpi_;
  std::unique_ptr<std::string> sink_ = std::make_unique<std::string>();   // SVG pages stream here
  std::unique_ptr<pdf::PdfFile> pdf_ = std::make_unique<pdf::PdfFile>();  // the PDF streams here
  absl::Status status_;  // an error before the first page (no temporary file for the PDF)
  SurfacePtr surface_;
  CairoPtr cr_;
  std::vector<std::string> files_;
  pdf::PageBoxesFn boxes_;
};

}  // namespace papermines::render
