// `papermines check PUZZLES ANSWERS...` marking a class, through the binary, on the puzzles of
// tests/data/check: answers files of one student each (named after the file) and a file of
// several (`student NAME` lines), a skipped puzzle, an answer block that does not parse (reported
// for its student, located, the rest still marked), the text report, --csv, --json, the one-page
// PDF summary, and the report's words in another language. Expected scores are worked out from the
// answers written here (the comments say which are right), not taken from the program.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "nlohmann/json.hpp"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

const std::string kPuzzles = std::string(PAPERMINES_TEST_DATA) + "/check/puzzles.mines";

// Right answers to the four puzzles of puzzles.mines (from the verdict table of
// cli_check_test.cpp): paper5's solution, oc-possible's clearing board, "impossible" for
// oc-impossible, rev3's two optimal clicks.
const char kPaperRight[] =
    "puzzle paper\ntopology square 5 5\nid paper5\nsolution\n1 * 2 * 1\n- 1 - 1 -\n1 - 1 - 1\n"
    "* 2 * 2 *\n1 - 1 - 1\nend\n";
const char kPaperWrong[] =  // two mines moved
    "puzzle paper\ntopology square 5 5\nid paper5\nsolution\n1 - 2 * 1\n* 1 - 1 -\n1 - 1 * 1\n"
    "* 2 * 2 -\n1 - 1 - 1\nend\n";
const char kOneClickRight[] =
    "puzzle oneclick\ntopology square 4 4\nid oc-possible\nsolution\nc . . *\n. . . *\n. . . *\n"
    ". . * *\nend\n";
const char kImpossibleRight[] =
    "puzzle oneclick\ntopology square 3 3\nid oc-impossible\nimpossible\nend\n";
const char kReverseRight[] =
    "puzzle reverse\ntopology square 3 3\nid rev3\nclicks 2\n0 0\n2 2\nend\n";
const char kReverseLong[] =  // closes the board, not in the minimum
    "puzzle reverse\ntopology square 3 3\nid rev3\nclicks 3\n0 0\n0 1\n2 2\nend\n";

struct Class {
  ScratchDir dir;
  std::string ana = dir.Path("ana.mines");
  std::string group = dir.Path("group.mines");
  Class() {
    // ana: everything right (4 of 4).
    WriteWholeFile(ana,
                   std::string(kPaperRight) + kOneClickRight + kImpossibleRight + kReverseRight);
    // Bruno: paper wrong, no answer to oc-impossible, reverse not optimal: 1 of 4.
    // Carla: a paper row of 6 cells (line 36, does not parse), the rest right: 3 of 4.
    WriteWholeFile(group, std::string("# two students in one file\nstudent Bruno Costa\n") +
                              kPaperWrong + kOneClickRight + kReverseLong +
                              "student Carla Dias   # a comment\n"
                              "puzzle paper\ntopology square 5 5\nid paper5\nsolution\n"
                              "1 * 2 * 1\n- 1 - 1 - 1\n1 - 1 - 1\n* 2 * 2 *\n1 - 1 - 1\nend\n" +
                              kOneClickRight + kImpossibleRight + kReverseRight);
  }
  std::string Args(const std::string& more = "") const {
    return "check " + ShellQuote(kPuzzles) + " " + ShellQuote(ana) + " " + ShellQuote(group) +
           (more.empty() ? "" : " " + more);
  }
};

