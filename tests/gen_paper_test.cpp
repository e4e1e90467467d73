// Paper tables: property tests over thousands of seeded tables per grid and heuristic.
//
// Every table is checked against oracles that do not use our solver: CaDiCaL with a direct
// cardinality encoding (each clue forbids every assignment of its closed neighbours with the wrong
// count) finds a solution and then proves there is no other one; small tables are also checked by
// brute force over all assignments of the closed cells. The heuristic guarantees are checked as
// stated in gen/paper.h: strict: no clue is 0 or full; paper: none except possibly the bottom-right
// corner clue (and none at all on the strip). Determinism across --jobs and --id regeneration are
// checked through the binary.
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cadical.hpp"
#include "core/mines_io.h"
#include "gen/paper.h"
#include "gtest/gtest.h"
#include "solve/grade.h"
#include "solve/solver.h"
#include "tests/grade_oracle.h"
#include "tests/run_binary.h"
#include "tests/sweep.h"

namespace papermines {
namespace {

std::vector<uint8_t> Opening(const Puzzle& p, GridFamily grid) {
  const Topology& t = *p.topology;
  std::vector<uint8_t> open(t.size());
  for (int c = 0; c < t.size(); ++c) {
    const int r = t.row(c), col = t.col(c);
    if (grid == GridFamily::kHex) {
      // One class of the hex grid's 3-colouring closed: axial q = col - floor(r / 2) (odd-r), the
      // closed cells are those with q - r divisible by 3.
      const int q = col - r / 2;
      open[c] = ((q - r) % 3 + 3) % 3 != 0;
    } else {
      open[c] = grid == GridFamily::kStrip ? r == 0 : (r + col) % 2 == 0;
    }
  }
  return open;
}

// Number of solutions of the clues, up to 2, by CaDiCaL; `first` receives the first one.
int CountWithSat(const Topology& t, const Clues& clues, Mines* first) {
  CaDiCaL::Solver sat;
  sat.set("quiet", 1);
  const int n = t.size();
  auto var = [](int cell) { return cell + 1; };
  for (int c = 0; c < n; ++c) {
    if (clues[c] == kClosed) continue;
    sat.add(-var(c));  // open cells are safe
    sat.add(0);
    std::vector<int> closed;
    for (int32_t nb : t.neighbors(c)) {
      if (clues[nb] == kClosed) closed.push_back(nb);
    }
    // Open neighbours are safe; forbid every assignment of the closed ones with the wrong count.
    const int k = static_cast<int>(closed.size());
    for (uint32_t a = 0; a < (1u << k); ++a) {
      if (__builtin_popcount(a) == clues[c]) continue;
      for (int i = 0; i < k; ++i) sat.add((a >> i) & 1 ? -var(closed[i]) : var(closed[i]));
      sat.add(0);
    }
  }
  if (sat.solve() != 10) return 0;
  first->assign(n, 0);
  for (int c = 0; c < n; ++c) (*first)[c] = sat.val(var(c)) > 0;
  for (int c = 0; c < n; ++c) {
    if (clues[c] == kClosed) sat.add((*first)[c] ? -var(c) : var(c));
  }
  sat.add(0);
  return sat.solve() == 10 ? 2 : 1;
}

// Number of solutions (up to 2) by trying every assignment of the closed cells.
int CountByBruteForce(const Topology& t, const Clues& clues) {
  std::vector<int> closed;
  for (int c = 0; c < t.size(); ++c) {
    if (clues[c] == kClosed) closed.push_back(c);
  }
  EXPECT_LE(closed.size(), 22u);
  int found = 0;
  Mines mine(t.size(), 0);
  for (uint64_t a = 0; a < (uint64_t{1} << closed.size()); ++a) {
    for (size_t i = 0; i < closed.size(); ++i) mine[closed[i]] = (a >> i) & 1;
    bool ok = true;
    for (int c = 0; c < t.size() && ok; ++c) {
      if (clues[c] == kClosed) continue;
      int k = 0;
      for (int32_t nb : t.neighbors(c)) k += mine[nb];
      ok = k == clues[c];
    }
    if (ok && ++found == 2) return 2;
  }
  return found;
}

struct Case {
  GridFamily grid;
  int rows, cols;
  int count;
  bool brute;
};

void CheckTable(const Puzzle& p, const PaperOptions& o, bool brute) {
  const Topology& t = *p.topology;
  ASSERT_EQ(p.kind, PuzzleKind::kPaper);
  ASSERT_EQ(t.rows(), o.rows);
  ASSERT_EQ(t.cols(), o.cols);
  ASSERT_EQ(static_cast<int>(p.clues.size()), t.size());
  ASSERT_EQ(static_cast<int>(p.mine.size()), t.size());
  const std::vector<uint8_t> open = Opening(p, o.grid);
  int64_t mines = 0;
  for (int c = 0; c < t.size(); ++c) {
    ASSERT_EQ(p.clues[c] != kClosed, open[c] != 0) << "opening differs at cell " << c;
    mines += p.mine[c];
    if (!open[c]) continue;
    ASSERT_EQ(p.mine[c], 0) << "an open cell is a mine";
    int k = 0, closed = 0;
    for (int32_t nb : t.neighbors(c)) {
      k += p.mine[nb];
      closed += !open[nb];
    }
    ASSERT_EQ(p.clues[c], k) << "clue does not match the solution at cell " << c;
    const bool trivial = k == 0 || k == closed;
    const bool corner = t.row(c) == t.rows() - 1 && t.col(c) == t.cols() - 1;
    // On hex, paper covers the clues that see 3 closed cells (gen/paper.cpp).
    const bool covered_by_paper =
        o.grid == GridFamily::kHex ? closed >= 3 : (!corner || o.grid == GridFamily::kStrip);
    if (o.heuristic == PaperHeuristic::kStrict ||
        (o.heuristic == PaperHeuristic::kPaper && covered_by_paper)) {
      EXPECT_FALSE(trivial) << PaperHeuristicName(o.heuristic) << ": trivial clue at (" << t.row(c)
                            << ", " << t.col(c) << ") in " << p.id;
    }
  }
  ASSERT_TRUE(p.mines.has_value());
  EXPECT_EQ(*p.mines, mines);
  Mines sat_solution;
  ASSERT_EQ(CountWithSat(t, p.clues, &sat_solution), 1) << "not unique (CaDiCaL): " << p.id;
  EXPECT_EQ(sat_solution, p.mine);
  if (brute) {
    EXPECT_EQ(CountByBruteForce(t, p.clues), 1) << "not unique (brute force): " << p.id;
  }
}

TEST(GenPaper, PropertiesPerGridAndHeuristic) {
  const Case cases[] = {
      {GridFamily::kSquare, 4, 5, 300, true},   {GridFamily::kSquare, 10, 10, 700, false},
      {GridFamily::kTriangle, 4, 6, 300, true}, {GridFamily::kTriangle, 8, 10, 700, false},
      {GridFamily::kHex, 5, 5, 300, true},      {GridFamily::kHex, 9, 11, 700, false},
      {GridFamily::kStrip, 2, 12, 300, true},   {GridFamily::kStrip, 2, 30, 700, false},
  };
  for (const Case& k : cases) {
    for (PaperHeuristic h :
         {PaperHeuristic::kNone, PaperHeuristic::kPaper, PaperHeuristic::kStrict}) {
      PaperOptions o;
      o.grid = k.grid;
      o.rows = k.rows;
      o.cols = k.cols;
      o.heuristic = h;
      o.seed = 17 + k.rows * 100 + k.cols;
      auto gen = PaperGenerator::Create(o);
      ASSERT_TRUE(gen.ok()) << gen.status();
      SCOPED_TRACE(testing::Message() << GridFamilyName(k.grid) << " " << k.rows << "x" << k.cols
                                      << " " << PaperHeuristicName(h));
      for (int i = 0; i < testing_util::Sweep(k.count, k.count / 5); ++i) {
        auto p = gen->Generate(i);
        ASSERT_TRUE(p.ok()) << p.status();
        ASSERT_NO_FATAL_FAILURE(CheckTable(*p, o, k.brute));
        if (testing::Test::HasFailure()) return;
      }
    }
  }
}

TEST(GenPaper, DensityIsRoughlyBernoulli) {
  // Without a heuristic the closed cells are Bernoulli(p), conditioned only on uniqueness.
  for (int permyriad : {2000, 5000, 8000}) {
    PaperOptions o;
    o.heuristic = PaperHeuristic::kNone;
    o.density_permyriad = permyriad;
    o.seed = 5;
    auto batch = GeneratePaperBatch(o, 0, 200, 1);
    ASSERT_TRUE(batch.ok()) << batch.status();
    int64_t mines = 0, closed = 0;
    for (const Puzzle& p : *batch) {
      for (int c = 0; c < p.topology->size(); ++c) {
        if (p.clues[c] == kClosed) ++closed, mines += p.mine[c];
      }
    }
    EXPECT_NEAR(static_cast<double>(mines) / closed, permyriad / 10000.0, 0.02);
  }
}

TEST(GenPaper, IdsRoundTripAndRegenerate) {
  PaperOptions o;
  o.grid = GridFamily::kTriangle;
  o.rows = 7;
  o.cols = 9;
  o.density_permyriad = 3750;
  o.heuristic = PaperHeuristic::kStrict;
  o.difficulty = Difficulty::kNone;
  o.seed = 123456789012345ULL;
  const std::string id = PaperId(o, 41);
  EXPECT_EQ(id, "tri7x9-d37.5-s-any-s123456789012345-41");
  auto parts = ParsePaperId(id);
  ASSERT_TRUE(parts.ok()) << parts.status();
  EXPECT_EQ(PaperId(parts->options, parts->index), id);
  auto a = GeneratePaper(o, 41);
  auto b = GeneratePaperFromId(id);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(FormatPuzzle(*a), FormatPuzzle(*b));
  for (const char* bad :
       {"", "sq10x10", "xx10x10-d50-p-any-s1-0", "sq10x10-d101-p-any-s1-0",
        "sq10x10-d50-q-any-s1-0", "sq10x10-d50-p-hardest-s1-0", "sq10x10-d50-p-any-1-0",
        "sq10x10-d50-p-any-s1-x", "sq10-d50-p-any-s1-0"}) {
    EXPECT_TRUE(absl::IsInvalidArgument(ParsePaperId(bad).status())) << bad;
  }
}

TEST(GenPaper, BatchIsIndependentOfJobs) {
  PaperOptions o;
  o.grid = GridFamily::kHex;
  o.rows = 8;
  o.cols = 8;
  o.seed = 99;
  auto one = GeneratePaperBatch(o, 10, 120, 1);
  auto two = GeneratePaperBatch(o, 10, 120, 2);
  ASSERT_TRUE(one.ok() && two.ok());
  EXPECT_EQ(FormatMines(*one), FormatMines(*two));
  // Puzzle i of the batch is puzzle first + i on its own.
  auto single = GeneratePaper(o, 15);
  ASSERT_TRUE(single.ok());
  EXPECT_EQ(FormatPuzzle((*one)[5]), FormatPuzzle(*single));
}

TEST(GenPaper, ImpossibleRequestsAreReported) {
  // The 2 x 2 strip: both clues see both closed cells, and the paper rule makes the sum 1, which
  // two mine sets give: never unique.
  PaperOptions o;
  o.grid = GridFamily::kStrip;
  o.rows = 2;
  o.cols = 2;
  auto p = GeneratePaper(o, 0);
  ASSERT_FALSE(p.ok());
  EXPECT_TRUE(absl::IsResourceExhausted(p.status())) << p.status();
  EXPECT_NE(std::string(p.status().message()).find("no unique table"), std::string::npos);
  // Strict on a single row: the clues have one closed neighbour.
  PaperOptions row;
  row.rows = 1;
  row.cols = 6;
  row.heuristic = PaperHeuristic::kStrict;
  // An option the size cannot meet is bad input (exit 2), as in every command.
  EXPECT_TRUE(absl::IsInvalidArgument(PaperGenerator::Create(row).status()));
  row.heuristic = PaperHeuristic::kNone;
  auto ok = GeneratePaper(row, 0);
  ASSERT_TRUE(ok.ok()) << ok.status();
  PaperOptions strip3;
  strip3.grid = GridFamily::kStrip;
  strip3.rows = 3;
  EXPECT_TRUE(absl::IsInvalidArgument(PaperGenerator::Create(strip3).status()));
}

TEST(GenPaper, DifficultyTargetIsMet) {
  for (Difficulty d : {Difficulty::kEasy, Difficulty::kMedium}) {
    PaperOptions o;
    o.difficulty = d;
    o.seed = 3;
    PaperStats stats;
    auto batch = GeneratePaperBatch(o, 0, 5, 2, &stats);
    ASSERT_TRUE(batch.ok()) << batch.status();
    for (const Puzzle& p : *batch) EXPECT_EQ(p.difficulty, d);
    EXPECT_GE(stats.draws, 5);
    EXPECT_EQ(stats.mutations, 0);  // easy and medium never climb
  }
}

// Where the grade of an expert table first needs a trial, the independent brute force finds no
// single clue, no two clues and no three clues (any three, connected or not) that decide a cell:
// the table is really beyond the ladder below a trial. The stall agrees with the solution, which
// CaDiCaL proves unique. The same holds on each grid, and the tables regenerate from their ids.
void CheckExpert(const Puzzle& p) {
  SCOPED_TRACE(p.id);
  const Topology& t = *p.topology;
  EXPECT_EQ(p.difficulty, Difficulty::kExpert);
  Mines sat_solution;
  ASSERT_EQ(CountWithSat(t, p.clues, &sat_solution), 1);
  ASSERT_EQ(sat_solution, p.mine);
  SolveOptions so;
  Deadline none(0);
  const GradeResult g = Grade(t, p.clues, p.mine, so, none);
  EXPECT_EQ(g.difficulty, Difficulty::kExpert);
  EXPECT_TRUE(g.sound);
  ASSERT_EQ(static_cast<int>(g.stall.size()), t.size());
  int unknown = 0;
  for (int c = 0; c < t.size(); ++c) {
    if (g.stall[c] == grade_oracle::kUnknown) {
      ++unknown;
    } else if (p.clues[c] == kClosed) {
      EXPECT_EQ(g.stall[c], p.mine[c]) << "cell " << c;
    }
  }
  EXPECT_GT(unknown, 0);
  for (int size = 1; size <= 3; ++size) {
    EXPECT_FALSE(grade_oracle::SomeSetDecides(t, p.clues, g.stall, size)) << size << " clues";
  }
  // Solve grades it the same way.
  so.grade = true;
  EXPECT_EQ(Solve(t, p.clues, so).difficulty, Difficulty::kExpert);
}

TEST(GenPaper, HardAndExpertTargetsClimb) {
  PaperOptions o;
  o.seed = 1;
  o.difficulty = Difficulty::kHard;
  PaperStats stats;
  auto hard = GeneratePaperBatch(o, 0, 3, 2, &stats);
  ASSERT_TRUE(hard.ok()) << hard.status();
  for (const Puzzle& p : *hard) {
    EXPECT_EQ(p.difficulty, Difficulty::kHard);
    SolveOptions so;
    so.grade = true;
    EXPECT_EQ(Solve(*p.topology, p.clues, so).difficulty, Difficulty::kHard) << p.id;
  }
  EXPECT_GT(stats.mutations, 0);
  // Square only: hex tables (core/opening.h) are easy with the paper heuristic and at most
  // medium with strict, so a climb there cannot reach expert.
  for (GridFamily grid : {GridFamily::kSquare}) {
    o.grid = grid;
    o.difficulty = Difficulty::kExpert;
    auto expert = GeneratePaperBatch(o, 0, grid == GridFamily::kSquare ? 2 : 1, 2);
    ASSERT_TRUE(expert.ok()) << expert.status();
    for (const Puzzle& p : *expert) {
      CheckTable(p, o, false);
      CheckExpert(p);
    }
    auto again = GeneratePaperFromId(expert->back().id);
    ASSERT_TRUE(again.ok()) << again.status();
    EXPECT_EQ(FormatPuzzle(*again), FormatPuzzle(expert->back()));
  }
}

// Runs the binary; returns its exit status and its stdout in *out.
int RunBinary(const std::string& args, std::string* out) {
  testing_util::RunResult r = testing_util::RunPapermines(args);
  *out = std::move(r.out);
  return r.status;
}

TEST(GenPaperCli, SameBytesForAnyJobsAndIdsRegenerate) {
  for (const char* args : {"--count 300 --seed 11",
                           "--topology triangle --rows 6 --cols 9 "
                           "--heuristic strict --count 200 --seed 2",
                           "--difficulty medium --count 12 --seed 8"}) {
    std::string one, two;
    ASSERT_EQ(RunBinary(std::string("gen paper ") + args + " --jobs 1", &one), 0) << args;
    ASSERT_EQ(RunBinary(std::string("gen paper ") + args + " --jobs 2", &two), 0) << args;
    EXPECT_EQ(one, two) << args;
    auto puzzles = ParseMines(one, "out");
    ASSERT_TRUE(puzzles.ok()) << puzzles.status();
    ASSERT_FALSE(puzzles->empty());
    for (size_t i = 0; i < puzzles->size(); i += 37) {
      const Puzzle& p = (*puzzles)[i];
      std::string again;
      ASSERT_EQ(RunBinary("gen paper --id " + p.id, &again), 0);
      EXPECT_EQ(again, FormatPuzzle(p)) << p.id;
    }
  }
}

// The request of issue 4 through the binary: three expert tables, each graded expert again here.
TEST(GenPaperCli, ExpertThroughTheBinary) {
  testing_util::RunResult r =
      testing_util::RunPapermines("gen paper --difficulty expert --count 3 --seed 1");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("climb"), std::string::npos) << r.err;
  auto puzzles = ParseMines(r.out, "out");
  ASSERT_TRUE(puzzles.ok()) << puzzles.status();
  ASSERT_EQ(puzzles->size(), 3u);
  for (const Puzzle& p : *puzzles) CheckExpert(p);
}

TEST(GenPaperCli, ExitStatuses) {
  std::string out;
  EXPECT_EQ(RunBinary("gen paper --topology strip --cols 2", &out), 1);
  EXPECT_TRUE(out.empty());
  EXPECT_EQ(RunBinary("gen paper --density 1.5", &out), 2);
  EXPECT_EQ(RunBinary("gen paper --id nonsense", &out), 2);
  EXPECT_EQ(RunBinary("gen paper --rows 1 --cols 5 --heuristic strict", &out), 2);
}

}  // namespace
}  // namespace papermines
