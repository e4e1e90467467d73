// Font checks (font_check.h): asks fontconfig which family a name really resolves to and which
// characters of a text no installed font can draw, so commands can warn before printing.
#include "render/font_check.h"

#include <fontconfig/fontconfig.h>

#include <cstdint>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/output.h"
#include "render/cairo_ptr.h"
#include "render/i18n.h"

namespace papermines::render {
namespace {

// The code points of UTF-8 `text` (a broken sequence is skipped byte by byte).
std::vector<std::pair<uint32_t, std::string_view>> CodePoints(std::string_view text) {
  std::vector<std::pair<uint32_t, std::string_view>> out;
  for (size_t i = 0; i < text.size();) {
    FcChar32 cp = 0;
    const int len = FcUtf8ToUcs4(reinterpret_cast<const FcChar8*>(text.data() + i), &cp,
                                 static_cast<int>(text.size() - i));
    if (len <= 0) {
      ++i;
      continue;
    }
    out.emplace_back(cp, text.substr(i, static_cast<size_t>(len)));
    i += static_cast<size_t>(len);
  }
  return out;
}

}  // namespace

std::vector<std::string> FontWarnings(const std::string& family, std::string_view text) {
  std::vector<std::string> warnings;
  if (!FcInit()) return warnings;
  FcPattern* pattern = FcPatternCreate();
  FcPatternAddString(pattern, FC_FAMILY, reinterpret_cast<const FcChar8*>(family.c_str()));
  // The page's language, not the environment's (render/cairo_ptr.h PinLanguage).
  const std::string lang = PageLanguage();
  FcPatternAddString(pattern, FC_LANG, reinterpret_cast<const FcChar8*>(lang.c_str()));
  FcConfigSubstitute(nullptr, pattern, FcMatchPattern);
  FcDefaultSubstitute(pattern);
  FcResult result = FcResultNoMatch;
  if (FcPattern* match = FcFontMatch(nullptr, pattern, &result); match != nullptr) {
    FcChar8* got = nullptr;
    if (FcPatternGetString(match, FC_FAMILY, 0, &got) == FcResultMatch && got != nullptr) {
      const std::string used(reinterpret_cast<const char*>(got));
      if (!absl::EqualsIgnoreCase(used, family)) {
        warnings.push_back(
            absl::StrCat("font '", family, "' is not installed; '", used, "' is used instead"));
      }
    }
    FcPatternDestroy(match);
  }
  // Every font Pango may fall back to, in order; a character none of them has is drawn as a box.
  FcCharSet* all = nullptr;
  if (FcFontSet* set = FcFontSort(nullptr, pattern, FcFalse, &all, &result); set != nullptr) {
    FcFontSetDestroy(set);
  }
  if (all != nullptr) {
    std::string missing;
    int count = 0;
    for (const auto& [cp, bytes] : CodePoints(text)) {
      if (cp < 0x20 || cp == ' ' || FcCharSetHasChar(all, cp)) continue;
      if (missing.find(bytes) != std::string::npos) continue;
      if (++count > 8) {
        missing += " ...";
        break;
      }
      absl::StrAppend(&missing, missing.empty() ? "" : " ", absl::StrFormat("U+%04X", cp), " '",
                      absl::string_view(bytes.data(), bytes.size()), "'");
    }
    if (!missing.empty()) {
      warnings.push_back(
          absl::StrCat("no installed font can draw ", missing, " (printed as boxes)"));
    }
    FcCharSetDestroy(all);
  }
  FcPatternDestroy(pattern);
  return warnings;
}

absl::Status PrepareFonts(const std::string& family) {
  if (!FcInit()) return OutOfMemoryError();
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_A8, 8, 8));
  CairoPtr cr(cairo_create(surface.get()));
  if (cairo_status(cr.get()) != CAIRO_STATUS_SUCCESS) return OutOfMemoryError();
  for (const char* style : {"", " Bold", " Italic"}) {
    LayoutPtr layout = WrappedLayout(cr.get(), (family + style).c_str(), 10, 100);
    if (layout == nullptr) return OutOfMemoryError();
    pango_layout_set_text(layout.get(), "0123456789 Puzzle ABC", -1);
    pango_cairo_show_layout(cr.get(), layout.get());
  }
  if (cairo_status(cr.get()) != CAIRO_STATUS_SUCCESS) return OutOfMemoryError();
  return absl::OkStatus();
}

}  // namespace papermines::render
