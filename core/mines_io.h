// The .mines file format of docs/FORMAT.md: reader and writer.
//
// Usage (every such example is compiled and run against the installed headers by
// tests/cli_install_test.cpp):
//   #include <papermines/core/mines_io.h>
//   #include <papermines/core/opening.h>
//
//   int main() {
//     papermines::Puzzle p;
//     p.topology = *papermines::Topology::Square(2, 3);
//     p.mine = {0, 1, 0, 0, 0, 0};
//     p.clues = papermines::CluesFor(*p.topology, p.mine, papermines::ChessboardOpen(*p.topology));
//     const std::string text = papermines::FormatPuzzle(p);  // one puzzle of a .mines file
//     auto back = papermines::ParseMines(text, "example.mines");
//     return back.ok() && back->size() == 1 && (*back)[0].clues == p.clues ? 0 : 1;
//   }
//
// The reader accepts everything FORMAT.md allows (spaced and compact rows, comments, blank lines,
// several puzzles per file, every kind and topology) and turns every malformed input into an
// InvalidArgument status "FILE:LINE:COL: expected <what>, got <what>" (1-based line and column).
// Limits (absurd sizes, clues above the neighbour count of the grid kind's cells -- 8, 12, 6, or a
// graph vertex's degree --, negative or overflowing numbers) are errors too, never crashes or huge
// allocations. (A clue only a border cell cannot reach reads fine: the puzzle has no solution.) The
// writer's output reads back to the same puzzles.
#pragma once

#include <cstdio>
#include <functional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"

namespace papermines {

class LineSource;
class RunFiles;  // core/output.h: the files of one run

// How strictly a collection is read.
enum class MinesRead : uint8_t {
  // Puzzles (the default): every rule of FORMAT.md, including that a paper solution explains
  // its clues and a stated `mines` count matches the solution or board.
  kPuzzles,
  // Answers to be marked (`papermines check`): a student's answer may be wrong, so what is a
  // verdict is not an input error. A paper `solution` needs no `clues` before it and need not
  // explain them (any token but '*' is a safe cell); a oneclick answer needs no `mines` line and
  // its solution may lack the 'c'; a reverse answer needs no `board`; stated mine counts are not
  // compared. Syntax, sizes and repeated clicks are still errors.
  kAnswers,
};

// Parses a whole collection. `filename` is used in error messages only.
absl::StatusOr<std::vector<Puzzle>> ParseMines(std::string_view text, std::string_view filename,
                                               MinesRead mode = MinesRead::kPuzzles);
// The same, one puzzle at a time: `each` gets every puzzle as soon as it is read (memory does not
// grow with the number of puzzles); an error from `each` stops the parse and is returned.
absl::Status ParseMinesEach(std::string_view text, std::string_view filename,
                            const std::function<absl::Status(Puzzle&&)>& each,
                            MinesRead mode = MinesRead::kPuzzles);
// The same from a source of lines (core/line_source.h: a file read in bounded chunks), named in
// errors by lines.name(): memory follows the largest puzzle, not the file. With `need_a_puzzle`,
// an input without any puzzle (empty, or only comments and blank lines) is an error at its end:
// "FILE:LINE:COL: expected a puzzle (...), got end of file".
absl::Status ReadMinesEach(LineSource& lines, const std::function<absl::Status(Puzzle&&)>& each,
                           MinesRead mode = MinesRead::kPuzzles, bool need_a_puzzle = false);
// A piece of a longer .mines text, parsed on its own with the line numbers of the whole (a class's
// answers file is read block by block: solve/class_marks.h): `text` holds some of its lines, line
// k of `text` being line numbers[k] of the whole (lines without a token may be left out), and
// "got end of file" is reported at end_line:end_col (where the piece was cut).
struct MinesExcerpt {
  std::string_view text;
  std::span<const int> numbers;
  int end_line = 0;
  int end_col = 0;
};
absl::StatusOr<std::vector<Puzzle>> ParseMinesExcerpt(const MinesExcerpt& excerpt,
                                                      std::string_view filename,
                                                      MinesRead mode = MinesRead::kPuzzles);
// Reads and parses a file; "-" reads stdin (and names it "<stdin>" in messages). The file is an
// input of the run `files` (core/output.h), as in the two below.
absl::StatusOr<std::vector<Puzzle>> ReadMinesFile(RunFiles& files, const std::string& path,
                                                  MinesRead mode = MinesRead::kPuzzles);
// Reads a whole file ("-" for stdin) into a string, with a clear error when it cannot be read.
// Larger than 1 GiB is an error; reading stops after a NUL byte (never part of text: the reader
// then reports it where it is, and an endless device such as /dev/zero is not read on).
absl::StatusOr<std::string> ReadWholeFile(RunFiles& files, const std::string& path);
// The same with the bound `max_bytes`, beyond which the error says "..., which no WHAT is".
absl::StatusOr<std::string> ReadWholeFile(RunFiles& files, const std::string& path,
                                          size_t max_bytes, std::string_view what);
// The bound of ReadWholeFile without one: 1 GiB.
inline constexpr size_t kMaxWholeFileBytes = size_t{1} << 30;
// The rest of a file already opened and noted (ReadWholeFile without the opening), named `name` in
// errors, with the same bound, NUL rule and errors; `f` stays open.
absl::StatusOr<std::string> ReadWholeOpenFile(std::FILE* f, const std::string& name,
                                              size_t max_bytes = kMaxWholeFileBytes,
                                              std::string_view what = "");

// Writes one puzzle block ("puzzle ... end\n") in canonical form: spaced rows, the solution when
// present. Graph topologies write their `edges` section.
void WritePuzzle(std::ostream& out, const Puzzle& puzzle);
std::string FormatPuzzle(const Puzzle& puzzle);
std::string FormatMines(const std::vector<Puzzle>& puzzles);
// A set as the `gen` commands write it (FORMAT.md, "Generating in shards"): paper tables and
// one-click boards (no grade) one after another, one-click tasks and reverse puzzles separated by
// a blank line. Python's write() gives these bytes, so a notebook's set is the command's file.
std::string FormatGenerated(const std::vector<Puzzle>& puzzles);

// Solution rows in FORMAT.md notation for one paper puzzle and a mine set: per row, cells joined by
// single spaces: '*' mine, '-' closed safe cell, the clue for open cells.
std::vector<std::string> SolutionRows(const Topology& topo, std::span<const uint8_t> clues,
                                      std::span<const uint8_t> mine);

}  // namespace papermines
