#include "solve/grade.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "solve/propagate.h"

namespace papermines::solve {
namespace {

// A trial's consequences listed in full up to this many cells.
constexpr size_t kTrialCellsShown = 6;

std::string CellList(const Topology& topo, const std::vector<int32_t>& cells, CellNaming nm) {
  return CellNames(topo, cells, nm);
}

// "(3,5), (4,5): mines; (2,2): safe"
std::string Decided(const Topology& topo, const Deduction& d, CellNaming nm) {
  std::vector<int32_t> mines, safe;
  for (auto [v, x] : d.cells) (x ? mines : safe).push_back(v);
  std::vector<std::string> parts;
  if (!mines.empty()) {
    parts.push_back(
        absl::StrCat(CellList(topo, mines, nm), mines.size() == 1 ? ": mine" : ": mines"));
  }
  if (!safe.empty()) parts.push_back(absl::StrCat(CellList(topo, safe, nm), ": safe"));
  return absl::StrJoin(parts, "; ");
}

std::vector<int32_t> Unknowns(const ClueSystem& sys, const State& st, int k) {
  std::vector<int32_t> out;
  for (int32_t v : sys.vars(k)) {
    if (st.value[v] == kUnset) out.push_back(v);
  }
  return out;
}

std::string Explain(const ClueSystem& sys, const State& st, const Deduction& d, CellNaming nm) {
  const Topology& topo = *sys.topo;
  switch (d.technique) {
    case Technique::kSingle: {
      const int k = d.clues[0];
      const int unk = st.unk[k];
      if (st.need[k] == 0) {
        if (sys.clue(k) == 0 && sys.con_cell[k] >= 0)
          return absl::StrCat(ClueName(sys, k, nm), " has no mine around it, ",
                              Decided(topo, d, nm));
        return absl::StrCat(ClueName(sys, k, nm), " already has all its mines, ",
                            Decided(topo, d, nm));
      }
      if (unk == 1)
        return absl::StrCat(ClueName(sys, k, nm), " has one unknown left, ", Decided(topo, d, nm));
      return absl::StrCat(ClueName(sys, k, nm), " needs ", st.need[k], " more mines and has ", unk,
                          " unknowns left, ", Decided(topo, d, nm));
    }
    case Technique::kPair: {
      const int a = d.clues[0], b = d.clues[1];
      std::vector<int32_t> ua = Unknowns(sys, st, a), ub = Unknowns(sys, st, b), shared;
      std::set_intersection(ua.begin(), ua.end(), ub.begin(), ub.end(), std::back_inserter(shared));
      const bool subset = shared.size() == ua.size() || shared.size() == ub.size();
      return absl::StrCat(ClueName(sys, a, nm), " (", st.need[a], " more) and ",
                          ClueName(sys, b, nm), " (", st.need[b], " more) share ",
                          CellList(topo, shared, nm), subset ? " (one lies inside the other)" : "",
                          ", so ", Decided(topo, d, nm));
    }
    case Technique::kChain: {
      std::vector<std::string> names;
      for (int32_t k : d.clues) names.push_back(ClueName(sys, k, nm));
      const std::string last = names.back();
      names.pop_back();
      return absl::StrCat("every way to meet ", absl::StrJoin(names, ", "), " and ", last,
                          " together gives ", Decided(topo, d, nm));
    }
    case Technique::kTrial: {
      // "if (0,1) were safe, the single-clue and pair rules would give (1,0): mine, ...; then
      // clue 2 at (2,2) could not be met; so (0,1): mine"
      std::string chain;
      const size_t shown = std::min<size_t>(d.trial_chain.size(), kTrialCellsShown);
      for (size_t i = 0; i < shown; ++i) {
        auto [v, x] = d.trial_chain[i];
        absl::StrAppend(&chain, i == 0 ? "" : ", ", CellName(topo, v, nm), x ? " mine" : " safe");
      }
      std::string consequence;
      if (d.trial_chain.empty()) {
        consequence = "";
      } else if (shown == d.trial_chain.size()) {
        consequence = absl::StrCat(", the single-clue and pair rules would give ", chain);
      } else {
        consequence = absl::StrCat(", the single-clue and pair rules would decide ",
                                   d.trial_chain.size(), " cells (", chain, ", ...)");
      }
      return absl::StrCat("if ", CellName(topo, d.trial_cell, nm), " were ",
                          d.trial_value ? "a mine" : "safe", consequence, " and ",
                          ClueName(sys, d.trial_conflict, nm), " could not be met; so ",
                          Decided(topo, d, nm));
    }
    case Technique::kSearch:
      return absl::StrCat("no rule of up to one trial applies; trying both values deeper shows ",
                          Decided(topo, d, nm));
  }
  return "";
}

constexpr double kWeight[5] = {1, 3, 9, 27, 81};

}  // namespace

GradeResult Grade(const Topology& topo, std::span<const uint8_t> clues,
                  std::span<const uint8_t> solution, const SolveOptions& options,
                  Deadline& deadline, const ChainLimits& chain) {
  GradeResult g;
  const ClueSystem sys = BuildClueSystem(topo, clues, {}, options.mine_count);
  State st = InitialState(sys);
  Scratch scratch;
  scratch.Init(sys);
  PairScratch pair_scratch;
  pair_scratch.Init(sys);
  Deduction d;
  int hardest = -1;
  auto record = [&](const Deduction& ded) {
    const int t = static_cast<int>(ded.technique);
    hardest = std::max(hardest, t);
    ++g.steps[t];
    g.score += kWeight[t];
    if (options.explain) {
      g.explanation.push_back(Explain(sys, st, ded, options.cell_names));
      PathStep step;
      // The mine count (con_cell -1, solve/system.h) is a clue of no cell: not drawn.
      if (ded.technique == Technique::kTrial) {
        if (ded.trial_conflict >= 0 && sys.con_cell[ded.trial_conflict] >= 0)
          step.clue_cells.push_back(sys.con_cell[ded.trial_conflict]);
      } else {
        for (int32_t k : ded.clues)
          if (sys.con_cell[k] >= 0) step.clue_cells.push_back(sys.con_cell[k]);
      }
      step.cells = ded.cells;
      step.text = g.explanation.back();
      g.path.push_back(std::move(step));
    }
    if (t != static_cast<int>(Technique::kSingle)) {  // a round of its own (singles: below)
      ++g.stalls[t];
      if (ded.cells.size() == 1) ++g.bottlenecks[t];
    }
    for (auto [v, x] : ded.cells) g.sound &= solution[v] == x;
    ApplyDeduction(sys, st, ded);
    st.queue.clear();
  };
  const int m = sys.num_constraints();
  while (st.unset > 0) {
    if (deadline.CheckNow()) {
      g.timed_out = true;
      return g;
    }
    // 1. Single clues: every clue that decides its unknowns on its own, in cell order.
    bool progress = false;
    const int64_t unset_before = st.unset;
    for (int k = 0; k < m; ++k) {
      if (FindSingle(sys, st, k, &d) && !d.conflict) {
        record(d);
        progress = true;
      }
    }
    if (progress) {
      ++g.stalls[0];
      if (unset_before - st.unset == 1) ++g.bottlenecks[0];
      continue;
    }
    // 2. Two clues at once.
    for (int a = 0; a < m && !progress; ++a) {
      if (st.unk[a] == 0) continue;
      ++scratch.con_stamp;
      for (int32_t v : sys.vars(a)) {
        if (st.value[v] != kUnset || progress) continue;
        for (int32_t b : sys.cons(v)) {
          if (b <= a || scratch.con_mark[b] == scratch.con_stamp) continue;
          scratch.con_mark[b] = scratch.con_stamp;
          if (FindPair(sys, st, a, b, scratch, &d) && !d.conflict) {
            record(d);
            progress = true;
            break;
          }
        }
      }
    }
    if (progress) continue;
    // 3. Chains of three or more clues, then 4. a trial, on each unknown cell in order.
    if (FindChain(sys, st, chain, scratch, &d, &deadline) && !d.conflict) {
      record(d);
      continue;
    }
    if (deadline.CheckNow()) {
      g.timed_out = true;
      return g;
    }
    // A trial: of all the assumptions the single-clue and pair rules refute, the one refuted in
    // the fewest deductions (the easiest to follow; ties: the first cell).
    if (g.stall.empty()) g.stall = st.value;
    Deduction best;
    for (int v = 0; v < sys.num_cells; ++v) {
      if (st.value[v] != kUnset) continue;
      if (deadline.Expired()) {
        g.timed_out = true;
        return g;
      }
      // Only a refutation shorter than the best so far is of interest.
      if (best.trial_cell >= 0 && best.trial_chain.empty()) break;
      const size_t budget = best.trial_cell < 0 ? SIZE_MAX : best.trial_chain.size() - 1;
      if (FindTrial(sys, st, v, static_cast<uint8_t>(1 - solution[v]), &d, &pair_scratch, budget)) {
        best = d;
      }
    }
    if (best.trial_cell >= 0) {
      record(best);
      continue;
    }
    // 5. Search: take the first unknown cell's value from the proved solution.
    for (int v = 0; v < sys.num_cells; ++v) {
      if (st.value[v] != kUnset) continue;
      d = Deduction{};
      d.technique = Technique::kSearch;
      d.cells = {{v, solution[v]}};
      record(d);
      break;
    }
  }
  static constexpr Difficulty kGrade[5] = {Difficulty::kEasy, Difficulty::kMedium,
                                           Difficulty::kHard, Difficulty::kExpert,
                                           Difficulty::kExpert};
  g.difficulty = hardest < 0 ? Difficulty::kEasy : kGrade[hardest];
  return g;
}

}  // namespace papermines::solve
