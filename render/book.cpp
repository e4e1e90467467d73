// Books (book.h): plans the pages (front matter, sections, answer sections, page numbers) and draws
// them into one PDF with an outline and links between puzzles and answers.
#include "render/book.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "render/answers.h"
#include "render/cairo_ptr.h"
#include "render/document.h"
#include "render/drawable.h"
#include "render/geometry.h"
#include "render/outline.h"
#include "render/pdf_repair.h"
#include "render/puzzle_painter.h"
#include "render/qr.h"
#include "render/surface.h"
#include "render/text.h"

namespace papermines::render {
namespace {

constexpr double kCaptionSize = 8.5;
constexpr double kMinCaptionSize = 6;  // never smaller (issue: legibility)
constexpr double kContentsLine = 20;
constexpr PuzzleKind kKinds[] = {PuzzleKind::kPaper, PuzzleKind::kOneClick, PuzzleKind::kReverse};

const char* KindName(PuzzleKind k) {
  return k == PuzzleKind::kPaper      ? "Paper Minesweeper"
         : k == PuzzleKind::kOneClick ? "One-Click Minesweeper"
                                      : "Reverse Minesweeper";
}

enum class PageType { kTitle, kHowTo, kContents, kPuzzles, kAnswers, kBlank };

struct PageItem {
  PageType type = PageType::kBlank;
  int section = -1;  // kPuzzles, kAnswers
  int sheet = 0;     // kPuzzles, kAnswers: the layout's page; kContents: the contents page index
  PuzzleKind kind = PuzzleKind::kPaper;  // kHowTo
};

struct ContentsEntry {
  std::string text;
  int page = 0;      // physical, 1-based
  std::string dest;  // the named destination at its heading
};

// A paragraph of Pango markup wrapped to `width`; returns its height.
double Paragraph(cairo_t* cr, const std::string& font, const std::string& markup, double size,
                 double x, double y, double width, PangoAlignment align = PANGO_ALIGN_LEFT) {
  const LayoutPtr layout = WrappedLayout(cr, font.c_str(), size, width);
  pango_layout_set_alignment(layout.get(), align);
  pango_layout_set_markup(layout.get(), markup.c_str(), -1);
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, layout.get());
  int w = 0, h = 0;
  pango_layout_get_size(layout.get(), &w, &h);
  return static_cast<double>(h) / PANGO_SCALE;
}

// The clue a first deduction on a paper puzzle starts from: a number with exactly as many closed
// neighbours as it counts mines (pass 0), else a 0 beside closed cells (pass 1); -1 when none.
int FirstClue(const Puzzle& p, int* pass_out) {
  const Topology& t = *p.topology;
  for (int pass = 0; pass < 2; ++pass) {
    for (int i = 0; i < t.size() && static_cast<size_t>(i) < p.clues.size(); ++i) {
      if (p.clues[i] == kClosed) continue;
      int closed = 0;
      for (int32_t j : t.neighbors(i)) closed += p.clues[j] == kClosed;
      if ((pass == 0 && p.clues[i] > 0 && p.clues[i] == closed) ||
          (pass == 1 && p.clues[i] == 0 && closed > 0)) {
        *pass_out = pass;
        return i;
      }
    }
  }
  return -1;
}

// A first deduction on a real puzzle, in words, for the how-to-play page (the clue it starts
// from is ringed on the drawing).
std::string WorkedStep(const Puzzle& p, const std::string& answer_stat) {
  const Topology& t = *p.topology;
  switch (p.kind) {
    case PuzzleKind::kPaper: {
      int pass = 0;
      const int i = FirstClue(p, &pass);
      if (i >= 0) {
        const std::string where = absl::StrCat("row ", t.row(i) + 1, ", column ", t.col(i) + 1);
        if (pass == 0) {
          return absl::StrCat("The ringed ", static_cast<int>(p.clues[i]), " (", where,
                              ") touches exactly ", static_cast<int>(p.clues[i]),
                              " closed cells, so every one of them is a mine. Work outwards "
                              "from such certainties: each mine found lowers what its "
                              "neighbouring numbers still need, until a number is satisfied and "
                              "its other closed neighbours are safe.");
        }
        return absl::StrCat("The ringed 0 (", where,
                            ") says none of the closed cells around it is a mine: they are all "
                            "safe. Work outwards from such certainties.");
      }
      return "Look for a number that leaves no choice: as many closed neighbours as it counts "
             "mines, or a 0. Work outwards from there.";
    }
    case PuzzleKind::kOneClick:
      return absl::StrCat("This board has ", p.mines.value_or(0),
                          " mines. In the solution they are packed into one corner region so "
                          "that the ringed cell is a 0 whose opening spreads to every safe cell.");
    case PuzzleKind::kReverse:
      return absl::StrCat(
          "Clicking a blank cell closes its whole blank area and the numbers around "
          "it; a number closes only itself. The solution closes this board in ",
          answer_stat.empty() ? "the fewest clicks" : answer_stat,
          ": first every blank area, then each number no area reached.");
  }
  return "";
}

// Which puzzle makes the best worked example (smaller is better): one whose first deduction can
// be shown, on a square grid, then the smallest.
std::tuple<int, int, int> ExampleRank(const Puzzle& p) {
  int pass = 0;
  const bool step = p.kind != PuzzleKind::kPaper || FirstClue(p, &pass) >= 0;
  return {step ? 0 : 1, p.topology->kind() == TopologyKind::kSquare ? 0 : 1, p.topology->size()};
}

class BookWriter {
 public:
  BookWriter(const Book& book) : book_(book), painter_(book.font), text_(painter_.text()) {}

