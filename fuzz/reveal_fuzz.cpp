// Fuzz target for the reveal board reader (core/reveal.h): ParseRevealBoard, ParseClick and Reveal.
//
// Input: the first line is the click text ("R,C"), the rest is the board, as `papermines reveal`
// reads them. Whatever the bytes, the reader must return a value or a located error, never crash.
// When the board and click parse, the click is applied and checked against a second, independent
// flood (breadth-first, from scratch): same cells revealed, same count returned, mines untouched
// except the clicked one, and the printed board reads back to the same cells.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "core/reveal.h"
#include "fuzz/fuzz_check.h"

using papermines::fuzz::Check;
using papermines::fuzz::IsLocated;

namespace {

bool IsMine(char ch) { return ch == 'M' || ch == 'X'; }

// The click of LeetCode 529 written as a plain breadth-first search.
std::vector<char> ReferenceReveal(const papermines::Topology& topo, std::vector<char> cells,
                                  int click) {
  if (cells[click] == 'M') {
    cells[click] = 'X';
    return cells;
  }
  if (cells[click] != 'E') return cells;
  std::vector<bool> queued(cells.size(), false);
  std::deque<int> queue{click};
  queued[click] = true;
  while (!queue.empty()) {
    const int c = queue.front();
    queue.pop_front();
    int mines = 0;
    for (int nb : topo.neighbors(c)) mines += IsMine(cells[nb]) ? 1 : 0;
    cells[c] = mines == 0 ? 'B' : static_cast<char>('0' + mines);
    if (mines != 0) continue;
    for (int nb : topo.neighbors(c)) {
      if (cells[nb] == 'E' && !queued[nb]) {
        queued[nb] = true;
        queue.push_back(nb);
      }
    }
  }
  return cells;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const size_t nl = input.find('\n');
  const std::string_view click_text = input.substr(0, nl == std::string_view::npos ? size : nl);
  const std::string_view board_text =
      nl == std::string_view::npos ? std::string_view() : input.substr(nl + 1);

  auto board = papermines::ParseRevealBoard(board_text, "fuzz.board");
  if (!board.ok()) {
    Check(IsLocated(std::string(board.status().message()), "fuzz.board"));
    return 0;
  }
  const papermines::Topology& topo = *board->topology;
  Check(board->cells.size() == static_cast<size_t>(topo.size()));

  // The printed board reads back to the same cells.
  auto again = papermines::ParseRevealBoard(papermines::FormatRevealBoard(*board), "again");
  Check(again.ok() && again->cells == board->cells);

  auto click = papermines::ParseClick(click_text, topo);
  if (!click.ok()) return 0;
  Check(*click >= 0 && *click < topo.size());

  const std::vector<char> before = board->cells;
  const int64_t revealed = papermines::Reveal(topo, board->cells, *click);
  Check(board->cells == ReferenceReveal(topo, before, *click));
  int64_t changed = 0;
  for (size_t i = 0; i < before.size(); ++i) {
    if (before[i] == board->cells[i]) continue;
    ++changed;
    // Only hidden cells change: a hidden empty becomes revealed, the clicked mine explodes.
    Check(before[i] == 'E' || (before[i] == 'M' && static_cast<int>(i) == *click));
  }
  Check(changed == revealed);
  return 0;
}