std::vector<std::string> Lines(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

TEST(CheckClass, TextReportPerStudentAndPerPuzzle) {
  const Class c;
  const auto r = RunPapermines(c.Args("--lang en"));
  EXPECT_EQ(r.status, 1) << r.err;  // not everyone has everything right
  const std::vector<std::string> want = {
      "ana: 4 of 4",
      "Bruno Costa: 1 of 4; wrong: paper5, rev3; skipped: oc-impossible",
      "Carla Dias: 3 of 4; not read: paper5",
      "  " + c.group + ":36:11: expected a row of 5 cells, got 6 cells",
      "",
      "paper5: 1 of 3 right",
      "oc-possible: 3 of 3 right",
      "oc-impossible: 2 of 3 right",
      "rev3: 2 of 3 right",
  };
  EXPECT_EQ(Lines(r.out), want) << r.out;
}

TEST(CheckClass, EveryoneRightExitsZero) {
  const Class c;
  const std::string bea = c.dir.Path("bea.mines");
  WriteWholeFile(bea, ReadWholeFile(c.ana));
  const auto r = RunPapermines("check --lang en " + ShellQuote(kPuzzles) + " " + ShellQuote(c.ana) +
                               " " + ShellQuote(bea));
  EXPECT_EQ(r.status, 0) << r.err << r.out;
  ASSERT_FALSE(r.out.empty()) << r.err;
  EXPECT_EQ(Lines(r.out).front(), "ana: 4 of 4");
}

TEST(CheckClass, CsvForASpreadsheet) {
  const Class c;
  const auto r = RunPapermines(c.Args("--csv"));
  EXPECT_EQ(r.status, 1) << r.err;
  const std::vector<std::string> lines = Lines(r.out);
  ASSERT_EQ(lines.size(), 5u) << r.out;
  EXPECT_EQ(lines[0], "student,right,total,paper5,oc-possible,oc-impossible,rev3,problems");
  EXPECT_EQ(lines[1], "ana,4,4,right,right,right,right,");
  EXPECT_EQ(lines[2], "Bruno Costa,1,4,wrong,right,skipped,wrong,");
  EXPECT_EQ(lines[3].rfind("Carla Dias,3,4,unread,right,right,right,", 0), 0u) << lines[3];
  EXPECT_NE(lines[3].find(":36:11: expected a row of 5 cells"), std::string::npos);
  EXPECT_EQ(lines[4], "right per puzzle,8,12,1,3,2,2,");
}

TEST(CheckClass, JsonCarriesTheSameMarks) {
  const Class c;
  const auto r = RunPapermines(c.Args("--json"));
  EXPECT_EQ(r.status, 1) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["students"].size(), 3u);
  EXPECT_EQ(j["students"][1]["name"], "Bruno Costa");
  EXPECT_EQ(j["students"][1]["right"], 1);
  EXPECT_EQ(j["students"][1]["skipped"], nlohmann::json::array({"oc-impossible"}));
  EXPECT_EQ(j["students"][2]["unread"], nlohmann::json::array({"paper5"}));
  EXPECT_EQ(j["puzzles"][0]["right"], 1);
  EXPECT_EQ(j["puzzles"][1]["right"], 3);
}

TEST(CheckClass, OnePagePdfSummaryInTheLanguage) {
  const Class c;
  const std::string pdf = c.dir.Path("report.pdf");
  const auto r = RunPapermines(c.Args("--lang de -o " + ShellQuote(pdf)));
  EXPECT_EQ(r.status, 1) << r.err;
  // Carla's unreadable answer is said on the terminal too.
  EXPECT_NE(r.err.find("Carla Dias: " + c.group + ":36:11"), std::string::npos) << r.err;
  const auto info = RunShell("pdfinfo " + ShellQuote(pdf));
  EXPECT_NE(info.out.find("Pages:           1"), std::string::npos) << info.out;
  const auto text = RunShell("pdftotext -layout " + ShellQuote(pdf) + " -");
  ASSERT_EQ(text.status, 0);
  for (const char* s : {"Klassenübersicht", "Bruno Costa", "Carla Dias *", "ana", "1 von 4",
                        "4 von 4", "Richtige Antworten je Rätsel", "paper5", "3 Schüler"}) {
    EXPECT_NE(text.out.find(s), std::string::npos) << s << " in\n" << text.out;
  }
  for (const char* english : {"Class report", "Student", "Score", "of 4", "right"}) {
    EXPECT_EQ(text.out.find(english), std::string::npos) << english << " in\n" << text.out;
  }
}

TEST(CheckClass, TheReportInAnotherLanguage) {
  const Class c;
  const auto r = RunPapermines(c.Args("--lang pt"));
  EXPECT_EQ(r.status, 1) << r.err;
  const std::vector<std::string> lines = Lines(r.out);
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines[1], "Bruno Costa: 1 de 4; errado: paper5, rev3; sem resposta: oc-impossible");
  EXPECT_EQ(lines.back(), "rev3: 2 de 3 certos");
}

TEST(CheckClass, OneFileWithoutStudentsKeepsTheVerdictLines) {
  const Class c;
  const auto r = RunPapermines("check --lang en " + ShellQuote(kPuzzles) + " " + ShellQuote(c.ana));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(Lines(r.out).front(), "paper5: correct");
  // The same file in German: the verdicts are translated.
  const auto de =
      RunPapermines("check --lang de " + ShellQuote(kPuzzles) + " " +
                    ShellQuote(std::string(PAPERMINES_TEST_DATA) + "/check/answers.mines"));
  EXPECT_EQ(de.status, 1);
  EXPECT_EQ(Lines(de.out)[1], "paper5: falsch (4 falsche Felder: B1, A2, D3, E4)");
  EXPECT_EQ(Lines(de.out).back(), "rev3: ungültig (1 Feld bleibt offen: A1)");
}

TEST(CheckClass, UnknownLanguageListsTheSupportedOnes) {
  const Class c;
  const auto r = RunPapermines(c.Args("--lang xx"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown language 'xx' (supported: en, "), std::string::npos) << r.err;
}

TEST(CheckClass, AMissingAnswersFileIsBadInput) {
  const Class c;
  const auto r = RunPapermines(c.Args(ShellQuote(c.dir.Path("nobody.mines"))));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.err.find("nobody.mines"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace papermines
