// papermines gen mosaic: mosaics (Fill-a-Pix), proven unique, as a .mines collection: from random
// pictures (the producer, like every kind), or from one picture (--image: a PNG, read through
// Cairo, or a text grid of '#' and '.').
//
// A picture file is hostile input: it is read whole only up to kMaxImageBytes, a PNG's size is
// taken from its IHDR chunk and refused over kMaxImageSide a side or kMaxImagePixels in all before
// anything is decoded, and a text grid is refused past kMaxImageSide rows or columns. Cairo is
// loaded (dlopen) only for a PNG, so the program still starts without it (cli/drawing_module.h).
#include <dlfcn.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "app/option_schema.h"
#include "cli/common.h"
#include "cli/gen_text.h"
#include "cli/shard_flag.h"
#include "cli/vocabulary.h"
#include "core/cell_name.h"
#include "core/lex.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "gen/mosaic.h"
#include "gen/producer.h"

namespace papermines::cli {
namespace {

constexpr int64_t kMaxImageBytes = int64_t{64} << 20;  // 64 MiB
constexpr int64_t kMaxImageSide = 8192;
constexpr int64_t kMaxImagePixels = int64_t{1} << 24;  // 16 777 216 (4096 x 4096)
constexpr int kMaxPictureSide = 1024;                  // the puzzle grid (gen/mosaic.h)
constexpr size_t kUndecidedNamed = 40;

struct GenMosaicOptions {
  int64_t rows = 10, cols = 10;
  double density = 0.5;
  std::string difficulty = "any";
  int64_t count = 1;
  uint64_t seed = 0;
  std::string output = "-";
  std::string shard;
  std::string id;
  std::string image;
  double threshold = 0.5;
  bool quiet = false;
};

// A picture as luminance, 0 black .. 1 white, row by row.
struct Luminance {
  int64_t width = 0, height = 0;
  std::vector<float> value;
};

absl::Status FileError(const std::string& path, const std::string& what) {
  return absl::InvalidArgumentError(absl::StrCat(path, ": ", what));
}

// The file's bytes, at most kMaxImageBytes.
absl::StatusOr<std::string> ReadPictureFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return FileError(path, "cannot open the picture");
  std::string bytes(static_cast<size_t>(kMaxImageBytes) + 1, '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (in.bad()) return FileError(path, "cannot read the picture");
  bytes.resize(static_cast<size_t>(in.gcount()));
  if (static_cast<int64_t>(bytes.size()) > kMaxImageBytes) {
    return FileError(
        path, absl::StrCat("a picture of more than ", kMaxImageBytes >> 20, " MiB is refused"));
  }
  return bytes;
}

constexpr unsigned char kPngSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

bool IsPng(const std::string& bytes) {
  return bytes.size() >= 8 && std::memcmp(bytes.data(), kPngSignature, 8) == 0;
}

uint32_t BigEndian32(const std::string& b, size_t at) {
  return (uint32_t{static_cast<unsigned char>(b[at])} << 24) |
         (uint32_t{static_cast<unsigned char>(b[at + 1])} << 16) |
         (uint32_t{static_cast<unsigned char>(b[at + 2])} << 8) |
         uint32_t{static_cast<unsigned char>(b[at + 3])};
}

// Cairo's PNG reader, loaded when a PNG is read (the C API, declared here: the program does not
// link Cairo).
struct CairoPng {
  using ReadFunc = int (*)(void* closure, unsigned char* data, unsigned int length);
  void* (*from_png_stream)(ReadFunc, void*) = nullptr;
  int (*status)(void*) = nullptr;
  int (*format)(void*) = nullptr;
  int (*width)(void*) = nullptr;
  int (*height)(void*) = nullptr;
  int (*stride)(void*) = nullptr;
  unsigned char* (*data)(void*) = nullptr;
  void (*flush)(void*) = nullptr;
  void (*destroy)(void*) = nullptr;
};

absl::StatusOr<CairoPng> LoadCairo() {
  void* lib = dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL);
  if (lib == nullptr) {
    return absl::FailedPreconditionError("cannot load Cairo (libcairo.so.2) to read a PNG");
  }
  CairoPng c;
  bool all = true;
  auto get = [&](auto& fn, const char* name) {
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
    all = all && fn != nullptr;
  };
  get(c.from_png_stream, "cairo_image_surface_create_from_png_stream");
  get(c.status, "cairo_surface_status");
  get(c.format, "cairo_image_surface_get_format");
  get(c.width, "cairo_image_surface_get_width");
  get(c.height, "cairo_image_surface_get_height");
  get(c.stride, "cairo_image_surface_get_stride");
  get(c.data, "cairo_image_surface_get_data");
  get(c.flush, "cairo_surface_flush");
  get(c.destroy, "cairo_surface_destroy");
  if (!all) return absl::FailedPreconditionError("Cairo lacks its PNG functions");
  return c;  // the library stays loaded for the rest of the run
}

// A PNG's luminance: its IHDR size checked first, then decoded by Cairo; transparent is white.
absl::StatusOr<Luminance> ReadPng(const std::string& path, const std::string& bytes) {
  // The signature, then the first chunk must be IHDR: length 13, width, height.
  if (bytes.size() < 8 + 8 + 13 || BigEndian32(bytes, 8) != 13 ||
      std::memcmp(bytes.data() + 12, "IHDR", 4) != 0) {
    return FileError(path, "not a PNG (no IHDR chunk after the signature)");
  }
  const int64_t w = BigEndian32(bytes, 16), h = BigEndian32(bytes, 20);
  if (w < 1 || h < 1 || w > kMaxImageSide || h > kMaxImageSide || w * h > kMaxImagePixels) {
    return FileError(
        path, absl::StrCat("a PNG of ", w, " x ", h, " pixels is refused (at most ", kMaxImageSide,
                           " a side and ", kMaxImagePixels, " pixels)"));
  }
  absl::StatusOr<CairoPng> cairo = LoadCairo();
  if (!cairo.ok()) return cairo.status();
  struct Reader {
    const std::string* bytes;
    size_t at = 0;
  } reader{&bytes};
  auto read = [](void* closure, unsigned char* data, unsigned int length) -> int {
    Reader& r = *static_cast<Reader*>(closure);
    if (r.bytes->size() - r.at < length) return 11;  // CAIRO_STATUS_READ_ERROR
    std::memcpy(data, r.bytes->data() + r.at, length);
    r.at += length;
    return 0;  // CAIRO_STATUS_SUCCESS
  };
  void* surface = cairo->from_png_stream(read, &reader);
  std::unique_ptr<void, void (*)(void*)> owned(surface, cairo->destroy);
  if (cairo->status(surface) != 0) return FileError(path, "not a PNG Cairo can read");
  cairo->flush(surface);
  const int format = cairo->format(surface);  // 0 ARGB32 (premultiplied), 1 RGB24
  if (format != 0 && format != 1) return FileError(path, "a PNG of an unsupported pixel format");
  Luminance out;
  out.width = cairo->width(surface);
  out.height = cairo->height(surface);
  if (out.width != w || out.height != h) return FileError(path, "a PNG whose size changed");
  const int stride = cairo->stride(surface);
  const unsigned char* data = cairo->data(surface);
  out.value.resize(static_cast<size_t>(w * h));
  for (int64_t y = 0; y < h; ++y) {
    const uint32_t* row = reinterpret_cast<const uint32_t*>(data + y * stride);
    for (int64_t x = 0; x < w; ++x) {
      const uint32_t p = row[x];
      const float a = format == 0 ? static_cast<float>(p >> 24) / 255 : 1.0f;
      // Premultiplied colour over white: c + (1 - a).
      const float r = static_cast<float>((p >> 16) & 255) / 255 + (1 - a);
      const float g = static_cast<float>((p >> 8) & 255) / 255 + (1 - a);
      const float b = static_cast<float>(p & 255) / 255 + (1 - a);
      out.value[static_cast<size_t>(y * w + x)] = 0.299f * r + 0.587f * g + 0.114f * b;
    }
  }
  return out;
}

// A text grid: rows of '#' (filled, luminance 0) and '.' (empty, 1), all of one length; blank
// lines at the end and a CR before each LF are ignored.
absl::StatusOr<Luminance> ReadTextGrid(const std::string& path, const std::string& bytes) {
  Luminance out;
  int64_t line = 0;
  size_t at = 0;
  std::vector<std::string_view> rows;
  while (at < bytes.size()) {
    size_t end = bytes.find('\n', at);
    if (end == std::string::npos) end = bytes.size();
    std::string_view row(bytes.data() + at, end - at);
    at = end + 1;
    ++line;
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    for (size_t i = 0; i < row.size(); ++i) {
      if (row[i] != '#' && row[i] != '.') {
        return FileError(path, absl::StrCat(line, ":", i + 1,
                                            ": expected '#' (filled) or '.' (empty) in a picture "
                                            "grid, got ",
                                            Quoted(std::string(row.substr(i, 1)))));
      }
    }
    if (!row.empty() && static_cast<int64_t>(rows.size()) + 1 < line) {
      return FileError(path, absl::StrCat(line - 1,
                                          ":1: expected a row of the picture, got an "
                                          "empty line"));
    }
    if (row.empty()) continue;
    if (!rows.empty() && row.size() != rows[0].size()) {
      return FileError(path, absl::StrCat(line, ":1: expected ", rows[0].size(),
                                          " cells as in the first row, got ", row.size()));
    }
    if (static_cast<int64_t>(row.size()) > kMaxImageSide ||
        static_cast<int64_t>(rows.size()) >= kMaxImageSide) {
      return FileError(path, absl::StrCat("a picture grid of more than ", kMaxImageSide,
                                          " rows or columns is refused"));
    }
    rows.push_back(row);
  }
  if (rows.empty()) return FileError(path, "an empty picture (no rows of '#' and '.')");
  out.height = static_cast<int64_t>(rows.size());
  out.width = static_cast<int64_t>(rows[0].size());
  for (std::string_view row : rows) {
    for (char ch : row) out.value.push_back(ch == '#' ? 0.0f : 1.0f);
  }
  return out;
}

// The picture on an R x C grid: each cell the area average of the luminance it covers, filled
// when below the threshold.
Mines Target(const Luminance& img, int rows, int cols, double threshold) {
  // The pixels each cell covers along one axis, with their weights.
  auto spans = [](int64_t pixels, int cells) {
    std::vector<std::vector<std::pair<int64_t, double>>> out(cells);
    for (int i = 0; i < cells; ++i) {
      const double lo = static_cast<double>(i) * pixels / cells;
      const double hi = static_cast<double>(i + 1) * pixels / cells;
      for (int64_t p = static_cast<int64_t>(lo); p < pixels && p < hi; ++p) {
        const double w = std::min<double>(hi, p + 1) - std::max<double>(lo, p);
        if (w > 0) out[i].push_back({p, w});
      }
    }
    return out;
  };
  const auto ys = spans(img.height, rows), xs = spans(img.width, cols);
  Mines target(static_cast<size_t>(rows) * cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      double sum = 0, weight = 0;
      for (auto [y, wy] : ys[r]) {
        for (auto [x, wx] : xs[c]) {
          sum += wy * wx * img.value[static_cast<size_t>(y * img.width + x)];
          weight += wy * wx;
        }
      }
      target[static_cast<size_t>(r) * cols + c] = weight > 0 && sum / weight < threshold;
    }
  }
  return target;
}

