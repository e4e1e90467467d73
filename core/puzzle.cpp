// The puzzle model (puzzle.h): clue arithmetic shared by the readers, solvers and generators (mine
// counts around cells, clues of a mine set) and the names of difficulties as they appear in files
// and on the command line (the kinds' names: core/kinds.cpp).
#include "core/puzzle.h"

#include "absl/strings/str_cat.h"
#include "core/enum_words.h"

namespace papermines {

std::vector<uint8_t> CountNeighborMines(const Topology& topo, std::span<const uint8_t> mine) {
  std::vector<uint8_t> n(topo.size(), 0);
  for (int c = 0; c < topo.size(); ++c) {
    if (!mine[c]) continue;
    for (int32_t nb : topo.neighbors(c)) ++n[nb];
  }
  return n;
}

Clues CluesFor(const Topology& topo, std::span<const uint8_t> mine, std::span<const uint8_t> open) {
  std::vector<uint8_t> n = CountNeighborMines(topo, mine);
  for (int c = 0; c < topo.size(); ++c) {
    if (!open[c]) n[c] = kClosed;
  }
  return n;
}

bool SatisfiesClues(const Topology& topo, std::span<const uint8_t> clues,
                    std::span<const uint8_t> mine) {
  for (int c = 0; c < topo.size(); ++c) {
    if (clues[c] == kClosed) continue;
    if (mine[c]) return false;
    int k = 0;
    for (int32_t nb : topo.neighbors(c)) k += mine[nb];
    if (k != clues[c]) return false;
  }
  return true;
}

namespace {
constexpr EnumWords<Difficulty::kExpert> kDifficultyNames{{"", "easy", "medium", "hard", "expert"}};
}  // namespace

const char* DifficultyName(Difficulty d) { return kDifficultyNames.Name(d); }

std::optional<Difficulty> ParseDifficulty(std::string_view s) { return kDifficultyNames.Parse(s); }

std::string Puzzle::Label(int index) const { return id.empty() ? absl::StrCat("#", index) : id; }

}  // namespace papermines
