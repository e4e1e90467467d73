// papermines book: one JSON spec -> one print-ready PDF book (render/book.h draws it).
//
// The spec is read by cli/book_spec.h, strictly. A generated section's SectionGen is mapped here
// onto the gen/ library's options (MakeProducer). Sizes are checked against the page
// (render::CheckBoardFits and the section's layout) before anything is generated. Section k's run
// seed is PuzzleSeed(book seed, k) unless it gives its own "seed"; the same spec gives the same
// bytes, for any --jobs.
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "cli/book_spec.h"
#include "cli/common.h"
#include "cli/draw.h"
#include "cli/render_flags.h"
#include "cli/vocabulary.h"
#include "core/output.h"
#include "core/strings.h"
#include "gen/batch.h"
#include "gen/oneclick.h"
#include "gen/paper.h"
#include "gen/reverse.h"
#include "render/book.h"
#include "render/geometry.h"
#include "render/html.h"
#include "render/qr.h"
#include "solve/rating.h"

namespace papermines::cli {
namespace {

struct BookCmdOptions {
  std::string spec;
  std::string output;
  int jobs = 0;
  bool quiet = false;
  bool qr = false;
};

// The gen/ library's options for a section: one function per kind, puzzle `i` of the run.
using Produce = std::function<absl::StatusOr<Puzzle>(int64_t)>;

absl::StatusOr<Produce> MakeProducer(const SectionGen& g, uint64_t seed) {
  if (g.kind == "paper") {
    PaperOptions o;
    o.grid = g.topology == TopologyKind::kTriangle ? PaperGrid::kTriangle
             : g.topology == TopologyKind::kHex    ? PaperGrid::kHex
                                                   : PaperGrid::kSquare;
    o.rows = g.rows;
    o.cols = g.cols;
    o.seed = seed;
    o.difficulty = g.difficulty;
    o.heuristic = g.heuristic;
    o.opening = g.opening;
    // As sheet --topology hex: hex tables above easy come from thinning the hex opening's clues
    // (gen/sparse.h; README "Hex tables"), unless the section names its opening.
    if (o.grid == PaperGrid::kHex && !g.opening_given && o.difficulty != Difficulty::kEasy &&
        (o.difficulty != Difficulty::kNone || g.rating_min_tenths > 0)) {
      o.opening = PaperOpening::kSparse;
    }
    o.rating_min_tenths = g.rating_min_tenths;
    o.rating_max_tenths = g.rating_max_tenths;
    o.mine_count_shown = g.mine_count_shown;
    if (g.density) {
      auto d = DensityPermyriad(*g.density);
      if (!d.ok()) return d.status();
      o.density_permyriad = *d;
    }
    auto gen = PaperGenerator::Create(o);
    if (!gen.ok()) return gen.status();
    auto shared = std::make_shared<PaperGenerator>(*std::move(gen));
    return Produce([shared](int64_t i) { return shared->Generate(static_cast<uint64_t>(i)); });
  }
  const int64_t cells = int64_t{g.rows} * g.cols;
  if (g.mines && *g.mines > cells) {
    return absl::InvalidArgumentError(
        absl::StrCat("\"mines\": ", *g.mines, " is more than the ", cells, " cells"));
  }
  if (g.kind == "oneclick") {
    // The mine count: "mines", else the "density" share, else one from the difficulty (as sheet).
    const double share = g.density                             ? *g.density
                         : g.difficulty == Difficulty::kEasy   ? 0.12
                         : g.difficulty == Difficulty::kHard   ? 0.32
                         : g.difficulty == Difficulty::kExpert ? 0.45
                                                               : 0.22;
    const int64_t mines = g.mines ? *g.mines : static_cast<int64_t>(std::llround(share * cells));
    const SectionGen copy = g;
    return Produce([copy, mines, seed](int64_t i) -> absl::StatusOr<Puzzle> {
      auto board = RandomOneClick(copy.rows, copy.cols, mines, PuzzleSeed(seed, i));
      if (!board.ok()) return board.status();
      Puzzle p = OneClickPuzzle(
          *board, absl::StrCat("oc", copy.rows, "x", copy.cols, "-m", mines, "-s", seed, "-", i),
          seed);
      if (copy.difficulty != Difficulty::kNone) p.difficulty = copy.difficulty;
      return p;
    });
  }
  ReverseGenOptions o;
  o.topology = g.topology;
  o.rows = g.rows;
  o.cols = g.cols;
  o.seed = seed;
  o.difficulty = g.difficulty;
  if (g.difficulty != Difficulty::kNone) o.attempts = 2000;  // as sheet: look further for a grade
  if (g.density) o.density = *g.density;
  if (g.mines) o.density = static_cast<double>(*g.mines) / static_cast<double>(cells);
  return Produce([o](int64_t i) { return GenerateReversePuzzle(o, static_cast<uint64_t>(i)); });
}

// The page setup, minimum cell, font, creator and dates of the book, through the same flags as
// render; errors name the spec, not a flag.
absl::StatusOr<render::RenderOptions> BookRenderOptions(const BookCmdOptions& in, BookSpec& spec) {
  SheetFlags flags;
  flags.page = spec.page;
  flags.font = spec.font;
  auto ro = MakeRenderOptions(flags);
  if (!ro.ok()) {
    std::string msg(ro.status().message());
    if (msg.rfind("--", 0) == 0) msg = msg.substr(2);  // "--paper: ..." -> "paper: ..."
    return absl::InvalidArgumentError(absl::StrCat(in.spec, ": ", msg));
  }
  render::Book& book = spec.book;
  book.page = *ro->layout.page;
  book.min_unit = ro->layout.min_unit;
  book.font = ro->font;
  book.creator = ro->creator;
  book.source_date_epoch = ro->source_date_epoch;
  book.qr = book.qr || in.qr;
  return ro;
}

// The puzzles of a section's files, laid out now so that a misfit stops before generating.
absl::Status ReadSectionFiles(const SectionSpec& s, const std::filesystem::path& base,
                              const std::string& where, const render::Book& book,
                              render::BookSection* section) {
  for (const std::string& f : s.files) {
    const std::string path =
        f == "-" || std::filesystem::path(f).is_absolute() ? f : (base / f).string();
    auto got = ReadPuzzles(path);
    if (!got.ok()) return got.status();
    for (Puzzle& p : *got) section->puzzles.push_back(std::move(p));
  }
  if (section->puzzles.empty()) return absl::OkStatus();
  std::vector<render::Extent> extents;
  for (const Puzzle& p : section->puzzles) {
    if (!p.topology) continue;
    auto g = render::GridGeometry::For(*p.topology);
    if (!g.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat(where, ": ", p.Label(1), ": ", g.status().message()));
    }
    extents.push_back({g->width(), g->height()});
    if (book.qr) {
      if (absl::Status st = render::AddQrBox(p, &extents.back()); !st.ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat(where, ": ", p.Label(1), ": ", st.message()));
      }
    }
  }
  std::set<PuzzleKind> kinds;
  for (const Puzzle& p : section->puzzles) kinds.insert(p.kind);
  render::LayoutOptions lo = render::BookSectionLayout(book, static_cast<int>(kinds.size()));
  lo.across = s.across;
  lo.down = s.down;
  if (auto L = render::ComputeLayout(lo, extents); !L.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(where, ": ", L.status().message()));
  }
  return absl::OkStatus();
}

