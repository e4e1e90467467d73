// The one producer of puzzle sets: a kind and the options every front end shares (sheet, book,
// serve, the Python module) -> the puzzles, with every rule of "what a set of that kind is" here
// and nowhere else.
//
// Usage (every such example is compiled and run against the installed headers by
// tests/cli_install_test.cpp):
//   #include <papermines/gen/producer.h>
//
//   int main() {
//     papermines::ProducerOptions o;
//     o.kind = papermines::PuzzleKind::kPaper;
//     o.topology = papermines::TopologyKind::kHex;
//     o.rows = o.cols = 7;
//     o.difficulty = papermines::Difficulty::kMedium;  // hex above easy: sparse (below)
//     o.count = 2;
//     o.seed = 42;
//     auto set = papermines::ProducePuzzles(o);
//     return set.ok() && set->size() == 2 ? 0 : 1;
//   }
//
// The rules:
//  - paper: tables of the grid's own opening (gen/paper.h), except that hex tables above easy are
//    sparse (the hex opening's own tables are all easy: gen/sparse.h) unless `opening` says
//    otherwise; `density` is the free-cell mine probability (default 0.5).
//    `strip`: the 2 x n strip with its top row open instead of topology's grid. `first` is the
//    index of the first table (a series continued), `max_tries` the draws per table.
//  - oneclick (square boards only), by `oneclick`:
//    kTasks: a set of different tasks (gen/oneclick.h OneClickSet), sizes varied around rows x
//    cols by up to a fifth (OneClickSideMax), mines from the difficulty's share band
//    (OneClickShareBand) unless `mines` fixes the count or `density` the share; `impossible` of
//    them have no board. Ids carry the difficulty part ("oc9x8-m12-medium-s1-3").
//    kCanonical, kRandom: boards of exactly rows x cols with `mines` mines (gen oneclick): the
//    canonical corner fill (one board), or random boards; NotFound ("Impossible: ...") before
//    anything is drawn when that size has no board.
//  - reverse: boards of round(density * cells) mines (15% by default) or `mines`; `attempts`
//    boards drawn per puzzle, by default 32, or 2000 with a grade asked (a grade is rarely among
//    32 boards); with any grade, the most saving of them.
//  - every kind: no puzzle twice in a set (gen/distinct.h: a repeat is redrawn, ResourceExhausted
//    when the options hold fewer different puzzles than `count`); puzzle i depends only on the
//    options, the seed and i, so the same options give the same puzzles for any `jobs` and in any
//    shard.
//  - `ids` non-empty: the puzzles those ids name (RegeneratePuzzle below), in order, of
//    any kind; of the other options only `max_tries`, `deadline`, `shard` and `jobs` are used.
//
// Errors: InvalidArgument for options that cannot make a set (named in the library's words, no
// flag names), ResourceExhausted / NotFound when the options hold no such puzzles,
// DeadlineExceeded when `deadline` passes, Cancelled when `cancel` says so. Progress goes to the
// `progress` callback (on the calling thread, once per puzzle); nothing is printed.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "gen/distinct.h"
#include "gen/options.h"
#include "gen/paper.h"
#include "gen/shard.h"

namespace papermines {

// What a one-click set is (the rules above).
enum class OneClickSetKind : uint8_t { kTasks, kCanonical, kRandom };

struct ProducerOptions {
  PuzzleKind kind = PuzzleKind::kPaper;
  TopologyKind topology = TopologyKind::kSquare;
  int64_t rows = 10, cols = 10;               // checked by the kind's generator
  Difficulty difficulty = Difficulty::kNone;  // kNone: any
  // paper only
  PaperHeuristic heuristic = PaperHeuristic::kPaper;
  std::optional<PaperOpening> opening;               // none: chessboard, sparse for hex above easy
  int rating_min_tenths = 0, rating_max_tenths = 0;  // a rating range, tenths (0: none)
  bool mine_count_shown = false;
  bool strip = false;                                // the 2 x n strip (rows must be 2)
  uint64_t first = 0;                                // index of the first table
  int64_t max_tries = gen_options::kMaxTries.value;  // draws per table before giving up
  // paper: free-cell mine probability; oneclick, reverse: mine share of the board.
  std::optional<double> density;
  std::optional<int64_t> mines;  // oneclick, reverse: mines per board
  OneClickSetKind oneclick = OneClickSetKind::kTasks;
  double impossible = 0;        // oneclick tasks: share of tasks without a board, 0..1
  std::optional<int> attempts;  // reverse: boards drawn per puzzle (none: 32, 2000 with a grade)
  int64_t count = 1;
  uint64_t seed = 1;
  std::vector<std::string> ids;  // non-empty: exactly these puzzles
  Shard shard;                   // a slice of the set (gen/shard.h)
  int jobs = 1;                  // worker threads; <= 0: one per core
  // Called after each puzzle with (done, total), on the calling thread.
  std::function<void(int64_t done, int64_t total)> progress;
  // The whole run's deadline: DeadlineExceeded once it has passed.
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  // Asked from the worker threads while puzzles are made (PaperOptions::cancel; thread-safe):
  // true ends the run with Cancelled, also in the middle of one long puzzle.
  std::function<bool()> cancel;
};

// The largest board a set of these options can hold (one-click sizes vary around rows x cols),
// for a caller that checks the page before generating.
struct BoardSize {
  int rows = 0, cols = 0;
};
BoardSize LargestBoard(const ProducerOptions& options);

// The set, in index order (the shard's slice of it when a shard is given).
absl::StatusOr<std::vector<Puzzle>> ProducePuzzles(const ProducerOptions& options);
// The same puzzles handed to `consume` one at a time, in index order, so a large set need not be
// held in memory; the first error (the producer's or consume's) ends the run. `stats` (paper): the
// draw counts of the tables consumed are added to it.
absl::Status ProducePuzzles(const ProducerOptions& options,
                            const std::function<absl::Status(Puzzle&& puzzle)>& consume,
                            PaperStats* stats = nullptr);

// How the sets `sheet` and `book` make tell two puzzles apart (what "no puzzle twice" compares):
// a paper table by its grid and clues, a reverse board by its mines, a one-click task by its size
// and mine count (gen/distinct.h PuzzleFingerprint, OneClickSet::TaskFingerprint).
Fingerprint SetFingerprint(const Puzzle& p);

// The puzzle of an id of any kind (paper, oneclick, reverse; the grammars: gen/puzzle_id.h), made
// again byte for byte by its kind's generator. Bad ids: InvalidArgument naming the column and the
// part at fault.
absl::StatusOr<Puzzle> RegeneratePuzzle(std::string_view id);

}  // namespace papermines
