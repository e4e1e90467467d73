// The book spec reader (book_spec.h): tables of keys, each row reading one key.
#include "app/book_spec.h"

#include <cmath>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "app/option_schema.h"
#include "app/puzzle_input.h"
#include "app/strict_json.h"
#include "app/text.h"
#include "core/mines_io.h"
#include "core/strings.h"
#include "nlohmann/json.hpp"
#include "render/i18n.h"
#include "solve/rating.h"

namespace papermines::app {
namespace {

using nlohmann::json;

// The spec being read, for the places of its values in messages (one reader per thread).
thread_local const StrictJson* g_doc = nullptr;

// "@LINE:COL: " where `v` starts in the spec (ParseBookSpec turns it into "SPEC:LINE:COL: "),
// or "" when it is not known.
std::string At(const json& v) {
  const JsonPlace p = g_doc != nullptr ? g_doc->PlaceOf(v) : JsonPlace{};
  return p.line > 0 ? absl::StrCat("@", p.line, ":", p.col, ": ") : "";
}
// The same for the key of the member whose value is `v`.
std::string AtKey(const json& v) {
  const JsonPlace p = g_doc != nullptr ? g_doc->KeyPlaceOf(v) : JsonPlace{};
  return p.line > 0 ? absl::StrCat("@", p.line, ":", p.col, ": ") : At(v);
}

// A value as a message shows it: JSON, one line, at most 60 bytes (a number as it was written
// would need its text; nlohmann's shortest form is close enough and never "inf").
std::string Shown(const json& v) { return OneLine(v.dump(), 60); }

absl::Status TypeError(const std::string& where, const std::string& expected, const json& v) {
  return absl::InvalidArgumentError(
      absl::StrCat(At(v), where, ": expected ", expected, ", got ", Shown(v)));
}

absl::StatusOr<std::string> String(const json& v, const std::string& where) {
  if (!v.is_string()) return TypeError(where, "a string", v);
  return v.get<std::string>();
}

// Text printed on a page (a title, a name): the checks of `render --title` (app/text.h).
absl::StatusOr<std::string> Text(const json& v, const std::string& where) {
  auto s = String(v, where);
  if (!s.ok()) return s.status();
  if (const std::string why = TextProblem(*s); !why.empty()) {
    return absl::InvalidArgumentError(absl::StrCat(At(v), where, ": ", why));
  }
  return s;
}

// The same for text of several lines (the copyright page, the back cover): line breaks allowed.
absl::StatusOr<std::string> MultiLineText(const json& v, const std::string& where) {
  auto s = String(v, where);
  if (!s.ok()) return s.status();
  std::string flat = *s;
  for (char& c : flat) {
    if (c == '\n') c = ' ';
  }
  if (const std::string why = TextProblem(flat); !why.empty()) {
    return absl::InvalidArgumentError(absl::StrCat(At(v), where, ": ", why));
  }
  return s;
}

absl::StatusOr<bool> Bool(const json& v, const std::string& where) {
  if (!v.is_boolean()) return TypeError(where, "true or false", v);
  return v.get<bool>();
}

absl::StatusOr<int64_t> Integer(const json& v, const std::string& where, int64_t lo, int64_t hi) {
  if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<uint64_t>() > uint64_t(hi)) ||
      (!v.is_number_unsigned() && (v.get<int64_t>() < lo || v.get<int64_t>() > hi))) {
    return TypeError(where, absl::StrCat("a whole number from ", lo, " to ", hi), v);
  }
  return v.get<int64_t>();
}

// "WxH" (two numbers from 1 to hi).
absl::Status Pair(const json& v, const std::string& where, int hi, int* a, int* b,
                  const std::string& example) {
  auto s = String(v, where);
  if (!s.ok()) return s.status();
  const size_t x = s->find_first_of("xX");
  if (x == std::string::npos || !absl::SimpleAtoi(AsAbsl(*s).substr(0, x), a) ||
      !absl::SimpleAtoi(AsAbsl(*s).substr(x + 1), b) || *a < 1 || *b < 1 || *a > hi || *b > hi) {
    return absl::InvalidArgumentError(absl::StrCat(At(v), where, ": expected \"", example,
                                                   "\" (each from 1 to ", hi, "), got ", Shown(v)));
  }
  return absl::OkStatus();
}

