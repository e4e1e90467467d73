// `papermines check PUZZLES ANSWERS` through the binary, on tests/data/check: a verdict table of
// correct, wrong, non-optimal, invalid and impossible answers for all three kinds. The expected
// verdicts were worked out by hand from the boards (the comments in answers.mines say why), not
// taken from the program. Also: --json carries the same verdicts, --labels names cells as the
// printed labels, exit 0 only when every answer is right, 2 on bad input.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "nlohmann/json.hpp"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::Lines;
using testing_util::RunPapermines;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

const std::string kData = std::string(PAPERMINES_TEST_DATA) + "/check/";

std::string Args(const std::string& puzzles, const std::string& answers) {
  return "check " + ShellQuote(puzzles) + " " + ShellQuote(answers);
}

TEST(CheckCli, VerdictTableForAllThreeKinds) {
  // --rowcol: cells named as the .mines format counts them (the default is the printed labels).
  const auto r =
      RunPapermines(Args(kData + "puzzles.mines", kData + "answers.mines") + " --rowcol");
  ASSERT_EQ(r.status, 1) << r.err;  // some answers are wrong
  const std::vector<std::string> want = {
      "paper5: correct",
      "paper5: wrong (4 wrong cells: (0,1), (1,0), (2,3), (3,4))",
      "oc-possible: valid (5 mines, click at (0,0), one click opens every safe cell)",
      "oc-possible: invalid (4 mines, not 5)",
      "oc-possible: invalid (the click at (0,2) opens 1 of the 11 safe cells; still closed: "
      "(0,0), (0,1), (1,0), (1,1), (1,2), (2,0), (2,1), (2,2), (3,0), (3,1))",
      "oc-possible: incorrect (answered impossible, but a board exists)",
      "oc-impossible: correct (impossible: 3 safe cells: one click opens 1, 4, 6 or 8 or more)",
      "oc-impossible: invalid (the click at (0,0) opens 1 of the 3 safe cells; still closed: "
      "(0,1), (1,0); no board exists: 3 safe cells: one click opens 1, 4, 6 or 8 or more)",
      "rev3: optimal (2 clicks)",
      "rev3: valid but not optimal (3 clicks, minimum 2)",
      "rev3: invalid (1 cell left open: (0,0))",
  };
  EXPECT_EQ(Lines(r.out), want);
  EXPECT_EQ(r.err, "");
}

TEST(CheckCli, JsonGivesTheSameVerdicts) {
  const auto r = RunPapermines(Args(kData + "puzzles.mines", kData + "answers.mines") + " --json");
  ASSERT_EQ(r.status, 1) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  const std::vector<std::string> verdicts = {
      "correct",   "wrong",   "valid",   "invalid", "invalid",
      "incorrect", "correct", "invalid", "optimal", "valid-but-not-optimal",
      "invalid"};
  ASSERT_EQ(j["answers"].size(), verdicts.size());
  int right = 0;
  for (size_t i = 0; i < verdicts.size(); ++i) {
    const nlohmann::json& a = j["answers"][i];
    EXPECT_EQ(a["verdict"], verdicts[i]) << i;
    const bool ok = verdicts[i] == "correct" || verdicts[i] == "valid" || verdicts[i] == "optimal";
    EXPECT_EQ(a["right"], ok) << i;
    right += ok;
  }
  EXPECT_EQ(j["right"], right);
  EXPECT_EQ(j["total"], 11);
  EXPECT_EQ(j["answers"][1]["cells"], nlohmann::json::parse("[[0,1],[1,0],[2,3],[3,4]]"));
  EXPECT_EQ(j["answers"][2]["mines"], 5);
  EXPECT_EQ(j["answers"][2]["click"], nlohmann::json::parse("[0,0]"));
  EXPECT_EQ(j["answers"][9]["clicks"], 3);
  EXPECT_EQ(j["answers"][9]["minimum"], 2);
  EXPECT_EQ(j["answers"][10]["cells"], nlohmann::json::parse("[[0,0]]"));
}

TEST(CheckCli, LabelsNameCellsAsPrinted) {
  const auto r =
      RunPapermines(Args(kData + "puzzles.mines", kData + "answers.mines") + " --labels");
  ASSERT_EQ(r.status, 1) << r.err;
  const std::vector<std::string> lines = Lines(r.out);
  ASSERT_GE(lines.size(), 11u);
  // (0,1) is column B, row 1; (1,0) A2; (2,3) D3; (3,4) E4.
  EXPECT_EQ(lines[1], "paper5: wrong (4 wrong cells: B1, A2, D3, E4)");
  EXPECT_EQ(lines[10], "rev3: invalid (1 cell left open: A1)");
  // The printed labels are the default: the same lines without --labels.
  const auto plain = RunPapermines(Args(kData + "puzzles.mines", kData + "answers.mines"));
  EXPECT_EQ(plain.out, r.out);
}

TEST(CheckCli, AllRightExitsZero) {
  ScratchDir dir;
  // The right answers only, one per kind, found by id in another order than the puzzles.
  WriteWholeFile(dir.Path("a.mines"),
                 "puzzle reverse\ntopology square 3 3\nid rev3\nclicks 2\n0 0\n1 2\nend\n"
                 "puzzle oneclick\ntopology square 3 3\nid oc-impossible\nimpossible\nend\n"
                 "puzzle paper\ntopology square 5 5\nid paper5\nsolution\n"
                 ".*.*.\n-.-.-\n.-.-.\n*.*.*\n.-.-.\nend\n");
  const auto r = RunPapermines(Args(kData + "puzzles.mines", dir.Path("a.mines")));
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(Lines(r.out),
            (std::vector<std::string>{"rev3: optimal (2 clicks)",
                                      "oc-impossible: correct (impossible: 3 safe cells: one "
                                      "click opens 1, 4, 6 or 8 or more)",
                                      "paper5: correct"}));
}

