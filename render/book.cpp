// Books (book.h): measures the sections (layout.h, book_plan.h), asks the page plan where
// everything goes and draws each page into one PDF with an outline and links between puzzles and
// answers.
#include "render/book.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/substitute.h"
#include "pdf/repair.h"
#include "render/answers.h"
#include "render/book_front.h"
#include "render/book_howto.h"
#include "render/cairo_ptr.h"
#include "render/caption.h"
#include "render/document.h"
#include "render/drawable.h"
#include "render/geometry.h"
#include "render/i18n.h"
#include "render/kinds.h"
#include "render/labels.h"
#include "render/outline.h"
#include "render/puzzle_painter.h"
#include "render/qr.h"
#include "render/surface.h"
#include "render/text.h"

namespace papermines::render {
namespace {

// A puzzle's caption is a student's (caption.h: 9.5 pt, 9 pt, then parts left out); the rest of
// the small print, the answers' captions included, is never set under kMinCaptionSize.
constexpr double kAnswerCaptionSize = 7.5;
constexpr double kMinCaptionSize = 6;  // never smaller (legibility)
constexpr double kContentsLine = 20;
constexpr double kSolutionLine = kBookSolutionLine;  // "Solution on page N" under a puzzle
constexpr double kRunningHeadSize = 8.5;

class BookWriter {
 public:
  // Made in the book's language (DrawBook's scope), which decides the binding side.
  BookWriter(const Book& book)
      : book_(book), page_(BookPages(book)), painter_(book.font), text_(painter_.text()) {}

  // Lays out every section and the answers, then plans the pages.
  absl::Status Plan() {
    if (book_.sections.empty()) return absl::InvalidArgumentError("the book has no sections");
    std::vector<std::span<const Puzzle>> sets;
    for (const BookSection& s : book_.sections) sets.push_back(s.puzzles);
    kinds_ = KindsOf(sets);
    // Each puzzle's answer grid extent, for choosing the answer grid only.
    std::vector<std::vector<Extent>> answer_extents;
    if (absl::Status s = LayOutSections(&answer_extents); !s.ok()) return s;
    if (absl::Status s = LayOutAnswers(answer_extents); !s.ok()) return s;
    PlanInput in;
    in.title_page = book_.title_page;
    in.copyright_page = !book_.copyright.empty() || !book_.isbn.empty() ||
                        !book_.publisher.empty() || !book_.edition.empty();
    in.contents = book_.contents;
    in.recto = book_.recto;
    in.how_to_pages = book_.how_to_play ? static_cast<int>(kinds_.size()) : 0;
    for (size_t s = 0; s < book_.sections.size(); ++s) {
      PlanSection ps;
      ps.puzzle_pages = puzzle_layout_[s].puzzle_pages;
      if (book_.answers == BookAnswers::kAfterSection) ps.answer_pages = flows_[s].pages;
      in.sections.push_back(ps);
    }
    in.answers = book_.answers;
    in.back_answer_pages = book_.answers == BookAnswers::kBack ? flows_[0].pages : 0;
    const Rect c = ContentBox();
    in.contents_per_page =
        std::max(1, static_cast<int>((c.h - kFooterHeight - 60) / kContentsLine));
    contents_per_page_ = in.contents_per_page;
    plan_ = PlanBook(in);
    return absl::OkStatus();
  }

