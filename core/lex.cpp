// The shared lexical pieces of the readers (lex.h): located errors, quoting, line tokens and
// decimal numbers, written once so every reader reports bad input the same way.
#include "core/lex.h"

#include <cctype>
#include <charconv>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace papermines {
namespace {

constexpr char kHex[] = "0123456789abcdef";

template <typename T>
Decimal ParseDigits(std::string_view t, T* v) {
  if (t.empty()) return Decimal::kNotNumber;
  for (char ch : t) {
    if (ch < '0' || ch > '9') return Decimal::kNotNumber;
  }
  auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), *v);
  if (ec == std::errc::result_out_of_range) return Decimal::kTooLarge;
  if (ec != std::errc() || ptr != t.data() + t.size()) return Decimal::kNotNumber;
  return Decimal::kOk;
}

}  // namespace

absl::Status LocatedError(std::string_view file, int64_t line, int64_t col,
                          std::string_view expected, std::string_view got) {
  return absl::InvalidArgumentError(absl::StrCat(AsAbsl(file), ":", line, ":", col, ": expected ",
                                                 AsAbsl(expected), ", got ", AsAbsl(got)));
}

absl::Status LocatedMessage(std::string_view file, int64_t line, int64_t col,
                            std::string_view message) {
  return absl::InvalidArgumentError(
      absl::StrCat(AsAbsl(file), ":", line, ":", col, ": ", AsAbsl(message)));
}

std::string Quoted(std::string_view t, size_t max_bytes, Utf8 utf8) {
  bool cut = false;
  if (t.size() > max_bytes) {
    size_t n = max_bytes;
    while (n > 0 && (static_cast<unsigned char>(t[n]) & 0xC0) == 0x80) --n;  // UTF-8 boundary
    t = t.substr(0, n);
    cut = true;
  }
  std::string out = "'";
  for (size_t i = 0; i < t.size();) {
    const unsigned char b = static_cast<unsigned char>(t[i]);
    if (b >= 0x20 && b < 0x7f) {
      out += static_cast<char>(b);
      ++i;
      continue;
    }
    const size_t len = b >= 0x80 && utf8 == Utf8::kKeep ? Utf8SequenceLength(t, i) : 0;
    // A C1 control (U+0080..U+009F: some terminals take U+009B as an escape) is a control byte.
    const bool c1 = len == 2 && b == 0xC2 && static_cast<unsigned char>(t[i + 1]) < 0xA0;
    if (len > 0 && !c1 && FindBidiControl(t.substr(i, len)) == std::string_view::npos) {
      out.append(t.data() + i, len);
      i += len;
      continue;
    }
    out += {'\\', 'x', kHex[b >> 4], kHex[b & 15]};
    ++i;
  }
  return out + (cut ? "...'" : "'");
}

std::string ByteName(unsigned char b) {
  return {'b', 'y', 't', 'e', ' ', '0', 'x', kHex[b >> 4], kHex[b & 15]};
}

std::string ShownByte(unsigned char b) {
  if (b >= 0x20 && b < 0x7f) return {'\'', static_cast<char>(b), '\''};
  return ByteName(b);
}

std::string_view NextToken(std::string_view text, size_t* pos, Grammar grammar) {
  const auto separator = [grammar](char ch) {
    if (grammar == Grammar::kContest) return std::isspace(static_cast<unsigned char>(ch)) != 0;
    return ch == ' ' || ch == '\t' || ch == '\r';
  };
  const bool comments = grammar == Grammar::kMinesLine;
  const size_t n = text.size();
  size_t i = *pos;
  while (i < n && separator(text[i])) ++i;
  if (comments && i < n && text[i] == '#') {
    *pos = n;
    return text.substr(i, 0);
  }
  const size_t start = i;
  while (i < n && !separator(text[i]) && !(comments && text[i] == '#')) ++i;
  *pos = i;
  return text.substr(start, i - start);
}

void SplitLine(std::string_view line, std::vector<LineToken>* tokens) {
  tokens->clear();
  size_t pos = 0;
  for (;;) {
    const std::string_view token = NextToken(line, &pos, Grammar::kMinesLine);
    if (token.empty()) break;
    tokens->push_back(LineToken{token, static_cast<int>(token.data() - line.data()) + 1});
  }
}

Decimal ParseDecimal(std::string_view token, int64_t* value) { return ParseDigits(token, value); }
Decimal ParseDecimal(std::string_view token, uint64_t* value) { return ParseDigits(token, value); }

}  // namespace papermines