  // Lays out every section, then lists the pages in print order and the contents entries.
  absl::Status Plan() {
    if (book_.sections.empty()) return absl::InvalidArgumentError("the book has no sections");
    if (absl::Status s = LayOutSections(); !s.ok()) return s;
    PlanFrontMatter();
    PlanSectionPages();
    ListContents();
    return absl::OkStatus();
  }

  // The book; with `file` set the PDF goes there (never whole in memory) and "" is returned.
  absl::StatusOr<std::string> Draw(BookPlan* plan, PdfFile* file = nullptr) {
    const PageSetup& ps = book_.page;
    PageSurface surface(Format::kPdf, {MediaWidth(ps), MediaHeight(ps)}, /*dpi=*/0,
                        {book_.title, book_.author, book_.creator, book_.source_date_epoch});
    const int total = static_cast<int>(pages_.size());
    for (int k = 0; k < total; ++k) {
      page_no_ = k + 1;
      dx_ = PageOffsetX(ps, page_no_);
      dy_ = PageOffsetY(ps);
      cairo_t* cr = surface.BeginPage();
      cairo_set_source_rgb(cr, 1, 1, 1);
      cairo_paint(cr);
      cairo_set_source_rgb(cr, 0, 0, 0);
      cairo_translate(cr, dx_, dy_);
      const PageItem& item = pages_[k];
      switch (item.type) {
        case PageType::kTitle:
          TitlePage(cr);
          break;
        case PageType::kHowTo:
          HowToPage(cr, item.kind);
          break;
        case PageType::kContents:
          ContentsPage(cr, item.sheet);
          break;
        case PageType::kPuzzles:
        case PageType::kAnswers:
          SheetPage(cr, item);
          break;
        case PageType::kBlank:
          break;
      }
      if (item.type != PageType::kTitle && item.type != PageType::kBlank) Folio(cr);
      text_.Flush(cr);
      if (absl::Status s = surface.EndPage(); !s.ok()) return s;
      if (book_.progress) book_.progress(k + 1, total);
    }
    Outline(surface.pdf());
    // The same end as every other PDF: valid for strict readers, linearized (pdf_repair.h).
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
      plan->section_page = section_page_;
      plan->answer_page = answer_page_;
      plan->warnings.assign(warnings_.begin(), warnings_.end());
    }
    return bytes;
  }

