// Solve: the layers in order, cheapest first, and the final check of every returned solution.
#include "solve/solver.h"

#include <algorithm>

#include "solve/grade.h"
#include "solve/linalg.h"
#include "solve/propagate.h"
#include "solve/search.h"
#include "solve/system.h"

namespace papermines {

const char* VerdictName(Verdict v) {
  switch (v) {
    case Verdict::kUnique:
      return "unique";
    case Verdict::kMultiple:
      return "multiple";
    case Verdict::kNone:
      return "none";
    case Verdict::kUnknown:
      return "unknown";
  }
  return "?";
}

const char* ProofName(Proof p) {
  switch (p) {
    case Proof::kPropagation:
      return "propagation";
    case Proof::kLinearAlgebra:
      return "linear-algebra";
    case Proof::kSearch:
      return "search";
    case Proof::kTimeLimit:
      return "time-limit";
  }
  return "?";
}

namespace {

using solve::ClueSystem;
using solve::State;

SolveResult TimeLimit() {
  SolveResult r;
  r.verdict = Verdict::kUnknown;
  r.proof = Proof::kTimeLimit;
  return r;
}

SolveResult NoSolution(Proof proof, std::vector<int32_t> unsatisfiable_cells) {
  SolveResult r;
  r.verdict = Verdict::kNone;
  r.proof = proof;
  std::sort(unsatisfiable_cells.begin(), unsatisfiable_cells.end());
  unsatisfiable_cells.erase(std::unique(unsatisfiable_cells.begin(), unsatisfiable_cells.end()),
                            unsatisfiable_cells.end());
  r.unsatisfiable = std::move(unsatisfiable_cells);
  return r;
}

Mines ToMines(const State& st) {
  Mines m(st.value.size());
  for (size_t i = 0; i < m.size(); ++i) m[i] = st.value[i] == 1 ? 1 : 0;
  return m;
}

}  // namespace

SolveResult Solve(const Topology& topo, std::span<const uint8_t> clues,
                  const SolveOptions& options) {
  solve::Deadline deadline(options.time_limit_seconds);
  if (static_cast<int>(clues.size()) != topo.size()) {
    // A caller error; treat every clue as unmet rather than reading out of bounds.
    return NoSolution(Proof::kPropagation, {});
  }
  const ClueSystem sys = solve::BuildClueSystem(topo, clues);
  State st = solve::InitialState(sys);

  // Clues that no placement can meet on their own (more mines than closed neighbours).
  std::vector<int32_t> bad;
  for (int k = 0; k < sys.num_constraints(); ++k) {
    if (st.conflict(k)) bad.push_back(sys.con_cell[k]);
  }
  if (!bad.empty()) return NoSolution(Proof::kPropagation, bad);

  for (int k = sys.num_constraints() - 1; k >= 0; --k) st.queue.push_back(k);
  int c = solve::PropagatePairs(sys, st, /*all=*/true, 0, &deadline);
  if (deadline.CheckNow()) return TimeLimit();
  if (c >= 0) return NoSolution(Proof::kPropagation, {sys.con_cell[c]});

  SolveResult result;
  Proof proof = Proof::kPropagation;
  Mines first, second;
  if (st.unset > 0) {
    // Linear algebra decides the components whose clue system has full column rank.
    solve::Components comps = solve::FindComponents(sys, st);
    std::vector<int> count(comps.count, -1);
    std::vector<std::vector<uint8_t>> sol1(comps.count), sol2(comps.count);
    solve::LinalgOutcome la = solve::DecideByRank(sys, st, comps, deadline);
    if (deadline.CheckNow()) return TimeLimit();
    bool enumerated = false;
    for (int i = 0; i < comps.count; ++i) {
      solve::ComponentDecision& dec = la.per_component[i];
      if (!dec.decided) continue;
      if (dec.count == 0) {
        return NoSolution(dec.by_enumeration ? Proof::kSearch : Proof::kLinearAlgebra,
                          dec.unsatisfiable);
      }
      count[i] = dec.count;
      sol1[i] = std::move(dec.solution);
      sol2[i] = std::move(dec.second);
      proof = Proof::kLinearAlgebra;
      enumerated |= dec.by_enumeration;
    }
    // Search the rest: first every component for one solution (a component without any makes
    // the puzzle unsolvable, whatever the others do), then a second solution where one exists.
    bool searched = false;
    for (int i = 0; i < comps.count; ++i) {
      if (count[i] >= 0) continue;
      searched = true;
      solve::ComponentCount cc = solve::CountComponent(sys, st, comps.of(i), 2, deadline);
      if (cc.timed_out) return TimeLimit();
      if (cc.count == 0) {
        std::vector<int32_t> cells;
        for (int32_t k : comps.clues(i)) {
          cells.push_back(sys.con_cell[k]);
        }
        return NoSolution(Proof::kSearch, cells);
      }
      count[i] = cc.count;
      sol1[i] = std::move(cc.first);
      sol2[i] = std::move(cc.second);
    }
    if (searched || enumerated) proof = Proof::kSearch;
    first = ToMines(st);
    int multiple_at = -1;
    for (int i = 0; i < comps.count; ++i) {
      std::span<const int32_t> cells = comps.of(i);
      for (size_t j = 0; j < cells.size(); ++j) first[cells[j]] = sol1[i][j];
      if (count[i] >= 2 && multiple_at < 0) multiple_at = i;
    }
    if (multiple_at >= 0) {
      second = first;
      std::span<const int32_t> cells = comps.of(multiple_at);
      for (size_t j = 0; j < cells.size(); ++j) second[cells[j]] = sol2[multiple_at][j];
    }
  } else {
    first = ToMines(st);
  }

  // Never return a solution that does not meet the clues.
  if (!SatisfiesClues(topo, clues, first) ||
      (!second.empty() && (!SatisfiesClues(topo, clues, second) || second == first))) {
    SolveResult r;
    r.verdict = Verdict::kUnknown;
    r.proof = proof;
    return r;
  }
  result.proof = proof;
  if (second.empty()) {
    result.verdict = Verdict::kUnique;
    result.solutions.push_back(std::move(first));
    if (options.grade) {
      solve::GradeResult g = solve::Grade(topo, clues, result.solutions[0], options, deadline);
      if (g.timed_out) return TimeLimit();
      result.difficulty = g.difficulty;
      result.difficulty_score = g.score;
      result.explanation = std::move(g.explanation);
    }
  } else {
    result.verdict = Verdict::kMultiple;
    result.solutions.push_back(std::move(first));
    result.solutions.push_back(std::move(second));
  }
  return result;
}

}  // namespace papermines
