// The one option schema (option_schema.h): the rows, their checks, and names to values.
#include "app/option_schema.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "app/defaults.h"
#include "app/seed.h"
#include "app/text.h"
#include "core/strings.h"
#include "gen/options.h"
#include "gen/shard.h"
#include "solve/options.h"
#include "solve/rating.h"

namespace papermines::app {
namespace {

using T = OptionType;

// The commands that make a set of puzzles: each takes the generation options.
const std::vector<std::string_view> kSheet = {"sheet"};
const std::vector<std::string_view> kSetCommands = {"sheet", "gen", "book", "python"};
const std::vector<std::string_view> kGen = {"gen", "python"};  // the generators' own options
const std::vector<std::string_view> kPaper = {"paper"};

// The help line of every command's run-wide --time-limit (cli/common.h WithRunTimeLimit).
constexpr std::string_view kRunTimeLimitHelp =
    "seconds for the whole run (0 = none): when they run out before the output is written, "
    "papermines stops, leaves no file behind and exits with status 3";

// The kinds' names, from core's one list of kinds (core/kind_list.h).
std::vector<std::string_view> KindNames() {
  std::vector<std::string_view> names;
  for (PuzzleKind k : AllPuzzleKinds()) names.push_back(PuzzleKindName(k));
  return names;
}

// The set: which puzzles.
void AddSetOptions(std::vector<OptionSpec>& s) {
  static const std::string* kind_help =  // the schema outlives every caller: never freed
      new std::string(absl::StrCat("puzzle kind: ", PuzzleKindList()));
  s.push_back({.name = "kind",
               .type = T::kEnum,
               .choices = KindNames(),
               .commands = kSetCommands,
               .defaults = {{"sheet", "paper"}, {"python", "paper"}},
               .help = *kind_help});
  s.push_back({.name = "count",
               .short_name = "n",
               .type = T::kInt,
               .min = 1,
               .max = static_cast<double>(int64_t{1} << 40),  // a sheet's: kMaxCount
               .commands = kSetCommands,
               .defaults = {{"sheet", "6"}, {"gen", "1"}, {"python", "1"}},
               .help = "number of puzzles",
               .variants = {{.command = "gen oneclick",
                             .help = "with --random: this many boards (board i uses a seed derived "
                                     "from (seed, i)); no board twice: a repeat is redrawn (id "
                                     "ending in r1, r2, ...), and when no new board turns up in "
                                     "1000 redraws the command says how many exist and exits 1"}}});
  s.push_back(
      {.name = "difficulty",
       .short_name = "d",
       .type = T::kEnum,
       .choices = {"any", "easy", "medium", "hard", "expert"},
       .commands = kSetCommands,
       .defaults =
           {{"sheet", "medium"}, {"gen", "any"}, {"gen oneclick", "medium"}, {"python", "any"}},
       .help = "easy, medium, hard, expert or any (paper: the solver's grade; oneclick: the share "
               "of mines, 8-16%, 17-27%, 28-36%, 40-50%, sizes varied by up to a fifth; reverse: "
               "the clicks an optimal player saves)",
       .variants = {{.command = "gen", .help = "{choices}"},
                    {.command = "gen paper",
                     .help = "{choices} (default {default}): keep drawing until the solver's grade "
                             "matches (hard and expert tables are climbed to by redrawing 3x3 "
                             "windows); the draws it took go to stderr"},
                    {.command = "gen oneclick",
                     .help = "with --tasks: the mine share band: easy 8-16%, medium 17-27%, hard "
                             "28-36%, expert 40-50%, any 8-50%"}}});
  s.push_back({.name = "rating",
               .type = T::kText,
               .kinds = kPaper,
               .commands = kSetCommands,
               .help = "paper: keep only tables whose rating is in MIN-MAX (e.g. 5-6.9; one number "
                       "= exactly it), on the 1.0-11.0 scale (the grades are its bands: easy "
                       "1.0-2.9, medium 3.0-4.9, hard 5.0-6.9, expert 7.0-11.0); without "
                       "--difficulty the range alone decides",
               .variants = {{.command = "gen paper",
                             .help = "keep only tables whose rating is in MIN-MAX (e.g. 5-6.9; one "
                                     "number = exactly it), on the 1.0-11.0 scale whose bands are "
                                     "the grades: easy 1.0-2.9, medium 3.0-4.9, hard 5.0-6.9, "
                                     "expert 7.0-11.0 (docs/FORMAT.md, Ratings)"}}});
  s.push_back({.name = "topology",
               .short_name = "t",
               .type = T::kEnum,
               .choices = {"square", "triangle", "hex"},
               .commands = kSetCommands,
               .defaults = {{"sheet", "square"}, {"gen", "square"}, {"python", "square"}},
               .help = "grid: square, triangle or hex (hex paper tables above easy are sparse: see "
                       "--opening)",
               .variants = {{.command = "gen", .help = "{choices}"},
                            {.command = "gen paper",  // the 2 x n strip of the paper too
                             .help = "{choices} (default {default})",
                             .choices = {"square", "triangle", "hex", "strip"}}}});
}

// The board and the run seed.
void AddBoardOptions(std::vector<OptionSpec>& s) {
  s.push_back({.name = "rows",
               .short_name = "r",
               .type = T::kInt,
               .min = 1,
               .max = 1000,
               .commands = kSetCommands,
               .defaults = {{"sheet", "10"},
                            {"python", "10"},
                            {"gen paper", "10"},
                            {"gen reverse", "8"},
                            {"gen mosaic", "10"}},
               .help = "rows",
               // The gen commands leave a board's sides to the producer, but gen paper's CLI11
               // range, which its --help shows.
               .variants = {{.command = "gen", .check = CliCheck::kNone},
                            {.command = "gen paper",
                             .help = "rows (default {default}; the strip has 2)",
                             .check = CliCheck::kRange,
                             .min = 0,
                             .max = int64_t{1} << 26},
                            {.command = "gen oneclick", .help = "rows R >= 1"}}});
  s.push_back({.name = "cols",
               .short_name = "c",
               .type = T::kInt,
               .min = 1,
               .max = 1000,
               .commands = kSetCommands,
               .defaults = {{"sheet", "10"},
                            {"python", "10"},
                            {"gen paper", "10", /*shown=*/false},
                            {"gen reverse", "8"},
                            {"gen mosaic", "10"}},
               .help = "columns",
               .variants = {{.command = "gen", .check = CliCheck::kNone},
                            {.command = "gen oneclick", .help = "columns C >= 1"}}});
  s.push_back({.name = "size",
               .type = T::kSize,
               .min = 1,
               .max = 1000,
               .commands = kSetCommands,
               .help = "rows and columns as RxC (e.g. 10x10), the same as --rows R --cols C"});
  s.push_back({.name = "seed",
               .short_name = "s",
               .type = T::kUInt,
               .min = 0,
               .max = static_cast<double>(std::numeric_limits<uint64_t>::max()),
               .commands = kSetCommands,
               .defaults = {{"gen", "1"}, {"python", "1"}},
               .help = "random seed: another seed, another sheet (a sheet's default: a fresh seed "
                       "each run, printed on its key and kept in --save's puzzles, so "
                       "--seed N makes the same sheet again; 1 when SOURCE_DATE_EPOCH is set)",
               .variants = {{.command = "gen",
                             .help = "run seed; puzzle i uses a seed derived from (seed, i)"},
                            {.command = "gen oneclick", .help = "seed for --random"}}});
}

// What a puzzle of the set holds beyond its board: mines, opening, the count, an id.
void AddPuzzleOptions(std::vector<OptionSpec>& s) {
  s.push_back({.name = "mines",
               .type = T::kInt,
               .min = 0,
               .max = static_cast<double>(int64_t{1} << 40),  // -5 must not mean "the default"
               .kinds = {"oneclick", "reverse"},
               .commands = kSetCommands,
               .help = "oneclick and reverse: mines per board (default: from --difficulty; "
                       "reverse 15%)",
               .variants = {{.command = "gen oneclick",
                             .help = "mines M, 0 <= M < R*C",
                             .short_name = "m",
                             .check = CliCheck::kNone}}});
  s.push_back({.name = "opening",
               .type = T::kEnum,
               .choices = {"chessboard", "sparse"},
               .kinds = kPaper,
               .commands = kSetCommands,
               .defaults = {{"sheet", "chessboard"}, {"gen", "chessboard"}},
               .help = "paper: chessboard (the grid's own opening: on hex one class of its "
                       "3-colouring closed), or sparse (clues removed while unique, until the "
                       "grade is met: hard and expert at any size; outside the paper's theorems). "
                       "Hex sheets above easy are always sparse: the hex opening's own tables are "
                       "all easy",
               .variants = {{.command = "gen paper",
                             .help = "{choices} (default {default}): sparse removes clues while "
                                     "the table stays unique, until the target grade or rating is "
                                     "met; outside the paper's theorems"}}});
  s.push_back({.name = "mine-count",
               .type = T::kEnum,
               .choices = {"hidden", "shown"},
               .kinds = kPaper,
               .commands = kSetCommands,
               .defaults = {{"sheet", "hidden"}, {"gen", "hidden"}, {"python", "hidden"}},
               .help = "paper: hidden, or shown (the total number of mines printed with each "
                       "puzzle)",
               .variants = {{.command = "gen paper",
                             .help = "{choices} (default {default}): shown prints the total "
                                     "number of mines with the puzzle (the .mines line 'mines N "
                                     "shown') and makes it a clue: the grade uses it, and sparse "
                                     "tables are thinned with it (they may need it to be unique); "
                                     "solve uses it too"}}});
  s.push_back({.name = "impossible",
               .type = T::kNumber,
               .min = 0,
               .max = 1,
               .kinds = {"oneclick"},
               .commands = kSetCommands,
               .defaults = {{"sheet", "0"}, {"gen", "0"}, {"python", "0"}},
               .help = "oneclick: the share (0 to 1) of tasks that have no board; the sheet then "
                       "asks \"possible or not?\" and the key gives the reason",
               .variants = {{.command = "gen oneclick",
                             .help = "with --tasks: the share (0 to 1) of tasks that have no "
                                     "board"}}});
  s.push_back({.name = "id",
               .type = T::kList,
               .commands = kSetCommands,
               .help = "a sheet of the puzzles with these ids (repeat --id, or list them), of any "
                       "kind, as a sheet, its answer key or a .mines file printed them: each is "
                       "regenerated byte for byte; the ids fix kind, size, difficulty and seed",
               // The gen commands regenerate one puzzle (a text, not a list).
               .variants = {
                   {.command = "gen paper",
                    .help = "regenerate exactly the puzzle with this id (e.g. "
                            "sq10x10-d50-p-medium-s42-7, or sq4x4-d50-p-any-s1-4r2 for a redrawn "
                            "repeat); the id fixes grid, size, density, heuristic, opening, rating "
                            "range, difficulty, seed, index and redraw"},
                   {.command = "gen oneclick",
                    .help = "regenerate exactly the board or task with this id, as any run "
                            "printed it (e.g. oc6x7-m10-s5-3, or oc9x8-m12-medium-s1-4 from a "
                            "worksheet); the id fixes everything else"},
                   {.command = "gen reverse",
                    .help = "regenerate exactly the puzzle with this id (e.g. "
                            "rev-sq8x8-m10-any-s0-3, or rev-sq10x10-m15-a2000-medium-s1-2r1 from a "
                            "worksheet); the id fixes grid, size, mines, attempts, difficulty, "
                            "seed, index and redraw"},
                   {.command = "gen mosaic",
                    .help = "regenerate exactly the puzzle with this id (e.g. "
                            "mos10x10-d50-medium-s1-0); the id fixes size, density, difficulty, "
                            "seed, index and redraw"}}});
}

// The page: its size, margins and grid of puzzles.
void AddPageOptions(std::vector<OptionSpec>& s) {
  s.push_back({.name = "paper",
               .type = T::kText,
               .commands = kSheet,
               .defaults = {{"sheet", "a4"}},
               .help = "page (trim) size: a4, letter and the other presets of --help, or any WxH "
                       "with mm, cm or in, e.g. 150x230mm"});
  s.push_back({.name = "margins",
               .type = T::kText,
               .commands = kSheet,
               .help = "TOP,BOTTOM,INSIDE,OUTSIDE or one length for all (mm, cm, in or pt); the "
                       "inside margin is on the binding side: left on odd pages, right on even "
                       "pages"});
  s.push_back({.name = "bleed",
               .type = T::kText,
               .commands = kSheet,
               .defaults = {{"sheet", "0"}},
               .help = "bleed (e.g. 3mm or 0.125in) on the top, bottom and outside edge (right on "
                       "odd pages, left on even pages): the page grows by it there, never on the "
                       "binding side; each page's TrimBox marks the trim"});
  s.push_back({.name = "min-cell",
               .type = T::kText,
               .commands = kSheet,
               .defaults = {{"sheet", "5mm"}},
               .help = "smallest cell drawn (e.g. 5mm): a board that cannot fit one to a page "
                       "with cells this large is refused before anything is generated"});
  s.push_back({.name = "per-page",
               .type = T::kText,
               .commands = kSheet,
               .defaults = {{"sheet", "auto"}},
               .help = "puzzles per page as WxH (across x down), or 'auto': as many as fit with "
                       "cells of at least 5 mm; puzzles are always scaled to fit their slot"});
}

// The page: its words and its files.
void AddPageTextOptions(std::vector<OptionSpec>& s) {
  s.push_back({.name = "title",
               .type = T::kText,
               .commands = kSheet,
               .help = "the title on every page (default: from the puzzle kinds, e.g. 'Paper "
                       "Minesweeper'); no control or bidirectional control characters",
               .check = &TextProblem});
  s.push_back({.name = "no-name",
               .type = T::kFlag,
               .commands = kSheet,
               .help = "leave out the 'Name ____ Date ____' line"});
  s.push_back({.name = "answers",
               .type = T::kEnum,
               .choices = {"separate", "after", "none", "only"},
               .commands = kSheet,
               .defaults = {{"sheet", "separate"}},
               .help =
                   "the answer key: 'separate' (the puzzles to OUT, the key and any hint pages to "
                   "OUT's name + '-key', e.g. worksheet-key.pdf, both written or neither; never on "
                   "the back of a puzzle page), 'after' the puzzles in the same file (from an odd "
                   "page, after a blank one if needed), 'none', or 'only' the key. Answer pages "
                   "mirror the puzzle pages. HTML keeps its answers behind a button (separate is "
                   "after there)"});
  s.push_back({.name = "font",
               .type = T::kText,
               .commands = kSheet,
               .defaults = {{"sheet", kFontDefault}},
               .help = kFontHelp});
  s.push_back({.name = "dpi",
               .type = T::kNumber,
               .min = kDpiMin,
               .max = kDpiMax,
               .commands = kSheet,
               .defaults = {{"sheet", "150"}},
               .help = kDpiHelp,
               .cli_check = CliCheck::kBounds});  // render's table (render/render_options.h)
}

// The page: what each puzzle shows beside its grid, and the pages after the key.
void AddCaptionOptions(std::vector<OptionSpec>& s) {
  s.push_back({.name = "qr",
               .type = T::kFlag,
               .commands = kSheet,
               .help = "print beside each square paper puzzle a QR code of its puzz.link URL (at "
                       "least 18 mm with its quiet zone), so a phone opens it in puzz.link's "
                       "player"});
  s.push_back({.name = "show-rating",
               .type = T::kFlag,
               .commands = kSheet,
               .help = "print each paper puzzle's rating (1.0-11.0, higher is harder) beside its "
                       "grade"});
  s.push_back({.name = "labels",
               .type = T::kFlag,
               .commands = kSheet,
               .help = "column letters (A..Z, AA..) and row numbers (1..) around every grid: the "
                       "default; they name cells as hint captions, `check` and `solve --explain "
                       "--labels` do"});
  s.push_back({.name = "no-labels",
               .type = T::kFlag,
               .commands = kSheet,
               .help = "leave out the column letters and row numbers"});
  s.push_back({.name = "ids",
               .type = T::kFlag,
               .commands = kSheet,
               .help = "print each puzzle's id (from which `sheet --id` regenerates it) in its "
                       "caption on the puzzle pages too; the answer key always shows them"});
  s.push_back({.name = "no-guides",
               .type = T::kFlag,
               .commands = kSheet,
               .help = "leave out the guide lines drawn every 5 cells on square grids of 12 or "
                       "more columns"});
  s.push_back({.name = "regions",
               .type = T::kFlag,
               .commands = kSheet,
               .help = "reverse puzzles: beside the target (\"close it in 12 clicks\"), the number "
                       "of blank areas (zero regions), an easier variant"});
  s.push_back({.name = "hints",
               .type = T::kText,
               .commands = kSheet,
               .defaults = {{"sheet", "0"}},
               .help = "after the answer key, each paper puzzle's first K solution steps, each on "
                       "a small copy of the grid with the clues it uses shaded, the cells it "
                       "decides ringed and a caption in the words of `solve --explain`; 'all' for "
                       "the whole path (meant for small boards); 0 for none"});
  s.push_back({.name = "rules",
               .type = T::kEnum,
               .choices = {"full", "short", "none"},
               .commands = kSheet,
               .help = "the rules above the puzzles: 'full' adds under them a worked example (a 3 "
                       "x 3 table on the sheet's grid, one deduction drawn and said in a "
                       "sentence), 'short' is the rules' line alone, 'none' leaves them out (the "
                       "key keeps its legend). Default: full when every puzzle is easy, else "
                       "short. Sheets of no paper puzzle have no example (full is short there); "
                       "the HTML page keeps its rules"});
  s.push_back({.name = "lang",
               .type = T::kText,
               .commands = kSheet,
               .help = "language of the words on the page (default: from LANGUAGE, LC_ALL, "
                       "LC_MESSAGES or LANG, else en)"});
}

// The gen commands' and Python's own options. A web request takes none of them; a book section
// takes a density and a heuristic; `sheet` and `book` have --jobs on the command line
// (AddAlsoOnCommandLine).
void AddRunOptions(std::vector<OptionSpec>& s) {
  static const std::vector<std::string_view> kGenAndBook = {"gen", "book", "python"};
  s.push_back(
      {.name = "density",
       .short_name = "p",
       .type = T::kNumber,
       .min = 0,
       .max = 1,
       .commands = kGenAndBook,
       .defaults = {{"gen paper", "0.5"}, {"gen reverse", "0.15"}, {"gen mosaic", "0.5"}},
       .help = "the share of mines, in [0, 1] (paper: of the free closed cells)",
       .variants = {{.command = "gen paper",
                     .help = "probability that a free closed cell is a mine, in [0, 1] "
                             "(precision 0.0001)"},
                    {.command = "gen reverse", .help = "fraction of cells that are mines, 0..1"},
                    {.command = "gen mosaic",
                     .help = "probability that a cell of a random picture is filled, "
                             "0..1"}}});
  s.push_back({.name = "heuristic",
               .type = T::kEnum,
               .choices = {"none", "paper", "strict"},
               .kinds = kPaper,
               .commands = kGenAndBook,
               .defaults = {{"gen", "paper"}, {"python", "paper"}},
               .help = "none | paper | strict: how closed cells are forced so that clues are not "
                       "0 or full",
               .variants = {{.command = "gen paper",
                             .help = "{choices} (default {default}): paper (the paper's rule) "
                                     "forces closed cells so that clues are not 0 or full, all "
                                     "but a few at the border; strict does so for every clue "
                                     "(sizes where a clue sees fewer than 2 closed cells are "
                                     "refused); none draws plainly (docs/RESEARCH.md)"}}});
  s.push_back({.name = "jobs",
               .short_name = "j",
               .type = T::kInt,
               .min = 0,
               .max = kMaxJobs,
               .commands = kGen,
               .defaults = {{"gen", "0"}, {"python", "0"}, {"sheet", "0"}, {"book", "0"}},
               .help = "worker threads (0 = one per core; same output)"});
  s.push_back({.name = "time-limit",
               .type = T::kNumber,
               .min = 0,
               .max = kMaxSeconds,
               .commands = kGen,
               .defaults = {{"gen paper", "0"}, {"python", "0"}},
               .help = "seconds for the whole run (0 = none)",
               .cli_check = CliCheck::kSeconds,
               // "gen": every command's run-wide limit (cli/common.h WithRunTimeLimit).
               .variants = {{.command = "gen", .help = kRunTimeLimitHelp},
                            {.command = "gen paper",
                             .help = "seconds for the whole run (0 = none): when they run out, "
                                     "papermines stops, writes nothing and exits with status 3"}}});
  s.push_back({.name = "shard",
               .type = T::kText,
               .commands = kGen,
               .help = "K/N: make only the K-th of N parts of the run",
               .check = [](std::string_view text) -> std::string {
                 const absl::StatusOr<Shard> shard = ParseShard(text);
                 return shard.ok() ? "" : std::string(shard.status().message());
               },
               .cli_check = CliCheck::kShard,
               .variants = {{.command = "gen",
                             .help = "K/N: write only the K-th of N contiguous slices of the run's "
                                     "puzzles (the first count mod N slices hold one more), so "
                                     "`cat` of the N outputs in K order is the unsharded output "
                                     "byte for byte. No coordination is needed, but to keep the "
                                     "no-repeat rule shard K regenerates the puzzles before its "
                                     "slice: it costs the generation of every puzzle up to its "
                                     "last one (README, \"Generating in shards\")"}}});
}

// Options of one kind's generator: paper's first index, reverse's tries, a mosaic's picture,
// one-click boards' random and tasks.
void AddKindOptions(std::vector<OptionSpec>& s) {
  // The library tables' defaults as the gen commands show them (never freed, as kind_help).
  static const std::string* max_tries = new std::string(absl::StrCat(gen_options::kMaxTries.value));
  static const std::string* attempts = new std::string(absl::StrCat(gen_options::kAttempts.value));
  s.push_back({.name = "first",
               .type = T::kUInt,
               .kinds = kPaper,
               .commands = kGen,
               .defaults = {{"gen", "0"}, {"python", "0"}},
               .help = "index of the first puzzle (to continue a series)"});
  s.push_back({.name = gen_options::kMaxTries.name,
               .type = T::kInt,
               .min = static_cast<double>(gen_options::kMaxTries.min),
               .max = static_cast<double>(gen_options::kMaxTries.max),
               .kinds = kPaper,
               .commands = kGen,
               .defaults = {{"gen", *max_tries}},
               .help = gen_options::kMaxTries.help,
               .cli_check = CliCheck::kBounds});
  s.push_back({.name = gen_options::kAttempts.name,
               .type = T::kInt,
               .min = static_cast<double>(gen_options::kAttempts.min),
               .max = static_cast<double>(gen_options::kAttempts.max),
               .kinds = {"reverse"},
               .commands = kGen,
               .defaults = {{"gen", *attempts}},
               .help = gen_options::kAttempts.help,
               .cli_check = CliCheck::kBounds});
  // A mosaic of one picture (app/picture.h): `gen mosaic --image`, Python's image= (a path, or
  // the bytes of a PNG or a text grid, which the front end reads itself), a web sheet's "image"
  // (the grid's text, or the file as a data: URL: PictureGridOf).
  static const std::vector<std::string_view> kGenAndWebSheet = {"gen", "python", "sheet"};
  s.push_back({.name = "image",
               .type = T::kText,
               .kinds = {"mosaic"},
               .commands = kGenAndWebSheet,
               .help = "one mosaic of this picture: a PNG or a text grid of '#' and '.'",
               .variants = {{.command = "gen mosaic",
                             .help = "make one mosaic of this picture: a PNG or a text grid of '#' "
                                     "and '.' (see above; docs/FORMAT.md)"}}});
  s.push_back({.name = "threshold",
               .type = T::kNumber,
               .min = 0,
               .max = 1,
               .kinds = {"mosaic"},
               .commands = kGenAndWebSheet,
               .defaults = {{"gen", "0.5"}, {"python", "0.5"}, {"sheet", "0.5"}},
               .help = "with an image: a cell is filled when its average luminance (0 black .. 1 "
                       "white) is below this",
               .variants = {{.command = "gen mosaic",
                             .help = "with --image: a cell is filled when its average luminance "
                                     "(0 black .. 1 white) is below this"}}});
  s.push_back({.name = "random",
               .type = T::kFlag,
               .kinds = {"oneclick"},
               .commands = kGen,
               .help = "a random valid board instead of the canonical corner fill",
               .variants = {{.command = "gen oneclick",
                             .help = "a random valid board (a random zero region grown from a "
                                     "random click) instead of the canonical corner fill"}}});
  s.push_back({.name = "tasks",
               .type = T::kFlag,
               .kinds = {"oneclick"},
               .commands = kGen,
               .help = "a worksheet's tasks (size and mines varied, some impossible)",
               .variants = {{.command = "gen oneclick",
                             .help = "a worksheet's tasks, as `sheet --kind oneclick` draws them: "
                                     "--count different tasks (size and mines) with sizes varied "
                                     "by up to a fifth around --rows x --cols, mines from "
                                     "--difficulty's share band unless --mines fixes them, and an "
                                     "--impossible share written with the line 'impossible' "
                                     "instead of a solution"}}});
}

// The command line's own options: where the output goes, what a run says on stderr, the files a
// sheet or book writes beside its output. No web request or Python call takes them.
void AddOutputOptions(std::vector<OptionSpec>& s) {
  s.push_back(
      {.name = "output",
       .short_name = "o",
       .type = T::kText,
       .defaults = {{"gen", "-"},
                    {"sheet", "worksheet.pdf"},
                    {"render", ""},
                    {"solve", "-"},
                    {"check", "-"},
                    {"export", "-"},
                    {"clicks", "-"},
                    {"theorem", "-"},
                    {"reveal", "-"}},
       .help = "output file ('-' = stdout)",
       .variants = {{.command = "sheet",
                     .help = "OUT.pdf, OUT.svg, OUT.png or OUT.html (a playable page; several "
                             "SVG/PNG pages: OUT-1.svg, OUT-2.svg, ... written all or nothing; "
                             "pages an earlier run left under the name are removed, as in "
                             "`papermines render`)"},
                    {.command = "render",
                     .help = "OUT.pdf, OUT.svg, OUT.png (several SVG/PNG pages: OUT-1.svg, "
                             "OUT-2.svg, ...) or OUT.html (one self-contained playable page)"},
                    {.command = "book",
                     .help = "OUT.pdf or OUT.html ('-' = PDF on standard output)"}},
       .cli_commands = {"gen", "sheet", "render", "book", "solve", "check", "export", "clicks",
                        "theorem", "reveal"}});
  s.push_back({.name = "quiet",
               .short_name = "q",
               .type = T::kFlag,
               .help = "no progress bar (it is only drawn when stderr is a terminal)",
               .variants = {{.command = "gen mosaic",
                             .help = "with --image: do not print the target on stderr"}},
               .cli_commands = {"gen paper", "gen mosaic", "sheet", "book"}});
  s.push_back({.name = "stats",
               .type = T::kFlag,
               .help = "print the draw counts on stderr (always printed with --difficulty)",
               .cli_commands = {"gen paper"}});
  s.push_back({.name = "gcj",
               .type = T::kFlag,
               .help = "contest mode: Code Jam input on stdin, Code Jam output (errors: "
                       "<stdin>:LINE:COL, exit 2)",
               .cli_commands = {"gen oneclick"}});
  s.push_back({.name = "save",
               .type = T::kText,
               .help = "also write the puzzles, with their answers, to this .mines file: the "
                       "PUZZLES that `papermines check` marks students' answers against",
               .cli_commands = {"sheet"}});
  s.push_back(
      {.name = "sets",
       .type = T::kInt,
       .min = 1,
       .max = 1000,
       .help = "a series of N sheets (a term of sheets): OUT-1.pdf ... OUT-N.pdf (the name's stem, "
               "-K, its extension), each a sheet with its answer key as without --sets, with no "
               "puzzle twice across the whole series; set 1 is the sheet the same options make "
               "without --sets. The ids on each set's key regenerate it (`sheet --id`). With "
               "--save, one .mines per set (M.mines -> M-1.mines ...)",
       .cli_check = CliCheck::kRange,
       .cli_commands = {"sheet"}});
  s.push_back({.name = "ramp",
               .type = T::kText,
               .help =
                   "FROM-TO, e.g. easy-hard: the series' difficulty goes from FROM on the first "
                   "set to TO on the last, the levels between spread evenly (4 sets easy-hard: "
                   "easy, medium, medium, hard); instead of --difficulty",
               .cli_commands = {"sheet"}});
  s.push_back({.name = "format",
               .type = T::kEnum,
               .choices = {"pdf", "svg", "png", "html"},
               .defaults = {{"export", "puzzlink"}},
               .help = "pdf, svg, png or html (default: from the output name's extension; '-o -' "
                       "is PDF); html is one self-contained playable page (see the README)",
               .variants = {{.command = "export",
                             .help = "puzzlink or mines",
                             .choices = {"puzzlink", "mines"}}},
               .cli_commands = {"sheet", "render", "export"}});
  s.push_back({.name = "cover",
               .type = T::kText,
               .help = "also write the paperback cover to COVER.pdf: back, spine and front in one "
                       "page with a 0.125 in bleed all round, the spine as thick as the book's "
                       "pages (\"cover\": {\"paper\": white|cream}); written together with the "
                       "book",
               .cli_commands = {"book"}});
}

// The flags of the commands that read puzzles: solve, check, clicks, reveal.
void AddReadingOptions(std::vector<OptionSpec>& s) {
  s.push_back(
      {.name = "json",
       .type = T::kFlag,
       .help = "print JSON instead of text",
       .variants =
           {{.command = "solve",
             .help =
                 "print one JSON object {\"puzzles\": [{\"id\", \"status\", \"solutions\", "
                 "\"difficulty\", \"rating\", \"proof\", \"opening\", ...}]}; solutions are row "
                 "strings in the solution notation; 'none' lists the clues that cannot be met"},
            {.command = "check",
             .help =
                 "print one JSON object {\"answers\": [{\"id\", \"kind\", \"verdict\", "
                 "\"right\", \"reason\", \"cells\", ...}], \"right\", \"total\"}; for a class "
                 "{\"students\": [{\"name\", \"right\", \"total\", \"wrong\", \"skipped\", "
                 "\"unread\", \"problems\", \"answers\"}], \"puzzles\": [{\"id\", \"right\"}]}"},
            {.command = "theorem", .help = "print one JSON object instead of the table"}},
       .cli_commands = {"solve", "check", "clicks", "theorem"}});
  s.push_back({.name = "explain",
               .type = T::kFlag,
               .help = "also print the deductions in order, in words for an answer key (and for "
                       "'none' the failing clues, for 'multiple' both solutions)",
               .cli_commands = {"solve"}});
  s.push_back({.name = "no-grade",
               .type = T::kFlag,
               .help = "skip the difficulty grade (graded by default for puzzles up to 40000 "
                       "cells)",
               .cli_commands = {"solve"}});
  s.push_back({.name = "csv",
               .type = T::kFlag,
               .help = "a class report as CSV: student,right,total, one column per puzzle "
                       "(right|wrong|skipped|unread), problems; a last row 'right per puzzle'; a "
                       "cell that begins with = + - @ gets a leading apostrophe (text, not a "
                       "formula)",
               .cli_commands = {"check"}});
  s.push_back({.name = "rowcol",
               .type = T::kFlag,
               .help = "name cells as the .mines format counts them, 0-based (r,c), instead of the "
                       "printed labels",
               .cli_commands = {"check"}});
  s.push_back({.name = "list",
               .type = T::kFlag,
               .help = "plain output: also list both click sets",
               .cli_commands = {"clicks"}});
  s.push_back({.name = "minesrev",
               .type = T::kFlag,
               .help = "read CodeChef MINESREV input on stdin, print one answer a line",
               .cli_commands = {"clicks"}});
  s.push_back({.name = "click",
               .type = T::kText,
               .help = "the cell to click, ROW,COL (0-based)",
               .cli_commands = {"reveal"}});
  s.push_back({.name = "input",
               .short_name = "i",
               .type = T::kText,
               .defaults = {{"reveal", "-"}},
               .help = "board file ('-' = stdin)",
               .cli_commands = {"reveal"}});
}

// theorem's range of sizes and what it prints (its topology is the set's row; its budget the
// solver's table, solve/options.h). theorem checks the sizes itself.
void AddTheoremOptions(std::vector<OptionSpec>& s) {
  static const std::string* budget =  // never freed, as kind_help
      new std::string(absl::StrCat(solve_options::kTheoremBudget.value));
  const std::pair<std::string_view, std::string_view> sides[] = {
      {"min-rows", "smallest number of rows"},
      {"max-rows", "largest number of rows"},
      {"min-cols", "smallest number of columns"},
      {"max-cols", "largest number of columns"}};
  for (const auto& [name, help] : sides) {
    s.push_back({.name = name,
                 .type = T::kInt,
                 .max = kNoPracticalMax,
                 .defaults = {{"theorem", name.starts_with("min") ? "1" : "12"}},
                 .help = help,
                 .cli_check = CliCheck::kNone,
                 .cli_commands = {"theorem"}});
  }
  s.push_back({.name = "witnesses",
               .type = T::kFlag,
               .help = "print the two colliding mine sets (cells as (row,col)) in the table",
               .cli_commands = {"theorem"}});
  s.push_back({.name = "singular-only",
               .type = T::kFlag,
               .help = "list only the sizes whose rank is not full (the summary counts all)",
               .cli_commands = {"theorem"}});
  s.push_back({.name = solve_options::kTheoremBudget.name,
               .type = T::kInt,
               .min = static_cast<double>(solve_options::kTheoremBudget.min),
               .max = static_cast<double>(solve_options::kTheoremBudget.max),
               .defaults = {{"theorem", *budget}},
               .help = solve_options::kTheoremBudget.help,
               .cli_check = CliCheck::kBounds,
               .cli_commands = {"theorem"}});
}

// The rows of a sheet, a set or a run that more commands of the command line take as flags, and
// what those commands say of them.
void AddAlsoOnCommandLine(std::vector<OptionSpec>& s) {
  auto row = [&s](std::string_view name) -> OptionSpec& {
    return *std::find_if(s.begin(), s.end(), [&](const OptionSpec& o) { return o.name == name; });
  };
  for (OptionSpec& spec : s) {  // render draws with a sheet's settings
    if (spec.commands == kSheet) spec.cli_commands.push_back("render");
  }
  const std::pair<std::string_view, std::vector<std::string_view>> also[] = {
      {"topology", {"theorem"}},
      {"jobs", {"sheet", "book"}},
      {"time-limit", {"sheet", "book", "render", "check", "clicks", "theorem", "solve"}},
      {"shard", {"sheet"}},
      {"lang", {"check", "book"}},
      {"title", {"check"}},
      {"labels", {"solve", "check"}},
      {"qr", {"book"}}};
  for (const auto& [name, commands] : also) {
    OptionSpec& spec = row(name);
    spec.cli_commands.insert(spec.cli_commands.end(), commands.begin(), commands.end());
  }
  for (std::string_view command : {"sheet", "book", "check", "clicks", "theorem"}) {
    row("time-limit").variants.push_back({.command = command, .help = kRunTimeLimitHelp});
  }
  row("time-limit")
      .variants.push_back({.command = "solve",
                           .help = "seconds per puzzle, from when its reading begins (a grid of "
                                   "millions of cells takes seconds to read); an undecided puzzle "
                                   "gets status 'unknown' (exit 3)"});
  row("topology").defaults.push_back({"theorem", "square"});
  row("topology")
      .variants.push_back({.command = "theorem",
                           .help = "square, triangle, strip or hex",
                           .choices = {"square", "triangle", "strip", "hex"}});
  row("shard").variants.push_back(
      {.command = "sheet",
       .help = "K/N: write only the K-th of N contiguous slices of the series' sets (the first "
               "(sets mod N) slices hold one more), under the names the whole series gives them, "
               "so the N shards together write exactly the files of the unsharded series; shard K "
               "makes the puzzles of the sets before its slice again, unwritten, to keep the "
               "no-repeat rule"});
  row("title").variants.push_back(
      {.command = "check",
       .help = "the class summary's title (-o report.pdf; default 'Class report')"});
  row("labels").variants.push_back(
      {.command = "solve",
       .help = "name cells as the labels drawn by `render --labels` (column letters, row numbers "
               "from 1: \"C4\") instead of 0-based (r,c)"});
  row("labels").variants.push_back(
      {.command = "check",
       .help = "name cells by the printed labels (column letters, row numbers from 1: \"C4\"), as "
               "sheets draw them: the default (with --json a \"cell_names\" list beside the "
               "\"cells\" numbers)"});
  row("qr").variants.push_back({.command = "book",
                                .help = "a QR code of its puzz.link URL beside each square paper "
                                        "puzzle (as the spec's \"qr\": true)"});
}

std::vector<OptionSpec> MakeSchema() {
  std::vector<OptionSpec> s;
  AddSetOptions(s);
  AddBoardOptions(s);
  AddPuzzleOptions(s);
  AddPageOptions(s);
  AddPageTextOptions(s);
  AddCaptionOptions(s);
  AddRunOptions(s);
  AddKindOptions(s);
  AddOutputOptions(s);
  AddReadingOptions(s);
  AddTheoremOptions(s);
  AddAlsoOnCommandLine(s);
  return s;
}

// "12", "-3", "+4" (whole); "0.5", "1e3" (number). Inf and nan are not numbers a user means.
bool IsNumberText(std::string_view text, bool whole) {
  const char* b = text.data();
  const char* e = b + text.size();
  if (b != e && (*b == '+' || *b == '-')) ++b;
  if (b == e) return false;
  if (whole) return std::all_of(b, e, [](char ch) { return ch >= '0' && ch <= '9'; });
  double v = 0;
  auto [ptr, ec] = std::from_chars(b, e, v);
  return ptr == e && (ec == std::errc() || ec == std::errc::result_out_of_range) &&
         ((*b >= '0' && *b <= '9') || *b == '.');
}

bool LooksLikeSize(std::string_view v) {
  const size_t x = v.find_first_of("xX");
  if (x == std::string_view::npos || x == 0 || x + 1 == v.size() || v.size() > 20) return false;
  auto digits = [](std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  };
  return digits(v.substr(0, x)) && digits(v.substr(x + 1));
}

}  // namespace

absl::Status OptionError(std::string_view name, std::string message) {
  absl::Status s = absl::InvalidArgumentError(std::move(message));
  s.SetPayload(kLocationPayload, absl::Cord(nlohmann::json{{"key", std::string(name)}}.dump()));
  return s;
}

std::string RangeText(const OptionSpec& spec, bool too_low) {
  if (spec.type == T::kNumber) return absl::StrCat("must be between ", spec.min, " and ", spec.max);
  // A bound no one picks (2^40 puzzles) guards the arithmetic: it is not told to a user who gave
  // too little.
  if (spec.type == T::kInt && spec.max >= kNoPracticalMax && too_low) {
    return absl::StrCat("must be at least ", static_cast<int64_t>(spec.min));
  }
  return absl::StrCat("must be between ", static_cast<int64_t>(spec.min), " and ",
                      spec.type == T::kUInt && spec.max >= 1.8e19
                          ? std::to_string(std::numeric_limits<uint64_t>::max())
                          : std::to_string(static_cast<int64_t>(spec.max)));
}

namespace {

absl::StatusOr<std::string> CheckNumber(const OptionSpec& spec, std::string_view text,
                                        Caller caller) {
  const std::string name = Spell(spec.name, caller);
  const absl::string_view given = AsAbsl(text);
  const bool whole = spec.type != T::kNumber;
  if (!IsNumberText(text, whole)) {
    std::string message =
        absl::StrCat(name, ": '", given, "' is not ", whole ? "a whole number" : "a number");
    if ((spec.name == "rows" || spec.name == "cols") && LooksLikeSize(text)) {
      absl::StrAppend(&message, " (rows and columns together: ", Spell("size", caller), " RxC)");
    }
    return OptionError(spec.name, message);
  }
  bool in_range = false, too_low = false;
  if (spec.type == T::kUInt) {
    uint64_t v = 0;
    const char* b = text.data() + (text[0] == '+' ? 1 : 0);
    auto [ptr, ec] = std::from_chars(b, text.data() + text.size(), v);
    in_range = text[0] != '-' && ec == std::errc() && ptr == text.data() + text.size();
    too_low = text[0] == '-';
  } else if (spec.type == T::kInt) {
    int64_t v = 0;
    const char* b = text.data() + (text[0] == '+' ? 1 : 0);
    auto [ptr, ec] = std::from_chars(b, text.data() + text.size(), v);
    in_range = ec == std::errc() && ptr == text.data() + text.size() &&
               static_cast<double>(v) >= spec.min && static_cast<double>(v) <= spec.max;
    // Out of int64's range is too low only with a minus sign.
    too_low = text[0] == '-' || (ec == std::errc() && static_cast<double>(v) < spec.min);
  } else {
    double v = std::strtod(std::string(text).c_str(), nullptr);
    in_range = std::isfinite(v) && v >= spec.min && v <= spec.max;
  }
  if (!in_range) {
    return OptionError(spec.name,
                       absl::StrCat(name, " ", RangeText(spec, too_low), ", got ", given));
  }
  std::string canonical(text.substr(text[0] == '+' ? 1 : 0));
  return canonical;
}

int64_t ToInt(const std::string& text) {
  int64_t v = 0;
  std::from_chars(text.data(), text.data() + text.size(), v);
  return v;
}

}  // namespace

size_t EditDistance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

std::string Closest(std::string_view word, const std::vector<std::string>& names) {
  const size_t limit = std::max<size_t>(1, word.size() / 3);
  const std::string lower = absl::AsciiStrToLower(AsAbsl(word));
  std::string best;
  size_t best_distance = limit + 1;
  for (const std::string& n : names) {
    const size_t d = EditDistance(lower, n);
    if (d < best_distance) {
      best = n;
      best_distance = d;
    }
  }
  return best;
}

bool LimitDependsOnCommand(std::string_view name) {
  return name == "rows" || name == "cols" || name == "count";
}

std::string Spell(std::string_view name, Caller caller) {
  switch (caller) {
    case Caller::kCli:
      return absl::StrCat("--", AsAbsl(name));
    case Caller::kJson:
      return absl::StrCat("\"", AsAbsl(name), "\"");
    case Caller::kBookSpec:
    case Caller::kPython: {
      std::string n(name);
      std::replace(n.begin(), n.end(), '-', '_');
      return caller == Caller::kPython ? n + "=" : absl::StrCat("\"", n, "\"");
    }
  }
  return std::string(name);
}

namespace {

// "gen paper" falls back on "gen": the gen subcommands share what "gen" says; `render` draws
// with a sheet's settings, and shares what "sheet" says of them.
std::string_view Family(std::string_view command) {
  if (command == "render") return "sheet";
  return command.starts_with("gen ") ? std::string_view("gen") : std::string_view();
}

}  // namespace

const OptionDefault* OptionSpec::DefaultEntry(std::string_view command) const {
  for (std::string_view c : {command, Family(command)}) {
    if (c.empty()) continue;
    for (const OptionDefault& d : defaults) {
      if (d.command == c) return &d;
    }
  }
  return nullptr;
}

std::string_view OptionSpec::Default(std::string_view command) const {
  const OptionDefault* d = DefaultEntry(command);
  return d == nullptr ? std::string_view() : d->value;
}

std::vector<const OptionVariant*> OptionSpec::Variants(std::string_view command) const {
  std::vector<const OptionVariant*> out;
  for (std::string_view c : {command, Family(command)}) {
    if (c.empty()) continue;
    for (const OptionVariant& v : variants) {
      if (v.command == c) out.push_back(&v);
    }
  }
  return out;
}

std::string OptionSpec::Help(std::string_view command) const {
  std::string_view text = help;
  for (const OptionVariant* v : Variants(command)) {
    if (!v->help.empty()) {
      text = v->help;
      break;
    }
  }
  std::vector<std::string> names;
  for (std::string_view c : Choices(command)) names.emplace_back(c);
  return absl::StrReplaceAll(AsAbsl(text), {{"{choices}", absl::StrJoin(names, " | ")},
                                            {"{default}", AsAbsl(Default(command))}});
}

bool OptionSpec::ShowsDefault(std::string_view command) const {
  const OptionDefault* d = DefaultEntry(command);
  if (d == nullptr || d->value.empty() || !d->shown) return false;
  for (const OptionVariant* v : Variants(command)) {
    if (!v->help.empty()) return v->help.find("{default}") == std::string_view::npos;
  }
  return help.find("{default}") == std::string_view::npos;
}

std::string_view OptionSpec::ShortName(std::string_view command) const {
  for (const OptionVariant* v : Variants(command)) {
    if (!v->short_name.empty()) return v->short_name;
  }
  return short_name;
}

std::vector<std::string_view> OptionSpec::Choices(std::string_view command) const {
  for (const OptionVariant* v : Variants(command)) {
    if (!v->choices.empty()) return v->choices;
  }
  return choices;
}

CliCheck OptionSpec::Check(std::string_view command) const {
  for (const OptionVariant* v : Variants(command)) {
    if (v->check.has_value()) return *v->check;
  }
  return cli_check;
}

std::pair<double, double> OptionSpec::Range(std::string_view command) const {
  for (const OptionVariant* v : Variants(command)) {
    if (v->max > v->min) return {v->min, v->max};
  }
  return {min, max};
}

bool OptionSpec::TakenBy(std::string_view command) const {
  return std::find(commands.begin(), commands.end(), command) != commands.end();
}

bool OptionSpec::OnCommandLine(std::string_view command) const {
  for (std::string_view c : {command, command.starts_with("gen ") ? "gen" : command}) {
    if (TakenBy(c) ||
        std::find(cli_commands.begin(), cli_commands.end(), c) != cli_commands.end()) {
      return true;
    }
  }
  return false;
}

const std::vector<OptionSpec>& OptionSchema() {
  static const auto* schema = new std::vector<OptionSpec>(MakeSchema());
  return *schema;
}

const OptionSpec* FindOption(std::string_view name) {
  std::string dashed(name);
  std::replace(dashed.begin(), dashed.end(), '_', '-');
  for (const OptionSpec& spec : OptionSchema()) {
    if (spec.name == dashed) return &spec;
  }
  return nullptr;
}

absl::StatusOr<std::string> CheckText(const OptionSpec& spec, std::string_view text,
                                      Caller caller) {
  const std::string name = Spell(spec.name, caller);
  const absl::string_view given = AsAbsl(text);
  switch (spec.type) {
    case T::kInt:
    case T::kUInt:
    case T::kNumber:
      return CheckNumber(spec, text, caller);
    case T::kEnum: {
      const std::string lower = absl::AsciiStrToLower(given);
      for (std::string_view c : spec.choices) {
        if (c == lower) return lower;
      }
      std::vector<std::string> names(spec.choices.begin(), spec.choices.end());
      std::string message =
          absl::StrCat(name, ": '", given, "' is not one of ", absl::StrJoin(names, ", "));
      if (std::string near = Closest(text, names); !near.empty()) {
        absl::StrAppend(&message, " (did you mean '", near, "'?)");
      }
      return OptionError(spec.name, message);
    }
    case T::kFlag: {
      const std::string lower = absl::AsciiStrToLower(given);
      if (lower == "true" || lower == "false") return lower;
      return OptionError(spec.name, absl::StrCat(name, " is on or off, got '", given, "'"));
    }
    case T::kSize: {
      if (!LooksLikeSize(text)) {
        return OptionError(spec.name, absl::StrCat(name,
                                                   ": expected RxC (rows x columns, e.g. "
                                                   "10x10), got '",
                                                   given, "'"));
      }
      return absl::AsciiStrToLower(given);
    }
    case T::kText:
    case T::kList:
      if (spec.check != nullptr) {
        if (std::string problem = spec.check(text); !problem.empty()) {
          return OptionError(spec.name, absl::StrCat(name, ": '", given, "' ", problem));
        }
      }
      if (spec.type == T::kList && (text.empty() || text.front() == ',' || text.back() == ',' ||
                                    text.find(",,") != std::string_view::npos)) {
        return OptionError(spec.name, absl::StrCat(name, ": '", given,
                                                   "' holds an empty id (one id, or several "
                                                   "separated by commas: A,B)"));
      }
      return std::string(text);
  }
  return std::string(text);
}

std::string OptionValues::Get(std::string_view name, std::string_view command) const {
  if (auto it = text.find(name); it != text.end()) return it->second;
  const OptionSpec* spec = FindOption(name);
  return spec == nullptr ? "" : std::string(spec->Default(command));
}

bool OptionValues::On(std::string_view name) const {
  auto it = text.find(name);
  return it != text.end() && it->second == "true";
}

absl::StatusOr<OptionValues> ReadJsonOptions(const nlohmann::json& request,
                                             std::string_view command,
                                             const std::vector<std::string>& skip) {
  OptionValues out;
  for (const auto& [key, value] : request.items()) {
    if (std::find(skip.begin(), skip.end(), key) != skip.end()) continue;
    const OptionSpec* spec = FindOption(key);
    if (spec == nullptr || !spec->TakenBy(command) || key.find('_') != std::string::npos) {
      std::vector<std::string> names;
      for (const OptionSpec& s : OptionSchema()) {
        if (s.TakenBy(command)) names.emplace_back(s.name);
      }
      std::string message = absl::StrCat("unknown key \"", key, "\"");
      const std::string near = Closest(key, names);
      if (!near.empty()) absl::StrAppend(&message, " (did you mean \"", near, "\"?)");
      return OptionError(key, message);
    }
    const std::string name = Spell(spec->name, Caller::kJson);
    // A named reference: clang 14 cannot capture a structured binding in a lambda.
    const nlohmann::json& given = value;
    auto expect = [&](const char* what) {
      return OptionError(
          spec->name,
          absl::StrCat(
              name, " must be ", what, ", got ", given.type_name(), " ",
              given.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).substr(0, 60)));
    };
    std::string text;
    switch (spec->type) {
      case T::kInt:
      case T::kUInt:
        if (!value.is_number_integer() && !value.is_number_unsigned()) {
          return expect("a whole number");
        }
        text = value.is_number_unsigned() ? std::to_string(value.get<uint64_t>())
                                          : std::to_string(value.get<int64_t>());
        break;
      case T::kNumber:
        if (!value.is_number()) return expect("a number");
        text = value.is_number_float() ? value.dump() : std::to_string(value.get<int64_t>());
        break;
      case T::kFlag:
        if (!value.is_boolean()) return expect("true or false");
        out.text[std::string(spec->name)] = value.get<bool>() ? "true" : "false";
        continue;
      case T::kList: {
        std::vector<std::string> items;
        if (value.is_string()) {
          items.push_back(value.get<std::string>());
        } else if (value.is_array() && !value.empty() && value.size() <= 500 &&
                   std::all_of(value.begin(), value.end(),
                               [](const nlohmann::json& v) { return v.is_string(); })) {
          for (const nlohmann::json& v : value) items.push_back(v.get<std::string>());
        } else {
          return expect("a string or a list of 1 to 500 strings");
        }
        std::vector<std::string>& list = out.lists[std::string(spec->name)];
        for (const std::string& item : items) {
          absl::StatusOr<std::string> checked = CheckText(*spec, item, Caller::kJson);
          if (!checked.ok()) return checked.status();
          for (absl::string_view id : absl::StrSplit(*checked, ',')) list.emplace_back(id);
        }
        continue;
      }
      default:
        if (!value.is_string()) return expect("a string");
        text = value.get<std::string>();
        break;
    }
    absl::StatusOr<std::string> checked = CheckText(*spec, text, Caller::kJson);
    if (!checked.ok()) return checked.status();
    out.text[std::string(spec->name)] = *std::move(checked);
  }
  return out;
}

