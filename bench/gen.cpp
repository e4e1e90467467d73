// Generator throughput: proven-unique paper tables per second, and draws per table per difficulty.
//
//   bench_gen --benchmark_filter=Generate     tables/s end to end (draw + proof), 1 and 2 threads
//   bench_gen --benchmark_filter=Prove        the proof alone on the same 1000 tables: our Solve
//                                             against CaDiCaL (direct cardinality encoding, one
//                                             solve for the solution, one to refute a second)
//   bench_gen --benchmark_filter=Difficulty   draws per table for each difficulty target
//   bench_gen --benchmark_filter=Grade        proof alone vs proof + grade on the same tables, and
//                                             the grade distribution per chain bound
//   bench_gen --benchmark_filter=StrictSkew   mine density under strict vs exact conditioning
//
// items_per_second is tables per CPU second (the whole process's CPU time for BM_Generate, so
// it is a per-core rate whatever the thread count; tables/s_wall is the wall-clock rate). On a
// shared machine compare ratios measured in the same run. "draws/table" counts every table drawn
// per table kept.
#include <benchmark/benchmark.h>

#include <chrono>
#include <vector>

#include "cadical.hpp"
#include "gen/batch.h"
#include "gen/paper.h"
#include "solve/grade.h"
#include "solve/solver.h"

namespace papermines {
namespace {

PaperOptions Options(GridFamily grid, PaperHeuristic h, Difficulty d = Difficulty::kNone) {
  PaperOptions o;
  o.grid = grid;
  o.rows = grid == GridFamily::kStrip ? 2 : 10;
  o.cols = grid == GridFamily::kStrip ? 50 : 10;
  o.heuristic = h;
  o.difficulty = d;
  o.seed = 2026;
  return o;
}

// End to end through the batch driver (the path `gen paper --jobs J` takes, minus formatting).
void BM_Generate(benchmark::State& state, GridFamily grid, PaperHeuristic h) {
  const int jobs = static_cast<int>(state.range(0));
  auto gen = PaperGenerator::Create(Options(grid, h));
  if (!gen.ok()) {
    state.SkipWithError("create failed");
    return;
  }
  constexpr int64_t kBatch = 2000;
  int64_t made = 0, draws = 0;
  uint64_t first = 0;
  const auto start = std::chrono::steady_clock::now();
  for (auto _ : state) {
    BatchOptions bo;
    bo.count = kBatch;
    bo.jobs = jobs;
    absl::Status s = RunBatch<PaperStats>(
        bo,
        [&](int64_t i) -> absl::StatusOr<PaperStats> {
          PaperStats st;
          auto p = gen->Generate(first + static_cast<uint64_t>(i), &st);
          if (!p.ok()) return p.status();
          benchmark::DoNotOptimize(p->clues.data());
          return st;
        },
        [&](int64_t, PaperStats&& st) {
          draws += st.draws;
          return absl::OkStatus();
        });
    if (!s.ok()) {
      state.SkipWithError("generation failed");
      return;
    }
    made += kBatch;
    first += kBatch;
  }
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // items_per_second: tables per CPU second of the whole process (per core); wall: per second.
  state.SetItemsProcessed(made);
  state.counters["tables/s_wall"] = made / wall;
  state.counters["draws/table"] = static_cast<double>(draws) / made;
  state.counters["jobs"] = jobs;
}
BENCHMARK_CAPTURE(BM_Generate, square_paper, GridFamily::kSquare, PaperHeuristic::kPaper)
    ->Arg(1)
    ->Arg(2)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Generate, square_none, GridFamily::kSquare, PaperHeuristic::kNone)
    ->Arg(1)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Generate, square_strict, GridFamily::kSquare, PaperHeuristic::kStrict)
    ->Arg(1)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Generate, triangle_paper, GridFamily::kTriangle, PaperHeuristic::kPaper)
    ->Arg(1)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Generate, hex_paper, GridFamily::kHex, PaperHeuristic::kPaper)
    ->Arg(1)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Generate, strip2x50_paper, GridFamily::kStrip, PaperHeuristic::kPaper)
    ->Arg(1)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);

// The same 1000 square 10 x 10 tables, proven by our solver or by CaDiCaL.
const std::vector<Puzzle>& Tables() {
  static const std::vector<Puzzle> tables = [] {
    auto batch =
        GeneratePaperBatch(Options(GridFamily::kSquare, PaperHeuristic::kPaper), 0, 1000, 1);
    return batch.ok() ? *std::move(batch) : std::vector<Puzzle>{};
  }();
  return tables;
}

