// Mosaic puzzles in render/ (render/kind.h): a PLACEHOLDER so that render/ links with the kind
// (core/kind_list.h); its drawings, words, worked example and playable page are the next step of
// issue 38. Its words are English and not yet in the catalogues (no Tr, so the catalogue check
// does not ask for translations of words about to change). The grid shows the clues; the answer
// tints the picture's filled cells.
#include <string>

#include "render/kind.h"
#include "render/kinds.h"

namespace papermines::render {
namespace {

std::string Title() { return "Mosaic"; }
std::string ShortTitle() { return "Mosaic"; }

std::string Rules(std::span<const Puzzle>) {
  return "Each number counts the filled cells of the 3 x 3 block centred on it, its own cell "
         "included. Fill the cells to reveal the picture.";
}

std::string HowTo(std::span<const Puzzle> puzzles) {
  return Rules(puzzles) + " There is exactly one picture, found without guessing.";
}

std::string Legend() { return "Shaded: a filled cell."; }

std::string PlayHint() { return "Click a cell: filled, empty, unknown."; }

void Art(const Puzzle& p, bool answer, bool, GridArt* a) {
  const size_t n = a->tint.size();
  for (size_t i = 0; i < n && i < p.clues.size(); ++i) {
    if (p.clues[i] != kClosed) a->number[i] = p.clues[i];
  }
  if (!answer) return;
  if (p.mine.size() != n) {
    a->note = AnswerNotInFile();
    return;
  }
  for (size_t i = 0; i < n; ++i) a->tint[i] = p.mine[i];
}

MineCountShows MineCountOf(const Puzzle&) { return MineCountShows::kAnswerOnly; }

ExampleSteps Example(const Puzzle&) { return {}; }

// The clues, one base-36 digit a cell, '.' none.
std::string PlayCells(const Puzzle& p) {
  std::string cells;
  for (uint8_t v : p.clues) cells += v == kClosed ? '.' : static_cast<char>('0' + v);
  return cells;
}

std::string PlayFields(const Puzzle&) { return ""; }

}  // namespace

extern const RenderKind kMosaicRenderKind;
const RenderKind kMosaicRenderKind = {
    .kind = PuzzleKind::kMosaic,
    .title = Title,
    .short_title = ShortTitle,
    .rules = Rules,
    .how_to = HowTo,
    .legend = Legend,
    .play_hint = PlayHint,
    .art = Art,
    .mine_count = MineCountOf,
    .example = Example,
    .play_cells = PlayCells,
    .play_fields = PlayFields,
};

}  // namespace papermines::render