template <typename T>
absl::Status Choice(const json& v, const std::string& where, const std::map<std::string, T>& names,
                    T* out) {
  auto s = String(v, where);
  if (!s.ok()) return s.status();
  auto it = names.find(*s);
  if (it == names.end()) {
    std::vector<std::string> keys;
    for (const auto& [k, unused] : names) keys.push_back(k);
    return absl::InvalidArgumentError(absl::StrCat(At(v), where, ": expected one of ",
                                                   absl::StrJoin(keys, ", "), ", got ", Shown(v)));
  }
  *out = it->second;
  return absl::OkStatus();
}

// The section keys: each row reads one key into the SectionSpec. The generation keys map onto
// the gen/ options in MakeProducer().
using SectionKey = std::function<absl::Status(const json&, const std::string&, SectionSpec*)>;

// The keys that place a section: its title, its files and its puzzles per page.
std::map<std::string, SectionKey> PlacementKeys() {
  return {
      {"title",
       [](const json& v, const std::string& w, SectionSpec* s) {
         auto t = Text(v, w);
         if (!t.ok()) return t.status();
         s->title = *t;
         return absl::OkStatus();
       }},
      {"files",
       [](const json& v, const std::string& w, SectionSpec* s) {
         if (!v.is_array() || v.empty()) return TypeError(w, "a list of .mines files", v);
         for (size_t i = 0; i < v.size(); ++i) {
           auto f = String(v[i], absl::StrCat(w, "[", i, "]"));
           if (!f.ok()) return f.status();
           if (f->empty() || f->find('\0') != std::string::npos) {
             return TypeError(absl::StrCat(w, "[", i, "]"), "the name of a .mines file", v[i]);
           }
           s->files.push_back(*f);
         }
         return absl::OkStatus();
       }},
      {"per_page",
       [](const json& v, const std::string& w, SectionSpec* s) {
         if (v.is_string() && v.get<std::string>() == "auto") return absl::OkStatus();
         return Pair(v, w, 16, &s->across, &s->down, "WxH\" (across x down) or \"auto");
       }},
  };
}

// A generation key whose value is one of `names`, stored in `field` of the section's SectionGen.
template <typename T>
SectionKey ChoiceKey(std::map<std::string, T> names, T ProducerOptions::*field) {
  return [names = std::move(names), field](const json& v, const std::string& w, SectionSpec* s) {
    s->generated = true;
    return Choice(v, w, names, &(s->gen.produce.*field));
  };
}

// The names of the schema's row `row` (app/option_schema.h), each made a value by `of` (the
// schema's names-to-values function): a book section's choices are a sheet's.
template <typename T>
std::map<std::string, T> RowChoices(std::string_view row,
                                    absl::StatusOr<T> (*of)(std::string_view, Caller)) {
  std::map<std::string, T> names;
  for (std::string_view c : FindOption(row)->choices) names.emplace(c, *of(c, Caller::kBookSpec));
  return names;
}

absl::StatusOr<PuzzleKind> KindOf(std::string_view name, Caller) {
  return *ParsePuzzleKind(name);  // the row's choices are core's one list of kinds
}

absl::StatusOr<bool> MineCountShownOf(std::string_view name, Caller) { return name == "shown"; }

// A whole-number key in [lo, hi], stored by `put`.
SectionKey IntegerKey(int64_t lo, int64_t hi, void (*put)(int64_t, SectionSpec*)) {
  return [lo, hi, put](const json& v, const std::string& w, SectionSpec* s) {
    s->generated = true;
    auto n = Integer(v, w, lo, hi);
    if (!n.ok()) return n.status();
    put(*n, s);
    return absl::OkStatus();
  };
}

