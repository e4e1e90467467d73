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
#include "app/defaults.h"
#include "app/option_schema.h"
#include "cli/common.h"
#include "cli/option_table.h"
#include "cli/progress_bar.h"
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

struct GenPaperOptions {
  GridFamily grid = GridFamily::kSquare;
  int rows = -1;  // -1: 10, or 2 for the strip
  int cols = 10;
  double density = 0.5;
  PaperHeuristic heuristic = PaperHeuristic::kPaper;
  Difficulty difficulty = Difficulty::kNone;
  PaperOpening opening = PaperOpening::kChessboard;
  std::string rating;
  bool mine_count_shown = false;
  int64_t count = 1;
  uint64_t seed = app::kDefaultSeed;
  uint64_t first = 0;
  int jobs = 0;
  std::string output = "-";
  double time_limit = 0;
  int64_t max_tries = gen_options::kMaxTries.value;
  std::string id;
  std::string shard;
  bool stats = false;
  bool quiet = false;  // no progress bar
};

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
    o.strip = in.grid == GridFamily::kStrip;
    o.topology = in.grid == GridFamily::kTriangle ? TopologyKind::kTriangle
                 : in.grid == GridFamily::kHex    ? TopologyKind::kHex
                                                  : TopologyKind::kSquare;
    o.rows = in.rows >= 0 ? in.rows : (o.strip ? 2 : 10);
    o.cols = in.cols;
    o.density = in.density;
    o.heuristic = in.heuristic;
    o.difficulty = in.difficulty;
    o.opening = in.opening;  // gen paper's tables are its --opening's, also on hex
    o.mine_count_shown = in.mine_count_shown;
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
  s.grid = in.grid;
  s.difficulty = o.difficulty;
  s.opening = in.opening;
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
  AddEnumOf(sub, "-t,--topology", o.grid,
            {{"square", GridFamily::kSquare},
             {"triangle", GridFamily::kTriangle},
             {"hex", GridFamily::kHex},
             {"strip", GridFamily::kStrip}},
            "square | triangle | hex | strip (default square)");
  AddRows(sub, o.rows, "rows (default 10; the strip has 2)")->check(CLI::Range(0, 1 << 26));
  AddCols(sub, o.cols);
  AddSize(sub, o.rows, o.cols);
  AddDensity(sub, o.density,
             "probability that a free closed cell is a mine, in [0, 1] (precision 0.0001)");
  AddEnumOf(sub, "--heuristic", o.heuristic,
            {{"none", PaperHeuristic::kNone},
             {"paper", PaperHeuristic::kPaper},
             {"strict", PaperHeuristic::kStrict}},
            "none | paper | strict (default paper): paper (the paper's rule) forces closed cells "
            "so that clues are not 0 or full, all but a few at the border; strict does so for "
            "every clue (sizes where a clue sees fewer than 2 closed cells are refused); none "
            "draws plainly (docs/RESEARCH.md)");
  AddEnumOf(sub, "-d,--difficulty", o.difficulty,
            {{"any", Difficulty::kNone},
             {"easy", Difficulty::kEasy},
             {"medium", Difficulty::kMedium},
             {"hard", Difficulty::kHard},
             {"expert", Difficulty::kExpert}},
            "any | easy | medium | hard | expert (default any): keep drawing until the solver's "
            "grade matches (hard and expert tables are climbed to by redrawing 3x3 windows); the "
            "draws it took go to stderr");
  AddEnumOf(sub, "--opening", o.opening,
            {{"chessboard", PaperOpening::kChessboard}, {"sparse", PaperOpening::kSparse}},
            "chessboard | sparse (default chessboard): sparse removes clues while the table stays "
            "unique, until the target grade or rating is met; outside the paper's theorems");
  sub.add_option("--rating", o.rating,
                 "keep only tables whose rating is in MIN-MAX (e.g. 5-6.9; one number = exactly "
                 "it), on the 1.0-11.0 scale whose bands are the grades: easy 1.0-2.9, medium "
                 "3.0-4.9, hard 5.0-6.9, expert 7.0-11.0 (docs/FORMAT.md, Ratings)");
  AddEnumOf(sub, "--mine-count", o.mine_count_shown, {{"hidden", false}, {"shown", true}},
            "hidden | shown (default hidden): shown prints the total number of mines with the "
            "puzzle (the .mines line 'mines N shown') and makes it a clue: the grade uses it, and "
            "sparse tables are thinned with it (they may need it to be unique); solve uses it too");
}

// The run: how many, which seed and index, threads, output, limits, --id and shards.
void AddPaperRunOptions(CLI::App& sub, GenPaperOptions& o) {
  AddCount(sub, o.count);  // the schema's range also refuses CLI11's saturated values
  AddSeed(sub, o.seed);
  sub.add_option("--first", o.first, "index of the first puzzle (to continue a series)")
      ->capture_default_str()
      ->check(FitsInteger<uint64_t>());
  AddJobs(sub, o.jobs);
  AddOutput(sub, o.output);
  sub.add_option("--time-limit", o.time_limit,
                 "seconds for the whole run (0 = none): when they run out, papermines stops, "
                 "writes nothing and exits with status 3")
      ->check(Seconds())
      ->capture_default_str();
  AddTableOption(sub, gen_options::kMaxTries, o.max_tries);
  sub.add_option("--id", o.id,
                 "regenerate exactly the puzzle with this id (e.g. sq10x10-d50-p-medium-s42-7, or "
                 "sq4x4-d50-p-any-s1-4r2 for a redrawn repeat); the id fixes grid, size, density, "
                 "heuristic, opening, rating range, difficulty, seed, index and redraw");
  sub.add_flag("-q,--quiet", o.quiet,
               "no progress bar (it is only drawn when stderr is a terminal)");
  AddShardOption(sub, o.shard);
  // The id fixes everything else: another option next to it would be silently ignored.
  for (const char* other :
       {"--topology", "--rows", "--cols", "--size", "--density", "--heuristic", "--difficulty",
        "--seed", "--first", "--opening", "--rating", "--mine-count"}) {
    sub.get_option("--id")->excludes(sub.get_option(other));
  }
}

}  // namespace

Command SetupGenPaper(CLI::App& gen) {
  auto opts = std::make_shared<GenPaperOptions>();
  CLI::App* sub = gen.add_subcommand(
      "paper",
      "Paper minesweeper tables (German & Lakshtanov) as a .mines collection: the grid's own "
      "opening (chessboard on square and triangle grids, one class of the 3-colouring closed on "
      "hex, the top row open on the 2 x n strip), mines drawn at --density, each table proven "
      "unique by the solver and written with its solution and an id that makes it again (--id). "
      "Same arguments, same bytes, for any --jobs. No table is written twice: when a size has "
      "fewer distinct tables than --count, or no unique one within --max-tries draws, the "
      "command says so, writes nothing and exits 1. The openings, heuristics and measurements "
      "behind them: docs/RESEARCH.md.");
  AddPaperShapeOptions(*sub, *opts);
  AddPaperRunOptions(*sub, *opts);
  sub->add_flag("--stats", opts->stats,
                "print the draw counts on stderr (always printed with --difficulty)");
  return Command{sub, [opts] { return RunGenPaper(*opts); }};
}

}  // namespace papermines::cli
