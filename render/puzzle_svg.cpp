// One puzzle as an SVG image of its own (puzzle_svg.h).
#include "render/puzzle_svg.h"

#include <span>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "render/drawable.h"
#include "render/i18n.h"
#include "render/puzzle_painter.h"
#include "render/surface.h"
#include "render/text.h"

namespace papermines::render {

absl::StatusOr<std::string> PuzzleSvg(const Puzzle& puzzle, const PuzzleSvgOptions& options) {
  if (!(options.unit >= 4 && options.unit <= 200)) {
    return absl::InvalidArgumentError(
        absl::StrCat("the cell size must be 4..200 points, got ", options.unit));
  }
  absl::StatusOr<LanguageScope> language =
      LanguageScope::Enter(options.lang, options.catalogue_dirs);
  if (!language.ok()) return language.status();
  auto drawable = CheckDrawable(std::span<const Puzzle>(&puzzle, 1), /*labels=*/false,
                                /*qr=*/false);
  if (!drawable.ok()) return drawable.status();
  const GridGeometry& g = drawable->geometry[0];
  const double margin = options.unit / 2;
  // What the drawing says below the grid, as on a worksheet: a one-click puzzle's mine count, a
  // reverse puzzle's target, an answer's click count or "impossible".
  const GridMarks marks = PuzzlePainter::Marks(puzzle, options.answer, /*regions=*/false);
  const std::string said = absl::StrJoin(NeededCaptionParts(puzzle, marks), " \u00B7 ");
  const double note = said.empty() ? 0 : options.unit;
  const Size media{g.width() * options.unit + 2 * margin,
                   g.height() * options.unit + 2 * margin + note};
  PageSurface surface(Format::kSvg, media, /*dpi=*/72, PdfInfo{});
  cairo_t* cr = surface.BeginPage();
  PuzzlePainter painter(options.font);
  painter.Draw(cr, puzzle, margin, margin, options.unit, options.answer);
  if (!said.empty()) {
    const Rect line{margin, margin + g.height() * options.unit, g.width() * options.unit, note};
    painter.text().Markup(cr, said, options.unit * 0.5, line, Align::kLeft);
  }
  if (absl::Status s = surface.EndPage(); !s.ok()) return s;
  auto files = surface.Finish(/*rewrite_pdf=*/false, "SVG");
  if (!files.ok()) return files.status();
  return std::move(files->front());
}

}  // namespace papermines::render
