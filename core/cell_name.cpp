// Cell names for people (cell_name.h).
#include "core/cell_name.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace papermines {

std::string ColumnLetters(int col) {
  // Bijective base 26: A..Z, then AA..ZZ, then AAA...
  std::string s;
  int64_t n = static_cast<int64_t>(col) + 1;
  while (n > 0) {
    --n;
    s.push_back(static_cast<char>('A' + n % 26));
    n /= 26;
  }
  std::reverse(s.begin(), s.end());
  return s;
}

std::string RowNumber(int row) { return absl::StrCat(row + 1); }

std::string CellName(const Topology& topo, int cell, CellNaming naming) {
  if (!topo.is_grid()) return absl::StrCat(cell);
  if (naming == CellNaming::kLabel) {
    return absl::StrCat(ColumnLetters(topo.col(cell)), RowNumber(topo.row(cell)));
  }
  return RowColName(topo.row(cell), topo.col(cell));
}

std::string RowColName(int row, int col) { return absl::StrCat("(", row, ",", col, ")"); }

std::string CellNames(const Topology& topo, std::span<const int32_t> cells, CellNaming naming,
                      size_t limit) {
  std::string s;
  for (size_t i = 0; i < cells.size() && i < limit; ++i) {
    absl::StrAppend(&s, i == 0 ? "" : ", ", CellName(topo, cells[i], naming));
  }
  if (cells.size() > limit) absl::StrAppend(&s, ", ... (", cells.size(), " in all)");
  return s;
}

void AppendCellJsonText(const Topology& topo, int cell, std::string* out) {
  if (!topo.is_grid()) {
    absl::StrAppend(out, cell);
  } else {
    absl::StrAppend(out, "[", topo.row(cell), ",", topo.col(cell), "]");
  }
}

std::string CellJsonText(const Topology& topo, int cell) {
  std::string s;
  AppendCellJsonText(topo, cell, &s);
  return s;
}

std::optional<std::pair<int, int>> ParseCellLabel(std::string_view label) {
  size_t i = 0;
  int64_t col = 0;
  while (i < label.size() &&
         ((label[i] >= 'A' && label[i] <= 'Z') || (label[i] >= 'a' && label[i] <= 'z'))) {
    const int d = (label[i] | 0x20) - 'a' + 1;
    col = col * 26 + d;
    if (col > (int64_t{1} << 30)) return std::nullopt;
    ++i;
  }
  if (i == 0 || i == label.size() || label[i] == '0') return std::nullopt;
  int64_t row = 0;
  for (; i < label.size(); ++i) {
    if (label[i] < '0' || label[i] > '9') return std::nullopt;
    row = row * 10 + (label[i] - '0');
    if (row > (int64_t{1} << 30)) return std::nullopt;
  }
  return std::make_pair(static_cast<int>(row - 1), static_cast<int>(col - 1));
}

}  // namespace papermines
