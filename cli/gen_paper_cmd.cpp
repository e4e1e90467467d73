// papermines gen paper: paper minesweeper tables, proven unique, as a .mines collection.
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "app/option_schema.h"
#include "cli/common.h"
#include "cli/progress_bar.h"
#include "cli/schema_flags.h"
#include "cli/shard_flag.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "gen/paper.h"
#include "gen/producer.h"
#include "gen/puzzle_id.h"
#include "solve/rating.h"

namespace papermines::cli {
namespace {

constexpr std::string_view kGenPaperCommand = "gen paper";

// The flags as CLI11 fills them, each from its row of the schema (app/option_schema.h), whose
// defaults they start from; the choices are in their lowercase spelling.
struct GenPaperOptions {
  std::string topology;  // square, triangle, hex or strip
  int rows = 0;
  int cols = 0;
  bool rows_given = false;  // --rows or --size: else the strip has 2
  double density = 0;
  std::string heuristic;
  std::string difficulty;
  std::string opening;
  std::string rating;
  std::string mine_count;
  int64_t count = 0;
  uint64_t seed = 0;
  uint64_t first = 0;
  int jobs = 0;
  std::string output = "-";
  double time_limit = 0;
  int64_t max_tries = 0;
  std::string id;
  std::string shard;
  bool stats = false;
  bool quiet = false;  // no progress bar
};

GridFamily GridOf(const GenPaperOptions& in) {
  return ParseGridFamily(in.topology).value_or(GridFamily::kSquare);
}

// A failed run through the one map of every command (cli/common.h ExitStatusOf): "no such table
// exists" (a sparse hard table of two rows) is NotFound, exit 1, as from sheet and book; a time
// limit 3, its message saying that nothing was written.
int ReportGenFailure(const absl::Status& s) {
  if (absl::IsDeadlineExceeded(s)) {  // --time-limit ran out: nothing is written
    return ReportError(absl::Status(s.code(), absl::StrCat(s.message(), "; nothing written")));
  }
  return ReportError(s);
}

void PrintSummary(const PaperOptions& o, int64_t puzzles, const PaperStats& s) {
  const double per = puzzles > 0 ? static_cast<double>(s.draws) / puzzles : 0;
  std::cerr << absl::StrFormat(
      "papermines: gen paper: %d puzzle%s (%s%s), %d draws (%.2f per puzzle%s): %d forcing "
      "conflicts, %d not unique, %d of another grade, %d undecided in time\n",
      puzzles, puzzles == 1 ? "" : "s", GridFamilyName(o.grid),
      o.difficulty == Difficulty::kNone ? "" : absl::StrCat(", ", DifficultyName(o.difficulty)),
      s.draws, per,
      s.mutations > 0 ? absl::StrCat(", ", s.mutations, " of them climb steps that redraw a window")
                      : "",
      s.conflicts, s.not_unique, s.wrong_grade, s.unknown);
  if (o.opening == PaperOpening::kSparse) {
    std::cerr << absl::StrFormat(
        "papermines: gen paper: sparse: %d base tables thinned, %d clue removals tried, %d kept\n",
        s.sparse_bases, s.removals_tried, s.removals_kept);
  }
  if (o.difficulty != Difficulty::kNone) {
    std::cerr << absl::StrFormat(
        "papermines: gen paper: unique tables drawn by grade: easy %d, medium %d, hard %d, "
        "expert %d\n",
        s.graded[1], s.graded[2], s.graded[3], s.graded[4]);
  }
}

// The producer's options the flags ask for: a set from the separate options, or the one puzzle
// of --id; bad values refused in the flags' words.
absl::StatusOr<ProducerOptions> MakePaperRun(const GenPaperOptions& in) {
  ProducerOptions o;
  o.kind = PuzzleKind::kPaper;
  if (!in.id.empty()) {
    if (in.count != 1 || !in.shard.empty()) {
      return absl::InvalidArgumentError("--id regenerates one puzzle; drop --count and --shard");
    }
    o.ids = {in.id};
  } else {
    // The names as the schema reads them (CLI11 has checked them); the strip is gen paper's own.
    o.strip = GridOf(in) == GridFamily::kStrip;
    absl::StatusOr<TopologyKind> topology =
        o.strip ? TopologyKind::kSquare : app::TopologyOf(in.topology, app::Caller::kCli);
    absl::StatusOr<PaperHeuristic> heuristic = app::HeuristicOf(in.heuristic, app::Caller::kCli);
    absl::StatusOr<Difficulty> difficulty = app::DifficultyOf(in.difficulty, app::Caller::kCli);
    absl::StatusOr<PaperOpening> opening = app::OpeningOf(in.opening, app::Caller::kCli);
    for (const absl::Status& s :
         {topology.status(), heuristic.status(), difficulty.status(), opening.status()}) {
      if (!s.ok()) return s;
    }
    o.topology = *topology;
    o.rows = o.strip && !in.rows_given ? 2 : in.rows;
    o.cols = in.cols;
    o.density = in.density;
    o.heuristic = *heuristic;
    o.difficulty = *difficulty;
    o.opening = *opening;  // gen paper's tables are its --opening's, also on hex
    o.mine_count_shown = in.mine_count == "shown";
    if (!in.rating.empty()) {
      // gen paper's difficulty is always its own (any unless given): app/option_schema.h.
      if (absl::Status s =
              app::ApplyRating(in.rating, /*difficulty_given=*/true, app::Caller::kCli, &o);
          !s.ok()) {
        return s;
      }
    }
    o.seed = in.seed;
    o.first = in.first;
  }
  o.max_tries = in.max_tries;
  o.count = in.count;
  o.jobs = in.jobs;
  if (in.time_limit < 0) {
    return absl::InvalidArgumentError(
        absl::StrCat("--time-limit must be >= 0 seconds, got ", in.time_limit));
  }
  if (in.time_limit > 0) {
    o.deadline = std::chrono::steady_clock::now() +
                 std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                     std::chrono::duration<double>(std::min(in.time_limit, 1e9)));
  }
  if (in.count < 1) {
    return absl::InvalidArgumentError(absl::StrCat("--count must be >= 1, got ", in.count));
  }
  if (static_cast<uint64_t>(in.count - 1) > std::numeric_limits<uint64_t>::max() - in.first) {
    return absl::InvalidArgumentError(
        absl::StrCat("--first ", in.first, " with --count ", in.count, " runs past the last index ",
                     std::numeric_limits<uint64_t>::max(), " (ids would repeat)"));
  }
  return o;
}

// What the summary names (grid, grade, opening): the id's, or the flags'.
PaperOptions SummaryOptions(const GenPaperOptions& in, const ProducerOptions& o) {
  if (!in.id.empty()) {
    absl::StatusOr<PaperIdParts> parts = ParsePaperId(in.id);  // the run has read it
    return parts.ok() ? parts->options : PaperOptions{};
  }
  PaperOptions s;
  s.grid = GridOf(in);
  s.difficulty = o.difficulty;
  s.opening = o.opening.value_or(PaperOpening::kChessboard);
  s.rating_min_tenths = o.rating_min_tenths;
  return s;
}

int RunGenPaper(const GenPaperOptions& in) {
  auto run = MakePaperRun(in);
  if (!run.ok()) return ReportError(run.status());
  ProducerOptions& o = *run;
  const int64_t count = in.count;
  auto shard = ParseShardFlag(in.shard);
  if (!shard.ok()) return ReportError(shard.status());
  o.shard = *shard;
  AtomicOutput out;
  if (absl::Status s = out.Open(CommandFiles(), in.output); !s.ok()) return ReportError(s);
  PaperStats total;
  int64_t written = 0;
  ProgressBar bar(isatty(STDERR_FILENO) && count > 1 && !in.quiet, "gen paper", count);
  o.progress = bar.Callback();
  absl::Status s = ProducePuzzles(
      o,
      [&](Puzzle&& p) {
        out.Write(FormatPuzzle(p));
        ++written;
        return out.WriteStatus();  // a closed pipe stops the run, not only its output
      },
      &total);
  if (!s.ok() && !out.WriteStatus().ok()) {
    // The output failed (a closed pipe, a full disk): that is the error, said as every command
    // says it.
    return ReportError(out.Commit());
  }
  if (!s.ok() && out.is_stdout() && written > 0) {
    // Standard output cannot be taken back: what went out are whole puzzles; say how many.
    const absl::Status flushed = out.Commit();
    return ReportError(absl::Status(
        s.code(), absl::StrCat(s.message(), "; ", written, " of ", count,
                               " puzzles were written to standard output",
                               flushed.ok() ? "" : absl::StrCat(" (", flushed.message(), ")"))));
  }
  if (!s.ok()) {
    out.Discard();
    return ReportGenFailure(s);
  }
  if (absl::Status c = out.Commit(); !c.ok()) return ReportError(c);
  const PaperOptions summary = SummaryOptions(in, o);
  if (in.stats || summary.difficulty != Difficulty::kNone || summary.rating_min_tenths > 0) {
    PrintSummary(summary, count, total);
  }
  return 0;
}

// The table's shape and kind: topology, size, density, heuristic, grade, opening, mine count.
void AddPaperShapeOptions(CLI::App& sub, GenPaperOptions& o) {
  AddRowOption(sub, "topology", kGenPaperCommand, o.topology);
  AddRowOption(sub, "rows", kGenPaperCommand, o.rows);
  AddRowOption(sub, "cols", kGenPaperCommand, o.cols);
  AddSize(sub, o.rows, o.cols);
  AddRowOptions(sub, kGenPaperCommand,
                {"density", "heuristic", "difficulty", "opening", "rating", "mine-count"},
                o.density, o.heuristic, o.difficulty, o.opening, o.rating, o.mine_count);
}

// The run: how many, which seed and index, threads, output, limits, --id and shards.
void AddPaperRunOptions(CLI::App& sub, GenPaperOptions& o) {
  AddRowOptions(sub, kGenPaperCommand,
                {"count", "seed", "first", "jobs", "output", "time-limit", "max-tries", "id",
                 "quiet", "shard"},
                o.count, o.seed, o.first, o.jobs, o.output, o.time_limit, o.max_tries, o.id,
                o.quiet, o.shard);
  // The id fixes everything else: another option next to it would be silently ignored.
  for (const char* other :
       {"--topology", "--rows", "--cols", "--size", "--density", "--heuristic", "--difficulty",
        "--seed", "--first", "--opening", "--rating", "--mine-count"}) {
    sub.get_option("--id")->excludes(sub.get_option(other));
  }
}

}  // namespace

