// --lang: the language of the words a command draws or prints (render/i18n.h), shared by render,
// sheet, book and check. The default comes from the environment (LANGUAGE, LC_ALL, LC_MESSAGES,
// LANG), falling back to English; the machine's locale is never set, so the same language gives
// the same bytes whatever the locale.
#pragma once

#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "render/i18n.h"

namespace papermines::cli {

// Adds --lang CODE to `sub` (checked against the supported languages).
CLI::Option* AddLangFlag(CLI::App& sub, std::string& lang);

// The program's catalogue folders (render/i18n.h CatalogueDirs), which it passes with every
// language it draws in: beside the binary in the build tree, the installed share/locale relative
// to the binary (the folder compiled into the library comes last by itself).
render::CatalogueDirs CatalogueFolders();

// The language to use: `flag` when given, else the environment's; loads its catalogue from
// CatalogueFolders(), so a missing one is an error before anything is drawn.
absl::StatusOr<std::string> ResolveLanguage(const std::string& flag);

}  // namespace papermines::cli
