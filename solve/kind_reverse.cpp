// Reverse puzzles in solve/ (solve/kinds.h): an optimal click set when the file has none
// (CountClicks); an answer is right when its clicks close the board in the minimum.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "solve/answer_check.h"
#include "solve/clicks.h"
#include "solve/complete_answers.h"
#include "solve/kinds.h"

namespace papermines {
namespace {

// The parts of the kind's descriptor, by name (MakeSolveKind, solve/kinds.h).
struct ReverseSolve {
  static constexpr PuzzleKind kKind = PuzzleKind::kReverse;

  static absl::Status Complete(Puzzle& p, const CompleteOptions&) {
    if (p.reverse_clicks) return absl::OkStatus();
    auto counts = CountClicks(*p.topology, p.mine);
    if (!counts.ok()) return absl::InvalidArgumentError(counts.status().message());
    p.reverse_clicks = counts->reverse_clicks;
    return absl::OkStatus();
  }

  static absl::StatusOr<AnswerCheck> Check(const Puzzle& p, const Puzzle& a, CellNaming naming) {
    const Topology& topo = *p.topology;
    if (p.mine.size() != static_cast<size_t>(topo.size())) {
      return absl::InvalidArgumentError("the puzzle has no board");
    }
    if (!a.reverse_clicks) return absl::InvalidArgumentError("the answer has no 'clicks' section");
    absl::StatusOr<std::vector<int32_t>> open = CellsLeftOpen(topo, p.mine, *a.reverse_clicks);
    if (!open.ok()) return open.status();
    absl::StatusOr<ClickCounts> counts = CountClicks(topo, p.mine);
    if (!counts.ok()) return counts.status();
    AnswerCheck r;
    r.clicks = static_cast<int64_t>(a.reverse_clicks->size());
    r.minimum = counts->reverse;
    if (!open->empty()) {
      r.verdict = AnswerVerdict::kInvalid;
      r.cells = *open;
      r.why = AnswerReason::kLeftOpen;
      r.reason = absl::StrCat(Plural(static_cast<int64_t>(open->size()), "cell", "cells"),
                              " left open: ", NameCells(topo, *open, naming));
      return r;
    }
    if (r.clicks <= r.minimum) {
      r.verdict = AnswerVerdict::kOptimal;
      r.right = true;
      r.why = AnswerReason::kClicks;
      r.reason = Plural(r.clicks, "click", "clicks");
      return r;
    }
    r.verdict = AnswerVerdict::kNotOptimal;
    r.why = AnswerReason::kOverMinimum;
    r.reason = absl::StrCat(Plural(r.clicks, "click", "clicks"), ", minimum ", r.minimum);
    return r;
  }
};

}  // namespace

const SolveKind kReverseSolveKind = MakeSolveKind<ReverseSolve>();

}  // namespace papermines
