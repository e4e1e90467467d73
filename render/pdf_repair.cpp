// The libqpdf rewrite of Cairo's PDF (see pdf_repair.h). libqpdf reports failures by throwing;
// every exception stops here and becomes an absl::Status.
#include "render/pdf_repair.h"

#include <qpdf/Constants.h>

#include <cmath>
#include <exception>
#include <memory>
#include <new>
#include <qpdf/Buffer.hh>
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

bool IsSpace(char c) {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}
bool IsDelimiter(char c) {
  return c == '(' || c == ')' || c == '<' || c == '>' || c == '[' || c == ']' || c == '{' ||
         c == '}' || c == '/' || c == '%';
}
bool IsNumber(std::string_view t) {
  size_t i = t.size() > 0 && (t[0] == '+' || t[0] == '-') ? 1 : 0;
  bool digit = false;
  for (; i < t.size(); ++i) {
    if (t[i] >= '0' && t[i] <= '9') {
      digit = true;
    } else if (t[i] != '.') {
      return false;
    }
  }
  return digit;
}

// Rewrites `r g b rg` as `v g` and `r g b RG` as `v G` (DeviceGray) in one content stream, with a
// small PDF lexer: strings, hex strings, comments, names and inline image data are passed over, so
// only operators are rewritten; everything else is copied byte for byte. Linear in the stream.
std::string ToGray(std::string_view in) {
  std::string out;
  out.reserve(in.size());
  size_t copied = 0;  // in[0, copied) is in `out`
  struct Operand {
    size_t begin, end;
    bool number;
  };
  std::vector<Operand> operands;  // since the last operator
  const size_t n = in.size();
  size_t i = 0;
  while (i < n) {
    const char c = in[i];
    if (IsSpace(c)) {
      ++i;
    } else if (c == '%') {  // a comment, to the end of the line
      while (i < n && in[i] != '\n' && in[i] != '\r') ++i;
    } else if (c == '(') {  // a string, nested parentheses and escapes
      const size_t b = i++;
      for (int depth = 1; i < n && depth > 0; ++i) {
        if (in[i] == '\\') {
          ++i;
        } else if (in[i] == '(') {
          ++depth;
        } else if (in[i] == ')') {
          --depth;
        }
      }
      operands.push_back({b, i, false});
    } else if (c == '<' && i + 1 < n && in[i + 1] != '<') {  // a hex string
      const size_t b = i;
      while (i < n && in[i] != '>') ++i;
      operands.push_back({b, ++i, false});
    } else if (IsDelimiter(c)) {  // << >> [ ] { } and names' slashes
      const size_t b = i++;
      if (c == '/') {
        while (i < n && !IsSpace(in[i]) && !IsDelimiter(in[i])) ++i;
      }
      operands.push_back({b, i, false});
    } else {  // a number or an operator
      const size_t b = i;
      while (i < n && !IsSpace(in[i]) && !IsDelimiter(in[i])) ++i;
      const std::string_view token = in.substr(b, i - b);
      if (IsNumber(token)) {
        operands.push_back({b, i, true});
        continue;
      }
      const size_t k = operands.size();
      if ((token == "rg" || token == "RG") && k >= 3 && operands[k - 3].number &&
          operands[k - 2].number && operands[k - 1].number) {
        double v[3];
        bool ok = true;
        for (int j = 0; j < 3; ++j) {
          const Operand& o = operands[k - 3 + j];
          ok = ok &&
               absl::SimpleAtod(absl::string_view(in.data() + o.begin, o.end - o.begin), &v[j]);
        }
        if (ok) {
          const Operand& first = operands[k - 3];
          out.append(in.substr(copied, first.begin - copied));
          // A grey keeps its own digits; a colour becomes its luminance.
          if (v[0] == v[1] && v[1] == v[2]) {
            out.append(in.substr(first.begin, first.end - first.begin));
          } else {
            out.append(absl::StrFormat("%.4f", 0.299 * v[0] + 0.587 * v[1] + 0.114 * v[2]));
          }
          out.append(token == "rg" ? " g" : " G");
          copied = i;
        }
      } else if (token == "ID") {  // inline image data, up to "EI" between white space
        ++i;
        while (i + 2 < n && !(IsSpace(in[i - 1]) && in[i] == 'E' && in[i + 1] == 'I' &&
                              (i + 2 == n || IsSpace(in[i + 2])))) {
          ++i;
        }
        i = std::min(n, i + 2);
      }
      operands.clear();
    }
  }
  out.append(in.substr(copied));
  return out;
}

// Every content stream of the document: the pages', form XObjects, tiling patterns, Type 3
// glyph procedures, each once, in DeviceGray (streams without an RGB operator are left alone).
void GrayStreams(QPDF& pdf) {
  std::set<QPDFObjGen> done;
  auto gray = [&](QPDFObjectHandle stream) {
    if (!stream.isStream() || !done.insert(stream.getObjGen()).second) return;
    const std::shared_ptr<Buffer> data = stream.getStreamData(qpdf_dl_generalized);
    const std::string_view bytes(reinterpret_cast<const char*>(data->getBuffer()), data->getSize());
    if (bytes.find("rg") == std::string_view::npos && bytes.find("RG") == std::string_view::npos)
      return;
    stream.replaceStreamData(ToGray(bytes), QPDFObjectHandle::newNull(),
                             QPDFObjectHandle::newNull());
  };
  for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(pdf).getAllPages()) {
    QPDFObjectHandle contents = page.getObjectHandle().getKey("/Contents");
    if (contents.isArray()) {
      for (int k = 0; k < contents.getArrayNItems(); ++k) gray(contents.getArrayItem(k));
    } else {
      gray(contents);
    }
  }
  for (QPDFObjectHandle obj : pdf.getAllObjects()) {
    if (obj.isStream()) {
      QPDFObjectHandle dict = obj.getDict();
      const bool form = dict.getKey("/Subtype").isNameAndEquals("/Form");
      const bool tiling =
          dict.getKey("/PatternType").isInteger() && dict.getKey("/PatternType").getIntValue() == 1;
      if (form || tiling) gray(obj);
    } else if (obj.isDictionary() && obj.getKey("/Subtype").isNameAndEquals("/Type3")) {
      QPDFObjectHandle procs = obj.getKey("/CharProcs");
      if (procs.isDictionary()) {
        for (auto& [name, proc] : procs.getDictAsMap()) gray(proc);
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

std::string GrayContentStream(std::string_view content) { return ToGray(content); }

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
    GrayStreams(in);
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
