// A solve request's one floor (solve_request.h).
#include "app/solve_request.h"

#include <string_view>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "app/solve_json.h"
#include "core/cell_name.h"
#include "solve/kinds.h"

namespace papermines::app {
namespace {

// One puzzle's lines of plain `solve` output; with `explain` the proof, the failing clues or the
// two solutions.
std::string SolveText(const Puzzle& p, const SolvedPuzzle& s, bool explain) {
  const Topology& topo = *p.topology;
  const SolveResult& r = s.result;
  const SolveOptions& so = s.options;
  std::string line = absl::StrCat(s.label, ": ", VerdictName(r.verdict));
  if (r.difficulty != Difficulty::kNone) {
    absl::StrAppend(&line, " ", DifficultyName(r.difficulty),
                    absl::StrFormat(", rating %.1f", r.rating));
  }
  line.push_back('\n');
  if (!explain) return line;
  absl::StrAppend(&line, "  proof: ", ProofName(r.proof),
                  so.scope == ClueScope::kBlock ||
                          std::string_view(OpeningName(topo, p.clues)) == "chessboard" ||
                          r.verdict != Verdict::kUnique
                      ? ""
                      : " (not the chessboard opening: outside the paper's theorems, "
                        "unique by this proof alone)",
                  "\n");
  for (size_t k = 0; k < r.explanation.size(); ++k) {
    absl::StrAppend(&line, "  ", k + 1, ". ", r.explanation[k], "\n");
  }
  std::vector<std::string> failing;
  for (int32_t c : r.unsatisfiable) {
    failing.push_back(absl::StrCat("clue ", p.clues[c], " at ", CellName(topo, c, so.cell_names)));
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
      for (const std::string& row : SolutionRowsOf(p, m)) absl::StrAppend(&line, "    ", row, "\n");
      absl::StrAppend(&line, "\n");
    }
  }
  return line;
}

}  // namespace

SolveOptions SolveOptionsFor(const Puzzle& p, const SolveRequest& r, double seconds) {
  SolveOptions so;
  so.scope = SolveKindOf(p.kind).scope;
  so.time_limit_seconds = seconds;
  switch (r.grading) {
    case Grading::kUpToLimit:
      so.grade = r.explain || p.topology->size() <= kGradeCellLimit;
      break;
    case Grading::kAlways:
      so.grade = true;
      break;
    case Grading::kNever:
      so.grade = false;
      break;
  }
  so.explain = r.explain;
  if (p.mines_shown && p.mines) so.mine_count = *p.mines;  // `mines N shown`: one more clue
  so.cell_names = r.labels ? CellNaming::kLabel : CellNaming::kRowCol;
  if (r.cancel) so.cancel = r.cancel;
  return so;
}

SolvedPuzzle SolveOne(const Puzzle& p, int64_t index, const SolveRequest& r, double seconds) {
  SolvedPuzzle s;
  s.label = p.Label(static_cast<int>(index) + 1);
  if (!SolveKindOf(p.kind).proved) {
    // Only paper puzzles and mosaics have clues to prove; say so instead of guessing.
    s.skipped = absl::StrCat(PuzzleKindName(p.kind),
                             " puzzle: nothing to solve (solve proves paper puzzles; "
                             "use `papermines clicks` for boards)");
    return s;
  }
  s.options = SolveOptionsFor(p, r, seconds);
  s.result = Solve(*p.topology, p.clues, s.options);
  if (s.result.verdict == Verdict::kUnique && p.has_solution() && p.mine != s.result.solutions[0]) {
    s.warnings.push_back(
        absl::StrCat(s.label, ": the file's solution differs from the proved unique solution"));
  }
  return s;
}

SolveAnswer::SolveAnswer(SolveRequest request, bool json, Sink write)
    : request_(std::move(request)), json_(json), write_(std::move(write)) {}

std::vector<std::string> SolveAnswer::Add(const Puzzle& p, int64_t index, double seconds) {
  SolvedPuzzle s = SolveOne(p, index, request_, seconds);
  if (!s.skipped.empty()) {
    all_unique_ = false;
    if (json_) {
      AddJson({{"id", s.label}, {"status", "skipped"}, {"reason", s.skipped}});
    } else {
      write_(absl::StrCat(s.label, ": skipped (", s.skipped, ")\n"));
    }
    return std::move(s.warnings);
  }
  const SolveResult& r = s.result;
  if (r.verdict != Verdict::kUnique) all_unique_ = false;
  if (r.verdict == Verdict::kUnknown) any_unknown_ = true;
  if (!json_) {
    write_(SolveText(p, s, request_.explain));
    return std::move(s.warnings);
  }
  nlohmann::json j = SolveJson(p, s.label, r, request_.explain);
  // The steps in other words (a mosaic's too), one sentence per step as the solver's own.
  if (request_.explain && request_.explanation_words && r.path.size() == r.explanation.size()) {
    if (nlohmann::json words = request_.explanation_words(*p.topology, r); !words.is_null()) {
      j["explanation"] = std::move(words);
    }
  }
  AddJson(j);
  return std::move(s.warnings);
}

void SolveAnswer::AddJson(const nlohmann::json& j) {
  // A byte that is not UTF-8 is shown as U+FFFD rather than fail the answer (the inputs are
  // checked to be UTF-8 text when read: none reaches here).
  const std::string text = j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string indented = first_ ? "{\n  \"puzzles\": [\n    " : ",\n    ";
  first_ = false;
  for (char ch : text) {
    indented.push_back(ch);
    if (ch == '\n') indented += "    ";
  }
  write_(indented);
}

void SolveAnswer::Finish() {
  if (json_) write_(first_ ? "{\n  \"puzzles\": []\n}\n" : "\n  ]\n}\n");
}

}  // namespace papermines::app
