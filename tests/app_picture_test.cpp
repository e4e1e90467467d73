// app/picture.h: pictures read from bytes in memory (an upload) as from a file, PNG and text grid,
// bounded before decoding; scaled by area average and thresholded; a mosaic whose solution is the
// target, or NotFound naming the undecided cells.
#include <cairo.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <string>

#include "absl/strings/escaping.h"
#include "absl/strings/match.h"
#include "app/picture.h"

namespace papermines::app {
namespace {

// A PNG of w x h pixels, black where dark(x, y), made by Cairo in memory.
template <typename Dark>
std::string Png(int w, int h, Dark dark) {
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_surface_flush(s);
  unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  for (int y = 0; y < h; ++y) {
    auto* row = reinterpret_cast<uint32_t*>(data + y * stride);
    for (int x = 0; x < w; ++x) row[x] = dark(x, y) ? 0x000000 : 0xffffff;
  }
  cairo_surface_mark_dirty(s);
  std::string out;
  cairo_surface_write_to_png_stream(
      s,
      [](void* closure, const unsigned char* bytes, unsigned int n) {
        static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(bytes), n);
        return CAIRO_STATUS_SUCCESS;
      },
      &out);
  cairo_surface_destroy(s);
  return out;
}

std::string Grid(const Mines& m, int cols) {
  std::string out;
  for (size_t i = 0; i < m.size(); ++i) {
    out.push_back(m[i] ? '#' : '.');
    if ((i + 1) % static_cast<size_t>(cols) == 0) out.push_back('\n');
  }
  return out;
}

TEST(AppPicture, TextGridFromBytes) {
  absl::StatusOr<Luminance> img = ReadPicture("upload", "#..\r\n.#.\n\n");
  ASSERT_TRUE(img.ok()) << img.status();
  EXPECT_EQ(img->width, 3);
  EXPECT_EQ(img->height, 2);
  EXPECT_EQ(Grid(PictureTarget(*img, 2, 3, 0.5), 3), "#..\n.#.\n");
  const absl::StatusOr<Luminance> bad = ReadPicture("upload", "#.x\n");
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(bad.status().message(), "upload: 1:3: expected '#'"))
      << bad.status();
}

TEST(AppPicture, PngFromBytesScaledAndThresholded) {
  // 40 x 20 pixels: the left half black, and a quarter of the right half's top row of cells.
  const std::string png = Png(40, 20, [](int x, int y) { return x < 20 || (x < 25 && y < 10); });
  absl::StatusOr<Luminance> img = ReadPicture("upload", png);
  ASSERT_TRUE(img.ok()) << img.status();
  EXPECT_EQ(img->width, 40);
  EXPECT_EQ(img->height, 20);
  // On 2 x 4 cells of 10 x 10 pixels, cell (0, 2) is a quarter dark: luminance 0.75.
  EXPECT_EQ(Grid(PictureTarget(*img, 2, 4, 0.5), 4), "##..\n##..\n");
  EXPECT_EQ(Grid(PictureTarget(*img, 2, 4, 0.8), 4), "###.\n##..\n");
  // The same bytes from a file.
  const std::string path = ::testing::TempDir() + "/app_picture_test.png";
  std::ofstream(path, std::ios::binary) << png;
  absl::StatusOr<std::string> bytes = ReadPictureFile(path);
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  EXPECT_EQ(*bytes, png);
  std::remove(path.c_str());
}

TEST(AppPicture, HugePngHeaderRefusedBeforeDecoding) {
  std::string png = Png(2, 2, [](int, int) { return false; });
  png[16] = png[20] = 0;  // the IHDR's width and height to 0x00018ea0 (100000)
  png[17] = png[21] = 0x01;
  png[18] = png[22] = static_cast<char>(0x86);
  png[19] = png[23] = static_cast<char>(0xa0);
  const absl::Status s = ReadPicture("upload", png).status();
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(s.message(),
            "upload: a PNG of 100000 x 100000 pixels is refused (at most 8192 a side and "
            "16777216 pixels)");
  EXPECT_EQ(ReadPicture("upload", std::string("\x89PNG\r\n\x1a\nshort", 13)).status().code(),
            absl::StatusCode::kInvalidArgument);
}

