// The sheet options `render` and `sheet` share (paper, per page, title, name lines, answers, font,
// dpi) and their translation into render::RenderOptions. The page setup flags (--paper,
// --margins, --bleed, --min-cell) are shared with `book` through AddPageFlags/MakePageSetup.
#pragma once

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "cli/language.h"
#include "cli/option_table.h"
#include "cli/vocabulary.h"
#include "core/strings.h"
#include "papermines_version.h"
#include "render/document.h"
#include "render/font_check.h"
#include "render/i18n.h"

namespace papermines::cli {

// --paper, --margins, --bleed, --min-cell (render, sheet and book).
struct PageFlags {
  std::string paper = "a4";
  std::string margins;  // empty: the command's default
  std::string bleed = "0";
  std::string min_cell = "5mm";
};

inline void AddPageFlags(CLI::App& sub, PageFlags& f, const std::string& default_margins) {
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
  sub.add_option("--bleed", f.bleed,
                 "bleed (e.g. 3mm or 0.125in) on the top, bottom and outside edge (right on odd "
                 "pages, left on even pages): the page grows by it there, never on the binding "
                 "side; each page's TrimBox marks the trim")
      ->capture_default_str();
  sub.add_option("--min-cell", f.min_cell,
                 "smallest cell drawn (e.g. 5mm): a board that cannot fit one to a page with "
                 "cells this large is refused before anything is generated")
      ->capture_default_str();
}

// The page setup and minimum cell the flags ask for; `default_margins` when --margins is empty.
inline absl::Status MakePageSetup(const PageFlags& f, const render::Margins& default_margins,
                                  render::LayoutOptions* layout) {
  auto page = render::ParsePageSize(f.paper);
  if (!page.ok())
    return absl::InvalidArgumentError(absl::StrCat("--paper: ", page.status().message()));
  page->margins = default_margins;
  if (!f.margins.empty()) {
    auto m = render::ParseMargins(f.margins);
    if (!m.ok())
      return absl::InvalidArgumentError(absl::StrCat("--margins: ", m.status().message()));
    page->margins = *m;
  }
  auto bleed = render::ParseLength(f.bleed);
  if (!bleed.ok())
    return absl::InvalidArgumentError(absl::StrCat("--bleed: ", bleed.status().message()));
  page->bleed = *bleed;
  if (absl::Status s = render::ValidatePageSetup(*page); !s.ok()) return s;
  auto min_cell = render::ParseLength(f.min_cell);
  if (!min_cell.ok() || *min_cell < 1) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--min-cell must be a length of at least 1pt (e.g. 5mm), got '", f.min_cell, "'"));
  }
  layout->page = *page;
  layout->min_unit = *min_cell;
  return absl::OkStatus();
}

struct SheetFlags {
  PageFlags page;
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
  std::string lang;   // empty: from the environment (cli/language.h)
  std::string rules;  // full, short, none; empty: full for easy sheets, else short
};

