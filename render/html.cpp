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
#include "core/puzzlink.h"
#include "render/answers.h"
#include "render/drawable.h"
#include "render/escape.h"
#include "render/geometry.h"
#include "render/i18n.h"
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

const char* KindTitle(PuzzleKind k) {
  return k == PuzzleKind::kPaper ? "Paper" : k == PuzzleKind::kOneClick ? "One-click" : "Reverse";
}

const char* PlayHint(PuzzleKind k) {
  switch (k) {
    case PuzzleKind::kPaper:
      return "Click (or Space) a grey cell: mine, safe, unknown; right-click goes back.";
    case PuzzleKind::kOneClick:
      return "Click a cell: mine, the cell to click, empty. Then Run the click.";
    case PuzzleKind::kReverse:
      return "Click an open cell to close what it would open. Undo takes a click back.";
  }
  return "";
}

// One digit per cell (base 36), '.' for none: clues of a paper puzzle.
char Digit(int v) { return static_cast<char>(v < 10 ? '0' + v : 'a' + v - 10); }

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

// The data the script needs for puzzle i: kind, grid, cells, answer.
std::string PuzzleJson(const Puzzle& p, const GridGeometry& g) {
  const Topology& t = *p.topology;
  const size_t n = static_cast<size_t>(t.size());
  std::string cells;  // paper: clues; reverse: the board ('*' mine, '.' safe)
  if (p.kind == PuzzleKind::kPaper) {
    for (uint8_t v : p.clues) cells += v == kClosed ? '.' : Digit(v);
  } else if (p.kind == PuzzleKind::kReverse) {
    for (uint8_t m : p.mine) cells += m ? '*' : '.';
  }
  std::string sol;
  if (p.mine.size() == n) {
    for (uint8_t m : p.mine) sol += m ? '1' : '0';
  }
  std::string j = absl::StrCat(
      "{\"id\":", JsonString(p.id), ",\"kind\":\"", PuzzleKindName(p.kind), "\",\"grid\":\"",
      TopologyKindName(t.kind()), "\",\"rows\":", t.rows(), ",\"cols\":", t.cols(),
      ",\"rin\":", Num(g.inradius()), ",\"cells\":\"", cells, "\",\"sol\":\"", sol, "\"");
  if (p.mines) absl::StrAppend(&j, ",\"mines\":", *p.mines);
  if (p.kind == PuzzleKind::kOneClick && p.click >= 0) absl::StrAppend(&j, ",\"click\":", p.click);
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
  std::string s = absl::StrCat(
      "<svg class=\"grid\" viewBox=\"", Num(-pad), " ", Num(-pad), " ", Num(g.width() + 2 * pad),
      " ", Num(g.height() + 2 * pad), "\" width=\"", Pt((g.width() + 2 * pad) * unit),
      "\" height=\"", Pt((g.height() + 2 * pad) * unit),
      "\" tabindex=\"0\" role=\"grid\" aria-label=\"puzzle ", index + 1, "\">");
  // What the sheet prints in a cell before any move: paper clues (other cells tinted), reverse
  // numbers and mines (drawn by the script, which closes cells), one-click nothing.
  std::vector<int> number(static_cast<size_t>(t.size()), -1);
  std::vector<uint8_t> tint(static_cast<size_t>(t.size()), 0);
  if (p.kind == PuzzleKind::kPaper) {
    for (int i = 0; i < t.size(); ++i) {
      if (p.clues[i] == kClosed) {
        tint[i] = 1;
      } else {
        number[i] = p.clues[i];
      }
    }
  }
  if (p.kind == PuzzleKind::kReverse && p.mine.size() == static_cast<size_t>(t.size())) {
    const std::vector<uint8_t> count = CountNeighborMines(t, p.mine);
    for (int i = 0; i < t.size(); ++i) {
      if (!p.mine[i] && count[i] > 0) number[i] = count[i];
    }
  }
  s += "<g class=\"cells\">";
  Point poly[6];
  for (int r = 0; r < rows; ++r) {
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
  // Numbers at the PDF's size (document.cpp: 1.22 inradii, 1.2 on triangles); reverse boards
  // also show their mines, as disks.
  const double size = g.inradius() * (g.kind() == TopologyKind::kTriangle ? 1.2 : 1.22);
  absl::StrAppend(&s, "\"/><g class=\"nums\" font-size=\"", Num(size), "\">");
  for (int i = 0; i < t.size(); ++i) {
    const Point m = g.Center(t.row(i), t.col(i));
    if (p.kind == PuzzleKind::kReverse && p.mine.size() == static_cast<size_t>(t.size()) &&
        p.mine[i]) {
      absl::StrAppend(&s, "<circle class=\"m\" cx=\"", Num(m.x), "\" cy=\"", Num(m.y), "\" r=\"",
                      Num(g.inradius() * 0.56), "\"/>");
    }
    if (number[i] < 0) continue;
    absl::StrAppend(&s, "<text x=\"", Num(m.x), "\" y=\"", Num(m.y), "\"",
                    number[i] >= 10 ? absl::StrCat(" font-size=\"", Num(size * 0.78), "\"") : "",
                    ">", number[i], "</text>");
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
  return absl::StrCat("<a class=\"qr\" href=\"", HtmlAttribute(url),
                      "\" title=\"open in puzz.link\"><svg viewBox=\"0 0 ", total, " ", total,
                      "\" width=\"", Pt(size_pt), "\" height=\"", Pt(size_pt), "\"><path d=\"", d,
                      "\"/></svg></a>");
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

// Instructions, one line per kind, and the play hints.
std::string Instructions(std::span<const PuzzleKind> kinds, std::span<const Puzzle> puzzles) {
  std::string instructions;
  for (PuzzleKind k : kinds) {
    absl::StrAppend(&instructions, "<p class=\"instr\">",
                    kinds.size() > 1 ? absl::StrCat("<b>", KindTitle(k), ":</b> ") : "",
                    HtmlText(Instruction(k, puzzles)), " <span class=\"hint\">",
                    HtmlText(PlayHint(k)), "</span></p>");
  }
  return instructions;
}

// The per-document stylesheet: the font, the page, and every slot where the PDF has it.
// indent_of: per puzzle, the class of its label's indent.
std::string PageStyle(const SheetLayout& L, const std::string& font, size_t count, bool headings,
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
  if (headings) {
    style +=
        ".section-title{flex-basis:100%;margin:10px 0 0;font-size:1.3em}\n"
        "@media print{.section-title{display:none}}\n";
  }
  return style;
}

// One puzzle's <section>: label, grid (and QR code), buttons.
absl::StatusOr<std::string> PuzzleSection(const Puzzle& p, size_t i, const Slot& s,
                                          const GridGeometry& g, int indent, bool qr) {
  std::string body;
  std::vector<std::string> bits;
  if (p.mines && p.kind == PuzzleKind::kOneClick) {
    bits.push_back(absl::StrCat("<b>", *p.mines, " mines</b>"));
  }
  if (p.difficulty != Difficulty::kNone) bits.push_back(DifficultyName(p.difficulty));
  if (p.drawing.rating.value_or(0) > 0) {
    bits.push_back(absl::StrFormat("rating %.1f", *p.drawing.rating));
  }
  // A paper puzzle's mine count is a clue only when shown (bold, as in the PDF); a hidden
  // one is answer data and stays off the page.
  if (p.mines && p.kind == PuzzleKind::kPaper && p.mines_shown) {
    bits.push_back(absl::StrCat("<b>", *p.mines, " mines</b>"));
  } else if (p.mines && p.kind == PuzzleKind::kReverse) {
    bits.push_back(absl::StrCat(*p.mines, " mines"));
  }
  if (!p.id.empty()) bits.push_back(absl::StrCat("<span class=\"id\">", HtmlText(p.id), "</span>"));
  const std::string id = p.id.empty() ? p.Label(static_cast<int>(i + 1)) : p.id;
  absl::StrAppend(&body, "<section class=\"puzzle s", s.index, "\" data-puzzle-id=\"",
                  HtmlAttribute(id), "\" data-kind=\"", PuzzleKindName(p.kind), "\" data-index=\"",
                  i, "\"><h2 class=\"label i", indent, "\"><b>", i + 1, "</b> ",
                  absl::StrJoin(bits, " \u00B7 "), "</h2><div class=\"board\">",
                  GridSvg(p, g, s.unit, static_cast<int>(i)));
  if (qr) {
    auto url = PuzzLinkUrl(p);
    if (url.ok()) {
      auto code = EncodeQr(*url);
      if (!code.ok()) return code.status();
      absl::StrAppend(&body, QrSvg(*code, code->SidePt(), *url));
    }
  }
  body += "</div><div class=\"bar\">";
  if (p.kind == PuzzleKind::kOneClick) {
    body += "<button type=\"button\" data-action=\"run\">Run the click</button>";
  }
  if (p.kind == PuzzleKind::kReverse) {
    body += "<button type=\"button\" data-action=\"undo\">Undo</button>";
  }
  body +=
      "<button type=\"button\" data-action=\"check\">Check</button><button type=\"button\" "
      "data-action=\"answer\">Answer</button><button type=\"button\" "
      "data-action=\"reset\">Reset</button><span class=\"counter\"></span><span "
      "class=\"status\" role=\"status\"></span></div></section>";
  return body;
}

absl::StatusOr<std::string> RenderHtml(std::span<const Puzzle> puzzles,
                                       const RenderOptions& options,
                                       std::span<const HtmlHeading> headings) {
  if (puzzles.empty()) return absl::InvalidArgumentError("there are no puzzles to render");
  absl::StatusOr<LanguageScope> language = LanguageScope::Enter(options.lang);
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
  const std::string title = options.title.empty() ? DefaultTitle(puzzles) : options.title;

  const std::string instructions = Instructions(kinds, puzzles);
  const std::string name_line =
      L.name.h > 0 ? "<p class=\"name\">Name <span class=\"line l1\"></span> Date <span "
                     "class=\"line l2\"></span></p>"
                   : "";

  std::vector<int> indent_of;
  const std::string style =
      PageStyle(L, options.font, puzzles.size(), !headings.empty(), &indent_of);
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
    absl::StrAppend(&body, "<div class=\"pfoot\">page ", page + 1, " of ", total_pages,
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
      "\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta "
      "name=\"generator\" content=\"",
      HtmlAttribute(options.creator), "\">\n<title>", HtmlText(title), "</title>\n<style>", style,
      "</style>\n</head>\n<body>\n<header class=\"top\"><h1>", HtmlText(title), "</h1>",
      instructions, "</header>\n<main data-doc=\"", doc_key, "\" data-answers=\"", answers ? 1 : 0,
      "\">", body, "</main>\n<script type=\"application/json\" id=\"pm-data\">", data,
      "</script>\n<script>", script, "</script>\n</body></html>\n");
  return out;
}

}  // namespace papermines::render