// The keys that generate a section's puzzles (each marks the section as generated).
std::map<std::string, SectionKey> GenerationKeys() {
  return {
      {"kind", ChoiceKey(RowChoices<PuzzleKind>("kind", KindOf), &ProducerOptions::kind)},
      {"topology",
       ChoiceKey(RowChoices<TopologyKind>("topology", TopologyOf), &ProducerOptions::topology)},
      {"size",
       [](const json& v, const std::string& w, SectionSpec* s) {
         s->generated = true;
         int rows = 0, cols = 0;
         const int most = static_cast<int>(FindOption("size")->max);
         absl::Status read = Pair(v, w, most, &rows, &cols, "RxC\" (rows x columns, e.g. 8x8");
         if (!read.ok()) return read;
         s->gen.produce.rows = rows;
         s->gen.produce.cols = cols;
         return absl::OkStatus();
       }},
      {"difficulty",
       ChoiceKey(RowChoices<Difficulty>("difficulty", DifficultyOf), &ProducerOptions::difficulty)},
      {"heuristic", ChoiceKey(RowChoices<PaperHeuristic>("heuristic", HeuristicOf),
                              &ProducerOptions::heuristic)},
      {"opening",
       [](const json& v, const std::string& w, SectionSpec* s) {
         s->generated = true;
         static const auto* o = new std::map<std::string, PaperOpening>(
             RowChoices<PaperOpening>("opening", OpeningOf));
         PaperOpening opening = PaperOpening::kChessboard;
         absl::Status read = Choice(v, w, *o, &opening);
         if (read.ok()) s->gen.produce.opening = opening;
         return read;
       }},
      {"rating",
       [](const json& v, const std::string& w, SectionSpec* s) {
         s->generated = true;
         auto t = String(v, w);
         if (!t.ok()) return t.status();
         auto range = ParseRatingRange(*t);
         if (!range.ok()) {
           return absl::InvalidArgumentError(
               absl::StrCat(At(v), w, ": ", range.status().message()));
         }
         s->gen.produce.rating_min_tenths = static_cast<int>(std::lround(range->first * 10));
         s->gen.produce.rating_max_tenths = static_cast<int>(std::lround(range->second * 10));
         return absl::OkStatus();
       }},
      {"mine_count", ChoiceKey(RowChoices<bool>("mine-count", MineCountShownOf),
                               &ProducerOptions::mine_count_shown)},
      {"density",
       [](const json& v, const std::string& w, SectionSpec* s) {
         s->generated = true;
         const OptionSpec& row = *FindOption("density");
         if (!v.is_number() || !(v.get<double>() >= row.min && v.get<double>() <= row.max))
           return TypeError(w, absl::StrCat("a number from ", row.min, " to ", row.max), v);
         s->gen.produce.density = v.get<double>();
         return absl::OkStatus();
       }},
      // At most a cell each of the largest board a book draws.
      {"mines",
       IntegerKey(0, static_cast<int64_t>(FindOption("size")->max * FindOption("size")->max),
                  [](int64_t n, SectionSpec* s) { s->gen.produce.mines = n; })},
      {"count",
       IntegerKey(1, kMaxCount, [](int64_t n, SectionSpec* s) { s->gen.produce.count = n; })},
      {"seed",
       [](const json& v, const std::string& w, SectionSpec* s) {
         s->generated = true;
         if (!v.is_number_unsigned()) return TypeError(w, "a whole number >= 0", v);
         s->gen.seed = v.get<uint64_t>();
         return absl::OkStatus();
       }},
  };
}

const std::map<std::string, SectionKey>& SectionKeys() {
  static const std::map<std::string, SectionKey> keys = [] {
    std::map<std::string, SectionKey> all = PlacementKeys();
    all.merge(GenerationKeys());
    return all;
  }();
  return keys;
}

