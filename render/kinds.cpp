// The kind descriptions (kinds.h).
#include "render/kinds.h"

#include <algorithm>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "render/i18n.h"

namespace papermines::render {
namespace {

// The topology every puzzle of `kind` shares; nullopt when none or mixed.
std::optional<TopologyKind> SharedTopology(PuzzleKind kind, std::span<const Puzzle> puzzles) {
  std::optional<TopologyKind> topo;
  for (const Puzzle& p : puzzles) {
    if (p.kind != kind || !p.topology) continue;
    if (topo && *topo != p.topology->kind()) return std::nullopt;
    topo = p.topology->kind();
  }
  return topo;
}

// What a number counts, in words ("the 8 cells around it").
std::string Around(PuzzleKind kind, std::span<const Puzzle> puzzles) {
  switch (SharedTopology(kind, puzzles).value_or(TopologyKind::kGraph)) {
    case TopologyKind::kSquare:
      return Tr("the 8 cells around it");
    case TopologyKind::kTriangle:
      return Tr("the 12 triangles touching it at a side or a corner");
    case TopologyKind::kHex:
      return Tr("the 6 hexagons around it");
    case TopologyKind::kGraph:
      break;
  }
  return Tr("the cells touching it");
}

bool AsksPossible(std::span<const Puzzle> puzzles) {
  return std::any_of(puzzles.begin(), puzzles.end(), [](const Puzzle& p) {
    return p.kind == PuzzleKind::kOneClick && p.impossible;
  });
}

}  // namespace

std::string KindTitle(PuzzleKind kind) {
  switch (kind) {
    case PuzzleKind::kPaper:
      return Tr("Paper Minesweeper");
    case PuzzleKind::kOneClick:
      return Tr("One-Click Minesweeper");
    case PuzzleKind::kReverse:
      return Tr("Reverse Minesweeper");
  }
  return "";
}

std::string KindShortTitle(PuzzleKind kind) {
  switch (kind) {
    case PuzzleKind::kPaper:
      return Tr("Paper");
    case PuzzleKind::kOneClick:
      return Tr("One-click");
    case PuzzleKind::kReverse:
      return Tr("Reverse");
  }
  return "";
}

std::string DocumentTitle(std::span<const Puzzle> puzzles) {
  int kinds = 0;
  PuzzleKind last = PuzzleKind::kPaper;
  for (PuzzleKind k : kAllKinds) {
    if (std::any_of(puzzles.begin(), puzzles.end(), [k](const Puzzle& p) { return p.kind == k; })) {
      ++kinds;
      last = k;
    }
  }
  return kinds == 1 ? KindTitle(last) : Tr("Minesweeper Puzzles");
}

std::string KindRules(PuzzleKind kind, std::span<const Puzzle> puzzles) {
  switch (kind) {
    case PuzzleKind::kPaper:
      return absl::Substitute(
          Tr("Each number counts the mines among $0. Numbered cells are safe. Find every mine."),
          Around(kind, puzzles));
    case PuzzleKind::kOneClick:
      // A sheet with impossible tasks asks first whether it can be done at all.
      if (AsksPossible(puzzles)) {
        return absl::Substitute(Tr("Possible or not? If so, place the mines so that one click "
                                   "opens every safe cell (a 0 opens $0) and mark that cell; if "
                                   "not, write \u201Cimpossible\u201D."),
                                Around(kind, puzzles));
      }
      return absl::Substitute(Tr("Place the mines so that one click opens every safe cell (a 0 "
                                 "opens $0). Mark that cell."),
                              Around(kind, puzzles));
    case PuzzleKind::kReverse:
      return Tr(
          "All cells are open. A click closes what it would open (a blank: its whole area). "
          "Close the board in the clicks shown; circle each cell you click.");
  }
  return "";
}

std::string KindHowTo(PuzzleKind kind, std::span<const Puzzle> puzzles) {
  switch (kind) {
    case PuzzleKind::kPaper:
      return absl::Substitute(
          Tr("Some cells are open and show a number: how many mines there are among $0. Open "
             "cells are never mines. Work out which closed cells hide a mine: there is exactly "
             "one way, and it can be found without guessing."),
          Around(kind, puzzles));
    case PuzzleKind::kOneClick:
      return absl::StrCat(KindRules(kind, puzzles), " ",
                          Tr("The caption gives the number of mines. Any board with that many "
                             "mines that one click clears is a solution."));
    case PuzzleKind::kReverse:
      return Tr(
          "Every cell of the board is open: numbers, blanks and the mines. A click closes "
          "what clicking it would have opened: a number closes only itself, a blank its "
          "whole blank area and the numbers around it. Close every safe cell in the number "
          "of clicks the caption shows, the fewest there are, and circle each cell you "
          "click.");
  }
  return "";
}

std::string AnswerLegend(PuzzleKind kind) {
  switch (kind) {
    case PuzzleKind::kPaper:
      return Tr("\u25CF a mine, \u2013 a safe closed cell.");
    case PuzzleKind::kOneClick:
      return Tr(
          "\u25CF a mine, \u25CB the cell to click, numbers as the click reveals them. Any "
          "board with that many mines that one click clears is correct.");
    case PuzzleKind::kReverse:
      return Tr(
          "\u25CB one shortest click set. Any set of that many clicks that closes the board "
          "is correct.");
  }
  return "";
}

std::string PlayHint(PuzzleKind kind) {
  switch (kind) {
    case PuzzleKind::kPaper:
      return Tr("Click (or Space) a grey cell: mine, safe, unknown; right-click goes back.");
    case PuzzleKind::kOneClick:
      return Tr("Click a cell: mine, the cell to click, empty. Then Run the click.");
    case PuzzleKind::kReverse:
      return Tr("Click an open cell to close what it would open. Undo takes a click back.");
  }
  return "";
}

std::string MineCount(int64_t mines) {
  return absl::Substitute(TrN("$0 mine", "$0 mines", mines), Number(mines));
}

std::string ReverseTarget(int64_t clicks) {
  return absl::Substitute(TrN("close it in $0 click", "close it in $0 clicks", clicks),
                          Number(clicks));
}

std::string ClickCount(int64_t clicks) {
  return absl::Substitute(TrN("$0 click", "$0 clicks", clicks), Number(clicks));
}

std::string BlankAreas(int64_t areas) {
  return absl::Substitute(TrN("$0 blank area", "$0 blank areas", areas), Number(areas));
}

std::string RatingCaption(double rating) {
  return absl::Substitute(Tr("rating $0"), Decimal(rating, 1));
}

std::string DifficultyCaption(Difficulty d) {
  switch (d) {
    case Difficulty::kNone:
      return "";
    case Difficulty::kEasy:
      return Tr("easy");
    case Difficulty::kMedium:
      return Tr("medium");
    case Difficulty::kHard:
      return Tr("hard");
    case Difficulty::kExpert:
      return Tr("expert");
  }
  return "";
}

std::string AnswerNotInFile() { return Tr("answer not in file"); }

std::string ImpossibleCaption() { return Tr("impossible"); }

}  // namespace papermines::render
