// Sheet layout (layout.h): chooses how many puzzles go on a page and where each slot, label and
// grid sits, so that every puzzle gets the largest cell that fits its own slot.
#include "render/layout.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/enum_words.h"
#include "render/geometry.h"

namespace papermines::render {
namespace {

constexpr int kMaxSlotsPerSide = 8;

PageFrame FrameOf(const LayoutOptions& o) {
  PageFrame f;
  const PageSetup ps = EffectivePageSetup(o);
  const Margins& m = ps.margins;
  f.page = {ps.width, ps.height};
  const double left = m.inside;  // laid out as a recto page (page_setup.h)
  const double inner_w = f.page.width - m.inside - m.outside;
  double y = m.top;
  f.title = {left, y, inner_w, kTitleHeight};
  y += kTitleHeight;
  f.name = {left, y, inner_w, o.name_lines ? kNameHeight : 0};
  y += f.name.h;
  const int lines = std::max(0, o.instruction_lines);
  f.instructions = {left, y, inner_w, lines * kInstructionHeight};
  y += f.instructions.h;
  f.rule = {left, y + 4, inner_w, 0};
  y += kHeaderGap;
  f.header = {left, m.top, inner_w, y - m.top};
  f.footer = {left, f.page.height - m.bottom - kFooterHeight, inner_w, kFooterHeight};
  f.body = {left, y, inner_w, f.footer.y - 6 - y};
  return f;
}

Size SlotSize(const Rect& body, int across, int down) {
  return {(body.w - (across - 1) * kGutterX) / across, (body.h - (down - 1) * kGutterY) / down};
}

// `e` as it is laid out in a slot of size s: a caption that needs a second line keeps it unless
// the grid would then be smaller than min_unit (a slot the user asked for, or no other): then it
// stays on one line, where the drawing sets it smaller or shortens it.
Extent Captioned(const Extent& e, Size s, double min_unit) {
  if (e.caption_width <= 0 || FitUnit(s.width, s.height, e) >= min_unit - 1e-9) return e;
  Extent one = e;
  one.caption_width = 0;
  return one;
}

// The common unit of a set of puzzles in slots of size s, capped at kMaxUnit; 0 with
// `whole_captions` when a caption cannot be shown whole in such a slot.
double CommonUnit(Size s, std::span<const Extent> puzzles, double cap, double min_unit,
                  bool whole_captions) {
  double u = cap;
  for (const Extent& e : puzzles) {
    if (whole_captions && !CaptionFits(e, s.width)) return 0;
    u = std::min(u, FitUnit(s.width, s.height, Captioned(e, s, min_unit)));
  }
  return u;
}

// Each puzzle's unit in slots of size s: its own largest fit (capped at kMaxUnit), except that
// puzzles whose fits lie within kShareRatio of each other share the smallest of them. Going up
// the sorted fits, a fit joins the current class while it is at most kShareRatio times the
// class's first (smallest) fit, else it opens a new class.
std::vector<double> ScaleClasses(Size s, std::span<const Extent> puzzles, double cap) {
  const size_t n = puzzles.size();
  std::vector<double> fit(n);
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) {
    fit[i] = std::min(cap, FitUnit(s.width, s.height, puzzles[i]));
    order[i] = i;
  }
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return fit[a] < fit[b]; });
  std::vector<double> unit(n);
  double base = 0;
  for (size_t k = 0; k < n; ++k) {
    const size_t i = order[k];
    if (k == 0 || fit[i] > base * kShareRatio) base = fit[i];
    unit[i] = base;
  }
  return unit;
}

}  // namespace

std::optional<Paper> ParsePaper(std::string_view s) {
  if (s == "a4" || s == "A4") return Paper::kA4;
  if (s == "letter") return Paper::kLetter;
  return std::nullopt;
}

std::optional<AnswerMode> ParseAnswerMode(std::string_view s) {
  static constexpr EnumWords<AnswerMode::kOnly> kNames{{"separate", "after", "none", "only"}};
  return kNames.Parse(s);
}

PageSetup EffectivePageSetup(const LayoutOptions& o) {
  if (o.page) return *o.page;
  PageSetup ps;
  const Size s = PaperSize(o.paper);
  ps.width = s.width;
  ps.height = s.height;
  ps.name = o.paper == Paper::kLetter ? "letter" : "a4";
  ps.margins = {kMarginTop, kMarginBottom, kMarginSide, kMarginSide};
  return ps;
}

