// The one producer of puzzle sets (gen/producer.h): each rule it holds, checked on what it makes,
// and its sets against the kind's own generator where the producer must agree with it.
#include <gtest/gtest.h>

#include <atomic>
#include <functional>
#include <limits>
#include <new>
#include <set>
#include <string>
#include <vector>

#include "core/output.h"
#include "gen/batch.h"
#include "gen/distinct.h"
#include "gen/oneclick.h"
#include "gen/paper.h"
#include "gen/producer.h"
#include "gen/puzzle_id.h"
#include "gen/reverse.h"
#include "solve/solver.h"

namespace papermines {
namespace {

std::vector<Puzzle> Produce(const ProducerOptions& o) {
  absl::StatusOr<std::vector<Puzzle>> got = ProducePuzzles(o);
  EXPECT_TRUE(got.ok()) << got.status();
  return got.ok() ? *got : std::vector<Puzzle>{};
}

TEST(Producer, PaperSetIsTheGeneratorsBatchProvenUnique) {
  ProducerOptions o;
  o.rows = 7;
  o.cols = 8;
  o.difficulty = Difficulty::kMedium;
  o.count = 4;
  o.seed = 11;
  const std::vector<Puzzle> got = Produce(o);
  PaperOptions po;
  po.rows = 7;
  po.cols = 8;
  po.difficulty = Difficulty::kMedium;
  po.seed = 11;
  absl::StatusOr<std::vector<Puzzle>> want = GeneratePaperBatch(po, 0, 4, 1);
  ASSERT_TRUE(want.ok()) << want.status();
  ASSERT_EQ(got.size(), 4u);
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].id, (*want)[i].id);
    EXPECT_EQ(got[i].clues, (*want)[i].clues);
    EXPECT_EQ(got[i].difficulty, Difficulty::kMedium);
    const SolveResult r = Solve(*got[i].topology, got[i].clues);
    EXPECT_EQ(r.verdict, Verdict::kUnique) << got[i].id;
  }
}

TEST(Producer, HexAboveEasyIsSparseUnlessTheOpeningIsGiven) {
  ProducerOptions o;
  o.topology = TopologyKind::kHex;
  o.rows = o.cols = 6;
  o.count = 2;
  o.seed = 3;
  o.difficulty = Difficulty::kMedium;
  for (const Puzzle& p : Produce(o)) EXPECT_NE(p.id.find("-sparse-"), std::string::npos) << p.id;
  o.difficulty = Difficulty::kEasy;
  for (const Puzzle& p : Produce(o)) EXPECT_EQ(p.id.find("sparse"), std::string::npos) << p.id;
  o.difficulty = Difficulty::kNone;
  for (const Puzzle& p : Produce(o)) EXPECT_EQ(p.id.find("sparse"), std::string::npos) << p.id;
  o.rating_min_tenths = 30;  // a rating range above easy asks for a grade too
  o.rating_max_tenths = 49;
  for (const Puzzle& p : Produce(o)) EXPECT_NE(p.id.find("-sparse-"), std::string::npos) << p.id;
  o.rating_min_tenths = o.rating_max_tenths = 0;
  o.difficulty = Difficulty::kMedium;
  o.opening = PaperOpening::kChessboard;  // said explicitly: kept
  absl::StatusOr<std::vector<Puzzle>> chess = ProducePuzzles(o);
  if (chess.ok()) {
    for (const Puzzle& p : *chess) EXPECT_EQ(p.id.find("sparse"), std::string::npos) << p.id;
  } else {
    EXPECT_TRUE(absl::IsResourceExhausted(chess.status())) << chess.status();
  }
}

