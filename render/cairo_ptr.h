// Owning pointers for the Cairo and Pango objects render/ creates: each is released by its own
// function when the pointer goes out of scope, on every path out of a function (an early error
// return included), instead of by hand before each return.
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include <memory>

namespace papermines::render {

struct CairoRelease {
  void operator()(cairo_t* p) const { cairo_destroy(p); }
  void operator()(cairo_surface_t* p) const { cairo_surface_destroy(p); }
  void operator()(cairo_font_options_t* p) const { cairo_font_options_destroy(p); }
  void operator()(cairo_scaled_font_t* p) const { cairo_scaled_font_destroy(p); }
  void operator()(PangoContext* p) const { g_object_unref(p); }
  void operator()(PangoLayout* p) const { g_object_unref(p); }
  void operator()(PangoLayoutIter* p) const { pango_layout_iter_free(p); }
  void operator()(PangoFontDescription* p) const { pango_font_description_free(p); }
};

template <class T>
using CairoOwned = std::unique_ptr<T, CairoRelease>;
using CairoPtr = CairoOwned<cairo_t>;
using SurfacePtr = CairoOwned<cairo_surface_t>;
using LayoutPtr = CairoOwned<PangoLayout>;
using FontDescriptionPtr = CairoOwned<PangoFontDescription>;

// Pango and fontconfig choose fonts and faces for the context's language, which is the
// environment's (LANG, LC_ALL) unless set: a Persian locale dropped the DejaVu Oblique face for a
// synthetic slant. Every context papermines draws with is pinned to the page's language
// (render/i18n.h PageLanguage), so the bytes never depend on the locale.
void PinLanguage(PangoContext* context);

// A layout on `cr` of `font` at `size` points, wrapped at `width` points (word, then character):
// the paragraphs of book pages and the captions of hint steps.
inline LayoutPtr WrappedLayout(cairo_t* cr, const char* font, double size, double width) {
  LayoutPtr layout(pango_cairo_create_layout(cr));
  PinLanguage(pango_layout_get_context(layout.get()));
  pango_layout_context_changed(layout.get());
  const FontDescriptionPtr fd(pango_font_description_from_string(font));
  pango_font_description_set_absolute_size(fd.get(), size * PANGO_SCALE);
  pango_layout_set_font_description(layout.get(), fd.get());
  pango_layout_set_width(layout.get(), static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  return layout;
}

}  // namespace papermines::render
