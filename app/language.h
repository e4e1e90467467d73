// The language of the words a request draws or prints (render/i18n.h). The same language gives
// the same bytes whatever the machine's locale, which is never set.
#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "app/environment.h"

namespace papermines::app {

// The language to use: `requested` when given (--lang, "lang"), else the environment's, falling
// back to English; makes the environment's catalogue folders known and loads the catalogue, so a
// missing one is an error before anything is drawn.
absl::StatusOr<std::string> ResolveLanguage(const std::string& requested, const Environment& env);

}  // namespace papermines::app
