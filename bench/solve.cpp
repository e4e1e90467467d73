// Proof time of the uniqueness prover against CaDiCaL deciding the same question (encode with a
// sequential-counter cardinality encoding, solve, block the solution found, solve again).
//
// Instances: chessboard tables (square and triangle) with mines Bernoulli(1/2) and with the
// paper's heuristic (each clue is kept away from 0 and from its number of closed neighbours), and
// random openings with about half the cells open; sizes 10x10 to 1000x1000.
// Both solvers must agree on every instance (the program aborts otherwise). After the Google
// Benchmark output, a table of the times and ratios is printed.
// CaDiCaL gets at most PAPERMINES_BENCH_SAT_LIMIT seconds (default 120) per instance; a time-out
// is shown as ">limit" and the ratio as a lower bound.
// Usage: bench_solve [--benchmark_filter=REGEX]   (e.g. --benchmark_filter='/(10|30|100)x')
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/opening.h"
#include "core/puzzle.h"
#include "solve/solver.h"
#include "tests/solve_oracle.h"

namespace papermines {
namespace {

enum class Fill { kHalf, kHeuristic, kRandomOpening };

const char* FillName(Fill f) {
  switch (f) {
    case Fill::kHalf:
      return "p=1/2";
    case Fill::kHeuristic:
      return "heuristic";
    case Fill::kRandomOpening:
      return "random-open";
  }
  return "?";
}

struct Instance {
  TopologyPtr topo;
  Clues clues;
};

// The paper's heuristic, on any opening: closed cells are filled in cell order with p = 1/2,
// except a cell that is the last undecided closed neighbour of some clue, which is set so that
// clue is neither 0 nor equal to its number of closed neighbours (first such clue wins).
Mines HeuristicMines(const Topology& t, const std::vector<uint8_t>& open, std::mt19937_64& rng) {
  const int n = t.size();
  std::vector<int> closed_count(n, 0), last_closed(n, -1), count(n, 0);
  for (int c = 0; c < n; ++c) {
    if (!open[c]) continue;
    for (int32_t nb : t.neighbors(c)) {
      if (!open[nb]) {
        ++closed_count[c];
        last_closed[c] = std::max(last_closed[c], nb);
      }
    }
  }
  Mines mine(n, 0);
  for (int c = 0; c < n; ++c) {
    if (open[c]) continue;
    int forced = -1;
    for (int32_t k : t.neighbors(c)) {
      if (!open[k] || last_closed[k] != c || closed_count[k] < 2) continue;
      if (count[k] == 0) forced = 1;
      if (count[k] == closed_count[k] - 1) forced = 0;
      if (forced >= 0) break;
    }
    mine[c] = forced >= 0 ? static_cast<uint8_t>(forced)
                          : static_cast<uint8_t>(std::bernoulli_distribution(0.5)(rng));
    if (mine[c]) {
      for (int32_t k : t.neighbors(c)) ++count[k];
    }
  }
  return mine;
}

Instance MakeInstance(TopologyKind kind, int size, Fill fill) {
  std::mt19937_64 rng(1000003ull * size + 17 * static_cast<int>(kind) + static_cast<int>(fill));
  Instance in;
  in.topo = *Topology::Grid(kind, size, size);
  const Topology& t = *in.topo;
  std::vector<uint8_t> open;
  Mines mine(t.size(), 0);
  if (fill == Fill::kRandomOpening) {
    open.assign(t.size(), 0);
    for (int c = 0; c < t.size(); ++c) {
      open[c] = std::bernoulli_distribution(0.5)(rng);
      mine[c] = !open[c] && std::bernoulli_distribution(0.5)(rng);
    }
  } else {
    open = ChessboardOpen(t);
    if (fill == Fill::kHeuristic) {
      mine = HeuristicMines(t, open, rng);
    } else {
      for (int c = 0; c < t.size(); ++c)
        mine[c] = !open[c] && std::bernoulli_distribution(0.5)(rng);
    }
  }
  in.clues = CluesFor(t, mine, open);
  return in;
}

double SatLimitSeconds() {
  const char* e = std::getenv("PAPERMINES_BENCH_SAT_LIMIT");
  return e != nullptr ? std::atof(e) : 120.0;
}

class DeadlineTerminator : public CaDiCaL::Terminator {
 public:
  explicit DeadlineTerminator(double seconds)
      : end_(std::chrono::steady_clock::now() +
             std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                 std::chrono::duration<double>(seconds))) {}
  bool terminate() override { return std::chrono::steady_clock::now() >= end_; }

