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
. "$here/measure.sh"
bench_setup solve_stream.sh "$bin"
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
