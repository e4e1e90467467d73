// papermines: generate, prove and print minesweeper-family logic puzzles.
#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "cli/common.h"
#include "cli/drawing_module.h"
#include "cli/vocabulary.h"
#include "core/output.h"
#include "papermines_version.h"

namespace {

// The drawing commands (render, sheet, book, check) are registered only in the drawing module
// (cli/drawing_module.h); the program hands them to it.
#ifdef PAPERMINES_DRAWING_MODULE
constexpr bool kWithDrawing = true;
#else
constexpr bool kWithDrawing = false;
#endif

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
  using papermines::cli::OneLine;
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
  what = OneLine(papermines::cli::ExplainParseError(app, *at, e, what), 300);
  std::cerr << "papermines: error: " << what << " (see '" << command << " --help')\n";
  return 2;
}

}  // namespace

int papermines::cli::RunCommandLine(int argc, char** argv) {
  CLI::App app{
      "papermines: generates, proves and prints minesweeper-family logic puzzles\n"
      "(paper minesweeper, one-click boards, reverse sweep) as .mines files and worksheets."};
  app.set_version_flag("--version", "papermines " PAPERMINES_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);
  std::vector<Command> commands;
  // Subcommands, one line each (their Setup* functions are declared in cli/common.h). The program
  // sets up only the command argv[1] names (setting up all of them, some 150 options, would cost
  // more than solving a small puzzle); the drawing module sets up every one, for the whole --help.
  const auto wanted = [&](std::string_view name) {
    return kWithDrawing || (argc > 1 && name == argv[1]);
  };
  if (wanted("reveal")) commands.push_back(SetupReveal(app));
  if constexpr (kWithDrawing) commands.push_back(SetupRender(app));
  if constexpr (kWithDrawing) commands.push_back(SetupSheet(app));
  if (wanted("theorem")) commands.push_back(SetupTheorem(app));
  if (wanted("solve")) commands.push_back(SetupSolve(app));
  if (wanted("clicks")) commands.push_back(SetupClicks(app));
  if (wanted("export")) commands.push_back(SetupExport(app));
  if constexpr (kWithDrawing) commands.push_back(SetupBook(app));
  if constexpr (kWithDrawing) commands.push_back(SetupCheck(app));  // translated, draws PDFs
  if constexpr (kWithDrawing) commands.push_back(SetupServe(app));
  // `gen` groups the generators: gen paper | oneclick | reverse, each registered on `gen`.
  if (wanted("gen")) {
    CLI::App* gen = app.add_subcommand("gen", "generate puzzles as a .mines collection");
    gen->require_subcommand(1);
    commands.push_back(SetupGenPaper(*gen));
    commands.push_back(SetupGenOneclick(*gen));
    commands.push_back(SetupGenReverse(*gen));
  }
  RequireNumbers(app);  // "not a number" before any range or conversion message
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
    std::cerr << "papermines: error: " << OneLine(e.what()) << "\n";
    return 2;
  }
  return 2;
}

#ifdef PAPERMINES_DRAWING_MODULE
// The drawing module's entry point and version (cli/drawing_module.cpp looks them up).
extern "C" __attribute__((visibility("default"))) int papermines_drawing_main(int argc,
                                                                              char** argv) {
  return papermines::cli::RunCommandLine(argc, argv);
}
extern "C" __attribute__((visibility("default"))) const char* const papermines_drawing_version =
    PAPERMINES_VERSION;
#else
int main(int argc, char** argv) { return papermines::cli::RunCommandLine(argc, argv); }
#endif
