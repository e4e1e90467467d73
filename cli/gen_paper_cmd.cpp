// papermines gen paper: paper minesweeper tables, proven unique, as a .mines collection.
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/common.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "gen/batch.h"
#include "gen/paper.h"

namespace papermines::cli {
namespace {

struct GenPaperOptions {
  PaperGrid grid = PaperGrid::kSquare;
  int rows = -1;  // -1: 10, or 2 for the strip
  int cols = 10;
  double density = 0.5;
  PaperHeuristic heuristic = PaperHeuristic::kPaper;
  Difficulty difficulty = Difficulty::kNone;
  int64_t count = 1;
  uint64_t seed = 0;
  uint64_t first = 0;
  int jobs = 0;
  std::string output = "-";
  double time_limit = 0;
  int64_t max_tries = 100000;
  std::string id;
  bool stats = false;
};

// Failures that answer the request ("there is no such table") exit 1; bad input exits 2.
int ReportGenFailure(const absl::Status& s) {
  if (absl::IsDeadlineExceeded(s)) {  // --time-limit ran out: nothing is written
    ReportError(absl::Status(s.code(), absl::StrCat(s.message(), "; nothing written")));
    return 3;
  }
  if (absl::IsResourceExhausted(s) || absl::IsFailedPrecondition(s)) {
    ReportError(s);
    return 1;
  }
  return ReportError(s);
}

void PrintSummary(const PaperOptions& o, int64_t puzzles, const PaperStats& s) {
  const double per = puzzles > 0 ? static_cast<double>(s.draws) / puzzles : 0;
  std::cerr << absl::StrFormat(
      "papermines: gen paper: %d puzzle%s (%s%s), %d draws (%.2f per puzzle%s): %d forcing "
      "conflicts, %d not unique, %d of another grade, %d undecided in time\n",
      puzzles, puzzles == 1 ? "" : "s", PaperGridName(o.grid),
      o.difficulty == Difficulty::kNone ? "" : absl::StrCat(", ", DifficultyName(o.difficulty)),
      s.draws, per,
      s.mutations > 0 ? absl::StrCat(", ", s.mutations, " of them climb steps that redraw a window")
                      : "",
      s.conflicts, s.not_unique, s.wrong_grade, s.unknown);
  if (o.difficulty != Difficulty::kNone) {
    std::cerr << absl::StrFormat(
        "papermines: gen paper: unique tables drawn by grade: easy %d, medium %d, hard %d, "
        "expert %d\n",
        s.graded[1], s.graded[2], s.graded[3], s.graded[4]);
  }
}

int RunGenPaper(const GenPaperOptions& in) {
  PaperOptions o;
  uint64_t first = in.first;
  int64_t count = in.count;
  if (!in.id.empty()) {
    auto parts = ParsePaperId(in.id);
    if (!parts.ok()) return ReportError(parts.status());
    o = parts->options;
    first = parts->index;
    if (count != 1) {
      return ReportError(absl::InvalidArgumentError("--id regenerates one puzzle; drop --count"));
    }
  } else {
    o.grid = in.grid;
    o.rows = in.rows >= 0 ? in.rows : (in.grid == PaperGrid::kStrip ? 2 : 10);
    o.cols = in.cols;
    auto d = DensityPermyriad(in.density);
    if (!d.ok()) return ReportError(d.status());
    o.density_permyriad = *d;
    o.heuristic = in.heuristic;
    o.difficulty = in.difficulty;
    o.seed = in.seed;
  }
  o.max_tries = in.max_tries;
  if (in.time_limit < 0) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat("--time-limit must be >= 0 seconds, got ", in.time_limit)));
  }
  if (in.time_limit > 0) {
    o.deadline = std::chrono::steady_clock::now() +
                 std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                     std::chrono::duration<double>(std::min(in.time_limit, 1e9)));
  }
  if (count < 1) {
    return ReportError(
        absl::InvalidArgumentError(absl::StrCat("--count must be >= 1, got ", count)));
  }
  if (static_cast<uint64_t>(count - 1) > std::numeric_limits<uint64_t>::max() - first) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat("--first ", first, " with --count ", count, " runs past the last index ",
                     std::numeric_limits<uint64_t>::max(), " (ids would repeat)")));
  }
  auto gen = PaperGenerator::Create(o);
  if (!gen.ok()) return ReportGenFailure(gen.status());
  AtomicOutput out;
  if (absl::Status s = out.Open(in.output); !s.ok()) return ReportError(s);

  struct Item {
    std::string text;
    PaperStats stats;
  };
  PaperStats total;
  int64_t written = 0;
  BatchOptions bo;
  bo.count = count;
  bo.jobs = in.jobs;
  bo.progress = isatty(STDERR_FILENO) && count > 1;
  bo.label = "gen paper";
  const PaperGenerator& g = *gen;
  absl::Status s = RunBatch<Item>(
      bo,
      [&](int64_t i) -> absl::StatusOr<Item> {
        Item item;
        auto p = g.Generate(first + static_cast<uint64_t>(i), &item.stats);
        if (!p.ok()) return p.status();
        item.text = FormatPuzzle(*p);
        return item;
      },
      [&](int64_t, Item&& item) {
        out.Write(item.text);
        ++written;
        total.Add(item.stats);
        return absl::OkStatus();
      });
  if (!s.ok() && out.is_stdout() && written > 0) {
    // Standard output cannot be taken back: what went out are whole puzzles; say how many.
    const absl::Status flushed = out.Commit();
    ReportError(absl::Status(
        s.code(), absl::StrCat(s.message(), "; ", written, " of ", count,
                               " puzzles were written to standard output",
                               flushed.ok() ? "" : absl::StrCat(" (", flushed.message(), ")"))));
    return absl::IsDeadlineExceeded(s) ? 3 : absl::IsResourceExhausted(s) ? 1 : 2;
  }
  if (!s.ok()) {
    out.Discard();
    return ReportGenFailure(s);
  }
  if (absl::Status c = out.Commit(); !c.ok()) return ReportError(c);
  if (in.stats || o.difficulty != Difficulty::kNone) PrintSummary(o, count, total);
  return 0;
}

