# Sourced by scripts/sanitize.sh and scripts/fuzz.sh: configures the one clang++ AddressSanitizer +
# UBSan build directory they share (issue 37: the fuzz targets used to have a build of their own,
# which compiled every library they link a second time with the same sanitizers).
# The suite's executables and the libFuzzer targets are built in it (PAPERMINES_SANITIZE=ON and
# PAPERMINES_FUZZ=ON: fuzz/CMakeLists.txt adds libFuzzer's coverage instrumentation to the libraries
# the targets link, and the suite's executables run that code with the sanitizers' no-op coverage
# hooks). Both scripts configure it with the same arguments, so whichever runs second builds only
# what the first did not.
# Usage: asan_tree_configure ROOT BUILD_DIR   (ROOT: the checkout)

asan_tree_configure() {
  local root=$1 build=$2
  # clang++: it compiles this code with ASan + UBSan in a third to a half of GCC 12's time
  # (measured per file: solve/minesrev.cpp 33 s -> 6 s, tests/core_mines_io_test.cpp 37 s -> 14 s),
  # and libFuzzer is clang's. scripts/setup.sh installs it (with PAPERMINES_WITH_FUZZ=1, as
  # scripts/test.sh asks).
  command -v clang++ >/dev/null || {
    echo "${0##*/}: clang++ not found (scripts/setup.sh with PAPERMINES_WITH_FUZZ=1 installs it)" >&2
    return 1
  }
  # A build folder configured with another compiler (GCC, before) starts again.
  if [ -f "$build/CMakeCache.txt" ] &&
    ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang++$' "$build/CMakeCache.txt"; then
    rm -rf "$build"
  fi
  local launcher=()
  if command -v ccache >/dev/null; then
    export CCACHE_BASEDIR=$root
    # The tests and cli/ compile with precompiled headers here (tests/CMakeLists.txt): ccache
    # caches those compiles only with this sloppiness (and clang's -fno-pch-timestamp, set by the
    # top CMakeLists.txt).
    export CCACHE_SLOPPINESS=pch_defines,time_macros
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  fi
  # -g1: line tables for the sanitizers' stack traces (and the fuzzers' crash reports), without
  # the full debug information that made the objects twice as large and every one of the suite's
  # executables slower to link.
  cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DPAPERMINES_SANITIZE=ON -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DPAPERMINES_TESTS=ON -DPAPERMINES_BENCH=OFF -DPAPERMINES_FUZZ=ON "${launcher[@]}"
}
