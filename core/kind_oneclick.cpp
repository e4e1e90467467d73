// One-click puzzles in core/ (core/kind.h): the `solution` board with its click 'c', or the
// `impossible` line (FORMAT.md), read and written. A puzzle's solution must be one: its click
// reveals every safe cell; a student's answer (MinesRead::kAnswers) may fail that, or lack the 'c'.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/kind.h"

namespace papermines {
namespace {
using absl::string_view;

// The parts of the kind's descriptor, by name (MakeCoreKind, core/kind.h).
struct OneClickCore {
  static constexpr PuzzleKind kKind = PuzzleKind::kOneClick;
  static constexpr const char* kName = "oneclick";
  static constexpr bool kMineCountRequired = true;

  static constexpr std::string_view kSections[] = {"solution", "impossible"};
  enum Section : size_t { kSolution, kImpossible, kClick /* the solution's 'c' */ };

  static absl::Status ReadImpossible(SectionReader& r, Puzzle* p) {
    PM_RETURN_IF_ERROR(r.Once(&r.place(kImpossible), "'impossible' line"));
    PM_RETURN_IF_ERROR(r.NoMore(1));
    if (r.place(kSolution).seen()) {
      return r.Err(r.tokens()[0], "either a solution or 'impossible'", "'impossible'");
    }
    p->impossible = true;
    return absl::OkStatus();
  }

  static absl::Status ReadSolution(SectionReader& r, Puzzle* p) {
    if (r.place(kImpossible).seen()) {
      return r.Err(r.tokens()[0], "either a solution or 'impossible'", "'solution'");
    }
    PM_RETURN_IF_ERROR(r.SectionStart(p, &r.place(kSolution), "solution"));
    const MinesPlace sol = r.place(kSolution);
    const Topology& t = *p->topology;
    p->mine.clear();
    p->mine.reserve(std::min<size_t>(t.size(), r.Remaining()));
    p->click = -1;
    int click_line = 0, click_col = 0;
    PM_RETURN_IF_ERROR(r.ReadRows(t, "solution", [&](int cell, string_view tok, int line, int col) {
      if (tok == "*" || tok == ".") {
        p->mine.push_back(tok == "*");
        return absl::OkStatus();
      }
      if (tok == "c") {
        if (p->click >= 0) {
          return r.ErrAt(line, col, "exactly one 'c' (the click) in the solution", "a second 'c'");
        }
        p->click = cell;
        click_line = line;
        click_col = col;
        p->mine.push_back(0);
        return absl::OkStatus();
      }
      return r.ErrAt(line, col, "'*', '.' or 'c'", QuoteToken(tok));
    }));
    if (p->click < 0 && !r.answers()) {
      return r.ErrAt(sol.line, sol.col, "exactly one 'c' (the click) in the solution", "none");
    }
    r.place(kClick) = MinesPlace{click_line, click_col, {}};
    return absl::OkStatus();
  }

  static absl::Status Read(SectionReader& r, size_t section, Puzzle* p) {
    return section == kSolution ? ReadSolution(r, p) : ReadImpossible(r, p);
  }

  // The first safe cell a click at `click` does not reveal, or -1.
  static int FirstCellLeftClosed(const Topology& t, const Mines& mine, int click) {
    const std::vector<uint8_t> count = CountNeighborMines(t, mine);
    std::vector<uint8_t> open(mine.size(), 0);
    std::vector<int> stack = {click};
    open[click] = 1;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      if (count[cell] != 0) continue;
      for (int n : t.neighbors(cell)) {
        if (!open[n] && !mine[n]) {
          open[n] = 1;
          stack.push_back(n);
        }
      }
    }
    for (size_t c = 0; c < mine.size(); ++c) {
      if (!mine[c] && !open[c]) return static_cast<int>(c);
    }
    return -1;
  }

  // A oneclick answer must be one: the click reveals every safe cell (zeros open their neighbours),
  // checked once the whole puzzle is read. A student's answer (MinesRead::kAnswers) may fail that:
  // `check` gives it a verdict instead.
  static absl::Status Check(SectionReader& r, const Puzzle& p) {
    if (!p.has_solution() || p.click < 0 || r.answers()) return absl::OkStatus();
    const Topology& t = *p.topology;
    if (const int closed = FirstCellLeftClosed(t, p.mine, p.click); closed >= 0) {
      const std::string where = t.is_grid()
                                    ? absl::StrCat("(", t.row(closed), ",", t.col(closed), ")")
                                    : absl::StrCat(closed);
      const MinesPlace& click = r.place(kClick);
      return r.ErrAt(click.line, click.col, "a click that reveals every safe cell",
                     absl::StrCat("'c' leaving the safe cell ", where, " closed"));
    }
    return absl::OkStatus();
  }

  static void WriteHead(std::string* out, const Puzzle& p) {
    if (p.impossible && !p.has_solution()) out->append("impossible\n");
  }

  static void Write(std::string* out, const Puzzle& p) {
    if (!p.has_solution()) return;
    out->append("solution\n");
    AppendRows(out, *p.topology, [&](std::string* o, int c) {
      o->push_back(p.mine[c] ? '*' : c == p.click ? 'c' : '.');
    });
  }

  static const char* Lacks(const Puzzle&) { return nullptr; }
};

}  // namespace

const CoreKind kOneClickCoreKind = MakeCoreKind<OneClickCore>();

}  // namespace papermines
