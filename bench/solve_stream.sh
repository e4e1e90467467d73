#!/bin/sh
# Memory and time of `papermines solve` on many tiny puzzles: a file of N 1 x 2 paper puzzles
# (about 47 bytes each; 1 000 000 make a 47 MB file) solved plain and with --json, from a file
# argument and from stdin, output to /dev/null. Prints the wall time and the peak resident set
# (maximum RSS, /usr/bin/time -v) of each run. Reading streams puzzle by puzzle, so the peak must
# not grow with N: compare two counts.
#
#   bench/solve_stream.sh [path/to/papermines] [count ...]   (defaults: build/papermines, 100000 1000000)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../build/papermines}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- 100000 1000000
[ -x "$bin" ] || { echo "solve_stream.sh: no papermines binary at $bin" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "solve_stream.sh: needs /usr/bin/time (Debian package time)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
measure() {  # LABEL COMMAND...
  label=$1
  shift
  status=0
  /usr/bin/time -v "$@" > /dev/null 2> "$tmp/time" || status=$?
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time")
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$tmp/time")
  printf '%-34s exit %s  wall %8s  max RSS %7s kB\n' "$label" "$status" "$wall" "$rss"
}
for n in "$@"; do
  file=$tmp/tiny-$n.mines
  # Puzzle i: a 1 x 2 strip, clue 1 beside a closed cell (unique: the closed cell is the mine).
  awk -v n="$n" 'BEGIN { for (i = 1; i <= n; i++)
    printf "puzzle paper\ntopology square 1 2\nclues\n1 .\nend\n" }' > "$file"
  echo "$n puzzles, $(wc -c < "$file") bytes:"
  measure "  solve FILE" "$bin" solve "$file"
  measure "  solve --json FILE" "$bin" solve --json "$file"
  measure "  solve - < FILE" sh -c "exec \"$bin\" solve - < \"$file\""
  measure "  cat FILE | solve --json -" sh -c "cat \"$file\" | \"$bin\" solve --json -"
done
