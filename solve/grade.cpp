// Difficulty grading (grade.h): replays a unique puzzle with the person's techniques of
// propagate.h, easiest first, and counts what each step needed; the sentences of
// `solve --explain` and the solving path drawn on answer pages come from the same replay, so the
// grade and the explanation cannot disagree.
#include "solve/grade.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "solve/propagate.h"

namespace papermines {
namespace {

// A trial's consequences listed in full up to this many cells.
constexpr size_t kTrialCellsShown = 6;

std::string CellList(const Topology& topo, const std::vector<int32_t>& cells, CellNaming nm) {
  return CellNames(topo, cells, nm);
}

// The words of a step: a paper puzzle's mines and safe cells, or a mosaic's filled and empty
// cells (ClueScope::kBlock).
struct Words {
  const char *one, *many, *safe, *a_one;
  const char *none_around, *all_found, *more;
};
constexpr Words kPaperWords = {"mine",
                               "mines",
                               "safe",
                               "a mine",
                               "has no mine around it",
                               "already has all its mines",
                               " more mines and has "};
constexpr Words kBlockWords = {"filled",
                               "filled",
                               "empty",
                               "filled",
                               "has no filled cell in its block",
                               "already has all its filled cells",
                               " more filled cells and has "};
const Words& WordsOf(const ClueSystem& sys) { return sys.blocks ? kBlockWords : kPaperWords; }

// "(3,5), (4,5): mines; (2,2): safe"
std::string Decided(const ClueSystem& sys, const Deduction& d, CellNaming nm) {
  const Topology& topo = *sys.topo;
  const Words& w = WordsOf(sys);
  std::vector<int32_t> mines, safe;
  for (auto [v, x] : d.cells) (x ? mines : safe).push_back(v);
  std::vector<std::string> parts;
  if (!mines.empty()) {
    parts.push_back(
        absl::StrCat(CellList(topo, mines, nm), ": ", mines.size() == 1 ? w.one : w.many));
  }
  if (!safe.empty()) parts.push_back(absl::StrCat(CellList(topo, safe, nm), ": ", w.safe));
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
  const Words& w = WordsOf(sys);
  switch (d.technique) {
    case Technique::kSingle: {
      const int k = d.clues[0];
      const int unk = st.unk[k];
      if (st.need[k] == 0) {
        if (sys.clue(k) == 0 && sys.con_cell[k] >= 0)
          return absl::StrCat(ClueName(sys, k, nm), " ", w.none_around, ", ", Decided(sys, d, nm));
        return absl::StrCat(ClueName(sys, k, nm), " ", w.all_found, ", ", Decided(sys, d, nm));
      }
      if (unk == 1)
        return absl::StrCat(ClueName(sys, k, nm), " has one unknown left, ", Decided(sys, d, nm));
      return absl::StrCat(ClueName(sys, k, nm), " needs ", st.need[k], w.more, unk,
                          " unknowns left, ", Decided(sys, d, nm));
    }
    case Technique::kPair: {
      const int a = d.clues[0], b = d.clues[1];
      std::vector<int32_t> ua = Unknowns(sys, st, a), ub = Unknowns(sys, st, b), shared;
      std::set_intersection(ua.begin(), ua.end(), ub.begin(), ub.end(), std::back_inserter(shared));
      const bool subset = shared.size() == ua.size() || shared.size() == ub.size();
      return absl::StrCat(ClueName(sys, a, nm), " (", st.need[a], " more) and ",
                          ClueName(sys, b, nm), " (", st.need[b], " more) share ",
                          CellList(topo, shared, nm), subset ? " (one lies inside the other)" : "",
                          ", so ", Decided(sys, d, nm));
    }
    case Technique::kChain: {
      std::vector<std::string> names;
      for (int32_t k : d.clues) names.push_back(ClueName(sys, k, nm));
      const std::string last = names.back();
      names.pop_back();
      return absl::StrCat("every way to meet ", absl::StrJoin(names, ", "), " and ", last,
                          " together gives ", Decided(sys, d, nm));
    }
    case Technique::kTrial: {
      // "if (0,1) were safe, the single-clue and pair rules would give (1,0): mine, ...; then
      // clue 2 at (2,2) could not be met; so (0,1): mine"
      std::string chain;
      const size_t shown = std::min<size_t>(d.trial_chain.size(), kTrialCellsShown);
      for (size_t i = 0; i < shown; ++i) {
        auto [v, x] = d.trial_chain[i];
        absl::StrAppend(&chain, i == 0 ? "" : ", ", CellName(topo, v, nm), " ", x ? w.one : w.safe);
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
                          d.trial_value ? w.a_one : w.safe, consequence, " and ",
                          ClueName(sys, d.trial_conflict, nm), " could not be met; so ",
                          Decided(sys, d, nm));
    }
    case Technique::kSearch:
      return absl::StrCat("no rule of up to one trial applies; trying both values deeper shows ",
                          Decided(sys, d, nm));
  }
  return "";
}

// The same step as data (core/puzzle.h StepReason): what Explain says, for render to word in
// any language.
StepClue ClueOf(const ClueSystem& sys, const State& st, int k) {
  return {sys.con_cell[k],
          sys.con_cell[k] < 0 ? static_cast<int32_t>(sys.total_mines)
                              : static_cast<int32_t>(sys.clue(k)),
          st.need[k]};
}

StepReason Reason(const ClueSystem& sys, const State& st, const Deduction& d) {
  StepReason r;
  r.block = sys.blocks;
  using Rule = StepReason::Rule;
  switch (d.technique) {
    case Technique::kSingle: {
      const int k = d.clues[0];
      r.clues.push_back(ClueOf(sys, st, k));
      if (st.need[k] == 0) {
        r.rule =
            sys.clue(k) == 0 && sys.con_cell[k] >= 0 ? Rule::kNoMineAround : Rule::kAllMinesFound;
      } else if (st.unk[k] == 1) {
        r.rule = Rule::kOneUnknownLeft;
      } else {
        r.rule = Rule::kNeedsMore;
        r.unknowns = st.unk[k];
      }
      break;
    }
    case Technique::kPair: {
      const int a = d.clues[0], b = d.clues[1];
      r.rule = Rule::kPair;
      r.clues = {ClueOf(sys, st, a), ClueOf(sys, st, b)};
      std::vector<int32_t> ua = Unknowns(sys, st, a), ub = Unknowns(sys, st, b);
      std::set_intersection(ua.begin(), ua.end(), ub.begin(), ub.end(),
                            std::back_inserter(r.shared));
      r.inside = r.shared.size() == ua.size() || r.shared.size() == ub.size();
      break;
    }
    case Technique::kChain:
      r.rule = Rule::kChain;
      for (int32_t k : d.clues) r.clues.push_back(ClueOf(sys, st, k));
      break;
    case Technique::kTrial: {
      r.rule = Rule::kTrial;
      r.trial_cell = d.trial_cell;
      r.trial_mine = d.trial_value != 0;
      const size_t shown = std::min<size_t>(d.trial_chain.size(), kTrialCellsShown);
      r.trial_chain.assign(d.trial_chain.begin(), d.trial_chain.begin() + shown);
      r.trial_decided = static_cast<int64_t>(d.trial_chain.size());
      r.clues.push_back(ClueOf(sys, st, d.trial_conflict));
      break;
    }
    case Technique::kSearch:
      r.rule = Rule::kSearch;
      break;
  }
  return r;
}

constexpr double kWeight[5] = {1, 3, 9, 27, 81};

}  // namespace

namespace {

// One grading run: the rounds of the human-style solver over one clue system, each deduction
// recorded (steps, score, explanation) as it is applied.
class Grader {
 public:
  Grader(const Topology& topo, std::span<const uint8_t> clues, std::span<const uint8_t> solution,
         const SolveOptions& options, Deadline& deadline, const ChainLimits& chain)
      : sys_(BuildClueSystem(topo, clues, {}, options.mine_count, nullptr, options.scope)),
        st_(InitialState(sys_)),
        solution_(solution),
        options_(options),
        deadline_(deadline),
        chain_(chain) {
    scratch_.Init(sys_);
    pair_scratch_.Init(sys_);
    memo_.Init(sys_, chain_);
  }

