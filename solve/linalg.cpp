// The linear-algebra layer of the solver (linalg.h): the sweep elimination over a prime field
// that decides components of full column rank, and the enumeration of a few free parameters.
// Kept apart from propagation and search because its cost is linear in the board, which is what
// lets the solver prove boards of millions of cells.
#include "solve/linalg.h"

#include <algorithm>

#include "solve/field.h"

namespace papermines {
namespace {

// One step of the sweep, replayed over the integers to get the values: either a cell that became
// parameter `ref`, or a cell defined by constraint `ref` from the other cells of that constraint.
struct Step {
  int32_t var;
  int32_t ref;
  bool define;
};

// An elimination: parameter `param` = cst + sum of coef * parameter over entries[begin, end).
struct Elim {
  int32_t param;
  uint32_t begin, end;
  uint32_t cst;
};

struct SweepOut {
  bool timed_out = false;
  bool inconsistent = false;
  int32_t bad_constraint = -1;
  int num_params = 0;
  std::vector<int32_t> free_params;
  std::vector<Step> program;
  std::vector<Elim> elims;
  std::vector<std::pair<int32_t, uint32_t>> entries;
};

// Per-cell scratch shared by all components of one call (reset per component).
struct Workspace {
  std::vector<int32_t> row_of;    // live expression row; -1 not met yet; -2 retired
  std::vector<int32_t> last_use;  // position of the cell's last constraint in the order
  std::vector<int32_t> value;     // replayed integer values
};

template <class F>
class Sweeper {
 public:
  using Word = typename F::Word;

  // With stop_on_inconsistent false, an inconsistent check is skipped (for the rank of A alone).
  Sweeper(const ClueSystem& sys, const State& st, Workspace& ws, Deadline& deadline,
          bool stop_on_inconsistent = true)
      : sys_(sys), st_(st), ws_(ws), deadline_(deadline), stop_(stop_on_inconsistent) {
    stride_ = F::Words(cols_cap_);
    col_param_.assign(cols_cap_, -1);
  }

  SweepOut Run(const std::vector<int32_t>& cons) {
    SweepOut out;
    for (size_t idx = 0; idx < cons.size(); ++idx) {
      for (int32_t v : sys_.vars(cons[idx])) {
        if (st_.value[v] == kUnset) ws_.last_use[v] = static_cast<int32_t>(idx);
      }
    }
    std::vector<int32_t> vars, news;
    std::vector<Word> tmp;
    for (size_t idx = 0; idx < cons.size(); ++idx) {
      if (deadline_.Expired()) {
        out.timed_out = true;
        return out;
      }
      const int k = cons[idx];
      vars.clear();
      news.clear();
      for (int32_t v : sys_.vars(k)) {
        if (st_.value[v] != kUnset) continue;
        vars.push_back(v);
        if (ws_.row_of[v] == -1) news.push_back(v);
      }
      const int64_t b = st_.need[k];
      if (!news.empty()) {
        const int32_t d = *std::max_element(news.begin(), news.end());
        for (int32_t w : news) {
          if (w == d) continue;
          const int c = AllocCol();
          const int r = AllocRow();
          F::Set(Row(r), c, 1);
          ws_.row_of[w] = r;
          col_param_[c] = out.num_params;
          out.program.push_back(Step{w, out.num_params, false});
          ++out.num_params;
        }
        const int rd = AllocRow();
        const size_t nw = F::Words(ncols_);
        Word* row = Row(rd);
        F::Set(row, 0, F::FromInt(b));
        for (int32_t w : vars) {
          if (w != d) F::SubRow(row, Row(ws_.row_of[w]), nw);
        }
        ws_.row_of[d] = rd;
        out.program.push_back(Step{d, k, true});
      } else {
        // A check: sum of the expressions minus b must vanish.
        const size_t nw = F::Words(ncols_);
        tmp.assign(nw, 0);
        F::Set(tmp.data(), 0, F::Neg(F::FromInt(b)));
        for (int32_t w : vars) F::AddRow(tmp.data(), Row(ws_.row_of[w]), nw);
        int best = -1;
        for (int c = 1; c < ncols_; ++c) {
          if (col_param_[c] >= 0 && F::Get(tmp.data(), c) != 0 &&
              (best < 0 || col_param_[c] > col_param_[best])) {
            best = c;
          }
        }
        if (best < 0) {
          if (F::Get(tmp.data(), 0) != 0 && stop_) {
            out.inconsistent = true;
            out.bad_constraint = k;
            return out;
          }
        } else {
          F::Scale(tmp.data(), F::Inv(F::Get(tmp.data(), best)), nw);
          Elim e{col_param_[best], static_cast<uint32_t>(out.entries.size()), 0,
                 F::Neg(F::Get(tmp.data(), 0))};
          for (int c = 1; c < ncols_; ++c) {
            const uint32_t a = F::Get(tmp.data(), c);
            if (c != best && a != 0) out.entries.push_back({col_param_[c], F::Neg(a)});
          }
          e.end = static_cast<uint32_t>(out.entries.size());
          out.elims.push_back(e);
          for (int r : live_) {
            Word* row = Row(r);
            const uint32_t a = F::Get(row, best);
            if (a != 0) F::SubScaled(row, tmp.data(), a, nw);
          }
          col_param_[best] = -1;
          free_cols_.push_back(best);
        }
      }
      for (int32_t w : vars) {
        if (ws_.last_use[w] == static_cast<int32_t>(idx)) {
          FreeRow(ws_.row_of[w]);
          ws_.row_of[w] = -2;
        }
      }
    }
    for (int c = 1; c < ncols_; ++c) {
      if (col_param_[c] >= 0) out.free_params.push_back(col_param_[c]);
    }
    return out;
  }

