// The libqpdf rewrite of Cairo's PDF (see repair.h). libqpdf reports failures by throwing;
// every exception stops here and becomes an absl::Status.
#include "pdf/repair.h"

#include <malloc.h>
#include <pthread.h>
#include <qpdf/Constants.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <new>
#include <qpdf/Buffer.hh>
#include <qpdf/InputSource.hh>
#include <qpdf/Pipeline.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <qpdf/QPDFSystemError.hh>
#include <qpdf/QPDFWriter.hh>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/output.h"
#include "pdf/stream.h"
#include "pdf/syntax.h"

namespace papermines::pdf {
namespace {

// libqpdf's linearization recurses once per reference it follows; this stack holds millions of
// levels (only the pages of it that are touched take memory).
constexpr size_t kQpdfStack = size_t{512} << 20;

// Runs `f` on a thread with a kQpdfStack stack, or here when no such thread can be made (an
// address-space limit): the outline's short chains keep the depth small either way.
void OnLargeStack(const std::function<void()>& f) {
  pthread_attr_t attr;
  if (pthread_attr_init(&attr) != 0) return f();
  pthread_t thread;
  const bool made = pthread_attr_setstacksize(&attr, kQpdfStack) == 0 &&
                    pthread_create(
                        &thread, &attr,
                        [](void* p) -> void* {
                          (*static_cast<const std::function<void()>*>(p))();
                          return nullptr;
                        },
                        const_cast<std::function<void()>*>(&f)) == 0;
  pthread_attr_destroy(&attr);
  if (made) {
    pthread_join(thread, nullptr);
  } else {
    f();
  }
}

// A temporary file of the rewrite could not be read or written (a full disk, an I/O error).
// Thrown through libqpdf, which may wrap it in an exception of its own, so the one who throws
// also keeps it (TempFiles): the run's error, not a bug of papermines as other libqpdf failures
// are.
class TempFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The first temporary-file error of one rewrite.
struct TempFiles {
  std::string error;
  [[noreturn]] void Fail(std::string message) {
    if (error.empty()) error = message;
    throw TempFileError(message);
  }
};

// A stdio stream on a duplicate of `fd` from its start (where libqpdf writes).
std::FILE* StreamOn(int fd, const char* mode) {
  const int copy = dup(fd);
  if (copy < 0) return nullptr;
  std::FILE* f = fdopen(copy, mode);
  if (f == nullptr) {
    close(copy);
    return nullptr;
  }
  std::rewind(f);
  return f;
}

// Cairo's file as libqpdf reads it: through PdfFileReader's block cache. A read error throws, as
// libqpdf's own input sources do; RewritePdfFile turns it into a status.
class BlockInput : public InputSource {
 public:
  BlockInput(const PdfFile& file, std::string name, TempFiles* errors)
      : reader_(file, [errors](const std::string& why) { errors->Fail(why); }),
        size_(file.size()),
        name_(std::move(name)) {}

  qpdf_offset_t findAndSkipNextEOL() override {
    while (at_ < size_) {
      const std::string_view b = reader_.At(at_);
      const size_t eol = b.find_first_of("\r\n");
      if (eol == std::string_view::npos) {
        at_ += static_cast<qpdf_offset_t>(b.size());
        continue;
      }
      at_ += static_cast<qpdf_offset_t>(eol);
      const qpdf_offset_t result = at_++;
      while (at_ < size_) {
        const char ch = reader_.At(at_)[0];
        if (ch != '\r' && ch != '\n') break;
        ++at_;
      }
      return result;
    }
    last_offset = at_ = size_;
    return size_;
  }
  const std::string& getName() const override { return name_; }
  qpdf_offset_t tell() override { return at_; }
  void seek(qpdf_offset_t offset, int whence) override {
    const qpdf_offset_t to = whence == SEEK_SET   ? offset
                             : whence == SEEK_END ? size_ + offset
                                                  : at_ + offset;
    if (to < 0) throw std::runtime_error(name_ + ": seek to a negative offset");
    at_ = to;
  }
  void rewind() override { at_ = 0; }
  size_t read(char* buffer, size_t length) override {
    if (at_ >= size_) {
      last_offset = size_;
      return 0;
    }
    last_offset = at_;
    size_t done = 0;
    while (done < length && at_ < size_) {
      const std::string_view b = reader_.At(at_);
      const size_t n = std::min(length - done, b.size());
      std::memcpy(buffer + done, b.data(), n);
      done += n;
      at_ += static_cast<qpdf_offset_t>(n);
    }
    return done;
  }
  void unreadCh(char) override {
    if (at_ > 0) --at_;
  }

