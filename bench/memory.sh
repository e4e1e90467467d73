#!/usr/bin/env bash
# Memory of large documents: peak resident memory (GNU time's maximum RSS) and wall time of
# `papermines render` (8 x 8 paper puzzles from `gen paper`, a puzzle PDF and its key) and of a
# `papermines book` (two sections of 8 x 8 easy paper puzzles, answers at the back) at several
# puzzle counts, and the slope between the smallest and the largest count: how much memory and
# time each further 1 000 puzzles cost. A flat memory slope means the document is streamed; a
# slope that stays means something holds every page or object at once (render/pdf_repair.h).
# With a second papermines (e.g. main's build before a change), both are run alternately on the
# same inputs in the same run, and their ratios are printed (the machine is noisy: compare only
# figures measured together; the CPU time, user + system, is the steadier of the two times).
#
#   bench/memory.sh [path/to/papermines] [counts] [another papermines to run beside it]
#   (defaults: build/papermines, "1000 5000 20000"; e.g.
#    bench/memory.sh build/papermines "1000 5000 20000" /tmp/main/papermines)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(realpath "${1:-$here/../build/papermines}")
read -r -a counts <<< "${2:-1000 5000 20000}"
other=${3:+$(realpath "$3")}
[ -x "$bin" ] || { echo "memory.sh: no papermines binary at $bin" >&2; exit 2; }
[ -z "$other" ] || [ -x "$other" ] || { echo "memory.sh: no papermines binary at $other" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "memory.sh: no /usr/bin/time (apt-get install time)" >&2; exit 2; }
[ "${#counts[@]}" -ge 2 ] || { echo "memory.sh: give at least two counts" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

bins=("$bin")
names=("this")
if [ -n "$other" ]; then
  bins+=("$other")
  names+=("other")
fi

# One run: "WALL CPU KB" (seconds, user + system seconds, peak KB) into $tmp/time, or the script
# stops; its output (out*) is removed.
measure() {  # COMMAND...
  if ! /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$@" >/dev/null 2>"$tmp/err"; then
    echo "memory.sh: failed: $*" >&2
    cat "$tmp/err" >&2
    exit 1
  fi
  rm -f "$tmp"/out*
  read -r wall user sys peak < "$tmp/time"
  echo "$wall $(echo "$user + $sys" | bc -l) $peak" > "$tmp/time"
}

declare -A secs cpu kb
for n in "${counts[@]}"; do
  "$bin" gen paper --size 8x8 -n "$n" --seed 1 -o "$tmp/p$n.mines" 2>/dev/null
  half=$((n / 2))
  cat > "$tmp/b$n.json" <<JSON
{"title": "Memory", "paper": "6x9in", "seed": 1, "answers": "back",
 "sections": [
  {"title": "One", "kind": "paper", "size": "8x8", "difficulty": "easy", "count": $half},
  {"title": "Two", "kind": "paper", "size": "8x8", "difficulty": "easy", "count": $((n - half))}]}
JSON
  for i in "${!bins[@]}"; do
    b=${bins[$i]}
    measure "$b" render "$tmp/p$n.mines" -o "$tmp/out.pdf"
    read -r s c k < "$tmp/time"
    secs[render,$i,$n]=$s
    cpu[render,$i,$n]=$c
    kb[render,$i,$n]=$k
    measure "$b" book "$tmp/b$n.json" -o "$tmp/out.pdf" --quiet
    read -r s c k < "$tmp/time"
    secs[book,$i,$n]=$s
    cpu[book,$i,$n]=$c
    kb[book,$i,$n]=$k
  done
done

first=${counts[0]}
last=${counts[${#counts[@]} - 1]}
printf '%-7s %-6s %8s %10s %10s %10s\n' command build puzzles "wall s" "cpu s" "peak MB"
for cmd in render book; do
  for i in "${!bins[@]}"; do
    for n in "${counts[@]}"; do
      printf '%-7s %-6s %8d %10.2f %10.2f %10.1f\n' "$cmd" "${names[$i]}" "$n" \
        "${secs[$cmd,$i,$n]}" "${cpu[$cmd,$i,$n]}" "$(echo "${kb[$cmd,$i,$n]} / 1024" | bc -l)"
    done
    mb=$(echo "(${kb[$cmd,$i,$last]} - ${kb[$cmd,$i,$first]}) / 1024 * 1000 / ($last - $first)" | bc -l)
    s=$(echo "(${cpu[$cmd,$i,$last]} - ${cpu[$cmd,$i,$first]}) * 1000 / ($last - $first)" | bc -l)
    printf '%-7s %-6s slope %s..%s: %.2f MB and %.2f cpu s per 1000 puzzles\n' "$cmd" \
      "${names[$i]}" "$first" "$last" "$mb" "$s"
  done
done
if [ -n "$other" ]; then
  echo "ratios this / other (peak memory, wall time, cpu time):"
  for cmd in render book; do
    for n in "${counts[@]}"; do
      printf '%-7s %8d  memory %.2f  wall %.2f  cpu %.2f\n' "$cmd" "$n" \
        "$(echo "${kb[$cmd,0,$n]} / ${kb[$cmd,1,$n]}" | bc -l)" \
        "$(echo "${secs[$cmd,0,$n]} / ${secs[$cmd,1,$n]}" | bc -l)" \
        "$(echo "${cpu[$cmd,0,$n]} / ${cpu[$cmd,1,$n]}" | bc -l)"
    done
  done
fi
