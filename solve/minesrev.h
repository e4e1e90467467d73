// CodeChef MINESREV: reads its input (T; per case R C and R rows of '.'/'*') and returns one
// reverse-sweep minimum per line. Errors are located ("NAME:LINE:COL: expected ..., got ...", NAME
// "<stdin>" unless given; core/token_reader.h); sizes are bounded per case and over all cases, and
// a board larger than the bytes left is refused before it is allocated, so a few bytes cannot ask
// for unbounded work.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace papermines {

absl::StatusOr<std::string> SolveMinesrev(std::string_view text, std::string_view name = "<stdin>");

}  // namespace papermines
