// puzz.link through the binary: solve/render/clicks/export take a URL or a file of URLs wherever
// they take a .mines file (one shared reader, cli/common's ReadPuzzles), and export --format
// puzzlink round-trips generated square puzzles; other kinds and grids are refused, nothing
// written.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

const char kExample[] = "https://puzz.link/p?mines/5/5/g2m13l13g0j";

TEST(CliPuzzLink, SolveTakesAUrl) {
  auto r = RunPapermines(std::string("solve --json ") + ShellQuote(kExample));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"- 2 - - -\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"0 - - - *\""), std::string::npos) << r.out;
  r = RunPapermines("solve mines/5/5/g2m13l13g0j");
  EXPECT_EQ(r.status, 0) << r.err;
  // The same verdict line as for a .mines file: label, status, grade and rating (solve --help).
  EXPECT_THAT(r.out, testing::MatchesRegex("#1: unique easy, rating [0-9]+\\.[0-9]\n"));
}

TEST(CliPuzzLink, ExportRoundTripsThroughAUrlList) {
  ScratchDir dir;
  auto gen = RunPapermines("gen paper --rows 9 --cols 11 --count 40 --seed 5 -o " +
                           ShellQuote(dir.Path("a.mines")));
  ASSERT_EQ(gen.status, 0) << gen.err;
  auto urls = RunPapermines("export --format puzzlink " + ShellQuote(dir.Path("a.mines")) + " -o " +
                            ShellQuote(dir.Path("urls.txt")));
  ASSERT_EQ(urls.status, 0) << urls.err;
  const std::string list = ReadWholeFile(dir.Path("urls.txt"));
  int lines = 0;
  for (char ch : list) lines += ch == '\n';
  EXPECT_EQ(lines, 40);
  EXPECT_EQ(list.rfind("https://puzz.link/p?mines/11/9/", 0), 0u) << list;
  // The list reads back to the same clues: export it as .mines and compare the clue rows.
  auto back = RunPapermines("export --format mines " + ShellQuote(dir.Path("urls.txt")));
  ASSERT_EQ(back.status, 0) << back.err;
  auto orig = RunPapermines("solve --json " + ShellQuote(dir.Path("a.mines")));
  auto again = RunPapermines("solve --json " + ShellQuote(dir.Path("urls.txt")));
  ASSERT_EQ(orig.status, 0);
  ASSERT_EQ(again.status, 0) << again.err;
  // Same solutions, puzzle by puzzle (ids differ: URLs carry none).
  auto solutions = [](const std::string& json) {
    std::string s;
    for (size_t at = json.find("\"solutions\""); at != std::string::npos;
         at = json.find("\"solutions\"", at + 1)) {
      s += json.substr(at, json.find(']', json.find(']', at) + 1) - at);
    }
    return s;
  };
  EXPECT_EQ(solutions(orig.out), solutions(again.out));
  // Exporting the list again gives the same URLs.
  auto twice = RunPapermines("export " + ShellQuote(dir.Path("urls.txt")));
  EXPECT_EQ(twice.out, list);
  // render takes the list too.
  auto render = RunPapermines("render " + ShellQuote(dir.Path("urls.txt")) + " " +
                              ShellQuote(kExample) + " -o " + ShellQuote(dir.Path("s.pdf")));
  EXPECT_EQ(render.status, 0) << render.err;
}

TEST(CliPuzzLink, ErrorsAreOneLineAndNothingIsWritten) {
  ScratchDir dir;
  auto r = RunPapermines("solve 'https://puzz.link/p?mines/5/5/g2m.3'");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "papermines: error: puzz.link URL, character 34: the clue at (1,4) is hidden "
            "('.', a '?' in puzz.link); papermines needs the number of every open cell\n");
  WriteWholeFile(dir.Path("urls.txt"), "# two\nmines/2/2/1\nmines/2/2/G\n");
  r = RunPapermines("solve " + ShellQuote(dir.Path("urls.txt")));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("urls.txt:3:11: expected a clue"), std::string::npos) << r.err;
  // A hex puzzle among square ones: export refuses and writes nothing.
  auto gen = RunPapermines("gen paper --topology hex --rows 4 --cols 4 --seed 1 -o " +
                           ShellQuote(dir.Path("hex.mines")));
  ASSERT_EQ(gen.status, 0) << gen.err;
  r = RunPapermines("export " + ShellQuote(kExample) + " " + ShellQuote(dir.Path("hex.mines")) +
                    " -o " + ShellQuote(dir.Path("out.txt")));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("puzzle 2 ("), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("square grids only, not hex grids"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir.Path("out.txt")));
  auto oc = RunPapermines("gen oneclick --rows 4 --cols 4 --mines 3 --random --seed 1 | " +
                          ShellQuote(PAPERMINES_BINARY) + " export -");
  EXPECT_EQ(oc.status, 2);
  EXPECT_NE(oc.err.find("paper puzzles only"), std::string::npos) << oc.err;
}

}  // namespace
}  // namespace papermines
