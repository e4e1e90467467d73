// QR codes of puzz.link URLs (libqrencode), drawn beside square paper puzzles on sheets (PDF,
// SVG, PNG through Cairo; the HTML page as an SVG path) so that a phone opens the puzzle in
// puzz.link's player. Byte mode, error correction level M, the smallest version that holds the
// URL; the 4-module quiet zone the standard asks for is part of the drawn square. The printed size
// is at least kQrSizePt (18 mm) and large enough that a module is at least kQrMinModulePt
// (0.35 mm), so long URLs (large boards) stay scannable.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "render/layout.h"

namespace papermines::render {

inline constexpr int kQrQuietZone = 4;                      // modules on each side
inline constexpr double kQrSizePt = 18 / 25.4 * 72;         // 18 mm, quiet zone included
inline constexpr double kQrMinModulePt = 0.35 / 25.4 * 72;  // 0.35 mm
inline constexpr double kQrGapPt = 8;                       // between the grid and the code

struct QrCode {
  int size = 0;                  // modules per side, without the quiet zone
  std::vector<uint8_t> modules;  // size * size, row-major, 1 = dark
  bool dark(int x, int y) const { return modules[static_cast<size_t>(y) * size + x] != 0; }
  // The printed side in points, quiet zone included.
  double SidePt() const;
};

// InvalidArgument when the text is too long for a QR code (more than ~2300 bytes at level M).
absl::StatusOr<QrCode> EncodeQr(std::string_view text);

// The code of a puzzle's puzz.link URL: nullopt for puzzles puzz.link cannot hold (not square
// paper), InvalidArgument when the URL is too long for a QR code.
absl::StatusOr<std::optional<QrCode>> PuzzleQr(const Puzzle& p);

// Sheets with QR codes: reserves the code's box beside the grid of a square paper puzzle.
absl::Status AddQrBox(const Puzzle& p, Extent* e);

// Draws the code of a square paper puzzle beside its grid in its slot (nothing for others).
void DrawQrBeside(cairo_t* cr, const Puzzle& p, const Slot& s);

// Draws the code with its quiet zone (white) as a square of `side` points at (x, y).
void DrawQr(cairo_t* cr, const QrCode& code, double x, double y, double side);

}  // namespace papermines::render
