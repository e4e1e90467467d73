// The libqpdf rewrite of Cairo's PDF (see pdf_repair.h). libqpdf reports failures by throwing;
// every exception stops here and becomes an absl::Status.
#include "render/pdf_repair.h"

#include <qpdf/Constants.h>

#include <exception>
#include <memory>
#include <new>
#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFWriter.hh>
#include <utility>

#include "absl/strings/str_cat.h"

namespace papermines::render {

absl::StatusOr<std::string> RewritePdf(std::string_view pdf) {
  const auto failed = [&](const std::string& why) {
    return absl::InternalError(absl::StrCat(
        "cannot rewrite the ", pdf.size(),
        "-byte PDF Cairo produced into a valid file (libqpdf: ", why,
        "); nothing was written. This is a bug in papermines: please report it with the command "
        "and input that caused it"));
  };
  try {
    QPDF in;
    in.setSuppressWarnings(true);  // Cairo's dangling cross-reference entries; repaired below
    in.processMemoryFile("Cairo's PDF", pdf.data(), pdf.size());
    QPDFWriter out(in);
    out.setOutputMemory();
    out.setObjectStreamMode(qpdf_o_generate);
    out.setLinearization(true);
    out.setDeterministicID(true);
    out.write();
    const std::shared_ptr<Buffer> buffer = out.getBufferSharedPointer();
    return std::string(reinterpret_cast<const char*>(buffer->getBuffer()), buffer->getSize());
  } catch (const std::bad_alloc&) {
    return absl::ResourceExhaustedError(
        absl::StrCat("out of memory while rewriting the ", pdf.size(),
                     "-byte PDF; nothing was written. Render fewer puzzles per file"));
  } catch (const std::exception& e) {
    return failed(e.what());
  } catch (...) {
    return failed("an unknown exception");
  }
}

absl::StatusOr<std::string> FinishPdf(SurfacePtr surface, std::string* sink, bool rewrite,
                                      std::string_view what) {
  cairo_surface_finish(surface.get());  // flushes the rest of the file into *sink
  const cairo_status_t status = cairo_surface_status(surface.get());
  surface.reset();
  if (status != CAIRO_STATUS_SUCCESS) {
    return absl::InternalError(
        absl::StrCat("cannot draw the ", std::string(what), ": ", cairo_status_to_string(status)));
  }
  std::string bytes = std::move(*sink);
  if (!rewrite) return bytes;
  return RewritePdf(bytes);
}

}  // namespace papermines::render
