// The hex opening for `papermines theorem` and `gen paper -t hex` (theorem_hex.h): one colour
// class of the hex grid's proper 3-colouring closed, and the observed condition for full rank.
#include "solve/theorem_hex.h"

namespace papermines {

bool HexCondition(int64_t rows, int64_t cols) {
  return rows >= 3 && cols >= 3 && !(rows % 3 == 2 && cols % 3 == 2);
}

const char* HexConditionText() {
  return "observed (no theorem): rows, cols >= 3 and not both 2 mod 3";
}

}  // namespace papermines
