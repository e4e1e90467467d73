// The page surfaces of a document (surface.h): PDF, SVG and PNG behind one page loop.
#include "render/surface.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <cmath>
#include <cstring>
#include <ctime>

#include "absl/strings/str_cat.h"
#include "core/output.h"
#include "pdf/repair.h"
#include "render/png.h"

namespace papermines::render {
namespace {

cairo_status_t AppendToString(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

cairo_status_t AppendToFile(void* closure, const unsigned char* data, unsigned int length) {
  const bool ok = static_cast<pdf::PdfFile*>(closure)->Append(
      std::string_view(reinterpret_cast<const char*>(data), length));
  return ok ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

// A PDF surface of `width` x `height` points streaming into *file.
SurfacePtr NewPdfFileSurface(pdf::PdfFile* file, double width, double height) {
  return SurfacePtr(cairo_pdf_surface_create_for_stream(AppendToFile, file, width, height));
}

// Where every PDF papermines draws ends: finishes and destroys `surface` (a PDF surface that
// streams into *raw), then returns the document rewritten by pdf::RewritePdfFile, or Cairo's raw
// file when `rewrite` is false (tests and benchmarks compare the two). An error names `what` was
// drawn.
absl::StatusOr<pdf::PdfFile> FinishPdf(SurfacePtr surface, pdf::PdfFile* raw, bool rewrite,
                                       std::string_view what, const pdf::PageBoxesFn& boxes) {
  cairo_surface_finish(surface.get());  // flushes the rest of the file into `raw`
  const cairo_status_t status = cairo_surface_status(surface.get());
  surface.reset();
  raw->Flush();  // the last bytes Cairo handed over
  if (status == CAIRO_STATUS_NO_MEMORY) return OutOfMemoryError();
  if (raw->write_errno() != 0) {
    return absl::DataLossError(
        absl::StrCat("cannot write the ", std::string(what),
                     " to a temporary file: ", std::strerror(raw->write_errno())));
  }
  if (status != CAIRO_STATUS_SUCCESS) {
    return absl::InternalError(
        absl::StrCat("cannot draw the ", std::string(what), ": ", cairo_status_to_string(status)));
  }
  if (!rewrite) return std::move(*raw);
  return pdf::RewritePdfFile(*raw, boxes);
}

std::string PdfDate(std::optional<int64_t> epoch) {
  const std::time_t t = static_cast<std::time_t>(epoch.value_or(1767225600));  // 2026-01-01
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

absl::Status SurfaceStatus(cairo_surface_t* s, const char* what) {
  const cairo_status_t st = cairo_surface_status(s);
  if (st == CAIRO_STATUS_SUCCESS) return absl::OkStatus();
  if (st == CAIRO_STATUS_NO_MEMORY) return OutOfMemoryError();
  return absl::InternalError(
      absl::StrCat("cannot draw the ", what, ": ", cairo_status_to_string(st)));
}

}  // namespace

void SetPdfInfo(cairo_surface_t* s, const PdfInfo& info) {
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_TITLE, info.title.c_str());
  if (!info.author.empty()) {
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_AUTHOR, info.author.c_str());
  }
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATOR, info.creator.c_str());
  const std::string date = PdfDate(info.source_date_epoch);
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, date.c_str());
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_MOD_DATE, date.c_str());
}

PageSurface::PageSurface(Format format, Size media, double dpi, const PdfInfo& info)
    : format_(format), media_(media), dpi_(dpi), boxes_(info.boxes) {
  if (format_ == Format::kPdf) {
    // Cairo streams the document into a temporary file as each page ends (pdf/repair.h).
    absl::StatusOr<pdf::PdfFile> file = pdf::PdfFile::Create("the PDF", info.temp_dir);
    if (file.ok()) {
      *pdf_ = *std::move(file);
    } else {
      status_ = file.status();
    }
    surface_ = NewPdfFileSurface(pdf_.get(), media.width, media.height);
    SetPdfInfo(surface_.get(), info);
    cr_.reset(cairo_create(surface_.get()));
  }
}

