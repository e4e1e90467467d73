// CodeChef MINESREV: reads its input (T; per case R C and R rows of '.'/'*') and returns one
// reverse-sweep minimum per line. Errors are located ("<stdin>:LINE:COL: expected ..., got ...");
// sizes are bounded per case and over all cases, so a few bytes cannot ask for unbounded work.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace papermines {

absl::StatusOr<std::string> SolveMinesrev(std::string_view text);

}  // namespace papermines
