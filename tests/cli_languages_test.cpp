// Every language of the build (po/*.po) through the binary: a sheet of each kind and the sample
// book rendered with --lang; pdftotext finds that language's words from its catalogue and no
// English word of the English rendering of the same page is left (words the language writes the
// same way, like "Date" in French, come from its catalogue; text from the inputs, like the book
// spec's titles and the puzzle ids, is not the program's). The font check finds no character of
// any catalogue without a glyph.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "nlohmann/json.hpp"
#include "render/font_check.h"
#include "render/i18n.h"
#include "render/render_options.h"
#include "tests/run_binary.h"
#include "tests/sweep.h"

namespace papermines {
namespace {

namespace fs = std::filesystem;
using testing_util::PdfText;
using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;

const fs::path kSource = fs::path(PAPERMINES_TEST_DATA).parent_path().parent_path();

// The languages with a catalogue in the repository.
std::vector<std::string> Languages() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(kSource / "po")) {
    if (e.path().extension() == ".po") out.push_back(e.path().stem().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The languages a sweep draws its sheets and books in: every one in the Release suite. Under the
// sanitizers (scripts/sanitize.sh) one of each way a language takes through the code: right to
// left with Arabic-Indic digits and joined letters (ar), right to left with Latin digits (he),
// CJK text and fonts (ja), three plural forms (pl). The others run the same code with other
// words, which the Release suite checks; under ASan they cost a minute and a half of drawing.
std::vector<std::string> SweepLanguages() {
  std::vector<std::string> all = Languages();
  if constexpr (testing_util::kSanitized) {  // tests/sweep.h
    const std::set<std::string> ways = {"ar", "he", "ja", "pl"};
    std::erase_if(all, [&](const std::string& l) { return !ways.contains(l); });
    EXPECT_EQ(all.size(), ways.size()) << "a language of the sanitizer sweep has no catalogue";
  }
  return all;
}

// Lower-case words of letters (4 or more) in `text`, from tokens without digits (ids, sizes).
std::set<std::string> Words(const std::string& text) {
  std::set<std::string> out;
  std::istringstream in(text);
  for (std::string token; in >> token;) {
    if (std::any_of(token.begin(), token.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
      continue;
    std::string w;
    for (char ch : token + " ") {
      if (std::isalpha(static_cast<unsigned char>(ch))) {
        w += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      } else {
        if (w.size() >= 4) out.insert(w);
        w.clear();
      }
    }
  }
  return out;
}

// The words of a catalogue's translations (msgstr lines), lower case.
std::set<std::string> CatalogueWords(const std::string& lang) {
  std::set<std::string> out;
  std::ifstream in(kSource / "po" / (lang + ".po"));
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("msgstr", 0) == 0) {
      for (const std::string& w : Words(line.substr(line.find('"')))) out.insert(w);
    }
  }
  return out;
}

// Words that are the user's (the book spec's strings) or the program's name.
std::set<std::string> InputWords() {
  std::set<std::string> out = {"papermines", "puzz", "link"};
  const nlohmann::json spec =
      nlohmann::json::parse(ReadWholeFile(kSource / "samples" / "book.json"));
  std::function<void(const nlohmann::json&)> walk = [&](const nlohmann::json& j) {
    if (j.is_string()) {
      for (const std::string& w : Words(j.get<std::string>())) out.insert(w);
    } else if (j.is_structured()) {
      for (const auto& x : j) walk(x);
    }
  };
  walk(spec);
  return out;
}

// The English words of `english` left in `page`.
std::vector<std::string> EnglishLeft(const std::string& english, const std::string& page,
                                     const std::string& lang) {
  const std::set<std::string> allowed = CatalogueWords(lang), input = InputWords();
  const std::set<std::string> on_page = Words(page);
  std::vector<std::string> left;
  for (const std::string& w : Words(english)) {
    if (on_page.count(w) && !allowed.count(w) && !input.count(w)) left.push_back(w);
  }
  return left;
}

// The text of a sheet of `kind` in `lang` (a worksheet of two 6 x 6 puzzles).
std::string SheetText(const ScratchDir& dir, const std::string& kind, const std::string& lang) {
  const std::string pdf = dir.Path(kind + "-" + lang + ".pdf");
  const auto run = RunPapermines("sheet --kind " + kind + " --size 6x6 -n 2 -s 3 --lang " + lang +
                                 " -o " + ShellQuote(pdf));
  EXPECT_EQ(run.status, 0) << lang << ": " << run.err;
  EXPECT_EQ(run.err.find("warning"), std::string::npos) << lang << ": " << run.err;
  return PdfText(pdf, "-layout -enc UTF-8");
}

TEST(Languages, EveryKindOfSheetInEveryLanguage) {
  const ScratchDir dir;
  const std::vector<std::string> langs = SweepLanguages();
  ASSERT_GE(langs.size(), 3u);
  for (const std::string kind : {"paper", "oneclick", "reverse"}) {
    const std::string english = SheetText(dir, kind, "en");
    for (const std::string& lang : langs) {
      const std::string page = SheetText(dir, kind, lang);
      EXPECT_NE(page, english) << lang << " " << kind;
      EXPECT_EQ(EnglishLeft(english, page, lang), std::vector<std::string>())
          << lang << " " << kind << ":\n"
          << page;
    }
  }
}

// An easy sheet shows the worked example under its rules (--rules full by default) and, with
// --hints, the solver's steps in words after the key: every word of both from the catalogue.
TEST(Languages, TheWorkedExampleAndTheHintStepsInEveryLanguage) {
  const ScratchDir dir;
  const auto hint_sheet = [&](const std::string& l) {
    const std::string pdf = dir.Path("hints-" + l + ".pdf");
    const auto run =
        RunPapermines("sheet --size 6x6 -n 2 -s 3 -d easy --hints 4 --answers after --lang " + l +
                      " -o " + ShellQuote(pdf));
    EXPECT_EQ(run.status, 0) << l << ": " << run.err;
    EXPECT_EQ(run.err.find("warning"), std::string::npos) << l << ": " << run.err;
    return PdfText(pdf, "-layout -enc UTF-8");
  };
  const std::string english = hint_sheet("en");
  ASSERT_NE(english.find("Example:"), std::string::npos) << english;
  ASSERT_NE(english.find("clue "), std::string::npos) << english;
  for (const std::string& lang : SweepLanguages()) {
    const std::string page = hint_sheet(lang);
    EXPECT_EQ(EnglishLeft(english, page, lang), std::vector<std::string>()) << lang << ":\n"
                                                                            << page;
  }
}

// `s` without bidirectional marks and, since pdftotext gives the lam-alef ligature of Arabic back
// in the other order, without lam and alef (and spaces, which it inserts): enough to find a
// right-to-left word in extracted text.
std::string Comparable(std::string s) {
  for (const char* drop : {"\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u200E", "\u200F",
                           "\u0644", "\u0627", "\u0623", "\u0625", "\u0622", " "}) {
    for (size_t at; (at = s.find(drop)) != std::string::npos;)
      s.erase(at, std::string(drop).size());
  }
  return s;
}

TEST(Languages, TheCataloguesWordsAreOnThePage) {
  // The kind's title from each catalogue, looked up through the program's own reader.
  const render::CatalogueDirs build = {PAPERMINES_TEST_LOCALE_DIR};
  const ScratchDir dir;
  for (const std::string& lang : SweepLanguages()) {
    auto scope = render::LanguageScope::Enter(lang, build);
    ASSERT_TRUE(scope.ok()) << scope.status();
    const std::string page = SheetText(dir, "paper", lang);
    for (const char* msgid : {"Paper Minesweeper", "Name"}) {
      EXPECT_NE(Comparable(page).find(Comparable(render::Tr(msgid))), std::string::npos)
          << lang << ": " << render::Tr(msgid) << " in\n"
          << page;
    }
  }
}

TEST(Languages, TheSampleBookInEveryLanguage) {
  const ScratchDir dir;
  const std::string spec = (kSource / "samples" / "book.json").string();
  std::string english;
  for (const std::string& lang : [] {
         std::vector<std::string> l = SweepLanguages();
         l.insert(l.begin(), "en");
         return l;
       }()) {
    const std::string pdf = dir.Path("book-" + lang + ".pdf");
    const auto run =
        RunPapermines("book " + ShellQuote(spec) + " -q --lang " + lang + " -o " + ShellQuote(pdf));
    ASSERT_EQ(run.status, 0) << lang << ": " << run.err;
    const std::string text = PdfText(pdf, "-layout -enc UTF-8");
    if (lang == "en") {
      english = text;
      continue;
    }
    // The worked example's steps too are worded through the catalogue (render/step_text.h).
    for (const std::string& w : EnglishLeft(english, text, lang)) {
      ADD_FAILURE() << lang << ": '" << w << "' left in English";
    }
  }
}

TEST(Languages, NoCharacterOfAnyCatalogueLacksAGlyph) {
  const render::CatalogueDirs build = {PAPERMINES_TEST_LOCALE_DIR};
  for (const render::Language& l : render::SupportedLanguages()) {
    const std::string text = render::CatalogueText(l.code, build);
    if (l.code != "en") {
      EXPECT_GT(text.size(), 1000u) << l.code;
    }
    EXPECT_EQ(render::FontWarnings(std::string(render::kFont.value), text),
              std::vector<std::string>())
        << l.code;
  }
}

TEST(Languages, TheSameBytesWhateverTheLocale) {
  const ScratchDir dir;
  const std::string a = dir.Path("a.pdf"), b = dir.Path("b.pdf");
  const std::string args = "sheet -n 2 --size 6x6 --seed 1 --lang de -o ";
  const auto ra =
      RunShell("LC_ALL=C LANG=C " + ShellQuote(PAPERMINES_BINARY) + " " + args + ShellQuote(a));
  const auto rb = RunShell("LC_ALL=fr_FR.UTF-8 LANG=ja_JP.UTF-8 " + ShellQuote(PAPERMINES_BINARY) +
                           " " + args + ShellQuote(b));
  ASSERT_EQ(ra.status, 0) << ra.err;
  ASSERT_EQ(rb.status, 0) << rb.err;
  EXPECT_EQ(ReadWholeFile(a), ReadWholeFile(b));
  // Without --lang the environment chooses.
  const auto env =
      RunShell("LANG=de_DE.UTF-8 " + ShellQuote(PAPERMINES_BINARY) + " check " +
               ShellQuote(std::string(PAPERMINES_TEST_DATA) + "/check/puzzles.mines") + " " +
               ShellQuote(std::string(PAPERMINES_TEST_DATA) + "/check/answers.mines"));
  EXPECT_EQ(env.out.rfind("paper5: richtig\n", 0), 0u) << env.out;
}

}  // namespace
}  // namespace papermines
