// The hex grid's opening for the rank computation (theorem.h) and the generator
// (gen/paper.h): one class of the hex grid's proper 3-colouring closed.
//
// On the odd-r grid (odd rows shifted right by half a cell), axial coordinates are
// q = c - (r - (r & 1)) / 2 and r; the colour (q - r) mod 3 differs between any two neighbours (the
// six axial steps change q - r by +-1 or +-2), and each hexagon's neighbours alternate between the
// two other colours. The opening closes colour 0: every inner clue sees 3 closed cells and every
// inner closed cell has 6 clues around it.
//
// Rank (`papermines theorem --topology hex`, exact, sizes 1..20 x 1..20): full at every size except
// where rows and columns are both 2 mod 3, and a few sizes with 1 or 2 rows or columns (see
// HexConditionText and the README). That is an observation, not a proof: HexCondition states it so
// that `theorem` reports any size that breaks it.
#pragma once

#include <cstdint>
#include <vector>

#include "core/opening.h"
#include "core/topology.h"

namespace papermines {

// The colouring and the opening itself: core/opening.h (HexColour, HexColourOpen).

// The observed full-rank condition: rows and columns not both 2 mod 3, both at least 3.
bool HexCondition(int64_t rows, int64_t cols);
const char* HexConditionText();

}  // namespace papermines
