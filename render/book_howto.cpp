// A book's how-to-play pages and their worked examples (book_howto.h).
#include "render/book_howto.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "render/geometry.h"
#include "render/i18n.h"
#include "render/kind.h"
#include "render/kinds.h"
#include "render/labels.h"
#include "render/marks.h"
#include "render/text.h"

namespace papermines::render {
namespace {

// The steps on the puzzle `p` drawn at (x, y) with cells of `unit`: the clues used ringed, mines
// (a mosaic's filled cells) as disks, safe (empty) cells as dashes. A decided cell that shows a
// number (a mosaic's numbered cells are unknown too) has its mark small in its top right corner,
// so the number stays readable.
void DrawStepMarks(cairo_t* cr, const Puzzle& p, const GridGeometry& g, const ExampleSteps& s,
                   double x, double y, double unit) {
  const Topology& t = *p.topology;
  const std::vector<uint8_t> number = GridArtOf(p, /*answer=*/false, /*regions=*/false).number;
  const double rin = g.inradius() * unit;
  cairo_set_line_width(cr, 1.2);
  for (int32_t cell : s.ring) {
    const Point m = g.Center(t.row(cell), t.col(cell));
    RingMark(cr, x + m.x * unit, y + m.y * unit, rin);
  }
  for (const auto& [cell, mine] : s.marks) {
    const Point m = g.Center(t.row(cell), t.col(cell));
    double cx = x + m.x * unit, cy = y + m.y * unit, r = rin;
    if (number[cell] != kNoNumber) {
      cx += 0.6 * rin;
      cy -= 0.6 * rin;
      r = 0.6 * rin;
    }
    if (mine) {
      MineMark(cr, cx, cy, r);
    } else {
      SafeMark(cr, cx, cy, r);
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
  const ExampleSteps steps = RenderKindOf(p.kind).example(p);
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
  DrawStepMarks(cr, p, g, steps, gx1, gy, unit);
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
