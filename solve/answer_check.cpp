// Marking answers (answer_check.h): what every kind shares; each kind's marking is its
// descriptor's (solve/kind_<kind>.cpp).
#include "solve/answer_check.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/enum_words.h"
#include "solve/kinds.h"
#include "solve/solver.h"

namespace papermines {
namespace {

// Up to this many cells are named in a reason; the rest are counted.
constexpr size_t kCellsNamed = 12;

}  // namespace

std::string NameCells(const Topology& topo, const std::vector<int32_t>& cells, CellNaming naming) {
  return CellNames(topo, cells, naming, kCellsNamed);
}

std::string Plural(int64_t n, const char* one, const char* many) {
  return absl::StrCat(n, " ", n == 1 ? one : many);
}

bool MarkWrongCells(const Puzzle& p, const Puzzle& a, ClueScope scope, CellNaming naming,
                    AnswerCheck* r) {
  const Topology& topo = *p.topology;
  const size_t n = static_cast<size_t>(topo.size());
  Mines truth = p.mine;
  if (truth.size() != n) {
    SolveOptions so;
    so.scope = scope;
    so.time_limit_seconds = 20;
    const SolveResult sr = Solve(topo, p.clues, so);
    if (sr.verdict == Verdict::kUnique) truth = sr.solutions[0];
  }
  if (truth.size() != n) return false;
  for (size_t c = 0; c < n; ++c) {
    if (truth[c] != a.mine[c]) r->cells.push_back(static_cast<int32_t>(c));
  }
  r->why = AnswerReason::kWrongCells;
  r->reason =
      absl::StrCat(Plural(static_cast<int64_t>(r->cells.size()), "wrong cell", "wrong cells"), ": ",
                   NameCells(topo, r->cells, naming));
  return true;
}

void MarkCluesNotMet(const Topology& topo, CellNaming naming, AnswerCheck* r) {
  r->why = AnswerReason::kCluesNotMet;
  r->reason = absl::StrCat(Plural(static_cast<int64_t>(r->cells.size()), "clue", "clues"),
                           " not met: ", NameCells(topo, r->cells, naming));
}

const char* AnswerVerdictName(AnswerVerdict v) {
  static constexpr EnumWords<AnswerVerdict::kNotOptimal> kNames{
      {"correct", "wrong", "valid", "invalid", "incorrect", "optimal", "valid but not optimal"}};
  return kNames.Name(v, "");
}

std::string AnswerVerdictToken(AnswerVerdict v) {
  std::string s = AnswerVerdictName(v);
  std::replace(s.begin(), s.end(), ' ', '-');
  return s;
}

absl::StatusOr<AnswerCheck> CheckAnswer(const Puzzle& puzzle, const Puzzle& answer,
                                        CellNaming naming) {
  if (answer.kind != puzzle.kind) {
    return absl::InvalidArgumentError(absl::StrCat("the answer is a ", PuzzleKindName(answer.kind),
                                                   " puzzle, the puzzle a ",
                                                   PuzzleKindName(puzzle.kind), " one"));
  }
  if (!puzzle.topology || !answer.topology || puzzle.topology->kind() != answer.topology->kind() ||
      puzzle.topology->size() != answer.topology->size() ||
      puzzle.topology->cols() != answer.topology->cols()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "the answer's grid (", answer.topology ? answer.topology->Describe() : "none",
        ") is not the puzzle's (", puzzle.topology ? puzzle.topology->Describe() : "none", ")"));
  }
  return SolveKindOf(puzzle.kind).check(puzzle, answer, naming);
}

}  // namespace papermines
