// What a kind's set run is (gen/kinds.h GenKind::run): puzzle i of the set and how its puzzles
// are told apart, which the one producer (producer.cpp) runs as one distinct batch.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "gen/distinct.h"
#include "gen/paper.h"

namespace papermines {

// One made puzzle, with the paper generator's draw counts when it has them.
struct Made {
  Puzzle puzzle;
  PaperStats stats;
};

// What the producer's batch runs for one kind: puzzle i (attempt a > 0: a redraw of a repeat),
// how two puzzles are alike, and what the exhaustion message calls them.
struct KindRun {
  std::function<absl::StatusOr<Made>(int64_t i, int attempt)> produce;
  std::function<Fingerprint(const Puzzle&)> fingerprint = PuzzleFingerprint;
  std::string what;
};

// `produce` for a generator that makes a bare puzzle.
std::function<absl::StatusOr<Made>(int64_t, int)> Bare(
    std::function<absl::StatusOr<Puzzle>(int64_t, int)> make);

// InvalidArgument "WHAT of ROWS x COLS cannot be made" when a side does not fit an int.
absl::Status SidesFitInt(int64_t rows, int64_t cols, const char* what);

}  // namespace papermines
