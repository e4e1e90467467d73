// A cell as a JSON value (solve --json, check --json, theorem --json): core's CellJsonText, which
// decides the form for every command.
#pragma once

#include "core/cell_name.h"
#include "core/topology.h"
#include "nlohmann/json.hpp"

namespace papermines::app {

inline nlohmann::json CellJson(const Topology& topo, int cell) {
  return nlohmann::json::parse(CellJsonText(topo, cell));
}

}  // namespace papermines::app
