#!/usr/bin/env bash
# Proves that a clone with nothing beside it passes every test. Copies this checkout's files as
# they are in the working tree (what git tracks, plus new files it does not ignore; no build
# directories) to build-lone/papermines, alone in build-lone/, configures a test-only build there
# (no benchmarks) with PAPERMINES_SHARED_DIR at an empty directory, builds it and runs ctest.
# The copy has no ../shared and its test programs are compiled from the copy, so the only paths
# they know are inside it: a test that still needs ../shared fails here, not only in a user's clone.
# With ccache, every library object is a cache hit of the main build: CCACHE_BASEDIR (this
# checkout) makes ccache hash the project's paths relative to each build directory, and those are
# the same in build/ and in the copy's build/. The test programs, whose compiled-in data and
# binary paths name the copy, are compiled again.
# Usage: scripts/lone.sh [extra ctest arguments, e.g. -R solve_cli]
# Environment: JOBS (parallel build and test jobs, default nproc). The copy is removed when every
# test passed and kept for inspection otherwise.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=${JOBS:-$(nproc)}
parent=$root/build-lone
lone=$parent/papermines
rm -rf "$parent"
mkdir -p "$lone/build/no-shared"
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  (cd "$root" && git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do if [ -e "$f" ]; then printf '%s\0' "$f"; fi; done |
    tar --null -T - -cf -) | tar -C "$lone" -xf -
else
  tar -C "$root" --exclude=./.git --exclude='./build*' -cf - . | tar -C "$lone" -xf -
fi
# node_modules/ (git ignores it) is what scripts/setup.sh installs with npm ci from the tracked
# package-lock.json, as a user's clone has it after the quick start: the copy gets the same.
if [ -d "$root/node_modules" ]; then
  cp -a "$root/node_modules" "$lone/"
fi
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR=$root
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$lone" -B "$lone/build" -DCMAKE_BUILD_TYPE=Release -DPAPERMINES_TESTS=ON \
  -DPAPERMINES_BENCH=OFF -DPAPERMINES_SHARED_DIR="$lone/build/no-shared" "${launcher[@]}" >/dev/null
t0=$SECONDS
cmake --build "$lone/build" -j"$jobs"
echo "lone.sh: built in $((SECONDS - t0)) s"
t0=$SECONDS
if ! ctest --test-dir "$lone/build" --output-on-failure -j"$jobs" "$@"; then
  echo "lone.sh: tests failed in the lone copy $lone (kept for inspection)" >&2
  exit 1
fi
echo "lone.sh: the suite ran in $((SECONDS - t0)) s; the slowest tests (seconds):"
awk 'NF == 3 { print $3, $1 }' "$lone/build/Testing/Temporary/CTestCostData.txt" | sort -rn | sed -n 1,12p
rm -rf "$parent"
echo "lone.sh: every test passed in a copy with nothing beside it"
