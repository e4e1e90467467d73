// One-click boards: the characterisation, the canonical and random constructions, the click check
// and the Code Jam contest mode. See oneclick.h for why the characterisation holds.
#include "gen/oneclick.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "core/reveal.h"
#include "core/token_reader.h"
#include "core/topology.h"
#include "gen/distinct.h"
#include "gen/paper.h"
#include "gen/puzzle_id.h"
#include "gen/random.h"

namespace papermines {

std::vector<std::string> OneClickBoard::Rows() const {
  std::vector<std::string> rows_out(rows, std::string(cols, '.'));
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const int id = r * cols + c;
      if (mine[id]) rows_out[r][c] = '*';
      if (id == click) rows_out[r][c] = 'c';
    }
  }
  return rows_out;
}

bool VerifyOneClick(const OneClickBoard& board) {
  auto topo = Topology::Square(board.rows, board.cols);
  if (!topo.ok()) return false;
  const int n = (*topo)->size();
  if (static_cast<int>(board.mine.size()) != n || board.click < 0 || board.click >= n ||
      board.mine[board.click]) {
    return false;
  }
  std::vector<char> cells(n);
  for (int i = 0; i < n; ++i) cells[i] = board.mine[i] ? 'M' : 'E';
  Reveal(**topo, cells, board.click);
  for (int i = 0; i < n; ++i) {
    if (cells[i] == 'E' || cells[i] == 'X') return false;
  }
  return true;
}

namespace {

absl::Status CheckSize(int64_t rows, int64_t cols, int64_t mines) {
  if (rows < 1 || cols < 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("rows and columns must be at least 1, got ", rows, " x ", cols));
  }
  if (rows > kMaxDimension || cols > kMaxDimension || rows * cols > kMaxCells) {
    return absl::InvalidArgumentError(
        absl::StrCat("board ", rows, " x ", cols, " is too large (at most ", kMaxCells, " cells)"));
  }
  if (mines < 0 || mines >= rows * cols) {
    return absl::InvalidArgumentError(absl::StrCat("mines must be in 0 .. ", rows * cols - 1,
                                                   " for a ", rows, " x ", cols,
                                                   " board (at least one safe cell), got ", mines));
  }
  return absl::OkStatus();
}

absl::Status ImpossibleError(int64_t rows, int64_t cols, int64_t mines) {
  return absl::NotFoundError(absl::StrCat("Impossible: no ", rows, " x ", cols, " board with ",
                                          mines, " mines is cleared by one click"));
}

// The canonical board: safe cells packed in the top-left corner (see oneclick.h).
OneClickBoard Canonical(int rows, int cols, int64_t free) {
  OneClickBoard b;
  b.rows = rows;
  b.cols = cols;
  b.mine.assign(static_cast<size_t>(rows) * cols, 1);
  b.click = 0;
  auto safe = [&](int r, int c) { b.mine[static_cast<size_t>(r) * cols + c] = 0; };
  // Row lengths from the top (all rows when both sides are >= 3).
  auto fill_rows = [&](const std::vector<int64_t>& lengths) {
    for (size_t r = 0; r < lengths.size(); ++r) {
      for (int64_t c = 0; c < lengths[r]; ++c) safe(static_cast<int>(r), static_cast<int>(c));
    }
  };
  if (free == 1) {
    safe(0, 0);
  } else if (rows == 1 || cols == 1) {
    for (int64_t i = 0; i < free; ++i) b.mine[i] = 0;
  } else if (rows == 2) {
    for (int64_t c = 0; c < free / 2; ++c) safe(0, c), safe(1, c);
  } else if (cols == 2) {
    for (int64_t r = 0; r < free / 2; ++r) safe(r, 0), safe(r, 1);
  } else if (free < 2 * int64_t{cols}) {
    if (free % 2 == 0) {
      fill_rows({free / 2, free / 2});
    } else {
      fill_rows({(free - 3) / 2, (free - 3) / 2, 3});
    }
  } else {
    const int64_t q = free / cols, rem = free % cols;
    std::vector<int64_t> lengths(q, cols);
    if (rem == 1 && q == 2) {
      lengths = {cols - 1, cols - 1, 3};
    } else if (rem == 1) {
      lengths.back() = cols - 1;
      lengths.push_back(2);
    } else if (rem > 0) {
      lengths.push_back(rem);
    }
    fill_rows(lengths);
  }
  return b;
}