  // The book; with `file` set the PDF goes there (never whole in memory) and "" is returned.
  absl::StatusOr<std::string> Draw(BookPlan* plan, pdf::PdfFile* file = nullptr) {
    const PageSetup& ps = page_;
    PageSurface surface(Format::kPdf, {MediaWidth(ps), MediaHeight(ps)}, /*dpi=*/0,
                        {book_.title, book_.author, book_.creator, book_.source_date_epoch,
                         [ps](int page) { return PageBoxesOf(ps, page); }, book_.temp_dir});
    const int total = static_cast<int>(plan_.pages.size());
    for (int k = 0; k < total; ++k) {
      page_no_ = k + 1;
      dx_ = PageOffsetX(ps, page_no_);
      dy_ = PageOffsetY(ps);
      cairo_t* cr = surface.BeginPage();
      cairo_set_source_rgb(cr, 1, 1, 1);
      cairo_paint(cr);
      cairo_set_source_rgb(cr, 0, 0, 0);
      cairo_translate(cr, dx_, dy_);
      const BookPage& page = plan_.pages[k];
      switch (page.type) {
        case BookPageType::kTitle:
          DrawTitlePage(cr, book_, ContentBox());
          break;
        case BookPageType::kCopyright:
          DrawCopyrightPage(cr, book_, ContentBox());
          break;
        case BookPageType::kHowTo:
          DrawHowToPage(cr, painter_, book_, kinds_[page.index], ContentBox());
          break;
        case BookPageType::kContents:
          ContentsPage(cr, page.index);
          break;
        case BookPageType::kOpener:
          OpenerPage(cr, page.section);
          break;
        case BookPageType::kPuzzles:
          PuzzlePage(cr, page);
          break;
        case BookPageType::kAnswers:
          AnswerPage(cr, page);
          break;
        case BookPageType::kBlank:
          break;
      }
      if (page.type != BookPageType::kTitle && page.type != BookPageType::kCopyright &&
          page.type != BookPageType::kBlank) {
        Folio(cr);
      }
      if (k + 1 == total && book_.seed) SeedLine(cr);
      text_.Flush(cr);
      if (absl::Status s = surface.EndPage(); !s.ok()) return s;
      if (book_.progress) book_.progress(k + 1, total);
      if (std::chrono::steady_clock::now() >= book_.deadline) {
        return absl::DeadlineExceededError(
            absl::StrCat("the time limit ran out while the book's pages were drawn (page ", k + 1,
                         " of ", total, ")"));
      }
    }
    Outline(surface.pdf());
    // The same end as every other PDF: valid for strict readers (pdf/repair.h).
    auto pdf = surface.FinishPdfFile(/*rewrite_pdf=*/true, "book");
    if (!pdf.ok()) return pdf.status();
    std::string bytes;
    if (file != nullptr) {
      *file = *std::move(pdf);
    } else {
      auto all = pdf->ReadAll();
      if (!all.ok()) return all.status();
      bytes = *std::move(all);
    }
    if (plan != nullptr) {
      plan->pages = total;
      plan->section_page = plan_.opener_page;
      plan->answer_page.clear();
      for (size_t s = 0; s < book_.sections.size(); ++s) {
        plan->answer_page.push_back(book_.answers == BookAnswers::kNone ? 0 : AnswerHeadingPage(s));
      }
      plan->answer_pages = 0;
      for (const BookPage& p : plan_.pages) plan->answer_pages += p.type == BookPageType::kAnswers;
      plan->warnings.assign(warnings_.begin(), warnings_.end());
    }
    return bytes;
  }

 private:
  // Each section's puzzle pages (layout.h), and the extents of its answers.
  absl::Status LayOutSections(std::vector<std::vector<Extent>>* answer_extents) {
    const Book& b = book_;
    int number = 0;
    for (size_t s = 0; s < b.sections.size(); ++s) {
      const BookSection& sec = b.sections[s];
      if (sec.puzzles.empty()) {
        return absl::InvalidArgumentError(
            absl::StrCat("section ", s + 1, " (", sec.title, ") has no puzzles"));
      }
      first_number_.push_back(number + 1);
      number += static_cast<int>(sec.puzzles.size());
      std::vector<Extent> extents;
      for (size_t i = 0; i < sec.puzzles.size(); ++i) {
        const Puzzle& p = sec.puzzles[i];
        auto g = p.topology ? GridGeometry::For(*p.topology)
                            : absl::StatusOr<GridGeometry>(absl::InvalidArgumentError("no grid"));
        if (!g.ok()) {
          return absl::InvalidArgumentError(absl::StrCat(
              "section ", s + 1, " (", sec.title, "), puzzle ", i + 1, ": ", g.status().message()));
        }
        extents.push_back({g->width(), g->height()});
      }
      answer_extents->push_back(extents);  // answers carry no QR code and no solution line
      for (size_t i = 0; i < sec.puzzles.size(); ++i) {
        if (b.answers != BookAnswers::kNone) extents[i].below = kSolutionLine;
        // The room its caption needs: a second line when the parts the spec asks for (all but
        // an id, left out first) need one.
        const Puzzle& p = sec.puzzles[i];
        MeasureCaption(text_, CaptionNumber(first_number_[s] + static_cast<int>(i)),
                       CaptionParts(p, false, Wants(), PuzzlePainter::Marks(p, false, false)),
                       &extents[i], /*min_need=*/1);
        if (b.qr) {
          if (absl::Status st = AddQrBox(sec.puzzles[i], &extents[i]); !st.ok()) {
            return absl::InvalidArgumentError(absl::StrCat(
                "section ", s + 1, " (", sec.title, "), puzzle ", i + 1, ": ", st.message()));
          }
        }
      }
      section_kinds_.push_back(KindsOf(sec.puzzles));
      LayoutOptions lo = BookSectionLayout(b);
      lo.across = sec.across;
      lo.down = sec.down;
      auto layout = ComputeLayout(lo, extents);
      if (!layout.ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat("section ", s + 1, " (", sec.title, "): ", layout.status().message()));
      }
      puzzle_layout_.push_back(*std::move(layout));
    }
    return absl::OkStatus();
  }