inline void AddSheetFlags(CLI::App& sub, SheetFlags& f) {
  AddPageFlags(sub, f.page, "13.4mm,9.9mm,14.8mm,14.8mm");
  sub.add_option("--per-page", f.per_page,
                 "puzzles per page as WxH (across x down), or 'auto': as many as fit with cells "
                 "of at least 5 mm; puzzles are always scaled to fit their slot")
      ->capture_default_str();
  sub.add_option("--title", f.title,
                 "the title on every page (default: from the puzzle kinds, e.g. 'Paper "
                 "Minesweeper'); no control or bidirectional control characters")
      ->check(PlainText());
  sub.add_flag("--no-name", f.no_name, "leave out the 'Name ____ Date ____' line");
  sub.add_option("--answers", f.answers,
                 "the answer key: 'separate' (the puzzles to OUT, the key and any hint pages to "
                 "OUT's name + '-key', e.g. worksheet-key.pdf, both written or neither; never on "
                 "the back of a puzzle page), 'after' the puzzles in the same file (from an odd "
                 "page, after a blank one if needed), 'none', or 'only' the key. Answer pages "
                 "mirror the puzzle pages. HTML keeps its answers behind a button (separate is "
                 "after there)")
      ->transform(EnumNames({"separate", "after", "none", "only"}))
      ->capture_default_str();
  AddTableOption(sub, render::kFont, f.font);
  sub.add_option(
         "--format", f.format,
         "pdf, svg, png or html (default: from the output name's extension; '-o -' is PDF); "
         "html is one self-contained playable page (see the README)")
      ->transform(EnumNames({"pdf", "svg", "png", "html"}));
  sub.add_flag("--qr", f.qr,
               "print beside each square paper puzzle a QR code of its puzz.link URL (at least "
               "18 mm with its quiet zone), so a phone opens it in puzz.link's player");
  sub.add_flag("--show-rating", f.show_rating,
               "print each paper puzzle's rating (1.0-11.0, higher is harder) beside its grade");
  sub.add_flag("--labels", f.labels,
               "column letters (A..Z, AA..) and row numbers (1..) around every grid: the default; "
               "they name cells as hint captions, `check` and `solve --explain --labels` do");
  sub.add_flag("--no-labels", f.no_labels, "leave out the column letters and row numbers");
  sub.add_flag("--ids", f.ids,
               "print each puzzle's id (from which `sheet --id` regenerates it) in its caption on "
               "the puzzle pages too; the answer key always shows them");
  sub.add_flag("--no-guides", f.no_guides,
               "leave out the guide lines drawn every 5 cells on square grids of 12 or more "
               "columns");
  sub.add_flag("--regions", f.regions,
               "reverse puzzles: beside the target (\"close it in 12 clicks\"), the number of "
               "blank areas (zero regions), an easier variant");
  sub.add_option("--hints", f.hints,
                 "after the answer key, each paper puzzle's first K solution steps, each on a "
                 "small copy of the grid with the clues it uses shaded, the cells it decides "
                 "ringed and a caption in the words of `solve --explain`; 'all' for the whole "
                 "path (meant for small boards); 0 for none")
      ->capture_default_str();
  sub.add_option("--rules", f.rules,
                 "the rules above the puzzles: 'full' adds under them a worked example (a 3 x 3 "
                 "table on the sheet's grid, one deduction drawn and said in a sentence), "
                 "'short' is the rules' line alone, 'none' leaves them out (the key keeps its "
                 "legend). Default: full when every puzzle is easy, else short. Sheets of no "
                 "paper puzzle have no example (full is short there); the HTML page keeps its "
                 "rules")
      ->transform(EnumNames({"full", "short", "none"}));
  AddTableOption(sub, render::kDpi, f.dpi);
  AddLangFlag(sub, f.lang);
}

inline std::optional<render::Format> FormatFlag(const SheetFlags& f) {
  if (f.format == "pdf") return render::Format::kPdf;
  if (f.format == "svg") return render::Format::kSvg;
  if (f.format == "png") return render::Format::kPng;
  if (f.format == "html") return render::Format::kHtml;
  return std::nullopt;
}

// Font warnings go to `warnings` when given (the web server hands them to its client), else to
// stderr.
inline absl::StatusOr<render::RenderOptions> MakeRenderOptions(
    const SheetFlags& f, std::vector<std::string>* warnings = nullptr) {
  render::RenderOptions o;
  if (absl::Status s = MakePageSetup(
          f.page,
          {render::kMarginTop, render::kMarginBottom, render::kMarginSide, render::kMarginSide},
          &o.layout);
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
      return absl::InvalidArgumentError(absl::StrCat(
          "--per-page must be WxH with W and H between 1 and 16 (e.g. 2x3) or 'auto', got '",
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
    return absl::InvalidArgumentError("--answers must be separate, after, none or only");
  }
  o.answers = *answers;
  o.title = f.title;
  o.font = f.font;
  absl::StatusOr<std::string> lang = ResolveLanguage(f.lang);
  if (!lang.ok()) return lang.status();
  o.lang = *lang;
  o.catalogue_dirs = CatalogueFolders();
  // A font that is not installed, or a title or a word of the language it cannot draw: say so
  // (the sheet is still made).
  for (const std::string& w : render::FontWarnings(
           f.font, absl::StrCat(f.title, render::CatalogueText(o.lang, o.catalogue_dirs)))) {
    if (warnings != nullptr) {
      warnings->push_back(OneLine(w));
    } else {
      std::cerr << "papermines: warning: " << OneLine(w) << "\n";
    }
  }
  o.dpi = f.dpi;
  o.qr = f.qr;
  o.labels = !f.no_labels;
  o.ids = f.ids;
  o.guides = !f.no_guides;
  o.reverse_regions = f.regions;
  if (f.hints == "all") {
    o.hints = -1;
  } else if (!absl::SimpleAtoi(f.hints, &o.hints) || o.hints < 0 || o.hints > 10000) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--hints must be a number of steps from 0 to 10000 or 'all', got '", f.hints, "'"));
  }
  o.creator = "papermines " PAPERMINES_VERSION;
  if (const char* e = std::getenv("SOURCE_DATE_EPOCH"); e != nullptr && *e != '\0') {
    int64_t epoch = 0;
    if (!absl::SimpleAtoi(e, &epoch) || epoch < 0 || epoch > int64_t{253402300799}) {
      return absl::InvalidArgumentError(
          absl::StrCat("SOURCE_DATE_EPOCH must be a number of seconds, got '", e, "'"));
    }
    o.source_date_epoch = epoch;
  }
  return o;
}

}  // namespace papermines::cli
