// Registers a library option table entry (core/option_table.h) as a CLI11 flag: "--NAME", the
// entry's help, its default shown in --help, and its bounds checked. The one way a command gets a
// flag for a library option, so defaults and bounds live only in the library's table.
#pragma once

#include <string>

#include "CLI/CLI.hpp"
#include "absl/strings/str_cat.h"
#include "core/option_table.h"

namespace papermines::cli {

template <typename T, typename V>
CLI::Option* AddTableOption(CLI::App& app, const NumberOption<T>& entry, V& value) {
  value = static_cast<V>(entry.value);
  return app.add_option("--" + std::string(entry.name), value, std::string(entry.help))
      ->capture_default_str()
      ->check(CLI::Validator(
          [entry](std::string& text) -> std::string {
            T v{};
            if (!CLI::detail::lexical_cast(text, v) || !(v >= entry.min && v <= entry.max)) {
              return "expected a number from " + absl::StrCat(entry.min) + " to " +
                     absl::StrCat(entry.max) + ", got '" + text + "'";
            }
            return "";
          },
          "[" + absl::StrCat(entry.min) + ".." + absl::StrCat(entry.max) + "]"));
}

inline CLI::Option* AddTableOption(CLI::App& app, const TextOption& entry, std::string& value) {
  value = std::string(entry.value);
  return app.add_option("--" + std::string(entry.name), value, std::string(entry.help))
      ->capture_default_str();
}

}  // namespace papermines::cli
