// Worksheets (document.h): draws the layout's pages of puzzles, answer keys and hint pages onto a
// PDF, SVG or PNG surface, and writes the result as one file or one page set.
#include "render/document.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>
#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <tuple>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "core/output.h"
#include "core/page_files.h"
#include "core/reveal.h"
#include "render/answers.h"
#include "render/drawable.h"
#include "render/geometry.h"
#include "render/hints.h"
#include "render/html.h"
#include "render/labels.h"
#include "render/outline.h"
#include "render/page_mark.h"
#include "render/puzzle_painter.h"
#include "render/qr.h"
#include "render/surface.h"
#include "render/text.h"

namespace papermines::render {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kTint = 0.86;      // closed cells: light grey
constexpr double kInnerLine = 0.6;  // points
constexpr double kOuterLine = 1.5;
constexpr uint8_t kNoNumber = 255;
constexpr double kLabelSize = 9.5;  // a puzzle's label line
// Narrow slots: a label shrinks until its smaller parts (Pango's "smaller", 1/1.2) reach 6 pt,
// then is cut.
constexpr double kLabelMinScale = 6.0 * 1.2 / kLabelSize;
constexpr double kInstructionSize = 9.5;  // points; smaller only when a line would not fit
const std::string kDisk = "\u25CF";       // BLACK CIRCLE

// ---------------------------------------------------------------------------------------------
// What one grid shows, cell by cell.

struct Art {
  std::vector<uint8_t> tint;        // 1: light grey
  std::vector<uint8_t> number;      // kNoNumber: none
  std::vector<uint8_t> disk;        // 1: a mine
  std::vector<uint8_t> dash;        // 1: a safe closed cell
  std::vector<uint8_t> ring;        // 1: a click
  std::string note;                 // replaces the answer when the file has none
  std::string stat;                 // "14 clicks"
  std::vector<std::string> banner;  // lines written across the grid ("impossible", the reason)
};

// A whole board as the player sees it open: mines as disks, the numbers of the other cells.
void ShowBoard(const Topology& topo, const Mines& mine, Art* a) {
  const std::vector<uint8_t> count = CountNeighborMines(topo, mine);
  for (size_t i = 0; i < mine.size(); ++i) {
    if (mine[i]) {
      a->disk[i] = 1;
    } else if (count[i] > 0) {
      a->number[i] = count[i];
    }
  }
}

void PaperArt(const Puzzle& p, bool answer, Art* a) {
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
    a->note = "answer not in file";
    return;
  }
  for (size_t i = 0; i < n; ++i) {
    if (a->tint[i]) (p.mine[i] ? a->disk : a->dash)[i] = 1;
  }
}

void OneClickArt(const Puzzle& p, bool answer, Art* a) {
  if (!answer) return;
  const size_t n = a->tint.size();
  const bool have_board = p.mine.size() == n;
  // An impossible task (the rule shows it) is marked with the reason.
  const std::string& why_not = p.drawing.no_board;
  if (!have_board && !why_not.empty()) {
    a->note = "impossible";
    const size_t colon = why_not.find(": ");
    a->banner = {"impossible", why_not.substr(0, colon + 1)};
    if (colon != std::string::npos) a->banner.push_back(why_not.substr(colon + 2));
  } else if (!have_board) {
    a->note = "answer not in file";
  } else {
    ShowBoard(*p.topology, p.mine, a);
    if (p.click >= 0 && static_cast<size_t>(p.click) < n) a->ring[p.click] = 1;
  }
}

void ReverseArt(const Puzzle& p, bool answer, bool regions, Art* a) {
  const Topology& topo = *p.topology;
  const size_t n = a->tint.size();
  const bool have_board = p.mine.size() == n;
  if (have_board) ShowBoard(topo, p.mine, a);
  if (!answer && p.reverse_clicks) {
    // The target: the minimum, which every optimal click set reaches.
    const size_t k = p.reverse_clicks->size();
    a->stat = absl::StrCat("close it in ", k, k == 1 ? " click" : " clicks");
    if (regions && have_board) {
      // The easier variant: how many blank areas (zero regions) there are.
      const ZeroComponents z = FindZeroComponents(topo, p.mine, CountNeighborMines(topo, p.mine));
      absl::StrAppend(&a->stat, " \u00B7 ", z.count, z.count == 1 ? " blank area" : " blank areas");
    }
  }
  if (!answer) return;
  if (!p.reverse_clicks) {
    a->note = "answer not in file";
    return;
  }
  for (int32_t c : *p.reverse_clicks) {
    if (c >= 0 && static_cast<size_t>(c) < n) a->ring[c] = 1;
  }
  const size_t k = p.reverse_clicks->size();
  a->stat = absl::StrCat(k, k == 1 ? " click" : " clicks");
}

