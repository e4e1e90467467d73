// The one CLI vocabulary: the options of a set (rows, columns, count, seed, topology, difficulty,
// density, ...) come from the option schema's rows (cli/schema_flags.h, app/option_schema.h); the
// helpers here are what the commands share beyond them: --size RxC, --jobs, --output, enums. So
// the same thing has the same long and short name, the same default and the same error messages
// everywhere. Also the parse-error helpers every command shares: enum names read case-insensitively
// with a "did you mean" suggestion, "not a number" for numeric options, and the suggestion for a
// misspelt option.
#pragma once

#include <charconv>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "CLI/CLI.hpp"
#include "app/defaults.h"
#include "app/option_schema.h"
#include "cli/common.h"

namespace papermines::cli {

// The suggestions of every front end (app/option_schema.h).
using app::Closest;
using app::EditDistance;

// Enum values: CLI11's CheckedTransformer with ignore_case maps any spelling to the canonical
// lowercase name; an unknown value answers "'hexx' is not one of square, triangle, hex (did you
// mean 'hex'?)".
CLI::Validator EnumNames(const std::vector<std::string>& names);
CLI::Option* AddEnum(CLI::App& app, const std::string& flags, std::string& value,
                     const std::vector<std::string>& names, const std::string& help);

// Every numeric option of `root` and its subcommands (CLI11 type INT, UINT or FLOAT) first checks
// that its text is a number: "--rows: '10x10' is not a number (rows and columns together: --size
// RxC)" instead of a range or conversion message. Call once, after every command is set up.
void RequireNumbers(CLI::App& root);

// One rule for empty values: every option of `root` and its subcommands that takes a value
// refuses '' before any other check ("--id: an empty value: give one, or leave the option out"),
// where it used to be read as "none" by some (--id, --ramp, --cover, --save) and refused by others
// (--shard). The one exception is --title, where '' is no title. Call after RequireNumbers.
void RefuseEmptyValues(CLI::App& root);

// A parse error of `at` as the one line papermines prints, improved where CLI11's own wording
// misleads: an unknown option ("The following arguments were not expected: x --titel") becomes
// "unknown option '--titel' (did you mean '--title'?)". Other errors: `what` unchanged.
// `root` is the whole application, `at` the (sub)command that was chosen.
std::string ExplainParseError(const CLI::App& root, const CLI::App& at, const CLI::ParseError& e,
                              std::string what);

// The text of --size: RxC with R and C whole numbers from 1.
CLI::Validator SizeText();

// The common options. Each returns its CLI11 option for command-specific checks; the gen
// commands and `sheet` register the others from the schema's rows (cli/schema_flags.h).
// --size RxC ('x' or 'X'): rows and columns in one value, with the schema row's help line; it
// excludes --rows and --cols.
template <typename T>
CLI::Option* AddSize(CLI::App& app, T& rows, T& cols) {
  CLI::Option* size = app.add_option_function<std::string>(
      "--size",
      [&rows, &cols](const std::string& v) {
        const size_t x = v.find_first_of("xX");
        rows = static_cast<T>(std::stoll(v.substr(0, x)));
        cols = static_cast<T>(std::stoll(v.substr(x + 1)));
      },
      std::string(app::FindOption("size")->help));
  size->check(SizeText());
  for (const char* other : {"--rows", "--cols"}) {
    if (CLI::Option* o = app.get_option_no_throw(other)) size->excludes(o);
  }
  return size;
}
// The row's range as the schema says it ("must be at least 1, got 0"), not CLI11's "Value 0 not
// in range 1 to 1099511627776". After FitsInteger: the text is a whole number of 64 bits.
inline CLI::Validator InRange(const app::OptionSpec& spec) {
  return CLI::Validator(
      [&spec](std::string& text) -> std::string {
        int64_t v = 0;
        const char* b = text.data() + (!text.empty() && text[0] == '+' ? 1 : 0);
        std::from_chars(b, text.data() + text.size(), v);
        if (static_cast<double>(v) >= spec.min && static_cast<double>(v) <= spec.max) return "";
        return app::RangeText(spec, static_cast<double>(v) < spec.min) + ", got " + text;
      },
      "");
}

}  // namespace papermines::cli