 private:
  PdfFileReader reader_;
  qpdf_offset_t size_;
  std::string name_;
  qpdf_offset_t at_ = 0;
};

// The DeviceGray streams, kept compressed in a temporary file until libqpdf writes them: held in
// memory they would cost as much as the pages' content, all at once. libqpdf asks for a stream's
// data by its object (twice for a linearized file: the same bytes each time); what this holds per
// stream is where its bytes are in the file.
class GraySpool : public QPDFObjectHandle::StreamDataProvider {
 public:
  GraySpool(PdfFile file, TempFiles* errors) : file_(std::move(file)), errors_(errors) {}

  // Keeps `bytes` as the data of `og`; false on a write error (write_errno() says which).
  bool Add(QPDFObjGen og, std::string_view bytes) {
    const int64_t at = file_.size();
    if (!file_.Append(bytes)) return false;
    where_[og] = {at, static_cast<int64_t>(bytes.size())};
    return true;
  }

  void provideStreamData(QPDFObjGen const& og, Pipeline* pipeline) override {
    const auto it = where_.find(og);
    if (it == where_.end()) throw std::logic_error("no DeviceGray data for a stream");
    const absl::Status s =
        file_.ReadRange(it->second.first, it->second.second, [&](std::string_view c) {
          pipeline->write(reinterpret_cast<const unsigned char*>(c.data()), c.size());
        });
    if (!s.ok()) errors_->Fail(std::string(s.message()));
    pipeline->finish();
  }

  // Fails the rewrite with the error of the last Add.
  [[noreturn]] void FailToWrite() {
    errors_->Fail(absl::StrCat("cannot write the PDF to a temporary file: ",
                               std::strerror(file_.write_errno())));
  }

 private:
  PdfFile file_;
  TempFiles* errors_;
  std::map<QPDFObjGen, std::pair<int64_t, int64_t>> where_;  // offset, length
};

// Every content stream a page draws with: the page's own, and through its resources (and theirs,
// recursively) form XObjects, tiling patterns, soft masks' groups and Type 3 glyph procedures,
// each once, in DeviceGray (streams without an RGB operator are left alone). The walk follows the
// pages' resources rather than every object of the file: it touches only what can be drawn, and
// does not make libqpdf parse the whole file before it writes it.
class GrayWalk {
 public:
  explicit GrayWalk(std::shared_ptr<GraySpool> spool) : spool_(std::move(spool)) {}

  void Document(QPDF& pdf) {
    for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(pdf).getAllPages()) {
      QPDFObjectHandle contents = page.getObjectHandle().getKey("/Contents");
      if (contents.isArray()) {
        for (int k = 0; k < contents.getArrayNItems(); ++k) Gray(contents.getArrayItem(k));
      } else {
        Gray(contents);
      }
      Resources(page.getAttribute("/Resources", false));
      // Cairo declares every page a transparency group in DeviceRGB; its pages draw opaque greys.
      page.getObjectHandle().removeKey("/Group");
    }
  }