 private:
  // Each section's puzzle pages and answer pages (layout.h).
  absl::Status LayOutSections() {
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
      std::vector<Extent> puzzle_extents = extents;  // answers carry no QR code
      if (b.qr) {
        for (size_t i = 0; i < sec.puzzles.size(); ++i) {
          if (absl::Status st = AddQrBox(sec.puzzles[i], &puzzle_extents[i]); !st.ok()) {
            return absl::InvalidArgumentError(absl::StrCat(
                "section ", s + 1, " (", sec.title, "), puzzle ", i + 1, ": ", st.message()));
          }
        }
      }
      const std::vector<PuzzleKind> kinds = KindsOf(sec.puzzles);
      section_kinds_.push_back(kinds);
      LayoutOptions lo = BookSectionLayout(b, static_cast<int>(kinds.size()));
      lo.across = sec.across;
      lo.down = sec.down;
      auto layout = ComputeLayout(lo, puzzle_extents);
      if (!layout.ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat("section ", s + 1, " (", sec.title, "): ", layout.status().message()));
      }
      puzzle_layout_.push_back(*std::move(layout));
      if (b.answers != BookAnswers::kNone) {
        auto answers = AnswerLayout(lo, extents);
        if (!answers.ok()) {
          return absl::InvalidArgumentError(absl::StrCat(
              "answers of section ", s + 1, " (", sec.title, "): ", answers.status().message()));
        }
        answer_layout_.push_back(*std::move(answers));
      }
    }
    return absl::OkStatus();
  }

  // The title page, a how-to-play page per kind (with the best example), the contents pages.
  void PlanFrontMatter() {
    const Book& b = book_;
    if (b.title_page) pages_.push_back({PageType::kTitle});
    if (b.how_to_play) {
      for (PuzzleKind k : kKinds) {
        const Puzzle* smallest = nullptr;
        for (const BookSection& sec : b.sections) {
          for (const Puzzle& p : sec.puzzles) {
            if (p.kind == k && (!smallest || ExampleRank(p) < ExampleRank(*smallest)))
              smallest = &p;
          }
        }
        if (smallest) {
          examples_[k] = smallest;
          PageItem item{PageType::kHowTo};
          item.kind = k;
          pages_.push_back(item);
        }
      }
    }
    const int entries =
        static_cast<int>(b.sections.size()) * (b.answers == BookAnswers::kNone ? 1 : 2);
    const int per_contents_page =
        std::max(1, static_cast<int>((ContentBox().h - 60 - kFooterHeight) / kContentsLine));
    if (b.contents) {
      const int n = (entries + per_contents_page - 1) / per_contents_page;
      for (int k = 0; k < n; ++k) pages_.push_back({PageType::kContents, -1, k});
      contents_per_page_ = per_contents_page;
    }
  }

  // The sections and their answers, each starting on a recto page when asked.
  void PlanSectionPages() {
    const Book& b = book_;
    auto new_part = [&] {
      if (b.recto && pages_.size() % 2 == 1) pages_.push_back({PageType::kBlank});
    };
    section_page_.assign(b.sections.size(), 0);
    answer_page_.assign(b.sections.size(), 0);
    auto add_answers = [&](int s) {
      new_part();
      answer_page_[s] = static_cast<int>(pages_.size()) + 1;
      for (int k = 0; k < answer_layout_[s].puzzle_pages; ++k)
        pages_.push_back({PageType::kAnswers, s, k});
    };
    for (size_t s = 0; s < b.sections.size(); ++s) {
      new_part();
      section_page_[s] = static_cast<int>(pages_.size()) + 1;
      for (int k = 0; k < puzzle_layout_[s].puzzle_pages; ++k)
        pages_.push_back({PageType::kPuzzles, static_cast<int>(s), k});
      if (b.answers == BookAnswers::kAfterSection) add_answers(static_cast<int>(s));
    }
    if (b.answers == BookAnswers::kBack) {
      for (size_t s = 0; s < b.sections.size(); ++s) {
        if (s == 0) new_part();
        answer_page_[s] = static_cast<int>(pages_.size()) + 1;
        for (int k = 0; k < answer_layout_[s].puzzle_pages; ++k)
          pages_.push_back({PageType::kAnswers, static_cast<int>(s), k});
      }
    }
  }

  void ListContents() {
    const Book& b = book_;
    for (size_t s = 0; s < b.sections.size(); ++s) {
      contents_.push_back({b.sections[s].title, section_page_[s], absl::StrCat("section-", s + 1)});
      if (b.answers == BookAnswers::kAfterSection)
        contents_.push_back({absl::StrCat("Answers: ", b.sections[s].title), answer_page_[s],
                             absl::StrCat("answers-", s + 1)});
    }
    if (b.answers == BookAnswers::kBack) {
      for (size_t s = 0; s < b.sections.size(); ++s)
        contents_.push_back({absl::StrCat("Answers: ", b.sections[s].title), answer_page_[s],
                             absl::StrCat("answers-", s + 1)});
    }
  }

  Rect ContentBox() const {
    const PageSetup& p = book_.page;
    return {p.margins.inside, p.margins.top, p.width - p.margins.inside - p.margins.outside,
            p.height - p.margins.top - p.margins.bottom};
  }

  // Answers: the densest grid of slots (up to 6 x 8) whose cells reach answer_min_unit, unless
  // the book fixes it; ties go to larger cells.
  absl::StatusOr<SheetLayout> AnswerLayout(LayoutOptions lo, const std::vector<Extent>& extents) {
    lo.min_unit = book_.answer_min_unit;
    if (book_.answers_across > 0) {
      lo.across = book_.answers_across;
      lo.down = book_.answers_down;
      return ComputeLayout(lo, extents);
    }
    const int n = static_cast<int>(extents.size());
    std::optional<SheetLayout> best;
    int best_slots = 0;
    double best_unit = 0;
    for (int d = 1; d <= 8; ++d) {
      for (int a = 1; a <= 6; ++a) {
        lo.across = a;
        lo.down = d;
        auto L = ComputeLayout(lo, extents);
        if (!L.ok()) continue;
        const int slots = std::min(n, a * d);
        double unit = 1e9;
        for (const Slot& s : L->slots) unit = std::min(unit, s.unit);
        if (!best || slots > best_slots || (slots == best_slots && unit > best_unit + 1e-9)) {
          best = *std::move(L);
          best_slots = slots;
          best_unit = unit;
        }
      }
    }
    if (!best) {
      lo.across = lo.down = 1;
      return ComputeLayout(lo, extents);  // the error
    }
    return *best;
  }

  std::string Dest(const std::string& name, double x, double y) const {
    return absl::StrFormat("name='%s' x=%.2f y=%.2f", name, x + dx_, y + dy_);
  }
  void LinkTo(cairo_t* cr, Rect r, const std::string& attrs) {
    const std::string link =
        absl::StrFormat("rect=[%.2f %.2f %.2f %.2f] %s", r.x + dx_, r.y + dy_, r.w, r.h, attrs);
    cairo_tag_begin(cr, CAIRO_TAG_LINK, link.c_str());
    cairo_tag_end(cr, CAIRO_TAG_LINK);
  }

  void TitlePage(cairo_t* cr) {
    const Rect c = ContentBox();
    double y = c.y + c.h * 0.28;
    y += Paragraph(cr, book_.font, absl::StrCat("<b>", Escape(book_.title), "</b>"),
                   std::min(30.0, c.w / 11), c.x, y, c.w, PANGO_ALIGN_CENTER);
    if (!book_.subtitle.empty()) {
      y += 10;
      y += Paragraph(cr, book_.font, Escape(book_.subtitle), 14, c.x, y, c.w, PANGO_ALIGN_CENTER);
    }
    cairo_set_line_width(cr, 0.8);
    cairo_move_to(cr, c.x + c.w * 0.3, y + 18);
    cairo_line_to(cr, c.x + c.w * 0.7, y + 18);
    cairo_stroke(cr);
    if (!book_.author.empty()) {
      Paragraph(cr, book_.font, Escape(book_.author), 12, c.x, y + 34, c.w, PANGO_ALIGN_CENTER);
    }
    int count = 0;
    for (const BookSection& s : book_.sections) count += static_cast<int>(s.puzzles.size());
    Paragraph(cr, book_.font,
              absl::StrCat("<i>", count, " puzzles, every one with a unique solution</i>"), 9, c.x,
              c.bottom() - 14, c.w, PANGO_ALIGN_CENTER);
  }

  void HowToPage(cairo_t* cr, PuzzleKind kind) {
    const Rect c = ContentBox();
    double y = c.y;
    y += Paragraph(cr, book_.font, absl::StrCat("<b>How to play: ", KindName(kind), "</b>"), 16,
                   c.x, y, c.w);
    y += 10;
    std::vector<Puzzle> of_kind;
    for (const BookSection& s : book_.sections) {
      for (const Puzzle& p : s.puzzles) {
        if (p.kind == kind) of_kind.push_back(p);
      }
    }
    y += Paragraph(cr, book_.font, Escape(Instruction(kind, of_kind)), 10.5, c.x, y, c.w);
    y += 8;
    y += Paragraph(cr, book_.font,
                   absl::StrCat("<i>Answers: ", Escape(PuzzlePainter::AnswerLegend(kind)), "</i>"),
                   9.5, c.x, y, c.w);
    y += 14;
    y += Paragraph(cr, book_.font, "<b>A worked example</b>", 11, c.x, y, c.w);
    y += 8;
    const Puzzle& p = *examples_.at(kind);
    auto g = GridGeometry::For(*p.topology);
    if (!g.ok()) return;
    const double gap = 18, label = 14;
    const double room_h = c.bottom() - kFooterHeight - y - label - 80;
    const double unit =
        std::max(4.0, std::min({18.0, (c.w - gap) / 2 / g->width(), room_h / g->height()}));
    const double gw = g->width() * unit;
    const double x1 = c.x + (c.w - gap) / 4 - gw / 2 + 0;
    const double x2 = c.x + (c.w + gap) / 2 + (c.w - gap) / 4 - gw / 2;
    text_.Markup(cr, "The puzzle", 9, {x1, y, gw + 40, label}, Align::kLeft);
    text_.Markup(cr, "Its solution", 9, {x2, y, gw + 40, label}, Align::kLeft);
    y += label + 2;
    painter_.Draw(cr, p, x1, y, unit, false);
    if (int pass = 0, i = p.kind == PuzzleKind::kPaper ? FirstClue(p, &pass) : -1; i >= 0) {
      const Point m = g->Center(p.topology->row(i), p.topology->col(i));
      cairo_new_sub_path(cr);
      cairo_arc(cr, x1 + m.x * unit, y + m.y * unit, g->inradius() * unit * 0.85, 0, 2 * M_PI);
      cairo_set_line_width(cr, 1.2);
      cairo_stroke(cr);
    }
    const std::string stat = painter_.Draw(cr, p, x2, y, unit, true);
    y += g->height() * unit + 14;
    Paragraph(cr, book_.font, Escape(WorkedStep(p, stat)), 10, c.x, y, c.w);
  }

  void ContentsPage(cairo_t* cr, int index) {
    const Rect c = ContentBox();
    double y = c.y;
    if (index == 0) {
      y += Paragraph(cr, book_.font, "<b>Contents</b>", 18, c.x, y, c.w);
    } else {
      y += Paragraph(cr, book_.font, "<b>Contents</b> (continued)", 18, c.x, y, c.w);
    }
    y += 20;
    const int first = index * contents_per_page_;
    const int last = std::min(static_cast<int>(contents_.size()), first + contents_per_page_);
    for (int i = first; i < last; ++i) {
      const ContentsEntry& e = contents_[i];
      const std::string number = PageNumberText(book_.numbers, Display(e.page));
      const Rect line{c.x, y, c.w, kContentsLine};
      auto [nx, nw] = text_.Markup(cr, Escape(number), 11, line, Align::kRight);
      Rect left = line;
      left.w = std::max(10.0, nx - line.x - 24);
      auto [tx, tw] = text_.Markup(cr, Escape(e.text), 11, left, Align::kLeft, PANGO_WEIGHT_NORMAL,
                                   false, 1e300, kMinCaptionSize / 11);
      // A dotted leader from the entry to its number.
      const double base = y + kContentsLine / 2 + 4;
      for (double x = tx + tw + 8; x < nx - 6; x += 5) {
        cairo_rectangle(cr, x, base - 0.5, 0.9, 0.9);
      }
      cairo_fill(cr);
      // Named destinations: cairo 1.16 drops "page=" links to pages not drawn yet.
      LinkTo(cr, line, absl::StrCat("dest='", e.dest, "'"));
      y += kContentsLine;
    }
  }

  void SheetPage(cairo_t* cr, const PageItem& item) {
    const bool answers = item.type == PageType::kAnswers;
    const int s = item.section;
    const BookSection& sec = book_.sections[s];
    const SheetLayout& L = answers ? answer_layout_[s] : puzzle_layout_[s];
    // Header: the section's heading, one line of rules (or the answer legend) per kind, a rule.
    const std::string heading = answers ? absl::StrCat("Answers: ", sec.title) : sec.title;
    if (item.sheet == 0) {
      cairo_tag_begin(
          cr, CAIRO_TAG_DEST,
          Dest(absl::StrCat(answers ? "answers-" : "section-", s + 1), L.title.x, L.title.y)
              .c_str());
      cairo_tag_end(cr, CAIRO_TAG_DEST);
    }
    text_.Markup(cr, Escape(heading), 16, L.title, Align::kLeft, PANGO_WEIGHT_BOLD);
    // Each kind's rules (or answer legend) wrapped in two lines: 8.5 pt, smaller (down to 6 pt)
    // only when two lines do not hold them.
    double y = L.instructions.y;
    for (PuzzleKind k : section_kinds_[s]) {
      std::string rules = answers ? PuzzlePainter::AnswerLegend(k) : Instruction(k, sec.puzzles);
      std::string markup = section_kinds_[s].size() > 1
                               ? absl::StrCat("<b>", KindName(k), ":</b> ", Escape(rules))
                               : Escape(rules);
      markup = absl::StrCat("<i>", markup, "</i>");
      const double w = text_.NaturalWidth(markup, 8.5, PANGO_WEIGHT_NORMAL, false);
      const double size =
          std::max(kMinCaptionSize, std::min(8.5, 8.5 * 2 * L.instructions.w / w * 0.9));
      Paragraph(cr, book_.font, markup, size, L.instructions.x, y + 2, L.instructions.w);
      y += 2 * kInstructionHeight;
    }
    cairo_set_line_width(cr, 0.8);
    cairo_move_to(cr, L.rule.x, L.rule.y);
    cairo_line_to(cr, L.rule.right(), L.rule.y);
    cairo_stroke(cr);
    for (size_t i = 0; i < sec.puzzles.size(); ++i) {
      const Slot& slot = L.slots[i];
      if (slot.page != item.sheet) continue;
      const Puzzle& p = sec.puzzles[i];
      const int number = first_number_[s] + static_cast<int>(i);
      const std::string here = absl::StrCat(answers ? "answer-" : "puzzle-", number);
      cairo_tag_begin(cr, CAIRO_TAG_DEST, Dest(here, slot.label.x, slot.label.y).c_str());
      cairo_tag_end(cr, CAIRO_TAG_DEST);
      const std::string stat = painter_.Draw(cr, p, slot.grid.x, slot.grid.y, slot.unit, answers);
      Caption(cr, p, number, slot, answers, stat, sec.title);
      if (book_.qr && !answers) DrawQrBeside(cr, p, slot);
      if (answers || book_.answers != BookAnswers::kNone) {
        Rect r{slot.grid.x, slot.label.y, slot.grid.w, slot.grid.bottom() - slot.label.y};
        LinkTo(cr, r, absl::StrCat("dest='", answers ? "puzzle-" : "answer-", number, "'"));
      }
    }
  }

  // The caption above a grid: never below 6 pt; parts that do not fit are left out (warned).
  void Caption(cairo_t* cr, const Puzzle& p, int number, const Slot& slot, bool answer,
               const std::string& stat, const std::string& section) {
    std::vector<std::pair<std::string, std::string>> parts;  // (what, markup), least needed last
    if (answer) {
      const int s_page = PuzzlePage(number);
      parts.push_back({"", absl::StrCat("p. ", PageNumberText(book_.numbers, Display(s_page)))});
      if (!stat.empty()) parts.push_back({"", Escape(stat)});
    } else {
      // A mine count the solver needs (one-click, or a paper puzzle's shown count) is never left
      // out.
      if (p.mines &&
          (p.kind == PuzzleKind::kOneClick || (p.kind == PuzzleKind::kPaper && p.mines_shown))) {
        parts.push_back(
            {"", absl::StrCat("<b>", *p.mines, *p.mines == 1 ? " mine" : " mines", "</b>")});
      }
      if (book_.captions.difficulty && p.difficulty != Difficulty::kNone)
        parts.push_back({"difficulty", DifficultyName(p.difficulty)});
      if (book_.captions.rating && p.kind == PuzzleKind::kPaper) {
        const double rating = p.drawing.rating.value_or(0);
        if (rating > 0) parts.push_back({"rating", absl::StrFormat("rating %.1f", rating)});
      }
      if (book_.captions.id && !p.id.empty()) parts.push_back({"id", Escape(p.id)});
    }
    Rect box{slot.grid.x, slot.label.y, slot.cell.right() - slot.grid.x, slot.label.h - 2};
    if (box.w < slot.cell.w * 0.6) {  // a narrow grid: the caption may start at the slot's edge
      box.x = slot.cell.x;
      box.w = slot.cell.w;
    }
    while (true) {
      std::string markup = absl::StrCat("<b>", number, "</b>");
      for (const auto& part : parts) absl::StrAppend(&markup, "  \u00B7  ", part.second);
      const double w = text_.NaturalWidth(markup, kCaptionSize, PANGO_WEIGHT_NORMAL, false);
      const double size = std::min(kCaptionSize, kCaptionSize * box.w / w * 0.995);
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

  // The page number printed on physical page `page`.
  int Display(int page) const { return book_.first_number + page - 1; }

  int PuzzlePage(int number) const {
    for (size_t s = 0; s < book_.sections.size(); ++s) {
      const int i = number - first_number_[s];
      if (i >= 0 && i < static_cast<int>(book_.sections[s].puzzles.size()))
        return section_page_[s] + puzzle_layout_[s].slots[i].page;
    }
    return 0;
  }

  void Folio(cairo_t* cr) {
    const std::string n = PageNumberText(book_.numbers, Display(page_no_));
    if (n.empty()) return;
    const Rect c = ContentBox();
    const Rect box{c.x, c.bottom() - kFooterHeight, c.w, kFooterHeight};
    text_.Markup(cr, Escape(n), 9, box, page_no_ % 2 == 1 ? Align::kRight : Align::kLeft);
  }

  void Outline(cairo_surface_t* surface) {
    render::Outline outline;  // long levels grouped (render/outline.h)
    auto at = [&](int page, double x, double y) {
      return absl::StrFormat("page=%d pos=[%.2f %.2f]", page, x + PageOffsetX(book_.page, page),
                             y + PageOffsetY(book_.page));
    };
    const Rect c = ContentBox();
    const int root =
        outline.Add(render::Outline::kRoot, book_.title, at(1, c.x, c.y), /*open=*/true);
    for (size_t k = 0; k < pages_.size(); ++k) {
      const int page = static_cast<int>(k) + 1;
      if (pages_[k].type == PageType::kHowTo) {
        const std::string name = absl::StrCat("How to play: ", KindName(pages_[k].kind));
        outline.Add(root, name, at(page, c.x, c.y));
      } else if (pages_[k].type == PageType::kContents && pages_[k].sheet == 0) {
        outline.Add(root, "Contents", at(page, c.x, c.y));
      }
    }
    auto puzzles = [&](int parent, int s, bool answers) {
      const SheetLayout& L = answers ? answer_layout_[s] : puzzle_layout_[s];
      const int first = answers ? answer_page_[s] : section_page_[s];
      for (size_t i = 0; i < book_.sections[s].puzzles.size(); ++i) {
        const Puzzle& p = book_.sections[s].puzzles[i];
        const Slot& slot = L.slots[i];
        std::string name =
            absl::StrCat(answers ? "Answer " : "Puzzle ", first_number_[s] + static_cast<int>(i));
        if (p.difficulty != Difficulty::kNone)
          absl::StrAppend(&name, " (", DifficultyName(p.difficulty), ")");
        outline.Add(parent, name, at(first + slot.page, slot.label.x, slot.label.y));
      }
    };
    const int n = static_cast<int>(book_.sections.size());
    for (int s = 0; s < n; ++s) {
      const int id = outline.Add(root, book_.sections[s].title, at(section_page_[s], c.x, c.y));
      puzzles(id, s, false);
      if (book_.answers == BookAnswers::kAfterSection) {
        const std::string name = absl::StrCat("Answers: ", book_.sections[s].title);
        const int a = outline.Add(root, name, at(answer_page_[s], c.x, c.y));
        puzzles(a, s, true);
      }
    }
    if (book_.answers == BookAnswers::kBack) {
      const int top = outline.Add(root, "Answers", at(answer_page_[0], c.x, c.y));
      for (int s = 0; s < n; ++s) {
        const int id = outline.Add(top, book_.sections[s].title, at(answer_page_[s], c.x, c.y));
        puzzles(id, s, true);
      }
    }
    outline.AddTo(surface);
  }

  const Book& book_;
  PuzzlePainter painter_;
  Text& text_;
  std::vector<PageItem> pages_;
  std::vector<SheetLayout> puzzle_layout_, answer_layout_;
  std::vector<std::vector<PuzzleKind>> section_kinds_;
  std::vector<int> first_number_, section_page_, answer_page_;
  std::map<PuzzleKind, const Puzzle*> examples_;
  std::vector<ContentsEntry> contents_;
  int contents_per_page_ = 1;
  std::set<std::string> warnings_;
  int page_no_ = 0;
  double dx_ = 0, dy_ = 0;
};

}  // namespace