// A random symmetry of a board: flips, and a transpose when the board is square.
OneClickBoard RandomSymmetry(const OneClickBoard& in, SplitMix64& rng) {
  const uint64_t bits = rng.Next();
  const bool flip_r = bits & 1, flip_c = bits & 2, transpose = (bits & 4) && in.rows == in.cols;
  OneClickBoard out = in;
  for (int r = 0; r < in.rows; ++r) {
    for (int c = 0; c < in.cols; ++c) {
      int r2 = flip_r ? in.rows - 1 - r : r, c2 = flip_c ? in.cols - 1 - c : c;
      if (transpose) std::swap(r2, c2);
      const size_t from = static_cast<size_t>(r) * in.cols + c;
      const size_t to = static_cast<size_t>(r2) * in.cols + c2;
      out.mine[to] = in.mine[from];
      if (static_cast<int>(from) == in.click) out.click = static_cast<int>(to);
    }
  }
  return out;
}

// Grows a random zero region until exactly `free` cells are safe; false when this attempt gets
// stuck (no border cell adds a number of cells that fits).
bool GrowRandom(const Topology& topo, int64_t free, SplitMix64& rng, OneClickBoard& b) {
  const int n = topo.size();
  std::vector<uint8_t> safe(n, 0);
  int64_t count = 0;
  int click = static_cast<int>(rng.Below(n));
  if (topo.degree(click) + 1 > free) {
    std::vector<int> fits;
    for (int i = 0; i < n; ++i) {
      if (topo.degree(i) + 1 <= free) fits.push_back(i);
    }
    if (fits.empty()) return false;
    click = fits[rng.Below(fits.size())];
  }
  std::vector<int> border;
  auto make_zero = [&](int cell) {
    if (!safe[cell]) safe[cell] = 1, ++count;
    for (int32_t nb : topo.neighbors(cell)) {
      if (!safe[nb]) {
        safe[nb] = 1;
        ++count;
        border.push_back(nb);
      }
    }
  };
  auto added_by = [&](int cell) {
    int k = 0;
    for (int32_t nb : topo.neighbors(cell)) k += !safe[nb];
    return k;
  };
  make_zero(click);
  int misses = 0;
  while (count < free) {
    if (border.empty()) return false;
    const int64_t rem = free - count;
    const size_t idx = rng.Below(border.size());
    const int cell = border[idx];
    const int k = added_by(cell);
    if (k == 0) {
      border[idx] = border.back();
      border.pop_back();
      continue;
    }
    if (k <= rem) {
      border[idx] = border.back();
      border.pop_back();
      make_zero(cell);
      misses = 0;
      continue;
    }
    if (++misses < 16) continue;
    // Many misses in a row: look for the cells that still fit.
    std::vector<size_t> fits;
    for (size_t i = 0; i < border.size(); ++i) {
      const int ki = added_by(border[i]);
      if (ki >= 1 && ki <= rem) fits.push_back(i);
    }
    if (fits.empty()) return false;
    const size_t pick = fits[rng.Below(fits.size())];
    const int chosen = border[pick];
    border[pick] = border.back();
    border.pop_back();
    make_zero(chosen);
    misses = 0;
  }
  b.rows = topo.rows();
  b.cols = topo.cols();
  b.mine.assign(n, 0);
  for (int i = 0; i < n; ++i) b.mine[i] = !safe[i];
  b.click = click;
  return true;
}

}  // namespace

absl::StatusOr<OneClickBoard> OneClick(int64_t rows, int64_t cols, int64_t mines) {
  if (absl::Status s = CheckSize(rows, cols, mines); !s.ok()) return s;
  if (!OneClickPossible(rows, cols, mines)) return ImpossibleError(rows, cols, mines);
  OneClickBoard b = Canonical(static_cast<int>(rows), static_cast<int>(cols), rows * cols - mines);
  if (!VerifyOneClick(b)) {
    return absl::InternalError(absl::StrCat("the canonical ", rows, " x ", cols, " board with ",
                                            mines, " mines failed the click check"));
  }
  return b;
}