 private:
  Word* Row(int r) { return pool_.data() + static_cast<size_t>(r) * stride_; }

  int AllocRow() {
    int r;
    if (!free_rows_.empty()) {
      r = free_rows_.back();
      free_rows_.pop_back();
      std::fill(Row(r), Row(r) + stride_, Word{0});
    } else {
      r = rows_cap_++;
      pool_.resize(static_cast<size_t>(rows_cap_) * stride_, Word{0});
      live_pos_.push_back(-1);
    }
    live_pos_[r] = static_cast<int>(live_.size());
    live_.push_back(r);
    return r;
  }

  void FreeRow(int r) {
    const int pos = live_pos_[r];
    const int last = live_.back();
    live_[pos] = last;
    live_pos_[last] = pos;
    live_.pop_back();
    live_pos_[r] = -1;
    free_rows_.push_back(r);
  }

  int AllocCol() {
    if (!free_cols_.empty()) {
      const int c = free_cols_.back();
      free_cols_.pop_back();
      return c;
    }
    if (ncols_ == cols_cap_) Grow();
    return ncols_++;
  }

  void Grow() {
    const int new_cap = cols_cap_ * 2;
    const size_t new_stride = F::Words(new_cap);
    std::vector<Word> pool(static_cast<size_t>(rows_cap_) * new_stride, Word{0});
    for (int r = 0; r < rows_cap_; ++r) {
      std::copy(Row(r), Row(r) + stride_, pool.data() + static_cast<size_t>(r) * new_stride);
    }
    pool_.swap(pool);
    stride_ = new_stride;
    cols_cap_ = new_cap;
    col_param_.resize(new_cap, -1);
  }

