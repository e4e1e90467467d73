// Propagation: the deductions a person makes, from the easiest to the hardest.
//
// Solving paper minesweeper by hand goes through a ladder of techniques, and both the prover and
// the difficulty grade climb the same ladder:
//  - single clue: a clue whose remaining unknowns must all be mines (it still needs as many mines
//    as it has unknowns) or all safe (it needs none);
//  - two clues (subset and pairwise rule): for clues A and B sharing unknowns I, the mines in I
//    lie between max(0, a - |A\B|, b - |B\A|) and min(|I|, a, b); when that range pins A\B, B\A or
//    I to all-mines or all-safe, they are decided (the subset rule is the case B within A);
//  - chains of three clues: a connected group of three clues (each sharing an unknown with
//    another) whose unknowns take one value in every assignment that meets the three clues (which
//    covers linear combinations of them); the group is enumerated exactly (ESU enumeration of
//    connected groups, backtracking over at most ChainLimits::max_unknowns cells). Bigger groups
//    can be asked for (ChainLimits), the grade uses three (grade.h says why);
//  - trial: assume a value for a cell, propagate with the rules above, and when that runs into a
//    clue that cannot be met, the cell has the other value.
// The prover runs the single-clue rule as a work-list fixpoint (linear time) and the pair rule
// after it; the grade (grade.h) calls the Find* functions one technique at a time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "solve/system.h"

namespace papermines {

enum class Technique : uint8_t { kSingle, kPair, kChain, kTrial, kSearch };

// One step of reasoning: the clues it used and the cells it decided.
struct Deduction {
  Technique technique = Technique::kSingle;
  std::vector<int32_t> clues;                      // constraint indices
  std::vector<std::pair<int32_t, uint8_t>> cells;  // decided cells and their values
  bool conflict = false;                           // the clues cannot all be met (no cell decided)
  int32_t trial_cell = -1;                         // kTrial: the cell assumed...
  uint8_t trial_value = 0;                         // ...with this value, which led to a conflict at
  int32_t trial_conflict = -1;                     // ...this constraint, after deciding these
  std::vector<std::pair<int32_t, uint8_t>> trial_chain;  // cells in order (single and pair rules)
};

// Why the propagation loops decided what they decided (for callers that must later take back
// what depended on a clue, gen/sparse_ladder.h): per rule applied, the clues it used and where
// its cells begin on the trail (each rule decides at least one cell; its cells run to the next
// rule's start, or to the end of the trail).
struct DeductionLog {
  std::vector<uint32_t> trail_start;  // per rule applied: its first cell's trail position
  std::vector<uint32_t> clue_start;   // per rule applied (size + 1): its clues in `clues`
  std::vector<int32_t> clues;         // constraint indices
  void Clear() {
    trail_start.clear();
    clue_start.assign(1, 0);
    clues.clear();
  }
  size_t size() const { return trail_start.size(); }
  void Add(size_t trail_pos, std::span<const int32_t> used) {
    trail_start.push_back(static_cast<uint32_t>(trail_pos));
    clues.insert(clues.end(), used.begin(), used.end());
    clue_start.push_back(static_cast<uint32_t>(clues.size()));
  }
};

// Work-list fixpoint of the single-clue rule over the constraints in st.queue (push every
// constraint first for a full pass). Returns -1, or a constraint that cannot be met (the queue is
// then cleared). With a log, each clue that decides cells is written down.
int PropagateSingle(const ClueSystem& sys, State& st, Deadline* deadline = nullptr,
                    DeductionLog* log = nullptr);

// Reusable marks for the Find* functions.
struct Scratch {
  std::vector<uint32_t> mark;  // per cell
  uint32_t stamp = 0;
  std::vector<uint32_t> con_mark;  // per constraint
  uint32_t con_stamp = 0;
  std::vector<int32_t> near;        // per constraint (FindChain; all 0 between calls)
  std::vector<int32_t> cell_uses;   // per cell (FindChain; all 0 between calls)
  std::vector<uint32_t> cell_mask;  // per cell (FindChain; all 0 between calls)
  void Init(const ClueSystem& sys);
};

// Reusable buffers for PropagatePairs (Init once per clue system; left clean after each call).
struct PairScratch {
  Scratch scratch;
  std::vector<int32_t> work;
  std::vector<uint8_t> in_work;  // per constraint
  void Init(const ClueSystem& sys);
};

// Single-clue and pair rules to a fixpoint. With `all`, every pair is looked at; otherwise only
// pairs involving constraints of cells assigned since trail position `from`. Returns -1 or a
// conflicting constraint. Stops early (returning -1) when the deadline expires, or once the trail
// is longer than max_trail. With a log, every single clue and pair that decides cells is written
// down.
int PropagatePairs(const ClueSystem& sys, State& st, bool all, size_t from,
                   Deadline* deadline = nullptr);
int PropagatePairs(const ClueSystem& sys, State& st, bool all, size_t from, PairScratch& scratch,
                   Deadline* deadline = nullptr, size_t max_trail = SIZE_MAX,
                   DeductionLog* log = nullptr);

// The single-clue rule on constraint k in the current state (st is not changed).
bool FindSingle(const ClueSystem& sys, const State& st, int k, Deduction* out);
// The pair rule on constraints a and b. True when it decides a cell or finds a conflict.
bool FindPair(const ClueSystem& sys, const State& st, int a, int b, Scratch& scratch,
              Deduction* out);
// How far the chain technique looks.
struct ChainLimits {
  int max_clues = 3;      // clues in one group
  int max_unknowns = 16;  // unknowns around the group (at most 63)
};

// What the ladder's finders may skip when they are called again on one clue system (the grade's
// rounds, the sparse generator's fixpoints). A clue whose single rule, pairs (as the smaller clue
// of the pair) or chains (as the smallest clue of the group) decided nothing keeps deciding nothing
// until a cell they look at is decided: Assigned() after every change, and Update() before a
// finder scans, mark the clues it may have changed, so a scan that skips the others finds the
// same first deduction, in the same order, as a scan of every clue, without going over the whole
// board at every step. Init marks every clue.
class LadderMemo {
 public:
  enum Finder { kSingleRule = 0, kPairRule = 1, kChainRule = 2 };