int RunFromImage(const GenMosaicOptions& o, bool size_given) {
  absl::StatusOr<std::string> bytes = ReadPictureFile(o.image);
  if (!bytes.ok()) return ReportError(bytes.status());
  absl::StatusOr<Luminance> img =
      IsPng(*bytes) ? ReadPng(o.image, *bytes) : ReadTextGrid(o.image, *bytes);
  if (!img.ok()) return ReportError(img.status());
  // Without --size, --rows or --cols: the picture's own size (a text grid's cells).
  const int64_t rows = size_given ? o.rows : img->height;
  const int64_t cols = size_given ? o.cols : img->width;
  if (rows < 1 || cols < 1 || rows > kMaxPictureSide || cols > kMaxPictureSide) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat("a mosaic has 1 to ", kMaxPictureSide, " rows and columns, got ", rows, " x ",
                     cols, size_given ? "" : " (the picture's size: give --size RxC)")));
  }
  absl::StatusOr<Difficulty> difficulty = app::DifficultyOf(o.difficulty, app::Caller::kCli);
  if (!difficulty.ok()) return ReportError(difficulty.status());
  const Mines target = Target(*img, static_cast<int>(rows), static_cast<int>(cols), o.threshold);
  absl::StatusOr<TopologyPtr> topo =
      Topology::Square(static_cast<int>(rows), static_cast<int>(cols));
  if (!topo.ok()) return ReportError(topo.status());
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
  absl::StatusOr<PictureMosaic> made = MosaicFromPicture(**topo, target, *difficulty, o.seed);
  if (!made.ok()) return ReportError(made.status());
  if (!made->undecided.empty()) {
    return ReportError(absl::NotFoundError(
        absl::StrCat(o.image,
                     ": the picture is not pinned down even with every clue shown (the block sums "
                     "of some cells can be traded): ",
                     made->undecided.size(),
                     made->undecided.size() == 1 ? " undecided cell: " : " undecided cells: ",
                     CellNames(**topo, made->undecided, CellNaming::kLabel, kUndecidedNamed))));
  }
  if (made->clues.empty()) {
    return ReportError(absl::NotFoundError(
        absl::StrCat(o.image, ": no ", DifficultyName(*difficulty), " mosaic of this picture in ",
                     made->passes, " orders of its clues (the hardest reached: ",
                     made->hardest == Difficulty::kNone ? "none" : DifficultyName(made->hardest),
                     made->hardest == Difficulty::kMedium && *difficulty == Difficulty::kEasy
                         ? ", even with every clue shown"
                         : "",
                     ")")));
  }
  Puzzle p;
  p.kind = PuzzleKind::kMosaic;
  p.topology = *topo;
  p.seed = o.seed;
  p.difficulty = made->difficulty;
  p.clues = std::move(made->clues);
  p.mine = target;
  return WriteOutput(o.output, FormatPuzzle(p));
}

