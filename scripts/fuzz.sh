#!/usr/bin/env bash
# Builds every libFuzzer target (fuzz/<name>_fuzz.cpp -> fuzz_<name>, clang++ with ASan + UBSan) in
# the sanitizer build directory, build-asan (scripts/asan_tree.sh: the libraries scripts/sanitize.sh
# compiled there carry the fuzzers' coverage instrumentation, so after it only the targets' own
# sources are compiled), and runs each for SECONDS (default 60), JOBS at a time (one per core),
# starting from its committed seed corpus fuzz/corpus/<name>/ (read only: new inputs go to a
# scratch directory).
# A crash, a sanitizer report, a single input slower than 30 s or above 2 GB of memory fails the
# run; the input that did it is kept under build-asan/artifacts/. Exits non-zero on any failure.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (TARGET: mines, reveal, ...; default all)
# Environment: PAPERMINES_FUZZ_BUILD (build directory; default PAPERMINES_ASAN_BUILD, else
# build-asan), JOBS (build jobs, default nproc), PAPERMINES_FUZZ_MERGE=1 (merge what the run found
# into fuzz/corpus/<name>/, minimized), PAPERMINES_FUZZ_NICE (nice level for the fuzzers, default 0).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
secs=${1:-60}
[ $# -gt 0 ] && shift
build=${PAPERMINES_FUZZ_BUILD:-${PAPERMINES_ASAN_BUILD:-$root/build-asan}}
jobs=${JOBS:-$(nproc)}
nice_level=${PAPERMINES_FUZZ_NICE:-0}

if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for src in "$root"/fuzz/*_fuzz.cpp; do
    n=$(basename "$src" _fuzz.cpp)
    names+=("$n")
  done
fi
targets=()
for n in "${names[@]}"; do targets+=("fuzz_$n"); done

# shellcheck source=scripts/asan_tree.sh
. "$root/scripts/asan_tree.sh"
asan_tree_configure "$root" "$build" >/dev/null
cmake --build "$build" -j "$jobs" --target "${targets[@]}"

mkdir -p "$build/artifacts"
# One target's run: its log in artifacts/NAME.log, its exit status in artifacts/NAME.rc. Targets
# are single-threaded, so JOBS of them run at once (one per core): the runs are the same, the
# wall time is a JOBS-th of running them one after another.
fuzz_one() {
  local n=$1 work corpus log rc
  work=$(mktemp -d)
  corpus="$root/fuzz/corpus/$n"
  mkdir -p "$corpus"
  local args=(-max_total_time="$secs" -timeout=30 -rss_limit_mb=2048 -max_len=65536
    -print_final_stats=1 -artifact_prefix="$build/artifacts/$n-")
  [ -f "$root/fuzz/$n.dict" ] && args+=(-dict="$root/fuzz/$n.dict")
  log="$build/artifacts/$n.log"
  set +e
  nice -n "$nice_level" "$build/fuzz/fuzz_$n" "${args[@]}" "$work" "$corpus" >"$log" 2>&1
  rc=$?
  set -e
  if [ $rc -eq 0 ] && [ "${PAPERMINES_FUZZ_MERGE:-0}" = 1 ]; then
    "$build/fuzz/fuzz_$n" -merge=1 -max_len=65536 -rss_limit_mb=2048 "$corpus" "$work" >>"$log" 2>&1
  fi
  rm -rf "$work"
  echo "$rc" >"$build/artifacts/$n.rc"
}
running=0
for n in "${names[@]}"; do
  rm -f "$build/artifacts/$n.rc"
  echo "fuzz.sh: fuzz_$n for ${secs}s"
  fuzz_one "$n" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
done
wait
failed=()
summary=""
for n in "${names[@]}"; do
  log="$build/artifacts/$n.log"
  rc=$(cat "$build/artifacts/$n.rc" 2>/dev/null || echo "none")
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  if [ "$rc" != 0 ]; then
    failed+=("$n")
    echo "fuzz.sh: fuzz_$n FAILED (exit $rc); the end of its log ($log):" >&2
    tail -n 40 "$log" >&2
  fi
  summary+="  fuzz_$n: ${execs:-?} executions in ${secs}s, exit $rc"$'\n'
done
printf 'fuzz.sh: summary\n%s' "$summary"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: failures in: ${failed[*]}" >&2
  exit 1
fi
echo "fuzz.sh: every target ran ${secs}s without a finding"
