// The PDF outline (bookmarks) of a document, built whole and then handed to Cairo with no level
// longer than kOutlineFanout entries.
//
// A PDF outline level is a linked list (/First, /Next): one entry per puzzle of a 30 000-puzzle
// sheet made a chain 30 000 long, and tools that follow references depth first (libqpdf's
// linearization, render/pdf_repair.h) recursed that deep and crashed. Here a parent with more
// than kOutlineFanout children gets them in groups ("Puzzle 1 – Puzzle 100"), nested again while
// there are more than kOutlineFanout groups, so every list stays short and the tree is only a
// few levels deep for any document papermines can write.
#pragma once

#include <cairo.h>

#include <string>
#include <vector>

namespace papermines::render {

inline constexpr int kOutlineFanout = 100;

class Outline {
 public:
  static constexpr int kRoot = 0;
  // An entry under `parent` (kRoot or an id Add returned) that goes to `link` (a Cairo link
  // attribute: "page=N pos=[X Y]"), shown open when `open`. Returns its id.
  int Add(int parent, std::string name, std::string link, bool open = false);
  // Gives the outline to a PDF surface, grouping long levels.
  void AddTo(cairo_surface_t* pdf) const;

 private:
  struct Entry {
    std::string name, link;
    bool open = false;
    std::vector<int> children;
  };
  void AddList(cairo_surface_t* pdf, int cairo_parent, const int* ids, size_t n) const;
  std::vector<Entry> entries_ = std::vector<Entry>(1);  // entries_[0]: the root
};

}  // namespace papermines::render
