// Mosaic puzzles (Fill-a-Pix) in core/ (core/kind.h): the `clues` and `solution` sections
// (FORMAT.md), read and written. Every cell is filled or empty; a clue counts the filled cells of
// the 3 x 3 block centred on its cell, the cell itself included (clipped at the border), so a clue
// is at most its block's size (9, 6 at an edge, 4 in a corner). The puzzle's data are the paper
// kind's vectors (core/puzzle.h): Puzzle::clues the numbers, Puzzle::mine the filled cells.
// Square grids only. A solution must meet every clue; a student's answer (MinesRead::kAnswers)
// need not, and may come without clues.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/kind.h"
#include "core/lex.h"
#include "core/strings.h"

namespace papermines {
namespace {
using absl::string_view;

// The parts of the kind's descriptor, by name (MakeCoreKind, core/kind.h).
struct MosaicCore : CluesAndSolution<MosaicCore> {
  static constexpr PuzzleKind kKind = PuzzleKind::kMosaic;
  static constexpr const char* kName = "mosaic";
  static constexpr const char* kLacksClues = "a mosaic needs one clue or '.' per cell";

  // The cells of `cell`'s 3 x 3 block on its grid.
  static int BlockSize(const Topology& t, int cell) {
    return static_cast<int>(t.neighbors(cell).size()) + 1;
  }

  // A section's start, and a square grid.
  static absl::Status Start(SectionReader& r, Puzzle* p, Section s, string_view name) {
    const MinesToken kw = r.tokens()[0];
    PM_RETURN_IF_ERROR(r.SectionStart(p, &r.place(s), name));
    if (p->topology->kind() != TopologyKind::kSquare) {
      return r.Err(kw, "a square grid for a mosaic ('topology square R C')",
                   absl::StrCat("'topology ", p->topology->Describe(), "'"));
    }
    return absl::OkStatus();
  }

  static absl::Status ReadClues(SectionReader& r, Puzzle* p) {
    PM_RETURN_IF_ERROR(Start(r, p, kClues, "clues"));
    return ReadClueRows(r, p);
  }

  // A clue: a number up to the cells of its 3 x 3 block.
  static absl::Status ClueOf(SectionReader& r, const Topology& t, int cell, string_view tok,
                             int line, int col, uint8_t* v) {
    int64_t n;
    const Decimal d = ParseDecimal(AsStd(tok), &n);
    if (d == Decimal::kNotNumber) return r.ErrAt(line, col, "a clue or '.'", QuoteToken(tok));
    const int limit = BlockSize(t, cell);
    if (d == Decimal::kTooLarge || n > limit) {
      return r.ErrAt(line, col,
                     absl::StrCat("a clue of at most ", limit, " (the cells of its 3 x 3 block)"),
                     QuoteToken(tok));
    }
    *v = static_cast<uint8_t>(n);
    return absl::OkStatus();
  }

  static absl::Status ReadSolution(SectionReader& r, Puzzle* p) {
    const bool clues_seen = r.place(kClues).seen();
    if (!clues_seen && !r.answers()) {
      const MinesToken kw = r.tokens()[0];
      if (!r.topology_seen()) return r.Err(kw, "'topology' before 'solution'", "'solution'");
      return r.Err(kw, "'clues' before 'solution'", "'solution'");
    }
    PM_RETURN_IF_ERROR(Start(r, p, kSolution, "solution"));
    const Topology& t = *p->topology;
    p->mine.clear();
    p->mine.reserve(std::min<size_t>(t.size(), r.Remaining()));
    PM_RETURN_IF_ERROR(r.ReadRows(t, "solution", [&](int, string_view tok, int line, int col) {
      if (tok == "*" || tok == "-" || tok == ".") {
        p->mine.push_back(tok == "*");
        return absl::OkStatus();
      }
      return r.ErrAt(line, col, "'*' (a filled cell), '-' or '.' (an empty cell)", QuoteToken(tok));
    }));
    if (r.answers() || !clues_seen) return absl::OkStatus();  // a wrong answer is the checker's
    // The picture must meet every clue.
    const std::vector<uint8_t> around = CountNeighborMines(t, p->mine);
    for (int c = 0; c < t.size(); ++c) {
      const uint8_t clue = p->clues[c];
      const int filled = around[c] + p->mine[c];
      if (clue != kClosed && filled != clue) {
        return r.ErrCell(t, c,
                         absl::StrCat(+clue, clue == 1 ? " filled cell" : " filled cells",
                                      " in this cell's 3 x 3 block (its clue)"),
                         absl::StrCat(filled, " in the solution"));
      }
    }
    return absl::OkStatus();
  }

  // A solution's cell: '*' filled, '-' empty.
  static void SolutionCell(std::string* o, const Puzzle& p, int c) {
    o->push_back(p.mine[c] ? '*' : '-');
  }
};

}  // namespace

const CoreKind kMosaicCoreKind = MakeCoreKind<MosaicCore>();

}  // namespace papermines
