// The paperback cover of a book (book.h): one PDF page that wraps around the book, back, spine and
// front side by side, as print-on-demand services take it.
//
// Geometry (CoverLayout, pure arithmetic): the trim of the book's pages (page_setup.h) for the
// back and the front, the spine between them as wide as the pages are thick (page count x the
// paper's thickness: white 0.002252 in, cream 0.0025 in a page), and a 0.125 in bleed on all
// four sides. The page carries a TrimBox (the cover without its bleed) and a BleedBox
// (pdf/repair.h).
//
// What is drawn: on the front, the title, subtitle and author, with a puzzle of the book drawn
// (unsolved) as its art; on the spine, from 80 pages up (print services refuse spine text on
// thinner books) and when it holds them at 4 pt or more kSpineTextMargin from both folds, the
// title and author reading top to bottom in white on a dark band that runs kSpineWrap onto the
// front and back (a spine without text has the cover's grey: no change of colour near a fold,
// whatever the drift); on the back, the optional back text
// and a clear 2 x 1.2 in area at the bottom right for the barcode the print service adds. Nothing
// but the background reaches the bleed. A book under 24 pages gets a warning: print services do
// not bind a paperback that thin.
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "render/book.h"
#include "render/layout.h"

namespace papermines::render {

inline constexpr double kCoverBleed = 0.125 * 72;
inline constexpr double kWhitePaperPt = 0.002252 * 72;  // thickness of a page, points
inline constexpr double kCreamPaperPt = 0.0025 * 72;
inline constexpr int kCoverMinPages = 24;      // print services refuse thinner paperbacks
inline constexpr int kSpineTextMinPages = 80;  // spine text from this many pages up
inline constexpr double kBarcodeWidth = 2 * 72, kBarcodeHeight = 1.2 * 72;
inline constexpr double kCoverSafety = 0.25 * 72;  // text keeps this far from the trim and spine
// Print services allow the folds to drift by 1/16 in: the spine's text keeps that far from each
// fold (its ink and its font's whole line), and its dark band runs twice that onto the boards.
inline constexpr double kSpineTextMargin = 0.0625 * 72;
inline constexpr double kSpineWrap = 0.125 * 72;

struct CoverOptions {
  double paper = kWhitePaperPt;  // thickness of one page
  std::string back_text;
};

// Where the parts of the cover go, in points from the top-left corner of the whole sheet (bleed
// included).
struct CoverGeometry {
  Size sheet;               // the whole page: trims, spine and bleed
  Rect trim;                // the cover without its bleed
  Rect back, spine, front;  // the three panels (trim size; the spine as wide as the book)
  Rect barcode;             // kept clear on the back, bottom right
};

CoverGeometry CoverLayout(const PageSetup& page, int pages, const CoverOptions& options);

// The cover of `book`, whose interior has `pages` pages; warnings (a book too thin) are appended.
absl::StatusOr<std::string> RenderCover(const Book& book, int pages, const CoverOptions& options,
                                        std::vector<std::string>* warnings);

}  // namespace papermines::render
