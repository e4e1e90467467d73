// The libqpdf rewrite of Cairo's PDF (see pdf_repair.h). libqpdf reports failures by throwing;
// every exception stops here and becomes an absl::Status.
#include "render/pdf_repair.h"

#include <qpdf/Constants.h>

#include <cmath>
#include <exception>
#include <memory>
#include <new>
#include <qpdf/Buffer.hh>
#include <qpdf/Pl_Buffer.hh>
#include <qpdf/Pl_QPDFTokenizer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <qpdf/QPDFWriter.hh>
#include <set>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace papermines::render {
namespace {

// Rewrites `r g b rg` as `v g` and `r g b RG` as `v G` (DeviceGray), token by token. Operands
// are held back until the next operator shows whether they belong to an RGB colour.
class GrayFilter : public QPDFObjectHandle::TokenFilter {
 public:
  void handleToken(QPDFTokenizer::Token const& token) override {
    const auto type = token.getType();
    if (type == QPDFTokenizer::tt_integer || type == QPDFTokenizer::tt_real ||
        type == QPDFTokenizer::tt_space) {
      pending_.push_back(token);
      return;
    }
    if (type == QPDFTokenizer::tt_word && (token.getValue() == "rg" || token.getValue() == "RG")) {
      std::vector<size_t> numbers;  // the positions of the operands in pending_
      for (size_t i = 0; i < pending_.size(); ++i) {
        if (pending_[i].getType() != QPDFTokenizer::tt_space) numbers.push_back(i);
      }
      if (numbers.size() >= 3) {
        const size_t first = numbers[numbers.size() - 3];
        double v[3];
        bool ok = true;
        for (int k = 0; k < 3; ++k) {
          ok = ok && absl::SimpleAtod(pending_[numbers[numbers.size() - 3 + k]].getValue(), &v[k]);
        }
        if (ok) {
          for (size_t i = 0; i < first; ++i) writeToken(pending_[i]);
          // A grey keeps its own digits; a colour becomes its luminance.
          const std::string grey =
              v[0] == v[1] && v[1] == v[2]
                  ? pending_[first].getRawValue()
                  : absl::StrFormat("%.4f", 0.299 * v[0] + 0.587 * v[1] + 0.114 * v[2]);
          pending_.clear();
          write(absl::StrCat(grey, token.getValue() == "rg" ? " g" : " G"));
          return;
        }
      }
    }
    Flush();
    writeToken(token);
  }
  void handleEOF() override { Flush(); }

 private:
  void Flush() {
    for (const auto& t : pending_) writeToken(t);
    pending_.clear();
  }
  std::vector<QPDFTokenizer::Token> pending_;
};

// Every content stream of the document: the pages', form XObjects, tiling patterns, Type 3
// glyph procedures, each once.
void AddGrayFilters(QPDF& pdf) {
  std::set<QPDFObjGen> done;
  for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(pdf).getAllPages()) {
    page.addContentTokenFilter(std::make_shared<GrayFilter>());
  }
  auto filter = [&](QPDFObjectHandle stream) {
    if (stream.isStream() && done.insert(stream.getObjGen()).second) {
      stream.addTokenFilter(std::make_shared<GrayFilter>());
    }
  };
  for (QPDFObjectHandle obj : pdf.getAllObjects()) {
    if (obj.isStream()) {
      QPDFObjectHandle dict = obj.getDict();
      const bool form = dict.getKey("/Subtype").isNameAndEquals("/Form");
      const bool tiling =
          dict.getKey("/PatternType").isInteger() && dict.getKey("/PatternType").getIntValue() == 1;
      if (form || tiling) filter(obj);
    } else if (obj.isDictionary() && obj.getKey("/Subtype").isNameAndEquals("/Type3")) {
      QPDFObjectHandle procs = obj.getKey("/CharProcs");
      if (procs.isDictionary()) {
        for (auto& [name, proc] : procs.getDictAsMap()) filter(proc);
      }
    }
  }
}

QPDFObjectHandle Box(const PdfRect& r) {
  return QPDFObjectHandle::newArray(QPDFObjectHandle::Rectangle(r.x0, r.y0, r.x1, r.y1));
}

// A TrimBox on every page (the MediaBox unless `boxes` says), a BleedBox when there is a bleed.
void SetPageBoxes(QPDF& pdf, const PageBoxesFn& boxes) {
  int page_no = 0;
  for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(pdf).getAllPages()) {
    ++page_no;
    QPDFObjectHandle dict = page.getObjectHandle();
    if (!boxes) {
      dict.replaceKey("/TrimBox", page.getMediaBox().shallowCopy());
      continue;
    }
    const PageBoxes b = boxes(page_no);
    dict.replaceKey("/TrimBox", Box(b.trim));
    if (b.bleed) dict.replaceKey("/BleedBox", Box(b.media));
  }
}

}  // namespace

std::string GrayContentStream(std::string_view content) {
  GrayFilter filter;
  Pl_Buffer out("gray");
  Pl_QPDFTokenizer tokenizer("gray", &filter, &out);
  tokenizer.write(reinterpret_cast<const unsigned char*>(content.data()), content.size());
  tokenizer.finish();
  std::unique_ptr<Buffer> buffer(out.getBuffer());
  return std::string(reinterpret_cast<const char*>(buffer->getBuffer()), buffer->getSize());
}

absl::StatusOr<std::string> RewritePdf(std::string_view pdf, const PageBoxesFn& boxes) {
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
    AddGrayFilters(in);
    SetPageBoxes(in, boxes);
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
                                      std::string_view what, const PageBoxesFn& boxes) {
  cairo_surface_finish(surface.get());  // flushes the rest of the file into *sink
  const cairo_status_t status = cairo_surface_status(surface.get());
  surface.reset();
  if (status != CAIRO_STATUS_SUCCESS) {
    return absl::InternalError(
        absl::StrCat("cannot draw the ", std::string(what), ": ", cairo_status_to_string(status)));
  }
  std::string bytes = std::move(*sink);
  if (!rewrite) return bytes;
  return RewritePdf(bytes, boxes);
}

}  // namespace papermines::render
