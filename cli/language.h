// --lang: the language of the words a command draws or prints (render/i18n.h), shared by render,
// sheet, book and check; and the program's environment (app/environment.h), read here once for
// the floor below, which reads none: the default language comes from LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG (else English), the catalogues from beside the program, the documents' fixed
// time from SOURCE_DATE_EPOCH.
#pragma once

#include <string>

#include "CLI/CLI.hpp"
#include "app/environment.h"

namespace papermines::cli {

// Adds --lang CODE to `sub` (checked against the supported languages).
CLI::Option* AddLangFlag(CLI::App& sub, std::string& lang);

// The program's environment: the variables above, and its catalogue folders (beside the binary in
// the build tree, the installed share/locale).
app::Environment ProgramEnvironment();

}  // namespace papermines::cli
