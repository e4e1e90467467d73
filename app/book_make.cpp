// A book from its spec (book_make.h): the steps of `papermines book` and of the web app's books.
//
// The spec is read by app/book_spec.h, strictly, into the one producer's options of each generated
// section (gen/producer.h); the run adds its seed and threads (SectionProducerOptions). Sizes are
// checked against the page (render::CheckBoardFits and the section's layout) before anything is
// generated. Section k's run seed is PuzzleSeed(book seed, k) unless it gives its own "seed"; the
// same spec gives the same bytes, for any number of threads.
#include "app/book_make.h"

#include <cmath>
#include <filesystem>
#include <memory>
#include <set>
#include <span>
#include <utility>

#include "absl/strings/str_cat.h"
#include "app/draw.h"
#include "app/puzzle_input.h"
#include "app/render_settings.h"
#include "app/seed.h"
#include "app/solve_request.h"
#include "core/opening.h"
#include "core/output.h"
#include "core/puzzlink.h"
#include "gen/producer.h"
#include "render/book_plan.h"
#include "render/geometry.h"
#include "render/html.h"
#include "render/kind.h"
#include "render/qr.h"
#include "solve/solver.h"

namespace papermines::app {
namespace {

// A generated section's puzzles come from the one producer (gen/producer.h), which holds every
// rule of a set: hex above easy is sparse unless "opening" says otherwise, one-click tasks
// different and their mine shares from the difficulty's band, reverse boards with a grade looked
// for among 2000 draws, no puzzle twice.
ProducerOptions SectionProducerOptions(const SectionGen& g, uint64_t seed, int jobs) {
  ProducerOptions o = g.produce;  // the spec reader wrote the producer's own options
  o.seed = seed;
  o.jobs = jobs;
  return o;
}

}  // namespace

absl::StatusOr<render::RenderOptions> BookRenderOptions(const BookRun& in, BookSpec& spec,
                                                        std::vector<std::string>* warnings) {
  SheetSettings flags;
  flags.page = spec.page;
  flags.font = spec.font;
  flags.lang = in.lang.empty() ? spec.lang : in.lang;
  auto ro = MakeRenderOptions(flags, in.env, Caller::kBookSpec, warnings);
  if (!ro.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(in.spec, ": ", ro.status().message()));
  }
  render::Book& book = spec.book;
  book.page = *ro->layout.page;
  book.min_unit = ro->layout.min_unit;
  book.font = ro->font;
  book.lang = ro->lang;
  book.catalogue_dirs = ro->catalogue_dirs;
  book.creator = ro->creator;
  book.source_date_epoch = ro->source_date_epoch;
  book.temp_dir = ro->temp_dir;
  book.qr = book.qr || in.qr;
  return ro;
}

namespace {

// Whether a section's answers (boards of `extents`) fit the answer pages (the book's answer grid,
// render/book_plan.h), checked before anything is generated.
absl::Status CheckAnswersFit(const std::vector<render::Extent>& extents, const render::Rect& body,
                             const render::Book& book, const std::string& where) {
  if (book.answers == render::BookAnswers::kNone || extents.empty()) return absl::OkStatus();
  auto grid = render::ChooseAnswerGrid(extents, body.w, body.h, book.answer_min_unit,
                                       book.answers_across, book.answers_down);
  if (!grid.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(where, ": ", grid.status().message()));
  }
  return absl::OkStatus();
}

// How long the proof of one file puzzle may take (as the drawing path's, solve/complete_answers.h).
constexpr double kFileProofSeconds = 20;

// A book states only what was proven: every paper puzzle of a file must have exactly one solution
// (as `solve` decides it, a shown mine count included), else the book is refused, naming the file,
// the puzzle's line and its label as `solve` prints them. Its solution is kept for the answers.
absl::Status ProveFilePuzzles(const std::string& path, std::span<Puzzle> puzzles) {
  for (size_t i = 0; i < puzzles.size(); ++i) {
    Puzzle& p = puzzles[i];
    if (p.kind != PuzzleKind::kPaper || !p.topology) continue;
    SolveRequest proof;
    proof.grading = Grading::kNever;
    const SolveResult r = Solve(*p.topology, p.clues, SolveOptionsFor(p, proof, kFileProofSeconds));
    if (r.verdict == Verdict::kUnique) {
      if (p.mine.empty()) p.mine = r.solutions.front();
      continue;
    }
    const std::string what =
        r.verdict == Verdict::kMultiple ? "has more than one solution"
        : r.verdict == Verdict::kNone
            ? "has no solution"
            : absl::StrCat("was not proven unique within ", kFileProofSeconds, " s");
    const std::string place =
        p.line > 0 ? absl::StrCat(InputName(path), ":", p.line) : InputName(path);
    return absl::InvalidArgumentError(absl::StrCat(
        place, ": puzzle ", p.Label(static_cast<int>(i) + 1), " ", what, " (solve says ",
        VerdictName(r.verdict), "): a book prints only puzzles with exactly one solution"));
  }
  return absl::OkStatus();
}

