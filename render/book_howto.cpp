// A book's how-to-play pages and their worked examples (book_howto.h).
#include "render/book_howto.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "core/cell_name.h"
#include "core/reveal.h"
#include "render/geometry.h"
#include "render/i18n.h"
#include "render/kinds.h"
#include "render/labels.h"
#include "render/marks.h"
#include "render/step_text.h"
#include "render/text.h"

namespace papermines::render {
namespace {

// A worked example's steps: what the book lists in words under the example, and what it draws
// on the puzzle (the clues a step uses ringed, the cells it decides marked).
struct ExampleSteps {
  std::string intro;
  std::vector<std::string> steps;
  std::vector<int32_t> ring;                       // cells ringed on the puzzle
  std::vector<std::pair<int32_t, uint8_t>> marks;  // cells decided on the puzzle (1 = a mine)
};

// A paper puzzle's first three deductions, as the solver found them.
ExampleSteps PaperExampleSteps(const Puzzle& p) {
  ExampleSteps out;
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

// The blank areas one click of a reverse board closes (the click set's own rule): a blank closes
// its area with the numbers around it, a number beside blank areas closes those areas too, any
// other cell (a mine, a number with no blank beside it) only itself (no area). Returns the areas
// and sets *cells to the number of cells the click closes.
std::set<int> AreasClosedBy(const Topology& t, const ZeroComponents& z, int32_t cell, int* cells) {
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

// A reverse board's clicks, as the solver's click set has them: the first three that close blank
// areas in words, then how many more do, then the cells nothing else closes.
ExampleSteps ReverseExampleSteps(const Puzzle& p) {
  ExampleSteps out;
  const Topology& t = *p.topology;
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
    out.steps.push_back(
        absl::Substitute(TrN("One more click closes the last blank area.",
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

// A one-click board's one click.
ExampleSteps OneClickExampleSteps(const Puzzle& p) {
  ExampleSteps out;
  out.intro = absl::Substitute(
      Tr("This board has $0 mines. The solver's answer places them so that one click opens every "
         "safe cell:"),
      Number(p.mines.value_or(0)));
  out.steps.push_back(absl::Substitute(
      Tr("Click $0 (ringed in the solution): a 0 whose opening spreads to every safe cell."),
      CellName(*p.topology, p.click, CellNaming::kLabel)));
  return out;
}

// The steps of a worked example of any kind; none when the puzzle lacks what they need.
ExampleSteps ExampleStepsOf(const Puzzle& p) {
  const Topology& t = *p.topology;
  if (p.kind == PuzzleKind::kPaper && p.drawing.steps) return PaperExampleSteps(p);
  if (p.kind == PuzzleKind::kReverse && p.reverse_clicks && p.mine.size() == size_t(t.size()))
    return ReverseExampleSteps(p);
  if (p.kind == PuzzleKind::kOneClick && p.click >= 0 && p.click < t.size())
    return OneClickExampleSteps(p);
  return {};
}

// The steps on the puzzle drawn at (x, y) with cells of `unit`: the clues used ringed, mines as
// disks, safe cells as dashes.
void DrawStepMarks(cairo_t* cr, const Topology& t, const GridGeometry& g, const ExampleSteps& s,
                   double x, double y, double unit) {
  const double rin = g.inradius() * unit;
  cairo_set_line_width(cr, 1.2);
  for (int32_t cell : s.ring) {
    const Point m = g.Center(t.row(cell), t.col(cell));
    RingMark(cr, x + m.x * unit, y + m.y * unit, rin);
  }
  for (const auto& [cell, mine] : s.marks) {
    const Point m = g.Center(t.row(cell), t.col(cell));
    const double cx = x + m.x * unit, cy = y + m.y * unit;
    if (mine) {
      MineMark(cr, cx, cy, rin);
    } else {
      SafeMark(cr, cx, cy, rin);
    }
  }
}

const Puzzle* ExampleOf(const Book& book, PuzzleKind kind) {
  for (const Puzzle& p : book.examples) {
    if (p.kind == kind && p.topology && GridGeometry::For(*p.topology).ok()) return &p;
  }
  return nullptr;
}

// The example's first steps as the solver found them, drawn on the puzzle, beside its solution,
// and listed in words below.
void WorkedExample(cairo_t* cr, PuzzlePainter& painter, const std::string& font, const Puzzle& p,
                   const Rect& c, double y) {
  Text& text = painter.text();
  const ExampleSteps steps = ExampleStepsOf(p);
  const GridGeometry g = *GridGeometry::For(*p.topology);
  const LabelRoom room = LabelRoomFor(g);
  const double gap = 18, label = 14;
  const double room_h = c.bottom() - kFooterHeight - y - label - 120;
  const double total_w = g.width() + room.left, total_h = g.height() + room.top;
  const double unit = std::max(4.0, std::min({16.0, (c.w - gap) / 2 / total_w, room_h / total_h}));
  const double bw = total_w * unit;
  const double x1 = c.x + (c.w - gap) / 4 - bw / 2;
  const double x2 = c.x + (c.w + gap) / 2 + (c.w - gap) / 4 - bw / 2;
  // Each label from its block's start: the left edge, or the right edge right to left (its box
  // then reaches out on the left, where the row labels are).
  const double reach = CurrentLanguage().right_to_left ? -40 : 0;
  text.Markup(cr, Escape(Tr("The puzzle")), 9, {x1 + reach, y, bw + 40, label}, Align::kLeft);
  text.Markup(cr, Escape(Tr("Its solution")), 9, {x2 + reach, y, bw + 40, label}, Align::kLeft);
  y += label + 2;
  const double gx1 = x1 + room.left * unit, gx2 = x2 + room.left * unit;
  const double gy = y + room.top * unit;
  painter.Draw(cr, p, gx1, gy, unit, false);
  DrawLabels(cr, text, g, gx1, gy, unit);
  painter.Draw(cr, p, gx2, gy, unit, true);
  DrawLabels(cr, text, g, gx2, gy, unit);
  text.Flush(cr);
  DrawStepMarks(cr, *p.topology, g, steps, gx1, gy, unit);
  y = gy + g.height() * unit + 14;
  y += Paragraph(cr, font, Escape(steps.intro), 10, c.x, y, c.w);
  y += 4;
  for (size_t k = 0; k < steps.steps.size(); ++k) {
    y += Paragraph(cr, font,
                   absl::StrCat(Number(static_cast<int64_t>(k) + 1), ". ", Escape(steps.steps[k])),
                   10, c.x + 10, y, c.w - 10);
    y += 2;
  }
}

}  // namespace

void DrawHowToPage(cairo_t* cr, PuzzlePainter& painter, const Book& book, PuzzleKind kind,
                   const Rect& c) {
  double y = c.y;
  y += Paragraph(
      cr, book.font,
      absl::StrCat("<b>", Escape(absl::Substitute(Tr("How to play: $0"), KindTitle(kind))), "</b>"),
      16, c.x, y, c.w);
  y += 10;
  std::vector<Puzzle> of_kind;
  for (const BookSection& s : book.sections) {
    for (const Puzzle& p : s.puzzles) {
      if (p.kind == kind) of_kind.push_back(p);
    }
  }
  y += Paragraph(cr, book.font, Escape(KindHowTo(kind, of_kind)), 10.5, c.x, y, c.w);
  y += 8;
  y += Paragraph(
      cr, book.font,
      absl::StrCat("<i>", Escape(Tr("Answers:")), " ", Escape(AnswerLegend(kind)), "</i>"), 9.5,
      c.x, y, c.w);
  const Puzzle* example = ExampleOf(book, kind);
  if (example == nullptr) return;
  y += 14;
  y += Paragraph(cr, book.font, absl::StrCat("<b>", Escape(Tr("A worked example")), "</b>"), 11,
                 c.x, y, c.w);
  y += 8;
  WorkedExample(cr, painter, book.font, *example, c, y);
}

}  // namespace papermines::render
