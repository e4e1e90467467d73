// The click of the game (LeetCode 529), measured in cells revealed per second:
//   reveal_ours       papermines::Reveal (iterative, explicit stack, any topology) on a flat board;
//   reveal_recursive  the textbook recursive DFS of LeetCode's solution on vector<vector<char>>.
// Boards are square, n x n, mine-free ("empty") or with 2% mines ("sparse2pct", clicked in their
// largest zero component), from 100 x 100 up to 4000 x 4000.
//
// The recursive DFS overflows its stack on large boards. It runs on a thread with an 8 MB stack
// (the default `ulimit -s` of a normal user), and before any benchmark runs, every size it is
// asked to run is first tried in a forked child: only sizes that survived there are registered,
// so a stack overflow kills a probe, never the benchmark. The largest surviving size is found by
// bisection over multiples of 10 and benchmarked next to ours; the ratio ours/recursive at equal
// sizes is printed after the table. Times are the CPU time of the benchmark thread (manual time),
// so the figures hold on a loaded machine.
//
// Run: build-io/bench/bench_reveal [--benchmark_filter=...]
#include "core/reveal.h"

#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "core/puzzle.h"

namespace {

using papermines::Topology;
using papermines::TopologyPtr;

constexpr size_t kStackBytes = size_t{8} << 20;  // 8 MB, as `ulimit -s` gives a normal user
constexpr int kDensities[] = {0, 20};            // mines per mille: mine-free, 2%
const char* DensityName(int per_mille) { return per_mille == 0 ? "empty" : "sparse2pct"; }

// ---- the textbook recursive solution (LeetCode 529) ----

void RecursiveDfs(std::vector<std::vector<char>>& board, int r, int c) {
  const int rows = static_cast<int>(board.size()), cols = static_cast<int>(board[0].size());
  int mines = 0;
  for (int dr = -1; dr <= 1; ++dr) {
    for (int dc = -1; dc <= 1; ++dc) {
      const int nr = r + dr, nc = c + dc;
      if ((dr || dc) && nr >= 0 && nr < rows && nc >= 0 && nc < cols && board[nr][nc] == 'M') {
        ++mines;
      }
    }
  }
  if (mines > 0) {
    board[r][c] = static_cast<char>('0' + mines);
    return;
  }
  board[r][c] = 'B';
  for (int dr = -1; dr <= 1; ++dr) {
    for (int dc = -1; dc <= 1; ++dc) {
      const int nr = r + dr, nc = c + dc;
      if ((dr || dc) && nr >= 0 && nr < rows && nc >= 0 && nc < cols && board[nr][nc] == 'E') {
        RecursiveDfs(board, nr, nc);
      }
    }
  }
}

void RecursiveUpdateBoard(std::vector<std::vector<char>>& board, int r, int c) {
  if (board[r][c] == 'M') {
    board[r][c] = 'X';
  } else if (board[r][c] == 'E') {
    RecursiveDfs(board, r, c);
  }
}

// Runs fn() on a fresh thread with an 8 MB stack and waits for it.
template <typename Fn>
void OnEightMegabyteStack(Fn& fn) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kStackBytes);
  pthread_t th;
  auto trampoline = [](void* p) -> void* {
    (*static_cast<Fn*>(p))();
    return nullptr;
  };
  if (pthread_create(&th, &attr, trampoline, &fn) != 0) {
    std::fprintf(stderr, "bench_reveal: cannot create a thread\n");
    std::abort();
  }
  pthread_join(th, nullptr);
  pthread_attr_destroy(&attr);
}

// ---- boards ----

struct Board {
  int n = 0;
  TopologyPtr topo;
  std::vector<char> flat;                 // 'E' / 'M' per cell id
  std::vector<std::vector<char>> nested;  // the same, as LeetCode's vector<vector<char>>
  int click = 0;                          // a cell of the largest zero component
  int64_t revealed = 0;                   // cells one click there reveals
};

std::shared_ptr<const Board> MakeBoard(int n, int per_mille) {
  static std::map<std::pair<int, int>, std::shared_ptr<const Board>> cache;
  auto& slot = cache[{n, per_mille}];
  if (slot) return slot;
  auto b = std::make_shared<Board>();
  b->n = n;
  b->topo = Topology::Square(n, n).value();
  const Topology& t = *b->topo;
  std::mt19937_64 rng(0x5eed + n * 1000 + per_mille);
  papermines::Mines mine(t.size(), 0);
  for (auto& m : mine) m = static_cast<int>(rng() % 1000) < per_mille;
  const papermines::ZeroComponents z =
      papermines::FindZeroComponents(t, mine, papermines::CountNeighborMines(t, mine));
  int best = -1;
  for (int k = 0; k < z.count; ++k) {
    if (best < 0 || z.member_start[k + 1] - z.member_start[k] >
                        z.member_start[best + 1] - z.member_start[best]) {
      best = k;
    }
  }
  b->click = best >= 0 ? z.members[z.member_start[best]] : t.cell(n / 2, n / 2);
  b->flat.resize(t.size());
  b->nested.assign(n, std::vector<char>(n));
  for (int c = 0; c < t.size(); ++c) {
    b->flat[c] = mine[c] ? 'M' : 'E';
    b->nested[t.row(c)][t.col(c)] = b->flat[c];
  }
  std::vector<char> cells = b->flat;
  b->revealed = papermines::Reveal(t, cells, b->click);
  slot = b;
  return slot;
}

