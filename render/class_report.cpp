// The class summary page (class_report.h).
#include "render/class_report.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "render/i18n.h"
#include "render/marks.h"
#include "render/surface.h"
#include "render/text.h"

namespace papermines::render {
namespace {

constexpr double kMargin = 42;  // points, every side
constexpr int kMaxStudents = 200, kMaxPuzzles = 60;

class ReportPainter {
 public:
  ReportPainter(const ClassReport& r, cairo_t* cr)
      : r_(r), cr_(cr), text_(r.font), rtl_(CurrentLanguage().right_to_left) {}

  void Draw() {
    const double left = kMargin, width = r_.page.width - 2 * kMargin;
    double y = kMargin;
    const int n = static_cast<int>(r_.students.size());
    const int np = static_cast<int>(r_.puzzles.size());
    text_.Markup(cr_, Escape(r_.title.empty() ? Tr("Class report") : Isolate(r_.title)), 18,
                 M({left, y, width, 24}), Align::kLeft, PANGO_WEIGHT_BOLD);
    y += 26;
    int total_right = 0;
    for (int v : r_.right) total_right += v;
    const std::string sub = absl::StrCat(
        absl::Substitute(TrN("$0 student", "$0 students", n), Number(n)), " \u00B7 ",
        absl::Substitute(TrN("$0 puzzle", "$0 puzzles", np), Number(np)), " \u00B7 ",
        absl::Substitute(TrN("$0 of $1 answer right", "$0 of $1 answers right", int64_t{n} * np),
                         Number(total_right), Number(int64_t{n} * np)));
    text_.Markup(cr_, Escape(sub), 10, M({left, y, width, 14}), Align::kLeft);
    y += 22;
    // The bars at the bottom take a fixed share; the table gets the rest.
    const double bar_row = std::clamp(220.0 / std::max(np, 1), 7.0, 13.0);
    const double bars_h = 20 + bar_row * np + 26;
    const double table_h = r_.page.height - kMargin - y - bars_h - 10;
    const double row = std::clamp(table_h / (n + 1), 4.0, 16.0);
    const double name_w = width * 0.34, score_w = width * 0.14;
    const double col = std::min(22.0, (width - name_w - score_w) / std::max(np, 1));
    const double fs = row * 0.62;
    // Header: the puzzles by number (their labels are listed with the bars).
    text_.Markup(cr_, Escape(Tr("Student")), fs, M({left, y, name_w, row}), Align::kLeft,
                 PANGO_WEIGHT_BOLD);
    text_.Markup(cr_, Escape(Tr("Score")), fs, M({left + name_w, y, score_w - 6, row}),
                 Align::kRight, PANGO_WEIGHT_BOLD);
    const double grid_x = left + name_w + score_w;
    for (int j = 0; j < np; ++j) {
      text_.Markup(cr_, Escape(Number(j + 1)), std::min(fs, col * 0.55),
                   M({grid_x + j * col, y, col, row}), Align::kCenter, PANGO_WEIGHT_BOLD);
    }
    y += row;
    Rule(left, y, width, 0.8);
    for (int i = 0; i < n; ++i) {
      const ClassReport::Student& s = r_.students[i];
      if (i % 2 == 1) {  // a light band every other row, to follow a row across
        FillBox(cr_, M({left, y, width, row}), 0.93);
        cairo_set_source_rgb(cr_, 0, 0, 0);
      }
      text_.Markup(cr_, Escape(s.problems ? Isolate(s.name) + " *" : Isolate(s.name)), fs,
                   M({left + 2, y, name_w - 4, row}), Align::kLeft);
      text_.Markup(cr_, Escape(absl::Substitute(Tr("$0 of $1"), Number(s.right), Number(np))), fs,
                   M({left + name_w, y, score_w - 6, row}), Align::kRight, PANGO_WEIGHT_BOLD);
      for (int j = 0; j < np && j < static_cast<int>(s.marks.size()); ++j) {
        DrawMark(s.marks[j], M({grid_x + j * col, y, col, row}));
      }
      y += row;
    }
    Rule(left, y, width, 0.8);
    y += 6;
    y = DrawLegend(left, width, y);
    DrawBars(left, width, y, bar_row);
    text_.Flush(cr_);
  }

 private:
  // The legend of the marks (and the note on answers not read); returns the y below it.
  double DrawLegend(double left, double width, double y) {
    const double lh = 10;
    double x = left;
    const std::pair<ClassMark, std::string> legend[] = {{ClassMark::kRight, Tr("right")},
                                                        {ClassMark::kWrong, Tr("wrong")},
                                                        {ClassMark::kSkipped, Tr("skipped")},
                                                        {ClassMark::kUnreadable, Tr("not read")}};
    for (const auto& [mark, word] : legend) {
      DrawMark(mark, M({x, y, lh, lh}));
      const double w = text_.NaturalWidth(Escape(word), 7.5, PANGO_WEIGHT_NORMAL, false);
      text_.Markup(cr_, Escape(word), 7.5, M({x + lh + 2, y, w + 2, lh}), Align::kLeft);
      x += lh + 2 + w + 12;
    }
    bool problems = false;
    for (const auto& s : r_.students) problems |= s.problems;
    if (problems) {
      text_.Markup(cr_, Escape(Tr("* some answers could not be read: see the text report")), 7.5,
                   M({x, y, left + width - x, lh}), Align::kLeft);
    }
    y += lh + 12;
    return y;
  }

