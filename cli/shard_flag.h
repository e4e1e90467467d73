// `--shard K/N` for every generating command (FORMAT.md "Generating in shards", gen/shard.h).
#pragma once

#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "app/option_schema.h"
#include "gen/shard.h"

namespace papermines::cli {

// The text of --shard: K/N ("K/N" in --help).
inline CLI::Validator ShardText() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        // An empty value is not "no shard": --shard "$K/$N" with unset variables says so.
        if (text.empty()) return "expected K/N (for example 2/5), got ''";
        auto s = ParseShard(text);
        return s.ok() ? "" : std::string(s.status().message());
      },
      "K/N");
}

// The shard an option value names (the whole run when empty); errors name the option.
inline absl::StatusOr<Shard> ParseShardFlag(const std::string& spec) {
  if (spec.empty()) return Shard{};
  auto s = ParseShard(spec);
  if (!s.ok()) return absl::InvalidArgumentError(absl::StrCat("--shard: ", s.status().message()));
  return s;
}

}  // namespace papermines::cli
