#!/usr/bin/env bash
# Grades unchanged (issue 37): `solve --explain` (verdict, grade, rating and every deduction in
# order) of the same tables by two papermines binaries must be byte for byte the same, and `gen`
# of sparse tables (whose thinning runs the same deductions) too. The tables: chessboard tables
# of every grid at several sizes, and sparse tables of every grade. Prints one line per set and
# exits 1 at the first difference.
#
#   bench/grade_same.sh REFERENCE_PAPERMINES [path/to/papermines] [tables per set]
#   (e.g. bench/grade_same.sh /work/main/build/papermines build/papermines 20)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ref=$(realpath "$1")
bin=$(realpath "${2:-$here/../build/papermines}")
count=${3:-20}
[ -x "$ref" ] && [ -x "$bin" ] || { echo "grade_same.sh: usage: grade_same.sh REF [BIN] [N]" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SOURCE_DATE_EPOCH=1
compare() {  # LABEL GEN-ARGS...
  local label=$1
  shift
  "$ref" gen paper "$@" -q -o "$tmp/ref.mines" 2> /dev/null || { echo "$label: gen failed" >&2; exit 2; }
  "$bin" gen paper "$@" -q -o "$tmp/new.mines" 2> /dev/null || { echo "$label: gen failed" >&2; exit 1; }
  cmp -s "$tmp/ref.mines" "$tmp/new.mines" || { echo "$label: gen differs" >&2; exit 1; }
  "$ref" solve --explain "$tmp/ref.mines" > "$tmp/ref.txt" || true
  "$bin" solve --explain "$tmp/ref.mines" > "$tmp/new.txt" || true
  cmp -s "$tmp/ref.txt" "$tmp/new.txt" || { echo "$label: solve --explain differs" >&2; exit 1; }
  printf '%-44s same (%s tables, grades: %s)\n' "$label" "$(grep -c '^puzzle' "$tmp/ref.mines")" \
    "$(sed -n 's/.*: unique \([a-z]*\).*/\1/p' "$tmp/ref.txt" | sort | uniq -c | tr -s ' \n' ' ')"
}
for topo in square triangle hex; do
  for size in 10x10 30x30 100x101; do
    n=$count
    [ "$size" != 100x101 ] || n=$(((count + 3) / 4))
    compare "$topo $size chessboard" -t "$topo" --size "$size" -n "$n" --seed 7
  done
  # (hex chessboards are all easy: no climb to hard there)
  [ "$topo" = hex ] || compare "$topo 12x12 chessboard hard" -t "$topo" --size 12x12 -n 3 \
    --difficulty hard --seed 3
  [ "$topo" != square ] || compare "square 10x10 chessboard expert" --size 10x10 -n 2 \
    --difficulty expert --seed 3
  for grade in easy medium hard expert; do
    compare "$topo 15x15 sparse $grade" -t "$topo" --size 15x15 -n "$count" --opening sparse \
      --difficulty "$grade" --seed 5
  done
  compare "$topo 15x15 sparse rating 8-9" -t "$topo" --size 15x15 -n 3 --opening sparse \
    --rating 8-9 --seed 2
  compare "$topo 12x12 sparse expert, count shown" -t "$topo" --size 12x12 -n 5 \
    --opening sparse --difficulty expert --mine-count shown --seed 4
done
