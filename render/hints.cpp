// Hint pages (hints.h).
#include "render/hints.h"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/substitute.h"
#include "render/cairo_ptr.h"
#include "render/i18n.h"
#include "render/labels.h"
#include "render/marks.h"
#include "render/step_text.h"

namespace papermines::render {
namespace {

constexpr int kAcross = 3;             // steps side by side, for a grid small enough
constexpr double kGap = 14;            // between steps, across and down
constexpr double kHeadingHeight = 20;  // a puzzle's heading line
constexpr double kCaptionSize = 9;     // points
constexpr double kCaptionLines = 5;    // at most, then ellipsized
constexpr double kMaxMiniUnit = 13;    // a mini grid's cell, at most
// ... and at least, where fewer steps side by side (2, then 1) make it so: a 30 x 30 picture's
// steps three across had 4.5 pt cells, their numbers unreadable.
constexpr double kMinMiniUnit = 8;
constexpr double kHeaderHeight = 52;  // title, legend line and rule
constexpr double kMosaicFill = 0.18;  // a mosaic's filled cell, as its key (puzzle_painter.cpp)

double CaptionHeight() { return kCaptionLines * kCaptionSize * 1.25 + 2; }

// The kinds with a deduction path to show: paper puzzles and mosaics.
bool HasSteps(const Puzzle& p) {
  return p.kind == PuzzleKind::kPaper || p.kind == PuzzleKind::kMosaic;
}

// Decided cells: earlier ones grey, this step's black and ringed.
void DrawDecided(cairo_t* cr, const GridGeometry& g, const Topology& topo, double ox, double oy,
                 double u, const std::vector<uint8_t>& before, const std::vector<uint8_t>& now) {
  const int n = topo.size();
  const double rin = g.inradius() * u;
  for (int layer = 0; layer < 2; ++layer) {
    const std::vector<uint8_t>& v = layer == 0 ? before : now;
    const double ink = layer == 0 ? 0.55 : 0.0;
    cairo_set_source_rgb(cr, ink, ink, ink);
    for (int c = 0; c < n; ++c) {
      if (!v[c]) continue;
      const Point m = g.Center(topo.row(c), topo.col(c));
      const double x = ox + m.x * u, y = oy + m.y * u;
      if (v[c] == 1) {
        MineMark(cr, x, y, rin);
      } else {
        cairo_set_line_width(cr, std::max(0.5, rin * 0.14));
        SafeMark(cr, x, y, rin);
      }
      if (layer == 1) {
        cairo_set_line_width(cr, std::max(0.5, rin * 0.1));
        RingMark(cr, x, y, rin);
      }
    }
  }
}

// A mosaic's decided cells, as its answer key draws them: a filled cell dark (grey when an
// earlier step decided it, the key's dark for this step's, ringed in white), an empty one a dash
// (grey, or black and ringed), small in the top right corner of a numbered cell so that its number
// stays readable. Drawn before the numbers, which stay white on a filled cell.
void DrawMosaicFills(cairo_t* cr, const GridGeometry& g, const Topology& topo, double ox, double oy,
                     double u, const std::vector<uint8_t>& before,
                     const std::vector<uint8_t>& now) {
  for (int layer = 0; layer < 2; ++layer) {
    const std::vector<uint8_t>& v = layer == 0 ? before : now;
    bool any = false;
    for (int c = 0; c < topo.size(); ++c) {
      if (v[c] != 1) continue;
      CellPath(cr, g, topo, c, ox, oy, u);
      any = true;
    }
    if (!any) continue;
    const double ink = layer == 0 ? 0.55 : kMosaicFill;
    cairo_set_source_rgb(cr, ink, ink, ink);
    cairo_fill(cr);
  }
}

void DrawMosaicMarks(cairo_t* cr, const GridGeometry& g, const Puzzle& p, double ox, double oy,
                     double u, const std::vector<uint8_t>& before,
                     const std::vector<uint8_t>& now) {
  const Topology& topo = *p.topology;
  const double rin = g.inradius() * u;
  for (int layer = 0; layer < 2; ++layer) {
    const std::vector<uint8_t>& v = layer == 0 ? before : now;
    for (int c = 0; c < topo.size(); ++c) {
      if (v[c] != 2) continue;
      const Point m = g.Center(topo.row(c), topo.col(c));
      double x = ox + m.x * u, y = oy + m.y * u, r = rin;
      if (p.clues[c] != kClosed) {  // the number keeps the centre
        x += 0.6 * rin;
        y -= 0.6 * rin;
        r = 0.6 * rin;
      }
      const double ink = layer == 0 ? 0.55 : 0.0;
      cairo_set_source_rgb(cr, ink, ink, ink);
      cairo_set_line_width(cr, std::max(0.5, r * 0.14));
      SafeMark(cr, x, y, r);
    }
  }
  cairo_set_line_width(cr, std::max(0.5, rin * 0.1));
  for (int c = 0; c < topo.size(); ++c) {
    if (!now[c]) continue;
    const double ink = now[c] == 1 ? 1.0 : 0.0;  // white on a filled cell
    cairo_set_source_rgb(cr, ink, ink, ink);
    const Point m = g.Center(topo.row(c), topo.col(c));
    RingMark(cr, ox + m.x * u, oy + m.y * u, rin);
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
}

// A step's caption ("3. clue 1 at D4 ..."), wrapped to the block, at most kCaptionLines lines.
void DrawCaption(cairo_t* cr, const std::string& font, double width, const std::string& caption,
                 double x, double y) {
  const LayoutPtr layout = WrappedLayout(cr, font.c_str(), kCaptionSize, width);
  pango_layout_set_height(layout.get(), -static_cast<int>(kCaptionLines));
  pango_layout_set_ellipsize(layout.get(), PANGO_ELLIPSIZE_END);
  pango_layout_set_text(layout.get(), caption.c_str(), -1);
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, layout.get());
}

}  // namespace

HintPages::HintPages(std::span<const Puzzle> puzzles, std::span<const GridGeometry> geometry,
                     int steps, Size page, const std::string& font)
    : puzzles_(puzzles),
      geometry_(geometry),
      page_(page),
      font_(font),
      text_(std::make_unique<Text>(font)) {
  if (steps == 0) return;
  const double inner_w = page.width - 2 * kMarginSide;
  const double top = kMarginTop + kHeaderHeight;
  const double bottom = page.height - kMarginBottom - kFooterHeight;
  solved_.resize(puzzles.size());
  unit_.assign(puzzles.size(), 0);
  block_w_.assign(puzzles.size(), 0);
  std::vector<Item> current;
  double y = top;
  auto new_page = [&] {
    if (!current.empty()) pages_.push_back(std::move(current));
    current.clear();
    y = top;
  };
  for (size_t i = 0; i < puzzles.size(); ++i) {
    const Puzzle& p = puzzles[i];
    if (!HasSteps(p) || p.clues.size() != static_cast<size_t>(p.topology->size())) continue;
    Solved& s = solved_[i];
    // The path was completed before drawing (solve/complete_answers.h).
    if (p.drawing.no_path || !p.drawing.steps) {
      s.note = Tr("no unique solution: no solution path");
    } else {
      const std::vector<DeductionStep>& path = *p.drawing.steps;
      const size_t k = steps > 0 ? std::min(path.size(), static_cast<size_t>(steps)) : path.size();
      s.steps = std::span<const DeductionStep>(path).first(k);
      s.all = k == path.size();
    }
    const GridGeometry& g = geometry[i];
    const LabelRoom room = LabelRoomFor(g);
    size_t across = kAcross;
    for (;; --across) {
      block_w_[i] =
          (inner_w - static_cast<double>(across - 1) * kGap) / static_cast<double>(across);
      unit_[i] = std::min(kMaxMiniUnit, block_w_[i] / (g.width() + room.left));
      if (unit_[i] >= kMinMiniUnit || across == 1) break;
    }
    const double block_h = (g.height() + room.top) * unit_[i] + 4 + CaptionHeight();
    // The heading stays with the first row of steps.
    if (y + kHeadingHeight + (s.steps.empty() ? 0 : block_h) > bottom && y > top) new_page();
    current.push_back(Item{static_cast<int>(i), -1, kMarginSide, y});
    y += kHeadingHeight;
    for (size_t k = 0; k < s.steps.size(); k += across) {
      if (y + block_h > bottom && y > top) {
        new_page();
        current.push_back(Item{static_cast<int>(i), -2, kMarginSide, y});
        y += kHeadingHeight;
      }
      for (size_t j = k; j < std::min(k + across, s.steps.size()); ++j) {
        const double x = kMarginSide + static_cast<double>(j - k) * (block_w_[i] + kGap);
        current.push_back(Item{static_cast<int>(i), static_cast<int>(j), x, y});
      }
      y += block_h + kGap;
    }
    y += kGap * 0.5;
  }
  new_page();
}

HintPages::~HintPages() = default;

void HintPages::Draw(cairo_t* cr, int k, int page_no, int total, const std::string& title) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  const double inner_w = page_.width - 2 * kMarginSide;
  text_->Markup(cr, Escape(absl::Substitute(Tr("$0 \u2014 Hints"), Isolate(title))), 19,
                Rect{kMarginSide, kMarginTop, inner_w, kTitleHeight}, Align::kLeft,
                PANGO_WEIGHT_BOLD);
  // The key to the marks of the kinds on this page (a mosaic's cells are filled or empty).
  bool paper = false, mosaic = false;
  for (const Item& it : pages_[k]) {
    (puzzles_[it.puzzle].kind == PuzzleKind::kMosaic ? mosaic : paper) = true;
  }
  std::vector<std::string> legend;
  if (paper) {
    legend.push_back(
        Tr("Shaded: the clues a step uses. Ringed: the cells it decides (\u25CF mine, "
           "\u2013 safe). Grey: decided before."));
  }
  if (mosaic) {
    legend.push_back(
        Tr("Shaded: the numbers a step uses. Ringed: the cells it decides (dark: filled, "
           "\u2013 empty). Grey: decided before."));
  }
  // Both kinds' lines when they fit side by side, else one under the other.
  text_->Markup(cr, Escape(absl::StrJoin(legend, "  ")), 9,
                Rect{kMarginSide, kMarginTop + kTitleHeight, inner_w, 14}, Align::kLeft,
                PANGO_WEIGHT_NORMAL, true, 1e300, 0.75,
                legend.size() > 1 ? Escape(absl::StrJoin(legend, "\n")) : "");
  cairo_set_line_width(cr, 1.0);
  cairo_move_to(cr, kMarginSide, kMarginTop + kHeaderHeight - 6);
  cairo_line_to(cr, kMarginSide + inner_w, kMarginTop + kHeaderHeight - 6);
  cairo_stroke(cr);
  for (const Item& it : pages_[k]) {
    if (it.step >= 0) {
      DrawStep(cr, it);
      continue;
    }
    const Puzzle& p = puzzles_[it.puzzle];
    const Solved& s = solved_[it.puzzle];
    const std::string puzzle = absl::Substitute(
        it.step == -2 ? Tr("Puzzle $0 (continued)") : Tr("Puzzle $0"), Number(it.puzzle + 1));
    std::string head = absl::StrCat("<b>", Escape(puzzle), "</b>");
    if (!p.id.empty()) absl::StrAppend(&head, "  ", Escape(p.id));
    const int64_t k = static_cast<int64_t>(s.steps.size());
    const std::string what =
        s.steps.empty() ? s.note
        : s.all         ? absl::Substitute(TrN("the only step", "all $0 steps", k), Number(k))
                : absl::Substitute(TrN("the first step", "the first $0 steps", k), Number(k));
    if (it.step == -1) absl::StrAppend(&head, "  \u00B7  ", Escape(what));
    text_->Markup(cr, head, 10, Rect{it.x, it.y, inner_w, kHeadingHeight - 4}, Align::kLeft);
  }
  text_->Markup(
      cr, Escape(absl::Substitute(Tr("page $0 of $1"), Number(page_no), Number(total))), 8.5,
      Rect{kMarginSide, page_.height - kMarginBottom - kFooterHeight, inner_w, kFooterHeight},
      Align::kCenter);
  cairo_restore(cr);
}