// The puzzle arrives with its answers completed (render/answers.h).
Art MakeArt(const Puzzle& p, bool answer, bool regions) {
  const size_t n = static_cast<size_t>(p.topology->size());
  Art a;
  a.tint.assign(n, 0);
  a.number.assign(n, kNoNumber);
  a.disk.assign(n, 0);
  a.dash.assign(n, 0);
  a.ring.assign(n, 0);
  switch (p.kind) {
    case PuzzleKind::kPaper:
      PaperArt(p, answer, &a);
      break;
    case PuzzleKind::kOneClick:
      OneClickArt(p, answer, &a);
      break;
    case PuzzleKind::kReverse:
      ReverseArt(p, answer, regions, &a);
      break;
  }
  return a;
}

// ---------------------------------------------------------------------------------------------
// Drawing.

class Painter {
  friend class render::PuzzlePainter;  // draws single grids for the book (puzzle_painter.h)

 public:
  Painter(const RenderOptions& o, std::span<const Puzzle> puzzles, const SheetLayout& layout,
          std::vector<GridGeometry> geometry)
      : o_(o), puzzles_(puzzles), layout_(layout), geometry_(std::move(geometry)), text_(o.font) {
    title_ = o.title.empty() ? DefaultTitle(puzzles) : o.title;
    for (PuzzleKind k : {PuzzleKind::kPaper, PuzzleKind::kOneClick, PuzzleKind::kReverse}) {
      if (std::any_of(puzzles.begin(), puzzles.end(),
                      [k](const Puzzle& p) { return p.kind == k; })) {
        kinds_.push_back(k);
      }
    }
  }
  const std::string& title() const { return title_; }
  // Cairo 1.16 does not apply the transformation to link rectangles and destinations: the
  // page's offset on the media (page_setup.h) is added to them by hand.
  void SetLinkOffset(double dx, double dy) {
    link_dx_ = dx;
    link_dy_ = dy;
  }

