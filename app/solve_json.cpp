// One puzzle's object of `solve --json` (solve_json.h).
#include "app/solve_json.h"

#include <vector>

#include "app/json_cell.h"
#include "core/mines_io.h"
#include "core/opening.h"
#include "solve/kinds.h"

namespace papermines::app {

const char* OpeningName(const Topology& topo, const Clues& clues) {
  const std::vector<uint8_t> chess = ChessboardOpen(topo);
  bool all = true;
  for (int c = 0; c < topo.size(); ++c) {
    const bool open = clues[c] != kClosed;
    if (open && !chess[c]) return "other";
    if (!open && chess[c]) all = false;
  }
  return all ? "chessboard" : "sparse";
}

std::vector<std::string> SolutionRowsOf(const Puzzle& p, const Mines& m) {
  // A mosaic's clue cells are unknowns too: its rows are '*' and '-' only.
  if (SolveKindOf(p.kind).scope == ClueScope::kBlock) return SolutionRows(*p.topology, {}, m);
  return SolutionRows(*p.topology, p.clues, m);
}

nlohmann::json SolveJson(const Puzzle& p, const std::string& label, const SolveResult& r,
                         bool explain) {
  const Topology& topo = *p.topology;
  nlohmann::json j;
  j["id"] = label;
  j["status"] = VerdictName(r.verdict);
  nlohmann::json sols = nlohmann::json::array();
  for (const Mines& m : r.solutions) sols.push_back(SolutionRowsOf(p, m));
  j["solutions"] = sols;
  j["difficulty"] = r.difficulty == Difficulty::kNone
                        ? nlohmann::json(nullptr)
                        : nlohmann::json(DifficultyName(r.difficulty));
  if (r.difficulty != Difficulty::kNone) j["score"] = r.difficulty_score;
  j["rating"] =
      r.difficulty == Difficulty::kNone ? nlohmann::json(nullptr) : nlohmann::json(r.rating);
  j["proof"] = ProofName(r.proof);
  if (SolveKindOf(p.kind).scope == ClueScope::kNeighbours) {
    j["opening"] = OpeningName(topo, p.clues);
  }
  if (r.verdict == Verdict::kNone) {
    nlohmann::json fails = nlohmann::json::array();
    for (int32_t c : r.unsatisfiable) {
      fails.push_back({{"cell", CellJson(topo, c)}, {"clue", p.clues[c]}});
    }
    j["unsatisfiable"] = fails;
  }
  if (explain) j["explanation"] = r.explanation;
  return j;
}

}  // namespace papermines::app
