// Sheet layout: where the header, the puzzles and the footer go on each page (pure arithmetic,
// no Cairo, all lengths in PostScript points, origin at the top-left corner of the page).
//
// A page is a header (title, "Name ____ Date ____" line, one instruction line per puzzle kind),
// a body divided into `across` x `down` equal slots, and a footer ("page n of N"). Each slot holds
// one puzzle: a label line on top (two when the caption's needed parts do not fit one line of the
// slot: the plan makes the room, so a caption a student needs is never cut or set below 9 pt)
// and the grid below it, centred across the slot, at its top. Every puzzle gets the largest cell
// size (unit u, see geometry.h) at which it fits its own slot, capped at kMaxUnit so a lone small
// puzzle does not turn into a poster: a 6 x 6 board beside a 20 x 20 one is drawn large, not at
// the 20 x 20's scale. Puzzles of equal or nearly equal size (fits within kShareRatio of each
// other, over the whole document) share one unit, the smallest of theirs, so a set of similar
// puzzles looks uniform from page to page. Nothing overflows: if even kMinUnit does not fit, the
// layout is an error the user can act on.
//
// --per-page WxH fixes across x down. Automatic (across = down = 0) picks the grid of slots that
// needs the fewest pages while every cell stays at least kComfortUnit (about 5 mm, readable and
// writable by hand); ties go to the larger cells, then to fewer slots. When no grid of slots
// reaches kComfortUnit (very large boards), it takes the one with the largest cells.
//
// Answer pages mirror puzzle pages: answer page k holds the answers of puzzle page k in the same
// slots, at the same scale.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/topology.h"
#include "render/page_setup.h"