  void Init(const ClueSystem& sys, const ChainLimits& chain);
  // The cells st.trail[from..] were just decided (marks the single rule's clues at once and keeps
  // the rest for Update).
  void Assigned(const ClueSystem& sys, const State& st, size_t from);
  // Marks what the cells decided since the last Update may have changed for finder f, at state
  // st (FindChain does it for chains).
  void Update(const ClueSystem& sys, const State& st, Finder f);

  // The first marked clue >= k for a finder, or num_constraints.
  int Next(Finder f, int k) const;
  bool marked(Finder f, int k) const { return (bits_[f][k >> 6] >> (k & 63)) & 1; }
  void Clear(Finder f, int k) { bits_[f][k >> 6] &= ~(uint64_t{1} << (k & 63)); }

 private:
  void Mark(int f, int k) { bits_[f][k >> 6] |= uint64_t{1} << (k & 63); }
  int m_ = 0;
  int chain_reach_ = 2;  // max_clues - 1: a group's clues lie within this distance of each other
  int max_unknowns_ = 16;
  std::vector<uint64_t> bits_[3];
  std::vector<int32_t> pending_[3];       // clues of cells decided since Update, per finder
  std::vector<uint8_t> pending_flag_[3];  // per constraint: in pending_
  std::vector<uint32_t> seen_;            // per constraint, stamps of Update's walks
  uint32_t stamp_ = 0;
  std::vector<int32_t> layer_, next_;
};

// Chains: the first connected group of 3..max_clues clues (smallest groups first) whose unknowns
// (at most max_unknowns) take one value in every assignment that meets the group's clues. True
// when such a group decides a cell or cannot be met.
// Stops (false) once `deadline` expires.
// With a memo (Init with the same limits), roots it has not marked are skipped and roots whose
// groups decided nothing are cleared; the answer is the one without it.
bool FindChain(const ClueSystem& sys, const State& st, const ChainLimits& limits, Scratch& scratch,
               Deduction* out, Deadline* deadline = nullptr, LadderMemo* memo = nullptr);
// Trial: assumes v = x and propagates (single and pair rules); true when that fails, so v = 1 - x,
// with the cells decided on the way in out->trial_chain. Gives up (false) once more than max_cells
// cells besides v are decided. st is restored before returning.
bool FindTrial(const ClueSystem& sys, State& st, int v, uint8_t x, Deduction* out,
               PairScratch* scratch = nullptr, size_t max_cells = SIZE_MAX);

// Applies the cells of a deduction (each must be unset).
void ApplyDeduction(const ClueSystem& sys, State& st, const Deduction& d);

}  // namespace papermines