  GradeResult Run() {
    while (st_.unset > 0) {
      if (deadline_.CheckNow()) return TimedOut();
      // 1. Single clues, 2. two clues at once, 3. chains of three or more clues, 4. a trial,
      // 5. search: the first rule that makes progress ends the round.
      if (SingleRound() || PairRound()) continue;
      if (FindChain(sys_, st_, chain_, scratch_, &d_, &deadline_, &memo_) && !d_.conflict) {
        Record(d_);
        continue;
      }
      if (deadline_.CheckNow()) return TimedOut();
      if (g_.stall.empty()) g_.stall = st_.value;
      Deduction best;
      if (!BestTrial(&best)) return TimedOut();
      if (best.trial_cell >= 0) {
        Record(best);
        continue;
      }
      SearchStep();
    }
    static constexpr Difficulty kGrade[5] = {Difficulty::kEasy, Difficulty::kMedium,
                                             Difficulty::kHard, Difficulty::kExpert,
                                             Difficulty::kExpert};
    g_.difficulty = hardest_ < 0 ? Difficulty::kEasy : kGrade[hardest_];
    return std::move(g_);
  }

 private:
  GradeResult TimedOut() {
    g_.timed_out = true;
    return std::move(g_);
  }

  // Counts the deduction, explains it when asked, and applies it.
  void Record(const Deduction& ded) {
    const int t = static_cast<int>(ded.technique);
    hardest_ = std::max(hardest_, t);
    ++g_.steps[t];
    g_.score += kWeight[t];
    if (options_.explain) ExplainStep(ded);
    if (t != static_cast<int>(Technique::kSingle)) {  // a round of its own (singles: below)
      ++g_.stalls[t];
      if (ded.cells.size() == 1) ++g_.bottlenecks[t];
    }
    for (auto [v, x] : ded.cells) g_.sound &= solution_[v] == x;
    const size_t from = st_.trail.size();
    ApplyDeduction(sys_, st_, ded);
    st_.queue.clear();
    memo_.Assigned(sys_, st_, from);
  }

