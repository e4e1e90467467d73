// How JSON outputs name a cell: [row, col] on grids, the cell number on a graph (solve --json,
// check --json). One function, so every command's JSON agrees.
#pragma once

#include "core/topology.h"
#include "nlohmann/json.hpp"

namespace papermines::cli {

inline nlohmann::json CellJson(const Topology& topo, int cell) {
  if (!topo.is_grid()) return cell;
  return nlohmann::json::array({topo.row(cell), topo.col(cell)});
}

}  // namespace papermines::cli
