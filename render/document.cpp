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
#include "absl/strings/substitute.h"
#include "core/output.h"
#include "core/page_files.h"
#include "core/reveal.h"
#include "pdf/repair.h"
#include "render/answers.h"
#include "render/caption.h"
#include "render/drawable.h"
#include "render/geometry.h"
#include "render/hints.h"
#include "render/html.h"
#include "render/i18n.h"
#include "render/kinds.h"
#include "render/labels.h"
#include "render/outline.h"
#include "render/page_mark.h"
#include "render/puzzle_painter.h"
#include "render/qr.h"
#include "render/rules_example.h"
#include "render/surface.h"
#include "render/text.h"

namespace papermines::render {
namespace {

// Type sizes (points). Everything a student reads is at least 9 pt: a text that does not fit
// wraps or takes more room, and only the parts of a caption a student can do without are left
// out. The footer may be smaller.
constexpr double kTitleSize = 19;
constexpr double kNameSize = 10.5;
constexpr double kKeyMinCaptionSize = 6;  // the key's, in a narrow slot
constexpr double kInstructionSize = 9.5;  // the rules and legends, wrapped, never smaller
constexpr double kRulesPitch = 12.5;      // their line pitch
constexpr double kFooterSize = 8.5;

// The rules mode in force: kAuto is full when every puzzle is easy, else short.
RulesMode Rules(std::span<const Puzzle> puzzles, const RenderOptions& o) {
  if (o.rules != RulesMode::kAuto) return o.rules;
  const bool easy = !puzzles.empty() && std::all_of(puzzles.begin(), puzzles.end(), [](auto& p) {
    return p.difficulty == Difficulty::kEasy;
  });
  return easy ? RulesMode::kFull : RulesMode::kShort;
}

// Whether the puzzle pages show the worked example under the rules (--rules full).
bool ShowsExample(std::span<const Puzzle> puzzles, const RenderOptions& o) {
  return Rules(puzzles, o) == RulesMode::kFull && HasRulesExample(puzzles);
}

// Each kind's rules (puzzle pages) or answer legend (answer pages) as one paragraph of markup,
// prefixed by the kind's name on a page of several kinds; no rules with --rules none.
std::vector<std::string> RulesParagraphs(std::span<const Puzzle> puzzles, bool answers,
                                         const RenderOptions& o) {
  const std::vector<PuzzleKind> kinds = KindsOf(puzzles);
  std::vector<std::string> out;
  if (!answers && Rules(puzzles, o) == RulesMode::kNone) return out;
  for (PuzzleKind k : kinds) {
    const std::string s = answers ? AnswerLegend(k) : KindRules(k, puzzles);
    out.push_back(kinds.size() > 1
                      ? absl::StrCat("<b>", Escape(KindShortTitle(k)), ":</b> ", Escape(s))
                      : Escape(s));
  }
  return out;
}

// The header lines (layout.h's kInstructionHeight each) the rules take: the more of the puzzle
// pages' rules and the answer pages' legends, so answer pages mirror puzzle pages whichever file
// they are in.
int InstructionLines(std::span<const Puzzle> puzzles, const RenderOptions& o) {
  const PageSetup ps = EffectivePageSetup(o.layout);
  const double width = ps.width - ps.margins.inside - ps.margins.outside;
  Text text(o.font);
  double most = 0;
  for (bool answers : {false, true}) {
    int lines = 0;
    for (const std::string& m : RulesParagraphs(puzzles, answers, o)) {
      lines += text.Wrapped(nullptr, m, kInstructionSize, 0, 0, width, kRulesPitch, !answers);
    }
    double height = lines * kRulesPitch;
    if (!answers && ShowsExample(puzzles, o))
      height += kRulesExampleHeight * RulesExampleCount(puzzles);
    most = std::max(most, height);
  }
  return static_cast<int>(std::ceil(most / kInstructionHeight - 1e-9));
}

// Puzzle i's number as its caption starts with it.
std::string NumberMarkup(int i) {
  return absl::StrCat("<span size=\"larger\" weight=\"bold\">", i + 1, "</span>");
}

// The room a puzzle page's caption needs (caption.h MeasureCaption).
void MeasureCaption(Text& text, const Puzzle& p, int i, const RenderOptions& o, Extent* e) {
  MeasureCaption(
      text, NumberMarkup(i),
      CaptionParts(p, false, {.id = o.ids}, PuzzlePainter::Marks(p, false, o.reverse_regions)), e);
}

// The extents to lay out: the drawable ones, with the room each caption needs.
std::vector<Extent> CaptionedExtents(std::span<const Puzzle> puzzles, const Drawable& drawable,
                                     const RenderOptions& o) {
  std::vector<Extent> extents = drawable.extents;
  Text text(o.font);
  for (size_t i = 0; i < puzzles.size(); ++i) {
    MeasureCaption(text, puzzles[i], static_cast<int>(i), o, &extents[i]);
  }
  return extents;
}

// ---------------------------------------------------------------------------------------------
// Drawing.

class Painter {
 public:
  Painter(const RenderOptions& o, std::span<const Puzzle> puzzles, const SheetLayout& layout,
          std::span<const GridGeometry> geometry)
      : o_(o),
        puzzles_(puzzles),
        layout_(layout),
        geometry_(geometry),
        grid_(o.font),
        text_(grid_.text()) {
    title_ = o.title.empty() ? DocumentTitle(puzzles) : o.title;
    kinds_ = KindsOf(puzzles);
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
    Footer(cr, page_no, pages, ref.answers);
    cairo_restore(cr);
  }