  void Page(cairo_t* cr, const PageRef& ref, int page_no, int pages, bool links) {
    cairo_save(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    Header(cr, ref);
    for (size_t i = 0; i < puzzles_.size(); ++i) {
      const Slot& s = layout_.slots[i];
      if (s.page != ref.sheet) continue;
      if (links) {
        // Puzzle -> its answer; answer -> its puzzle.
        const std::string target = absl::StrCat(ref.answers ? "puzzle-" : "answer-", i + 1);
        const std::string here = absl::StrCat(ref.answers ? "answer-" : "puzzle-", i + 1);
        const std::string dest = absl::StrFormat("name='%s' x=%.2f y=%.2f", here,
                                                 s.label.x + link_dx_, s.label.y + link_dy_);
        cairo_tag_begin(cr, CAIRO_TAG_DEST, dest.c_str());
        cairo_tag_end(cr, CAIRO_TAG_DEST);
        const double top = s.label.y, bottom = s.grid.bottom();
        const std::string link =
            absl::StrFormat("rect=[%.2f %.2f %.2f %.2f] dest='%s'", s.grid.x + link_dx_,
                            top + link_dy_, s.grid.w, bottom - top, target);
        cairo_tag_begin(cr, CAIRO_TAG_LINK, link.c_str());
        Puzzle1(cr, static_cast<int>(i), ref.answers);
        cairo_tag_end(cr, CAIRO_TAG_LINK);
      } else {
        Puzzle1(cr, static_cast<int>(i), ref.answers);
      }
    }
    Footer(cr, page_no, pages);
    cairo_restore(cr);
  }

  // Where a puzzle's bookmark points: its label's top-left corner.
  Point Anchor(int i) const { return {layout_.slots[i].label.x, layout_.slots[i].label.y}; }

  std::string OutlineName(int i, bool answer) const {
    const Puzzle& p = puzzles_[i];
    std::string s = absl::StrCat(answer ? "Answer " : "Puzzle ", i + 1);
    std::vector<std::string> bits;
    if (p.difficulty != Difficulty::kNone) bits.push_back(DifficultyName(p.difficulty));
    if (!p.id.empty()) bits.push_back(p.id);
    if (!bits.empty()) absl::StrAppend(&s, " (", absl::StrJoin(bits, ", "), ")");
    return s;
  }

 private:
  void Header(cairo_t* cr, const PageRef& ref) {
    const SheetLayout& L = layout_;
    const std::string title = ref.answers ? absl::StrCat(title_, " \u2014 Answers") : title_;
    text_.Markup(cr, Escape(title), 19, L.title, Align::kLeft, PANGO_WEIGHT_BOLD);
    if (L.name.h > 0) {
      if (!ref.answers) {
        // Name ________________  Date __________
        Rect box = L.name;
        box.h -= 4;
        const double split = L.name.x + L.name.w * 0.64;
        auto [nx, nw] = text_.Markup(cr, "Name", 10.5, box, Align::kLeft);
        const double base = box.y + box.h * 0.5 + 5.5;
        cairo_set_line_width(cr, 0.6);
        cairo_move_to(cr, nx + nw + 5, base);
        cairo_line_to(cr, split - 16, base);
        Rect date = box;
        date.x = split;
        date.w = L.name.right() - split;
        auto [dx, dw] = text_.Markup(cr, "Date", 10.5, date, Align::kLeft);
        cairo_move_to(cr, dx + dw + 5, base);
        cairo_line_to(cr, L.name.right(), base);
        cairo_stroke(cr);
      } else {
        Rect box = L.name;
        box.h -= 4;
        text_.Markup(cr, absl::StrCat("Answer key to page ", ref.sheet + 1), 10.5, box,
                     Align::kLeft, PANGO_WEIGHT_NORMAL, true);
      }
    }
    // One line per kind, all at one size: the largest (up to 9.5 pt) at which the longest fits.
    Rect line = L.instructions;
    line.h = kInstructionHeight;
    std::vector<std::string> lines;
    for (PuzzleKind k : kinds_) {
      std::string s = ref.answers ? Legend(k) : Instruction(k, puzzles_);
      lines.push_back(kinds_.size() > 1 ? absl::StrCat("<b>", KindTitle(k), ":</b> ", Escape(s))
                                        : Escape(s));
    }
    double& size = instruction_size_[ref.answers];
    if (size == 0) {
      size = kInstructionSize;
      for (const std::string& s : lines) {
        const double w = text_.NaturalWidth(s, kInstructionSize, PANGO_WEIGHT_NORMAL, !ref.answers);
        if (w > line.w) size = std::min(size, kInstructionSize * line.w / w * 0.995);
      }
    }
    for (const std::string& s : lines) {
      text_.Markup(cr, s, size, line, Align::kLeft, PANGO_WEIGHT_NORMAL, !ref.answers);
      line.y += kInstructionHeight;
    }
    cairo_set_line_width(cr, 1.0);
    cairo_move_to(cr, L.rule.x, L.rule.y);
    cairo_line_to(cr, L.rule.right(), L.rule.y);
    cairo_stroke(cr);
  }

  static const char* KindTitle(PuzzleKind k) {
    return k == PuzzleKind::kPaper ? "Paper" : k == PuzzleKind::kOneClick ? "One-click" : "Reverse";
  }

  static std::string Legend(PuzzleKind k) {
    switch (k) {
      case PuzzleKind::kPaper:
        return "\u25CF a mine, \u2013 a safe closed cell.";
      case PuzzleKind::kOneClick:
        return "\u25CF a mine, \u25CB the cell to click, numbers as the click reveals them. "
               "Any board with that many mines that one click clears is correct.";
      case PuzzleKind::kReverse:
        return "\u25CB one shortest click set. Any set of that many clicks that closes the "
               "board is correct.";
    }
    return "";
  }

  void Footer(cairo_t* cr, int page_no, int pages) {
    text_.Markup(cr, absl::StrCat("page ", page_no, " of ", pages), 8.5, layout_.footer,
                 Align::kCenter);
  }

  void Puzzle1(cairo_t* cr, int i, bool answer) {
    const Puzzle& p = puzzles_[i];
    const Slot& s = layout_.slots[i];
    const GridGeometry& g = geometry_[i];
    const Art art = MakeArt(p, answer, o_.reverse_regions);
    Label(cr, i, answer, art, s);
    Slot at = s;  // the grid itself, right of and below its labels
    if (o_.labels) {
      const LabelRoom room = LabelRoomFor(g);
      at.grid.x += room.left * s.unit;
      at.grid.y += room.top * s.unit;
      at.grid.w -= room.left * s.unit;
      at.grid.h -= room.top * s.unit;
      DrawLabels(cr, text_, g, at.grid.x, at.grid.y, s.unit);
    }
    Grid(cr, g, at, art);
    if (!art.banner.empty()) DrawBanner(cr, text_, at.grid, art.banner);
    if (o_.guides && WantsGuides(g)) {
      DrawGuides(cr, g, at.grid.x, at.grid.y, s.unit, std::min(1.3, std::max(0.5, s.unit * 0.09)));
    }
    if (o_.qr) DrawQrBeside(cr, p, s);
  }

  void Label(cairo_t* cr, int i, bool answer, const Art& art, const Slot& s) {
    const Puzzle& p = puzzles_[i];
    std::vector<std::string> bits;
    const bool oneclick = p.kind == PuzzleKind::kOneClick;
    if (p.mines && oneclick) bits.push_back(absl::StrCat("<b>", *p.mines, " mines</b>"));
    if (!art.stat.empty()) bits.push_back(absl::StrCat("<b>", art.stat, "</b>"));
    if (!art.note.empty()) bits.push_back(absl::StrCat("<i>", art.note, "</i>"));
    // A paper puzzle's mine count is a clue only when shown (bold on the puzzle page); otherwise
    // it is answer data, on the answer page only.
    if (p.mines && p.kind == PuzzleKind::kPaper && p.mines_shown) {
      bits.push_back(absl::StrCat("<b>", *p.mines, *p.mines == 1 ? " mine" : " mines", "</b>"));
    }
    if (p.difficulty != Difficulty::kNone) bits.push_back(DifficultyName(p.difficulty));
    if (p.drawing.rating.value_or(0) > 0)
      bits.push_back(absl::StrFormat("rating %.1f", *p.drawing.rating));
    if (p.mines && !oneclick && (p.kind != PuzzleKind::kPaper || (answer && !p.mines_shown))) {
      bits.push_back(absl::StrCat(*p.mines, *p.mines == 1 ? " mine" : " mines"));
    }
    if (!p.id.empty()) bits.push_back(Escape(p.id));
    std::string markup = absl::StrCat("<span size=\"larger\" weight=\"bold\">", i + 1, "</span>");
    std::string two_lines;  // for a narrow slot: the id on a line of its own
    if (!bits.empty()) {
      const std::string head = absl::StrCat(markup, "<span size=\"smaller\">   ");
      absl::StrAppend(&markup, "<span size=\"smaller\">   ", absl::StrJoin(bits, " \u00B7 "),
                      "</span>");
      if (!p.id.empty() && bits.size() > 1) {
        two_lines = absl::StrCat(head, absl::StrJoin(bits.begin(), bits.end() - 1, " \u00B7 "),
                                 "\n", bits.back(), "</span>");
      }
    }
    // Flush with the grid's left edge; a label longer than the room from there moves left (into
    // the slot's margin beside a narrow grid) before it is shrunk or shortened.
    Rect box{s.grid.x, s.label.y, s.cell.right() - s.grid.x, s.label.h - 2};
    text_.Markup(cr, markup, kLabelSize, box, Align::kLeft, PANGO_WEIGHT_NORMAL, false, s.cell.x,
                 kLabelMinScale, two_lines);
  }

  // One grid as `art` shows it, in the slot's grid box: tints, lines, numbers and mines, dashes
  // and rings. Everything of one kind goes into one path or text run (small, fast PDFs).
  void Grid(cairo_t* cr, const GridGeometry& g, const Slot& s, const Art& art) {
    // Tinted cells. Square grids: each row is one stroke as wide as a cell whose dash pattern is
    // the row's runs of tinted and plain cells, rows with the same pattern share a stroke (a
    // chessboard is two strokes instead of 50 rectangles: a book's PDF is half the size and twice
    // as fast). Other grids: one path of cell polygons, one fill.
    cairo_set_source_rgb(cr, kTint, kTint, kTint);
    if (g.kind() == TopologyKind::kSquare) {
      TintRows(cr, g, s, art);
    } else {
      TintCells(cr, g, s, art);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    Lines(cr, g, s);
    NumbersAndMines(cr, g, s, art);
    DashesAndRings(cr, g, s, art);
  }

  void TintRows(cairo_t* cr, const GridGeometry& g, const Slot& s, const Art& art) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    std::map<std::pair<int, std::vector<int>>, std::vector<int>> groups;  // (start, runs) -> rows
    for (int r = 0; r < rows; ++r) {
      const uint8_t* t = &art.tint[static_cast<size_t>(r) * cols];
      int c = 0;
      while (c < cols && !t[c]) ++c;
      if (c == cols) continue;
      const int start = c;
      std::vector<int> runs;
      while (c < cols) {
        int k = c;
        while (k < cols && t[k] == t[c]) ++k;
        runs.push_back(k - c);
        c = k;
      }
      if (!t[cols - 1]) runs.pop_back();  // ends on a tinted run
      groups[{start, runs}].push_back(r);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, u);
    std::vector<double> dashes;
    for (const auto& [key, group_rows] : groups) {
      const auto& [start, runs] = key;
      dashes.clear();
      int len = 0;
      for (int k : runs) {
        dashes.push_back(k * u);
        len += k;
      }
      if (dashes.size() % 2 == 1) dashes.push_back(u);  // the gap after the last run
      cairo_set_dash(cr, dashes.data(), static_cast<int>(dashes.size()), 0);
      for (int r : group_rows) {
        cairo_move_to(cr, ox + start * u, oy + (r + 0.5) * u);
        cairo_line_to(cr, ox + (start + len) * u, oy + (r + 0.5) * u);
      }
      cairo_stroke(cr);
    }
    cairo_set_dash(cr, nullptr, 0, 0);
  }

  void TintCells(cairo_t* cr, const GridGeometry& g, const Slot& s, const Art& art) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    Point poly[6];
    bool any = false;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        if (!art.tint[r * cols + c]) continue;
        any = true;
        g.Polygon(r, c, poly);
        cairo_move_to(cr, ox + poly[0].x * u, oy + poly[0].y * u);
        for (int k = 1; k < g.corners(); ++k) {
          cairo_line_to(cr, ox + poly[k].x * u, oy + poly[k].y * u);
        }
        cairo_close_path(cr);
      }
    }
    if (any) cairo_fill(cr);
  }

  void Lines(cairo_t* cr, const GridGeometry& g, const Slot& s) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    // Lines: inner edges thin, the outline at print weight.
    const double inner = std::min(kInnerLine, std::max(0.25, u * 0.05));
    const double outer = std::min(kOuterLine, std::max(0.5, u * 0.1));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    if (g.kind() == TopologyKind::kSquare) {
      for (int r = 1; r < rows; ++r) {
        cairo_move_to(cr, ox, oy + r * u);
        cairo_line_to(cr, ox + cols * u, oy + r * u);
      }
      for (int c = 1; c < cols; ++c) {
        cairo_move_to(cr, ox + c * u, oy);
        cairo_line_to(cr, ox + c * u, oy + rows * u);
      }
      cairo_set_line_width(cr, inner);
      cairo_stroke(cr);
      cairo_rectangle(cr, ox, oy, cols * u, rows * u);
      cairo_set_line_width(cr, outer);
      cairo_stroke(cr);
    } else {
      const std::vector<GridGeometry::Edge>& edges = EdgesOf(g);
      for (int pass = 0; pass < 2; ++pass) {
        for (const auto& e : edges) {
          if (e.boundary != (pass == 1)) continue;
          cairo_move_to(cr, ox + e.a.x * u, oy + e.a.y * u);
          cairo_line_to(cr, ox + e.b.x * u, oy + e.b.y * u);
        }
        cairo_set_line_width(cr, pass == 0 ? inner : outer);
        cairo_stroke(cr);
      }
    }
  }

  void NumbersAndMines(cairo_t* cr, const GridGeometry& g, const Slot& s, const Art& art) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    const double rin = g.inradius() * u;  // points
    // Numbers.
    const double size = rin * (g.kind() == TopologyKind::kTriangle ? 1.2 : 1.22);
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        const uint8_t v = art.number[r * cols + c];
        if (v == kNoNumber) continue;
        const Point m = g.Center(r, c);
        const bool wide = v >= 10;
        text_.Centered(cr, std::to_string(v), wide ? size * 0.78 : size, false, ox + m.x * u,
                       oy + m.y * u);
      }
    }
    // Mines: filled disks, drawn as the font's black circle (U+25CF) sized to the cell: one
    // glyph in the text run instead of four Bezier curves, so a book's PDF stays small and fast.
    const double disk = text_.SizeForInkWidth(kDisk, 2 * rin * 0.56);
    for (int i = 0; i < rows * cols; ++i) {
      if (!art.disk[i]) continue;
      const Point m = g.Center(i / cols, i % cols);
      text_.Centered(cr, kDisk, disk, false, ox + m.x * u, oy + m.y * u);
    }
    text_.Flush(cr);
  }

  void DashesAndRings(cairo_t* cr, const GridGeometry& g, const Slot& s, const Art& art) {
    const double u = s.unit;
    const double ox = s.grid.x, oy = s.grid.y;
    const int rows = g.rows(), cols = g.cols();
    const double rin = g.inradius() * u;  // points
    // Safe closed cells: a dash.
    bool any = false;
    for (int i = 0; i < rows * cols; ++i) {
      if (!art.dash[i]) continue;
      any = true;
      const Point m = g.Center(i / cols, i % cols);
      cairo_move_to(cr, ox + m.x * u - rin * 0.38, oy + m.y * u);
      cairo_line_to(cr, ox + m.x * u + rin * 0.38, oy + m.y * u);
    }
    if (any) {
      cairo_set_line_width(cr, std::max(0.5, rin * 0.12));
      cairo_stroke(cr);
    }
    // Clicks: a ring.
    any = false;
    for (int i = 0; i < rows * cols; ++i) {
      if (!art.ring[i]) continue;
      any = true;
      const Point m = g.Center(i / cols, i % cols);
      cairo_new_sub_path(cr);
      cairo_arc(cr, ox + m.x * u, oy + m.y * u, rin * 0.82, 0, 2 * kPi);
    }
    if (any) {
      // Lighter than the outline, so rows of neighbouring rings stay apart.
      cairo_set_line_width(cr, std::max(0.6, rin * 0.1));
      cairo_stroke(cr);
    }
  }

  const std::vector<GridGeometry::Edge>& EdgesOf(const GridGeometry& g) {
    auto key = std::make_tuple(static_cast<int>(g.kind()), g.rows(), g.cols());
    auto it = edges_.find(key);
    if (it == edges_.end()) it = edges_.emplace(key, g.Edges()).first;
    return it->second;
  }

  const RenderOptions& o_;
  std::span<const Puzzle> puzzles_;
  const SheetLayout& layout_;
  std::vector<GridGeometry> geometry_;
  Text text_;
  std::string title_;
  std::vector<PuzzleKind> kinds_;
  std::map<std::tuple<int, int, int>, std::vector<GridGeometry::Edge>> edges_;
  double instruction_size_[2] = {0, 0};  // puzzle pages, answer pages (0: not measured yet)
  double link_dx_ = 0, link_dy_ = 0;
};

