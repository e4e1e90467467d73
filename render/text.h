// Text through Pango for the renderer. One PangoContext per document; layouts of cell numbers are
// cached by (text, size, weight) because a book shows the same few digits hundreds of thousands
// of times, and single-run texts are queued as glyphs and drawn one font at a time (Flush).
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "render/cairo_ptr.h"
#include "render/layout.h"

namespace papermines::render {

enum class Align { kLeft, kCenter, kRight };

class Text {
 public:
  // Shapes in the current language (i18n.h CurrentLanguage()), fixed when the Text is made.
  explicit Text(const std::string& family);
  ~Text();
  Text(const Text&) = delete;
  Text& operator=(const Text&) = delete;

  // Draws `text` with its ink box centred on (x, y). Single-run texts (every number and mark)
  // are not drawn at once: their glyphs, shaped once by Pango, are queued and drawn by Flush()
  // with one cairo_show_glyphs per font, which keeps a grid's numbers in one PDF text object.
  void Centered(cairo_t* cr, const std::string& text, double size, bool bold, double x, double y);

  // Draws the queued glyphs in the current source.
  void Flush(cairo_t* cr);

  // The font size at which `text`'s ink is `width` wide.
  double SizeForInkWidth(const std::string& text, double width);

  // The logical width of `markup` set at `size` points.
  double NaturalWidth(const std::string& markup, double size, PangoWeight weight, bool italic);

  // The ink and logical boxes of `markup` set on one line at `size` points, relative to the
  // layout's top-left corner, as Markup lays it out (for what must keep clear of an edge: the
  // ink, and the font's whole line, which preflight tools measure).
  struct Extents {
    Rect ink, logical;
  };
  Extents Measure(const std::string& markup, double size, PangoWeight weight, bool italic);

  // Draws Pango markup in `box` (vertically centred, ellipsized to the box width; a text too
  // wide for the box may first extend it leftwards to x = left_limit). Returns the
  // drawn text's logical extent along x (left, width) in points.
  std::pair<double, double> Markup(cairo_t* cr, const std::string& markup, double size, Rect box,
                                   Align align, PangoWeight weight = PANGO_WEIGHT_NORMAL,
                                   bool italic = false, double left_limit = 1e300,
                                   double min_scale = 0.75, const std::string& two_lines = "");

  // Pango markup wrapped at word boundaries to `width`, set at `size`, one line every
  // `line_height` points with the first line's box at (x, y). Draws it when `cr` is not null;
  // returns the number of lines either way (so a layout can make room before drawing).
  int Wrapped(cairo_t* cr, const std::string& markup, double size, double x, double y, double width,
              double line_height, bool italic = false);

 private:
  struct Cached {
    LayoutPtr layout;
    double cx, cy;                         // ink centre relative to the layout origin
    CairoOwned<cairo_scaled_font_t> font;  // single-run layouts: the run's font, else null
    std::vector<cairo_glyph_t> glyphs;     // and its glyphs relative to the layout origin
  };

  // Fills c->font and c->glyphs when the layout is one line of one font with known glyphs.
  static void ExtractGlyphs(Cached* c);
  LayoutPtr NewLayout(double size, PangoWeight weight, bool italic);

  CairoOwned<PangoContext> ctx_;
  std::string family_;
  bool rtl_ = false;  // the document's language is written right to left
  std::map<std::tuple<std::string, int, bool>, Cached> cache_;
  std::map<std::string, double> ink_width_;  // ink width per point of font size
  std::vector<std::pair<cairo_scaled_font_t*, std::vector<cairo_glyph_t>>> pending_;
};

// Sets `layout` in the direction of the current language (i18n.h): for Arabic and Hebrew every
// paragraph runs right to left whatever its first letter, and `align` (as for a left-to-right
// page) is mirrored, so a line that starts with a Latin name still lines up with its
// neighbours. Other languages: `align` as given.
void SetPageDirection(PangoLayout* layout, PangoAlignment align);

// A paragraph of Pango markup in `font` at `size`, wrapped to `width` and aligned in it (mirrored
// on a right-to-left page, SetPageDirection), its top at (x, y), drawn at once in the current
// source (not queued); returns its height. Title pages, openers, how-to pages and covers set
// their prose with it.
double Paragraph(cairo_t* cr, const std::string& font, const std::string& markup, double size,
                 double x, double y, double width, PangoAlignment align = PANGO_ALIGN_LEFT);

// `s` escaped for Pango markup.
std::string Escape(const std::string& s);

// `s` as a direction-isolated run (U+2068 FIRST STRONG ISOLATE .. U+2069 POP DIRECTIONAL
// ISOLATE): its own direction from its first letter (left to right when it has none), whatever
// the paragraph around it, so "Smith, J." and "-2+3" in a right-to-left line are drawn as
// written. For text that is not the page's words: names, titles, ids. Pango draws neither mark.
// Only on a right-to-left page (i18n.h CurrentLanguage); elsewhere `s` as it is.
std::string Isolate(const std::string& s);

}  // namespace papermines::render
