// Fuzz target for the CodeChef MINESREV reader behind `clicks --minesrev` (solve/minesrev.h): any
// text either gives one answer line per case or a single-line "<stdin>:LINE:COL: ..." error; it
// never crashes, and the sizes it accepts are bounded over all cases.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/fuzz_check.h"
#include "solve/minesrev.h"

using papermines::fuzz::Check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto out = papermines::SolveMinesrev(text);
  if (!out.ok()) {
    const auto m = out.status().message();
    Check(papermines::fuzz::IsLocated(std::string_view(m.data(), m.size()), "<stdin>"));
    return 0;
  }
  for (char ch : *out) Check(ch == '\n' || (ch >= '0' && ch <= '9'));
  return 0;
}
