// The deduction ladder of the thinning checks (gen/sparse.h, steps 2-4): what single clues, pairs
// and chains of three decide of a table, from nothing (CheckLevels), or kept from one removal to
// the next (LadderClosure). Both give the same answers; the thinning uses LadderClosure (no shown
// mine count) and CheckLevels (with one: that clue changes at every removal).
//
// Why both. CheckLevels builds the table's clue system and runs the ladder over the whole board:
// time in proportion to the board for every clue tried, and the clues tried grow with the board
// (a 200 x 200 expert table tries about 1 500). A removal changes the deductions near the clue.
//
// Why it can be kept. What single clues and pairs end with (their fixpoint) does not depend on
// the order of their deductions: every rule is sound (the solution meets every clue, so no
// deduction contradicts it) and stays true as more cells are decided (a clue or a pair that
// forces a cell still forces it or has decided it already; a pair whose shared unknowns are all
// decided is two single clues, and the pair rule decides all that two clues can). So the fixpoint
// is the set of cells that some sequence of deductions decides, and the fixpoint reached from any
// set of cells that the rules decide anyway is the same. A removal only loses premises: the
// fixpoint without a clue is within the fixpoint with it.
//
// How LadderClosure keeps it. Each decided cell has a rule: the clues (one or two) that decided it,
// when (rules are numbered in the order they were applied), and the cells it relies on, a smallest
// set of cells decided before it with which its clues alone still decide it (a single clue that
// makes its cells safe relies on the mines it sees, one that makes them mines on the safe cells; a
// pair drops its cells one at a time while it still holds). Removing clue c:
//  1. the rules of c and of the clues next to it (their cells changed) no longer stand, nor any
//     rule relying on a cell that loses its rule. They are looked at in the order they were
//     applied, so when a rule's turn comes everything before it is settled: each of its cells gets
//     a rule of its own at the same time if one clue or a pair decides it from the cells decided
//     before (then what relied on it stands), or is taken back;
//  2. single clues and pairs run (in any order) on the cells taken back, c, and the clues around
//     them, the decided mines taken off the numbers; their rules are written down as new ones;
//  3. the chain level (below) runs on what is left undecided.
// A removal that stays (Keep) makes the new rules count; Undo restores the rules before it.
//
// Why the chain level is not kept. CheckLevels applies chains in an order that matters in one
// corner: after a chain decides cells, a clue whose other unknowns no other clue sees is not looked
// at again, so its single rule may never be applied (tests/gen_sparse_ladder_test.cpp fails when
// the order changes). So it runs as CheckLevels runs it: from the same fixpoint of the lower
// levels, with the clues and cells by board position and each clue's cells in the grid's
// neighbour order, on each part of the cells left (cells linked by a clue seeing both) on its own.
// A part's deductions change no other part, and the first group that decides something in a part
// is the first one in it, so each part ends as in CheckLevels's run over all of them. A part of
// the last kept table with no new cell and not next to the removed clue has the same clues: its
// answer (decided, or the count of what is left) is kept.
//
// Mosaics too (ClueScope::kBlock, gen/mosaic.h's thinning). A clue there counts its 3 x 3 block,
// its own cell included, and every cell is unknown, clue or not. The closure reads both through
// one neighbourhood per cell (the cells a clue there counts, which are also the clues counting
// it) and one test of what is unknown; the reasoning above holds word for word. Only the removal
// differs: the removed clue's cell was a cell already (it keeps its value unless its rule falls)
// and no other clue's cells change, so only the rules of the clue itself are looked at again.
// And the corner above is not one for mosaics: after a chain the clues it changed are looked at
// by the single rule again, as the grader (solve/grade.h) looks at them and as the mosaic
// thinning always did (its puzzles stay the ones it made); paper thinning keeps its order.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "core/puzzle.h"
#include "core/topology.h"
#include "solve/propagate.h"
#include "solve/search.h"
#include "solve/solver.h"
#include "solve/system.h"

