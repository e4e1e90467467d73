// How many distinct paper tables exist at small sizes: every mine assignment of the closed cells
// is enumerated; a table counts when the solver proves it unique (then distinct assignments give
// distinct clue grids) and, for the paper heuristic, when every clue the heuristic covers is
// neither 0 nor full (exactly the tables its fill can produce at any density strictly between 0
// and 1). Grades by the solver's grade. This is the ceiling the no-repeat rule (gen/distinct.h)
// runs into at tiny sizes.
//
// Usage: bench_distinct_count [square|hex] [min_side] [max_side]   (defaults: square 3 6)
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/puzzle.h"
#include "core/topology.h"
#include "gen/paper.h"
#include "solve/solver.h"

namespace papermines {
namespace {

void Count(GridFamily grid, int rows, int cols) {
  PaperOptions o;
  o.grid = grid;
  o.rows = rows;
  o.cols = cols;
  auto gen = PaperGenerator::Create(o);  // for its topology and opening
  const bool paper_ok = gen.ok();
  o.heuristic = PaperHeuristic::kNone;
  auto plain = PaperGenerator::Create(o);
  if (!plain.ok()) {
    std::printf("%s %dx%d: %s\n", GridFamilyName(grid), rows, cols,
                std::string(plain.status().message()).c_str());
    return;
  }
  const Topology& t = plain->topology();
  const std::vector<uint8_t> open = GridOpening(grid, t);
  const int n = t.size();
  std::vector<int> closed;
  for (int c = 0; c < n; ++c) {
    if (!open[c]) closed.push_back(c);
  }
  // The paper heuristic's covered clues: a clue whose last closed neighbour lies in a later row,
  // or, in the last row, to its right (re-derived here from gen/paper.h's definition).
  std::vector<int> covered;
  std::vector<int> deg(n, 0);
  for (int y = 0; y < n; ++y) {
    if (!open[y]) continue;
    int last = -1;
    for (int nb : t.neighbors(y)) {
      if (!open[nb]) {
        ++deg[y];
        last = std::max(last, nb);
      }
    }
    if (last < 0) continue;
    if (t.row(y) < t.row(last) ||
        (t.row(last) == rows - 1 && t.row(y) == t.row(last) && t.col(y) < t.col(last))) {
      covered.push_back(y);
    }
  }
  if (closed.size() > 26) {
    std::printf("%s %dx%d: %zu closed cells, too many to enumerate\n", GridFamilyName(grid), rows,
                cols, closed.size());
    return;
  }
  int64_t all[5] = {0, 0, 0, 0, 0}, paper[5] = {0, 0, 0, 0, 0};
  Mines mine(n);
  SolveOptions so;
  so.grade = true;
  for (uint64_t bits = 0; bits < (uint64_t{1} << closed.size()); ++bits) {
    std::fill(mine.begin(), mine.end(), 0);
    for (size_t i = 0; i < closed.size(); ++i) mine[closed[i]] = (bits >> i) & 1;
    const Clues clues = CluesFor(t, mine, open);
    const SolveResult r = Solve(t, clues, so);
    if (r.verdict != Verdict::kUnique) continue;
    const int g = static_cast<int>(r.difficulty);
    ++all[0];
    ++all[g];
    bool ok = paper_ok;
    for (int y : covered) ok = ok && clues[y] != 0 && clues[y] != deg[y];
    if (ok) {
      ++paper[0];
      ++paper[g];
    }
  }
  std::printf(
      "%s %dx%d (%zu closed): heuristic none %lld unique (easy %lld, medium %lld, hard %lld, "
      "expert %lld); paper %lld (easy %lld, medium %lld, hard %lld, expert %lld)\n",
      GridFamilyName(grid), rows, cols, closed.size(), (long long)all[0], (long long)all[1],
      (long long)all[2], (long long)all[3], (long long)all[4], (long long)paper[0],
      (long long)paper[1], (long long)paper[2], (long long)paper[3], (long long)paper[4]);
  std::fflush(stdout);
}

}  // namespace
}  // namespace papermines

int main(int argc, char** argv) {
  using namespace papermines;
  const std::string grid = argc > 1 ? argv[1] : "square";
  const int lo = argc > 2 ? std::atoi(argv[2]) : 3, hi = argc > 3 ? std::atoi(argv[3]) : 6;
  const GridFamily g = grid == "hex" ? GridFamily::kHex : GridFamily::kSquare;
  for (int r = lo; r <= hi; ++r) {
    for (int c = lo; c <= hi; ++c) Count(g, r, c);
  }
  return 0;
}
