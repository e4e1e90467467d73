#!/usr/bin/env bash
# Grading at the speed of proving (issue 37): whole-process `papermines solve` of one chessboard
# table (proof and grade; the grade is on by default up to 40 000 cells), `solve --no-grade`
# (proof only) and `solve --explain` (proof and grade at any size, every step written out) beside
# the SAT solver `cadical` proving the same table unique (its CNF from bench_mines_to_cnf:
# UNSAT = unique), per size. Runs alternate between the commands, each timed
# from the shell as one whole process; medians in milliseconds and the ratios to cadical. Every
# verdict is checked first (solve says unique, cadical says UNSAT).
#
#   bench/grade_ratio.sh [path/to/papermines] [runs] [sizes] [another papermines to time beside it]
#   (defaults: build/papermines, 21, "100x101 200x200 400x401"; the fourth, e.g. an older build,
#    adds its rows so that both are measured in the same run)
# PAPERMINES_BENCH_SEEDS (default 1): the seeds of the tables, one table per size and seed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(realpath "${1:-$here/../build/papermines}")
runs=${2:-21}
sizes=${3:-100x101 200x200 400x401}
other=${4:+$(realpath "$4")}
cnf_tool=${PAPERMINES_BENCH_CNF_TOOL:-$here/../build/bench/bench_mines_to_cnf}
[ -x "$bin" ] || { echo "grade_ratio.sh: no papermines binary at $bin" >&2; exit 2; }
[ -x "$cnf_tool" ] || { echo "grade_ratio.sh: build bench_mines_to_cnf first ($cnf_tool)" >&2; exit 2; }
command -v cadical >/dev/null || { echo "grade_ratio.sh: no cadical (apt-get install cadical)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ms() {  # COMMAND... : wall milliseconds of one run
  local s e
  s=$(date +%s%N)
  "$@" > /dev/null 2>&1 || true
  e=$(date +%s%N)
  echo $(((e - s) / 1000)) | awk '{ printf "%.3f\n", $1 / 1000 }'
}

printf '%-14s %-26s %10s %8s\n' table command "median ms" "/cadical"
for size in $sizes; do
for seed in ${PAPERMINES_BENCH_SEEDS:-1}; do
  "$bin" gen paper --size "$size" --count 1 --seed "$seed" -q -o t.mines
  "$cnf_tool" t.mines t.cnf
  "$bin" solve t.mines | grep -q ': unique' || { echo "grade_ratio.sh: solve did not say unique" >&2; exit 1; }
  set +e
  cadical -q t.cnf > /dev/null
  [ $? -eq 20 ] || { echo "grade_ratio.sh: cadical did not prove t.cnf UNSAT" >&2; exit 1; }
  set -e
  names=("cadical" "solve (proof and grade)" "solve --no-grade" "solve --explain")
  cmds=("cadical -q t.cnf" "$bin solve t.mines" "$bin solve --no-grade t.mines"
    "$bin solve --explain t.mines")
  if [ -n "$other" ]; then
    names+=("other: solve" "other: solve --no-grade" "other: solve --explain")
    cmds+=("$other solve t.mines" "$other solve --no-grade t.mines" "$other solve --explain t.mines")
  fi
  for i in "${!cmds[@]}"; do : > "times.$i"; done
  for _ in $(seq 1 "$runs"); do
    for i in "${!cmds[@]}"; do
      # shellcheck disable=SC2086
      ms ${cmds[$i]} >> "times.$i"
    done
  done
  base=$(median < times.0)
  for i in "${!cmds[@]}"; do
    m=$(median < "times.$i")
    printf '%-14s %-26s %10.2f %8.3f\n' "$size s$seed" "${names[$i]}" "$m" "$(echo "$m / $base" | bc -l)"
  done
done
done