  const ClueSystem& sys_;
  const State& st_;
  Workspace& ws_;
  Deadline& deadline_;
  bool stop_;
  int cols_cap_ = 64;
  int ncols_ = 1;  // column 0 is the constant
  size_t stride_ = 0;
  int rows_cap_ = 0;
  std::vector<Word> pool_;
  std::vector<int> free_rows_, live_, live_pos_, free_cols_;
  std::vector<int32_t> col_param_;
};

// Parameter values (field elements) for an assignment of the free parameters.
template <class F>
std::vector<uint32_t> ParameterValues(const SweepOut& out,
                                      const std::vector<uint32_t>& free_values) {
  std::vector<uint32_t> value(out.num_params, 0);
  for (size_t i = 0; i < out.free_params.size(); ++i) value[out.free_params[i]] = free_values[i];
  for (size_t e = out.elims.size(); e-- > 0;) {
    const Elim& el = out.elims[e];
    uint32_t x = el.cst;
    for (uint32_t i = el.begin; i < el.end; ++i) {
      x = F::Add(x, F::Mul(out.entries[i].second, value[out.entries[i].first]));
    }
    value[el.param] = x;
  }
  return value;
}

// Replays the sweep over the integers with the given parameter values; true when every cell gets
// 0 or 1 and every constraint holds. On failure *bad is a constraint that cannot be met.
bool Replay(const ClueSystem& sys, const State& st, const SweepOut& out,
            const std::vector<uint32_t>& param_value, const std::vector<int32_t>& cons,
            Workspace& ws, int32_t* bad) {
  for (const Step& s : out.program) {
    int64_t x;
    if (!s.define) {
      x = param_value[s.ref];
      if (x > 1) {
        // A parameter cell would need a value other than 0 or 1; blame a clue that sees it.
        for (int32_t k : sys.cons(s.var)) {
          if (st.unk[k] > 0) {
            *bad = k;
            break;
          }
        }
        return false;
      }
    } else {
      x = st.need[s.ref];
      for (int32_t w : sys.vars(s.ref)) {
        if (w != s.var && st.value[w] == kUnset) x -= ws.value[w];
      }
      if (x < 0 || x > 1) {
        *bad = s.ref;
        return false;
      }
    }
    ws.value[s.var] = static_cast<int32_t>(x);
  }
  for (int32_t k : cons) {
    int64_t sum = 0;
    for (int32_t w : sys.vars(k)) {
      if (st.value[w] == kUnset) sum += ws.value[w];
    }
    if (sum != st.need[k]) {
      *bad = k;
      return false;
    }
  }
  return true;
}

void Release(const ClueSystem& sys, const State& st, Workspace& ws,
             const std::vector<int32_t>& cons) {
  for (int32_t k : cons) {
    for (int32_t v : sys.vars(k)) {
      if (st.value[v] == kUnset) {
        ws.row_of[v] = -1;
        ws.last_use[v] = -1;
      }
    }
  }
}

// Decides a component from a finished sweep with at most a few free parameters.
template <class F>
void Finish(const ClueSystem& sys, const State& st, const SweepOut& out,
            const std::vector<int32_t>& cons, std::span<const int32_t> cells, Workspace& ws,
            Deadline& deadline, ComponentDecision* dec) {
  const int k = static_cast<int>(out.free_params.size());
  dec->decided = true;
  dec->by_enumeration = k > 0;
  dec->count = 0;
  int32_t bad = -1;
  std::vector<uint32_t> free_values(k, 0);
  for (uint64_t mask = 0; mask < (uint64_t{1} << k); ++mask) {
    if (deadline.Expired()) {
      dec->decided = false;
      return;
    }
    for (int i = 0; i < k; ++i) free_values[i] = static_cast<uint32_t>((mask >> i) & 1);
    const std::vector<uint32_t> pv = ParameterValues<F>(out, free_values);
    if (!Replay(sys, st, out, pv, cons, ws, &bad)) continue;
    std::vector<uint8_t>& sol = dec->count == 0 ? dec->solution : dec->second;
    sol.resize(cells.size());
    for (size_t i = 0; i < cells.size(); ++i) sol[i] = static_cast<uint8_t>(ws.value[cells[i]]);
    if (++dec->count == 2) break;
  }
  dec->solvable = dec->count > 0;
  if (dec->count == 0) {
    if (k > 0 || bad < 0) {
      for (int32_t c : cons) dec->unsatisfiable.push_back(sys.con_cell[c]);
    } else {
      dec->unsatisfiable.push_back(sys.con_cell[bad]);
    }
  }
}

// The most free parameters worth enumerating for a component of `cells` unknowns.
// One component's sweep over field F, its workspace released after; a contradiction decides the
// component (no solution, the clue that failed) in *dec.
template <class F>
SweepOut SweepComponent(const ClueSystem& sys, const State& st, Workspace& ws, Deadline& deadline,
                        const std::vector<int32_t>& cons, ComponentDecision* dec) {
  SweepOut out = Sweeper<F>(sys, st, ws, deadline).Run(cons);
  Release(sys, st, ws, cons);
  if (!out.timed_out && out.inconsistent) {
    dec->decided = true;
    dec->unsatisfiable.push_back(sys.con_cell[out.bad_constraint]);
  }
  return out;
}

bool WorthEnumerating(size_t free_params, size_t cells, size_t entries) {
  if (free_params > 20) return false;
  const double work =
      static_cast<double>(uint64_t{1} << free_params) * static_cast<double>(cells + entries + 16);
  return work < 2e7;
}

}  // namespace

LinalgOutcome DecideByRank(const ClueSystem& sys, State& st, const Components& comps,
                           Deadline& deadline) {
  LinalgOutcome result;
  result.per_component.resize(comps.count);
  Workspace ws;
  ws.row_of.assign(sys.num_cells, -1);
  ws.last_use.assign(sys.num_cells, -1);
  ws.value.assign(sys.num_cells, 0);
  for (int i = 0; i < comps.count; ++i) {
    std::span<const int32_t> cells = comps.of(i);
    const std::vector<int32_t> cons(comps.clues(i).begin(), comps.clues(i).end());
    if (cons.empty()) continue;  // cells no clue sees: left to search (trivially two solutions)
    ComponentDecision& dec = result.per_component[i];
    SweepOut o2 = SweepComponent<Gf2>(sys, st, ws, deadline, cons, &dec);
    if (o2.timed_out) return result;
    if (dec.decided) continue;
    if (o2.free_params.empty()) {
      Finish<Gf2>(sys, st, o2, cons, cells, ws, deadline, &dec);
      continue;
    }
    SweepOut op = SweepComponent<Gfp>(sys, st, ws, deadline, cons, &dec);
    if (op.timed_out) return result;
    if (dec.decided) continue;
    if (WorthEnumerating(op.free_params.size(), cells.size(), op.entries.size())) {
      Finish<Gfp>(sys, st, op, cons, cells, ws, deadline, &dec);
      continue;
    }
    result.free_parameters += static_cast<int>(op.free_params.size());
  }
  return result;
}

int64_t SweepRankModP(const ClueSystem& sys, const State& st) {
  Components comps = FindComponents(sys, st);
  Workspace ws;
  ws.row_of.assign(sys.num_cells, -1);
  ws.last_use.assign(sys.num_cells, -1);
  ws.value.assign(sys.num_cells, 0);
  Deadline none(0);
  int64_t rank = 0;
  for (int i = 0; i < comps.count; ++i) {
    const std::vector<int32_t> cons(comps.clues(i).begin(), comps.clues(i).end());
    if (cons.empty()) continue;
    SweepOut op = Sweeper<Gfp>(sys, st, ws, none, false).Run(cons);
    Release(sys, st, ws, cons);
    rank += static_cast<int64_t>(comps.of(i).size()) - static_cast<int64_t>(op.free_params.size());
  }
  return rank;
}

}  // namespace papermines