// The PDF outline: "Puzzles" and "Answers", one entry per puzzle under each (grouped by
// render/outline.h when there are many).
void AddOutline(cairo_surface_t* surface, const Painter& painter, std::span<const PageRef> pages,
                const SheetLayout& layout, const RenderOptions& options) {
  const PageSetup& setup = layout.setup;
  const int main_pages = static_cast<int>(pages.size());
  const int n = static_cast<int>(layout.slots.size());
  Outline outline;  // long levels grouped (render/outline.h)
  for (int section = 0; section < 2; ++section) {
    const bool answers = section == 1;
    if (answers && options.answers == AnswerMode::kNone) continue;
    if (!answers && options.answers == AnswerMode::kOnly) continue;
    int first_page = 0;
    while (first_page < main_pages && pages[first_page].answers != answers) ++first_page;
    const std::string top = absl::StrFormat("page=%d", first_page + 1);
    const int parent = outline.Add(Outline::kRoot, answers ? "Answers" : "Puzzles", top);
    for (int i = 0; i < n; ++i) {
      const int sheet = layout.slots[i].page;
      int page_index = 0;
      while (page_index < main_pages &&
             (pages[page_index].answers != answers || pages[page_index].sheet != sheet)) {
        ++page_index;
      }
      const Point at = painter.Anchor(i);
      const std::string link =
          absl::StrFormat("page=%d pos=[%.2f %.2f]", page_index + 1,
                          at.x + PageOffsetX(setup, page_index + 1), at.y + PageOffsetY(setup));
      const std::string name = painter.OutlineName(i, answers);
      outline.Add(parent, name, link);
    }
  }
  outline.AddTo(surface);
}

}  // namespace

