// The .mines text of a set from the one producer as the `gen` commands write it: whole, in memory,
// so that nothing is written when the run fails; and the flags of a set that they share.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/statusor.h"
#include "app/option_schema.h"
#include "cli/common.h"
#include "cli/schema_flags.h"
#include "cli/shard_flag.h"
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

// Writes the set `p` to `output` as ProducedMines makes it (nothing when the run fails): the
// command's exit status (1 when no puzzle was found).
inline int WriteProducedMines(const ProducerOptions& p, bool blank_lines,
                              const std::string& output) {
  absl::StatusOr<std::string> text = ProducedMines(p, blank_lines);
  if (!text.ok()) return ReportError(text.status());  // none found: exit 1
  return WriteOutput(output, *text);
}

// The flags of a generated set that `gen mosaic` and `gen reverse` share, as CLI11 fills them
// (CLI11 has checked the names and ranges), from the schema's defaults for the command.
struct GenSetFlags {
  int64_t rows = 0, cols = 0;
  double density = 0;
  int64_t count = 0;
  uint64_t seed = 0;
  std::string topology{};  // "": the command has no --topology
  std::string difficulty{};
  int attempts = 0;  // gen reverse
  std::string shard{};
};

// Registers the options `names` (rows of the schema, in --help order; "size" is --size RxC over
// the rows and columns) of `command`, each bound to its member of `f`.
inline void AddSetFlags(CLI::App& sub, std::string_view command,
                        std::initializer_list<std::string_view> names, GenSetFlags& f) {
  for (std::string_view name : names) {
    if (name == "size") {
      AddSize(sub, f.rows, f.cols);
    } else if (name == "rows" || name == "cols" || name == "count") {
      AddRowOption(sub, name, command, name == "rows" ? f.rows : name == "cols" ? f.cols : f.count);
    } else if (name == "density") {
      AddRowOption(sub, name, command, f.density);
    } else if (name == "seed") {
      AddRowOption(sub, name, command, f.seed);
    } else if (name == "attempts") {
      AddRowOption(sub, name, command, f.attempts);
    } else {
      AddRowOption(sub, name, command,
                   name == "topology"     ? f.topology
                   : name == "difficulty" ? f.difficulty
                                          : f.shard);
    }
  }
}

// `p`'s grid, size, density, count, seed, difficulty and shard from `f`; an error names the flag.
inline absl::Status ApplySetFlags(const GenSetFlags& f, ProducerOptions* p) {
  if (!f.topology.empty()) {
    absl::StatusOr<TopologyKind> topology = app::TopologyOf(f.topology, app::Caller::kCli);
    if (!topology.ok()) return topology.status();
    p->topology = *topology;
  }
  absl::StatusOr<Difficulty> difficulty = app::DifficultyOf(f.difficulty, app::Caller::kCli);
  if (!difficulty.ok()) return difficulty.status();
  p->difficulty = *difficulty;
  absl::StatusOr<Shard> shard = ParseShardFlag(f.shard);
  if (!shard.ok()) return shard.status();
  p->shard = *shard;
  p->rows = f.rows;
  p->cols = f.cols;
  p->density = f.density;
  p->count = f.count;
  p->seed = f.seed;
  return absl::OkStatus();
}

}  // namespace papermines::cli
