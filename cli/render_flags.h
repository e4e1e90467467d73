// The flags of the sheet settings `render` and `sheet` share (paper, per page, title, name lines,
// answers, font, dpi): CLI11 options that fill app::SheetSettings (app/render_settings.h), which
// turns them into render::RenderOptions. The page setup flags (--paper, --margins, --bleed,
// --min-cell) are shared with `book` through AddPageFlags.
#pragma once

#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "app/render_settings.h"
#include "cli/common.h"
#include "cli/language.h"
#include "cli/option_table.h"
#include "cli/vocabulary.h"
#include "render/document.h"

namespace papermines::cli {

// --paper, --margins, --bleed, --min-cell (render, sheet and book).
inline void AddPageFlags(CLI::App& sub, app::PageSettings& f, const std::string& default_margins) {
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

inline void AddSheetFlags(CLI::App& sub, app::SheetSettings& f) {
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
