// Helpers shared by the fuzz targets: a check that stops the fuzzer (libFuzzer reports the input
// that tripped it) and the shape of a located error message.
#pragma once

#include <string_view>

namespace papermines::fuzz {

inline void Check(bool ok) {
  if (!ok) __builtin_trap();
}

// Whether `message` is "FILE:LINE:COL: what", on one line, with LINE and COL positive numbers.
inline bool IsLocated(std::string_view message, std::string_view file) {
  if (message.find('\n') != std::string_view::npos) return false;
  if (message.substr(0, file.size()) != file) return false;
  size_t i = file.size();
  for (int field = 0; field < 2; ++field) {
    if (i >= message.size() || message[i] != ':') return false;
    const size_t start = ++i;
    while (i < message.size() && message[i] >= '0' && message[i] <= '9') ++i;
    if (i == start || message[start] == '0') return false;
  }
  return message.substr(i, 2) == ": " && message.size() > i + 2;
}

}  // namespace papermines::fuzz
