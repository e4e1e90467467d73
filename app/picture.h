// A picture read for a mosaic made from it (gen/mosaic.h MosaicFromPicture): a PNG, decoded by
// Cairo, or a text grid of '#' (filled) and '.' (empty), from a file or from bytes in memory (a
// web upload, a Python bytes object), scaled to the puzzle's grid and thresholded. The command
// line (`gen mosaic --image`), the web app and Python all read pictures here.
//
// A picture is hostile input: it is read whole only up to kMaxPictureBytes, a PNG's size is taken
// from its IHDR chunk and refused over kMaxPictureSide a side or kMaxPicturePixels in all before
// anything is decoded, and a text grid is refused past kMaxPictureSide rows or columns. Cairo is
// loaded (dlopen) only for a PNG, so the papermines program, which links this without Cairo,
// still starts without it (cli/drawing_module.h). Every error is InvalidArgument "NAME: why"
// (NAME: the file's path, or the name the caller gives bytes), except FailedPrecondition when
// Cairo cannot be loaded.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "app/option_schema.h"
#include "core/puzzle.h"
#include "gen/producer.h"

namespace papermines::app {

inline constexpr int64_t kMaxPictureBytes = int64_t{64} << 20;  // 64 MiB
inline constexpr int64_t kMaxPictureSide = 8192;
inline constexpr int64_t kMaxPicturePixels = int64_t{1} << 24;  // 16 777 216 (4096 x 4096)
// The puzzle grid's sides (gen/mosaic.h).
inline constexpr int kMaxMosaicSide = 1024;

// A picture as luminance, 0 black .. 1 white, row by row.
struct Luminance {
  int64_t width = 0, height = 0;
  std::vector<float> value;
};

// The file's bytes, at most kMaxPictureBytes.
absl::StatusOr<std::string> ReadPictureFile(const std::string& path);

// `bytes` as a picture: a PNG when they start with its signature, else a text grid. `name` starts
// every error message.
absl::StatusOr<Luminance> ReadPicture(const std::string& name, std::string_view bytes);

// The picture on an R x C grid: each cell the area average of the luminance it covers, filled
// when below `threshold`.
Mines PictureTarget(const Luminance& img, int rows, int cols, double threshold);

// InvalidArgument unless a mosaic of rows x cols can be made (1..kMaxMosaicSide a side); when
// the size was not given but is the picture's own, the message says to give `size` (as `caller`
// spells it).
absl::Status CheckMosaicSize(int64_t rows, int64_t cols, bool size_given, Caller caller);

// The name a web request's picture goes by in messages ("the picture: an empty picture ...").
inline constexpr char kRequestPictureName[] = "the picture";

// One mosaic's grid of a picture as a sheet's values ask for it (the schema's "image" and
// "threshold" rows, for `command`): from the command line (`caller` kCli) "image" is a file's
// path, read by ReadPictureFile; from a web request it is the text grid itself, or the file as a
// data: URL (data:MEDIA;base64,DATA, what a browser reads a chosen file as). The grid is the size
// asked ("size", or "rows" and "cols", as MakeProducerOptions read them into `produce`) or the
// picture's own, thresholded at "threshold". The set
// must be one mosaic on squares (kind mosaic, no other count, topology or id). Errors are
// InvalidArgument naming the option as `caller` spells it, the picture's starting with its name
// (the file's path, or kRequestPictureName), each with {"key": ...} in kLocationPayload;
// FailedPrecondition when Cairo cannot be loaded.
struct PictureGrid {
  std::string name;  // what messages call the picture: its file's path, or kRequestPictureName
  int rows = 0, cols = 0;
  Mines target;
};
absl::StatusOr<PictureGrid> PictureGridOf(const OptionValues& values, std::string_view command,
                                          Caller caller, const ProducerOptions& produce);

// A sheet's picture, when its values give one ("image"): its grid (PictureGridOf), with
// `produce` set to one puzzle of the grid's size; nullopt without "image".
absl::StatusOr<std::optional<PictureGrid>> SheetPictureOf(const OptionValues& values,
                                                          std::string_view command, Caller caller,
                                                          ProducerOptions& produce);

// The puzzles of a sheet: the one mosaic of `picture` (MosaicOfPicture at `produce`'s difficulty,
// seed, deadline and cancel) when there is one, else gen's producer's set (ProducePuzzles).
absl::StatusOr<std::vector<Puzzle>> ProduceSheetPuzzles(const ProducerOptions& produce,
                                                        const std::optional<PictureGrid>& picture);

// A proven-unique mosaic (kind mosaic, its solution `target`) of the grade asked on a square
// grid of rows x cols, from MosaicFromPicture. NotFound naming the undecided cells when no set of
// clues pins the picture down, or the hardest grade reached when the grade is not; `name` (the
// picture's) starts those messages. DeadlineExceeded / Cancelled as MosaicFromPicture's.
absl::StatusOr<Puzzle> MosaicOfPicture(
    const std::string& name, int rows, int cols, const Mines& target, Difficulty difficulty,
    uint64_t seed,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max(),
    const std::function<bool()>& cancel = {});

}  // namespace papermines::app
