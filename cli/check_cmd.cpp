// papermines check PUZZLES ANSWERS...: marks students' answers (solve/answer_check.h marks one
// answer, solve/class_marks.h a class). PUZZLES is read through app::ReadPuzzles
// (app/puzzle_input.h); each ANSWERS file is split into students (`student NAME` lines; none: the
// file is one student named after it) and read in MinesRead::kAnswers mode, so a wrong answer is a
// verdict, not an input error.
//  - One answers file without `student` lines: one line (or JSON object) per answer, in the order
//    of ANSWERS; an answer that does not parse is bad input (exit 2).
//  - Several files, or `student` lines: the class report, per student the score and the puzzles
//    wrong or skipped, per puzzle how many got it right (text, --csv, --json, or a one-page PDF
//    with -o report.pdf); what of a student cannot be read is reported for that student.
// Answers files are read line by line, block by block (solve/class_marks.h), and only verdicts and
// marks are kept. Words are in the --lang language (cli/language.h). Exit 0 when every answer is
// right (correct, valid or optimal) and nothing is skipped, 1 otherwise, 2 on bad input, 3 when
// --time-limit runs out.
#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/substitute.h"
#include "app/json_cell.h"
#include "app/language.h"
#include "app/puzzle_input.h"
#include "app/text.h"
#include "cli/common.h"
#include "cli/draw.h"
#include "cli/language.h"
#include "cli/vocabulary.h"
#include "core/enum_words.h"
#include "core/line_source.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "nlohmann/json.hpp"
#include "papermines_version.h"
#include "render/answer_words.h"
#include "render/class_report.h"
#include "render/document.h"
#include "render/i18n.h"
#include "solve/answer_check.h"
#include "solve/class_marks.h"

