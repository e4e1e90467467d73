#include "gen/hex_opening.h"

#include "solve/theorem_hex.h"

namespace papermines {

const char* HexOpeningName(HexOpening h) {
  switch (h) {
    case HexOpening::kColour:
      return "colour";
    case HexOpening::kColourHalf:
      return "colour-half";
    case HexOpening::kRows:
      return "rows";
    case HexOpening::kTwoColours:
      return "two-colours";
  }
  return "?";
}

std::optional<HexOpening> ParseHexOpening(std::string_view s) {
  for (HexOpening h :
       {HexOpening::kColour, HexOpening::kColourHalf, HexOpening::kRows, HexOpening::kTwoColours}) {
    if (s == HexOpeningName(h)) return h;
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