  // The answer grid of each section and the flow (one at the back, or one per section).
  absl::Status LayOutAnswers(const std::vector<std::vector<Extent>>& answer_extents) {
    if (book_.answers == BookAnswers::kNone) return absl::OkStatus();
    const Rect body = puzzle_layout_[0].body;
    for (size_t s = 0; s < book_.sections.size(); ++s) {
      auto g = ChooseAnswerGrid(answer_extents[s], body.w, body.h, book_.answer_min_unit,
                                book_.answers_across, book_.answers_down,
                                [&](double width) { return IdLines(book_.sections[s], width); });
      if (!g.ok()) {
        return absl::InvalidArgumentError(absl::StrCat("answers of section ", s + 1, " (",
                                                       book_.sections[s].title,
                                                       "): ", g.status().message()));
      }
      if (out_of_time_) {
        return absl::DeadlineExceededError(
            "the time limit ran out while the book's answer pages were laid out");
      }
      answer_grid_.push_back(*g);
    }
    auto rows = [&](size_t s) {
      const int n = static_cast<int>(book_.sections[s].puzzles.size());
      return (n + answer_grid_[s].across - 1) / answer_grid_[s].across;
    };
    if (book_.answers == BookAnswers::kBack) {
      std::vector<int> r;
      for (size_t s = 0; s < book_.sections.size(); ++s) {
        r.push_back(rows(s));
        block_of_.push_back({0, static_cast<int>(s)});
      }
      flows_.push_back(FlowAnswers(answer_grid_, r, body.h));
    } else {
      for (size_t s = 0; s < book_.sections.size(); ++s) {
        const int r = rows(s);
        flows_.push_back(FlowAnswers(std::span<const AnswerGrid>(&answer_grid_[s], 1),
                                     std::span<const int>(&r, 1), body.h));
        block_of_.push_back({static_cast<int>(s), 0});
      }
    }
    return absl::OkStatus();
  }

  // The id of an answer as drawn under it: at kMinCaptionSize, centred, broken at its hyphens
  // (within a part only when a part is wider than the line), on as many lines as it takes.
  LayoutPtr IdLayout(cairo_t* cr, const std::string& id, double width) const {
    LayoutPtr layout = WrappedLayout(cr, book_.font.c_str(), kMinCaptionSize, width);
    pango_layout_set_alignment(layout.get(), PANGO_ALIGN_CENTER);
    pango_layout_set_text(layout.get(), id.c_str(), -1);
    return layout;
  }

  // The lines the longest id of a section takes under an answer `width` points wide.
  int IdLines(const BookSection& section, double width) const {
    // A recording surface measures as the PDF surface draws: unhinted metrics.
    const SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
    const CairoPtr cr(cairo_create(surface.get()));
    int most = 0;
    int measured = 0;
    for (const Puzzle& p : section.puzzles) {
      if (p.id.empty()) continue;
      // Measuring every id of a section of thousands takes seconds: the time limit holds here.
      if (++measured % 256 == 0 && std::chrono::steady_clock::now() >= book_.deadline) {
        out_of_time_ = true;
        return most;
      }
      const LayoutPtr layout = IdLayout(cr.get(), p.id, width);
      most = std::max(most, pango_layout_get_line_count(layout.get()));
    }
    return most;
  }

  // The physical page a flow's page `k` is.
  int FlowPage(int flow, int k) const {
    const int start =
        book_.answers == BookAnswers::kBack ? plan_.answers_start[0] : plan_.answers_start[flow];
    return start + k;
  }
  int AnswerHeadingPage(size_t s) const {
    const auto [f, b] = block_of_[s];
    return FlowPage(f, flows_[f].heading[b].page);
  }
  int AnswerPageOf(int number) const {
    for (size_t s = 0; s < book_.sections.size(); ++s) {
      const int i = number - first_number_[s];
      if (i >= 0 && i < static_cast<int>(book_.sections[s].puzzles.size())) {
        const auto [f, b] = block_of_[s];
        return FlowPage(f, flows_[f].row[b][i / answer_grid_[s].across].page);
      }
    }
    return 0;
  }
  int PuzzlePageOf(int number) const {
    for (size_t s = 0; s < book_.sections.size(); ++s) {
      const int i = number - first_number_[s];
      if (i >= 0 && i < static_cast<int>(book_.sections[s].puzzles.size()))
        return plan_.first_page[s] + puzzle_layout_[s].slots[i].page;
    }
    return 0;
  }

