// The strict JSON reader (strict_json.h): a recursive descent over the text, with a depth bound.
#include "app/strict_json.h"

#include <charconv>
#include <cmath>
#include <map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "app/text.h"
#include "core/lex.h"
#include "core/utf8.h"

namespace papermines::app {
namespace {

// JSON's escapes of one letter: the letter after the backslash, and the character it stands for.
constexpr std::string_view kEscapeLetters = "\"\\/bfnrt";
constexpr std::string_view kEscaped = "\"\\/\b\f\n\r\t";

using nlohmann::json;

// Places are first kept by path (a pointer into the tree is not stable while it grows) and
// turned into addresses once the tree is complete.
struct Pending {
  std::vector<std::string> path;
  JsonPlace place, key;
};

class Parser {
 public:
  Parser(std::string_view text, const std::string& name) : s_(text), name_(name) {
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // a byte order mark is not part of it
  }

  absl::Status Document(json* out) {
    SkipSpace();
    if (absl::Status st = Value(out, 0, {}); !st.ok()) return st;
    SkipSpace();
    if (pos_ < s_.size()) return Expected("the end of the file");
    return absl::OkStatus();
  }
  std::vector<Pending>& pending() { return pending_; }

 private:
  JsonPlace Here() const { return {line_, static_cast<int>(pos_ - line_start_) + 1}; }

  std::string Got() const {
    if (pos_ >= s_.size()) return "end of file";
    const unsigned char b = static_cast<unsigned char>(s_[pos_]);
    if (b >= 0x20 && b < 0x7f) return Quoted(s_.substr(pos_, 1));
    return ByteName(b);
  }
  absl::Status Expected(std::string_view what) const {
    const JsonPlace h = Here();
    return LocatedError(name_, h.line, h.col, what, Got());
  }
  absl::Status At(JsonPlace p, std::string_view message) const {
    return LocatedMessage(name_, p.line, p.col, message);
  }

  void SkipSpace() {
    while (pos_ < s_.size()) {
      const char c = s_[pos_];
      if (c == '\n') {
        ++pos_;
        ++line_;
        line_start_ = pos_;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        ++pos_;
      } else {
        break;
      }
    }
  }

