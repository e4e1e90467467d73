// Library errors say what went wrong, never which command-line flag to change: a command may not
// have that flag (sheet has no --max-tries). An error can instead carry a hint naming the library
// option that would help, by its table name ("max-tries", "attempts"); the CLI turns it into the
// flag of the command that ran, and says nothing when that command has no such flag.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/cord.h"

namespace papermines {

inline constexpr char kOptionHintUrl[] = "papermines/option-hint";

// `s` with the hint "<verb> <option>" ("raise max-tries").
inline absl::Status WithOptionHint(absl::Status s, std::string_view verb, std::string_view option) {
  s.SetPayload(kOptionHintUrl, absl::Cord(std::string(verb) + " " + std::string(option)));
  return s;
}

// The hint of `s` as {verb, option}, if it has one.
inline std::optional<std::pair<std::string, std::string>> OptionHint(const absl::Status& s) {
  const auto hint = s.GetPayload(kOptionHintUrl);  // absl::optional in this Abseil
  if (!hint) return std::nullopt;
  const std::string text(*hint);
  const size_t space = text.find(' ');
  if (space == std::string::npos) return std::nullopt;
  return std::pair{text.substr(0, space), text.substr(space + 1)};
}

}  // namespace papermines