std::optional<Format> FormatForPath(const std::string& path) {
  const size_t dot = path.rfind('.');
  if (dot == std::string::npos || path.find('/', dot) != std::string::npos) return std::nullopt;
  const std::string ext = absl::AsciiStrToLower(path.substr(dot + 1));
  if (ext == "pdf") return Format::kPdf;
  if (ext == "svg") return Format::kSvg;
  if (ext == "png") return Format::kPng;
  if (ext == "html" || ext == "htm") return Format::kHtml;
  return std::nullopt;
}

std::string DefaultTitle(std::span<const Puzzle> puzzles) {
  bool paper = false, oneclick = false, reverse = false;
  for (const Puzzle& p : puzzles) {
    paper |= p.kind == PuzzleKind::kPaper;
    oneclick |= p.kind == PuzzleKind::kOneClick;
    reverse |= p.kind == PuzzleKind::kReverse;
  }
  if (paper + oneclick + reverse != 1) return "Minesweeper Puzzles";
  if (paper) return "Paper Minesweeper";
  if (oneclick) return "One-Click Minesweeper";
  return "Reverse Minesweeper";
}

std::string Instruction(PuzzleKind kind, std::span<const Puzzle> puzzles) {
  // The neighbourhood in words, when every puzzle of this kind shares one topology.
  std::optional<TopologyKind> topo;
  bool mixed = false;
  for (const Puzzle& p : puzzles) {
    if (p.kind != kind || !p.topology) continue;
    if (topo && *topo != p.topology->kind()) mixed = true;
    topo = p.topology->kind();
  }
  std::string around = "the cells touching it";
  if (topo && !mixed) {
    switch (*topo) {
      case TopologyKind::kSquare:
        around = "the 8 cells around it";
        break;
      case TopologyKind::kTriangle:
        around = "the 12 triangles touching it at a side or a corner";
        break;
      case TopologyKind::kHex:
        around = "the 6 hexagons around it";
        break;
      case TopologyKind::kGraph:
        break;
    }
  }
  switch (kind) {
    case PuzzleKind::kPaper:
      return absl::StrCat("Each number counts the mines among ", around,
                          ". Numbered cells are safe. Find every mine.");
    case PuzzleKind::kOneClick: {
      // A sheet with impossible tasks asks first whether it can be done at all.
      const bool ask = std::any_of(puzzles.begin(), puzzles.end(), [](const Puzzle& p) {
        return p.kind == PuzzleKind::kOneClick && p.impossible;
      });
      return absl::StrCat(ask ? "Possible or not? If possible, p" : "P",
                          "lace the mines so that one click opens every safe cell (a 0 opens ",
                          around, "). Mark that cell",
                          ask ? "; if not, write \u201Cimpossible\u201D." : ".");
    }
    case PuzzleKind::kReverse:
      return "All cells are open. A click closes what it would open (a blank: its whole area). "
             "Close the board in the number of clicks shown; circle each cell you click.";
  }
  return "";
}

