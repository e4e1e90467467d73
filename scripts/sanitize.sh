#!/usr/bin/env bash
# Builds papermines with AddressSanitizer + UndefinedBehaviorSanitizer (PAPERMINES_SANITIZE=ON) in
# build-asan and runs the whole test suite there (ctest: the GoogleTest executables, which also run
# the sanitized CLI binary, and the contract cases). Benchmarks are not built in this mode, and two
# tests are the Release suite's only (tests/CMakeLists.txt says why): oom_sweep (an address-space
# limit cannot apply under ASan) and browser_play (the page's JavaScript in Chromium).
# Any sanitizer report aborts the process that made it, so it fails its test; the script exits
# non-zero on any configure, build or test failure.
# Usage: scripts/sanitize.sh [extra ctest arguments, e.g. -R cli_hostile]
# Environment: PAPERMINES_ASAN_BUILD (build directory, default build-asan beside this script's
# checkout), JOBS (parallel build and test jobs, default nproc).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${PAPERMINES_ASAN_BUILD:-$root/build-asan}
jobs=${JOBS:-$(nproc)}

# -g1: line tables for the sanitizers' stack traces, without the full debug information that
# made the objects twice as large and every one of the suite's executables slower to link.
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPAPERMINES_SANITIZE=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
  -DPAPERMINES_TESTS=ON -DPAPERMINES_BENCH=OFF
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
export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1:intercept_tls_get_addr=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
t0=$SECONDS
ctest --test-dir "$build" --output-on-failure -j "$jobs" --timeout 1800 "$@"
echo "sanitize.sh: the suite ran in $((SECONDS - t0)) s; the slowest tests (seconds):"
awk 'NF == 3 { print $3, $1 }' "$build/Testing/Temporary/CTestCostData.txt" | sort -rn | head -n 12
echo "sanitize.sh: every test passed under ASan + UBSan"
