// LeetCode 529 boards (`papermines reveal`, FORMAT.md): reading and writing the board text and
// applying one click, with errors located like every reader's (core/lex.h).
#include "core/reveal.h"

#include <algorithm>
#include <charconv>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/lex.h"
#include "core/strings.h"

namespace papermines {
namespace {

// The character of a revealed count n >= 1: '0' + n, so '1'..'8' as in LeetCode 529 (the square
// boards of `papermines reveal`), and ':' ';' '<' for the 10..12 a triangle cell can reach. A graph
// vertex may have more mine neighbours: '0' + n would then run into the letters (18 = 'B',
// 21 = 'E', 29 = 'M', 40 = 'X') or past the ASCII range, so every count above 12 is '>'.
char CountChar(int n) { return n <= 12 ? static_cast<char>('0' + n) : '>'; }

bool IsBoardChar(char ch) {
  return ch == 'E' || ch == 'M' || ch == 'B' || ch == 'X' || (ch >= '1' && ch <= '8');
}

}  // namespace

absl::StatusOr<RevealBoard> ParseRevealBoard(std::string_view text_in,
                                             std::string_view filename_in) {
  const absl::string_view text = AsAbsl(text_in);
  std::vector<absl::string_view> rows;
  std::vector<int> row_line, row_col;
  int line_no = 0;
  int width = -1;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++line_no;
    size_t b = 0;
    while (b < line.size() && (line[b] == ' ' || line[b] == '\t' || line[b] == '\r')) ++b;
    size_t e = line.size();
    while (e > b && (line[e - 1] == ' ' || line[e - 1] == '\t' || line[e - 1] == '\r')) --e;
    absl::string_view row = line.substr(b, e - b);
    if (row.empty()) continue;
    for (size_t i = 0; i < row.size(); ++i) {
      if (!IsBoardChar(row[i])) {
        return LocatedError(filename_in, line_no, static_cast<int64_t>(b + i + 1),
                            "a board cell (E, M, B, X or a digit 1-8)",
                            ShownByte(static_cast<unsigned char>(row[i])));
      }
    }
    if (width >= 0 && static_cast<int>(row.size()) != width) {
      return LocatedError(filename_in, line_no, static_cast<int64_t>(b + 1),
                          absl::StrCat("a row of ", width, " cells like the first"),
                          absl::StrCat(row.size()));
    }
    if (static_cast<int64_t>(row.size()) > kMaxDimension) {
      return LocatedError(filename_in, line_no, static_cast<int64_t>(b + 1),
                          absl::StrCat("at most ", kMaxDimension, " cells in a row"),
                          absl::StrCat(row.size()));
    }
    width = static_cast<int>(row.size());
    rows.push_back(row);
    if (static_cast<int64_t>(rows.size()) * width > kMaxCells) {
      return LocatedError(filename_in, line_no, 1, absl::StrCat("at most ", kMaxCells, " cells"),
                          "more");
    }
  }
  if (rows.empty()) {
    return LocatedError(filename_in, std::max(line_no, 1), 1, "a board of E/M/B/X/digit rows",
                        "none");
  }
  auto topo = Topology::Square(static_cast<int64_t>(rows.size()), width);
  if (!topo.ok()) return topo.status();
  RevealBoard board{*topo, {}};
  board.cells.reserve(board.topology->size());
  for (absl::string_view row : rows) board.cells.insert(board.cells.end(), row.begin(), row.end());
  return board;
}

std::string FormatRevealBoard(const RevealBoard& board) {
  const Topology& t = *board.topology;
  std::string out;
  out.reserve(static_cast<size_t>(t.size()) + t.rows());
  for (int r = 0; r < t.rows(); ++r) {
    out.append(board.cells.data() + static_cast<size_t>(r) * t.cols(), t.cols());
    out.push_back('\n');
  }
  return out;
}

absl::StatusOr<int> ParseClick(std::string_view text_in, const Topology& topo) {
  const absl::string_view text = AsAbsl(text_in);
  std::vector<absl::string_view> parts = absl::StrSplit(text, ',');
  auto bad = [&] {
    return absl::InvalidArgumentError(
        absl::StrCat("expected ROW,COL (0-based integers), got '", text, "'"));
  };
  if (parts.size() != 2) return bad();
  int64_t rc[2];
  for (int i = 0; i < 2; ++i) {
    absl::string_view p = absl::StripAsciiWhitespace(parts[i]);
    auto [ptr, ec] = std::from_chars(p.data(), p.data() + p.size(), rc[i]);
    if (p.empty() || ec != std::errc() || ptr != p.data() + p.size()) return bad();
  }
  if (!topo.in_bounds(rc[0], rc[1])) {
    return absl::InvalidArgumentError(absl::StrCat(rc[0], ",", rc[1], " is outside the ",
                                                   topo.rows(), " x ", topo.cols(), " board"));
  }
  return topo.cell(static_cast<int>(rc[0]), static_cast<int>(rc[1]));
}

int64_t Reveal(const Topology& topo, std::vector<char>& cells, int cell) {
  if (cells[cell] == 'M') {
    cells[cell] = 'X';
    return 1;
  }
  if (cells[cell] != 'E') return 0;
  int64_t revealed = 0;
  std::vector<int32_t> stack{cell};
  cells[cell] = 'B';  // marked when pushed, so no cell is pushed twice
  while (!stack.empty()) {
    const int32_t c = stack.back();
    stack.pop_back();
    ++revealed;
    int mines = 0;
    for (int32_t nb : topo.neighbors(c)) mines += (cells[nb] == 'M' || cells[nb] == 'X');
    if (mines > 0) {
      cells[c] = CountChar(mines);
      continue;
    }
    for (int32_t nb : topo.neighbors(c)) {
      if (cells[nb] == 'E') {
        cells[nb] = 'B';
        stack.push_back(nb);
      }
    }
  }
  return revealed;
}

ZeroComponents FindZeroComponents(const Topology& topo, std::span<const uint8_t> mine,
                                  std::span<const uint8_t> number) {
  ZeroComponents z;
  const int n = topo.size();
  z.comp_of.assign(n, -1);
  z.member_start.push_back(0);
  z.border_start.push_back(0);
  z.members.reserve(n);
  std::vector<int32_t> last_comp(n, -1);  // dedupes border cells within a component
  for (int s = 0; s < n; ++s) {
    if (mine[s] || number[s] != 0 || z.comp_of[s] >= 0) continue;
    const int32_t id = z.count++;
    size_t head = z.members.size();
    z.comp_of[s] = id;
    z.members.push_back(s);
    while (head < z.members.size()) {  // the members vector doubles as the BFS queue
      const int32_t c = z.members[head++];
      for (int32_t nb : topo.neighbors(c)) {
        if (mine[nb]) continue;
        if (number[nb] == 0) {
          if (z.comp_of[nb] < 0) {
            z.comp_of[nb] = id;
            z.members.push_back(nb);
          }
        } else if (last_comp[nb] != id) {
          last_comp[nb] = id;
          z.border.push_back(nb);
        }
      }
    }
    z.member_start.push_back(static_cast<uint32_t>(z.members.size()));
    z.border_start.push_back(static_cast<uint32_t>(z.border.size()));
  }
  return z;
}

}  // namespace papermines
