#!/usr/bin/env bash
# Installs what is missing, builds papermines, and runs every test: the GoogleTest suite and the
# contract cases through ctest, then the same suite under AddressSanitizer + UBSan
# (scripts/sanitize.sh), then each libFuzzer target for a short run (scripts/fuzz.sh).
# Environment: PAPERMINES_FUZZ_SECONDS (default 60; 0 skips fuzzing), PAPERMINES_SKIP_ASAN=1.
set -euo pipefail
cd "$(dirname "$0")/.."
PAPERMINES_WITH_FUZZ=1 ./scripts/setup.sh
jobs=$(nproc)
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"
if [ "${PAPERMINES_SKIP_ASAN:-0}" != 1 ] && [ -x scripts/sanitize.sh ]; then
  ./scripts/sanitize.sh
fi
secs=${PAPERMINES_FUZZ_SECONDS:-60}
if [ "$secs" != 0 ] && [ -x scripts/fuzz.sh ]; then
  ./scripts/fuzz.sh "$secs"
fi
echo "test.sh: all tests passed"
