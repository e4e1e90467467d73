// Mosaic puzzles in gen/ (gen/kinds.h): not generated yet (the generator is the next commit).
#include "absl/status/status.h"
#include "gen/kind_run.h"
#include "gen/kinds.h"
#include "gen/producer.h"

namespace papermines {
namespace {

absl::StatusOr<KindRun> MosaicRun(const ProducerOptions&) {
  return absl::UnimplementedError("mosaic puzzles cannot be generated yet");
}

absl::StatusOr<Puzzle> Regenerate(std::string_view, const ProducerOptions&, PaperStats*) {
  return absl::UnimplementedError("mosaic puzzles cannot be generated yet");
}

absl::StatusOr<IdBoard> IdBoardOf(std::string_view) {
  return absl::UnimplementedError("mosaic puzzles cannot be generated yet");
}

void AddFingerprint(const Puzzle& p, FingerprintParts& h) { h.AddBytes(p.clues); }

}  // namespace

extern const GenKind kMosaicGenKind;
const GenKind kMosaicGenKind = {
    .kind = PuzzleKind::kMosaic,
    .id_prefix = "mos-",
    .run = MosaicRun,
    .regenerate = Regenerate,
    .board_of_id = IdBoardOf,
    .fingerprint = AddFingerprint,
};

}  // namespace papermines
