// A reader of whitespace-separated tokens for the contest inputs (Code Jam "Minesweeper Master" of
// `gen oneclick --gcj`, CodeChef MINESREV of `clicks --minesrev`): every token knows its 1-based
// line and byte column, so errors are located as FORMAT.md asks:
//   "NAME:LINE:COL: expected <what>, got 'TOKEN'"   (or "..., got end of input")
// A token is shown quoted, cut to 20 bytes ("..." marks the cut), anything but printable ASCII as
// \xNN (core/lex.h's Quoted, shared with every reader): the input may be binary and the message
// must stay one line of text.
//
// Integers are plain decimal digits (no sign, no spaces), read with std::from_chars into int64 and
// checked against a range, so an overflowing or negative number is an error, never a wrapped
// value. Whitespace is what std::isspace says in the C locale (space, \t, \n, \v, \f, \r); only
// '\n' starts a new line.
//
// (The .mines reader, core/mines_io.cpp, splits lines instead (core/lex.h's SplitLine): there a
// line ends a statement and '#' starts a comment; in the contest inputs a newline is just
// whitespace. Numbers, quoting and located errors are core/lex.h's for both.)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace papermines {

class TokenReader {
 public:
  struct Token {
    std::string_view text;  // empty at the end of the input
    int line = 1, col = 1;  // where the token starts (the end of the input when text is empty)
    bool end() const { return text.empty(); }
  };

  // `name` names the input in errors ("<stdin>", a file name); the views must outlive the reader.
  TokenReader(std::string_view text, std::string_view name) : text_(text), name_(name) {}

  // The next token (an empty one, at the end of the input's position, when none is left).
  Token Next();
  // The token last returned by Next() or read by an Integer call.
  const Token& last() const { return last_; }
  // Bytes not read yet. Every cell of a board needs one, so a caller can refuse a size larger than
  // this before allocating anything for it.
  int64_t remaining() const { return static_cast<int64_t>(text_.size() - pos_); }

  // The next token as an integer in lo..hi. Any failure (end of input, not digits, overflow, out of
  // range) is "expected WHAT (lo..hi), got ...".
  absl::StatusOr<int64_t> Integer(std::string_view what, int64_t lo, int64_t hi);
  // The next token as a non-negative 64-bit integer; the caller checks its range (ErrorAtLast).
  // Errors: "expected WHAT, got 'x'" / "got end of input", and for a number beyond 2^63 - 1
  // "expected WHAT, got '99999999999999999999' (too large)".
  absl::StatusOr<int64_t> Integer(std::string_view what);
  // OK when only whitespace is left, else "expected end of input, got 'TOKEN'".
  absl::Status ExpectEnd();

  // "NAME:LINE:COL: expected EXPECTED, got GOT" (GOT verbatim).
  absl::Status ErrorAt(int line, int col, std::string_view expected, std::string_view got) const;
  // An error about `token` (GOT is Shown(token.text), or "end of input"); `col_offset` moves the
  // column into the token (a bad character inside a row), `got` replaces what is shown.
  absl::Status Error(const Token& token, std::string_view expected) const;
  absl::Status Error(const Token& token, std::string_view expected, int col_offset,
                     std::string_view got) const;
  // An error at the last token read, with GOT verbatim ("9" for a number already read).
  absl::Status ErrorAtLast(std::string_view expected, std::string_view got) const {
    return ErrorAt(last_.line, last_.col, expected, got);
  }

  // A token as shown in a message (core/lex.h's Quoted): quoted, at most 20 bytes then "...",
  // \xNN for anything but printable ASCII.
  static std::string Shown(std::string_view token);

 private:
  std::string_view text_, name_;
  size_t pos_ = 0;
  int line_ = 1, col_ = 1;
  Token last_;
};

}  // namespace papermines