  // The deduction's sentence and its step on the solving path.
  void ExplainStep(const Deduction& ded) {
    g_.explanation.push_back(Explain(sys_, st_, ded, options_.cell_names));
    PathStep step;
    // The mine count (con_cell -1, solve/system.h) is a clue of no cell: not drawn.
    if (ded.technique == Technique::kTrial) {
      if (ded.trial_conflict >= 0 && sys_.con_cell[ded.trial_conflict] >= 0)
        step.clue_cells.push_back(sys_.con_cell[ded.trial_conflict]);
    } else {
      for (int32_t k : ded.clues)
        if (sys_.con_cell[k] >= 0) step.clue_cells.push_back(sys_.con_cell[k]);
    }
    step.cells = ded.cells;
    step.text = g_.explanation.back();
    step.reason = Reason(sys_, st_, ded);
    g_.path.push_back(std::move(step));
  }

  // Every clue that decides its unknowns on its own, in cell order: one round. Clues the memo
  // has not marked since they last decided nothing are skipped (they would decide nothing).
  bool SingleRound() {
    bool progress = false;
    const int64_t unset_before = st_.unset;
    const int m = sys_.num_constraints();
    for (int k = memo_.Next(LadderMemo::kSingleRule, 0); k < m;
         k = memo_.Next(LadderMemo::kSingleRule, k + 1)) {
      memo_.Clear(LadderMemo::kSingleRule, k);
      if (FindSingle(sys_, st_, k, &d_) && !d_.conflict) {
        Record(d_);
        progress = true;
      }
    }
    if (progress) {
      ++g_.stalls[0];
      if (unset_before - st_.unset == 1) ++g_.bottlenecks[0];
    }
    return progress;
  }

  // The first pair of clues sharing an unknown that decides something together (clues the memo
  // has not marked are skipped as the smaller clue of a pair).
  bool PairRound() {
    const int m = sys_.num_constraints();
    memo_.Update(sys_, st_, LadderMemo::kPairRule);
    for (int a = memo_.Next(LadderMemo::kPairRule, 0); a < m;
         a = memo_.Next(LadderMemo::kPairRule, a + 1)) {
      if (st_.unk[a] == 0) {
        memo_.Clear(LadderMemo::kPairRule, a);
        continue;
      }
      ++scratch_.con_stamp;
      for (int32_t v : sys_.vars(a)) {
        if (st_.value[v] != kUnset) continue;
        for (int32_t b : sys_.cons(v)) {
          if (b <= a || scratch_.con_mark[b] == scratch_.con_stamp) continue;
          scratch_.con_mark[b] = scratch_.con_stamp;
          if (FindPair(sys_, st_, a, b, scratch_, &d_) && !d_.conflict) {
            Record(d_);
            return true;
          }
        }
      }
      memo_.Clear(LadderMemo::kPairRule, a);
    }
    return false;
  }

  // A trial: of all the assumptions the single-clue and pair rules refute, the one refuted in
  // the fewest deductions (the easiest to follow; ties: the first cell), into *best (trial_cell
  // stays -1 when none). False when time ran out.
  bool BestTrial(Deduction* best) {
    for (int v = 0; v < sys_.num_cells; ++v) {
      if (st_.value[v] != kUnset) continue;
      if (deadline_.Expired()) return false;
      // Only a refutation shorter than the best so far is of interest.
      if (best->trial_cell >= 0 && best->trial_chain.empty()) break;
      const size_t budget = best->trial_cell < 0 ? SIZE_MAX : best->trial_chain.size() - 1;
      if (FindTrial(sys_, st_, v, static_cast<uint8_t>(1 - solution_[v]), &d_, &pair_scratch_,
                    budget)) {
        *best = d_;
      }
    }
    return true;
  }

  // Search: the first unknown cell takes its value from the proved solution.
  void SearchStep() {
    for (int v = 0; v < sys_.num_cells; ++v) {
      if (st_.value[v] != kUnset) continue;
      d_ = Deduction{};
      d_.technique = Technique::kSearch;
      d_.cells = {{v, solution_[v]}};
      Record(d_);
      return;
    }
  }

  const ClueSystem sys_;
  State st_;
  std::span<const uint8_t> solution_;
  const SolveOptions& options_;
  Deadline& deadline_;
  const ChainLimits& chain_;
  Scratch scratch_;
  PairScratch pair_scratch_;
  LadderMemo memo_;
  Deduction d_;
  GradeResult g_;
  int hardest_ = -1;
};

}  // namespace

GradeResult Grade(const Topology& topo, std::span<const uint8_t> clues,
                  std::span<const uint8_t> solution, const SolveOptions& options,
                  Deadline& deadline, const ChainLimits& chain) {
  return Grader(topo, clues, solution, options, deadline, chain).Run();
}

}  // namespace papermines
