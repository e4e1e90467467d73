#!/bin/bash
# Compares two papermines binaries byte for byte (SOURCE_DATE_EPOCH=1): gen, solve, clicks,
# render, sheet and book of every kind, every command's --help, and bad-input messages (stdout,
# stderr with the binary's path masked, exit status, every file written). For a refactoring that
# must keep every output: scripts/compare_binaries.sh /path/to/main/papermines build/papermines
REF=${1:?usage: compare_binaries.sh REFERENCE-BINARY [NEW-BINARY]}; NEW=${2:-build/papermines}
REF=$(realpath "$REF"); NEW=$(realpath "$NEW")
W=$(mktemp -d); export SOURCE_DATE_EPOCH=1 LANG=C.UTF-8
fail=0; n=0
run() {  # run NAME ARGS... : runs both in their own folder, compares stdout, stderr, status, files
  local name=$1; shift
  for side in ref new; do
    local bin=$REF; [ $side = new ] && bin=$NEW
    mkdir -p "$W/$side/$name"; cp "$W"/in/* "$W/$side/$name/" 2>/dev/null
    (cd "$W/$side/$name" && timeout 120 "$bin" "$@" >stdout 2>stderr; echo $? >status)
    sed -i "s#$bin#BIN#g" "$W/$side/$name/stderr" "$W/$side/$name/stdout"
  done
  n=$((n+1))
  for f in "$W/ref/$name"/*; do
    b=$(basename "$f")
    if ! cmp -s "$f" "$W/new/$name/$b"; then echo "DIFF $name: $b ($*)"; fail=1; fi
  done
  [ "$(ls "$W/ref/$name" | wc -l)" = "$(ls "$W/new/$name" | wc -l)" ] || { echo "DIFF $name: file list"; fail=1; }
}
mkdir -p "$W/in"
# inputs made by the reference binary
$REF gen paper -r 8 -c 8 -d medium -n 3 -s 7 > "$W/in/paper.mines"
$REF gen oneclick -r 6 -c 6 -m 10 -n 3 -s 7 --random > "$W/in/oneclick.mines"
$REF gen reverse -r 8 -c 8 -n 3 -s 7 > "$W/in/reverse.mines"
$REF gen mosaic -r 8 -c 8 -n 3 -s 7 > "$W/in/mosaic.mines"
cat > "$W/in/book.json" <<'J'
{"title":"T","seed":3,"sections":[{"title":"P","kind":"paper","size":"8x8","count":2},
{"title":"O","kind":"oneclick","size":"6x6","mines":8,"count":2},
{"title":"R","kind":"reverse","size":"8x8","count":2},{"title":"M","kind":"mosaic","size":"8x8","count":2}]}
J
# every --help
run help-top --help
for c in sheet book render gen solve check export clicks theorem reveal serve; do run help-$c $c --help; done
for k in paper oneclick reverse mosaic; do run help-gen-$k gen $k --help; done
# gen per kind, a few option sets
run gen-paper gen paper -r 8 -c 8 -d medium -n 3 -s 7
run gen-paper-hex gen paper --topology hex -r 7 -c 7 -n 2 -s 3
run gen-paper-rating gen paper -r 10 -c 10 --rating 3-5 -n 2 -s 1
run gen-paper-json gen paper -r 6 -c 6 -n 2 -s 2 --format json
run gen-oneclick gen oneclick -r 6 -c 6 -m 10 -n 3 -s 7 --random
run gen-oneclick-tri gen oneclick -r 5 -c 7 -m 8 -n 2 -s 1 --random
run gen-reverse gen reverse -r 8 -c 8 -n 3 -s 7
run gen-reverse-d gen reverse -r 8 -c 8 -n 2 -s 7 -d medium
run gen-reverse-hex gen reverse --topology hex -r 7 -c 7 -n 2 -s 7
run gen-mosaic gen mosaic -r 8 -c 8 -n 3 -s 7
run gen-mosaic-d gen mosaic -r 8 -c 8 -n 2 -s 5 -d hard
run gen-id-rev gen reverse --id rev-sq8x8-m10-any-s0-3
run gen-out gen mosaic -r 6 -c 6 -n 2 -s 1 -o out.mines
# solve per kind
for k in paper oneclick reverse mosaic; do
  run solve-$k solve $k.mines; run solve-json-$k solve --format json $k.mines 2>/dev/null
  run clicks-$k clicks $k.mines
  run render-$k render $k.mines -o out.pdf; run render-svg-$k render $k.mines -o out.svg
  run render-html-$k render $k.mines -o out.html
  run sheet-$k sheet --kind $k -n 2 -s 4 -o out.pdf
  run sheet-html-$k sheet --kind $k -n 2 -s 4 -o out.html
  run solve-explain-$k solve --explain --labels $k.mines
  run render-png-$k render $k.mines -o out.png
  run sheet-svg-$k sheet --kind $k -n 1 -s 2 -o out.svg
done
for k in paper oneclick reverse mosaic; do
  run sheet-after-$k sheet --kind $k -n 2 -s 9 --answers after --hints 2 --rules full -o out.pdf
done
run book book book.json -o book.pdf
run book-html book book.json -o book.html
# bad input: messages users see
run bad-1 gen paper -r 0
run bad-2 gen paper --topology octo
run bad-3 gen reverse --density 2
run bad-4 gen oneclick -m x
run bad-5 gen mosaic -d extreme
run bad-6 gen paper --rating 9-2
run bad-7 gen reverse --id rev-sq8x8-m10-any-s0-3 -r 5
run bad-8 gen mosaic --size 3
run bad-9 gen oneclick -r 4 -c 4 -m 99
run bad-10 gen paper -n 0
run bad-11 gen paper --seed -1
run bad-12 gen reverse --shard 3/2
run bad-13 gen mosaic --topology hex -r 3
run bad-14 gen paper --heuristic nope
run bad-15 gen oneclick --attempts 0
run bad-16 solve nothere.mines
run bad-17 gen paper -r 8 -c 8 --opening sprase
run bad-18 gen reverse --difficulty Medium -n 1 -s 1
run bad-19 gen paper --cols 9999999999999999999999
# every malformed file of the tests: the reader's messages
for f in "$(dirname "$(realpath "$0")")"/../tests/data/malformed/*.mines; do
  run "malformed-$(basename "$f" .mines)" solve "$(realpath "$f")"
done
echo "$n runs compared; $( [ $fail = 0 ] && echo 'all identical' || echo 'DIFFERENCES above')"; echo "work: $W"
exit $fail
