// `papermines solve` on a collection larger than the reader's buffers: from a file and from a pipe
// (more than the 1 MiB kept in memory, so stdin goes through the temporary file), with comment
// lines longer than a read chunk. Every puzzle is answered in order, and a bad puzzle at the very
// end still stops the run before anything is written, with its exact place. (Memory and time are
// measured in bench/solve_stream.sh, not here.)
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "absl/strings/str_cat.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

constexpr int kPuzzles = 30000;

// Puzzle i is "p<i>": a 1 x 2 strip "1 ." (unique: the closed cell is the mine) or, for every
// third i, a 1 x 3 strip "1 . ." (multiple: the last cell is free). Every 7000th puzzle follows a
// 100 000-byte comment line, longer than one read chunk.
std::string Collection() {
  std::string text;
  for (int i = 0; i < kPuzzles; ++i) {
    if (i % 7000 == 6999) absl::StrAppend(&text, "# ", std::string(100000, 'c'), "\n");
    const bool multiple = i % 3 == 0;
    absl::StrAppend(&text, "puzzle paper\nid p", i, "\ntopology square 1 ",
                    multiple ? "3\nclues\n1 . .\nend\n" : "2\nclues\n1 .\nend\n");
  }
  return text;
}

// Checks one answer line per puzzle, in order, with its verdict.
void ExpectVerdicts(const std::string& out) {
  std::istringstream lines(out);
  std::string line;
  int i = 0;
  for (; std::getline(lines, line); ++i) {
    const std::string want = absl::StrCat("p", i, ": ", i % 3 == 0 ? "multiple" : "unique");
    ASSERT_EQ(line.substr(0, want.size()), want) << "line " << i + 1;
  }
  EXPECT_EQ(i, kPuzzles);
}

TEST(SolveStream, LargeCollectionFromAFileAndFromAPipe) {
  ScratchDir dir;
  const std::string text = Collection();
  ASSERT_GT(text.size(), size_t{2} << 20);
  const std::string file = dir.Path("many.mines");
  WriteWholeFile(file, text);
  const std::string bin = ShellQuote(PAPERMINES_BINARY);
  const testing_util::RunResult from_file = RunShell(bin + " solve --no-grade " + ShellQuote(file));
  EXPECT_EQ(from_file.status, 1) << from_file.err;
  ExpectVerdicts(from_file.out);
  const testing_util::RunResult piped =
      RunShell("cat " + ShellQuote(file) + " | " + bin + " solve --no-grade -");
  EXPECT_EQ(piped.status, 1) << piped.err;
  EXPECT_EQ(piped.out, from_file.out);
}

TEST(SolveStream, ABadPuzzleAtTheEndStopsTheRunBeforeAnyOutput) {
  ScratchDir dir;
  const std::string text = Collection() + "puzzle paper\ntopology square 1 2\nclues\n1 9\nend\n";
  const std::string file = dir.Path("bad.mines");
  WriteWholeFile(file, text);
  // The bad clue is on the second line from the end (the rows line), column 3.
  const long line = std::count(text.begin(), text.end(), '\n') - 1;
  const std::string where = absl::StrCat(":", line, ":3: expected a clue of at most 8");
  const std::string bin = ShellQuote(PAPERMINES_BINARY);
  const testing_util::RunResult from_file = RunShell(bin + " solve --json " + ShellQuote(file));
  EXPECT_EQ(from_file.status, 2);
  EXPECT_EQ(from_file.out, "");
  EXPECT_NE(from_file.err.find(file + where), std::string::npos) << from_file.err;
  const testing_util::RunResult piped =
      RunShell("cat " + ShellQuote(file) + " | " + bin + " solve -");
  EXPECT_EQ(piped.status, 2);
  EXPECT_EQ(piped.out, "");
  EXPECT_NE(piped.err.find("<stdin>" + where), std::string::npos) << piped.err;
}

}  // namespace
}  // namespace papermines
