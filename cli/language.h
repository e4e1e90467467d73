// --lang: the language of the words a command draws or prints (render/i18n.h), shared by render,
// sheet, book and check. The default comes from the environment (LANGUAGE, LC_ALL, LC_MESSAGES,
// LANG), falling back to English; the machine's locale is never set, so the same language gives
// the same bytes whatever the locale.
#pragma once

#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"

namespace papermines::cli {

// Adds --lang CODE to `sub` (checked against the supported languages).
CLI::Option* AddLangFlag(CLI::App& sub, std::string& lang);

// The language to use: `flag` when given, else the environment's; makes the program's catalogue
// folders known (beside the binary in the build tree, the installed share/locale) and loads the
// catalogue, so a missing one is an error before anything is drawn.
absl::StatusOr<std::string> ResolveLanguage(const std::string& flag);

}  // namespace papermines::cli
