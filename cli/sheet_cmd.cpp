// papermines sheet: generate and render in one step; with no options, worksheet.pdf holds six
// medium 10 x 10 paper minesweeper puzzles on one A4 page, name and date lines, and the answer key.
// `--sets N` makes a series (a term of sheets): OUT-1.pdf ... OUT-N.pdf, each a sheet with its key,
// no puzzle twice across the series, optionally rising in difficulty (`--ramp easy-hard`), split
// over machines by `--shard K/N`.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "app/defaults.h"
#include "app/draw.h"
#include "app/picture.h"
#include "app/seed.h"
#include "cli/common.h"
#include "cli/draw.h"
#include "cli/progress_bar.h"
#include "cli/render_flags.h"
#include "cli/schema_flags.h"
#include "cli/shard_flag.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "core/output_unit.h"
#include "core/page_files.h"
#include "core/strings.h"
#include "gen/producer.h"
#include "gen/shard.h"
#include "solve/rating.h"

namespace papermines::cli {
namespace {

struct SheetCmdOptions {
  SchemaFlags set;  // the schema's options of the set (app/option_schema.h): kind, count, ...
  int jobs = 0;
  bool quiet = false;  // no progress bar
  std::string output = "worksheet.pdf";
  std::string save;   // the puzzles as a .mines file (for `papermines check`)
  int64_t sets = 0;   // --sets N: a series of N sheets (0: one sheet)
  std::string ramp;   // --ramp FROM-TO: the series' difficulty from set 1 to set N
  std::string shard;  // --shard K/N: the K-th of N slices of the series' sets
  app::SheetSettings sheet;
};

// Where set k (1-based) of a series named `path` goes: the stem, "-k", the extension
// (week.pdf -> week-3.pdf, marks.mines -> marks-3.mines, marks -> marks-3).
std::string SetPath(const std::string& path, int64_t k) {
  const PageName name = SplitPageName(path);
  return absl::StrCat(name.stem, "-", k, name.ext);
}

// --ramp FROM-TO: two difficulties, easy, medium, hard or expert.
absl::StatusOr<std::pair<Difficulty, Difficulty>> ParseRamp(const std::string& given) {
  const std::string spec = absl::AsciiStrToLower(given);  // as --difficulty EASY is easy
  const size_t dash = spec.find('-');
  std::optional<Difficulty> from, to;
  if (dash != std::string::npos) {
    from = ParseDifficulty(spec.substr(0, dash));
    to = ParseDifficulty(spec.substr(dash + 1));
  }
  if (!from || !to) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--ramp: expected FROM-TO with two of easy, medium, hard, expert (e.g. easy-hard), got '",
        given.substr(0, 40), "'"));
  }
  return std::make_pair(*from, *to);
}

// The difficulty of set s (0-based) of n on a ramp: the levels between `from` and `to` spread
// evenly, the first set at `from`, the last at `to` (4 sets easy-hard: easy, medium, medium, hard).
Difficulty RampLevel(Difficulty from, Difficulty to, int64_t s, int64_t n) {
  const int64_t a = static_cast<int64_t>(from), b = static_cast<int64_t>(to);
  if (n <= 1) return from;
  const int64_t span = b - a;  // may be negative: a falling ramp
  const int64_t num = 2 * s * (span < 0 ? -span : span) + (n - 1);
  const int64_t step = num / (2 * (n - 1));  // round(s * |span| / (n - 1)), halves up
  return static_cast<Difficulty>(span < 0 ? a - step : a + step);
}

