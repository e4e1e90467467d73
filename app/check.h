// A check request, the one floor of `check` (docs/FORMAT.md, "papermines check"): students'
// answers marked against the puzzles of a sheet (solve/answer_check.h marks one answer,
// solve/class_marks.h a class). PUZZLES is read through ReadPuzzles (app/puzzle_input.h); each
// ANSWERS file is split into students (`student NAME` lines; none: the file is one student named
// after it) and read in MinesRead::kAnswers mode, so a wrong answer is a verdict, not an input
// error.
//  - One answers file without `student` lines: one line (or JSON object) per answer, in the order
//    of ANSWERS; an answer that does not parse is bad input.
//  - Several files, or `student` lines: the class report, per student the score and the puzzles
//    wrong or skipped, per puzzle how many got it right (text, CSV, JSON, or a one-page PDF when
//    the output is NAME.pdf); what of a student cannot be read is reported for that student.
// Answers files are read line by line, block by block (solve/class_marks.h), and only verdicts and
// marks are kept. Words are in the request's language. The environment (the language when the
// request names none, the catalogue folders, the PDF's fixed time) is passed in; the warnings come
// back as values.
#pragma once

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "app/environment.h"
#include "core/output.h"

namespace papermines::app {

struct CheckRequest {
  std::string puzzles;               // the .mines file of the puzzles ("-" = stdin)
  std::vector<std::string> answers;  // the answers files, one per student or with `student` lines
  std::string output = "-";          // where the answer goes; NAME.pdf: the class summary drawn
  bool json = false;                 // JSON (not with csv)
  bool csv = false;                  // a class report as CSV
  bool rowcol = false;               // cells named 0-based (r,c), not by the printed labels
  std::string lang;                  // the language; empty: the environment's (app/language.h)
  std::string title;                 // the class summary's title (empty: "Class report")
};

struct CheckOutcome {
  absl::Status status;  // an error: nothing is written
  // Every answer right (correct, valid, optimal) and none skipped.
  bool all_right = false;
  // One line each: what of a student a PDF summary cannot show (the problems it only flags).
  std::vector<std::string> warnings;
};

// Marks the answers of `r` and writes the verdicts or the class report to `r.output`, an output
// of the run `files`. The caller has checked the combination of formats (not json with csv; a PDF
// only without either) and prepared the drawing for a PDF.
CheckOutcome Check(RunFiles& files, const CheckRequest& r, const Environment& env);

}  // namespace papermines::app
