// The flags of the sheet settings `render` and `sheet` share (paper, per page, title, name lines,
// answers, font, dpi): CLI11 options from the schema's rows that fill app::SheetSettings
// (app/render_settings.h), which turns them into render::RenderOptions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "app/render_settings.h"
#include "cli/common.h"
#include "cli/language.h"
#include "cli/schema_flags.h"
#include "cli/vocabulary.h"
#include "render/document.h"

namespace papermines::cli {

// --paper, --margins, --bleed, --min-cell (render and sheet). --paper's and --margins' help lines
// say render's paper presets and the default margins, which the schema (in the program, which
// links no render/) cannot: their rows' help lines are the web form's.
inline void AddPageFlags(CLI::App& sub, std::string_view command, app::PageSettings& f,
                         const std::string& default_margins) {
  sub.add_option("--paper", f.paper,
                 absl::StrCat("page (trim) size: ", render::PaperPresetNames(),
                              " (the trims also without 'in'), or any WxH with mm, cm or in, e.g. "
                              "150x230mm"))
      ->capture_default_str();
  sub.add_option("--margins", f.margins,
                 absl::StrCat("TOP,BOTTOM,INSIDE,OUTSIDE or one length for all (mm, cm, in or "
                              "pt); the inside margin is on the binding side: left on odd pages, "
                              "right on even pages (default: ",
                              default_margins, ")"));
  AddRowOption(sub, "bleed", command, f.bleed);
  AddRowOption(sub, "min-cell", command, f.min_cell);
}

// The sheet settings of `command` ("sheet" or "render", which says what "sheet" says), each from
// its row of the schema (app/option_schema.h) but --paper, --margins and --lang (its help line
// lists the build's languages).
inline void AddSheetFlags(CLI::App& sub, std::string_view command, app::SheetSettings& f) {
  AddPageFlags(sub, command, f.page, "13.4mm,9.9mm,14.8mm,14.8mm");
  AddRowOptions(sub, command,
                {"per-page", "title", "no-name", "answers", "font", "format", "qr", "show-rating",
                 "labels", "no-labels", "ids", "no-guides", "regions", "hints", "rules", "dpi"},
                f.per_page, f.title, f.no_name, f.answers, f.font, f.format, f.qr, f.show_rating,
                f.labels, f.no_labels, f.ids, f.no_guides, f.regions, f.hints, f.rules, f.dpi);
  AddLangFlag(sub, f.lang);
}

// The drawing's options the flags ask for (app::MakeRenderOptions) with the program's environment;
// a font's warnings on stderr.
inline absl::StatusOr<render::RenderOptions> RenderOptionsOf(const app::SheetSettings& f) {
  std::vector<std::string> warnings;
  absl::StatusOr<render::RenderOptions> o =
      app::MakeRenderOptions(f, ProgramEnvironment(), app::Caller::kCli, &warnings);
  PrintWarnings(warnings);
  return o;
}

}  // namespace papermines::cli
