#!/usr/bin/env bash
# Installs what is missing, builds papermines (build/: the program and its drawing module), and
# runs every test: the public contract
# cases of ../shared when that folder exists (ctest's contract_check in build/), the GoogleTest
# suite in a copy of this checkout with nothing beside it (scripts/lone.sh: it proves that a lone
# clone passes, and is the suite's only Release run), then the same suite under AddressSanitizer +
# UBSan (scripts/sanitize.sh), then each libFuzzer target for a short run (scripts/fuzz.sh), built
# in the sanitizer run's directory (scripts/asan_tree.sh), so it compiles no library again. That
# directory builds at the lowest priority from the start, beside the Release phases (below).
# It ends with the wall time of each phase (and the builds and suites inside print theirs, with
# their slowest tests), so a CI log says where the time went.
# Environment: PAPERMINES_FUZZ_SECONDS (default 30; 0 skips fuzzing), PAPERMINES_SKIP_ASAN=1.
set -euo pipefail
cd "$(dirname "$0")/.."
# Where the time goes (issue 37): each phase's wall time, printed at the end, on failure too.
phases=()
timed() {
  local name=$1 t0=$SECONDS
  shift
  "$@"
  phases+=("$name $((SECONDS - t0)) s")
}
report() {
  local IFS=';'
  echo "test.sh: time by phase: ${phases[*]}; total $SECONDS s"
}
timed setup env PAPERMINES_WITH_FUZZ=1 ./scripts/setup.sh
jobs=$(nproc)
# Every build tree the test command configures afresh (build/, the lone copy, build-asan) uses
# Ninja (scripts/setup.sh installs it): Make ran CMake's dependency scanning per target and kept a
# core idle at target boundaries (issue 37, the program build cold with -j2: 199.5 s under Make,
# 178.0 s under Ninja, the same 327 CPU s). A tree configured before keeps its generator (CMake
# reads this variable only for a new tree); CMAKE_GENERATOR set by the caller wins.
export CMAKE_GENERATOR=${CMAKE_GENERATOR:-Ninja}
asan=0
if [ "${PAPERMINES_SKIP_ASAN:-0}" != 1 ] && [ -x scripts/sanitize.sh ]; then asan=1; fi
# The sanitizer tree (scripts/asan_tree.sh) builds from here on at the lowest priority, beside the
# Release phases: it takes only the processor time they leave, which is about a quarter of the
# machine while the Release suite runs (browsers, servers and time limits waiting). Its log is
# build/sanitizer-early-build.log; scripts/sanitize.sh builds whatever it did not (and shows any
# error).
early=""
stop_early() { if [ -n "$early" ]; then kill -- -"$early" 2>/dev/null || true; fi; }
trap 'stop_early; report' EXIT
if [ "$asan" = 1 ]; then
  mkdir -p build
  set -m  # the build in a process group of its own, so stop_early stops its compilers too
  (
    . scripts/asan_tree.sh
    asan_tree_configure "$PWD" "$PWD/build-asan" &&
      nice -n 19 cmake --build build-asan -j"$jobs"
  ) >build/sanitizer-early-build.log 2>&1 &
  early=$!
  set +m
fi
export CCACHE_BASEDIR=$PWD  # scripts/lone.sh's copy then hits build/'s objects
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
if ctest --test-dir build -N -R '^contract_check$' | grep '^Total Tests: 1$' >/dev/null; then
  # The contract runs the program (and its drawing module) only: the suite's own executables are
  # built once, in the lone copy below, whose build takes these objects from ccache.
  timed "program build" cmake --build build -j"$jobs" --target papermines papermines_draw
  timed contract ctest --test-dir build --output-on-failure -R '^contract_check$'
else
  echo "test.sh: no ../shared/tools/contract-check beside this checkout: the public contract run is skipped by design"
fi
timed "lone copy (build and Release suite)" env JOBS="$jobs" ./scripts/lone.sh
if [ "$asan" = 1 ]; then
  t0=$SECONDS
  wait "$early" || echo "test.sh: the early sanitizer build failed (build/sanitizer-early-build.log)"
  early=""
  phases+=("rest of the early sanitizer build $((SECONDS - t0)) s")
  timed "sanitizer suite (build and run)" ./scripts/sanitize.sh
fi
# 30 s a target: each starts from its committed corpus (fuzz/corpus/<name>/, merged from longer
# runs), and reaches in 30 s the coverage a 60-second run from the old seeds ended at (issue 37:
# before the merge, every run spent its first minute finding the same inputs again).
secs=${PAPERMINES_FUZZ_SECONDS:-30}
if [ "$secs" != 0 ] && [ -x scripts/fuzz.sh ]; then
  timed "fuzzing (build and runs)" ./scripts/fuzz.sh "$secs"
fi
echo "test.sh: all tests passed"