void BM_ProveOurs(benchmark::State& state) {
  const auto& tables = Tables();
  int64_t n = 0;
  for (auto _ : state) {
    for (const Puzzle& p : tables) {
      SolveResult r = Solve(*p.topology, p.clues);
      if (r.verdict != Verdict::kUnique) state.SkipWithError("not unique");
      ++n;
    }
  }
  state.SetItemsProcessed(n);
}
BENCHMARK(BM_ProveOurs)->Unit(benchmark::kMillisecond);

bool UniqueByCadical(const Topology& t, const Clues& clues) {
  CaDiCaL::Solver sat;
  sat.set("quiet", 1);
  const int n = t.size();
  for (int c = 0; c < n; ++c) {
    if (clues[c] == kClosed) continue;
    sat.add(-(c + 1));
    sat.add(0);
    std::vector<int> closed;
    for (int32_t nb : t.neighbors(c)) {
      if (clues[nb] == kClosed) closed.push_back(nb + 1);
    }
    const int k = static_cast<int>(closed.size());
    for (uint32_t a = 0; a < (1u << k); ++a) {
      if (__builtin_popcount(a) == clues[c]) continue;
      for (int i = 0; i < k; ++i) sat.add((a >> i) & 1 ? -closed[i] : closed[i]);
      sat.add(0);
    }
  }
  if (sat.solve() != 10) return false;
  std::vector<int> block;
  for (int c = 0; c < n; ++c) {
    if (clues[c] == kClosed) block.push_back(sat.val(c + 1) > 0 ? -(c + 1) : c + 1);
  }
  for (int lit : block) sat.add(lit);
  sat.add(0);
  return sat.solve() == 20;
}

void BM_ProveCadical(benchmark::State& state) {
  const auto& tables = Tables();
  int64_t n = 0;
  for (auto _ : state) {
    for (const Puzzle& p : tables) {
      if (!UniqueByCadical(*p.topology, p.clues)) state.SkipWithError("not unique");
      ++n;
    }
  }
  state.SetItemsProcessed(n);
}
BENCHMARK(BM_ProveCadical)->Unit(benchmark::kMillisecond);

// Draws per table when a difficulty is asked for (10 x 10, paper heuristic, density 1/2). Hard
// and expert climb (gen/paper.h): climb_steps/table counts the tries that redrew a window.
void BM_Difficulty(benchmark::State& state, Difficulty d, GridFamily grid) {
  auto gen = PaperGenerator::Create(Options(grid, PaperHeuristic::kPaper, d));
  if (!gen.ok()) {
    state.SkipWithError("create failed");
    return;
  }
  PaperStats stats;
  int64_t made = 0;
  uint64_t index = 0;
  for (auto _ : state) {
    auto p = gen->Generate(index++, &stats);
    if (!p.ok()) {
      state.SkipWithError("no table of this difficulty");
      return;
    }
    ++made;
  }
  state.SetItemsProcessed(made);
  state.counters["draws/table"] = static_cast<double>(stats.draws) / made;
  state.counters["not_unique/table"] = static_cast<double>(stats.not_unique) / made;
  state.counters["climb_steps/table"] = static_cast<double>(stats.mutations) / made;
}
BENCHMARK_CAPTURE(BM_Difficulty, any, Difficulty::kNone, GridFamily::kSquare)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Difficulty, easy, Difficulty::kEasy, GridFamily::kSquare)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Difficulty, medium, Difficulty::kMedium, GridFamily::kSquare)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Difficulty, hard, Difficulty::kHard, GridFamily::kSquare)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Difficulty, expert, Difficulty::kExpert, GridFamily::kSquare)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Difficulty, hex_expert, Difficulty::kExpert, GridFamily::kHex)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Difficulty, triangle_hard, Difficulty::kHard, GridFamily::kTriangle)
    ->Unit(benchmark::kMillisecond);

