// A fresh run seed (seed.h).
#include "app/seed.h"

#include <random>

#include "app/defaults.h"

namespace papermines::app {

uint64_t FreshSeed(const Environment& env) {
  if (!env.source_date_epoch.empty()) return kDefaultSeed;
  // Nine digits at most: a teacher reads it off the key and types it (`--seed`).
  std::random_device device;
  return std::uniform_int_distribution<uint64_t>(1, kMaxFreshSeed)(device);
}

std::optional<uint64_t> RecordedSeed(std::span<const Puzzle> puzzles) {
  if (puzzles.empty() || !puzzles.front().seed) return std::nullopt;
  for (const Puzzle& p : puzzles) {
    if (p.seed != puzzles.front().seed) return std::nullopt;
  }
  return puzzles.front().seed;
}

}  // namespace papermines::app
