// papermines gen oneclick: boards that one click clears (Code Jam 2014 "Minesweeper Master").
#include <cstdint>
#include <iostream>
#include <memory>
#include <string>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "cli/gen_text.h"
#include "cli/schema_flags.h"
#include "cli/shard_flag.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "core/strings.h"
#include "gen/oneclick.h"
#include "gen/producer.h"
#include "gen/shard.h"

namespace papermines::cli {
namespace {

constexpr std::string_view kGenOneClickCommand = "gen oneclick";

// The flags as CLI11 fills them, from the schema's defaults (app/option_schema.h).
struct GenOneClickOptions {
  static constexpr int64_t kUnset = INT64_MIN;  // not given on the command line (no default)
  int64_t rows = kUnset, cols = kUnset, mines = kUnset;
  bool random = false;
  uint64_t seed = 0;
  int64_t count = 0;
  bool gcj = false;
  bool tasks = false;
  double impossible = 0;
  std::string difficulty;
  std::string output = "-";
  std::string shard;
  std::string id;  // regenerate the puzzle of this id
};

// The producer's options of a set (tasks or boards), from flags the caller has checked.
ProducerOptions OneClickProducerOptions(const GenOneClickOptions& o, const Shard& shard) {
  ProducerOptions p;
  p.kind = PuzzleKind::kOneClick;
  p.oneclick = o.tasks    ? OneClickSetKind::kTasks
               : o.random ? OneClickSetKind::kRandom
                          : OneClickSetKind::kCanonical;
  p.rows = o.rows;
  p.cols = o.cols;
  if (o.mines != GenOneClickOptions::kUnset) p.mines = o.mines;
  p.count = o.count;
  p.seed = o.seed;
  p.impossible = o.impossible;
  if (o.tasks) p.difficulty = ParseDifficulty(o.difficulty).value_or(Difficulty::kNone);
  p.shard = shard;
  return p;
}

// The flags a set needs, named when wrong; only a missing one gets the usage line.
absl::Status CheckSetFlags(const GenOneClickOptions& o) {
  for (const auto& [name, value, least] :
       {std::tuple{"--rows", o.rows, 1}, {"--cols", o.cols, 1}, {"--mines", o.mines, 0}}) {
    if (value < least && value != GenOneClickOptions::kUnset) {
      return absl::InvalidArgumentError(
          absl::StrCat(name, " must be at least ", least, ", got ", value));
    }
  }
  if (o.tasks) {
    if (o.rows <= 0 || o.cols <= 0 || o.count < 1) {
      return absl::InvalidArgumentError(
          "gen oneclick --tasks needs --rows R --cols C (the size tasks vary around) and a "
          "--count of at least 1");
    }
    if (o.rows > 1000 || o.cols > 1000) {
      return absl::InvalidArgumentError("--rows and --cols must be at most 1000");
    }
    return absl::OkStatus();
  }
  if (o.rows <= 0 || o.cols <= 0 || o.mines < 0) {
    return absl::InvalidArgumentError(
        "gen oneclick needs --rows R --cols C --mines M (or --gcj to read Code Jam input)");
  }
  if (o.count < 1) {
    return absl::InvalidArgumentError(absl::StrCat("--count must be at least 1, got ", o.count));
  }
  if (o.count > 1 && !o.random) {
    return absl::InvalidArgumentError(
        "--count above 1 needs --random (the canonical board is always the same)");
  }
  return absl::OkStatus();
}

int RunGenOneClick(const GenOneClickOptions& o) {
  if (o.gcj) {
    auto text = ReadWholeFile(CommandFiles(), "-");
    if (!text.ok()) return ReportError(text.status());
    auto out = SolveGcj(*text, "<stdin>");
    if (!out.ok()) return ReportError(out.status());
    if (absl::Status s = WriteFileAtomic(CommandFiles(), o.output, *out); !s.ok())
      return ReportError(s);
    return 0;
  }
  ProducerOptions p;
  if (!o.id.empty()) {
    p.ids = {o.id};
  } else {
    if (absl::Status s = CheckSetFlags(o); !s.ok()) return ReportError(s);
    auto shard = ParseShardFlag(o.shard);
    if (!shard.ok()) return ReportError(shard.status());
    p = OneClickProducerOptions(o, *shard);
  }
  // Tasks are separated by a blank line, boards are not.
  absl::StatusOr<std::string> text = ProducedMines(p, o.tasks);
  if (absl::IsNotFound(text.status())) {
    // No board exists: a clear answer, not an error.
    if (o.output == "-") std::cout << "Impossible\n";
    return ReportError(text.status());  // "papermines: Impossible: ...", exit 1
  }
  if (!text.ok()) return ReportError(text.status());
  return WriteOutput(o.output, *text);
}

}  // namespace

Command SetupGenOneclick(CLI::App& gen) {
  NewCommand<GenOneClickOptions> c(
      gen, "oneclick",
      "One-click boards (Code Jam 2014 \"Minesweeper Master\"): an R x C board with M mines and a "
      "click cell 'c' such that one click reveals every safe cell. Writes a .mines `oneclick` "
      "puzzle whose solution uses '*' mine, '.' safe, 'c' click; every board is checked by "
      "simulating the click. When no such board exists, prints \"Impossible\" and exits with "
      "status 1 (docs/FORMAT.md says which sizes have a board).\n"
      "--gcj reads Code Jam input on stdin (T, then T lines \"R C M\") and writes \"Case #x:\" "
      "followed by the board or \"Impossible\".");
  // The set's options, each from its row of the schema (app/option_schema.h).
  AddRowOption(c.sub, "rows", kGenOneClickCommand, c.opts->rows);
  AddRowOption(c.sub, "cols", kGenOneClickCommand, c.opts->cols);
  AddSize(c.sub, c.opts->rows, c.opts->cols);
  AddRowOption(c.sub, "mines", kGenOneClickCommand, c.opts->mines);
  AddRowOption(c.sub, "random", kGenOneClickCommand, c.opts->random);
  AddRowOption(c.sub, "seed", kGenOneClickCommand, c.opts->seed);
  AddRowOption(c.sub, "count", kGenOneClickCommand, c.opts->count);
  AddRowOption(c.sub, "tasks", kGenOneClickCommand, c.opts->tasks);
  AddRowOption(c.sub, "impossible", kGenOneClickCommand, c.opts->impossible);
  AddRowOption(c.sub, "difficulty", kGenOneClickCommand, c.opts->difficulty);
  AddRowOption(c.sub, "gcj", kGenOneClickCommand, c.opts->gcj);
  AddRowOption(c.sub, "output", kGenOneClickCommand, c.opts->output);
  AddRowOption(c.sub, "shard", kGenOneClickCommand, c.opts->shard);
  AddRowOption(c.sub, "id", kGenOneClickCommand, c.opts->id);
  for (const char* other : {"--rows", "--cols", "--mines", "--random", "--seed", "--count",
                            "--tasks", "--impossible", "--difficulty", "--gcj", "--shard"}) {
    c.sub.get_option("--id")->excludes(c.sub.get_option(other));
  }
  return WithRunTimeLimit(c.Runs(RunGenOneClick));
}

const GenCommand kOneClickGenCommand{"one-click boards, Code Jam mode", SetupGenOneclick};

}  // namespace papermines::cli