absl::StatusOr<Difficulty> DifficultyOf(std::string_view name, Caller caller) {
  const std::string lower = absl::AsciiStrToLower(AsAbsl(name));
  if (lower == "any") return Difficulty::kNone;
  if (std::optional<Difficulty> d = ParseDifficulty(lower)) return *d;
  return CheckText(*FindOption("difficulty"), name, caller).status();
}

absl::StatusOr<TopologyKind> TopologyOf(std::string_view name, Caller caller) {
  const std::string lower = absl::AsciiStrToLower(AsAbsl(name));
  if (lower == "square") return TopologyKind::kSquare;
  if (lower == "triangle") return TopologyKind::kTriangle;
  if (lower == "hex") return TopologyKind::kHex;
  return CheckText(*FindOption("topology"), name, caller).status();
}

absl::StatusOr<PaperHeuristic> HeuristicOf(std::string_view name, Caller caller) {
  const std::string lower = absl::AsciiStrToLower(AsAbsl(name));
  if (lower == "none") return PaperHeuristic::kNone;
  if (lower == "paper") return PaperHeuristic::kPaper;
  if (lower == "strict") return PaperHeuristic::kStrict;
  return CheckText(*FindOption("heuristic"), name, caller).status();
}

absl::StatusOr<PaperOpening> OpeningOf(std::string_view name, Caller caller) {
  const std::string lower = absl::AsciiStrToLower(AsAbsl(name));
  if (lower == "chessboard") return PaperOpening::kChessboard;
  if (lower == "sparse") return PaperOpening::kSparse;
  return CheckText(*FindOption("opening"), name, caller).status();
}