namespace papermines {

// What the deduction levels make of a table: the lowest level up to max_level that decides every
// closed cell from nothing (0 single clues, 1 and pairs, 2 and chains of three), or -1; and, when
// every level failed at 2 and the rest was asked for, whether the cells left have one solution
// (kUnique) or more (kMultiple), by exact search on the independent parts of what is left
// (kUnknown when that took longer than kResidualSeconds).
struct LevelCheck {
  int level = -1;
  Verdict rest = Verdict::kUnknown;
};

// Seconds the exact count of what the chains leave undecided may take before the caller asks the
// full solver instead (the answer is the same either way: both are exact).
inline constexpr double kResidualSeconds = 0.05;

// How the count of the rest is bounded: 0, by kResidualSeconds for the whole table (the caller
// asks the prover when it runs out: the answer is exact whichever answers); otherwise by this many
// steps of search for each independent part (Deadline::LimitCalls), a part that needs more being
// kUnknown on every run and every machine. Mosaics of any grade count so and take kUnknown for a
// clue that must stay (mosaic.h): their thinning goes on where the rest is already larger than
// the exact count settles quickly, and each of those removals cost the prover seconds.
inline constexpr uint32_t kMosaicRestSteps = 1u << 10;

// The buffers of one ladder run, kept from one removal to the next (a table's systems all have
// about the same size; fresh ones cost page faults on large boards).
struct LevelWork {
  ClueSystem sys;
  State st;
  PairScratch pairs;
  Scratch scratch;
  LadderMemo memo;
};

// The ladder from nothing on the table `clues` (mine_count >= 0: the shown mine count is one more
// clue), levels up to max_level, each going on from the fixpoint of the one below; with
// count_rest, the exact count of what level 2 leaves. `scope`: what a clue counts (a mosaic's
// block, solve/options.h). `rest_steps`: how the count is bounded (above).
LevelCheck CheckLevels(const Topology& topo, const Clues& clues, int max_level, int64_t mine_count,
                       bool count_rest, LevelWork& w, ClueScope scope = ClueScope::kNeighbours,
                       uint32_t rest_steps = 0);

// What CheckLevels says of a table of known solution, kept across removals of clues (above).
// `clues` is the caller's table, read at every call: the caller closes a clue (clues[c] =
// kClosed) before Remove(c) and reopens it before Undo(). No shown mine count. `scope` as
// CheckLevels's (kBlock: a mosaic, `mine` its picture).
class LadderClosure {
 public:
  // The table `clues` from nothing; `mine` is its solution (every cell the ladder decides takes
  // its value). All three must outlive the closure. max_level, count_rest and rest_steps as
  // CheckLevels's.
  LadderClosure(const Topology& topo, const Clues& clues, const Mines& mine, int max_level,
                bool count_rest, ClueScope scope = ClueScope::kNeighbours, uint32_t rest_steps = 0);

  // What CheckLevels(topo, clues, max_level, -1, count_rest) says of the table without clue c
  // (already closed by the caller), except that level 0 is reported as 1 when max_level >= 1.
  LevelCheck Remove(int c);
  // The last removal stays; or it is taken back (the caller has reopened the clue first).
  void Keep();
  void Undo();

  // Per cell, the fixpoint of the levels below chains of the table of the last call: 0 or 1 for
  // a decided closed cell, kUnset for an undecided one (open cells: 0; with blocks every cell is
  // closed).
  std::span<const uint8_t> values() const { return value_; }
  // Cells taken back by the last Remove (for tests and measurements).
  int64_t last_taken() const { return static_cast<int64_t>(taken_.size()); }
  // For tests: those cells, the time of the rule that had decided the i-th, and whether cell x
  // was decided before time t (after Remove, as when the cells were looked at: the rules it
  // writes down later have later times).
  std::span<const int32_t> last_taken_cells() const { return taken_; }
  int64_t last_taken_time(size_t i) const { return rule_time_[taken_by_[i]]; }
  bool decided_before(int32_t x, int64_t t) const { return Before(x, t); }
  // The result of the constructor's run from nothing.
  const LevelCheck& initial() const { return initial_; }
  // Some clue could not be met (the solution given does not meet the table): the answers are
  // CheckLevels's no longer, the caller must not use them.
  bool failed() const { return failed_; }

