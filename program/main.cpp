// papermines: generate, prove and print minesweeper-family logic puzzles. The program composes
// the front ends (program/commands.h): the command line's commands (cli/) and the web front end
// (serve/, through program/serve_cmd.h), parsed by one CLI11 application; no front end includes
// another.
#include <algorithm>
#include <cstdio>
#include <exception>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/text.h"
#include "cli/common.h"
#include "cli/drawing_module.h"
#include "cli/vocabulary.h"
#include "core/output.h"
#include "papermines_version.h"
#include "program/commands.h"
#include "program/serve_cmd.h"

namespace {

using papermines::cli::Command;
using papermines::cli::ExplainParseError;
using papermines::cli::RefuseEmptyValues;
using papermines::cli::RequireNumbers;
using papermines::cli::RunInDrawingModule;
using papermines::cli::RunsWithoutDrawing;
using papermines::cli::SetRunningCommand;

// The drawing commands are set up only in the drawing module (cli/drawing_module.h): the program
// proper neither links nor names their setup functions, and hands them to the module.
#ifdef PAPERMINES_DRAWING_MODULE
constexpr bool kWithDrawing = true;
#define PAPERMINES_SETUP_true(setup) &papermines::setup
#else
constexpr bool kWithDrawing = false;
#define PAPERMINES_SETUP_true(setup) nullptr
#endif
#define PAPERMINES_SETUP_false(setup) &papermines::setup

struct CommandRow {
  std::string_view name;
  bool draws;
  Command (*setup)(CLI::App&);  // nullptr: a drawing command, in the program proper
  std::string_view summary;
};
#define PAPERMINES_ROW(name, draws, setup, summary) \
  CommandRow{#name, draws, PAPERMINES_SETUP_##draws(setup), summary},
constexpr CommandRow kCommandRows[] = {PAPERMINES_COMMANDS(PAPERMINES_ROW)};
#undef PAPERMINES_ROW

// A --help lists each subcommand on one line: a command's summary from the table, a subcommand's
// (gen paper) first phrase, up to its first ':' or '.'; its own --help keeps the whole description.
class SummaryFormatter : public CLI::Formatter {
 public:
  std::string make_subcommand(const CLI::App* sub) const override {
    std::string text = sub->get_description();
    text = text.substr(0, std::min(text.find(": "), text.find(". ")));
    for (const CommandRow& row : kCommandRows) {
      if (sub->get_parent() != nullptr && sub->get_parent()->get_parent() == nullptr &&
          row.name == sub->get_name()) {
        text = std::string(row.summary);
      }
    }
    std::stringstream out;
    CLI::detail::format_help(out, sub->get_display_name(true), text, get_column_width());
    return out.str();
  }
};

// --help and --version print through std::cout: a full disk or closed pipe is an error too.
int FlushedOrError(int status) {
  std::cout.flush();
  if (!std::cout || std::fflush(stdout) != 0) {
    std::cerr << "papermines: error: cannot write to standard output\n";
    return 2;
  }
  return status;
}

// A command-line error as FORMAT.md asks: ONE line "papermines: error: <what>", exit status 2.
// CLI11's own report adds a second line ("Run with --help for more information."); instead the
// line ends by naming the --help of the (sub)command that failed. Control bytes from the
// arguments are shown as \xNN and a very long message is cut, so the line stays one short line.
int ReportParseError(const CLI::App& app, const CLI::ParseError& e) {
  using papermines::app::OneLine;
  std::string command = "papermines";
  const CLI::App* at = &app;
  for (;;) {
    const std::vector<CLI::App*> chosen = at->get_subcommands();
    if (chosen.empty()) break;
    at = chosen.front();
    command += " " + at->get_name();
  }
  std::string what = OneLine(e.what(), 300);
  // "papermines nonsense": CLI11 says "A subcommand is required"; name the word it did not know.
  const std::vector<std::string> left = at->remaining();
  if (e.get_name() == "RequiredError" && !left.empty() &&
      !at->get_subcommands([](const CLI::App*) { return true; }).empty()) {
    std::string names;
    for (const CLI::App* sub : at->get_subcommands([](const CLI::App*) { return true; })) {
      names += (names.empty() ? "" : ", ") + sub->get_name();
    }
    what = OneLine("unknown command '" + left.front() + "' (commands: " + names + ")", 300);
  }
  what = OneLine(ExplainParseError(app, *at, e, what), 300);
  std::cerr << "papermines: error: " << what << " (see '" << command << " --help')\n";
  return 2;
}

// The whole command line: parses argv and runs the chosen command. Built twice: in the program
// without the drawing commands, in the module (cli/drawing_module.h) with every command.
int RunCommandLine(int argc, char** argv) {
  CLI::App app{
      "papermines: generates, proves and prints minesweeper-family logic puzzles\n"
      "(paper minesweeper, one-click boards, reverse sweep) as .mines files and worksheets."};
  app.set_version_flag("--version", "papermines " PAPERMINES_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);
  std::vector<Command> commands;
  // The commands of the table (program/commands.h), in its order. The program sets up only the
  // command argv[1] names (setting up all of them, some 150 options, would cost more than solving a
  // small puzzle); the drawing module sets up every one, for the whole --help.
  for (const CommandRow& row : kCommandRows) {
    if (row.setup == nullptr) continue;  // drawing: in the module
    if (!kWithDrawing && !(argc > 1 && row.name == argv[1])) continue;
    commands.push_back(row.setup(app));
  }
  const auto summaries = std::make_shared<SummaryFormatter>();
  app.formatter(summaries);
  for (CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    sub->formatter(summaries);  // gen lists paper, oneclick, reverse one line each
  }
  RequireNumbers(app);     // "not a number" before any range or conversion message
  RefuseEmptyValues(app);  // '' is no value (but --title ''), before any other message
  // The drawing commands are in the module (cli/drawing_module.h): load it only when needed.
  if (!kWithDrawing && !RunsWithoutDrawing(app, argc, argv)) return RunInDrawingModule(argc, argv);
  papermines::InstallOutputCleanup();  // signals, file-size limit, uncaught exceptions
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return FlushedOrError(app.exit(e));
  } catch (const CLI::CallForAllHelp& e) {
    return FlushedOrError(app.exit(e));
  } catch (const CLI::CallForVersion& e) {
    return FlushedOrError(app.exit(e));
  } catch (const CLI::ParseError& e) {
    return ReportParseError(app, e);
  }
  try {
    for (const Command& c : commands) {
      if (c.app->parsed()) {
        SetRunningCommand(c.app);
        return c.run();
      }
    }
  } catch (const std::bad_alloc&) {
    std::cerr << "papermines: error: out of memory (the run needs more memory than the system "
                 "allows)\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "papermines: error: " << papermines::app::OneLine(e.what()) << "\n";
    return 2;
  }
  return 2;
}

}  // namespace

#ifdef PAPERMINES_DRAWING_MODULE
// The drawing module's entry point and version (cli/drawing_module.cpp looks them up).
extern "C" __attribute__((visibility("default"))) int papermines_drawing_main(int argc,
                                                                              char** argv) {
  return RunCommandLine(argc, argv);
}
extern "C" __attribute__((visibility("default"))) const char* const papermines_drawing_version =
    PAPERMINES_VERSION;
#else
int main(int argc, char** argv) { return RunCommandLine(argc, argv); }
#endif
