// Paper puzzles in render/ (render/kind.h): their words, and their grid: clue numbers in open
// cells, closed cells tinted; the answer adds the mines as disks and a dash in every safe closed
// cell.
#include "absl/strings/substitute.h"
#include "render/i18n.h"
#include "render/kind.h"
#include "render/kinds.h"

namespace papermines::render {
namespace {

std::string Title() { return Tr("Paper Minesweeper"); }
std::string ShortTitle() { return Tr("Paper"); }

std::string Rules(std::span<const Puzzle> puzzles) {
  return absl::Substitute(
      Tr("Each number counts the mines among $0. Numbered cells are safe. Find every mine."),
      Around(PuzzleKind::kPaper, puzzles));
}

std::string HowTo(std::span<const Puzzle> puzzles) {
  return absl::Substitute(
      Tr("Some cells are open and show a number: how many mines there are among $0. Open "
         "cells are never mines. Work out which closed cells hide a mine: there is exactly "
         "one way, and it can be found without guessing."),
      Around(PuzzleKind::kPaper, puzzles));
}

std::string Legend() { return Tr("\u25CF a mine, \u2013 a safe closed cell."); }

std::string PlayHint() {
  return Tr("Click (or Space) a grey cell: mine, safe, unknown; right-click goes back.");
}

void Art(const Puzzle& p, bool answer, bool, GridArt* a) {
  const size_t n = a->tint.size();
  for (size_t i = 0; i < n && i < p.clues.size(); ++i) {
    if (p.clues[i] == kClosed) {
      a->tint[i] = 1;
    } else {
      a->number[i] = p.clues[i];
    }
  }
  if (!answer) return;
  if (p.mine.size() != n) {
    a->note = AnswerNotInFile();
    return;
  }
  for (size_t i = 0; i < n; ++i) {
    if (a->tint[i]) (p.mine[i] ? a->disk : a->dash)[i] = 1;
  }
}

}  // namespace

extern const RenderKind kPaperRenderKind;
const RenderKind kPaperRenderKind = {
    .kind = PuzzleKind::kPaper,
    .title = Title,
    .short_title = ShortTitle,
    .rules = Rules,
    .how_to = HowTo,
    .legend = Legend,
    .play_hint = PlayHint,
    .art = Art,
};

}  // namespace papermines::render
