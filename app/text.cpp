// Text a user reads, made safe (text.h).
#include "app/text.h"

#include "core/strings.h"

namespace papermines::app {

std::string OneLine(std::string_view message, size_t max_bytes) {
  std::string out;
  for (size_t i = 0; i < message.size();) {
    if (out.size() >= max_bytes) {
      out += "...";
      break;
    }
    const unsigned char b = static_cast<unsigned char>(message[i]);
    // A UTF-8 sequence stays as it is; control bytes and broken sequences become \xNN.
    const size_t len = b >= 0x20 && b < 0x7f ? 1
                       : (b & 0xE0) == 0xC0  ? 2
                       : (b & 0xF0) == 0xE0  ? 3
                       : (b & 0xF8) == 0xF0  ? 4
                                             : 0;
    // A bidirectional control (U+202E ...) would reorder the rest of the line: shown as \u202e.
    if (len >= 2 && FindBidiControl(message.substr(i, len)) == 0) {
      const unsigned cp = len == 2 ? ((b & 0x1Fu) << 6) | (message[i + 1] & 0x3Fu)
                                   : ((b & 0x0Fu) << 12) | ((message[i + 1] & 0x3Fu) << 6) |
                                         (message[i + 2] & 0x3Fu);
      static const char kHexDigits[] = "0123456789abcdef";
      out += {'\\',
              'u',
              kHexDigits[(cp >> 12) & 15],
              kHexDigits[(cp >> 8) & 15],
              kHexDigits[(cp >> 4) & 15],
              kHexDigits[cp & 15]};
      i += len;
      continue;
    }
    bool whole = len > 0 && i + len <= message.size();
    for (size_t k = 1; whole && k < len; ++k) {
      whole = (static_cast<unsigned char>(message[i + k]) & 0xC0) == 0x80;
    }
    if (whole) {
      out.append(message.data() + i, len);
      i += len;
    } else {
      static const char kHex[] = "0123456789abcdef";
      out += {'\\', 'x', kHex[b >> 4], kHex[b & 15]};
      ++i;
    }
  }
  return out;
}

std::string TextProblem(std::string_view text) {
  if (FindBidiControl(text) != std::string::npos) {
    return "holds a bidirectional control character (U+202E and the like), which would show the "
           "text reordered";
  }
  for (unsigned char ch : text) {
    if (ch < 0x20 || ch == 0x7f) return "holds a control character (a newline, a tab, ...)";
  }
  // Every byte that is not ASCII must be part of a whole UTF-8 character: OneLine keeps such text
  // as it is and shows any other byte as \xNN.
  if (OneLine(text) != text) return "is not UTF-8 text";
  return "";
}

}  // namespace papermines::app
