// The grid families and their openings (opening.h).
#include "core/opening.h"

#include <iterator>

#include "absl/strings/str_cat.h"
#include "core/enum_words.h"

namespace papermines {
namespace {
constexpr EnumWords<GridFamily::kStrip> kNames{{"square", "triangle", "hex", "strip"}};
}  // namespace

const char* GridFamilyName(GridFamily f) { return kNames.Name(f); }

std::optional<GridFamily> ParseGridFamily(std::string_view s) { return kNames.Parse(s); }

absl::StatusOr<TopologyPtr> GridFamilyTopology(GridFamily f, int64_t rows, int64_t cols) {
  switch (f) {
    case GridFamily::kStrip:
      if (rows != 2) {
        return absl::InvalidArgumentError(
            absl::StrCat("a strip has 2 rows (Theorem 1 is about 2 x n), got ", rows));
      }
      return Topology::Grid(TopologyKind::kSquare, rows, cols);
    case GridFamily::kSquare:
      return Topology::Grid(TopologyKind::kSquare, rows, cols);
    case GridFamily::kTriangle:
      return Topology::Grid(TopologyKind::kTriangle, rows, cols);
    case GridFamily::kHex:
      return Topology::Grid(TopologyKind::kHex, rows, cols);
  }
  return absl::InvalidArgumentError("unknown grid family");
}

std::vector<uint8_t> GridOpening(GridFamily f, const Topology& topo) {
  switch (f) {
    case GridFamily::kStrip:
      return TopRowOpen(topo);
    case GridFamily::kHex:
      return HexColourOpen(topo);
    case GridFamily::kSquare:
    case GridFamily::kTriangle:
      break;
  }
  return ChessboardOpen(topo);
}

std::vector<uint8_t> ChessboardOpen(const Topology& topo) {
  std::vector<uint8_t> open(topo.size(), 0);
  for (int c = 0; c < topo.size(); ++c) open[c] = (topo.row(c) + topo.col(c)) % 2 == 0;
  return open;
}

std::vector<uint8_t> TopRowOpen(const Topology& topo) {
  std::vector<uint8_t> open(topo.size(), 0);
  for (int c = 0; c < topo.cols(); ++c) open[c] = 1;
  return open;
}

int HexColour(int row, int col) {
  const int q = col - (row - (row & 1)) / 2;
  return ((q - row) % 3 + 3) % 3;
}

std::vector<uint8_t> HexColourOpen(const Topology& topo) {
  std::vector<uint8_t> open(topo.size());
  for (int cell = 0; cell < topo.size(); ++cell) {
    open[cell] = HexColour(topo.row(cell), topo.col(cell)) != 0 ? 1 : 0;
  }
  return open;
}

}  // namespace papermines
