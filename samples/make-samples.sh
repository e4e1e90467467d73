#!/bin/sh
# Regenerates the sample worksheets in samples/ from the built binary: for every puzzle kind and
# grid, a .mines collection (with solutions) and its worksheet as a teacher gets it by default:
# the students' pages in NAME.pdf and the answer key in NAME-key.pdf (never on the back of a
# puzzle page), the same as SVG and PNG (NAME.svg and NAME-key.svg for one page each, NAME-1.svg,
# NAME-2.svg, ... and NAME-key-1.svg, ... for more), and the playable page NAME.html (open it in
# a browser; its answers are behind a button). paper-square-qr is the default sheet with a QR code of each
# puzzle's puzz.link URL (paper-square.urls, from `export`) beside it. paper-square is the sheet
# `papermines sheet` prints by default (six medium 10 x 10 puzzles); the others hold four puzzles
# to keep the repository small. oneclick-tasks is a one-click sheet with impossible tasks;
# paper-labels-hints has labels, guide lines and hint pages after the key; mosaic-picture is a
# hard mosaic of a picture (tests/data/mosaic-pictures/cat-30.txt, `sheet --image`), with its
# full rules and hint pages after the key, whose answer is the picture. mixed puts kinds, grids and sizes on one sheet: each board is
# drawn at the largest scale its slot allows (a 6 x 6 beside a 16 x 16 is not shrunk to match).
#
#   samples/make-samples.sh [path/to/papermines]      (default: build/papermines)
#
# The output is deterministic (fixed seeds, SOURCE_DATE_EPOCH), so re-running it on an unchanged
# tree changes no file. book.pdf is the sample puzzle book (6 x 9 in) made from book.json,
# book-cover.pdf its paperback cover, book.html the same book as one playable page.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../build/papermines}
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
[ -x "$bin" ] || { echo "make-samples.sh: no papermines binary at $bin (build it first)" >&2; exit 2; }
export SOURCE_DATE_EPOCH=1767225600  # 2026-01-01
cd "$here"
rm -f ./*.mines ./*.pdf ./*.svg ./*.png ./*.html ./*.urls

# sample NAME GEN-ARGS...: generate NAME.mines, then render it three ways (with $render_args).
render_args=""
sample() {
  name=$1
  shift
  "$bin" gen "$@" -o "$name.mines" 2>/dev/null
  # shellcheck disable=SC2086 # render_args is a list of words
  "$bin" render "$name.mines" $render_args -o "$name.pdf"
  # shellcheck disable=SC2086
  "$bin" render "$name.mines" $render_args -o "$name.svg"
  # shellcheck disable=SC2086
  "$bin" render "$name.mines" $render_args --dpi 72 -o "$name.png"
  # shellcheck disable=SC2086
  "$bin" render "$name.mines" $render_args -o "$name.html"
  echo "samples/$name: $(ls "$name".* "$name"-* | tr '\n' ' ')"
}

sample paper-square paper --topology square --rows 10 --cols 10 --difficulty medium --count 6 --seed 1
sample paper-triangle paper --topology triangle --rows 8 --cols 13 --difficulty medium --count 4 --seed 1
sample paper-hex paper --topology hex --rows 10 --cols 10 --opening sparse --difficulty medium --count 4 --seed 1
sample oneclick-square oneclick --rows 8 --cols 8 --mines 14 --random --count 4 --seed 1
sample reverse-square reverse --topology square --rows 10 --cols 10 --count 4 --seed 1
sample reverse-triangle reverse --topology triangle --rows 8 --cols 13 --count 4 --seed 1
sample reverse-hex reverse --topology hex --rows 9 --cols 9 --count 4 --seed 1
sample mosaic-square mosaic --rows 10 --cols 10 --difficulty medium --count 4 --seed 1
# For a class: one-click tasks of varied size with impossible ones ("possible or not?"), and
# paper tables with row and column labels, guide lines (12 columns) and the first steps as hints.
sample oneclick-tasks oneclick --tasks --rows 8 --cols 8 --count 6 --impossible 0.34 --seed 1
render_args="--labels --hints 6"
sample paper-labels-hints paper --topology square --rows 12 --cols 12 --difficulty medium --count 2 --seed 1
render_args=""
# mosaic-picture: one mosaic of a drawing, as a teacher makes it from a picture file.
"$bin" sheet --kind mosaic --image "$here/../tests/data/mosaic-pictures/cat-30.txt" --difficulty hard \
  --seed 1 --rules full --hints 4 --answers after --save mosaic-picture.mines -o mosaic-picture.pdf
"$bin" render mosaic-picture.mines --dpi 72 -o mosaic-picture.png
"$bin" render mosaic-picture.mines -o mosaic-picture.html
echo "samples/mosaic-picture: $(ls mosaic-picture.* mosaic-picture-* | tr '\n' ' ')"

# mixed: several kinds, grids and sizes in one collection.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" gen paper --topology square --rows 6 --cols 6 --difficulty easy --count 2 --seed 1 -o "$tmp/1.mines" 2>/dev/null
"$bin" gen paper --topology square --rows 16 --cols 16 --difficulty medium --count 1 --seed 1 -o "$tmp/2.mines" 2>/dev/null
"$bin" gen paper --topology hex --rows 9 --cols 9 --opening sparse --difficulty hard --count 1 --seed 1 -o "$tmp/3.mines" 2>/dev/null
"$bin" gen reverse --topology triangle --rows 8 --cols 13 --count 1 --seed 1 -o "$tmp/4.mines"
"$bin" gen oneclick --rows 8 --cols 8 --mines 14 --random --count 1 --seed 1 -o "$tmp/5.mines"
cat "$tmp/1.mines" "$tmp/2.mines" "$tmp/3.mines" "$tmp/4.mines" "$tmp/5.mines" > mixed.mines
"$bin" render mixed.mines -o mixed.pdf
"$bin" render mixed.mines -o mixed.svg
"$bin" render mixed.mines --dpi 72 -o mixed.png
"$bin" render mixed.mines -o mixed.html
echo "samples/mixed: $(ls mixed.* mixed-* | tr '\n' ' ')"

# QR codes: the default sheet with each puzzle's puzz.link URL as a QR code beside it.
"$bin" export --format puzzlink paper-square.mines -o paper-square.urls
"$bin" render paper-square.mines --qr -o paper-square-qr.pdf
"$bin" render paper-square.mines --qr --answers none --dpi 100 -o paper-square-qr.png
echo "samples/paper-square-qr: $(ls paper-square-qr.* paper-square-qr-* paper-square.urls | tr '\n' ' ')"
# book: a 6 x 9 in puzzle book (five sections, 48 puzzles, the last of them mosaics whose key is
# their picture; answers at the back, QR codes) from
# book.json with its paperback cover, and the same book as one playable HTML page.
"$bin" book book.json --quiet -o book.pdf --cover book-cover.pdf
"$bin" book book.json --quiet -o book.html
echo "samples/book: book.json book.pdf book-cover.pdf book.html"