  // Where a puzzle's bookmark points: its label's top-left corner.
  Point Anchor(int i) const { return {layout_.slots[i].label.x, layout_.slots[i].label.y}; }

  std::string OutlineName(int i, bool answer) const {
    const Puzzle& p = puzzles_[i];
    std::string s = absl::Substitute(answer ? Tr("Answer $0") : Tr("Puzzle $0"), Number(i + 1));
    std::vector<std::string> bits;
    if (p.difficulty != Difficulty::kNone) bits.push_back(Tr(DifficultyName(p.difficulty)));
    // The id regenerates the puzzle and its answer: on the key's entries, on the puzzles' only
    // when ids are asked for (`--ids`), as in the captions.
    if (!p.id.empty() && (answer || o_.ids)) bits.push_back(p.id);
    if (!bits.empty()) absl::StrAppend(&s, " (", absl::StrJoin(bits, ", "), ")");
    return s;
  }

 private:
  void Header(cairo_t* cr, const PageRef& ref) {
    const SheetLayout& L = layout_;
    const std::string title =
        ref.answers ? absl::Substitute(Tr("$0 \u2014 Answers"), Isolate(title_)) : Isolate(title_);
    text_.Markup(cr, Escape(title), kTitleSize, L.title, Align::kLeft, PANGO_WEIGHT_BOLD);
    if (L.name.h > 0) {
      if (!ref.answers) {
        // Name ________________  Date __________ (mirrored for a right-to-left language:
        // the name on the right, each line to the left of its word)
        Rect box = L.name;
        box.h -= 4;
        const double base = box.y + box.h * 0.5 + 5.5;
        cairo_set_line_width(cr, 0.6);
        if (CurrentLanguage().right_to_left) {
          const double split = L.name.x + L.name.w * 0.36;
          Rect name = box;
          name.x = split;
          name.w = L.name.right() - split;
          auto [nx, nw] = text_.Markup(cr, Escape(Tr("Name")), kNameSize, name, Align::kLeft);
          cairo_move_to(cr, split + 16, base);
          cairo_line_to(cr, nx - 5, base);
          Rect date = box;
          date.w = split - L.name.x;
          auto [dx, dw] = text_.Markup(cr, Escape(Tr("Date")), kNameSize, date, Align::kLeft);
          cairo_move_to(cr, L.name.x, base);
          cairo_line_to(cr, dx - 5, base);
          cairo_stroke(cr);
        } else {
          const double split = L.name.x + L.name.w * 0.64;
          auto [nx, nw] = text_.Markup(cr, Escape(Tr("Name")), kNameSize, box, Align::kLeft);
          cairo_move_to(cr, nx + nw + 5, base);
          cairo_line_to(cr, split - 16, base);
          Rect date = box;
          date.x = split;
          date.w = L.name.right() - split;
          auto [dx, dw] = text_.Markup(cr, Escape(Tr("Date")), kNameSize, date, Align::kLeft);
          cairo_move_to(cr, dx + dw + 5, base);
          cairo_line_to(cr, L.name.right(), base);
          cairo_stroke(cr);
        }
      } else {
        Rect box = L.name;
        box.h -= 4;
        text_.Markup(cr,
                     Escape(absl::Substitute(Tr("Answer key to page $0"), Number(ref.sheet + 1))),
                     kNameSize, box, Align::kLeft, PANGO_WEIGHT_NORMAL, true);
      }
    }
    // Each kind's rules (or legend), wrapped at kInstructionSize.
    double y = L.instructions.y;
    for (const std::string& m : RulesParagraphs(puzzles_, ref.answers, o_)) {
      y += kRulesPitch * text_.Wrapped(cr, m, kInstructionSize, L.instructions.x, y,
                                       L.instructions.w, kRulesPitch, !ref.answers);
    }
    if (!ref.answers && ShowsExample(puzzles_, o_)) {
      DrawRulesExample(cr, text_, puzzles_, L.instructions.x, y, L.instructions.w);
    }
    cairo_set_line_width(cr, 1.0);
    cairo_move_to(cr, L.rule.x, L.rule.y);
    cairo_line_to(cr, L.rule.right(), L.rule.y);
    cairo_stroke(cr);
  }

