// papermines export: puzzles in another format. --format puzzlink: one puzz.link URL a line per
// square paper puzzle (core/puzzlink.h); --format mines: the canonical .mines collection (e.g. to
// turn a list of URLs into a file). A puzzle the format cannot hold is an error naming it, and
// nothing is written.
#include <memory>
#include <string>
#include <vector>

#include "app/export.h"
#include "app/puzzle_input.h"
#include "cli/common.h"
#include "cli/schema_flags.h"
#include "cli/vocabulary.h"

namespace papermines::cli {
namespace {

struct ExportCmdOptions {
  std::vector<std::string> inputs;
  std::string format = "puzzlink";
  std::string output = "-";
};

int RunExport(const ExportCmdOptions& o) {
  auto read = app::ReadPuzzles(CommandFiles(), o.inputs);
  if (!read.ok()) return ReportError(read.status());
  const absl::StatusOr<std::string> text = app::ExportText(*read, o.format);
  return text.ok() ? WriteOutput(o.output, *text) : ReportError(text.status());
}

}  // namespace

Command SetupExport(CLI::App& app) {
  NewCommand<ExportCmdOptions> c(
      app, "export",
      "Writes puzzles in another format. 'puzzlink': one puzz.link URL per line "
      "(https://puzz.link/p?mines/COLS/ROWS/BODY, the pzprjs 'mines' genre, which plays and "
      "checks them in a browser); only paper puzzles on square grids fit that format, anything "
      "else is an error and nothing is written. 'mines': the canonical .mines collection. Inputs "
      "are .mines files, puzz.link URLs, or text files of URLs (one a line), as for every "
      "command that reads puzzles.");
  c.sub
      .add_option("files", c.opts->inputs,
                  ".mines files, puzz.link URLs or URL lists ('-' = stdin)")
      ->required();
  AddRowOption(c.sub, "format", "export", c.opts->format);  // rows of the schema
  AddRowOption(c.sub, "output", "export", c.opts->output);
  return c.Runs(RunExport);
}

}  // namespace papermines::cli
