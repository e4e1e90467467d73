// The located whitespace-token reader of the contest inputs (see token_reader.h).
#include "core/token_reader.h"

#include "absl/strings/str_cat.h"
#include "core/lex.h"
#include "core/strings.h"

namespace papermines {

TokenReader::Token TokenReader::Next() {
  const size_t from = pos_;
  const std::string_view token = NextToken(text_, &pos_, Grammar::kContest);
  // The line and column of the token: count what the scanner skipped.
  const size_t start = static_cast<size_t>(token.data() - text_.data());
  for (size_t i = from; i < start; ++i) {
    if (text_[i] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
  }
  last_ = Token{token, line_, col_};
  col_ += static_cast<int>(token.size());
  return last_;
}

absl::StatusOr<int64_t> TokenReader::Integer(std::string_view what, int64_t lo, int64_t hi) {
  const Token t = Next();
  int64_t v = 0;
  if (ParseDecimal(t.text, &v) != Decimal::kOk || v < lo || v > hi) {
    return Error(t, absl::StrCat(AsAbsl(what), " (", lo, "..", hi, ")"));
  }
  return v;
}

absl::StatusOr<int64_t> TokenReader::Integer(std::string_view what) {
  const Token t = Next();
  int64_t v = 0;
  switch (ParseDecimal(t.text, &v)) {
    case Decimal::kOk:
      return v;
    case Decimal::kTooLarge:
      return ErrorAt(t.line, t.col, what, absl::StrCat(Shown(t.text), " (too large)"));
    case Decimal::kNotNumber:
      break;
  }
  return Error(t, what);
}

absl::Status TokenReader::ExpectEnd() {
  const Token t = Next();
  if (t.end()) return absl::OkStatus();
  return Error(t, "end of input");
}

absl::Status TokenReader::ErrorAt(int line, int col, std::string_view expected,
                                  std::string_view got) const {
  return LocatedError(name_, line, col, expected, got);
}

absl::Status TokenReader::Error(const Token& token, std::string_view expected) const {
  return ErrorAt(token.line, token.col, expected,
                 token.end() ? std::string("end of input") : Shown(token.text));
}

absl::Status TokenReader::Error(const Token& token, std::string_view expected, int col_offset,
                                std::string_view got) const {
  return ErrorAt(token.line, token.col + col_offset, expected,
                 token.end() ? std::string("end of input") : Shown(got));
}

std::string TokenReader::Shown(std::string_view token) { return Quoted(token, 20, Utf8::kEscape); }

}  // namespace papermines