absl::Status CheckDocument(std::span<const Puzzle> puzzles, const RenderOptions& options,
                           Format format) {
  if (puzzles.empty()) return absl::InvalidArgumentError("there are no puzzles to render");
  const bool html = format == Format::kHtml;  // the page draws no labels
  auto drawable = CheckDrawable(puzzles, options.labels && !html, options.qr);
  if (!drawable.ok()) return drawable.status();
  LayoutOptions lo = options.layout;
  lo.instruction_lines = static_cast<int>(KindsOf(puzzles).size());
  return ComputeLayout(lo, drawable->extents).status();
}

namespace {

// The document's files; a PDF with `pdf_file` set goes there instead (never whole in memory:
// render/pdf_repair.h) and the list is empty.
absl::StatusOr<std::vector<std::string>> DrawDocument(std::span<const Puzzle> puzzles,
                                                      const RenderOptions& options, Format format,
                                                      RenderStats* stats, PdfFile* pdf_file) {
  if (puzzles.empty()) return absl::InvalidArgumentError("there are no puzzles to render");
  if (format == Format::kHtml) {
    auto page = RenderHtml(puzzles, options);
    if (!page.ok()) return page.status();
    return std::vector<std::string>{*std::move(page)};
  }
  auto drawable = CheckDrawable(puzzles, options.labels, options.qr);
  if (!drawable.ok()) return drawable.status();
  LayoutOptions lo = options.layout;
  lo.instruction_lines = static_cast<int>(KindsOf(puzzles).size());
  auto layout = ComputeLayout(lo, drawable->extents);
  if (!layout.ok()) return layout.status();
  const bool want_hints = options.hints != 0 && options.answers != AnswerMode::kNone;
  if (absl::Status s =
          CheckAnswersComplete(puzzles, {.rating = options.show_rating, .steps = want_hints});
      !s.ok()) {
    return s;
  }
  const std::vector<PageRef> pages = DocumentPages(*layout, options.answers);
  // Hint pages (render/hints.h) follow the answer key.
  HintPages hints(puzzles, drawable->geometry, want_hints ? options.hints : 0, options.labels,
                  layout->page, options.font);
  const int main_pages = static_cast<int>(pages.size());
  const int npages = main_pages + hints.pages();
  Painter painter(options, puzzles, *layout, std::move(drawable->geometry));
  if (format == Format::kPng && !(options.dpi >= kDpi.min && options.dpi <= kDpi.max)) {
    return absl::InvalidArgumentError(absl::StrCat("the PNG resolution must be between ", kDpi.min,
                                                   " and ", kDpi.max, " dpi, not ", options.dpi));
  }
  // The media (trim and bleed); each page is drawn at its offset (page_setup.h).
  const PageSetup& setup = layout->setup;
  PageSurface surface(format, {MediaWidth(setup), MediaHeight(setup)}, options.dpi,
                      {painter.title(), "", options.creator, options.source_date_epoch});
  const bool links = format == Format::kPdf && options.answers == AnswerMode::kAfter;
  for (int k = 0; k < npages; ++k) {
    cairo_t* cr = surface.BeginPage();
    cairo_translate(cr, PageOffsetX(setup, k + 1), PageOffsetY(setup));
    if (k < main_pages) {
      painter.SetLinkOffset(PageOffsetX(setup, k + 1), PageOffsetY(setup));
      painter.Page(cr, pages[k], k + 1, npages, links);
    } else {
      hints.Draw(cr, k - main_pages, k + 1, npages, painter.title());
    }
    if (absl::Status s = surface.EndPage(); !s.ok()) return s;
  }
  if (format == Format::kPdf) AddOutline(surface.pdf(), painter, pages, *layout, options);
  absl::StatusOr<std::vector<std::string>> out;
  if (format == Format::kPdf && pdf_file != nullptr) {
    auto file = surface.FinishPdfFile(options.rewrite_pdf);
    if (!file.ok()) return file.status();
    *pdf_file = *std::move(file);
    out = std::vector<std::string>{};
  } else {
    out = surface.Finish(options.rewrite_pdf);
  }
  if (!out.ok()) return out.status();
  if (stats != nullptr) {
    stats->pages = npages;
    stats->puzzle_pages = layout->puzzle_pages;
    stats->layout = *layout;
  }
  return out;
}

}  // namespace

