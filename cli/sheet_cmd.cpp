// papermines sheet: generate and render in one step; with no options, worksheet.pdf holds six
// medium 10 x 10 paper minesweeper puzzles on one A4 page, name and date lines, and the answer key.
#include <unistd.h>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "cli/draw.h"
#include "cli/progress_bar.h"
#include "cli/render_flags.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "core/strings.h"
#include "gen/producer.h"

namespace papermines::cli {
namespace {

struct SheetCmdOptions {
  std::string kind = "paper";
  int64_t count = 6;
  std::string difficulty = "medium";
  std::string topology = "square";
  int rows = 10;
  int cols = 10;
  uint64_t seed = kDefaultSeed;
  int64_t mines = -1;                  // oneclick: -1 = from the difficulty
  std::string opening = "chessboard";  // paper
  std::string mine_count = "hidden";   // paper
  double impossible = 0;               // oneclick: share of tasks without a board
  int jobs = 0;
  bool quiet = false;  // no progress bar
  std::string output = "worksheet.pdf";
  std::string save;              // the puzzles as a .mines file (for `papermines check`)
  std::vector<std::string> ids;  // --id: the puzzles of these ids instead of generating
  SheetFlags sheet;
};

absl::Status CheckSize(int rows, int cols) {
  if (rows < 1 || cols < 1 || rows > 1000 || cols > 1000) {
    return absl::InvalidArgumentError(absl::StrCat(
        "the board must have 1 to 1000 rows and columns (--size RxC, or --rows and --cols), got ",
        rows, "x", cols));
  }
  return absl::OkStatus();
}

// The sheet's puzzles from the one producer (gen/producer.h), which holds every rule of a set:
// hex above easy is sparse, one-click shares from the difficulty's band, reverse boards with a
// grade looked for among 2000 draws, no puzzle twice. --id: the puzzles the ids name.
ProducerOptions SheetProducerOptions(const SheetCmdOptions& in, int rows, int cols) {
  ProducerOptions o;
  o.kind = ParsePuzzleKind(in.kind).value_or(PuzzleKind::kPaper);
  o.topology = in.topology == "triangle" ? TopologyKind::kTriangle
               : in.topology == "hex"    ? TopologyKind::kHex
                                         : TopologyKind::kSquare;
  o.rows = rows;
  o.cols = cols;
  o.difficulty = in.difficulty == "any"
                     ? Difficulty::kNone
                     : ParseDifficulty(in.difficulty).value_or(Difficulty::kNone);
  if (in.opening == "sparse") o.opening = PaperOpening::kSparse;
  o.mine_count_shown = in.mine_count == "shown";
  if (in.mines >= 0) o.mines = in.mines;
  o.impossible = in.impossible;
  o.count = in.count;
  o.seed = in.seed;
  o.ids = in.ids;
  o.jobs = in.jobs;
  return o;
}

int RunSheet(const SheetCmdOptions& in) {
  // The worksheet and the --save file: two files, refused together before either is written.
  if (absl::Status s = NoteOutputs({in.output, in.save}); !s.ok()) return ReportError(s);
  int rows = in.rows, cols = in.cols;
  if (absl::Status s = CheckSize(rows, cols); !s.ok()) return ReportError(s);
  if (!in.ids.empty()) rows = cols = 1;  // the ids fix the sizes; the renderer checks they fit
  if (in.count < 1 || in.count > 100000) {
    return ReportError(absl::InvalidArgumentError("--count must be between 1 and 100000"));
  }
  auto options = MakeRenderOptions(in.sheet);
  if (!options.ok()) return ReportError(options.status());
  // Fonts before generation: their failure is "out of memory", not a crash (cli/draw.h).
  if (absl::Status s = PrepareDrawing(options->font); !s.ok()) return ReportError(s);
  ProducerOptions produce = SheetProducerOptions(in, rows, cols);
  // A board too large for the page is refused before anything is generated.
  const BoardSize largest = LargestBoard(produce);
  if (absl::Status s = render::CheckBoardFits(options->layout, produce.topology, largest.rows,
                                              largest.cols, options->labels);
      !s.ok()) {
    return ReportError(s);
  }
  if (in.impossible > 0 && in.kind != "oneclick") {
    return ReportError(absl::InvalidArgumentError(
        "--impossible mixes impossible tasks into one-click sheets: use it with --kind oneclick"));
  }
  // A progress bar on a terminal (not with --quiet).
  ProgressBar bar(isatty(STDERR_FILENO) && in.count > 1 && !in.quiet, "sheet", in.count);
  produce.progress = bar.Callback();
  absl::StatusOr<std::vector<Puzzle>> puzzles = ProducePuzzles(produce);
  if (!puzzles.ok()) {
    return ReportError(puzzles.status());  // no such puzzles: 1; bad input: 2
  }
  if (absl::Status s = DrawWorksheet(*puzzles, *options, in.output, FormatFlag(in.sheet));
      !s.ok()) {
    return ReportError(s);
  }
  if (!in.save.empty()) {
    if (absl::Status s = WriteFileAtomic(in.save, FormatMines(*puzzles)); !s.ok()) {
      return ReportError(s);
    }
  }
  return 0;
}

}  // namespace

Command SetupSheet(CLI::App& app) {
  auto opts = std::make_shared<SheetCmdOptions>();
  CLI::App* sub = app.add_subcommand(
      "sheet",
      "Generates puzzles and renders them as a worksheet with its answer key, in one step. With "
      "no options: worksheet.pdf, six medium 10 x 10 paper minesweeper puzzles on one A4 page "
      "with name and date lines, then the answer page. Same options and seed, same bytes. No "
      "puzzle "
      "appears twice on a sheet: a repeat is redrawn, and when the options have fewer distinct "
      "puzzles than --count (tiny sizes) the command says how many and exits 1, writing "
      "nothing.");
  AddEnum(*sub, "--kind", opts->kind, {"paper", "oneclick", "reverse"},
          "puzzle kind: paper, oneclick or reverse");
  AddCount(*sub, opts->count);
  AddDifficulty(*sub, opts->difficulty,
                "easy, medium, hard, expert or any (paper: the solver's grade; oneclick: the "
                "share of mines, 8-16%, 17-27%, 28-36%, 40-50%, sizes varied by up to a fifth; "
                "reverse: the clicks an optimal player saves)");
  AddTopology(*sub, opts->topology, {"square", "triangle", "hex"},
              "grid: square, triangle or hex (hex paper tables above easy are sparse: see "
              "--opening)");
  AddRows(*sub, opts->rows)->capture_default_str();
  AddCols(*sub, opts->cols)->capture_default_str();
  AddSize(*sub, opts->rows, opts->cols);
  AddSeed(*sub, opts->seed, "random seed: another seed, another sheet");
  sub->add_option("--mines", opts->mines,
                  "oneclick and reverse: mines per board (default: from --difficulty; reverse 15%)")
      ->check(CLI::Range(int64_t{0}, int64_t{1} << 40));  // -5 must not mean "the default"
  sub->add_option("--opening", opts->opening,
                  "paper: chessboard (the grid's own opening: on hex one class of its 3-colouring "
                  "closed), or sparse (clues removed while unique, until the grade is met: hard "
                  "and expert at any size; outside the paper's theorems). Hex sheets above easy "
                  "are always sparse: the hex opening's own tables are all easy")
      ->transform(EnumNames({"chessboard", "sparse"}))
      ->capture_default_str();
  sub->add_option("--mine-count", opts->mine_count,
                  "paper: hidden, or shown (the total number of mines printed with each puzzle)")
      ->transform(EnumNames({"hidden", "shown"}))
      ->capture_default_str();
  sub->add_option("--impossible", opts->impossible,
                  "oneclick: the share (0 to 1) of tasks that have no board; the sheet then asks "
                  "\"possible or not?\" and the key gives the reason")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  AddJobs(*sub, opts->jobs);
  sub->add_flag("-q,--quiet", opts->quiet,
                "no progress bar (it is only drawn when stderr is a terminal)");
  AddOutput(*sub, opts->output,
            "OUT.pdf, OUT.svg, OUT.png or OUT.html (a playable page; several SVG/PNG pages: "
            "OUT-1.svg, OUT-2.svg, ... "
            "written all or nothing; pages an earlier run left under the name are removed, "
            "as in `papermines render`)")
      ->capture_default_str();
  sub->add_option("--save", opts->save,
                  "also write the puzzles, with their answers, to this .mines file: the PUZZLES "
                  "that `papermines check` marks students' answers against");
  sub->add_option("--id", opts->ids,
                  "a sheet of the puzzles with these ids (repeat --id, or list them), of any kind, "
                  "as a sheet, its answer key or a .mines file printed them: each is regenerated "
                  "byte for byte; the ids fix kind, size, difficulty and seed")
      ->delimiter(',');
  for (const char* other : {"--kind", "--count", "--difficulty", "--topology", "--size", "--seed",
                            "--mines", "--opening", "--mine-count", "--impossible"}) {
    sub->get_option("--id")->excludes(sub->get_option(other));
  }
  AddSheetFlags(*sub, opts->sheet);
  return WithRunTimeLimit(Command{sub, [opts] { return RunSheet(*opts); }});
}

}  // namespace papermines::cli
