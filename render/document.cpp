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
#include "render/kinds.h"
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
// Drawing.

class Painter {
 public:
  Painter(const RenderOptions& o, std::span<const Puzzle> puzzles, const SheetLayout& layout,
          std::vector<GridGeometry> geometry)
      : o_(o),
        puzzles_(puzzles),
        layout_(layout),
        geometry_(std::move(geometry)),
        grid_(o.font),
        text_(grid_.text()) {
    title_ = o.title.empty() ? DocumentTitle(puzzles) : o.title;
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
      std::string s = ref.answers ? AnswerLegend(k) : KindRules(k, puzzles_);
      lines.push_back(kinds_.size() > 1
                          ? absl::StrCat("<b>", Escape(KindShortTitle(k)), ":</b> ", Escape(s))
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

  void Footer(cairo_t* cr, int page_no, int pages) {
    text_.Markup(cr, absl::StrCat("page ", page_no, " of ", pages), 8.5, layout_.footer,
                 Align::kCenter);
  }

  void Puzzle1(cairo_t* cr, int i, bool answer) {
    const Puzzle& p = puzzles_[i];
    const Slot& s = layout_.slots[i];
    const GridGeometry& g = geometry_[i];
    const GridMarks art = PuzzlePainter::Marks(p, answer, o_.reverse_regions);
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
    grid_.DrawGrid(cr, p, g, at.grid.x, at.grid.y, s.unit, answer, o_.reverse_regions);
    if (!art.banner.empty()) DrawBanner(cr, text_, at.grid, art.banner);
    if (o_.guides && WantsGuides(g)) {
      DrawGuides(cr, g, at.grid.x, at.grid.y, s.unit, std::min(1.3, std::max(0.5, s.unit * 0.09)));
    }
    if (o_.qr) DrawQrBeside(cr, p, s);
  }

  void Label(cairo_t* cr, int i, bool answer, const GridMarks& art, const Slot& s) {
    const Puzzle& p = puzzles_[i];
    std::vector<std::string> bits;
    const bool oneclick = p.kind == PuzzleKind::kOneClick;
    if (p.mines && oneclick)
      bits.push_back(absl::StrCat("<b>", Escape(MineCount(*p.mines)), "</b>"));
    if (!art.stat.empty()) bits.push_back(absl::StrCat("<b>", Escape(art.stat), "</b>"));
    if (!art.note.empty()) bits.push_back(absl::StrCat("<i>", Escape(art.note), "</i>"));
    // A paper puzzle's mine count is a clue only when shown (bold on the puzzle page); otherwise
    // it is answer data, on the answer page only.
    if (p.mines && p.kind == PuzzleKind::kPaper && p.mines_shown) {
      bits.push_back(absl::StrCat("<b>", Escape(MineCount(*p.mines)), "</b>"));
    }
    if (p.difficulty != Difficulty::kNone) bits.push_back(Escape(DifficultyCaption(p.difficulty)));
    if (p.drawing.rating.value_or(0) > 0) bits.push_back(Escape(RatingCaption(*p.drawing.rating)));
    if (p.mines && !oneclick && (p.kind != PuzzleKind::kPaper || (answer && !p.mines_shown))) {
      bits.push_back(Escape(MineCount(*p.mines)));
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

  const RenderOptions& o_;
  std::span<const Puzzle> puzzles_;
  const SheetLayout& layout_;
  std::vector<GridGeometry> geometry_;
  PuzzlePainter grid_;
  Text& text_;
  std::string title_;
  std::vector<PuzzleKind> kinds_;
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
                      {painter.title(), "", options.creator, options.source_date_epoch,
                       [setup](int page) { return PageBoxesOf(setup, page); }});
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