// The puzzles of a section's files, each paper puzzle proven unique, laid out now so that a misfit
// stops before generating.
absl::Status ReadSectionFiles(RunFiles& files, const SectionSpec& s,
                              const std::filesystem::path& base, const std::string& where,
                              const render::Book& book, render::BookSection* section) {
  for (const std::string& f : s.files) {
    const std::string path =
        f == "-" || std::filesystem::path(f).is_absolute() ? f : (base / f).string();
    auto got = ReadPuzzles(files, path);
    if (!got.ok()) return got.status();
    if (absl::Status st = ProveFilePuzzles(path, *got); !st.ok()) return st;
    for (Puzzle& p : *got) section->puzzles.push_back(std::move(p));
  }
  if (section->puzzles.empty()) return absl::OkStatus();
  std::vector<render::Extent> extents, answers;
  for (const Puzzle& p : section->puzzles) {
    if (!p.topology) continue;
    auto g = render::GridGeometry::For(*p.topology);
    if (!g.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat(where, ": ", p.Label(1), ": ", g.status().message()));
    }
    extents.push_back({g->width(), g->height()});
    answers.push_back(extents.back());
    if (book.answers != render::BookAnswers::kNone)
      extents.back().below = render::kBookSolutionLine;
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
  auto L = render::ComputeLayout(lo, extents);
  if (!L.ok()) return absl::InvalidArgumentError(absl::StrCat(where, ": ", L.status().message()));
  return CheckAnswersFit(answers, L->body, book, where);
}

// Whether the boards a section generates fit its pages (checked before any is generated).
absl::Status CheckGeneratedFits(const SectionSpec& s, const std::string& where,
                                const render::Book& book) {
  render::LayoutOptions lo = render::BookSectionLayout(book, 1);
  // One-click sets vary their sizes around the section's: the largest must fit.
  const BoardSize largest = LargestBoard(SectionProducerOptions(s.gen, 0, 1));
  if (absl::Status st =
          render::CheckBoardFits(lo, s.gen.produce.topology, largest.rows, largest.cols);
      !st.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(where, ": ", st.message()));
  }
  auto g = render::GridGeometry::For(s.gen.produce.topology, largest.rows, largest.cols);
  if (!g.ok()) return g.status();
  lo.across = s.across;
  lo.down = s.down;
  std::vector<render::Extent> extents(1, {g->width(), g->height()});
  const std::vector<render::Extent> answers = extents;  // no QR code, no solution line
  if (book.answers != render::BookAnswers::kNone) extents[0].below = render::kBookSolutionLine;
  if (book.qr && s.gen.produce.kind == PuzzleKind::kPaper &&
      s.gen.produce.topology == TopologyKind::kSquare) {
    // The longest URL a puzzle of the section can have: the chessboard opening's (a sparse
    // opening closes clues of it, which only merges runs of closed cells). Too long for a QR
    // code, or a code too large for the page, is refused now.
    auto topo = GridFamilyTopology(GridFamily::kSquare, largest.rows, largest.cols);
    if (!topo.ok()) return topo.status();
    Puzzle longest;
    longest.kind = PuzzleKind::kPaper;
    longest.topology = *topo;
    const std::vector<uint8_t> open = ChessboardOpen(**topo);
    longest.clues.resize(open.size());
    for (size_t c = 0; c < open.size(); ++c) longest.clues[c] = open[c] != 0 ? 1 : kClosed;
    if (absl::Status st = render::AddQrBox(longest, &extents[0]); !st.ok()) {
      const absl::StatusOr<std::string> url = PuzzLinkUrl(longest);
      return absl::InvalidArgumentError(absl::StrCat(
          where, ": the puzz.link URL of a ", largest.rows, "x", largest.cols, " puzzle can be ",
          url.ok() ? url->size() : 0,
          " characters, too long for a QR code; choose smaller boards or leave out qr"));
    }
  }
  auto L = render::ComputeLayout(lo, extents);
  if (!L.ok()) return absl::InvalidArgumentError(absl::StrCat(where, ": ", L.status().message()));
  return CheckAnswersFit(answers, L->body, book, where);
}

}  // namespace

