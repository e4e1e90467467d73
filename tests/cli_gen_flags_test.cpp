// Every command's flags come from the one option schema (app/option_schema.h), read back from
// what the binary shows: every flag that `papermines COMMAND --help` lists, for every command of
// the program (the gen subcommands each), is a schema row that command takes on the command line
// (OptionSpec::OnCommandLine), shown with the row's short flag, help line, choices and default for
// that command; and every row that speaks for a gen command (a default or a variant of it) is a
// flag that command has. A flag registered by hand with no row fails here.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "app/option_schema.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::RunPapermines;

// One option of a --help listing: "-t,--topology TEXT:{...}=square Excludes: --id" and its line.
struct HelpOption {
  std::string left;  // names, type, default, excludes
  std::string help;
};

// The options of `papermines ARGS --help` by long name. CLI11 pads the left part to 30 columns, or
// puts the help line on the next line, indented by 30, when the left part is longer.
std::map<std::string, HelpOption> HelpOptions(const std::string& args) {
  const testing_util::RunResult r = RunPapermines(args + " --help");
  EXPECT_EQ(r.status, 0) << r.err;
  const std::vector<std::string> lines = absl::StrSplit(r.out, '\n');
  std::map<std::string, HelpOption> out;
  const size_t start = r.out.find("\nOptions:\n");
  EXPECT_NE(start, std::string::npos) << r.out;
  bool in_options = false;
  constexpr size_t kColumn = 30;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (line == "Options:") in_options = true;
    if (!in_options || line.rfind("  -", 0) != 0) continue;
    HelpOption o;
    if (i + 1 < lines.size() && lines[i + 1].rfind(std::string(kColumn, ' '), 0) == 0) {
      o.left = line.substr(2);
      o.help = lines[i + 1].substr(kColumn);
    } else {
      o.left = line.substr(2, kColumn - 2);
      o.help = line.size() > kColumn ? line.substr(kColumn) : "";
      o.left.erase(o.left.find_last_not_of(' ') + 1);
    }
    const std::string names = o.left.substr(0, o.left.find(' '));
    std::string long_name;
    for (absl::string_view n : absl::StrSplit(names, ',')) {
      if (n.substr(0, 2) == "--") long_name = std::string(n.substr(2));
    }
    EXPECT_FALSE(long_name.empty()) << line;
    EXPECT_TRUE(out.emplace(long_name, o).second) << args << ": --" << long_name << " twice";
  }
  return out;
}

// Every command of the program (program/commands.h), gen's subcommands in its place.
const char* const kAllCommands[] = {
    "sheet", "book",  "render", "gen paper", "gen oneclick", "gen reverse", "gen mosaic",
    "solve", "check", "export", "clicks",    "theorem",      "reveal",      "serve"};
const char* const kCommands[] = {"gen paper", "gen oneclick", "gen reverse", "gen mosaic"};

// The rows whose help line the command line says otherwise, made when the program runs: --paper
// (render's paper presets), --margins (the command's default margins), --lang (the build's
// languages). The program links no render/, so the schema cannot say them.
const std::set<std::string> kHelpAtRunTime = {"paper", "margins", "lang"};
// serve's flags are the server's settings (serve::ServeOptions, its limits and defaults), not yet
// rows of the schema.
const std::set<std::string> kServeOwn = {"listen",
                                         "open",
                                         "workers",
                                         "queue",
                                         "time-limit",
                                         "rate-limit",
                                         "max-body",
                                         "max-cells",
                                         "allow-host",
                                         "max-connections",
                                         "max-connections-per-client"};

