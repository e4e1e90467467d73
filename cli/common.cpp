// Shared plumbing of the CLI (common.h): error lines.
#include "cli/common.h"

#include <iostream>

namespace papermines::cli {

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

int ReportError(const absl::Status& status) {
  const absl::string_view m = status.message();
  std::cerr << "papermines: error: " << OneLine(std::string_view(m.data(), m.size())) << "\n";
  return 2;
}

}  // namespace papermines::cli