 private:
  void Gray(QPDFObjectHandle stream) {
    if (!stream.isStream() || !done_.insert(stream.getObjGen()).second) return;
    const std::shared_ptr<Buffer> data = stream.getStreamData(qpdf_dl_generalized);
    const std::string_view bytes(reinterpret_cast<const char*>(data->getBuffer()), data->getSize());
    if (bytes.find("rg") == std::string_view::npos && bytes.find("RG") == std::string_view::npos)
      return;
    const std::string gray = GrayContentStream(bytes);
    std::string z;
    // Compressed here, once: libqpdf would compress a replaced stream every time it writes it, and
    // a linearized file is written twice.
    const bool deflated = DeflateBytes(gray, &z);
    if (!spool_->Add(stream.getObjGen(), deflated ? z : gray)) spool_->FailToWrite();
    stream.replaceStreamData(
        spool_, deflated ? QPDFObjectHandle::newName("/FlateDecode") : QPDFObjectHandle::newNull(),
        QPDFObjectHandle::newNull());
  }

  // A form XObject or a tiling pattern: its content and its own resources.
  void Drawn(QPDFObjectHandle obj) {
    if (!obj.isStream()) return;  // a shading pattern: no content stream
    QPDFObjectHandle dict = obj.getDict();
    const bool form = dict.getKey("/Subtype").isNameAndEquals("/Form");
    const bool tiling =
        dict.getKey("/PatternType").isInteger() && dict.getKey("/PatternType").getIntValue() == 1;
    if (!form && !tiling) return;  // an image
    const bool first = !done_.count(obj.getObjGen());
    Gray(obj);
    GrayGroup(dict);
    if (first) Resources(dict.getKey("/Resources"));
  }

  // A form's transparency group (a group Cairo pushed, a soft mask) blends in DeviceGray, as
  // its content now draws.
  static void GrayGroup(QPDFObjectHandle dict) {
    QPDFObjectHandle group = dict.getKey("/Group");
    if (group.isDictionary() && group.getKey("/CS").isName()) {
      group.replaceKey("/CS", QPDFObjectHandle::newName("/DeviceGray"));
    }
  }

  void Resources(QPDFObjectHandle res) {
    if (!res.isDictionary()) return;
    if (res.isIndirect() && !resources_.insert(res.getObjGen()).second) return;
    for (const char* key : {"/XObject", "/Pattern"}) {
      QPDFObjectHandle d = res.getKey(key);
      if (!d.isDictionary()) continue;
      for (auto& [name, obj] : d.getDictAsMap()) Drawn(obj);
    }
    QPDFObjectHandle states = res.getKey("/ExtGState");
    if (states.isDictionary()) {
      for (auto& [name, state] : states.getDictAsMap()) {
        QPDFObjectHandle mask = state.isDictionary() ? state.getKey("/SMask") : state;
        if (mask.isDictionary()) Drawn(mask.getKey("/G"));
      }
    }
    QPDFObjectHandle fonts = res.getKey("/Font");
    if (fonts.isDictionary()) {
      for (auto& [name, font] : fonts.getDictAsMap()) {
        if (!font.isDictionary() || !font.getKey("/Subtype").isNameAndEquals("/Type3")) continue;
        QPDFObjectHandle procs = font.getKey("/CharProcs");
        if (procs.isDictionary()) {
          for (auto& [glyph, proc] : procs.getDictAsMap()) Gray(proc);
        }
        Resources(font.getKey("/Resources"));
      }
    }
  }

  std::shared_ptr<GraySpool> spool_;
  std::set<QPDFObjGen> done_;       // content streams seen
  std::set<QPDFObjGen> resources_;  // resource dictionaries walked
};

QPDFObjectHandle QpdfBox(const PdfRect& r) {
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
    dict.replaceKey("/TrimBox", QpdfBox(b.trim));
    if (b.bleed) dict.replaceKey("/BleedBox", QpdfBox(b.media));
  }
}

}  // namespace