absl::StatusOr<std::vector<std::string>> RenderDocument(std::span<const Puzzle> puzzles,
                                                        const RenderOptions& options, Format format,
                                                        RenderStats* stats) {
  return DrawDocument(puzzles, options, format, stats, nullptr);
}

std::vector<std::string> OutputPaths(const std::string& path, Format format, int pages) {
  if (format == Format::kPdf || format == Format::kHtml || pages <= 1 || path == "-") return {path};
  const PageName name = SplitPageName(path);
  std::vector<std::string> paths;
  for (int k = 1; k <= pages; ++k) paths.push_back(absl::StrCat(name.stem, "-", k, name.ext));
  return paths;
}

absl::Status WriteDocument(std::span<const Puzzle> puzzles, const RenderOptions& options,
                           const std::string& path, RenderStats* stats,
                           std::optional<Format> format) {
  if (!format) format = FormatForPath(path);
  if (!format && path == "-") format = Format::kPdf;
  if (!format) {
    return absl::InvalidArgumentError(
        absl::StrCat("cannot tell the format of ", path, ": name it .pdf, .svg, .png or .html"));
  }
  // An output named for one format is never filled with another (a.pdf holding PNG bytes).
  if (const std::optional<Format> named = FormatForPath(path); named && *named != *format) {
    const auto name = [](Format f) {
      return f == Format::kPdf ? "PDF" : f == Format::kSvg ? "SVG" : "PNG";
    };
    return absl::InvalidArgumentError(absl::StrCat("the output name ", path, " says ", name(*named),
                                                   " but the format asked for is ", name(*format),
                                                   ": name the output after the format"));
  }
  if (*format == Format::kPdf) {
    // Streamed from a temporary file: a PDF of any size costs no memory for its bytes.
    PdfFile pdf;
    auto drawn = DrawDocument(puzzles, options, *format, stats, &pdf);
    if (!drawn.ok()) return drawn.status();
    return WritePdfFile(path, pdf);
  }
  auto blobs = RenderDocument(puzzles, options, *format, stats);
  if (!blobs.ok()) return blobs.status();
  const std::vector<std::string> paths =
      OutputPaths(path, *format, static_cast<int>(blobs->size()));
  struct stat st;
  const bool special = path != "-" && stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) &&
                       !S_ISDIR(st.st_mode);  // a device or pipe (/dev/null, a FIFO)
  if ((path == "-" || special) && blobs->size() > 1 && *format != Format::kPdf) {
    return absl::InvalidArgumentError(absl::StrCat(
        "this document has ", blobs->size(),
        " pages and SVG or PNG holds one page per file: ", path == "-" ? "standard output" : path,
        " cannot be split into pages; name an output file (OUT.svg becomes OUT-1.svg, "
        "OUT-2.svg, ...) or use PDF"));
  }
  if (path == "-" || special || *format == Format::kPdf || *format == Format::kHtml) {
    // One file; a device or pipe is written straight through, with no page set to tidy.
    return WriteFileAtomic(paths[0], (*blobs)[0]);
  }
  // All pages to disk before any is renamed into place; then the pages an earlier run under the
  // same name left (OUT.svg after OUT-1.svg.., OUT-5.svg after a 3-page run) go.
  for (std::string& page : *blobs) page = MarkPage(std::move(page));
  return WritePageSet(path, paths, *blobs, PageMarks());
}

}  // namespace papermines::render

