// The data-driven hostile suite: careless and malicious runs of papermines, each a row of
// (setup, command, exit status, message, checks), run through the real binary.
//
// Rows come from two places:
// - tests/data/hostile/cases.txt, one block per case (format at the top of that file);
// - matrices built here: every command that reads a file against an output that is that same
//   file (same path, hard link, symbolic link), every writer against a replaced file's mode, a
//   symbolic-link output and a long output name, and the stale-page clean-up of page formats.
//
// Every case runs in a fresh directory of its own, under a time limit and (not under ASan) an
// address-space limit, with $PM the binary and $DATA tests/data/hostile. Besides what the row asks,
// every case checks: the exit status; on status 2 exactly one line "papermines: error: ..." on
// stderr; the message holds the row's text; no temporary file (*.tmp-*, *.old-*) is left.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/run_binary.h"

namespace {

namespace fs = std::filesystem;
using papermines::testing_util::ReadWholeFile;
using papermines::testing_util::RunShell;
using papermines::testing_util::ScratchDir;
using papermines::testing_util::ShellQuote;

const std::string kData = PAPERMINES_TEST_DATA "/hostile";

struct Case {
  std::string name;
  std::vector<std::string> setup;  // shell lines run first (must succeed)
  std::string run;                 // the shell line under test ($PM = papermines)
  int exit = 0;
  std::string error;               // text the stderr must hold ("" = any)
  std::string out;                 // text stdout must hold ("" = any)
  std::vector<std::string> check;  // shell lines that must succeed afterwards
  std::string release_only;        // why the sanitizer suite leaves it to the Release one
  int line = 0;                    // where it is defined in cases.txt (0: built here)
};

std::vector<Case> LoadCases(const std::string& path) {
  std::ifstream in(path);
  std::vector<Case> cases;
  std::string line;
  int no = 0;
  while (std::getline(in, line)) {
    ++no;
    if (line.empty() || line[0] == '#') continue;
    const size_t sp = line.find(' ');
    const std::string key = line.substr(0, sp);
    const std::string value = sp == std::string::npos ? "" : line.substr(sp + 1);
    if (key == "case") {
      cases.push_back(Case{});
      cases.back().name = value;
      cases.back().line = no;
      continue;
    }
    if (cases.empty()) {
      ADD_FAILURE() << path << ":" << no << ": a '" << key << "' line before any 'case'";
      continue;
    }
    Case& c = cases.back();
    if (key == "setup") {
      c.setup.push_back(value);
    } else if (key == "run") {
      c.run = value;
    } else if (key == "exit") {
      c.exit = std::stoi(value);
    } else if (key == "error") {
      c.error = value;
    } else if (key == "out") {
      c.out = value;
    } else if (key == "check") {
      c.check.push_back(value);
    } else if (key == "release-only") {
      c.release_only = value;
      if (value.empty()) ADD_FAILURE() << path << ":" << no << ": 'release-only' without a reason";
    } else {
      ADD_FAILURE() << path << ":" << no << ": unknown key '" << key << "'";
    }
  }
  return cases;
}

// The commands that read a file named {in} and write {out}; the extension of a good {out}.
struct Reader {
  std::string args, ext;
};
const std::vector<Reader> kReaders = {
    {"solve {in} -o {out}", "txt"},
    {"solve --json {in} -o {out}", "txt"},
    {"clicks {in} -o {out}", "txt"},
    {"clicks --json {in} -o {out}", "txt"},
    {"render --format svg --answers none {in} -o {out}", "svg"},
    {"render --format pdf {in} -o {out}", "pdf"},
    {"solve - -o {out} < {in}", "txt"},
    {"clicks - -o {out} < {in}", "txt"},
    {"render --format pdf - -o {out} < {in}", "pdf"},
    {"reveal --click 3,0 -i {in} -o {out}", "board"},
};

// Commands that write one file {out} (a .mines input is at a.mines, a board at b.board).
const std::vector<std::string> kWriters = {
    "reveal --click 3,0 -i b.board -o {out}",
    "solve a.mines -o {out}",
    "solve --json a.mines -o {out}",
    "clicks a.mines -o {out}",
    "clicks --minesrev -o {out} < \"$DATA/minesrev_sample.in\"",
    "gen paper --rows 5 --cols 5 --count 3 -o {out}",
    "gen oneclick --rows 3 --cols 3 --mines 1 -o {out}",
    "gen oneclick --gcj -o {out} < \"$DATA/gcj_sample.in\"",
    "gen reverse --rows 5 --cols 5 -o {out}",
    "render a.mines --answers after -o {out}.pdf",  // one file (OUT-key.pdf: cli_sheet_test)
    "sheet --count 2 --answers after -o {out}.pdf",
    "theorem --max-rows 3 --max-cols 3 -o {out}",
};

std::string Subst(std::string s, const std::string& key, const std::string& value) {
  for (size_t at = s.find(key); at != std::string::npos; at = s.find(key, at + value.size())) {
    s.replace(at, key.size(), value);
  }
  return s;
}

const std::string kInputs =
    "cp \"$DATA/paper_5x6.mines\" a.mines && cp \"$DATA/leetcode529_1.board\" b.board";

std::vector<Case> BuiltCases() {
  std::vector<Case> cases;
  // 1. An output that is an input: refused before anything is written, the input untouched.
  for (const Reader& r : kReaders) {
    const bool board = r.args.find("reveal") == 0;
    const std::string in = board ? "b.board" : "a.mines";
    const std::string orig = board ? "$DATA/leetcode529_1.board" : "$DATA/paper_5x6.mines";
    const std::vector<std::pair<std::string, std::string>> ways = {
        {"same path", ""},
        {"hard link", "ln " + in + " other"},
        {"symlink", "ln -s " + in + " other"}};
    for (const auto& [way, make] : ways) {
      Case c;
      c.name = r.args + " onto its input (" + way + ")";
      c.setup = {kInputs};
      if (!make.empty()) c.setup.push_back(make);
      const std::string out = make.empty() ? in : "other";
      c.run = "$PM " + Subst(Subst(r.args, "{in}", in), "{out}", out);
      c.exit = 2;
      c.error = "input";
      c.check = {"cmp " + in + " \"" + orig + "\""};
      cases.push_back(c);
    }
  }
  // 2. What a replaced output was stays: its mode, a symbolic link; a long name works.
  for (const std::string& w : kWriters) {
    const bool pdf = w.find("{out}.pdf") != std::string::npos;
    const std::string file = pdf ? "o.pdf" : "o.txt";
    for (const std::string mode : {"600", "444", "640"}) {
      Case c;
      c.name = w + ": a replaced " + mode + " file keeps its mode";
      c.setup = {kInputs, "echo old > " + file, "chmod " + mode + " " + file};
      c.run = "$PM " + Subst(w, "{out}", pdf ? "o" : "o.txt");
      c.check = {"test \"$(stat -c %a " + file + ")\" = " + mode, "! grep -qx old " + file};
      cases.push_back(c);
    }
    {
      Case c;
      c.name = w + ": a symbolic link as output writes its target";
      c.setup = {kInputs, "mkdir d && echo old > d/target", "ln -s d/target " + file};
      c.run = "$PM " + Subst(w, "{out}", pdf ? "o" : "o.txt");
      c.check = {"test -L " + file, "! grep -qx old d/target", "test -s d/target"};
      cases.push_back(c);
    }
    {
      Case c;
      const std::string name(251, 'n');  // 251 + ".pdf" / ".txt" = 255 bytes
      c.name = w + ": a 255-byte output name";
      c.setup = {kInputs};
      c.run = "$PM " + Subst(w, "{out}", pdf ? name : name + ".txt");
      c.check = {"test -s " + name + (pdf ? ".pdf" : ".txt")};
      cases.push_back(c);
    }
  }
  // 3. Stale pages: only files papermines wrote go.
  for (const std::string ext : {"svg", "png"}) {
    Case keep;
    keep.name = "render one " + ext + " page keeps the user's foo-1/2/12." + ext;
    keep.setup = {kInputs, "$PM gen oneclick --rows 3 --cols 3 --mines 1 -o one.mines",
                  "for k in 1 2 12; do echo mine > foo-$k." + ext + "; done"};
    keep.run = "$PM render one.mines --answers none -o foo." + ext;
    keep.check = {"test -s foo." + ext, "grep -qx mine foo-1." + ext, "grep -qx mine foo-2." + ext,
                  "grep -qx mine foo-12." + ext};
    cases.push_back(keep);
    Case ours;
    ours.name = "render one " + ext + " page removes the pages an earlier run wrote";
    ours.setup = {kInputs,
                  "$PM gen oneclick --rows 3 --cols 3 --mines 1 -o one.mines",
                  "$PM gen paper --rows 5 --cols 5 --count 40 -o many.mines",
                  "$PM render many.mines --answers after -o foo." + ext,
                  "test -s foo-3." + ext,
                  "echo mine > foo-99." + ext};
    ours.run = "$PM render one.mines --answers none -o foo." + ext;
    ours.check = {"test -s foo." + ext, "! test -e foo-1." + ext, "! test -e foo-3." + ext,
                  "grep -qx mine foo-99." + ext};
    cases.push_back(ours);
  }
  return cases;
}

// What the program wrote on stderr, without the lines clang's sanitizer runtime adds when it cannot
// start its external symbolizer (under `ulimit -n`, to match a leak against scripts/lsan.supp's
// library names): "==PID==WARNING: Can't create a socket pair to start external symbolizer" and
// "==PID==WARNING: Failed to use and restart external symbolizer!". Any other runtime line stays.
std::string ProgramStderr(std::string err) {
  if (!papermines::testing_util::kAddressSanitizer) return err;
  std::string out;
  std::istringstream in(err);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("==", 0) == 0 && line.find("==WARNING: ") != std::string::npos &&
        line.find("external symbolizer") != std::string::npos) {
      continue;
    }
    out += line + "\n";
  }
  return out;
}

