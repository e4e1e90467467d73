// An export request, the one floor of `export` and `papermines serve`'s POST /api/export: puzzles
// as text of another format. (The server's drawn formats, pdf and html, take the drawing path,
// app/draw.h.)
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "core/puzzle.h"

namespace papermines::app {

// The text formats of an export, as `export --format` and ?format= name them.
inline constexpr std::string_view kExportMines = "mines", kExportPuzzlink = "puzzlink";

// `puzzles` in `format`: kExportMines, the canonical .mines collection; kExportPuzzlink, one
// puzz.link URL a line (core/puzzlink.h). A puzzle the format cannot hold is an error naming it,
// "puzzle N (LABEL): why", and nothing is made. InvalidArgument for another format.
absl::StatusOr<std::string> ExportText(const std::vector<Puzzle>& puzzles, std::string_view format);

}  // namespace papermines::app
