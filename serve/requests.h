// The readers of what a request sends to `papermines serve` (docs/FORMAT.md, "papermines
// serve"): untrusted bytes in, a checked request or a located error out. They read text only and
// never touch the disk, so no request can name a path on the server: the keys that would (a
// command's -o, --save, a book section's `files`) are refused by name. fuzz/serve_requests_fuzz.cpp
// runs them on arbitrary bytes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "nlohmann/json.hpp"

namespace papermines::serve {

// The most puzzles one request may ask for or send (a school server is shared).
inline constexpr int64_t kMaxPuzzlesPerRequest = 500;

// A JSON request body that must be an object: InvalidArgument "request body: ..." with
// {"offset": N} (the byte where parsing failed) when it is not JSON or not an object.
absl::StatusOr<nlohmann::json> ReadJsonObject(std::string_view body);

// The puzzles of a request body holding a .mines text, one puzz.link URL, or a list of URLs (one
// a line): the same readers as every command's input, the text named "request" in messages
// ("request:3:5: expected a clue or '.', got 'x'"). Empty text, or more than
// kMaxPuzzlesPerRequest puzzles, is an error. So are puzzles of more than `max_cells` cells
// together (ResourceExhausted, naming the budget): the memory a request may take is bounded
// before its work starts, and a URL's grid is refused from its head, before it is built.
absl::StatusOr<std::vector<Puzzle>> ReadPuzzleText(std::string_view body, int64_t max_cells);

// The keys of `sheet` the API answers itself instead of passing to the command's parser:
// "format" (pdf, html, png, svg or mines) and "page" (for png and svg: which page, from 1).
struct SheetOutput {
  std::string format = "pdf";
  bool format_given = false;  // the request named it
  int page = 1;
};
// Removes "format" and "page" from `request` into a SheetOutput (InvalidArgument with the key
// otherwise).
absl::StatusOr<SheetOutput> TakeSheetOutput(nlohmann::json& request);

// The keys no sheet or generate request may send: they name files on the server (output, save)
// or set the server's own limits (jobs, time-limit, quiet, help).
const std::vector<std::string>& RefusedSheetKeys();
// InvalidArgument with {"key": KEY} for the first key of `request` in RefusedSheetKeys(). The
// other keys are read against the option schema (app/option_schema.h ReadJsonOptions).
absl::Status CheckRefusedKeys(const nlohmann::json& request);

// A book request: the spec of docs/FORMAT.md "Book specs" as a JSON object, with every section
// generated (a section's `files` names files on the server: refused, with its location).
// Returns the spec unchanged when it passes these checks; the book's own reader checks the rest.
absl::StatusOr<nlohmann::json> ReadBookRequest(std::string_view body);

}  // namespace papermines::serve
