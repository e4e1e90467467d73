// Reverse boards in gen/ (gen/kinds.h): a set of boards (producer.h), a board again from its id,
// and a board's fingerprint (its mines).
#include <limits>
#include <memory>
#include <utility>

#include "absl/strings/str_cat.h"
#include "gen/kind_run.h"
#include "gen/kinds.h"
#include "gen/producer.h"
#include "gen/puzzle_id.h"
#include "gen/reverse.h"

namespace papermines {
namespace {

// The parts of the kind's descriptor, by name (MakeGenKind, gen/kinds.h).
struct ReverseGen {
  static constexpr PuzzleKind kKind = PuzzleKind::kReverse;
  static constexpr std::string_view kIdPrefix = "rev-";

  // Boards a reverse puzzle with a grade asked for draws: the grade is rarely among gen reverse's
  // default 32 boards.
  static constexpr int kReverseGradeAttempts = 2000;

  static absl::StatusOr<KindRun> Run(const ProducerOptions& in) {
    ReverseGenOptions o;
    o.topology = in.topology;
    o.rows = in.rows;
    o.cols = in.cols;
    o.count = in.count;
    o.seed = in.seed;
    o.difficulty = in.difficulty;
    if (in.difficulty != Difficulty::kNone) o.attempts = kReverseGradeAttempts;
    if (in.attempts) o.attempts = *in.attempts;
    if (in.density) o.density = *in.density;
    if (in.mines) o.mines = *in.mines;
    o.cancel = in.cancel;
    if (absl::Status s = ValidateReverseOptions(o); !s.ok()) return s;
    KindRun run;
    run.produce = Bare([o](int64_t i, int attempt) {
      return GenerateReversePuzzle(o, static_cast<uint64_t>(i), attempt);
    });
    run.what = "reverse boards";
    return run;
  }

  static absl::StatusOr<Puzzle> Regenerate(std::string_view id, const ProducerOptions& in,
                                           PaperStats*) {
    auto parts = ParseReverseId(id);
    if (!parts.ok()) return parts.status();
    parts->options.cancel = in.cancel;
    return GenerateReversePuzzle(parts->options, parts->index, parts->attempt);
  }

  static absl::StatusOr<IdBoard> IdBoardOf(std::string_view id) {
    auto parts = ParseReverseId(id);
    if (!parts.ok()) return parts.status();
    return IdBoard{parts->options.topology, IdSide(parts->options.rows),
                   IdSide(parts->options.cols)};
  }

  // A board is its mines.
  static void AddFingerprint(const Puzzle& p, FingerprintParts& h) { h.AddBytes(p.mine); }
};

}  // namespace

const GenKind kReverseGenKind = MakeGenKind<ReverseGen>();

}  // namespace papermines