 private:
  std::chrono::steady_clock::time_point end_;
};

// CaDiCaL's answer: 0 none, 1 unique, 2 multiple, -1 timed out.
int SatDecide(const Instance& in, double limit) {
  CaDiCaL::Solver s;
  s.set("quiet", 1);
  DeadlineTerminator term(limit);
  s.connect_terminator(&term);
  oracle::EncodePuzzle(s, *in.topo, in.clues);
  int found = 0;
  for (int round = 0; round < 2; ++round) {
    const int res = s.solve();
    if (res == 0) return -1;
    if (res != 10) break;
    ++found;
    std::vector<int> block;
    for (int c = 0; c < in.topo->size(); ++c) {
      if (in.clues[c] == kClosed) block.push_back(s.val(c + 1) > 0 ? -(c + 1) : (c + 1));
    }
    const bool any = !block.empty();
    for (int l : block) s.add(l);
    s.add(0);
    if (!any) break;
  }
  s.disconnect_terminator();
  return found;
}

int VerdictCode(Verdict v) {
  switch (v) {
    case Verdict::kNone:
      return 0;
    case Verdict::kUnique:
      return 1;
    case Verdict::kMultiple:
      return 2;
    case Verdict::kUnknown:
      return -1;
  }
  return -1;
}

struct Row {
  double ours_ms = -1, sat_ms = -1;
  bool sat_timeout = false;
  std::string verdict, proof;
};
std::map<std::string, Row>& Table() {
  static std::map<std::string, Row> table;
  return table;
}
std::vector<std::string>& Order() {
  static std::vector<std::string> order;
  return order;
}
std::map<std::string, int>& Verdicts() {
  static std::map<std::string, int> v;
  return v;
}

std::string Key(TopologyKind kind, int size, Fill fill) {
  return absl::StrCat(TopologyKindName(kind), " ", FillName(fill), " ", size, "x", size);
}

void RunOurs(benchmark::State& state, TopologyKind kind, int size, Fill fill) {
  const Instance in = MakeInstance(kind, size, fill);
  SolveResult r;
  double total = 0;
  int64_t iters = 0;
  for (auto _ : state) {
    const auto t0 = std::chrono::steady_clock::now();
    r = Solve(*in.topo, in.clues);
    total +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    ++iters;
    benchmark::DoNotOptimize(r.verdict);
  }
  const std::string key = Key(kind, size, fill);
  Row& row = Table()[key];
  row.ours_ms = total / static_cast<double>(iters);
  row.verdict = VerdictName(r.verdict);
  row.proof = ProofName(r.proof);
  state.SetLabel(absl::StrCat(row.verdict, " by ", row.proof));
  auto [it, fresh] = Verdicts().emplace(key, VerdictCode(r.verdict));
  if (!fresh && it->second >= 0 && it->second != VerdictCode(r.verdict)) {
    std::fprintf(stderr, "MISMATCH on %s\n", key.c_str());
    std::abort();
  }
}

void RunSat(benchmark::State& state, TopologyKind kind, int size, Fill fill) {
  const Instance in = MakeInstance(kind, size, fill);
  const double limit = SatLimitSeconds();
  int found = -1;
  double total = 0;
  int64_t iters = 0;
  for (auto _ : state) {
    const auto t0 = std::chrono::steady_clock::now();
    found = SatDecide(in, limit);
    total +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    ++iters;
  }
  const std::string key = Key(kind, size, fill);
  Row& row = Table()[key];
  row.sat_ms = total / static_cast<double>(iters);
  row.sat_timeout = found < 0;
  state.SetLabel(found < 0    ? "timed out"
                 : found == 0 ? "none"
                 : found == 1 ? "unique"
                              : "multiple");
  if (found >= 0) {
    auto [it, fresh] = Verdicts().emplace(key, found);
    if (!fresh && it->second != found) {
      std::fprintf(stderr, "MISMATCH on %s: CaDiCaL says %d, papermines %d\n", key.c_str(), found,
                   it->second);
      std::abort();
    }
  }
}

void Register() {
  const int sizes[] = {10, 30, 100, 200, 1000};
  for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle}) {
    for (Fill fill : {Fill::kHalf, Fill::kHeuristic, Fill::kRandomOpening}) {
      for (int size : sizes) {
        const std::string key = Key(kind, size, fill);
        Order().push_back(key);
        std::string name =
            absl::StrCat(TopologyKindName(kind), "/", FillName(fill), "/", size, "x", size);
        auto* ours = benchmark::RegisterBenchmark(
            (name + "/papermines").c_str(),
            [=](benchmark::State& s) { RunOurs(s, kind, size, fill); });
        auto* sat = benchmark::RegisterBenchmark(
            (name + "/cadical").c_str(), [=](benchmark::State& s) { RunSat(s, kind, size, fill); });
        ours->Unit(benchmark::kMillisecond);
        sat->Unit(benchmark::kMillisecond);
        if (size >= 200) {
          ours->Iterations(size >= 1000 ? 1 : 3);
          sat->Iterations(1);
        }
      }
    }
  }
}

void PrintTable() {
  std::printf("\n%-34s %-9s %-15s %12s %12s %10s\n", "instance", "verdict", "proof", "papermines",
              "CaDiCaL", "ratio");
  for (const std::string& key : Order()) {
    auto it = Table().find(key);
    if (it == Table().end() || it->second.ours_ms < 0 || it->second.sat_ms < 0) continue;
    const Row& r = it->second;
    std::string sat = absl::StrCat(r.sat_timeout ? ">" : "", absl::StrFormat("%.3f ms", r.sat_ms));
    std::string ratio = absl::StrCat(
        r.sat_timeout ? ">" : "", absl::StrFormat("%.1fx", r.sat_ms / std::max(r.ours_ms, 1e-6)));
    std::printf("%-34s %-9s %-15s %9.3f ms %12s %10s\n", key.c_str(), r.verdict.c_str(),
                r.proof.c_str(), r.ours_ms, sat.c_str(), ratio.c_str());
  }
}

}  // namespace
}  // namespace papermines

int main(int argc, char** argv) {
  papermines::Register();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  papermines::PrintTable();
  return 0;
}
