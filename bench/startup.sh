#!/usr/bin/env bash
# Start-up cost, whole process: `papermines solve` on one 10 x 10 paper table beside the SAT solver
# `cadical` (Debian package cadical) proving the same table unique (its CNF from
# bench_mines_to_cnf: the clues as exact cardinalities plus a clause excluding the solution, so
# UNSAT = unique); `--version` of both; `papermines render` of the table to PDF (the drawing path,
# which loads the drawing module). Runs alternate between the commands (A B A B ...), each timed
# from the shell as one whole process; medians in milliseconds and the ratio to cadical.
#
#   bench/startup.sh [path/to/papermines] [runs] [another papermines to time beside it]
#   (defaults: build/papermines, 200 runs; the third, e.g. an older build, adds its rows)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(realpath "${1:-$here/../build/papermines}")
runs=${2:-200}
other=${3:+$(realpath "$3")}
cnf_tool=$(dirname "$bin")/bench/bench_mines_to_cnf
[ -x "$bin" ] || { echo "startup.sh: no papermines binary at $bin" >&2; exit 2; }
[ -x "$cnf_tool" ] || { echo "startup.sh: build bench_mines_to_cnf first ($cnf_tool)" >&2; exit 2; }
command -v cadical >/dev/null || { echo "startup.sh: no cadical (apt-get install cadical)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
"$bin" gen paper --rows 10 --cols 10 --count 1 --seed 1 -o t.mines
"$cnf_tool" t.mines t.cnf
# Both must give the verdict "unique" before anything is timed.
"$bin" solve t.mines | grep -q ': unique' || { echo "startup.sh: solve did not say unique" >&2; exit 1; }
set +e
cadical -q t.cnf >/dev/null
[ $? -eq 20 ] || { echo "startup.sh: cadical did not prove t.cnf UNSAT" >&2; exit 1; }
set -e

names=() cmds=()
add() { names+=("$1"); cmds+=("$2"); }
add "cadical t.cnf" "cadical t.cnf"
add "cadical --version" "cadical --version"
add "papermines solve t.mines" "$bin solve t.mines"
add "papermines --version" "$bin --version"
add "papermines render t.mines -o t.pdf" "$bin render t.mines -o t.pdf"
if [ -n "$other" ]; then
  add "other: solve t.mines" "$other solve t.mines"
  add "other: --version" "$other --version"
  add "other: render t.mines -o t.pdf" "$other render t.mines -o o.pdf"
fi
for ((k = 0; k < ${#cmds[@]}; ++k)); do : > "times.$k"; done
for ((i = 0; i < runs; ++i)); do
  for ((k = 0; k < ${#cmds[@]}; ++k)); do
    t0=$EPOCHREALTIME
    ${cmds[$k]} > /dev/null 2>&1 || true
    t1=$EPOCHREALTIME
    echo "$t0 $t1" >> "times.$k"
  done
done
median() { awk '{ print ($2 - $1) * 1000 }' "$1" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
base=$(median times.0)
echo "whole-process wall time, median of $runs runs each (ms), this machine; ratio to cadical t.cnf"
for ((k = 0; k < ${#cmds[@]}; ++k)); do
  m=$(median "times.$k")
  printf '%-40s %8.2f ms  %6.2fx\n' "${names[$k]}" "$m" "$(echo "$m / $base" | bc -l)"
done
