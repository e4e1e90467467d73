// Page setup shared by every document papermines prints (render, sheet, book): the trim size,
// the four margins with the inside one on the binding side, and the bleed.
//
// Lengths are PostScript points. A trim size is a preset (a4, a5, letter, and the usual
// print-on-demand trims 5x8in, 5.5x8.5in, 6x9in, 7x10in, 8x10in, 8.5x11in) or any WxH with a unit
// (mm, cm, in, pt), e.g. 150x230mm. Pages are laid out as if they were right-hand pages, whose
// inside margin is on the left; a left-hand page is the same drawing shifted by
// outside - inside, so the inside margin is always on the binding side. A book is bound on the
// left (odd pages right-hand), or on the right when `bound_right` (a right-to-left book: odd
// pages left-hand, their binding edge on the right). A bleed enlarges the media as print
// services want it for a bound interior: on the top, the bottom and the outside edge only (the
// right of a right-hand page, the left of a left-hand page), never on the binding side, so a
// 6 x 9 in trim with a 0.125 in bleed is 6.125 x 9.25 in. Nothing is drawn into the bleed
// itself (the pages are white). Every page carries a TrimBox, and a BleedBox when there is a
// bleed (PageBoxesOf, written by pdf/repair.h).
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "pdf/page_boxes.h"

namespace papermines::render {

struct Margins {
  double top = 38, bottom = 28, inside = 42, outside = 42;
};

struct PageSetup {
  double width = 210 / 25.4 * 72, height = 297 / 25.4 * 72;  // the trimmed page (A4)
  Margins margins;
  double bleed = 0;          // top, bottom and the outside edge
  bool bound_right = false;  // bound on the right: odd pages are left-hand pages (RTL books)
  std::string name = "a4";   // how the user named the size (for messages)
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

// Media box: the trim plus the bleed on the outside edge (width) and on the top and bottom
// (height).
double MediaWidth(const PageSetup& p);
double MediaHeight(const PageSetup& p);

// Whether page `page_no` (1-based, in print order) is a right-hand page: its outside edge, the
// folio's corner and the bleed on the right, its binding edge on the left. Odd pages, or even
// pages when the book is bound on the right.
bool RightHandPage(const PageSetup& p, int page_no);

// Where the drawing of page `page_no` (1-based, in print order) starts on the media: the top
// bleed down; across, the trim's left edge (0 on a right-hand page, the bleed on a left-hand
// page) plus, on left-hand pages, outside - inside.
double PageOffsetX(const PageSetup& p, int page_no);
double PageOffsetY(const PageSetup& p);

// The page boxes are the PDF module's (pdf/page_boxes.h); render lays them out.
using pdf::PageBoxes;
using pdf::PdfRect;

// The boxes of page `page_no` (1-based) of a document laid out on `p`.
PageBoxes PageBoxesOf(const PageSetup& p, int page_no);

// Lengths for messages: "5.0 mm".
std::string Millimetres(double points);
// `points` (above `limit`) in millimetres with as many decimals as it takes to read as more than
// the limit: a bleed of 10.01 mm is "10.01 mm", never "10.0 mm is more than 10 mm".
std::string MillimetresAbove(double points, double limit);

}  // namespace papermines::render
