#!/bin/sh
# Time and memory of `papermines check` marking a class (FORMAT.md "Marking a class"): a class of
# S students in one answers file (`student NAME` lines), each answering the four puzzles of a small
# collection (paper 5x5, two one-click tasks, reverse 3x3), so 4*S answer blocks; and a file of one
# student beside a file of M MB of blank lines. Prints the wall time and the peak resident set
# (maximum RSS, /usr/bin/time -v) of each run. Marking streams block by block, so the time grows
# with the file and the peak follows the largest answer block, not the file: compare two sizes.
#
#   bench/check_class.sh [path/to/papermines] [students] [blank MB]
#   (defaults: build/papermines, 4000 students = 16 000 answers, 100 MB of blank lines)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../build/papermines}
students=${2:-4000}
blank_mb=${3:-100}
. "$here/measure.sh"
bench_setup check_class.sh "$bin"
cat > "$tmp/puzzles.mines" << 'EOF'
puzzle paper
topology square 5 5
id paper5
clues
1 . 2 . 1
. 1 . 1 .
1 . 1 . 1
. 2 . 2 .
1 . 1 . 1
end
puzzle oneclick
topology square 4 4
id oc-possible
mines 5
end
puzzle oneclick
topology square 3 3
id oc-impossible
mines 6
end
puzzle reverse
topology square 3 3
id rev3
board
* 1 .
1 1 .
. . .
end
EOF
# Every student right on every puzzle, so the run does the whole marking (exit 0).
answers='puzzle paper
topology square 5 5
id paper5
solution
1 * 2 * 1
- 1 - 1 -
1 - 1 - 1
* 2 * 2 *
1 - 1 - 1
end
puzzle oneclick
topology square 4 4
id oc-possible
solution
c . . *
. . . *
. . . *
. . * *
end
puzzle oneclick
topology square 3 3
id oc-impossible
impossible
end
puzzle reverse
topology square 3 3
id rev3
clicks 2
0 0
2 2
end'
printf '%s\n' "$answers" > "$tmp/ana.mines"
awk -v n="$students" -v a="$answers" 'BEGIN { for (i = 1; i <= n; i++)
  printf "student Student %d\n%s\n", i, a }' > "$tmp/class.mines"
head -c "$((blank_mb * 1048576))" /dev/zero | tr '\0' '\n' > "$tmp/blank.mines"
echo "$students students, $((students * 4)) answers, $(wc -c < "$tmp/class.mines") bytes:"
measure "  check P CLASS" "$bin" check "$tmp/puzzles.mines" "$tmp/class.mines"
measure "  check --csv P CLASS" "$bin" check --csv "$tmp/puzzles.mines" "$tmp/class.mines"
echo "one student beside $blank_mb MB of blank lines:"
measure "  check P ANA BLANK" "$bin" check "$tmp/puzzles.mines" "$tmp/ana.mines" "$tmp/blank.mines"
