// CodeChef MINESREV input: T, then per case R C and R rows of '.'/'*'; the answer per case is the
// reverse-sweep minimum (solve/clicks.h). A library function so it can be tested and fuzzed as
// text.
#include "solve/minesrev.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "core/puzzle.h"
#include "core/token_reader.h"
#include "solve/clicks.h"

namespace papermines {

absl::StatusOr<std::string> SolveMinesrev(std::string_view text, std::string_view name) {
  TokenReader in(text, name);
  auto cases = in.Integer("the number of test cases T", 0, 1000000);
  if (!cases.ok()) return cases.status();
  std::string out;
  int64_t total_cells = 0;
  for (int64_t t = 1; t <= *cases; ++t) {
    auto rows = in.Integer(absl::StrCat("R of case ", t), 1, kMaxDimension);
    if (!rows.ok()) return rows.status();
    auto cols = in.Integer(absl::StrCat("C of case ", t), 1, kMaxDimension);
    if (!cols.ok()) return cols.status();
    total_cells += *rows * *cols;
    if (*rows * *cols > kMaxCells || total_cells > kMaxCells) {
      return in.Error(in.last(), absl::StrCat("at most ", kMaxCells, " cells in all cases"));
    }
    // Every cell needs a byte: refuse a board the rest of the input cannot hold before allocating.
    if (*rows * *cols > in.remaining()) {
      return in.Error(in.last(), absl::StrCat(*rows, " rows of ", *cols, " cells (only ",
                                              in.remaining(), " bytes of input are left)"));
    }
    auto topo = Topology::Square(*rows, *cols);
    if (!topo.ok()) return topo.status();
    Mines mine;
    mine.reserve((*topo)->size());
    for (int64_t r = 0; r < *rows; ++r) {
      const TokenReader::Token row = in.Next();
      for (size_t i = 0; i < row.text.size() && i < static_cast<size_t>(*cols); ++i) {
        if (row.text[i] != '.' && row.text[i] != '*') {
          return in.Error(row, "'.' or '*'", static_cast<int>(i), row.text.substr(i, 1));
        }
      }
      if (static_cast<int64_t>(row.text.size()) != *cols) {
        return in.Error(
            row, absl::StrCat("row ", r + 1, " of case ", t, ": ", *cols, " cells of '.'/'*'"));
      }
      for (char ch : row.text) mine.push_back(ch == '*');
    }
    auto counts = CountClicks(**topo, mine);
    if (!counts.ok()) return counts.status();
    absl::StrAppend(&out, counts->reverse, "\n");
  }
  if (absl::Status s = in.ExpectEnd(); !s.ok()) return s;
  return out;
}

}  // namespace papermines
