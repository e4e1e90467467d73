// The run seed of a sheet or a book nobody gave a seed to (issue 35): every run of `sheet`,
// `book` and the web app's sheets and books makes other puzzles, so no two classes share a key;
// the seed is recorded (on the key, in `--save`'s puzzles) so the run can be made again with it.
// The gen commands and Python's generate() keep their fixed default (kDefaultSeed) for scripts.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "app/environment.h"
#include "core/puzzle.h"

namespace papermines::app {

// A fresh seed for one run, from the system's random source (std::random_device), drawn anew at
// each call. A reproducible run, whose environment sets SOURCE_DATE_EPOCH (as a build of the
// samples or a test does), takes kDefaultSeed instead, as its documents take that fixed date.
// Fresh seeds are 1..kMaxFreshSeed.
uint64_t FreshSeed(const Environment& env);
inline constexpr uint64_t kMaxFreshSeed = 999'999'999;

// The run seed a set of puzzles records on its key (render::RenderOptions::seed): the `seed`
// every one of them was made with (a run's, or the ids' of `sheet --id` when they share one, so
// the key of a set made again from its ids is the same bytes); none when they differ or one has
// none (puzzles read from files without it).
std::optional<uint64_t> RecordedSeed(std::span<const Puzzle> puzzles);

}  // namespace papermines::app