absl::StatusOr<PdfFile> RewritePdfFile(const PdfFile& pdf, const PageBoxesFn& boxes,
                                       int64_t linearize_max_objects) {
  const auto failed = [&](const std::string& why) {
    return absl::InternalError(absl::StrCat(
        "cannot rewrite the ", pdf.size(),
        "-byte PDF Cairo produced into a valid file (libqpdf: ", why,
        "); nothing was written. This is a bug in papermines: please report it with the command "
        "and input that caused it"));
  };
  absl::StatusOr<int64_t> objects = PdfObjectCount(pdf);
  if (!objects.ok()) return objects.status();
  if (*objects > linearize_max_objects) return StreamPdfFile(pdf, boxes);
  absl::StatusOr<PdfFile> out = PdfFile::Create("the PDF", pdf.dir());
  if (!out.ok()) return out.status();
  absl::StatusOr<PdfFile> spool_file = PdfFile::Create("the PDF", pdf.dir());
  if (!spool_file.ok()) return spool_file.status();
  // What the drawing freed goes back to the system before libqpdf takes its share.
  malloc_trim(0);
  absl::Status result;
  TempFiles temp_files;
  OnLargeStack([&] {
    std::FILE* out_stream = nullptr;
    try {
      out_stream = StreamOn(out->fd(), "wb");
      if (out_stream == nullptr) {
        result = SystemFailure(errno);
      } else {
        QPDF in;
        in.setSuppressWarnings(true);  // Cairo's dangling cross-reference entries; repaired below
        in.processInputSource(std::make_shared<BlockInput>(pdf, "Cairo's PDF", &temp_files));
        GrayWalk(std::make_shared<GraySpool>(*std::move(spool_file), &temp_files)).Document(in);
        SetPageBoxes(in, boxes);
        QPDFWriter writer(in);
        writer.setOutputFile("the PDF", out_stream, /*close_file=*/false);
        writer.setObjectStreamMode(qpdf_o_generate);
        writer.setLinearization(true);
        writer.setDeterministicID(true);
        writer.write();
      }
    } catch (const std::bad_alloc&) {
      result = OutOfMemoryError();
    } catch (const QPDFSystemError& e) {  // the system under libqpdf, not a bug
      result = SystemFailure(e.getErrno());
    } catch (const std::exception& e) {
      result = temp_files.error.empty() ? failed(e.what()) : absl::DataLossError(temp_files.error);
    } catch (...) {
      result = failed("an unknown exception");
    }
    if (out_stream != nullptr && std::fclose(out_stream) != 0 && result.ok()) {
      result = absl::DataLossError(absl::StrCat(
          "cannot write the rewritten PDF to a temporary file: ", std::strerror(errno)));
    }
  });
  // libqpdf's objects are freed, but on the rewrite thread's own heap (arena), which the C library
  // keeps for reuse by whichever thread comes next: returned to the system here, so the next
  // document (a separate key, a cover) does not add its rewrite on top of this one's.
  malloc_trim(0);
  if (!result.ok()) return result;
  // The writes went through another descriptor of the same file.
  if (absl::Status s = out->Refresh(); !s.ok()) return failed(std::string(s.message()));
  return out;
}

absl::StatusOr<std::string> RewritePdf(std::string_view pdf, const PageBoxesFn& boxes,
                                       int64_t linearize_max_objects) {
  absl::StatusOr<PdfFile> raw = PdfFile::Create("the PDF");
  if (!raw.ok()) return raw.status();
  if (!raw->Append(pdf)) {
    return absl::DataLossError(
        absl::StrCat("cannot keep the PDF in a temporary file: ", std::strerror(errno)));
  }
  absl::StatusOr<PdfFile> out = RewritePdfFile(*raw, boxes, linearize_max_objects);
  if (!out.ok()) return out.status();
  return out->ReadAll();
}

absl::Status WritePdfFile(RunFiles& files, const std::string& path, const PdfFile& pdf) {
  AtomicOutput out;
  if (absl::Status s = out.Open(files, path); !s.ok()) return s;
  if (absl::Status s = pdf.ForEachChunk([&](std::string_view c) { out.Write(c); }); !s.ok()) {
    return s;
  }
  return out.Commit();
}

}  // namespace papermines::pdf