absl::Status ApplyRating(std::string_view range, bool difficulty_given, Caller caller,
                         ProducerOptions* produce) {
  absl::StatusOr<std::pair<double, double>> r = ParseRatingRange(range);
  if (!r.ok()) {
    return OptionError("rating", absl::StrCat(Spell("rating", caller), ": ", r.status().message()));
  }
  produce->rating_min_tenths = static_cast<int>(std::lround(r->first * 10));
  produce->rating_max_tenths = static_cast<int>(std::lround(r->second * 10));
  if (!difficulty_given) produce->difficulty = Difficulty::kNone;
  return absl::OkStatus();
}

absl::StatusOr<ProducerOptions> MakeProducerOptions(const OptionValues& given,
                                                    std::string_view command, Caller caller,
                                                    const Environment& env) {
  // Every value once more against its row (the command line's and Python's arrive unchecked
  // here; a JSON request's were checked as they were read): ranges, choices, RxC, each kept in
  // its canonical spelling (a choice in lowercase: "SHOWN" is "shown" below). A side is left to
  // the board's check below, which names both.
  OptionValues values = given;
  for (auto& [name, text] : values.text) {
    const OptionSpec* spec = FindOption(name);
    if (spec == nullptr || LimitDependsOnCommand(name)) continue;
    absl::StatusOr<std::string> ok = CheckText(*spec, text, caller);
    if (!ok.ok()) return ok.status();
    text = *std::move(ok);
  }
  ProducerOptions o;
  const std::string kind = values.Get("kind", command);
  o.kind = ParsePuzzleKind(kind).value_or(PuzzleKind::kPaper);
  absl::StatusOr<TopologyKind> topology = TopologyOf(values.Get("topology", command), caller);
  if (!topology.ok()) return topology.status();
  o.topology = *topology;
  absl::StatusOr<Difficulty> difficulty = DifficultyOf(values.Get("difficulty", command), caller);
  if (!difficulty.ok()) return difficulty.status();
  o.difficulty = *difficulty;
  // Sizes: --size, else --rows and --cols.
  if (values.Has("size")) {
    const std::string size = values.Get("size", command);
    const size_t x = size.find_first_of("xX");
    o.rows = ToInt(size.substr(0, x));
    o.cols = ToInt(size.substr(x + 1));
  } else {
    o.rows = ToInt(values.Get("rows", command));
    o.cols = ToInt(values.Get("cols", command));
  }
  if (values.Has("id")) {
    o.ids = values.lists.at("id");
    o.rows = o.cols = 1;  // the ids fix the sizes
  }
  // A sheet's and a book's boards are drawn: 1000 a side; the gen commands and Python 2^26.
  const bool drawn = command == "sheet" || command == "book";
  const int64_t side = drawn ? 1000 : int64_t{1} << 26;
  if (o.rows < 1 || o.cols < 1 || o.rows > side || o.cols > side) {
    if (caller == Caller::kCli || values.Has("size")) {
      return OptionError(
          values.Has("size") ? "size" : (o.rows < 1 || o.rows > side ? "rows" : "cols"),
          absl::StrCat("the board must have 1 to ", side, " rows and columns (",
                       Spell("size", caller), " RxC, or ", Spell("rows", caller), " and ",
                       Spell("cols", caller), "), got ", o.rows, "x", o.cols));
    }
    const char* bad = o.rows < 1 || o.rows > side ? "rows" : "cols";
    return OptionError(bad, absl::StrCat(Spell(bad, caller), " must be between 1 and ", side,
                                         ", got ", bad[0] == 'r' ? o.rows : o.cols));
  }
  o.count = ToInt(values.Get("count", command));
  const int64_t most = drawn ? kMaxCount : static_cast<int64_t>(FindOption("count")->max);
  if (o.count < 1 || o.count > most) {
    return OptionError(
        "count",
        drawn ? absl::StrCat(Spell("count", caller), " must be between 1 and ", most)
              : absl::StrCat(Spell("count", caller), " ",
                             RangeText(*FindOption("count"), o.count < 1), ", got ", o.count));
  }
  // No seed given and none by default (a sheet): a fresh one (app/seed.h).
  const std::string seed = values.Get("seed", command);
  if (seed.empty()) {
    o.seed = FreshSeed(env);
  } else {
    std::from_chars(seed.data(), seed.data() + seed.size(), o.seed);
  }
  if (values.Has("rating")) {
    if (o.kind != PuzzleKind::kPaper) {
      return OptionError(
          "rating",
          absl::StrCat(Spell("rating", caller), " picks paper tables by the solver's rating: use ",
                       Spell("difficulty", caller), " for ", kind, " sheets"));
    }
    if (absl::Status s =
            ApplyRating(values.Get("rating", command), values.Has("difficulty"), caller, &o);
        !s.ok()) {
      return s;
    }
  }
  if (values.Get("opening", command) == "sparse") o.opening = PaperOpening::kSparse;
  o.mine_count_shown = values.Get("mine-count", command) == "shown";
  if (values.Has("mines")) o.mines = ToInt(values.Get("mines", command));
  if (values.Has("impossible")) {
    o.impossible = std::strtod(values.Get("impossible", command).c_str(), nullptr);
    if (o.impossible > 0 && o.kind != PuzzleKind::kOneClick) {
      return OptionError("impossible",
                         absl::StrCat(Spell("impossible", caller),
                                      " mixes impossible tasks into one-click sheets: use it with ",
                                      Spell("kind", caller), " oneclick"));
    }
  }
  return o;
}

nlohmann::json SchemaJson(std::string_view command) {
  static const char* const kTypes[] = {"int",  "uint", "number", "text",
                                       "enum", "flag", "size",   "list"};
  nlohmann::json out = nlohmann::json::array();
  for (const OptionSpec& spec : OptionSchema()) {
    if (!spec.TakenBy(command)) continue;
    nlohmann::json o = {
        {"name", spec.name}, {"type", kTypes[static_cast<int>(spec.type)]}, {"help", spec.help}};
    if (!spec.short_name.empty()) o["short"] = spec.short_name;
    if (!spec.choices.empty()) o["choices"] = spec.choices;
    if (!spec.kinds.empty()) o["kinds"] = spec.kinds;
    if (spec.type == T::kInt || spec.type == T::kUInt || spec.type == T::kNumber ||
        spec.type == T::kSize) {
      o["min"] = spec.min;
      const double most = spec.name == "count" && (command == "sheet" || command == "book")
                              ? static_cast<double>(kMaxCount)
                              : spec.max;
      if (most < kNoPracticalMax) o["max"] = most;
    }
    if (!spec.Default(command).empty()) o["default"] = spec.Default(command);
    out.push_back(std::move(o));
  }
  return out;
}

}  // namespace papermines::app
