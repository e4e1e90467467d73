// The ids of every puzzle kind: writing and reading them (regenerating the puzzle of an id:
// gen/producer.h RegeneratePuzzle). An id names everything its puzzle depends on, so the puzzle can
// be made again from the id alone, byte for byte (docs/FORMAT.md, "Puzzle ids"):
//   paper     see PaperId below
//   oneclick  oc{R}x{C}-m{M}[-{difficulty}][-s{seed}[-{index}[r{redraw}]]]
//             no seed: the canonical board; a seed without index: RandomOneClick(seed); with an
//             index: RandomOneClick(RedrawSeed(seed, index, redraw)). A task with no board
//             (worksheet sets) is written `impossible`.
//   reverse rev-{sq|tri|hex}{R}x{C}-m{M}[-a{attempts}]-{difficulty|any}-s{seed}-{index}[r{redraw}]
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"
#include "gen/options.h"

namespace papermines {

// What an id of a kind whose generator takes an options struct names: the options (those the id
// does not name keep their defaults), the puzzle's index in its set and its redraw
// (gen/distinct.h; 0: none). PaperIdParts, ReverseIdParts, MosaicIdParts (gen/mosaic.h).
template <class Options>
struct IdParts {
  Options options;
  uint64_t index = 0;
  int attempt = 0;
};

// "sq10x10-d50-p-medium-s42-7"; ParsePaperId inverts it (options other than those named keep
// their defaults). Prefixes: sq, tri, hex, strip; heuristics n, p, s; difficulty any|easy|...
// A sparse opening adds "sparse" and a rating range "r50to69" (tenths) before the difficulty:
// "sq20x20-d50-p-sparse-r70to110-expert-s1-0"; a shown mine count adds "mshown" after them.
// Each optional part is written only when it differs from the default, so ids stay short. A
// redraw (gen/distinct.h) appends "r<attempt>" to the index: "sq4x4-d50-p-any-s0-7r2". Bad ids:
// InvalidArgument naming the column and part at fault.
std::string PaperId(const PaperOptions& options, uint64_t index, int attempt = 0);
using PaperIdParts = IdParts<PaperOptions>;
absl::StatusOr<PaperIdParts> ParsePaperId(std::string_view id);

struct OneClickIdParts {
  int64_t rows = 0, cols = 0, mines = 0;
  Difficulty difficulty = Difficulty::kNone;  // kNone: the puzzle has no difficulty field
  std::optional<uint64_t> seed;               // none: the canonical board
  std::optional<uint64_t> index;              // none: the board drawn from `seed` itself
  int attempt = 0;                            // a redraw (gen/distinct.h); only with an index
};
std::string OneClickId(const OneClickIdParts& parts);
absl::StatusOr<OneClickIdParts> ParseOneClickId(std::string_view id);

// Reverse ids carry the mine count (exact, where a density percent is rounded) and the attempts
// when they differ from the default.
std::string ReverseId(const ReverseGenOptions& options, int64_t mines, uint64_t index, int redraw);
using ReverseIdParts = IdParts<ReverseGenOptions>;  // options.mines set from the id
absl::StatusOr<ReverseIdParts> ParseReverseId(std::string_view id);

// Id parsing helpers shared by every kind's grammar.
namespace id_internal {
// "bad puzzle id 'ID' at column K ('PART'): expected WHAT (ids look like EXAMPLE)"; `part` is a
// view into `id` (empty at its end).
absl::Status BadId(std::string_view id, std::string_view part, std::string_view expected,
                   std::string_view example);
// The '-'-separated parts of an id, as views into it.
std::vector<std::string_view> SplitId(std::string_view id);
// Decimal digits only.
bool ParseNumber(std::string_view s, uint64_t* v);
// `tag` then a number: "s42" with tag "s".
bool ParseTagged(std::string_view part, std::string_view tag, uint64_t* v);
// "7" or a redraw "7r2" (attempt 1 .. 1000000).
bool ParseIndex(std::string_view part, uint64_t* index, int* attempt);
// A percent with up to two decimals ("50", "37.5") as permyriad (0..10000).
bool ParsePercent(std::string_view s, int* permyriad);
// "10x12" (each side <= kMaxDimension).
bool ParseSize(std::string_view part, uint64_t* rows, uint64_t* cols);
// One of `prefixes` (its index in *which) then the size: "tri7x9".
bool ParseGridSize(std::string_view part, std::span<const char* const> prefixes, size_t* which,
                   uint64_t* rows, uint64_t* cols);
}  // namespace id_internal

}  // namespace papermines
