#!/usr/bin/env bash
# Reverse clicks at memory speed, whole process: `papermines clicks --minesrev` on one large
# CodeChef MINESREV board (default 4000 x 4000, mine density 0.15, seed 42: 16 M cells, 16 MB of
# input, made by bench_minesrev_peer --generate) beside the LEMON-based peer bench_minesrev_peer
# (the whole input in memory, a byte per cell, core's CountNeighborMines and FindZeroComponents, a
# neighbour scan, LEMON's MaxMatching). Input from a file on stdin (`< board`), output to a file;
# the runs alternate between the programs (A B A B ...), each timed from the shell as one whole
# process with its peak resident set from GNU time. Every answer must equal the peer's before
# anything is reported. Prints per program the median wall time and cells per second, the median
# CPU time (user + system, GNU time's 10 ms steps; steadier than the wall time on a busy machine)
# and per cell, the median peak RSS in MB and in bytes per cell, and the ratios to the peer (wall
# time, memory) from the same run.
#
#   bench/minesrev.sh [path/to/papermines] [runs] [another papermines to time beside it] [side]
#   (defaults: build/papermines, 7 runs, none, 4000; DENSITY and SEED in the environment:
#    0.15 and 42; e.g. bench/minesrev.sh build/papermines 7 /tmp/main/papermines)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(realpath "${1:-$here/../build/papermines}")
runs=${2:-7}
other=${3:+$(realpath "$3")}
side=${4:-4000}
density=${DENSITY:-0.15}
seed=${SEED:-42}
peer=$(dirname "$bin")/bench/bench_minesrev_peer
[ -x "$bin" ] || { echo "minesrev.sh: no papermines binary at $bin" >&2; exit 2; }
if [ -n "$other" ] && [ ! -x "$other" ]; then
  echo "minesrev.sh: no papermines binary at $other" >&2
  exit 2
fi
[ -x "$peer" ] || { echo "minesrev.sh: build bench_minesrev_peer first ($peer)" >&2; exit 2; }
if [ ! -x /usr/bin/time ]; then
  echo "minesrev.sh: needs /usr/bin/time (Debian package time)" >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$peer" --generate "$side" "$side" "$density" "$seed" > "$tmp/board"
cells=$((side * side))

names=(papermines)
cmds=("$bin clicks --minesrev")
if [ -n "$other" ]; then
  names+=(other)
  cmds+=("$other clicks --minesrev")
fi
names+=(peer)
cmds+=("$peer")
peer_i=$((${#names[@]} - 1))

want=$("$peer" < "$tmp/board")
declare -A wall kb cpu
for ((r = 0; r < runs; r++)); do
  for i in "${!names[@]}"; do
    t0=$(date +%s%N)
    # shellcheck disable=SC2086
    /usr/bin/time -f '%M %U %S' -o "$tmp/kb" ${cmds[$i]} < "$tmp/board" > "$tmp/out"
    t1=$(date +%s%N)
    got=$(cat "$tmp/out")
    if [ "$got" != "$want" ]; then
      echo "minesrev.sh: ${names[$i]} says $got, the peer $want" >&2
      exit 1
    fi
    wall[$i,$r]=$(((t1 - t0) / 1000))  # microseconds
    read -r k u sy < "$tmp/kb"
    kb[$i,$r]=$k
    cpu[$i,$r]=$(echo "($u + $sy) * 1000000" | bc -l)  # microseconds, 10 ms resolution
  done
done

median() {  # VALUES...
  printf '%s\n' "$@" | sort -n |
    awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}
declare -A mw mk mc
for i in "${!names[@]}"; do
  ws=() ks=() cs=()
  for ((r = 0; r < runs; r++)); do
    ws+=("${wall[$i,$r]}")
    ks+=("${kb[$i,$r]}")
    cs+=("${cpu[$i,$r]}")
  done
  mw[$i]=$(median "${ws[@]}")
  mk[$i]=$(median "${ks[@]}")
  mc[$i]=$(median "${cs[@]}")
done
echo "board $side x $side, density $density, seed $seed: $cells cells, answer $want;" \
  "median of $runs runs"
printf '%-11s %7s %10s %6s %10s %8s %11s %10s %11s\n' program "wall s" "M cells/s" "cpu s" \
  "cpu/cell" "peak MB" "bytes/cell" "time/peer" "memory/peer"
for i in "${!names[@]}"; do
  awk -v n="${names[$i]}" -v w="${mw[$i]}" -v k="${mk[$i]}" -v u="${mc[$i]}" -v c="$cells" \
    -v pw="${mw[$peer_i]}" -v pk="${mk[$peer_i]}" 'BEGIN {
      printf "%-11s %7.3f %10.1f %6.2f %8.2f ns %8.1f %11.2f %10.3f %11.3f\n", n, w / 1e6, c / w,
        u / 1e6, u * 1000 / c, k / 1024, k * 1024 / c, w / pw, k / pk }'
done
