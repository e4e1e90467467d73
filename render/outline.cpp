// The PDF outline with short levels (outline.h).
#include "render/outline.h"

#include <cairo-pdf.h>

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace papermines::render {

int Outline::Add(int parent, std::string name, std::string link, bool open) {
  const int id = static_cast<int>(entries_.size());
  entries_.push_back({std::move(name), std::move(link), open, {}});
  Entry& p = entries_[static_cast<size_t>(parent)];
  p.children.push_back({id, -1, Size(p) + 1});
  return id;
}

void Outline::AddRun(int parent, int count, EntryFn entry) {
  if (count <= 0) return;
  Entry& p = entries_[static_cast<size_t>(parent)];
  p.children.push_back({-1, static_cast<int>(runs_.size()), Size(p) + static_cast<size_t>(count)});
  runs_.push_back({count, std::move(entry)});
}

Outline::Child Outline::ChildAt(const Entry& parent, size_t k) const {
  const auto item = std::upper_bound(parent.children.begin(), parent.children.end(), k,
                                     [](size_t at, const Item& i) { return at < i.end; });
  Child c;
  if (item->entry >= 0) {
    const Entry& e = entries_[static_cast<size_t>(item->entry)];
    c.name = e.name;
    c.link = e.link;
    c.open = e.open;
    c.entry = &e;
    return c;
  }
  const Run& run = runs_[static_cast<size_t>(item->run)];
  const size_t first = item->end - static_cast<size_t>(run.count);
  run.entry(static_cast<int>(k - first), &c.name, &c.link);
  return c;
}

void Outline::AddList(cairo_surface_t* pdf, int cairo_parent, const Entry& parent, size_t from,
                      size_t n) const {
  const size_t fanout = kOutlineFanout;
  if (n <= fanout) {
    for (size_t i = from; i < from + n; ++i) {
      const Child c = ChildAt(parent, i);
      const int id = cairo_pdf_surface_add_outline(
          pdf, cairo_parent, c.name.c_str(), c.link.c_str(),
          c.open ? CAIRO_PDF_OUTLINE_FLAG_OPEN : static_cast<cairo_pdf_outline_flags_t>(0));
      if (c.entry != nullptr) AddList(pdf, id, *c.entry, 0, Size(*c.entry));
    }
    return;
  }
  // Groups of fanout^k entries, k the smallest that leaves at most `fanout` groups.
  size_t group = fanout;
  while ((n + group - 1) / group > fanout) group *= fanout;
  for (size_t at = 0; at < n; at += group) {
    const size_t len = std::min(group, n - at);
    const Child first = ChildAt(parent, from + at);
    const Child last = ChildAt(parent, from + at + len - 1);
    const std::string name = absl::StrCat(first.name, " \u2013 ", last.name);
    const int id =
        cairo_pdf_surface_add_outline(pdf, cairo_parent, name.c_str(), first.link.c_str(),
                                      static_cast<cairo_pdf_outline_flags_t>(0));
    AddList(pdf, id, parent, from + at, len);
  }
}

void Outline::AddTo(cairo_surface_t* pdf) const {
  AddList(pdf, CAIRO_PDF_OUTLINE_ROOT, entries_[0], 0, Size(entries_[0]));
}

}  // namespace papermines::render