void HintPages::DrawStep(cairo_t* cr, const Item& it) {
  const Puzzle& p = puzzles_[it.puzzle];
  const GridGeometry& g = geometry_[it.puzzle];
  const Topology& topo = *p.topology;
  const std::span<const DeductionStep> steps = solved_[it.puzzle].steps;
  const DeductionStep& step = steps[it.step];
  const double u = unit_[it.puzzle];
  const LabelRoom room = LabelRoomFor(g);
  const double ox = it.x + room.left * u, oy = it.y + room.top * u;
  const int n = topo.size();
  // The state before this step: 0 unknown, 1 mine, 2 safe.
  std::vector<uint8_t> before(n, 0), now(n, 0), used(n, 0);
  for (int k = 0; k < it.step; ++k) {
    for (auto [c, v] : steps[k].cells) before[c] = v ? 1 : 2;
  }
  for (auto [c, v] : step.cells) now[c] = v ? 1 : 2;
  for (int32_t c : step.clue_cells) used[c] = 1;
  auto path = [&](int c) { CellPath(cr, g, topo, c, ox, oy, u); };
  // A mosaic has no closed cells: every cell is unknown, numbered ones too.
  const bool mosaic = p.kind == PuzzleKind::kMosaic;
  // Fills: closed cells light, the clues used darker (a mosaic's lighter, under its numbers).
  for (int pass = 0; pass < 2; ++pass) {
    bool any = false;
    for (int c = 0; c < n; ++c) {
      const bool closed = p.clues[c] == kClosed && !mosaic;
      if (pass == 0 ? !closed : !used[c]) continue;
      path(c);
      any = true;
    }
    if (!any) continue;
    const double grey = pass == 0 ? 0.88 : mosaic ? 0.78 : 0.66;
    cairo_set_source_rgb(cr, grey, grey, grey);
    cairo_fill(cr);
  }
  if (mosaic) DrawMosaicFills(cr, g, topo, ox, oy, u, before, now);
  cairo_set_source_rgb(cr, 0, 0, 0);
  for (int c = 0; c < n; ++c) path(c);
  cairo_set_line_width(cr, 0.4);
  cairo_stroke(cr);
  DrawLabels(cr, *text_, g, ox, oy, u);
  const double rin = g.inradius() * u;
  const double size = rin * 1.2;
  for (int c = 0; c < n; ++c) {
    if (p.clues[c] == kClosed || (mosaic && (before[c] == 1 || now[c] == 1))) continue;
    const Point m = g.Center(topo.row(c), topo.col(c));
    text_->Centered(cr, absl::StrCat(+p.clues[c]), size, used[c] != 0, ox + m.x * u, oy + m.y * u);
  }
  text_->Flush(cr);
  if (mosaic) {  // a filled cell's number in white, as in the key
    cairo_set_source_rgb(cr, 1, 1, 1);
    for (int c = 0; c < n; ++c) {
      if (p.clues[c] == kClosed || (before[c] != 1 && now[c] != 1)) continue;
      const Point m = g.Center(topo.row(c), topo.col(c));
      text_->Centered(cr, absl::StrCat(+p.clues[c]), size, used[c] != 0, ox + m.x * u,
                      oy + m.y * u);
    }
    text_->Flush(cr);
    DrawMosaicMarks(cr, g, p, ox, oy, u, before, now);
  } else {
    DrawDecided(cr, g, topo, ox, oy, u, before, now);
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  // The outline.
  double w = g.width() * u, h = g.height() * u;
  if (g.kind() == TopologyKind::kSquare) {
    cairo_rectangle(cr, ox, oy, w, h);
    cairo_set_line_width(cr, 1.0);
    cairo_stroke(cr);
  }
  DrawCaption(cr, font_, block_w_[it.puzzle],
              absl::StrCat(Number(it.step + 1), ". ", StepText(topo, step)), it.x, oy + h + 3);
}

}  // namespace papermines::render
