// The playable HTML page (html.h): markup, the per-document print stylesheet, the puzzle data
// block and the Content-Security-Policy. The script is play.js, the base style html_play.cpp.
#include "render/html.h"

#include <glib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/substitute.h"
#include "core/puzzlink.h"
#include "render/answers.h"
#include "render/drawable.h"
#include "render/escape.h"
#include "render/geometry.h"
#include "render/i18n.h"
#include "render/kind.h"
#include "render/kinds.h"
#include "render/layout.h"
#include "render/qr.h"

namespace papermines::render {
namespace {

// A coordinate with at most 3 decimals, trailing zeros dropped ("2", "0.866", "12.5").
std::string Num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", std::abs(v) < 5e-4 ? 0.0 : v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

std::string Pt(double v) { return absl::StrCat(Num(v), "pt"); }

// 64-bit FNV-1a, as hex: the document key of the local storage entries.
std::string Fnv(const std::string& s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char b : s) {
    h ^= b;
    h *= 1099511628211ull;
  }
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

// The data the script needs for puzzle i: kind, grid, cells (the kind's, render/kind.h), answer.
std::string PuzzleJson(const Puzzle& p, const GridGeometry& g) {
  const Topology& t = *p.topology;
  const size_t n = static_cast<size_t>(t.size());
  const RenderKind& kind = RenderKindOf(p.kind);
  const std::string cells = kind.play_cells(p);
  std::string sol;
  if (p.mine.size() == n) {
    for (uint8_t m : p.mine) sol += m ? '1' : '0';
  }
  std::string j = absl::StrCat(
      "{\"id\":", JsonString(p.id), ",\"kind\":\"", PuzzleKindName(p.kind), "\",\"grid\":\"",
      TopologyKindName(t.kind()), "\",\"rows\":", t.rows(), ",\"cols\":", t.cols(),
      ",\"rin\":", Num(g.inradius()), ",\"cells\":\"", cells, "\",\"sol\":\"", sol, "\"");
  if (p.mines) absl::StrAppend(&j, ",\"mines\":", *p.mines);
  if (kind.play_fields != nullptr) j += kind.play_fields(p);
  if (p.reverse_clicks)
    absl::StrAppend(&j, ",\"clicks\":[", absl::StrJoin(*p.reverse_clicks, ","), "]");
  j += "}";
  return j;
}

// The grid as SVG in units: cells (with data-r/data-c), the outline, the printed numbers.
std::string GridSvg(const Puzzle& p, const GridGeometry& g, double unit, int index) {
  const Topology& t = *p.topology;
  const int rows = g.rows(), cols = g.cols();
  const double pad = 0.08;
  std::string s = absl::StrCat("<svg class=\"grid\" viewBox=\"", Num(-pad), " ", Num(-pad), " ",
                               Num(g.width() + 2 * pad), " ", Num(g.height() + 2 * pad),
                               "\" width=\"", Pt((g.width() + 2 * pad) * unit), "\" height=\"",
                               Pt((g.height() + 2 * pad) * unit), "\" role=\"grid\" aria-label=\"",
                               HtmlAttribute(absl::Substitute(Tr("Puzzle $0"), index + 1)), "\">");
  // What the sheet prints in a cell before any move: the kind's grid without its answer (paper:
  // clues, the other cells tinted; reverse: the numbers and the mines; one-click: nothing).
  const GridArt art = GridArtOf(p, /*answer=*/false, /*regions=*/false);
  const std::vector<uint8_t>& tint = art.tint;
  s += "<g class=\"cells\">";
  Point poly[6];
  for (int r = 0; r < rows; ++r) {
    s += "<g role=\"row\">";  // the ARIA grid's rows; play.js makes each cell a gridcell
    for (int c = 0; c < cols; ++c) {
      const int i = t.cell(r, c);
      const char* cls = tint[i] ? " class=\"x\"" : "";
      if (g.kind() == TopologyKind::kSquare) {
        absl::StrAppend(&s, "<rect x=\"", c, "\" y=\"", r, "\" width=\"1\" height=\"1\"", cls,
                        " data-r=\"", r, "\" data-c=\"", c, "\"/>");
      } else {
        g.Polygon(r, c, poly);
        std::string pts;
        for (int k = 0; k < g.corners(); ++k) {
          absl::StrAppend(&pts, k ? " " : "", Num(poly[k].x), ",", Num(poly[k].y));
        }
        absl::StrAppend(&s, "<polygon points=\"", pts, "\"", cls, " data-r=\"", r, "\" data-c=\"",
                        c, "\"/>");
      }
    }
    s += "</g>";
  }
  s += "</g><path class=\"outline\" d=\"";
  if (g.kind() == TopologyKind::kSquare) {
    absl::StrAppend(&s, "M0 0H", cols, "V", rows, "H0Z");
  } else {
    for (const GridGeometry::Edge& e : g.Edges()) {
      if (!e.boundary) continue;
      absl::StrAppend(&s, "M", Num(e.a.x), " ", Num(e.a.y), "L", Num(e.b.x), " ", Num(e.b.y));
    }
  }
  // Numbers at the PDF's size (document.cpp: 1.22 inradii, 1.2 on triangles); a board that
  // shows its mines (reverse) has them as disks.
  const double size = g.inradius() * (g.kind() == TopologyKind::kTriangle ? 1.2 : 1.22);
  absl::StrAppend(&s, "\"/><g class=\"nums\" font-size=\"", Num(size), "\">");
  for (int i = 0; i < t.size(); ++i) {
    const Point m = g.Center(t.row(i), t.col(i));
    if (art.disk[i]) {
      absl::StrAppend(&s, "<circle class=\"m\" cx=\"", Num(m.x), "\" cy=\"", Num(m.y), "\" r=\"",
                      Num(g.inradius() * 0.56), "\"/>");
    }
    const int number = art.number[i];
    if (number == kNoNumber) continue;
    absl::StrAppend(&s, "<text x=\"", Num(m.x), "\" y=\"", Num(m.y), "\"",
                    number >= 10 ? absl::StrCat(" font-size=\"", Num(size * 0.78), "\"") : "", ">",
                    number, "</text>");
  }
  s += "</g><g class=\"marks\"></g><g class=\"key\"></g></svg>";
  return s;
}

// A QR code as one SVG path of its dark modules, quiet zone included in the viewBox.
std::string QrSvg(const QrCode& q, double size_pt, const std::string& url) {
  const int n = q.size, quiet = kQrQuietZone;
  std::string d;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n;) {
      if (!q.dark(x, y)) {
        ++x;
        continue;
      }
      int run = 1;
      while (x + run < n && q.dark(x + run, y)) ++run;
      absl::StrAppend(&d, "M", x + quiet, " ", y + quiet, "h", run, "v1h-", run, "z");
      x += run;
    }
  }
  const int total = n + 2 * quiet;
  return absl::StrCat("<a class=\"qr\" href=\"", HtmlAttribute(url), "\" title=\"",
                      HtmlAttribute(Tr("Open in puzz.link")),
                      "\"><svg aria-hidden=\"true\" viewBox=\"0 0 ", total, " ", total,
                      "\" width=\"", Pt(size_pt), "\" height=\"", Pt(size_pt), "\"><path d=\"", d,
                      "\"/></svg></a>");
}

