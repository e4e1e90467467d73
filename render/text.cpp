// Text through Pango (text.h): one context per document, cached layouts for cell numbers and glyph
// runs drawn a font at a time, because a book draws the same few digits hundreds of thousands of
// times.
#include "render/text.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "render/i18n.h"
#include "render/render_options.h"

namespace papermines::render {

void PinLanguage(PangoContext* context) {
  pango_context_set_language(context, pango_language_from_string(PageLanguage().c_str()));
}

Text::Text(const std::string& family) {
  PangoFontMap* map = pango_cairo_font_map_get_default();
  ctx_.reset(pango_font_map_create_context(map));
  // No hinting and unrounded positions: the same layout on every surface and resolution.
  const CairoOwned<cairo_font_options_t> fo(cairo_font_options_create());
  cairo_font_options_set_hint_style(fo.get(), CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(fo.get(), CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options(ctx_.get(), fo.get());
  pango_cairo_context_set_resolution(ctx_.get(), 72);
  pango_context_set_round_glyph_positions(ctx_.get(), FALSE);
  // The document's language (i18n.h) picks the fonts (a CJK font for ja and zh, each with its
  // own forms of the shared characters) and the direction: right-to-left languages set every
  // paragraph right to left and mirror left and right alignment (Markup).
  const Language& language = CurrentLanguage();
  pango_context_set_language(ctx_.get(),
                             pango_language_from_string(std::string(language.pango).c_str()));
  rtl_ = language.right_to_left;
  pango_context_set_base_dir(ctx_.get(), rtl_ ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR);
  family_ = family.empty() ? std::string(kFont.value) : family;
}

Text::~Text() = default;

void Text::Centered(cairo_t* cr, const std::string& text, double size, bool bold, double x,
                    double y) {
  const auto key = std::make_tuple(text, static_cast<int>(std::lround(size * 64)), bold);
  auto it = cache_.find(key);
  if (it == cache_.end()) {
    LayoutPtr layout = NewLayout(size, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, false);
    pango_layout_set_text(layout.get(), text.c_str(), -1);
    PangoRectangle ink, logical;
    pango_layout_get_extents(layout.get(), &ink, &logical);
    Cached c{std::move(layout),
             (ink.x + ink.width / 2.0) / PANGO_SCALE,
             (ink.y + ink.height / 2.0) / PANGO_SCALE,
             nullptr,
             {}};
    ExtractGlyphs(&c);
    it = cache_.emplace(key, std::move(c)).first;
  }
  const Cached& c = it->second;
  if (c.font == nullptr) {
    Flush(cr);
    cairo_move_to(cr, x - c.cx, y - c.cy);
    pango_cairo_show_layout(cr, c.layout.get());
    return;
  }
  auto q = std::find_if(pending_.begin(), pending_.end(),
                        [&](const auto& p) { return p.first == c.font.get(); });
  if (q == pending_.end()) {
    pending_.emplace_back(c.font.get(), std::vector<cairo_glyph_t>());
    q = pending_.end() - 1;
  }
  for (const cairo_glyph_t& g : c.glyphs) {
    q->second.push_back({g.index, g.x + x - c.cx, g.y + y - c.cy});
  }
}

void Text::Flush(cairo_t* cr) {
  for (auto& [font, glyphs] : pending_) {
    if (glyphs.empty()) continue;
    cairo_set_scaled_font(cr, font);
    cairo_show_glyphs(cr, glyphs.data(), static_cast<int>(glyphs.size()));
    glyphs.clear();
  }
}

double Text::SizeForInkWidth(const std::string& text, double width) {
  auto it = ink_width_.find(text);
  if (it == ink_width_.end()) {
    const LayoutPtr layout = NewLayout(100, PANGO_WEIGHT_NORMAL, false);
    pango_layout_set_text(layout.get(), text.c_str(), -1);
    PangoRectangle ink;
    pango_layout_get_extents(layout.get(), &ink, nullptr);
    const double w = ink.width > 0 ? ink.width / static_cast<double>(PANGO_SCALE) / 100 : 1;
    it = ink_width_.emplace(text, w).first;
  }
  return width / it->second;
}

double Text::NaturalWidth(const std::string& markup, double size, PangoWeight weight, bool italic) {
  const LayoutPtr layout = NewLayout(size, weight, italic);
  pango_layout_set_markup(layout.get(), markup.c_str(), -1);
  PangoRectangle natural;
  pango_layout_get_extents(layout.get(), nullptr, &natural);
  return natural.width / static_cast<double>(PANGO_SCALE);
}

Text::Extents Text::Measure(const std::string& markup, double size, PangoWeight weight,
                            bool italic) {
  const LayoutPtr layout = NewLayout(size, weight, italic);
  pango_layout_set_markup(layout.get(), markup.c_str(), -1);
  PangoRectangle ink, logical;
  pango_layout_get_extents(layout.get(), &ink, &logical);
  const auto rect = [](const PangoRectangle& r) {
    const double k = PANGO_SCALE;
    return Rect{r.x / k, r.y / k, r.width / k, r.height / k};
  };
  return {rect(ink), rect(logical)};
}

std::pair<double, double> Text::Markup(cairo_t* cr, const std::string& markup, double size,
                                       Rect box, Align align, PangoWeight weight, bool italic,
                                       double left_limit, double min_scale,
                                       const std::string& two_lines) {
  LayoutPtr layout = NewLayout(size, weight, italic);
  pango_layout_set_markup(layout.get(), markup.c_str(), -1);
  // Too wide: move left (down to left_limit), then shrink the text (down to min_scale), then
  // draw `two_lines` (the same text broken with a newline) instead, before anything is cut.
  PangoRectangle natural;
  pango_layout_get_extents(layout.get(), nullptr, &natural);
  const double natural_w = natural.width / static_cast<double>(PANGO_SCALE);
  if (natural_w > box.w && left_limit < box.x) {
    const double right = box.right();
    box.x = std::max(left_limit, right - natural_w);
    box.w = right - box.x;
  }
  if (natural_w > box.w && natural_w > 0) {
    // Still too wide at min_scale: the two-line form, when there is one.
    const bool wrap = !two_lines.empty() && natural_w * min_scale > box.w;
    layout =
        NewLayout(std::max(size * min_scale, size * box.w / natural_w * 0.995), weight, italic);
    pango_layout_set_markup(layout.get(), wrap ? two_lines.c_str() : markup.c_str(), -1);
  }
  pango_layout_set_width(layout.get(), static_cast<int>(box.w * PANGO_SCALE));
  pango_layout_set_height(layout.get(), -1);  // one line per paragraph, ellipsized
  pango_layout_set_ellipsize(layout.get(), PANGO_ELLIPSIZE_END);
  if (rtl_ && align != Align::kCenter) align = align == Align::kLeft ? Align::kRight : Align::kLeft;
  pango_layout_set_alignment(layout.get(), align == Align::kLeft     ? PANGO_ALIGN_LEFT
                                           : align == Align::kCenter ? PANGO_ALIGN_CENTER
                                                                     : PANGO_ALIGN_RIGHT);
  PangoRectangle ink, logical;
  pango_layout_get_extents(layout.get(), &ink, &logical);
  const double h = logical.height / static_cast<double>(PANGO_SCALE);
  cairo_move_to(cr, box.x, box.y + (box.h - h) / 2);
  pango_cairo_show_layout(cr, layout.get());
  const std::pair<double, double> extent{box.x + logical.x / static_cast<double>(PANGO_SCALE),
                                         logical.width / static_cast<double>(PANGO_SCALE)};
  return extent;
}

int Text::Wrapped(cairo_t* cr, const std::string& markup, double size, double x, double y,
                  double width, double line_height, bool italic) {
  LayoutPtr layout = NewLayout(size, PANGO_WEIGHT_NORMAL, italic);
  pango_layout_set_markup(layout.get(), markup.c_str(), -1);
  pango_layout_set_width(layout.get(), static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  // Right to left: each line against the right edge, as the title above it.
  if (rtl_) pango_layout_set_alignment(layout.get(), PANGO_ALIGN_RIGHT);
  const int lines = pango_layout_get_line_count(layout.get());
  if (cr == nullptr) return lines;
  const CairoOwned<PangoLayoutIter> iter(pango_layout_get_iter(layout.get()));
  for (int k = 0; k < lines; ++k) {
    PangoLayoutLine* line = pango_layout_iter_get_line_readonly(iter.get());
    PangoRectangle logical, placed;
    pango_layout_line_get_extents(line, nullptr, &logical);
    pango_layout_iter_get_line_extents(iter.get(), nullptr, &placed);  // with the alignment
    const double h = logical.height / static_cast<double>(PANGO_SCALE);
    const double ascent = -logical.y / static_cast<double>(PANGO_SCALE);
    const double dx = (placed.x - logical.x) / static_cast<double>(PANGO_SCALE);
    cairo_move_to(cr, x + dx, y + k * line_height + (line_height - h) / 2 + ascent);
    pango_cairo_show_layout_line(cr, line);
    pango_layout_iter_next_line(iter.get());
  }
  return lines;
}

void Text::ExtractGlyphs(Cached* c) {
  if (pango_layout_get_line_count(c->layout.get()) != 1) return;
  const CairoOwned<PangoLayoutIter> iter(pango_layout_get_iter(c->layout.get()));
  cairo_scaled_font_t* font = nullptr;
  std::vector<cairo_glyph_t> glyphs;
  bool ok = true;
  do {
    PangoLayoutRun* run = pango_layout_iter_get_run_readonly(iter.get());
    if (run == nullptr) continue;
    PangoRectangle logical;
    pango_layout_iter_get_run_extents(iter.get(), nullptr, &logical);
    const int baseline = pango_layout_iter_get_baseline(iter.get());
    cairo_scaled_font_t* f =
        pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(run->item->analysis.font));
    if (f == nullptr || (font != nullptr && f != font)) ok = false;
    font = f;
    int x = logical.x;
    for (int i = 0; i < run->glyphs->num_glyphs; ++i) {
      const PangoGlyphInfo& gi = run->glyphs->glyphs[i];
      if (gi.glyph & PANGO_GLYPH_UNKNOWN_FLAG) ok = false;
      if (gi.glyph != PANGO_GLYPH_EMPTY) {
        glyphs.push_back({gi.glyph, (x + gi.geometry.x_offset) / double(PANGO_SCALE),
                          (baseline + gi.geometry.y_offset) / double(PANGO_SCALE)});
      }
      x += gi.geometry.width;
    }
  } while (pango_layout_iter_next_run(iter.get()));
  if (!ok || font == nullptr) return;
  c->font.reset(cairo_scaled_font_reference(font));
  c->glyphs = std::move(glyphs);
}

LayoutPtr Text::NewLayout(double size, PangoWeight weight, bool italic) {
  LayoutPtr layout(pango_layout_new(ctx_.get()));
  if (rtl_) pango_layout_set_auto_dir(layout.get(), FALSE);  // the context's direction throughout
  const FontDescriptionPtr fd(pango_font_description_new());
  pango_font_description_set_family(fd.get(), family_.c_str());
  pango_font_description_set_absolute_size(fd.get(), size * PANGO_SCALE);
  pango_font_description_set_weight(fd.get(), weight);
  if (italic) pango_font_description_set_style(fd.get(), PANGO_STYLE_ITALIC);
  pango_layout_set_font_description(layout.get(), fd.get());
  return layout;
}

void SetPageDirection(PangoLayout* layout, PangoAlignment align) {
  if (CurrentLanguage().right_to_left) {
    pango_context_set_base_dir(pango_layout_get_context(layout), PANGO_DIRECTION_RTL);
    pango_layout_set_auto_dir(layout, FALSE);
    pango_layout_context_changed(layout);
    if (align != PANGO_ALIGN_CENTER)
      align = align == PANGO_ALIGN_LEFT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT;
  }
  pango_layout_set_alignment(layout, align);
}

double Paragraph(cairo_t* cr, const std::string& font, const std::string& markup, double size,
                 double x, double y, double width, PangoAlignment align) {
  const LayoutPtr layout = WrappedLayout(cr, font.c_str(), size, width);
  SetPageDirection(layout.get(), align);
  pango_layout_set_markup(layout.get(), markup.c_str(), -1);
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, layout.get());
  int w = 0, h = 0;
  pango_layout_get_size(layout.get(), &w, &h);
  return static_cast<double>(h) / PANGO_SCALE;
}

std::string Escape(const std::string& s) {
  gchar* e = g_markup_escape_text(s.c_str(), -1);
  std::string out(e);
  g_free(e);
  return out;
}

std::string Isolate(const std::string& s) {
  if (!CurrentLanguage().right_to_left) return s;
  return absl::StrCat("\u2068", s, "\u2069");
}

}  // namespace papermines::render
