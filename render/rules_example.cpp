// The worked example under a sheet's rules (rules_example.h).
#include "render/rules_example.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/substitute.h"
#include "core/cell_name.h"
#include "core/opening.h"
#include "core/topology.h"
#include "render/geometry.h"
#include "render/i18n.h"
#include "render/labels.h"
#include "render/marks.h"

namespace papermines::render {
namespace {

constexpr int kSide = 3;              // a 3 x 3 table
constexpr double kCaptionSize = 9.5;  // as the rules
constexpr double kCaptionPitch = 12.5;
constexpr double kGap = 12;           // between the grid and its sentence
constexpr double kMosaicFill = 0.18;  // a mosaic's filled cell, as its key (puzzle_painter.cpp)

// The grid of the sheet's paper puzzles (the first one's, when they are on several).
std::optional<TopologyKind> PaperGrid(std::span<const Puzzle> puzzles) {
  for (const Puzzle& p : puzzles) {
    if (p.kind == PuzzleKind::kPaper && p.topology && p.topology->is_grid()) {
      return p.topology->kind();
    }
  }
  return std::nullopt;
}

// "B1 and A2", "B1, A2 and C2".
std::string CellList(std::vector<std::string> names) {
  if (names.size() < 2) return names.empty() ? "" : names[0];
  const std::string last = names.back();
  names.pop_back();
  return absl::Substitute(Tr("$0 and $1"), absl::StrJoin(names, ", "), last);
}

bool HasMosaic(std::span<const Puzzle> puzzles) {
  for (const Puzzle& p : puzzles) {
    if (p.kind == PuzzleKind::kMosaic && p.topology && p.topology->is_grid()) return true;
  }
  return false;
}

// The example's picture: the top-left 2 x 2 of the 3 x 3 grid filled; its numbers at the corners.
constexpr int kMosaicFilled[] = {0, 1, 3, 4};   // A1, B1, A2, B2
constexpr int kMosaicNumbers[] = {0, 2, 6, 8};  // A1, C1, A3, C3

}  // namespace

std::optional<RulesExample> MosaicRulesExample() {
  auto topo = Topology::Square(kSide, kSide);
  if (!topo.ok()) return std::nullopt;
  RulesExample ex;
  ex.topology = *topo;
  const Topology& t = *ex.topology;
  ex.mine.assign(t.size(), 0);
  for (int c : kMosaicFilled) ex.mine[c] = 1;
  ex.clues.assign(t.size(), kClosed);
  for (int c : kMosaicNumbers) {
    int count = ex.mine[c];
    for (int32_t v : t.neighbors(c)) count += ex.mine[v];
    ex.clues[c] = static_cast<uint8_t>(count);
  }
  // The corner's block is four cells, all filled: the number decides its whole block.
  ex.clue_cell = kMosaicNumbers[0];
  ex.decided.push_back(ex.clue_cell);
  for (int32_t v : t.neighbors(ex.clue_cell)) ex.decided.push_back(v);
  std::sort(ex.decided.begin(), ex.decided.end());
  return ex;
}

std::optional<RulesExample> FindRulesExample(TopologyKind kind) {
  if (kind == TopologyKind::kGraph) return std::nullopt;
  auto topo = Topology::Grid(kind, kSide, kSide);
  if (!topo.ok()) return std::nullopt;
  RulesExample ex;
  ex.topology = *topo;
  const Topology& t = *ex.topology;
  const std::vector<uint8_t> open =
      kind == TopologyKind::kHex ? HexColourOpen(t) : ChessboardOpen(t);
  std::vector<int32_t> closed;
  for (int c = 0; c < t.size(); ++c) {
    if (!open[c]) closed.push_back(c);
  }
  const int n = static_cast<int>(closed.size());
  for (uint32_t mask = 1; mask + 1 < (1u << n); ++mask) {  // some mines, some safe closed cells
    ex.mine.assign(t.size(), 0);
    for (int i = 0; i < n; ++i) ex.mine[closed[i]] = (mask >> i) & 1;
    for (int c = 0; c < t.size(); ++c) {
      if (!open[c]) continue;
      int count = 0, hidden = 0;
      std::vector<int32_t> around;
      for (int32_t v : t.neighbors(c)) {
        count += ex.mine[v];
        if (!open[v]) {
          ++hidden;
          around.push_back(v);
        }
      }
      if (count >= 2 && count == hidden) {
        ex.clues.assign(t.size(), kClosed);
        for (int k = 0; k < t.size(); ++k) {
          if (!open[k]) continue;
          int m = 0;
          for (int32_t v : t.neighbors(k)) m += ex.mine[v];
          ex.clues[k] = static_cast<uint8_t>(m);
        }
        ex.clue_cell = c;
        ex.decided = around;
        return ex;
      }
    }
  }
  return std::nullopt;
}

int RulesExampleCount(std::span<const Puzzle> puzzles) {
  const std::optional<TopologyKind> grid = PaperGrid(puzzles);
  const bool paper = grid && FindRulesExample(*grid).has_value();
  return (paper ? 1 : 0) + (HasMosaic(puzzles) ? 1 : 0);
}

bool HasRulesExample(std::span<const Puzzle> puzzles) { return RulesExampleCount(puzzles) > 0; }

namespace {

// One example at (x, y) across `width`: the grid with its labels, its deduction drawn, and its
// sentence beside it. A mosaic's cells are all unknown (none grey); the cells it decides are
// filled dark, their numbers white, ringed in white, as on the hint pages.
void DrawOne(cairo_t* cr, Text& text, const RulesExample& ex, bool mosaic, double x, double y,
             double width) {
  const Topology& t = *ex.topology;
  auto geometry = GridGeometry::For(t);
  if (!geometry.ok()) return;
  const GridGeometry& g = *geometry;
  const LabelRoom room = LabelRoomFor(g);
  // The grid with its labels fills the height, leaving 4 points below.
  const double u = (kRulesExampleHeight - 6) / (g.height() + room.top);
  const double block_w = (g.width() + room.left) * u;
  const bool rtl = CurrentLanguage().right_to_left;
  const double gx = rtl ? x + width - block_w : x;
  const double ox = gx + room.left * u, oy = y + 2 + room.top * u;
  auto path = [&](int c) { CellPath(cr, g, t, c, ox, oy, u); };
  std::vector<uint8_t> decided(t.size(), 0);
  for (int32_t c : ex.decided) decided[c] = 1;
  cairo_save(cr);
  if (mosaic) {
    // The cells it decides filled, as the answer key draws a mosaic's picture.
    for (int32_t c : ex.decided) path(c);
    cairo_set_source_rgb(cr, kMosaicFill, kMosaicFill, kMosaicFill);
    cairo_fill(cr);
  } else {
    // Closed cells light grey, the clue the deduction uses darker (as on the hint pages).
    for (int c = 0; c < t.size(); ++c) {
      if (ex.clues[c] == kClosed) path(c);
    }
    cairo_set_source_rgb(cr, 0.88, 0.88, 0.88);
    cairo_fill(cr);
    path(ex.clue_cell);
    cairo_set_source_rgb(cr, 0.66, 0.66, 0.66);
    cairo_fill(cr);
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  for (int c = 0; c < t.size(); ++c) path(c);
  cairo_set_line_width(cr, 0.5);
  cairo_stroke(cr);
  DrawLabels(cr, text, g, ox, oy, u);
  const double rin = g.inradius() * u;
  for (int pass = 0; pass < (mosaic ? 2 : 1); ++pass) {  // a mosaic's filled cells' numbers white
    cairo_set_source_rgb(cr, pass, pass, pass);
    for (int c = 0; c < t.size(); ++c) {
      if (ex.clues[c] == kClosed || (mosaic && decided[c] != pass)) continue;
      const Point m = g.Center(t.row(c), t.col(c));
      text.Centered(cr, absl::StrCat(+ex.clues[c]), rin * 1.2, c == ex.clue_cell, ox + m.x * u,
                    oy + m.y * u);
    }
    text.Flush(cr);
  }
  // The cells it decides: a mine's disk, ringed; a mosaic's filled cell ringed in white.
  for (int32_t c : ex.decided) {
    const Point m = g.Center(t.row(c), t.col(c));
    cairo_set_source_rgb(cr, mosaic ? 1 : 0, mosaic ? 1 : 0, mosaic ? 1 : 0);
    if (!mosaic) MineMark(cr, ox + m.x * u, oy + m.y * u, rin);
    cairo_set_line_width(cr, std::max(0.5, rin * 0.1));
    RingMark(cr, ox + m.x * u, oy + m.y * u, rin);
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  if (g.kind() == TopologyKind::kSquare) {
    cairo_rectangle(cr, ox, oy, g.width() * u, g.height() * u);
    cairo_set_line_width(cr, 1.0);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
  // The sentence beside it.
  std::vector<std::string> names;
  for (int32_t c : ex.decided) names.push_back(CellName(t, c, CellNaming::kLabel));
  const int64_t count = static_cast<int64_t>(ex.decided.size());
  const std::string clue = CellName(t, ex.clue_cell, CellNaming::kLabel);
  const std::string sentence =
      mosaic ? absl::Substitute(Tr("The $0 in $1 counts the filled cells of its block, $2 "
                                   "(itself included, the block cut at the edge): all $0 are "
                                   "filled."),
                                Number(count), clue, CellList(names))
             : absl::Substitute(
                   TrN("The $0 in $1 touches one closed cell, $2: it is a mine.",
                       "The $0 in $1 touches $0 closed cells, $2: they are all mines.", count),
                   Number(count), clue, CellList(names));
  const std::string markup = absl::StrCat("<b>", Escape(Tr("Example:")), "</b> ", Escape(sentence));
  const double tx = rtl ? x : gx + block_w + kGap;
  const double tw = width - block_w - kGap;
  const int lines = text.Wrapped(nullptr, markup, kCaptionSize, tx, y, tw, kCaptionPitch);
  const double ty = oy + g.height() * u * 0.5 - lines * kCaptionPitch * 0.5;
  text.Wrapped(cr, markup, kCaptionSize, tx, ty, tw, kCaptionPitch);
}

}  // namespace

void DrawRulesExample(cairo_t* cr, Text& text, std::span<const Puzzle> puzzles, double x, double y,
                      double width) {
  if (const std::optional<TopologyKind> grid = PaperGrid(puzzles)) {
    if (const std::optional<RulesExample> found = FindRulesExample(*grid)) {
      DrawOne(cr, text, *found, /*mosaic=*/false, x, y, width);
      y += kRulesExampleHeight;
    }
  }
  if (HasMosaic(puzzles)) {
    if (const std::optional<RulesExample> found = MosaicRulesExample()) {
      DrawOne(cr, text, *found, /*mosaic=*/true, x, y, width);
    }
  }
}

}  // namespace papermines::render
