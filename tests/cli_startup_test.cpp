// The program without the drawing libraries (cli/drawing_module.h): commands that draw nothing run
// with no Cairo, Pango, GLib, fontconfig, qpdf, qrencode or Abseil shared library in the process,
// even with no module anywhere; the drawing commands load libpapermines-draw.so from beside the
// program or from the installed layout, and a missing or broken module is one error line, exit 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "program/commands.h"
#include "tests/run_binary.h"

namespace papermines::testing_util {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kDrawingLibraries = {"libcairo",      "libpango",   "libglib",
                                                    "libfontconfig", "libqpdf",    "libqrencode",
                                                    "libabsl",       "libharfbuzz"};

// A copy of the program in a fresh directory: `dir/bin/papermines`, with no module anywhere.
struct LoneProgram {
  ScratchDir dir;
  std::string exe = dir.Path("bin/papermines");
  LoneProgram() {
    fs::create_directories(dir.Path("bin"));
    fs::copy_file(PAPERMINES_BINARY, exe);
    const RunResult gen = RunPapermines("gen paper -r 6 -c 6 -n 1 -s 1");
    EXPECT_EQ(gen.status, 0) << gen.err;
    WriteWholeFile(dir.Path("t.mines"), gen.out);
  }
  RunResult Run(const std::string& args, const std::string& env = "") const {
    return RunShell("cd " + ShellQuote(dir.Path("")) + " && " + env + " " + ShellQuote(exe) + " " +
                    args);
  }
};

// The table of commands (program/commands.h): name, whether it draws, its --help summary.
struct Row {
  std::string name;
  bool draws;
  std::string summary;
};
#define PAPERMINES_TEST_ROW(name, draws, setup, summary) Row{#name, draws, summary},
const std::vector<Row> kRows = {PAPERMINES_COMMANDS(PAPERMINES_TEST_ROW)};
#undef PAPERMINES_TEST_ROW

TEST(Startup, EveryCommandOfTheTableRunsWhereItShould) {
  ASSERT_GE(kRows.size(), 10u);
  const LoneProgram p;  // no drawing module anywhere
  for (const Row& row : kRows) {
    const RunResult lone = p.Run(row.name + " --help");
    if (row.draws) {
      EXPECT_EQ(lone.status, 2) << row.name;
      EXPECT_EQ(lone.err.rfind("papermines: error: the drawing module ", 0), 0u)
          << row.name << ": " << lone.err;
    } else {
      EXPECT_EQ(lone.status, 0) << row.name << ": " << lone.err;
      EXPECT_NE(lone.out.find("papermines " + row.name), std::string::npos) << lone.out;
    }
    // With the module (the build tree's program), every command is there.
    const RunResult full = RunPapermines(row.name + " --help");
    EXPECT_EQ(full.status, 0) << row.name << ": " << full.err;
    EXPECT_NE(full.out.find("papermines " + row.name), std::string::npos) << full.out;
  }
}

TEST(Startup, TopLevelHelpIsOneLinePerCommandInTheTablesOrder) {
  const RunResult r = RunPapermines("--help");
  ASSERT_EQ(r.status, 0) << r.err;
  std::vector<std::string> names;
  std::istringstream in(r.out);
  bool listing = false;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != ' ') {
      listing = line == "Subcommands:";
      continue;
    }
    if (!listing || line.size() < 3) continue;
    ASSERT_NE(line[2], ' ') << "a command's entry runs over more than one line:\n" << r.out;
    const std::string name = line.substr(2, line.find(' ', 2) - 2);
    names.push_back(name);
    EXPECT_LE(line.size(), 100u) << line;
    for (const Row& row : kRows) {
      if (row.name == name) {
        EXPECT_NE(line.find(row.summary), std::string::npos) << line;
      }
    }
  }
  std::vector<std::string> want;
  for (const Row& row : kRows) want.push_back(row.name);
  EXPECT_EQ(names, want) << r.out;
  EXPECT_EQ(want.front(), "sheet");
  // A command's own --help keeps its whole description.
  const RunResult sheet = RunPapermines("sheet --help");
  EXPECT_NE(sheet.out.find("No puzzle appears twice on a sheet"), std::string::npos) << sheet.out;
}

