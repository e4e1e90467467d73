// Linear algebra: the rank of the clue system over a prime field, on the still-unknown cells.
//
// (For the theorem engineer and anyone needing exact ranks: solve/field.h has GF(2) and
// GF(2^31 - 1) arithmetic with row operations and DenseRank, independent of the solver, and
// SweepRankModP below gives the rank mod p of any clue system in linear memory per board row.)
//
// After propagation, the clues that still have unknowns form a linear system A x = b (one row per
// clue, one column per unknown cell, entries 0/1, b = mines the clue still needs). When A has full
// column rank over the rationals, A x = b has at most one real solution, so at most one 0/1
// solution: the puzzle (or the component) is unique if that solution is 0/1 and meets the clues,
// and has no solution otherwise.
//
// Why full rank mod p is enough: the rank mod p is a lower bound on the rank over Q (field.h);
// a deficient rank mod p proves nothing, and then we try another field or search.
//
// Boards up to 2000 x 2000 have millions of unknowns, so dense elimination is out of the question.
// The sweep below is Gaussian elimination in the order a person "chases lights" on a chessboard
// table: clues are taken in cell order; a clue that sees unknowns not met before defines the last
// of them (largest cell id) by its equation and makes the others new parameters; a clue with no
// new unknown becomes a check equation on the parameters, which eliminates one parameter from the
// expressions still in use. Every unknown is thus an affine expression in the live parameters,
// and only the expressions of cells that some later clue still sees are kept, so memory is the
// width of the sweep front times the number of live parameters (about one board row on grids).
// The rank is full exactly when every parameter is eliminated. The values then follow by back
// substitution of the eliminations and replaying the definitions over the integers, which also
// checks the 0/1 condition and every clue exactly. When a few parameters stay free, their 2^k
// 0/1 assignments are enumerated the same way (each free parameter is a cell, so 0 or 1), which
// decides the component exactly.
//
// Fields: GF(2) first (64 columns per machine word), then GF(2^31 - 1) when GF(2) leaves free
// parameters (see field.h, usable on its own).
#pragma once

#include <cstdint>
#include <vector>

#include "solve/search.h"
#include "solve/system.h"

namespace papermines {

struct ComponentDecision {
  bool decided = false;
  bool solvable = false;
  bool by_enumeration = false;  // decided by enumerating free parameters (counts as search)
  int count = 0;                // decided: 0, 1 or 2 (= at least two)
  // The values of comps.of(i) in order: the solution (count >= 1) and a second one (count 2).
  std::vector<uint8_t> solution, second;
  std::vector<int32_t> unsatisfiable;  // count 0: open cells whose clue cannot be met
};

struct LinalgOutcome {
  std::vector<ComponentDecision> per_component;
  int free_parameters = 0;  // summed over components not decided
};

// Decides every component whose clue system has full column rank (or few free parameters).
LinalgOutcome DecideByRank(const ClueSystem& sys, State& st, const Components& comps,
                           Deadline& deadline);

// Column rank of the clue system restricted to the unset cells of `st`, by the sweep over GF(p)
// (a lower bound on the rank over Q; equal to the number of unset cells means full rank).
int64_t SweepRankModP(const ClueSystem& sys, const State& st);

}  // namespace papermines
