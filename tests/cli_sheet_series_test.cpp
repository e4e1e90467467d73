// A term of sheets through the binary (issue 28, "A term of sheets"): `sheet --sets N -o week.pdf`
// writes week-1.pdf ... week-N.pdf, each a sheet with its key as a single sheet is, with
//  - no puzzle twice across the whole series (checked on 4 x 4 boards, whose 20 distinct tables
//    a series of independent sheets would repeat),
//  - `--ramp easy-hard`: the difficulty rising from the first set to the last,
//  - each set regenerable from the ids its key prints (`sheet --id`, byte for byte),
//  - `--shard K/N`: the N shards write exactly the files of the whole series,
//  - `--save`: one .mines per set;
// and nothing written when the series cannot be made or named.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::PdfText;
using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;

// The files of a directory, sorted.
std::vector<std::string> Files(const std::string& dir) {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    names.push_back(e.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

struct Block {
  std::string id, difficulty, body;  // body: the topology line and the clue rows
};

// The puzzles of a .mines file as papermines writes it.
std::vector<Block> Blocks(const std::string& mines) {
  std::vector<Block> blocks;
  std::istringstream in(ReadWholeFile(mines));
  bool clues = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("puzzle ", 0) == 0) {
      blocks.emplace_back();
      clues = false;
    }
    if (blocks.empty()) continue;
    Block& b = blocks.back();
    if (line.rfind("id ", 0) == 0) b.id = line.substr(3);
    if (line.rfind("difficulty ", 0) == 0) b.difficulty = line.substr(11);
    if (line.rfind("topology ", 0) == 0) b.body += line + "\n";
    if (line == "solution" || line == "end") clues = false;
    if (clues) b.body += line + "\n";
    if (line == "clues") clues = true;
  }
  return blocks;
}

TEST(SheetSeries, WritesOneSheetWithItsKeyPerSetAndOneMinesFilePerSet) {
  ScratchDir dir;
  const auto r = RunPapermines("sheet --sets 3 -n 4 --size 6x6 -d easy --seed 9 -o " +
                               ShellQuote(dir.Path("week.pdf")) + " --save " +
                               ShellQuote(dir.Path("week.mines")));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(Files(dir.Path("")),
            (std::vector<std::string>{"week-1-key.pdf", "week-1.mines", "week-1.pdf",
                                      "week-2-key.pdf", "week-2.mines", "week-2.pdf",
                                      "week-3-key.pdf", "week-3.mines", "week-3.pdf"}));
  for (int k = 1; k <= 3; ++k) {
    const std::string stem = dir.Path("week-" + std::to_string(k));
    const std::string sheet = PdfText(stem + ".pdf"), key = PdfText(stem + "-key.pdf");
    EXPECT_NE(sheet.find("Name"), std::string::npos) << sheet;
    EXPECT_EQ(sheet.find("Answer"), std::string::npos) << sheet;
    EXPECT_NE(key.find("Answer key to page 1"), std::string::npos) << key;
    const std::vector<Block> blocks = Blocks(stem + ".mines");
    ASSERT_EQ(blocks.size(), 4u);
    for (const Block& b : blocks) {
      EXPECT_NE(key.find(b.id), std::string::npos) << "set " << k << " key lacks " << b.id;
    }
  }
  // Set 1 is the sheet the same options make without --sets.
  ASSERT_EQ(
      RunPapermines("sheet -n 4 --size 6x6 -d easy --seed 9 -o " + ShellQuote(dir.Path("one.pdf")))
          .status,
      0);
  EXPECT_EQ(ReadWholeFile(dir.Path("one.pdf")), ReadWholeFile(dir.Path("week-1.pdf")));
  EXPECT_EQ(ReadWholeFile(dir.Path("one-key.pdf")), ReadWholeFile(dir.Path("week-1-key.pdf")));
}

