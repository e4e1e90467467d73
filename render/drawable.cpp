// The checks before a document is laid out (drawable.h).
#include "render/drawable.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/kind.h"
#include "render/kind.h"
#include "render/kinds.h"
#include "render/labels.h"
#include "render/qr.h"

namespace papermines::render {

absl::StatusOr<Drawable> CheckDrawable(std::span<const Puzzle> puzzles, bool labels, bool qr) {
  Drawable d;
  d.geometry.reserve(puzzles.size());
  for (size_t i = 0; i < puzzles.size(); ++i) {
    const Puzzle& p = puzzles[i];
    const auto refuse = [&](absl::string_view why) {
      return absl::InvalidArgumentError(
          absl::StrCat("puzzle ", i + 1, " (", p.Label(static_cast<int>(i + 1)), "): ", why));
    };
    if (!p.topology) return refuse("no topology");
    auto g = GridGeometry::For(*p.topology);
    if (!g.ok()) return refuse(g.status().message());
    if (const char* lacks = CoreKindOf(p.kind).lacks(p)) return refuse(lacks);
    const LabelRoom room = labels ? LabelRoomFor(*g) : LabelRoom{};
    d.extents.push_back({g->width() + room.left, g->height() + room.top});
    if (qr) {
      if (absl::Status s = AddQrBox(p, &d.extents.back()); !s.ok()) return refuse(s.message());
    }
    d.geometry.push_back(*std::move(g));
  }
  return d;
}

std::vector<PuzzleKind> KindsOf(std::span<const std::span<const Puzzle>> sets) {
  std::vector<PuzzleKind> kinds;
  for (PuzzleKind k : AllPuzzleKinds()) {
    for (std::span<const Puzzle> puzzles : sets) {
      if (std::any_of(puzzles.begin(), puzzles.end(),
                      [k](const Puzzle& p) { return p.kind == k; })) {
        kinds.push_back(k);
        break;
      }
    }
  }
  return kinds;
}

std::vector<PuzzleKind> KindsOf(std::span<const Puzzle> puzzles) {
  return KindsOf(std::span<const std::span<const Puzzle>>(&puzzles, 1));
}

bool MineCountIsClue(const Puzzle& p) {
  return RenderKindOf(p.kind).mine_count(p) == MineCountShows::kClue;
}

}  // namespace papermines::render