// Whether the recursive DFS survives an n x n board on an 8 MB stack, tried in a child process.
bool RecursiveSurvives(int n, int per_mille) {
  std::fflush(nullptr);
  const pid_t pid = fork();
  if (pid == 0) {
    auto b = MakeBoard(n, per_mille);
    std::vector<std::vector<char>> board = b->nested;
    auto run = [&] { RecursiveUpdateBoard(board, b->topo->row(b->click), b->topo->col(b->click)); };
    OnEightMegabyteStack(run);
    // The recursive result must match ours cell for cell.
    std::vector<char> ours = b->flat;
    papermines::Reveal(*b->topo, ours, b->click);
    for (int c = 0; c < b->topo->size(); ++c) {
      if (ours[c] != board[b->topo->row(c)][b->topo->col(c)]) _exit(3);
    }
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  if (WIFEXITED(status) && WEXITSTATUS(status) == 3) {
    std::fprintf(stderr, "bench_reveal: recursive and iterative reveals disagree at n=%d\n", n);
    std::abort();
  }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// The largest multiple of 10 in [lo, hi] where the recursive DFS survives (lo must survive).
int LargestSurviving(int per_mille, int lo, int hi) {
  if (!RecursiveSurvives(lo, per_mille)) return 0;
  lo /= 10, hi /= 10;
  while (lo < hi) {
    const int mid = (lo + hi + 1) / 2;
    if (RecursiveSurvives(mid * 10, per_mille)) {
      lo = mid;
    } else {
      hi = mid - 1;
    }
  }
  return lo * 10;
}

// ---- benchmarks ----

void SetCounters(benchmark::State& state, const Board& b) {
  state.counters["cells_per_second"] = benchmark::Counter(
      static_cast<double>(b.revealed), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["cells"] = static_cast<double>(b.revealed);
}

// CPU time of the calling thread: the machine is shared, and wall time would mostly measure the
// other processes.
double ThreadSeconds() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

// Both implementations run their whole benchmark loop on one 8 MB-stack thread, so the recursive
// one finds its stack pages already mapped after the first iteration, like a long-lived process.
void BM_RevealOurs(benchmark::State& state, int n, int per_mille) {
  auto b = MakeBoard(n, per_mille);
  auto loop = [&] {
    std::vector<char> cells;
    for (auto _ : state) {
      cells = b->flat;  // reset (not timed)
      const double start = ThreadSeconds();
      const int64_t got = papermines::Reveal(*b->topo, cells, b->click);
      state.SetIterationTime(ThreadSeconds() - start);
      benchmark::DoNotOptimize(got);
    }
  };
  OnEightMegabyteStack(loop);
  SetCounters(state, *b);
}

void BM_RevealRecursive(benchmark::State& state, int n, int per_mille) {
  auto b = MakeBoard(n, per_mille);
  const int r = b->topo->row(b->click), c = b->topo->col(b->click);
  auto loop = [&] {
    std::vector<std::vector<char>> board;
    for (auto _ : state) {
      board = b->nested;  // reset (not timed)
      const double start = ThreadSeconds();
      RecursiveUpdateBoard(board, r, c);
      state.SetIterationTime(ThreadSeconds() - start);
      benchmark::DoNotOptimize(board.data());
    }
  };
  OnEightMegabyteStack(loop);
  SetCounters(state, *b);
}

std::string Name(const char* impl, int n, int per_mille) {
  return std::string("reveal_") + impl + "/" + std::to_string(n) + "x" + std::to_string(n) + "/" +
         DensityName(per_mille);
}

// Prints the table as usual and remembers each run's rate for the ratio lines.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  RatioReporter() : ConsoleReporter(isatty(STDOUT_FILENO) ? OO_Defaults : OO_Tabular) {}
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.run_type != Run::RT_Iteration || run.error_occurred) continue;
      auto it = run.counters.find("cells_per_second");
      std::string name = run.benchmark_name();
      const std::string suffix = "/manual_time";
      if (name.size() > suffix.size() && name.ends_with(suffix))
        name.resize(name.size() - suffix.size());
      if (it != run.counters.end()) rate_[name] = it->second.value;
    }
  }
  void PrintRatios(const std::vector<std::pair<int, int>>& pairs) const {
    for (auto [n, d] : pairs) {
      auto ours = rate_.find(Name("ours", n, d)), rec = rate_.find(Name("recursive", n, d));
      if (ours == rate_.end() || rec == rate_.end()) continue;
      std::printf("ratio ours/recursive %dx%d %s: %.2f  (%.3g vs %.3g cells/s)\n", n, n,
                  DensityName(d), ours->second / rec->second, ours->second, rec->second);
    }
  }

 private:
  std::map<std::string, double> rate_;
};

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const int kSizes[] = {100, 250, 500, 1000, 2000, 4000};
  std::vector<std::pair<int, int>> pairs;
  for (int d : kDensities) {
    const int largest = LargestSurviving(d, 100, 4000);
    std::printf(
        "recursive DFS on an 8 MB stack: largest surviving %s board is %dx%d "
        "(%dx%d crashes)\n",
        DensityName(d), largest, largest, largest + 10, largest + 10);
    std::vector<int> sizes(std::begin(kSizes), std::end(kSizes));
    if (largest > 0) sizes.push_back(largest);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    for (int n : sizes) {
      benchmark::RegisterBenchmark(Name("ours", n, d).c_str(), BM_RevealOurs, n, d)
          ->UseManualTime()
          ->Unit(benchmark::kMillisecond);
      // Only sizes at or below the largest verified one (the recursion depth grows with n).
      if (n <= largest && RecursiveSurvives(n, d)) {
        benchmark::RegisterBenchmark(Name("recursive", n, d).c_str(), BM_RevealRecursive, n, d)
            ->UseManualTime()
            ->Unit(benchmark::kMillisecond);
        pairs.emplace_back(n, d);
      }
    }
  }
  std::fflush(stdout);
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.PrintRatios(pairs);
  benchmark::Shutdown();
  return 0;
}