TEST(Producer, OneClickSharesComeFromTheBandAndIdsCarryTheDifficulty) {
  for (Difficulty d :
       {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
    ProducerOptions o;
    o.kind = PuzzleKind::kOneClick;
    o.rows = o.cols = 9;
    o.count = 8;
    o.seed = 5;
    o.difficulty = d;
    const auto [lo, hi] = OneClickShareBand(d);
    std::set<std::pair<int, int64_t>> tasks;
    for (const Puzzle& p : Produce(o)) {
      const int cells = p.topology->size();
      const double share = static_cast<double>(*p.mines) / cells;
      // Rounding to whole mines moves the share by at most half a cell.
      EXPECT_GE(share, lo - 0.5 / cells) << p.id;
      EXPECT_LE(share, hi + 0.5 / cells) << p.id;
      EXPECT_EQ(p.difficulty, d);
      EXPECT_NE(p.id.find(std::string("-") + DifficultyName(d) + "-"), std::string::npos) << p.id;
      EXPECT_LE(p.topology->rows(), LargestBoard(o).rows);
      EXPECT_LE(p.topology->cols(), LargestBoard(o).cols);
      // The id regenerates the task byte for byte.
      absl::StatusOr<Puzzle> again = RegeneratePuzzle(p.id);
      ASSERT_TRUE(again.ok()) << again.status();
      EXPECT_EQ(again->mine, p.mine);
      EXPECT_EQ(again->click, p.click);
      EXPECT_TRUE(tasks.insert({p.topology->rows() * 1000 + p.topology->cols(), *p.mines}).second)
          << "two alike tasks: " << p.id;
    }
  }
}

TEST(Producer, OneClickSetIsTheSheetsSetAndRefusesOtherGrids) {
  ProducerOptions o;
  o.kind = PuzzleKind::kOneClick;
  o.count = 6;
  o.seed = 2;
  o.impossible = 0.3;
  o.difficulty = Difficulty::kHard;
  OneClickSetOptions so;
  so.count = 6;
  so.seed = 2;
  so.impossible = 0.3;
  so.difficulty = Difficulty::kHard;
  absl::StatusOr<std::vector<Puzzle>> want = GenerateOneClickSet(so);
  ASSERT_TRUE(want.ok()) << want.status();
  const std::vector<Puzzle> got = Produce(o);
  ASSERT_EQ(got.size(), want->size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i].id, (*want)[i].id);
  o.topology = TopologyKind::kHex;
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
  o.topology = TopologyKind::kSquare;
  o.mines = 1000;  // more than the largest board around 10 x 10 holds
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
}

TEST(Producer, ReverseLooksFurtherOnlyWhenAGradeIsAsked) {
  ProducerOptions o;
  o.kind = PuzzleKind::kReverse;
  o.rows = o.cols = 7;
  o.count = 2;
  o.seed = 4;
  o.difficulty = Difficulty::kMedium;
  for (const Puzzle& p : Produce(o)) {
    EXPECT_NE(p.id.find("-a2000-medium-"), std::string::npos) << p.id;
    EXPECT_EQ(p.difficulty, Difficulty::kMedium);
  }
  o.difficulty = Difficulty::kNone;
  for (const Puzzle& p : Produce(o)) {
    EXPECT_EQ(p.id.find("-a2"), std::string::npos) << p.id;  // gen reverse's 32 attempts
    EXPECT_NE(p.id.find("-any-"), std::string::npos) << p.id;
  }
  o.mines = 50;  // 49 cells
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
}

