// The lexical pieces every reader of untrusted text shares (the .mines reader, puzz.link URL
// lists, the contest inputs, reveal boards), so that they all number, quote and report alike:
//  - a located error "FILE:LINE:COL: expected WHAT, got GOT" (1-based line, 1-based byte column),
//    the one form FORMAT.md promises for bad input;
//  - a token or a byte as shown in such a message: the input may be binary and the message must
//    stay one line of text, so what is not printable is shown as \xNN or "byte 0xNN";
//  - a token split of one line (space, tab and a carriage return separate tokens, '#' starts a
//    comment) and a decimal number that is digits only, range-checked, never wrapped.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"

namespace papermines {

// InvalidArgument "FILE:LINE:COL: expected EXPECTED, got GOT" (GOT verbatim).
absl::Status LocatedError(std::string_view file, int64_t line, int64_t col,
                          std::string_view expected, std::string_view got);
// InvalidArgument "FILE:LINE:COL: MESSAGE", for a reader whose messages have their own wording.
absl::Status LocatedMessage(std::string_view file, int64_t line, int64_t col,
                            std::string_view message);

// A token as shown in a message: in single quotes; longer than `max_bytes`, its first
// max_bytes bytes (cut on a UTF-8 boundary) and "..."; printable ASCII as it is, every other byte
// (a control byte, C1 controls included, a sequence that is not valid UTF-8, a bidirectional
// control that would reorder the line) as \xNN. Whole UTF-8 characters stay as they are in a text
// format that allows them (Utf8::kKeep, .mines files); an ASCII-only format (the contest inputs)
// shows them as \xNN too.
enum class Utf8 : uint8_t { kKeep, kEscape };
std::string Quoted(std::string_view token, size_t max_bytes = 37, Utf8 utf8 = Utf8::kKeep);
// One byte: "'x'" when it is printable ASCII (not a space), else "byte 0xNN".
std::string ShownByte(unsigned char b);
// "byte 0xNN".
std::string ByteName(unsigned char b);

// The two token grammars of the inputs, read by the one scanner NextToken: a .mines line (space,
// tab and carriage return separate tokens; '#' starts a comment that ends the line) and the
// contest inputs (any ASCII white space, newlines included, separates tokens; no comments, since
// the contest formats have none).
enum class Grammar : uint8_t { kMinesLine, kContest };
// The next token of `text` from *pos on: separators are skipped, *pos moves past the token. At the
// end of the text (or of the line, at a comment) the token is empty and points at where it stopped.
std::string_view NextToken(std::string_view text, size_t* pos, Grammar grammar);

// A token of a line: its text (a view into the line) and its 1-based byte column.
struct LineToken {
  std::string_view text;
  int col = 0;
};
// The tokens of `line` into *tokens (cleared first): separated by spaces, tabs and carriage
// returns; a '#' ends the line (a comment).
void SplitLine(std::string_view line, std::vector<LineToken>* tokens);

enum class Decimal : uint8_t { kOk, kNotNumber, kTooLarge };
// A non-negative decimal integer: digits only (no sign, no spaces), into int64.
Decimal ParseDecimal(std::string_view token, int64_t* value);
// The same into uint64 (seeds).
Decimal ParseDecimal(std::string_view token, uint64_t* value);

}  // namespace papermines
