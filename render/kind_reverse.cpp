// Reverse puzzles in render/ (render/kind.h): their words, and their grid: the open board
// (numbers, mines as disks) with the target beside it; the answer rings an optimal click set.
#include "absl/strings/str_cat.h"
#include "core/reveal.h"
#include "render/i18n.h"
#include "render/kind.h"
#include "render/kinds.h"

namespace papermines::render {
namespace {

std::string Title() { return Tr("Reverse Minesweeper"); }
std::string ShortTitle() { return Tr("Reverse"); }

std::string Rules(std::span<const Puzzle>) {
  return Tr(
      "All cells are open. A click closes what would open with it (a blank, or a number "
      "beside one: the whole blank area). Close the board in the clicks shown; circle "
      "each cell you click.");
}

std::string HowTo(std::span<const Puzzle>) {
  return Tr(
      "Every cell of the board is open: numbers, blanks and the mines. A click closes "
      "what would open with the cell clicked: a blank closes its whole blank area and "
      "the numbers around it, a number next to blank areas closes those areas too, any "
      "other cell only itself. Close every safe cell in the number "
      "of clicks the caption shows, the fewest there are, and circle each cell you "
      "click.");
}

std::string Legend() {
  return Tr(
      "\u25CB one shortest click set. Any set of that many clicks that closes the board "
      "is correct.");
}

std::string PlayHint() {
  return Tr("Click an open cell to close what it would open. Undo takes a click back.");
}

void Art(const Puzzle& p, bool answer, bool regions, GridArt* a) {
  const Topology& topo = *p.topology;
  const size_t n = a->tint.size();
  const bool have_board = p.mine.size() == n;
  if (have_board) ShowBoard(topo, p.mine, a);
  if (!answer && p.reverse_clicks) {
    // The target: the minimum, which every optimal click set reaches.
    a->stat = ReverseTarget(static_cast<int64_t>(p.reverse_clicks->size()));
    a->stat_parts = {a->stat};
    if (regions && have_board) {
      // The easier variant: how many blank areas (zero regions) there are.
      const ZeroComponents z = FindZeroComponents(topo, p.mine, CountNeighborMines(topo, p.mine));
      a->stat_parts.push_back(BlankAreas(z.count));
      absl::StrAppend(&a->stat, " \u00B7 ", a->stat_parts.back());
    }
  }
  if (!answer) return;
  if (!p.reverse_clicks) {
    a->note = AnswerNotInFile();
    return;
  }
  for (int32_t c : *p.reverse_clicks) {
    if (c >= 0 && static_cast<size_t>(c) < n) a->ring[c] = 1;
  }
  a->stat = ClickCount(static_cast<int64_t>(p.reverse_clicks->size()));
  a->stat_parts = {a->stat};
}

}  // namespace

extern const RenderKind kReverseRenderKind;
const RenderKind kReverseRenderKind = {
    .kind = PuzzleKind::kReverse,
    .title = Title,
    .short_title = ShortTitle,
    .rules = Rules,
    .how_to = HowTo,
    .legend = Legend,
    .play_hint = PlayHint,
    .art = Art,
};

}  // namespace papermines::render