std::string KeyList(const std::vector<std::string>& keys) { return absl::StrJoin(keys, ", "); }

template <typename Map>
std::vector<std::string> KeysOf(const Map& m) {
  std::vector<std::string> k;
  for (const auto& [name, unused] : m) k.push_back(name);
  return k;
}

absl::StatusOr<SectionSpec> ReadSection(const json& v, const std::string& where) {
  if (!v.is_object()) return TypeError(where, "an object", v);
  SectionSpec s;
  const auto& keys = SectionKeys();
  for (const auto& [key, value] : v.items()) {
    auto it = keys.find(key);
    if (it == keys.end()) {
      return absl::InvalidArgumentError(
          absl::StrCat(AtKey(value), where, ": unknown key \"", OneLine(key, 40),
                       "\" (section keys: ", KeyList(KeysOf(keys)), ")"));
    }
    if (absl::Status st = it->second(value, absl::StrCat(where, ".", key), &s); !st.ok()) return st;
  }
  if (s.title.empty())
    return absl::InvalidArgumentError(absl::StrCat(At(v), where, ": needs a \"title\""));
  if (s.generated && !s.files.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat(At(v), where,
                     ": give either \"files\" or generation keys (kind, size, count, ...), "
                     "not both"));
  }
  if (!s.generated && s.files.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat(At(v), where, ": give \"files\" or generation keys with a \"count\""));
  }
  const ProducerOptions& gen = s.gen.produce;
  if (s.generated && gen.count == 0) {
    return absl::InvalidArgumentError(absl::StrCat(At(v), where, ": needs a \"count\""));
  }
  if (s.generated && gen.kind != PuzzleKind::kPaper &&
      (gen.opening || gen.rating_min_tenths > 0 || gen.mine_count_shown)) {
    return absl::InvalidArgumentError(absl::StrCat(
        At(v), where, ": \"opening\", \"rating\" and \"mine_count\" are for paper sections"));
  }
  if (s.generated && gen.rating_min_tenths > 0 && gen.difficulty != Difficulty::kNone) {
    return absl::InvalidArgumentError(
        absl::StrCat(At(v), where, ": give either \"difficulty\" or \"rating\", not both"));
  }
  if (s.generated && gen.kind == PuzzleKind::kOneClick && gen.topology != TopologyKind::kSquare) {
    return absl::InvalidArgumentError(absl::StrCat(
        At(v), where, ": one-click boards are square grids (\"topology\": \"square\")"));
  }
  return s;
}

// "margins": "T,B,IN,OUT" or {"top": "15mm", ...}, into the page flags' text form.
absl::Status ReadMargins(const json& v, PageSettings* page) {
  const std::string where = "margins";
  if (v.is_string()) {
    page->margins = v.get<std::string>();
  } else if (v.is_object()) {
    std::map<std::string, std::string> m = {
        {"top", "15mm"}, {"bottom", "15mm"}, {"inside", "19mm"}, {"outside", "13mm"}};
    for (const auto& [k, x] : v.items()) {
      if (!m.count(k)) {
        return absl::InvalidArgumentError(absl::StrCat(AtKey(x), "margins: unknown key \"",
                                                       OneLine(k, 40),
                                                       "\" (top, bottom, inside, outside)"));
      }
      auto s = String(x, absl::StrCat("margins.", k));
      if (!s.ok()) return s.status();
      m[k] = *s;
    }
    page->margins = absl::StrCat(m["top"], ",", m["bottom"], ",", m["inside"], ",", m["outside"]);
  } else {
    return TypeError(where, "\"T,B,IN,OUT\" or {\"top\": \"15mm\", ...}", v);
  }
  return absl::OkStatus();
}