 private:
  // Builds work_.sys on the board cells `cells` (every undecided cell seen by one of the clues)
  // and the clue cells `cons`, the decided cells' mines taken off the numbers; queues every clue.
  void BuildLocal(const std::vector<int32_t>& cells, const std::vector<int32_t>& cons);
  // The levels below chains on work_, their rules recorded as new ones and their cells set in
  // value_; true unless some clue could not be met.
  bool RunLower();
  // The chain level and the count of the rest, part by part, from the fixpoint of the lower
  // levels (into pend_); KeepParts makes the parts of the removal kept count.
  LevelCheck RunUpper();
  void KeepParts();
  // Queues rule d to be looked at (once per removal).
  void Invalidate(int32_t d);
  // The first step of Remove(c): the rules that no longer stand, in the order they were applied
  // (into dead_rules_); each of their cells another rule supports keeps its value (moved_), the
  // others are taken back (taken_, taken_by_).
  void TakeBackRules(int c);
  // The cells rule d relies on (into rule_prem_): of the cells its clues see that were decided
  // before it, a set with which its clues alone still decide its cells. False (nothing recorded)
  // when its clues do not decide its cells from all the cells before it.
  bool Premises(int32_t d);
  // Gives v, decided by a rule of time t that no longer stands, a rule of its own of time t, from
  // the cells decided before t (false: none found).
  bool Resupport(int32_t v, int64_t t);
  bool ResupportByPair(int32_t v, int64_t t);         // (its pairs, after its single clues)
  bool PairFor(int32_t v, int64_t t, uint32_t call);  // (ResupportByPair's search)
  // Writes down a rule of time t deciding v by clue a (and b >= 0); false (nothing written) when
  // its premises cannot be found.
  bool Record(int32_t v, int64_t t, int32_t a, int32_t b);
  // Whether cell x was decided before time t.
  bool Before(int32_t x, int64_t t) const {
    return Var(x) && value_[x] != kUnset && rule_time_[by_[x]] < t;
  }
  // Whether the clues (one or two; those of rule d), with only the cells of prem_ decided (the
  // others unknown), decide the cells (those of rule d), each to its value in the solution.
  bool Holds(int32_t d);
  bool HoldsFor(std::span<const int32_t> clues, std::span<const int32_t> cells);
  // Adds the rules from committed_rules_ on to the lists of their clues and premises.
  void Register();
  uint32_t NextStamp();  // a new stamp for cell_mark_ and clue_mark_
  // The cells a clue at x counts, and the clues that count cell x (the same cells).
  std::span<const int32_t> Around(int32_t x) const {
    return {around_.data() + around_start_[x], around_.data() + around_start_[x + 1]};
  }
  // Whether cell v is unknown: closed, or any cell with blocks.
  bool Var(int32_t v) const { return blocks_ || clues_[v] == kClosed; }

