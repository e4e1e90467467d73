// The pages of `papermines serve`, embedded at build time from serve/pages/ (serve/CMakeLists.txt
// makes pages_data.h): the worksheet maker (/), the puzzle editor (/editor), the book maker
// (/book), their scripts and stylesheet. They are static: nothing a request sends is written into
// them (the scripts put text in with textContent, never as markup), and they are served under a
// strict Content-Security-Policy: scripts and styles only from the server's own files, no inline
// script, no eval, no other origin.
#pragma once

#include <string>
#include <string_view>

#include "nlohmann/json.hpp"
#include "render/i18n.h"

namespace papermines::serve {

struct Page {
  std::string_view name;
  std::string_view type;
  std::string_view content;
};

inline constexpr std::string_view kPageCsp =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    "connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

// The page for a path without its leading '/': "" is the worksheet maker, "editor" and "book"
// the other pages, "NAME.js" / "NAME.css" their files; nullptr for anything else.
const Page* FindPage(std::string_view path);

// The page's bytes in language `lang` (a code of render::SupportedLanguages()): in an HTML page
// every `{{Message}}` becomes the message of the language's catalogue (po/*.po, through
// render::Tr, HTML-escaped), `{{=lang}}` its code, `{{=dir}}` "rtl" or "ltr" and
// `{{=languages}}` the <option>s of the language chooser of the top bar. Scripts, styles and
// images are served as they are.
std::string LocalizedPage(const Page& page, const std::string& lang,
                          const render::CatalogueDirs& dirs);

// /messages.js: the scripts' words (their tr() messages, serve/pages/i18n.js) in language `lang`,
// as `window.papermines.messages = {ENGLISH: TRANSLATION, ...}` (the translated ones).
std::string ScriptMessagesJs(const std::string& lang, const render::CatalogueDirs& dirs);

// GET /api/options: what the pages build their forms from, so that no page restates a limit, a
// choice or a kind. "options": the option schema's rows of `sheet` (app::SchemaJson),
// "max_puzzles_per_request": this server's cap on a sheet's count, "book_options": the schema's
// rows of `book` (the book maker's sections), "kinds": every puzzle kind in core's order as
// {"name", "title"} (the title in language `lang`), "mines_limits": {"max_side", "max_cells"} of
// a .mines grid (the editor's).
nlohmann::json PageOptionsJson(const std::string& lang, const render::CatalogueDirs& dirs);

}  // namespace papermines::serve
