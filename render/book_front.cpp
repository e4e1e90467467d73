// The pages of a book that show no puzzle (book_front.h).
#include "render/book_front.h"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "render/cairo_ptr.h"
#include "render/i18n.h"
#include "render/kinds.h"
#include "render/text.h"

namespace papermines::render {
namespace {

// A difficulty as a number of symbols: easy 1 .. expert 4; 0 for none.
int Level(Difficulty d) {
  switch (d) {
    case Difficulty::kEasy:
      return 1;
    case Difficulty::kMedium:
      return 2;
    case Difficulty::kHard:
      return 3;
    case Difficulty::kExpert:
      return 4;
    case Difficulty::kNone:
      return 0;
  }
  return 0;
}

// A section's difficulty: the one most of its graded puzzles have (the harder on a tie); kNone
// when none is graded.
Difficulty SectionDifficulty(const BookSection& s) {
  std::map<int, std::pair<int, Difficulty>> count;  // level -> (puzzles, difficulty)
  for (const Puzzle& p : s.puzzles) {
    if (Level(p.difficulty) > 0) {
      auto& c = count[Level(p.difficulty)];
      ++c.first;
      c.second = p.difficulty;
    }
  }
  Difficulty best = Difficulty::kNone;
  int most = 0;
  for (const auto& [level, c] : count) {
    if (c.first >= most) {
      most = c.first;
      best = c.second;
    }
  }
  return best;
}

// A five-pointed star of outer radius r centred on (cx, cy), as a path (no font glyph needed).
void StarPath(cairo_t* cr, double cx, double cy, double r) {
  for (int k = 0; k < 10; ++k) {
    const double a = -M_PI / 2 + k * M_PI / 5;
    const double rr = k % 2 == 0 ? r : r * 0.42;
    if (k == 0) {
      cairo_move_to(cr, cx + rr * std::cos(a), cy + rr * std::sin(a));
    } else {
      cairo_line_to(cr, cx + rr * std::cos(a), cy + rr * std::sin(a));
    }
  }
  cairo_close_path(cr);
}

// `filled` of four stars, the rest outlined, centred on (cx, cy), each `r` in outer radius.
void DrawStars(cairo_t* cr, int filled, double cx, double cy, double r) {
  const double step = 2.6 * r;
  for (int k = 0; k < 4; ++k) {
    StarPath(cr, cx + (k - 1.5) * step, cy, r);
    cairo_set_line_width(cr, 0.9);
    if (k < filled) {
      cairo_fill_preserve(cr);
    }
    cairo_stroke(cr);
  }
}

// The short rule under a title: the middle two fifths of `c`, at `y`.
void CentredRule(cairo_t* cr, const Rect& c, double y) {
  cairo_set_line_width(cr, 0.8);
  cairo_move_to(cr, c.x + c.w * 0.3, y);
  cairo_line_to(cr, c.x + c.w * 0.7, y);
  cairo_stroke(cr);
}

}  // namespace

std::string UniqueSolutionsLine(const Book& book) {
  int count = 0;
  for (const BookSection& s : book.sections) count += static_cast<int>(s.puzzles.size());
  return absl::Substitute(TrN("$0 puzzle with a unique solution",
                              "$0 puzzles, every one with a unique solution", count),
                          Number(count));
}

void DrawTitlePage(cairo_t* cr, const Book& book, const Rect& c) {
  double y = c.y + c.h * 0.28;
  y += Paragraph(cr, book.font, absl::StrCat("<b>", Escape(Isolate(book.title)), "</b>"),
                 std::min(30.0, c.w / 11), c.x, y, c.w, PANGO_ALIGN_CENTER);
  if (!book.subtitle.empty()) {
    y += 10;
    y += Paragraph(cr, book.font, Escape(Isolate(book.subtitle)), 14, c.x, y, c.w,
                   PANGO_ALIGN_CENTER);
  }
  CentredRule(cr, c, y + 18);
  if (!book.author.empty()) {
    Paragraph(cr, book.font, Escape(Isolate(book.author)), 12, c.x, y + 34, c.w,
              PANGO_ALIGN_CENTER);
  }
  Paragraph(cr, book.font, absl::StrCat("<i>", Escape(UniqueSolutionsLine(book)), "</i>"), 9, c.x,
            c.bottom() - 14, c.w, PANGO_ALIGN_CENTER);
}

void DrawCopyrightPage(cairo_t* cr, const Book& book, const Rect& c) {
  std::vector<std::string> lines;
  if (!book.copyright.empty()) {
    const bool marked = book.copyright.find("\u00A9") != std::string::npos ||
                        book.copyright.find("opyright") != std::string::npos;
    lines.push_back(marked ? Isolate(book.copyright)
                           : absl::Substitute(Tr("Copyright \u00A9 $0"), Isolate(book.copyright)));
    lines.push_back(Tr("All rights reserved."));
  }
  if (!book.publisher.empty())
    lines.push_back(absl::Substitute(Tr("Published by $0"), Isolate(book.publisher)));
  if (!book.edition.empty()) lines.push_back(Isolate(book.edition));
  if (!book.isbn.empty()) lines.push_back(absl::Substitute(Tr("ISBN $0"), Isolate(book.isbn)));
  lines.push_back(Tr("Every puzzle in this book has exactly one solution, proven by computer."));
  std::string markup;
  for (const std::string& l : lines)
    absl::StrAppend(&markup, markup.empty() ? "" : "\n", Escape(l));
  const LayoutPtr layout = WrappedLayout(cr, book.font.c_str(), 8.5, c.w);
  SetPageDirection(layout.get(), PANGO_ALIGN_LEFT);  // every line from the page's start
  pango_layout_set_markup(layout.get(), markup.c_str(), -1);
  pango_layout_set_spacing(layout.get(), 3 * PANGO_SCALE);
  int w = 0, h = 0;
  pango_layout_get_size(layout.get(), &w, &h);
  cairo_move_to(cr, c.x, c.bottom() - static_cast<double>(h) / PANGO_SCALE);
  pango_cairo_show_layout(cr, layout.get());
}

void DrawOpenerPage(cairo_t* cr, const Book& book, int s, const Rect& c, int first_number,
                    const std::optional<std::string>& answers_page,
                    std::span<const PuzzleKind> kinds) {
  const BookSection& sec = book.sections[s];
  double y = c.y + c.h * 0.22;
  y += Paragraph(cr, book.font, absl::StrCat("<b>", Escape(Isolate(sec.title)), "</b>"), 22, c.x, y,
                 c.w, PANGO_ALIGN_CENTER);
  y += 16;
  const Difficulty difficulty = SectionDifficulty(sec);
  if (difficulty != Difficulty::kNone) {
    DrawStars(cr, Level(difficulty), c.x + c.w / 2, y + 8, 8);
    y += 22;
    y +=
        Paragraph(cr, book.font, absl::StrCat("<i>", Escape(DifficultyCaption(difficulty)), "</i>"),
                  10, c.x, y, c.w, PANGO_ALIGN_CENTER);
    y += 6;
  }
  const int first = first_number;
  const int last = first + static_cast<int>(sec.puzzles.size()) - 1;
  const std::string range = first == last ? absl::Substitute(Tr("Puzzle $0"), first)
                                          : absl::Substitute(Tr("Puzzles $0\u2013$1"), first, last);
  y += Paragraph(cr, book.font, Escape(range), 12, c.x, y, c.w, PANGO_ALIGN_CENTER);
  if (answers_page) {
    y += 2;
    y += Paragraph(
        cr, book.font,
        absl::StrCat("<i>", Escape(absl::Substitute(Tr("Answers on page $0"), *answers_page)),
                     "</i>"),
        9.5, c.x, y, c.w, PANGO_ALIGN_CENTER);
  }
  y += 24;
  CentredRule(cr, c, y);
  y += 16;
  for (PuzzleKind k : kinds) {
    std::string markup = Escape(KindRules(k, sec.puzzles));
    if (kinds.size() > 1) markup = absl::StrCat("<b>", Escape(KindTitle(k)), ":</b> ", markup);
    y += Paragraph(cr, book.font, markup, 10, c.x + c.w * 0.08, y, c.w * 0.84);
    y += 8;
  }
}

}  // namespace papermines::render
