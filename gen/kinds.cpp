// gen/'s list of kind descriptors (gen/kinds.h), made from the list of kinds (core/kind_list.h),
// and the kind of an id.
#include "gen/kinds.h"

#include <algorithm>

namespace papermines {

namespace {

const GenKind* const kKinds[] = PM_KIND_TABLE(GenKind);

}  // namespace

std::span<const GenKind* const> GenKinds() { return kKinds; }

const GenKind& GenKindOfId(std::string_view id) {
  const GenKind* fallback = kKinds[0];
  for (const GenKind* k : kKinds) {
    if (k->id_prefix.empty()) {
      fallback = k;
    } else if (id.substr(0, k->id_prefix.size()) == k->id_prefix) {
      return *k;
    }
  }
  return *fallback;
}

int IdSide(int64_t v) { return static_cast<int>(std::clamp<int64_t>(v, 0, 1 << 30)); }

}  // namespace papermines
