#!/usr/bin/env bash
# Builds papermines with clang++'s AddressSanitizer + UndefinedBehaviorSanitizer
# (PAPERMINES_SANITIZE=ON) in build-asan and runs the whole test suite there (ctest: the GoogleTest
# executables, which also run the sanitized CLI binary, and the contract cases). The libFuzzer
# targets are built there too, for scripts/fuzz.sh, whose libraries carry libFuzzer's coverage
# instrumentation in this directory as well (scripts/asan_tree.sh). Benchmarks are not
# built in this mode, and five tests are the Release suite's only (tests/CMakeLists.txt and the
# test say why): oom_sweep (an address-space limit cannot apply under ASan), browser_play and
# browser_serve (the pages' JavaScript in Chromium), python_module (no module is built here) and
# Install.LibraryConsumerBuildsAgainstInstalledTree (the same install rules and examples, compiled
# once more). The tests' own code is not instrumented (the product is: the libraries and the
# program; tests/CMakeLists.txt says why). The tests see PAPERMINES_SANITIZED: a sweep
# whose variants run the same code draws fewer of them here (docs/ARCHITECTURE.md, Testing).
# Any sanitizer report aborts the process that made it, so it fails its test; the script exits
# non-zero on any configure, build or test failure.
# Usage: scripts/sanitize.sh [extra ctest arguments, e.g. -R cli_hostile]
# Environment: PAPERMINES_ASAN_BUILD (build directory, default build-asan beside this script's
# checkout), JOBS (parallel build and test jobs, default nproc).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${PAPERMINES_ASAN_BUILD:-$root/build-asan}
jobs=${JOBS:-$(nproc)}

# The build directory is the one scripts/fuzz.sh builds its targets in (scripts/asan_tree.sh), so
# the libraries are compiled once for both.
# shellcheck source=scripts/asan_tree.sh
. "$root/scripts/asan_tree.sh"
asan_tree_configure "$root" "$build"
t0=$SECONDS
cmake --build "$build" -j "$jobs"
echo "sanitize.sh: built in $((SECONDS - t0)) s"

# Leaks count as failures, except those inside the system font and text stack (fontconfig, Pango,
# GLib caches that live until exit by design).
# intercept_tls_get_addr=0: the __tls_get_addr interceptor of GCC 12's runtime (Debian 12) takes a
# dynamic TLS block whose start lies 16 bytes into a page for a pre-2.25 glibc block with a header,
# and reads its bounds from the two words before it; malloc puts a block there by chance (it
# depends on the environment's size, so one CI run failed at `--lang ru` every time), and the leak
# checker's tracer then dies at exit ("Tracer caught signal 11"). Without the interceptor, dynamic
# TLS (that of libraries loaded with dlopen, never papermines' own thread_local) is not scanned.
# clang's runtime (14, the same sanitizer_common code) keeps the option off for the same reason.
# symbolize=0: a process that draws leaves blocks of fontconfig's unfreed at exit, which
# scripts/lsan.supp suppresses by library name; to match a leak against it, LeakSanitizer names the
# library of each frame of the leak's stack and, where that is not a suppressed one (the first
# frame: the allocator, in the program), also its function, for which it started llvm-symbolizer
# in every such process (issue 37: 13 % of the drawing tests' time, measured on BookTest, SheetCli
# and Languages). Library names need no symbolizer. A failed test runs once more with
# symbolize=1 (below), so that its report names functions, files and lines.
export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1:intercept_tls_get_addr=0:symbolize=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
t0=$SECONDS
if ! ctest --test-dir "$build" --output-on-failure -j "$jobs" --timeout 1800 "$@"; then
  echo "sanitize.sh: the failed tests once more, with symbolized reports:" >&2
  ASAN_OPTIONS="$ASAN_OPTIONS:symbolize=1" ctest --test-dir "$build" --output-on-failure \
    -j "$jobs" --timeout 1800 --rerun-failed || true
  exit 1
fi
echo "sanitize.sh: the suite ran in $((SECONDS - t0)) s; the slowest tests (seconds):"
awk 'NF == 3 { print $3, $1 }' "$build/Testing/Temporary/CTestCostData.txt" | sort -rn | sed -n 1,12p
echo "sanitize.sh: every test passed under ASan + UBSan"
