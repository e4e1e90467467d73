// The playable page: one self-contained HTML file (no network, no external file, no framework)
// with the puzzles as inline SVG drawn from the same geometry as the PDF (geometry.h cell
// polygons, layout.h slots). A small script (play.js) makes every kind playable with mouse,
// touch and keyboard, checks and shows answers, and keeps progress in the browser's local storage;
// a print stylesheet puts the puzzles where the PDF puts them (same page size, slots and scale).
//
// The page contract (README "The playable HTML page", docs/FORMAT.md):
//   each puzzle is a <section data-puzzle-id="ID" data-kind="paper|oneclick|reverse">; each cell
//   an SVG shape with data-r and data-c; buttons data-action="check" | "answer" | "reset" (and
//   "undo" for reverse, "run" for one-click); after a check the section's data-state is
//   "solved", "wrong" or "incomplete" (a move clears it).
//
// Everything from an input is escaped for its context (escape.h): ids and the title as HTML text
// and attributes, the data block as JSON safe inside <script>, the font as a CSS string. The page
// carries a Content-Security-Policy that allows only its own inline script and style (by SHA-256
// hash): no network, no eval, no other script.
#pragma once

#include <span>
#include <string>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "render/render_options.h"

namespace papermines::render {

// A heading shown on screen before puzzle `first` (0-based), e.g. a book's section title: an
// <h2 class="section-title" data-section="K"> (K = its position in the list) that takes a line of
// its own; print pages keep the PDF's layout and leave headings out.
struct HtmlHeading {
  size_t first = 0;
  std::string title;
};

absl::StatusOr<std::string> RenderHtml(std::span<const Puzzle> puzzles,
                                       const RenderOptions& options,
                                       std::span<const HtmlHeading> headings = {});

// The play script (play.js) and the base stylesheet (html_play.cpp), for the page and its tests.
const char* PlayScript();
const char* PlayStyle();

// "sha256-<base64>" of `text`, the CSP source expression that allows exactly that inline block.
std::string CspHash(const std::string& text);

}  // namespace papermines::render