// Instructions, one line per kind; with `hints`, each kind's play hint after its rule (the page
// header shows the rules and keeps the hints under "How to play"; printed pages show the rules).
std::string Instructions(std::span<const PuzzleKind> kinds, std::span<const Puzzle> puzzles,
                         bool rules, bool hints) {
  std::string instructions;
  for (PuzzleKind k : kinds) {
    absl::StrAppend(
        &instructions, "<p class=\"instr\">",
        kinds.size() > 1 ? absl::StrCat("<b>", HtmlText(KindShortTitle(k)), ":</b> ") : "",
        rules ? HtmlText(KindRules(k, puzzles)) : "",
        hints ? absl::StrCat(" <span class=\"hint\">", HtmlText(PlayHint(k)), "</span>") : "",
        "</p>");
  }
  return instructions;
}

// The words the script shows (play.js `tr`), each through Tr: a JSON object of message keys to
// texts whose $0, $1 the script fills. Counts are shown as "Label: N", so no message needs a
// plural form the script would have to choose.
std::string ScriptMessages() {
  // Each text a literal inside Tr(...), so a catalogue extractor finds it.
  const std::pair<const char*, std::string> messages[] = {
      {"puzzle", Tr("Puzzle $0")},
      {"pos", Tr("Puzzle $0 of $1")},
      {"solvedMark", Tr("solved")},
      {"undecided", Tr("Undecided: $0")},
      {"mines", Tr("Mines: $0 of $1")},
      {"noClick", Tr("no click cell yet")},
      {"clicks", Tr("Clicks: $0")},
      {"target", Tr("Target: $0")},
      {"noAnswer", Tr("This puzzle has no answer to check against.")},
      {"wrong", Tr("Mistakes (marked red): $0.")},
      {"soFar", Tr("No mistakes so far. Undecided: $0.")},
      {"solved", Tr("Solved!")},
      {"tooMany", Tr("Too many mines: $0 of $1.")},
      {"placeAll", Tr("Place every mine ($0) and choose the click cell.")},
      {"leaves", Tr("The click leaves safe cells closed (marked red): $0.")},
      {"ocSolved", Tr("Solved: one click opens every safe cell!")},
      {"revSolved", Tr("Solved! Clicks: $0.")},
      {"revMore", Tr("All closed, but it can be done in fewer clicks. Target: $0.")},
      {"revOver", Tr("Cells still open and the target is reached. Target: $0.")},
      {"revOpen", Tr("Cells still open: $0.")},
      {"key", Tr("The answer key is shown.")},
      {"noKey", Tr("The file has no answer for this puzzle.")},
      {"undone", Tr("Undone.")},
      {"redone", Tr("Redone.")},
      {"nothing", Tr("Nothing to undo.")},
      {"nothingRedo", Tr("Nothing to redo.")},
      {"clue", Tr("clue $0")},
      {"closed", Tr("closed")},
      {"open", Tr("open")},
      {"blank", Tr("blank")},
      {"mine", Tr("mine")},
      {"markMine", Tr("marked mine")},
      {"markSafe", Tr("marked safe")},
      {"clickCell", Tr("the click cell")},
      {"clicked", Tr("clicked")},
      {"isWrong", Tr("wrong")},
      {"keyMine", Tr("answer: mine")},
      {"keySafe", Tr("answer: safe")},
      {"keyClick", Tr("answer: click here")},
      {"markFilled", Tr("marked filled")},
      {"markEmpty", Tr("marked empty")},
      {"keyFilled", Tr("answer: filled")},
      {"keyEmpty", Tr("answer: empty")},
      {"picture", Tr("Solved: the picture is complete!")},
      {"answersTitle", Tr("$0 \u2014 Answers")},
      {"answerPage", Tr("Answer key to page $0")},
      {"pageOf", Tr("page $0 of $1")},
      {"time", Tr("Time: $0")},
  };
  std::string j = "{";
  for (const auto& [key, text] : messages) {
    absl::StrAppend(&j, j.size() > 1 ? "," : "", "\"", key, "\":", JsonString(text));
  }
  j += "}";
  return j;
}

