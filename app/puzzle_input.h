// The puzzles a command works on (solve, clicks, render, check, export, a book's "files"), read
// from a .mines file, a puzz.link URL or a list of URLs: the one way in for every front end.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "core/mines_io.h"
#include "core/puzzle.h"

namespace papermines::app {

// The puzzles of a .mines file ("-" = stdin). The one way in for puzz.link too: `path` may be a
// URL (core/puzzlink.h; https://... always, the bare mines/C/R/BODY when no such file exists), and
// a file whose first line that is not blank or a comment is a URL is read as a list of URLs, one
// a line. A file without any puzzle (empty, or only comments and blank lines) is an input error
// at its end: "FILE:LINE:COL: expected a puzzle (...), got end of file". FORMAT.md's solve exits 0
// "when every puzzle is unique": an empty file must not pass for that by having no puzzle at all.
// `mode` kAnswers reads students' answers for `check` (core/mines_io.h).
absl::StatusOr<std::vector<Puzzle>> ReadPuzzles(const std::string& path,
                                                MinesRead mode = MinesRead::kPuzzles);
// The puzzles of several inputs (files, URLs, URL lists) in order, through ReadPuzzles.
absl::StatusOr<std::vector<Puzzle>> ReadPuzzles(const std::vector<std::string>& paths);
// The same puzzles one at a time (index 0, 1, ...), for commands whose memory must not grow with
// the number of puzzles (solve). Both read the input in bounded chunks, puzzle by puzzle
// (core/line_source.h), never the whole text at once. Here the whole input is checked first (a
// first pass that keeps nothing; stdin is kept in a temporary file to be read again): an input
// error is returned before `each` sees any puzzle (a URL list is only scanned then: no grid is
// built). An error from `each` stops and is returned. `reading`, when given, is called as the
// reading of the puzzles handed to `each` begins (after the first pass), so that a per-puzzle
// time limit counts the reading of its puzzle too.
absl::Status ForEachPuzzle(const std::string& path,
                           const std::function<absl::Status(Puzzle&&, int64_t index)>& each,
                           const std::function<void()>& reading = nullptr);
// How messages name an input: "-" is "<stdin>".
std::string InputName(const std::string& path);

}  // namespace papermines::app
