// POST /api/sheet and /api/generate: a JSON object keyed by `sheet`'s long option names, read
// against the one option schema (app/option_schema.h: the names, JSON types, ranges and choices
// the command line's flags come from too; messages name the key as "count"), then the puzzles
// from gen's producer and the drawing from the one drawing path (app/draw.h). No generation rule
// lives here; the server's own cap (kMaxPuzzlesPerRequest) is applied on top.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "app/environment.h"
#include "app/picture.h"
#include "core/puzzle.h"
#include "gen/producer.h"
#include "nlohmann/json.hpp"
#include "render/document.h"
#include "serve/requests.h"

namespace papermines::serve {

// What a sheet request asks for, after the schema's checks: the producer's options
// (gen/producer.h), the drawing's, and what to answer.
struct SheetRequest {
  ProducerOptions produce;
  render::RenderOptions render;
  SheetOutput output;
  // "image": the sheet is one mosaic of this picture's grid (app/picture.h), not the producer's.
  std::optional<app::PictureGrid> picture;
  std::vector<std::string> warnings;  // what the CLI would warn of on stderr (a font's lacks)
};

// Reads and checks a sheet request: unknown keys, bad values and impossible combinations are
// InvalidArgument naming the key ("\"count\" must be between 1 and 100000") and {"key": ...}
// where one key is to blame. `env`: the server's environment (the language when the request names
// none, the catalogues, the documents' fixed time).
absl::StatusOr<SheetRequest> ReadSheetRequest(std::string_view body, const app::Environment& env);

// The puzzles the request asks for (gen's one producer of puzzle sets, or the one mosaic of its
// picture: NotFound with {"key": "image"} naming the cells no clues pin down, or the grade not
// reached), on the calling thread, stopping with DeadlineExceeded at `deadline`.
absl::StatusOr<std::vector<Puzzle>> ProduceSheet(const SheetRequest& r,
                                                 std::chrono::steady_clock::time_point deadline);

// The answer of /api/sheet: the bytes and their media type.
struct Rendered {
  std::string body;
  std::string content_type;
  std::string filename;  // for Content-Disposition
  std::string ids;       // the puzzles' ids, space-separated (the X-Puzzle-Ids header)
  std::string seed{};    // the run's seed, "" for a sheet of ids (the X-Seed header)
};
absl::StatusOr<Rendered> DrawSheet(const SheetRequest& r, std::vector<Puzzle>& puzzles,
                                   std::chrono::steady_clock::time_point deadline);

}  // namespace papermines::serve
