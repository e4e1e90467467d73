// A solve request, the one floor of `solve`, `papermines serve`'s POST /api/solve and Python's
// solve(): how a puzzle's uniqueness is proved or refuted (the solver's options), one puzzle's
// outcome with its warnings as values, and the answer the command line and the server write:
// `solve`'s lines or its JSON document (docs/FORMAT.md, "papermines solve"), puzzle by puzzle.
// Nothing here reads the environment or prints.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.h"
#include "nlohmann/json.hpp"
#include "solve/solver.h"

namespace papermines::app {

// When a puzzle is graded (a person's deductions replayed: the difficulty and the rating).
enum class Grading {
  kUpToLimit,  // up to kGradeCellLimit cells (app/solve_json.h), or when the steps are explained
  kAlways,
  kNever,
};

struct SolveRequest {
  // The deductions in words (and for 'none' the failing clues, for 'multiple' both solutions).
  bool explain = false;
  // Cells named as the labels drawn around a grid ("C4") instead of 0-based (r,c).
  bool labels = false;
  Grading grading = Grading::kUpToLimit;
  // Polled by the solver; true stops it (Python's Ctrl+C). None: never.
  std::function<bool()> cancel;
  // The JSON `explanation` of a solved puzzle in other words than the solver's English (the
  // server's ?lang=, render/step_text.h), or null to keep the solver's; returns null to keep them
  // for that puzzle.
  std::function<nlohmann::json(const Topology&, const SolveResult&)> explanation_words;
};

// The solver's options for puzzle `p` of request `r`: its kind's clue scope, a shown mine count as
// one more clue, the cell names, the grading, `seconds` (0 = no limit).
SolveOptions SolveOptionsFor(const Puzzle& p, const SolveRequest& r, double seconds);

// One puzzle of a request, solved.
struct SolvedPuzzle {
  std::string label;    // its id, else #N (Puzzle::Label)
  std::string skipped;  // why it was not proved (a kind with no clues to prove), else empty
  SolveOptions options;
  SolveResult result;
  std::vector<std::string> warnings;  // one line each, for the front end to say
};

// Puzzle `index` (0-based) of a request, proved or refuted within `seconds` (0 = no limit); a
// puzzle of a kind without clues is skipped, with the reason `solve` gives. A warning when the
// puzzle carries a solution that differs from the proved unique one.
SolvedPuzzle SolveOne(const Puzzle& p, int64_t index, const SolveRequest& r, double seconds);

// The answer of a solve request, written puzzle by puzzle to `write` (a file, a string in
// memory): `solve`'s lines, or with `json` its document {"puzzles": [...]}, byte for byte what
// nlohmann's dump(2) of the whole document gives, so memory does not grow with the puzzles.
class SolveAnswer {
 public:
  using Sink = std::function<void(std::string_view)>;
  SolveAnswer(SolveRequest request, bool json, Sink write);

  // Solves puzzle `index` (0-based) within `seconds` (0 = no limit), writes its part of the
  // answer and returns the puzzle's warnings.
  std::vector<std::string> Add(const Puzzle& p, int64_t index, double seconds);
  // Ends the answer (the JSON document's closing lines).
  void Finish();

  // Every puzzle so far unique (a skipped one is not); some puzzle undecided within its time.
  bool all_unique() const { return all_unique_; }
  bool any_unknown() const { return any_unknown_; }

 private:
  void AddJson(const nlohmann::json& j);

  SolveRequest request_;
  bool json_;
  Sink write_;
  bool first_ = true;
  bool all_unique_ = true, any_unknown_ = false;
};

}  // namespace papermines::app
