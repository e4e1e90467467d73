#!/bin/sh
# Out-of-memory sweep: every command that reads, generates or draws runs under `ulimit -v` at
# limits from LOW to HIGH KB (step STEP) and must end as FORMAT.md says: done (exit 0, nothing on
# stderr) or the one line "papermines: error: out of memory (...)" with exit 2, no temporary file
# left and no output written. A signal (SIGSEGV, SIGTRAP, SIGABRT: fontconfig, GLib, Cairo), any
# other status or any other message is a failure, printed with the command and the limit.
#
#   scripts/oom_sweep.sh [BINARY] [LOW HIGH STEP]     (defaults: build/papermines 60000 400000 20000)
#
# Prints one line per command (how many limits ended done, how many out of memory) and exits 1
# when any run failed. An address-space limit cannot apply under AddressSanitizer (its shadow
# memory alone reserves terabytes): run it against a Release build.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
pm=${1:-$root/build/papermines}
low=${2:-60000}
high=${3:-400000}
step=${4:-20000}
case $pm in /*) ;; *) pm=$(pwd)/$pm ;; esac
[ -x "$pm" ] || { echo "oom_sweep: no papermines at $pm" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/oom-sweep-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
cd "$work" || exit 2

# Inputs, made without a limit.
"$pm" gen paper --size 8x8 -n 300 -q -o p.mines || exit 2
"$pm" gen paper --size 30x30 -n 4 -q -o big.mines || exit 2
"$pm" gen paper --size 8x8 -n 20 -q -o class.mines || exit 2
cp class.mines class2.mines  # a second student: one file named twice is refused
"$pm" export --format puzzlink big.mines -o urls.txt || exit 2
printf '{"sections":[{"title":"A","count":12},{"title":"F","files":["p.mines"]}]}' > b.json
url=$(head -n 1 urls.txt)
want='papermines: error: out of memory (the run needs more memory than the system allows)'

failures=0
sweep() {  # NAME OUTPUT COMMAND...: OUTPUT is the file the command writes ("" = stdout)
  name=$1 output=$2
  shift 2
  done_n=0 oom_n=0 bad_n=0
  limit=$low
  while [ "$limit" -le "$high" ]; do
    rm -f "$output" ./*.tmp-* ./*.old-* 2>/dev/null
    (ulimit -v "$limit"; exec "$@" > out.txt 2> err.txt)
    s=$?
    leftover=$(ls -A | grep -e '\.tmp-' -e '\.old-' | sed -n 1p)
    if [ "$s" = 0 ] && [ ! -s err.txt ] && [ -z "$leftover" ]; then
      done_n=$((done_n + 1))
    elif [ "$s" = 2 ] && [ "$(cat err.txt)" = "$want" ] && [ -z "$leftover" ] &&
        { [ -z "$output" ] || [ ! -e "$output" ]; }; then
      oom_n=$((oom_n + 1))
    else
      bad_n=$((bad_n + 1))
      why="exit $s"
      [ "$s" -gt 128 ] && why="killed by signal $((s - 128)) ($(kill -l $((s - 128)) 2>/dev/null))"
      [ -n "$leftover" ] && why="$why, left $leftover"
      [ -n "$output" ] && [ "$s" != 0 ] && [ -e "$output" ] && why="$why, wrote $output"
      echo "FAIL $name under ulimit -v $limit: $why: $(head -c 300 err.txt | tr '\n' '|')"
    fi
    limit=$((limit + step))
  done
  printf '%-28s done %2d, out of memory %2d, failed %d\n' "$name" "$done_n" "$oom_n" "$bad_n"
  failures=$((failures + bad_n))
}

sweep "solve" "" "$pm" solve p.mines
sweep "solve (puzz.link URL)" "" "$pm" solve "$url"
sweep "export puzzlink" "" "$pm" export --format puzzlink big.mines
sweep "gen paper" "" "$pm" gen paper --size 10x10 -n 20 -q
sweep "check" "" "$pm" check p.mines p.mines
sweep "check (class PDF)" "r.pdf" "$pm" check class.mines class.mines class2.mines -o r.pdf
sweep "render pdf" "r.pdf" "$pm" render p.mines -o r.pdf
sweep "render png pages" "r.png" "$pm" render big.mines --per-page 1x1 -o r.png
sweep "sheet pdf" "s.pdf" "$pm" sheet -n 6 -o s.pdf
sweep "sheet svg pages" "s.svg" "$pm" sheet -n 4 --per-page 1x1 -o s.svg
sweep "book" "b.pdf" "$pm" book b.json -q -o b.pdf
[ "$failures" = 0 ] || { echo "oom_sweep: $failures runs failed"; exit 1; }
echo "oom_sweep: every run done or the one out-of-memory error"
