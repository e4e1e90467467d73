// The translation call (see i18n.h). Today every page is English: the message is its own text.
#include "render/i18n.h"

namespace papermines::render {

std::string Tr(std::string_view msgid) { return std::string(msgid); }

std::string TrN(std::string_view singular, std::string_view plural, int64_t n) {
  return std::string(n == 1 ? singular : plural);
}

std::string PageLanguage() { return "en"; }

}  // namespace papermines::render
