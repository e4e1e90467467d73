// Words about answers that both the pages and `check` use, in the current language (i18n.h):
// why a one-click task has no board, and a list of cells.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "core/cell_name.h"
#include "core/puzzle.h"
#include "core/topology.h"

namespace papermines::render {

// "3 safe cells: one click opens 1, 4, 6 or 8 or more" (solve/oneclick_rule.h's reason).
std::string NoBoardText(const NoBoardReason& reason);

// The cells named in `naming`, ", "-joined; past `limit` the rest are counted: "..., ... (40 in
// all)". Cell names themselves (C4, (3,2)) are the same in every language.
std::string CellList(const Topology& topo, std::span<const int32_t> cells, CellNaming naming,
                     size_t limit = 12);

}  // namespace papermines::render
