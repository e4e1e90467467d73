// papermines clicks: reverse-sweep minimum and 3BV of every board in a .mines file, or CodeChef
// MINESREV input on stdin.
#include <cctype>
#include <charconv>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "app/puzzle_input.h"
#include "cli/common.h"
#include "cli/schema_flags.h"
#include "cli/vocabulary.h"
#include "core/cell_name.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "core/strings.h"
#include "nlohmann/json.hpp"
#include "solve/clicks.h"
#include "solve/minesrev.h"

namespace papermines::cli {
namespace {

struct ClicksOptions {
  std::string input;
  bool json = false;
  bool list = false;
  bool minesrev = false;
  std::string output = "-";
};

// The board of a puzzle: the reverse board, or the solution's mines of any other kind.
const Mines* BoardOf(const Puzzle& p) { return p.mine.empty() ? nullptr : &p.mine; }

// `,"KEY":[CELL,...]` (CellJsonText) appended to JSON text: click sets can hold millions of cells,
// which as nlohmann values would take gigabytes.
void AppendCellList(std::string* json, const char* key, const Topology& t,
                    const std::vector<int32_t>& cells) {
  absl::StrAppend(json, ",\"", key, "\":[");
  for (size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) json->push_back(',');
    AppendCellJsonText(t, cells[i], json);
  }
  json->push_back(']');
}

// A puzzle's JSON object: `fields` (small values) with the click lists spliced in before its end.
void AppendPuzzleJson(std::string* json, const nlohmann::json& fields, const Topology* t,
                      const ClickCounts* c) {
  if (json->back() != '[') json->push_back(',');
  std::string object = fields.dump();
  if (c != nullptr) {
    object.pop_back();  // '}'
    AppendCellList(&object, "reverse_clicks", *t, c->reverse_clicks);
    AppendCellList(&object, "forward_clicks", *t, c->forward_clicks);
    object.push_back('}');
  }
  json->append(object);
}

int RunClicks(const ClicksOptions& o) {
  if (o.minesrev) {
    auto out = SolveMinesrevFile(CommandFiles(), "-");
    if (!out.ok()) return ReportError(out.status());
    if (absl::Status s = WriteFileAtomic(CommandFiles(), o.output, *out); !s.ok())
      return ReportError(s);
    return 0;
  }
  if (o.input.empty()) {
    return ReportError(absl::InvalidArgumentError("clicks needs a FILE (or --minesrev)"));
  }
  auto puzzles = app::ReadPuzzles(CommandFiles(), o.input);
  if (!puzzles.ok()) return ReportError(puzzles.status());
  int status = 0;
  std::string text;                     // plain output
  std::string json = "{\"puzzles\":[";  // --json output
  for (size_t i = 0; i < puzzles->size(); ++i) {
    const Puzzle& p = (*puzzles)[i];
    const std::string label = p.Label(static_cast<int>(i) + 1);
    const Topology& t = *p.topology;
    nlohmann::json j;
    j["id"] = p.id.empty() ? nlohmann::json(nullptr) : nlohmann::json(p.id);
    j["label"] = label;
    j["kind"] = PuzzleKindName(p.kind);
    j["topology"] = t.Describe();
    const Mines* board = BoardOf(p);
    if (board == nullptr) {
      status = std::max(status, 1);
      j["status"] = "no-board";
      absl::StrAppend(&text, label, ": no board (a ", PuzzleKindName(p.kind),
                      " puzzle without a solution)\n");
      if (o.json) AppendPuzzleJson(&json, j, nullptr, nullptr);
      continue;
    }
    auto c = CountClicks(t, *board);
    if (!c.ok())
      return ReportError(absl::Status(
          c.status().code(), absl::StrCat(o.input, ": ", label, ": ", c.status().message())));
    // A stated answer (reverse puzzles) must be a valid click set of the minimum size.
    std::string answer = "none";
    if (p.reverse_clicks) {
      absl::Status valid = CheckReverseClicks(t, *board, *p.reverse_clicks);
      if (!valid.ok()) {
        answer = absl::StrCat("invalid: ", valid.message());
      } else if (static_cast<int64_t>(p.reverse_clicks->size()) != c->reverse) {
        answer = absl::StrCat("not minimal: ", p.reverse_clicks->size(), " clicks, the minimum is ",
                              c->reverse);
      } else {
        answer = "ok";
      }
      if (answer != "ok") status = std::max(status, 1);
    }
    j["status"] = "ok";
    j["reverse"] = c->reverse;
    j["forward"] = c->forward;
    j["mines"] = c->mines;
    j["isolated"] = c->isolated;
    j["components"] = c->components;
    j["saved"] = c->saved;
    j["max_bordered"] = c->max_bordered;
    j["exact_search"] = c->exact_search;
    j["answer"] = answer;
    if (o.json) {
      AppendPuzzleJson(&json, j, &t, &*c);
      continue;
    }
    absl::StrAppend(&text, label, ": reverse ", c->reverse, " 3bv ", c->forward, " (mines ",
                    c->mines, ", isolated ", c->isolated, ", openings ", c->components,
                    ", matching saves ", c->saved, ")");
    if (p.reverse_clicks) absl::StrAppend(&text, " answer ", answer);
    absl::StrAppend(&text, "\n");
    if (o.list) {
      absl::StrAppend(&text, "  reverse clicks: ", CellNames(t, c->reverse_clicks), "\n");
      absl::StrAppend(&text, "  forward clicks: ", CellNames(t, c->forward_clicks), "\n");
    }
  }
  if (o.json) text = json + "]}\n";
  if (absl::Status s = WriteFileAtomic(CommandFiles(), o.output, text); !s.ok())
    return ReportError(s);
  return status;
}

}  // namespace

Command SetupClicks(CLI::App& app) {
  NewCommand<ClicksOptions> c(
      app, "clicks",
      "Click counts of every board in a .mines FILE ('-' = stdin): the board of a `reverse` "
      "puzzle, or the solution of any other. Reverse sweep (every cell starts open; a click "
      "closes what a forward click would open): the minimum number of clicks, with an optimal "
      "click set checked by simulation; forward: 3BV (docs/FORMAT.md says how both are counted). "
      "Plain output: one line per puzzle, `LABEL: reverse K 3bv B (...)`; --list adds the click "
      "sets as '(r,c)' cells; --json prints one object per puzzle (docs/FORMAT.md lists its "
      "fields). A reverse puzzle's stated "
      "answer (`clicks K`) is checked: 'ok', 'invalid' or 'not minimal'. Exit status: 0, or 1 "
      "when a stated answer is wrong or a puzzle has no board, 2 on bad input. With --minesrev, "
      "reads CodeChef MINESREV input on stdin (T; per case R C and R rows of '.'/'*') and prints "
      "one minimum per line.");
  c.sub.add_option("FILE", c.opts->input, "the .mines file ('-' = stdin)");
  // The flags, each from its row of the schema (app/option_schema.h).
  AddRowOptions(c.sub, "clicks", {"json", "list", "minesrev", "output"}, c.opts->json, c.opts->list,
                c.opts->minesrev, c.opts->output);
  return WithRunTimeLimit(c.Runs(RunClicks));
}

}  // namespace papermines::cli
