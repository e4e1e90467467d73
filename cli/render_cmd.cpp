// papermines render: .mines collections to PDF/SVG/PNG worksheets with answer keys.
#include <cstdlib>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "app/draw.h"
#include "app/puzzle_input.h"
#include "cli/common.h"
#include "cli/draw.h"
#include "cli/render_flags.h"
#include "cli/schema_flags.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "papermines_version.h"

namespace papermines::cli {
namespace {

struct RenderCmdOptions {
  std::vector<std::string> inputs;
  std::string output;
  app::SheetSettings sheet;
};

int RunRender(const RenderCmdOptions& o) {
  auto read = app::ReadPuzzles(CommandFiles(), o.inputs);
  if (!read.ok()) return ReportError(read.status());
  std::vector<Puzzle>& puzzles = *read;
  // Fonts, Pango and Cairo before anything asks fontconfig (the options' font check): cli/draw.h.
  if (absl::Status s = PrepareDrawing(o.sheet.font); !s.ok()) return ReportError(s);
  auto options = RenderOptionsOf(o.sheet);
  if (!options.ok()) return ReportError(options.status());
  if (absl::Status s =
          app::DrawWorksheet(CommandFiles(), puzzles, *options, o.output, app::FormatOf(o.sheet));
      !s.ok()) {
    return ReportError(s);
  }
  return 0;
}

}  // namespace

Command SetupRender(CLI::App& app) {
  NewCommand<RenderCmdOptions> c(
      app, "render",
      "Draws .mines collections as printable worksheets with answer keys. The output format "
      "follows the extension: .pdf (one document, bookmarks, links from each puzzle to its "
      "answer), .svg or .png (one file per page: OUT.svg for one page, OUT-1.svg, OUT-2.svg, ... "
      "when there are several), or .html: ONE self-contained page that plays every puzzle in a "
      "browser (mouse, touch, keyboard; Check and Answer buttons; progress kept in the "
      "browser) and prints like the PDF. Inputs may also be puzz.link URLs or files of URLs. A "
      "page set is written all or nothing: every page goes to disk "
      "under a temporary name before any replaces an older file, so a failure (full disk, "
      "unwritable directory) leaves the earlier files as they were. After a successful run, the "
      "pages an earlier run under the same name left behind are removed: OUT.svg after a "
      "several-page run, OUT-k.svg beyond the new page count (all of them after a one-page run); "
      "only regular files named exactly OUT-<k>.svg (or OUT.svg) are touched. Puzzles are laid out "
      "W x H per page (automatic: as many as fit with cells of at "
      "least 5 mm, at the largest scale that fits); answer pages follow and mirror the puzzle "
      "pages. Graph topologies cannot be drawn.");
  c.sub
      .add_option("files", c.opts->inputs,
                  ".mines files, puzz.link URLs or files of URLs, one a line ('-' = stdin)")
      ->required();
  AddRowOption(c.sub, "output", "render", c.opts->output)->required();
  AddSheetFlags(c.sub, "render", c.opts->sheet);
  return WithRunTimeLimit(c.Runs(RunRender));
}

}  // namespace papermines::cli
