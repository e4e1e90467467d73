// A puzzle kind in gen/: the rules of a set of it (producer.h), the puzzle of one of its ids, its
// fingerprint (what makes two of its puzzles the same), one descriptor per kind in
// gen/kind_<kind>.cpp (beside its generator, gen/<kind>.h), listed by core/kind_list.h
// (core/kind.h says why; tests/gen_kinds_test.cpp checks the list against AllPuzzleKinds()).
// The types are only named here (the producer and distinct.cpp include this header); a kind's
// file includes what it uses, and kind_run.h for what its run returns.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "absl/status/statusor.h"
#include "core/kind_list.h"
#include "core/puzzle.h"

namespace papermines {

struct BoardSize;        // producer.h
struct Fingerprint;      // distinct.h
struct IdBoard;          // producer.h
struct KindRun;          // kind_run.h
struct PaperStats;       // paper.h
struct ProducerOptions;  // producer.h

// What a kind adds to a puzzle's fingerprint beyond its kind and grid (distinct.cpp's hash).
class FingerprintParts {
 public:
  virtual ~FingerprintParts() = default;
  virtual void Add(uint64_t v) = 0;
  virtual void AddBytes(std::span<const uint8_t> bytes) = 0;
};

struct GenKind {
  PuzzleKind kind;
  // The prefix of its ids ("oc", "rev-"); empty: every id no other kind claims.
  std::string_view id_prefix = "";
  // Its set takes a first index (ProducerOptions::first).
  bool takes_first = false;
  // The run of a set of these options (the rules: producer.h).
  absl::StatusOr<KindRun> (*run)(const ProducerOptions& in) = nullptr;
  // The puzzle of an id of the kind, within the run's draws, deadline and cancel; `stats` (may be
  // null) gets the draws.
  absl::StatusOr<Puzzle> (*regenerate)(std::string_view id, const ProducerOptions& in,
                                       PaperStats* stats) = nullptr;
  // The grid an id's puzzle is drawn on, nothing generated.
  absl::StatusOr<IdBoard> (*board_of_id)(std::string_view id) = nullptr;
  // Its part of PuzzleFingerprint.
  void (*fingerprint)(const Puzzle& p, FingerprintParts& h) = nullptr;
  // How a set tells its puzzles apart (SetFingerprint); null: PuzzleFingerprint.
  Fingerprint (*set_fingerprint)(const Puzzle& p) = nullptr;
  // The largest board of a set (LargestBoard) when sizes vary; null: rows x cols.
  BoardSize (*largest_board)(const ProducerOptions& o) = nullptr;
};

// The descriptor of each kind (gen/kind_<kind>.cpp), from the list of kinds.
PM_KIND_DESCRIPTORS(GenKind)

// The descriptor of a kind from the struct K of its file (gen/kind_<kind>.cpp): K::kKind and
// the members the fields are named after (`Run`, `Regenerate`, `IdBoardOf`, `AddFingerprint`), and
// those it has of `kIdPrefix`, `kTakesFirst`, `SetFingerprint`, `LargestBoard` (a field it leaves
// out keeps its default above).
template <class K>
constexpr GenKind MakeGenKind() {
  GenKind d{.kind = K::kKind,
            .run = K::Run,
            .regenerate = K::Regenerate,
            .board_of_id = K::IdBoardOf,
            .fingerprint = K::AddFingerprint};
  if constexpr (requires { K::kIdPrefix; }) d.id_prefix = K::kIdPrefix;
  if constexpr (requires { K::kTakesFirst; }) d.takes_first = K::kTakesFirst;
  if constexpr (requires { K::SetFingerprint; }) d.set_fingerprint = K::SetFingerprint;
  if constexpr (requires { K::LargestBoard; }) d.largest_board = K::LargestBoard;
  return d;
}

// The descriptor of every kind, indexed by PuzzleKind (gen/kinds.cpp).
std::span<const GenKind* const> GenKinds();
inline const GenKind& GenKindOf(PuzzleKind kind) { return KindIn(GenKinds(), kind); }
// The kind whose ids `id` is written in (by its prefix).
const GenKind& GenKindOfId(std::string_view id);

// An id's grid side as an int (clamped to 0..2^30).
int IdSide(int64_t v);

}  // namespace papermines
