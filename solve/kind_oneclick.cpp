// One-click puzzles in solve/ (solve/kinds.h): the reason no board exists when the rule shows one
// (solve/oneclick_rule.h); an answer is right when its one click opens every safe cell, or when
// it says "impossible" of a task without a board.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/reveal.h"
#include "solve/answer_check.h"
#include "solve/complete_answers.h"
#include "solve/kinds.h"
#include "solve/oneclick_rule.h"

namespace papermines {
namespace {

// The parts of the kind's descriptor, by name (MakeSolveKind, solve/kinds.h).
struct OneClickSolve {
  static constexpr PuzzleKind kKind = PuzzleKind::kOneClick;

  static absl::Status Complete(Puzzle& p, const CompleteOptions&) {
    if (p.mine.empty() && p.mines && p.topology->is_grid()) {
      p.drawing.no_board_reason = OneClickNoBoard(p.topology->rows(), p.topology->cols(), *p.mines);
      p.drawing.no_board =
          p.drawing.no_board_reason ? NoBoardEnglish(*p.drawing.no_board_reason) : "";
    }
    return absl::OkStatus();
  }

  static absl::StatusOr<AnswerCheck> Check(const Puzzle& p, const Puzzle& a, CellNaming naming) {
    const Topology& topo = *p.topology;
    const size_t n = static_cast<size_t>(topo.size());
    if (!p.mines) return absl::InvalidArgumentError("the puzzle states no mine count");
    const int64_t m = *p.mines;
    const std::optional<std::string> why_not = OneClickImpossibility(topo.rows(), topo.cols(), m);
    AnswerCheck r;
    r.expected_mines = m;
    r.no_board = OneClickNoBoard(topo.rows(), topo.cols(), m);
    if (a.impossible) {
      if (why_not) {
        r.verdict = AnswerVerdict::kCorrect;
        r.right = true;
        r.why = AnswerReason::kImpossible;
        r.reason = absl::StrCat("impossible: ", *why_not);
      } else {
        r.verdict = AnswerVerdict::kIncorrect;
        r.why = AnswerReason::kBoardExists;
        r.reason = "answered impossible, but a board exists";
      }
      return r;
    }
    if (a.mine.size() != n) {
      return absl::InvalidArgumentError("the answer has neither a solution nor 'impossible'");
    }
    r.verdict = AnswerVerdict::kInvalid;
    r.mines = std::count(a.mine.begin(), a.mine.end(), uint8_t{1});
    r.click = a.click;
    if (r.mines != m) {
      r.why = AnswerReason::kMineCount;
      r.reason = absl::StrCat(Plural(r.mines, "mine", "mines"), ", not ", m);
      return r;
    }
    if (a.click < 0) {
      r.why = AnswerReason::kNoClick;
      r.reason = "no click cell ('c') marked";
      return r;
    }
    // Play the click.
    std::vector<char> board(n);
    for (size_t c = 0; c < n; ++c) board[c] = a.mine[c] ? 'M' : 'E';
    Reveal(topo, board, a.click);
    int64_t safe = 0, opened = 0;
    std::vector<int32_t> closed;
    for (size_t c = 0; c < n; ++c) {
      if (a.mine[c]) continue;
      ++safe;
      if (board[c] == 'E') {
        closed.push_back(static_cast<int32_t>(c));
      } else {
        ++opened;
      }
    }
    if (!closed.empty()) {
      r.cells = closed;
      r.why = AnswerReason::kStillClosed;
      r.opened = opened;
      r.safe = safe;
      r.reason = absl::StrCat("the click at ", CellName(topo, a.click, naming), " opens ", opened,
                              " of the ", safe,
                              " safe cells; still closed: ", NameCells(topo, closed, naming));
      if (why_not) absl::StrAppend(&r.reason, "; no board exists: ", *why_not);
      return r;
    }
    r.verdict = AnswerVerdict::kValid;
    r.right = true;
    r.why = AnswerReason::kOneClickClears;
    r.reason = absl::StrCat(Plural(m, "mine", "mines"), ", click at ",
                            CellName(topo, a.click, naming), ", one click opens every safe cell");
    return r;
  }
};

}  // namespace

const SolveKind kOneClickSolveKind = MakeSolveKind<OneClickSolve>();

}  // namespace papermines
