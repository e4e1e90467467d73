// papermines book: one JSON spec -> one print-ready PDF book (render/book.h draws it). The book
// is made by app/book_make.h, as the web app's; this is the program's side: the spec's file, the
// progress bars and warnings on a terminal, the output files and the cover.
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "app/book_make.h"
#include "app/book_spec.h"
#include "cli/common.h"
#include "cli/draw.h"
#include "cli/language.h"
#include "cli/progress_bar.h"
#include "cli/schema_flags.h"
#include "cli/vocabulary.h"
#include "core/output.h"
#include "core/page_files.h"
#include "render/book.h"
#include "render/book_plan.h"
#include "render/cover.h"

namespace papermines::cli {
namespace {

struct BookCmdOptions {
  std::string spec;
  std::string output;
  int jobs = 0;
  bool quiet = false;
  bool qr = false;
  std::string lang;   // --lang, over the spec's "lang"
  std::string cover;  // --cover: the paperback cover's PDF
};

// That page written to `output`.
absl::Status WriteBookHtml(const render::Book& book, render::RenderOptions o,
                           const std::string& output) {
  absl::StatusOr<std::string> page = app::BookHtml(book, std::move(o));
  if (!page.ok()) return page.status();
  return WriteFileAtomic(CommandFiles(), output, *page);
}

// The PDF (and with --cover its cover), with a page progress bar on a terminal; layout warnings
// on stderr. The book and the cover go into place together or not at all.
absl::Status WriteBookPdf(render::Book& book, bool bars, const std::string& output,
                          const std::string& cover, const render::CoverOptions& cover_options) {
  render::BookPlan plan;
  absl::StatusOr<std::string> pdf;  // in memory only with a cover, which goes in place with it
  absl::Status written;
  {
    std::unique_ptr<ProgressBar> pages;  // made when the page count is known
    book.progress = [&](int done, int total) {
      if (!pages) pages = std::make_unique<ProgressBar>(bars, "book: pages", total);
      pages->Update(done);
    };
    if (cover.empty()) {
      written = render::WriteBook(CommandFiles(), book, output,
                                  &plan);  // streamed: any size (pdf/repair.h)
    } else {
      pdf = render::RenderBook(book, &plan);
    }
  }
  if (cover.empty()) {
    if (!written.ok()) return written;
    PrintWarnings(plan.warnings);
    return absl::OkStatus();
  }
  if (!pdf.ok()) return pdf.status();
  std::vector<std::string> warnings = plan.warnings;
  absl::StatusOr<std::string> cover_pdf;
  if (!cover.empty()) {
    cover_pdf = render::RenderCover(book, plan.pages, cover_options, &warnings);
    if (!cover_pdf.ok()) return cover_pdf.status();
  }
  PrintWarnings(warnings);
  if (cover.empty()) return WriteFileAtomic(CommandFiles(), output, *pdf);
  if (output == "-") {
    if (absl::Status s = WriteFileAtomic(CommandFiles(), cover, *cover_pdf); !s.ok()) return s;
    return WriteFileAtomic(CommandFiles(), output, *pdf);
  }
  const std::vector<std::string> paths = {output, cover};
  const std::vector<std::string> blobs = {*std::move(pdf), *std::move(cover_pdf)};
  return WriteFilesAtomic(CommandFiles(), paths, blobs);
}

// --cover: a PDF book, and a file of its own (not the book, not an input).
absl::Status CheckCoverPath(const BookCmdOptions& in, bool html) {
  if (in.cover.empty()) return absl::OkStatus();
  if (html) {
    return absl::InvalidArgumentError("--cover goes with a PDF book (OUT.pdf), not an HTML page");
  }
  if (in.cover == "-") return absl::InvalidArgumentError("--cover needs a file name, not '-'");
  if (render::FormatForPath(in.cover) != render::Format::kPdf) {
    return absl::InvalidArgumentError(
        absl::StrCat("--cover: the cover is a PDF (COVER.pdf), got '", in.cover, "'"));
  }
  std::error_code ec;
  for (const std::string& other : {in.output, in.spec}) {
    if (other == "-") continue;
    const bool same = in.cover == other || std::filesystem::equivalent(in.cover, other, ec) ||
                      std::filesystem::weakly_canonical(in.cover, ec) ==
                          std::filesystem::weakly_canonical(other, ec);
    if (same) {
      return absl::InvalidArgumentError(absl::StrCat("--cover '", in.cover,
                                                     "' is the same file as '", other,
                                                     "': give the cover its own name"));
    }
  }
  return absl::OkStatus();
}

int RunBook(const BookCmdOptions& in) {
  for (const std::string& name : {in.output, in.cover}) {  // not ".pdf" (core/page_files.h)
    if (absl::Status s = CheckDocumentName(name); !s.ok()) return ReportError(s);
  }
  auto spec = app::ReadBookSpec(CommandFiles(), in.spec);
  if (!spec.ok()) return ReportError(spec.status());
  const bool html = render::FormatForPath(in.output) == render::Format::kHtml;
  if (in.output != "-" && !html && render::FormatForPath(in.output) != render::Format::kPdf) {
    return ReportError(absl::InvalidArgumentError(absl::StrCat(
        "a book is a PDF (OUT.pdf) or one playable page (OUT.html), got '", in.output, "'")));
  }
  if (absl::Status st = CheckCoverPath(in, html); !st.ok()) return ReportError(st);
  // Fonts, Pango and Cairo before anything asks fontconfig (cli/draw.h).
  if (absl::Status st = PrepareDrawing(spec->font); !st.ok()) return ReportError(st);
  const app::BookRun run{in.spec, in.lang, in.qr, in.jobs, &CommandFiles(), ProgramEnvironment()};
  std::vector<std::string> warnings;
  auto ro = app::BookRenderOptions(run, *spec, &warnings);
  PrintWarnings(warnings);
  if (!ro.ok()) return ReportError(ro.status());
  render::Book& book = spec->book;
  auto to_generate = app::PrepareSections(run, *spec, book);
  if (!to_generate.ok()) return ReportError(to_generate.status());
  const bool bars = isatty(STDERR_FILENO) && !in.quiet;
  {
    ProgressBar bar(bars && *to_generate > 1, "book: puzzles", *to_generate);
    if (absl::Status st = app::GenerateSections(run, *spec, *to_generate, book,
                                                std::chrono::steady_clock::time_point::max(),
                                                [&](int64_t done, int64_t) { bar.Update(done); });
        !st.ok()) {
      return ReportError(st);  // no such puzzles: 1, like gen and sheet
    }
  }
  if (absl::Status st = app::CompleteBookAnswers(*ro, book); !st.ok()) return ReportError(st);
  if (!html) {
    if (absl::Status st = app::MakeExamples(*ro, book); !st.ok()) return ReportError(st);
  }
  const absl::Status written = html ? WriteBookHtml(book, *ro, in.output)
                                    : WriteBookPdf(book, bars, in.output, in.cover, spec->cover);
  return written.ok() ? 0 : ReportError(written);
}

}  // namespace

Command SetupBook(CLI::App& app) {
  NewCommand<BookCmdOptions> c(
      app, "book",
      "Makes a print-ready puzzle book (one PDF, or one playable HTML page) from a JSON spec: "
      "title page, copyright page, a how-to-play "
      "page per puzzle kind with a worked example (a puzzle of its own), contents, sections (each "
      "from the generators or from .mines files, opening with a page of their own), answers "
      "flowing on at the back, after each section or none, page numbers in the outer corner, the "
      "inside margin on the binding side; --cover writes the paperback cover too. Same spec "
      "and seed, same bytes; a spec without a seed takes a fresh one each run, printed in the "
      "footer of the book's last page. A board too large for the page is refused before anything "
      "is "
      "generated.\n\n"
      "SPEC keys (all optional but \"sections\"):\n"
      "  title, subtitle, author, font     text; font is a Pango family (DejaVu Sans)\n"
      "  lang       the book's language (en, de, ...; --lang overrides it; default: from LANG)\n"
      "  paper      a4, a5, letter, 5x8in, 5.5x8.5in, 6x9in, 7x10in, 8x10in, 8.5x11in or WxH with "
      "mm/in (a4)\n"
      "  margins    {\"top\", \"bottom\", \"inside\", \"outside\"} lengths, or \"T,B,IN,OUT\" "
      "(15mm, 15mm, 19mm, 13mm)\n"
      "  bleed, min_cell   lengths (0; 5mm: the smallest cell of a puzzle)\n"
      "  seed       the book's seed (fresh each run, printed on the last page; 1 when "
      "SOURCE_DATE_EPOCH is set); section k generates with a seed derived from it and k\n"
      "  answers    back | after | none (back); answers_per_page \"WxH\" or \"auto\"\n"
      "  recto      true: sections and answers start on odd (right-hand) pages (false)\n"
      "  page_numbers   {\"style\": arabic|roman|none, \"first\": N} (arabic, 1)\n"
      "  copyright, isbn, publisher, edition   text of the copyright page on the back of the "
      "title page (no page when none is given)\n"
      "  captions   {\"id\", \"difficulty\", \"rating\": true|false} (id false: ids are printed "
      "with the answers; difficulty, rating true)\n"
      "  cover      {\"paper\": white|cream} (white): the page thickness the --cover spine is "
      "measured with; back_text: the text on the cover's back\n"
      "  front_matter   {\"title_page\", \"how_to_play\", \"contents\": true|false} (all true)\n"
      "  sections   a list; each has \"title\" and either \"files\" (.mines, relative to the "
      "spec) or generation keys: kind (paper|oneclick|reverse), topology (square|triangle|hex), "
      "size \"RxC\" (8x8), difficulty (any|easy|medium|hard|expert), heuristic "
      "(none|paper|strict), density (0..1), mines, count (required), seed; paper only: rating "
      "\"MIN-MAX\" (1..11, as gen paper --rating; instead of difficulty), opening "
      "(chessboard|sparse; hex above easy: sparse), mine_count (hidden|shown: printed as a "
      "clue); and per_page \"WxH\" or \"auto\".\n"
      "  qr         true: a QR code of its puzz.link URL beside each square paper puzzle "
      "(false)\n"
      "OUT.html instead of OUT.pdf writes the book as one playable page (render's HTML page): "
      "the title, the puzzles in book order under their section headings.\n"
      "Unknown keys are errors. See README.md and samples/book.json.");
  c.sub.add_option("spec", c.opts->spec, "the book's JSON spec")->required();
  AddRowOption(c.sub, "output", "book", c.opts->output)->required();  // rows of the schema
  AddRowOption(c.sub, "jobs", "book", c.opts->jobs);
  AddLangFlag(c.sub, c.opts->lang);
  AddRowOption(c.sub, "qr", "book", c.opts->qr);
  AddRowOption(c.sub, "cover", "book", c.opts->cover)->type_name("COVER.pdf");
  AddRowOption(c.sub, "quiet", "book", c.opts->quiet);
  return WithRunTimeLimit(c.Runs(RunBook));
}

}  // namespace papermines::cli