TEST(Producer, PaperFirstStripAndMaxTriesAreTheGeneratorsOwn) {
  ProducerOptions o;
  o.rows = 6;
  o.cols = 7;
  o.count = 3;
  o.seed = 8;
  o.first = 40;
  PaperStats stats;
  std::vector<Puzzle> got;
  ASSERT_TRUE(ProducePuzzles(
                  o,
                  [&](Puzzle&& p) {
                    got.push_back(std::move(p));
                    return absl::OkStatus();
                  },
                  &stats)
                  .ok());
  PaperOptions po;
  po.rows = 6;
  po.cols = 7;
  po.seed = 8;
  absl::StatusOr<std::vector<Puzzle>> want = GeneratePaperBatch(po, 40, 3, 1);
  ASSERT_TRUE(want.ok()) << want.status();
  ASSERT_EQ(got.size(), 3u);
  for (size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i].id, (*want)[i].id);
  EXPECT_TRUE(got[0].id.ends_with("-40")) << got[0].id;
  EXPECT_GE(stats.draws, 3);  // at least one draw per table, counted for the caller

  o.first = 0;
  o.strip = true;
  o.rows = 2;
  o.cols = 9;
  for (const Puzzle& p : Produce(o)) {
    EXPECT_EQ(p.topology->rows(), 2) << p.id;
    EXPECT_TRUE(p.id.starts_with("strip")) << p.id;
  }
  o.rows = 3;  // the strip has two rows
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));

  o.strip = false;
  o.rows = o.cols = 9;
  o.difficulty = Difficulty::kExpert;
  o.opening = PaperOpening::kChessboard;
  o.max_tries = 1;  // one draw cannot climb to expert
  EXPECT_TRUE(absl::IsResourceExhausted(ProducePuzzles(o).status()));
  o.ids = {"sq9x9-d50-p-expert-s1-4"};  // ids are drawn within max_tries too
  EXPECT_TRUE(absl::IsResourceExhausted(ProducePuzzles(o).status()));

  o = ProducerOptions{};
  o.kind = PuzzleKind::kReverse;
  o.first = 3;  // only paper series continue
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
}

TEST(Producer, OneClickBoardsOfOneSizeCanonicalOrRandom) {
  ProducerOptions o;
  o.kind = PuzzleKind::kOneClick;
  o.oneclick = OneClickSetKind::kCanonical;
  o.rows = 5;
  o.cols = 6;
  o.mines = 7;
  std::vector<Puzzle> one = Produce(o);
  ASSERT_EQ(one.size(), 1u);
  absl::StatusOr<OneClickBoard> canonical = OneClick(5, 6, 7);
  ASSERT_TRUE(canonical.ok());
  EXPECT_EQ(one[0].topology->rows(), 5);
  EXPECT_EQ(one[0].id, "oc5x6-m7");
  o.count = 2;  // the canonical board is always the same
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));

  o.oneclick = OneClickSetKind::kRandom;
  o.count = 5;
  o.seed = 3;
  std::set<std::string> boards;  // the mine grids as bytes
  const std::vector<Puzzle> random = Produce(o);
  ASSERT_EQ(random.size(), 5u);
  for (const Puzzle& p : random) {
    EXPECT_EQ(*p.mines, 7);
    EXPECT_TRUE(boards.insert(std::string(p.mine.begin(), p.mine.end())).second) << p.id;
    absl::StatusOr<Puzzle> again = RegeneratePuzzle(p.id);
    ASSERT_TRUE(again.ok()) << again.status();
    EXPECT_EQ(again->mine, p.mine);
  }
  EXPECT_EQ(LargestBoard(o).rows, 5);  // boards of one size do not vary
  o.mines = 2;
  o.rows = o.cols = 3;  // 7 safe cells: no board
  EXPECT_TRUE(absl::IsNotFound(ProducePuzzles(o).status()));
  o.mines.reset();
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
}

TEST(Producer, ReverseAttemptsGivenAreKeptWithAGrade) {
  ProducerOptions o;
  o.kind = PuzzleKind::kReverse;
  o.rows = o.cols = 7;
  o.seed = 4;
  o.difficulty = Difficulty::kEasy;
  o.attempts = 32;
  for (const Puzzle& p : Produce(o)) {
    EXPECT_EQ(p.id.find("-a2000"), std::string::npos) << p.id;
    EXPECT_NE(p.id.find("-easy-"), std::string::npos) << p.id;
  }
  o.attempts = 500;
  for (const Puzzle& p : Produce(o)) EXPECT_NE(p.id.find("-a500-"), std::string::npos) << p.id;
}

