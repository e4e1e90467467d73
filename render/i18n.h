// The one translation call for every word a page shows. Drawing code never draws an English
// string literal directly: page furniture and the kind descriptions pass each message through
// Tr/TrN, whose catalogues (po/, issue 28) choose the words of the page's language. Placeholders
// are absl::Substitute's ($0, $1), filled by the caller after translation.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace papermines::render {

// `msgid` (English) in the current language.
std::string Tr(std::string_view msgid);

// The form of `singular`/`plural` (English) that fits the count `n` in the current language.
std::string TrN(std::string_view singular, std::string_view plural, int64_t n);

// The current language as a BCP 47 tag ("en"): the language of the page, which is also the language
// Pango and fontconfig choose fonts and faces for (render/text.h PinLanguage), never the
// environment's locale, so the same input gives the same bytes under any LANG or LC_ALL.
std::string PageLanguage();

}  // namespace papermines::render
