// Reverse puzzles in render/ (render/kind.h): their words, and their grid: the open board
// (numbers, mines as disks) with the target beside it; the answer rings an optimal click set.
#include <set>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "core/cell_name.h"
#include "core/reveal.h"
#include "render/i18n.h"
#include "render/kind.h"
#include "render/kinds.h"

namespace papermines::render {
namespace {

// The parts of the kind's descriptor, by name (MakeRenderKind, render/kind.h).
struct ReverseRender {
  static constexpr PuzzleKind kKind = PuzzleKind::kReverse;

  static std::string Title() { return Tr("Reverse Minesweeper"); }
  static std::string ShortTitle() { return Tr("Reverse"); }

  static std::string Rules(std::span<const Puzzle>) {
    return Tr(
        "All cells are open. A click closes what would open with it (a blank, or a number "
        "beside one: the whole blank area). Close the board in the clicks shown; circle "
        "each cell you click.");
  }

  static std::string HowTo(std::span<const Puzzle>) {
    return Tr(
        "Every cell of the board is open: numbers, blanks and the mines. A click closes "
        "what would open with the cell clicked: a blank closes its whole blank area and "
        "the numbers around it, a number next to blank areas closes those areas too, any "
        "other cell only itself. Close every safe cell in the number "
        "of clicks the caption shows, the fewest there are, and circle each cell you "
        "click.");
  }

  static std::string Legend() {
    return Tr(
        "\u25CB one shortest click set. Any set of that many clicks that closes the board "
        "is correct.");
  }

  static std::string PlayHint() {
    return Tr("Click an open cell to close what it would open. Undo takes a click back.");
  }

  static void Art(const Puzzle& p, bool answer, bool regions, GridArt* a) {
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

  static MineCountShows MineCountOf(const Puzzle&) { return MineCountShows::kFact; }

  // The blank areas one click of a reverse board closes (the click set's own rule): a blank closes
  // its area with the numbers around it, a number beside blank areas closes those areas too, any
  // other cell (a mine, a number with no blank beside it) only itself (no area). Returns the areas
  // and sets *cells to the number of cells the click closes.
  static std::set<int> AreasClosedBy(const Topology& t, const ZeroComponents& z, int32_t cell,
                                     int* cells) {
    std::set<int> comps;
    if (z.comp_of[cell] >= 0) comps.insert(z.comp_of[cell]);
    for (int32_t nb : t.neighbors(cell)) {
      if (z.comp_of[cell] < 0 && z.comp_of[nb] >= 0) comps.insert(z.comp_of[nb]);
    }
    std::set<int32_t> closed = {cell};
    for (int comp : comps) {
      for (uint32_t k = z.member_start[comp]; k < z.member_start[comp + 1]; ++k)
        closed.insert(z.members[k]);
      for (uint32_t k = z.border_start[comp]; k < z.border_start[comp + 1]; ++k)
        closed.insert(z.border[k]);
    }
    *cells = static_cast<int>(closed.size());
    return comps;
  }

  // The clicks, as the solver's click set has them: the first three that close blank areas in
  // words, then how many more do, then the cells nothing else closes.
  static ExampleSteps Example(const Puzzle& p) {
    ExampleSteps out;
    const Topology& t = *p.topology;
    if (!p.reverse_clicks || p.mine.size() != size_t(t.size())) return out;
    const std::vector<uint8_t> number = CountNeighborMines(t, p.mine);
    const ZeroComponents z = FindZeroComponents(t, p.mine, number);
    int areas = 0, alone = 0;
    for (int32_t cell : *p.reverse_clicks) {
      int n = 0;
      const std::set<int> comps = AreasClosedBy(t, z, cell, &n);
      if (comps.empty()) {
        ++alone;
        continue;
      }
      if (areas++ >= 3) continue;
      const std::string name = CellName(t, cell, CellNaming::kLabel);
      out.steps.push_back(
          z.comp_of[cell] >= 0
              ? absl::Substitute(
                    Tr("Click $0, a blank: its area closes with the numbers around it ($1 cells)."),
                    name, Number(n))
              : absl::Substitute(TrN("Click $0, a number beside a blank area: the area closes with "
                                     "it ($1 cells).",
                                     "Click $0, a number beside $2 blank areas: both close with it "
                                     "($1 cells).",
                                     static_cast<int64_t>(comps.size())),
                                 name, Number(n), Number(static_cast<int64_t>(comps.size()))));
    }
    if (areas > 3) {
      out.steps.push_back(absl::Substitute(
          TrN("One more click closes the last blank area.",
              "$0 more clicks close the other blank areas the same way.", areas - 3),
          Number(areas - 3)));
    }
    if (alone > 0) {
      out.steps.push_back(absl::Substitute(
          TrN("Then the $0 cell nothing else closes (a mine, or a number with no blank beside it): "
              "one click.",
              "Then the $0 cells nothing else closes (the mines and the numbers with no blank "
              "beside them): one click each.",
              alone),
          Number(alone)));
    }
    const int64_t k = static_cast<int64_t>(p.reverse_clicks->size());
    out.intro = absl::Substitute(
        TrN("The solver closes this board in $0 click (ringed in the solution):",
            "The solver closes this board in $0 clicks (ringed in the solution):", k),
        Number(k));
    return out;
  }

  // The board, '*' a mine, '.' a safe cell.
  static std::string PlayCells(const Puzzle& p) {
    std::string cells;
    for (uint8_t m : p.mine) cells += m ? '*' : '.';
    return cells;
  }
};

}  // namespace

const RenderKind kReverseRenderKind = MakeRenderKind<ReverseRender>();

}  // namespace papermines::render
