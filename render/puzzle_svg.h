// One puzzle's grid as an SVG image of its own, with no page around it: the drawing of the
// worksheets (puzzle_painter.h: the same cells, numbers and marks), on a canvas just large enough
// for the grid and the line a worksheet prints below it (a one-click puzzle's mine count, a
// reverse target, an answer's click count). The Python module shows puzzles with it in a
// notebook (`puzzle._repr_svg_()`, python/).
#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "render/render_options.h"

namespace papermines::render {

struct PuzzleSvgOptions {
  bool answer = false;  // draw the answer (the puzzle must carry it: solve/complete_answers.h)
  double unit = 24;     // points per cell unit (geometry.h)
  std::string font{kFont.value};
  std::string lang;              // the language of its words (i18n.h); "" = English
  CatalogueDirs catalogue_dirs;  // where that language's catalogue is (i18n.h)
};

// The SVG document (UTF-8 text). InvalidArgument, as CheckDrawable words it, for a puzzle that
// cannot be drawn (a graph topology, a paper puzzle without a clue per cell, ...) or a unit
// outside 4..200 points; LanguageScope::Enter's error for a language it cannot draw in.
absl::StatusOr<std::string> PuzzleSvg(const Puzzle& puzzle, const PuzzleSvgOptions& options = {});

}  // namespace papermines::render