// --help is help (issue 33): what a command does in a few lines, then its options; the research and
// measured percentages behind gen paper are in docs/RESEARCH.md, not before its options.
TEST(Startup, GenPaperHelpSaysWhatItDoesInAFewLines) {
  const RunResult r = RunPapermines("gen paper --help");
  ASSERT_EQ(r.status, 0) << r.err;
  const size_t options = r.out.find("\nOptions:");
  ASSERT_NE(options, std::string::npos) << r.out;
  const std::string before = r.out.substr(0, options);
  EXPECT_LE(before.size(), 800u) << before;
  EXPECT_EQ(before.find('%'), std::string::npos) << before;
  EXPECT_NE(before.find("docs/RESEARCH.md"), std::string::npos) << before;
  EXPECT_NE(r.out.find("--heuristic"), std::string::npos) << r.out;
}

TEST(Startup, ProgramLinksNoDrawingLibrary) {
  const RunResult r = RunShell("ldd " + ShellQuote(PAPERMINES_BINARY));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("libc.so"), std::string::npos) << r.out;  // ldd did list the libraries
  for (const std::string& lib : kDrawingLibraries) {
    EXPECT_EQ(r.out.find(lib), std::string::npos) << lib << " in\n" << r.out;
  }
  // The module does link them (so the check above looks for names that exist).
  const RunResult m = RunShell("ldd " + ShellQuote(PAPERMINES_DRAWING_MODULE));
  ASSERT_EQ(m.status, 0) << m.err;
  EXPECT_NE(m.out.find("libcairo"), std::string::npos) << m.out;
  EXPECT_NE(m.out.find("libpango"), std::string::npos) << m.out;
}

TEST(Startup, CommandsThatDrawNothingRunWithoutTheModule) {
  const LoneProgram p;
  RunResult r = p.Run("solve t.mines");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("unique"), std::string::npos) << r.out;
  r = p.Run("--version");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, RunPapermines("--version").out);
  r = p.Run("gen paper -r 6 -c 6 -n 2 -s 3");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, RunPapermines("gen paper -r 6 -c 6 -n 2 -s 3").out);
  r = p.Run("solve --help");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("--json"), std::string::npos) << r.out;
}

TEST(Startup, SolveLoadsNoDrawingLibrary) {
  // The dynamic loader's own account of every library it loads (LD_DEBUG=libs, on stderr).
  const LoneProgram p;
  const RunResult r = p.Run("solve t.mines", "LD_DEBUG=libs");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("libc.so"), std::string::npos) << r.err;
  for (const std::string& lib : kDrawingLibraries) {
    EXPECT_EQ(r.err.find(lib), std::string::npos) << lib;
  }
  // render does load them, through the module.
  const RunResult d = RunShell("LD_DEBUG=libs " + ShellQuote(PAPERMINES_BINARY) + " render --help");
  EXPECT_EQ(d.status, 0);
  EXPECT_NE(d.err.find("libpapermines-draw.so"), std::string::npos);
  EXPECT_NE(d.err.find("libcairo"), std::string::npos);
}

TEST(Startup, MissingModuleIsOneErrorLineNamingTheFile) {
  const LoneProgram p;
  for (const char* args : {"render t.mines -o t.pdf", "sheet -o s.pdf", "--help", "book"}) {
    const RunResult r = p.Run(args);
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_EQ(r.err.rfind("papermines: error: the drawing module ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find("libpapermines-draw.so"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;  // one line
  }
  EXPECT_FALSE(fs::exists(p.dir.Path("t.pdf")));
}

TEST(Startup, BrokenModuleIsOneErrorLine) {
  const LoneProgram p;
  WriteWholeFile(p.dir.Path("bin/libpapermines-draw.so"), "not a shared object\n");
  const RunResult r = p.Run("render t.mines -o t.pdf");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err.rfind("papermines: error: cannot load the drawing module ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(p.dir.Path("bin/libpapermines-draw.so")), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
}

TEST(Startup, ModuleBesideTheProgramOrInTheInstalledLayout) {
  for (const std::string& where :
       {std::string("bin"), std::string(PAPERMINES_MODULE_INSTALL_DIR)}) {
    const LoneProgram p;
    fs::create_directories(p.dir.Path(where));
    fs::copy_file(PAPERMINES_DRAWING_MODULE, p.dir.Path(where + "/libpapermines-draw.so"));
    const RunResult r = p.Run("render t.mines -o t.pdf");
    EXPECT_EQ(r.status, 0) << where << ": " << r.err;
    EXPECT_EQ(ReadWholeFile(p.dir.Path("t.pdf")).rfind("%PDF-", 0), 0u) << where;
    // The whole --help lists the drawing commands too.
    const RunResult h = p.Run("--help");
    EXPECT_EQ(h.status, 0) << h.err;
    EXPECT_NE(h.out.find("  render "), std::string::npos) << h.out;
    EXPECT_NE(h.out.find("  solve "), std::string::npos) << h.out;
  }
}

}  // namespace
}  // namespace papermines::testing_util