  // The content area of a page (inside the margins), laid out as a right-hand page.
  Rect ContentBox() const {
    const PageSetup& p = page_;
    const Margins& m = p.margins;
    return {m.inside, m.top, p.width - m.inside - m.outside, p.height - m.top - m.bottom};
  }

  std::string Dest(const std::string& name, double x, double y) const {
    return absl::StrFormat("name='%s' x=%.2f y=%.2f", name, x + dx_, y + dy_);
  }
  void Anchor(cairo_t* cr, const std::string& name, double x, double y) {
    cairo_tag_begin(cr, CAIRO_TAG_DEST, Dest(name, x, y).c_str());
    cairo_tag_end(cr, CAIRO_TAG_DEST);
  }
  void LinkTo(cairo_t* cr, Rect r, const std::string& dest) {
    const std::string link = absl::StrFormat("rect=[%.2f %.2f %.2f %.2f] dest='%s'", r.x + dx_,
                                             r.y + dy_, r.w, r.h, dest);
    cairo_tag_begin(cr, CAIRO_TAG_LINK, link.c_str());
    cairo_tag_end(cr, CAIRO_TAG_LINK);
  }

  std::string ContentsText(const ContentsLine& line) const {
    const std::string title = Isolate(book_.sections[line.section].title);
    return line.answers ? absl::Substitute(Tr("Answers: $0"), title) : title;
  }
  int ContentsPageOf(const ContentsLine& line) const {
    return line.answers ? AnswerHeadingPage(line.section) : plan_.opener_page[line.section];
  }
  std::string ContentsDest(const ContentsLine& line) const {
    return absl::StrCat(line.answers ? "answers-" : "section-", line.section + 1);
  }

  void ContentsPage(cairo_t* cr, int index) {
    const Rect c = ContentBox();
    double y = c.y;
    const std::string head = index == 0 ? Tr("Contents") : Tr("Contents (continued)");
    y += Paragraph(cr, book_.font, absl::StrCat("<b>", Escape(head), "</b>"), 18, c.x, y, c.w);
    y += 20;
    const int first = index * contents_per_page_;
    const int last = std::min(static_cast<int>(plan_.lines.size()), first + contents_per_page_);
    const bool rtl = CurrentLanguage().right_to_left;
    for (int i = first; i < last; ++i) {
      const ContentsLine& e = plan_.lines[i];
      const std::string number = PageNumberText(book_.numbers, Display(ContentsPageOf(e)));
      const Rect line{c.x, y, c.w, kContentsLine};
      // The number at the line's end (the left end right to left: Markup mirrors the
      // alignment), the entry in the room from its start to the number.
      auto [nx, nw] = text_.Markup(cr, Escape(number), 11, line, Align::kRight);
      Rect entry = line;
      if (rtl) {
        entry.x = nx + nw + 24;
        entry.w = std::max(10.0, line.right() - entry.x);
      } else {
        entry.w = std::max(10.0, nx - line.x - 24);
      }
      auto [tx, tw] = text_.Markup(cr, Escape(ContentsText(e)), 11, entry, Align::kLeft,
                                   PANGO_WEIGHT_NORMAL, false, 1e300, kMinCaptionSize / 11);
      // A dotted leader from the entry to its number.
      const double base = y + kContentsLine / 2 + 4;
      const double from = rtl ? nx + nw + 6 : tx + tw + 8, to = rtl ? tx - 8 : nx - 6;
      for (double x = from; x < to; x += 5) {
        cairo_rectangle(cr, x, base - 0.5, 0.9, 0.9);
      }
      cairo_fill(cr);
      // Named destinations: cairo 1.16 drops "page=" links to pages not drawn yet.
      LinkTo(cr, line, ContentsDest(e));
      y += kContentsLine;
    }
  }

  // A section's opening page (book_front.h), a link destination.
  void OpenerPage(cairo_t* cr, int s) {
    const Rect c = ContentBox();
    Anchor(cr, absl::StrCat("section-", s + 1), c.x, c.y);
    const std::optional<std::string> answers =
        book_.answers == BookAnswers::kNone
            ? std::nullopt
            : std::optional<std::string>(PageNumberText(
                  book_.numbers, Display(AnswerHeadingPage(static_cast<size_t>(s)))));
    DrawOpenerPage(cr, book_, s, c, first_number_[s], answers, section_kinds_[s]);
  }

