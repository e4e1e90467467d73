// papermines reveal: the click of the game (LeetCode 529) on a board read from stdin.
#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "cli/schema_flags.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "core/reveal.h"

namespace papermines::cli {
namespace {

struct RevealOptions {
  std::string click;
  std::string input = "-";
  std::string output = "-";
};

int RunReveal(const RevealOptions& o) {
  auto text = ReadWholeFile(CommandFiles(), o.input);
  if (!text.ok()) return ReportError(text.status());
  auto board = ParseRevealBoard(*text, o.input == "-" ? "<stdin>" : o.input);
  if (!board.ok()) return ReportError(board.status());
  auto cell = ParseClick(o.click, *board->topology);
  if (!cell.ok()) {
    return ReportError(
        absl::Status(cell.status().code(), absl::StrCat("--click: ", cell.status().message())));
  }
  Reveal(*board->topology, board->cells, *cell);
  return WriteOutput(o.output, FormatRevealBoard(*board));
}

}  // namespace

Command SetupReveal(CLI::App& app) {
  NewCommand<RevealOptions> c(
      app, "reveal",
      "The click of the game (LeetCode 529): reads a board of E/M/B/X/digit rows (stdin by "
      "default) and prints it after one click. 'M' hidden mine, 'E' hidden empty, 'B' revealed "
      "blank, '1'-'8' revealed number, 'X' revealed mine.");
  AddRowOption(c.sub, "click", "reveal", c.opts->click)->required();  // rows of the schema
  AddRowOption(c.sub, "input", "reveal", c.opts->input);
  AddRowOption(c.sub, "output", "reveal", c.opts->output);
  return c.Runs(RunReveal);
}

}  // namespace papermines::cli
