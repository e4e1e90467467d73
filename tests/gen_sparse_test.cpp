// Sparse openings (gen/sparse.h) and the rating (solve/rating.h).
//
// Every sparse table is checked by oracles that share no code with solve/: CaDiCaL (and brute
// force where at most 20 cells are closed) proves it unique with the generator's solution; its
// clues are a subset of the chessboard's and match the solution. The grade oracle
// (tests/grade_oracle.h, exhaustive enumeration of sets of clues) confirms the band of hard and
// expert tables: hard tables are solved by sets of at most three clues and need three somewhere;
// expert tables reach a point where no set of one, two or three clues decides anything. The
// rating is monotone in the hardest technique and lies in its grade's band; ids regenerate the
// same bytes through the binary, for any --jobs.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "core/mines_io.h"
#include "gen/paper.h"
#include "gen/sparse.h"
#include "gtest/gtest.h"
#include "solve/grade.h"
#include "solve/rating.h"
#include "solve/solver.h"
#include "tests/grade_oracle.h"
#include "tests/run_binary.h"
#include "tests/solve_oracle.h"

namespace papermines {
namespace {

using testing_util::RunPapermines;

GradeResult GradeOf(const Puzzle& p) {
  Deadline none(0);
  return Grade(*p.topology, p.clues, p.mine, SolveOptions{}, none);
}

// Clues a subset of the chessboard's, each matching the solution; unique by CaDiCaL (and brute
// force when small) with the generator's solution. Returns whether brute force ran.
bool CheckSparseTable(const Puzzle& p) {
  SCOPED_TRACE(p.id);
  const Topology& t = *p.topology;
  // The grid's own opening, as the generator draws it (the chessboard, or a grid's own).
  auto own = ParsePaperId(p.id);
  EXPECT_TRUE(own.ok()) << own.status();
  PaperOptions base = own->options;
  base.opening = PaperOpening::kChessboard;
  base.rating_min_tenths = base.rating_max_tenths = 0;
  auto gen = PaperGenerator::Create(base);
  EXPECT_TRUE(gen.ok()) << gen.status();
  const std::vector<uint8_t>& chess = gen->opening();
  int open = 0, closed = 0;
  for (int c = 0; c < t.size(); ++c) {
    if (p.clues[c] == kClosed) {
      ++closed;
      continue;
    }
    ++open;
    EXPECT_TRUE(chess[c]) << "a clue outside the grid's own opening at cell " << c;
    EXPECT_EQ(p.mine[c], 0);
    int k = 0;
    for (int32_t nb : t.neighbors(c)) k += p.mine[nb];
    EXPECT_EQ(p.clues[c], k) << "clue does not match the solution at cell " << c;
  }
  int chess_open = 0;
  for (uint8_t o : chess) chess_open += o;
  EXPECT_LT(open, chess_open) << "no clue was removed";
  const oracle::OracleResult sat = oracle::SatOracle(t, p.clues);
  EXPECT_EQ(sat.outcome, oracle::Outcome::kUnique) << "not unique by CaDiCaL";
  if (!sat.solutions.empty()) {
    EXPECT_EQ(sat.solutions[0], p.mine);
  }
  if (closed <= 20) {
    const oracle::OracleResult brute = oracle::BruteForce(t, p.clues);
    EXPECT_EQ(brute.outcome, oracle::Outcome::kUnique) << "not unique by brute force";
    return true;
  }
  return false;
}

// The independent ladder: sets of up to `max_size` clues (connected ones for three: a set in
// parts decides only what its parts do), applied until nothing is decided. Returns the values.
std::vector<uint8_t> OracleLadder(const Puzzle& p, int max_size) {
  const Topology& t = *p.topology;
  std::vector<uint8_t> values(t.size(), 0);
  for (int c = 0; c < t.size(); ++c) {
    if (p.clues[c] == kClosed) values[c] = grade_oracle::kUnknown;
  }
  auto shares = [&](int a, int b) {
    for (int32_t x : t.neighbors(a)) {
      if (p.clues[x] != kClosed || values[x] != grade_oracle::kUnknown) continue;
      for (int32_t y : t.neighbors(b)) {
        if (x == y) return true;
      }
    }
    return false;
  };
  auto apply = [&](const std::vector<int32_t>& set) {
    const grade_oracle::SetOutcome o = grade_oracle::WhatSetDecides(t, p.clues, values, set);
    EXPECT_FALSE(o.conflict);
    for (auto [v, x] : o.cells) {
      EXPECT_EQ(x, p.mine[v]) << "the oracle decided a cell against the solution";
      values[v] = static_cast<uint8_t>(x);
    }
    return !o.cells.empty();
  };
  for (bool progress = true; progress;) {
    progress = false;
    const std::vector<int32_t> live = grade_oracle::LiveClues(t, p.clues, values);
    const int m = static_cast<int>(live.size());
    for (int i = 0; i < m && !progress; ++i) progress = apply({live[i]});
    for (int i = 0; i < m && !progress && max_size >= 2; ++i) {
      for (int j = i + 1; j < m && !progress; ++j) {
        if (shares(live[i], live[j])) progress = apply({live[i], live[j]});
      }
    }
    for (int i = 0; i < m && !progress && max_size >= 3; ++i) {
      for (int j = i + 1; j < m && !progress; ++j) {
        for (int k = j + 1; k < m && !progress; ++k) {
          const bool ij = shares(live[i], live[j]), ik = shares(live[i], live[k]),
                     jk = shares(live[j], live[k]);
          if (static_cast<int>(ij) + ik + jk >= 2) progress = apply({live[i], live[j], live[k]});
        }
      }
    }
  }
  return values;
}

bool AllDecided(const std::vector<uint8_t>& v) {
  return std::none_of(v.begin(), v.end(), [](uint8_t x) { return x == grade_oracle::kUnknown; });
}

struct SparseCase {
  GridFamily grid;
  int rows, cols;
};

TEST(GenSparse, EveryGradeOnEveryGridUniqueByOracles) {
  int brute = 0;
  for (const SparseCase& k :
       {SparseCase{GridFamily::kSquare, 6, 6}, SparseCase{GridFamily::kSquare, 10, 10},
        SparseCase{GridFamily::kSquare, 5, 5}, SparseCase{GridFamily::kTriangle, 8, 8},
        SparseCase{GridFamily::kHex, 8, 8}}) {
    for (Difficulty d :
         {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
      PaperOptions o;
      o.grid = k.grid;
      o.rows = k.rows;
      o.cols = k.cols;
      o.opening = PaperOpening::kSparse;
      o.difficulty = d;
      o.seed = 11;
      auto batch = GeneratePaperBatch(o, 0, 4, 2);
      ASSERT_TRUE(batch.ok()) << PaperId(o, 0) << ": " << batch.status();
      for (const Puzzle& p : *batch) {
        brute += CheckSparseTable(p);
        EXPECT_EQ(p.difficulty, d) << p.id;
        EXPECT_EQ(GradeOf(p).difficulty, d) << p.id;
        EXPECT_EQ(*p.mines, std::count(p.mine.begin(), p.mine.end(), 1));
      }
    }
  }
  EXPECT_GT(brute, 0) << "no table was small enough for brute force";
}

TEST(GenSparse, GradeOracleConfirmsHardAndExpertBands) {
  for (const SparseCase& k :
       {SparseCase{GridFamily::kSquare, 7, 7}, SparseCase{GridFamily::kHex, 8, 8},
        SparseCase{GridFamily::kTriangle, 8, 8}}) {
    for (Difficulty d : {Difficulty::kHard, Difficulty::kExpert}) {
      PaperOptions o;
      o.grid = k.grid;
      o.rows = k.rows;
      o.cols = k.cols;
      o.opening = PaperOpening::kSparse;
      o.difficulty = d;
      o.seed = 3;
      auto batch = GeneratePaperBatch(o, 0, 3, 2);
      ASSERT_TRUE(batch.ok()) << batch.status();
      for (const Puzzle& p : *batch) {
        SCOPED_TRACE(p.id);
        // Two clues at a time stall; three at a time finish (hard) or stall too (expert).
        EXPECT_FALSE(AllDecided(OracleLadder(p, 2)));
        const std::vector<uint8_t> three = OracleLadder(p, 3);
        if (d == Difficulty::kHard) {
          EXPECT_TRUE(AllDecided(three));
        } else {
          EXPECT_FALSE(AllDecided(three));
          for (int size = 1; size <= 3; ++size) {
            EXPECT_FALSE(grade_oracle::SomeSetDecides(*p.topology, p.clues, three, size)) << size;
          }
        }
      }
    }
  }
}

TEST(Rating, MonotoneInTheHardestTechnique) {
  for (int h = 0; h < 5; ++h) {
    const auto [lo, hi] = BandBounds(h < 4 ? static_cast<Difficulty>(h + 1) : Difficulty::kExpert);
    for (int rounds = 1; rounds <= 3000; rounds = rounds * 3 / 2 + 1) {
      for (int bn = 0; bn <= rounds; bn = bn * 2 + 1) {
        const double r = RatingOf(h, rounds, bn);
        EXPECT_GE(r, lo);
        EXPECT_LE(r, hi);
        if (h < 4) {
          EXPECT_LT(r, RatingOf(h + 1, 1, 0)) << h << " " << rounds << " " << bn;
        }
        // More rounds or more bottlenecks never rate lower.
        EXPECT_LE(r, RatingOf(h, rounds + 1, bn));
        EXPECT_LE(r, RatingOf(h, rounds, bn + 1));
      }
    }
  }
  // The worked examples of rating.h and docs/FORMAT.md (computed by hand from the formula).
  EXPECT_DOUBLE_EQ(RatingOf(0, 3, 0), 1.3);
  EXPECT_DOUBLE_EQ(RatingOf(1, 4, 2), 4.1);
  EXPECT_DOUBLE_EQ(RatingOf(2, 1, 1), 5.4);
  EXPECT_DOUBLE_EQ(RatingOf(3, 6, 6), 8.7);
}

TEST(Rating, GeneratedTablesRateInTheirBand) {
  double top[5] = {0, 0, 0, 0, 0}, bottom[5] = {99, 99, 99, 99, 99};
  for (Difficulty d :
       {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
    PaperOptions o;
    o.opening = PaperOpening::kSparse;
    o.difficulty = d;
    o.seed = 5;
    auto batch = GeneratePaperBatch(o, 0, 5, 2);
    ASSERT_TRUE(batch.ok()) << batch.status();
    for (const Puzzle& p : *batch) {
      SolveOptions so;
      so.grade = true;
      const SolveResult r = Solve(*p.topology, p.clues, so);
      EXPECT_EQ(BandOf(r.rating), d) << p.id << " " << r.rating;
      const int i = static_cast<int>(d);
      top[i] = std::max(top[i], r.rating);
      bottom[i] = std::min(bottom[i], r.rating);
    }
  }
  for (int i = 1; i < 4; ++i) EXPECT_LT(top[i], bottom[i + 1]) << i;
}

TEST(Rating, SelectsByRange) {
  PaperOptions o;
  o.opening = PaperOpening::kSparse;
  o.rating_min_tenths = 75;
  o.rating_max_tenths = 90;
  o.seed = 2;
  auto batch = GeneratePaperBatch(o, 0, 3, 2);
  ASSERT_TRUE(batch.ok()) << batch.status();
  for (const Puzzle& p : *batch) {
    const double r = Rating(GradeOf(p));
    EXPECT_GE(r, 7.5) << p.id;
    EXPECT_LE(r, 9.0) << p.id;
    EXPECT_EQ(p.difficulty, Difficulty::kExpert);
  }
  // On the chessboard too (a filter on graded draws).
  o.opening = PaperOpening::kChessboard;
  o.rating_min_tenths = 30;
  o.rating_max_tenths = 35;
  batch = GeneratePaperBatch(o, 0, 3, 2);
  ASSERT_TRUE(batch.ok()) << batch.status();
  for (const Puzzle& p : *batch) {
    const double r = Rating(GradeOf(p));
    EXPECT_GE(r, 3.0) << p.id;
    EXPECT_LE(r, 3.5) << p.id;
  }
  EXPECT_FALSE(ParseRatingRange("7-3").ok());
  EXPECT_FALSE(ParseRatingRange("0.5-3").ok());
  EXPECT_FALSE(ParseRatingRange("x").ok());
  EXPECT_TRUE(ParseRatingRange("5-6.9").ok());
}

TEST(GenSparse, IdsRoundTrip) {
  PaperOptions o;
  o.opening = PaperOpening::kSparse;
  o.rating_min_tenths = 50;
  o.rating_max_tenths = 69;
  o.difficulty = Difficulty::kHard;
  o.seed = 9;
  const std::string id = PaperId(o, 4);
  EXPECT_EQ(id, "sq10x10-d50-p-sparse-r50to69-hard-s9-4");
  auto parts = ParsePaperId(id);
  ASSERT_TRUE(parts.ok()) << parts.status();
  EXPECT_EQ(parts->options.opening, PaperOpening::kSparse);
  EXPECT_EQ(parts->options.rating_min_tenths, 50);
  EXPECT_EQ(parts->options.rating_max_tenths, 69);
  EXPECT_EQ(parts->index, 4u);
  EXPECT_FALSE(ParsePaperId("sq10x10-d50-p-sparse-r70to50-hard-s9-4").ok());
  // Chessboard ids keep the old form.
  EXPECT_EQ(PaperId(PaperOptions{}, 0), "sq10x10-d50-p-any-s0-0");
}

TEST(GenSparse, ImpossibleTargetsRefusedAtOnce) {
  PaperOptions o;
  o.opening = PaperOpening::kSparse;
  o.rows = 2;
  o.difficulty = Difficulty::kExpert;
  auto g = PaperGenerator::Create(o);
  ASSERT_FALSE(g.ok());
  EXPECT_TRUE(absl::IsNotFound(g.status())) << g.status();
  EXPECT_NE(g.status().message().find("fewer than 3 rows"), std::string::npos) << g.status();
  o.grid = GridFamily::kStrip;
  g = PaperGenerator::Create(o);
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.status().message().find("strip"), std::string::npos) << g.status();
  // Through the binary: exit 1 at once, one line ("no such table exists" is an answer, not an
  // error), the same from every command that can ask for it (one map, cli/common.h ExitStatusOf).
  testing_util::ScratchDir dir;
  const std::string expected = "papermines: no sparse hard table exists on square 2 x 30";
  for (const std::string& args :
       {std::string("gen paper --opening sparse --rows 2 --cols 30 -d hard"),
        std::string("gen paper --opening sparse --size 2x30 -d hard -o ") + dir.Path("g.mines"),
        std::string("sheet --opening sparse --size 2x30 -d hard -o ") + dir.Path("s.pdf")}) {
    const auto r = RunPapermines(args);
    EXPECT_EQ(r.status, 1) << args << "\n" << r.err;
    EXPECT_EQ(r.err.rfind(expected, 0), 0u) << args << "\n" << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << "\n" << r.err;
  }
  EXPECT_TRUE(std::filesystem::is_empty(dir.Path("")));
  const auto strip = RunPapermines("gen paper --opening sparse -t strip --cols 20");
  EXPECT_EQ(strip.status, 1) << strip.err;
  EXPECT_EQ(strip.err.rfind("papermines: the strip has no sparse opening", 0), 0u) << strip.err;
}

TEST(GenSparse, IdRegeneratesTheSameBytesForAnyJobs) {
  testing_util::ScratchDir dir;
  const std::string args =
      "gen paper --opening sparse -d expert --rows 12 --cols 12 -n 3 --seed 4 --jobs ";
  const auto one = RunPapermines(args + "1");
  const auto two = RunPapermines(args + "2");
  ASSERT_EQ(one.status, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
  auto puzzles = ParseMines(one.out, "gen");
  ASSERT_TRUE(puzzles.ok()) << puzzles.status();
  ASSERT_EQ(puzzles->size(), 3u);
  for (const Puzzle& p : *puzzles) {
    const auto again = RunPapermines("gen paper --id " + p.id);
    ASSERT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(again.out, FormatPuzzle(p)) << p.id;
    EXPECT_NE(one.out.find(again.out), std::string::npos) << p.id;
  }
  // solve accepts them and says they are sparse.
  const std::string file = dir.Path("sparse.mines");
  testing_util::WriteWholeFile(file, one.out);
  const auto solved = RunPapermines("solve --json " + testing_util::ShellQuote(file));
  EXPECT_EQ(solved.status, 0) << solved.err;
  EXPECT_NE(solved.out.find("\"opening\": \"sparse\""), std::string::npos) << solved.out;
  EXPECT_NE(solved.out.find("\"rating\": "), std::string::npos) << solved.out;
}

// With --mine-count shown the count is one more clue for the thinning: every table is unique
// among the assignments with that many mines (brute force, no code of solve/), and its grade is
// the grade with the count.
TEST(GenSparse, ShownMineCountTablesUniqueWithTheCount) {
  int needed_count = 0;
  for (Difficulty d : {Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
    PaperOptions o;
    o.rows = o.cols = 5;
    o.opening = PaperOpening::kSparse;
    o.mine_count_shown = true;
    o.difficulty = d;
    o.seed = 21;
    auto batch = GeneratePaperBatch(o, 0, 4, 2);
    ASSERT_TRUE(batch.ok()) << batch.status();
    for (const Puzzle& p : *batch) {
      SCOPED_TRACE(p.id);
      const Topology& t = *p.topology;
      ASSERT_TRUE(p.mines_shown);
      int closed = 0;
      for (uint8_t c : p.clues) closed += c == kClosed;
      ASSERT_LE(closed, 24);
      const std::vector<Mines> brute = oracle::BruteForceWithTotal(t, p.clues, *p.mines);
      ASSERT_EQ(brute.size(), 1u);
      EXPECT_EQ(brute[0], p.mine);
      needed_count += oracle::SatOracle(t, p.clues).outcome == oracle::Outcome::kMultiple;
      SolveOptions so;
      so.mine_count = *p.mines;
      Deadline none(0);
      EXPECT_EQ(Grade(t, p.clues, p.mine, so, none).difficulty, d);
    }
  }
  EXPECT_GT(needed_count, 0) << "no table relied on its shown count";
}

}  // namespace
}  // namespace papermines