TEST(AppPicture, MosaicSolutionIsTheTarget) {
  absl::StatusOr<Luminance> img = ReadPicture("g", "##..#\n#..##\n.##..\n..#.#\n");
  ASSERT_TRUE(img.ok());
  const Mines target = PictureTarget(*img, 4, 5, 0.5);
  absl::StatusOr<Puzzle> p = MosaicOfPicture("g", 4, 5, target, Difficulty::kNone, 7);
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ(p->kind, PuzzleKind::kMosaic);
  EXPECT_EQ(p->mine, target);
  EXPECT_EQ(p->seed, 7u);
  EXPECT_FALSE(p->clues.empty());
}

TEST(AppPicture, SizeMessagesSpellTheCaller) {
  EXPECT_TRUE(CheckMosaicSize(30, 30, true, Caller::kPython).ok());
  EXPECT_EQ(CheckMosaicSize(2000, 3, false, Caller::kPython).message(),
            "a mosaic has 1 to 1024 rows and columns, got 2000 x 3 (the picture's size: give "
            "size= RxC)");
  EXPECT_EQ(CheckMosaicSize(0, 3, true, Caller::kCli).message(),
            "a mosaic has 1 to 1024 rows and columns, got 0 x 3");
}

// A web request's picture (PictureGridOf): the text grid itself or a base64 data: URL, at the
// size asked or its own, thresholded; every refusal names the option it blames.
TEST(AppPicture, RequestPictureFromTextOrDataUrl) {
  auto values = [](std::map<std::string, std::string, std::less<>> text) {
    OptionValues v;
    v.text = std::move(text);
    return v;
  };
  auto key = [](const absl::Status& s) {
    return std::string(s.GetPayload(kLocationPayload).value_or(absl::Cord()));
  };
  ProducerOptions produce;  // the size "size" asks for, as MakeProducerOptions reads it
  produce.rows = 1;
  produce.cols = 2;
  absl::StatusOr<PictureGrid> grid = PictureGridOf(
      values({{"kind", "mosaic"}, {"image", "#.\n.#\n"}}), "sheet", Caller::kJson, produce);
  ASSERT_TRUE(grid.ok()) << grid.status();
  EXPECT_EQ(Grid(grid->target, 2), "#.\n.#\n");  // the picture's own size
  const std::string png = Png(4, 2, [](int x, int) { return x < 2; });
  grid = PictureGridOf(values({{"kind", "mosaic"},
                               {"size", "1x2"},
                               {"image", "data:image/png;base64," + absl::Base64Escape(png)}}),
                       "sheet", Caller::kJson, produce);
  ASSERT_TRUE(grid.ok()) << grid.status();
  EXPECT_EQ(Grid(grid->target, 2), "#.\n");
  // Nothing filled under a threshold of 0.
  grid = PictureGridOf(values({{"kind", "mosaic"}, {"threshold", "0"}, {"image", "#.\n.#\n"}}),
                       "sheet", Caller::kJson, produce);
  ASSERT_TRUE(grid.ok()) << grid.status();
  EXPECT_EQ(Grid(grid->target, 2), "..\n..\n");
  const struct {
    std::map<std::string, std::string, std::less<>> text;
    const char* key;
    const char* message;
  } bad[] = {
      {{{"kind", "paper"}, {"image", "#"}},
       R"({"key":"image"})",
       R"("image" is a mosaic's picture: use it with "kind" mosaic)"},
      {{{"kind", "mosaic"}, {"count", "6"}, {"image", "#"}},
       R"({"key":"count"})",
       R"(a picture makes one mosaic: "count" must be 1, got 6)"},
      {{{"kind", "mosaic"}, {"image", "data:image/png;base64,@@"}},
       R"({"key":"image"})",
       "the picture: the file's data: URL is damaged (not base64)"},
      {{{"kind", "mosaic"}, {"image", "\xff\xd8\xff"}},
       R"({"key":"image"})",
       "the picture: neither a PNG nor a text grid of '#' and '.' (save a photo or a drawing as "
       "PNG)"},
      {{{"kind", "mosaic"}, {"image", ""}},
       R"({"key":"image"})",
       "the picture: an empty picture (no rows of '#' and '.')"},
  };
  for (const auto& b : bad) {
    const absl::Status s = PictureGridOf(values(b.text), "sheet", Caller::kJson, produce).status();
    EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << b.message;
    EXPECT_EQ(s.message(), b.message);
    EXPECT_EQ(key(s), b.key) << b.message;
  }
}

}  // namespace
}  // namespace papermines::app
