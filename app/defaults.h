// The defaults every front end shares.
#pragma once

#include <cstdint>

namespace papermines::app {

// The default run seed of every generating command (gen paper|oneclick|reverse, sheet, book).
inline constexpr uint64_t kDefaultSeed = 1;

// The most worker threads a run takes (--jobs, jobs=), and the longest time limit in seconds
// (--time-limit of every command, time_limit=): the option schema's rows (option_schema.h).
inline constexpr int kMaxJobs = 4096;
inline constexpr double kMaxSeconds = 1e12;

}  // namespace papermines::app
