// The languages the web app offers (issue 28: the app speaks the class's language): every
// language of this build (render/i18n.h), and the one a browser asks for first in its
// Accept-Language header (RFC 9110 12.5.4: "de-CH, de;q=0.9, en;q=0.8"), falling back to the
// server's own default (its environment, as the commands). GET /api/languages answers both
// (server.cpp, from render/i18n.h's table); the pages fill their language selectors from it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace papermines::serve {

// The first of `codes` (this build's languages) the header prefers: highest q first, ties in the
// header's order; a range names the code of its primary subtag ("pt-BR", "pt_BR" -> "pt"), q=0
// refuses it, "*" takes `fallback`; `fallback` when the header names none of `codes`. Pure: it
// reads no table of its own (the fuzz target runs it without the drawing library).
std::string PreferredLanguage(std::string_view accept_language,
                              const std::vector<std::string>& codes, const std::string& fallback);

}  // namespace papermines::serve