// "page_numbers": {"style": arabic | roman | none, "first": N}.
absl::Status ReadPageNumbers(const json& v, render::Book* book) {
  const std::string where = "page_numbers";
  render::Book& b = *book;
  if (!v.is_object()) return TypeError(where, "{\"style\": ..., \"first\": ...}", v);
  for (const auto& [k, x] : v.items()) {
    if (k == "style") {
      const std::map<std::string, render::PageNumberStyle> m = {
          {"arabic", render::PageNumberStyle::kArabic},
          {"roman", render::PageNumberStyle::kRoman},
          {"none", render::PageNumberStyle::kNone}};
      if (absl::Status s = Choice(x, "page_numbers.style", m, &b.numbers); !s.ok()) return s;
    } else if (k == "first") {
      auto n = Integer(x, "page_numbers.first", 1, 100000);
      if (!n.ok()) return n.status();
      b.first_number = static_cast<int>(*n);
    } else {
      return absl::InvalidArgumentError(absl::StrCat(AtKey(x), "page_numbers: unknown key \"",
                                                     OneLine(k, 40), "\" (style, first)"));
    }
  }
  return absl::OkStatus();
}

absl::Status ReadBookKey(const std::string& key, const json& v, BookSpec* spec) {
  const std::string where = key;
  render::Book& b = spec->book;
  // The text keys: the title page, the copyright page and the cover's back.
  const std::map<std::string, std::string*> text = {{"title", &b.title},
                                                    {"subtitle", &b.subtitle},
                                                    {"author", &b.author},
                                                    {"font", &spec->font},
                                                    {"copyright", &b.copyright},
                                                    {"isbn", &b.isbn},
                                                    {"publisher", &b.publisher},
                                                    {"edition", &b.edition},
                                                    {"back_text", &spec->cover.back_text}};
  if (key == "lang") {
    auto s = String(v, where);
    if (!s.ok()) return s.status();
    if (auto l = render::FindLanguage(*s); !l.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(At(v), where, ": ", l.status().message()));
    }
    spec->lang = *s;
  } else if (auto t = text.find(key); t != text.end()) {
    // Text printed on a page: render --title's checks; the copyright and the back cover's text
    // may hold line breaks.
    auto s = key == "copyright" || key == "back_text" ? MultiLineText(v, where) : Text(v, where);
    if (!s.ok()) return s.status();
    *t->second = *s;
  } else if (key == "cover") {
    if (!v.is_object()) return TypeError(where, "{\"paper\": \"white\" | \"cream\"}", v);
    for (const auto& [k, x] : v.items()) {
      if (k != "paper") {
        return absl::InvalidArgumentError(
            absl::StrCat(AtKey(x), "cover: unknown key \"", OneLine(k, 40), "\" (paper)"));
      }
      const std::map<std::string, double> paper = {{"white", render::kWhitePaperPt},
                                                   {"cream", render::kCreamPaperPt}};
      if (absl::Status st = Choice(x, "cover.paper", paper, &spec->cover.paper); !st.ok())
        return st;
    }
  } else if (key == "paper" || key == "bleed" || key == "min_cell") {
    auto s = String(v, where);
    if (!s.ok()) return s.status();
    (key == "paper"   ? spec->page.paper
     : key == "bleed" ? spec->page.bleed
                      : spec->page.min_cell) = *s;
  } else if (key == "margins") {
    return ReadMargins(v, &spec->page);
  } else if (key == "seed") {
    if (!v.is_number_unsigned()) return TypeError(where, "a whole number >= 0", v);
    spec->seed = v.get<uint64_t>();
  } else if (key == "answers") {
    const std::map<std::string, render::BookAnswers> m = {
        {"back", render::BookAnswers::kBack},
        {"after", render::BookAnswers::kAfterSection},
        {"none", render::BookAnswers::kNone}};
    return Choice(v, where, m, &b.answers);
  } else if (key == "answers_per_page") {
    if (v.is_string() && v.get<std::string>() == "auto") return absl::OkStatus();
    return Pair(v, where, 16, &b.answers_across, &b.answers_down,
                "WxH\" (across x down) or \"auto");
  } else if (key == "recto" || key == "qr") {
    auto r = Bool(v, where);
    if (!r.ok()) return r.status();
    (key == "recto" ? b.recto : b.qr) = *r;
  } else if (key == "page_numbers") {
    return ReadPageNumbers(v, &b);
  } else if (key == "captions" || key == "front_matter") {
    if (!v.is_object()) return TypeError(where, "an object of true/false", v);
    std::map<std::string, bool*> m =
        key == "captions" ? std::map<std::string, bool*>{{"id", &b.captions.id},
                                                         {"difficulty", &b.captions.difficulty},
                                                         {"rating", &b.captions.rating}}
                          : std::map<std::string, bool*>{{"title_page", &b.title_page},
                                                         {"how_to_play", &b.how_to_play},
                                                         {"contents", &b.contents}};
    for (const auto& [k, x] : v.items()) {
      auto it = m.find(k);
      if (it == m.end()) {
        return absl::InvalidArgumentError(absl::StrCat(
            AtKey(x), key, ": unknown key \"", OneLine(k, 40), "\" (", KeyList(KeysOf(m)), ")"));
      }
      auto r = Bool(x, absl::StrCat(key, ".", k));
      if (!r.ok()) return r.status();
      *it->second = *r;
    }
  } else if (key == "sections") {
    if (!v.is_array() || v.empty()) return TypeError(where, "a non-empty list of sections", v);
    for (size_t i = 0; i < v.size(); ++i) {
      auto s = ReadSection(v[i], absl::StrCat("sections[", i, "]"));
      if (!s.ok()) return s.status();
      spec->sections.push_back(*std::move(s));
    }
  } else {
    return absl::InvalidArgumentError(absl::StrCat(
        AtKey(v), "unknown key \"", OneLine(key, 40),
        "\" (book keys: answers, answers_per_page, author, back_text, bleed, captions, copyright, "
        "cover, edition, font, front_matter, isbn, lang, margins, min_cell, page_numbers, paper, "
        "publisher, qr, recto, sections, seed, subtitle, title)"));
  }
  return absl::OkStatus();
}

}  // namespace