cairo_t* PageSurface::BeginPage() {
  switch (format_) {
    case Format::kPdf:
      cairo_save(cr_.get());
      break;
    case Format::kSvg:
      sink_->clear();
      surface_.reset(cairo_svg_surface_create_for_stream(AppendToString, sink_.get(), media_.width,
                                                         media_.height));
      cairo_svg_surface_set_document_unit(surface_.get(), CAIRO_SVG_UNIT_PT);
      cr_.reset(cairo_create(surface_.get()));
      break;
    case Format::kHtml:  // not a Cairo surface (html.h)
      return nullptr;
    case Format::kPng: {
      const double scale = dpi_ / 72.0;
      surface_.reset(cairo_image_surface_create(
          CAIRO_FORMAT_RGB24, static_cast<int>(std::ceil(media_.width * scale)),
          static_cast<int>(std::ceil(media_.height * scale))));
      cr_.reset(cairo_create(surface_.get()));
      cairo_scale(cr_.get(), scale, scale);
      break;
    }
  }
  return cr_.get();
}

absl::Status PageSurface::EndPage() {
  switch (format_) {
    case Format::kPdf:
      cairo_restore(cr_.get());
      cairo_show_page(cr_.get());
      if (!status_.ok()) return status_;
      if (cairo_surface_status(surface_.get()) == CAIRO_STATUS_NO_MEMORY) {
        return OutOfMemoryError();
      }
      if (cairo_surface_status(surface_.get()) == CAIRO_STATUS_WRITE_ERROR &&
          pdf_->write_errno() != 0) {
        return absl::DataLossError(absl::StrCat("cannot write the PDF to a temporary file: ",
                                                std::strerror(pdf_->write_errno())));
      }
      return SurfaceStatus(surface_.get(), "PDF");
    case Format::kSvg: {
      cairo_show_page(cr_.get());
      cr_.reset();
      cairo_surface_finish(surface_.get());
      absl::Status st = SurfaceStatus(surface_.get(), "SVG");
      surface_.reset();
      if (!st.ok()) return st;
      files_.push_back(std::move(*sink_));
      return absl::OkStatus();
    }
    case Format::kHtml:
      return absl::OkStatus();
    case Format::kPng: {
      cr_.reset();
      cairo_surface_flush(surface_.get());
      absl::Status st = SurfaceStatus(surface_.get(), "PNG");
      if (st.ok()) {
        cairo_surface_t* s = surface_.get();
        std::string bytes = EncodeGrayPng(
            cairo_image_surface_get_data(s), cairo_image_surface_get_width(s),
            cairo_image_surface_get_height(s), cairo_image_surface_get_stride(s), dpi_);
        if (bytes.empty()) st = absl::InternalError("cannot encode the PNG (zlib failed)");
        files_.push_back(std::move(bytes));
      }
      surface_.reset();
      return st;
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::vector<std::string>> PageSurface::Finish(bool rewrite_pdf,
                                                             std::string_view what) {
  if (format_ != Format::kPdf) return std::move(files_);
  auto pdf = FinishPdfFile(rewrite_pdf, what);
  if (!pdf.ok()) return pdf.status();
  auto bytes = pdf->ReadAll();
  if (!bytes.ok()) return bytes.status();
  return std::vector<std::string>{*std::move(bytes)};
}

absl::StatusOr<pdf::PdfFile> PageSurface::FinishPdfFile(bool rewrite_pdf, std::string_view what) {
  if (format_ != Format::kPdf) return absl::InternalError("not a PDF surface");
  if (!status_.ok()) return status_;
  cr_.reset();
  // Every PDF leaves through FinishPdf: valid, linearized when not large (pdf/repair.h).
  return FinishPdf(std::move(surface_), pdf_.get(), rewrite_pdf, what, boxes_);
}

}  // namespace papermines::render