// Whether the boards a section generates fit its pages (checked before any is generated).
absl::Status CheckGeneratedFits(const SectionSpec& s, const std::string& where,
                                const render::Book& book) {
  render::LayoutOptions lo = render::BookSectionLayout(book, 1);
  if (absl::Status st = render::CheckBoardFits(lo, s.gen.topology, s.gen.rows, s.gen.cols);
      !st.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(where, ": ", st.message()));
  }
  auto g = render::GridGeometry::For(s.gen.topology, s.gen.rows, s.gen.cols);
  if (!g.ok()) return g.status();
  lo.across = s.across;
  lo.down = s.down;
  std::vector<render::Extent> extents(1, {g->width(), g->height()});
  if (book.qr && s.gen.kind == "paper" && s.gen.topology == TopologyKind::kSquare) {
    // The code's smallest box (render/qr.h); a long URL's larger code is checked when the
    // book is laid out.
    extents[0].side_width = render::kQrGapPt + render::kQrSizePt;
    extents[0].side_height = render::kQrSizePt;
  }
  if (auto L = render::ComputeLayout(lo, extents); !L.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(where, ": ", L.status().message()));
  }
  return absl::OkStatus();
}

// Every section with its files read and its pages checked: everything that can be refused is
// refused before the first puzzle is generated. Returns the number of puzzles to generate.
absl::StatusOr<int64_t> PrepareSections(const BookCmdOptions& in, const BookSpec& spec,
                                        render::Book& book) {
  const std::filesystem::path base = std::filesystem::path(in.spec).parent_path();
  int64_t to_generate = 0;
  for (size_t k = 0; k < spec.sections.size(); ++k) {
    const SectionSpec& s = spec.sections[k];
    render::BookSection section;
    section.title = s.title;
    section.across = s.across;
    section.down = s.down;
    const std::string where = absl::StrCat(in.spec, ": sections[", k, "] (", s.title, ")");
    if (absl::Status st = ReadSectionFiles(s, base, where, book, &section); !st.ok()) return st;
    if (s.generated) {
      if (absl::Status st = CheckGeneratedFits(s, where, book); !st.ok()) return st;
      to_generate += s.gen.count;
    }
    book.sections.push_back(std::move(section));
  }
  return to_generate;
}

