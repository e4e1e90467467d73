// The translation mechanism (render/i18n.h): the .mo reader on catalogues msgfmt compiled (the
// build's po/*.po) and on hand-built files of both byte orders, Plural-Forms expressions against
// the rules written out directly in C++, the language the environment names, one language per
// thread at once, and numbers in each language's digits.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/substitute.h"
#include "render/i18n.h"

namespace papermines::render {
namespace {

// The build tree's catalogues: the folders a caller passes with each language.
const CatalogueDirs kBuild = {PAPERMINES_TEST_LOCALE_DIR};

// A .mo file from (msgid, msgstr) pairs, sorted by msgid as msgfmt writes them, in little- or
// big-endian words. Written here from the format's description, independently of the reader.
std::string BuildMo(std::vector<std::pair<std::string, std::string>> entries, bool big_endian) {
  std::sort(entries.begin(), entries.end());
  const uint32_t n = static_cast<uint32_t>(entries.size());
  std::string out;
  auto word = [&](uint32_t v) {
    for (int i = 0; i < 4; ++i) {
      const int shift = big_endian ? 24 - 8 * i : 8 * i;
      out.push_back(static_cast<char>((v >> shift) & 0xFF));
    }
  };
  const uint32_t header = 28, originals = header, translations = originals + 8 * n;
  uint32_t data = translations + 8 * n;
  word(0x950412de);
  word(0);
  word(n);
  word(originals);
  word(translations);
  word(0);  // no hash table
  word(data);
  std::string strings;
  std::vector<uint32_t> table;
  for (int pass = 0; pass < 2; ++pass) {
    for (const auto& e : entries) {
      const std::string& s = pass == 0 ? e.first : e.second;
      table.push_back(static_cast<uint32_t>(s.size()));
      table.push_back(data + static_cast<uint32_t>(strings.size()));
      strings += s;
      strings.push_back('\0');
    }
  }
  for (uint32_t v : table) word(v);
  return out + strings;
}

TEST(I18n, ReadsHandBuiltCataloguesOfBothByteOrders) {
  for (bool big : {false, true}) {
    const std::string mo = BuildMo(
        {{"",
          "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=3; plural=(n==1 ? "
          "0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"},
         {"Name", "Imię"},
         {std::string("$0 click\0$0 clicks", 17), std::string("$0 klik\0$0 kliki\0$0 klików", 27)}},
        big);
    auto c = Catalogue::Parse(mo, "test.mo");
    ASSERT_TRUE(c.ok()) << c.status();
    ASSERT_NE((*c)->Find("Name"), nullptr);
    EXPECT_EQ(*(*c)->Find("Name"), "Imię");
    EXPECT_EQ((*c)->Find("Date"), nullptr);
    EXPECT_EQ(*(*c)->FindPlural("$0 click", 1), "$0 klik");
    EXPECT_EQ(*(*c)->FindPlural("$0 click", 3), "$0 kliki");
    EXPECT_EQ(*(*c)->FindPlural("$0 click", 5), "$0 klików");
    EXPECT_EQ(*(*c)->FindPlural("$0 click", 22), "$0 kliki");
    EXPECT_EQ(*(*c)->FindPlural("$0 click", 12), "$0 klików");
    EXPECT_EQ((*c)->PluralCount(), 3);
  }
}

TEST(I18n, RefusesWhatIsNotACatalogue) {
  EXPECT_FALSE(Catalogue::Parse("", "x.mo").ok());
  EXPECT_FALSE(Catalogue::Parse(std::string(64, 'x'), "x.mo").ok());
  std::string mo = BuildMo({{"a", "b"}}, false);
  mo.resize(mo.size() - 3);  // a string runs past the end
  const auto cut = Catalogue::Parse(mo, "cut.mo");
  ASSERT_FALSE(cut.ok());
  EXPECT_NE(cut.status().message().find("cut.mo"), std::string::npos);
  const auto bad_rule = Catalogue::Parse(
      BuildMo({{"", "Plural-Forms: nplurals=2; plural=n !!= 1;\n"}}, false), "rule.mo");
  EXPECT_FALSE(bad_rule.ok());
}

// The rules of the catalogues, written out directly.
int64_t Slavic(uint64_t n) {
  if (n % 10 == 1 && n % 100 != 11) return 0;
  if (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20)) return 1;
  return 2;
}
int64_t Arabic(uint64_t n) {
  if (n == 0) return 0;
  if (n == 1) return 1;
  if (n == 2) return 2;
  if (n % 100 >= 3 && n % 100 <= 10) return 3;
  if (n % 100 >= 11) return 4;
  return 5;
}

TEST(I18n, PluralExpressionsAgreeWithTheRulesWrittenOut) {
  const std::string ru =
      "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2";
  const std::string ar =
      "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)";
  for (uint64_t n = 0; n <= 1200; ++n) {
    EXPECT_EQ(*EvaluatePluralExpression(ru, n), Slavic(n)) << n;
    EXPECT_EQ(*EvaluatePluralExpression(ar, n), Arabic(n)) << n;
    EXPECT_EQ(*EvaluatePluralExpression("(n != 1)", n), n != 1 ? 1 : 0);
    EXPECT_EQ(*EvaluatePluralExpression("n > 1", n), n > 1 ? 1 : 0);
    EXPECT_EQ(*EvaluatePluralExpression("0", n), 0);
  }
  EXPECT_EQ(*EvaluatePluralExpression("!(n < 3) + 2 * 3 - n / 2", 4), 1 + 6 - 2);
  EXPECT_EQ(*EvaluatePluralExpression("n % 0", 4), 0);  // no crash on division by zero
  for (const std::string& bad : std::vector<std::string>{"", "n ==", "(n", "n ? 1", "m", "n = 1",
                                                         "n & 1", std::string(300, '(')}) {
    EXPECT_FALSE(EvaluatePluralExpression(bad, 1).ok()) << bad;
  }
}

TEST(I18n, TheEnvironmentNamesTheLanguage) {
  EXPECT_EQ(LanguageFromEnvironment("", "", "", ""), "en");
  EXPECT_EQ(LanguageFromEnvironment("", "", "", "C.UTF-8"), "en");
  EXPECT_EQ(LanguageFromEnvironment("", "", "", "de_DE.UTF-8"), "de");
  EXPECT_EQ(LanguageFromEnvironment("", "", "fr_FR", "de_DE.UTF-8"), "fr");
  EXPECT_EQ(LanguageFromEnvironment("", "pt_PT.UTF-8", "fr_FR", "de_DE.UTF-8"), "pt");
  EXPECT_EQ(LanguageFromEnvironment("xx:fr:de", "", "", "de_DE.UTF-8"), "fr");
  EXPECT_EQ(LanguageFromEnvironment("fr", "C", "", ""), "en");          // LANGUAGE needs a locale
  EXPECT_EQ(LanguageFromEnvironment("", "", "", "sw_KE.UTF-8"), "en");  // not supported
}

TEST(I18n, UnknownLanguagesAreRefusedWithTheList) {
  const auto l = FindLanguage("xx");
  ASSERT_FALSE(l.ok());
  EXPECT_NE(l.status().message().find("unknown language 'xx'"), std::string::npos);
  EXPECT_NE(l.status().message().find("en, "), std::string::npos);
  EXPECT_TRUE(FindLanguage("pt_PT.UTF-8").ok());
  EXPECT_TRUE(FindLanguage("DE").ok());
  EXPECT_EQ(SupportedLanguages().front().code, "en");
  EXPECT_GE(SupportedLanguages().size(), 3u);
}

// The code is a user's (a flag, a book spec, a cookie): a newline or a control byte in it stays
// inside the one line the error is (the book spec fuzzer found "lang": "\n" breaking it).
TEST(I18n, AnUnknownCodeIsShownOnOneLine) {
  const auto l = FindLanguage("x\ny\x1b[2J");
  ASSERT_FALSE(l.ok());
  const std::string m(l.status().message());
  EXPECT_EQ(m.find('\n'), std::string::npos) << m;
  EXPECT_EQ(m.find('\x1b'), std::string::npos) << m;
  EXPECT_NE(m.find("unknown language 'x\\x0ay\\x1b[2J'"), std::string::npos) << m;
}

TEST(I18n, EveryBuiltCatalogueLoadsAndTranslates) {
  for (const Language& l : SupportedLanguages()) {
    auto c = LoadCatalogue(l.code, kBuild);
    ASSERT_TRUE(c.ok()) << l.code << ": " << c.status();
    if (l.code == "en") {
      EXPECT_EQ(*c, nullptr);
      continue;
    }
    ASSERT_NE(*c, nullptr);
    EXPECT_GT((*c)->size(), 20u) << l.code;
    auto scope = LanguageScope::Enter(l.code, kBuild);
    ASSERT_TRUE(scope.ok());
    EXPECT_NE(Tr("wrong"), "wrong") << l.code;
    EXPECT_EQ(&CurrentLanguage(), &l);
  }
  EXPECT_EQ(CurrentLanguage().code, "en");  // the scopes ended
  EXPECT_EQ(Tr("wrong"), "wrong");
}

// The folders are the caller's, call by call: nothing one caller passed is searched for the next.
TEST(I18n, TheCatalogueFoldersAreWhatTheCallerPasses) {
  const std::vector<std::string> path = CatalogueSearchPath({"/a", "/b", "/a"});
  ASSERT_EQ(path.size(), 3u);
  EXPECT_EQ(path[0], "/a");
  EXPECT_EQ(path[1], "/b");  // then the installed folder compiled in
  ASSERT_TRUE(LanguageScope::Enter("de", kBuild).ok());
  const CatalogueDirs nowhere = {"/nonexistent/papermines-locale"};
  const bool installed = std::filesystem::exists(path[2] + "/de/LC_MESSAGES/papermines.mo");
  auto c = LoadCatalogue("de", nowhere);
  // Found only where the installed folder has it, never through the build tree named before.
  EXPECT_EQ(c.ok(), installed) << c.status();
  if (!c.ok()) {
    EXPECT_EQ(c.status().code(), absl::StatusCode::kNotFound);
    EXPECT_NE(c.status().message().find("/nonexistent/papermines-locale"), std::string::npos);
  }
  EXPECT_EQ(LanguageScope::Enter("de", nowhere).ok(), installed);
  EXPECT_TRUE(LanguageScope::Enter("en", nowhere).ok());  // English needs no catalogue
}

TEST(I18n, ScopesNestAndEachThreadHasItsOwnLanguage) {
  std::vector<std::string> codes;
  for (const Language& l : SupportedLanguages()) codes.push_back(std::string(l.code));
  std::vector<std::string> expected(codes.size()), got(codes.size());
  for (size_t i = 0; i < codes.size(); ++i) {
    auto s = LanguageScope::Enter(codes[i], kBuild);
    ASSERT_TRUE(s.ok());
    expected[i] = absl::Substitute(TrN("$0 click", "$0 clicks", 7), Number(7));
  }
  std::vector<std::thread> threads;
  for (size_t i = 0; i < codes.size(); ++i) {
    threads.emplace_back([&, i] {
      auto s = LanguageScope::Enter(codes[i], kBuild);
      std::string last;
      for (int k = 0; k < 2000 && s.ok(); ++k) {
        last = absl::Substitute(TrN("$0 click", "$0 clicks", 7), Number(7));
        if (last != expected[i]) break;
      }
      got[i] = last;
    });
  }
  for (std::thread& t : threads) t.join();
  EXPECT_EQ(got, expected);
  {
    auto outer = LanguageScope::Enter(codes.back(), kBuild);
    ASSERT_TRUE(outer.ok());
    {
      auto inner = LanguageScope::Enter("en", kBuild);
      EXPECT_EQ(CurrentLanguage().code, "en");
    }
    EXPECT_EQ(CurrentLanguage().code, codes.back());
  }
}

TEST(I18n, NumbersInTheLanguagesDigits) {
  EXPECT_EQ(Number(1234), "1234");
  EXPECT_EQ(Decimal(3.25, 1), "3.2");  // printf rounding of the binary value: no locale
  if (FindLanguage("de").ok()) {
    auto s = LanguageScope::Enter("de", kBuild);
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(Decimal(3.5, 1), "3,5");
    EXPECT_EQ(Number(12), "12");
  }
  if (FindLanguage("ar").ok()) {
    auto s = LanguageScope::Enter("ar", kBuild);
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(Number(12), "\u0661\u0662");
    EXPECT_EQ(Decimal(3.5, 1), "\u0663\u066B\u0665");
  }
}

}  // namespace
}  // namespace papermines::render
