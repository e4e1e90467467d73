// `papermines check PUZZLES ANSWERS...` marking a class, through the binary, on the puzzles of
// tests/data/check: answers files of one student each (named after the file) and a file of
// several (`student NAME` lines), a skipped puzzle, an answer block that does not parse (reported
// for its student, located, the rest still marked), the text report, --csv, --json, the one-page
// PDF summary, and the report's words in another language. Expected scores are worked out from the
// answers written here (the comments say which are right), not taken from the program.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "nlohmann/json.hpp"
#include "tests/run_binary.h"
#include "tests/sweep.h"

namespace papermines {
namespace {

using testing_util::Lines;
using testing_util::ReadWholeFile;
using testing_util::RunBinary;
using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::RunSpec;
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

// ---- Hostile names and cells, a student twice, numbering, size (issue 35, "Marking a class") ----

// A class file of the given students, each with every answer right.
std::string RightStudents(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) {
    text += "student " + n + "\n" + kPaperRight + kOneClickRight + kImpossibleRight + kReverseRight;
  }
  return text;
}

TEST(CheckClass, CsvCellsThatLookLikeFormulasStayText) {
  ScratchDir dir;
  // A puzzle id and student names a spreadsheet would run as formulas; one file named so that its
  // problem message (a stray line) begins with '='.
  const std::string puzzles = dir.Path("p.mines");
  std::string text = ReadWholeFile(kPuzzles);
  const size_t at = text.find("id paper5");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, 9, "id -1+2");
  WriteWholeFile(puzzles, text);
  const std::string group = dir.Path("group.mines");
  WriteWholeFile(
      group, RightStudents({"=HYPERLINK(\"http://x\",\"y\")", "+1+1", "@SUM(A1)", "Ana, Maria"}));
  WriteWholeFile(dir.Path("=1+1.mines"), "stray\n");
  RunSpec spec;
  spec.dir = dir.Path("");  // the file named by a relative name: its problem begins with '='
  const auto r = RunBinary("check --csv p.mines group.mines =1+1.mines", spec);
  EXPECT_EQ(r.status, 1) << r.err;
  const std::vector<std::string> lines = Lines(r.out);
  ASSERT_EQ(lines.size(), 7u) << r.out;
  EXPECT_EQ(lines[0], "student,right,total,'-1+2,oc-possible,oc-impossible,rev3,problems");
  // The paper answers name paper5, whose place -1+2 took: no puzzle has that id (a problem).
  EXPECT_EQ(lines[1].rfind("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",3,4,skipped,", 0), 0u)
      << lines[1];
  EXPECT_EQ(lines[2].rfind("'+1+1,3,4,skipped,", 0), 0u) << lines[2];
  EXPECT_EQ(lines[3].rfind("'@SUM(A1),3,4,skipped,", 0), 0u) << lines[3];
  EXPECT_EQ(lines[4].rfind("\"Ana, Maria\",3,4,skipped,", 0), 0u) << lines[4];
  // The file's own student is named after it; its problem begins with the file's name (and is
  // quoted too: it holds a comma).
  EXPECT_EQ(lines[5],
            "'=1+1,0,4,skipped,skipped,skipped,skipped,\"'=1+1.mines:1:1: expected 'puzzle', got "
            "'stray'\"");
  EXPECT_EQ(lines[6], "right per puzzle,12,20,0,4,4,4,");
}

TEST(CheckClass, BadNamesAreTheirStudentsProblemShownEscaped) {
  ScratchDir dir;
  // Bytes that are not UTF-8, an escape sequence, a right-to-left override, a C1 control.
  const std::string group = dir.Path("group.mines");
  WriteWholeFile(group, RightStudents({"\xff\xfe"
                                       "Bad",
                                       "Red\x1b[31mText",
                                       "\xe2\x80\xae"
                                       "evil",
                                       "C1\xc2\x9bX", "Good Name"}));
  // A file whose name holds a newline: its student is named after it.
  const std::string newline = dir.Path("new\nline.mines");
  WriteWholeFile(newline,
                 std::string(kPaperRight) + kOneClickRight + kImpossibleRight + kReverseRight);
  const std::string args =
      ShellQuote(kPuzzles) + " " + ShellQuote(group) + " " + ShellQuote(newline);
  const auto json = RunPapermines("check --json " + args);
  EXPECT_EQ(json.status, 1) << json.err;  // reported problems, not bad input
  EXPECT_EQ(json.err, "");
  const nlohmann::json j = nlohmann::json::parse(json.out);
  ASSERT_EQ(j["students"].size(), 6u);
  const std::vector<std::string> shown = {"\\xff\\xfeBad",       "Red\\x1b[31mText",
                                          "\\xe2\\x80\\xaeevil", "C1\\xc2\\x9bX",
                                          "Good Name",           "new\\x0aline"};
  for (size_t i = 0; i < shown.size(); ++i) {
    const nlohmann::json& s = j["students"][i];
    EXPECT_EQ(s["name"], shown[i]);
    EXPECT_EQ(s["right"], 4) << s.dump();  // the answers are marked all the same
    if (shown[i] == "Good Name") {
      EXPECT_TRUE(s["problems"].empty()) << s.dump();
    } else {
      ASSERT_EQ(s["problems"].size(), 1u) << s.dump();
      EXPECT_NE(s["problems"][0].get<std::string>().find("is not plain text"), std::string::npos);
    }
  }
  EXPECT_NE(j["students"][0]["problems"][0].get<std::string>().find(group + ":1: "),
            std::string::npos);

  // The text report: one line per student and per problem, no control byte, no override.
  const auto text = RunPapermines("check --lang en " + args);
  EXPECT_EQ(text.status, 1) << text.err;
  for (unsigned char ch : text.out) {
    EXPECT_TRUE(ch == '\n' || (ch >= 0x20 && ch != 0x7f)) << int(ch);
  }
  EXPECT_EQ(text.out.find("\xe2\x80\xae"), std::string::npos);
  EXPECT_EQ(text.out.find("\xc2\x9b"), std::string::npos);
  const std::vector<std::string> lines = Lines(text.out);
  ASSERT_GE(lines.size(), 12u) << text.out;
  EXPECT_EQ(lines[9], "new\\x0aline: 4 of 4") << text.out;

  // The PDF: the names escaped, no warning of Pango's, only ours (one line each).
  const std::string pdf = dir.Path("report.pdf");
  const auto drawn = RunPapermines("check --lang en -o " + ShellQuote(pdf) + " " + args);
  EXPECT_EQ(drawn.status, 1) << drawn.err;
  EXPECT_EQ(drawn.err.find("Pango"), std::string::npos) << drawn.err;
  for (const std::string& line : Lines(drawn.err)) {
    EXPECT_EQ(line.rfind("papermines: warning: ", 0), 0u) << line;
  }
  const auto pdftext = RunShell("pdftotext -layout " + ShellQuote(pdf) + " -");
  ASSERT_EQ(pdftext.status, 0);
  EXPECT_EQ(pdftext.out.find("\xe2\x80\xae"), std::string::npos);
  EXPECT_NE(pdftext.out.find("\\xe2\\x80\\xaeevil"), std::string::npos) << pdftext.out;
}

TEST(CheckClass, OneFileNamedTwiceIsRefused) {
  const Class c;
  const auto twice = RunPapermines("check " + ShellQuote(kPuzzles) + " " + ShellQuote(c.ana) + " " +
                                   ShellQuote(c.group) + " " + ShellQuote(c.ana));
  EXPECT_EQ(twice.status, 2) << twice.out;
  EXPECT_EQ(twice.out, "");
  EXPECT_NE(twice.err.find("ANSWERS names " + c.ana + " twice"), std::string::npos) << twice.err;
  // Another name of the same file (a hard link) is the same file.
  const std::string link = c.dir.Path("link.mines");
  ASSERT_EQ(::link(c.ana.c_str(), link.c_str()), 0);
  const auto linked = RunPapermines("check " + ShellQuote(kPuzzles) + " " + ShellQuote(c.ana) +
                                    " " + ShellQuote(link));
  EXPECT_EQ(linked.status, 2) << linked.out;
  EXPECT_NE(linked.err.find("(also as " + link + ")"), std::string::npos) << linked.err;
}

TEST(CheckClass, TwoStudentsOfOneNameAreReportedForBoth) {
  ScratchDir dir;
  const std::string group = dir.Path("group.mines");
  WriteWholeFile(group, RightStudents({"Ana", "Bruno", "Ana"}));
  const auto r = RunPapermines("check --lang en " + ShellQuote(kPuzzles) + " " + ShellQuote(group));
  EXPECT_EQ(r.status, 1) << r.err;  // every answer right, but something to look at
  const std::vector<std::string> lines = Lines(r.out);
  ASSERT_GE(lines.size(), 5u) << r.out;
  const std::string problem = "2 students are named 'Ana' (" + group + ":1, " + group + ":65)";
  EXPECT_EQ(lines[0], "Ana: 4 of 4");
  EXPECT_NE(lines[1].find(group + ":1: " + problem), std::string::npos) << r.out;
  EXPECT_EQ(lines[2], "Bruno: 4 of 4");
  EXPECT_EQ(lines[3], "Ana: 4 of 4");
  EXPECT_NE(lines[4].find(group + ":65: " + problem), std::string::npos) << r.out;
}

TEST(CheckClass, EveryBlockCountsInTheNumbering) {
  ScratchDir dir;
  const std::string group = dir.Path("group.mines");
  // Block 1 does not parse (a row of 6 cells); block 2 has an id no puzzle has; block 3 has no id
  // and so answers the third puzzle, oc-impossible (rightly); block 4 answers rev3.
  WriteWholeFile(group,
                 "student Dora\n"
                 "puzzle paper\ntopology square 5 5\nid paper5\nsolution\n"
                 "1 * 2 * 1 1\n- 1 - 1 -\n1 - 1 - 1\n* 2 * 2 *\n1 - 1 - 1\nend\n"
                 "puzzle reverse\ntopology square 3 3\nid nope\nclicks 1\n0 0\nend\n"
                 "puzzle oneclick\ntopology square 3 3\nimpossible\nend\n" +
                     std::string(kReverseRight));
  const auto r = RunPapermines("check --lang en " + ShellQuote(kPuzzles) + " " + ShellQuote(group));
  EXPECT_EQ(r.status, 1) << r.err;
  const std::vector<std::string> lines = Lines(r.out);
  ASSERT_GE(lines.size(), 3u) << r.out;
  EXPECT_EQ(lines[0], "Dora: 2 of 4; skipped: oc-possible; not read: paper5");
  EXPECT_EQ(lines[1], "  " + group + ": answer 2 has the id 'nope', which no puzzle has");
  EXPECT_EQ(lines[2], "  " + group + ":6:11: expected a row of 5 cells, got 6 cells");
}

TEST(CheckClass, ABlockWithoutEndIsReportedAtTheEndOfTheFile) {
  ScratchDir dir;
  const std::string group = dir.Path("group.mines");
  WriteWholeFile(group, "student Eva\npuzzle reverse\ntopology square 3 3\nid rev3\n");
  const auto r = RunPapermines("check --lang en " + ShellQuote(kPuzzles) + " " + ShellQuote(group));
  const std::vector<std::string> lines = Lines(r.out);
  ASSERT_GE(lines.size(), 2u) << r.out;
  EXPECT_EQ(lines[0], "Eva: 0 of 4; skipped: paper5, oc-possible, oc-impossible; not read: rev3");
  EXPECT_EQ(lines[1], "  " + group + ":5:1: expected 'end', got end of file");  // 4 lines
}

TEST(CheckClass, BlankLinesCostNoMemory) {
  ScratchDir dir;
  // 20 MB of blank lines, beside and inside an answer block left open, under a 150 MB address
  // space: the reader keeps no view of a line it has passed. Under the sanitizers, which take no
  // address-space limit, 2 MB: the same lines through the same reader (tests/sweep.h).
  const int blank_lines = testing_util::Sweep(20'000'000, 2'000'000);
  const std::string blank(blank_lines, '\n');
  const std::string beside = dir.Path("beside.mines");
  WriteWholeFile(beside, blank);
  const std::string inside = dir.Path("inside.mines");
  WriteWholeFile(inside, "student Ana\npuzzle paper\n" + blank);
  RunSpec spec;
  if (!testing_util::kAddressSanitizer) spec.address_space_kib = 150'000;
  const Class c;
  const auto r = RunBinary("check --lang en " + ShellQuote(kPuzzles) + " " + ShellQuote(c.ana) +
                               " " + ShellQuote(beside) + " " + ShellQuote(inside),
                           spec);
  EXPECT_EQ(r.status, 1) << r.err;
  const std::vector<std::string> lines = Lines(r.out);
  ASSERT_GE(lines.size(), 4u) << r.err;
  EXPECT_EQ(lines[0], "ana: 4 of 4");
  EXPECT_EQ(lines[1], "beside: 0 of 4; skipped: paper5, oc-possible, oc-impossible, rev3");
  EXPECT_EQ(lines[3], "  " + inside + ":" + std::to_string(blank_lines + 3) +
                          ":1: expected 'end', got end of file");
}

TEST(CheckClass, ALargeClassIsMarkedWithinTheRunTimeLimit) {
  ScratchDir dir;
  // 16 000 answers (4 000 students, 1.4 MB): marked block by block, well within 60 s (re-reading
  // every earlier line for each block took 20-30 s on a quiet machine).
  std::vector<std::string> names;
  for (int i = 1; i <= 4000; ++i) names.push_back("Student " + std::to_string(i));
  const std::string group = dir.Path("group.mines");
  WriteWholeFile(group, RightStudents(names));
  const std::string args = ShellQuote(kPuzzles) + " " + ShellQuote(group);
  const auto r = RunBinary("check --csv --time-limit 60 " + args);
  EXPECT_EQ(r.status, 0) << r.err;
  const std::vector<std::string> lines = Lines(r.out);
  ASSERT_EQ(lines.size(), 4002u);
  EXPECT_EQ(lines.back(), "right per puzzle,16000,16000,4000,4000,4000,4000,");
  // The limit is the run-wide one of every long command: it stops the run, nothing written.
  const std::string big = dir.Path("big.mines");
  WriteWholeFile(big, std::string(50'000'000, '\n'));
  const std::string out = dir.Path("report.csv");
  const auto stopped =
      RunBinary("check --csv --time-limit 0.01 -o " + ShellQuote(out) + " " + ShellQuote(kPuzzles) +
                " " + ShellQuote(group) + " " + ShellQuote(big));
  EXPECT_EQ(stopped.status, 3) << stopped.err;
  EXPECT_EQ(stopped.err,
            "papermines: error: time limit of 0.01 s reached before check finished; nothing "
            "written\n");
  EXPECT_FALSE(std::filesystem::exists(out));
  EXPECT_EQ(RunPapermines("check --time-limit -1 " + args).status, 2);
}

}  // namespace
}  // namespace papermines