// The generated sections' puzzles, with a progress bar on a terminal. A spec error is
// InvalidArgument; a section whose puzzles do not exist keeps the generator's code.
absl::Status GenerateSections(const BookCmdOptions& in, const BookSpec& spec, int64_t to_generate,
                              bool bars, render::Book& book) {
  ProgressBar bar(bars && to_generate > 1, "book: puzzles", to_generate);
  int64_t done = 0;
  for (size_t k = 0; k < spec.sections.size(); ++k) {
    const SectionSpec& s = spec.sections[k];
    if (!s.generated) continue;
    const uint64_t seed = s.gen.seed ? *s.gen.seed : PuzzleSeed(spec.seed, k);
    auto produce = MakeProducer(s.gen, seed);
    if (!produce.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(in.spec, ": sections[", k, "] (", s.title,
                                                     "): ", produce.status().message()));
    }
    BatchOptions bo;
    bo.count = s.gen.count;
    bo.jobs = in.jobs;
    std::vector<Puzzle>& out = book.sections[k].puzzles;
    absl::Status st = RunBatch<Puzzle>(bo, *produce, [&](int64_t, Puzzle&& p) {
      out.push_back(std::move(p));
      bar.Update(++done);
      return absl::OkStatus();
    });
    if (!st.ok()) {
      return absl::Status(st.code(),
                          absl::StrCat("sections[", k, "] (", s.title, "): ", st.message()));
    }
  }
  return absl::OkStatus();
}

// The answers and ratings the book shows, completed before it is drawn (cli/draw.h).
absl::Status CompleteBookAnswers(const render::RenderOptions& ro, render::Book& book) {
  render::RenderOptions o = ro;
  o.show_rating = book.captions.rating;
  o.hints = 0;
  for (render::BookSection& sec : book.sections) {
    if (absl::Status s = CompleteForDrawing(sec.puzzles, o); !s.ok()) return s;
  }
  return absl::OkStatus();
}

// One playable page: the puzzles in book order under their section headings.
absl::Status WriteBookHtml(const render::Book& book, render::RenderOptions o,
                           const std::string& output) {
  std::vector<Puzzle> all;
  std::vector<render::HtmlHeading> headings;
  for (const render::BookSection& sec : book.sections) {
    headings.push_back({all.size(), sec.title});
    all.insert(all.end(), sec.puzzles.begin(), sec.puzzles.end());
  }
  o.title = book.title;
  o.qr = book.qr;
  o.show_rating = book.captions.rating;
  o.layout.name_lines = false;
  o.answers = book.answers == render::BookAnswers::kNone ? render::AnswerMode::kNone : o.answers;
  auto page = render::RenderHtml(all, o, headings);
  if (!page.ok()) return page.status();
  return WriteFileAtomic(output, *page);
}