TEST(CommandFlags, EveryFlagOfEveryCommandIsASchemaRowShownAsTheRowSays) {
  for (const std::string command : kAllCommands) {
    SCOPED_TRACE(command);
    const std::map<std::string, HelpOption> options = HelpOptions(command);
    EXPECT_GE(options.size(), 2u);
    for (const auto& [name, shown] : options) {
      if (name == "help") continue;  // CLI11's own
      if (command == "serve" && kServeOwn.contains(name)) continue;
      const app::OptionSpec* spec = app::FindOption(name);
      ASSERT_NE(spec, nullptr) << command << " registers --" << name
                               << ", which the option schema does not define";
      EXPECT_TRUE(spec->OnCommandLine(command))
          << "--" << name << " is not an option of " << command << " in the schema";
      // The help line is the row's for this command, {choices} and {default} filled in.
      if (!kHelpAtRunTime.contains(name)) {
        EXPECT_EQ(shown.help, spec->Help(command)) << "--" << name;
      }
      EXPECT_EQ(shown.help.find("{choices}"), std::string::npos) << "--" << name;
      EXPECT_EQ(shown.help.find("{default}"), std::string::npos) << "--" << name;
      // The short flag.
      const std::string names = shown.left.substr(0, shown.left.find(' '));
      const std::string_view short_name = spec->ShortName(command);
      std::string expected;
      if (!short_name.empty()) absl::StrAppend(&expected, "-", std::string(short_name), ",");
      absl::StrAppend(&expected, "--", std::string(spec->name));
      EXPECT_EQ(names, expected) << "--" << name;
      // The type part: the choices, then "=DEFAULT" when --help shows the default.
      const size_t excludes = std::min(shown.left.find(" Excludes:"), shown.left.find(" Needs:"));
      const std::string type =
          shown.left.substr(names.size(), excludes == std::string::npos ? std::string::npos
                                                                        : excludes - names.size());
      const std::vector<std::string_view> given = spec->Choices(command);
      const std::vector<std::string> choices(given.begin(), given.end());
      if (!choices.empty()) {
        EXPECT_NE(type.find(absl::StrCat("{", absl::StrJoin(choices, ","), "}")), std::string::npos)
            << "--" << name << ": " << type;
      }
      const std::string default_shown = absl::StrCat("=", std::string(spec->Default(command)));
      if (spec->ShowsDefault(command)) {
        EXPECT_TRUE(type.ends_with(default_shown)) << "--" << name << ": " << type;
      } else if (!kHelpAtRunTime.contains(name)) {
        EXPECT_EQ(type.find('='), std::string::npos) << "--" << name << ": " << type;
      }
    }
  }
}

TEST(GenFlags, EveryRowThatSpeaksForAGenCommandIsOneOfItsFlags) {
  for (const std::string command : kCommands) {
    SCOPED_TRACE(command);
    const std::map<std::string, HelpOption> options = HelpOptions(command);
    for (const app::OptionSpec& spec : app::OptionSchema()) {
      bool speaks = false;
      for (const app::OptionDefault& d : spec.defaults) speaks |= d.command == command;
      for (const app::OptionVariant& v : spec.variants) speaks |= v.command == command;
      if (speaks) {
        EXPECT_TRUE(options.contains(std::string(spec.name)))
            << "the schema speaks of --" << spec.name << " for " << command
            << ", which has no such flag";
      }
    }
  }
}

// The schema's own answers for the gen commands, against what the commands have always shown
// (their --help before the flags came from the schema).
TEST(GenFlags, PerCommandHelpDefaultsAndChoices) {
  const app::OptionSpec& rows = *app::FindOption("rows");
  EXPECT_EQ(rows.Default("gen reverse"), "8");
  EXPECT_EQ(rows.Default("gen mosaic"), "10");
  EXPECT_EQ(rows.Default("gen oneclick"), "");
  EXPECT_EQ(rows.Help("gen paper"), "rows (default 10; the strip has 2)");
  EXPECT_FALSE(rows.ShowsDefault("gen paper"));
  EXPECT_TRUE(rows.ShowsDefault("gen reverse"));
  EXPECT_EQ(rows.Help("gen reverse"), "rows");
  EXPECT_EQ(rows.Help("sheet"), rows.help);
  const app::OptionSpec& density = *app::FindOption("density");
  EXPECT_NE(density.Help("gen reverse"), density.Help("gen mosaic"));
  EXPECT_EQ(density.Default("gen reverse"), "0.15");
  const app::OptionSpec& topology = *app::FindOption("topology");
  EXPECT_EQ(topology.Help("gen paper"), "square | triangle | hex | strip (default square)");
  EXPECT_EQ(topology.Help("gen reverse"), "square | triangle | hex");
  EXPECT_EQ(topology.Choices("sheet").size(), 3u);  // the strip is gen paper's alone
  const app::OptionSpec& difficulty = *app::FindOption("difficulty");
  EXPECT_EQ(difficulty.Default("gen oneclick"), "medium");
  EXPECT_EQ(difficulty.Default("gen mosaic"), "any");  // "gen" speaks for the four
  EXPECT_EQ(app::FindOption("mines")->ShortName("gen oneclick"), "m");
  EXPECT_EQ(app::FindOption("mines")->ShortName("sheet"), "");
}

}  // namespace
}  // namespace papermines
