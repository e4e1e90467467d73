// CodeChef MINESREV: reads its input (T; per case R C and R rows of '.'/'*') and returns one
// reverse-sweep minimum per line. Errors are located ("NAME:LINE:COL: expected ..., got ...", NAME
// "<stdin>" unless given; core/token_reader.h); sizes are bounded per case and over all cases, and
// a board larger than the bytes left is refused before it is allocated, so a few bytes cannot ask
// for unbounded work.
//
// Two ways to the same answer: well-formed input (integers and rows separated by whitespace, every
// row exactly C bytes of '.'/'*') is counted straight from the text by ReverseMinimumOfRows below,
// one streaming pass with no per-cell arrays; anything else (and the cell bordering three
// components that a square grid never has) goes through the token reader and CountClicks
// (solve/clicks.h), which find and word the error. So the fast path never decides an error.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "absl/functional/function_ref.h"
#include "absl/status/statusor.h"

namespace papermines {

class RunFiles;  // core/output.h

absl::StatusOr<std::string> SolveMinesrev(std::string_view text, std::string_view name = "<stdin>");

// The same for a file ("-" = stdin), noted as an input of `files` (core/output.h). A regular file
// is counted as it is read, a chunk at a time, so the input never sits in memory whole; only when
// that gives up (the input is not plainly well-formed) is it read again whole and given to
// SolveMinesrev, which words the error. Any other file (a pipe) is read whole first
// (core/mines_io.h ReadWholeFile). Read errors: DataLoss "cannot read NAME: why".
absl::StatusOr<std::string> SolveMinesrevFile(RunFiles& files, const std::string& path);

// The reverse-sweep minimum of a square rows x cols board (8 neighbours) whose rows come as text:
// next_row() returns the next row's `cols` bytes ('*' = mine, '.' = safe), or nullptr to give up.
// One pass over the rows with bit rows and int32 label rows of three rows each (memory O(cols) plus
// O(labels) for the zero components and O(edges) for their graph, never O(cells)): forced cells
// are counted with bit operations, zero components are labelled run by run with a union-find over
// labels, and a numbered cell whose neighbourhood holds two labels gives an edge of the component
// graph, whose maximum matching (solve/matching.h) ends the count as in solve/clicks.h:
//     forced + components - matching.
// nullopt when next_row gave up or a row holds a byte other than '.'/'*', and when a cell borders
// three components (impossible on the square grid; the caller then counts another way).
std::optional<int64_t> ReverseMinimumOfRows(int64_t rows, int64_t cols,
                                            absl::FunctionRef<const char*()> next_row);

}  // namespace papermines