// The per-document stylesheet: the font, the page, and every slot where the PDF has it.
// indent_of: per puzzle, the class of its label's indent.
std::string PageStyle(const SheetLayout& L, const std::string& font, size_t count,
                      std::vector<int>* indent_of) {
  std::string style = PlayStyle();
  absl::StrAppend(
      &style, "body{font-family:", CssString(font), ",sans-serif}\n",
      "@media print{@page{size:", Pt(L.page.width), " ", Pt(L.page.height),
      ";margin:0}.page{width:", Pt(L.page.width), ";height:", Pt(L.page.height),
      "}.phead{left:", Pt(L.header.x), ";top:", Pt(L.header.y), ";width:", Pt(L.header.w),
      "}.phead h1{height:", Pt(L.title.h), "}.phead .name{height:", Pt(L.name.h),
      "}.phead .rule{top:", Pt(L.rule.y - L.header.y), "}.puzzle{width:", Pt(L.slots[0].cell.w),
      ";height:", Pt(L.slots[0].cell.h), "}.pfoot{left:", Pt(L.footer.x), ";top:", Pt(L.footer.y),
      ";width:", Pt(L.footer.w), "}");
  const int per_page = L.across * L.down;
  for (int k = 0; k < per_page && k < static_cast<int>(L.slots.size()); ++k) {
    absl::StrAppend(&style, ".s", k, "{left:", Pt(L.slots[k].cell.x),
                    ";top:", Pt(L.slots[k].cell.y), "}");
  }
  // Labels start flush with their grid's left edge, as in the PDF: one class per distinct indent.
  std::map<std::string, int> indents;
  indent_of->assign(count, 0);
  for (size_t i = 0; i < count; ++i) {
    const std::string pad = Pt(L.slots[i].grid.x - L.slots[i].cell.x);
    auto [it, fresh] = indents.emplace(pad, static_cast<int>(indents.size()));
    if (fresh) absl::StrAppend(&style, ".i", it->second, "{padding-left:", pad, "}");
    (*indent_of)[i] = it->second;
  }
  style += "}\n";
  return style;
}

