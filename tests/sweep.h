// How far a test's sweep goes (issue 37). A test that repeats one check over many instances
// (seeds, openings, boards, languages) runs all of them in the Release suite and a part of them
// under the sanitizers (scripts/sanitize.sh). There every instance runs the same code as the
// first ones at 10 to 40 times the cost (the tests' own code is -O0 there), and a sanitizer
// finds a fault in the code an instance runs, not in which instance runs it: the whole sweep,
// which checks the answers, is the Release suite's (scripts/test.sh runs both).
#ifndef PAPERMINES_TESTS_SWEEP_H_
#define PAPERMINES_TESTS_SWEEP_H_

namespace papermines::testing_util {

#ifdef PAPERMINES_SANITIZED
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

// `all` in the Release suite, `sanitized` under the sanitizers.
template <typename T>
constexpr T Sweep(T all, T sanitized) {
  return kSanitized ? sanitized : all;
}

}  // namespace papermines::testing_util

#endif  // PAPERMINES_TESTS_SWEEP_H_