  bool Literal(std::string_view word) {
    if (s_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }

  absl::Status Value(json* out, int depth, const std::vector<std::string>& path) {
    const JsonPlace start = Here();
    if (depth > kMaxJsonDepth) {
      return At(start, absl::StrCat("values nested deeper than ", kMaxJsonDepth, " levels"));
    }
    pending_.push_back({path, start, {}});
    const size_t me = pending_.size() - 1;
    if (pos_ >= s_.size()) return Expected("a value");
    const char c = s_[pos_];
    if (c == '{') return Object(out, depth, path, me);
    if (c == '[') return Array(out, depth, path);
    if (c == '"') {
      std::string str;
      if (absl::Status st = String(&str); !st.ok()) return st;
      *out = std::move(str);
      return absl::OkStatus();
    }
    if (c == '-' || (c >= '0' && c <= '9')) return Number(out);
    if (Literal("true")) {
      *out = true;
    } else if (Literal("false")) {
      *out = false;
    } else if (Literal("null")) {
      *out = nullptr;
    } else {
      return Expected("a value (an object, a list, a string, a number, true, false or null)");
    }
    return absl::OkStatus();
  }

  absl::Status Object(json* out, int depth, const std::vector<std::string>& path, size_t me) {
    (void)me;
    ++pos_;  // '{'
    *out = json::object();
    std::map<std::string, JsonPlace> seen;
    SkipSpace();
    if (Literal("}")) return absl::OkStatus();
    for (;;) {
      SkipSpace();
      if (pos_ >= s_.size() || s_[pos_] != '"') return Expected("a key in double quotes");
      const JsonPlace key_at = Here();
      std::string key;
      if (absl::Status st = String(&key); !st.ok()) return st;
      if (auto it = seen.find(key); it != seen.end()) {
        return At(key_at, absl::StrCat("the key \"", OneLine(key, 40),
                                       "\" is given twice in one object (first at ",
                                       it->second.line, ":", it->second.col, ")"));
      }
      seen.emplace(key, key_at);
      SkipSpace();
      if (!Literal(":")) return Expected("':' after the key");
      SkipSpace();
      std::vector<std::string> sub = path;
      sub.push_back(key);
      json v;
      const size_t at = pending_.size();
      if (absl::Status st = Value(&v, depth + 1, sub); !st.ok()) return st;
      pending_[at].key = key_at;
      (*out)[key] = std::move(v);
      SkipSpace();
      if (Literal(",")) continue;
      if (Literal("}")) return absl::OkStatus();
      return Expected("',' or '}'");
    }
  }

  absl::Status Array(json* out, int depth, const std::vector<std::string>& path) {
    ++pos_;  // '['
    *out = json::array();
    SkipSpace();
    if (Literal("]")) return absl::OkStatus();
    for (size_t i = 0;; ++i) {
      SkipSpace();
      std::vector<std::string> sub = path;
      sub.push_back(absl::StrCat("[", i));  // cannot clash with a key: keys are quoted below
      json v;
      if (absl::Status st = Value(&v, depth + 1, sub); !st.ok()) return st;
      out->push_back(std::move(v));
      SkipSpace();
      if (Literal(",")) continue;
      if (Literal("]")) return absl::OkStatus();
      return Expected("',' or ']'");
    }
  }

  bool Hex4(uint32_t* v) {
    if (pos_ + 4 > s_.size()) return false;
    *v = 0;
    for (int i = 0; i < 4; ++i) {
      const char c = s_[pos_ + i];
      const int d = c >= '0' && c <= '9'   ? c - '0'
                    : c >= 'a' && c <= 'f' ? c - 'a' + 10
                    : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                           : -1;
      if (d < 0) return false;
      *v = *v * 16 + static_cast<uint32_t>(d);
    }
    pos_ += 4;
    return true;
  }

  absl::Status String(std::string* out) {
    ++pos_;  // '"'
    for (;;) {
      if (pos_ >= s_.size()) return Expected("'\"' to end the string");
      const unsigned char b = static_cast<unsigned char>(s_[pos_]);
      if (b == '"') {
        ++pos_;
        return absl::OkStatus();
      }
      if (b < 0x20)
        return Expected(
            "a character of the string (a control character is written \\n, \\t, \\u0000)");
      if (b == '\\') {
        ++pos_;
        if (pos_ >= s_.size()) return Expected("an escape");
        const char e = s_[pos_++];
        if (const size_t k = kEscapeLetters.find(e); k != std::string_view::npos) {
          out->push_back(kEscaped[k]);
          continue;
        }
        if (e != 'u') {
          --pos_;
          return Expected("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
        }
        uint32_t cp;
        if (!Hex4(&cp)) return Expected("four hex digits after \\u");
        if (cp >= 0xD800 && cp <= 0xDBFF) {
          uint32_t lo;
          if (!Literal("\\u") || !Hex4(&lo) || lo < 0xDC00 || lo > 0xDFFF) {
            return Expected("the second half of a surrogate pair (\\uDC00 to \\uDFFF)");
          }
          cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
          pos_ -= 6;
          return Expected("a character, not half of a surrogate pair");
        }
        AppendUtf8(out, cp);
        continue;
      }
      if (b < 0x80) {
        out->push_back(static_cast<char>(b));
        ++pos_;
        continue;
      }
      const size_t len = Utf8SequenceLength(s_, pos_);
      if (len == 0) return Expected("UTF-8 text");
      out->append(s_.substr(pos_, len));
      pos_ += len;
    }
  }

  absl::Status Number(json* out) {
    const size_t start = pos_;
    const JsonPlace at = Here();
    auto digits = [&] {
      const size_t from = pos_;
      while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') ++pos_;
      return pos_ > from;
    };
    if (s_[pos_] == '-') ++pos_;
    if (pos_ < s_.size() && s_[pos_] == '0') {
      ++pos_;
    } else if (!digits()) {
      return Expected("a digit");
    }
    bool integer = true;
    if (pos_ < s_.size() && s_[pos_] == '.') {
      ++pos_;
      integer = false;
      if (!digits()) return Expected("a digit after '.'");
    }
    if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
      ++pos_;
      integer = false;
      if (pos_ < s_.size() && (s_[pos_] == '+' || s_[pos_] == '-')) ++pos_;
      if (!digits()) return Expected("a digit in the exponent");
    }
    const std::string_view text = s_.substr(start, pos_ - start);
    const char* b = text.data();
    const char* e = b + text.size();
    if (integer) {
      if (text[0] != '-') {
        uint64_t u;
        if (auto [p, ec] = std::from_chars(b, e, u); ec == std::errc() && p == e) {
          *out = u;
          return absl::OkStatus();
        }
      } else {
        int64_t i;
        if (auto [p, ec] = std::from_chars(b, e, i); ec == std::errc() && p == e) {
          *out = i;
          return absl::OkStatus();
        }
      }
    }
    double d = 0;
    auto [p, ec] = std::from_chars(b, e, d);
    if (ec == std::errc::result_out_of_range) {
      // Too small is zero (1e-400); too large has no double (1e400).
      const bool tiny = text.find("e-") != std::string_view::npos ||
                        text.find("E-") != std::string_view::npos ||
                        text.substr(text[0] == '-' ? 1 : 0, 2) == "0.";
      if (!tiny) {
        return LocatedError(name_, at.line, at.col, "a number of at most 1.8e308 in size",
                            Quoted(text));
      }
      d = 0;
    } else if (ec != std::errc() || p != e || !std::isfinite(d)) {
      return LocatedError(name_, at.line, at.col, "a number", Quoted(text));
    }
    *out = d;
    return absl::OkStatus();
  }

  std::string_view s_;
  const std::string& name_;
  size_t pos_ = 0;
  int line_ = 1;
  size_t line_start_ = 0;
  std::vector<Pending> pending_;
};

const json* Find(const json& root, const std::vector<std::string>& path) {
  const json* at = &root;
  for (const std::string& step : path) {
    if (at->is_array()) {
      const size_t i = std::stoul(step.substr(1));
      if (i >= at->size()) return nullptr;
      at = &(*at)[i];
    } else if (at->is_object()) {
      auto it = at->find(step);
      if (it == at->end()) return nullptr;
      at = &*it;
    } else {
      return nullptr;
    }
  }
  return at;
}

}  // namespace

absl::StatusOr<StrictJson> StrictJson::Parse(std::string_view text, const std::string& name) {
  Parser parser(text, name);
  StrictJson doc;
  doc.root_ = std::make_unique<json>();
  if (absl::Status st = parser.Document(doc.root_.get()); !st.ok()) return st;
  for (const Pending& p : parser.pending()) {
    const json* v = Find(*doc.root_, p.path);
    if (v == nullptr) continue;
    doc.places_[v] = p.place;
    if (p.key.line > 0) doc.key_places_[v] = p.key;
  }
  return doc;
}

JsonPlace StrictJson::PlaceOf(const json& v) const {
  auto it = places_.find(&v);
  return it == places_.end() ? JsonPlace{} : it->second;
}

JsonPlace StrictJson::KeyPlaceOf(const json& v) const {
  auto it = key_places_.find(&v);
  return it == key_places_.end() ? JsonPlace{} : it->second;
}

}  // namespace papermines::app