namespace {

// "@LINE:COL: rest" -> "PATH:LINE:COL: rest"; any other message -> "PATH: message". One line
// whatever a key's reader quoted from the spec (OneLine).
absl::Status Located(const std::string& path, const absl::Status& s) {
  const std::string m = OneLine(std::string(s.message()));
  if (!m.empty() && m[0] == '@')
    return absl::Status(s.code(), absl::StrCat(path, ":", m.substr(1)));
  return absl::Status(s.code(), absl::StrCat(path, ": ", m));
}

}  // namespace

absl::StatusOr<BookSpec> ParseBookSpec(std::string_view text, const std::string& path) {
  absl::StatusOr<StrictJson> doc = StrictJson::Parse(text, path);
  if (!doc.ok()) return doc.status();
  const json& root = doc->root();
  if (!root.is_object()) {
    return absl::InvalidArgumentError(
        absl::StrCat(path, ":1:1: expected an object ({\"sections\": [...], ...}), got ",
                     OneLine(root.dump(), 40)));
  }
  struct Current {
    explicit Current(const StrictJson* d) { g_doc = d; }
    ~Current() { g_doc = nullptr; }
  } current(&*doc);
  BookSpec spec;
  spec.page.margins = "15mm,15mm,19mm,13mm";
  for (const auto& [key, value] : root.items()) {
    if (absl::Status s = ReadBookKey(key, value, &spec); !s.ok()) return Located(path, s);
  }
  if (spec.sections.empty()) {
    return absl::InvalidArgumentError(absl::StrCat(path, ": needs \"sections\""));
  }
  return spec;
}

absl::StatusOr<BookSpec> ReadBookSpec(RunFiles& files, const std::string& path) {
  absl::StatusOr<std::string> text = ReadWholeFile(files, path, kMaxBookSpecBytes, "a book spec");
  if (!text.ok()) return text.status();
  return ParseBookSpec(*text, InputName(path));
}

}  // namespace papermines::app