// A difficulty as symbols on screen (filled dots out of four) and as its word in print and for
// screen readers.
std::string DifficultySymbols(Difficulty d) {
  const int level = static_cast<int>(d);  // easy 1 .. expert 4
  std::string pips;
  for (int k = 1; k <= 4; ++k) pips += k <= level ? "\u25CF" : "\u25CB";
  const std::string name = HtmlText(DifficultyCaption(d));
  return absl::StrCat("<span class=\"diff\" title=\"", name, "\"><span class=\"pips\" ",
                      "aria-hidden=\"true\">", pips, "</span><span class=\"dn\">", name,
                      "</span></span>");
}

// A puzzle's caption: its number (a badge on screen, "Puzzle N" to a screen reader), then, each
// after a separator, the mine count where it is a clue, the difficulty, the rating, and a reverse
// board's mines; the id follows on a details line of its own (inline in print, as the PDF).
std::string Caption(const Puzzle& p, size_t i, int indent) {
  std::vector<std::string> bits;
  if (p.mines && MineCountIsClue(p)) {
    bits.push_back(absl::StrCat("<b class=\"chip\">", HtmlText(MineCount(*p.mines)), "</b>"));
  }
  if (p.difficulty != Difficulty::kNone) bits.push_back(DifficultySymbols(p.difficulty));
  if (p.drawing.rating.value_or(0) > 0) {
    bits.push_back(HtmlText(RatingCaption(*p.drawing.rating)));
  }
  if (p.mines && RenderKindOf(p.kind).mine_count(p) == MineCountShows::kFact) {
    bits.push_back(HtmlText(MineCount(*p.mines)));
  }
  std::string out = absl::StrCat("<div class=\"label i", indent, "\"><h2><span class=\"vh\">",
                                 HtmlText(absl::Substitute(Tr("Puzzle $0"), i + 1)),
                                 "</span><b class=\"num\" aria-hidden=\"true\">", i + 1, "</b>");
  for (const std::string& b : bits) absl::StrAppend(&out, "<span class=\"sep\"> \u00B7 </span>", b);
  out += "</h2>";
  if (!p.id.empty()) absl::StrAppend(&out, "<p class=\"id\">", HtmlText(p.id), "</p>");
  out += "</div>";
  return out;
}

// One puzzle's <section>: caption, grid (and QR code). The toolbar is the page's one
// <template id="pm-bar">, cloned by the script for each puzzle it sets up.
absl::StatusOr<std::string> PuzzleSection(const Puzzle& p, size_t i, const Slot& s,
                                          const GridGeometry& g, int indent, bool qr) {
  const std::string id = p.id.empty() ? p.Label(static_cast<int>(i + 1)) : p.id;
  std::string body = absl::StrCat(
      "<section class=\"puzzle s", s.index, "\" data-puzzle-id=\"", HtmlAttribute(id),
      "\" data-kind=\"", PuzzleKindName(p.kind), "\" data-index=\"", i, "\">",
      Caption(p, i, indent), "<div class=\"board\">", GridSvg(p, g, s.unit, static_cast<int>(i)));
  if (qr) {
    auto url = PuzzLinkUrl(p);
    if (url.ok()) {
      auto code = EncodeQr(*url);
      if (!code.ok()) return code.status();
      absl::StrAppend(&body, QrSvg(*code, code->SidePt(), *url));
    }
  }
  body += "</div></section>";
  return body;
}

// The toolbar every puzzle gets (play.js clones it): the moves ("Run the click" on a page with
// one-click puzzles, removed from the others), then check and answer, the counter and the timer,
// the answer's confirmation, the status line.
std::string ToolbarTemplate(bool run_click) {
  auto button = [](const char* action, const std::string& text, const char* extra = "") {
    return absl::StrCat("<button type=\"button\" data-action=\"", action, "\"", extra, ">",
                        HtmlText(text), "</button>");
  };
  return absl::StrCat(
      "<template id=\"pm-bar\"><div class=\"bar\" role=\"toolbar\">",
      run_click ? button("run", Tr("Run the click")) : "",
      button("undo", Tr("Undo"), " aria-keyshortcuts=\"Control+Z\" title=\"Ctrl+Z\""),
      button("redo", Tr("Redo"), " aria-keyshortcuts=\"Control+Y\" title=\"Ctrl+Y\""),
      button("check", Tr("Check"), " class=\"primary\""),
      button("answer", Tr("Answer"), " aria-pressed=\"false\""), button("reset", Tr("Reset")),
      "<span class=\"counter\"></span><span class=\"timer\"></span></div>"
      "<div class=\"confirm\" hidden><span>",
      HtmlText(Tr("Show the answer? It gives the puzzle away.")), "</span>",
      button("reveal", Tr("Show the answer")), button("keep", Tr("Keep playing")),
      "</div><p class=\"status\" role=\"status\"></p></template>");
}