TEST(CheckCli, SheetsOwnKeyIsRight) {
  // `sheet --save` writes the puzzles with their answers; marked as answers, every one is right.
  ScratchDir dir;
  for (const std::string kind : {"paper", "oneclick", "reverse"}) {
    const std::string mines = dir.Path(kind + ".mines");
    const auto s =
        RunPapermines("sheet --kind " + kind + " --size 7x7 -n 4 --seed 3 --difficulty any -o " +
                      ShellQuote(dir.Path(kind + ".pdf")) + " --save " + ShellQuote(mines) +
                      (kind == "oneclick" ? " --impossible 0.5" : ""));
    ASSERT_EQ(s.status, 0) << s.err;
    const auto r = RunPapermines(Args(mines, mines));
    EXPECT_EQ(r.status, 0) << kind << "\n" << r.out << r.err;
    const std::vector<std::string> lines = Lines(r.out);
    EXPECT_EQ(lines.size(), 4u) << r.out;
    for (const std::string& line : lines) {
      EXPECT_TRUE(line.find(": correct") != std::string::npos ||
                  line.find(": valid (") != std::string::npos ||
                  line.find(": optimal (") != std::string::npos)
          << line;
    }
  }
}

TEST(CheckCli, BadInputIsExitTwoWithOneLine) {
  ScratchDir dir;
  struct Case {
    std::string answers;
    std::string message;  // a part of the error line
  };
  const std::vector<Case> cases = {
      {"puzzle paper\ntopology square 5 5\nid nosuch\nsolution\n-----\n-----\n-----\n-----\n-----\n"
       "end\n",
       "has the id 'nosuch', which no puzzle in"},
      {"puzzle reverse\ntopology square 3 3\nid paper5\nclicks 1\n0 0\nend\n",
       "the answer is a reverse puzzle, the puzzle a paper one"},
      {"puzzle reverse\ntopology square 4 4\nid rev3\nclicks 1\n0 0\nend\n", "is not the puzzle's"},
      {"puzzle oneclick\ntopology square 3 3\nid oc-impossible\nimpossible\nsolution\n"
       "c..\n...\n...\nend\n",
       "either a solution or 'impossible'"},
      {"puzzle paper\ntopology square 5 5\nid paper5\nsolution\n.x...\n\nend\n", "got 'x'"},
  };
  for (const Case& c : cases) {
    WriteWholeFile(dir.Path("bad.mines"), c.answers);
    const auto r = RunPapermines(Args(kData + "puzzles.mines", dir.Path("bad.mines")));
    EXPECT_EQ(r.status, 2) << c.answers << r.out;
    EXPECT_EQ(r.out, "") << c.answers;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("papermines: error: "), 0u) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  }
}

TEST(CheckCli, PuzzleFilesStayStrict) {
  // The lenient reading is for answers only: a wrong solution in a puzzle file is still an error.
  ScratchDir dir;
  WriteWholeFile(dir.Path("p.mines"),
                 "puzzle paper\ntopology square 1 3\nclues\n1 . .\nsolution\n1 - -\nend\n");
  const auto r = RunPapermines("solve " + ShellQuote(dir.Path("p.mines")));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.err.find("its clue"), std::string::npos) << r.err;
}

// `clicks --list` names cells as every message does, "(r,c)", joined by ", ", and lists the same
// cells as the [r, c] pairs of `clicks --json`: on the hand-made puzzles (exit 1: three have no
// board) and on generated reverse boards of all three grids read from stdin.
void ExpectListMatchesJson(const std::string& args, const std::string& input, int status) {
  const auto text = RunPapermines("clicks " + args + " --list", input);
  const auto json = RunPapermines("clicks " + args + " --json", input);
  ASSERT_EQ(text.status, status) << text.err;
  ASSERT_EQ(json.status, status) << json.err;
  std::vector<std::string> want;
  const nlohmann::json parsed = nlohmann::json::parse(json.out);
  for (const nlohmann::json& p : parsed["puzzles"]) {
    if (p["status"] != "ok") continue;
    for (const char* key : {"reverse_clicks", "forward_clicks"}) {
      std::string line = std::string("  ") + (key[0] == 'r' ? "reverse" : "forward") + " clicks: ";
      bool first = true;
      for (const nlohmann::json& c : p[key]) {
        line += (first ? "(" : ", (") + std::to_string(c[0].get<int>()) + "," +
                std::to_string(c[1].get<int>()) + ")";
        first = false;
      }
      want.push_back(line);
    }
  }
  ASSERT_FALSE(want.empty());
  std::vector<std::string> got;
  for (const std::string& l : Lines(text.out)) {
    if (l.rfind("  reverse clicks:", 0) == 0 || l.rfind("  forward clicks:", 0) == 0) {
      got.push_back(l);
    }
  }
  EXPECT_EQ(got, want);
}

TEST(CheckCli, ClicksListNamesCellsLikeTheJson) {
  ExpectListMatchesJson(ShellQuote(kData + "puzzles.mines"), "", 1);
  for (const char* topology : {"square", "triangle", "hex"}) {
    const auto gen = RunPapermines(std::string("gen reverse --rows 7 --cols 9 --count 2 --seed 5 "
                                               "--topology ") +
                                   topology);
    ASSERT_EQ(gen.status, 0) << gen.err;
    ExpectListMatchesJson("-", gen.out, 0);
  }
}

}  // namespace
}  // namespace papermines
