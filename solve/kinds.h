// A puzzle kind in solve/: completing the answers a drawing shows (complete_answers.h) and marking
// a student's answer (answer_check.h), one descriptor per kind in solve/kind_<kind>.cpp, listed
// by core/kind_list.h (core/kind.h says why; tests/solve_kinds_test.cpp checks the list
// against AllPuzzleKinds()).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "core/cell_name.h"
#include "core/kind_list.h"
#include "core/puzzle.h"
#include "solve/options.h"

namespace papermines {

// Named only (complete_answers.cpp and answer_check.cpp include this header): a kind's file
// includes both.
struct AnswerCheck;      // answer_check.h
struct CompleteOptions;  // complete_answers.h

struct SolveKind {
  PuzzleKind kind;
  // Its clues are proved by the prover (solve/solver.h: `solve`, grades, explained steps), and
  // what a clue counts there.
  bool proved = false;
  ClueScope scope = ClueScope::kNeighbours;
  // Fills in the answers of a puzzle whose kind's data is whole (core/kind.h CoreKind::lacks);
  // an error's message says why it cannot (the caller names the puzzle).
  absl::Status (*complete)(Puzzle& p, const CompleteOptions& options) = nullptr;
  // Marks `answer` against `puzzle` (same kind, same grid: CheckAnswer has checked).
  absl::StatusOr<AnswerCheck> (*check)(const Puzzle& puzzle, const Puzzle& answer,
                                       CellNaming naming) = nullptr;
};

// The descriptor of each kind (solve/kind_<kind>.cpp), from the list of kinds.
PM_KIND_DESCRIPTORS(SolveKind)

// The descriptor of a kind from the struct K of its file (solve/kind_<kind>.cpp): K::kKind and
// the members the fields are named after (`Complete`, `Check`), and those it has of
// `kProved`, `kScope` (a field it leaves out keeps its default above).
template <class K>
constexpr SolveKind MakeSolveKind() {
  SolveKind d{.kind = K::kKind, .complete = K::Complete, .check = K::Check};
  if constexpr (requires { K::kProved; }) d.proved = K::kProved;
  if constexpr (requires { K::kScope; }) d.scope = K::kScope;
  return d;
}

// The descriptor of every kind, indexed by PuzzleKind (solve/kinds.cpp).
std::span<const SolveKind* const> SolveKinds();
inline const SolveKind& SolveKindOf(PuzzleKind kind) { return KindIn(SolveKinds(), kind); }

// For the checks' reasons: up to 12 cells named, the rest counted ("A1, B2 and 3 more");
// "1 cell", "2 cells".
std::string NameCells(const Topology& topo, const std::vector<int32_t>& cells, CellNaming naming);
std::string Plural(int64_t n, const char* one, const char* many);

// A wrong answer to a kind the prover proves (paper, mosaic): the cells in which `answer` differs
// from the puzzle's solution (the file's, else the proved unique one, with `scope`, within 20 s)
// as r's cells and reason (AnswerReason::kWrongCells); false, r unchanged, when there is no unique
// solution to compare with.
bool MarkWrongCells(const Puzzle& puzzle, const Puzzle& answer, ClueScope scope, CellNaming naming,
                    AnswerCheck* r);
// r's reason for the clues in r->cells that the answer does not meet (AnswerReason::kCluesNotMet).
void MarkCluesNotMet(const Topology& topo, CellNaming naming, AnswerCheck* r);

}  // namespace papermines
