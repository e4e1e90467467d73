// The hex openings by name, and which cells each one closes (gen/hex_opening.h has why).
#include "gen/hex_opening.h"

#include <iterator>

#include "solve/theorem_hex.h"

namespace papermines {

namespace {
// Indexed by HexOpening.
constexpr const char* kNames[] = {"colour", "colour-half", "rows", "two-colours"};
}  // namespace

const char* HexOpeningName(HexOpening h) {
  const size_t i = static_cast<size_t>(h);
  return i < std::size(kNames) ? kNames[i] : "?";
}

std::optional<HexOpening> ParseHexOpening(std::string_view s) {
  for (size_t i = 0; i < std::size(kNames); ++i) {
    if (s == kNames[i]) return static_cast<HexOpening>(i);
  }
  return std::nullopt;
}

std::vector<uint8_t> HexOpen(const Topology& topo, HexOpening h) {
  std::vector<uint8_t> open(topo.size());
  for (int cell = 0; cell < topo.size(); ++cell) {
    const int r = topo.row(cell), c = topo.col(cell), k = HexColour(r, c);
    bool closed = false;
    switch (h) {
      case HexOpening::kColour:
        closed = k == 0;
        break;
      case HexOpening::kColourHalf:
        closed = k == 0 || (k == 1 && r % 2 == 0);
        break;
      case HexOpening::kRows:
        closed = r % 2 == 1;
        break;
      case HexOpening::kTwoColours:
        closed = k != 0;
        break;
    }
    open[cell] = closed ? 0 : 1;
  }
  return open;
}

}  // namespace papermines
