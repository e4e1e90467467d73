#!/bin/sh
# The puzzle-book benchmark: a 300-puzzle book (four sections of 75 square 10 x 10 paper puzzles,
# easy, medium, hard, expert; answers at the back; 8.5 x 11 in) made end to end by
# `papermines book`, beside the same puzzles made the way it was done before books existed: four
# `gen paper` runs and one `render`. Each section uses the seed its gen run uses, so both make the
# same puzzles. Prints the wall time, pages and bytes per page of each.
#
#   bench/book.sh [path/to/papermines] [jobs]      (defaults: build/papermines, 0 = all cores)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../build/papermines}
jobs=${2:-0}
[ -x "$bin" ] || { echo "book.sh: no papermines binary at $bin" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/book.json" <<'JSON'
{"title": "Three Hundred Tables", "paper": "8.5x11in", "answers": "back",
 "sections": [
  {"title": "Easy", "kind": "paper", "size": "10x10", "difficulty": "easy", "count": 75, "seed": 1},
  {"title": "Medium", "kind": "paper", "size": "10x10", "difficulty": "medium", "count": 75, "seed": 2},
  {"title": "Hard", "kind": "paper", "size": "10x10", "difficulty": "hard", "count": 75, "seed": 3},
  {"title": "Expert", "kind": "paper", "size": "10x10", "difficulty": "expert", "count": 75, "seed": 4}]}
JSON
now() { date +%s.%N; }
report() {  # NAME START END PDF
  pages=$(pdfinfo "$4" | sed -n 's/^Pages: *//p')
  bytes=$(wc -c < "$4")
  echo "$1: $(echo "$3 - $2" | bc -l | xargs printf '%.2f') s, $pages pages, $((bytes / pages)) bytes a page"
}
t0=$(now)
"$bin" book "$tmp/book.json" -o "$tmp/book.pdf" -j "$jobs" --quiet
t1=$(now)
report "book (end to end)" "$t0" "$t1" "$tmp/book.pdf"
t0=$(now)
k=1
for d in easy medium hard expert; do
  "$bin" gen paper --rows 10 --cols 10 --difficulty $d --count 75 --seed $k -j "$jobs" \
    -o "$tmp/$d.mines" 2>/dev/null
  k=$((k + 1))
done
"$bin" render --paper letter "$tmp/easy.mines" "$tmp/medium.mines" "$tmp/hard.mines" \
  "$tmp/expert.mines" -o "$tmp/old.pdf"
t1=$(now)
report "4 x gen paper + render" "$t0" "$t1" "$tmp/old.pdf"
