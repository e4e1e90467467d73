// Page setup shared by every document papermines prints (render, sheet, book): the trim size,
// the four margins with the inside one on the binding side, and the bleed.
//
// Lengths are PostScript points. A trim size is a preset (a4, a5, letter, and the usual
// print-on-demand trims 5x8in, 5.5x8.5in, 6x9in, 7x10in, 8x10in, 8.5x11in) or any WxH with a unit
// (mm, cm, in, pt), e.g. 150x230mm. Pages are laid out as if they were recto (odd) pages, whose
// inside margin is on the left; a verso (even) page is the same drawing shifted by
// outside - inside, so the inside margin is always on the binding side. A bleed enlarges the
// media by the bleed on every side and moves the drawing in by as much; nothing is drawn into
// the bleed itself (the pages are white).
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace papermines::render {

struct Margins {
  double top = 38, bottom = 28, inside = 42, outside = 42;
};

struct PageSetup {
  double width = 210 / 25.4 * 72, height = 297 / 25.4 * 72;  // the trimmed page (A4)
  Margins margins;
  double bleed = 0;         // every side
  std::string name = "a4";  // how the user named the size (for messages)
};

// "15mm", "1.5cm", "0.5in", "12pt", "0" -> points. InvalidArgument names the text.
absl::StatusOr<double> ParseLength(std::string_view s);

// A preset name or WxH with a unit -> PageSetup (width, height and name; default margins).
// Sizes from 50 mm to 1500 mm a side.
absl::StatusOr<PageSetup> ParsePageSize(std::string_view s);

// "TOP,BOTTOM,INSIDE,OUTSIDE" or one length for all four.
absl::StatusOr<Margins> ParseMargins(std::string_view s);

// The preset names, comma-separated (for --help).
std::string PaperPresetNames();

// Checks that the margins leave room on the page: InvalidArgument otherwise.
absl::Status ValidatePageSetup(const PageSetup& p);

// Media box: the trim plus the bleed on every side.
double MediaWidth(const PageSetup& p);
double MediaHeight(const PageSetup& p);

// Where the drawing of page `page_no` (1-based, in print order) starts on the media: the bleed,
// plus, on verso (even) pages, outside - inside.
double PageOffsetX(const PageSetup& p, int page_no);
double PageOffsetY(const PageSetup& p);

// Lengths for messages: "5.0 mm".
std::string Millimetres(double points);

}  // namespace papermines::render
