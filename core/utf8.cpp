// UTF-8 sequences (utf8.h): the lead byte fixes the length and the range of the second byte
// (RFC 3629's table), which rules out overlong forms, surrogates and values past U+10FFFF.
#include "core/utf8.h"

namespace papermines {

size_t Utf8SequenceLength(std::string_view s, size_t i) {
  const auto at = [&](size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char b = at(0);
  if (b < 0x80) return 1;
  size_t len;
  unsigned char lo = 0x80, hi = 0xBF;  // the second byte's range
  if (b >= 0xC2 && b <= 0xDF) {
    len = 2;
  } else if (b == 0xE0) {
    len = 3, lo = 0xA0;
  } else if ((b >= 0xE1 && b <= 0xEC) || b == 0xEE || b == 0xEF) {
    len = 3;
  } else if (b == 0xED) {
    len = 3, hi = 0x9F;
  } else if (b == 0xF0) {
    len = 4, lo = 0x90;
  } else if (b >= 0xF1 && b <= 0xF3) {
    len = 4;
  } else if (b == 0xF4) {
    len = 4, hi = 0x8F;
  } else {
    return 0;
  }
  if (len > s.size() - i || at(1) < lo || at(1) > hi) return 0;
  for (size_t k = 2; k < len; ++k) {
    if (at(k) < 0x80 || at(k) > 0xBF) return 0;
  }
  return len;
}

char32_t Utf8CodePoint(std::string_view s, size_t i, size_t length) {
  static constexpr unsigned char kLeadBits[] = {0, 0x7F, 0x1F, 0x0F, 0x07};
  char32_t cp = static_cast<unsigned char>(s[i]) & kLeadBits[length];
  for (size_t k = 1; k < length; ++k) {
    cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  }
  return cp;
}

void AppendUtf8(std::string* out, char32_t cp) {
  if (cp < 0x80) {
    out->push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out->push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out->push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out->push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

}  // namespace papermines
