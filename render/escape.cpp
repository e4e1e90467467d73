// Context escapers (escape.h). Everything decodes UTF-8 first (invalid bytes -> U+FFFD), then
// writes each code point in the form its context needs.
#include "render/escape.h"

#include <cstdint>
#include <cstdio>

namespace papermines::render {
namespace {

constexpr char32_t kReplacement = 0xFFFD;

// Calls f(code point) for each code point of `s`; invalid sequences give U+FFFD.
template <typename F>
void ForEachCodePoint(std::string_view s, F&& f) {
  for (size_t i = 0; i < s.size();) {
    const unsigned char b = static_cast<unsigned char>(s[i]);
    int len = 0;
    char32_t cp = 0;
    if (b < 0x80) {
      len = 1;
      cp = b;
    } else if ((b & 0xE0) == 0xC0) {
      len = 2;
      cp = b & 0x1F;
    } else if ((b & 0xF0) == 0xE0) {
      len = 3;
      cp = b & 0x0F;
    } else if ((b & 0xF8) == 0xF0) {
      len = 4;
      cp = b & 0x07;
    }
    bool ok = len > 0 && i + len <= s.size();
    for (int k = 1; ok && k < len; ++k) {
      const unsigned char c = static_cast<unsigned char>(s[i + k]);
      ok = (c & 0xC0) == 0x80;
      cp = (cp << 6) | (c & 0x3F);
    }
    // Overlong forms, surrogates and values beyond U+10FFFF are invalid too.
    static const char32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (ok && (cp < kMin[len] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)) ok = false;
    if (!ok) {
      f(kReplacement);
      ++i;
      continue;
    }
    f(cp);
    i += len;
  }
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

std::string Html(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  ForEachCodePoint(s, [&](char32_t cp) {
    switch (cp) {
      case '&':
        out += "&amp;";
        return;
      case '<':
        out += "&lt;";
        return;
      case '>':
        out += "&gt;";
        return;
      case '"':
        out += "&quot;";
        return;
      case '\'':
        out += "&#39;";
        return;
      default:
        break;
    }
    // Control characters (other than tab and newline) are not allowed in HTML text: U+FFFD.
    if ((cp < 0x20 && cp != '\t' && cp != '\n') || (cp >= 0x7F && cp < 0xA0)) cp = kReplacement;
    AppendUtf8(&out, cp);
  });
  return out;
}

}  // namespace

std::string HtmlText(std::string_view s) { return Html(s); }
std::string HtmlAttribute(std::string_view s) { return Html(s); }

std::string JsonString(std::string_view s) {
  std::string out = "\"";
  ForEachCodePoint(s, [&](char32_t cp) {
    char buf[16];
    if (cp == '"' || cp == '\\') {
      out += '\\';
      out += static_cast<char>(cp);
    } else if (cp < 0x20 || cp == '<' || cp == '>' || cp == '&' || cp == '\'' || cp == 0x7F ||
               cp == 0x2028 || cp == 0x2029) {
      std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(cp));
      out += buf;
    } else {
      AppendUtf8(&out, cp);
    }
  });
  out += '"';
  return out;
}

std::string CssString(std::string_view s) {
  std::string out = "\"";
  ForEachCodePoint(s, [&](char32_t cp) {
    const bool plain = (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') ||
                       (cp >= '0' && cp <= '9') || cp == ' ' || cp == '-' || cp == '_';
    if (plain) {
      out += static_cast<char>(cp);
    } else if (cp == 0) {
      out += "\\fffd ";
    } else {
      char buf[16];
      std::snprintf(buf, sizeof buf, "\\%x ", static_cast<unsigned>(cp));
      out += buf;
    }
  });
  out += '"';
  return out;
}

std::string UrlComponent(std::string_view s) {
  std::string valid = ValidUtf8(s);
  std::string out;
  static const char kHex[] = "0123456789ABCDEF";
  for (char ch : valid) {
    const unsigned char b = static_cast<unsigned char>(ch);
    const bool unreserved = (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') ||
                            (b >= '0' && b <= '9') || b == '-' || b == '.' || b == '_' || b == '~';
    if (unreserved) {
      out += ch;
    } else {
      out += {'%', kHex[b >> 4], kHex[b & 15]};
    }
  }
  return out;
}

std::string ValidUtf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  ForEachCodePoint(s, [&](char32_t cp) { AppendUtf8(&out, cp); });
  return out;
}

}  // namespace papermines::render
