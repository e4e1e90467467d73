// One-click boards and tasks in gen/ (gen/kinds.h): a set of tasks or of boards of one size
// (producer.h), a board or task again from its id, and their fingerprints.
#include <algorithm>
#include <limits>
#include <memory>
#include <utility>

#include "absl/strings/str_cat.h"
#include "gen/kind_run.h"
#include "gen/kinds.h"
#include "gen/oneclick.h"
#include "gen/producer.h"
#include "gen/puzzle_id.h"

namespace papermines {
namespace {

// The parts of the kind's descriptor, by name (MakeGenKind, gen/kinds.h).
struct OneClickGen {
  static constexpr PuzzleKind kKind = PuzzleKind::kOneClick;
  static constexpr std::string_view kIdPrefix = "oc";
  static Fingerprint SetFingerprint(const Puzzle& p) { return OneClickSet::TaskFingerprint(p); }

  static absl::StatusOr<KindRun> OneClickTasksRun(const ProducerOptions& in) {
    if (absl::Status s = SidesFitInt(in.rows, in.cols, "one-click tasks around"); !s.ok()) return s;
    OneClickSetOptions o;
    o.rows = static_cast<int>(in.rows);
    o.cols = static_cast<int>(in.cols);
    o.count = in.count;
    o.seed = in.seed;
    o.mines = in.mines.value_or(-1);
    o.share = in.density;
    o.impossible = in.impossible;
    o.difficulty = in.difficulty;
    absl::StatusOr<OneClickSet> set = OneClickSet::Create(o);
    if (!set.ok()) return set.status();
    auto shared = std::make_shared<const OneClickSet>(*std::move(set));
    KindRun run;
    run.produce = Bare([shared](int64_t i, int attempt) { return shared->Task(i, attempt); });
    run.fingerprint = &OneClickSet::TaskFingerprint;
    run.what = "one-click tasks";
    return run;
  }

  // Boards of one size and mine count: the canonical one, or random ones (puzzle i from (seed, i)
  // when there are several, from the seed itself when there is one).
  static absl::StatusOr<KindRun> OneClickBoardsRun(const ProducerOptions& in) {
    if (!in.mines) {
      return absl::InvalidArgumentError("one-click boards of one size need a mine count");
    }
    const bool random = in.oneclick == OneClickSetKind::kRandom;
    if (in.count > 1 && !random) {
      return absl::InvalidArgumentError(
          "more than one one-click board needs random boards (the canonical board is always the "
          "same)");
    }
    // No board at all: say so before drawing (OneClickFromId would write the task as impossible).
    if (absl::Status s = OneClick(in.rows, in.cols, *in.mines).status(); !s.ok()) return s;
    OneClickIdParts base;
    base.rows = in.rows;
    base.cols = in.cols;
    base.mines = *in.mines;
    if (random) base.seed = in.seed;
    const bool indexed = random && in.count > 1;
    KindRun run;
    run.produce = Bare([base, indexed](int64_t i, int attempt) {
      OneClickIdParts parts = base;
      if (indexed) parts.index = static_cast<uint64_t>(i);
      parts.attempt = attempt;
      return OneClickFromId(parts);
    });
    run.what = "one-click boards";
    return run;
  }

  static absl::StatusOr<KindRun> Run(const ProducerOptions& in) {
    if (in.topology != TopologyKind::kSquare) {
      return absl::InvalidArgumentError(
          absl::StrCat("one-click boards are square grids, not ", TopologyKindName(in.topology)));
    }
    return in.oneclick == OneClickSetKind::kTasks ? OneClickTasksRun(in) : OneClickBoardsRun(in);
  }

  static absl::StatusOr<Puzzle> Regenerate(std::string_view id, const ProducerOptions&,
                                           PaperStats*) {
    auto parts = ParseOneClickId(id);
    if (!parts.ok()) return parts.status();
    return OneClickFromId(*parts);
  }

  static absl::StatusOr<IdBoard> IdBoardOf(std::string_view id) {
    auto parts = ParseOneClickId(id);
    if (!parts.ok()) return parts.status();
    return IdBoard{TopologyKind::kSquare, IdSide(parts->rows), IdSide(parts->cols)};
  }

  // A board is its mine count and mines (a task without a board: its size and mine count).
  static void AddFingerprint(const Puzzle& p, FingerprintParts& h) {
    h.Add(static_cast<uint64_t>(p.mines.value_or(-1)));
    h.AddBytes(p.mine);
  }

  // Tasks vary in size around rows x cols.
  static BoardSize LargestBoard(const ProducerOptions& o) {
    auto side = [](int64_t n) {
      return static_cast<int>(std::clamp<int64_t>(n, 0, std::numeric_limits<int>::max()));
    };
    if (o.oneclick == OneClickSetKind::kTasks && o.ids.empty()) {
      return {OneClickSideMax(side(o.rows)), OneClickSideMax(side(o.cols))};
    }
    return {side(o.rows), side(o.cols)};
  }
};

}  // namespace

const GenKind kOneClickGenKind = MakeGenKind<OneClickGen>();

}  // namespace papermines
