// Registers a library option table entry (core/option_table.h) as a CLI11 flag: "--NAME", the
// entry's help, its default shown in --help, and its bounds checked. The one way a command gets a
// flag for a library option, so defaults and bounds live only in the library's table.
#pragma once

#include <string>

#include "CLI/CLI.hpp"
#include "absl/strings/str_cat.h"
#include "core/option_table.h"

namespace papermines::cli {

// A library table's bounds as a CLI11 check: "[1..32]" in --help, "expected a number from 1 to
// 32, got '0'" (also the gen commands' rows that keep a table's bounds, cli/schema_flags.h).
template <typename T>
CLI::Validator TableBounds(T min, T max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        T v{};
        if (!CLI::detail::lexical_cast(text, v) || !(v >= min && v <= max)) {
          return "expected a number from " + absl::StrCat(min) + " to " + absl::StrCat(max) +
                 ", got '" + text + "'";
        }
        return "";
      },
      "[" + absl::StrCat(min) + ".." + absl::StrCat(max) + "]");
}

template <typename T, typename V>
CLI::Option* AddTableOption(CLI::App& app, const NumberOption<T>& entry, V& value) {
  value = static_cast<V>(entry.value);
  return app.add_option("--" + std::string(entry.name), value, std::string(entry.help))
      ->capture_default_str()
      ->check(TableBounds(entry.min, entry.max));
}

inline CLI::Option* AddTableOption(CLI::App& app, const TextOption& entry, std::string& value) {
  value = std::string(entry.value);
  return app.add_option("--" + std::string(entry.name), value, std::string(entry.help))
      ->capture_default_str();
}

}  // namespace papermines::cli