  // One bar per puzzle from `y` down: how many got it right.
  void DrawBars(double left, double width, double y, double bar_row) {
    const int n = static_cast<int>(r_.students.size());
    const int np = static_cast<int>(r_.puzzles.size());
    text_.Markup(cr_, Escape(Tr("Right answers per puzzle")), 11, M({left, y, width, 16}),
                 Align::kLeft, PANGO_WEIGHT_BOLD);
    y += 20;
    const double label_w = width * 0.40, count_w = width * 0.14;
    const double bar_w = width - label_w - count_w - 8;
    for (int j = 0; j < np; ++j) {
      const double bfs = bar_row * 0.72;
      text_.Markup(cr_, Escape(absl::StrCat(Number(j + 1), "  ", Isolate(r_.puzzles[j]))), bfs,
                   M({left, y, label_w - 6, bar_row}), Align::kLeft);
      const double frac = n > 0 ? static_cast<double>(r_.right[j]) / n : 0;
      const Rect frame = M({left + label_w, y + bar_row * 0.18, bar_w, bar_row * 0.64});
      FillBox(cr_, M({left + label_w, y + bar_row * 0.18, bar_w * frac, bar_row * 0.64}), 0.4);
      FrameBox(cr_, frame, 0.5);
      text_.Markup(cr_, Escape(absl::Substitute(Tr("$0 of $1"), Number(r_.right[j]), Number(n))),
                   bfs, M({left + width - count_w, y, count_w, bar_row}), Align::kRight);
      y += bar_row;
    }
  }

  // `r` mirrored across the page for a right-to-left language.
  Rect M(Rect r) const {
    if (rtl_) r.x = r_.page.width - r.x - r.w;
    return r;
  }

  void Rule(double x, double y, double w, double weight) {
    cairo_set_line_width(cr_, weight);
    cairo_move_to(cr_, x, y);
    cairo_line_to(cr_, x + w, y);
    cairo_stroke(cr_);
  }

  // A mark centred in `box`: a filled square (right), a cross (wrong), a dash (skipped), a
  // ringed question mark (not read). Shapes, not glyphs: the same in every font and language.
  void DrawMark(ClassMark mark, Rect box) {
    const double s = std::min(box.w, box.h) * 0.56;
    const double cx = box.x + box.w / 2, cy = box.y + box.h / 2;
    cairo_new_path(cr_);  // no line from the last text's current point
    cairo_set_line_width(cr_, std::max(0.5, s * 0.14));
    switch (mark) {
      case ClassMark::kRight:
        cairo_rectangle(cr_, cx - s / 2, cy - s / 2, s, s);
        cairo_fill(cr_);
        break;
      case ClassMark::kWrong:
        cairo_move_to(cr_, cx - s / 2, cy - s / 2);
        cairo_line_to(cr_, cx + s / 2, cy + s / 2);
        cairo_move_to(cr_, cx + s / 2, cy - s / 2);
        cairo_line_to(cr_, cx - s / 2, cy + s / 2);
        cairo_stroke(cr_);
        break;
      case ClassMark::kSkipped:
        cairo_move_to(cr_, cx - s / 2, cy);
        cairo_line_to(cr_, cx + s / 2, cy);
        cairo_stroke(cr_);
        break;
      case ClassMark::kUnreadable:
        cairo_arc(cr_, cx, cy, s / 2, 0, 2 * M_PI);
        cairo_stroke(cr_);
        cairo_arc(cr_, cx, cy, s / 7, 0, 2 * M_PI);
        cairo_fill(cr_);
        break;
    }
  }

  const ClassReport& r_;
  cairo_t* cr_;
  Text text_;
  bool rtl_;
};

}  // namespace

absl::StatusOr<std::string> RenderClassReport(const ClassReport& report) {
  if (report.students.empty()) return absl::InvalidArgumentError("the class has no student");
  if (report.puzzles.empty()) return absl::InvalidArgumentError("there are no puzzles");
  if (report.students.size() > kMaxStudents || report.puzzles.size() > kMaxPuzzles) {
    return absl::InvalidArgumentError(absl::StrCat("a class summary fits one page with at most ",
                                                   kMaxStudents, " students and ", kMaxPuzzles,
                                                   " puzzles; use the text or CSV report"));
  }
  absl::StatusOr<LanguageScope> language = LanguageScope::Enter(report.lang, report.catalogue_dirs);
  if (!language.ok()) return language.status();
  const std::string title = report.title.empty() ? Tr("Class report") : report.title;
  PageSurface surface(Format::kPdf, report.page, 72,
                      {title, "", report.creator, report.source_date_epoch, {}, report.temp_dir});
  cairo_t* cr = surface.BeginPage();
  ReportPainter(report, cr).Draw();
  if (absl::Status s = surface.EndPage(); !s.ok()) return s;
  absl::StatusOr<std::vector<std::string>> out = surface.Finish(true, "class summary");
  if (!out.ok()) return out.status();
  return std::move(out->front());
}

}  // namespace papermines::render
