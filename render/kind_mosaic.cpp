// Mosaic puzzles (Fill-a-Pix) in render/ (render/kind.h): their words, and their grid: the clue
// numbers in white cells, no cell tinted (every cell is unknown to the player, numbered ones
// too); the answer is the picture: the filled cells dark, their numbers in white so that they
// stay readable. A mosaic has no mines: its count of filled cells is never shown as one.
#include <algorithm>
#include <vector>

#include "absl/strings/str_join.h"
#include "absl/strings/substitute.h"
#include "core/cell_name.h"
#include "render/i18n.h"
#include "render/kind.h"
#include "render/kinds.h"

namespace papermines::render {
namespace {

// The parts of the kind's descriptor, by name (MakeRenderKind, render/kind.h).
struct MosaicRender {
  static constexpr PuzzleKind kKind = PuzzleKind::kMosaic;

  static std::string Title() { return Tr("Mosaic"); }
  static std::string ShortTitle() { return Tr("Mosaic"); }

  static std::string Rules(std::span<const Puzzle>) {
    return Tr(
        "Each number counts the filled cells of the 3 \u00D7 3 block centred on it, its own cell "
        "included. Fill the cells to reveal the picture.");
  }

  static std::string HowTo(std::span<const Puzzle>) {
    return Tr(
        "Every cell is either filled or empty, and the filled cells make a picture. A number "
        "tells how many cells are filled in the 3 \u00D7 3 block centred on it: the cell itself "
        "and the 8 around it (fewer at the edge). A numbered cell may be filled too. A 0 leaves "
        "its whole block empty, a 9 fills it. There is exactly one picture, and it can be found "
        "without guessing.");
  }

  static std::string Legend() {
    return Tr("The picture: the filled cells are dark, their numbers white.");
  }

  static std::string PlayHint() {
    return Tr(
        "Click (or Space) a cell: filled, empty, unknown; right-click goes back. F fills, "
        "E marks empty.");
  }

  static void Art(const Puzzle& p, bool answer, bool, GridArt* a) {
    const size_t n = a->number.size();
    for (size_t i = 0; i < n && i < p.clues.size(); ++i) {
      if (p.clues[i] != kClosed) a->number[i] = p.clues[i];
    }
    if (!answer) return;
    if (p.mine.size() != n) {
      a->note = AnswerNotInFile();
      return;
    }
    a->fill.assign(p.mine.begin(), p.mine.end());
  }

  static MineCountShows MineCountOf(const Puzzle&) { return MineCountShows::kNever; }

  // "fill B3, C3", "leave D4 empty", both joined: what one step decides.
  static std::string Decided(const Topology& t,
                             const std::vector<std::pair<int32_t, uint8_t>>& cells) {
    std::vector<int32_t> filled, empty;
    for (auto [c, x] : cells) (x ? filled : empty).push_back(c);
    std::vector<std::string> parts;
    if (!filled.empty()) {
      parts.push_back(absl::Substitute(Tr("fill $0"), CellNames(t, filled, CellNaming::kLabel)));
    }
    if (!empty.empty()) {
      parts.push_back(
          absl::Substitute(Tr("leave $0 empty"), CellNames(t, empty, CellNaming::kLabel)));
    }
    return absl::StrJoin(parts, "; ");
  }

  // The first three deductions, as the solver found them, in the kind's own words (a cell is
  // filled or empty, never a mine).
  static ExampleSteps Example(const Puzzle& p) {
    ExampleSteps out;
    if (!p.drawing.steps || p.drawing.steps->empty()) return out;
    const Topology& t = *p.topology;
    const auto& all = *p.drawing.steps;
    const size_t shown = std::min<size_t>(3, all.size());
    for (size_t k = 0; k < shown; ++k) {
      const DeductionStep& s = all[k];
      const std::string decided = Decided(t, s.cells);
      std::vector<int32_t> clues;
      const StepClue* first = nullptr;
      for (const StepClue& c : s.reason.clues) {
        if (c.cell < 0) continue;
        clues.push_back(c.cell);
        if (first == nullptr) first = &c;
      }
      if (clues.size() == 1) {
        const StepClue& c = *first;
        out.steps.push_back(absl::Substitute(Tr("The $0 at $1: $2."), Number(c.value),
                                             CellName(t, c.cell, CellNaming::kLabel), decided));
      } else {
        out.steps.push_back(absl::Substitute(Tr("The numbers at $0 together: $1."),
                                             CellNames(t, clues, CellNaming::kLabel), decided));
      }
      for (int32_t cc : s.clue_cells) out.ring.push_back(cc);
      for (const auto& m : s.cells) out.marks.push_back(m);
    }
    out.intro =
        Tr("The solver's first steps, drawn on the puzzle (the numbers they use ringed; \u25CF a "
           "cell to fill, \u2013 a cell left empty):");
    return out;
  }

  static std::string PlayCells(const Puzzle& p) { return ClueCells(p); }
};

}  // namespace

const RenderKind kMosaicRenderKind = MakeRenderKind<MosaicRender>();

}  // namespace papermines::render
