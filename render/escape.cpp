// Context escapers (escape.h). Everything decodes UTF-8 first (invalid bytes -> U+FFFD), then
// writes each code point in the form its context needs.
#include "render/escape.h"

#include <cstdint>
#include <cstdio>

#include "core/utf8.h"

namespace papermines::render {
namespace {

constexpr char32_t kReplacement = 0xFFFD;

// Calls f(code point) for each code point of `s`; invalid sequences give U+FFFD.
template <typename F>
void ForEachCodePoint(std::string_view s, F&& f) {
  for (size_t i = 0; i < s.size();) {
    const size_t len = Utf8SequenceLength(s, i);
    if (len == 0) {  // core/utf8.h: overlong forms, surrogates, past U+10FFFF, cut sequences
      f(kReplacement);
      ++i;
      continue;
    }
    f(Utf8CodePoint(s, i, len));
    i += len;
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
