// The solver's tunable options, declared once (core/option_table.h): solve/theorem.h takes its
// default from here, the CLI its flag, bounds and help.
#pragma once

#include <cstdint>

#include "core/option_table.h"

namespace papermines::solve_options {

inline constexpr NumberOption<int64_t> kTheoremBudget{
    "budget", 20'000'000, 0, int64_t{1} << 50,
    "search nodes per size for the witness search before the size is reported undecided (0: no "
    "limit)"};

}  // namespace papermines::solve_options
