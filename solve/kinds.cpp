// solve/'s list of kind descriptors (solve/kinds.h), made from the list of kinds
// (core/kind_list.h).
#include "solve/kinds.h"

namespace papermines {

namespace {

const SolveKind* const kKinds[] = {
#define PM_KIND(Name) &k##Name##SolveKind,
#include "core/kind_list.h"
#undef PM_KIND
};

}  // namespace

std::span<const SolveKind* const> SolveKinds() { return kKinds; }

const SolveKind& SolveKindOf(PuzzleKind kind) { return *kKinds[static_cast<size_t>(kind)]; }

}  // namespace papermines