// The grade's share of a try: the same 1000 square 10 x 10 tables proven without and with the
// grade (Solve with SolveOptions::grade).
void BM_Grade(benchmark::State& state) {
  const auto& tables = Tables();
  SolveOptions o;
  o.grade = state.range(0) != 0;
  int64_t n = 0;
  for (auto _ : state) {
    for (const Puzzle& p : tables) {
      SolveResult r = Solve(*p.topology, p.clues, o);
      benchmark::DoNotOptimize(r.difficulty);
      ++n;
    }
  }
  state.SetItemsProcessed(n);
}
BENCHMARK(BM_Grade)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The grade distribution of fresh draws as a function of the chain bound (solve/grade.h): square
// tables of the size given, density 1/2, paper heuristic, 20 000 tables, each graded with chains of
// up to max_clues clues (the grade uses 3). Counters: percent of each grade.
void BM_GradeDistribution(benchmark::State& state) {
  const int max_clues = static_cast<int>(state.range(0));
  PaperOptions o = Options(GridFamily::kSquare, PaperHeuristic::kPaper);
  o.rows = o.cols = static_cast<int>(state.range(1));
  o.seed = 7;
  auto gen = PaperGenerator::Create(o);
  if (!gen.ok()) {
    state.SkipWithError("create failed");
    return;
  }
  const ChainLimits limits{max_clues, 8 * max_clues};
  constexpr int kTables = 20000;
  int64_t graded[5] = {0, 0, 0, 0, 0};
  for (auto _ : state) {
    for (int i = 0; i < kTables; ++i) {
      auto p = gen->Generate(i);
      if (!p.ok()) {
        state.SkipWithError("generation failed");
        return;
      }
      SolveOptions so;
      Deadline none(0);
      const GradeResult g = Grade(*p->topology, p->clues, p->mine, so, none, limits);
      ++graded[static_cast<int>(g.difficulty) % 5];
    }
  }
  const double n = static_cast<double>(kTables) * state.iterations() / 100;
  state.counters["easy%"] = graded[1] / n;
  state.counters["medium%"] = graded[2] / n;
  state.counters["hard%"] = graded[3] / n;
  state.counters["expert%"] = graded[4] / n;
}
BENCHMARK(BM_GradeDistribution)
    ->ArgsProduct({{3, 4, 8}, {8, 10}})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

// How much the strict heuristic skews the mine density, against exact conditioning by rejection:
// tables drawn with no heuristic and kept only when no clue is 0 or full (both also conditioned on
// uniqueness). Counters: mine fraction of the closed cells under each, and the acceptance rate of
// the rejection sampler. Square 6 x 6 at the density given as the argument (percent).
double MineFraction(const Puzzle& p) {
  int64_t mines = 0, closed = 0;
  for (int c = 0; c < p.topology->size(); ++c) {
    if (p.clues[c] != kClosed) continue;
    ++closed;
    mines += p.mine[c];
  }
  return static_cast<double>(mines) / closed;
}

bool NoTrivialClue(const Puzzle& p) {
  const Topology& t = *p.topology;
  for (int c = 0; c < t.size(); ++c) {
    if (p.clues[c] == kClosed) continue;
    int closed = 0;
    for (int32_t nb : t.neighbors(c)) closed += p.clues[nb] == kClosed;
    if (p.clues[c] == 0 || p.clues[c] == closed) return false;
  }
  return true;
}

void BM_StrictSkew(benchmark::State& state) {
  PaperOptions o = Options(GridFamily::kSquare, PaperHeuristic::kStrict);
  o.rows = o.cols = 6;
  o.density_permyriad = static_cast<int>(state.range(0)) * 100;
  PaperOptions plain = o;
  plain.heuristic = PaperHeuristic::kNone;
  auto strict = PaperGenerator::Create(o);
  auto none = PaperGenerator::Create(plain);
  if (!strict.ok() || !none.ok()) {
    state.SkipWithError("create failed");
    return;
  }
  double strict_sum = 0, exact_sum = 0;
  int64_t strict_n = 0, exact_n = 0, drawn = 0;
  uint64_t index = 0;
  for (auto _ : state) {
    auto a = strict->Generate(index);
    auto b = none->Generate(index);
    ++index;
    if (!a.ok() || !b.ok()) {
      state.SkipWithError("generation failed");
      return;
    }
    strict_sum += MineFraction(*a);
    ++strict_n;
    ++drawn;
    if (NoTrivialClue(*b)) {
      exact_sum += MineFraction(*b);
      ++exact_n;
    }
  }
  state.counters["strict_density"] = strict_sum / strict_n;
  state.counters["exact_density"] = exact_n > 0 ? exact_sum / exact_n : 0;
  state.counters["exact_accept"] = static_cast<double>(exact_n) / drawn;
}
BENCHMARK(BM_StrictSkew)
    ->Arg(20)
    ->Arg(50)
    ->Arg(80)
    ->Iterations(200000)
    ->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace papermines

BENCHMARK_MAIN();
