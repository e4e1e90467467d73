// papermines check PUZZLES ANSWERS: marks students' answers (solve/answer_check.h does the
// marking). Both files are read through ReadPuzzles; ANSWERS in MinesRead::kAnswers mode, so a
// wrong answer is a verdict, not an input error. An answer finds its puzzle by id (an answer
// without an id: the puzzle at the same position). One line (or JSON object) per answer, in the
// order of ANSWERS. Exit 0 when every answer is right (correct, valid or optimal), 1 otherwise,
// 2 on bad input.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "cli/json_cell.h"
#include "cli/vocabulary.h"
#include "core/output.h"
#include "nlohmann/json.hpp"
#include "solve/answer_check.h"

namespace papermines::cli {
namespace {

struct CheckCmdOptions {
  std::string puzzles;
  std::string answers;
  std::string output = "-";
  bool json = false;
  bool labels = false;  // accepted for older scripts: label names are the default
  bool rowcol = false;
};

// One verdict of `check --json` (docs/FORMAT.md, "Verdicts").
nlohmann::json VerdictJson(const AnswerCheck& c, const Puzzle& target, const std::string& label,
                           bool labels) {
  const Topology& topo = *target.topology;
  nlohmann::json j;
  j["id"] = label;
  j["kind"] = PuzzleKindName(target.kind);
  j["verdict"] = AnswerVerdictToken(c.verdict);
  j["right"] = c.right;
  j["reason"] = c.reason;
  nlohmann::json cells = nlohmann::json::array();
  for (int32_t cell : c.cells) cells.push_back(CellJson(topo, cell));
  j["cells"] = cells;
  if (labels) {
    nlohmann::json names = nlohmann::json::array();
    for (int32_t cell : c.cells) names.push_back(CellName(topo, cell, CellNaming::kLabel));
    j["cell_names"] = names;
  }
  if (c.mines >= 0) j["mines"] = c.mines;
  if (c.click >= 0) j["click"] = CellJson(topo, c.click);
  if (c.clicks >= 0) j["clicks"] = c.clicks;
  if (c.minimum >= 0) j["minimum"] = c.minimum;
  return j;
}

int RunCheck(const CheckCmdOptions& o) {
  if (o.puzzles == "-" && o.answers == "-") {
    return ReportError(
        absl::InvalidArgumentError("PUZZLES and ANSWERS cannot both be standard input ('-')"));
  }
  absl::StatusOr<std::vector<Puzzle>> puzzles = ReadPuzzles(o.puzzles);
  if (!puzzles.ok()) return ReportError(puzzles.status());
  absl::StatusOr<std::vector<Puzzle>> answers = ReadPuzzles(o.answers, MinesRead::kAnswers);
  if (!answers.ok()) return ReportError(answers.status());
  const std::string pname = o.puzzles == "-" ? "<stdin>" : o.puzzles;
  const std::string aname = o.answers == "-" ? "<stdin>" : o.answers;
  std::map<std::string, size_t> by_id;
  for (size_t i = 0; i < puzzles->size(); ++i) {
    const std::string& id = (*puzzles)[i].id;
    if (id.empty()) continue;
    if (!by_id.emplace(id, i).second) {
      return ReportError(
          absl::InvalidArgumentError(absl::StrCat(pname, ": two puzzles have the id '", id,
                                                  "': answers cannot tell them "
                                                  "apart")));
    }
  }
  // Cells named as the labels printed around every grid ("C4"); --rowcol for the 0-based (r,c)
  // of the .mines format.
  const CellNaming naming = o.rowcol ? CellNaming::kRowCol : CellNaming::kLabel;
  // Mark everything first: a bad answer anywhere is bad input, and nothing is printed then.
  std::vector<AnswerCheck> checks;
  std::vector<const Puzzle*> targets;
  for (size_t i = 0; i < answers->size(); ++i) {
    const Puzzle& a = (*answers)[i];
    const std::string label = a.Label(static_cast<int>(i) + 1);
    const Puzzle* p = nullptr;
    if (!a.id.empty()) {
      auto it = by_id.find(a.id);
      if (it == by_id.end()) {
        return ReportError(absl::InvalidArgumentError(
            absl::StrCat(aname, ": answer ", i + 1, " has the id '", a.id, "', which no puzzle in ",
                         pname, " has")));
      }
      p = &(*puzzles)[it->second];
    } else if (i < puzzles->size()) {
      p = &(*puzzles)[i];
    } else {
      return ReportError(absl::InvalidArgumentError(
          absl::StrCat(aname, ": answer ", i + 1, " has no id and ", pname, " has only ",
                       puzzles->size(), " puzzles")));
    }
    absl::StatusOr<AnswerCheck> c = CheckAnswer(*p, a, naming);
    if (!c.ok()) {
      return ReportError(absl::InvalidArgumentError(
          absl::StrCat(aname, ": answer ", i + 1, " (", label, "): ", c.status().message())));
    }
    checks.push_back(*std::move(c));
    targets.push_back(p);
  }
  AtomicOutput out;
  if (absl::Status s = out.Open(o.output); !s.ok()) return ReportError(s);
  bool all_right = true;
  int right = 0;
  nlohmann::json list = nlohmann::json::array();
  for (size_t i = 0; i < checks.size(); ++i) {
    const AnswerCheck& c = checks[i];
    const Puzzle& a = (*answers)[i];
    const std::string label = a.id.empty() ? targets[i]->Label(static_cast<int>(i) + 1) : a.id;
    all_right &= c.right;
    right += c.right;
    if (o.json) {
      list.push_back(VerdictJson(c, *targets[i], label, !o.rowcol));
    } else {
      std::string line = absl::StrCat(label, ": ", AnswerVerdictName(c.verdict));
      if (!c.reason.empty()) absl::StrAppend(&line, " (", c.reason, ")");
      out.Write(line + "\n");
    }
  }
  if (o.json) {
    out.Write(nlohmann::json{{"answers", list},
                             {"right", right},
                             {"total", static_cast<int64_t>(checks.size())}}
                  .dump(2) +
              "\n");
  }
  if (absl::Status s = out.Commit(); !s.ok()) return ReportError(s);
  return all_right ? 0 : 1;
}

}  // namespace

Command SetupCheck(CLI::App& app) {
  auto opts = std::make_shared<CheckCmdOptions>();
  CLI::App* sub = app.add_subcommand(
      "check",
      "Marks students' answers. PUZZLES is the .mines collection the sheet was made from; "
      "ANSWERS a .mines collection whose puzzles carry the same ids and the student's answer: "
      "paper a 'solution' ('*' mine, '-' or the clue safe; no 'clues' needed), oneclick a "
      "'solution' board ('*', '.', one 'c') or the line 'impossible', reverse a 'clicks' list. "
      "One line per answer, in the order of ANSWERS: '<id>: <verdict> (<why>)'; verdicts: "
      "paper correct|wrong (the wrong cells), oneclick valid|invalid (why) or, for 'impossible', "
      "correct|incorrect, reverse optimal|valid but not optimal (k clicks, minimum m)|invalid "
      "(the cells left open).\n"
      "Exit status: 0 every answer right (correct, valid, optimal), 1 some answer not, 2 bad "
      "input (unreadable files, an id no puzzle has, an answer to another kind or grid).");
  sub->add_option("PUZZLES", opts->puzzles, ".mines file with the puzzles ('-' = stdin)")
      ->required();
  sub->add_option("ANSWERS", opts->answers, ".mines file with the answers ('-' = stdin)")
      ->required();
  sub->add_flag("--json", opts->json,
                "print one JSON object {\"answers\": [{\"id\", \"kind\", \"verdict\", \"right\", "
                "\"reason\", \"cells\", ...}], \"right\", \"total\"}");
  sub->add_flag("--labels", opts->labels,
                "name cells by the printed labels (column letters, row numbers from 1: \"C4\"), "
                "as sheets draw them: the default (with --json a \"cell_names\" list beside the "
                "\"cells\" numbers)");
  sub->add_flag("--rowcol", opts->rowcol,
                "name cells as the .mines format counts them, 0-based (r,c), instead of the "
                "printed labels")
      ->excludes("--labels");
  AddOutput(*sub, opts->output);
  return Command{sub, [opts] { return RunCheck(*opts); }};
}

}  // namespace papermines::cli