  // The small running head of puzzle and answer pages: `text` on the outside, a rule below.
  void RunningHead(cairo_t* cr, const SheetLayout& L, const std::string& text) {
    const Rect& t = L.title;
    const Rect box{t.x, t.y, t.w, t.h - 8};
    text_.Markup(cr, Escape(Isolate(text)), kRunningHeadSize, box, Outer(), PANGO_WEIGHT_NORMAL,
                 true);
    cairo_set_line_width(cr, 0.5);
    cairo_move_to(cr, L.rule.x, L.rule.y);
    cairo_line_to(cr, L.rule.right(), L.rule.y);
    cairo_stroke(cr);
  }

  void PuzzlePage(cairo_t* cr, const BookPage& page) {
    const int s = page.section;
    const BookSection& sec = book_.sections[s];
    const SheetLayout& L = puzzle_layout_[s];
    RunningHead(cr, L, sec.title);
    for (size_t i = 0; i < sec.puzzles.size(); ++i) {
      const Slot& slot = L.slots[i];
      if (slot.page != page.index) continue;
      const Puzzle& p = sec.puzzles[i];
      const int number = first_number_[s] + static_cast<int>(i);
      Anchor(cr, absl::StrCat("puzzle-", number), slot.label.x, slot.label.y);
      painter_.Draw(cr, p, slot.grid.x, slot.grid.y, slot.unit, false);
      Caption(cr, p, number, slot, sec.title);
      if (book_.qr) DrawQrBeside(cr, p, slot);
      if (book_.answers != BookAnswers::kNone) {
        const std::string where =
            absl::Substitute(Tr("Solution on page $0"),
                             PageNumberText(book_.numbers, Display(AnswerPageOf(number))));
        const Rect line{slot.grid.x, slot.grid.bottom() + kGridPad, std::max(slot.grid.w, 80.0),
                        kSolutionLine};
        text_.Markup(cr, absl::StrCat("<i>", Escape(where), "</i>"), 7.5, line, Align::kLeft,
                     PANGO_WEIGHT_NORMAL, false, 1e300, kMinCaptionSize / 7.5);
        const Rect r{slot.grid.x, slot.label.y, slot.grid.w,
                     slot.grid.bottom() + kSolutionLine - slot.label.y};
        LinkTo(cr, r, absl::StrCat("answer-", number));
      }
    }
  }

  // The caption above a grid, a student's (caption.h): the parts the spec asks for; those that
  // do not fit at 9 pt are left out from the least needed (warned), never a needed one.
  void Caption(cairo_t* cr, const Puzzle& p, int number, const Slot& slot,
               const std::string& section) {
    std::vector<CaptionPart> parts =
        CaptionParts(p, false, Wants(), PuzzlePainter::Marks(p, false, /*regions=*/false));
    // Flush with the grid's edge; a caption longer than the room from there moves towards the
    // slot's edge (beside a narrow grid), as a worksheet's does.
    const Rect box{slot.grid.x, slot.label.y, slot.cell.right() - slot.grid.x, slot.label.h - 2};
    const int lines = slot.label.h > kLabelHeight + 1e-9 ? 2 : 1;
    const FittedCaption f =
        FitStudentCaption(text_, CaptionNumber(number), std::move(parts), slot.cell.w, lines);
    for (const CaptionPart& part : f.left_out) {
      warnings_.insert(absl::StrCat("section '", section, "': captions too long for ",
                                    kStudentMinCaptionSize, " pt: the ", part.what,
                                    " is left out"));
    }
    text_.Markup(cr, f.markup, f.size, box, Align::kLeft, PANGO_WEIGHT_NORMAL, false, slot.cell.x,
                 1.0);
  }

  // What a puzzle's caption shows besides what the student needs: the spec's `captions`.
  CaptionWants Wants() const {
    return {.difficulty = book_.captions.difficulty,
            .rating = book_.captions.rating,
            .mine_count = false,
            .id = book_.captions.id};
  }

  static std::string CaptionNumber(int number) { return absl::StrCat("<b>", number, "</b>"); }