namespace papermines::cli {
namespace {

using render::Msg;
using render::Number;
using render::Tr;
using render::TrN;

struct CheckCmdOptions {
  std::string puzzles;
  std::vector<std::string> answers;
  std::string output = "-";
  bool json = false;
  bool csv = false;
  bool labels = false;  // accepted for older scripts: label names are the default
  bool rowcol = false;
  std::string lang;
  std::string title;
};

// The verdict's word in the current language.
std::string VerdictWord(AnswerVerdict v) {
  static constexpr EnumWords<AnswerVerdict::kNotOptimal> kWords{
      {Msg("correct"), Msg("wrong"), Msg("valid"), Msg("invalid"), Msg("incorrect"), Msg("optimal"),
       Msg("valid but not optimal")}};
  return Tr(kWords.Name(v, ""));
}

// The reason of a verdict in the current language (AnswerCheck::reason is its English).
std::string ReasonWords(const AnswerCheck& c, const Topology& topo, CellNaming naming) {
  const int64_t cells = static_cast<int64_t>(c.cells.size());
  const std::string list = render::CellList(topo, c.cells, naming);
  switch (c.why) {
    case AnswerReason::kNone:
      return "";
    case AnswerReason::kWrongCells:
      return absl::Substitute(TrN("$0 wrong cell: $1", "$0 wrong cells: $1", cells), Number(cells),
                              list);
    case AnswerReason::kCluesNotMet:
      return absl::Substitute(TrN("$0 clue not met: $1", "$0 clues not met: $1", cells),
                              Number(cells), list);
    case AnswerReason::kImpossible:
      return absl::Substitute(Tr("impossible: $0"),
                              c.no_board ? render::NoBoardText(*c.no_board) : "");
    case AnswerReason::kBoardExists:
      return Tr("answered impossible, but a board exists");
    case AnswerReason::kMineCount:
      return absl::Substitute(TrN("$0 mine, not $1", "$0 mines, not $1", c.mines), Number(c.mines),
                              Number(c.expected_mines));
    case AnswerReason::kNoClick:
      return Tr("no click cell ('c') marked");
    case AnswerReason::kStillClosed: {
      std::string s = absl::Substitute(
          TrN("the click at $0 opens $1 of the $2 safe cell; still closed: $3",
              "the click at $0 opens $1 of the $2 safe cells; still closed: $3", c.safe),
          CellName(topo, c.click, naming), Number(c.opened), Number(c.safe), list);
      if (c.no_board) {
        absl::StrAppend(
            &s, absl::Substitute(Tr("; no board exists: $0"), render::NoBoardText(*c.no_board)));
      }
      return s;
    }
    case AnswerReason::kOneClickClears:
      return absl::Substitute(
          TrN("$0 mine, click at $1, one click opens every safe cell",
              "$0 mines, click at $1, one click opens every safe cell", c.mines),
          Number(c.mines), CellName(topo, c.click, naming));
    case AnswerReason::kLeftOpen:
      return absl::Substitute(TrN("$0 cell left open: $1", "$0 cells left open: $1", cells),
                              Number(cells), list);
    case AnswerReason::kClicks:
      return absl::Substitute(TrN("$0 click", "$0 clicks", c.clicks), Number(c.clicks));
    case AnswerReason::kOverMinimum:
      return absl::Substitute(TrN("$0 click, minimum $1", "$0 clicks, minimum $1", c.clicks),
                              Number(c.clicks), Number(c.minimum));
  }
  return c.reason;
}

// "<label>: <verdict> (<why>)" in the current language.
std::string VerdictLine(const AnswerCheck& c, const Topology& topo, const std::string& label,
                        CellNaming naming) {
  std::string line = absl::StrCat(label, ": ", VerdictWord(c.verdict));
  const std::string why = ReasonWords(c, topo, naming);
  if (!why.empty()) absl::StrAppend(&line, " (", why, ")");
  return line;
}

// One verdict of `check --json` (docs/FORMAT.md, "Verdicts"): data, in English tokens.
nlohmann::json VerdictJson(const AnswerCheck& c, const Puzzle& target, const std::string& label,
                           bool labels) {
  const Topology& topo = *target.topology;
  nlohmann::json j;
  j["id"] = label;
  j["kind"] = PuzzleKindName(target.kind);
  j["verdict"] = AnswerVerdictToken(c.verdict);
  j["right"] = c.right;
  j["reason"] = c.reason;
  nlohmann::json cells = nlohmann::json::array();
  for (int32_t cell : c.cells) cells.push_back(app::CellJson(topo, cell));
  j["cells"] = cells;
  if (labels) {
    nlohmann::json names = nlohmann::json::array();
    for (int32_t cell : c.cells) names.push_back(CellName(topo, cell, CellNaming::kLabel));
    j["cell_names"] = names;
  }
  if (c.mines >= 0) j["mines"] = c.mines;
  if (c.click >= 0) j["click"] = app::CellJson(topo, c.click);
  if (c.clicks >= 0) j["clicks"] = c.clicks;
  if (c.minimum >= 0) j["minimum"] = c.minimum;
  return j;
}

// One answer's verdict, the puzzle it is for, and its name in the report.
struct Marked {
  AnswerCheck check;
  size_t target;
  std::string label;
};

// The verdicts of one answers file, a line each (or --json's document), to -o; exit 1 when one is
// wrong.
int WriteVerdicts(const CheckCmdOptions& o, const std::vector<Puzzle>& puzzles,
                  const std::vector<Marked>& marked, CellNaming naming) {
  AtomicOutput out;
  if (absl::Status s = out.Open(CommandFiles(), o.output); !s.ok()) return ReportError(s);
  bool all_right = true;
  int right = 0;
  nlohmann::json list = nlohmann::json::array();
  for (const Marked& m : marked) {
    const AnswerCheck& c = m.check;
    all_right &= c.right;
    right += c.right;
    if (o.json) {
      list.push_back(VerdictJson(c, puzzles[m.target], m.label, !o.rowcol));
    } else {
      out.Write(VerdictLine(c, *puzzles[m.target].topology, m.label, naming) + "\n");
    }
  }
  if (o.json) {
    out.Write(nlohmann::json{{"answers", list},
                             {"right", right},
                             {"total", static_cast<int64_t>(marked.size())}}
                  .dump(2) +
              "\n");
  }
  if (absl::Status s = out.Commit(); !s.ok()) return ReportError(s);
  return all_right ? 0 : 1;
}

// One answers file marked answer by answer (no `student` lines), read block by block from
// `lines`: only the verdicts are kept, never the answers.
int RunSingle(const CheckCmdOptions& o, const std::vector<Puzzle>& puzzles, LineSource& lines) {
  const std::string pname = app::InputName(o.puzzles);
  const std::string aname = app::InputName(o.answers.front());
  std::map<std::string, size_t> by_id;
  absl::Status puzzles_apart;  // two puzzles with one id
  for (size_t i = 0; i < puzzles.size() && puzzles_apart.ok(); ++i) {
    const std::string& id = puzzles[i].id;
    if (!id.empty() && !by_id.emplace(id, i).second) {
      puzzles_apart = absl::InvalidArgumentError(absl::StrCat(
          pname, ": two puzzles have the id '", id, "': answers cannot tell them apart"));
    }
  }
  // Cells named as the labels printed around every grid ("C4"); --rowcol: the 0-based (r,c) of
  // the .mines format.
  const CellNaming naming = o.rowcol ? CellNaming::kRowCol : CellNaming::kLabel;
  // Mark everything first: a bad answer anywhere is bad input, and nothing is printed then. The
  // first block that does not parse is the error; else the first answer that cannot be marked.
  std::vector<Marked> marked;
  std::string unread;
  absl::Status bad_answer;
  int64_t answers = 0;
  StudentEvents on;
  on.student = [](std::string, int) {};
  on.block = [&](AnswerBlock&& b) {
    if (!b.answer) {
      if (unread.empty()) unread = std::move(b.problem);
      return;
    }
    ++answers;
    if (!unread.empty() || !bad_answer.ok() || !puzzles_apart.ok()) return;  // an error already
    const Puzzle& a = *b.answer;
    const int64_t i = b.number;
    const std::string label = a.Label(static_cast<int>(i));
    size_t target = 0;
    if (!a.id.empty()) {
      auto it = by_id.find(a.id);
      if (it == by_id.end()) {
        bad_answer = absl::InvalidArgumentError(absl::StrCat(
            aname, ": answer ", i, " has the id '", a.id, "', which no puzzle in ", pname, " has"));
        return;
      }
      target = it->second;
    } else if (static_cast<size_t>(i) <= puzzles.size()) {
      target = static_cast<size_t>(i) - 1;
    } else {
      bad_answer =
          absl::InvalidArgumentError(absl::StrCat(aname, ": answer ", i, " has no id and ", pname,
                                                  " has only ", puzzles.size(), " puzzles"));
      return;
    }
    absl::StatusOr<AnswerCheck> c = CheckAnswer(puzzles[target], a, naming);
    if (!c.ok()) {
      bad_answer = absl::InvalidArgumentError(
          absl::StrCat(aname, ": answer ", i, " (", label, "): ", c.status().message()));
      return;
    }
    marked.push_back(
        {*std::move(c), target, a.id.empty() ? puzzles[target].Label(static_cast<int>(i)) : a.id});
  };
  if (absl::StatusOr<bool> read = ReadStudentAnswers(lines, "", on); !read.ok()) {
    return ReportError(read.status());
  }
  if (!unread.empty()) return ReportError(absl::InvalidArgumentError(unread));
  if (answers == 0) {
    return ReportError(
        absl::InvalidArgumentError(absl::StrCat(aname, ": there are no answers in it")));
  }
  if (absl::EndsWithIgnoreCase(o.output, ".pdf") || o.csv) {
    return ReportError(absl::InvalidArgumentError(
        "a PDF or CSV class report needs students: several ANSWERS files, or 'student NAME' "
        "lines in one"));
  }
  if (!puzzles_apart.ok()) return ReportError(puzzles_apart);
  if (!bad_answer.ok()) return ReportError(bad_answer);
  return WriteVerdicts(o, puzzles, marked, naming);
}

// A spreadsheet field: text a spreadsheet shows as it is. A cell that begins with = + - @, a tab
// or a carriage return would be read as a formula (`=HYPERLINK(...)`, `+1+1`): it gets a leading
// apostrophe (OWASP's "CSV injection" advice), then RFC 4180 quoting when it holds a comma, a
// quote or a line break. Every text cell of `check --csv` goes through it.
std::string CsvField(std::string_view s) {
  std::string text;
  if (!s.empty() && std::string_view("=+-@\t\r").find(s.front()) != std::string_view::npos) {
    text = "'";
  }
  text.append(s.data(), s.size());
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string q = "\"";
  for (char ch : text) {
    q += ch;
    if (ch == '"') q += '"';
  }
  return q + "\"";
}

// A student's problems, each made one line of printable text (app/text.h), for a report.
std::vector<std::string> ShownProblems(const StudentMarks& m) {
  std::vector<std::string> out;
  for (const std::string& p : m.problems) out.push_back(app::OneLine(p));
  return out;
}

const char* MarkToken(const PuzzleMark& m) {
  switch (m.state) {
    case PuzzleMark::State::kSkipped:
      return "skipped";
    case PuzzleMark::State::kUnreadable:
      return "unread";
    case PuzzleMark::State::kMarked:
      break;
  }
  return m.check.right ? "right" : "wrong";
}

std::vector<std::string> Labels(const std::vector<Puzzle>& puzzles) {
  std::vector<std::string> labels;
  for (size_t i = 0; i < puzzles.size(); ++i) labels.push_back(puzzles[i].Label(int(i) + 1));
  return labels;
}

// The puzzles of `m` in state `state` (marked: the wrong ones).
std::vector<std::string> PuzzlesIn(const StudentMarks& m, const std::vector<std::string>& labels,
                                   PuzzleMark::State state) {
  std::vector<std::string> out;
  for (size_t j = 0; j < m.marks.size(); ++j) {
    if (m.marks[j].state != state) continue;
    if (state == PuzzleMark::State::kMarked && m.marks[j].check.right) continue;
    out.push_back(labels[j]);
  }
  return out;
}

std::string TextReport(const ClassMarks& marks, const std::vector<std::string>& labels) {
  std::string out;
  const int np = static_cast<int>(labels.size());
  for (const StudentMarks& m : marks.students) {
    std::string line =
        absl::StrCat(m.name, ": ", absl::Substitute(Tr("$0 of $1"), Number(m.right), Number(np)));
    const auto add = [&](const std::string& msg, const std::vector<std::string>& which) {
      if (!which.empty()) {
        absl::StrAppend(&line, "; ", absl::Substitute(msg, absl::StrJoin(which, ", ")));
      }
    };
    add(Tr("wrong: $0"), PuzzlesIn(m, labels, PuzzleMark::State::kMarked));
    add(Tr("skipped: $0"), PuzzlesIn(m, labels, PuzzleMark::State::kSkipped));
    add(Tr("not read: $0"), PuzzlesIn(m, labels, PuzzleMark::State::kUnreadable));
    absl::StrAppend(&out, line, "\n");
    for (const std::string& p : ShownProblems(m)) absl::StrAppend(&out, "  ", p, "\n");
  }
  out += "\n";
  const int n = static_cast<int>(marks.students.size());
  for (int j = 0; j < np; ++j) {
    absl::StrAppend(&out, labels[j], ": ",
                    absl::Substitute(TrN("$0 of $1 right", "$0 of $1 right", n),
                                     Number(marks.right[j]), Number(n)),
                    "\n");
  }
  return out;
}

std::string CsvReport(const ClassMarks& marks, const std::vector<std::string>& labels) {
  std::string out = "student,right,total";
  for (const std::string& l : labels) absl::StrAppend(&out, ",", CsvField(l));
  out += ",problems\n";
  int all_right = 0;
  for (const StudentMarks& m : marks.students) {
    all_right += m.right;
    absl::StrAppend(&out, CsvField(m.name), ",", m.right, ",", labels.size());
    for (const PuzzleMark& pm : m.marks) absl::StrAppend(&out, ",", MarkToken(pm));
    absl::StrAppend(&out, ",", CsvField(absl::StrJoin(ShownProblems(m), "; ")), "\n");
  }
  absl::StrAppend(&out, "right per puzzle,", all_right, ",", marks.students.size() * labels.size());
  for (int r : marks.right) absl::StrAppend(&out, ",", r);
  out += ",\n";
  return out;
}

nlohmann::json JsonReport(const ClassMarks& marks, const std::vector<Puzzle>& puzzles,
                          const std::vector<std::string>& labels, bool cell_labels) {
  nlohmann::json students = nlohmann::json::array();
  for (const StudentMarks& m : marks.students) {
    nlohmann::json answers = nlohmann::json::array();
    for (size_t j = 0; j < m.marks.size(); ++j) {
      if (m.marks[j].state == PuzzleMark::State::kMarked) {
        answers.push_back(VerdictJson(m.marks[j].check, puzzles[j], labels[j], cell_labels));
      }
    }
    students.push_back({{"name", m.name},
                        {"right", m.right},
                        {"total", labels.size()},
                        {"wrong", PuzzlesIn(m, labels, PuzzleMark::State::kMarked)},
                        {"skipped", PuzzlesIn(m, labels, PuzzleMark::State::kSkipped)},
                        {"unread", PuzzlesIn(m, labels, PuzzleMark::State::kUnreadable)},
                        {"problems", ShownProblems(m)},
                        {"answers", answers}});
  }
  nlohmann::json per_puzzle = nlohmann::json::array();
  for (size_t j = 0; j < labels.size(); ++j) {
    per_puzzle.push_back({{"id", labels[j]}, {"right", marks.right[j]}});
  }
  return {{"students", students}, {"puzzles", per_puzzle}};
}

absl::StatusOr<std::string> PdfReport(const CheckCmdOptions& o, const ClassMarks& marks,
                                      const std::vector<std::string>& labels) {
  render::ClassReport r;
  r.title = o.title;
  r.puzzles = labels;
  r.right = marks.right;
  r.lang = o.lang;
  r.catalogue_dirs = ProgramEnvironment().catalogue_dirs;
  r.creator = "papermines " PAPERMINES_VERSION;
  if (const char* e = std::getenv("SOURCE_DATE_EPOCH"); e != nullptr && *e != '\0') {
    int64_t epoch = 0;
    if (!absl::SimpleAtoi(e, &epoch) || epoch < 0 || epoch > int64_t{253402300799}) {
      return absl::InvalidArgumentError(
          absl::StrCat("SOURCE_DATE_EPOCH must be a number of seconds, got '", e, "'"));
    }
    r.source_date_epoch = epoch;
  }
  for (const StudentMarks& m : marks.students) {
    render::ClassReport::Student s{m.name, {}, m.right, !m.problems.empty()};
    for (const PuzzleMark& pm : m.marks) {
      s.marks.push_back(pm.state == PuzzleMark::State::kSkipped ? render::ClassMark::kSkipped
                        : pm.state == PuzzleMark::State::kUnreadable
                            ? render::ClassMark::kUnreadable
                        : pm.check.right ? render::ClassMark::kRight
                                         : render::ClassMark::kWrong);
    }
    r.students.push_back(std::move(s));
  }
  return render::RenderClassReport(r);
}

int RunClass(const CheckCmdOptions& o, const std::vector<Puzzle>& puzzles,
             const ClassMarks& marks) {
  const std::vector<std::string> labels = Labels(puzzles);
  const bool pdf = absl::EndsWithIgnoreCase(o.output, ".pdf");
  AtomicOutput out;
  if (absl::Status s = out.Open(CommandFiles(), o.output); !s.ok()) return ReportError(s);
  if (pdf) {
    absl::StatusOr<std::string> bytes = PdfReport(o, marks, labels);
    if (!bytes.ok()) return ReportError(bytes.status());
    out.Write(*bytes);
    // The PDF shows who had problems; what they were goes to the terminal.
    for (const StudentMarks& m : marks.students) {
      for (const std::string& p : m.problems) {
        std::cerr << "papermines: warning: " << app::OneLine(m.name + ": " + p) << "\n";
      }
    }
  } else if (o.json) {
    // Every text in it is UTF-8 (names and problems shown escaped); a byte that is not would
    // be shown as U+FFFD rather than fail the whole class's report.
    out.Write(JsonReport(marks, puzzles, labels, !o.rowcol)
                  .dump(2, ' ', false, nlohmann::json::error_handler_t::replace) +
              "\n");
  } else if (o.csv) {
    out.Write(CsvReport(marks, labels));
  } else {
    out.Write(TextReport(marks, labels));
  }
  if (absl::Status s = out.Commit(); !s.ok()) return ReportError(s);
  bool all = true;
  for (const StudentMarks& m : marks.students) {
    all &= m.right == static_cast<int>(puzzles.size()) && m.problems.empty();
  }
  return all ? 0 : 1;
}

// The student a file is when it names none: its name without folder and extension.
std::string StudentOfFile(const std::string& path) {
  if (path == "-") return "stdin";
  const std::filesystem::path p(path);
  const std::string stem = p.stem().string();
  return stem.empty() ? path : stem;
}

// One file named twice among ANSWERS (by its path, or another name of it: a link) would mark its
// students twice, a class of one reported as two: refused.
absl::Status NoFileTwice(const std::vector<std::string>& answers) {
  struct Named {
    const std::string* path;
    bool file;  // st is the file's (stdin is refused twice by CommandFiles())
    struct stat st;
  };
  std::vector<Named> seen;
  for (const std::string& path : answers) {
    Named n{&path, false, {}};
    n.file = path != "-" && stat(path.c_str(), &n.st) == 0;
    for (const Named& e : seen) {
      const bool same_name = path != "-" && *e.path == path;
      if (same_name ||
          (n.file && e.file && e.st.st_dev == n.st.st_dev && e.st.st_ino == n.st.st_ino)) {
        return absl::InvalidArgumentError(
            absl::StrCat("ANSWERS names ", *e.path, " twice",
                         same_name ? "" : absl::StrCat(" (also as ", path, ")"),
                         ": its students would be marked twice; name each answers file once"));
      }
    }
    seen.push_back(n);
  }
  return absl::OkStatus();
}

int RunCheck(const CheckCmdOptions& o) {
  for (const std::string& a : o.answers) {
    if (o.puzzles == "-" && a == "-") {
      return ReportError(
          absl::InvalidArgumentError("PUZZLES and ANSWERS cannot both be standard input ('-')"));
    }
  }
  if (o.json && o.csv)
    return ReportError(absl::InvalidArgumentError("--json and --csv exclude each other"));
  // One report, in one format: the output's name may ask for the drawn summary (.pdf), which
  // --json and --csv contradict; a drawing check cannot make (.svg, .png, .html) is refused as
  // render refuses a name it cannot write, rather than filled with text.
  if (o.output != "-") {
    const std::optional<render::Format> drawn = render::FormatForPath(o.output);
    if (drawn && *drawn != render::Format::kPdf) {
      return ReportError(absl::InvalidArgumentError(absl::StrCat(
          "cannot write the report to ", o.output,
          ": check writes text, --json, --csv, or a PDF class summary (-o NAME.pdf)")));
    }
    if (drawn && (o.json || o.csv)) {
      return ReportError(absl::InvalidArgumentError(absl::StrCat(
          "-o ", o.output, " draws the class summary as a PDF, and ", o.json ? "--json" : "--csv",
          " asks for ", o.json ? "JSON" : "CSV", ": choose one (e.g. -o report.",
          o.json ? "json --json" : "csv --csv", ")")));
    }
  }
  if (absl::EndsWithIgnoreCase(o.output, ".pdf")) {
    // The class summary is drawn: fonts, Pango and Cairo first (cli/draw.h), so their failure
    // near a memory limit is the one out-of-memory error, not a crash after the marking.
    if (absl::Status s = PrepareDrawing(std::string(render::kFont.value)); !s.ok()) {
      return ReportError(s);
    }
  }
  absl::StatusOr<std::string> lang = app::ResolveLanguage(o.lang, ProgramEnvironment());
  if (!lang.ok()) return ReportError(lang.status());
  absl::StatusOr<render::LanguageScope> scope =
      render::LanguageScope::Enter(*lang, ProgramEnvironment().catalogue_dirs);
  if (!scope.ok()) return ReportError(scope.status());
  CheckCmdOptions opts = o;
  opts.lang = *lang;
  absl::StatusOr<std::vector<Puzzle>> puzzles = app::ReadPuzzles(CommandFiles(), o.puzzles);
  if (!puzzles.ok()) return ReportError(puzzles.status());
  if (absl::Status s = NoFileTwice(o.answers); !s.ok()) return ReportError(s);
  // Each answers file is read line by line (core/line_source.h), block by block.
  std::unique_ptr<LineSource> first;
  if (o.answers.size() == 1) {
    // One file: a first pass finds whether it names students (a class) or not (its answers
    // marked one by one); a second one marks.
    absl::StatusOr<std::unique_ptr<LineSource>> opened =
        LineSource::Open(CommandFiles(), o.answers.front());
    if (!opened.ok()) return ReportError(opened.status());
    first = *std::move(opened);
    StudentEvents find;
    find.student = [](std::string, int) {};
    find.block = [](AnswerBlock&&) {};
    absl::StatusOr<bool> named = ReadStudentAnswers(*first, "", find, /*parse=*/false);
    if (!named.ok()) return ReportError(named.status());
    if (absl::Status s = first->Rewind(); !s.ok()) return ReportError(s);
    if (!*named) return RunSingle(opts, *puzzles, *first);
  }
  absl::StatusOr<ClassMarker> marker =
      ClassMarker::Make(*puzzles, o.rowcol ? CellNaming::kRowCol : CellNaming::kLabel);
  if (!marker.ok()) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat(app::InputName(o.puzzles), ": ", marker.status().message())));
  }
  for (const std::string& path : o.answers) {
    std::unique_ptr<LineSource> lines = std::move(first);
    if (lines == nullptr) {
      absl::StatusOr<std::unique_ptr<LineSource>> opened = LineSource::Open(CommandFiles(), path);
      if (!opened.ok()) return ReportError(opened.status());
      lines = *std::move(opened);
    }
    const std::string source = app::InputName(path);
    StudentEvents on;
    on.student = [&](std::string name, int line) { marker->Student(name, source, line); };
    on.block = [&](AnswerBlock&& b) { marker->Block(std::move(b)); };
    absl::StatusOr<bool> read = ReadStudentAnswers(*lines, StudentOfFile(path), on);
    if (!read.ok()) return ReportError(read.status());
  }
  return RunClass(opts, *puzzles, marker->Finish());
}

}  // namespace