// A series (--sets): every set's puzzles are made before any file is written (a set the options
// cannot fill writes nothing at all), every set is checked for drawing, then the sets are written
// in order, each as one sheet (app::DrawWorksheet) and its --save file.
//
// The sets of one difficulty are one run of the producer, set j of them holding the run's puzzles
// [j * count, (j + 1) * count): the run's no-repeat rule (gen/distinct.h) keeps them apart, and the
// puzzles of sets of different difficulties differ in grade (paper, reverse) or in mine share
// (oneclick), so no puzzle appears twice in the series. Without --ramp the series is one run, so
// set 1 is the sheet the same options make without --sets. A puzzle depends only on the options,
// the seed and its index, so a shard makes each run's puzzles up to its own last set and writes
// exactly the files the whole series would (`--shard` as in gen: contiguous slices of the sets).
// --sets' outputs: files, never a stream (one per set), each noted before anything is made.
absl::Status NoteSeriesOutputs(const SheetCmdOptions& in, IndexRange mine) {
  if (in.output == "-" || DescriptorOf(in.output)) {
    return absl::InvalidArgumentError(
        absl::StrCat("--sets writes one file per set (OUT-1.pdf, OUT-2.pdf, ...): name an output "
                     "file, not ",
                     in.output == "-" ? "standard output" : in.output));
  }
  if (in.save == "-" || (!in.save.empty() && DescriptorOf(in.save))) {
    return absl::InvalidArgumentError(
        "--sets writes one --save file per set (OUT-1.mines, ...): name a file, not a stream");
  }
  std::vector<std::string> outputs;
  for (int64_t s = mine.begin; s < mine.end; ++s) {
    outputs.push_back(SetPath(in.output, s + 1));
    if (!in.save.empty()) outputs.push_back(SetPath(in.save, s + 1));
  }
  return CommandFiles().NoteOutputs(outputs);
}

// One producer run of a series: its difficulty, its sets in order, and how many puzzles it makes
// (up to the end of its last set in the shard; 0 when the shard holds none of its sets).
struct SeriesRun {
  Difficulty level;
  std::vector<int64_t> sets;
  int64_t needed = 0;
};

// The runs: one per difficulty, in the order of their first set.
std::vector<SeriesRun> PlanSeriesRuns(const SheetCmdOptions& in, int64_t count, Difficulty base,
                                      std::optional<std::pair<Difficulty, Difficulty>> ramp,
                                      IndexRange mine) {
  std::vector<SeriesRun> runs;
  for (int64_t s = 0; s < in.sets; ++s) {
    const Difficulty level = ramp ? RampLevel(ramp->first, ramp->second, s, in.sets) : base;
    auto it = std::find_if(runs.begin(), runs.end(),
                           [&](const SeriesRun& r) { return r.level == level; });
    if (it == runs.end()) {
      runs.push_back({level, {}});
      it = runs.end() - 1;
    }
    it->sets.push_back(s);
  }
  for (SeriesRun& run : runs) {
    for (size_t j = 0; j < run.sets.size(); ++j) {
      if (run.sets[j] >= mine.begin && run.sets[j] < mine.end) {
        run.needed = static_cast<int64_t>(j + 1) * count;
      }
    }
  }
  return runs;
}

int RunSeries(const SheetCmdOptions& in, const render::RenderOptions& options,
              const ProducerOptions& base) {
  auto shard = ParseShardFlag(in.shard);
  if (!shard.ok()) return ReportError(shard.status());
  std::optional<std::pair<Difficulty, Difficulty>> ramp;
  if (!in.ramp.empty()) {
    auto r = ParseRamp(in.ramp);
    if (!r.ok()) return ReportError(r.status());
    ramp = *r;
  }
  const IndexRange mine = ShardRange(*shard, in.sets);
  if (absl::Status s = NoteSeriesOutputs(in, mine); !s.ok()) return ReportError(s);
  const std::vector<SeriesRun> runs = PlanSeriesRuns(in, base.count, base.difficulty, ramp, mine);
  int64_t total = 0;
  for (const SeriesRun& run : runs) total += run.needed;
  ProgressBar bar(isatty(STDERR_FILENO) && total > 1 && !in.quiet, "sheet", total);
  std::vector<std::vector<Puzzle>> series(in.sets);
  int64_t done_before = 0;
  for (const SeriesRun& run : runs) {
    if (run.needed == 0) continue;
    ProducerOptions produce = base;
    produce.difficulty = run.level;
    produce.count = run.needed;
    produce.progress = [&bar, done_before](int64_t done, int64_t) {
      bar.Update(done_before + done);
    };
    absl::StatusOr<std::vector<Puzzle>> puzzles = ProducePuzzles(produce);
    if (!puzzles.ok()) return ReportError(puzzles.status());  // no such puzzles: 1; bad input: 2
    done_before += run.needed;
    const std::vector<int64_t>& sets = run.sets;
    for (size_t j = 0; j < sets.size(); ++j) {
      const int64_t first = static_cast<int64_t>(j) * base.count;
      if (sets[j] < mine.begin || sets[j] >= mine.end) continue;
      series[sets[j]].assign(std::make_move_iterator(puzzles->begin() + first),
                             std::make_move_iterator(puzzles->begin() + first + base.count));
    }
  }
  // Nothing is written unless every set can be drawn.
  const std::optional<render::Format> format = app::FormatOf(in.sheet);
  const render::Format f =
      format ? *format : render::FormatForPath(in.output).value_or(render::Format::kPdf);
  if (!format && !render::FormatForPath(in.output)) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat("cannot tell the format of ", in.output,
                     ": name it .pdf, .svg, .png or .html (or give --format)")));
  }
  for (int64_t s = mine.begin; s < mine.end; ++s) {
    if (absl::Status st = render::CheckDocument(series[s], options, f); !st.ok()) {
      return ReportError(st);
    }
  }
  // The series is one unit (core/output_unit.h): every set, key and .mines file is drawn to disk
  // under a temporary name, and all go into place together at the end, so an error or a signal
  // on the way leaves the earlier series whole.
  OutputUnit unit(CommandFiles());
  for (int64_t s = mine.begin; s < mine.end; ++s) {
    render::RenderOptions set_options = options;
    set_options.seed = app::RecordedSeed(series[s]);  // the key records the run's seed
    if (absl::Status st = app::DrawWorksheet(CommandFiles(), series[s], set_options,
                                             SetPath(in.output, s + 1), format);
        !st.ok()) {
      return ReportError(st);
    }
    if (!in.save.empty()) {
      if (absl::Status st =
              WriteFileAtomic(CommandFiles(), SetPath(in.save, s + 1), FormatMines(series[s]));
          !st.ok()) {
        return ReportError(st);
      }
    }
  }
  if (absl::Status st = unit.Commit(); !st.ok()) return ReportError(st);
  return 0;
}

