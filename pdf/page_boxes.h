// The boxes a PDF page carries, as the rewrite writes them (repair.h): given to the PDF module
// as data by whoever laid the pages out (render/page_setup.h PageBoxesOf).
#pragma once

#include <functional>

namespace papermines::pdf {

// A rectangle in PDF user space (origin at the bottom left, points), as a page box is written.
struct PdfRect {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  double width() const { return x1 - x0; }
  double height() const { return y1 - y0; }
};

// The boxes a PDF page carries: the media, the trim (where the page is cut) and whether a
// BleedBox (= the media) is written too.
struct PageBoxes {
  PdfRect media, trim;
  bool bleed = false;
};

// The boxes of page `page_no` (1-based); empty: each page's TrimBox is its MediaBox.
using PageBoxesFn = std::function<PageBoxes(int page_no)>;

}  // namespace papermines::pdf
