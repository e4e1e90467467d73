// The languages the web app offers (issue 28: the app speaks the class's language): every
// language of this build (render/i18n.h), and the one a browser asks for first in its
// Accept-Language header (RFC 9110 12.5.4: "de-CH, de;q=0.9, en;q=0.8"), falling back to the
// server's own default (its environment, as the commands). GET /api/languages answers both; the
// pages fill their language selectors from it.
#pragma once

#include <string>
#include <string_view>

#include "nlohmann/json.hpp"

namespace papermines::serve {

// The code of the supported language the header prefers (highest q first, ties in the header's
// order; "pt-BR" names "pt", q=0 refuses a language, "*" takes `fallback`); `fallback` when the
// header names none this build has.
std::string PreferredLanguage(std::string_view accept_language, const std::string& fallback);

// {"default": CODE, "languages": [{"code", "name" (its own name), "english", "rtl"}...]} with
// English first, then by code.
nlohmann::json LanguagesJson(const std::string& preferred);

}  // namespace papermines::serve
