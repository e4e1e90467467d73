#!/usr/bin/env bash
# Expert tables at every size (issue 37): the wall time of `papermines gen paper --opening sparse
# --difficulty expert` for one table, over seeds 1..N, for each topology and size; the median,
# 90th percentile and maximum per (topology, size), of the wall time and of the CPU time (user and
# system: on a shared machine the wall time also counts the waits for a core). Every table made is checked twice for
# uniqueness: `papermines solve` must say "unique expert", and CaDiCaL (bench_mines_to_cnf, which
# exits 1 unless the SAT oracle finds exactly one solution) must agree; a failed check stops the run.
#
#   bench/expert_spread.sh [path/to/papermines] [seeds] [topologies] [sizes]
#   (defaults: build/papermines, 20, "square triangle hex", "20 50 100"; e.g.
#    bench/expert_spread.sh build/papermines 20 square 200 for the 200 x 200 table)
# PAPERMINES_BENCH_TIME_LIMIT (default 120) caps one table in seconds: a table cut short counts as
# that many seconds and is shown as a time-out. PAPERMINES_BENCH_KEEP=DIR keeps the tables made
# (DIR/<topology>-<size>-s<seed>.mines), e.g. to `cmp` the outputs of two binaries.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(realpath "${1:-$here/../build/papermines}")
seeds=${2:-20}
topologies=${3:-square triangle hex}
sizes=${4:-20 50 100}
limit=${PAPERMINES_BENCH_TIME_LIMIT:-120}
cnf_tool=${PAPERMINES_BENCH_CNF_TOOL:-$here/../build/bench/bench_mines_to_cnf}
[ -x "$bin" ] || { echo "expert_spread.sh: no papermines binary at $bin" >&2; exit 2; }
[ -x "$cnf_tool" ] || { echo "expert_spread.sh: build bench_mines_to_cnf first ($cnf_tool)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
keep=${PAPERMINES_BENCH_KEEP:-}
[ -z "$keep" ] || mkdir -p "$keep"

# Prints the median, 90th percentile (nearest rank) and maximum of the numbers on stdin.
spread() {
  sort -g | awk '{ v[NR] = $1 } END {
    p90 = int(0.9 * NR + 0.999999); if (p90 < 1) p90 = 1;
    printf "median %6.2f  p90 %6.2f  max %6.2f", (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[p90], v[NR] }'
}

[ -x /usr/bin/time ] || { echo "expert_spread.sh: needs /usr/bin/time (Debian package time)" >&2; exit 2; }
echo "seconds per table over seeds 1..$seeds (each table checked by solve and CaDiCaL)"
printf '%-9s %-8s %-40s %s\n' topology size wall CPU
for topo in $topologies; do
  for n in $sizes; do
    : > "$tmp/times"
    : > "$tmp/cpu"
    timeouts=0
    for seed in $(seq 1 "$seeds"); do
      out=$tmp/t.mines
      status=0
      /usr/bin/time -f '%e %U %S' -o "$tmp/time" "$bin" gen paper -t "$topo" --size "${n}x${n}" \
        --opening sparse --difficulty expert --seed "$seed" -j1 -q --time-limit "$limit" \
        -o "$out" 2> "$tmp/err" || status=$?
      if [ "$status" -eq 3 ]; then
        timeouts=$((timeouts + 1))
        echo "$limit" >> "$tmp/times"
        echo "$limit" >> "$tmp/cpu"
        continue
      fi
      [ "$status" -eq 0 ] || { cat "$tmp/err" >&2; echo "expert_spread.sh: gen failed ($topo $n seed $seed)" >&2; exit 1; }
      tail -1 "$tmp/time" | awk '{ print $1 }' >> "$tmp/times"
      tail -1 "$tmp/time" | awk '{ print $2 + $3 }' >> "$tmp/cpu"
      "$bin" solve "$out" | grep -q ': unique expert' ||
        { echo "expert_spread.sh: solve did not say unique expert ($topo $n seed $seed)" >&2; exit 1; }
      "$cnf_tool" "$out" "$tmp/t.cnf" ||
        { echo "expert_spread.sh: CaDiCaL did not find the table unique ($topo $n seed $seed)" >&2; exit 1; }
      [ -z "$keep" ] || cp "$out" "$keep/$topo-$n-s$seed.mines"
    done
    printf '%-9s %-8s %-40s %s' "$topo" "${n}x${n}" "$(spread < "$tmp/times")" "$(spread < "$tmp/cpu")"
    [ "$timeouts" -eq 0 ] && echo || echo "  ($timeouts cut at ${limit} s)"
  done
done
