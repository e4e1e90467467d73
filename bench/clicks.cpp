// Throughput of the click-count pipeline on 4000 x 4000 boards, in cells per CPU-second
// (items_per_second; Google Benchmark divides by CPU time unless told otherwise, and the wall time
// is in the Time column), each beside a peer measured in the same run.
//
// What is timed (the board is already in memory as one byte per cell, as CountClicks takes it;
// reading and parsing a file is the CLI's share, timed separately in the report):
//  - BM_CountClicks: solve/clicks.h CountClicks, the whole pipeline: zero components, border
//    cells, the component graph, the maximum matching, both counts (reverse minimum and 3BV) and
//    both click sets, sorted. No verification.
//  - BM_CorePlusLemon (the peer, the straightforward implementation): core's general functions
//    (CountNeighborMines, FindZeroComponents), a neighbour scan of every numbered cell, LEMON's
//    MaxMatching on the component graph; both counts, but no click sets (so it does less work).
//  - BM_Analyze / BM_AnalyzeGeneric: the board analysis alone, the streaming grid pass beside
//    core's functions + neighbour scan (solve/clicks_analysis.h; same output).
//  - BM_Verify: the two simulators (CheckReverseClicks, CheckForwardClicks) replaying the click
//    sets CountClicks found, i.e. the cost of checking an answer (they use core's functions on
//    purpose, as an independent method).
// Boards: uniform random mines, seed 42; density 0.15 (about the most zero components on the square
// grid, see bench_matching) and 0.20 on the square grid, 0.15 on triangle and hex.
// Goal: at least 50 million cells per CPU-second for BM_CountClicks on every grid.
// Run: build-*/bench/bench_clicks --benchmark_min_time=2
#include "solve/clicks.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <limits>
#include <list>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/puzzle.h"
#include "core/reveal.h"
#include "core/topology.h"
#include "solve/clicks_analysis.h"
#include "tests/lemon_reverse.h"

namespace papermines {
namespace {

constexpr int kSide = 4000;

std::vector<uint8_t> RandomBoard(int n, double density, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint8_t> m(n);
  for (int i = 0; i < n; ++i) m[i] = (rng() >> 11) * 0x1.0p-53 < density;
  return m;
}

struct Board {
  TopologyPtr topo;
  std::vector<uint8_t> mine;
};

const Board& GetBoard(TopologyKind kind, int density_percent) {
  static std::map<std::pair<int, int>, Board> boards;
  auto key = std::make_pair(static_cast<int>(kind), density_percent);
  auto it = boards.find(key);
  if (it == boards.end()) {
    Board b;
    b.topo = Topology::Grid(kind, kSide, kSide).value();
    b.mine = RandomBoard(b.topo->size(), density_percent / 100.0, 42);
    it = boards.emplace(key, std::move(b)).first;
  }
  return it->second;
}

// args: topology kind, density in percent.
void BM_CountClicks(benchmark::State& state) {
  const Board& b =
      GetBoard(static_cast<TopologyKind>(state.range(0)), static_cast<int>(state.range(1)));
  int64_t reverse = 0, forward = 0;
  for (auto _ : state) {
    auto c = CountClicks(*b.topo, b.mine);
    reverse = c->reverse;
    forward = c->forward;
    benchmark::DoNotOptimize(c->reverse_clicks.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(b.topo->size()));
  state.SetLabel(TopologyKindName(b.topo->kind()));
  state.counters["reverse"] = static_cast<double>(reverse);
  state.counters["3bv"] = static_cast<double>(forward);
}

// The peer pipeline: core's general functions, then LEMON's MaxMatching on the component graph
// (count only, no click set).
void BM_CorePlusLemon(benchmark::State& state) {
  const Board& b =
      GetBoard(static_cast<TopologyKind>(state.range(0)), static_cast<int>(state.range(1)));
  int64_t reverse = 0;
  for (auto _ : state) {
    reverse = testing_util::LemonReverseMinimum(*b.topo, b.mine);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(b.topo->size()));
  state.SetLabel(TopologyKindName(b.topo->kind()));
  state.counters["reverse"] = static_cast<double>(reverse);
}

void BM_Analyze(benchmark::State& state) {
  const Board& b =
      GetBoard(static_cast<TopologyKind>(state.range(0)), static_cast<int>(state.range(1)));
  int32_t components = 0;
  for (auto _ : state) {
    BoardAnalysis a;
    if (!AnalyzeGridFast(*b.topo, b.mine, &a)) state.SkipWithError("fast pass refused the grid");
    components = a.components;
    benchmark::DoNotOptimize(a.forced.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(b.topo->size()));
  state.SetLabel(TopologyKindName(b.topo->kind()));
  state.counters["components"] = components;
}

void BM_AnalyzeGeneric(benchmark::State& state) {
  const Board& b =
      GetBoard(static_cast<TopologyKind>(state.range(0)), static_cast<int>(state.range(1)));
  int32_t components = 0;
  for (auto _ : state) {
    BoardAnalysis a = AnalyzeBoardGeneric(*b.topo, b.mine);
    components = a.components;
    benchmark::DoNotOptimize(a.forced.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(b.topo->size()));
  state.SetLabel(TopologyKindName(b.topo->kind()));
  state.counters["components"] = components;
}

void BM_Verify(benchmark::State& state) {
  const Board& b =
      GetBoard(static_cast<TopologyKind>(state.range(0)), static_cast<int>(state.range(1)));
  const ClickCounts c = CountClicks(*b.topo, b.mine).value();
  for (auto _ : state) {
    absl::Status r = CheckReverseClicks(*b.topo, b.mine, c.reverse_clicks);
    absl::Status f = CheckForwardClicks(*b.topo, b.mine, c.forward_clicks);
    if (!r.ok() || !f.ok()) state.SkipWithError("a click set does not check");
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(b.topo->size()));
  state.SetLabel(TopologyKindName(b.topo->kind()));
}

void Args(benchmark::internal::Benchmark* b) {
  b->Args({static_cast<int>(TopologyKind::kSquare), 15});
  b->Args({static_cast<int>(TopologyKind::kSquare), 20});
  b->Args({static_cast<int>(TopologyKind::kTriangle), 15});
  b->Args({static_cast<int>(TopologyKind::kHex), 15});
}

BENCHMARK(BM_CountClicks)->Apply(Args)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CorePlusLemon)->Apply(Args)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Analyze)->Apply(Args)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AnalyzeGeneric)->Apply(Args)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Verify)->Apply(Args)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace papermines

BENCHMARK_MAIN();
