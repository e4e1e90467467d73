// The translation call (i18n.h): a .mo reader of our own (no gettext runtime, no locale), the
// Plural-Forms expression compiled to a small tree, the languages of this build, and the current
// language of each thread.
#include "render/i18n.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <sstream>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "core/lex.h"
#include "core/strings.h"

#ifndef PAPERMINES_LANGUAGES
#error \
    "PAPERMINES_LANGUAGES (the codes of po/*.po, comma-separated) is set by render/CMakeLists.txt"
#endif
#ifndef PAPERMINES_INSTALLED_LOCALEDIR
#error "PAPERMINES_INSTALLED_LOCALEDIR (the installed share/locale) is set by render/CMakeLists.txt"
#endif

namespace papermines::render {
namespace {

// Every language papermines knows how to write; SupportedLanguages() keeps those with a catalogue.
constexpr Language kLanguages[] = {
    {"en", "English", "English", false, false, ".", "en"},
    {"ar", "Arabic", "العربية", true, true, "٫", "ar"},
    {"de", "German", "Deutsch", false, false, ",", "de"},
    {"es", "Spanish", "Español", false, false, ",", "es"},
    {"fr", "French", "Français", false, false, ",", "fr"},
    {"he", "Hebrew", "עברית", true, false, ".", "he"},
    {"it", "Italian", "Italiano", false, false, ",", "it"},
    {"ja", "Japanese", "日本語", false, false, ".", "ja"},
    {"nl", "Dutch", "Nederlands", false, false, ",", "nl"},
    {"pl", "Polish", "Polski", false, false, ",", "pl"},
    {"pt", "Portuguese", "Português", false, false, ",", "pt"},
    {"ru", "Russian", "Русский", false, false, ",", "ru"},
    {"tr", "Turkish", "Türkçe", false, false, ",", "tr"},
    {"uk", "Ukrainian", "Українська", false, false, ",", "uk"},
    {"zh", "Chinese (simplified)", "简体中文", false, false, ".", "zh-cn"},
};

// ---- Plural-Forms expressions -------------------------------------------------------------
// The C subset gettext allows: n, unsigned numbers, ! * / % + - < > <= >= == != && || ?: and
// parentheses, evaluated in unsigned 64-bit arithmetic (division by zero gives 0).

struct Node {
  enum Op { kN, kNum, kNot, kBinary, kCond } op = kNum;
  std::string bin;  // for kBinary: "*", "/", "%", "+", "-", "<", ">", "<=", ">=", "==", "!=", ...
  uint64_t value = 0;
  std::unique_ptr<Node> a, b, c;
};

class PluralParser {
 public:
  explicit PluralParser(std::string_view text) : s_(text) {}

  absl::StatusOr<std::unique_ptr<Node>> Parse() {
    std::unique_ptr<Node> e = Conditional();
    Skip();
    if (!error_.empty()) return absl::InvalidArgumentError(error_);
    if (pos_ != s_.size()) {
      return absl::InvalidArgumentError(
          absl::StrCat("unexpected '", AsAbsl(s_.substr(pos_, 1)), "' at offset ", pos_));
    }
    return e;
  }

