// Paper puzzles in core/ (core/kind.h): the `clues` and `solution` sections (FORMAT.md), read
// and written. A solution must explain every clue; a student's answer (MinesRead::kAnswers) need
// not, and may come without clues.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/kind.h"
#include "core/lex.h"
#include "core/strings.h"

namespace papermines {
namespace {
using absl::string_view;

// The parts of the kind's descriptor, by name (MakeCoreKind, core/kind.h).
struct PaperCore : CluesAndSolution<PaperCore> {
  static constexpr PuzzleKind kKind = PuzzleKind::kPaper;
  static constexpr const char* kName = "paper";
  static constexpr const char* kLacksClues = "a paper puzzle needs one clue or '.' per cell";
  static constexpr bool kMineCountShown = true;

  static absl::Status ReadClues(SectionReader& r, Puzzle* p) {
    PM_RETURN_IF_ERROR(r.NoEdgesLater());
    PM_RETURN_IF_ERROR(r.SectionStart(p, &r.place(kClues), "clues"));
    return ReadClueRows(r, p);
  }

  // A clue: a number up to the cell's neighbour count.
  static absl::Status ClueOf(SectionReader& r, const Topology& t, int cell, string_view tok,
                             int line, int col, uint8_t* v) {
    return r.CellNumber(t, cell, tok, line, col, "a clue or '.'", "a clue", v);
  }

  // A cell of a student's answer: '*' a mine; '-', '.' or a number a safe cell.
  static absl::Status AnswerCell(SectionReader& r, Puzzle* p, string_view tok, int line, int col) {
    int64_t v;
    if (tok == "*" || tok == "-" || tok == "." || ParseDecimal(AsStd(tok), &v) == Decimal::kOk) {
      p->mine.push_back(tok == "*");
      return absl::OkStatus();
    }
    return r.ErrAt(line, col, "'*' (a mine), '-' or a number (a safe cell)", QuoteToken(tok));
  }

  // A paper answer without clues.
  static absl::Status ReadAnswerRows(SectionReader& r, Puzzle* p) {
    PM_RETURN_IF_ERROR(r.SectionStart(p, &r.place(kSolution), "solution"));
    const Topology& t = *p->topology;
    p->mine.clear();
    p->mine.reserve(std::min<size_t>(t.size(), r.Remaining()));
    return r.ReadRows(t, "solution", [&](int, string_view tok, int line, int col) {
      return AnswerCell(r, p, tok, line, col);
    });
  }

  static absl::Status ReadSolution(SectionReader& r, Puzzle* p) {
    const bool clues_seen = r.place(kClues).seen();
    if (r.answers() && !clues_seen) return ReadAnswerRows(r, p);
    const MinesToken kw = r.tokens()[0];
    if (!clues_seen) {
      if (!r.topology_seen()) return r.Err(kw, "'topology' before 'solution'", "'solution'");
      return r.Err(kw, "'clues' before 'solution'", "'solution'");
    }
    PM_RETURN_IF_ERROR(r.SectionStart(p, &r.place(kSolution), "solution"));
    const Topology& t = *p->topology;
    p->mine.clear();
    p->mine.reserve(std::min<size_t>(t.size(), r.Remaining()));
    PM_RETURN_IF_ERROR(r.ReadRows(t, "solution", [&](int cell, string_view tok, int line, int col) {
      const uint8_t clue = p->clues[cell];
      if (r.answers()) return AnswerCell(r, p, tok, line, col);
      if (clue == kClosed) {
        if (tok == "*" || tok == "-") {
          p->mine.push_back(tok == "*");
          return absl::OkStatus();
        }
        return r.ErrAt(line, col, "'*' or '-' at a closed cell", QuoteToken(tok));
      }
      int64_t v;
      if (ParseDecimal(AsStd(tok), &v) != Decimal::kOk || v != clue) {
        return r.ErrAt(line, col, absl::StrCat("the clue ", clue, " at an open cell"),
                       QuoteToken(tok));
      }
      p->mine.push_back(0);
      return absl::OkStatus();
    }));
    if (r.answers()) return absl::OkStatus();  // a wrong answer is the checker's verdict
    // The mines must explain every clue.
    const std::vector<uint8_t> count = CountNeighborMines(t, p->mine);
    for (int c = 0; c < t.size(); ++c) {
      if (p->clues[c] != kClosed && count[c] != p->clues[c]) {
        return r.ErrCell(t, c,
                         absl::StrCat(+p->clues[c], p->clues[c] == 1 ? " mine" : " mines",
                                      " around this cell (its clue)"),
                         absl::StrCat(+count[c], " in the solution"));
      }
    }
    return absl::OkStatus();
  }

  // A solution's cell: '*' a mine, '-' a closed safe cell, an open cell its number.
  static void SolutionCell(std::string* o, const Puzzle& p, int c) {
    if (p.mine[c]) {
      o->push_back('*');
    } else if (p.clues.empty() || p.clues[c] == kClosed) {
      o->push_back('-');
    } else {
      AppendNumber(o, p.clues[c]);
    }
  }
};

}  // namespace

const CoreKind kPaperCoreKind = MakeCoreKind<PaperCore>();

}  // namespace papermines