  // Sets `head` and the parts in `box` at `size` (down to 6 pt), leaving out parts from the end
  // while they do not fit; a part with a name is warned about when left out.
  void FitParts(cairo_t* cr, const std::string& head,
                std::vector<std::pair<std::string, std::string>> parts, const Rect& box,
                double size0, const std::string& section) {
    while (true) {
      std::string markup = head;
      for (const auto& part : parts) absl::StrAppend(&markup, kCaptionSeparator, part.second);
      const double w = text_.NaturalWidth(markup, size0, PANGO_WEIGHT_NORMAL, false);
      const double size = std::min(size0, size0 * box.w / w * 0.995);
      if (size >= kMinCaptionSize || parts.empty()) {
        text_.Markup(cr, markup, std::max(size, kMinCaptionSize), box, Align::kLeft,
                     PANGO_WEIGHT_NORMAL, false, 1e300, 1.0);
        return;
      }
      if (!parts.back().first.empty()) {
        warnings_.insert(absl::StrCat("section '", section, "': captions too long for 6 pt: the ",
                                      parts.back().first, " is left out"));
      }
      parts.pop_back();
    }
  }

  // A page of the answers: the headings and the answers the flow put on it.
  void AnswerPage(cairo_t* cr, const BookPage& page) {
    const SheetLayout& L = puzzle_layout_[0];
    const Rect body = L.body;
    RunningHead(cr, L, Tr("Answers"));
    for (size_t s = 0; s < book_.sections.size(); ++s) {
      const auto [f, b] = block_of_[s];
      if (book_.answers == BookAnswers::kAfterSection && f != page.section) continue;
      const AnswerFlow& flow = flows_[f];
      const AnswerGrid& grid = answer_grid_[s];
      const BookSection& sec = book_.sections[s];
      if (flow.heading[b].page == page.index) {
        const double y = body.y + flow.heading[b].y;
        Anchor(cr, absl::StrCat("answers-", s + 1), body.x, y);
        const Rect line{body.x, y + 4, body.w, kAnswerHeadingHeight - 10};
        auto [tx, tw] =
            text_.Markup(cr, Escape(Isolate(sec.title)), 12, line, Align::kLeft, PANGO_WEIGHT_BOLD);
        // The key to the marks, on the heading's line at its other end (the left, right to left,
        // where the title ends).
        std::string legend;
        for (PuzzleKind k : section_kinds_[s]) {
          absl::StrAppend(&legend, legend.empty() ? "" : "  ", Escape(AnswerLegend(k)));
        }
        const Rect rest =
            CurrentLanguage().right_to_left
                ? Rect{line.x, line.y, std::max(10.0, tx - 12 - line.x), line.h}
                : Rect{tx + tw + 12, line.y, std::max(10.0, line.right() - tx - tw - 12), line.h};
        text_.Markup(cr, legend, kAnswerCaptionSize, rest, Align::kRight, PANGO_WEIGHT_NORMAL, true,
                     1e300, kMinCaptionSize / kAnswerCaptionSize);
      }
      for (size_t i = 0; i < sec.puzzles.size(); ++i) {
        const int row = static_cast<int>(i) / grid.across, col = static_cast<int>(i) % grid.across;
        if (flow.row[b][row].page != page.index) continue;
        const double x = body.x + col * (grid.cell_width + kAnswerGutterX);
        const double y = body.y + flow.row[b][row].y;
        DrawAnswer(cr, sec.puzzles[i], first_number_[s] + static_cast<int>(i), s, x, y, grid);
      }
    }
  }

  void DrawAnswer(cairo_t* cr, const Puzzle& p, int number, size_t s, double x, double y,
                  const AnswerGrid& grid) {
    // The grid's extent, as LayOutSections measured it (not kept per puzzle).
    const GridGeometry e = *GridGeometry::For(*p.topology);
    const double gw = e.width() * grid.unit;
    const double gx = x + (grid.cell_width - gw) / 2;
    const double gy = y + kAnswerLabelHeight + kGridPad;
    Anchor(cr, absl::StrCat("answer-", number), x, y);
    const std::string stat = painter_.Draw(cr, p, gx, gy, grid.unit, true);
    std::vector<std::pair<std::string, std::string>> parts;
    parts.push_back(
        {"", Escape(absl::Substitute(
                 Tr("p. $0"), PageNumberText(book_.numbers, Display(PuzzlePageOf(number)))))});
    if (!stat.empty()) parts.push_back({"", Escape(stat)});
    const Rect label{x, y, grid.cell_width, kAnswerLabelHeight - 1};
    FitParts(cr, CaptionNumber(number), parts, label, kAnswerCaptionSize, book_.sections[s].title);
    if (!p.id.empty()) {
      // The id whole, on the lines the answer grid made room for (IdLines).
      const LayoutPtr layout = IdLayout(cr, p.id, grid.cell_width);
      cairo_move_to(cr, x, gy + e.height() * grid.unit + kGridPad);
      pango_cairo_show_layout(cr, layout.get());
    }
    LinkTo(cr, {x, y, grid.cell_width, kAnswerLabelHeight + e.height() * grid.unit},
           absl::StrCat("puzzle-", number));
  }