  void Footer(cairo_t* cr, int page_no, int pages, bool key) {
    text_.Markup(cr, Escape(absl::Substitute(Tr("page $0 of $1"), Number(page_no), Number(pages))),
                 kFooterSize, layout_.footer, Align::kCenter);
    // The key records the run's seed (`sheet --seed N` makes the sheet again), at the outer end.
    if (key && o_.seed) {
      text_.Markup(cr, Escape(absl::StrCat(Tr("Seed"), " ", Isolate(absl::StrCat(*o_.seed)))),
                   kFooterSize, layout_.footer, Align::kRight);
    }
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

  // The caption above a grid: the puzzle's number, then its parts (CaptionParts). On a student's
  // page: set at kStudentCaptionSize, down to kStudentMinCaptionSize, on the slot's line or two
  // (layout.h makes a second line where the needed parts do not fit one); parts that still do not
  // fit are left out from the least needed (rating, a reverse board's mine count, difficulty),
  // never a needed one. On the key, and with ids, every part stays (see below).
  void Label(cairo_t* cr, int i, bool answer, const GridMarks& art, const Slot& s) {
    const Puzzle& p = puzzles_[i];
    std::vector<CaptionPart> parts = CaptionParts(p, answer, {.id = o_.ids}, art);
    const std::string number = NumberMarkup(i);
    // Flush with the grid's left edge; a caption longer than the room from there moves left (into
    // the slot's margin beside a narrow grid) before it is set smaller or shortened.
    const Rect box{s.grid.x, s.label.y, s.cell.right() - s.grid.x, s.label.h - 2};
    const double room = s.cell.right() - s.cell.x;
    const int lines = s.label.h > kLabelHeight + 1e-9 ? 2 : 1;
    if (answer || o_.ids) {
      // The key is the teacher's, and so are ids asked for on puzzle pages: every part stays, on
      // the slot's lines, in a narrow slot smaller (down to 6 pt) with the id on a line of its
      // own.
      if (lines == 2) {
        for (double size = kStudentCaptionSize; size >= kKeyMinCaptionSize - 1e-9; size -= 0.5) {
          const std::string broken = BreakCaption(text_, number, parts, size, room, 2);
          if (broken.empty()) continue;
          text_.Markup(cr, broken, size, box, Align::kLeft, PANGO_WEIGHT_NORMAL, false, s.cell.x,
                       1.0);
          return;
        }
      }
      std::string line = number, head = number;
      for (size_t k = 0; k < parts.size(); ++k) {
        absl::StrAppend(&line, kCaptionSeparator, parts[k].markup);
        if (k + 1 < parts.size()) absl::StrAppend(&head, kCaptionSeparator, parts[k].markup);
      }
      const bool id_last = !p.id.empty() && parts.size() > 1;
      const std::string two_lines =
          id_last ? absl::StrCat(head, "\n", parts.back().markup) : std::string();
      text_.Markup(cr, line, kStudentCaptionSize, box, Align::kLeft, PANGO_WEIGHT_NORMAL, false,
                   s.cell.x, kKeyMinCaptionSize / kStudentCaptionSize, two_lines);
      return;
    }
    const FittedCaption f = FitStudentCaption(text_, number, std::move(parts), room, lines);
    text_.Markup(cr, f.markup, f.size, box, Align::kLeft, PANGO_WEIGHT_NORMAL, false, s.cell.x,
                 1.0);
  }

  const RenderOptions& o_;
  std::span<const Puzzle> puzzles_;
  const SheetLayout& layout_;
  std::span<const GridGeometry> geometry_;  // the drawable's (DrawDocument's)
  PuzzlePainter grid_;
  Text& text_;
  std::string title_;
  std::vector<PuzzleKind> kinds_;
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
  std::vector<int> page_of_sheet[2];
  for (int section = 0; section < 2; ++section) {
    const bool answers = section == 1;
    if (answers && options.answers == AnswerMode::kNone) continue;
    if (!answers && options.answers == AnswerMode::kOnly) continue;
    int first_page = 0;
    while (first_page < main_pages && pages[first_page].answers != answers) ++first_page;
    const std::string top = absl::StrFormat("page=%d", first_page + 1);
    const std::string heading = answers ? Tr("Answers") : Tr("Puzzles");
    const int parent = outline.Add(Outline::kRoot, heading, top);
    // The page index of each sheet in this section (the sheet's first page; main_pages: none).
    std::vector<int>& page_of = page_of_sheet[section];
    for (int k = main_pages - 1; k >= 0; --k) {
      if (pages[k].answers != answers || pages[k].sheet < 0) continue;
      if (page_of.size() <= static_cast<size_t>(pages[k].sheet)) {
        page_of.resize(static_cast<size_t>(pages[k].sheet) + 1, main_pages);
      }
      page_of[static_cast<size_t>(pages[k].sheet)] = k;
    }
    // One entry per puzzle, made as Cairo takes it (outline.h).
    outline.AddRun(parent, n, [&, answers, section](int i, std::string* name, std::string* link) {
      const std::vector<int>& sheets = page_of_sheet[section];
      const size_t sheet = static_cast<size_t>(layout.slots[static_cast<size_t>(i)].page);
      const int page_index = sheet < sheets.size() ? sheets[sheet] : main_pages;
      const Point at = painter.Anchor(i);
      *link = absl::StrFormat("page=%d pos=[%.2f %.2f]", page_index + 1,
                              at.x + PageOffsetX(setup, page_index + 1), at.y + PageOffsetY(setup));
      *name = painter.OutlineName(i, answers);
    });
  }
  outline.AddTo(surface);
}

// Whether `path` is a device or pipe (/dev/null, a FIFO): written straight through, one file.
bool IsSpecial(const std::string& path) {
  struct stat st;
  return path != "-" && stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) &&
         !S_ISDIR(st.st_mode);
}

// The puzzles to `path`, the key (and hint pages) to KeyPath(path), committed as one unit: both
// documents are made first, then every file is written under a temporary name, and none is put in
// place before all are written (core/page_files.h); then the pages earlier runs left under
// either name go. Each target is checked like any output (never onto an input of this run).
absl::StatusOr<std::vector<std::string>> DrawDocument(std::span<const Puzzle> puzzles,
                                                      const RenderOptions& asked, Format format,
                                                      RenderStats* stats, pdf::PdfFile* pdf_file);

absl::Status WriteWithKey(RunFiles& files, std::span<const Puzzle> puzzles,
                          const RenderOptions& options, const std::string& path, Format format,
                          RenderStats* stats) {
  if (path == "-" || IsSpecial(path)) {
    return absl::InvalidArgumentError(absl::StrCat(
        "the answer key goes to a file of its own beside the puzzles (OUT-key.pdf), which ",
        path == "-" ? "standard output" : path,
        " cannot have: name an output file, or keep the key in the same document"));
  }
  RenderOptions one = options;
  one.answers = AnswerMode::kNone;
  if (format == Format::kPdf) {
    // Both PDFs streamed from temporary files (pdf/repair.h): neither is held in memory.
    pdf::PdfFile student, key;
    if (auto d = DrawDocument(puzzles, one, format, stats, &student); !d.ok()) return d.status();
    one.answers = AnswerMode::kOnly;
    RenderStats key_stats;
    if (auto d = DrawDocument(puzzles, one, format, &key_stats, &key); !d.ok()) return d.status();
    if (stats != nullptr) stats->key_pages = key_stats.pages;
    const std::vector<std::string> paths = {path, KeyPath(path)};
    const auto copy = [](const pdf::PdfFile& pdf) {
      return [&pdf](AtomicOutput& out) {
        return pdf.ForEachChunk([&](std::string_view c) { out.Write(c); });
      };
    };
    const std::vector<FileFiller> fill = {copy(student), copy(key)};
    DirectoryLock lock;
    if (absl::Status s = lock.Acquire(path); !s.ok()) return s;
    std::unique_lock<std::mutex> commit = files.BeginCommit();
    return WriteFilesAtomic(files, paths, fill);
  }
  auto student = RenderDocument(puzzles, one, format, stats);
  if (!student.ok()) return student.status();
  one.answers = AnswerMode::kOnly;
  RenderStats key_stats;
  auto key = RenderDocument(puzzles, one, format, &key_stats);
  if (!key.ok()) return key.status();
  if (stats != nullptr) stats->key_pages = key_stats.pages;
  const std::string key_path = KeyPath(path);
  std::vector<std::string> paths = OutputPaths(path, format, static_cast<int>(student->size()));
  const std::vector<std::string> key_paths =
      OutputPaths(key_path, format, static_cast<int>(key->size()));
  paths.insert(paths.end(), key_paths.begin(), key_paths.end());
  std::vector<std::string> blobs = *std::move(student);
  for (std::string& b : *key) blobs.push_back(std::move(b));
  const bool pages = format == Format::kSvg || format == Format::kPng;
  if (pages) {  // each document's pages numbered in it
    const size_t n = blobs.size() - key_paths.size();
    for (size_t k = 0; k < blobs.size(); ++k) {
      const bool in_key = k >= n;
      blobs[k] = MarkPage(std::move(blobs[k]), static_cast<int>(in_key ? k - n + 1 : k + 1),
                          static_cast<int>(in_key ? key_paths.size() : n));
    }
  }
  DirectoryLock lock;
  if (absl::Status s = lock.Acquire(path); !s.ok()) return s;
  std::unique_lock<std::mutex> commit = files.BeginCommit();
  if (absl::Status s = WriteFilesAtomic(files, paths, blobs); !s.ok()) return s;
  if (!pages) return absl::OkStatus();
  const int n = static_cast<int>(paths.size() - key_paths.size());
  if (absl::Status s = TidyStalePages(files, path, n, IsMarkedPage); !s.ok()) return s;
  return TidyStalePages(files, key_path, static_cast<int>(key_paths.size()), IsMarkedPage);
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
  if (html) {
    LayoutOptions lo = options.layout;
    lo.instruction_lines = static_cast<int>(KindsOf(puzzles).size());
    return ComputeLayout(lo, drawable->extents).status();
  }
  // The same layout as the drawing's, in the document's language.
  absl::StatusOr<LanguageScope> language =
      LanguageScope::Enter(options.lang, options.catalogue_dirs);
  if (!language.ok()) return language.status();
  LayoutOptions lo = options.layout;
  lo.instruction_lines = InstructionLines(puzzles, options);
  return ComputeLayout(lo, CaptionedExtents(puzzles, *drawable, options)).status();
}

namespace {

// The document's files; a PDF with `pdf_file` set goes there instead (never whole in memory:
// pdf/repair.h) and the list is empty.
absl::StatusOr<std::vector<std::string>> DrawDocument(std::span<const Puzzle> puzzles,
                                                      const RenderOptions& asked, Format format,
                                                      RenderStats* stats, pdf::PdfFile* pdf_file) {
  if (puzzles.empty()) return absl::InvalidArgumentError("there are no puzzles to render");
  // One document: a separate key is WriteDocument's (two documents, each asked for as kNone and
  // kOnly). A caller that wants one document (a server's response) gets the key after the puzzles,
  // from an odd page, never none.
  RenderOptions options = asked;
  if (options.answers == AnswerMode::kSeparate) options.answers = AnswerMode::kAfter;
  absl::StatusOr<LanguageScope> language =
      LanguageScope::Enter(options.lang, options.catalogue_dirs);
  if (!language.ok()) return language.status();
  if (format == Format::kHtml) {
    auto page = RenderHtml(puzzles, options);
    if (!page.ok()) return page.status();
    return std::vector<std::string>{*std::move(page)};
  }
  auto drawable = CheckDrawable(puzzles, options.labels, options.qr);
  if (!drawable.ok()) return drawable.status();
  LayoutOptions lo = options.layout;
  lo.instruction_lines = InstructionLines(puzzles, options);
  auto layout = ComputeLayout(lo, CaptionedExtents(puzzles, *drawable, options));
  if (!layout.ok()) return layout.status();
  // The extents were for the layout; the page loop keeps only what it draws from.
  drawable->extents = std::vector<Extent>();
  const bool want_hints = options.hints != 0 && options.answers != AnswerMode::kNone;
  if (absl::Status s =
          CheckAnswersComplete(puzzles, {.rating = options.show_rating, .steps = want_hints});
      !s.ok()) {
    return s;
  }
  const std::vector<PageRef> pages = DocumentPages(*layout, options.answers);
  // Hint pages (render/hints.h) follow the answer key.
  HintPages hints(puzzles, drawable->geometry, want_hints ? options.hints : 0, layout->page,
                  options.font);
  const int main_pages = static_cast<int>(pages.size());
  const int npages = main_pages + hints.pages();
  Painter painter(options, puzzles, *layout, drawable->geometry);
  if (format == Format::kPng && !(options.dpi >= kDpi.min && options.dpi <= kDpi.max)) {
    return absl::InvalidArgumentError(absl::StrCat("the PNG resolution must be between ", kDpi.min,
                                                   " and ", kDpi.max, " dpi, not ", options.dpi));
  }
  // The media (trim and bleed); each page is drawn at its offset (page_setup.h).
  const PageSetup& setup = layout->setup;
  PageSurface surface(format, {MediaWidth(setup), MediaHeight(setup)}, options.dpi,
                      {painter.title(), "", options.creator, options.source_date_epoch,
                       [setup](int page) { return PageBoxesOf(setup, page); }, options.temp_dir});
  const bool links = format == Format::kPdf && options.answers == AnswerMode::kAfter;
  for (int k = 0; k < npages; ++k) {
    cairo_t* cr = surface.BeginPage();
    cairo_translate(cr, PageOffsetX(setup, k + 1), PageOffsetY(setup));
    if (k < main_pages && pages[k].blank()) {
      // The back of the last puzzle page when the key starts on an odd page: left blank.
    } else if (k < main_pages) {
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

std::string KeyPath(const std::string& path) {
  const PageName name = SplitPageName(path);
  return absl::StrCat(name.stem, "-key", name.ext);
}

std::vector<std::string> OutputPaths(const std::string& path, Format format, int pages) {
  if (format == Format::kPdf || format == Format::kHtml || pages <= 1 || path == "-") return {path};
  const PageName name = SplitPageName(path);
  std::vector<std::string> paths;
  for (int k = 1; k <= pages; ++k) paths.push_back(absl::StrCat(name.stem, "-", k, name.ext));
  return paths;
}

absl::Status WriteDocument(RunFiles& files, std::span<const Puzzle> puzzles,
                           const RenderOptions& options, const std::string& path,
                           RenderStats* stats, std::optional<Format> format) {
  if (absl::Status s = CheckDocumentName(path); !s.ok()) return s;  // not ".svg": no hidden pages
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
  if (options.answers == AnswerMode::kSeparate && *format != Format::kHtml) {
    return WriteWithKey(files, puzzles, options, path, *format, stats);
  }
  if (*format == Format::kPdf) {
    // Streamed from a temporary file: a PDF of any size costs no memory for its bytes.
    pdf::PdfFile pdf;
    auto drawn = DrawDocument(puzzles, options, *format, stats, &pdf);
    if (!drawn.ok()) return drawn.status();
    return pdf::WritePdfFile(files, path, pdf);
  }
  auto blobs = RenderDocument(puzzles, options, *format, stats);
  if (!blobs.ok()) return blobs.status();
  const std::vector<std::string> paths =
      OutputPaths(path, *format, static_cast<int>(blobs->size()));
  const bool special = IsSpecial(path);
  if ((path == "-" || special) && blobs->size() > 1 && *format != Format::kPdf) {
    return absl::InvalidArgumentError(absl::StrCat(
        "this document has ", blobs->size(),
        " pages and SVG or PNG holds one page per file: ", path == "-" ? "standard output" : path,
        " cannot be split into pages; name an output file (OUT.svg becomes OUT-1.svg, "
        "OUT-2.svg, ...) or use PDF"));
  }
  if (path == "-" || special || *format == Format::kPdf || *format == Format::kHtml) {
    // One file; a device or pipe is written straight through, with no page set to tidy.
    return WriteFileAtomic(files, paths[0], (*blobs)[0]);
  }
  // All pages to disk before any is renamed into place; then the pages an earlier run under the
  // same name left (OUT.svg after OUT-1.svg.., OUT-5.svg after a 3-page run) go.
  for (size_t k = 0; k < blobs->size(); ++k) {
    (*blobs)[k] =
        MarkPage(std::move((*blobs)[k]), static_cast<int>(k + 1), static_cast<int>(blobs->size()));
  }
  return WritePageSet(files, path, paths, *blobs, IsMarkedPage);
}

}  // namespace papermines::render
