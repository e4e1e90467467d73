// Mosaic puzzles in solve/ (solve/kinds.h): the prover with each clue counting its cell's 3 x 3
// block and every cell unknown (ClueScope::kBlock); the picture when the file has none, the rating
// and the deduction path when asked; an answer is right when its picture meets every clue.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "solve/answer_check.h"
#include "solve/complete_answers.h"
#include "solve/kinds.h"
#include "solve/solver.h"

namespace papermines {
namespace {

// The parts of the kind's descriptor, by name (MakeSolveKind, solve/kinds.h).
struct MosaicSolve {
  static constexpr PuzzleKind kKind = PuzzleKind::kMosaic;
  static constexpr bool kProved = true;
  static constexpr ClueScope kScope = ClueScope::kBlock;

  static SolveOptions MosaicSolveOptions(const CompleteOptions& o) {
    SolveOptions so;
    so.scope = ClueScope::kBlock;
    so.time_limit_seconds = o.time_limit_seconds;
    return so;
  }

  static absl::Status Complete(Puzzle& p, const CompleteOptions& o) {
    return CompleteByProof(p, o, MosaicSolveOptions(o), MosaicSolveOptions(o));
  }

  // The filled cells of each cell's 3 x 3 block in `filled`.
  static std::vector<uint8_t> BlockCounts(const Topology& topo, const Mines& filled) {
    std::vector<uint8_t> count = CountNeighborMines(topo, filled);
    for (size_t c = 0; c < count.size(); ++c) count[c] += filled[c];
    return count;
  }

  static absl::StatusOr<AnswerCheck> Check(const Puzzle& p, const Puzzle& a, CellNaming naming) {
    const Topology& topo = *p.topology;
    const size_t n = static_cast<size_t>(topo.size());
    if (a.mine.size() != n) return absl::InvalidArgumentError("the answer has no solution rows");
    if (p.clues.size() != n) return absl::InvalidArgumentError("the puzzle has no clues");
    const std::vector<uint8_t> count = BlockCounts(topo, a.mine);
    std::vector<int32_t> unmet;
    for (size_t c = 0; c < n; ++c) {
      if (p.clues[c] != kClosed && count[c] != p.clues[c]) unmet.push_back(static_cast<int32_t>(c));
    }
    AnswerCheck r;
    if (unmet.empty()) {
      r.verdict = AnswerVerdict::kCorrect;
      r.right = true;
      return r;
    }
    r.verdict = AnswerVerdict::kWrong;
    if (MarkWrongCells(p, a, ClueScope::kBlock, naming, &r)) return r;
    r.cells = std::move(unmet);
    MarkCluesNotMet(topo, naming, &r);
    return r;
  }
};

}  // namespace

const SolveKind kMosaicSolveKind = MakeSolveKind<MosaicSolve>();

}  // namespace papermines
