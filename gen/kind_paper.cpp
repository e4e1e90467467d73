// Paper tables in gen/ (gen/kinds.h): a set of tables of the grid's own opening or sparse
// (producer.h), a table again from its id, and a table's fingerprint (its grid and clues).
#include <limits>
#include <memory>
#include <utility>

#include "absl/strings/str_cat.h"
#include "gen/kind_run.h"
#include "gen/kinds.h"
#include "gen/producer.h"
#include "gen/puzzle_id.h"

namespace papermines {
namespace {

// The parts of the kind's descriptor, by name (MakeGenKind, gen/kinds.h).
struct PaperGen {
  static constexpr PuzzleKind kKind = PuzzleKind::kPaper;
  static constexpr bool kTakesFirst = true;

  static PaperOptions PaperOptionsOf(const ProducerOptions& in) {
    PaperOptions o;
    o.grid = in.strip                                 ? GridFamily::kStrip
             : in.topology == TopologyKind::kTriangle ? GridFamily::kTriangle
             : in.topology == TopologyKind::kHex      ? GridFamily::kHex
                                                      : GridFamily::kSquare;
    o.rows = static_cast<int>(in.rows);
    o.cols = static_cast<int>(in.cols);
    o.seed = in.seed;
    o.difficulty = in.difficulty;
    o.heuristic = in.heuristic;
    o.rating_min_tenths = in.rating_min_tenths;
    o.rating_max_tenths = in.rating_max_tenths;
    o.mine_count_shown = in.mine_count_shown;
    o.max_tries = in.max_tries;
    o.deadline = in.deadline;
    o.cancel = in.cancel;
    // Hex tables on the grid's own opening (core/opening.h) are all easy: every closed cell is
    // seen by 6 clues. Medium, hard and expert hex tables come from thinning that opening's clues
    // (gen/sparse.h), which reaches every grade at every size (README, "Hex tables").
    const bool hex_above_easy = o.grid == GridFamily::kHex && in.difficulty != Difficulty::kEasy &&
                                (in.difficulty != Difficulty::kNone || in.rating_min_tenths > 0);
    o.opening = in.opening       ? *in.opening
                : hex_above_easy ? PaperOpening::kSparse
                                 : PaperOpening::kChessboard;
    return o;
  }

  static absl::StatusOr<KindRun> Run(const ProducerOptions& in) {
    if (absl::Status s = SidesFitInt(in.rows, in.cols, "a paper table"); !s.ok()) return s;
    if (static_cast<uint64_t>(in.count - 1) > std::numeric_limits<uint64_t>::max() - in.first) {
      return absl::InvalidArgumentError(
          absl::StrCat("tables ", in.first, " to ", in.first, " + ", in.count - 1,
                       " run past the last index (ids would repeat)"));
    }
    PaperOptions o = PaperOptionsOf(in);
    if (in.density) {
      absl::StatusOr<int> d = DensityPermyriad(*in.density);
      if (!d.ok()) return d.status();
      o.density_permyriad = *d;
    }
    absl::StatusOr<PaperGenerator> gen = PaperGenerator::Create(o);
    if (!gen.ok()) return gen.status();
    auto shared = std::make_shared<const PaperGenerator>(*std::move(gen));
    KindRun run;
    run.produce = [shared, first = in.first](int64_t i, int attempt) -> absl::StatusOr<Made> {
      Made made;
      absl::StatusOr<Puzzle> p =
          shared->Generate(first + static_cast<uint64_t>(i), &made.stats, attempt);
      if (!p.ok()) return p.status();
      made.puzzle = *std::move(p);
      return made;
    };
    run.what = "paper tables";
    return run;
  }

  // The table of an id, drawn within the run's draws and deadline.
  static absl::StatusOr<Puzzle> Regenerate(std::string_view id, const ProducerOptions& in,
                                           PaperStats* stats) {
    auto parts = ParsePaperId(id);
    if (!parts.ok()) return parts.status();
    parts->options.max_tries = in.max_tries;
    parts->options.deadline = in.deadline;
    parts->options.cancel = in.cancel;
    auto g = PaperGenerator::Create(parts->options);
    if (!g.ok()) return g.status();
    PaperStats made;
    absl::StatusOr<Puzzle> p = g->Generate(parts->index, &made, parts->attempt);
    if (p.ok() && stats != nullptr) stats->Add(made);
    return p;
  }

  static absl::StatusOr<IdBoard> IdBoardOf(std::string_view id) {
    auto parts = ParsePaperId(id);
    if (!parts.ok()) return parts.status();
    const GridFamily g = parts->options.grid;
    return IdBoard{g == GridFamily::kTriangle ? TopologyKind::kTriangle
                   : g == GridFamily::kHex    ? TopologyKind::kHex
                                              : TopologyKind::kSquare,
                   parts->options.rows, parts->options.cols};
  }

  // A table is its grid and clues.
  static void AddFingerprint(const Puzzle& p, FingerprintParts& h) { h.AddBytes(p.clues); }
};

}  // namespace

const GenKind kPaperGenKind = MakeGenKind<PaperGen>();

}  // namespace papermines
