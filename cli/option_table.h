// A library option table entry's bounds (core/option_table.h) as a CLI11 check. The flag itself
// is the entry's schema row (app/option_schema.h reads the table: --max-tries, --attempts,
// --budget; --dpi's row mirrors render's, which app/render_settings.cpp checks), registered by
// cli/schema_flags.h AddRowOption, so defaults and bounds live only in the library's table.
#pragma once

#include <string>

#include "CLI/CLI.hpp"
#include "absl/strings/str_cat.h"
#include "core/option_table.h"

namespace papermines::cli {

// A library table's bounds as a CLI11 check: "[1..32]" in --help, "expected a number from 1 to
// 32, got '0'" (the rows that keep a table's bounds, cli/schema_flags.h).
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

}  // namespace papermines::cli