absl::StatusOr<OneClickBoard> RandomOneClick(int64_t rows, int64_t cols, int64_t mines,
                                             uint64_t seed) {
  if (absl::Status s = CheckSize(rows, cols, mines); !s.ok()) return s;
  if (!OneClickPossible(rows, cols, mines)) return ImpossibleError(rows, cols, mines);
  SplitMix64 rng(seed);
  const int64_t free = rows * cols - mines;
  auto topo = Topology::Square(rows, cols);
  if (!topo.ok()) return topo.status();
  OneClickBoard b;
  if (free == 1) {
    b.rows = static_cast<int>(rows);
    b.cols = static_cast<int>(cols);
    b.mine.assign((*topo)->size(), 1);
    b.click = static_cast<int>(rng.Below((*topo)->size()));
    b.mine[b.click] = 0;
  } else {
    bool grown = false;
    for (int attempt = 0; attempt < 32 && !grown; ++attempt)
      grown = GrowRandom(**topo, free, rng, b);
    if (!grown) {
      b = RandomSymmetry(Canonical(static_cast<int>(rows), static_cast<int>(cols), free), rng);
    }
  }
  if (!VerifyOneClick(b)) {
    return absl::InternalError(absl::StrCat("a random ", rows, " x ", cols, " board with ", mines,
                                            " mines failed the click check"));
  }
  return b;
}

Puzzle OneClickPuzzle(const OneClickBoard& board, std::string id, std::optional<uint64_t> seed) {
  Puzzle p;
  p.kind = PuzzleKind::kOneClick;
  p.topology = *Topology::Square(board.rows, board.cols);
  p.id = std::move(id);
  p.seed = seed;
  int64_t m = 0;
  for (uint8_t x : board.mine) m += x;
  p.mines = m;
  p.mine = board.mine;
  p.click = board.click;
  return p;
}

absl::StatusOr<Puzzle> OneClickFromId(const OneClickIdParts& parts) {
  const std::string id = OneClickId(parts);
  if (!OneClickPossible(parts.rows, parts.cols, parts.mines)) {
    // A task with no board (or a size out of range, which OneClick reports).
    if (auto none = OneClick(parts.rows, parts.cols, parts.mines);
        !absl::IsNotFound(none.status())) {
      return none.status();
    }
    Puzzle p;
    p.kind = PuzzleKind::kOneClick;
    p.topology = *Topology::Square(static_cast<int>(parts.rows), static_cast<int>(parts.cols));
    p.id = id;
    p.seed = parts.seed;
    p.mines = parts.mines;
    p.impossible = true;
    p.difficulty = parts.difficulty;
    return p;
  }
  absl::StatusOr<OneClickBoard> board =
      !parts.seed
          ? OneClick(parts.rows, parts.cols, parts.mines)
          : RandomOneClick(
                parts.rows, parts.cols, parts.mines,
                parts.index ? RedrawSeed(*parts.seed, *parts.index, parts.attempt) : *parts.seed);
  if (!board.ok()) return board.status();
  Puzzle p = OneClickPuzzle(*board, id, parts.seed);
  p.difficulty = parts.difficulty;
  return p;
}

namespace {

// A task drawn for slot i: its size, and a mine count that is (im)possible as asked.
struct TaskDraw {
  int rows = 0, cols = 0;
  int64_t mines = 0;
};

int DrawSide(SplitMix64& rng, int n) {
  const int d = std::max(1, n / 5);
  const int lo = n == 1 ? 1 : std::max(2, n - d), hi = OneClickSideMax(n);
  return lo + static_cast<int>(rng.Below(static_cast<uint64_t>(hi - lo + 1)));
}

// kind: 0 ordinary, 1 near miss (possible with few safe cells), 2 impossible.
std::optional<TaskDraw> DrawTask(const OneClickSetOptions& o, SplitMix64& rng, int kind) {
  TaskDraw t;
  t.rows = DrawSide(rng, o.rows);
  t.cols = DrawSide(rng, o.cols);
  const int64_t cells = int64_t{t.rows} * t.cols;
  if (kind == 0) {
    if (o.mines >= 0) {
      t.mines = o.mines;
    } else if (o.share) {
      t.mines = std::llround(*o.share * static_cast<double>(cells));
    } else {
      const auto [lo, hi] = OneClickShareBand(o.difficulty);
      const double share = lo + (hi - lo) * static_cast<double>(rng.Below(1000001)) / 1e6;
      t.mines = std::llround(share * static_cast<double>(cells));
    }
  } else {
    // Few safe cells: the impossible counts of the rule, or the possible ones beside them.
    const bool narrow = std::min(t.rows, t.cols) == 2;
    if (std::min(t.rows, t.cols) == 1) return std::nullopt;  // every count is possible
    static constexpr int64_t kNo[] = {2, 3, 5, 7}, kNoNarrow[] = {3, 5, 7, 9, 11};
    static constexpr int64_t kYes[] = {4, 6, 8, 9}, kYesNarrow[] = {4, 6, 8, 10};
    const int64_t* pick = kind == 2 ? (narrow ? kNoNarrow : kNo) : (narrow ? kYesNarrow : kYes);
    const size_t len = kind == 2 ? (narrow ? 5 : 4) : 4;
    const int64_t free = pick[rng.Below(len)];
    t.mines = cells - free;
  }
  if (t.mines < 0 || t.mines >= cells) return std::nullopt;
  if (OneClickPossible(t.rows, t.cols, t.mines) != (kind != 2)) return std::nullopt;
  return t;
}

}  // namespace

