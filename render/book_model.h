// The document model of a book (book.h): its front matter, sections, answers, captions and page
// numbering, and where everything went. Apart from book.h so the pages drawn in their own files
// (book_front.h, book_howto.h) read the model without including the writer.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "render/book_plan.h"
#include "render/page_setup.h"
#include "render/render_options.h"

namespace papermines::render {

enum class PageNumberStyle { kArabic, kRoman, kNone };

struct BookSection {
  std::string title;
  std::vector<Puzzle> puzzles;
  int across = 0, down = 0;  // puzzles per page; 0 x 0 = automatic (layout.h)
};

// What a puzzle's caption shows. Ids are printed with the answers; `id` puts them on the puzzle
// pages too.
struct BookCaptions {
  bool id = false, difficulty = true, rating = true;
};

struct Book {
  std::string title = "Puzzles", subtitle, author;
  // The copyright page's lines ("© 2026 A. Author", an ISBN, the publisher, "First edition");
  // no page when all are empty.
  std::string copyright, isbn, publisher, edition;
  PageSetup page;
  double min_unit = 5 * 72 / 25.4;           // the smallest cell of a puzzle
  double answer_min_unit = 2.5 * 72 / 25.4;  // of an answer (compact pages)
  bool title_page = true, how_to_play = true, contents = true;
  bool recto = false;  // sections (and the answers) start on odd pages
  std::vector<BookSection> sections;
  // The worked example of each kind's how-to-play page: a small puzzle that is not one of the
  // book's, its answers completed with its deduction steps (a kind without one: rules only).
  std::vector<Puzzle> examples;
  BookAnswers answers = BookAnswers::kBack;
  int answers_across = 0, answers_down = 0;  // 0 x 0: as many as fit at answer_min_unit
  PageNumberStyle numbers = PageNumberStyle::kArabic;
  int first_number = 1;  // the number page 1 (the first page of the PDF) counts as
  BookCaptions captions;
  // A QR code of its puzz.link URL beside each square paper puzzle (render/qr.h); not on answers.
  bool qr = false;
  std::string font{kFont.value};
  std::string lang;              // the language of every word drawn (render/i18n.h); "" = English
  CatalogueDirs catalogue_dirs;  // where its catalogue is (render/i18n.h); the caller's choice
  std::string creator = "papermines";
  std::optional<int64_t> source_date_epoch;  // PDF dates; default 2026-01-01
  std::string temp_dir;  // where a PDF is streamed while it is drawn (empty: /tmp; app: $TMPDIR)
  // The seed its generated sections were made from (app/seed.h), printed in the footer of the
  // last page so the run can be made again ("seed" in the spec); none: not printed.
  std::optional<uint64_t> seed;
  // Called after each page is drawn (done, total), e.g. for a progress bar.
  std::function<void(int, int)> progress;
  // Drawing stops with DeadlineExceeded after the page during which this time passed (a server's
  // time limit holds while a book is drawn, not only while its puzzles are made).
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
};

// Where everything went (1-based physical pages), for messages and tests.
struct BookPlan {
  int pages = 0;
  std::vector<int> section_page;  // the opener page of each section
  std::vector<int> answer_page;   // the page of each section's answer heading (0: none)
  int answer_pages = 0;           // pages of answers
  std::vector<std::string> warnings;
};

}  // namespace papermines::render
