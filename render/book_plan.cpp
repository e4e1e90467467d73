// The page plan of a book (book_plan.h): the answer grid, the answer flow and the order of pages.
#include "render/book_plan.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_format.h"

namespace papermines::render {

absl::StatusOr<AnswerGrid> ChooseAnswerGrid(std::span<const Extent> extents, double body_w,
                                            double body_h, double min_unit, int across, int down,
                                            const IdLinesFn& id_lines) {
  if (extents.empty()) return absl::InvalidArgumentError("there are no answers to lay out");
  double w = 0, h = 0;  // the largest grid, in units
  for (const Extent& e : extents) {
    w = std::max(w, e.width);
    h = std::max(h, e.height);
  }
  // Rows of answers stand under one heading on a page; a row is its caption, its grid and the
  // id under it, whole, on as many lines as it takes at the row's cell width.
  const double room = body_h - kAnswerHeadingHeight;
  auto cell_width = [&](int a) { return (body_w - (a - 1) * kAnswerGutterX) / a; };
  std::vector<int> lines(kAnswerMaxAcross + 1, -1);  // per `a`, measured once
  auto id_lines_for = [&](int a) {
    if (!id_lines) return 2;
    const size_t k = static_cast<size_t>(a);
    if (k >= lines.size()) lines.resize(k + 1, -1);
    if (lines[k] < 0) lines[k] = std::max(0, id_lines(cell_width(a)));
    return lines[k];
  };
  auto fixed = [&](int a) {
    return kAnswerLabelHeight + 2 * kGridPad + id_lines_for(a) * kAnswerIdLineHeight +
           kAnswerGutterY;
  };
  // The largest unit with `a` answers to a row and `d` rows on a page.
  auto unit_for = [&](int a, int d) {
    return std::max(0.0, std::min({kAnswerMaxUnit, (cell_width(a) - 2 * kGridPad) / w,
                                   (room / d - fixed(a)) / h}));
  };
  // Fixed: that many across (and rows). Automatic: the most answers on a page at cells of at
  // least min_unit, then the larger cells.
  int best_a = across > 0 ? across : 1, best_d = down > 0 ? down : 1;
  if (across <= 0) {
    double best_u = 0;
    int best_n = 0;
    for (int a = 1; a <= kAnswerMaxAcross; ++a) {
      for (int d = 1; d <= 40; ++d) {
        const double u = unit_for(a, d);
        if (u < min_unit - 1e-9) break;
        if (a * d > best_n || (a * d == best_n && u > best_u + 1e-9)) {
          best_n = a * d;
          best_u = u;
          best_a = a;
          best_d = d;
        }
      }
    }
  }
  const int a = best_a;
  AnswerGrid g;
  g.across = a;
  g.unit = unit_for(a, best_d);
  if (g.unit < min_unit - 1e-9) {
    return absl::InvalidArgumentError(absl::StrFormat(
        "the answers do not fit: with %d to a row their cells would be %.2f mm (at least %.1f mm "
        "needed); use fewer answers per page, larger paper or smaller boards",
        a, g.unit / 72 * 25.4, min_unit / 72 * 25.4));
  }
  g.cell_width = cell_width(a);
  g.id_lines = id_lines_for(a);
  g.row_height = down > 0 ? (body_h - kAnswerHeadingHeight) / down : fixed(a) + h * g.unit;
  return g;
}

AnswerFlow FlowAnswers(std::span<const AnswerGrid> grids, std::span<const int> rows,
                       double body_h) {
  AnswerFlow f;
  int page = 0;
  double y = 0;
  for (size_t b = 0; b < grids.size(); ++b) {
    const double row_h = grids[b].row_height;
    // The heading stays with the first row.
    if (y > 0 && y + kAnswerHeadingHeight + row_h > body_h + 1e-9) {
      ++page;
      y = 0;
    }
    f.heading.push_back({page, y});
    y += kAnswerHeadingHeight;
    f.row.emplace_back();
    for (int r = 0; r < rows[b]; ++r) {
      if (y > 0 && y + row_h > body_h + 1e-9) {
        ++page;
        y = 0;
      }
      f.row.back().push_back({page, y});
      y += row_h;
    }
  }
  f.pages = grids.empty() ? 0 : page + 1;
  return f;
}

int ContentsPages(int lines, int per_page) {
  per_page = std::max(1, per_page);
  return std::max(1, (lines + per_page - 1) / per_page);
}

PagePlan PlanBook(const PlanInput& in) {
  PagePlan p;
  auto add = [&](BookPageType type, int section = -1, int index = 0) {
    p.pages.push_back({type, section, index});
  };
  auto to_recto = [&] {
    if (in.recto && p.pages.size() % 2 == 1) add(BookPageType::kBlank);
  };
  const int n = static_cast<int>(in.sections.size());
  const bool after = in.answers == BookAnswers::kAfterSection;
  for (int s = 0; s < n; ++s) {
    p.lines.push_back({s, false});
    if (after && in.sections[s].answer_pages > 0) p.lines.push_back({s, true});
  }
  if (in.answers == BookAnswers::kBack && in.back_answer_pages > 0) {
    for (int s = 0; s < n; ++s) p.lines.push_back({s, true});
  }
  if (in.title_page) add(BookPageType::kTitle);
  if (in.copyright_page) add(BookPageType::kCopyright);
  for (int k = 0; k < in.how_to_pages; ++k) add(BookPageType::kHowTo, -1, k);
  if (in.contents) {
    p.contents_pages = ContentsPages(static_cast<int>(p.lines.size()), in.contents_per_page);
    for (int k = 0; k < p.contents_pages; ++k) add(BookPageType::kContents, -1, k);
  }
  p.answers_start.assign(n, 0);
  for (int s = 0; s < n; ++s) {
    to_recto();
    add(BookPageType::kOpener, s);
    p.opener_page.push_back(static_cast<int>(p.pages.size()));
    p.first_page.push_back(static_cast<int>(p.pages.size()) + 1);
    for (int k = 0; k < in.sections[s].puzzle_pages; ++k) add(BookPageType::kPuzzles, s, k);
    if (after && in.sections[s].answer_pages > 0) {
      to_recto();
      p.answers_start[s] = static_cast<int>(p.pages.size()) + 1;
      for (int k = 0; k < in.sections[s].answer_pages; ++k) add(BookPageType::kAnswers, s, k);
    }
  }
  if (in.answers == BookAnswers::kBack && in.back_answer_pages > 0) {
    to_recto();
    const int start = static_cast<int>(p.pages.size()) + 1;
    for (int s = 0; s < n; ++s) p.answers_start[s] = start;
    for (int k = 0; k < in.back_answer_pages; ++k) add(BookPageType::kAnswers, -1, k);
  }
  return p;
}

}  // namespace papermines::render