LayoutOptions BookSectionLayout(const Book& book, int kinds) {
  LayoutOptions lo;
  lo.page = book.page;
  lo.name_lines = false;
  lo.instruction_lines = 2 * std::max(1, kinds);  // the rules wrap in two lines
  lo.min_unit = book.min_unit;
  return lo;
}

std::string PageNumberText(PageNumberStyle style, int n) {
  switch (style) {
    case PageNumberStyle::kNone:
      return "";
    case PageNumberStyle::kArabic:
      return std::to_string(n);
    case PageNumberStyle::kRoman: {
      if (n <= 0 || n >= 4000) return std::to_string(n);
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

absl::StatusOr<std::string> DrawBook(const Book& book, BookPlan* plan, PdfFile* file) {
  if (absl::Status s = ValidatePageSetup(book.page); !s.ok()) return s;
  for (const BookSection& section : book.sections) {
    if (absl::Status s = CheckAnswersComplete(section.puzzles, {.rating = book.captions.rating});
        !s.ok()) {
      return s;
    }
  }
  BookWriter writer(book);
  if (absl::Status s = writer.Plan(); !s.ok()) return s;
  return writer.Draw(plan, file);
}

}  // namespace

absl::StatusOr<std::string> RenderBook(const Book& book, BookPlan* plan) {
  return DrawBook(book, plan, nullptr);
}

absl::Status WriteBook(const Book& book, const std::string& path, BookPlan* plan) {
  PdfFile pdf;
  auto drawn = DrawBook(book, plan, &pdf);
  if (!drawn.ok()) return drawn.status();
  return WritePdfFile(path, pdf);
}

}  // namespace papermines::render