namespace papermines::render {

// PuzzlePainter (puzzle_painter.h): a Painter with no document of its own, used for its Grid.
struct PuzzlePainter::Impl {
  explicit Impl(const std::string& font)
      : options(MakeOptions(font)), painter(options, {}, layout, {}) {}
  static RenderOptions MakeOptions(const std::string& font) {
    RenderOptions o;
    o.font = font;
    return o;
  }
  RenderOptions options;
  SheetLayout layout;
  Painter painter;
};

PuzzlePainter::PuzzlePainter(const std::string& font) : impl_(std::make_unique<Impl>(font)) {}
PuzzlePainter::~PuzzlePainter() = default;

std::string PuzzlePainter::Draw(cairo_t* cr, const Puzzle& p, double x, double y, double unit,
                                bool answer) {
  auto g = GridGeometry::For(*p.topology);
  if (!g.ok()) return std::string(g.status().message());
  const Art art = MakeArt(p, answer, /*regions=*/false);
  Slot s;
  s.unit = unit;
  s.grid = {x, y, g->width() * unit, g->height() * unit};
  impl_->painter.Grid(cr, *g, s, art);
  if (!art.note.empty()) return art.note;
  return art.stat;
}

std::string PuzzlePainter::AnswerLegend(PuzzleKind kind) { return Painter::Legend(kind); }

Text& PuzzlePainter::text() { return impl_->painter.text_; }

}  // namespace papermines::render
