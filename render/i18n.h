// The one translation call for every word a page shows. Drawing code never draws an English
// string literal directly: page furniture and the kind descriptions pass each message through
// Tr/TrN, whose catalogues (po/<lang>.po, compiled by msgfmt into
// <localedir>/<lang>/LC_MESSAGES/papermines.mo) choose the words of the page's language.
// Placeholders are absl::Substitute's ($0, $1), filled by the caller after translation; numbers
// shown in running text go through Number()/Decimal() so each language writes them its own way.
//
// The machine's locale plays no part: no setlocale, no gettext runtime. The catalogues are read by
// this file's own .mo reader and the language is chosen per document: a LanguageScope makes a
// language current on the calling thread while a document is drawn, so several threads may draw
// several languages at once. English is the messages themselves (no catalogue).
//
// xgettext finds the messages by the keywords Tr, TrN:1,2 and Msg (po/CMakeLists.txt); a message
// the sources use that a catalogue lacks, or one a catalogue has that no source uses, fails the
// catalogue check. A message must therefore be a string literal at the call (or marked with Msg()
// where a table defines it, and passed through Tr() where it is drawn).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace papermines::render {

// `msgid` (English) in the current language.
std::string Tr(std::string_view msgid);

// The form of `singular`/`plural` (English) that fits the count `n` in the current language.
std::string TrN(std::string_view singular, std::string_view plural, int64_t n);

// Marks a message where a table defines it, for the catalogue; the drawing code passes it
// through Tr() when it draws it.
constexpr const char* Msg(const char* msgid) { return msgid; }

// `n` in the current language's digits ("12"; Arabic: "١٢").
std::string Number(int64_t n);
// `x` with `decimals` digits after the current language's decimal sign ("3.5", "3,5", "٣٫٥").
std::string Decimal(double x, int decimals);

// One language the pages can be printed in.
struct Language {
  std::string_view code;           // "pt", "zh" (simplified), ...
  std::string_view english;        // "Portuguese"
  std::string_view native;         // "Português"
  bool right_to_left = false;      // Arabic, Hebrew: captions and rules are laid out from the right
  bool arabic_digits = false;      // numbers in Arabic-Indic digits (U+0660..U+0669)
  std::string_view decimal = ".";  // the decimal sign
  std::string_view pango;          // the language tag Pango shapes and picks fonts with
};

// The languages with a catalogue in this build (po/*.po) plus English, English first, then by code.
const std::vector<Language>& SupportedLanguages();
// "en, ar, de, ..." for messages.
std::string SupportedLanguageList();
// The language with code `code` (case-insensitive; "pt_BR", "pt-PT" and "zh_CN.UTF-8" name "pt"
// and "zh"); InvalidArgument naming the supported ones otherwise.
absl::StatusOr<const Language*> FindLanguage(std::string_view code);
// The language the environment asks for: the first of LANGUAGE (colon list), LC_ALL,
// LC_MESSAGES, LANG that names a supported language; "en" when none does ("C", "POSIX", unset).
// The values are passed in (the caller reads the environment): nothing here reads it.
std::string LanguageFromEnvironment(std::string_view language, std::string_view lc_all,
                                    std::string_view lc_messages, std::string_view lang);

// A compiled catalogue (.mo): the translations of one language and its plural rule.
class Catalogue {
 public:
  // Parses the bytes of a .mo file (either byte order); InvalidArgument naming `name` when they
  // are not one, or when its Plural-Forms header cannot be evaluated.
  static absl::StatusOr<std::shared_ptr<const Catalogue>> Parse(std::string_view bytes,
                                                                std::string_view name);
  ~Catalogue();

  // The translation of `msgid`, or null when the catalogue has none (the caller uses English).
  const std::string* Find(std::string_view msgid) const;
  // The plural form of `singular` for `n`, or null when the catalogue has none.
  const std::string* FindPlural(std::string_view singular, int64_t n) const;
  // The index of the plural form for `n` (the Plural-Forms expression; English's n != 1 when the
  // catalogue has none).
  int PluralIndex(int64_t n) const;
  int PluralCount() const;
  size_t size() const;
  // Every msgid (singular) of the catalogue, sorted; for checks.
  std::vector<std::string> Messages() const;
  // Every translation (all plural forms), newline-separated: the text the font must draw.
  std::string Translations() const;

  struct Impl;

 private:
  explicit Catalogue(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// Evaluates a Plural-Forms expression ("n==1 ? 0 : n%10>=2 && ... ? 1 : 2") for `n`;
// InvalidArgument when it does not parse. For tests; Catalogue compiles it once.
absl::StatusOr<int64_t> EvaluatePluralExpression(std::string_view expression, uint64_t n);

// Where the catalogues are: the folders searched, in order, for
// <dir>/<lang>/LC_MESSAGES/papermines.mo (first match wins), before the installed locale folder
// compiled in, which is always searched last. The program decides them (cli/language.h
// CatalogueFolders: beside the binary in the build tree, the installed share/locale) and passes
// them with the language, in RenderOptions, Book or ClassReport, or to LanguageScope::Enter;
// nothing here keeps a list of its own.
using CatalogueDirs = std::vector<std::string>;

// The folders LoadCatalogue searches for `dirs`: `dirs`, then the installed one.
std::vector<std::string> CatalogueSearchPath(const CatalogueDirs& dirs);

// The catalogue of `code` found in `dirs` (null for English, which needs none). A file is parsed
// once and then shared: the parsed catalogues are kept by path for the life of the process (the
// one process-wide state here, a cache of read-only files, not a setting). InvalidArgument for an
// unsupported code, NotFound when its .mo file is in none of the folders. Thread-safe.
absl::StatusOr<std::shared_ptr<const Catalogue>> LoadCatalogue(std::string_view code,
                                                               const CatalogueDirs& dirs);

// Every word the catalogue of `code` can put on a page (Catalogue::Translations; "" for English or
// a catalogue that cannot be loaded), for the font check (font_check.h).
std::string CatalogueText(std::string_view code, const CatalogueDirs& dirs);

// Makes a language current on this thread for the scope's lifetime (a document being drawn);
// scopes nest. Enter() loads the catalogue from `dirs` (errors as LoadCatalogue; "" is English).
class LanguageScope {
 public:
  static absl::StatusOr<LanguageScope> Enter(std::string_view code, const CatalogueDirs& dirs);
  LanguageScope(LanguageScope&& other) noexcept;
  LanguageScope& operator=(LanguageScope&&) = delete;
  LanguageScope(const LanguageScope&) = delete;
  ~LanguageScope();

 private:
  LanguageScope(const Language* language, std::shared_ptr<const Catalogue> catalogue);
  struct State;
  std::unique_ptr<State> previous_;
  bool active_ = false;
};

// The current language on this thread (English outside any scope).
const Language& CurrentLanguage();

// The current language as a BCP 47 tag ("en"): the language of the page, which is also the language
// Pango and fontconfig choose fonts and faces for (render/text.h PinLanguage), never the
// environment's locale, so the same input gives the same bytes under any LANG or LC_ALL.
std::string PageLanguage();

}  // namespace papermines::render
