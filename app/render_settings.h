// The settings of a sheet's pages and drawing that `render`, `sheet`, `book`, the web app and
// Python share (paper, margins, per page, title, name lines, answers, font, dpi, ...) as plain
// values, and their translation into render::RenderOptions. The command line's flags for them are
// cli/render_flags.h; the web app's keys are the same names.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "app/environment.h"
#include "app/option_schema.h"
#include "render/document.h"

namespace papermines::app {

// The page setup: paper, margins, bleed, smallest cell (render, sheet and book).
struct PageSettings {
  std::string paper = "a4";
  std::string margins;  // empty: the command's default
  std::string bleed = "0";
  std::string min_cell = "5mm";
};

// The page setup and minimum cell `f` asks for; `default_margins` when its margins are empty.
// Errors name the option as `caller` wrote it ("--paper: ...", "\"paper\": ...") and carry its
// name as their location (app/option_schema.h OptionError).
absl::Status MakePageSetup(const PageSettings& f, const render::Margins& default_margins,
                           Caller caller, render::LayoutOptions* layout);

// A sheet's settings (render and sheet; book takes the page, font and language).
struct SheetSettings {
  PageSettings page;
  std::string per_page = "auto";
  std::string title;
  bool no_name = false;
  std::string answers = "separate";
  std::string font{render::kFont.value};
  double dpi = render::kDpi.value;
  std::string format;  // empty: from the output name
  bool qr = false;
  bool show_rating = false;
  bool labels = false;  // accepted for older scripts: labels are drawn by default
  bool no_labels = false;
  bool ids = false;
  bool no_guides = false;
  std::string hints = "0";
  bool regions = false;
  std::string lang;   // empty: from the environment (app/language.h)
  std::string rules;  // full, short, none; empty: full for easy sheets, else short
};

// The format `f` names, or none (from the output name).
std::optional<render::Format> FormatOf(const SheetSettings& f);

// The drawing's options. The language and the documents' fixed time (SOURCE_DATE_EPOCH) come
// from `env`. A font that is not installed, or a title or a word of the language it cannot
// draw, is a warning appended to `warnings` (one line each; the sheet is still made). Errors name
// the option as `caller` wrote it, as MakePageSetup's.
absl::StatusOr<render::RenderOptions> MakeRenderOptions(const SheetSettings& f,
                                                        const Environment& env, Caller caller,
                                                        std::vector<std::string>* warnings);

}  // namespace papermines::app