// The navigation of a page that shows one puzzle at a time: previous/next, where we are, the
// contents (each section: title, progress, its puzzles), and the timer switch every page has.
std::string NavBar(bool one, std::span<const HtmlHeading> sections, size_t count) {
  auto button = [](const char* nav, const std::string& text, const char* extra = "") {
    return absl::StrCat("<button type=\"button\" data-nav=\"", nav, "\"", extra, ">",
                        HtmlText(text), "</button>");
  };
  std::string out =
      absl::StrCat("<nav class=\"tools\" aria-label=\"", HtmlAttribute(Tr("Puzzles")), "\">");
  if (one) {
    absl::StrAppend(
        &out, button("prev", "\u2039 " + Tr("Previous")),
        "<span class=\"pos\" aria-live=\"polite\"></span>", button("next", Tr("Next") + " \u203A"),
        button("toc", Tr("Contents"), " aria-expanded=\"false\" aria-controls=\"pm-toc\""));
  }
  absl::StrAppend(&out, button("timer", Tr("Timer"), " aria-pressed=\"false\" id=\"pm-timer\""),
                  one ? "<span class=\"secpos\"></span>" : "", "</nav>");
  if (!one) return out;
  absl::StrAppend(&out, "<nav class=\"toc\" id=\"pm-toc\" hidden aria-label=\"",
                  HtmlAttribute(Tr("Contents")), "\"><ol>");
  for (size_t k = 0; k < sections.size(); ++k) {
    const size_t first = sections[k].first;
    const size_t end = k + 1 < sections.size() ? sections[k + 1].first : count;
    const int64_t n = static_cast<int64_t>(end - first);
    absl::StrAppend(
        &out, "<li data-first=\"", first, "\" data-count=\"", n, "\"><h2>",
        HtmlText(sections[k].title), "</h2><p class=\"prog\" data-of=\"",
        HtmlAttribute(absl::Substitute(TrN("$0 of $1 solved", "$0 of $1 solved", n), "$0", n)),
        "\"></p><div class=\"list\"></div></li>");
  }
  out += "</ol></nav>";
  return out;
}

}  // namespace

std::string CspHash(const std::string& text) {
  GChecksum* sum = g_checksum_new(G_CHECKSUM_SHA256);
  g_checksum_update(sum, reinterpret_cast<const guchar*>(text.data()),
                    static_cast<gssize>(text.size()));
  guint8 digest[32];
  gsize len = sizeof digest;
  g_checksum_get_digest(sum, digest, &len);
  g_checksum_free(sum);
  gchar* b64 = g_base64_encode(digest, len);
  std::string out = absl::StrCat("sha256-", b64);
  g_free(b64);
  return out;
}

