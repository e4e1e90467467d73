// The PDF outline (bookmarks) of a document, described whole and then handed to Cairo with no
// level longer than kOutlineFanout entries.
//
// A PDF outline level is a linked list (/First, /Next): one entry per puzzle of a 30 000-puzzle
// sheet made a chain 30 000 long, and tools that follow references depth first (libqpdf's
// linearization, pdf/repair.h) recursed that deep and crashed. Here a parent with more
// than kOutlineFanout children gets them in groups ("Puzzle 1 – Puzzle 100"), nested again while
// there are more than kOutlineFanout groups, so every list stays short and the tree is only a
// few levels deep for any document papermines can write.
//
// The entries of a long list (one per puzzle) are a run: a count and a function that makes
// entry k's name and link when the outline is handed over, so nothing is kept per puzzle
// before Cairo's own copy (which Cairo holds until the PDF is finished).
#pragma once

#include <cairo.h>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace papermines::render {

inline constexpr int kOutlineFanout = 100;

class Outline {
 public:
  static constexpr int kRoot = 0;
  // Entry k of a run: its name and its link (a Cairo link attribute: "page=N pos=[X Y]").
  using EntryFn = std::function<void(int k, std::string* name, std::string* link)>;

  // An entry under `parent` (kRoot or an id Add returned) that goes to `link`, shown open when
  // `open`. Returns its id.
  int Add(int parent, std::string name, std::string link, bool open = false);
  // `count` entries under `parent`, after those added so far, each closed and with no children:
  // entry k is made by `entry` (called while AddTo runs, so what it reads must live until then).
  void AddRun(int parent, int count, EntryFn entry);
  // Gives the outline to a PDF surface, grouping long levels.
  void AddTo(cairo_surface_t* pdf) const;

 private:
  // A parent's children are items: one entry, or a run; `end` is the number of children up to
  // and including the item's.
  struct Item {
    int entry = -1;  // an entry's id, or -1 for run `run`
    int run = -1;
    size_t end = 0;
  };
  struct Entry {
    std::string name, link;
    bool open = false;
    std::vector<Item> children;
  };
  struct Run {
    int count;
    EntryFn entry;
  };
  // Child k of `parent`: its name, link and flag, and the entry when it is one (else null).
  struct Child {
    std::string name, link;
    bool open = false;
    const Entry* entry = nullptr;
  };
  static size_t Size(const Entry& e) { return e.children.empty() ? 0 : e.children.back().end; }
  Child ChildAt(const Entry& parent, size_t k) const;
  void AddList(cairo_surface_t* pdf, int cairo_parent, const Entry& parent, size_t from,
               size_t n) const;

  std::vector<Entry> entries_ = std::vector<Entry>(1);  // entries_[0]: the root
  std::vector<Run> runs_;
};

}  // namespace papermines::render