// The PDF, with a page progress bar on a terminal; layout warnings on stderr.
absl::Status WriteBookPdf(render::Book& book, bool bars, const std::string& output) {
  render::BookPlan plan;
  absl::Status written;
  {
    std::unique_ptr<ProgressBar> pages;  // made when the page count is known
    book.progress = [&](int done, int total) {
      if (!pages) pages = std::make_unique<ProgressBar>(bars, "book: pages", total);
      pages->Update(done);
    };
    written = render::WriteBook(book, output, &plan);
  }
  if (!written.ok()) return written;
  for (const std::string& w : plan.warnings) std::cerr << "papermines: warning: " << w << "\n";
  return absl::OkStatus();
}

int RunBook(const BookCmdOptions& in) {
  auto spec = ReadBookSpec(in.spec);
  if (!spec.ok()) return ReportError(spec.status());
  const bool html = render::FormatForPath(in.output) == render::Format::kHtml;
  if (in.output != "-" && !html && render::FormatForPath(in.output) != render::Format::kPdf) {
    return ReportError(absl::InvalidArgumentError(absl::StrCat(
        "a book is a PDF (OUT.pdf) or one playable page (OUT.html), got '", in.output, "'")));
  }
  auto ro = BookRenderOptions(in, *spec);
  if (!ro.ok()) return ReportError(ro.status());
  render::Book& book = spec->book;
  auto to_generate = PrepareSections(in, *spec, book);
  if (!to_generate.ok()) return ReportError(to_generate.status());
  const bool bars = isatty(STDERR_FILENO) && !in.quiet;
  if (absl::Status st = GenerateSections(in, *spec, *to_generate, bars, book); !st.ok()) {
    return ReportError(st);  // no such puzzles: 1, like gen and sheet
  }
  if (absl::Status st = CompleteBookAnswers(*ro, book); !st.ok()) return ReportError(st);
  const absl::Status written =
      html ? WriteBookHtml(book, *ro, in.output) : WriteBookPdf(book, bars, in.output);
  return written.ok() ? 0 : ReportError(written);
}

}  // namespace

Command SetupBook(CLI::App& app) {
  auto opts = std::make_shared<BookCmdOptions>();
  CLI::App* sub = app.add_subcommand(
      "book",
      "Makes a print-ready puzzle book (one PDF, or one playable HTML page) from a JSON spec: "
      "title page, a how-to-play "
      "page per puzzle kind with a worked example, contents, sections (each from the generators "
      "or from .mines files, starting on a new page), answers at the back, after each section or "
      "none, page numbers in the outer corner, the inside margin on the binding side. Same spec "
      "and seed, same bytes. A board too large for the page is refused before anything is "
      "generated.\n\n"
      "SPEC keys (all optional but \"sections\"):\n"
      "  title, subtitle, author, font     text; font is a Pango family (DejaVu Sans)\n"
      "  paper      a4, a5, letter, 5x8in, 5.5x8.5in, 6x9in, 7x10in, 8x10in, 8.5x11in or WxH with "
      "mm/in (a4)\n"
      "  margins    {\"top\", \"bottom\", \"inside\", \"outside\"} lengths, or \"T,B,IN,OUT\" "
      "(15mm, 15mm, 19mm, 13mm)\n"
      "  bleed, min_cell   lengths (0; 5mm: the smallest cell of a puzzle)\n"
      "  seed       the book's seed (1); section k generates with a seed derived from it and k\n"
      "  answers    back | after | none (back); answers_per_page \"WxH\" or \"auto\"\n"
      "  recto      true: sections and answers start on odd (right-hand) pages (false)\n"
      "  page_numbers   {\"style\": arabic|roman|none, \"first\": N} (arabic, 1)\n"
      "  captions   {\"id\", \"difficulty\", \"rating\": true|false} (all true)\n"
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
  sub->add_option("spec", opts->spec, "the book's JSON spec")->required();
  AddOutput(*sub, opts->output, "OUT.pdf or OUT.html ('-' = PDF on standard output)")->required();
  AddJobs(*sub, opts->jobs);
  sub->add_flag("--qr", opts->qr,
                "a QR code of its puzz.link URL beside each square paper puzzle (as the spec's "
                "\"qr\": true)");
  sub->add_flag("-q,--quiet", opts->quiet,
                "no progress bar (it is only drawn when stderr is a terminal)");
  return Command{sub, [opts] { return RunBook(*opts); }};
}

}  // namespace papermines::cli