int OneClickSideMax(int n) { return n <= 1 ? n : n + std::max(1, n / 5); }

std::pair<double, double> OneClickShareBand(Difficulty d) {
  // Indexed by Difficulty: any (kNone), easy, medium, hard, expert.
  static constexpr std::pair<double, double> kBands[] = {
      {0.08, 0.50}, {0.08, 0.16}, {0.17, 0.27}, {0.28, 0.36}, {0.40, 0.50}};
  const size_t i = static_cast<size_t>(d);
  return i < std::size(kBands) ? kBands[i] : kBands[0];
}

absl::StatusOr<OneClickSet> OneClickSet::Create(const OneClickSetOptions& o) {
  if (o.count < 0 || o.rows < 1 || o.cols < 1 || !(o.impossible >= 0 && o.impossible <= 1) ||
      (o.share && !(*o.share >= 0 && *o.share <= 1))) {
    return absl::InvalidArgumentError(
        "a one-click set needs rows, columns >= 1 and shares from 0 to 1");
  }
  const int64_t largest = int64_t{OneClickSideMax(o.rows)} * OneClickSideMax(o.cols);
  if (o.mines >= largest) {
    return absl::InvalidArgumentError(
        absl::StrCat("one-click boards around ", o.rows, " x ", o.cols, " have at most ", largest,
                     " cells: room for fewer mines than ", o.mines, " and a click"));
  }
  OneClickSet set;
  set.options_ = o;
  const int64_t n = o.count;
  const int64_t impossible = std::llround(o.impossible * static_cast<double>(n));
  // Which slots are impossible: a seeded shuffle of the indices.
  set.kind_.assign(static_cast<size_t>(n), 0);
  std::vector<int64_t> order(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) order[i] = i;
  SplitMix64 rng(PuzzleSeed(o.seed, ~uint64_t{0}));
  for (int64_t i = n - 1; i > 0; --i) {
    std::swap(order[i], order[rng.Below(static_cast<uint64_t>(i + 1))]);
  }
  for (int64_t k = 0; k < impossible; ++k) set.kind_[order[k]] = 2;
  int64_t possible = 0;
  for (int64_t i = 0; i < n; ++i) {
    if (set.kind_[i] == 0 && impossible > 0 && possible++ % 2 == 1) set.kind_[i] = 1;
  }
  return set;
}

absl::StatusOr<OneClickIdParts> OneClickSet::TaskParts(int64_t i, int attempt) const {
  const OneClickSetOptions& o = options_;
  if (i < 0 || i >= o.count) return absl::OutOfRangeError("no such task in the set");
  const uint64_t index = static_cast<uint64_t>(i);
  SplitMix64 rng(Mix64(RedrawSeed(o.seed, index, attempt) ^ 0x7461736b73ULL));
  constexpr int kDraws = 2000;  // task draws per attempt before the size is called too small
  std::optional<TaskDraw> task;
  for (int d = 0; d < kDraws && !task; ++d) task = DrawTask(o, rng, kind_[i]);
  if (!task) {
    return absl::ResourceExhaustedError(
        absl::StrCat("cannot find ", o.count, " different one-click tasks around ", o.rows, " x ",
                     o.cols, kind_[i] == 2 ? " that are impossible" : "",
                     ": ask for fewer, a larger size, or another mine count"));
  }
  OneClickIdParts parts;
  parts.rows = task->rows;
  parts.cols = task->cols;
  parts.mines = task->mines;
  // The band's grade fits ordinary tasks only: near misses and impossible ones have few safe cells
  // whatever the band.
  if (kind_[i] == 0) parts.difficulty = o.difficulty;
  parts.seed = o.seed;
  parts.index = index;
  parts.attempt = attempt;
  return parts;
}

