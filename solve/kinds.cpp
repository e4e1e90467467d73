// solve/'s list of kind descriptors (solve/kinds.h), made from the list of kinds
// (core/kind_list.h).
#include "solve/kinds.h"

namespace papermines {

namespace {

const SolveKind* const kKinds[] = PM_KIND_TABLE(SolveKind);

}  // namespace

std::span<const SolveKind* const> SolveKinds() { return kKinds; }

}  // namespace papermines
