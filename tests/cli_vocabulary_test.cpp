// The one CLI vocabulary (cli/vocabulary.h), through the binary, as data: every command that has a
// common option (rows, columns, size, count, seed, topology, difficulty, density, jobs, output)
// accepts its long and short names and --size RxC with the same meaning, which is checked by
// comparing the bytes written under each spelling (and against a different value, so that the
// option is seen to matter); enum values are case-insensitive; every command answers a misspelt
// option with "did you mean", a misspelt enum value likewise, and a non-number with "not a number",
// each as one "papermines: error:" line with exit status 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/run_binary.h"

namespace papermines {
namespace {

using namespace testing_util;

// A generating command: a quick run, and which of the common options it has.
struct Generator {
  std::string base;  // without size, count, seed, output: "gen paper"
  std::string rest;  // what else a quick run needs
  bool topology, difficulty, density, jobs;
};

const std::vector<Generator>& Generators() {
  static const std::vector<Generator> g{
      {"gen paper", "", true, true, true, true},
      {"gen reverse", "", true, true, true, false},
      {"gen oneclick", "--random -m 4", false, false, false, false},
      {"gen oneclick", "--tasks", false, true, false, false},
      {"sheet", "-o - --answers none", true, true, false, true},
  };
  return g;
}

// Spellings that must mean the same thing, and one that must differ (so the option is read).
struct Equivalence {
  std::string name;
  std::vector<std::string> same;
  std::string other;
  bool Generator::*needs = nullptr;  // nullptr: every generator has it
};

const std::vector<Equivalence>& Equivalences() {
  static const std::vector<Equivalence> e{
      {"rows/cols", {"--rows 5 --cols 6", "-r 5 -c 6", "--size 5x6", "--size 5X6"}, "-r 6 -c 5"},
      {"count", {"--count 2", "-n 2"}, "-n 3"},
      // "": the default seed is 1 in the gen commands (a sheet takes a fresh one: cli_sheet_test)
      {"seed", {"--seed 1", "-s 1", ""}, "-s 2"},
      {"topology",
       {"--topology hex", "-t hex", "-t HEX", "--topology Hex"},
       "-t square",
       &Generator::topology},
      {"difficulty", {"--difficulty easy", "-d easy", "-d EASY"}, "-d any", &Generator::difficulty},
      {"density", {"--density 0.3", "-p 0.3", "-p .3"}, "-p 0.6", &Generator::density},
      {"jobs", {"--jobs 1", "-j 1", "-j 2", ""}, "", &Generator::jobs},  // same bytes for any -j
  };
  return e;
}

std::string Defaults(const Equivalence& e) {
  std::string d;
  if (e.name != "rows/cols") d += " -r 5 -c 5";
  if (e.name != "count") d += " -n 2";
  if (e.name != "seed") d += " -s 1";  // one seed for every run (a sheet's is fresh otherwise)
  return d;
}

TEST(CliVocabulary, CommonOptionsMeanTheSameInEveryGenerator) {
  for (const Generator& g : Generators()) {
    for (const Equivalence& e : Equivalences()) {
      if (e.needs != nullptr && !(g.*e.needs)) continue;
      std::string first;
      for (const std::string& spelling : e.same) {
        if (g.base == "sheet" && e.name == "seed" && spelling.empty()) continue;
        const std::string args = g.base + " " + g.rest + Defaults(e) + " " + spelling;
        const RunResult r = RunBinary(args);
        ASSERT_EQ(r.status, 0) << args << "\n" << r.err;
        ASSERT_FALSE(r.out.empty()) << args;
        if (first.empty()) {
          first = r.out;
        } else {
          EXPECT_EQ(r.out, first) << args << " differs from " << e.same.front();
        }
      }
      if (!e.other.empty()) {
        const std::string args = g.base + " " + g.rest + Defaults(e) + " " + e.other;
        const RunResult r = RunBinary(args);
        ASSERT_EQ(r.status, 0) << args << "\n" << r.err;
        EXPECT_NE(r.out, first) << args << ": the option was not read";
      }
    }
  }
}

TEST(CliVocabulary, OutputLongAndShortWriteTheSameFile) {
  ScratchDir dir;
  for (const Generator& g : Generators()) {
    if (g.base == "sheet") continue;  // its -o is in `rest` here; sheet's file output below
    const std::string a = dir.Path("a.mines"), b = dir.Path("b.mines");
    const std::string common = g.base + " " + g.rest + " -r 5 -c 5 -n 2 ";
    ASSERT_EQ(RunBinary(common + "--output " + ShellQuote(a)).status, 0) << common;
    ASSERT_EQ(RunBinary(common + "-o " + ShellQuote(b)).status, 0) << common;
    EXPECT_FALSE(ReadWholeFile(a).empty());
    EXPECT_EQ(ReadWholeFile(a), ReadWholeFile(b)) << common;
    EXPECT_EQ(ReadWholeFile(a), RunBinary(common).out) << common << ": stdout by default";
  }
  const std::string a = dir.Path("a.pdf"), b = dir.Path("b.pdf");
  ASSERT_EQ(RunBinary("sheet -n 2 --size 5x5 -s 1 --output " + ShellQuote(a)).status, 0);
  ASSERT_EQ(RunBinary("sheet -n 2 --size 5x5 -s 1 -o " + ShellQuote(b)).status, 0);
  EXPECT_EQ(ReadWholeFile(a), ReadWholeFile(b));
}

// One error line, exit status 2, holding every piece of `wanted`.
void ExpectError(const std::string& args, const std::vector<std::string>& wanted) {
  const RunResult r = RunBinary(args);
  EXPECT_EQ(r.status, 2) << args;
  EXPECT_EQ(r.err.rfind("papermines: error: ", 0), 0u) << args << "\n" << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << "\n" << r.err;
  for (const std::string& w : wanted) {
    EXPECT_NE(r.err.find(w), std::string::npos) << args << ": wanted '" << w << "' in\n" << r.err;
  }
}

TEST(CliVocabulary, MisspeltOptionGetsASuggestionInEveryCommand) {
  // Every command has -o/--output; a typo of it is answered the same way everywhere.
  for (std::string command :
       {"gen paper", "gen reverse", "gen oneclick", "sheet", "solve x", "clicks x", "render x",
        "check x y", "export x", "book x", "theorem", "reveal --click 0,0"}) {
    ExpectError(command + " --outptu f", {"unknown option '--outptu'", "did you mean '--output'?"});
  }
  ExpectError("sheet --titel x", {"unknown option '--titel'", "did you mean '--title'?"});
  ExpectError("gen reverse --attempt 3", {"did you mean '--attempts'?"});
  ExpectError("gen paper --zzzzzzzz", {"unknown option '--zzzzzzzz'"});
}

TEST(CliVocabulary, EnumValuesAreCaseInsensitiveWithSuggestions) {
  for (std::string command : {"gen paper", "gen reverse", "sheet", "theorem"}) {
    ExpectError(command + " -t hexx",
                {"--topology", "'hexx' is not one of", "did you mean 'hex'?"});
  }
  for (std::string command : {"gen paper", "gen reverse", "gen oneclick", "sheet"}) {
    ExpectError(command + " -d meduim", {"--difficulty", "did you mean 'medium'?"});
  }
  ExpectError("sheet --kind onclick", {"--kind", "did you mean 'oneclick'?"});
  ExpectError("sheet --answers Aftr", {"--answers", "did you mean 'after'?"});
  ExpectError("export x --format puzlink", {"--format", "did you mean 'puzzlink'?"});
  // Upper case reads as lower case in the enums outside the generator table too.
  EXPECT_EQ(RunBinary("gen paper -r 4 -c 4 --heuristic STRICT --opening CHESSBOARD").out,
            RunBinary("gen paper -r 4 -c 4 --heuristic strict --opening chessboard").out);
  EXPECT_EQ(RunBinary("gen paper -r 4 -c 4 --mine-count SHOWN").status, 0);
  EXPECT_EQ(RunBinary("sheet -n 1 --size 5x5 --kind PAPER --answers NONE -o -").status, 0);
}

TEST(CliVocabulary, NonNumbersAreNotNumbersInEveryCommand) {
  struct Row {
    std::string args;
    std::string option;
  };
  const std::vector<Row> rows{
      {"gen paper --rows 10x10", "--rows"},
      {"gen paper -c abc", "--cols"},
      {"gen paper -n two", "--count"},
      {"gen paper -s 1.5", "--seed"},
      {"gen paper -p half", "--density"},
      {"gen paper -j x", "--jobs"},
      {"gen reverse -r x", "--rows"},
      {"gen reverse -p x", "--density"},
      {"gen reverse --attempts x", "--attempts"},
      {"gen oneclick -m x", "--mines"},
      {"gen oneclick -n x", "--count"},
      {"sheet -r x", "--rows"},
      {"sheet -n x", "--count"},
      {"sheet -j x", "--jobs"},
      {"sheet --dpi x", "--dpi"},
      {"render x -o y.png --dpi x", "--dpi"},
      {"theorem --budget x", "--budget"},
      {"theorem --min-rows x", "--min-rows"},
      {"book x -o y.pdf -j x", "--jobs"},
      {"gen paper --max-tries x", "--max-tries"},
  };
  for (const Row& r : rows) ExpectError(r.args, {r.option, "is not a"});
  ExpectError("gen paper --rows 10x10", {"not a whole number", "--size RxC"});
  ExpectError("sheet --size 10", {"--size", "expected RxC"});
  ExpectError("gen paper --size 4x4 --rows 3", {"excludes"});
}

// A failure an option could cure names that option as the running command spells it, and only
// when the command has it: the library's message names no flag.
TEST(CliVocabulary, FailureHintsNameOnlyTheCommandsOwnFlags) {
  const RunResult reverse = RunBinary("gen reverse -r 4 -c 4 -d expert");
  EXPECT_EQ(reverse.status, 1);
  EXPECT_NE(reverse.err.find("(raise --attempts)"), std::string::npos) << reverse.err;
  const RunResult paper = RunBinary("gen paper -r 5 -c 5 -d expert --max-tries 3");
  EXPECT_EQ(paper.status, 1);
  EXPECT_NE(paper.err.find("(raise --max-tries)"), std::string::npos) << paper.err;
  ScratchDir dir;
  const RunResult sheet = RunBinary("sheet --kind reverse --size 4x4 -d expert -n 1 -o " +
                                    ShellQuote(dir.Path("s.pdf")));
  EXPECT_EQ(sheet.status, 1);
  EXPECT_NE(sheet.err.find("no expert board"), std::string::npos) << sheet.err;
  EXPECT_EQ(sheet.err.find("--attempts"), std::string::npos) << sheet.err;
  EXPECT_EQ(sheet.err.find("--max-tries"), std::string::npos) << sheet.err;
}

}  // namespace
}  // namespace papermines
