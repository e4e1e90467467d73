// The language of a request (language.h).
#include "app/language.h"

#include <memory>

#include "render/i18n.h"

namespace papermines::app {

absl::StatusOr<std::string> ResolveLanguage(const std::string& requested, const Environment& env) {
  for (const std::string& dir : env.catalogue_dirs) render::AddCatalogueDirectory(dir);
  std::string code = requested;
  if (code.empty()) {
    code = render::LanguageFromEnvironment(env.language, env.lc_all, env.lc_messages, env.lang);
  }
  absl::StatusOr<const render::Language*> language = render::FindLanguage(code);
  if (!language.ok()) return language.status();
  if (absl::StatusOr<std::shared_ptr<const render::Catalogue>> c = render::LoadCatalogue(code);
      !c.ok()) {
    return c.status();
  }
  return std::string((*language)->code);
}

}  // namespace papermines::app
