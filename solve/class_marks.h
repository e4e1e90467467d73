// Marking a class (`papermines check PUZZLES ANSWERS...`): answers files that hold several
// students (a line `student NAME` starts each one's answers) or one student each, every student
// marked against the same puzzles (answer_check.h marks each answer).
//
// A student's answer block that does not parse is that student's problem, reported with its
// location, and the rest of the class (and the student's other answers) is still marked: each
// `puzzle ... end` block is read on its own, with the line numbers of the whole file. A puzzle a
// student gave no answer to is skipped (reported, never silently left out).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/cell_name.h"
#include "core/puzzle.h"
#include "solve/answer_check.h"

namespace papermines {

// One student's answers: an answers file, or one `student NAME` part of one.
struct StudentAnswers {
  std::string name;
  std::string source;  // the file it came from, for messages
  std::vector<Puzzle> answers;
  struct Unread {
    std::string message;  // "FILE:LINE:COL: expected ..., got ..."
    std::string id;       // the block's `id` when it could still be seen ("" otherwise)
  };
  std::vector<Unread> unread;  // answer blocks that did not parse
};

struct StudentFile {
  std::vector<StudentAnswers> students;
  bool has_student_lines = false;  // the file names its students
};

// Splits an answers text into students. `student NAME` (NAME: the rest of the line, comments
// aside) starts a student; answers before the first such line are `default_name`'s (a file
// without `student` lines is one student). Each answer block is parsed in MinesRead::kAnswers
// mode; `filename` is used in messages only.
StudentFile ReadStudentAnswers(std::string_view text, std::string_view filename,
                               std::string_view default_name);

// How one student did on one puzzle.
struct PuzzleMark {
  enum class State : uint8_t { kSkipped, kMarked, kUnreadable };
  State state = State::kSkipped;
  AnswerCheck check;  // kMarked
};

struct StudentMarks {
  std::string name;
  std::vector<PuzzleMark> marks;  // one per puzzle, in the puzzles' order
  int right = 0;
  // Located messages: blocks that did not parse, answers to no puzzle or of another kind or
  // grid, a second answer to one puzzle (the first is marked).
  std::vector<std::string> problems;
};

struct ClassMarks {
  std::vector<StudentMarks> students;
  std::vector<int> right;  // per puzzle: how many students got it right
};

// Marks every student against `puzzles` (each answer finds its puzzle by id, else by its position
// among the student's answers). InvalidArgument only when the puzzles themselves cannot be told
// apart (two with one id); everything about an answer is reported for its student.
absl::StatusOr<ClassMarks> MarkClass(std::span<const Puzzle> puzzles,
                                     std::span<const StudentAnswers> students,
                                     CellNaming naming = CellNaming::kRowCol);

}  // namespace papermines