TEST(Producer, SetFingerprintTellsTasksBySizeAndMinesAndTablesByClues) {
  // Two one-click boards of one size and mine count are one task, whatever their boards.
  absl::StatusOr<Puzzle> a = RegeneratePuzzle("oc6x6-m10-s5-0");
  absl::StatusOr<Puzzle> b = RegeneratePuzzle("oc6x6-m10-s5-1");
  absl::StatusOr<Puzzle> c = RegeneratePuzzle("oc6x6-m11-s5-0");
  ASSERT_TRUE(a.ok() && b.ok() && c.ok());
  ASSERT_NE(a->mine, b->mine);
  EXPECT_EQ(SetFingerprint(*a), SetFingerprint(*b));
  EXPECT_NE(SetFingerprint(*a), SetFingerprint(*c));
  EXPECT_NE(PuzzleFingerprint(*a), PuzzleFingerprint(*b));  // as boards they differ
  // Paper tables and reverse boards: their own fingerprint.
  for (const char* id : {"sq6x6-d50-p-any-s1-0", "rev-sq5x5-m4-any-s2-1"}) {
    absl::StatusOr<Puzzle> p = RegeneratePuzzle(id);
    ASSERT_TRUE(p.ok()) << p.status();
    EXPECT_EQ(SetFingerprint(*p), PuzzleFingerprint(*p)) << id;
  }
  absl::StatusOr<Puzzle> t1 = RegeneratePuzzle("sq6x6-d50-p-any-s1-0");
  absl::StatusOr<Puzzle> t2 = RegeneratePuzzle("sq6x6-d50-p-any-s1-1");
  ASSERT_TRUE(t1.ok() && t2.ok());
  EXPECT_NE(SetFingerprint(*t1), SetFingerprint(*t2));
}

TEST(Producer, NoPuzzleTwiceAndExhaustionIsReported) {
  ProducerOptions o;
  o.rows = o.cols = 4;  // 20 different tables exist
  o.count = 20;
  o.seed = 1;
  std::set<std::string> seen;  // the clue grids as bytes
  for (const Puzzle& p : Produce(o)) {
    EXPECT_TRUE(seen.insert(std::string(p.clues.begin(), p.clues.end())).second) << p.id;
  }
  o.count = 21;
  EXPECT_TRUE(absl::IsResourceExhausted(ProducePuzzles(o).status()));
}

TEST(Producer, SameBytesForAnyJobsAndShardsConcatenate) {
  ProducerOptions o;
  o.kind = PuzzleKind::kReverse;
  o.rows = o.cols = 6;
  o.count = 7;
  o.seed = 9;
  o.jobs = 1;
  const std::vector<Puzzle> one = Produce(o);
  o.jobs = 3;
  const std::vector<Puzzle> three = Produce(o);
  std::vector<std::string> sharded;
  for (int k = 1; k <= 3; ++k) {
    o.shard = Shard{k, 3};
    for (const Puzzle& p : Produce(o)) sharded.push_back(p.id);
  }
  ASSERT_EQ(one.size(), 7u);
  ASSERT_EQ(three.size(), 7u);
  ASSERT_EQ(sharded.size(), 7u);
  for (size_t i = 0; i < one.size(); ++i) {
    EXPECT_EQ(one[i].id, three[i].id);
    EXPECT_EQ(one[i].mine, three[i].mine);
    EXPECT_EQ(one[i].id, sharded[i]);
  }
}

TEST(Producer, IdsAreRegeneratedInOrderOfAnyKind) {
  ProducerOptions o;
  o.ids = {"sq6x6-d50-p-any-s1-0", "oc8x7-m13-medium-s3-0", "rev-sq5x5-m4-any-s2-1"};
  const std::vector<Puzzle> got = Produce(o);
  ASSERT_EQ(got.size(), 3u);
  for (size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i].id, o.ids[i]);
  EXPECT_EQ(got[1].kind, PuzzleKind::kOneClick);
  EXPECT_EQ(got[2].kind, PuzzleKind::kReverse);
  o.ids = {"sq6x6-nonsense"};
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
}

TEST(Producer, ProgressIsReportedOncePerPuzzleInOrder) {
  ProducerOptions o;
  o.rows = o.cols = 6;
  o.count = 5;
  o.jobs = 2;
  std::vector<int64_t> done;
  o.progress = [&](int64_t d, int64_t total) {
    EXPECT_EQ(total, 5);
    done.push_back(d);
  };
  Produce(o);
  EXPECT_EQ(done, (std::vector<int64_t>{1, 2, 3, 4, 5}));
}

