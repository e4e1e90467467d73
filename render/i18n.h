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

}  // namespace papermines::render
