// LEMON 1.3.1 (Debian's liblemon-dev) as a peer in tests and benchmarks: its headers call
// std::allocator<T>::construct/destroy, which C++20 removed, so they are read with `allocator`
// renamed to a shim that has them. Include this header after every standard header the file uses.
#pragma once

#include <memory>
#include <new>
#include <utility>

namespace lemon_compat {
template <typename T>
struct CompatAlloc : std::allocator<T> {
  template <typename U>
  struct rebind {
    using other = CompatAlloc<U>;
  };
  template <typename U, typename... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
  template <typename U>
  void destroy(U* p) {
    p->~U();
  }
};
}  // namespace lemon_compat
namespace std {
template <typename T>
using allocator_lemon_compat = lemon_compat::CompatAlloc<T>;
}  // namespace std
// LEMON's MaxMatching trips GCC's -Wmaybe-uninitialized in sanitizer builds (-O1); not ours.
// (A GCC warning: clang has no such group.)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#define allocator allocator_lemon_compat
#include <lemon/list_graph.h>
#include <lemon/matching.h>
#undef allocator
