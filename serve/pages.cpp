// The embedded pages (pages.h).
#include "serve/pages.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "app/option_schema.h"
#include "core/topology.h"
#include "nlohmann/json.hpp"
#include "render/escape.h"
#include "render/i18n.h"
#include "render/kinds.h"
#include "serve/page_messages.h"
#include "serve/pages_data.h"
#include "serve/requests.h"

namespace papermines::serve {
namespace {

std::string_view TypeOf(std::string_view name) {
  if (name.ends_with(".html")) return "text/html; charset=utf-8";
  if (name.ends_with(".js")) return "text/javascript; charset=utf-8";
  if (name.ends_with(".css")) return "text/css; charset=utf-8";
  if (name.ends_with(".svg")) return "image/svg+xml";
  return "application/octet-stream";
}

const std::vector<Page>& Pages() {
  static const std::vector<Page> pages = [] {
    std::vector<Page> out;
    for (const auto& [name, content] : kPageFiles) out.push_back({name, TypeOf(name), content});
    return out;
  }();
  return pages;
}

// The language chooser's options: every language by its own name, `lang` selected.
std::string LanguageOptions(const std::string& lang) {
  std::string out;
  for (const render::Language& l : render::SupportedLanguages()) {
    absl::StrAppend(&out, "<option value=\"", render::HtmlAttribute(l.code), "\" lang=\"",
                    render::HtmlAttribute(l.code), "\"", l.right_to_left ? " dir=\"rtl\"" : "",
                    l.code == lang ? " selected" : "", ">", render::HtmlText(l.native),
                    "</option>");
  }
  return out;
}

}  // namespace

std::string LocalizedPage(const Page& page, const std::string& lang,
                          const render::CatalogueDirs& dirs) {
  if (!page.name.ends_with(".html")) return std::string(page.content);
  absl::StatusOr<render::LanguageScope> scope = render::LanguageScope::Enter(lang, dirs);
  const bool rtl = scope.ok() && render::CurrentLanguage().right_to_left;
  const std::string code = scope.ok() ? std::string(render::CurrentLanguage().code) : "en";
  std::string out;
  out.reserve(page.content.size() + page.content.size() / 4);
  std::string_view rest = page.content;
  for (;;) {
    const size_t open = rest.find("{{");
    const size_t close = open == std::string_view::npos ? open : rest.find("}}", open + 2);
    if (close == std::string_view::npos) break;
    out.append(rest.substr(0, open));
    const std::string_view mark = rest.substr(open + 2, close - open - 2);
    if (mark == "=lang") {
      out += code;
    } else if (mark == "=dir") {
      out += rtl ? "rtl" : "ltr";
    } else if (mark == "=languages") {
      out += LanguageOptions(code);
    } else {
      out += render::HtmlText(render::Tr(mark));
    }
    rest.remove_prefix(close + 2);
  }
  out.append(rest);
  return out;
}

std::string ScriptMessagesJs(const std::string& lang, const render::CatalogueDirs& dirs) {
  absl::StatusOr<render::LanguageScope> scope = render::LanguageScope::Enter(lang, dirs);
  nlohmann::json j = nlohmann::json::object();
  if (scope.ok()) {
    for (const char* m : kScriptMessages) {
      std::string t = render::Tr(m);
      if (t != m) j[m] = std::move(t);
    }
  }
  return absl::StrCat(
      "// The scripts' words in this language (serve/pages.cpp, from po/*.po).\n"
      "window.papermines = window.papermines || {};\nwindow.papermines.messages = ",
      j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), ";\n");
}

nlohmann::json PageOptionsJson(const std::string& lang, const render::CatalogueDirs& dirs) {
  nlohmann::json kinds = nlohmann::json::array();
  {
    absl::StatusOr<render::LanguageScope> scope = render::LanguageScope::Enter(lang, dirs);
    for (PuzzleKind k : render::kAllKinds) {
      kinds.push_back({{"name", PuzzleKindName(k)}, {"title", render::KindTitle(k)}});
    }
  }
  return {{"options", app::SchemaJson("sheet")},
          {"max_puzzles_per_request", kMaxPuzzlesPerRequest},
          {"book_options", app::SchemaJson("book")},
          {"kinds", std::move(kinds)},
          {"mines_limits", {{"max_side", kMaxDimension}, {"max_cells", kMaxCells}}}};
}

const Page* FindPage(std::string_view path) {
  std::string name(path);
  if (name.empty()) name = "sheet";
  if (name == "favicon.ico") name = "favicon.svg";  // what browsers ask for unasked
  if (name.find('.') == std::string::npos) name += ".html";
  for (const Page& p : Pages()) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

}  // namespace papermines::serve