absl::StatusOr<Puzzle> OneClickSet::Task(int64_t i, int attempt) const {
  absl::StatusOr<OneClickIdParts> parts = TaskParts(i, attempt);
  if (!parts.ok()) return parts.status();
  return OneClickFromId(*parts);
}

Fingerprint OneClickSet::TaskFingerprint(const Puzzle& p) {
  Puzzle task;  // alike = same size and mine count
  task.kind = PuzzleKind::kOneClick;
  task.topology = p.topology;
  task.mines = p.mines;
  return PuzzleFingerprint(task);
}

absl::StatusOr<std::vector<Puzzle>> GenerateOneClickSet(const OneClickSetOptions& o) {
  absl::StatusOr<OneClickSet> set = OneClickSet::Create(o);
  if (!set.ok()) return set.status();
  // One mechanism for "no two alike" (gen/distinct.h): a task that repeats an earlier one is
  // redrawn from its own stream (attempt a), and its id records the attempt. The board is drawn
  // from RedrawSeed(seed, i, a) alone (not from the task stream), so the id regenerates it.
  std::vector<Puzzle> out;
  out.reserve(static_cast<size_t>(o.count));
  DistinctBatchOptions bo;
  bo.batch.count = o.count;
  bo.batch.jobs = 1;
  bo.what = "one-click tasks";
  absl::Status s = RunDistinctBatch<Puzzle>(
      bo, [&](int64_t i, int attempt) { return set->Task(i, attempt); },
      &OneClickSet::TaskFingerprint,
      [&](int64_t, Puzzle&& p) -> absl::Status {
        out.push_back(std::move(p));
        return absl::OkStatus();
      });
  if (!s.ok()) return s;
  return out;
}

absl::StatusOr<std::string> SolveGcj(std::string_view input, std::string_view name) {
  TokenReader in(input, name);
  auto t = in.Integer("the number of cases T");
  if (!t.ok()) return t.status();
  if (*t > 1000000) return in.ErrorAtLast("T <= 1000000", absl::StrCat(*t));
  std::string out;
  int64_t total_cells = 0;  // over all cases: a few bytes of input must not ask for terabytes
  for (int64_t k = 1; k <= *t; ++k) {
    auto r = in.Integer(absl::StrCat("R of case ", k));
    if (!r.ok()) return r.status();
    if (*r < 1 || *r > kMaxDimension) {
      return in.ErrorAtLast(absl::StrCat("R in 1 .. ", kMaxDimension), absl::StrCat(*r));
    }
    auto c = in.Integer(absl::StrCat("C of case ", k));
    if (!c.ok()) return c.status();
    if (*c < 1 || *c > kMaxDimension || *r * *c > kMaxCells) {
      return in.ErrorAtLast(absl::StrCat("C in 1 .. ", kMaxDimension, " with R*C <= ", kMaxCells),
                            absl::StrCat(*c));
    }
    total_cells += *r * *c;
    if (total_cells > kMaxCells) {
      return in.ErrorAtLast(absl::StrCat("at most ", kMaxCells, " cells over all cases"),
                            absl::StrCat(total_cells, " by case ", k));
    }
    auto m = in.Integer(absl::StrCat("M of case ", k));
    if (!m.ok()) return m.status();
    if (*m >= *r * *c) {
      return in.ErrorAtLast(absl::StrCat("M < R*C = ", *r * *c), absl::StrCat(*m));
    }
    absl::StrAppend(&out, "Case #", k, ":\n");
    auto board = OneClick(*r, *c, *m);
    if (absl::IsNotFound(board.status())) {
      absl::StrAppend(&out, "Impossible\n");
      continue;
    }
    if (!board.ok()) return board.status();
    for (const std::string& row : board->Rows()) absl::StrAppend(&out, row, "\n");
  }
  if (absl::Status s = in.ExpectEnd(); !s.ok()) return s;
  return out;
}

}  // namespace papermines
