// Marking a class (`papermines check PUZZLES ANSWERS...`): answers files that hold several
// students (a line `student NAME` starts each one's answers) or one student each, every student
// marked against the same puzzles (answer_check.h marks each answer).
//
// A student's answer block that does not parse is that student's problem, reported with its
// location, and the rest of the class (and the student's other answers) is still marked: each
// `puzzle ... end` block is read on its own, with the line numbers of the whole file. A puzzle a
// student gave no answer to is skipped (reported, never silently left out). A name that cannot be
// shown as it is (control characters, a bidirectional control, bytes that are not UTF-8) is shown
// escaped and reported for that student; two students of one name are reported for both.
//
// Everything streams: ReadStudentAnswers reads a file line by line and hands over one block at a
// time, ClassMarker marks it and keeps only the marks, so the time is linear in the input and the
// memory follows the largest answer block (and the report), never the file.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/cell_name.h"
#include "core/puzzle.h"
#include "solve/answer_check.h"

namespace papermines {

class LineSource;  // core/line_source.h

// One answer block of a student, as ReadStudentAnswers hands it over.
struct AnswerBlock {
  // Its place among the student's blocks, from 1: every `puzzle ... end` block counts, read or
  // not. 0: text outside any block (reported, never an answer).
  int number = 0;
  std::optional<Puzzle> answer;  // when it parsed
  std::string problem;           // when it did not: "FILE:LINE:COL: expected ..., got ..."
  std::string id;                // its `id` when it could still be seen ("" otherwise)
};

// What ReadStudentAnswers finds, in the order of the file.
struct StudentEvents {
  // A student starts: a `student NAME` line (`line` its number), or the file's own student
  // (`line` 0), named `default_name`, whose are the answers before any `student` line and every
  // answer of a file without one.
  std::function<void(std::string name, int line)> student;
  // One answer block of the student started last.
  std::function<void(AnswerBlock&&)> block;
};

// Splits the lines of an answers file into students (`student NAME`: NAME the rest of the line,
// comments aside; outside any `puzzle ... end` block) and answer blocks, each parsed in
// MinesRead::kAnswers mode on its own with the file's line numbers. Without `parse`, blocks are
// only found (their `answer` and `problem` are left empty). Returns whether the file has
// `student` lines; an error only when the file cannot be read.
absl::StatusOr<bool> ReadStudentAnswers(LineSource& lines, std::string_view default_name,
                                        const StudentEvents& on, bool parse = true);

// How one student did on one puzzle.
struct PuzzleMark {
  enum class State : uint8_t { kSkipped, kMarked, kUnreadable };
  State state = State::kSkipped;
  AnswerCheck check;  // kMarked
};

struct StudentMarks {
  std::string name;  // as shown: escaped when it was not printable text (see `problems`)
  std::vector<PuzzleMark> marks;  // one per puzzle, in the puzzles' order
  int right = 0;
  // Located messages: a name that is shown escaped or that another student has too, blocks that
  // did not parse, answers to no puzzle or of another kind or grid, a second answer to one puzzle
  // (the first is marked).
  std::vector<std::string> problems;
};

struct ClassMarks {
  std::vector<StudentMarks> students;
  std::vector<int> right;  // per puzzle: how many students got it right
};

// Marks a class as its answers are read: Student() starts a student, Block() marks one of its
// answer blocks at once (each answer finds its puzzle by id, else by its block's number), Finish()
// gives everyone's marks. Only the marks are kept, never the answers.
class ClassMarker {
 public:
  // InvalidArgument only when the puzzles themselves cannot be told apart (two with one id);
  // everything about an answer is reported for its student. `puzzles` must outlive the marker.
  static absl::StatusOr<ClassMarker> Make(std::span<const Puzzle> puzzles,
                                          CellNaming naming = CellNaming::kRowCol);
  // A student named `name` starts, from `source` (the file, for messages) at `line` (0: the file's
  // own student, named after it).
  void Student(std::string_view name, std::string_view source, int line);
  // One answer block of the student started last.
  void Block(AnswerBlock&& block);
  // Everyone's marks.
  ClassMarks Finish();

 private:
  ClassMarker(std::span<const Puzzle> puzzles, CellNaming naming);
  void CloseStudent();

  std::span<const Puzzle> puzzles_;
  CellNaming naming_;
  std::map<std::string, size_t> by_id_;
  ClassMarks out_;
  bool open_ = false;                // a student is being marked (the last of out_.students)
  std::string source_;               // the open student's file
  std::vector<bool> answered_;       // the open student's answered puzzles
  std::vector<AnswerBlock> unread_;  // the open student's blocks that did not parse
  std::vector<std::string> where_;   // per student: where it starts ("FILE:LINE" or "FILE")
  std::vector<std::string> names_;   // per student: its name as read, to find one name twice
};

}  // namespace papermines