 private:
  void Skip() {
    while (pos_ < s_.size() && absl::ascii_isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool Eat(std::string_view tok) {
    Skip();
    if (s_.substr(pos_, tok.size()) != tok) return false;
    // "<" must not eat the "<" of "<=", "!" not the "!" of "!=", "=" never stands alone.
    if (tok.size() == 1 && pos_ + 1 < s_.size() && s_[pos_ + 1] == '=' &&
        (tok == "<" || tok == ">" || tok == "!")) {
      return false;
    }
    if (tok.size() == 1 && pos_ + 1 < s_.size() && (tok == "&" || tok == "|")) return false;
    pos_ += tok.size();
    return true;
  }
  void Fail(std::string_view what) {
    if (error_.empty()) error_ = absl::StrCat("expected ", AsAbsl(what), " at offset ", pos_);
  }
  static std::unique_ptr<Node> Binary(std::string op, std::unique_ptr<Node> a,
                                      std::unique_ptr<Node> b) {
    auto n = std::make_unique<Node>();
    n->op = Node::kBinary;
    n->bin = std::move(op);
    n->a = std::move(a);
    n->b = std::move(b);
    return n;
  }
  std::unique_ptr<Node> Conditional() {
    std::unique_ptr<Node> cond = Or();
    if (!Eat("?")) return cond;
    auto n = std::make_unique<Node>();
    n->op = Node::kCond;
    n->a = std::move(cond);
    n->b = Conditional();
    if (!Eat(":")) Fail("':'");
    n->c = Conditional();
    return n;
  }
  std::unique_ptr<Node> Or() {
    std::unique_ptr<Node> l = And();
    while (error_.empty() && Eat("||")) l = Binary("||", std::move(l), And());
    return l;
  }
  std::unique_ptr<Node> And() {
    std::unique_ptr<Node> l = Equality();
    while (error_.empty() && Eat("&&")) l = Binary("&&", std::move(l), Equality());
    return l;
  }
  std::unique_ptr<Node> Equality() {
    std::unique_ptr<Node> l = Relation();
    while (error_.empty()) {
      if (Eat("==")) {
        l = Binary("==", std::move(l), Relation());
      } else if (Eat("!=")) {
        l = Binary("!=", std::move(l), Relation());
      } else {
        break;
      }
    }
    return l;
  }
  std::unique_ptr<Node> Relation() {
    std::unique_ptr<Node> l = Additive();
    while (error_.empty()) {
      bool matched = false;
      for (const char* op : {"<=", ">=", "<", ">"}) {
        if (Eat(op)) {
          l = Binary(op, std::move(l), Additive());
          matched = true;
          break;
        }
      }
      if (!matched) break;
    }
    return l;
  }
  std::unique_ptr<Node> Additive() {
    std::unique_ptr<Node> l = Multiplicative();
    while (error_.empty()) {
      if (Eat("+")) {
        l = Binary("+", std::move(l), Multiplicative());
      } else if (Eat("-")) {
        l = Binary("-", std::move(l), Multiplicative());
      } else {
        break;
      }
    }
    return l;
  }
  std::unique_ptr<Node> Multiplicative() {
    std::unique_ptr<Node> l = Unary();
    while (error_.empty()) {
      bool matched = false;
      for (const char* op : {"*", "/", "%"}) {
        if (Eat(op)) {
          l = Binary(op, std::move(l), Unary());
          matched = true;
          break;
        }
      }
      if (!matched) break;
    }
    return l;
  }
  std::unique_ptr<Node> Unary() {
    if (Eat("!")) {
      auto n = std::make_unique<Node>();
      n->op = Node::kNot;
      n->a = Unary();
      return n;
    }
    return Primary();
  }
  std::unique_ptr<Node> Primary() {
    auto n = std::make_unique<Node>();
    if (++depth_ > 100) {
      Fail("a shallower expression");
      return n;
    }
    Skip();
    if (Eat("(")) {
      n = Conditional();
      if (!Eat(")")) Fail("')'");
    } else if (pos_ < s_.size() && s_[pos_] == 'n') {
      ++pos_;
      n->op = Node::kN;
    } else if (pos_ < s_.size() && absl::ascii_isdigit(static_cast<unsigned char>(s_[pos_]))) {
      uint64_t v = 0;
      while (pos_ < s_.size() && absl::ascii_isdigit(static_cast<unsigned char>(s_[pos_]))) {
        v = v * 10 + static_cast<uint64_t>(s_[pos_++] - '0');
        if (v > 1000000000) Fail("a smaller number");
      }
      n->value = v;
    } else {
      Fail("'n', a number or '('");
    }
    --depth_;
    return n;
  }

  std::string_view s_;
  size_t pos_ = 0;
  int depth_ = 0;
  std::string error_;
};

uint64_t Evaluate(const Node& e, uint64_t n) {
  switch (e.op) {
    case Node::kN:
      return n;
    case Node::kNum:
      return e.value;
    case Node::kNot:
      return Evaluate(*e.a, n) == 0 ? 1 : 0;
    case Node::kCond:
      return Evaluate(*e.a, n) != 0 ? Evaluate(*e.b, n) : Evaluate(*e.c, n);
    case Node::kBinary:
      break;
  }
  const uint64_t a = Evaluate(*e.a, n);
  if (e.bin == "&&") return a != 0 && Evaluate(*e.b, n) != 0 ? 1 : 0;
  if (e.bin == "||") return a != 0 || Evaluate(*e.b, n) != 0 ? 1 : 0;
  const uint64_t b = Evaluate(*e.b, n);
  if (e.bin == "*") return a * b;
  if (e.bin == "/") return b == 0 ? 0 : a / b;
  if (e.bin == "%") return b == 0 ? 0 : a % b;
  if (e.bin == "+") return a + b;
  if (e.bin == "-") return a - b;
  if (e.bin == "<") return a < b;
  if (e.bin == ">") return a > b;
  if (e.bin == "<=") return a <= b;
  if (e.bin == ">=") return a >= b;
  if (e.bin == "==") return a == b;
  return a != b;  // "!="
}

// ---- the current language ------------------------------------------------------------------

struct Current {
  const Language* language = &kLanguages[0];
  std::shared_ptr<const Catalogue> catalogue;
};

Current& ThreadCurrent() {
  thread_local Current current;
  return current;
}

// The catalogues parsed so far, by the path of their .mo file (LoadCatalogue).
struct Loaded {
  std::mutex mu;
  std::map<std::string, std::shared_ptr<const Catalogue>, std::less<>> by_path;
};

Loaded& TheLoaded() {
  static Loaded* loaded = new Loaded();
  return *loaded;
}

// The language code of a locale name: "pt_BR.UTF-8@euro" -> "pt".
std::string CodeOf(std::string_view locale) {
  const size_t end = locale.find_first_of("_-.@");
  return absl::AsciiStrToLower(AsAbsl(locale.substr(0, end)));
}

}  // namespace

// ---- Catalogue --------------------------------------------------------------------------------

struct Catalogue::Impl {
  // msgid (the singular for plural entries) -> its forms (one for a plain message).
  std::map<std::string, std::vector<std::string>, std::less<>> entries;
  std::unique_ptr<Node> plural;  // null: English's n != 1
  int nplurals = 2;
};

Catalogue::Catalogue(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Catalogue::~Catalogue() = default;

absl::StatusOr<std::shared_ptr<const Catalogue>> Catalogue::Parse(std::string_view bytes,
                                                                  std::string_view name) {
  auto bad = [&](std::string_view why) {
    return absl::InvalidArgumentError(
        absl::StrCat(AsAbsl(name), ": not a message catalogue (", AsAbsl(why), ")"));
  };
  if (bytes.size() < 28) return bad("too short");
  const auto* u = reinterpret_cast<const unsigned char*>(bytes.data());
  auto le = [&](size_t off) {
    return static_cast<uint32_t>(u[off]) | static_cast<uint32_t>(u[off + 1]) << 8 |
           static_cast<uint32_t>(u[off + 2]) << 16 | static_cast<uint32_t>(u[off + 3]) << 24;
  };
  bool swap = false;
  if (le(0) == 0x950412deU) {
    swap = false;
  } else if (le(0) == 0xde120495U) {
    swap = true;
  } else {
    return bad("wrong magic number");
  }
  auto word = [&](size_t off) -> uint32_t {
    const uint32_t v = le(off);
    return swap ? __builtin_bswap32(v) : v;
  };
  if ((word(4) >> 16) > 1) return bad("unknown major revision");
  const uint64_t count = word(8), originals = word(12), translations = word(16);
  if (originals + count * 8 > bytes.size() || translations + count * 8 > bytes.size()) {
    return bad("string tables beyond the end");
  }
  auto string_at = [&](uint64_t table, uint64_t i, std::string_view* out) {
    const uint64_t len = word(table + i * 8), off = word(table + i * 8 + 4);
    if (off > bytes.size() || len > bytes.size() - off) return false;
    *out = bytes.substr(off, len);
    return true;
  };
  auto impl = std::make_unique<Impl>();
  std::string_view header;
  for (uint64_t i = 0; i < count; ++i) {
    std::string_view id, str;
    if (!string_at(originals, i, &id) || !string_at(translations, i, &str)) {
      return bad(absl::StrCat("string ", i, " beyond the end"));
    }
    if (id.empty()) {
      header = str;
      continue;
    }
    if (id.find('\x04') != std::string_view::npos) continue;  // a context we never use
    const std::string_view singular = id.substr(0, id.find('\0'));
    std::vector<std::string> forms = absl::StrSplit(AsAbsl(str), '\0');
    impl->entries[std::string(singular)] = std::move(forms);
  }
  for (absl::string_view line : absl::StrSplit(AsAbsl(header), '\n')) {
    if (!absl::ConsumePrefix(&line, "Plural-Forms:")) continue;
    for (absl::string_view part : absl::StrSplit(line, ';')) {
      part = absl::StripAsciiWhitespace(part);
      if (absl::ConsumePrefix(&part, "nplurals=")) {
        if (!absl::SimpleAtoi(part, &impl->nplurals) || impl->nplurals < 1 || impl->nplurals > 10) {
          return bad(absl::StrCat("bad nplurals '", part, "'"));
        }
      } else if (absl::ConsumePrefix(&part, "plural=")) {
        absl::StatusOr<std::unique_ptr<Node>> e = PluralParser(AsStd(part)).Parse();
        if (!e.ok()) return bad(absl::StrCat("Plural-Forms: ", e.status().message()));
        impl->plural = *std::move(e);
      }
    }
  }
  return std::shared_ptr<const Catalogue>(new Catalogue(std::move(impl)));
}

const std::string* Catalogue::Find(std::string_view msgid) const {
  auto it = impl_->entries.find(msgid);
  if (it == impl_->entries.end() || it->second.empty() || it->second[0].empty()) return nullptr;
  return &it->second[0];
}

int Catalogue::PluralIndex(int64_t n) const {
  const uint64_t un = static_cast<uint64_t>(n < 0 ? -n : n);
  if (impl_->plural == nullptr) return un == 1 ? 0 : 1;
  const uint64_t i = Evaluate(*impl_->plural, un);
  return i < static_cast<uint64_t>(impl_->nplurals) ? static_cast<int>(i) : 0;
}

const std::string* Catalogue::FindPlural(std::string_view singular, int64_t n) const {
  auto it = impl_->entries.find(singular);
  if (it == impl_->entries.end()) return nullptr;
  const size_t i = static_cast<size_t>(PluralIndex(n));
  if (i >= it->second.size() || it->second[i].empty()) return nullptr;
  return &it->second[i];
}

int Catalogue::PluralCount() const { return impl_->nplurals; }
size_t Catalogue::size() const { return impl_->entries.size(); }

std::vector<std::string> Catalogue::Messages() const {
  std::vector<std::string> out;
  for (const auto& [id, forms] : impl_->entries) out.push_back(id);
  return out;
}

std::string Catalogue::Translations() const {
  std::string out;
  for (const auto& [id, forms] : impl_->entries) {
    for (const std::string& f : forms) absl::StrAppend(&out, f, "\n");
  }
  return out;
}

absl::StatusOr<int64_t> EvaluatePluralExpression(std::string_view expression, uint64_t n) {
  absl::StatusOr<std::unique_ptr<Node>> e = PluralParser(expression).Parse();
  if (!e.ok()) return e.status();
  return static_cast<int64_t>(Evaluate(**e, n));
}

// ---- languages -------------------------------------------------------------------------------

const std::vector<Language>& SupportedLanguages() {
  static const std::vector<Language>* list = [] {
    auto* out = new std::vector<Language>{kLanguages[0]};
    const std::vector<std::string> codes =
        absl::StrSplit(PAPERMINES_LANGUAGES, ',', absl::SkipEmpty());
    for (const Language& l : kLanguages) {
      if (l.code != "en" && std::find(codes.begin(), codes.end(), l.code) != codes.end()) {
        out->push_back(l);
      }
    }
    return out;
  }();
  return *list;
}

std::string SupportedLanguageList() {
  std::vector<std::string> codes;
  for (const Language& l : SupportedLanguages()) codes.push_back(std::string(l.code));
  return absl::StrJoin(codes, ", ");
}

absl::StatusOr<const Language*> FindLanguage(std::string_view code) {
  const std::string c = CodeOf(code);
  for (const Language& l : SupportedLanguages()) {
    if (l.code == c) return &l;
  }
  // The code comes from a user (a flag, a spec, a cookie): quoted, so a newline or a control byte
  // in it cannot break the one line an error is.
  return absl::InvalidArgumentError(absl::StrCat("unknown language ", Quoted(code),
                                                 " (supported: ", SupportedLanguageList(), ")"));
}

std::string LanguageFromEnvironment(std::string_view language, std::string_view lc_all,
                                    std::string_view lc_messages, std::string_view lang) {
  // LC_ALL overrides LC_MESSAGES overrides LANG; LANGUAGE (a list) counts when a locale is set.
  std::string_view locale = !lc_all.empty() ? lc_all : !lc_messages.empty() ? lc_messages : lang;
  const bool c_locale = locale.empty() || locale == "C" || locale == "POSIX" ||
                        absl::StartsWith(AsAbsl(locale), "C.");
  if (!c_locale) {
    for (absl::string_view l : absl::StrSplit(AsAbsl(language), ':', absl::SkipEmpty())) {
      if (FindLanguage(AsStd(l)).ok()) return CodeOf(AsStd(l));
    }
    if (FindLanguage(locale).ok()) return CodeOf(locale);
  }
  return "en";
}

const Language& CurrentLanguage() { return *ThreadCurrent().language; }

// ---- catalogues on disk ------------------------------------------------------------------------

std::vector<std::string> CatalogueSearchPath(const CatalogueDirs& dirs) {
  std::vector<std::string> path;
  for (const std::string& dir : dirs) {
    if (std::find(path.begin(), path.end(), dir) == path.end()) path.push_back(dir);
  }
  if (std::find(path.begin(), path.end(), PAPERMINES_INSTALLED_LOCALEDIR) == path.end()) {
    path.push_back(PAPERMINES_INSTALLED_LOCALEDIR);
  }
  return path;
}

absl::StatusOr<std::shared_ptr<const Catalogue>> LoadCatalogue(std::string_view code,
                                                               const CatalogueDirs& dirs) {
  absl::StatusOr<const Language*> language = FindLanguage(code);
  if (!language.ok()) return language.status();
  if ((*language)->code == "en") return std::shared_ptr<const Catalogue>();
  const std::string key((*language)->code);
  Loaded& loaded = TheLoaded();
  const std::vector<std::string> search = CatalogueSearchPath(dirs);
  for (const std::string& dir : search) {
    const std::string path = absl::StrCat(dir, "/", key, "/LC_MESSAGES/papermines.mo");
    {
      std::lock_guard<std::mutex> lock(loaded.mu);
      if (auto it = loaded.by_path.find(path); it != loaded.by_path.end()) return it->second;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) continue;
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    absl::StatusOr<std::shared_ptr<const Catalogue>> c = Catalogue::Parse(bytes, path);
    if (!c.ok()) return c.status();
    std::lock_guard<std::mutex> lock(loaded.mu);
    return loaded.by_path.emplace(path, *std::move(c)).first->second;
  }
  return absl::NotFoundError(absl::StrCat("the ", AsAbsl((*language)->english), " catalogue (", key,
                                          "/LC_MESSAGES/papermines.mo) is not installed in ",
                                          absl::StrJoin(search, " or ")));
}

std::string CatalogueText(std::string_view code, const CatalogueDirs& dirs) {
  absl::StatusOr<std::shared_ptr<const Catalogue>> c = LoadCatalogue(code, dirs);
  return c.ok() && *c != nullptr ? (*c)->Translations() : std::string();
}

// ---- scopes and the translation calls --------------------------------------------------------

struct LanguageScope::State {
  Current saved;
};

LanguageScope::LanguageScope(const Language* language, std::shared_ptr<const Catalogue> catalogue)
    : previous_(std::make_unique<State>(State{ThreadCurrent()})), active_(true) {
  ThreadCurrent() = Current{language, std::move(catalogue)};
}

LanguageScope::LanguageScope(LanguageScope&& other) noexcept
    : previous_(std::move(other.previous_)), active_(other.active_) {
  other.active_ = false;
}

LanguageScope::~LanguageScope() {
  if (active_) ThreadCurrent() = std::move(previous_->saved);
}

absl::StatusOr<LanguageScope> LanguageScope::Enter(std::string_view code,
                                                   const CatalogueDirs& dirs) {
  if (code.empty()) code = "en";
  absl::StatusOr<const Language*> language = FindLanguage(code);
  if (!language.ok()) return language.status();
  absl::StatusOr<std::shared_ptr<const Catalogue>> catalogue = LoadCatalogue(code, dirs);
  if (!catalogue.ok()) return catalogue.status();
  return LanguageScope(*language, *std::move(catalogue));
}

std::string Tr(std::string_view msgid) {
  const Current& c = ThreadCurrent();
  if (c.catalogue != nullptr) {
    if (const std::string* s = c.catalogue->Find(msgid); s != nullptr) return *s;
  }
  return std::string(msgid);
}

std::string TrN(std::string_view singular, std::string_view plural, int64_t n) {
  const Current& c = ThreadCurrent();
  if (c.catalogue != nullptr) {
    if (const std::string* s = c.catalogue->FindPlural(singular, n); s != nullptr) return *s;
  }
  return std::string(n == 1 || n == -1 ? singular : plural);
}

namespace {

// The decimal digits of `s` in Arabic-Indic digits when the language writes them so.
std::string LocalDigits(std::string s, const Language& l) {
  if (!l.arabic_digits) return s;
  std::string out;
  for (char ch : s) {
    if (ch >= '0' && ch <= '9') {
      // U+0660 + d: 0xD9 0xA0+d in UTF-8.
      out += '\xD9';
      out += static_cast<char>(0xA0 + (ch - '0'));
    } else {
      out += ch;
    }
  }
  return out;
}

}  // namespace

std::string Number(int64_t n) { return LocalDigits(absl::StrCat(n), CurrentLanguage()); }

std::string Decimal(double x, int decimals) {
  const Language& l = CurrentLanguage();
  std::string s = absl::StrFormat("%.*f", std::clamp(decimals, 0, 9), x);  // "C" formatting
  if (const size_t dot = s.find('.'); dot != std::string::npos) {
    s.replace(dot, 1, l.decimal);
  }
  return LocalDigits(std::move(s), l);
}

std::string PageLanguage() { return std::string(CurrentLanguage().pango); }

}  // namespace papermines::render
