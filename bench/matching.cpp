// Our blossom matching (solve/matching.h) beside LEMON's MaxMatching and Boost's
// edmonds_maximum_cardinality_matching, in one run, on the same graphs:
//  (a) the component graphs of 2000 x 2000 square boards at the mine density that gives the most
//      zero components (found by a scan at start-up, printed), also for triangle and hex;
//  (b) random sparse graphs (average degree 3) with 10^5 and 10^6 vertices.
// Each benchmark times the matching only (every library gets its graph already built in its own
// representation) and reports the matching size, which must agree across the three.
// Boost on the 10^6-vertex random graph is left out unless PAPERMINES_BENCH_BOOST_1E6=1 is set:
// Boost's edmonds_maximum_cardinality_matching searches the whole graph again for every augmenting
// path after its greedy start (Theta(n + m) per augmentation), so its time grows about
// quadratically on these graphs. Measured with this generator (2026-11-22, shared 2-core machine):
// 10^5 vertices 9.7 s CPU, 2 * 10^5 42 s, 4 * 10^5 178 s (x4.3 per doubling); 10^6 extrapolates to
// about 20 minutes of CPU (not measured). Ours takes under a second there and LEMON about 23 s CPU.
// Run: build-*/bench/bench_matching  (ratios: our time / LEMON's time per graph).
#include "solve/matching.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <cstdio>
#include <cstdlib>
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

#include "core/topology.h"
#include "solve/clicks.h"
#include "tests/lemon_compat.h"

namespace papermines {
namespace {

using Edges = std::vector<std::pair<int32_t, int32_t>>;
using BoostGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;

struct Instance {
  std::string name;
  int32_t n = 0;
  Edges edges;
  CsrGraph csr;
  std::unique_ptr<lemon::ListGraph> lemon;
  std::unique_ptr<BoostGraph> boost;
};

std::vector<uint8_t> RandomBoard(int n, double density, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint8_t> m(n);
  for (int i = 0; i < n; ++i) m[i] = (rng() >> 11) * 0x1.0p-53 < density;
  return m;
}

// The density (in steps of 0.01) with the most zero components on a 1000 x 1000 board.
double MostComponentsDensity(TopologyKind kind) {
  auto topo = Topology::Grid(kind, 1000, 1000).value();
  double best = 0;
  int64_t best_count = -1;
  std::printf("# %s: density -> zero components (1000 x 1000)\n", TopologyKindName(kind));
  for (int step = 4; step <= 30; ++step) {
    const double d = step * 0.01;
    const ComponentGraph g = BuildComponentGraph(*topo, RandomBoard(topo->size(), d, 1));
    if (step % 2 == 0) std::printf("#   %.3f -> %d\n", d, g.components);
    if (g.components > best_count) {
      best_count = g.components;
      best = d;
    }
  }
  std::printf("#   most components at density %.3f (%lld)\n", best,
              static_cast<long long>(best_count));
  std::fflush(stdout);
  return best;
}

void Finish(Instance& in) {
  in.csr = CsrGraph::FromEdges(in.n, in.edges);
  in.lemon = std::make_unique<lemon::ListGraph>();
  std::vector<lemon::ListGraph::Node> nodes;
  nodes.reserve(in.n);
  for (int32_t i = 0; i < in.n; ++i) nodes.push_back(in.lemon->addNode());
  for (auto [u, v] : in.edges) in.lemon->addEdge(nodes[u], nodes[v]);
  in.boost = std::make_unique<BoostGraph>(in.n);
  for (auto [u, v] : in.edges) boost::add_edge(u, v, *in.boost);
}

std::vector<std::unique_ptr<Instance>>& Instances() {
  static std::vector<std::unique_ptr<Instance>> all = [] {
    std::vector<std::unique_ptr<Instance>> v;
    for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
      const double d = MostComponentsDensity(kind);
      auto topo = Topology::Grid(kind, 2000, 2000).value();
      ComponentGraph g = BuildComponentGraph(*topo, RandomBoard(topo->size(), d, 2));
      auto in = std::make_unique<Instance>();
      in->name = std::string(TopologyKindName(kind)) + "2000x2000";
      in->n = g.components;
      in->edges = std::move(g.edges);
      std::printf("# %s at density %.3f: %d components, %zu edges\n", in->name.c_str(), d, in->n,
                  in->edges.size());
      Finish(*in);
      v.push_back(std::move(in));
    }
    for (int32_t n : {100000, 1000000}) {
      auto in = std::make_unique<Instance>();
      in->name = "random" + std::to_string(n);
      in->n = n;
      std::mt19937_64 rng(n);
      const int64_t m = 3LL * n / 2;  // average degree 3
      while (static_cast<int64_t>(in->edges.size()) < m) {
        const int32_t a = static_cast<int32_t>(rng() % n), b = static_cast<int32_t>(rng() % n);
        if (a != b) in->edges.emplace_back(a, b);
      }
      Finish(*in);
      v.push_back(std::move(in));
    }
    return v;
  }();
  return all;
}

void BM_Ours(benchmark::State& state) {
  Instance& in = *Instances()[state.range(0)];
  int32_t size = 0;
  for (auto _ : state) {
    MatchingResult r = MaximumMatching(in.csr);
    size = r.size;
    benchmark::DoNotOptimize(r.mate.data());
  }
  state.SetLabel(in.name);
  state.counters["matching"] = size;
  state.counters["vertices"] = in.n;
}

void BM_Lemon(benchmark::State& state) {
  Instance& in = *Instances()[state.range(0)];
  int size = 0;
  for (auto _ : state) {
    lemon::MaxMatching<lemon::ListGraph> mm(*in.lemon);
    mm.run();
    size = mm.matchingSize();
  }
  state.SetLabel(in.name);
  state.counters["matching"] = size;
  state.counters["vertices"] = in.n;
}

void BM_Boost(benchmark::State& state) {
  Instance& in = *Instances()[state.range(0)];
  size_t size = 0;
  std::vector<boost::graph_traits<BoostGraph>::vertex_descriptor> mate(in.n);
  for (auto _ : state) {
    boost::edmonds_maximum_cardinality_matching(*in.boost, &mate[0]);
    size = boost::matching_size(*in.boost, &mate[0]);
  }
  state.SetLabel(in.name);
  state.counters["matching"] = static_cast<double>(size);
  state.counters["vertices"] = in.n;
}

// Graph 0-2: component graphs (square, triangle, hex); 3-4: random 1e5, 1e6.
BENCHMARK(BM_Ours)->DenseRange(0, 4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Lemon)->DenseRange(0, 4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Boost)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
[[maybe_unused]] const bool kBoostLarge = [] {
  const char* opt = std::getenv("PAPERMINES_BENCH_BOOST_1E6");
  if (opt != nullptr && std::string(opt) == "1") {
    benchmark::RegisterBenchmark("BM_Boost", BM_Boost)->Arg(4)->Unit(benchmark::kMillisecond);
  }
  return true;
}();

}  // namespace
}  // namespace papermines

BENCHMARK_MAIN();
