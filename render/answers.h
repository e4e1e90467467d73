// The answer a rendered puzzle shows, resolved once per puzzle for every surface (PDF/SVG/PNG in
// document.cpp, the playable HTML page in html.cpp): the file's own answer, else a computed one
// -- a paper puzzle's unique solution (Solve, 20 s limit), a reverse board's optimal click set
// (CountClicks). What cannot be resolved stays empty and the surfaces say "answer not in file".
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/puzzle.h"

namespace papermines::render {

struct ResolvedAnswer {
  Mines mine;                                  // paper/oneclick solution, reverse board
  std::optional<std::vector<int32_t>> clicks;  // reverse: an optimal click set
  double rating = 0;                           // paper, when asked for: 0 = unknown
};

// `rate`: also grade a paper puzzle for its rating (solve/rating.h).
ResolvedAnswer ResolveAnswer(const Puzzle& p, bool rate = false);

}  // namespace papermines::render
