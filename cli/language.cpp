// --lang and the program's environment (cli/language.h).
#include "cli/language.h"

#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "cli/drawing_module.h"
#include "render/i18n.h"

#ifndef PAPERMINES_LOCALE_DIR
#error "PAPERMINES_LOCALE_DIR (the installed catalogues' folder, from BINDIR) is set by CMake"
#endif

namespace papermines::cli {
namespace {

std::string Env(const char* name) {
  const char* v = std::getenv(name);
  return v == nullptr ? "" : v;
}

}  // namespace

CLI::Option* AddLangFlag(CLI::App& sub, std::string& lang) {
  return sub
      .add_option(
          "--lang", lang,
          absl::StrCat("language of the words on the page: ", render::SupportedLanguageList(),
                       " (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)"))
      ->check(
          [](const std::string& code) {
            absl::StatusOr<const render::Language*> l = render::FindLanguage(code);
            return l.ok() ? std::string() : std::string(l.status().message());
          },
          "")
      ->type_name("CODE");
}

app::Environment ProgramEnvironment() {
  app::Environment env;
  env.source_date_epoch = Env("SOURCE_DATE_EPOCH");
  env.language = Env("LANGUAGE");
  env.lc_all = Env("LC_ALL");
  env.lc_messages = Env("LC_MESSAGES");
  env.lang = Env("LANG");
  env.temp_dir = Env("TMPDIR");
  const std::filesystem::path dir = ProgramDir();
  env.catalogue_dirs = {(dir / "locale").string(),  // the build tree
                        (dir / PAPERMINES_LOCALE_DIR).lexically_normal().string()};
  return env;
}

}  // namespace papermines::cli
