// The program without the drawing libraries (cli/drawing_module.h): commands that draw nothing run
// with no Cairo, Pango, GLib, fontconfig, qpdf, qrencode or Abseil shared library in the process,
// even with no module anywhere; the drawing commands load libpapermines-draw.so from beside the
// program or from the installed layout, and a missing or broken module is one error line, exit 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

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
