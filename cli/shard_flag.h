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

// --shard with the gen commands' help line (the schema's row, app/option_schema.h); `sheet` and
// `book` say what a shard of their series is.
inline void AddShardOption(CLI::App& sub, std::string& spec) {
  sub.add_option("--shard", spec, app::FindOption("shard")->Help("gen"))->check(ShardText());
}

// The shard an option value names (the whole run when empty); errors name the option.
inline absl::StatusOr<Shard> ParseShardFlag(const std::string& spec) {
  if (spec.empty()) return Shard{};
  auto s = ParseShard(spec);
  if (!s.ok()) return absl::InvalidArgumentError(absl::StrCat("--shard: ", s.status().message()));
  return s;
}

}  // namespace papermines::cli
