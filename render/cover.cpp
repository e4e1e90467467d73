// The paperback cover (cover.h): its geometry, then one PDF page drawn on it.
#include "render/cover.h"

#include <cairo.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "render/book_front.h"
#include "render/cairo_ptr.h"
#include "render/geometry.h"
#include "render/i18n.h"
#include "render/marks.h"
#include "render/puzzle_painter.h"
#include "render/surface.h"
#include "render/text.h"

namespace papermines::render {
namespace {

constexpr double kBackground = 0.92;  // the cover's grey
constexpr double kSpineGrey = 0.18;

// The puzzle the front shows: the book's first square paper puzzle, else its first puzzle.
const Puzzle* CoverPuzzle(const Book& book) {
  const Puzzle* first = nullptr;
  for (const BookSection& s : book.sections) {
    for (const Puzzle& p : s.puzzles) {
      if (!p.topology || !GridGeometry::For(*p.topology).ok()) continue;
      if (first == nullptr) first = &p;
      if (p.kind == PuzzleKind::kPaper && p.topology->kind() == TopologyKind::kSquare) return &p;
    }
  }
  return first;
}

void Front(cairo_t* cr, const Book& book, const Rect& f, PuzzlePainter& painter) {
  const double s = kCoverSafety;
  const double w = f.w - 2 * s;
  double y = f.y + s + f.h * 0.06;
  cairo_set_source_rgb(cr, 0, 0, 0);
  y += Paragraph(cr, book.font, absl::StrCat("<b>", Escape(Isolate(book.title)), "</b>"),
                 std::min(36.0, f.w / 10), f.x + s, y, w, PANGO_ALIGN_CENTER);
  if (!book.subtitle.empty()) {
    y += 8;
    y += Paragraph(cr, book.font, Escape(Isolate(book.subtitle)), 14, f.x + s, y, w,
                   PANGO_ALIGN_CENTER);
  }
  const double author_h = book.author.empty() ? 0 : 30;
  const double bottom = f.bottom() - s - author_h - 10;
  if (!book.author.empty()) {
    Paragraph(cr, book.font, Escape(Isolate(book.author)), 15, f.x + s, f.bottom() - s - 22, w,
              PANGO_ALIGN_CENTER);
  }
  // The art: a puzzle of the book on a white card, as large as the room between allows.
  const Puzzle* p = CoverPuzzle(book);
  if (p == nullptr) return;
  const GridGeometry g = *GridGeometry::For(*p->topology);
  const double pad = 14;
  const double room_w = f.w * 0.7, room_h = bottom - (y + 24);
  const double unit =
      std::min({28.0, (room_w - 2 * pad) / g.width(), (room_h - 2 * pad) / g.height()});
  if (unit < 3) return;
  const double gw = g.width() * unit, gh = g.height() * unit;
  const double cx = f.x + f.w / 2, cy = (y + 24 + bottom) / 2;
  const Rect card{cx - gw / 2 - pad, cy - gh / 2 - pad, gw + 2 * pad, gh + 2 * pad};
  FillBox(cr, card, 1);
  FrameBox(cr, card, 1.5);
  painter.Draw(cr, *p, cx - gw / 2, cy - gh / 2, unit, false);
  painter.text().Flush(cr);
}

// The spine's line: the title, then the author.
std::string SpineMarkup(const Book& book) {
  std::string markup = absl::StrCat("<b>", Escape(book.title), "</b>");
  if (!book.author.empty()) absl::StrAppend(&markup, "   ", Escape(book.author));
  return markup;
}

// The size of the spine's line (cover.h): the largest, up to 12 pt, at which its ink and the
// font's whole line (ascent to descent, the box a preflight measures) keep kSpineTextMargin from
// both folds, as laid out; 0 (no text) under kSpineTextMinPages or under 4 pt.
double SpineTextSize(Text& text, const std::string& markup, const Rect& sp, int pages) {
  if (pages < kSpineTextMinPages) return 0;
  // Markup centres the line's logical box on the spine's middle: how far the ink and the logical
  // box reach from that centre, per point of size (the extents scale with the size: no hinting).
  constexpr double kProbe = 10;
  const Text::Extents e = text.Measure(markup, kProbe, PANGO_WEIGHT_NORMAL, false);
  const double mid = e.logical.y + e.logical.h / 2;
  const double reach =
      std::max({mid - e.logical.y, e.logical.bottom() - mid, mid - e.ink.y, e.ink.bottom() - mid}) /
      kProbe;
  if (reach <= 0) return 0;
  const double size = std::min(12.0, 0.99 * (sp.w / 2 - kSpineTextMargin) / reach);
  return size < 4 ? 0 : size;
}

// Title and author across the spine at `size`, reading top to bottom, in white on the dark band.
void Spine(cairo_t* cr, const std::string& markup, const Rect& sp, double size,
           PuzzlePainter& painter) {
  cairo_save(cr);
  cairo_translate(cr, sp.x + sp.w / 2, sp.y);
  cairo_rotate(cr, M_PI / 2);  // x runs down the spine, y to the left
  cairo_set_source_rgb(cr, 1, 1, 1);
  const Rect line{kCoverSafety, -size, sp.h - 2 * kCoverSafety, 2 * size};
  painter.text().Markup(cr, markup, size, line, Align::kCenter, PANGO_WEIGHT_NORMAL, false, 1e300,
                        0.7);
  painter.text().Flush(cr);  // queued glyphs are drawn in the current (white) source
  cairo_restore(cr);
}

void Back(cairo_t* cr, const Book& book, const CoverOptions& o, const CoverGeometry& c) {
  const Rect& b = c.back;
  const double s = kCoverSafety;
  cairo_set_source_rgb(cr, 0, 0, 0);
  if (!o.back_text.empty()) {
    // The text stays above the barcode area.
    const LayoutPtr layout = WrappedLayout(cr, book.font.c_str(), 11, b.w - 2 * s);
    SetPageDirection(layout.get(), PANGO_ALIGN_LEFT);
    pango_layout_set_markup(layout.get(), Escape(Isolate(o.back_text)).c_str(), -1);
    pango_layout_set_spacing(layout.get(), 3 * PANGO_SCALE);
    pango_layout_set_height(layout.get(),
                            static_cast<int>((c.barcode.y - 12 - (b.y + s + 24)) * PANGO_SCALE));
    pango_layout_set_ellipsize(layout.get(), PANGO_ELLIPSIZE_END);
    cairo_move_to(cr, b.x + s, b.y + s + 24);
    pango_cairo_show_layout(cr, layout.get());
  }
  Paragraph(cr, book.font, absl::StrCat("<i>", Escape(UniqueSolutionsLine(book)), "</i>"), 9,
            b.x + s, c.barcode.bottom() - 12, c.barcode.x - 12 - (b.x + s), PANGO_ALIGN_LEFT);
  // The barcode area: white and empty, for the print service's barcode.
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_rectangle(cr, c.barcode.x, c.barcode.y, c.barcode.w, c.barcode.h);
  cairo_fill(cr);
}

}  // namespace

CoverGeometry CoverLayout(const PageSetup& page, int pages, const CoverOptions& options) {
  CoverGeometry c;
  const double spine = std::max(0, pages) * options.paper;
  const double b = kCoverBleed;
  c.sheet = {2 * b + 2 * page.width + spine, 2 * b + page.height};
  c.trim = {b, b, 2 * page.width + spine, page.height};
  // Outside up, the back is at the sheet's left end for a book bound on the left, at its right
  // end for one bound on the right (a right-to-left book); the barcode area is at the back's
  // bottom right either way, where print services put it.
  Rect& left = page.bound_right ? c.front : c.back;
  Rect& right = page.bound_right ? c.back : c.front;
  left = {b, b, page.width, page.height};
  c.spine = {b + page.width, b, spine, page.height};
  right = {b + page.width + spine, b, page.width, page.height};
  c.barcode = {c.back.right() - kCoverSafety - kBarcodeWidth,
               c.back.bottom() - kCoverSafety - kBarcodeHeight, kBarcodeWidth, kBarcodeHeight};
  return c;
}

absl::StatusOr<std::string> RenderCover(const Book& book, int pages, const CoverOptions& options,
                                        std::vector<std::string>* warnings) {
  absl::StatusOr<LanguageScope> language = LanguageScope::Enter(book.lang, book.catalogue_dirs);
  if (!language.ok()) return language.status();
  if (pages < kCoverMinPages && warnings != nullptr) {
    warnings->push_back(absl::Substitute(
        Tr("the book has $0 pages: print services refuse a paperback cover for a book under $1 "
           "pages"),
        pages, kCoverMinPages));
  }
  const CoverGeometry c = CoverLayout(BookPages(book), pages, options);
  PageBoxes boxes;
  boxes.media = {0, 0, c.sheet.width, c.sheet.height};
  boxes.trim = {c.trim.x, c.sheet.height - c.trim.bottom(), c.trim.right(),
                c.sheet.height - c.trim.y};
  boxes.bleed = true;
  PageSurface surface(Format::kPdf, c.sheet, /*dpi=*/0,
                      {absl::Substitute(Tr("$0 (cover)"), book.title), book.author, book.creator,
                       book.source_date_epoch, [boxes](int) { return boxes; }, book.temp_dir});
  PuzzlePainter painter(book.font);
  cairo_t* cr = surface.BeginPage();
  cairo_set_source_rgb(cr, kBackground, kBackground, kBackground);
  cairo_paint(cr);
  // The spine's text, when it holds some, on a dark band that runs into the top and bottom
  // bleed and kSpineWrap onto the boards, so no fold (which may drift by 1/16 in) falls on a
  // change of colour; a spine without text is the background's grey like the boards.
  const std::string spine_markup = SpineMarkup(book);
  const double spine_size = SpineTextSize(painter.text(), spine_markup, c.spine, pages);
  if (spine_size > 0) {
    cairo_set_source_rgb(cr, kSpineGrey, kSpineGrey, kSpineGrey);
    cairo_rectangle(cr, c.spine.x - kSpineWrap, 0, c.spine.w + 2 * kSpineWrap, c.sheet.height);
    cairo_fill(cr);
  }
  Back(cr, book, options, c);
  if (spine_size > 0) Spine(cr, spine_markup, c.spine, spine_size, painter);
  Front(cr, book, c.front, painter);
  painter.text().Flush(cr);
  if (absl::Status s = surface.EndPage(); !s.ok()) return s;
  auto pdf = surface.Finish(/*rewrite_pdf=*/true, "cover");
  if (!pdf.ok()) return pdf.status();
  return std::move((*pdf)[0]);
}

}  // namespace papermines::render