void RunCase(const Case& c) {
  const std::string where =
      c.line > 0 ? "cases.txt:" + std::to_string(c.line) + " " + c.name : c.name;
  SCOPED_TRACE(where);
  ScratchDir dir;
  const std::string work = dir.Path("w");
  fs::create_directories(work);
  std::string env = "cd " + ShellQuote(work) + " && PM=" + ShellQuote(PAPERMINES_BINARY) +
                    " && DATA=" + ShellQuote(kData) + " && export PM DATA && ";
  for (const std::string& s : c.setup) {
    const auto r = RunShell(env + s);
    ASSERT_EQ(r.status, 0) << "setup failed: " << s << "\n" << r.err;
  }
  std::string limits = papermines::testing_util::kAddressSanitizer ? "" : "ulimit -v 8388608 && ";
  auto r = RunShell(env + limits + "timeout -s KILL 120 sh -c " + ShellQuote(c.run));
  r.err = ProgramStderr(r.err);
  const std::string shown = "  run: " + c.run + "\n  exit " + std::to_string(r.status) +
                            "\n  stderr: " + r.err.substr(0, 800) +
                            "\n  stdout: " + r.out.substr(0, 300);
  EXPECT_EQ(r.status, c.exit) << shown;
  if (c.exit == 2) {
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << "one error line\n" << shown;
    EXPECT_EQ(r.err.rfind("papermines: error: ", 0), 0u) << shown;
  }
  if (!c.error.empty()) {
    EXPECT_NE(r.err.find(c.error), std::string::npos) << shown;
  }
  if (!c.out.empty()) {
    EXPECT_NE(r.out.find(c.out), std::string::npos) << shown;
  }
  for (const auto& e : fs::recursive_directory_iterator(work)) {
    const std::string f = e.path().filename().string();
    EXPECT_TRUE(f.find(".tmp-") == std::string::npos && f.find(".old-") == std::string::npos)
        << "left behind: " << f << "\n"
        << shown;
  }
  for (const std::string& s : c.check) {
    const auto k = RunShell(env + s);
    EXPECT_EQ(k.status, 0) << "check failed: " << s << "\n" << k.err << shown;
  }
}

