// Fuzz target for the click counts behind `clicks` and `clicks --minesrev` (solve/clicks.h).
//
// The MINESREV text reader has its own target (minesrev_fuzz.cpp); this one fuzzes what the
// reader feeds: boards. The bytes become a board — byte 0 picks the grid
// (square, triangle, hex), bytes 1 and 2 its rows and columns (1..32), the remaining bits the mines
// (missing bits are safe cells) — and CountClicks must answer without crashing, with click sets
// that the independent simulators accept (every cell closed in reverse; every safe cell opened,
// no mine hit, going forward) and whose sizes are the counts.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fuzz/fuzz_check.h"
#include "solve/clicks.h"

using papermines::fuzz::Check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 3) return 0;
  const papermines::TopologyKind kinds[] = {papermines::TopologyKind::kSquare,
                                            papermines::TopologyKind::kTriangle,
                                            papermines::TopologyKind::kHex};
  const int rows = 1 + data[1] % 32, cols = 1 + data[2] % 32;
  auto topo = papermines::Topology::Grid(kinds[data[0] % 3], rows, cols);
  Check(topo.ok());
  const papermines::Topology& t = **topo;
  std::vector<uint8_t> mine(static_cast<size_t>(t.size()), 0);
  for (size_t i = 0; i < mine.size(); ++i) {
    const size_t byte = 3 + i / 8;
    if (byte < size) mine[i] = (data[byte] >> (i % 8)) & 1;
  }
  auto counts = papermines::CountClicks(t, mine);
  Check(counts.ok());  // grids never need the refused exact search
  Check(counts->reverse == static_cast<int64_t>(counts->reverse_clicks.size()));
  Check(counts->forward == static_cast<int64_t>(counts->forward_clicks.size()));
  Check(papermines::CheckReverseClicks(t, mine, counts->reverse_clicks).ok());
  Check(papermines::CheckForwardClicks(t, mine, counts->forward_clicks).ok());
  Check(counts->max_bordered <= 2);  // the grid theorem of clicks.h
  Check(counts->reverse <= counts->mines + counts->isolated + counts->components);
  return 0;
}
