// papermines solve: proves or refutes uniqueness of every paper puzzle and mosaic in a .mines
// file.
#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <string_view>

#include "app/puzzle_input.h"
#include "app/solve_request.h"
#include "cli/common.h"
#include "cli/schema_flags.h"
#include "cli/vocabulary.h"
#include "core/output.h"

namespace papermines::cli {
namespace {

struct SolveCmdOptions {
  std::string input;
  std::string output = "-";
  bool json = false;
  bool explain = false;
  bool no_grade = false;
  bool labels = false;
  double time_limit = 0;
};

int RunSolve(const SolveCmdOptions& o) {
  AtomicOutput out;
  app::SolveRequest request;
  request.explain = o.explain;
  request.labels = o.labels;
  request.grading = o.no_grade ? app::Grading::kNever : app::Grading::kUpToLimit;
  app::SolveAnswer answer(request, o.json, [&out](std::string_view bytes) { out.Write(bytes); });
  bool opened = false;
  // --time-limit is per puzzle, its reading included: a puzzle of 2^26 cells takes seconds to
  // read and set up, and the limit holds from the moment its reading begins.
  using Clock = std::chrono::steady_clock;
  Clock::time_point began = Clock::now();
  const auto seconds_left = [&] {
    if (o.time_limit <= 0) return 0.0;
    const double spent = std::chrono::duration<double>(Clock::now() - began).count();
    return std::max(o.time_limit - spent, 1e-9);  // spent already: the proof stops at once
  };
  absl::Status status = app::ForEachPuzzle(
      CommandFiles(), o.input,
      [&](Puzzle&& p, int64_t i) -> absl::Status {
        if (!opened) {  // the whole input was read and checked: now the output
          if (absl::Status s = out.Open(CommandFiles(), o.output); !s.ok()) return s;
          opened = true;
        }
        PrintWarnings(answer.Add(p, i, seconds_left()));
        began = Clock::now();  // the next puzzle's reading begins
        return absl::OkStatus();
      },
      [&] { began = Clock::now(); });
  if (!status.ok()) return ReportError(status);
  answer.Finish();
  if (absl::Status s = out.Commit(); !s.ok()) return ReportError(s);
  if (answer.any_unknown()) return 3;
  return answer.all_unique() ? 0 : 1;
}

}  // namespace

Command SetupSolve(CLI::App& app) {
  NewCommand<SolveCmdOptions> c(
      app, "solve",
      "Proves or refutes uniqueness of every paper puzzle and mosaic in FILE ('-' = stdin) (a "
      "mosaic's numbers count the filled cells of their 3 x 3 block). One line per "
      "puzzle: '<id or #index>: unique|multiple|none [difficulty, rating R]' (the rating: "
      "1.0-11.0, "
      "higher is harder; the grades are its bands easy 1-2.9, medium 3-4.9, hard 5-6.9, expert "
      "7-11). Tables whose opening is not the full chessboard (gen paper --opening sparse) are "
      "outside the paper's theorems; --explain and --json say so. The proof is exact: "
      "propagation, then the rank of the clue system over a prime field, then exhaustive search on "
      "independent components. Puzzles of kind oneclick or reverse have no clues to prove; they "
      "are reported as 'skipped' and count as not unique.\n"
      "Exit status: 0 every puzzle unique, 1 some puzzle not unique (multiple, none or skipped), "
      "2 bad input, 3 some puzzle undecided within --time-limit.");
  c.sub
      .add_option("FILE", c.opts->input,
                  ".mines file, puzz.link URL or file of URLs (one a line) to check ('-' = stdin)")
      ->required();
  // The flags, each from its row of the schema (app/option_schema.h).
  AddRowOptions(c.sub, "solve", {"json", "explain", "labels", "no-grade", "time-limit", "output"},
                c.opts->json, c.opts->explain, c.opts->labels, c.opts->no_grade, c.opts->time_limit,
                c.opts->output);
  return c.Runs(RunSolve);
}

}  // namespace papermines::cli
