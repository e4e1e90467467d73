// Which table sizes make every paper table unique, computed exactly.
//
// German & Lakshtanov prove that some openings determine the mines whatever they are: the strip
// (2 x n square grid, top row open; Theorem 1: when 3 does not divide n + 1), the square
// chessboard (Theorem 2: when gcd(m + 1, n + 1) = 1) and the triangle chessboard (Theorem 3, as
// stated: when neither m + 1 nor n + 1 is divisible by 4). Their conditions are sufficient, not
// necessary, so we compute the truth ourselves. The clue system of an opening has one unknown per
// closed cell and one equation per open cell (coefficient 1 for each closed neighbour, through
// Topology::neighbors). If it has full column rank over the rationals, the clues determine the
// mines for every mine set, so every table of that size is unique; that is the only case we call
// a size "always unique". The rank is computed modulo large primes (exact integer arithmetic) and
// certified over Q: full rank mod p proves full rank over Q, and a deficient rank is confirmed by
// integer kernel vectors verified exactly (see theorem.cpp). A singular system does not yet mean
// two tables collide: that needs a kernel vector with entries in {-1, 0, 1}, i.e. two different
// 0/1 mine sets with the same clues. FindWitness searches the rational kernel exhaustively for one.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/opening.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "solve/options.h"

namespace papermines {

// The families of openings the theorem command studies are the grid families of core/opening.h.

// The grid and its opening (open[cell] != 0) for one size. Strip sizes must have 2 rows.
struct TheoremInstance {
  TopologyPtr topology;
  std::vector<uint8_t> open;
};
absl::StatusOr<TheoremInstance> MakeTheoremInstance(GridFamily t, int64_t rows, int64_t cols);

// The paper's sufficient condition for the size (Theorem 1, 2 or 3 as stated in the paper; for hex,
// which the paper does not treat, the observed condition of theorem_hex.h).
bool PaperCondition(GridFamily t, int64_t rows, int64_t cols);
// "3 does not divide n+1", ...: the condition in words, for help texts and JSON.
const char* PaperConditionText(GridFamily t);

// The rank of the clue system of an opening.
struct ClueRank {
  int unknowns = 0;   // closed cells (columns)
  int equations = 0;  // open cells (rows)
  int rank = 0;       // the rank over Q when `exact`, else a lower bound (the rank mod a prime)
  // Whether `rank` is proven to be the rank over Q. Always true when the rank is full; when it is
  // not, true once the kernel basis was certified (or enough primes agreed, see theorem.cpp).
  bool exact = false;
  // How the rank was certified: "full rank mod p", "kernel certificate", "hadamard primes", or
  // "unproven" (only a lower bound).
  std::string certificate;
  bool full_rank() const { return rank == unknowns; }
};

// Computes the rank. Sizes above kMaxTheoremUnknowns closed cells are refused (the elimination is
// banded, O(unknowns * width^2)); larger tables must rely on a proven theorem.
inline constexpr int kMaxTheoremUnknowns = 50000;
// How a deficient rank is certified: kAuto tries the kernel certificate first and falls back on
// Hadamard's bound; kHadamardOnly skips the kernel certificate (for tests of that path).
enum class RankProof : uint8_t { kAuto, kHadamardOnly };
absl::StatusOr<ClueRank> ComputeClueRank(const Topology& topo, std::span<const uint8_t> open,
                                         RankProof proof = RankProof::kAuto);

enum class WitnessStatus : uint8_t {
  kFullRank,   // nothing to search: the rank is full, every table is unique
  kFound,      // two different mine sets with the same clues
  kNone,       // the search is exhausted: no two mine sets collide, every table is unique
  kUndecided,  // the node budget ran out, or the kernel could not be certified
};
const char* WitnessStatusName(WitnessStatus s);  // "full-rank", "found", "none", "undecided"

struct Witness {
  WitnessStatus status = WitnessStatus::kUndecided;
  // kFound: two disjoint, different mine sets (cell ids, increasing) with the same clues; `first`
  // is the lexicographically smaller one.
  std::vector<int32_t> first, second;
  int64_t nodes = 0;  // search nodes visited
  int kernel_dimension = 0;
};

struct WitnessOptions {
  // Stop with kUndecided after this many search nodes (<= 0: no limit).
  int64_t node_budget = solve_options::kTheoremBudget.value;
};

// Searches for a nonzero d in {-1, 0, 1}^closed with A d = 0 (then the cells with d = 1 and the
// cells with d = -1 are two mine sets with the same clues). Exhaustive over the rational kernel,
// so kNone is a proof. Iterative (no recursion).
absl::StatusOr<Witness> FindWitness(const Topology& topo, std::span<const uint8_t> open,
                                    const WitnessOptions& options = {});

// Everything the theorem command prints for one size.
struct TheoremRow {
  GridFamily topology = GridFamily::kSquare;
  int rows = 0, cols = 0;
  ClueRank rank;
  bool paper = false;  // the paper's condition holds
  Witness witness;     // status kFullRank when the rank is full
  // Agreement: the paper's condition implies full rank (it is only sufficient, so "condition
  // false, rank full" is not a disagreement). Triangle sizes can disagree (see the report).
  bool agrees() const { return !paper || rank.full_rank(); }
};
absl::StatusOr<TheoremRow> AnalyzeTheoremSize(GridFamily t, int64_t rows, int64_t cols,
                                              const WitnessOptions& options = {},
                                              bool search_witness = true);

// For generators: whether every mine set of this size gives a unique table under the family's
// opening, i.e. the clue system has full column rank (exact; never true on doubt). Results are
// cached (thread-safe). Invalid or too large sizes give false; CheckAlwaysUnique says why.
bool AlwaysUnique(GridFamily t, int64_t rows, int64_t cols);
// The chessboard opening of a square or triangle grid (hex and graph: false).
bool AlwaysUnique(TopologyKind kind, int64_t rows, int64_t cols);
absl::StatusOr<bool> CheckAlwaysUnique(GridFamily t, int64_t rows, int64_t cols);

}  // namespace papermines
