// The caption above a puzzle's grid on a student's page, for worksheets (document.h) and books
// (book.h) alike: the puzzle's number, then its parts (what the student needs, then what helps),
// set at kStudentCaptionSize, else at kStudentMinCaptionSize, on the lines its slot has; parts
// that still do not fit are left out, from the least needed, never a needed one. Nothing a student
// reads is set under 9 pt.
#pragma once

#include <string>
#include <vector>

#include "core/puzzle.h"
#include "render/layout.h"
#include "render/puzzle_painter.h"
#include "render/text.h"

namespace papermines::render {

inline constexpr double kStudentCaptionSize = 9.5;
inline constexpr double kStudentMinCaptionSize = 9;      // never smaller on a student's page
inline constexpr char kCaptionSeparator[] = " \u00B7 ";  // between the parts of a caption

// A part of a caption after the puzzle's number: how much a student needs it (higher: kept
// longer; kNeeded: never left out), its markup, and what it is ("difficulty", "rating", "mine
// count", "id"; "" for a needed part), for a warning when it is left out.
struct CaptionPart {
  int need;
  std::string markup;
  std::string what;
};
inline constexpr int kNeeded = 9;

// Which of the parts that help a caption shows (every needed part is always shown).
struct CaptionWants {
  bool difficulty = true;
  bool rating = true;      // a paper puzzle's rating, when it has one
  bool mine_count = true;  // a count that is no clue: a reverse board's, a paper answer's
  bool id = false;         // on puzzle pages only when asked; the key always shows it
};

// The parts of a puzzle's caption, from the most needed: what the student needs
// (NeededCaptionParts, puzzle_painter.h: the mine count of a one-click task or a shown paper
// count, a reverse target and blank areas; on the key the answer's note or size), then what helps
// (difficulty, rating, a reverse board's mine count, which the board shows anyway; a hidden paper
// count on the key), then the id (on the key; on puzzle pages only when `wants.id`), the least
// needed.
std::vector<CaptionPart> CaptionParts(const Puzzle& p, bool answer, const CaptionWants& wants,
                                      const GridMarks& art);

// `number` and `parts` joined on at most `lines` lines of `width` points at `size`, a line
// breaking only between parts: the markup with a newline between lines, or "" when they do not
// fit.
std::string BreakCaption(Text& text, const std::string& number,
                         const std::vector<CaptionPart>& parts, double size, double width,
                         int lines);

// A student's caption as it is set: its markup (lines broken with newlines) and size, and the
// parts left out. When even the needed parts do not fit (a layout that could not make room;
// MeasureCaption lets it): all of them on one line at the smallest size, for the drawer to cut.
struct FittedCaption {
  std::string markup;
  double size = kStudentMinCaptionSize;
  std::vector<CaptionPart> left_out;
};
FittedCaption FitStudentCaption(Text& text, const std::string& number,
                                std::vector<CaptionPart> parts, double width, int lines);

// The room a student's caption needs (layout.h Extent::caption_width and caption_two_lines):
// `number` and the parts of `min_need` or more (a worksheet: the needed ones; a book: all but
// the id, the parts its spec asks for) at kStudentMinCaptionSize, on one line, and broken in two
// between parts where the wider line is narrowest.
void MeasureCaption(Text& text, const std::string& number, const std::vector<CaptionPart>& parts,
                    Extent* e, int min_need = kNeeded);

}  // namespace papermines::render