  const Topology& topo_;
  const Clues& clues_;
  const Mines& mine_;
  const int max_level_;
  const int lower_;  // the kept levels: 0 single clues, 1 and pairs
  const bool count_rest_;
  const uint32_t rest_steps_;
  const bool blocks_;  // ClueScope::kBlock: a mosaic
  std::vector<uint32_t> around_start_;
  std::vector<int32_t> around_;
  LevelCheck initial_;
  bool failed_ = false;
  std::vector<uint8_t> value_;  // per cell, as values() says
  std::vector<int32_t> by_;     // per decided closed cell: its rule (-1: none)
  // The rules: when each was applied (rules of one run in order; a rule given to a cell whose
  // rule fell has that rule's time), their clues (cells), the cells they decided and the cells
  // they rely on (all decided earlier); whether each still stands.
  std::vector<int64_t> rule_time_;
  std::vector<uint32_t> rule_clue_start_, rule_cell_start_, rule_prem_start_;
  std::vector<int32_t> rule_clues_, rule_cells_, rule_prem_;
  std::vector<uint8_t> alive_;
  int64_t next_time_ = 0, pending_time_ = 0;  // the next run's first time (kept, in progress)
  std::vector<std::vector<int32_t>> uses_;    // per clue cell: the standing rules that use it
  std::vector<std::vector<int32_t>> relies_;  // per cell: the standing rules that rely on it
  // Closed cells left undecided by the kept levels, with a flag per cell.
  std::vector<int32_t> rest_;
  std::vector<uint8_t> in_rest_;
  // The parts of the cells the lower levels leave, of the last kept table (comp_) and of the
  // removal in progress (pend_): per cell its part, per part its size and its answer (0: the
  // chains decide it; otherwise the Verdict of what they leave, + 1). comps_valid_: known.
  std::vector<int32_t> comp_of_, comp_size_, pend_of_, pend_size_, part_;
  std::vector<uint8_t> comp_result_, pend_result_;
  bool comps_valid_ = false, pend_valid_ = false;
  std::vector<uint32_t> fresh_;  // per cell: stamp_ of the removal that left it undecided
  // The removal in progress: the clue, the rules that fell, the cells taken back (and the rules
  // that had decided them), the cells given another rule (and their old one), the number of
  // rules before the new ones, the rules to look at by time.
  int32_t removed_ = -1;
  std::vector<int32_t> dead_rules_, taken_, taken_by_;
  std::vector<std::pair<int32_t, int32_t>> moved_;
  size_t committed_rules_ = 0;
  std::vector<std::pair<int64_t, int32_t>> heap_;
  std::vector<uint32_t> rule_mark_;  // per rule: stamp_ once queued
  uint32_t stamp_ = 0;
  std::vector<uint32_t> cell_mark_;
  // The clues gathered by Remove, apart (with blocks a cell can be a clue and an unknown both).
  std::vector<uint32_t> clue_mark_;
  uint32_t cell_stamp_ = 0;
  std::vector<int32_t> cells_, cons_, cand_, prem_, near_, pair_with_;
  // ResupportByPair's, per clue: the stamp of its counts, the counts, whether it sees the cell
  // looked at (all 0 between calls).
  std::vector<uint32_t> pair_mark_;
  std::vector<int32_t> pair_need_, pair_unk_, pair_inter_;
  std::vector<uint8_t> sees_v_;
  // The local system: local cells are the undecided board cells, then one open cell per clue;
  // local_of_ maps board cells to them (-1: not in it).
  LevelWork work_;
  std::vector<uint8_t> local_clues_;
  std::vector<int32_t> local_of_, cell_of_local_, clue_of_local_;
  DeductionLog log_;
};

// Step 1 of the thinning checks (sparse.h; mosaic.h's too): after a clue is taken away, the
// unknown cells within distance 2 of it (1 when those are more than kWitnessMaxUnknowns; none
// beyond that) are searched, the rest of the board fixed to the solution, for another assignment
// meeting every clue. One found is a second solution of the whole table, so the removal is
// refused without a global proof; none found proves nothing. Every later check is exact, so the
// witness changes no table, only how fast a removal that cannot stay is refused. It matters most
// where the later checks are slowest: a table whose chains leave large parts undecided, where the
// exact count and the prover would have to find the second solution in all of it.
inline constexpr int kWitnessRadius = 2;
inline constexpr int kWitnessMaxUnknowns = 28;

class LocalWitness {
 public:
  // `scope` as CheckLevels's: with kBlock (a mosaic) every cell is unknown and a clue counts its
  // own cell too.
  explicit LocalWitness(const Topology& topo, ClueScope scope = ClueScope::kNeighbours);

  // True when a second solution (`mine` is the first) differs from it only near `center`. With
  // keep_total (a shown mine count) it must hold as many mines as the solution.
  bool Find(const Clues& clues, const Mines& mine, int center, bool keep_total);

 private:
  int Search(const Clues& clues, const Mines& mine, int center, int radius);
  bool Assign(int i, const Mines& mine);
  // The cells a clue at x counts (and the clues that count cell x), into out.
  void Around(int x, std::vector<int32_t>& out) const;

  const Topology& topo_;
  const bool blocks_;
  std::vector<int> dist_, slot_, con_slot_;
  std::vector<int> region_, vars_, cons_;
  std::vector<std::vector<int>> var_cons_;
  std::vector<int> need_, unk_;
  std::vector<int32_t> around_, around2_;
  int differs_ = 0;
  int balance_ = 0;  // mines of the assignment minus the solution's, in the region
  bool keep_total_ = false;
};

}  // namespace papermines
