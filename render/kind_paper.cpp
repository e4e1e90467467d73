// Paper puzzles in render/ (render/kind.h): their words, and their grid: clue numbers in open
// cells, closed cells tinted; the answer adds the mines as disks and a dash in every safe closed
// cell.
#include <algorithm>

#include "absl/strings/substitute.h"
#include "render/i18n.h"
#include "render/kind.h"
#include "render/kinds.h"
#include "render/step_text.h"

namespace papermines::render {
namespace {

// The parts of the kind's descriptor, by name (MakeRenderKind, render/kind.h).
struct PaperRender {
  static constexpr PuzzleKind kKind = PuzzleKind::kPaper;

  static std::string Title() { return Tr("Paper Minesweeper"); }
  static std::string ShortTitle() { return Tr("Paper"); }

  static std::string Rules(std::span<const Puzzle> puzzles) {
    return absl::Substitute(
        Tr("Each number counts the mines among $0. Numbered cells are safe. Find every mine."),
        Around(PuzzleKind::kPaper, puzzles));
  }

  static std::string HowTo(std::span<const Puzzle> puzzles) {
    return absl::Substitute(
        Tr("Some cells are open and show a number: how many mines there are among $0. Open "
           "cells are never mines. Work out which closed cells hide a mine: there is exactly "
           "one way, and it can be found without guessing."),
        Around(PuzzleKind::kPaper, puzzles));
  }

  static std::string Legend() { return Tr("\u25CF a mine, \u2013 a safe closed cell."); }

  static std::string PlayHint() {
    return Tr("Click (or Space) a grey cell: mine, safe, unknown; right-click goes back.");
  }

  static void Art(const Puzzle& p, bool answer, bool, GridArt* a) {
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

  static MineCountShows MineCountOf(const Puzzle& p) {
    return p.mines_shown ? MineCountShows::kClue : MineCountShows::kAnswerOnly;
  }

  // The first three deductions, as the solver found them.
  static ExampleSteps Example(const Puzzle& p) {
    ExampleSteps out;
    if (!p.drawing.steps) return out;
    const auto& all = *p.drawing.steps;
    const size_t shown = std::min<size_t>(3, all.size());
    for (size_t k = 0; k < shown; ++k) {
      out.steps.push_back(StepText(*p.topology, all[k]));  // in the book's language
      for (int32_t cc : all[k].clue_cells) out.ring.push_back(cc);
      for (const auto& m : all[k].cells) out.marks.push_back(m);
    }
    out.intro = absl::Substitute(
        TrN("The solver's first step, drawn on the puzzle (the clue it uses ringed, the cells it "
            "decides marked):",
            "The solver's first $0 steps, drawn on the puzzle (the clues they use ringed, the "
            "cells they decide marked):",
            static_cast<int64_t>(shown)),
        Number(static_cast<int64_t>(shown)));
    return out;
  }

  static std::string PlayCells(const Puzzle& p) { return ClueCells(p); }
};

}  // namespace

const RenderKind kPaperRenderKind = MakeRenderKind<PaperRender>();

}  // namespace papermines::render