TEST(Producer, APassedDeadlineStopsTheRun) {
  ProducerOptions o;
  o.count = 3;
  o.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  EXPECT_TRUE(absl::IsDeadlineExceeded(ProducePuzzles(o).status()));
  o.kind = PuzzleKind::kReverse;
  EXPECT_TRUE(absl::IsDeadlineExceeded(ProducePuzzles(o).status()));
}

// A cancel that says stop from its `after`-th question on, counting the questions.
std::function<bool()> CancelAfter(std::atomic<int>* asked, int after) {
  return [asked, after] { return asked->fetch_add(1) + 1 >= after; };
}

TEST(Producer, CancelStopsOneLongPuzzleInTheMiddle) {
  // Each of these is one puzzle of many draws, proofs or thinning steps: the cancel is asked
  // inside it, so the run ends Cancelled although no puzzle was finished.
  ProducerOptions expert;
  expert.rows = expert.cols = 20;
  expert.difficulty = Difficulty::kExpert;
  ProducerOptions sparse;
  sparse.rows = sparse.cols = 16;
  sparse.opening = PaperOpening::kSparse;
  ProducerOptions reverse;
  reverse.kind = PuzzleKind::kReverse;
  reverse.rows = reverse.cols = 12;
  reverse.difficulty = Difficulty::kExpert;  // up to 2000 boards
  for (ProducerOptions o : {expert, sparse, reverse}) {
    std::atomic<int> asked{0};
    o.cancel = CancelAfter(&asked, 3);
    std::vector<Puzzle> got;
    const absl::Status s = ProducePuzzles(o, [&](Puzzle&& p) {
      got.push_back(std::move(p));
      return absl::OkStatus();
    });
    EXPECT_TRUE(absl::IsCancelled(s)) << PuzzleKindName(o.kind) << ": " << s;
    EXPECT_TRUE(got.empty());
    EXPECT_GE(asked.load(), 3);
  }
}

TEST(Producer, ACancelThatNeverSaysStopChangesNothing) {
  ProducerOptions o;
  o.rows = o.cols = 8;
  o.difficulty = Difficulty::kHard;
  o.count = 3;
  o.jobs = 2;
  const std::vector<Puzzle> plain = Produce(o);
  std::atomic<int> asked{0};
  o.cancel = CancelAfter(&asked, std::numeric_limits<int>::max());
  const std::vector<Puzzle> asked_set = Produce(o);
  ASSERT_EQ(plain.size(), asked_set.size());
  for (size_t i = 0; i < plain.size(); ++i) {
    EXPECT_EQ(plain[i].id, asked_set[i].id);
    EXPECT_EQ(plain[i].clues, asked_set[i].clues);
  }
  EXPECT_GT(asked.load(), 0);
}

TEST(Producer, BadOptionsAreInvalidArguments) {
  ProducerOptions o;
  o.count = 0;
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
  o.count = 1;
  o.density = 1.5;
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
  o.kind = PuzzleKind::kReverse;
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
  o.kind = PuzzleKind::kOneClick;
  EXPECT_TRUE(absl::IsInvalidArgument(ProducePuzzles(o).status()));
}

// An allocation failure in a worker ends the batch as the one out-of-memory error of every command
// (exit 2, MemoryError in Python), the same as when the drawing runs out: not a message of its own.
TEST(Batch, AnAllocationFailureIsTheOneOutOfMemoryError) {
  BatchOptions o;
  o.count = 4;
  o.jobs = 2;
  const absl::Status s = RunBatch<int>(
      o,
      [](int64_t i) -> absl::StatusOr<int> {
        if (i == 2) throw std::bad_alloc();
        return static_cast<int>(i);
      },
      [](int64_t, int&&) { return absl::OkStatus(); });
  EXPECT_TRUE(IsOutOfMemory(s)) << s;
  EXPECT_EQ(s.message(), OutOfMemoryError().message());
}

}  // namespace
}  // namespace papermines
