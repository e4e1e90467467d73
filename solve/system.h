// The clue system every solver layer works on, and the search state shared by the layers.
//
// A paper puzzle is a set of linear equations with 0/1 unknowns: one unknown per closed cell (mine
// or not), one equation per open cell ("the closed neighbours of this cell hold exactly `clue`
// mines"; open cells are never mines, so they drop out of every sum). ClueSystem stores the
// equations both ways in compressed (CSR) form: constraint -> closed cells and cell -> constraints.
// State holds a partial assignment with, per constraint, the mines still needed and the unknowns
// left, and a trail so that search can undo assignments in order without recursion.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "core/cell_name.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "solve/options.h"

namespace papermines {

inline constexpr uint8_t kUnset = 2;

struct ClueSystem {
  const Topology* topo = nullptr;
  std::span<const uint8_t> clues;
  int num_cells = 0;
  std::vector<int32_t> con_cell;    // constraint -> its open cell
  std::vector<uint32_t> con_start;  // constraint -> range in con_vars (size + 1)
  std::vector<int32_t> con_vars;    // closed neighbours, increasing
  std::vector<uint32_t> var_start;  // cell -> range in var_cons (size num_cells + 1)
  std::vector<int32_t> var_cons;    // constraints seeing the cell (empty for open cells)

  int num_constraints() const { return static_cast<int>(con_cell.size()); }
  std::span<const int32_t> vars(int k) const {
    return {con_vars.data() + con_start[k], con_vars.data() + con_start[k + 1]};
  }
  std::span<const int32_t> cons(int v) const {
    return {var_cons.data() + var_start[v], var_cons.data() + var_start[v + 1]};
  }
  // The mine count as one more constraint over every closed cell (con_cell -1), or -1: none.
  int64_t total_mines = -1;
  int clue(int k) const {
    return con_cell[k] < 0 ? static_cast<int>(total_mines) : clues[con_cell[k]];
  }
  // ClueScope::kBlock (a mosaic): every cell is unknown, clue cells included, and a clue's
  // equation holds its own cell.
  bool blocks = false;
  bool closed(int cell) const { return blocks || clues[cell] == kClosed; }
};

// With `counted` (one entry per cell), only open cells with counted[c] != 0 give an equation; the
// other open cells are still safe cells, but their clues are left out (used to test whether a set
// of clues fails on its own).
// With mine_count >= 0 (a shown mine count, `mines N shown`), the last constraint says that the
// closed cells hold mine_count mines; its con_cell is -1.
// With a `deadline`, building stops when it expires (a table of millions of cells takes seconds):
// the system returned is then incomplete, and the caller must check deadline->expired() first.
// With ClueScope::kBlock (a mosaic) every cell is unknown and a clue counts its own cell too.
class Deadline;
ClueSystem BuildClueSystem(const Topology& topo, std::span<const uint8_t> clues,
                           std::span<const uint8_t> counted = {}, int64_t mine_count = -1,
                           Deadline* deadline = nullptr, ClueScope scope = ClueScope::kNeighbours);
// The same into *out, reusing its buffers (for callers that build many systems of one size).
void BuildClueSystem(ClueSystem* out, const Topology& topo, std::span<const uint8_t> clues,
                     std::span<const uint8_t> counted = {}, int64_t mine_count = -1,
                     Deadline* deadline = nullptr, ClueScope scope = ClueScope::kNeighbours);

// "clue 2 at (3,4)" ("clue 2 at E4" with CellNaming::kLabel); cells are named by
// core/cell_name.h.
std::string ClueName(const ClueSystem& sys, int k, CellNaming naming = CellNaming::kRowCol);

struct State {
  std::vector<uint8_t> value;  // per cell: 0, 1 or kUnset (open cells 0)
  std::vector<int32_t> need;   // per constraint: clue minus mines assigned so far
  std::vector<int32_t> unk;    // per constraint: closed cells still unset
  std::vector<int32_t> trail;  // assigned cells in order
  std::vector<int32_t> queue;  // constraints to look at (propagation work list)
  int64_t unset = 0;           // closed cells still unset

  bool conflict(int k) const { return need[k] < 0 || need[k] > unk[k]; }
};

State InitialState(const ClueSystem& sys);
// The same into *out, reusing its buffers.
void ResetState(const ClueSystem& sys, State* out);
// Sets cell v (unset, closed) to x, updates its constraints and queues them.
void Assign(const ClueSystem& sys, State& st, int v, uint8_t x);
// Undoes assignments back to trail size `pos`.
void UndoTo(const ClueSystem& sys, State& st, size_t pos);

// A steady_clock deadline, checked at cheap intervals by every layer. With a `cancel` callback
// (SolveOptions::cancel) the same checks also ask it, and a true answer ends the solve as a time
// limit does.
class Deadline {
 public:
  explicit Deadline(double seconds, const std::function<bool()>* cancel = nullptr);
  // True once the time limit has passed; looks at the clock every 1024 calls only.
  bool Expired() {
    if (!limited_) return false;
    if ((++calls_ & 1023) != 0) return expired_;
    return CheckNow();
  }
  bool CheckNow();
  bool expired() const { return expired_; }
  // Also expired once Expired() has been called `calls` times (rounded up to a multiple of 1024):
  // a budget of work that does not depend on the machine's speed, so what runs out of it is the
  // same on every run (gen/sparse_ladder.h's count for mosaics of any grade).
  void LimitCalls(uint32_t calls) {
    limited_ = true;
    max_calls_ = calls;
  }

 private:
  bool limited_ = false;
  bool timed_ = false;
  bool expired_ = false;
  const std::function<bool()>* cancel_ = nullptr;
  uint32_t calls_ = 0;
  uint32_t max_calls_ = 0;  // 0: no budget of calls
  std::chrono::steady_clock::time_point end_;
};

}  // namespace papermines