namespace papermines::render {

enum class Paper { kA4, kLetter };
// kSeparate: the puzzles in one document, the key in another (the writer's business, document.h;
// DocumentPages lists the puzzle pages only); kAfter: the key after the puzzles, from an odd page.
enum class AnswerMode { kSeparate, kAfter, kNone, kOnly };

std::optional<Paper> ParsePaper(std::string_view s);  // "a4", "letter"
// "separate", "after", "none", "only"
std::optional<AnswerMode> ParseAnswerMode(std::string_view s);

struct Size {
  double width = 0, height = 0;
};
struct Rect {
  double x = 0, y = 0, w = 0, h = 0;
  double right() const { return x + w; }
  double bottom() const { return y + h; }
  bool Contains(const Rect& o, double eps = 1e-6) const {
    return o.x >= x - eps && o.y >= y - eps && o.right() <= right() + eps &&
           o.bottom() <= bottom() + eps;
  }
};

Size PaperSize(Paper paper);  // A4 595.276 x 841.89, letter 612 x 792

// Fixed metrics (points). The drawing code sizes its fonts from these line heights.
inline constexpr double kMarginSide = 42;  // ~15 mm
inline constexpr double kMarginTop = 38;
inline constexpr double kMarginBottom = 28;
inline constexpr double kTitleHeight = 28;
inline constexpr double kNameHeight = 24;
inline constexpr double kInstructionHeight = 15;
inline constexpr double kHeaderGap = 14;  // below the rule that closes the header
inline constexpr double kFooterHeight = 16;
inline constexpr double kLabelHeight = 17;
// A caption's second line, for a caption whose needed parts do not fit one line of its slot.
inline constexpr double kCaptionLineHeight = 12;
inline constexpr double kGutterX = 20;
inline constexpr double kGutterY = 16;
inline constexpr double kGridPad = 1.5;  // room for the outline's half width
// With few puzzles grids grow to fill the page, up to this cap (~17 mm: a worksheet for young
// hands, not a poster).
inline constexpr double kMaxUnit = 48;
inline constexpr double kComfortUnit = 14.5;  // ~5.1 mm
inline constexpr double kMinUnit = 4;         // ~1.4 mm: below this a sheet is useless
inline constexpr double kShareRatio = 1.25;   // fits this close share one unit

struct LayoutOptions {
  Paper paper = Paper::kA4;
  int across = 0, down = 0;  // slots per page; both 0 = automatic
  bool name_lines = true;
  int instruction_lines = 1;
  // Page size, margins and bleed (page_setup.h); unset: `paper` with the margins above.
  std::optional<PageSetup> page;
  // The smallest cell (unit) allowed; the CLI passes --min-cell (5 mm by default).
  double min_unit = kMinUnit;
};

// The page setup the options mean: `page`, else `paper` with the fixed margins above.
PageSetup EffectivePageSetup(const LayoutOptions& options);

struct Slot {
  int page = 0;   // 0-based puzzle page
  int index = 0;  // position on the page, row-major
  Rect cell;      // the whole slot
  Rect label;     // the caption's line(s) (LabelHeight), as wide as the slot, above the grid
  Rect grid;      // the grid's bounding box (width * unit x height * unit)
  double unit = 0;
};

// The parts of a worksheet page, from the options alone.
struct PageFrame {
  Size page;  // the trimmed page; slots are placed as on a recto page (page_setup.h)
  Rect header, body, footer;
  // Header lines (their baselines' boxes), inside `header`.
  Rect title, name, instructions, rule;
};

// The page's parts, and each puzzle's place on its pages.
struct SheetLayout : PageFrame {
  PageSetup setup;  // where each page goes on the media (bleed, inside margin)
  int across = 1, down = 1;
  int puzzle_pages = 0;
  std::vector<Slot> slots;  // one per puzzle, in input order
};

// The grid's size in units (GridGeometry::width()/height()).
struct Extent {
  double width = 0, height = 0;
  // A box of fixed size in points to the right of the grid (a QR code, render/qr.h), kQrGapPt
  // away; 0 x 0 for none. The grid and the box are centred across the slot together.
  double side_width = 0, side_height = 0;
  // A line of fixed height in points under the grid (a book's "solution on page N").
  double below = 0;
  // The width in points of what the caption above the grid must show (the puzzle's number and
  // the parts a student needs, at the smallest size they are set at); a slot narrower than this
  // gives its caption a second line (LabelHeight), unless the grid would then be smaller than the
  // least cell (LayoutOptions::min_unit): then the caption keeps one line. 0: one line always
  // does.
  double caption_width = 0;
  // The same caption broken in two between its parts where its wider line is narrowest: that
  // line's width (the caption_width when it has a single part). A slot narrower than this cannot
  // show the caption whole; the automatic choice of slots avoids such slots when it can.
  double caption_two_lines = 0;
};

// Whether a caption of `e` fits a slot `slot_w` points wide on the lines LabelHeight gives it.
bool CaptionFits(const Extent& e, double slot_w);

// The height of the caption line(s) above a grid of extent `e` in a slot `slot_w` points wide:
// kLabelHeight, plus kCaptionLineHeight when the caption needs a second line.
double LabelHeight(const Extent& e, double slot_w);

// InvalidArgument when there is nothing to lay out or a puzzle cannot fit at kMinUnit.
absl::StatusOr<SheetLayout> ComputeLayout(const LayoutOptions& options,
                                          std::span<const Extent> puzzles);

// Refuses, before anything is generated, a RxC board of `kind` that cannot be drawn one to a page
// with cells of at least options.min_unit; the message names the largest size that fits.
// `labels`: the grid is drawn with its row and column labels (LabelRoomFor, geometry.h).
absl::Status CheckBoardFits(const LayoutOptions& options, TopologyKind kind, int rows, int cols,
                            bool labels = false);

// The pages of the document in print order: puzzle pages, then (kAfter) their answer pages,
// the first of them on an odd page (after a blank page when the puzzles take an odd number), so
// that printed double-sided no answer is on the back of a puzzle.
struct PageRef {
  int sheet = 0;  // the puzzle page whose slots it uses; -1: a blank page
  bool answers = false;
  bool blank() const { return sheet < 0; }
};
std::vector<PageRef> DocumentPages(const SheetLayout& layout, AnswerMode mode);

// The largest unit at which `e` fits a slot of the given size (its caption's lines included),
// before capping; 0 when nothing fits.
double FitUnit(double slot_w, double slot_h, const Extent& e);

}  // namespace papermines::render
