// A check request's one floor (check.h).
#include "app/check.h"

#include <sys/stat.h>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/substitute.h"
#include "app/json_cell.h"
#include "app/language.h"
#include "app/puzzle_input.h"
#include "app/text.h"
#include "core/cell_name.h"
#include "core/enum_words.h"
#include "core/line_source.h"
#include "core/mines_io.h"
#include "nlohmann/json.hpp"
#include "papermines_version.h"
#include "render/answer_words.h"
#include "render/class_report.h"
#include "render/i18n.h"
#include "solve/answer_check.h"
#include "solve/class_marks.h"

namespace papermines::app {
namespace {

CheckOutcome Failed(absl::Status s, std::vector<std::string> warnings = {}) {
  CheckOutcome o;
  o.status = std::move(s);
  o.warnings = std::move(warnings);
  return o;
}

CheckOutcome Done(bool all_right, std::vector<std::string> warnings = {}) {
  CheckOutcome o;
  o.all_right = all_right;
  o.warnings = std::move(warnings);
  return o;
}

using render::Msg;
using render::Number;
using render::Tr;
using render::TrN;

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
  for (int32_t cell : c.cells) cells.push_back(CellJson(topo, cell));
  j["cells"] = cells;
  if (labels) {
    nlohmann::json names = nlohmann::json::array();
    for (int32_t cell : c.cells) names.push_back(CellName(topo, cell, CellNaming::kLabel));
    j["cell_names"] = names;
  }
  if (c.mines >= 0) j["mines"] = c.mines;
  if (c.click >= 0) j["click"] = CellJson(topo, c.click);
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
CheckOutcome WriteVerdicts(RunFiles& files, const CheckRequest& o,
                           const std::vector<Puzzle>& puzzles, const std::vector<Marked>& marked,
                           CellNaming naming) {
  AtomicOutput out;
  if (absl::Status s = out.Open(files, o.output); !s.ok()) return Failed(s);
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
  if (absl::Status s = out.Commit(); !s.ok()) return Failed(s);
  return Done(all_right);
}

// One answers file marked answer by answer (no `student` lines), read block by block from
// `lines`: only the verdicts are kept, never the answers.
CheckOutcome RunSingle(RunFiles& files, const CheckRequest& o, const std::vector<Puzzle>& puzzles,
                       LineSource& lines) {
  const std::string pname = InputName(o.puzzles);
  const std::string aname = InputName(o.answers.front());
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
    return Failed(read.status());
  }
  if (!unread.empty()) return Failed(absl::InvalidArgumentError(unread));
  if (answers == 0) {
    return Failed(absl::InvalidArgumentError(absl::StrCat(aname, ": there are no answers in it")));
  }
  if (absl::EndsWithIgnoreCase(o.output, ".pdf") || o.csv) {
    return Failed(absl::InvalidArgumentError(
        "a PDF or CSV class report needs students: several ANSWERS files, or 'student NAME' "
        "lines in one"));
  }
  if (!puzzles_apart.ok()) return Failed(puzzles_apart);
  if (!bad_answer.ok()) return Failed(bad_answer);
  return WriteVerdicts(files, o, puzzles, marked, naming);
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
  for (const std::string& p : m.problems) out.push_back(OneLine(p));
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

absl::StatusOr<std::string> PdfReport(const CheckRequest& o, const Environment& env,
                                      const ClassMarks& marks,
                                      const std::vector<std::string>& labels) {
  render::ClassReport r;
  r.title = o.title;
  r.puzzles = labels;
  r.right = marks.right;
  r.lang = o.lang;
  r.catalogue_dirs = env.catalogue_dirs;
  r.creator = "papermines " PAPERMINES_VERSION;
  absl::StatusOr<std::optional<int64_t>> fixed = FixedTime(env);
  if (!fixed.ok()) return fixed.status();
  r.source_date_epoch = *fixed;
  r.temp_dir = env.temp_dir;
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

CheckOutcome RunClass(RunFiles& files, const CheckRequest& o, const std::vector<Puzzle>& puzzles,
                      const ClassMarks& marks, const Environment& env) {
  const std::vector<std::string> labels = Labels(puzzles);
  std::vector<std::string> warnings;
  const bool pdf = absl::EndsWithIgnoreCase(o.output, ".pdf");
  AtomicOutput out;
  if (absl::Status s = out.Open(files, o.output); !s.ok()) return Failed(s);
  if (pdf) {
    absl::StatusOr<std::string> bytes = PdfReport(o, env, marks, labels);
    if (!bytes.ok()) return Failed(bytes.status());
    out.Write(*bytes);
    // The PDF shows who had problems; what they were goes to the terminal.
    for (const StudentMarks& m : marks.students) {
      for (const std::string& p : m.problems) {
        warnings.push_back(OneLine(m.name + ": " + p));
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
  if (absl::Status s = out.Commit(); !s.ok()) return Failed(s, std::move(warnings));
  bool all = true;
  for (const StudentMarks& m : marks.students) {
    all &= m.right == static_cast<int>(puzzles.size()) && m.problems.empty();
  }
  return Done(all, std::move(warnings));
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
    bool file;  // st is the file's (stdin is refused twice by files)
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

}  // namespace

CheckOutcome Check(RunFiles& files, const CheckRequest& o, const Environment& env) {
  absl::StatusOr<std::string> lang = ResolveLanguage(o.lang, env);
  if (!lang.ok()) return Failed(lang.status());
  absl::StatusOr<render::LanguageScope> scope =
      render::LanguageScope::Enter(*lang, env.catalogue_dirs);
  if (!scope.ok()) return Failed(scope.status());
  CheckRequest opts = o;
  opts.lang = *lang;
  absl::StatusOr<std::vector<Puzzle>> puzzles = ReadPuzzles(files, o.puzzles);
  if (!puzzles.ok()) return Failed(puzzles.status());
  if (absl::Status s = NoFileTwice(o.answers); !s.ok()) return Failed(s);
  // Each answers file is read line by line (core/line_source.h), block by block.
  std::unique_ptr<LineSource> first;
  if (o.answers.size() == 1) {
    // One file: a first pass finds whether it names students (a class) or not (its answers
    // marked one by one); a second one marks.
    absl::StatusOr<std::unique_ptr<LineSource>> opened = LineSource::Open(files, o.answers.front());
    if (!opened.ok()) return Failed(opened.status());
    first = *std::move(opened);
    StudentEvents find;
    find.student = [](std::string, int) {};
    find.block = [](AnswerBlock&&) {};
    absl::StatusOr<bool> named = ReadStudentAnswers(*first, "", find, /*parse=*/false);
    if (!named.ok()) return Failed(named.status());
    if (absl::Status s = first->Rewind(); !s.ok()) return Failed(s);
    if (!*named) return RunSingle(files, opts, *puzzles, *first);
  }
  absl::StatusOr<ClassMarker> marker =
      ClassMarker::Make(*puzzles, o.rowcol ? CellNaming::kRowCol : CellNaming::kLabel);
  if (!marker.ok()) {
    return Failed(absl::InvalidArgumentError(
        absl::StrCat(InputName(o.puzzles), ": ", marker.status().message())));
  }
  for (const std::string& path : o.answers) {
    std::unique_ptr<LineSource> lines = std::move(first);
    if (lines == nullptr) {
      absl::StatusOr<std::unique_ptr<LineSource>> opened = LineSource::Open(files, path);
      if (!opened.ok()) return Failed(opened.status());
      lines = *std::move(opened);
    }
    const std::string source = InputName(path);
    StudentEvents on;
    on.student = [&](std::string name, int line) { marker->Student(name, source, line); };
    on.block = [&](AnswerBlock&& b) { marker->Block(std::move(b)); };
    absl::StatusOr<bool> read = ReadStudentAnswers(*lines, StudentOfFile(path), on);
    if (!read.ok()) return Failed(read.status());
  }
  return RunClass(files, opts, *puzzles, marker->Finish(), env);
}

}  // namespace papermines::app
