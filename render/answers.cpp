#include "render/answers.h"

#include "solve/clicks.h"
#include "solve/solver.h"

namespace papermines::render {

ResolvedAnswer ResolveAnswer(const Puzzle& p, bool rate) {
  ResolvedAnswer r;
  r.mine = p.mine;
  const size_t n = static_cast<size_t>(p.topology->size());
  if (p.kind == PuzzleKind::kPaper && r.mine.empty() && p.clues.size() == n) {
    SolveOptions so;
    so.time_limit_seconds = 20;
    if (p.mines_shown && p.mines) so.mine_count = *p.mines;
    SolveResult sr = Solve(*p.topology, p.clues, so);
    if (sr.verdict == Verdict::kUnique && !sr.solutions.empty()) r.mine = sr.solutions[0];
  }
  if (rate && p.kind == PuzzleKind::kPaper && p.clues.size() == n) {
    SolveOptions so;
    so.time_limit_seconds = 20;
    so.grade = true;
    if (p.mines_shown && p.mines) so.mine_count = *p.mines;
    const SolveResult sr = Solve(*p.topology, p.clues, so);
    if (sr.verdict == Verdict::kUnique) r.rating = sr.rating;
  }
  if (p.kind == PuzzleKind::kReverse) {
    r.clicks = p.reverse_clicks;
    if (!r.clicks && r.mine.size() == n) {
      auto counts = CountClicks(*p.topology, r.mine);
      if (counts.ok()) r.clicks = counts->reverse_clicks;
    }
  }
  return r;
}

}  // namespace papermines::render
