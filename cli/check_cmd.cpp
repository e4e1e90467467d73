// papermines check PUZZLES ANSWERS...: marks students' answers (app/check.h: one answers file
// verdict by verdict, or a class report). Here: the flags, their combination (one report format;
// a PDF class summary for -o NAME.pdf), the drawing prepared for that PDF (cli/draw.h), the
// program's environment (cli/language.h). Exit 0 when every answer is right (correct, valid or
// optimal) and nothing is skipped, 1 otherwise, 2 on bad input, 3 when --time-limit runs out.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "app/check.h"
#include "cli/common.h"
#include "cli/draw.h"
#include "cli/language.h"
#include "cli/schema_flags.h"
#include "cli/vocabulary.h"
#include "render/document.h"

namespace papermines::cli {
namespace {

struct CheckCmdOptions {
  std::string puzzles;
  std::vector<std::string> answers;
  std::string output = "-";
  bool json = false;
  bool csv = false;
  bool labels = false;  // accepted for older scripts: label names are the default
  bool rowcol = false;
  std::string lang;
  std::string title;
};

int RunCheck(const CheckCmdOptions& o) {
  for (const std::string& a : o.answers) {
    if (o.puzzles == "-" && a == "-") {
      return ReportError(
          absl::InvalidArgumentError("PUZZLES and ANSWERS cannot both be standard input ('-')"));
    }
  }
  if (o.json && o.csv)
    return ReportError(absl::InvalidArgumentError("--json and --csv exclude each other"));
  // One report, in one format: the output's name may ask for the drawn summary (.pdf), which
  // --json and --csv contradict; a drawing check cannot make (.svg, .png, .html) is refused as
  // render refuses a name it cannot write, rather than filled with text.
  if (o.output != "-") {
    const std::optional<render::Format> drawn = render::FormatForPath(o.output);
    if (drawn && *drawn != render::Format::kPdf) {
      return ReportError(absl::InvalidArgumentError(absl::StrCat(
          "cannot write the report to ", o.output,
          ": check writes text, --json, --csv, or a PDF class summary (-o NAME.pdf)")));
    }
    if (drawn && (o.json || o.csv)) {
      return ReportError(absl::InvalidArgumentError(absl::StrCat(
          "-o ", o.output, " draws the class summary as a PDF, and ", o.json ? "--json" : "--csv",
          " asks for ", o.json ? "JSON" : "CSV", ": choose one (e.g. -o report.",
          o.json ? "json --json" : "csv --csv", ")")));
    }
  }
  if (absl::EndsWithIgnoreCase(o.output, ".pdf")) {
    // The class summary is drawn: fonts, Pango and Cairo first (cli/draw.h), so their failure
    // near a memory limit is the one out-of-memory error, not a crash after the marking.
    if (absl::Status s = PrepareDrawing(std::string(render::kFont.value)); !s.ok()) {
      return ReportError(s);
    }
  }
  app::CheckRequest request{o.puzzles, o.answers, o.output, o.json,
                            o.csv,     o.rowcol,  o.lang,   o.title};
  const app::CheckOutcome checked = app::Check(CommandFiles(), request, ProgramEnvironment());
  PrintWarnings(checked.warnings);
  if (!checked.status.ok()) return ReportError(checked.status);
  return checked.all_right ? 0 : 1;
}

}  // namespace

Command SetupCheck(CLI::App& app) {
  NewCommand<CheckCmdOptions> c(
      app, "check",
      "Marks students' answers. PUZZLES is the .mines collection the sheet was made from; "
      "ANSWERS .mines collections whose puzzles carry the same ids and the student's answer: "
      "paper a 'solution' ('*' mine, '-' or the clue safe; no 'clues' needed), oneclick a "
      "'solution' board ('*', '.', one 'c') or the line 'impossible', reverse a 'clicks' list. "
      "One ANSWERS file: one line per answer, in its order: '<id>: <verdict> (<why>)'; verdicts: "
      "paper correct|wrong (the wrong cells), oneclick valid|invalid (why) or, for 'impossible', "
      "correct|incorrect, reverse optimal|valid but not optimal (k clicks, minimum m)|invalid "
      "(the cells left open).\n"
      "A class: several ANSWERS files (one per student, named after the file) or 'student NAME' "
      "lines starting each student's answers: per student the score ('5 of 6') and the puzzles "
      "wrong, skipped (no answer) or not read (with where), then per puzzle how many got it "
      "right; --csv for a spreadsheet, -o report.pdf for a one-page class summary.\n"
      "Exit status: 0 every answer right (correct, valid, optimal) and none skipped, 1 otherwise, "
      "2 bad input (unreadable files, one ANSWERS file named twice; with one ANSWERS file also an "
      "answer that does not parse, an id no puzzle has, an answer to another kind or grid), 3 "
      "--time-limit ran out.");
  c.sub.add_option("PUZZLES", c.opts->puzzles, ".mines file with the puzzles ('-' = stdin)")
      ->required();
  c.sub
      .add_option("ANSWERS", c.opts->answers,
                  ".mines files with the answers ('-' = stdin), one per student or with "
                  "'student NAME' lines")
      ->required();
  // The flags, each from its row of the schema (app/option_schema.h).
  AddRowOption(c.sub, "json", "check", c.opts->json);
  AddRowOption(c.sub, "csv", "check", c.opts->csv);
  AddRowOption(c.sub, "labels", "check", c.opts->labels);
  AddRowOption(c.sub, "rowcol", "check", c.opts->rowcol)->excludes("--labels");
  AddRowOption(c.sub, "title", "check", c.opts->title);
  AddLangFlag(c.sub, c.opts->lang);
  AddRowOption(c.sub, "output", "check", c.opts->output);
  return WithRunTimeLimit(c.Runs(RunCheck));
}

}  // namespace papermines::cli
