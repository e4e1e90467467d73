// The list of puzzle kinds: PM_EACH_KIND(X, arg) expands X(Name, arg) once per kind, in the order
// pages and choice lists name them. The PuzzleKind enum is made from it (core/puzzle.h:
// PuzzleKind::k<Name>, in this order), and so is every module's list of its descriptors
// (core/kinds.cpp, solve/kinds.cpp, gen/kinds.cpp, render/kinds.cpp: the descriptor
// k<Name>CoreKind, k<Name>SolveKind, ... that <module>/kind_<name>.cpp defines; cli's gen
// commands; the play script's part of each kind, render/play/<name>.js), so a kind listed here
// but missing from a module does not link, and tests/<module>_kinds_test.cpp checks each list
// against AllPuzzleKinds(). A new kind is one line here. (Simon Tatham's puzzles make their list
// of games the same way.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#define PM_EACH_KIND(X, arg) \
  X(Paper, arg)              \
  X(OneClick, arg)           \
  X(Reverse, arg)            \
  X(Mosaic, arg)

// A module's descriptors, k<Name><Type> for each kind (Type: CoreKind, SolveKind, GenKind,
// RenderKind): PM_KIND_DESCRIPTORS(Type) declares them (in the module's descriptor header, which
// <module>/kind_<name>.cpp includes to define its own), PM_KIND_TABLE(Type) is the braced list of
// their addresses in PuzzleKind order (the module's table, in its kinds.cpp).
#define PM_KIND_DECLARE_(Name, Type) extern const Type k##Name##Type;
#define PM_KIND_ADDRESS_(Name, Type) &k##Name##Type,
#define PM_KIND_DESCRIPTORS(Type) PM_EACH_KIND(PM_KIND_DECLARE_, Type)
#define PM_KIND_TABLE(Type) \
  { PM_EACH_KIND(PM_KIND_ADDRESS_, Type) }

namespace papermines {

enum class PuzzleKind : uint8_t;  // core/puzzle.h: one value a kind, made from PM_EACH_KIND

// The descriptor of `kind` in a module's table (CoreKinds(), SolveKinds(), ...).
template <class Descriptor>
const Descriptor& KindIn(std::span<const Descriptor* const> table, PuzzleKind kind) {
  return *table[static_cast<size_t>(kind)];
}

}  // namespace papermines
