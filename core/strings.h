// Debian 12's Abseil (20220623) is built with ABSL_OPTION_USE_STD_STRING_VIEW=0, so
// absl::string_view is a type of its own. These adapters cross between the two views.
#pragma once

#include <string_view>

#include "absl/strings/string_view.h"

namespace papermines {

inline absl::string_view AsAbsl(std::string_view s) {
  return absl::string_view(s.data(), s.size());
}
inline std::string_view AsStd(absl::string_view s) { return std::string_view(s.data(), s.size()); }

// The byte offset of the first Unicode bidirectional control character in UTF-8 `s` (U+061C,
// U+200E, U+200F, U+202A..U+202E, U+2066..U+2069: they reorder the text shown around them, so a
// name holding one can display as something else), or npos. Its length is 2 (U+061C) or 3.
inline size_t FindBidiControl(std::string_view s) {
  for (size_t i = 0; i + 1 < s.size(); ++i) {
    const unsigned char a = static_cast<unsigned char>(s[i]),
                        b = static_cast<unsigned char>(s[i + 1]);
    if (a == 0xD8 && b == 0x9C) return i;
    if (a != 0xE2 || i + 2 >= s.size()) continue;
    const unsigned char c = static_cast<unsigned char>(s[i + 2]);
    if (b == 0x80 && (c == 0x8E || c == 0x8F || (c >= 0xAA && c <= 0xAE))) return i;
    if (b == 0x81 && c >= 0xA6 && c <= 0xA9) return i;
  }
  return std::string_view::npos;
}

}  // namespace papermines