int RunGenMosaic(const GenMosaicOptions& o, bool size_given) {
  if (!o.image.empty()) return RunFromImage(o, size_given);
  ProducerOptions p;
  p.kind = PuzzleKind::kMosaic;
  if (!o.id.empty()) {
    p.ids = {o.id};
  } else {
    absl::StatusOr<Difficulty> difficulty = app::DifficultyOf(o.difficulty, app::Caller::kCli);
    if (!difficulty.ok()) return ReportError(difficulty.status());
    p.difficulty = *difficulty;
    auto shard = ParseShardFlag(o.shard);
    if (!shard.ok()) return ReportError(shard.status());
    p.shard = *shard;
    p.rows = o.rows;
    p.cols = o.cols;
    p.density = o.density;
    p.count = o.count;
    p.seed = o.seed;
  }
  absl::StatusOr<std::string> text = ProducedMines(p, /*blank_lines=*/true);
  if (!text.ok()) return ReportError(text.status());  // none found: exit 1
  return WriteOutput(o.output, *text);
}

}  // namespace

Command SetupGenMosaic(CLI::App& gen) {
  auto opts = std::make_shared<GenMosaicOptions>();
  CLI::App* sub = gen.add_subcommand(
      "mosaic",
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
  AddRows(*sub, opts->rows)->capture_default_str();
  AddCols(*sub, opts->cols)->capture_default_str();
  AddSize(*sub, opts->rows, opts->cols);
  AddDensity(*sub, opts->density, "probability that a cell of a random picture is filled, 0..1");
  AddDifficulty(*sub, opts->difficulty, "any | easy | medium | hard | expert");
  AddCount(*sub, opts->count);
  AddSeed(*sub, opts->seed);
  AddOutput(*sub, opts->output);
  AddShardOption(*sub, opts->shard);
  sub->add_option("--id", opts->id,
                  "regenerate exactly the puzzle with this id (e.g. mos10x10-d50-medium-s1-0); "
                  "the id fixes size, density, difficulty, seed, index and redraw");
  sub->add_option("--image", opts->image,
                  "make one mosaic of this picture: a PNG or a text grid of '#' and '.' (see "
                  "above; docs/FORMAT.md)");
  sub->add_option("--threshold", opts->threshold,
                  "with --image: a cell is filled when its average luminance (0 black .. 1 white) "
                  "is below this")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1.0));
  sub->add_flag("-q,--quiet", opts->quiet, "with --image: do not print the target on stderr");
  for (const char* other : {"--rows", "--cols", "--size", "--density", "--count", "--seed",
                            "--difficulty", "--shard", "--image", "--threshold"}) {
    sub->get_option("--id")->excludes(sub->get_option(other));
  }
  for (const char* other : {"--density", "--count", "--shard"}) {
    sub->get_option("--image")->excludes(sub->get_option(other));
  }
  return WithRunTimeLimit(Command{sub, [opts, sub] {
                                    const bool size_given = sub->count("--rows") > 0 ||
                                                            sub->count("--cols") > 0 ||
                                                            sub->count("--size") > 0;
                                    return RunGenMosaic(*opts, size_given);
                                  }});
}

}  // namespace papermines::cli
