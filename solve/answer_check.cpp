// Marking answers (answer_check.h).
#include "solve/answer_check.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/reveal.h"
#include "solve/clicks.h"
#include "solve/oneclick_rule.h"
#include "solve/solver.h"

namespace papermines {
namespace {

// Up to this many cells are named in a reason; the rest are counted.
constexpr size_t kCellsNamed = 12;

std::string NameCells(const Topology& topo, const std::vector<int32_t>& cells, CellNaming naming) {
  return CellNames(topo, cells, naming, kCellsNamed);
}

std::string Plural(int64_t n, const char* one, const char* many) {
  return absl::StrCat(n, " ", n == 1 ? one : many);
}

absl::StatusOr<AnswerCheck> CheckPaper(const Puzzle& p, const Puzzle& a, CellNaming naming) {
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
  Mines truth = p.mine;
  if (truth.size() != n) {
    SolveOptions so;
    so.time_limit_seconds = 20;
    const SolveResult sr = Solve(topo, p.clues, so);
    if (sr.verdict == Verdict::kUnique) truth = sr.solutions[0];
  }
  if (truth.size() == n) {
    for (size_t c = 0; c < n; ++c) {
      if (truth[c] != a.mine[c]) r.cells.push_back(static_cast<int32_t>(c));
    }
    r.why = AnswerReason::kWrongCells;
    r.reason =
        absl::StrCat(Plural(static_cast<int64_t>(r.cells.size()), "wrong cell", "wrong cells"),
                     ": ", NameCells(topo, r.cells, naming));
    return r;
  }
  // No unique solution to compare with: the clues the answer does not meet, and marked open cells.
  const std::vector<uint8_t> count = CountNeighborMines(topo, a.mine);
  for (size_t c = 0; c < n; ++c) {
    if (p.clues[c] != kClosed && (a.mine[c] || count[c] != p.clues[c])) {
      r.cells.push_back(static_cast<int32_t>(c));
    }
  }
  r.why = AnswerReason::kCluesNotMet;
  r.reason = absl::StrCat(Plural(static_cast<int64_t>(r.cells.size()), "clue", "clues"),
                          " not met: ", NameCells(topo, r.cells, naming));
  return r;
}

absl::StatusOr<AnswerCheck> CheckOneClick(const Puzzle& p, const Puzzle& a, CellNaming naming) {
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

absl::StatusOr<AnswerCheck> CheckReverse(const Puzzle& p, const Puzzle& a, CellNaming naming) {
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

}  // namespace

const char* AnswerVerdictName(AnswerVerdict v) {
  switch (v) {
    case AnswerVerdict::kCorrect:
      return "correct";
    case AnswerVerdict::kWrong:
      return "wrong";
    case AnswerVerdict::kValid:
      return "valid";
    case AnswerVerdict::kInvalid:
      return "invalid";
    case AnswerVerdict::kIncorrect:
      return "incorrect";
    case AnswerVerdict::kOptimal:
      return "optimal";
    case AnswerVerdict::kNotOptimal:
      return "valid but not optimal";
  }
  return "";
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
  switch (puzzle.kind) {
    case PuzzleKind::kPaper:
      return CheckPaper(puzzle, answer, naming);
    case PuzzleKind::kOneClick:
      return CheckOneClick(puzzle, answer, naming);
    case PuzzleKind::kReverse:
      return CheckReverse(puzzle, answer, naming);
  }
  return absl::InternalError("unknown puzzle kind");
}

}  // namespace papermines
