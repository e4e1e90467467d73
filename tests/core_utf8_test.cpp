// core/utf8.h, the one UTF-8 validator and encoder, against an independent decoder written here
// the other way round (lead-byte masks, then the value checked for overlong forms, surrogates and
// range), over every sequence of 1 to 3 bytes and a sweep of 4-byte ones; and the encoder against
// the decoder for every scalar value.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <string>

#include "core/utf8.h"

namespace papermines {
namespace {

struct Decoded {
  size_t length;
  char32_t cp;
};

// The oracle: the sequence at s[0], if valid.
std::optional<Decoded> OracleDecode(const std::string& s) {
  const unsigned char b = static_cast<unsigned char>(s[0]);
  size_t len = 0;
  char32_t cp = 0;
  if (b < 0x80) return Decoded{1, b};
  if ((b & 0xE0) == 0xC0) len = 2, cp = b & 0x1F;
  if ((b & 0xF0) == 0xE0) len = 3, cp = b & 0x0F;
  if ((b & 0xF8) == 0xF0) len = 4, cp = b & 0x07;
  if (len == 0 || len > s.size()) return std::nullopt;
  for (size_t k = 1; k < len; ++k) {
    const unsigned char c = static_cast<unsigned char>(s[k]);
    if ((c & 0xC0) != 0x80) return std::nullopt;
    cp = (cp << 6) | (c & 0x3F);
  }
  static const char32_t kShortest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kShortest[len] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return std::nullopt;
  return Decoded{len, cp};
}

void Check(const std::string& s) {
  const std::optional<Decoded> want = OracleDecode(s);
  const size_t got = Utf8SequenceLength(s, 0);
  ASSERT_EQ(got, want ? want->length : 0u) << "bytes " << testing::PrintToString(s);
  if (want) {
    ASSERT_EQ(static_cast<uint32_t>(Utf8CodePoint(s, 0, got)), static_cast<uint32_t>(want->cp));
  }
}

TEST(Utf8, EverySequenceUpToThreeBytesAgreesWithTheOracle) {
  for (int a = 0; a < 256; ++a) {
    Check(std::string(1, static_cast<char>(a)));
    for (int b = 0; b < 256; ++b) {
      const std::string two{static_cast<char>(a), static_cast<char>(b)};
      Check(two);
      if (a < 0xE0 || a > 0xEF) continue;  // three-byte leads; other leads were decided above
      for (int c = 0; c < 256; ++c) Check(two + static_cast<char>(c));
    }
  }
}

TEST(Utf8, FourByteSequencesAgreeWithTheOracle) {
  for (int a = 0xF0; a <= 0xFF; ++a) {
    for (int b = 0; b < 256; ++b) {
      for (int c : {0x00, 0x7F, 0x80, 0x9F, 0xBF, 0xC0}) {
        for (int d : {0x00, 0x80, 0xA5, 0xBF, 0xC0, 0xFF}) {
          Check(std::string{static_cast<char>(a), static_cast<char>(b), static_cast<char>(c),
                            static_cast<char>(d)});
        }
      }
    }
  }
}

TEST(Utf8, EveryScalarValueRoundTrips) {
  for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) {
    if (cp >= 0xD800 && cp <= 0xDFFF) continue;
    std::string s;
    AppendUtf8(&s, cp);
    const std::optional<Decoded> want = OracleDecode(s);
    ASSERT_TRUE(want) << static_cast<uint32_t>(cp);
    ASSERT_EQ(static_cast<uint32_t>(want->cp), static_cast<uint32_t>(cp));
    ASSERT_EQ(want->length, s.size());
    ASSERT_EQ(Utf8SequenceLength(s, 0), s.size());
  }
}

TEST(Utf8, ASequenceCutByTheEndIsInvalidInsideALongerText) {
  const std::string text = "ab\xE2\x82";  // the euro sign without its last byte
  EXPECT_EQ(Utf8SequenceLength(text, 0), 1u);
  EXPECT_EQ(Utf8SequenceLength(text, 2), 0u);
  EXPECT_EQ(Utf8SequenceLength(text + "\xAC", 2), 3u);
}

}  // namespace
}  // namespace papermines
