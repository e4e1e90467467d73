// A small puzzle of any kind with its answer, for the tests that go over every kind
// (tests/<module>_kinds_test.cpp): a 1 x 3 board with a mine at the left end, the paper clues of
// its other cells, the one-click task's click at the right end, a reverse click set.
#pragma once

#include <vector>

#include "core/puzzle.h"

namespace papermines {

inline Puzzle SmallPuzzleOf(PuzzleKind kind) {
  Puzzle p;
  p.kind = kind;
  p.topology = *Topology::Square(1, 3);
  p.mine = {1, 0, 0};
  p.mines = 1;
  p.clues = {kClosed, 1, 0};
  p.click = 2;
  p.reverse_clicks = std::vector<int32_t>{1, 2};
  return p;
}

}  // namespace papermines