// 4 x 4 boards have 20 different paper tables of any grade (12 easy, 8 medium): a series of five
// sets of four takes every one of them, so a repeat anywhere in the series would show.
TEST(SheetSeries, NoPuzzleTwiceAcrossTheSeries) {
  ScratchDir dir;
  const auto r =
      RunPapermines("sheet --sets 5 -n 4 --size 4x4 -d any -o " + ShellQuote(dir.Path("w.pdf")) +
                    " --save " + ShellQuote(dir.Path("w.mines")));
  ASSERT_EQ(r.status, 0) << r.err;
  std::set<std::string> seen, ids;
  for (int k = 1; k <= 5; ++k) {
    for (const Block& b : Blocks(dir.Path("w-" + std::to_string(k) + ".mines"))) {
      EXPECT_TRUE(seen.insert(b.body).second) << "set " << k << " repeats\n" << b.body;
      ids.insert(b.id);
    }
  }
  EXPECT_EQ(seen.size(), 20u);
  EXPECT_EQ(ids.size(), 20u);
  // The same with the difficulty ramping: 8 easy tables of 12, then all 8 medium ones.
  const auto ramp =
      RunPapermines("sheet --sets 4 -n 4 --size 4x4 --ramp easy-medium -o " +
                    ShellQuote(dir.Path("r.pdf")) + " --save " + ShellQuote(dir.Path("r.mines")));
  ASSERT_EQ(ramp.status, 0) << ramp.err;
  seen.clear();
  for (int k = 1; k <= 4; ++k) {
    for (const Block& b : Blocks(dir.Path("r-" + std::to_string(k) + ".mines"))) {
      EXPECT_TRUE(seen.insert(b.body).second) << "set " << k << " repeats\n" << b.body;
    }
  }
  EXPECT_EQ(seen.size(), 16u);
}

TEST(SheetSeries, RampRisesFromTheFirstSetToTheLast) {
  ScratchDir dir;
  const auto r =
      RunPapermines("sheet --sets 4 -n 3 --size 7x7 --ramp easy-hard -o " +
                    ShellQuote(dir.Path("t.pdf")) + " --save " + ShellQuote(dir.Path("t.mines")));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<std::string> expected = {"easy", "medium", "medium", "hard"};
  for (int k = 1; k <= 4; ++k) {
    const std::string stem = dir.Path("t-" + std::to_string(k));
    const std::vector<Block> blocks = Blocks(stem + ".mines");
    ASSERT_EQ(blocks.size(), 3u);
    for (const Block& b : blocks) {
      EXPECT_EQ(b.difficulty, expected[k - 1]) << "set " << k << ": " << b.id;
    }
    // The solver grades each puzzle anew: the ramp is the puzzles', not only their labels.
    const auto solve = RunPapermines("solve " + ShellQuote(stem + ".mines"));
    ASSERT_EQ(solve.status, 0) << solve.err;
    std::istringstream lines(solve.out);
    int graded = 0;
    for (std::string line; std::getline(lines, line); ++graded) {
      EXPECT_NE(line.find(": unique " + expected[k - 1] + ","), std::string::npos)
          << "set " << k << ": " << line;
    }
    EXPECT_EQ(graded, 3);
    // The caption on the page says the grade too.
    EXPECT_NE(PdfText(stem + ".pdf").find(expected[k - 1]), std::string::npos) << "set " << k;
  }
  // Two sets from easy to expert: the first easy, the last expert.
  const auto two =
      RunPapermines("sheet --sets 2 -n 2 --size 8x8 --ramp easy-expert -o " +
                    ShellQuote(dir.Path("x.pdf")) + " --save " + ShellQuote(dir.Path("x.mines")));
  ASSERT_EQ(two.status, 0) << two.err;
  for (const Block& b : Blocks(dir.Path("x-1.mines"))) EXPECT_EQ(b.difficulty, "easy");
  for (const Block& b : Blocks(dir.Path("x-2.mines"))) EXPECT_EQ(b.difficulty, "expert");
}

// The ids on a set's key make that set again: the same sheet, key and .mines, byte for byte.
TEST(SheetSeries, EachSetIsRegeneratedFromTheIdsOnItsKey) {
  ScratchDir dir;
  const auto r =
      RunPapermines("sheet --sets 3 -n 4 --size 6x6 --ramp easy-hard -o " +
                    ShellQuote(dir.Path("s.pdf")) + " --save " + ShellQuote(dir.Path("s.mines")));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::regex id_re("sq6x6-[a-z0-9-]+");
  for (int k = 1; k <= 3; ++k) {
    const std::string stem = dir.Path("s-" + std::to_string(k));
    const std::string key = PdfText(stem + "-key.pdf");
    std::string ids;
    for (std::sregex_iterator it(key.begin(), key.end(), id_re), end; it != end; ++it) {
      if (!ids.empty()) ids += ',';
      ids += it->str();
    }
    ASSERT_FALSE(ids.empty()) << key;
    const std::string again = dir.Path("again-" + std::to_string(k));
    const auto g = RunPapermines("sheet --id " + ids + " -o " + ShellQuote(again + ".pdf") +
                                 " --save " + ShellQuote(again + ".mines"));
    ASSERT_EQ(g.status, 0) << g.err;
    EXPECT_EQ(ReadWholeFile(again + ".pdf"), ReadWholeFile(stem + ".pdf")) << "set " << k;
    EXPECT_EQ(ReadWholeFile(again + "-key.pdf"), ReadWholeFile(stem + "-key.pdf")) << "set " << k;
    EXPECT_EQ(ReadWholeFile(again + ".mines"), ReadWholeFile(stem + ".mines")) << "set " << k;
  }
}

