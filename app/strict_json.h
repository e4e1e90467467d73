// A strict JSON reader for the files papermines takes from users (the book spec): RFC 8259 and
// nothing more, with every error located like the other readers' ("FILE:LINE:COL: expected WHAT,
// got WHAT", core/lex.h) and every value's place kept for the messages of whoever checks it.
//
// Stricter than nlohmann::json::parse, on purpose: a key given twice in one object is an error
// (nlohmann keeps the last one silently); a number beyond the double range (1e400) is an error
// (not inf); invalid UTF-8 and unescaped control characters in strings are errors; nesting deeper
// than kMaxJsonDepth is an error (no recursion without bound). The values are nlohmann::json, so
// callers read them with its API.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace papermines::app {

inline constexpr int kMaxJsonDepth = 64;

struct JsonPlace {
  int line = 0, col = 0;  // 1-based; 0: unknown
};

class StrictJson {
 public:
  // The document in `text`, named `name` in errors.
  static absl::StatusOr<StrictJson> Parse(std::string_view text, const std::string& name);
  const nlohmann::json& root() const { return *root_; }
  // Where `v` (a value inside root()) starts; for an object member, where its value starts.
  JsonPlace PlaceOf(const nlohmann::json& v) const;
  // Where the key of the member whose value is `v` starts ({0, 0} for a value that is not one).
  JsonPlace KeyPlaceOf(const nlohmann::json& v) const;

 private:
  std::unique_ptr<nlohmann::json> root_;  // on the heap: the places are keyed by address
  std::unordered_map<const nlohmann::json*, JsonPlace> places_, key_places_;
};

}  // namespace papermines::app
