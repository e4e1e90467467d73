// Solve: the layers in order, cheapest first, and the final check of every returned solution.
#include "solve/solver.h"

#include <algorithm>
#include <cstddef>
#include <optional>

#include "core/enum_words.h"
#include "solve/grade.h"
#include "solve/linalg.h"
#include "solve/propagate.h"
#include "solve/rating.h"
#include "solve/search.h"
#include "solve/system.h"

namespace papermines {

const char* VerdictName(Verdict v) {
  static constexpr EnumWords<Verdict::kUnknown> kNames{{"unique", "multiple", "none", "unknown"}};
  return kNames.Name(v);
}

const char* ProofName(Proof p) {
  static constexpr EnumWords<Proof::kTimeLimit> kNames{
      {"propagation", "linear-algebra", "search", "time-limit"}};
  return kNames.Name(p);
}

namespace {

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
  // The mine count (con_cell -1) is not a cell.
  std::erase_if(unsatisfiable_cells, [](int32_t c) { return c < 0; });
  std::sort(unsatisfiable_cells.begin(), unsatisfiable_cells.end());
  unsatisfiable_cells.erase(std::unique(unsatisfiable_cells.begin(), unsatisfiable_cells.end()),
                            unsatisfiable_cells.end());
  r.unsatisfiable = std::move(unsatisfiable_cells);
  return r;
}

// Every equation of the system holds and only closed cells are mines.
bool MeetsEquations(const ClueSystem& sys, const Mines& m) {
  for (int c = 0; c < sys.num_cells; ++c) {
    if (m[c] != 0 && !sys.closed(c)) return false;
  }
  for (int k = 0; k < sys.num_constraints(); ++k) {
    int mines = 0;
    for (int32_t v : sys.vars(k)) mines += m[v];
    if (mines != sys.clue(k)) return false;
  }
  return true;
}

Mines ToMines(const State& st) {
  Mines m(st.value.size());
  for (size_t i = 0; i < m.size(); ++i) m[i] = st.value[i] == 1 ? 1 : 0;
  return m;
}

// Up to two solutions the layers found (second empty: the first is the only one) and the
// strongest layer that was needed.
struct Candidates {
  Mines first, second;
  Proof proof = Proof::kPropagation;
};

// After propagation: linear algebra decides the components whose clue system has full column
// rank, search the rest; the components' solutions are put together into up to two mine sets.
// Returns the final result instead when a component has no solution or time runs out.
std::optional<SolveResult> DecideComponents(const ClueSystem& sys, State& st, Deadline& deadline,
                                            Candidates* out) {
  Components comps = FindComponents(sys, st);
  std::vector<int> count(comps.count, -1);
  std::vector<std::vector<uint8_t>> sol1(comps.count), sol2(comps.count);
  LinalgOutcome la = DecideByRank(sys, st, comps, deadline);
  if (deadline.CheckNow()) return TimeLimit();
  bool enumerated = false;
  for (int i = 0; i < comps.count; ++i) {
    ComponentDecision& dec = la.per_component[i];
    if (!dec.decided) continue;
    if (dec.count == 0) {
      return NoSolution(dec.by_enumeration ? Proof::kSearch : Proof::kLinearAlgebra,
                        dec.unsatisfiable);
    }
    count[i] = dec.count;
    sol1[i] = std::move(dec.solution);
    sol2[i] = std::move(dec.second);
    out->proof = Proof::kLinearAlgebra;
    enumerated |= dec.by_enumeration;
  }
  // Search the rest: first every component for one solution (a component without any makes
  // the puzzle unsolvable, whatever the others do), then a second solution where one exists.
  bool searched = false;
  for (int i = 0; i < comps.count; ++i) {
    if (count[i] >= 0) continue;
    searched = true;
    ComponentCount cc = CountComponent(sys, st, comps.of(i), 2, deadline);
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
  if (searched || enumerated) out->proof = Proof::kSearch;
  out->first = ToMines(st);
  int multiple_at = -1;
  for (int i = 0; i < comps.count; ++i) {
    std::span<const int32_t> cells = comps.of(i);
    for (size_t j = 0; j < cells.size(); ++j) out->first[cells[j]] = sol1[i][j];
    if (count[i] >= 2 && multiple_at < 0) multiple_at = i;
  }
  if (multiple_at >= 0) {
    out->second = out->first;
    std::span<const int32_t> cells = comps.of(multiple_at);
    for (size_t j = 0; j < cells.size(); ++j) out->second[cells[j]] = sol2[multiple_at][j];
  }
  return std::nullopt;
}

// The result from the candidates, each checked against the clues first (never return a solution
// that does not meet them), graded when asked.
SolveResult Conclude(const Topology& topo, std::span<const uint8_t> clues,
                     std::span<const uint8_t> counted, const ClueSystem& sys,
                     const SolveOptions& options, Deadline& deadline, Candidates c) {
  auto meets = [&](const Mines& m) {
    int64_t total = 0;
    for (uint8_t x : m) total += x;
    if (options.mine_count >= 0 && total != options.mine_count) return false;
    return counted.empty() && !sys.blocks ? SatisfiesClues(topo, clues, m) : MeetsEquations(sys, m);
  };
  if (!meets(c.first) || (!c.second.empty() && (!meets(c.second) || c.second == c.first))) {
    SolveResult r;
    r.verdict = Verdict::kUnknown;
    r.proof = c.proof;
    return r;
  }
  SolveResult result;
  result.proof = c.proof;
  if (c.second.empty()) {
    result.verdict = Verdict::kUnique;
    result.solutions.push_back(std::move(c.first));
    if (options.grade) {
      GradeResult g = Grade(topo, clues, result.solutions[0], options, deadline);
      if (g.timed_out) return TimeLimit();
      result.difficulty = g.difficulty;
      result.difficulty_score = g.score;
      result.rating = Rating(g);
      result.explanation = std::move(g.explanation);
      result.path = std::move(g.path);
    }
  } else {
    result.verdict = Verdict::kMultiple;
    result.solutions.push_back(std::move(c.first));
    result.solutions.push_back(std::move(c.second));
  }
  return result;
}

// The layers, without the final shrinking of an unsatisfiable set (see Solve).
// With `counted`, only those clues count (BuildClueSystem).
SolveResult SolveLayers(const Topology& topo, std::span<const uint8_t> clues,
                        std::span<const uint8_t> counted, const SolveOptions& options,
                        Deadline& deadline) {
  if (static_cast<int>(clues.size()) != topo.size()) {
    // A caller error; treat every clue as unmet rather than reading out of bounds.
    return NoSolution(Proof::kPropagation, {});
  }
  // A table of millions of cells takes seconds to set up: the time limit holds there too.
  const ClueSystem sys =
      BuildClueSystem(topo, clues, counted, options.mine_count, &deadline, options.scope);
  if (deadline.CheckNow()) return TimeLimit();
  State st = InitialState(sys);

  // Clues that no placement can meet on their own (more mines than closed neighbours).
  std::vector<int32_t> bad;
  for (int k = 0; k < sys.num_constraints(); ++k) {
    if (st.conflict(k)) bad.push_back(sys.con_cell[k]);
  }
  if (!bad.empty()) return NoSolution(Proof::kPropagation, bad);

  for (int k = sys.num_constraints() - 1; k >= 0; --k) st.queue.push_back(k);
  int c = PropagatePairs(sys, st, /*all=*/true, 0, &deadline);
  if (deadline.CheckNow()) return TimeLimit();
  if (c >= 0) return NoSolution(Proof::kPropagation, {sys.con_cell[c]});

  Candidates cand;
  if (st.unset > 0) {
    if (auto done = DecideComponents(sys, st, deadline, &cand)) return std::move(*done);
  } else {
    cand.first = ToMines(st);
  }
  return Conclude(topo, clues, counted, sys, options, deadline, std::move(cand));
}

// Shrinking solves a puzzle once per clue it looks at: beyond these sizes the set the layers
// found is kept as it is.
constexpr int kShrinkMaxCells = 1 << 18;
constexpr size_t kShrinkMaxClues = 128;

// Whether the clues of `cells` alone cannot all be met (every other open cell still safe, but
// its clue left out); nullopt when the deadline expired first.
std::optional<bool> UnsolvableAlone(const Topology& topo, std::span<const uint8_t> clues,
                                    std::span<const int32_t> cells, Deadline& deadline,
                                    int64_t mine_count, ClueScope scope) {
  std::vector<uint8_t> counted(clues.size(), 0);
  for (int32_t c : cells) counted[c] = 1;
  SolveOptions so;
  so.mine_count = mine_count;  // a shown count always takes part
  so.scope = scope;
  const SolveResult r = SolveLayers(topo, clues, counted, so, deadline);
  if (r.verdict == Verdict::kUnknown) return std::nullopt;
  return r.verdict == Verdict::kNone;
}

// Turns the clues named by a `none` verdict into a minimal set that fails on its own: clues that
// cannot all be met even when every other clue is left out (its cell still open, so safe), while
// any smaller part of them can.
// The layers name the clues of the component that failed (or the one clue where propagation ran
// into a contradiction), which can depend on deductions from other clues; when those clues alone
// are not contradictory, every clue of the puzzle is the starting set. Then each clue is dropped
// in turn (leaving a clue out only adds solutions) and stays dropped when the rest still fails.
// Deterministic unless the deadline expires on the way; then the set found so far is kept, which
// still fails on its own (or the layers' set when the first check did not finish).
void ShrinkUnsatisfiable(const Topology& topo, std::span<const uint8_t> clues, Deadline& deadline,
                         int64_t mine_count, ClueScope scope, std::vector<int32_t>& cells) {
  if (cells.empty() || topo.size() > kShrinkMaxCells) return;
  std::vector<int32_t> set = cells;
  const std::optional<bool> alone = UnsolvableAlone(topo, clues, set, deadline, mine_count, scope);
  if (!alone.has_value() || (*alone && set.size() == 1)) return;
  if (!*alone) {
    set.clear();
    for (int32_t c = 0; c < topo.size(); ++c) {
      if (clues[c] != kClosed) set.push_back(c);
    }
  }
  if (set.size() > kShrinkMaxClues) return;
  for (size_t i = 0; i < set.size() && set.size() > 1;) {
    std::vector<int32_t> without = set;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    const std::optional<bool> still =
        UnsolvableAlone(topo, clues, without, deadline, mine_count, scope);
    if (!still.has_value()) break;
    if (*still) {
      set = std::move(without);
    } else {
      ++i;
    }
  }
  cells = std::move(set);
}

}  // namespace

SolveResult Solve(const Topology& topo, std::span<const uint8_t> clues,
                  const SolveOptions& options) {
  Deadline deadline(options.time_limit_seconds, &options.cancel);
  SolveResult r = SolveLayers(topo, clues, {}, options, deadline);
  if (r.verdict == Verdict::kNone)
    ShrinkUnsatisfiable(topo, clues, deadline, options.mine_count, options.scope, r.unsatisfiable);
  return r;
}

}  // namespace papermines
