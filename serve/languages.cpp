// The languages of the web app (languages.h).
#include "serve/languages.h"

#include <algorithm>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"

namespace papermines::serve {
namespace {

std::vector<std::string> Split(std::string_view text, char at) {
  std::vector<std::string> parts;
  size_t from = 0;
  while (from <= text.size()) {
    size_t to = text.find(at, from);
    if (to == std::string_view::npos) to = text.size();
    std::string part(text.substr(from, to - from));
    const size_t a = part.find_first_not_of(" \t");
    parts.push_back(a == std::string::npos ? ""
                                           : part.substr(a, part.find_last_not_of(" \t") - a + 1));
    from = to + 1;
  }
  return parts;
}

}  // namespace

std::string PreferredLanguage(std::string_view accept_language,
                              const std::vector<std::string>& codes, const std::string& fallback) {
  struct Range {
    std::string tag;
    double q = 1;
    size_t order = 0;
  };
  std::vector<Range> ranges;
  // A header longer than any real one is read no further than its first 4 KiB.
  for (const std::string& part : Split(accept_language.substr(0, 4096), ',')) {
    std::vector<std::string> fields = Split(part, ';');
    Range r;
    r.tag = fields[0];
    r.order = ranges.size();
    for (size_t i = 1; i < fields.size(); ++i) {
      const std::string& f = fields[i];
      if (f.size() > 2 && (f[0] == 'q' || f[0] == 'Q') && f[1] == '=') {
        double q = 0;
        if (!absl::SimpleAtod(f.substr(2), &q) || q < 0 || q > 1) q = 0;  // bad: refused
        r.q = q;
      }
    }
    if (r.tag.empty() || r.q <= 0) continue;
    ranges.push_back(std::move(r));
  }
  std::stable_sort(ranges.begin(), ranges.end(),
                   [](const Range& a, const Range& b) { return a.q > b.q; });
  for (const Range& r : ranges) {
    if (r.tag == "*") return fallback;
    // Only letters, digits and '-' are a language range; anything else is not looked up.
    if (!std::all_of(r.tag.begin(), r.tag.end(),
                     [](char c) { return absl::ascii_isalnum(c) || c == '-' || c == '_'; })) {
      continue;
    }
    const std::string code = absl::AsciiStrToLower(r.tag.substr(0, r.tag.find_first_of("-_")));
    if (std::find(codes.begin(), codes.end(), code) != codes.end()) return code;
  }
  return fallback;
}

}  // namespace papermines::serve
