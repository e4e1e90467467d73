// Marking a class (class_marks.h).
#include "solve/class_marks.h"

#include <map>
#include <utility>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/lex.h"
#include "core/line_source.h"
#include "core/mines_io.h"
#include "core/strings.h"

namespace papermines {
namespace {

// The line without its comment and surrounding blanks.
std::string_view Content(std::string_view line) {
  if (const size_t hash = line.find('#'); hash != std::string_view::npos) {
    line = line.substr(0, hash);
  }
  return AsStd(absl::StripAsciiWhitespace(AsAbsl(line)));
}

// The first token of a line's content and the rest after it.
std::pair<std::string_view, std::string_view> Keyword(std::string_view content) {
  const size_t sp = content.find_first_of(" \t");
  if (sp == std::string_view::npos) return {content, {}};
  return {content.substr(0, sp), AsStd(absl::StripAsciiWhitespace(AsAbsl(content.substr(sp))))};
}

// A line the .mines reader would skip as it is: spaces and tabs only (a carriage return at its
// end). Left out of a block's excerpt, so a run of blank lines costs nothing.
bool Blank(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line.find_first_not_of(" \t") == std::string_view::npos;
}

// The name as shown: itself when it is printable text, else escaped (core/lex.h Quoted: control
// characters, bidirectional controls and bytes that are not UTF-8 as \xNN).
std::string ShownName(std::string_view name) {
  const std::string quoted = Quoted(name, name.size());
  return quoted.substr(1, quoted.size() - 2);
}

}  // namespace

absl::StatusOr<bool> ReadStudentAnswers(LineSource& lines, std::string_view default_name,
                                        const StudentEvents& on, bool parse) {
  const std::string& filename = lines.name();
  bool has_student_lines = false, started = false;
  int number = 0;  // blocks of the current student so far
  // The piece being gathered: nothing, a `puzzle ... end` block, or text outside any block (only
  // its first line is kept: the reader stops there).
  enum class Piece : uint8_t { kNone, kBlock, kStray };
  Piece piece = Piece::kNone;
  std::string text;          // its lines that hold something
  std::vector<int> numbers;  // their line numbers
  std::string id;
  const auto keep = [&](std::string_view line, int line_no) {
    if (!parse) return;
    text.append(line.data(), line.size());
    text += '\n';
    numbers.push_back(line_no);
  };
  const auto start_default = [&] {
    if (started) return;
    started = true;
    number = 0;
    on.student(std::string(default_name), 0);
  };
  // Hands over the piece; "got end of file" in it is reported at end_line:end_col.
  const auto flush = [&](int end_line, int end_col) {
    if (piece == Piece::kNone) return;
    AnswerBlock b;
    b.number = piece == Piece::kBlock ? ++number : 0;
    b.id = std::move(id);
    if (parse) {
      absl::StatusOr<std::vector<Puzzle>> parsed =
          ParseMinesExcerpt({text, numbers, end_line, end_col}, filename, MinesRead::kAnswers);
      if (!parsed.ok()) {
        b.problem = std::string(parsed.status().message());
      } else if (!parsed->empty()) {  // a block is one puzzle: a second `puzzle` starts another
        b.answer = std::move(parsed->front());
      }
    }
    on.block(std::move(b));
    piece = Piece::kNone;
    text.clear();
    numbers.clear();
    id.clear();
  };
  int line_no = 0;
  std::string_view line;
  while (lines.Next(&line)) {
    ++line_no;
    const std::string_view content = Content(line);
    if (content.empty()) {
      if (piece == Piece::kBlock && !Blank(line)) keep(line, line_no);  // a comment: still read
    } else if (const auto [keyword, rest] = Keyword(content);
               piece != Piece::kBlock && keyword == "student") {
      flush(line_no, 1);
      has_student_lines = started = true;
      number = 0;
      on.student(rest.empty() ? absl::StrCat(AsAbsl(default_name), " (line ", line_no, ")")
                              : std::string(rest),
                 line_no);
    } else if (keyword == "puzzle") {
      flush(line_no, 1);  // a block left without `end` is read (and reported) on its own
      start_default();
      piece = Piece::kBlock;
      keep(line, line_no);
    } else if (piece == Piece::kNone) {  // text outside a block: reported located
      start_default();
      piece = Piece::kStray;
      keep(line, line_no);
    } else if (piece == Piece::kBlock) {
      keep(line, line_no);
      if (keyword == "id") id = std::string(rest);
      if (keyword == "end") flush(line_no + 1, 1);
    }
    lines.Forget();  // what is kept was copied
  }
  if (!lines.status().ok()) return lines.status();
  flush(lines.eof_line(), lines.eof_col());
  start_default();  // a file without students' answers is its own student's
  return has_student_lines;
}

ClassMarker::ClassMarker(std::span<const Puzzle> puzzles, CellNaming naming)
    : puzzles_(puzzles), naming_(naming) {
  out_.right.assign(puzzles.size(), 0);
}

absl::StatusOr<ClassMarker> ClassMarker::Make(std::span<const Puzzle> puzzles, CellNaming naming) {
  ClassMarker m(puzzles, naming);
  for (size_t i = 0; i < puzzles.size(); ++i) {
    const std::string& id = puzzles[i].id;
    if (id.empty()) continue;
    if (!m.by_id_.emplace(id, i).second) {
      return absl::InvalidArgumentError(
          absl::StrCat("two puzzles have the id '", id, "': answers cannot tell them apart"));
    }
  }
  return m;
}

void ClassMarker::Student(std::string_view name, std::string_view source, int line) {
  CloseStudent();
  StudentMarks m;
  m.name = ShownName(name);
  std::string where(source);
  if (line > 0) absl::StrAppend(&where, ":", line);
  if (m.name != name) {
    m.problems.push_back(absl::StrCat(
        where,
        ": the student's name is not plain text (it holds a control or bidirectional control "
        "character, or bytes that are not UTF-8): shown as '",
        m.name, "'"));
  }
  m.marks.assign(puzzles_.size(), PuzzleMark());
  out_.students.push_back(std::move(m));
  names_.emplace_back(name);
  where_.push_back(std::move(where));
  source_ = std::string(source);
  answered_.assign(puzzles_.size(), false);
  unread_.clear();
  open_ = true;
}

void ClassMarker::Block(AnswerBlock&& b) {
  if (!open_) Student("", "", 0);  // never by ReadStudentAnswers: it starts a student first
  StudentMarks& m = out_.students.back();
  if (!b.answer) {
    unread_.push_back(std::move(b));  // reported after the answers that were read, as a whole
    return;
  }
  const Puzzle& a = *b.answer;
  const int k = b.number;  // the block's number among the student's blocks, from 1
  size_t target = 0;
  if (!a.id.empty()) {
    auto it = by_id_.find(a.id);
    if (it == by_id_.end()) {
      m.problems.push_back(
          absl::StrCat(source_, ": answer ", k, " has the id '", a.id, "', which no puzzle has"));
      return;
    }
    target = it->second;
  } else if (k >= 1 && static_cast<size_t>(k) <= puzzles_.size()) {
    target = static_cast<size_t>(k) - 1;
  } else {
    m.problems.push_back(absl::StrCat(source_, ": answer ", k, " has no id and there are only ",
                                      puzzles_.size(), " puzzles"));
    return;
  }
  const Puzzle& p = puzzles_[target];
  const std::string label = p.Label(static_cast<int>(target) + 1);
  if (answered_[target]) {
    m.problems.push_back(absl::StrCat(source_, ": answer ", k, " is a second answer to ", label,
                                      " (the first one is marked)"));
    return;
  }
  answered_[target] = true;
  absl::StatusOr<AnswerCheck> c = CheckAnswer(p, a, naming_);
  if (!c.ok()) {
    m.problems.push_back(
        absl::StrCat(source_, ": answer ", k, " (", label, "): ", c.status().message()));
    m.marks[target].state = PuzzleMark::State::kUnreadable;
    return;
  }
  m.marks[target].state = PuzzleMark::State::kMarked;
  m.marks[target].check = *std::move(c);
  if (m.marks[target].check.right) {
    ++m.right;
    ++out_.right[target];
  }
}

void ClassMarker::CloseStudent() {
  if (!open_) return;
  open_ = false;
  StudentMarks& m = out_.students.back();
  // A block that did not parse: the puzzle it answers (by its id, else by its place) is not read,
  // unless another answer to it was marked.
  for (const AnswerBlock& u : unread_) {
    m.problems.push_back(u.problem);
    size_t target = puzzles_.size();
    if (!u.id.empty()) {
      if (auto it = by_id_.find(u.id); it != by_id_.end()) target = it->second;
    } else if (u.number >= 1) {
      target = static_cast<size_t>(u.number) - 1;
    }
    if (target < puzzles_.size() && !answered_[target]) {
      m.marks[target].state = PuzzleMark::State::kUnreadable;
      answered_[target] = true;
    }
  }
  unread_.clear();
}

ClassMarks ClassMarker::Finish() {
  CloseStudent();
  // One name, several students (a file named twice, two `student Ana` lines): each is reported.
  std::map<std::string_view, std::vector<size_t>> by_name;
  for (size_t i = 0; i < names_.size(); ++i) by_name[names_[i]].push_back(i);
  for (const auto& [name, who] : by_name) {
    if (who.size() < 2) continue;
    std::vector<std::string> places;
    for (size_t i : who) places.push_back(where_[i]);
    for (size_t i : who) {
      out_.students[i].problems.push_back(absl::StrCat(
          where_[i], ": ", who.size(), " students are named '", out_.students[i].name, "' (",
          absl::StrJoin(places, ", "),
          "): each is marked on its own; give them different names, or join their answers"));
    }
  }
  return std::move(out_);
}

}  // namespace papermines