  // The page number printed on physical page `page`.
  int Display(int page) const { return book_.first_number + page - 1; }

  void Folio(cairo_t* cr) {
    const std::string n = PageNumberText(book_.numbers, Display(page_no_));
    if (n.empty()) return;
    const Rect c = ContentBox();
    const Rect box{c.x, c.bottom() - kFooterHeight, c.w, kFooterHeight};
    text_.Markup(cr, Escape(n), 9, box, Outer());
  }

  // The seed the book was made from (Book::seed), on the last page at the footer's inner end.
  void SeedLine(cairo_t* cr) {
    const Rect c = ContentBox();
    const Rect box{c.x, c.bottom() - kFooterHeight, c.w, kFooterHeight};
    const Align inner = Outer() == Align::kRight ? Align::kLeft : Align::kRight;
    text_.Markup(cr, Escape(absl::StrCat(Tr("Seed"), " ", Isolate(absl::StrCat(*book_.seed)))),
                 kRunningHeadSize, box, inner);
  }

  // The alignment of a line in the page's outer corner: the right of a right-hand page, the
  // left of a left-hand one (page_setup.h RightHandPage), as Markup takes it (mirrored right to
  // left).
  Align Outer() const {
    return RightHandPage(page_, page_no_) != CurrentLanguage().right_to_left ? Align::kRight
                                                                             : Align::kLeft;
  }

  void Outline(cairo_surface_t* surface) {
    render::Outline outline;  // long levels grouped (render/outline.h)
    auto at = [&](int page, double x, double y) {
      return absl::StrFormat("page=%d pos=[%.2f %.2f]", page, x + PageOffsetX(page_, page),
                             y + PageOffsetY(page_));
    };
    const Rect c = ContentBox();
    const int root =
        outline.Add(render::Outline::kRoot, book_.title, at(1, c.x, c.y), /*open=*/true);
    for (size_t k = 0; k < plan_.pages.size(); ++k) {
      const int page = static_cast<int>(k) + 1;
      const BookPage& p = plan_.pages[k];
      if (p.type == BookPageType::kHowTo) {
        const std::string name =
            absl::Substitute(Tr("How to play: $0"), KindTitle(kinds_[p.index]));
        outline.Add(root, name, at(page, c.x, c.y));
      } else if (p.type == BookPageType::kContents && p.index == 0) {
        outline.Add(root, Tr("Contents"), at(page, c.x, c.y));
      }
    }
    auto puzzle_name = [&](const std::string& what, int s, size_t i) {
      const Puzzle& p = book_.sections[s].puzzles[i];
      std::string name = absl::Substitute(what, first_number_[s] + static_cast<int>(i));
      if (p.difficulty != Difficulty::kNone)
        absl::StrAppend(&name, " (", DifficultyCaption(p.difficulty), ")");
      return name;
    };
    // One entry per puzzle and per answer, made as Cairo takes it (outline.h): what they read
    // lives until outline.AddTo below.
    const std::string answer_word = Tr("Answer $0"), puzzle_word = Tr("Puzzle $0");
    auto answers = [&](int parent, int s) {
      outline.AddRun(parent, static_cast<int>(book_.sections[s].puzzles.size()),
                     [&, s](int k, std::string* name, std::string* link) {
                       const auto [f, b] = block_of_[s];
                       const AnswerGrid& grid = answer_grid_[s];
                       const Rect body = puzzle_layout_[0].body;
                       const size_t i = static_cast<size_t>(k);
                       const AnswerFlow::At at_row = flows_[f].row[b][i / grid.across];
                       const double x = body.x + static_cast<double>(i % grid.across) *
                                                     (grid.cell_width + kAnswerGutterX);
                       *name = puzzle_name(answer_word, s, i);
                       *link = at(FlowPage(f, at_row.page), x, body.y + at_row.y);
                     });
    };
    auto heading = [&](int parent, int s, const std::string& name) {
      const auto [f, b] = block_of_[s];
      const Rect body = puzzle_layout_[0].body;
      return outline.Add(parent, name,
                         at(AnswerHeadingPage(s), body.x, body.y + flows_[f].heading[b].y));
    };
    const int n = static_cast<int>(book_.sections.size());
    for (int s = 0; s < n; ++s) {
      const std::string& title = book_.sections[s].title;
      const int id = outline.Add(root, title, at(plan_.opener_page[s], c.x, c.y));
      outline.AddRun(id, static_cast<int>(book_.sections[s].puzzles.size()),
                     [&, s](int k, std::string* name, std::string* link) {
                       const Slot& slot = puzzle_layout_[s].slots[static_cast<size_t>(k)];
                       *name = puzzle_name(puzzle_word, s, static_cast<size_t>(k));
                       *link = at(plan_.first_page[s] + slot.page, slot.label.x, slot.label.y);
                     });
      if (book_.answers == BookAnswers::kAfterSection) {
        answers(heading(root, s, absl::Substitute(Tr("Answers: $0"), title)), s);
      }
    }
    if (book_.answers == BookAnswers::kBack) {
      const int top = heading(root, 0, Tr("Answers"));
      for (int s = 0; s < n; ++s) answers(heading(top, s, book_.sections[s].title), s);
    }
    outline.AddTo(surface);
  }

