// Sparse openings and the rating, measured in one run (issue: hard puzzles at every size).
//
//   bench_sparse [tables per cell, default 10] [fresh chessboard tables, default 1000]
//
// 1. CPU time per table (this thread's CPU clock, one thread) for each grade with --opening sparse
//    at square 10x10, 15x15, 20x20, 30x30, triangle 12x12 and hex 12x12 (density 1/2, paper
//    heuristic): median and maximum, base tables thinned per table, and the clue counts of the
//    tables made (clues left, and the share of the chessboard's clues that remains), median.
// 2. The rating distribution (solve/rating.h) of fresh chessboard tables (no grade asked: every
//    unique draw) and of sparse tables (no target: thinned until no clue can go), 10x10, in
//    one-point buckets.
// A plain report, not Google Benchmark: the figures are distributions over generated tables.
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "gen/paper.h"
#include "solve/grade.h"
#include "solve/rating.h"
#include "solve/solver.h"

namespace papermines {
namespace {

double ThreadCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + ts.tv_nsec * 1e-9;
}

template <typename T>
T Median(std::vector<T> v) {
  if (v.empty()) return T{};
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

double RatingOf(const Puzzle& p) {
  Deadline none(0);
  return Rating(Grade(*p.topology, p.clues, p.mine, SolveOptions{}, none));
}

void Histogram(const char* what, const std::vector<double>& ratings) {
  int bucket[11] = {};
  for (double r : ratings) bucket[std::clamp(static_cast<int>(r) - 1, 0, 10)]++;
  std::printf("%-40s n=%-5zu", what, ratings.size());
  for (int b = 0; b < 10; ++b) {
    std::printf(" %d-%d:%5.1f%%", b + 1, b + 2,
                ratings.empty() ? 0.0 : 100.0 * bucket[b] / ratings.size());
  }
  std::printf("  median %.1f\n", Median(ratings));
}

}  // namespace
}  // namespace papermines

int main(int argc, char** argv) {
  using namespace papermines;
  const int per_cell = argc > 1 ? std::atoi(argv[1]) : 10;
  const int fresh = argc > 2 ? std::atoi(argv[2]) : 1000;
  struct Size {
    GridFamily grid;
    int rows, cols;
  };
  const Size sizes[] = {{GridFamily::kSquare, 10, 10},   {GridFamily::kSquare, 15, 15},
                        {GridFamily::kSquare, 20, 20},   {GridFamily::kSquare, 30, 30},
                        {GridFamily::kTriangle, 12, 12}, {GridFamily::kHex, 12, 12}};
  std::printf("1. --opening sparse, one thread, %d tables per cell, CPU seconds per table\n",
              per_cell);
  std::printf("%-16s %-7s %9s %9s %7s %12s %12s %8s\n", "size", "grade", "median_s", "max_s",
              "bases", "clues_left", "of_chess_%", "rating");
  for (const Size& s : sizes) {
    for (Difficulty d :
         {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
      PaperOptions o;
      o.grid = s.grid;
      o.rows = s.rows;
      o.cols = s.cols;
      o.opening = PaperOpening::kSparse;
      o.difficulty = d;
      o.seed = 2026;
      auto gen = PaperGenerator::Create(o);
      if (!gen.ok()) {
        std::printf("%s: %s\n", PaperId(o, 0).c_str(), std::string(gen.status().message()).c_str());
        continue;
      }
      const std::vector<uint8_t> chess = ChessboardOpen(gen->topology());
      int chess_clues = 0;
      for (uint8_t x : chess) chess_clues += x;
      std::vector<double> secs, clues, share, ratings;
      PaperStats stats;
      int failed = 0;
      for (int i = 0; i < per_cell; ++i) {
        const double t0 = ThreadCpuSeconds();
        auto p = gen->Generate(static_cast<uint64_t>(i), &stats);
        secs.push_back(ThreadCpuSeconds() - t0);
        if (!p.ok()) {
          ++failed;
          continue;
        }
        int left = 0;
        for (uint8_t c : p->clues) left += c != kClosed;
        clues.push_back(left);
        share.push_back(100.0 * left / chess_clues);
        ratings.push_back(RatingOf(*p));
      }
      char size[32];
      std::snprintf(size, sizeof size, "%s %dx%d", GridFamilyName(s.grid), s.rows, s.cols);
      std::printf("%-16s %-7s %9.4f %9.4f %7.2f %6.0f/%-5d %12.1f %8.1f%s\n", size,
                  DifficultyName(d), Median(secs), *std::max_element(secs.begin(), secs.end()),
                  static_cast<double>(stats.sparse_bases) / per_cell, Median(clues), chess_clues,
                  Median(share), Median(ratings),
                  failed > 0 ? (" FAILED " + std::to_string(failed)).c_str() : "");
      std::fflush(stdout);
    }
  }
  std::printf("\n2. rating distribution, square 10x10\n");
  {
    PaperOptions o;
    o.seed = 2026;
    auto gen = PaperGenerator::Create(o);
    std::vector<double> ratings;
    for (int i = 0; i < fresh && gen.ok(); ++i) {
      auto p = gen->Generate(static_cast<uint64_t>(i));
      if (p.ok()) ratings.push_back(RatingOf(*p));
    }
    Histogram("fresh chessboard tables", ratings);
    o.opening = PaperOpening::kSparse;
    gen = PaperGenerator::Create(o);
    ratings.clear();
    for (int i = 0; i < fresh / 10 && gen.ok(); ++i) {
      auto p = gen->Generate(static_cast<uint64_t>(i));
      if (p.ok()) ratings.push_back(RatingOf(*p));
    }
    Histogram("sparse tables (no target: minimal)", ratings);
    for (Difficulty d :
         {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
      o.difficulty = d;
      gen = PaperGenerator::Create(o);
      ratings.clear();
      for (int i = 0; i < fresh / 10 && gen.ok(); ++i) {
        auto p = gen->Generate(static_cast<uint64_t>(i));
        if (p.ok()) ratings.push_back(RatingOf(*p));
      }
      Histogram((std::string("sparse tables, ") + DifficultyName(d)).c_str(), ratings);
    }
  }
  return 0;
}
