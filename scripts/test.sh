#!/usr/bin/env bash
# Installs what is missing, builds papermines (build/: the program and its drawing module), and
# runs every test: the public contract
# cases of ../shared when that folder exists (ctest's contract_check in build/), the GoogleTest
# suite in a copy of this checkout with nothing beside it (scripts/lone.sh: it proves that a lone
# clone passes, and is the suite's only Release run), then the same suite under AddressSanitizer +
# UBSan (scripts/sanitize.sh), then each libFuzzer target for a short run (scripts/fuzz.sh), built
# in the sanitizer run's directory (scripts/asan_tree.sh), so it compiles no library again.
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
trap report EXIT
timed setup env PAPERMINES_WITH_FUZZ=1 ./scripts/setup.sh
jobs=$(nproc)
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
if [ "${PAPERMINES_SKIP_ASAN:-0}" != 1 ] && [ -x scripts/sanitize.sh ]; then
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