  const Book& book_;
  const PageSetup page_;  // the book's pages, bound on the side its language reads from
  PuzzlePainter painter_;
  Text& text_;
  std::vector<PuzzleKind> kinds_;  // the kinds the book uses, in kAllKinds order
  std::vector<SheetLayout> puzzle_layout_;
  std::vector<AnswerGrid> answer_grid_;
  mutable bool out_of_time_ = false;  // IdLines stopped at book_.deadline
  std::vector<AnswerFlow> flows_;
  std::vector<std::pair<int, int>> block_of_;  // per section: (flow, block)
  std::vector<std::vector<PuzzleKind>> section_kinds_;
  std::vector<int> first_number_;
  PagePlan plan_;
  int contents_per_page_ = 1;
  std::set<std::string> warnings_;
  int page_no_ = 0;
  double dx_ = 0, dy_ = 0;
};

}  // namespace

LayoutOptions BookSectionLayout(const Book& book, int /*kinds*/) {
  LayoutOptions lo;
  lo.page = book.page;
  lo.name_lines = false;
  lo.instruction_lines = 0;  // the rules are on the section's opener; a running head on top
  lo.min_unit = book.min_unit;
  return lo;
}

PageSetup BookPages(const Book& book) {
  PageSetup p = book.page;
  p.bound_right = CurrentLanguage().right_to_left;
  return p;
}

std::string PageNumberText(PageNumberStyle style, int n) {
  switch (style) {
    case PageNumberStyle::kNone:
      return "";
    case PageNumberStyle::kArabic:  // in the language's digits, as every number in its text
      return Number(n);
    case PageNumberStyle::kRoman: {
      if (n <= 0 || n >= 4000) return Number(n);
      static const std::pair<int, const char*> digits[] = {
          {1000, "m"}, {900, "cm"}, {500, "d"}, {400, "cd"}, {100, "c"}, {90, "xc"}, {50, "l"},
          {40, "xl"},  {10, "x"},   {9, "ix"},  {5, "v"},    {4, "iv"},  {1, "i"}};
      std::string out;
      for (const auto& [v, s] : digits) {
        while (n >= v) {
          out += s;
          n -= v;
        }
      }
      return out;
    }
  }
  return "";
}

namespace {

absl::StatusOr<std::string> DrawBook(const Book& book, BookPlan* plan, pdf::PdfFile* file) {
  if (absl::Status s = ValidatePageSetup(book.page); !s.ok()) return s;
  absl::StatusOr<LanguageScope> language = LanguageScope::Enter(book.lang, book.catalogue_dirs);
  if (!language.ok()) return language.status();
  for (const BookSection& section : book.sections) {
    if (absl::Status s = CheckAnswersComplete(section.puzzles, {.rating = book.captions.rating});
        !s.ok()) {
      return s;
    }
  }
  if (absl::Status s = CheckAnswersComplete(book.examples, {.steps = true}); !s.ok()) return s;
  BookWriter writer(book);
  if (absl::Status s = writer.Plan(); !s.ok()) return s;
  return writer.Draw(plan, file);
}

}  // namespace

absl::StatusOr<std::string> RenderBook(const Book& book, BookPlan* plan) {
  return DrawBook(book, plan, nullptr);
}

absl::Status WriteBook(RunFiles& files, const Book& book, const std::string& path, BookPlan* plan) {
  pdf::PdfFile pdf;
  auto drawn = DrawBook(book, plan, &pdf);
  if (!drawn.ok()) return drawn.status();
  return pdf::WritePdfFile(files, path, pdf);
}

}  // namespace papermines::render
