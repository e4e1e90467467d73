// The defaults every front end shares.
#pragma once

#include <cstdint>

namespace papermines::app {

// The default run seed of every generating command (gen paper|oneclick|reverse, sheet, book).
inline constexpr uint64_t kDefaultSeed = 1;

}  // namespace papermines::app
