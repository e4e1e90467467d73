// One puzzle's object of `solve --json` (docs/FORMAT.md, "papermines solve"), which `solve` and
// `papermines serve`'s POST /api/solve both answer through app/solve_request.h.
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
// unless `explain` asks for the steps (app/solve_request.h Grading::kUpToLimit).
inline constexpr int kGradeCellLimit = 40000;

// A solution's rows in the `solution` notation of the puzzle's kind (a paper puzzle's clues at its
// open cells; a mosaic's '*' and '-').
std::vector<std::string> SolutionRowsOf(const Puzzle& p, const Mines& m);

// One proved puzzle's object (paper, mosaic): id, status, solutions, difficulty, score, rating,
// proof, opening (paper), unsatisfiable (for none), explanation (with `explain`).
nlohmann::json SolveJson(const Puzzle& p, const std::string& label, const SolveResult& r,
                         bool explain);

}  // namespace papermines::app