int RunSheet(const SheetCmdOptions& in) {
  // Names that are only an extension (".pdf", ".svg"): their sets, pages and keys would be hidden
  // files without one (".pdf-1"); refused before anything is made (core/page_files.h).
  for (const std::string& name : {in.output, in.save}) {
    if (absl::Status s = CheckDocumentName(name); !s.ok()) return ReportError(s);
  }
  // The worksheet and the --save file: two files, refused together before either is written.
  if (in.sets == 0) {
    if (absl::Status s = CommandFiles().NoteOutputs({in.output, in.save}); !s.ok())
      return ReportError(s);
  }
  // The set's options through the one schema (app/option_schema.h): sizes, count, rating and the
  // other checks across options, said as the flags are spelt.
  absl::StatusOr<ProducerOptions> produced = app::MakeProducerOptions(
      GivenValues(in.set), "sheet", app::Caller::kCli, ProgramEnvironment());
  if (!produced.ok()) return ReportError(produced.status());
  ProducerOptions& produce = *produced;
  // --image: one mosaic of the picture in that file (app/picture.h), at its grid's size.
  absl::StatusOr<std::optional<app::PictureGrid>> picture =
      app::SheetPictureOf(GivenValues(in.set), "sheet", app::Caller::kCli, produce);
  if (!picture.ok()) return ReportError(picture.status());
  // The shards of a series make its sets from one seed: each shard is a run of its own, so a
  // fresh seed (one per run) would make another series.
  if (!in.shard.empty() && !GivenValues(in.set).Has("seed")) {
    return ReportError(absl::InvalidArgumentError(
        "--shard needs --seed: the shards of one series make its sets from the same seed"));
  }
  produce.jobs = in.jobs;
  if (in.sets > 0 && in.sets * produce.count > app::kMaxCount) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat("--sets times --count must be at most ", app::kMaxCount, " puzzles, got ",
                     in.sets, " x ", produce.count)));
  }
  // Fonts before generation and before the options' font check asks fontconfig: their failure
  // is "out of memory", not a crash (cli/draw.h).
  if (absl::Status s = PrepareDrawing(in.sheet.font); !s.ok()) return ReportError(s);
  auto options = RenderOptionsOf(in.sheet);
  if (!options.ok()) return ReportError(options.status());
  // A board too large for the page is refused before anything is generated; an id's board is
  // read from the id.
  const BoardSize largest = LargestBoard(produce);
  if (produce.ids.empty()) {
    if (absl::Status s = render::CheckBoardFits(options->layout, produce.topology, largest.rows,
                                                largest.cols, options->labels);
        !s.ok()) {
      return ReportError(s);
    }
  }
  for (const std::string& id : produce.ids) {
    absl::StatusOr<IdBoard> board = BoardOfId(id);
    if (!board.ok()) return ReportError(board.status());
    if (absl::Status s = render::CheckBoardFits(options->layout, board->topology, board->rows,
                                                board->cols, options->labels);
        !s.ok()) {
      return ReportError(absl::Status(s.code(), absl::StrCat(id, ": ", s.message())));
    }
  }
  if (in.sets > 0) return RunSeries(in, *options, produce);
  // A progress bar on a terminal (not with --quiet).
  ProgressBar bar(isatty(STDERR_FILENO) && produce.count > 1 && !in.quiet, "sheet", produce.count);
  produce.progress = bar.Callback();
  absl::StatusOr<std::vector<Puzzle>> puzzles = app::ProduceSheetPuzzles(produce, *picture);
  if (!puzzles.ok()) {
    return ReportError(puzzles.status());  // no such puzzles: 1; bad input: 2
  }
  // The key records the run's seed (fresh unless --seed gives it), so the run can be made again.
  options->seed = app::RecordedSeed(*puzzles);
  if (absl::Status s = app::DrawWorksheet(CommandFiles(), *puzzles, *options, in.output,
                                          app::FormatOf(in.sheet));
      !s.ok()) {
    return ReportError(s);
  }
  if (!in.save.empty()) {
    if (absl::Status s = WriteFileAtomic(CommandFiles(), in.save, FormatMines(*puzzles)); !s.ok()) {
      return ReportError(s);
    }
  }
  return 0;
}

}  // namespace