// Shards K/N of a series write its sets in N contiguous slices (5 sets in 3: 2, 2, 1), each file
// the whole series' file byte for byte.
TEST(SheetSeries, ShardsWriteExactlyTheFilesOfTheWholeSeries) {
  ScratchDir dir;
  const std::string options = " --sets 5 -n 2 --size 4x4 --ramp easy-medium --seed 3 --save ";
  std::filesystem::create_directory(dir.Path("all"));
  ASSERT_EQ(RunPapermines("sheet" + options + ShellQuote(dir.Path("all/w.mines")) + " -o " +
                          ShellQuote(dir.Path("all/w.pdf")))
                .status,
            0);
  const std::vector<std::vector<std::string>> slices = {{"1", "2"}, {"3", "4"}, {"5"}};
  std::vector<std::string> union_of_shards;
  for (int k = 1; k <= 3; ++k) {
    const std::string sub = dir.Path("shard" + std::to_string(k));
    std::filesystem::create_directory(sub);
    const auto r =
        RunPapermines("sheet" + options + ShellQuote(sub + "/w.mines") + " -o " +
                      ShellQuote(sub + "/w.pdf") + " --shard " + std::to_string(k) + "/3");
    ASSERT_EQ(r.status, 0) << r.err;
    std::vector<std::string> expected;
    for (const std::string& s : slices[k - 1]) {
      for (const char* suffix : {"-key.pdf", ".mines", ".pdf"})
        expected.push_back("w-" + s + suffix);
    }
    EXPECT_EQ(Files(sub), expected) << "shard " << k;
    for (const std::string& f : Files(sub)) {
      EXPECT_EQ(ReadWholeFile(sub + "/" + f), ReadWholeFile(dir.Path("all/" + f))) << f;
      union_of_shards.push_back(f);
    }
  }
  std::sort(union_of_shards.begin(), union_of_shards.end());
  EXPECT_EQ(union_of_shards, Files(dir.Path("all")));
}

TEST(SheetSeries, RefusesWhatItCannotDoAndWritesNothing) {
  ScratchDir dir;
  const std::string out = " -o " + ShellQuote(dir.Path("w.pdf"));
  struct Case {
    std::string args;
    int status;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"--sets 2 -o -", 2, "name an output file, not standard output"},
      {"--sets 2 --save -" + out, 2, "one --save file per set"},
      {"--ramp easy-hard" + out, 2, "--ramp requires --sets"},
      {"--shard 1/2" + out, 2, "--shard requires --sets"},
      {"--sets 3 --ramp easy-hard -d hard" + out, 2, "excludes"},
      {"--sets 3 --ramp easy-x" + out, 2, "--ramp: expected FROM-TO"},
      {"--sets 3 --ramp easy" + out, 2, "--ramp: expected FROM-TO"},
      {"--sets 3 --shard 4/3" + out, 2, "--shard: bad shard"},
      {"--sets 0" + out, 2, "--sets"},
      {"--sets 2 --id sq6x6-d50-p-easy-s1-0" + out, 2, "excludes"},
      // 24 tables asked, 20 exist: exhausted (exit 1) before any set is written.
      {"--sets 6 -n 4 --size 4x4 -d any" + out, 1, "only 20 distinct paper tables"},
  };
  for (const Case& c : cases) {
    const auto r = RunPapermines("sheet " + c.args);
    EXPECT_EQ(r.status, c.status) << c.args << "\n" << r.err;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << c.args << "\n" << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << c.args << "\n" << r.err;
    EXPECT_TRUE(Files(dir.Path("")).empty()) << c.args;
  }
}

}  // namespace
}  // namespace papermines
