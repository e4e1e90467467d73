#include "solve/grade.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "solve/propagate.h"

namespace papermines::solve {
namespace {

std::string CellList(const Topology& topo, const std::vector<int32_t>& cells) {
  std::vector<std::string> names;
  for (int32_t c : cells) names.push_back(CellName(topo, c));
  return absl::StrJoin(names, ", ");
}

// "(3,5), (4,5): mines; (2,2): safe"
std::string Decided(const Topology& topo, const Deduction& d) {
  std::vector<int32_t> mines, safe;
  for (auto [v, x] : d.cells) (x ? mines : safe).push_back(v);
  std::vector<std::string> parts;
  if (!mines.empty()) {
    parts.push_back(absl::StrCat(CellList(topo, mines), mines.size() == 1 ? ": mine" : ": mines"));
  }
  if (!safe.empty()) parts.push_back(absl::StrCat(CellList(topo, safe), ": safe"));
  return absl::StrJoin(parts, "; ");
}

std::vector<int32_t> Unknowns(const ClueSystem& sys, const State& st, int k) {
  std::vector<int32_t> out;
  for (int32_t v : sys.vars(k)) {
    if (st.value[v] == kUnset) out.push_back(v);
  }
  return out;
}

std::string Explain(const ClueSystem& sys, const State& st, const Deduction& d) {
  const Topology& topo = *sys.topo;
  switch (d.technique) {
    case Technique::kSingle: {
      const int k = d.clues[0];
      const int unk = st.unk[k];
      if (st.need[k] == 0) {
        if (sys.clue(k) == 0)
          return absl::StrCat(ClueName(sys, k), " has no mine around it, ", Decided(topo, d));
        return absl::StrCat(ClueName(sys, k), " already has all its mines, ", Decided(topo, d));
      }
      if (unk == 1)
        return absl::StrCat(ClueName(sys, k), " has one unknown left, ", Decided(topo, d));
      return absl::StrCat(ClueName(sys, k), " needs ", st.need[k], " more mines and has ", unk,
                          " unknowns left, ", Decided(topo, d));
    }
    case Technique::kPair: {
      const int a = d.clues[0], b = d.clues[1];
      std::vector<int32_t> ua = Unknowns(sys, st, a), ub = Unknowns(sys, st, b), shared;
      std::set_intersection(ua.begin(), ua.end(), ub.begin(), ub.end(), std::back_inserter(shared));
      const bool subset = shared.size() == ua.size() || shared.size() == ub.size();
      return absl::StrCat(ClueName(sys, a), " (", st.need[a], " more) and ", ClueName(sys, b), " (",
                          st.need[b], " more) share ", CellList(topo, shared),
                          subset ? " (one lies inside the other)" : "", ", so ", Decided(topo, d));
    }
    case Technique::kChain: {
      std::vector<std::string> names;
      for (int32_t k : d.clues) names.push_back(ClueName(sys, k));
      return absl::StrCat("together, ", absl::StrJoin(names, ", "),
                          " leave only one possibility: ", Decided(topo, d));
    }
    case Technique::kTrial:
      return absl::StrCat("if ", CellName(topo, d.trial_cell), " were ",
                          d.trial_value ? "a mine" : "safe", ", the rules above would lead to ",
                          ClueName(sys, d.trial_conflict), " that cannot be met; so ",
                          Decided(topo, d));
    case Technique::kSearch:
      return absl::StrCat("no rule of up to one trial applies; trying both values deeper shows ",
                          Decided(topo, d));
  }
  return "";
}

constexpr double kWeight[5] = {1, 3, 9, 27, 81};

}  // namespace

GradeResult Grade(const Topology& topo, std::span<const uint8_t> clues,
                  std::span<const uint8_t> solution, const SolveOptions& options,
                  Deadline& deadline) {
  GradeResult g;
  const ClueSystem sys = BuildClueSystem(topo, clues);
  State st = InitialState(sys);
  Scratch scratch;
  scratch.Init(sys);
  Deduction d;
  int hardest = -1;
  auto record = [&](const Deduction& ded) {
    const int t = static_cast<int>(ded.technique);
    hardest = std::max(hardest, t);
    ++g.steps[t];
    g.score += kWeight[t];
    if (options.explain) g.explanation.push_back(Explain(sys, st, ded));
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
    for (int k = 0; k < m; ++k) {
      if (FindSingle(sys, st, k, &d) && !d.conflict) {
        record(d);
        progress = true;
      }
    }
    if (progress) continue;
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
    for (int v = 0; v < sys.num_cells && !progress; ++v) {
      if (st.value[v] != kUnset) continue;
      if (deadline.Expired()) {
        g.timed_out = true;
        return g;
      }
      if (FindChain(sys, st, v, scratch, &d) && !d.conflict) {
        record(d);
        progress = true;
      }
    }
    if (progress) continue;
    for (int v = 0; v < sys.num_cells && !progress; ++v) {
      if (st.value[v] != kUnset) continue;
      if (deadline.CheckNow()) {
        g.timed_out = true;
        return g;
      }
      if (FindTrial(sys, st, v, static_cast<uint8_t>(1 - solution[v]), &d)) {
        record(d);
        progress = true;
      }
    }
    if (progress) continue;
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
