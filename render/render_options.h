// The renderer's options: the tunable ones declared once (core/option_table.h: render/document.h,
// render/book.h and render/text.cpp take their defaults and bounds from here, the CLI its flags),
// the output formats, and the options of a worksheet document (RenderOptions), which every
// surface of it (document.h: PDF, SVG, PNG; html.h: the playable page) takes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/option_table.h"
#include "render/i18n.h"
#include "render/layout.h"

namespace papermines::render {

inline constexpr TextOption kFont{"font", "DejaVu Sans",
                                  "font family for all text (through Pango)"};
inline constexpr NumberOption<double> kDpi{"dpi", 150, 10, 1200, "resolution of PNG pages"};

enum class Format { kPdf, kSvg, kPng, kHtml };

// The rules above a sheet's puzzles (`--rules`): kFull adds a worked example under them
// (rules_example.h), kShort is the rules' line, kNone leaves them out (the answer pages keep
// their legend). kAuto: full when every puzzle is easy, else short.
enum class RulesMode { kAuto, kFull, kShort, kNone };

struct RenderOptions {
  LayoutOptions layout;  // paper, per page, name lines (instruction_lines is computed)
  // kSeparate: WriteDocument writes the key to a file of its own (document.h, KeyPath);
  // RenderDocument, which makes one document, draws kSeparate as kAfter.
  AnswerMode answers = AnswerMode::kAfter;
  std::string title;  // empty: from the puzzle kinds ("Paper Minesweeper", ...)
  std::string font{kFont.value};
  double dpi = kDpi.value;                   // PNG only
  std::string creator = "papermines";        // PDF metadata
  std::optional<int64_t> source_date_epoch;  // PDF creation date; default 2026-01-01
  std::string temp_dir;     // where a PDF is streamed while it is drawn (empty: /tmp; app: $TMPDIR)
  bool rewrite_pdf = true;  // PDF through libqpdf (pdf/repair.h); false: Cairo's raw bytes
  bool qr = false;          // a QR code of the puzz.link URL beside each square paper puzzle (qr.h)
  // Paper puzzles: print the rating (solve/rating.h) beside the grade in each label.
  bool show_rating = false;
  bool labels = false;  // column letters and row numbers around every grid (render/labels.h)
  bool ids = false;     // puzzle ids in the captions of puzzle pages (the key always shows them)
  bool guides = true;   // guide lines every 5 cells on square grids of 12 or more columns
  bool reverse_regions = false;  // reverse puzzles also state their number of blank areas
  int hints = 0;     // paper puzzles' first K solution steps after the key (-1: all; hints.h)
  std::string lang;  // the language of every word drawn (render/i18n.h); "" = English
  CatalogueDirs catalogue_dirs;  // where its catalogue is (render/i18n.h); the caller's choice
  RulesMode rules = RulesMode::kAuto;  // PDF, SVG, PNG sheets; the HTML page keeps its rules
  // The run seed the puzzles were made with (a sheet's, app/seed.h), printed in the footer of
  // the key's pages so the run can be made again (`sheet --seed N`); none: not printed.
  std::optional<uint64_t> seed;
};

}  // namespace papermines::render
