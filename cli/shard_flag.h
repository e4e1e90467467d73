// `--shard K/N` for every generating command (FORMAT.md "Generating in shards", gen/shard.h).
#pragma once

#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "gen/shard.h"

namespace papermines::cli {

inline void AddShardOption(CLI::App& sub, std::string& spec) {
  sub.add_option("--shard", spec,
                 "K/N: write only the K-th of N contiguous slices of the run's puzzles (the first "
                 "count mod N slices hold one more), so `cat` of the N outputs in K order is the "
                 "unsharded output byte for byte. No coordination is needed, but to keep the "
                 "no-repeat rule shard K regenerates the puzzles before its slice: it costs the "
                 "generation of every puzzle up to its last one (README, \"Generating in shards\")")
      ->check(CLI::Validator(
          [](std::string& text) -> std::string {
            // An empty value is not "no shard": --shard "$K/$N" with unset variables says so.
            if (text.empty()) return "expected K/N (for example 2/5), got ''";
            auto s = ParseShard(text);
            return s.ok() ? "" : std::string(s.status().message());
          },
          "K/N"));
}

// The shard an option value names (the whole run when empty); errors name the option.
inline absl::StatusOr<Shard> ParseShardFlag(const std::string& spec) {
  if (spec.empty()) return Shard{};
  auto s = ParseShard(spec);
  if (!s.ok()) return absl::InvalidArgumentError(absl::StrCat("--shard: ", s.status().message()));
  return s;
}

}  // namespace papermines::cli
