// The embedded pages (pages.h).
#include "serve/pages.h"

#include <string>
#include <vector>

#include "serve/pages_data.h"

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

}  // namespace

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
