// The .mines text of a set from the one producer as `gen oneclick` and `gen reverse` write it:
// whole, in memory, so that nothing is written when the run fails.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "core/mines_io.h"
#include "gen/producer.h"
#include "gen/shard.h"

namespace papermines::cli {

// The puzzles one after another, with a blank line between them when `blank_lines` (as FormatMines
// writes a collection): a shard whose first puzzle is not the run's first then starts with that
// blank line, so that `cat` of the shards is the whole run.
inline absl::StatusOr<std::string> ProducedMines(const ProducerOptions& p, bool blank_lines) {
  std::string text;
  int64_t index = ShardRange(p.shard, p.count).begin;
  absl::Status s = ProducePuzzles(p, [&](Puzzle&& puzzle) {
    if (blank_lines && index++ > 0) text += "\n";
    text += FormatPuzzle(puzzle);
    return absl::OkStatus();
  });
  if (!s.ok()) return s;
  return text;
}

}  // namespace papermines::cli
