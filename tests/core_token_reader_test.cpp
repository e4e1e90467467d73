// core/token_reader.h: positions, integers and error texts of the contest-input reader.
//  - Positions: random texts are built token by token with their line and column recorded as they
//    are written; the reader must find the same tokens at the same places.
//  - Integers: random values round-trip through std::to_string; the int64 edges, signs, leading
//    zeros and ranges give the documented errors.
//  - Error texts: the exact "NAME:LINE:COL: expected X, got 'Y'" forms the CLI prints.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "core/lex.h"
#include "core/token_reader.h"

namespace papermines {
namespace {

std::string Msg(const absl::Status& s) { return std::string(s.message()); }

struct Placed {
  std::string text;
  int line, col;
};

TEST(TokenReader, FindsEveryTokenWhereItWasWritten) {
  std::mt19937 rng(7);
  const std::string spaces = " \t\r\v\f\n";
  const std::string token_chars = "0123456789abc.*-+#\xff\x01";
  for (int round = 0; round < 200; ++round) {
    std::string text;
    std::vector<Placed> placed;
    int line = 1, col = 1;
    auto put = [&](char ch) {
      text += ch;
      if (ch == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    };
    const int tokens = static_cast<int>(rng() % 30);
    for (int k = 0; k < tokens; ++k) {
      const int gap = static_cast<int>(rng() % 4) + (k > 0 ? 1 : 0);
      for (int g = 0; g < gap; ++g) put(spaces[rng() % spaces.size()]);
      Placed p{"", line, col};
      const int len = 1 + static_cast<int>(rng() % 6);
      for (int i = 0; i < len; ++i) p.text += token_chars[rng() % token_chars.size()];
      for (char ch : p.text) put(ch);
      placed.push_back(p);
    }
    for (int g = static_cast<int>(rng() % 3); g > 0; --g) put(spaces[rng() % spaces.size()]);
    TokenReader in(text, "t");
    for (const Placed& p : placed) {
      const TokenReader::Token t = in.Next();
      ASSERT_EQ(std::string(t.text), p.text) << "round " << round;
      EXPECT_EQ(t.line, p.line) << "round " << round << " token " << p.text;
      EXPECT_EQ(t.col, p.col) << "round " << round << " token " << p.text;
      EXPECT_EQ(in.last().col, p.col);
    }
    const TokenReader::Token end = in.Next();
    EXPECT_TRUE(end.end());
    EXPECT_EQ(end.line, line);
    EXPECT_EQ(end.col, col);
    EXPECT_EQ(in.remaining(), 0);
    EXPECT_TRUE(in.ExpectEnd().ok());
  }
}

TEST(TokenReader, RemainingCountsBytesNotRead) {
  TokenReader in("12  ab\n", "t");
  EXPECT_EQ(in.remaining(), 7);
  in.Next();
  EXPECT_EQ(in.remaining(), 5);
  in.Next();
  EXPECT_EQ(in.remaining(), 1);
  in.Next();
  EXPECT_EQ(in.remaining(), 0);
}

TEST(TokenReader, IntegersRoundTrip) {
  std::mt19937_64 rng(11);
  std::string text;
  std::vector<int64_t> values = {0, 1, std::numeric_limits<int64_t>::max()};
  for (int i = 0; i < 1000; ++i) {
    values.push_back(static_cast<int64_t>(rng() >> (1 + rng() % 63)));
  }
  for (int64_t v : values) text += std::to_string(v) + (v % 3 == 0 ? "\n" : " ");
  TokenReader in(text, "t");
  for (int64_t v : values) {
    auto got = in.Integer("v");
    ASSERT_TRUE(got.ok()) << got.status();
    EXPECT_EQ(*got, v);
  }
  EXPECT_TRUE(in.ExpectEnd().ok());
}

TEST(TokenReader, LeadingZerosAreDecimal) {
  TokenReader in("007 010", "t");
  EXPECT_EQ(*in.Integer("a"), 7);
  EXPECT_EQ(*in.Integer("b", 0, 10), 10);
}

TEST(TokenReader, UnrangedIntegerErrors) {
  struct Case {
    std::string text, want;
  } cases[] = {
      {"", "t:1:1: expected N, got end of input"},
      {"  \n\n ", "t:3:2: expected N, got end of input"},
      {"x", "t:1:1: expected N, got 'x'"},
      {"\n  -5", "t:2:3: expected N, got '-5'"},
      {"-0", "t:1:1: expected N, got '-0'"},
      {"+1", "t:1:1: expected N, got '+1'"},
      {"12x", "t:1:1: expected N, got '12x'"},
      {"1.5", "t:1:1: expected N, got '1.5'"},
      {"9223372036854775808", "t:1:1: expected N, got '9223372036854775808' (too large)"},
      {"99999999999999999999999999",
       "t:1:1: expected N, got '99999999999999999999...' (too large)"},
  };
  for (const Case& c : cases) {
    TokenReader in(c.text, "t");
    auto got = in.Integer("N");
    ASSERT_FALSE(got.ok()) << c.text;
    EXPECT_EQ(Msg(got.status()), c.want) << c.text;
    EXPECT_TRUE(absl::IsInvalidArgument(got.status()));
  }
}

TEST(TokenReader, RangedIntegerErrors) {
  struct Case {
    std::string text;
    int64_t lo, hi;
    std::string want;  // empty: accepted
  } cases[] = {
      {"5", 1, 5, ""},
      {"1", 1, 5, ""},
      {"0", 1, 5, "t:1:1: expected R (1..5), got '0'"},
      {"6", 1, 5, "t:1:1: expected R (1..5), got '6'"},
      {" x", 1, 5, "t:1:2: expected R (1..5), got 'x'"},
      {"-1", -5, 5, "t:1:1: expected R (-5..5), got '-1'"},  // digits only, whatever the range
      {"99999999999999999999", 1, 5, "t:1:1: expected R (1..5), got '99999999999999999999'"},
      {"\n", 1, 5, "t:2:1: expected R (1..5), got end of input"},
  };
  for (const Case& c : cases) {
    TokenReader in(c.text, "t");
    auto got = in.Integer("R", c.lo, c.hi);
    if (c.want.empty()) {
      EXPECT_TRUE(got.ok()) << c.text << ": " << got.status();
    } else {
      ASSERT_FALSE(got.ok()) << c.text;
      EXPECT_EQ(Msg(got.status()), c.want) << c.text;
    }
  }
}

TEST(TokenReader, ErrorsAtTheLastTokenAndInsideIt) {
  TokenReader in("3\n  4 .*x.\n", "<stdin>");
  ASSERT_TRUE(in.Integer("a").ok());
  ASSERT_TRUE(in.Integer("b").ok());
  EXPECT_EQ(Msg(in.ErrorAtLast("b < 3", "4")), "<stdin>:2:3: expected b < 3, got 4");
  const TokenReader::Token row = in.Next();
  EXPECT_EQ(Msg(in.Error(row, "'.' or '*'", 2, row.text.substr(2, 1))),
            "<stdin>:2:7: expected '.' or '*', got 'x'");
  EXPECT_EQ(Msg(in.Error(row, "a row")), "<stdin>:2:5: expected a row, got '.*x.'");
  EXPECT_TRUE(in.ExpectEnd().ok());
  EXPECT_EQ(Msg(in.Error(in.last(), "a row")), "<stdin>:3:1: expected a row, got end of input");
}

TEST(TokenReader, ExpectEndNamesWhatIsLeft) {
  TokenReader in("1 2\n\t3 4", "f.in");
  ASSERT_TRUE(in.Integer("a").ok());
  ASSERT_TRUE(in.Integer("b").ok());
  EXPECT_EQ(Msg(in.ExpectEnd()), "f.in:2:2: expected end of input, got '3'");
}

TEST(TokenReader, ShownTokensStayOnePrintableLine) {
  EXPECT_EQ(TokenReader::Shown("abc"), "'abc'");
  EXPECT_EQ(TokenReader::Shown(std::string(20, 'a')), "'" + std::string(20, 'a') + "'");
  EXPECT_EQ(TokenReader::Shown(std::string(21, 'a')), "'" + std::string(20, 'a') + "...'");
  EXPECT_EQ(TokenReader::Shown(std::string("a\0b", 3)), "'a\\x00b'");
  EXPECT_EQ(TokenReader::Shown("\xc3\x28\x7f~"), "'\\xc3(\\x7f~'");
  // Whatever the bytes, the shown form is printable ASCII and bounded.
  std::mt19937 rng(3);
  for (int i = 0; i < 1000; ++i) {
    std::string t(rng() % 40, '\0');
    for (char& ch : t) ch = static_cast<char>(rng() & 0xFF);
    const std::string shown = TokenReader::Shown(t);
    EXPECT_LE(shown.size(), 2 + 20 * 4 + 3u);
    for (char ch : shown) EXPECT_TRUE(ch >= 0x20 && ch < 0x7f) << shown;
  }
}

// The one scanner, two grammars: a .mines line stops at '#', the contest inputs have no comments
// and take any ASCII white space (newlines, \v, \f) as a separator.
TEST(TokenReader, OneScannerTwoGrammars) {
  const std::string text = "a\v#b\f c#d\n  e";
  std::vector<std::string> contest;
  size_t pos = 0;
  for (std::string_view t; !(t = NextToken(text, &pos, Grammar::kContest)).empty();) {
    contest.emplace_back(t);
  }
  EXPECT_EQ(contest, (std::vector<std::string>{"a", "#b", "c#d", "e"}));
  // "\v" is not a separator of a .mines line: it stays in the token, which '#' ends.
  std::vector<LineToken> line;
  SplitLine(" x\ty#z w", &line);
  ASSERT_EQ(line.size(), 2u);
  EXPECT_EQ(line[0].text, "x");
  EXPECT_EQ(line[0].col, 2);
  EXPECT_EQ(line[1].text, "y");
  EXPECT_EQ(line[1].col, 4);
  // The contest reader locates tokens after newlines and tabs by line and byte column.
  TokenReader r("1\n\t 22\n\n333", "in");
  EXPECT_EQ(r.Next().line, 1);
  const TokenReader::Token t = r.Next();
  EXPECT_EQ(t.text, "22");
  EXPECT_EQ(t.line, 2);
  EXPECT_EQ(t.col, 3);
  const TokenReader::Token u = r.Next();
  EXPECT_EQ(u.line, 4);
  EXPECT_EQ(u.col, 1);
  EXPECT_TRUE(r.Next().text.empty());
}

}  // namespace
}  // namespace papermines