absl::StatusOr<int64_t> PrepareSections(const BookRun& in, const BookSpec& spec,
                                        render::Book& book) {
  const std::filesystem::path base = std::filesystem::path(in.spec).parent_path();
  RunFiles own;  // a run of their own when the caller names none
  int64_t to_generate = 0;
  for (size_t k = 0; k < spec.sections.size(); ++k) {
    const SectionSpec& s = spec.sections[k];
    render::BookSection section;
    section.title = s.title;
    section.across = s.across;
    section.down = s.down;
    const std::string where = absl::StrCat(in.spec, ": sections[", k, "] (", s.title, ")");
    if (absl::Status st =
            ReadSectionFiles(in.files != nullptr ? *in.files : own, s, base, where, book, &section);
        !st.ok()) {
      return st;
    }
    if (s.generated) {
      if (absl::Status st = CheckGeneratedFits(s, where, book); !st.ok()) return st;
      to_generate += s.gen.produce.count;
    }
    book.sections.push_back(std::move(section));
  }
  return to_generate;
}

absl::Status GenerateSections(const BookRun& in, const BookSpec& spec, int64_t to_generate,
                              render::Book& book, std::chrono::steady_clock::time_point deadline,
                              const std::function<void(int64_t, int64_t)>& progress) {
  int64_t done = 0;
  // The book's seed: the spec's, else a fresh one (app/seed.h); printed on the book's last page
  // when a section is made from it, so the run can be made again.
  const uint64_t book_seed = spec.seed ? *spec.seed : FreshSeed(in.env);
  for (size_t k = 0; k < spec.sections.size(); ++k) {
    const SectionSpec& s = spec.sections[k];
    if (!s.generated) continue;
    if (!s.gen.seed) book.seed = book_seed;
    const uint64_t seed = s.gen.seed ? *s.gen.seed : PuzzleSeed(book_seed, k);
    ProducerOptions po = SectionProducerOptions(s.gen, seed, in.jobs);
    const int64_t before = done;
    po.deadline = deadline;
    po.progress = [&](int64_t section_done, int64_t) {
      if (progress) progress(before + section_done, to_generate);
    };
    std::vector<Puzzle>& out = book.sections[k].puzzles;
    absl::Status st = ProducePuzzles(po, [&](Puzzle&& p) {
      out.push_back(std::move(p));
      ++done;
      return absl::OkStatus();
    });
    if (absl::IsInvalidArgument(st)) {
      return absl::InvalidArgumentError(
          absl::StrCat(in.spec, ": sections[", k, "] (", s.title, "): ", st.message()));
    }
    if (IsOutOfMemory(st)) return st;  // the one out-of-memory error, exit 2
    if (!st.ok()) {
      return absl::Status(st.code(),
                          absl::StrCat("sections[", k, "] (", s.title, "): ", st.message()));
    }
  }
  return absl::OkStatus();
}

absl::Status CompleteBookAnswers(const render::RenderOptions& ro, render::Book& book,
                                 std::chrono::steady_clock::time_point deadline) {
  render::RenderOptions o = ro;
  o.show_rating = book.captions.rating;
  o.hints = 0;
  for (render::BookSection& sec : book.sections) {
    if (absl::Status s = CompleteForDrawing(sec.puzzles, o, deadline); !s.ok()) return s;
  }
  return absl::OkStatus();
}

namespace {

// Whether `p` is one of the book's puzzles (a worked example never is), alike as the producer's
// sets tell puzzles apart (gen/producer.h SetFingerprint).
bool InBook(const Puzzle& p, const render::Book& book) {
  const Fingerprint f = SetFingerprint(p);
  for (const render::BookSection& sec : book.sections) {
    for (const Puzzle& q : sec.puzzles) {
      if (SetFingerprint(q) == f) return true;
    }
  }
  return false;
}

}  // namespace

