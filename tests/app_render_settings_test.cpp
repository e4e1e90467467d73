// app/render_settings.h and app/language.h: a sheet's settings become the drawing's options with
// the environment the caller passes in (never the process's), and a font's warnings come back as
// values, not lines on stderr.
#include <cstdlib>
#include <string>
#include <vector>

#include "app/language.h"
#include "app/render_settings.h"
#include "gtest/gtest.h"

namespace papermines::app {
namespace {

Environment TestEnvironment() {
  Environment env;
  env.catalogue_dirs = {PAPERMINES_TEST_LOCALE_DIR};
  return env;
}

TEST(RenderSettingsTest, FixedTimeComesFromTheEnvironmentPassedIn) {
  Environment env = TestEnvironment();
  env.source_date_epoch = "1234";
  std::vector<std::string> warnings;
  absl::StatusOr<render::RenderOptions> o =
      MakeRenderOptions(SheetSettings{}, env, Caller::kCli, &warnings);
  ASSERT_TRUE(o.ok()) << o.status();
  ASSERT_TRUE(o->source_date_epoch.has_value());
  EXPECT_EQ(*o->source_date_epoch, 1234);
}

TEST(RenderSettingsTest, TheProcessEnvironmentIsNotRead) {
  ASSERT_EQ(setenv("SOURCE_DATE_EPOCH", "99", 1), 0);
  ASSERT_EQ(setenv("LANGUAGE", "de", 1), 0);
  std::vector<std::string> warnings;
  absl::StatusOr<render::RenderOptions> o =
      MakeRenderOptions(SheetSettings{}, TestEnvironment(), Caller::kCli, &warnings);
  unsetenv("SOURCE_DATE_EPOCH");
  unsetenv("LANGUAGE");
  ASSERT_TRUE(o.ok()) << o.status();
  EXPECT_FALSE(o->source_date_epoch.has_value());
  EXPECT_EQ(o->lang, "en");
}

TEST(RenderSettingsTest, ABadFixedTimeIsNamed) {
  Environment env = TestEnvironment();
  env.source_date_epoch = "soon";
  std::vector<std::string> warnings;
  absl::StatusOr<render::RenderOptions> o =
      MakeRenderOptions(SheetSettings{}, env, Caller::kCli, &warnings);
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.status().message(), "SOURCE_DATE_EPOCH must be a number of seconds, got 'soon'");
}

TEST(RenderSettingsTest, TheLanguageFallsBackToTheEnvironmentsOwn) {
  Environment env = TestEnvironment();
  env.lc_all = "de_DE.UTF-8";
  absl::StatusOr<std::string> lang = ResolveLanguage("", env);
  ASSERT_TRUE(lang.ok()) << lang.status();
  EXPECT_EQ(*lang, "de");
  lang = ResolveLanguage("fr", env);  // a request's own language comes first
  ASSERT_TRUE(lang.ok()) << lang.status();
  EXPECT_EQ(*lang, "fr");
}

TEST(RenderSettingsTest, FontWarningsAreValuesNotLines) {
  SheetSettings s;
  s.font = "No Such Font Family 7q";
  std::vector<std::string> warnings;
  testing::internal::CaptureStderr();
  absl::StatusOr<render::RenderOptions> o =
      MakeRenderOptions(s, TestEnvironment(), Caller::kCli, &warnings);
  const std::string printed = testing::internal::GetCapturedStderr();
  ASSERT_TRUE(o.ok()) << o.status();
  ASSERT_FALSE(warnings.empty());
  EXPECT_NE(warnings.front().find("No Such Font Family 7q"), std::string::npos) << warnings.front();
  EXPECT_EQ(printed.find("papermines: warning"), std::string::npos) << printed;
}

TEST(RenderSettingsTest, FlagsAreNamedInErrors) {
  SheetSettings s;
  s.per_page = "0x3";
  std::vector<std::string> warnings;
  absl::StatusOr<render::RenderOptions> o =
      MakeRenderOptions(s, TestEnvironment(), Caller::kCli, &warnings);
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.status().message().substr(0, 11), "--per-page ");
  // A web request's and a book spec's words: the key, located (no "--" for serve to rewrite).
  o = MakeRenderOptions(s, TestEnvironment(), Caller::kJson, &warnings);
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.status().message().substr(0, 11), "\"per-page\" ");
  EXPECT_EQ(std::string(*o.status().GetPayload(kLocationPayload)), "{\"key\":\"per-page\"}");
  s.per_page = "auto";
  s.answers = "sometimes";
  o = MakeRenderOptions(s, TestEnvironment(), Caller::kPython, &warnings);
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.status().message(), "answers= must be separate, after, none or only");
  s = SheetSettings{};
  s.format = "svg";
  EXPECT_EQ(FormatOf(s), render::Format::kSvg);
  EXPECT_EQ(FormatOf(SheetSettings{}), std::nullopt);
}

}  // namespace
}  // namespace papermines::app
