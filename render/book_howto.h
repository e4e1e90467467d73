// A book's how-to-play pages (book.h): per puzzle kind its rules, the key to its answers and a
// worked example, a small puzzle of its own (Book::examples) drawn twice, once with its first
// steps as the solver found them (a paper puzzle's deductions, a reverse board's click set, a
// one-click board's click: the clues used ringed, the cells decided marked, marks.h) and once
// solved, the steps listed in words below.
#pragma once

#include <cairo.h>

#include "core/puzzle.h"
#include "render/book_model.h"
#include "render/layout.h"
#include "render/puzzle_painter.h"

namespace papermines::render {

// The how-to-play page of `kind` in the content box `c`, its example from book.examples (none of
// its kind: the rules only).
void DrawHowToPage(cairo_t* cr, PuzzlePainter& painter, const Book& book, PuzzleKind kind,
                   const Rect& c);

}  // namespace papermines::render