Command SetupCheck(CLI::App& app) {
  auto opts = std::make_shared<CheckCmdOptions>();
  CLI::App* sub = app.add_subcommand(
      "check",
      "Marks students' answers. PUZZLES is the .mines collection the sheet was made from; "
      "ANSWERS .mines collections whose puzzles carry the same ids and the student's answer: "
      "paper a 'solution' ('*' mine, '-' or the clue safe; no 'clues' needed), oneclick a "
      "'solution' board ('*', '.', one 'c') or the line 'impossible', reverse a 'clicks' list. "
      "One ANSWERS file: one line per answer, in its order: '<id>: <verdict> (<why>)'; verdicts: "
      "paper correct|wrong (the wrong cells), oneclick valid|invalid (why) or, for 'impossible', "
      "correct|incorrect, reverse optimal|valid but not optimal (k clicks, minimum m)|invalid "
      "(the cells left open).\n"
      "A class: several ANSWERS files (one per student, named after the file) or 'student NAME' "
      "lines starting each student's answers: per student the score ('5 of 6') and the puzzles "
      "wrong, skipped (no answer) or not read (with where), then per puzzle how many got it "
      "right; --csv for a spreadsheet, -o report.pdf for a one-page class summary.\n"
      "Exit status: 0 every answer right (correct, valid, optimal) and none skipped, 1 otherwise, "
      "2 bad input (unreadable files, one ANSWERS file named twice; with one ANSWERS file also an "
      "answer that does not parse, an id no puzzle has, an answer to another kind or grid), 3 "
      "--time-limit ran out.");
  sub->add_option("PUZZLES", opts->puzzles, ".mines file with the puzzles ('-' = stdin)")
      ->required();
  sub->add_option("ANSWERS", opts->answers,
                  ".mines files with the answers ('-' = stdin), one per student or with "
                  "'student NAME' lines")
      ->required();
  sub->add_flag("--json", opts->json,
                "print one JSON object {\"answers\": [{\"id\", \"kind\", \"verdict\", \"right\", "
                "\"reason\", \"cells\", ...}], \"right\", \"total\"}; for a class {\"students\": "
                "[{\"name\", \"right\", \"total\", \"wrong\", \"skipped\", \"unread\", "
                "\"problems\", \"answers\"}], \"puzzles\": [{\"id\", \"right\"}]}");
  sub->add_flag("--csv", opts->csv,
                "a class report as CSV: student,right,total, one column per puzzle "
                "(right|wrong|skipped|unread), problems; a last row 'right per puzzle'; a cell "
                "that begins with = + - @ gets a leading apostrophe (text, not a formula)");
  sub->add_flag("--labels", opts->labels,
                "name cells by the printed labels (column letters, row numbers from 1: \"C4\"), "
                "as sheets draw them: the default (with --json a \"cell_names\" list beside the "
                "\"cells\" numbers)");
  sub->add_flag("--rowcol", opts->rowcol,
                "name cells as the .mines format counts them, 0-based (r,c), instead of the "
                "printed labels")
      ->excludes("--labels");
  sub->add_option("--title", opts->title,
                  "the class summary's title (-o report.pdf; default 'Class report')")
      ->check(PlainText());
  AddLangFlag(*sub, opts->lang);
  AddOutput(*sub, opts->output);
  return WithRunTimeLimit(Command{sub, [opts] { return RunCheck(*opts); }});
}

}  // namespace papermines::cli
