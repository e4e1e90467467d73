// The kind descriptions (kinds.h): the words every kind shares, and the list of kinds whose own
// words and grids are their descriptors' (render/kind_<kind>.cpp).
#include "render/kinds.h"

#include <algorithm>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "core/enum_words.h"
#include "render/i18n.h"
#include "render/kind.h"

namespace papermines::render {

namespace {

// Made from the list of kinds (core/kind_list.h), in PuzzleKind order.
const RenderKind* const kKinds[] = PM_KIND_TABLE(RenderKind);

// The topology every puzzle of `kind` shares; nullopt when none or mixed.
std::optional<TopologyKind> SharedTopology(PuzzleKind kind, std::span<const Puzzle> puzzles) {
  std::optional<TopologyKind> topo;
  for (const Puzzle& p : puzzles) {
    if (p.kind != kind || !p.topology) continue;
    if (topo && *topo != p.topology->kind()) return std::nullopt;
    topo = p.topology->kind();
  }
  return topo;
}

}  // namespace

std::span<const RenderKind* const> RenderKinds() { return kKinds; }

std::string Around(PuzzleKind kind, std::span<const Puzzle> puzzles) {
  static constexpr EnumWords<TopologyKind::kGraph> kAround{
      {Msg("the 8 cells around it"), Msg("the 12 triangles touching it at a side or a corner"),
       Msg("the 6 hexagons around it"), Msg("the cells touching it")}};
  return Tr(kAround.Name(SharedTopology(kind, puzzles).value_or(TopologyKind::kGraph)));
}

std::string KindTitle(PuzzleKind kind) { return RenderKindOf(kind).title(); }

std::string KindShortTitle(PuzzleKind kind) { return RenderKindOf(kind).short_title(); }

std::string DocumentTitle(std::span<const Puzzle> puzzles) {
  int kinds = 0;
  PuzzleKind last = kAllKinds.front();
  for (PuzzleKind k : kAllKinds) {
    if (std::any_of(puzzles.begin(), puzzles.end(), [k](const Puzzle& p) { return p.kind == k; })) {
      ++kinds;
      last = k;
    }
  }
  return kinds == 1 ? KindTitle(last) : Tr("Minesweeper Puzzles");
}

std::string KindRules(PuzzleKind kind, std::span<const Puzzle> puzzles) {
  return RenderKindOf(kind).rules(puzzles);
}

std::string KindHowTo(PuzzleKind kind, std::span<const Puzzle> puzzles) {
  return RenderKindOf(kind).how_to(puzzles);
}

std::string AnswerLegend(PuzzleKind kind) { return RenderKindOf(kind).legend(); }

std::string PlayHint(PuzzleKind kind) { return RenderKindOf(kind).play_hint(); }

std::string MineCount(int64_t mines) {
  return absl::Substitute(TrN("$0 mine", "$0 mines", mines), Number(mines));
}

std::string ReverseTarget(int64_t clicks) {
  return absl::Substitute(TrN("close it in $0 click", "close it in $0 clicks", clicks),
                          Number(clicks));
}

std::string ClickCount(int64_t clicks) {
  return absl::Substitute(TrN("$0 click", "$0 clicks", clicks), Number(clicks));
}

std::string BlankAreas(int64_t areas) {
  return absl::Substitute(TrN("$0 blank area", "$0 blank areas", areas), Number(areas));
}

std::string RatingCaption(double rating) {
  return absl::Substitute(Tr("rating $0"), Decimal(rating, 1));
}

std::string DifficultyCaption(Difficulty d) {
  static constexpr EnumWords<Difficulty::kExpert> kWords{
      {"", Msg("easy"), Msg("medium"), Msg("hard"), Msg("expert")}};
  const std::string_view word = kWords.Name(d, "");
  return word.empty() ? std::string() : Tr(word);
}

std::string AnswerNotInFile() { return Tr("answer not in file"); }

std::string ClueCells(const Puzzle& p) {
  std::string cells;
  for (uint8_t v : p.clues) {
    cells += v == kClosed ? '.' : static_cast<char>(v < 10 ? '0' + v : 'a' + v - 10);
  }
  return cells;
}

std::string ImpossibleCaption() { return Tr("impossible"); }

}  // namespace papermines::render
