// core/'s list of kind descriptors (core/kind.h), made from the list of kinds (core/kind_list.h)
// in PuzzleKind order, which is the order pages and choice lists name them; the kinds' names.
#include <iterator>

#include "core/kind.h"

namespace papermines {

namespace {

const CoreKind* const kKinds[] = PM_KIND_TABLE(CoreKind);

#define PM_KIND_VALUE_(Name, unused) PuzzleKind::k##Name,
constexpr PuzzleKind kAll[] = {PM_EACH_KIND(PM_KIND_VALUE_, )};
#undef PM_KIND_VALUE_

}  // namespace

std::span<const CoreKind* const> CoreKinds() { return kKinds; }

std::span<const PuzzleKind> AllPuzzleKinds() { return kAll; }

const char* PuzzleKindName(PuzzleKind kind) {
  const size_t i = static_cast<size_t>(kind);
  return i < std::size(kKinds) ? kKinds[i]->name : "?";
}

std::optional<PuzzleKind> ParsePuzzleKind(std::string_view s) {
  for (const CoreKind* k : kKinds) {
    if (s == k->name) return k->kind;
  }
  return std::nullopt;
}

std::string PuzzleKindList(std::string_view conjunction, std::string_view before,
                           std::string_view after) {
  std::string s;
  const size_t n = std::size(kKinds);
  for (size_t i = 0; i < n; ++i) {
    if (i > 0) {
      if (i + 1 < n) {
        s += ", ";
      } else {
        ((s += ' ') += conjunction) += ' ';
      }
    }
    ((s += before) += kKinds[i]->name) += after;
  }
  return s;
}

}  // namespace papermines
