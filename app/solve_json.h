// One puzzle's object of `solve --json` (docs/FORMAT.md, "papermines solve"), shared by the
// `solve` command and `papermines serve`'s POST /api/solve, which answers the same document.
#pragma once

#include <string>
#include <vector>

#include "core/puzzle.h"
#include "nlohmann/json.hpp"
#include "solve/solver.h"

namespace papermines::app {

// "chessboard" when the open cells are exactly the chessboard's, "sparse" when they are some of
// them (gen paper --opening sparse), "other" otherwise: only chessboard tables are covered by the
// paper's theorems.
const char* OpeningName(const Topology& topo, const Clues& clues);

// Grading replays a person's deductions one at a time; above this many cells it is skipped
// unless `explain` asks for the steps.
inline constexpr int kGradeCellLimit = 40000;

// The solver's options for one paper puzzle as `solve` sets them: graded up to kGradeCellLimit
// cells (or with `explain`) unless `no_grade`; a shown mine count is one more clue; cells named
// as the labels (C4) with `labels`, else 0-based (r,c); `time_limit` seconds (0 = none).
SolveOptions SolveOptionsFor(const Puzzle& p, bool explain, bool no_grade, bool labels,
                             double time_limit);

// A solution's rows in the `solution` notation of the puzzle's kind (a paper puzzle's clues at its
// open cells; a mosaic's '*' and '-').
std::vector<std::string> SolutionRowsOf(const Puzzle& p, const Mines& m);

// One proved puzzle's object (paper, mosaic): id, status, solutions, difficulty, score, rating,
// proof, opening (paper), unsatisfiable (for none), explanation (with `explain`).
nlohmann::json SolveJson(const Puzzle& p, const std::string& label, const SolveResult& r,
                         bool explain);

}  // namespace papermines::app
