// A sheet's settings into the drawing's options (render_settings.h).
#include "app/render_settings.h"

#include <cstdint>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "app/language.h"
#include "app/option_schema.h"
#include "app/text.h"
#include "core/strings.h"
#include "papermines_version.h"
#include "render/font_check.h"
#include "render/i18n.h"

namespace papermines::app {

// The schema's copy of the drawing's font and resolution (app/option_schema.h) is this table's.
static_assert(kFontDefault == render::kFont.value && kFontHelp == render::kFont.help);
static_assert(kDpiDefault == render::kDpi.value && kDpiMin == render::kDpi.min &&
              kDpiMax == render::kDpi.max && kDpiHelp == render::kDpi.help);

namespace {

// The option `name`, as `caller` wrote it, refused: "--per-page must be ..." (the rest follows the
// name), located at the option.
absl::Status Refused(std::string_view name, Caller caller, std::string_view rest) {
  return OptionError(name, absl::StrCat(Spell(name, caller), AsAbsl(rest)));
}

}  // namespace

absl::Status MakePageSetup(const PageSettings& f, const render::Margins& default_margins,
                           Caller caller, render::LayoutOptions* layout) {
  auto page = render::ParsePageSize(f.paper);
  if (!page.ok()) return Refused("paper", caller, absl::StrCat(": ", page.status().message()));
  page->margins = default_margins;
  if (!f.margins.empty()) {
    auto m = render::ParseMargins(f.margins);
    if (!m.ok()) return Refused("margins", caller, absl::StrCat(": ", m.status().message()));
    page->margins = *m;
  }
  auto bleed = render::ParseLength(f.bleed);
  if (!bleed.ok()) return Refused("bleed", caller, absl::StrCat(": ", bleed.status().message()));
  page->bleed = *bleed;
  if (absl::Status s = render::ValidatePageSetup(*page); !s.ok()) return s;
  auto min_cell = render::ParseLength(f.min_cell);
  if (!min_cell.ok() || *min_cell < 1) {
    return Refused(
        "min-cell", caller,
        absl::StrCat(" must be a length of at least 1pt (e.g. 5mm), got '", f.min_cell, "'"));
  }
  layout->page = *page;
  layout->min_unit = *min_cell;
  return absl::OkStatus();
}

std::optional<render::Format> FormatOf(const SheetSettings& f) {
  if (f.format == "pdf") return render::Format::kPdf;
  if (f.format == "svg") return render::Format::kSvg;
  if (f.format == "png") return render::Format::kPng;
  if (f.format == "html") return render::Format::kHtml;
  return std::nullopt;
}

absl::StatusOr<render::RenderOptions> MakeRenderOptions(const SheetSettings& f,
                                                        const Environment& env, Caller caller,
                                                        std::vector<std::string>* warnings) {
  render::RenderOptions o;
  if (absl::Status s = MakePageSetup(
          f.page,
          {render::kMarginTop, render::kMarginBottom, render::kMarginSide, render::kMarginSide},
          caller, &o.layout);
      !s.ok()) {
    return s;
  }
  o.show_rating = f.show_rating;
  if (f.per_page != "auto") {
    const size_t x = f.per_page.find_first_of("xX");
    int w = 0, h = 0;
    if (x == std::string::npos || !absl::SimpleAtoi(AsAbsl(f.per_page).substr(0, x), &w) ||
        !absl::SimpleAtoi(AsAbsl(f.per_page).substr(x + 1), &h) || w < 1 || h < 1 || w > 16 ||
        h > 16) {
      return Refused("per-page", caller,
                     absl::StrCat(" must be WxH with W and H between 1 and 16 (e.g. 2x3) or "
                                  "'auto', got '",
                                  f.per_page, "'"));
    }
    o.layout.across = w;
    o.layout.down = h;
  }
  o.layout.name_lines = !f.no_name;
  o.rules = f.rules == "full"    ? render::RulesMode::kFull
            : f.rules == "short" ? render::RulesMode::kShort
            : f.rules == "none"  ? render::RulesMode::kNone
                                 : render::RulesMode::kAuto;
  auto answers = render::ParseAnswerMode(f.answers);
  if (!answers) {
    return Refused("answers", caller, " must be separate, after, none or only");
  }
  o.answers = *answers;
  o.title = f.title;
  o.font = f.font;
  absl::StatusOr<std::string> lang = ResolveLanguage(f.lang, env);
  if (!lang.ok()) return lang.status();
  o.lang = *lang;
  o.catalogue_dirs = env.catalogue_dirs;
  // A font that is not installed, or a title or a word of the language it cannot draw: say so
  // (the sheet is still made).
  for (const std::string& w : render::FontWarnings(
           f.font, absl::StrCat(f.title, render::CatalogueText(o.lang, o.catalogue_dirs)))) {
    if (warnings != nullptr) warnings->push_back(OneLine(w));
  }
  o.dpi = f.dpi;
  o.qr = f.qr;
  o.labels = !f.no_labels;
  o.ids = f.ids;
  o.guides = !f.no_guides;
  o.reverse_regions = f.regions;
  if (absl::EqualsIgnoreCase(f.hints, "all")) {  // in any case, as every choice
    o.hints = -1;
  } else if (!absl::SimpleAtoi(f.hints, &o.hints) || o.hints < 0 || o.hints > 10000) {
    return Refused(
        "hints", caller,
        absl::StrCat(" must be a number of steps from 0 to 10000 or 'all', got '", f.hints, "'"));
  }
  o.creator = "papermines " PAPERMINES_VERSION;
  absl::StatusOr<std::optional<int64_t>> fixed = FixedTime(env);
  if (!fixed.ok()) return fixed.status();
  o.source_date_epoch = *fixed;
  o.temp_dir = env.temp_dir;
  return o;
}

}  // namespace papermines::app
