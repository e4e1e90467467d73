// Chooses the hex opening (core/opening.h: HexColourOpen) by measurement. The candidates, studied
// here only (the product uses the first):
//   colour        close colour 0 of the 3-colouring: 1/3 of the cells closed; every inner clue
//                 sees 3 closed cells, every inner closed cell has 6 clues around it;
//   colour-half   close colour 0, and colour 1 in even rows: 1/2 closed;
//   rows          close the odd rows (a parity opening, for comparison);
//   two-colours   open colour 0 only: 2/3 closed, 6 closed cells per clue.
// For each candidate opening:
//  - the clue system's rank at every size 1..max x 1..max (solve/theorem.h, exact): how many sizes
//    have full rank (every table unique);
//  - at a few sizes, `draws` random tables (closed cells mines with probability 1/2, no
//    heuristic): the share the solver proves unique, and the grades of the unique ones.
// Usage: bench_hex_openings [max_side=20] [draws=300] [sizes=8,10,15]
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "core/opening.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "gen/random.h"
#include "solve/solver.h"
#include "solve/theorem.h"

namespace papermines {
namespace {

enum class HexOpening : uint8_t { kColour, kColourHalf, kRows, kTwoColours };

const char* HexOpeningName(HexOpening h) {
  constexpr const char* kNames[] = {"colour", "colour-half", "rows", "two-colours"};
  return kNames[static_cast<int>(h)];
}

// open[cell] != 0 for the open cells of the candidate opening on a hex topology.
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

void Study(HexOpening h, int max_side, int draws, const std::vector<int>& sizes) {
  int full = 0, singular = 0;
  std::string singular_sizes;
  for (int r = 1; r <= max_side; ++r) {
    for (int c = 1; c <= max_side; ++c) {
      auto t = Topology::Hex(r, c);
      const std::vector<uint8_t> open = HexOpen(**t, h);
      auto rank = ComputeClueRank(**t, open);
      if (!rank.ok()) continue;
      if (rank->full_rank()) {
        ++full;
      } else {
        ++singular;
        if (r >= 4 && c >= 4 && r <= 12 && c <= 12) {
          singular_sizes += std::to_string(r) + "x" + std::to_string(c) + " ";
        }
      }
    }
  }
  std::printf("%-12s rank 1..%d: %d full, %d singular; singular 4..12: %s\n", HexOpeningName(h),
              max_side, full, singular, singular_sizes.c_str());
  for (int side : sizes) {
    auto t = Topology::Hex(side, side);
    const std::vector<uint8_t> open = HexOpen(**t, h);
    SplitMix64 rng(12345 + side);
    int unique = 0, grades[5] = {0, 0, 0, 0, 0};
    Mines mine((*t)->size());
    SolveOptions so;
    so.grade = true;
    for (int d = 0; d < draws; ++d) {
      for (int cell = 0; cell < (*t)->size(); ++cell) {
        mine[cell] = open[cell] ? 0 : static_cast<uint8_t>(rng.Below(2));
      }
      const SolveResult res = Solve(**t, CluesFor(**t, mine, open), so);
      if (res.verdict != Verdict::kUnique) continue;
      ++unique;
      ++grades[static_cast<int>(res.difficulty)];
    }
    std::printf("%-12s %dx%d: %d of %d unique; easy %d, medium %d, hard %d, expert %d\n",
                HexOpeningName(h), side, side, unique, draws, grades[1], grades[2], grades[3],
                grades[4]);
    std::fflush(stdout);
  }
}

}  // namespace
}  // namespace papermines

int main(int argc, char** argv) {
  using namespace papermines;
  const int max_side = argc > 1 ? std::atoi(argv[1]) : 20;
  const int draws = argc > 2 ? std::atoi(argv[2]) : 300;
  std::vector<int> sizes{8, 10, 15};
  if (argc > 3) {
    sizes.clear();
    std::stringstream ss(argv[3]);
    for (std::string s; std::getline(ss, s, ',');) sizes.push_back(std::atoi(s.c_str()));
  }
  for (HexOpening h :
       {HexOpening::kColour, HexOpening::kColourHalf, HexOpening::kRows, HexOpening::kTwoColours}) {
    Study(h, max_side, draws, sizes);
  }
  return 0;
}