absl::StatusOr<std::string> RenderHtml(std::span<const Puzzle> puzzles,
                                       const RenderOptions& options,
                                       std::span<const HtmlHeading> headings) {
  if (puzzles.empty()) return absl::InvalidArgumentError("there are no puzzles to render");
  absl::StatusOr<LanguageScope> language =
      LanguageScope::Enter(options.lang, options.catalogue_dirs);
  if (!language.ok()) return language.status();
  auto drawable = CheckDrawable(puzzles, /*labels=*/false, options.qr);
  if (!drawable.ok()) return drawable.status();
  const std::vector<GridGeometry>& geometry = drawable->geometry;
  if (absl::Status s = CheckAnswersComplete(puzzles, {.rating = options.show_rating}); !s.ok()) {
    return s;
  }
  const std::vector<PuzzleKind> kinds = KindsOf(puzzles);
  LayoutOptions lo = options.layout;
  lo.instruction_lines = static_cast<int>(kinds.size());
  auto layout = ComputeLayout(lo, drawable->extents);
  if (!layout.ok()) return layout.status();
  const SheetLayout& L = *layout;
  const std::string title = options.title.empty() ? DocumentTitle(puzzles) : options.title;

  const std::string instructions = Instructions(kinds, puzzles, true, false);
  const std::string name_line =
      L.name.h > 0 ? absl::StrCat("<p class=\"name\">", HtmlText(Tr("Name")),
                                  " <span class=\"line l1\"></span> ", HtmlText(Tr("Date")),
                                  " <span class=\"line l2\"></span></p>")
                   : "";
  // A book or a sheet of more than six puzzles shows one puzzle at a time; the contents list
  // its sections (a sheet: one, under the page title).
  const bool one = !headings.empty() || puzzles.size() > 6;
  std::vector<HtmlHeading> sections(headings.begin(), headings.end());
  if (sections.empty()) sections.push_back({0, title});

  std::vector<int> indent_of;
  const std::string style = PageStyle(L, options.font, puzzles.size(), &indent_of);
  // Puzzles, page by page as in the PDF.
  std::string data = "[";
  std::string body;
  const bool qr = options.qr;
  // Answer pages are printed after the puzzle pages (the script makes them when printing).
  const bool answers = options.answers != AnswerMode::kNone;
  const int total_pages = L.puzzle_pages * (answers ? 2 : 1);
  for (int page = 0; page < L.puzzle_pages; ++page) {
    absl::StrAppend(&body, "<div class=\"page\"><div class=\"phead\"><h1>", HtmlText(title),
                    "</h1>", name_line, instructions, "<div class=\"rule\"></div></div>");
    for (size_t i = 0; i < puzzles.size(); ++i) {
      const Slot& s = L.slots[i];
      if (s.page != page) continue;
      const Puzzle& p = puzzles[i];
      for (size_t h = 0; h < headings.size(); ++h) {
        if (headings[h].first != i) continue;
        absl::StrAppend(&body, "<h2 class=\"section-title\" data-section=\"", h, "\">",
                        HtmlText(headings[h].title), "</h2>");
      }
      if (i > 0) data += ",";
      data += PuzzleJson(p, geometry[i]);
      auto section = PuzzleSection(p, i, s, geometry[i], indent_of[i], qr);
      if (!section.ok()) return section.status();
      body += *section;
    }
    absl::StrAppend(&body, "<div class=\"pfoot\">",
                    HtmlText(absl::Substitute(Tr("page $0 of $1"), page + 1, total_pages)),
                    "</div></div>");
  }
  data += "]";
  const std::string doc_key = Fnv(data);
  const std::string script = PlayScript();
  const std::string csp =
      absl::StrCat("default-src 'none'; script-src '", CspHash(script), "'; style-src '",
                   CspHash(style), "'; img-src 'none'; base-uri 'none'; form-action 'none'");
  std::string out = absl::StrCat(
      "<!DOCTYPE html>\n<html lang=\"", std::string(CurrentLanguage().code), "\"",
      std::string(CurrentLanguage().right_to_left ? " dir=\"rtl\"" : ""),
      "><head><meta charset=\"utf-8\">\n<meta "
      "http-equiv=\"Content-Security-Policy\" content=\"",
      csp,
      "\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"generator\" content=\"",
      HtmlAttribute(options.creator), "\">\n<title>", HtmlText(title), "</title>\n<style>", style,
      "</style>\n</head>\n<body>\n<header class=\"top\"><h1>", HtmlText(title), "</h1>",
      instructions, "<details class=\"howto\"><summary>", HtmlText(Tr("How to play")), "</summary>",
      Instructions(kinds, puzzles, false, true), "<p class=\"hint\">",
      HtmlText(Tr("Keyboard: Tab to a grid, arrows move, Space or Enter acts (Shift: backwards), "
                  "M mine, S safe, U clear, C the click cell; Ctrl+Z undo, Ctrl+Y redo.")),
      "</p></details></header>\n", NavBar(one, sections, puzzles.size()), "\n<main data-doc=\"",
      doc_key, "\" data-answers=\"", answers ? 1 : 0, "\" data-view=\"", one ? "one" : "all", "\">",
      body, "</main>\n",
      ToolbarTemplate(std::any_of(kinds.begin(), kinds.end(),
                                  [](PuzzleKind k) { return RenderKindOf(k).play_runs_click; })),
      "\n<script type=\"application/json\" id=\"pm-text\">", ScriptMessages(),
      "</script>\n<script type=\"application/json\" id=\"pm-data\">", data, "</script>\n<script>",
      script, "</script>\n</body></html>\n");
  return out;
}

}  // namespace papermines::render