template <typename T>
std::vector<std::string> Keys(const std::map<std::string, T>& m) {
  std::vector<std::string> keys;
  for (const auto& [k, v] : m) keys.push_back(k);
  return keys;
}

}  // namespace

Command SetupGenPaper(CLI::App& gen) {
  auto opts = std::make_shared<GenPaperOptions>();
  CLI::App* sub = gen.add_subcommand(
      "paper",
      "Paper minesweeper tables (German & Lakshtanov): a chessboard opening ((r + c) even open) on "
      "a square, triangle or hex grid, or the 2 x n strip with its top row open; closed cells are "
      "mines with probability --density; every table written is proven unique by the solver, "
      "with its solution and an id that regenerates it (--id). The same arguments give the same "
      "bytes for any --jobs.\n"
      "Heuristics (closed cells are filled row by row):\n"
      "  none    plain Bernoulli draws; clues may be 0 or full (trivial).\n"
      "  paper   the paper's rule: the last undecided closed neighbour of the clue above it (and, "
      "in the last row, of the clue to its left) is forced so that clue is neither 0 nor full. "
      "Square, triangle, hex: every clue is non-trivial except possibly the bottom-right corner "
      "clue (when that cell is open). Strip: every clue is non-trivial.\n"
      "  strict  the same forcing for every clue at its last undecided closed neighbour (a cell "
      "forced both ways restarts the draw): no clue anywhere is 0 or full, on every grid. Cells "
      "are forced only when a clue would otherwise be trivial, so the mine distribution is skewed "
      "no more than a one-pass fill needs. Sizes where a clue has fewer than 2 closed neighbours "
      "are refused.\n"
      "Sizes outside the uniqueness theorems are allowed: draws that are not unique are retried; "
      "after 2000 non-unique draws (or --max-tries draws) the command reports that the size "
      "yields no unique table and exits 1. --difficulty keeps drawing until the grade matches "
      "(hard "
      "and expert tables are rare among fresh draws: for those a table below the grade is "
      "climbed by redrawing 3x3 windows of it) and prints how many draws it took on stderr.");
  const std::map<std::string, PaperGrid> grids{{"square", PaperGrid::kSquare},
                                               {"triangle", PaperGrid::kTriangle},
                                               {"hex", PaperGrid::kHex},
                                               {"strip", PaperGrid::kStrip}};
  const std::map<std::string, PaperHeuristic> heuristics{{"none", PaperHeuristic::kNone},
                                                         {"paper", PaperHeuristic::kPaper},
                                                         {"strict", PaperHeuristic::kStrict}};
  const std::map<std::string, Difficulty> difficulties{{"any", Difficulty::kNone},
                                                       {"easy", Difficulty::kEasy},
                                                       {"medium", Difficulty::kMedium},
                                                       {"hard", Difficulty::kHard},
                                                       {"expert", Difficulty::kExpert}};
  // Enumerations are read as names and mapped in the callback, so --help lists the names.
  sub->add_option_function<std::string>(
         "--topology,-t", [opts, grids](const std::string& v) { opts->grid = grids.at(v); },
         "square | triangle | hex | strip (default square)")
      ->check(CLI::IsMember(Keys(grids)));
  sub->add_option("--rows,-r", opts->rows, "rows (default 10; the strip has 2)")
      ->check(CLI::Range(0, 1 << 26));
  sub->add_option("--cols,-c", opts->cols, "columns")->capture_default_str();
  sub->add_option("--density,-p", opts->density,
                  "probability that a free closed cell is a mine, in [0, 1] (precision 0.0001)")
      ->capture_default_str();
  sub->add_option_function<std::string>(
         "--heuristic",
         [opts, heuristics](const std::string& v) { opts->heuristic = heuristics.at(v); },
         "none | paper | strict (default paper)")
      ->check(CLI::IsMember(Keys(heuristics)));
  sub->add_option_function<std::string>(
         "--difficulty,-d",
         [opts, difficulties](const std::string& v) { opts->difficulty = difficulties.at(v); },
         "any | easy | medium | hard | expert (default any): keep drawing until the solver's grade "
         "matches")
      ->check(CLI::IsMember(Keys(difficulties)));
  sub->add_option("--count,-n", opts->count, "number of puzzles")
      ->capture_default_str()
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));  // also refuses CLI11's saturated values
  sub->add_option("--seed,-s", opts->seed, "run seed; puzzle i uses a seed derived from (seed, i)")
      ->capture_default_str()
      ->check(FitsInteger<uint64_t>());
  sub->add_option("--first", opts->first, "index of the first puzzle (to continue a series)")
      ->capture_default_str()
      ->check(FitsInteger<uint64_t>());
  sub->add_option("--jobs,-j", opts->jobs, "worker threads (0 = one per core)")
      ->capture_default_str()
      ->check(CLI::Range(0, 4096));
  sub->add_option("-o,--output", opts->output, "output file ('-' = stdout)")->capture_default_str();
  sub->add_option("--time-limit", opts->time_limit,
                  "seconds for the whole run (0 = none): when they run out, papermines stops, "
                  "writes nothing and exits with status 3")
      ->capture_default_str();
  sub->add_option("--max-tries", opts->max_tries, "draws per puzzle before giving up")
      ->capture_default_str();
  sub->add_option("--id", opts->id,
                  "regenerate exactly the puzzle with this id (e.g. sq10x10-d50-p-medium-s42-7); "
                  "the id fixes grid, size, density, heuristic, difficulty, seed and index");
  // The id fixes everything else: another option next to it would be silently ignored.
  for (const char* other : {"--topology", "--rows", "--cols", "--density", "--heuristic",
                            "--difficulty", "--seed", "--first"}) {
    sub->get_option("--id")->excludes(sub->get_option(other));
  }
  sub->add_flag("--stats", opts->stats,
                "print the draw counts on stderr (always printed with --difficulty)");
  return Command{sub, [opts] { return RunGenPaper(*opts); }};
}

}  // namespace papermines::cli
