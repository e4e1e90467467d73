// Mosaics in gen/ (gen/kinds.h): a set of them (producer.h) from random pictures, a mosaic again
// from its id, and a mosaic's fingerprint (its grid and clues, which fix its picture).
#include <limits>
#include <utility>

#include "absl/strings/str_cat.h"
#include "gen/kind_run.h"
#include "gen/kinds.h"
#include "gen/mosaic.h"
#include "gen/producer.h"

namespace papermines {
namespace {

// The parts of the kind's descriptor, by name (MakeGenKind, gen/kinds.h).
struct MosaicGen {
  static constexpr PuzzleKind kKind = PuzzleKind::kMosaic;
  static constexpr std::string_view kIdPrefix = "mos";
  static constexpr bool kTakesFirst = true;

  static absl::StatusOr<KindRun> Run(const ProducerOptions& in) {
    if (in.topology != TopologyKind::kSquare || in.strip) {
      return absl::InvalidArgumentError("a mosaic is a square grid");
    }
    if (absl::Status s = SidesFitInt(in.rows, in.cols, "a mosaic"); !s.ok()) return s;
    if (static_cast<uint64_t>(in.count - 1) > std::numeric_limits<uint64_t>::max() - in.first) {
      return absl::InvalidArgumentError(
          absl::StrCat("mosaics ", in.first, " to ", in.first, " + ", in.count - 1,
                       " run past the last index (ids would repeat)"));
    }
    MosaicOptions o;
    o.rows = static_cast<int>(in.rows);
    o.cols = static_cast<int>(in.cols);
    if (in.density) {
      absl::StatusOr<int> d = DensityPermyriad(*in.density);
      if (!d.ok()) return d.status();
      o.density_permyriad = *d;
    }
    o.difficulty = in.difficulty;
    o.seed = in.seed;
    o.max_tries = in.max_tries;
    o.deadline = in.deadline;
    o.cancel = in.cancel;
    if (absl::Status s = ValidateMosaicOptions(o); !s.ok()) return s;
    KindRun run;
    run.produce = Bare([o, first = in.first](int64_t i, int attempt) {
      return GenerateMosaic(o, first + static_cast<uint64_t>(i), attempt);
    });
    run.what = "mosaics";
    return run;
  }

  static absl::StatusOr<Puzzle> Regenerate(std::string_view id, const ProducerOptions& in,
                                           PaperStats*) {
    absl::StatusOr<MosaicIdParts> parts = ParseMosaicId(id);
    if (!parts.ok()) return parts.status();
    parts->options.deadline = in.deadline;
    parts->options.cancel = in.cancel;
    return GenerateMosaic(parts->options, parts->index, parts->attempt);
  }

  static absl::StatusOr<IdBoard> IdBoardOf(std::string_view id) {
    absl::StatusOr<MosaicIdParts> parts = ParseMosaicId(id);
    if (!parts.ok()) return parts.status();
    return IdBoard{TopologyKind::kSquare, parts->options.rows, parts->options.cols};
  }

  // A mosaic is its grid and clues (they fix the picture).
  static void AddFingerprint(const Puzzle& p, FingerprintParts& h) { h.AddBytes(p.clues); }
};

}  // namespace

const GenKind kMosaicGenKind = MakeGenKind<MosaicGen>();

}  // namespace papermines
