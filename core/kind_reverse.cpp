// Reverse puzzles in core/ (core/kind.h): the open `board` and its optimal `clicks` (FORMAT.md),
// read and written. The board's numbers must be its mine counts; a student's answer
// (MinesRead::kAnswers) may be just the clicks.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/kind.h"

namespace papermines {
namespace {
using absl::string_view;

// The parts of the kind's descriptor, by name (MakeCoreKind, core/kind.h).
struct ReverseCore {
  static constexpr PuzzleKind kKind = PuzzleKind::kReverse;
  static constexpr const char* kName = "reverse";
  static constexpr const char* kCountedIn = "board";

  static constexpr std::string_view kSections[] = {"board", "clicks"};
  enum Section : size_t { kBoard, kClicks };

  static absl::Status ReadBoard(SectionReader& r, Puzzle* p) {
    PM_RETURN_IF_ERROR(r.SectionStart(p, &r.place(kBoard), "board"));
    const Topology& t = *p->topology;
    p->mine.clear();
    p->mine.reserve(std::min<size_t>(t.size(), r.Remaining()));
    std::vector<uint8_t>& shown = r.scratch();
    shown.clear();
    shown.reserve(p->mine.capacity());
    PM_RETURN_IF_ERROR(r.ReadRows(t, "board", [&](int cell, string_view tok, int line, int col) {
      if (tok == "*" || tok == ".") {
        p->mine.push_back(tok == "*");
        shown.push_back(kClosed);
        return absl::OkStatus();
      }
      uint8_t v = 0;
      PM_RETURN_IF_ERROR(
          r.CellNumber(t, cell, tok, line, col, "'*', '.' or a number", "a number", &v));
      p->mine.push_back(0);
      shown.push_back(v);
      return absl::OkStatus();
    }));
    const std::vector<uint8_t> count = CountNeighborMines(t, p->mine);
    for (int c = 0; c < t.size(); ++c) {
      if (shown[c] != kClosed && shown[c] != count[c]) {
        return r.ErrCell(t, c,
                         absl::StrCat("the number of mines around this cell (", +count[c], ")"),
                         QuoteToken(r.CellText(t, c)));
      }
    }
    return absl::OkStatus();
  }

  static absl::Status ReadClicks(SectionReader& r, Puzzle* p) {
    const MinesToken kw = r.tokens()[0];
    if (!r.topology_seen()) return r.Err(kw, "'topology' before 'clicks'", "'clicks'");
    PM_RETURN_IF_ERROR(r.Once(&r.place(kClicks), "'clicks' section"));
    PM_RETURN_IF_ERROR(r.BuildTopology(p));
    const Topology& t = *p->topology;
    MinesToken k;
    PM_RETURN_IF_ERROR(r.OneArg("a click count", &k));
    int64_t count;
    PM_RETURN_IF_ERROR(r.Number(k, "a click count", 0, t.size(), &count));
    std::vector<int32_t> clicks;
    clicks.reserve(std::min<size_t>(count, r.Remaining() / 4));  // "r c\n" is at least 4 bytes
    std::vector<uint8_t> seen(count > 0 ? t.size() : 0, 0);
    for (int64_t i = 0; i < count; ++i) {
      bool got;
      PM_RETURN_IF_ERROR(r.Next(&got));
      auto what = [&] { return absl::StrCat("click ", i + 1, " of ", count, " ('row col')"); };
      if (!got) return r.ErrEof(what());
      const std::span<const MinesToken> toks = r.tokens();
      if (r.IsKeyword(toks[0].text)) return r.Err(toks[0], what(), QuoteToken(toks[0].text));
      int64_t row, col;
      PM_RETURN_IF_ERROR(r.Number(toks[0], "a row", 0, t.rows() - 1, &row));
      if (toks.size() < 2) {
        return r.ErrAt(r.line(), r.EndCol(),
                       absl::StrCat("a column (", NumberRange(0, t.cols() - 1), ")"),
                       "end of line");
      }
      PM_RETURN_IF_ERROR(r.Number(toks[1], "a column", 0, t.cols() - 1, &col));
      PM_RETURN_IF_ERROR(r.NoMore(2));
      const int cell = t.cell(static_cast<int>(row), static_cast<int>(col));
      if (seen[cell]) {
        return r.Err(toks[0], "distinct clicks", absl::StrCat("'", row, " ", col, "' again"));
      }
      seen[cell] = 1;
      clicks.push_back(cell);
    }
    p->reverse_clicks = std::move(clicks);
    return absl::OkStatus();
  }

  static absl::Status Read(SectionReader& r, size_t section, Puzzle* p) {
    return section == kBoard ? ReadBoard(r, p) : ReadClicks(r, p);
  }

  static absl::Status Required(SectionReader& r, const MinesToken& end) {
    if (r.answers() && r.place(kClicks).seen()) return absl::OkStatus();
    if (!r.place(kBoard).seen()) return r.Err(end, "a 'board' section", "'end'");
    return absl::OkStatus();
  }

  static void Write(std::string* out, const Puzzle& p) {
    const Topology& t = *p.topology;
    if (p.has_solution()) {
      const std::vector<uint8_t> count = CountNeighborMines(t, p.mine);
      out->append("board\n");
      AppendRows(out, t, [&](std::string* o, int c) {
        if (p.mine[c]) {
          o->push_back('*');
        } else if (count[c] == 0) {
          o->push_back('.');
        } else {
          AppendNumber(o, count[c]);
        }
      });
    }
    if (p.reverse_clicks) {
      absl::StrAppend(out, "clicks ", p.reverse_clicks->size(), "\n");
      for (int32_t c : *p.reverse_clicks) {
        AppendNumber(out, t.row(c));
        out->push_back(' ');
        AppendNumber(out, t.col(c));
        out->push_back('\n');
      }
    }
  }

  static const char* Lacks(const Puzzle& p) {
    return p.mine.size() != static_cast<size_t>(p.topology->size())
               ? "a reverse puzzle needs its board"
               : nullptr;
  }
};

}  // namespace

const CoreKind kReverseCoreKind = MakeCoreKind<ReverseCore>();

}  // namespace papermines
