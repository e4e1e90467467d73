// The whole-process peer of `papermines clicks --minesrev` (bench/minesrev.sh), and the maker of
// its boards.
//
//   bench_minesrev_peer                       reads CodeChef MINESREV input on stdin and prints
//                                             one reverse-sweep minimum per case
//   bench_minesrev_peer --generate R C D SEED  writes one R x C case with mines of density D
//                                             (uniform, std::mt19937_64 seeded with SEED)
//
// The peer is the straightforward program: the whole input read into memory, the rows into one
// byte per cell, then tests/lemon_reverse.h (core's general functions CountNeighborMines and
// FindZeroComponents, one neighbour scan per numbered cell and LEMON's MaxMatching on the
// component graph). No click sets, no error positions: well-formed input only.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <list>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/reveal.h"
#include "core/topology.h"
#include "tests/lemon_reverse.h"

namespace papermines {
namespace {

int Generate(int rows, int cols, double density, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::string line(static_cast<size_t>(cols) + 1, '\n');
  std::printf("1\n%d %d\n", rows, cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) line[c] = (rng() >> 11) * 0x1.0p-53 < density ? '*' : '.';
    std::fwrite(line.data(), 1, line.size(), stdout);
  }
  return std::fflush(stdout) == 0 ? 0 : 1;
}

int Solve() {
  std::ios::sync_with_stdio(false);
  int cases = 0;
  if (!(std::cin >> cases)) return 2;
  for (int t = 0; t < cases; ++t) {
    int rows = 0, cols = 0;
    if (!(std::cin >> rows >> cols)) return 2;
    auto topo = Topology::Square(rows, cols);
    if (!topo.ok()) return 2;
    Mines mine;
    mine.reserve(static_cast<size_t>(rows) * cols);
    std::string row;
    for (int r = 0; r < rows; ++r) {
      if (!(std::cin >> row) || static_cast<int>(row.size()) != cols) return 2;
      for (char ch : row) mine.push_back(ch == '*');
    }
    std::cout << testing_util::LemonReverseMinimum(**topo, mine) << '\n';
  }
  return 0;
}

}  // namespace
}  // namespace papermines

int main(int argc, char** argv) {
  if (argc == 6 && std::string(argv[1]) == "--generate") {
    return papermines::Generate(std::atoi(argv[2]), std::atoi(argv[3]), std::atof(argv[4]),
                                std::strtoull(argv[5], nullptr, 10));
  }
  if (argc != 1) {
    std::fprintf(stderr, "usage: bench_minesrev_peer [--generate ROWS COLS DENSITY SEED]\n");
    return 2;
  }
  return papermines::Solve();
}
