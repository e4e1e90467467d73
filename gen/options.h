// The generators' tunable options, declared once (core/option_table.h): gen/paper.h and
// gen/reverse.h take their defaults from here, the CLI its flags, bounds and help.
#pragma once

#include <cstdint>
#include <limits>

#include "core/option_table.h"

namespace papermines::gen_options {

inline constexpr NumberOption<int64_t> kMaxTries{
    "max-tries", 100000, 1, int64_t{1} << 40,
    "draws per puzzle before giving up (non-unique and wrong-grade draws count)"};
inline constexpr NumberOption<int> kAttempts{
    "attempts", 32, 1, std::numeric_limits<int>::max(),
    "boards drawn per puzzle; of them the one where the matching saves the most clicks is kept"};

}  // namespace papermines::gen_options
