#!/usr/bin/env bash
# Mosaics from pictures at every grade (issue 38): the wall time of `papermines gen mosaic --image
# PICTURE -d GRADE --seed S` over seeds 1..N, for each picture of tests/data/mosaic-pictures (a
# heart, a house and a cat's face at 30 x 30 and 60 x 60, drawn by bench/mosaic_pictures.py) and
# each grade; the median and 90th percentile (nearest rank) per (picture, grade), how many seeds
# reached the grade, and with a second binary (BASE, e.g. main's) its figures beside them in the
# same run and the ratio of the medians (ours / base). Every puzzle made is checked twice:
# `papermines solve` must say "unique GRADE" (any: unique), and CaDiCaL (bench_mines_to_cnf, which
# exits 1 unless the SAT oracle finds exactly one solution) must agree; a failed check stops the
# run. With BASE, outputs that both binaries made are compared with cmp (the count that differ is
# shown; both are checked). A picture named random-N is no file: the random N x N picture of
# `gen mosaic --size NxN --seed S` (density 0.5), e.g. "random-20 random-30" with grade any, where
# main took minutes per puzzle (issue 38: the count and the prover on large undecided parts).
#
#   bench/mosaic_grades.sh [path/to/papermines] [seeds] [pictures] [grades] [BASE]
#   (defaults: build/papermines, 5, "heart-30 house-30 cat-30 heart-60 house-60 cat-60",
#    "any easy medium hard expert", none; e.g.
#    bench/mosaic_grades.sh build/papermines 5 "" "" /work/main/build/papermines)
# PAPERMINES_BENCH_TIME_LIMIT (default 120) caps one puzzle in seconds: a run cut short counts as
# that many seconds and is shown as a time-out. A picture refused (the grade not reached, exit 1)
# counts its time and is not checked.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(realpath "${1:-$here/../build/papermines}")
seeds=${2:-5}
pictures=${3:-}
[ -n "$pictures" ] || pictures="heart-30 house-30 cat-30 heart-60 house-60 cat-60"
grades=${4:-}
[ -n "$grades" ] || grades="any easy medium hard expert"
base=${5:-}
[ -z "$base" ] || base=$(realpath "$base")
limit=${PAPERMINES_BENCH_TIME_LIMIT:-120}
data=$here/../tests/data/mosaic-pictures
cnf_tool=${PAPERMINES_BENCH_CNF_TOOL:-$here/../build/bench/bench_mines_to_cnf}
[ -x "$bin" ] || { echo "mosaic_grades.sh: no papermines binary at $bin" >&2; exit 2; }
[ -z "$base" ] || [ -x "$base" ] || { echo "mosaic_grades.sh: no base binary at $base" >&2; exit 2; }
[ -x "$cnf_tool" ] || { echo "mosaic_grades.sh: build bench_mines_to_cnf first ($cnf_tool)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "mosaic_grades.sh: needs /usr/bin/time (Debian package time)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SOURCE_DATE_EPOCH=1

# Prints the median and 90th percentile (nearest rank) of the numbers on stdin.
spread() {
  sort -g | awk '{ v[NR] = $1 } END {
    p90 = int(0.9 * NR + 0.999999); if (p90 < 1) p90 = 1;
    printf "%6.2f %6.2f", (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[p90] }'
}
median() { spread | awk '{ print $1 }'; }

# run TAG BINARY PICTURE GRADE SEED: one puzzle into $tmp/TAG.mines, its time appended to
# $tmp/TAG.times; prints ok, refused or timeout.
run() {
  local tag=$1 b=$2 picture=$3 grade=$4 seed=$5 status=0
  local source=(--image "$data/$picture.txt")
  case $picture in random-*) source=(--size "${picture#random-}x${picture#random-}") ;; esac
  /usr/bin/time -f '%e' -o "$tmp/time" "$b" gen mosaic -q "${source[@]}" \
    -d "$grade" --seed "$seed" --time-limit "$limit" -o "$tmp/$tag.mines" 2> "$tmp/err" || status=$?
  case $status in
    0) tail -1 "$tmp/time" >> "$tmp/$tag.times"; echo ok ;;
    1) tail -1 "$tmp/time" >> "$tmp/$tag.times"; rm -f "$tmp/$tag.mines"; echo refused ;;
    3) echo "$limit" >> "$tmp/$tag.times"; rm -f "$tmp/$tag.mines"; echo timeout ;;
    *) cat "$tmp/err" >&2; echo "mosaic_grades.sh: gen failed ($picture $grade seed $seed)" >&2
       exit 1 ;;
  esac
}

# check FILE PICTURE GRADE SEED: the puzzle is unique (and of the grade) by solve and CaDiCaL.
check() {
  local want=": unique $3"
  [ "$3" != any ] || want=": unique"
  "$bin" solve "$1" | grep -q "$want" ||
    { echo "mosaic_grades.sh: solve did not say${want#:} ($2 $3 seed $4)" >&2; exit 1; }
  "$cnf_tool" "$1" "$tmp/t.cnf" ||
    { echo "mosaic_grades.sh: CaDiCaL did not find the puzzle unique ($2 $3 seed $4)" >&2; exit 1; }
}

echo "seconds per picture mosaic over seeds 1..$seeds (median p90; reached: seeds that made the"
echo "grade; each puzzle checked by solve and CaDiCaL)"
if [ -n "$base" ]; then
  printf '%-9s %-7s %-22s %-22s %-7s %s\n' picture grade "ours (med p90 reached)" \
    "base (med p90 reached)" ratio "outputs differ"
else
  printf '%-9s %-7s %s\n' picture grade "med p90 reached"
fi
for picture in $pictures; do
  for grade in $grades; do
    : > "$tmp/ours.times"
    : > "$tmp/base.times"
    reached=0 base_reached=0 differ=0 cut=0
    for seed in $(seq 1 "$seeds"); do
      r=$(run ours "$bin" "$picture" "$grade" "$seed") || exit 1
      [ "$r" != timeout ] || cut=$((cut + 1))
      if [ "$r" = ok ]; then
        reached=$((reached + 1))
        check "$tmp/ours.mines" "$picture" "$grade" "$seed"
      fi
      [ -n "$base" ] || continue
      rb=$(run base "$base" "$picture" "$grade" "$seed") || exit 1
      [ "$rb" != timeout ] || cut=$((cut + 1))
      if [ "$rb" = ok ]; then
        base_reached=$((base_reached + 1))
        check "$tmp/base.mines" "$picture" "$grade" "$seed"
        if [ "$r" = ok ] && ! cmp -s "$tmp/ours.mines" "$tmp/base.mines"; then
          differ=$((differ + 1))
        fi
      fi
    done
    ours="$(spread < "$tmp/ours.times") $reached/$seeds"
    if [ -n "$base" ]; then
      ratio=$(awk -v a="$(median < "$tmp/ours.times")" -v b="$(median < "$tmp/base.times")" \
        'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }')
      printf '%-9s %-7s %-22s %-22s %-7s %s' "$picture" "$grade" "$ours" \
        "$(spread < "$tmp/base.times") $base_reached/$seeds" "$ratio" "$differ"
    else
      printf '%-9s %-7s %s' "$picture" "$grade" "$ours"
    fi
    [ "$cut" -eq 0 ] && echo || echo "  ($cut cut at ${limit} s)"
  done
done
