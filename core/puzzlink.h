// puzz.link URLs (pzprjs genre `mines`): square paper puzzles in and out of the model, beside the
// .mines reader and writer (mines_io.h). The format is docs/FORMAT.md "puzz.link URLs":
// `https://puzz.link/p?mines/COLS/ROWS/BODY`, BODY row by row: a clue 0-15 is one hex digit, 16-255
// '-' and two hex digits, '.' a clue whose number is hidden; a run of k closed cells (1..20) is the
// letter of base-36 value 15 + k ('g'..'z'), longer runs take several letters; closed cells at the
// end may be left out.
//
// The reader takes the URL with any http(s) host and path ending in `?` (puzz.link/p?, pzv.jp's
// p.html?), or the bare `mines/COLS/ROWS/BODY`. What the model cannot hold is an error naming the
// cell: a hidden number ('.'), a clue above 8. The writer gives the shortest form (runs of 20
// before the remainder, the final run written) and refuses what the format has no room for:
// puzzles that are not paper puzzles on a square grid.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"

namespace papermines {

class LineSource;

// Whether `text` has the shape of a puzz.link URL: "http://" or "https://" with "?mines/" in it,
// or the bare form starting "mines/". (It may still be malformed; ParsePuzzLink says where.)
bool LooksLikePuzzLink(std::string_view text);

// One URL -> a paper puzzle on a square grid (no id, no solution). Errors are InvalidArgument
// "puzz.link URL: <what>" with the 1-based character position in the URL where it went wrong.
absl::StatusOr<Puzzle> ParsePuzzLink(std::string_view url);

// The number of cells of the grid `url` names (rows x columns, read from its head only; blanks
// around it are allowed, as on a line of a URL list), or 0
// when it is not a well-formed head (ParsePuzzLink then says what is wrong). Lets a caller with a
// memory budget refuse a grid before it is built.
int64_t PuzzLinkCells(std::string_view url);

// A text of URLs, one a line (blank lines and '#' comments skipped): the puzzles in order.
// Errors: "FILE:LINE:COL: ..." as the .mines reader reports them. `filename` names the text.
absl::StatusOr<std::vector<Puzzle>> ParsePuzzLinkList(std::string_view text,
                                                      std::string_view filename);

// Whether the first line of `text` that is not blank or a comment looks like a URL (a URL list
// rather than a .mines file).
bool IsPuzzLinkList(std::string_view text);
// The same for a source of lines, which is then rewound to its start; a read error is returned.
absl::StatusOr<bool> IsPuzzLinkList(LineSource& lines);
// The puzzles of a URL list one at a time (ParsePuzzLinkList's errors, the file named by
// lines.name()); an error from `each` stops the reading and is returned. With `check_only`, every
// URL is checked as when it is read but no puzzle is built and `each` is not called: a first pass
// that only looks for errors costs a scan of the text, not a grid of up to 2^26 cells per URL.
absl::Status ReadPuzzLinkEach(LineSource& lines, const std::function<absl::Status(Puzzle&&)>& each,
                              bool check_only = false);

// The URL of a square paper puzzle: "https://puzz.link/p?mines/COLS/ROWS/BODY". InvalidArgument
// for other kinds or grids, and for a puzzle without one clue-or-closed per cell.
absl::StatusOr<std::string> PuzzLinkUrl(const Puzzle& puzzle);

}  // namespace papermines
