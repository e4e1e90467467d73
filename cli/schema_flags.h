// CLI11 flags from the one option schema (app/option_schema.h): a command registers an option by
// its name, and the schema's row gives its short and long flag, help line, default (shown in
// --help), choices (read in any case, with "did you mean", cli/vocabulary.h) and type (a whole
// number or a number: RequireNumbers then says "'x' is not a whole number"), each as the row says
// it for that command. `sheet`'s values land as text (AddSchemaOption) and become the schema's
// OptionValues, which app/ turns into the libraries' options with the same checks as a JSON
// request or a Python call; the gen commands' land in their own variables (AddRowOption).
#pragma once

#include <array>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "CLI/CLI.hpp"
#include "app/option_schema.h"
#include "app/text.h"
#include "cli/common.h"
#include "cli/option_table.h"
#include "cli/shard_flag.h"
#include "cli/vocabulary.h"

namespace papermines::cli {

// The text of every schema option a command registered (std::map: stable addresses for CLI11).
struct SchemaFlags {
  std::map<std::string, std::string, std::less<>> text;
  std::map<std::string, std::vector<std::string>, std::less<>> lists;
  std::map<std::string, bool, std::less<>> flags;
  std::vector<CLI::Option*> options;
};

// The flags of a row for `command`: "-r,--rows", "--first".
inline std::string FlagNames(const app::OptionSpec& spec, std::string_view command) {
  const std::string name = "--" + std::string(spec.name);
  const std::string_view short_name = spec.ShortName(command);
  return short_name.empty() ? name : "-" + std::string(short_name) + "," + name;
}

inline CLI::Option* AddSchemaOption(CLI::App& sub, std::string_view name, std::string_view command,
                                    SchemaFlags& f) {
  const app::OptionSpec& spec = *app::FindOption(name);
  const std::string key(spec.name);
  const std::string flags = FlagNames(spec, command);
  const std::string help = spec.Help(command);
  std::string& text = f.text[key];
  text = std::string(spec.Default(command));
  CLI::Option* o = nullptr;
  switch (spec.type) {
    case app::OptionType::kEnum: {
      std::vector<std::string> names(spec.choices.begin(), spec.choices.end());
      o = AddEnum(sub, flags, text, names, help);
      break;
    }
    case app::OptionType::kInt:
      o = sub.add_option(flags, text, help)->type_name("INT")->check(FitsInteger<int64_t>());
      if (!app::LimitDependsOnCommand(key)) o->check(InRange(spec));
      break;
    case app::OptionType::kUInt:
      o = sub.add_option(flags, text, help)->type_name("UINT")->check(FitsInteger<uint64_t>());
      break;
    case app::OptionType::kNumber:
      o = sub.add_option(flags, text, help)
              ->type_name("FLOAT")
              ->check(CLI::Range(spec.min, spec.max));
      break;
    case app::OptionType::kSize:
      o = sub.add_option(flags, text, help)->check(SizeText());
      for (const char* other : {"--rows", "--cols"}) {
        if (CLI::Option* side = sub.get_option_no_throw(other)) o->excludes(side);
      }
      break;
    case app::OptionType::kFlag:
      o = sub.add_flag(flags, f.flags[key], help);
      break;
    case app::OptionType::kList:
      o = sub.add_option(flags, f.lists[key], help)->check(IdList());
      break;
    case app::OptionType::kText:
      o = sub.add_option(flags, text, help);
      if (spec.check != nullptr) o->check(PlainText());
      break;
  }
  if (!spec.Default(command).empty()) o->capture_default_str();
  f.options.push_back(o);
  return o;
}

// A command's flag from its schema row, bound to the variable the command reads (the commands'
// own types: an int's overflow is CLI11's to refuse): the row's flags, help line, choices and
// check for `command` ("gen paper"; "gen" speaks for the four, app/option_schema.h
// OptionVariant; "solve", "render", ...), its default set in `target` and shown in --help unless
// the help line says it. A bool is a flag; a std::string of a row with choices is one of them (any
// case, "did you mean"), of a row of printed text (app::TextProblem) plain text.
template <typename T>
CLI::Option* AddRowOption(CLI::App& sub, std::string_view name, std::string_view command,
                          T& target) {
  const app::OptionSpec& spec = *app::FindOption(name);
  const std::string flags = FlagNames(spec, command);
  const std::string help = spec.Help(command);
  if constexpr (std::is_same_v<T, bool>) {
    return sub.add_flag(flags, target, help);
  } else {
    if (const std::string_view given = spec.Default(command); !given.empty()) {
      CLI::detail::lexical_cast(std::string(given), target);
    }
    CLI::Option* o = sub.add_option(flags, target, help);
    const auto [min, max] = spec.Range(command);
    switch (spec.Check(command)) {
      case app::CliCheck::kByType:
        if constexpr (std::is_integral_v<T>) {
          o->check(FitsInteger<T>());
          if (spec.type == app::OptionType::kInt) o->check(InRange(spec));
        } else if constexpr (std::is_floating_point_v<T>) {
          o->check(CLI::Range(min, max));
        } else if (const std::vector<std::string_view> choices = spec.Choices(command);
                   !choices.empty()) {
          o->transform(EnumNames(std::vector<std::string>(choices.begin(), choices.end())));
        } else if (spec.check == &app::TextProblem) {
          o->check(PlainText());  // printed text (a title)
        }
        break;
      case app::CliCheck::kNone:
        break;
      case app::CliCheck::kRange:
        if constexpr (std::is_arithmetic_v<T>) {
          o->check(CLI::Range(static_cast<T>(min), static_cast<T>(max)));
        }
        break;
      case app::CliCheck::kBounds:
        if constexpr (std::is_arithmetic_v<T>) {
          o->check(TableBounds(static_cast<T>(min), static_cast<T>(max)));
        }
        break;
      case app::CliCheck::kSeconds:
        o->check(Seconds());
        break;
      case app::CliCheck::kShard:
        o->check(ShardText());
        break;
    }
    if (spec.ShowsDefault(command)) o->capture_default_str();
    return o;
  }
}

// Several flags of `command` from their rows, in this order: the flag names[i] bound to the i-th
// target (AddRowOption).
template <typename... T>
void AddRowOptions(CLI::App& sub, std::string_view command,
                   const std::array<std::string_view, sizeof...(T)>& names, T&... targets) {
  size_t i = 0;
  (AddRowOption(sub, names[i++], command, targets), ...);
}

// The values given on the command line (an option left out takes the schema's default later).
inline app::OptionValues GivenValues(const SchemaFlags& f) {
  app::OptionValues v;
  for (const CLI::Option* o : f.options) {
    if (o->count() == 0) continue;
    const std::string name = o->get_lnames().front();
    if (auto it = f.lists.find(name); it != f.lists.end()) {
      v.lists[name] = SplitIds(it->second);
    } else if (auto flag = f.flags.find(name); flag != f.flags.end()) {
      v.text[name] = flag->second ? "true" : "false";
    } else {
      std::string text = f.text.at(name);
      if (!text.empty() && text[0] == '+') text.erase(0, 1);
      v.text[name] = text;
    }
  }
  return v;
}

}  // namespace papermines::cli
