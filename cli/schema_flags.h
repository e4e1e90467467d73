// CLI11 flags from the one option schema (app/option_schema.h): a command registers an option by
// its name, and the schema's row gives its short and long flag, help line, default (shown in
// --help), choices (read in any case, with "did you mean", cli/vocabulary.h) and type (a whole
// number or a number: RequireNumbers then says "'x' is not a whole number"). The values land as
// text and become the schema's OptionValues, which app/ turns into the libraries' options with
// the same checks as a JSON request or a Python call.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "CLI/CLI.hpp"
#include "app/option_schema.h"
#include "cli/common.h"
#include "cli/vocabulary.h"

namespace papermines::cli {

// The text of every schema option a command registered (std::map: stable addresses for CLI11).
struct SchemaFlags {
  std::map<std::string, std::string, std::less<>> text;
  std::map<std::string, std::vector<std::string>, std::less<>> lists;
  std::map<std::string, bool, std::less<>> flags;
  std::vector<CLI::Option*> options;
};

inline CLI::Option* AddSchemaOption(CLI::App& sub, std::string_view name, std::string_view command,
                                    SchemaFlags& f) {
  const app::OptionSpec& spec = *app::FindOption(name);
  const std::string key(spec.name);
  const std::string flags =
      spec.short_name.empty() ? "--" + key : "-" + std::string(spec.short_name) + ",--" + key;
  const std::string help(spec.help);
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