// An address-space limit (`ulimit -v`) cannot be put on an AddressSanitizer process: its shadow
// memory alone reserves far more, so it dies at start-up before papermines runs. The out-of-memory
// rows therefore run in the plain (Release) suite, which scripts/test.sh runs first. So do the rows
// marked `release-only` with a reason (a size whose code another test already runs under the
// sanitizers: tests/sweep.h). The sanitizer suite runs every other row. The count of rows left to
// the Release run is printed, and it must stay small (a tenth of the rows at most).
bool LeftToRelease(const Case& c) {
  return c.run.find("ulimit -v") != std::string::npos || !c.release_only.empty();
}

TEST(HostileCases, FromTheDataFile) {
  const std::vector<Case> cases = LoadCases(kData + "/cases.txt");
  ASSERT_GE(cases.size(), 60u);
  int left_to_release = 0;
  for (const Case& c : cases) {
    if (papermines::testing_util::kAddressSanitizer && LeftToRelease(c)) {
      ++left_to_release;
      continue;
    }
    RunCase(c);
  }
  if (papermines::testing_util::kAddressSanitizer) {
    std::cout << "hostile cases run in the Release suite only: " << left_to_release << "\n";
    EXPECT_LE(left_to_release, static_cast<int>(cases.size() / 10));
  }
}

TEST(HostileCases, BuiltMatrices) {
  for (const Case& c : BuiltCases()) RunCase(c);
}

TEST(HostileCases, ThereAreAtLeast150) {
  const size_t n = LoadCases(kData + "/cases.txt").size() + BuiltCases().size();
  std::cout << "hostile cases: " << n << "\n";
  EXPECT_GE(n, 150u);
}

}  // namespace