Command SetupGenPaper(CLI::App& gen) {
  NewCommand<GenPaperOptions> c(
      gen, "paper",
      "Paper minesweeper tables (German & Lakshtanov) as a .mines collection: the grid's own "
      "opening (chessboard on square and triangle grids, one class of the 3-colouring closed on "
      "hex, the top row open on the 2 x n strip), mines drawn at --density, each table proven "
      "unique by the solver and written with its solution and an id that makes it again (--id). "
      "Same arguments, same bytes, for any --jobs. No table is written twice: when a size has "
      "fewer distinct tables than --count, or no unique one within --max-tries draws, the "
      "command says so, writes nothing and exits 1. The openings, heuristics and measurements "
      "behind them: docs/RESEARCH.md.");
  AddPaperShapeOptions(c.sub, *c.opts);
  AddPaperRunOptions(c.sub, *c.opts);
  AddRowOption(c.sub, "stats", kGenPaperCommand, c.opts->stats);
  return Command{&c.sub, [opts = c.opts, sub = &c.sub] {
                   opts->rows_given = sub->count("--rows") > 0 || sub->count("--size") > 0;
                   return RunGenPaper(*opts);
                 }};
}

const GenCommand kPaperGenCommand{"paper minesweeper tables", SetupGenPaper};

}  // namespace papermines::cli
