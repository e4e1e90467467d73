// The clue system and search state shared by every solver layer (system.h): building the
// equations of a table, assigning and undoing cells, and the deadline the layers check.
#include "solve/system.h"

#include "absl/strings/str_cat.h"

namespace papermines {

ClueSystem BuildClueSystem(const Topology& topo, std::span<const uint8_t> clues,
                           std::span<const uint8_t> counted, int64_t mine_count, Deadline* deadline,
                           ClueScope scope) {
  ClueSystem sys;
  BuildClueSystem(&sys, topo, clues, counted, mine_count, deadline, scope);
  return sys;
}

void BuildClueSystem(ClueSystem* out, const Topology& topo, std::span<const uint8_t> clues,
                     std::span<const uint8_t> counted, int64_t mine_count, Deadline* deadline,
                     ClueScope scope) {
  ClueSystem& sys = *out;
  sys.topo = &topo;
  sys.clues = clues;
  sys.blocks = scope == ClueScope::kBlock;
  sys.total_mines = -1;
  const int n = topo.size();
  sys.num_cells = n;
  sys.con_cell.clear();
  sys.con_vars.clear();
  sys.con_start.assign(1, 0);
  // var_start[v + 2] counts v's constraints first; the prefix sums and the placement below
  // leave var_start[v] at the start of v's range.
  sys.var_start.assign(static_cast<size_t>(n) + 2, 0);
  for (int c = 0; c < n; ++c) {
    if (deadline != nullptr && deadline->Expired()) return;  // incomplete: the caller stops
    if (clues[c] == kClosed || (!counted.empty() && counted[c] == 0)) continue;
    sys.con_cell.push_back(c);
    bool own = !sys.blocks;  // the clue's own cell: in its equation when a block, in order
    for (int32_t nb : topo.neighbors(c)) {
      if (!own && nb > c) {
        sys.con_vars.push_back(c);
        ++sys.var_start[c + 2];
        own = true;
      }
      if (!sys.closed(nb)) continue;
      sys.con_vars.push_back(nb);
      ++sys.var_start[nb + 2];
    }
    if (!own) {
      sys.con_vars.push_back(c);
      ++sys.var_start[c + 2];
    }
    sys.con_start.push_back(static_cast<uint32_t>(sys.con_vars.size()));
  }
  if (mine_count >= 0) {
    sys.total_mines = mine_count;
    sys.con_cell.push_back(-1);
    for (int c = 0; c < n; ++c) {
      if (!sys.closed(c)) continue;
      sys.con_vars.push_back(c);
      ++sys.var_start[c + 2];
    }
    sys.con_start.push_back(static_cast<uint32_t>(sys.con_vars.size()));
  }
  for (int c = 0; c < n; ++c) sys.var_start[c + 2] += sys.var_start[c + 1];
  sys.var_cons.resize(sys.con_vars.size());
  for (int k = 0; k < sys.num_constraints(); ++k) {
    for (int32_t v : sys.vars(k)) sys.var_cons[sys.var_start[v + 1]++] = k;
  }
  sys.var_start.pop_back();
}

std::string ClueName(const ClueSystem& sys, int k, CellNaming naming) {
  if (sys.con_cell[k] < 0) return absl::StrCat("the mine count (", sys.total_mines, ")");
  return absl::StrCat("clue ", sys.clue(k), " at ", CellName(*sys.topo, sys.con_cell[k], naming));
}

State InitialState(const ClueSystem& sys) {
  State st;
  ResetState(sys, &st);
  return st;
}

void ResetState(const ClueSystem& sys, State* out) {
  State& st = *out;
  st.trail.clear();
  st.queue.clear();
  st.unset = 0;
  st.value.assign(sys.num_cells, 0);
  for (int c = 0; c < sys.num_cells; ++c) {
    if (sys.closed(c)) {
      st.value[c] = kUnset;
      ++st.unset;
    }
  }
  const int m = sys.num_constraints();
  st.need.resize(m);
  st.unk.resize(m);
  for (int k = 0; k < m; ++k) {
    st.need[k] = sys.clue(k);
    st.unk[k] = static_cast<int32_t>(sys.vars(k).size());
  }
}

void Assign(const ClueSystem& sys, State& st, int v, uint8_t x) {
  st.value[v] = x;
  st.trail.push_back(v);
  --st.unset;
  for (int32_t k : sys.cons(v)) {
    --st.unk[k];
    st.need[k] -= x;
    st.queue.push_back(k);
  }
}

void UndoTo(const ClueSystem& sys, State& st, size_t pos) {
  while (st.trail.size() > pos) {
    const int v = st.trail.back();
    st.trail.pop_back();
    const uint8_t x = st.value[v];
    for (int32_t k : sys.cons(v)) {
      ++st.unk[k];
      st.need[k] += x;
    }
    st.value[v] = kUnset;
    ++st.unset;
  }
}

Deadline::Deadline(double seconds, const std::function<bool()>* cancel) {
  if (cancel != nullptr && *cancel) {
    limited_ = true;
    cancel_ = cancel;
  }
  if (seconds > 0) {
    limited_ = true;
    timed_ = true;
    end_ = std::chrono::steady_clock::now() +
           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
               std::chrono::duration<double>(seconds));
  }
}

bool Deadline::CheckNow() {
  if (!limited_) return false;
  if (expired_) return true;
  if (max_calls_ != 0 && calls_ >= max_calls_) expired_ = true;
  if (!expired_ && timed_ && std::chrono::steady_clock::now() >= end_) expired_ = true;
  if (!expired_ && cancel_ != nullptr && (*cancel_)()) expired_ = true;
  return expired_;
}

}  // namespace papermines