// A term of sheets: --sets, with --ramp and --shard (which need it). After --id, --difficulty
// and --rating exist: --sets excludes the first, --ramp the other two.
void AddSeriesOptions(CLI::App& sub, SheetCmdOptions& opts) {
  CLI::Option* sets = AddRowOption(sub, "sets", "sheet", opts.sets);
  AddRowOption(sub, "ramp", "sheet", opts.ramp)
      ->needs(sets)
      ->excludes(sub.get_option("--difficulty"))
      ->excludes(sub.get_option("--rating"));
  AddRowOption(sub, "shard", "sheet", opts.shard)->needs(sets);
  sets->excludes(sub.get_option("--id"));
  sets->excludes(sub.get_option("--image"));
}

Command SetupSheet(CLI::App& app) {
  NewCommand<SheetCmdOptions> c(
      app, "sheet",
      "Generates puzzles and renders them as a worksheet with its answer key, in one step. With "
      "no options: worksheet.pdf, six medium 10 x 10 paper minesweeper puzzles on one A4 page "
      "with name and date lines, then the answer page. Each run takes a fresh seed (another "
      "sheet each time) unless --seed gives one; the key's footer and --save's puzzles record "
      "it, and the same options and seed make the same bytes. No puzzle appears twice on a sheet: "
      "a repeat is redrawn, and when the options have fewer distinct "
      "puzzles than --count (tiny sizes) the command says how many and exits 1, writing "
      "nothing.");
  // The set's options, each from its row of the one schema (app/option_schema.h).
  for (const char* name :
       {"kind", "count", "difficulty", "rating", "topology", "rows", "cols", "size", "seed",
        "mines", "opening", "mine-count", "impossible", "image", "threshold"}) {
    AddSchemaOption(c.sub, name, "sheet", c.opts->set);
  }
  AddRowOption(c.sub, "jobs", "sheet", c.opts->jobs);
  AddRowOption(c.sub, "quiet", "sheet", c.opts->quiet);
  AddRowOption(c.sub, "output", "sheet", c.opts->output);
  AddRowOption(c.sub, "save", "sheet", c.opts->save);
  AddSchemaOption(c.sub, "id", "sheet", c.opts->set);
  for (const char* other :
       {"--kind", "--count", "--difficulty", "--topology", "--size", "--seed", "--mines",
        "--opening", "--mine-count", "--impossible", "--rating", "--image"}) {
    c.sub.get_option("--id")->excludes(c.sub.get_option(other));
  }
  AddSeriesOptions(c.sub, *c.opts);
  AddSheetFlags(c.sub, "sheet", c.opts->sheet);
  return WithRunTimeLimit(c.Runs(RunSheet));
}

}  // namespace papermines::cli
