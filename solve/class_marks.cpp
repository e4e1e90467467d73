// Marking a class (class_marks.h).
#include "solve/class_marks.h"

#include <map>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
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

}  // namespace

StudentFile ReadStudentAnswers(std::string_view text, std::string_view filename,
                               std::string_view default_name) {
  StudentFile file;
  file.students.push_back({std::string(default_name), std::string(filename), {}, {}});
  std::vector<std::string_view> lines;
  for (absl::string_view l : absl::StrSplit(AsAbsl(text), '\n')) lines.push_back(AsStd(l));
  size_t start = std::string_view::npos;  // first line of the chunk being gathered
  std::string chunk_id;
  bool in_block = false;
  // Parses lines [start, end) as answers of the current student, with the file's line numbers.
  const auto flush = [&](size_t end) {
    if (start == std::string_view::npos) return;
    std::string chunk(start, '\n');
    for (size_t i = start; i < end; ++i) absl::StrAppend(&chunk, AsAbsl(lines[i]), "\n");
    StudentAnswers& student = file.students.back();
    absl::StatusOr<std::vector<Puzzle>> parsed = ParseMines(chunk, filename, MinesRead::kAnswers);
    if (parsed.ok()) {
      for (Puzzle& p : *parsed) student.answers.push_back(std::move(p));
    } else {
      student.unread.push_back({std::string(parsed.status().message()), chunk_id});
    }
    start = std::string_view::npos;
    chunk_id.clear();
    in_block = false;
  };
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view line = lines[i];
    if (i == 0 && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);  // a BOM
    const std::string_view content = Content(line);
    if (content.empty()) continue;
    const auto [keyword, rest] = Keyword(content);
    if (!in_block && keyword == "student") {
      flush(i);
      file.has_student_lines = true;
      std::string name(rest);
      if (name.empty()) name = absl::StrCat(AsAbsl(default_name), " (line ", i + 1, ")");
      file.students.push_back({std::move(name), std::string(filename), {}, {}});
      continue;
    }
    if (keyword == "puzzle") {
      flush(i);  // a block left without `end` is read (and reported) on its own
      start = i;
      in_block = true;
      continue;
    }
    if (start == std::string_view::npos) start = i;  // text outside a block: reported located
    if (in_block && keyword == "id") chunk_id = std::string(rest);
    if (in_block && keyword == "end") flush(i + 1);
  }
  flush(lines.size());
  const StudentAnswers& first = file.students.front();
  if (file.has_student_lines && first.answers.empty() && first.unread.empty()) {
    file.students.erase(file.students.begin());
  }
  return file;
}

absl::StatusOr<ClassMarks> MarkClass(std::span<const Puzzle> puzzles,
                                     std::span<const StudentAnswers> students, CellNaming naming) {
  std::map<std::string, size_t> by_id;
  for (size_t i = 0; i < puzzles.size(); ++i) {
    const std::string& id = puzzles[i].id;
    if (id.empty()) continue;
    if (!by_id.emplace(id, i).second) {
      return absl::InvalidArgumentError(
          absl::StrCat("two puzzles have the id '", id, "': answers cannot tell them apart"));
    }
  }
  ClassMarks out;
  out.right.assign(puzzles.size(), 0);
  for (const StudentAnswers& s : students) {
    StudentMarks m;
    m.name = s.name;
    m.marks.assign(puzzles.size(), PuzzleMark());
    std::vector<bool> answered(puzzles.size(), false);
    for (size_t k = 0; k < s.answers.size(); ++k) {
      const Puzzle& a = s.answers[k];
      size_t target = 0;
      if (!a.id.empty()) {
        auto it = by_id.find(a.id);
        if (it == by_id.end()) {
          m.problems.push_back(absl::StrCat(s.source, ": answer ", k + 1, " has the id '", a.id,
                                            "', which no puzzle has"));
          continue;
        }
        target = it->second;
      } else if (k < puzzles.size()) {
        target = k;
      } else {
        m.problems.push_back(absl::StrCat(s.source, ": answer ", k + 1,
                                          " has no id and there are only ", puzzles.size(),
                                          " puzzles"));
        continue;
      }
      const Puzzle& p = puzzles[target];
      const std::string label = p.Label(static_cast<int>(target) + 1);
      if (answered[target]) {
        m.problems.push_back(absl::StrCat(s.source, ": answer ", k + 1, " is a second answer to ",
                                          label, " (the first one is marked)"));
        continue;
      }
      answered[target] = true;
      absl::StatusOr<AnswerCheck> c = CheckAnswer(p, a, naming);
      if (!c.ok()) {
        m.problems.push_back(
            absl::StrCat(s.source, ": answer ", k + 1, " (", label, "): ", c.status().message()));
        m.marks[target].state = PuzzleMark::State::kUnreadable;
        continue;
      }
      m.marks[target].state = PuzzleMark::State::kMarked;
      m.marks[target].check = *std::move(c);
      if (m.marks[target].check.right) {
        ++m.right;
        ++out.right[target];
      }
    }
    for (const StudentAnswers::Unread& u : s.unread) {
      m.problems.push_back(u.message);
      if (auto it = by_id.find(u.id); !u.id.empty() && it != by_id.end() && !answered[it->second]) {
        m.marks[it->second].state = PuzzleMark::State::kUnreadable;
        answered[it->second] = true;
      }
    }
    out.students.push_back(std::move(m));
  }
  return out;
}

}  // namespace papermines
