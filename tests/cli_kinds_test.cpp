// Every kind of the list of kinds (core/kind_list.h) has its gen command (cli/gen_<kind>_cmd.cpp,
// cli/common.h GenCommand), named after it, in `gen --help`'s list in the list's order, and
// making puzzles of that kind; and `sheet --kind` takes its name.
#include <gtest/gtest.h>

#include <string>

#include "absl/strings/str_cat.h"
#include "core/puzzle.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::RunPapermines;

// The arguments gen <kind> needs beyond its defaults (a one-click board has no default size).
std::string GenArgs(PuzzleKind kind) {
  return kind == PuzzleKind::kOneClick ? " -r 4 -c 4 -m 3" : " -r 6 -c 6";
}

TEST(CliKinds, EveryKindHasItsGenCommand) {
  const testing_util::RunResult gen = RunPapermines("gen --help");
  ASSERT_EQ(gen.status, 0) << gen.err;
  size_t last = 0;
  for (PuzzleKind kind : AllPuzzleKinds()) {
    const std::string name = PuzzleKindName(kind);
    const size_t at = gen.out.find(absl::StrCat("`gen ", name, "` ("));
    ASSERT_NE(at, std::string::npos) << "gen --help names no `gen " << name << "`:\n" << gen.out;
    EXPECT_GT(at, last) << name << ": out of core/kind_list.h's order";
    last = at;
    const testing_util::RunResult help = RunPapermines(absl::StrCat("gen ", name, " --help"));
    EXPECT_EQ(help.status, 0) << name << ": " << help.err;
    EXPECT_NE(help.out.find(absl::StrCat("gen ", name)), std::string::npos) << help.out;
    const testing_util::RunResult made =
        RunPapermines(absl::StrCat("gen ", name, GenArgs(kind), " -s 3"));
    EXPECT_EQ(made.status, 0) << name << ": " << made.err;
    EXPECT_EQ(made.out.rfind(absl::StrCat("puzzle ", name, "\n"), 0), 0u) << made.out;
  }
}

TEST(CliKinds, SheetTakesEveryKind) {
  const testing_util::RunResult help = RunPapermines("sheet --help");
  ASSERT_EQ(help.status, 0) << help.err;
  const size_t at = help.out.find("--kind TEXT:{");
  ASSERT_NE(at, std::string::npos) << help.out;
  const std::string choices = help.out.substr(at, help.out.find('}', at) - at);
  for (PuzzleKind kind : AllPuzzleKinds()) {
    EXPECT_NE(choices.find(PuzzleKindName(kind)), std::string::npos) << PuzzleKindName(kind);
  }
}

}  // namespace
}  // namespace papermines
