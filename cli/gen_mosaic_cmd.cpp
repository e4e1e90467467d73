// papermines gen mosaic: mosaics (Fill-a-Pix), proven unique, as a .mines collection: from random
// pictures (the producer, like every kind), or from one picture (--image: a PNG, read through
// Cairo, or a text grid of '#' and '.').
//
// The picture is read, bounded and scaled by app/picture.h, as the web app and Python read theirs.
#include <algorithm>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "app/option_schema.h"
#include "app/picture.h"
#include "cli/common.h"
#include "cli/gen_text.h"
#include "cli/shard_flag.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "gen/mosaic.h"
#include "gen/producer.h"

namespace papermines::cli {
namespace {

constexpr std::string_view kGenMosaicCommand = "gen mosaic";

struct GenMosaicOptions {
  GenSetFlags set;  // from the schema's rows and defaults for gen mosaic
  std::string output = "-";
  std::string id;
  std::string image;
  double threshold = 0;
  bool quiet = false;
};

int RunFromImage(const GenMosaicOptions& o, bool size_given) {
  absl::StatusOr<std::string> bytes = app::ReadPictureFile(o.image);
  if (!bytes.ok()) return ReportError(bytes.status());
  absl::StatusOr<app::Luminance> img = app::ReadPicture(o.image, *bytes);
  if (!img.ok()) return ReportError(img.status());
  // Without --size, --rows or --cols: the picture's own size (a text grid's cells).
  const int64_t rows = size_given ? o.set.rows : img->height;
  const int64_t cols = size_given ? o.set.cols : img->width;
  const absl::Status size = app::CheckMosaicSize(rows, cols, size_given, app::Caller::kCli);
  if (!size.ok()) return ReportError(size);
  absl::StatusOr<Difficulty> difficulty = app::DifficultyOf(o.set.difficulty, app::Caller::kCli);
  if (!difficulty.ok()) return ReportError(difficulty.status());
  const Mines target =
      app::PictureTarget(*img, static_cast<int>(rows), static_cast<int>(cols), o.threshold);
  if (!o.quiet) {
    std::string text =
        absl::StrCat("papermines: gen mosaic: the target, ", rows, " x ", cols,
                     " ('#' filled: luminance below ", o.threshold, "), from ", o.image, ":\n");
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c)
        text.push_back(target[static_cast<size_t>(r * cols + c)] ? '#' : '.');
      text.push_back('\n');
    }
    std::cerr << text << std::flush;
  }
  absl::StatusOr<Puzzle> p = app::MosaicOfPicture(
      o.image, static_cast<int>(rows), static_cast<int>(cols), target, *difficulty, o.set.seed);
  if (!p.ok()) return ReportError(p.status());
  return WriteOutput(o.output, FormatPuzzle(*p));
}

int RunGenMosaic(const GenMosaicOptions& o, bool size_given) {
  if (!o.image.empty()) return RunFromImage(o, size_given);
  ProducerOptions p;
  p.kind = PuzzleKind::kMosaic;
  if (!o.id.empty()) {
    p.ids = {o.id};
  } else {
    if (absl::Status s = ApplySetFlags(o.set, &p); !s.ok()) return ReportError(s);
  }
  return WriteProducedMines(p, /*blank_lines=*/true, o.output);
}

}  // namespace

Command SetupGenMosaic(CLI::App& gen) {
  NewCommand<GenMosaicOptions> c(
      gen, "mosaic",
      "Mosaics (Fill-a-Pix): every cell is filled or empty, the filled cells are a picture, and a "
      "number counts the filled cells of the 3 x 3 block centred on it, its own cell included. "
      "Writes .mines `mosaic` puzzles with their picture as the solution, each proven unique. A "
      "random picture (cells filled with probability --density) shows every clue, then clues are "
      "taken away in a seeded order while the puzzle stays unique and no harder than "
      "--difficulty (hard and expert stop once reached); ids (mos10x10-d50-medium-s1-0) make a "
      "puzzle again (--id), and no puzzle is written twice. With --image FILE the picture is "
      "FILE's: a PNG (at most 64 MiB, 8192 pixels a side and 16777216 pixels, checked in its "
      "header before decoding; transparent is white) or a text grid of '#' (filled) and '.' "
      "(empty), one row a line, scaled to --size RxC (default: its own size) by the area average "
      "of its luminance and filled where that is below --threshold; the target grid goes to "
      "stderr (-q: not). A picture some cells of which no set of clues pins down is refused, "
      "naming them (exit 1); so is a grade no order of its clues reaches.");
  AddSetFlags(c.sub, kGenMosaicCommand,
              {"rows", "cols", "size", "density", "difficulty", "count", "seed"}, c.opts->set);
  AddRowOption(c.sub, "output", kGenMosaicCommand, c.opts->output);
  AddRowOption(c.sub, "shard", kGenMosaicCommand, c.opts->set.shard);
  AddRowOption(c.sub, "id", kGenMosaicCommand, c.opts->id);
  AddRowOption(c.sub, "image", kGenMosaicCommand, c.opts->image);
  AddRowOption(c.sub, "threshold", kGenMosaicCommand, c.opts->threshold);
  AddRowOption(c.sub, "quiet", kGenMosaicCommand, c.opts->quiet);
  for (const char* other : {"--rows", "--cols", "--size", "--density", "--count", "--seed",
                            "--difficulty", "--shard", "--image", "--threshold"}) {
    c.sub.get_option("--id")->excludes(c.sub.get_option(other));
  }
  for (const char* other : {"--density", "--count", "--shard"}) {
    c.sub.get_option("--image")->excludes(c.sub.get_option(other));
  }
  return WithRunTimeLimit(Command{&c.sub, [opts = c.opts, sub = &c.sub] {
                                    const bool size_given = sub->count("--rows") > 0 ||
                                                            sub->count("--cols") > 0 ||
                                                            sub->count("--size") > 0;
                                    return RunGenMosaic(*opts, size_given);
                                  }});
}

const GenCommand kMosaicGenCommand{"Fill-a-Pix pictures", SetupGenMosaic};

}  // namespace papermines::cli