absl::Status CheckBoardFits(const LayoutOptions& o, TopologyKind kind, int rows, int cols,
                            bool labels) {
  if (kind == TopologyKind::kGraph) return absl::OkStatus();  // not drawable: said elsewhere
  const PageFrame f = FrameOf(o);
  const Size slot = SlotSize(f.body, 1, 1);
  auto fits = [&](int r, int c) {
    auto g = GridGeometry::For(kind, r, c);
    if (!g.ok()) return false;
    const LabelRoom room = labels ? LabelRoomFor(*g) : LabelRoom{};
    return FitUnit(slot.width, slot.height, {g->width() + room.left, g->height() + room.top}) >=
           o.min_unit - 1e-9;
  };
  if (fits(rows, cols)) return absl::OkStatus();
  // The largest board of the asked shape that fits (35x35 -> about 30x30, not the widest strip),
  // then one more column or row while they fit: no row or column can be added to the size named.
  auto columns_for = [&](int r) {
    return std::clamp(static_cast<int>(std::lround(double(r) * cols / rows)), 1, cols);
  };
  int max_r = 0, max_c = 0;
  for (int lo = 1, hi = rows; lo <= hi;) {  // fits(r, columns_for(r)) falls as r grows
    const int mid = lo + (hi - lo) / 2;
    if (fits(mid, columns_for(mid))) {
      max_r = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  if (max_r == 0 && fits(1, 1)) max_r = 1;
  if (max_r > 0) {
    max_c = max_r == 1 && !fits(1, columns_for(1)) ? 1 : columns_for(max_r);
    while (max_c < cols && fits(max_r, max_c + 1)) ++max_c;
    while (max_r < rows && fits(max_r + 1, max_c)) ++max_r;
  }
  const PageSetup ps = EffectivePageSetup(o);
  const std::string where = absl::StrFormat("on %s paper with these margins", ps.name);
  if (max_r == 0 || max_c == 0) {
    return absl::InvalidArgumentError(absl::StrFormat(
        "a %dx%d board cannot be drawn with cells of at least %s %s: not even one cell fits", rows,
        cols, Millimetres(o.min_unit), where));
  }
  return absl::InvalidArgumentError(absl::StrFormat(
      "a %dx%d board cannot be drawn with cells of at least %s %s: the largest that fits (one to "
      "a page) is %dx%d; choose a smaller size, larger paper or a smaller minimum cell",
      rows, cols, Millimetres(o.min_unit), where, max_r, max_c));
}

Size PaperSize(Paper paper) {
  if (paper == Paper::kLetter) return {612, 792};
  return {210 / 25.4 * 72, 297 / 25.4 * 72};
}

bool CaptionFits(const Extent& e, double slot_w) {
  if (e.caption_width <= slot_w + 1e-9) return true;
  return std::max(e.caption_two_lines, 0.0) <= slot_w + 1e-9 && e.caption_two_lines > 0;
}

double LabelHeight(const Extent& e, double slot_w) {
  return e.caption_width > slot_w + 1e-9 ? kLabelHeight + kCaptionLineHeight : kLabelHeight;
}

double FitUnit(double slot_w, double slot_h, const Extent& e) {
  const double w = slot_w - 2 * kGridPad - e.side_width;
  const double h = slot_h - LabelHeight(e, slot_w) - 2 * kGridPad - e.below;
  if (w <= 0 || h <= 0 || e.width <= 0 || e.height <= 0 || h < e.side_height) return 0;
  return std::min(w / e.width, h / e.height);
}

namespace {

// The automatic grid of slots (across, down): fewest pages at a comfortable size, then the
// largest cells, then fewer slots; 1 x 1 when none has room (reported by the caller as too large).
std::pair<int, int> ChooseSlots(const LayoutOptions& o, const PageFrame& f,
                                std::span<const Extent> puzzles, double cap) {
  const int n = static_cast<int>(puzzles.size());
  // Automatic: fewest pages at a comfortable size, then the largest cells, then fewer slots.
  struct Choice {
    int across = 1, down = 1, pages = 0;
    double unit = 0;
    bool comfortable = false;
  };
  // First with every caption whole on the lines it needs; only when no grid of slots has room
  // for them, with captions kept to one line where a second one would not fit (Captioned).
  std::optional<Choice> best;
  for (int pass = 0; pass < 2 && !best; ++pass) {
    const double keep = pass == 0 ? 0 : o.min_unit;
    const bool whole = pass == 0;
    for (int d = 1; d <= kMaxSlotsPerSide; ++d) {
      for (int a = 1; a <= kMaxSlotsPerSide; ++a) {
        Choice c{a, d, (n + a * d - 1) / (a * d),
                 CommonUnit(SlotSize(f.body, a, d), puzzles, cap, keep, whole)};
        c.comfortable = c.unit >= kComfortUnit;
        if (c.unit < o.min_unit) continue;
        auto better = [](const Choice& x, const Choice& y) {  // is x better than y?
          if (x.comfortable != y.comfortable) return x.comfortable;
          if (x.comfortable) {
            if (x.pages != y.pages) return x.pages < y.pages;
            if (std::abs(x.unit - y.unit) > 1e-9) return x.unit > y.unit;
          } else {
            if (std::abs(x.unit - y.unit) > 1e-9) return x.unit > y.unit;
            if (x.pages != y.pages) return x.pages < y.pages;
          }
          return x.across * x.down < y.across * y.down;
        };
        if (!best || better(c, *best)) best = c;
      }
    }
  }
  if (!best) return {1, 1};
  return {best->across, best->down};
}

}  // namespace

absl::StatusOr<SheetLayout> ComputeLayout(const LayoutOptions& o, std::span<const Extent> puzzles) {
  if (puzzles.empty()) return absl::InvalidArgumentError("there are no puzzles to lay out");
  if ((o.across == 0) != (o.down == 0) || o.across < 0 || o.down < 0 ||
      o.across > kMaxSlotsPerSide * 2 || o.down > kMaxSlotsPerSide * 2) {
    return absl::InvalidArgumentError(absl::StrCat(
        "puzzles per page must be W x H with W and H between 1 and ", kMaxSlotsPerSide * 2));
  }
  const PageFrame f = FrameOf(o);
  const int n = static_cast<int>(puzzles.size());
  const double cap = std::max(kMaxUnit, o.min_unit);  // the largest unit, never below the least
  int across = o.across, down = o.down;
  if (across == 0) std::tie(across, down) = ChooseSlots(o, f, puzzles, cap);
  const Size slot = SlotSize(f.body, across, down);
  std::vector<Extent> captioned;
  for (const Extent& e : puzzles) captioned.push_back(Captioned(e, slot, o.min_unit));
  SheetLayout L;
  static_cast<PageFrame&>(L) = f;
  L.setup = EffectivePageSetup(o);
  L.across = across;
  L.down = down;
  const int per_page = across * down;
  L.puzzle_pages = (n + per_page - 1) / per_page;
  L.slots.resize(n);
  const std::vector<double> units = ScaleClasses(slot, captioned, cap);
  for (int page = 0; page < L.puzzle_pages; ++page) {
    const int first = page * per_page;
    const int last = std::min(n, first + per_page);
    for (int i = first; i < last; ++i) {
      const Extent& e = captioned[i];
      const double unit = units[i];
      if (unit < o.min_unit - 1e-9) {
        const double fit = FitUnit(slot.width, slot.height, e);
        return absl::InvalidArgumentError(absl::StrFormat(
            "puzzle %d does not fit: on this paper with %dx%d per page its cells would be %.2f mm "
            "(at least %.1f mm needed); use fewer puzzles per page, larger paper or a smaller "
            "board",
            i + 1, across, down, fit / 72 * 25.4, o.min_unit / 72 * 25.4));
      }
      Slot& s = L.slots[i];
      s.page = page;
      s.index = i - first;
      const int col = s.index % across, row = s.index / across;
      s.cell = {f.body.x + col * (slot.width + kGutterX), f.body.y + row * (slot.height + kGutterY),
                slot.width, slot.height};
      s.unit = unit;
      const double gw = e.width * unit, gh = e.height * unit;
      // The label and grid block sits at the top of the slot, centred across it, so the rows
      // of a page line up.
      const double top = s.cell.y;
      const double label_h = LabelHeight(e, s.cell.w);
      s.label = {s.cell.x, top, s.cell.w, label_h};
      s.grid = {s.cell.x + (s.cell.w - gw - e.side_width) / 2, top + label_h + kGridPad, gw, gh};
    }
  }
  return L;
}

std::vector<PageRef> DocumentPages(const SheetLayout& layout, AnswerMode mode) {
  std::vector<PageRef> pages;
  if (mode != AnswerMode::kOnly) {
    for (int p = 0; p < layout.puzzle_pages; ++p) pages.push_back({p, false});
  }
  if (mode == AnswerMode::kAfter && pages.size() % 2 == 1) pages.push_back({-1, false});
  if (mode == AnswerMode::kAfter || mode == AnswerMode::kOnly) {
    for (int p = 0; p < layout.puzzle_pages; ++p) pages.push_back({p, true});
  }
  return pages;
}

}  // namespace papermines::render
