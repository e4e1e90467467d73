// The PDF outline with short levels (outline.h).
#include "render/outline.h"

#include <cairo-pdf.h>

#include "absl/strings/str_cat.h"

namespace papermines::render {

int Outline::Add(int parent, std::string name, std::string link, bool open) {
  const int id = static_cast<int>(entries_.size());
  entries_.push_back({std::move(name), std::move(link), open, {}});
  entries_[static_cast<size_t>(parent)].children.push_back(id);
  return id;
}

void Outline::AddList(cairo_surface_t* pdf, int cairo_parent, const int* ids, size_t n) const {
  const size_t fanout = kOutlineFanout;
  if (n <= fanout) {
    for (size_t i = 0; i < n; ++i) {
      const Entry& e = entries_[static_cast<size_t>(ids[i])];
      const int id = cairo_pdf_surface_add_outline(
          pdf, cairo_parent, e.name.c_str(), e.link.c_str(),
          e.open ? CAIRO_PDF_OUTLINE_FLAG_OPEN : static_cast<cairo_pdf_outline_flags_t>(0));
      AddList(pdf, id, e.children.data(), e.children.size());
    }
    return;
  }
  // Groups of fanout^k entries, k the smallest that leaves at most `fanout` groups.
  size_t group = fanout;
  while ((n + group - 1) / group > fanout) group *= fanout;
  for (size_t at = 0; at < n; at += group) {
    const size_t len = std::min(group, n - at);
    const Entry& first = entries_[static_cast<size_t>(ids[at])];
    const Entry& last = entries_[static_cast<size_t>(ids[at + len - 1])];
    const std::string name = absl::StrCat(first.name, " \u2013 ", last.name);
    const int id =
        cairo_pdf_surface_add_outline(pdf, cairo_parent, name.c_str(), first.link.c_str(),
                                      static_cast<cairo_pdf_outline_flags_t>(0));
    AddList(pdf, id, ids + at, len);
  }
}

void Outline::AddTo(cairo_surface_t* pdf) const {
  const std::vector<int>& top = entries_[0].children;
  AddList(pdf, CAIRO_PDF_OUTLINE_ROOT, top.data(), top.size());
}

}  // namespace papermines::render
