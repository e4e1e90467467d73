// --lang (cli/language.h).
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

render::CatalogueDirs CatalogueFolders() {
  const std::filesystem::path dir = ProgramDir();
  return {(dir / "locale").string(),  // the build tree
          (dir / PAPERMINES_LOCALE_DIR).lexically_normal().string()};
}

absl::StatusOr<std::string> ResolveLanguage(const std::string& flag) {
  std::string code = flag;
  if (code.empty()) {
    code = render::LanguageFromEnvironment(Env("LANGUAGE"), Env("LC_ALL"), Env("LC_MESSAGES"),
                                           Env("LANG"));
  }
  absl::StatusOr<const render::Language*> language = render::FindLanguage(code);
  if (!language.ok()) return language.status();
  if (absl::StatusOr<std::shared_ptr<const render::Catalogue>> c =
          render::LoadCatalogue(code, CatalogueFolders());
      !c.ok()) {
    return c.status();
  }
  return std::string((*language)->code);
}

}  // namespace papermines::cli
