// papermines solve: proves or refutes uniqueness of every paper puzzle and mosaic in a .mines
// file.
#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "app/puzzle_input.h"
#include "app/solve_json.h"
#include "cli/common.h"
#include "cli/vocabulary.h"
#include "core/cell_name.h"
#include "core/mines_io.h"
#include "core/opening.h"
#include "core/output.h"
#include "nlohmann/json.hpp"
#include "solve/kinds.h"
#include "solve/solver.h"

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

// The JSON document {"puzzles": [...]} written one element at a time, byte for byte what
// nlohmann's dump(2) of the whole document gives, so memory does not grow with the puzzles.
class JsonPuzzleList {
 public:
  explicit JsonPuzzleList(AtomicOutput* out) : out_(out) {}
  void Add(const nlohmann::json& j) {
    std::string text = j.dump(2);
    std::string indented = first_ ? "{\n  \"puzzles\": [\n    " : ",\n    ";
    first_ = false;
    for (char ch : text) {
      indented.push_back(ch);
      if (ch == '\n') indented += "    ";
    }
    out_->Write(indented);
  }
  void Finish() { out_->Write(first_ ? "{\n  \"puzzles\": []\n}\n" : "\n  ]\n}\n"); }

 private:
  AtomicOutput* out_;
  bool first_ = true;
};

// One puzzle's lines of plain `solve` output; with --explain the proof, the failing clues (in
// `failing`) or the two solutions.
std::string SolveText(const Puzzle& p, const std::string& label, const SolveResult& r,
                      const SolveOptions& so, bool explain,
                      const std::vector<std::string>& failing) {
  const Topology& topo = *p.topology;
  std::string line = absl::StrCat(label, ": ", VerdictName(r.verdict));
  if (r.difficulty != Difficulty::kNone) {
    absl::StrAppend(&line, " ", DifficultyName(r.difficulty),
                    absl::StrFormat(", rating %.1f", r.rating));
  }
  line.push_back('\n');
  if (explain) {
    absl::StrAppend(&line, "  proof: ", ProofName(r.proof),
                    so.scope == ClueScope::kBlock ||
                            std::string_view(app::OpeningName(topo, p.clues)) == "chessboard" ||
                            r.verdict != Verdict::kUnique
                        ? ""
                        : " (not the chessboard opening: outside the paper's theorems, "
                          "unique by this proof alone)",
                    "\n");
    for (size_t s = 0; s < r.explanation.size(); ++s) {
      absl::StrAppend(&line, "  ", s + 1, ". ", r.explanation[s], "\n");
    }
    const std::string with_count =
        so.mine_count >= 0 ? absl::StrCat(" with the mine count (", so.mine_count, ")") : "";
    if (r.verdict == Verdict::kNone && failing.empty()) {
      absl::StrAppend(&line, "  the mine count (", so.mine_count, ") cannot be met\n");
    } else if (r.verdict == Verdict::kNone && failing.size() == 1) {
      absl::StrAppend(&line, "  ", failing[0], " cannot be met", with_count, "\n");
    } else if (r.verdict == Verdict::kNone) {  // a minimal set that fails on its own
      absl::StrAppend(&line, "  these clues cannot all be met", with_count,
                      " (without any one of them the others can):\n");
      for (const std::string& f : failing) absl::StrAppend(&line, "    ", f, "\n");
    }
    if (r.verdict == Verdict::kMultiple) {
      absl::StrAppend(&line, "  two solutions:\n");
      for (const Mines& m : r.solutions) {
        for (const std::string& row : app::SolutionRowsOf(p, m)) {
          absl::StrAppend(&line, "    ", row, "\n");
        }
        absl::StrAppend(&line, "\n");
      }
    }
  }
  return line;
}

int RunSolve(const SolveCmdOptions& o) {
  AtomicOutput out;
  JsonPuzzleList json_puzzles(&out);
  bool all_unique = true, any_unknown = false, opened = false;
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
        const std::string label = p.Label(static_cast<int>(i) + 1);
        if (!SolveKindOf(p.kind).proved) {
          // Only paper puzzles and mosaics have clues to prove; say so instead of guessing.
          all_unique = false;
          const std::string why =
              absl::StrCat(PuzzleKindName(p.kind),
                           " puzzle: nothing to solve (solve proves paper puzzles; "
                           "use `papermines clicks` for boards)");
          if (o.json) {
            json_puzzles.Add({{"id", label}, {"status", "skipped"}, {"reason", why}});
          } else {
            out.Write(absl::StrCat(label, ": skipped (", why, ")\n"));
          }
          began = Clock::now();
          return absl::OkStatus();
        }
        const Topology& topo = *p.topology;
        const SolveOptions so =
            app::SolveOptionsFor(p, o.explain, o.no_grade, o.labels, seconds_left());
        const SolveResult r = Solve(topo, p.clues, so);
        if (r.verdict != Verdict::kUnique) all_unique = false;
        if (r.verdict == Verdict::kUnknown) any_unknown = true;
        if (r.verdict == Verdict::kUnique && p.has_solution() && p.mine != r.solutions[0]) {
          std::cerr << "papermines: warning: " << label
                    << ": the file's solution differs from the proved unique solution\n";
        }
        std::vector<std::string> failing;
        for (int32_t c : r.unsatisfiable) {
          failing.push_back(
              absl::StrCat("clue ", p.clues[c], " at ", CellName(topo, c, so.cell_names)));
        }
        if (o.json) {
          json_puzzles.Add(app::SolveJson(p, label, r, o.explain));
        } else {
          out.Write(SolveText(p, label, r, so, o.explain, failing));
        }
        began = Clock::now();  // the next puzzle's reading begins
        return absl::OkStatus();
      },
      [&] { began = Clock::now(); });
  if (!status.ok()) return ReportError(status);
  if (o.json) json_puzzles.Finish();
  if (absl::Status s = out.Commit(); !s.ok()) return ReportError(s);
  if (any_unknown) return 3;
  return all_unique ? 0 : 1;
}

}  // namespace

Command SetupSolve(CLI::App& app) {
  auto opts = std::make_shared<SolveCmdOptions>();
  CLI::App* sub = app.add_subcommand(
      "solve",
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
  sub->add_option("FILE", opts->input,
                  ".mines file, puzz.link URL or file of URLs (one a line) to check ('-' = stdin)")
      ->required();
  sub->add_flag("--json", opts->json,
                "print one JSON object {\"puzzles\": [{\"id\", \"status\", \"solutions\", "
                "\"difficulty\", \"rating\", \"proof\", \"opening\", ...}]}; solutions are row "
                "strings in the solution "
                "notation; 'none' lists the clues that cannot be met");
  sub->add_flag("--explain", opts->explain,
                "also print the deductions in order, in words for an answer key (and for 'none' "
                "the failing clues, for 'multiple' both solutions)");
  sub->add_flag("--labels", opts->labels,
                "name cells as the labels drawn by `render --labels` (column letters, row numbers "
                "from 1: \"C4\") instead of 0-based (r,c)");
  sub->add_flag("--no-grade", opts->no_grade,
                "skip the difficulty grade (graded by default for puzzles up to 40000 cells)");
  sub->add_option("--time-limit", opts->time_limit,
                  "seconds per puzzle, from when its reading begins (a grid of millions of "
                  "cells takes seconds to read); an undecided puzzle gets status 'unknown' (exit "
                  "3)")
      ->check(Seconds());
  AddOutput(*sub, opts->output);
  return Command{sub, [opts] { return RunSolve(*opts); }};
}

}  // namespace papermines::cli
