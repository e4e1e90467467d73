// QR codes (qr.h): encodes a puzzle's puzz.link URL with libqrencode and sizes the code so it stays
// scannable on paper.
#include "render/qr.h"

#include <qrencode.h>

#include <algorithm>
#include <cerrno>
#include <string>

#include "absl/strings/str_cat.h"
#include "core/puzzlink.h"

namespace papermines::render {

double QrCode::SidePt() const {
  return std::max(kQrSizePt, (size + 2 * kQrQuietZone) * kQrMinModulePt);
}

absl::StatusOr<QrCode> EncodeQr(std::string_view text) {
  const std::string s(text);
  QRcode* q = QRcode_encodeData(static_cast<int>(s.size()),
                                reinterpret_cast<const unsigned char*>(s.data()), 0, QR_ECLEVEL_M);
  if (q == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat("cannot make a QR code of ", s.size(), " bytes",
                                                   errno == ERANGE ? " (too long)" : ""));
  }
  QrCode out;
  out.size = q->width;
  out.modules.resize(static_cast<size_t>(q->width) * q->width);
  for (size_t i = 0; i < out.modules.size(); ++i) out.modules[i] = q->data[i] & 1;
  QRcode_free(q);
  return out;
}

absl::StatusOr<std::optional<QrCode>> PuzzleQr(const Puzzle& p) {
  auto url = PuzzLinkUrl(p);
  if (!url.ok()) return std::optional<QrCode>();
  auto code = EncodeQr(*url);
  if (!code.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("its puzz.link URL (", url->size(), " characters) is too long for a QR code"));
  }
  return std::optional<QrCode>(*std::move(code));
}

absl::Status AddQrBox(const Puzzle& p, Extent* e) {
  auto code = PuzzleQr(p);
  if (!code.ok()) return code.status();
  if (!*code) return absl::OkStatus();
  e->side_width = kQrGapPt + (*code)->SidePt();
  e->side_height = (*code)->SidePt();
  return absl::OkStatus();
}

void DrawQrBeside(cairo_t* cr, const Puzzle& p, const Slot& s) {
  auto code = PuzzleQr(p);
  if (!code.ok() || !*code) return;
  DrawQr(cr, **code, s.grid.right() + kQrGapPt, s.grid.y, (*code)->SidePt());
}

void DrawQr(cairo_t* cr, const QrCode& code, double x, double y, double side) {
  const int total = code.size + 2 * kQrQuietZone;
  const double m = side / total;
  cairo_save(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_rectangle(cr, x, y, side, side);
  cairo_fill(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  // Runs of dark modules per row as one rectangle each; a tiny overlap keeps anti-aliasing from
  // showing seams between rows.
  for (int r = 0; r < code.size; ++r) {
    for (int c = 0; c < code.size;) {
      if (!code.dark(c, r)) {
        ++c;
        continue;
      }
      int run = 1;
      while (c + run < code.size && code.dark(c + run, r)) ++run;
      cairo_rectangle(cr, x + (c + kQrQuietZone) * m, y + (r + kQrQuietZone) * m, run * m,
                      m + 0.02);
      c += run;
    }
  }
  cairo_fill(cr);
  cairo_restore(cr);
}

}  // namespace papermines::render