absl::Status MakeExamples(const render::RenderOptions& ro, render::Book& book) {
  if (!book.how_to_play) return absl::OkStatus();
  std::set<PuzzleKind> kinds;
  for (const render::BookSection& sec : book.sections) {
    for (const Puzzle& p : sec.puzzles) kinds.insert(p.kind);
  }
  for (PuzzleKind kind : kinds) {
    for (uint64_t attempt = 1; attempt <= 64; ++attempt) {
      ProducerOptions o;
      o.kind = kind;
      o.rows = o.cols = kind == PuzzleKind::kOneClick ? 5 : 6;
      if (kind == PuzzleKind::kPaper) o.difficulty = Difficulty::kEasy;
      if (kind == PuzzleKind::kOneClick) o.mines = 4 + static_cast<int64_t>(attempt % 8);
      o.count = 1;
      o.seed = PuzzleSeed(0x9e3779b97f4a7c15ull, attempt);
      auto set = ProducePuzzles(o);
      if (!set.ok() || set->empty()) continue;
      Puzzle p = std::move(set->front());
      if (InBook(p, book)) continue;
      render::RenderOptions e = ro;
      e.answers = render::AnswerMode::kAfter;
      e.hints = -1;
      e.labels = true;
      e.show_rating = false;
      if (absl::Status s = CompleteForDrawing(std::span<Puzzle>(&p, 1), e); !s.ok()) return s;
      // An example whose kind has nothing to say of it (a paper table or a mosaic without a
      // deduction path) is no example: the next attempt.
      if (render::RenderKindOf(kind).example(p).steps.empty()) continue;
      p.id.clear();
      book.examples.push_back(std::move(p));
      break;
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::string> BookHtml(const render::Book& book, render::RenderOptions o) {
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
  return render::RenderHtml(all, o, headings);
}

absl::StatusOr<std::string> MakeBookFromSpec(std::string_view spec_text,
                                             const BookMakeOptions& mo) {
  auto spec = ParseBookSpec(spec_text, "request");
  if (!spec.ok()) return spec.status();
  for (size_t k = 0; k < spec->sections.size(); ++k) {
    if (!spec->sections[k].files.empty()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "request: sections[", k, "].files: the server reads no file a request names"));
    }
  }
  BookRun in;
  in.spec = "request";
  in.jobs = 1;
  in.env = mo.env;
  if (mo.cover != nullptr && mo.html) {
    return absl::InvalidArgumentError("a cover goes with a PDF book, not an HTML page");
  }
  std::vector<std::string> warnings;  // handed to the caller only with the book
  auto ro = BookRenderOptions(in, *spec, &warnings);
  if (!ro.ok()) return ro.status();
  render::Book& book = spec->book;
  auto to_generate = PrepareSections(in, *spec, book);
  if (!to_generate.ok()) return to_generate.status();
  auto give_warnings = [&] {
    if (mo.warnings != nullptr) *mo.warnings = std::move(warnings);
  };
  auto puzzles = [&](int64_t done, int64_t total) {
    if (mo.progress) mo.progress("puzzles", done, total);
  };
  if (absl::Status st = GenerateSections(in, *spec, *to_generate, book, mo.deadline, puzzles);
      !st.ok()) {
    return st;
  }
  // The time limit holds in every phase: after the puzzles (GenerateSections checks it while
  // it makes them), after their answers, and while the pages are drawn (render::Book::deadline).
  auto out_of_time = [&](const char* phase) {
    return absl::DeadlineExceededError(
        absl::StrCat("the time limit ran out while the book's ", phase, " were made"));
  };
  if (absl::Status st = CompleteBookAnswers(*ro, book, mo.deadline); !st.ok()) return st;
  if (std::chrono::steady_clock::now() >= mo.deadline) return out_of_time("answers");
  if (mo.html) {
    absl::StatusOr<std::string> page = BookHtml(book, *ro);
    if (page.ok()) give_warnings();
    return page;
  }
  if (absl::Status st = MakeExamples(*ro, book); !st.ok()) return st;
  if (std::chrono::steady_clock::now() >= mo.deadline) return out_of_time("worked examples");
  book.deadline = mo.deadline;
  book.progress = [&](int done, int total) {
    if (mo.progress) mo.progress("pages", done, total);
  };
  render::BookPlan plan;
  absl::StatusOr<std::string> pdf = render::RenderBook(book, &plan);
  if (!pdf.ok()) return pdf;
  warnings.insert(warnings.end(), plan.warnings.begin(), plan.warnings.end());
  if (mo.cover != nullptr) {
    absl::StatusOr<std::string> cover =
        render::RenderCover(book, plan.pages, spec->cover, &warnings);
    if (!cover.ok()) return cover.status();
    *mo.cover = *std::move(cover);
  }
  give_warnings();
  return pdf;
}

}  // namespace papermines::app
