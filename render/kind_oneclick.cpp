// One-click puzzles in render/ (render/kind.h): their words, and their grid: an empty R x C grid;
// the answer is the solution board with its numbers (blank for 0) and the click ringed, or, for a
// task without a board, a banner with the reason.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "core/cell_name.h"
#include "render/i18n.h"
#include "render/kind.h"
#include "render/kinds.h"

namespace papermines::render {
namespace {

// The parts of the kind's descriptor, by name (MakeRenderKind, render/kind.h).
struct OneClickRender {
  static constexpr PuzzleKind kKind = PuzzleKind::kOneClick;
  static constexpr bool kPlayRunsClick = true;

  static std::string Title() { return Tr("One-Click Minesweeper"); }
  static std::string ShortTitle() { return Tr("One-click"); }

  static bool AsksPossible(std::span<const Puzzle> puzzles) {
    return std::any_of(puzzles.begin(), puzzles.end(), [](const Puzzle& p) {
      return p.kind == PuzzleKind::kOneClick && p.impossible;
    });
  }

  static std::string Rules(std::span<const Puzzle> puzzles) {
    // A sheet with impossible tasks asks first whether it can be done at all.
    if (AsksPossible(puzzles)) {
      return absl::Substitute(Tr("Possible or not? If so, place the mines so that one click "
                                 "opens every safe cell (a 0 opens $0) and mark that cell; if "
                                 "not, write \u201Cimpossible\u201D."),
                              Around(PuzzleKind::kOneClick, puzzles));
    }
    return absl::Substitute(Tr("Place the mines so that one click opens every safe cell (a 0 "
                               "opens $0). Mark that cell."),
                            Around(PuzzleKind::kOneClick, puzzles));
  }

  static std::string HowTo(std::span<const Puzzle> puzzles) {
    return absl::StrCat(Rules(puzzles), " ",
                        Tr("The caption gives the number of mines. Any board with that many "
                           "mines that one click clears is a solution."));
  }

  static std::string Legend() {
    return Tr(
        "\u25CF a mine, \u25CB the cell to click, numbers as the click reveals them. Any "
        "board with that many mines that one click clears is correct.");
  }

  static std::string PlayHint() {
    return Tr("Click a cell: mine, the cell to click, empty. Then Run the click.");
  }

  static void Art(const Puzzle& p, bool answer, bool, GridArt* a) {
    if (!answer) return;
    const size_t n = a->tint.size();
    const bool have_board = p.mine.size() == n;
    // An impossible task (the rule shows it) is marked with the reason.
    const std::string& why_not = p.drawing.no_board;
    if (!have_board && !why_not.empty()) {
      a->note = ImpossibleCaption();
      const size_t colon = why_not.find(": ");
      a->banner = {ImpossibleCaption(), why_not.substr(0, colon + 1)};
      if (colon != std::string::npos) a->banner.push_back(why_not.substr(colon + 2));
    } else if (!have_board) {
      a->note = AnswerNotInFile();
    } else {
      ShowBoard(*p.topology, p.mine, a);
      if (p.click >= 0 && static_cast<size_t>(p.click) < n) a->ring[p.click] = 1;
    }
  }

  static MineCountShows MineCountOf(const Puzzle&) { return MineCountShows::kClue; }

  // The one click.
  static ExampleSteps Example(const Puzzle& p) {
    ExampleSteps out;
    if (p.click < 0 || p.click >= p.topology->size()) return out;
    out.intro = absl::Substitute(
        Tr("This board has $0 mines. The solver's answer places them so that one click opens every "
           "safe cell:"),
        Number(p.mines.value_or(0)));
    out.steps.push_back(absl::Substitute(
        Tr("Click $0 (ringed in the solution): a 0 whose opening spreads to every safe cell."),
        CellName(*p.topology, p.click, CellNaming::kLabel)));
    return out;
  }

  // Nothing beside the grid: the player places the mines.
  static std::string PlayCells(const Puzzle&) { return ""; }

  static std::string PlayFields(const Puzzle& p) {
    return p.click >= 0 ? absl::StrCat(",\"click\":", p.click) : "";
  }
};

}  // namespace

const RenderKind kOneClickRenderKind = MakeRenderKind<OneClickRender>();

}  // namespace papermines::render
