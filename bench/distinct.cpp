// The cost of the no-repeat rule (gen/distinct.h) on a 100 000-table run: fingerprinting every
// table and inserting it into the run's set, beside generating the tables (10 x 10 square, paper
// heuristic, any grade, one thread). Prints both times and the set's memory.
#include "gen/distinct.h"

#include <chrono>
#include <cstdio>
#include <vector>

#include "gen/paper.h"

int main(int argc, char** argv) {
  using namespace papermines;
  using Clock = std::chrono::steady_clock;
  const int64_t count = argc > 1 ? std::atoll(argv[1]) : 100000;
  PaperOptions o;
  o.seed = 1;
  auto gen = PaperGenerator::Create(o);
  if (!gen.ok()) return 2;
  std::vector<Puzzle> puzzles;
  puzzles.reserve(count);
  const auto t0 = Clock::now();
  for (int64_t i = 0; i < count; ++i) puzzles.push_back(*gen->Generate(i));
  const auto t1 = Clock::now();
  DistinctSet seen;
  int64_t repeats = 0;
  for (const Puzzle& p : puzzles) repeats += seen.Insert(PuzzleFingerprint(p)) ? 0 : 1;
  const auto t2 = Clock::now();
  const double g = std::chrono::duration<double>(t1 - t0).count();
  const double d = std::chrono::duration<double>(t2 - t1).count();
  std::printf(
      "%lld tables: generation %.3f s, duplicate check %.4f s (%.2f%% of generation), %lld "
      "repeats, set memory about %.1f MB (%lld slots of %zu bytes + 1 control byte)\n",
      static_cast<long long>(count), g, d, 100 * d / g, static_cast<long long>(repeats),
      seen.capacity() * (sizeof(Fingerprint) + 1) / 1e6, static_cast<long long>(seen.capacity()),
      sizeof(Fingerprint));
  return 0;
}
