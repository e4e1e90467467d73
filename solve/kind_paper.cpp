// Paper puzzles in solve/ (solve/kinds.h): the unique solution when the file has none, the rating
// and the deduction path when asked; an answer is right when it meets every clue.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "solve/answer_check.h"
#include "solve/complete_answers.h"
#include "solve/kinds.h"
#include "solve/solver.h"

namespace papermines {
namespace {

// The parts of the kind's descriptor, by name (MakeSolveKind, solve/kinds.h).
struct PaperSolve {
  static constexpr PuzzleKind kKind = PuzzleKind::kPaper;
  static constexpr bool kProved = true;

  static SolveOptions PaperSolveOptions(const Puzzle& p, const CompleteOptions& o) {
    SolveOptions so;
    so.time_limit_seconds = o.time_limit_seconds;
    if (p.mines_shown && p.mines) so.mine_count = *p.mines;
    return so;
  }

  static absl::Status Complete(Puzzle& p, const CompleteOptions& o) {
    // The steps from the clues alone: the explained path does not use a shown mine count.
    SolveOptions steps;
    steps.time_limit_seconds = o.time_limit_seconds;
    return CompleteByProof(p, o, PaperSolveOptions(p, o), steps);
  }

  static absl::StatusOr<AnswerCheck> Check(const Puzzle& p, const Puzzle& a, CellNaming naming) {
    const Topology& topo = *p.topology;
    const size_t n = static_cast<size_t>(topo.size());
    if (a.mine.size() != n) return absl::InvalidArgumentError("the answer has no solution rows");
    if (p.clues.size() != n) return absl::InvalidArgumentError("the puzzle has no clues");
    AnswerCheck r;
    bool open_marked = false;
    for (size_t c = 0; c < n; ++c) open_marked |= p.clues[c] != kClosed && a.mine[c];
    if (!open_marked && SatisfiesClues(topo, p.clues, a.mine)) {
      r.verdict = AnswerVerdict::kCorrect;
      r.right = true;
      return r;
    }
    r.verdict = AnswerVerdict::kWrong;
    if (MarkWrongCells(p, a, ClueScope::kNeighbours, naming, &r)) return r;
    // No unique solution to compare with: the clues the answer does not meet, and marked open
    // cells.
    const std::vector<uint8_t> count = CountNeighborMines(topo, a.mine);
    for (size_t c = 0; c < n; ++c) {
      if (p.clues[c] != kClosed && (a.mine[c] || count[c] != p.clues[c])) {
        r.cells.push_back(static_cast<int32_t>(c));
      }
    }
    MarkCluesNotMet(topo, naming, &r);
    return r;
  }
};

}  // namespace

const SolveKind kPaperSolveKind = MakeSolveKind<PaperSolve>();

}  // namespace papermines
