// The sheet options `render` and `sheet` share (paper, per page, title, name lines, answers, font,
// dpi) and their translation into render::RenderOptions.
#pragma once

#include <cstdlib>
#include <iostream>
#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "core/strings.h"
#include "papermines_version.h"
#include "render/document.h"
#include "render/font_check.h"

namespace papermines::cli {

struct SheetFlags {
  std::string paper = "a4";
  std::string per_page = "auto";
  std::string title;
  bool no_name = false;
  std::string answers = "after";
  std::string font = "DejaVu Sans";
  double dpi = 150;
  std::string format;  // empty: from the output name
};

inline void AddSheetFlags(CLI::App& sub, SheetFlags& f) {
  sub.add_option("--paper", f.paper, "paper size: a4 or letter")
      ->check(CLI::IsMember({"a4", "letter"}))
      ->capture_default_str();
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
                 "answer pages: 'after' the puzzles (mirroring their positions), 'none', or "
                 "'only' the answer key")
      ->check(CLI::IsMember({"after", "none", "only"}))
      ->capture_default_str();
  sub.add_option("--font", f.font, "font family for all text (through Pango)")
      ->capture_default_str();
  sub.add_option("--format", f.format,
                 "pdf, svg or png (default: from the output name's extension; '-o -' is PDF)")
      ->check(CLI::IsMember({"pdf", "svg", "png"}));
  sub.add_option("--dpi", f.dpi, "resolution of PNG pages")
      ->check(CLI::Range(10.0, 1200.0))
      ->capture_default_str();
}

inline std::optional<render::Format> FormatFlag(const SheetFlags& f) {
  if (f.format == "pdf") return render::Format::kPdf;
  if (f.format == "svg") return render::Format::kSvg;
  if (f.format == "png") return render::Format::kPng;
  return std::nullopt;
}

inline absl::StatusOr<render::RenderOptions> MakeRenderOptions(const SheetFlags& f) {
  render::RenderOptions o;
  auto paper = render::ParsePaper(f.paper);
  if (!paper) return absl::InvalidArgumentError("--paper must be a4 or letter");
  o.layout.paper = *paper;
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
  auto answers = render::ParseAnswerMode(f.answers);
  if (!answers) return absl::InvalidArgumentError("--answers must be after, none or only");
  o.answers = *answers;
  o.title = f.title;
  o.font = f.font;
  // A font that is not installed or a title it cannot draw: say so (the sheet is still made).
  for (const std::string& w : render::FontWarnings(f.font, f.title)) {
    std::cerr << "papermines: warning: " << OneLine(w) << "\n";
  }
  o.dpi = f.dpi;
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
