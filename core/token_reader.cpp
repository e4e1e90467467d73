// The located whitespace-token reader of the contest inputs (see token_reader.h).
#include "core/token_reader.h"

#include <cctype>
#include <charconv>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "core/strings.h"

namespace papermines {
namespace {

bool IsSpace(char ch) { return std::isspace(static_cast<unsigned char>(ch)) != 0; }

}  // namespace

TokenReader::Token TokenReader::Next() {
  while (pos_ < text_.size() && IsSpace(text_[pos_])) {
    if (text_[pos_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++pos_;
  }
  const size_t start = pos_;
  while (pos_ < text_.size() && !IsSpace(text_[pos_])) ++pos_;
  last_ = Token{text_.substr(start, pos_ - start), line_, col_};
  col_ += static_cast<int>(pos_ - start);
  return last_;
}

TokenReader::Parsed TokenReader::ParseDigits(std::string_view token, int64_t* value) {
  if (token.empty()) return Parsed::kNotNumber;
  for (char ch : token) {
    if (ch < '0' || ch > '9') return Parsed::kNotNumber;
  }
  auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), *value);
  if (ec == std::errc::result_out_of_range) return Parsed::kTooLarge;
  if (ec != std::errc() || ptr != token.data() + token.size()) return Parsed::kNotNumber;
  return Parsed::kOk;
}

absl::StatusOr<int64_t> TokenReader::Integer(std::string_view what, int64_t lo, int64_t hi) {
  const Token t = Next();
  int64_t v = 0;
  if (ParseDigits(t.text, &v) != Parsed::kOk || v < lo || v > hi) {
    return Error(t, absl::StrCat(AsAbsl(what), " (", lo, "..", hi, ")"));
  }
  return v;
}

absl::StatusOr<int64_t> TokenReader::Integer(std::string_view what) {
  const Token t = Next();
  int64_t v = 0;
  switch (ParseDigits(t.text, &v)) {
    case Parsed::kOk:
      return v;
    case Parsed::kTooLarge:
      return ErrorAt(t.line, t.col, what, absl::StrCat(Shown(t.text), " (too large)"));
    case Parsed::kNotNumber:
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
  return absl::InvalidArgumentError(absl::StrCat(AsAbsl(name_), ":", line, ":", col, ": expected ",
                                                 AsAbsl(expected), ", got ", AsAbsl(got)));
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

std::string TokenReader::Shown(std::string_view token) {
  std::string out = "'";
  for (char ch : token.substr(0, 20)) {
    const unsigned char b = static_cast<unsigned char>(ch);
    if (b >= 0x20 && b < 0x7f) {
      out += ch;
    } else {
      absl::StrAppend(&out, "\\x", absl::Hex(b, absl::kZeroPad2));
    }
  }
  return out + (token.size() > 20 ? "...'" : "'");
}

}  // namespace papermines
