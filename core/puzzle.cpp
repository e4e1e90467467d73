// The puzzle model (puzzle.h): clue arithmetic shared by the readers, solvers and generators (mine
// counts around cells, clues of a mine set) and the names of difficulties as they appear in files
// and on the command line (the kinds' names: core/kinds.cpp).
#include "core/puzzle.h"

#include "absl/strings/str_cat.h"

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

const char* DifficultyName(Difficulty d) {
  switch (d) {
    case Difficulty::kNone:
      return "";
    case Difficulty::kEasy:
      return "easy";
    case Difficulty::kMedium:
      return "medium";
    case Difficulty::kHard:
      return "hard";
    case Difficulty::kExpert:
      return "expert";
  }
  return "?";
}

std::optional<Difficulty> ParseDifficulty(std::string_view s) {
  if (s == "easy") return Difficulty::kEasy;
  if (s == "medium") return Difficulty::kMedium;
  if (s == "hard") return Difficulty::kHard;
  if (s == "expert") return Difficulty::kExpert;
  return std::nullopt;
}

std::string Puzzle::Label(int index) const { return id.empty() ? absl::StrCat("#", index) : id; }

}  // namespace papermines
