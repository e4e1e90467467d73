// The pages of a book (book.h) that show no puzzle: the title page, its copyright page on the
// back, and each section's opener; also the line both the title page and the cover's back carry.
// Each draws from the Book and what the page plan decided (passed in); the book's writer places
// links and destinations around them.
#pragma once

#include <cairo.h>

#include <optional>
#include <span>
#include <string>

#include "core/puzzle.h"
#include "render/book_model.h"
#include "render/layout.h"

namespace papermines::render {

// "120 puzzles, every one with a unique solution", in the current language.
std::string UniqueSolutionsLine(const Book& book);

// The title page in the content box `c`: title, subtitle, a rule, author; the line above at the
// foot.
void DrawTitlePage(cairo_t* cr, const Book& book, const Rect& c);

// The back of the title page: the book's copyright lines at the foot of `c`.
void DrawCopyrightPage(cairo_t* cr, const Book& book, const Rect& c);

// Section `s`'s opening page in `c`: its title, its difficulty as drawn stars, the range of its
// puzzle numbers (from `first_number`), the page of its answers (`answers_page` as printed; none
// when the book has no answers) and the rules of its `kinds`.
void DrawOpenerPage(cairo_t* cr, const Book& book, int s, const Rect& c, int first_number,
                    const std::optional<std::string>& answers_page,
                    std::span<const PuzzleKind> kinds);

}  // namespace papermines::render
