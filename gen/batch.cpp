// The batch driver's piece that needs no template: how many threads --jobs means.
#include "gen/batch.h"

#include <algorithm>

namespace papermines {

int ResolveJobs(int jobs) {
  if (jobs > 0) return std::min(jobs, 1024);
  const unsigned hw = std::thread::hardware_concurrency();
  return hw == 0 ? 1 : static_cast<int>(hw);
}

}  // namespace papermines
