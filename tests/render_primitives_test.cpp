// The drawing primitives every drawer calls (render/marks.h, text.h Paragraph, drawable.h):
//  - KindsOf gives the kinds of one set or of several (a book's sections) in kAllKinds order,
//    each once, whatever order the puzzles come in;
//  - MineCountIsClue: a one-click board's count and a paper puzzle's shown count, nothing else;
//  - CellPath outlines a cell with as many corners as its shape has, where the geometry puts it;
//  - the marks are where they are asked, the mine disk kMineMarkRadius of the inradius;
//  - Paragraph wraps: a narrower box makes a taller paragraph.
#include <cairo.h>
#include <gtest/gtest.h>

#include <span>
#include <vector>

#include "render/drawable.h"
#include "render/kinds.h"
#include "render/marks.h"
#include "render/text.h"

namespace papermines::render {
namespace {

Puzzle Of(PuzzleKind kind, bool mines_shown = false) {
  Puzzle p;
  p.kind = kind;
  p.mines_shown = mines_shown;
  return p;
}

TEST(KindsOf, OneSetOrManyInKindOrder) {
  const std::vector<Puzzle> a = {Of(PuzzleKind::kReverse), Of(PuzzleKind::kPaper),
                                 Of(PuzzleKind::kReverse)};
  const std::vector<Puzzle> b = {Of(PuzzleKind::kMosaic), Of(PuzzleKind::kOneClick)};
  EXPECT_EQ(KindsOf(a), (std::vector<PuzzleKind>{PuzzleKind::kPaper, PuzzleKind::kReverse}));
  const std::vector<std::span<const Puzzle>> sets = {b, a};
  EXPECT_EQ(KindsOf(sets), (std::vector<PuzzleKind>(std::begin(kAllKinds), std::end(kAllKinds))));
  EXPECT_TRUE(KindsOf(std::span<const Puzzle>()).empty());
}

TEST(MineCountIsClue, OneClickAndAShownPaperCountOnly) {
  EXPECT_TRUE(MineCountIsClue(Of(PuzzleKind::kOneClick)));
  EXPECT_TRUE(MineCountIsClue(Of(PuzzleKind::kPaper, /*mines_shown=*/true)));
  EXPECT_FALSE(MineCountIsClue(Of(PuzzleKind::kPaper)));
  EXPECT_FALSE(MineCountIsClue(Of(PuzzleKind::kReverse)));
  EXPECT_FALSE(MineCountIsClue(Of(PuzzleKind::kReverse, /*mines_shown=*/true)));
}

// The path drawn so far, as (move or line) points; a close ends it.
struct Drawn {
  std::vector<Point> points;
  int closes = 0;
};
Drawn PathOf(cairo_t* cr) {
  Drawn d;
  cairo_path_t* path = cairo_copy_path(cr);
  for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
    const cairo_path_data_t& h = path->data[i];
    if (h.header.type == CAIRO_PATH_CLOSE_PATH) {
      ++d.closes;
    } else if (h.header.type == CAIRO_PATH_MOVE_TO || h.header.type == CAIRO_PATH_LINE_TO) {
      d.points.push_back({path->data[i + 1].point.x, path->data[i + 1].point.y});
    }
  }
  cairo_path_destroy(path);
  return d;
}

TEST(CellPath, EveryShapeAtItsPlace) {
  cairo_surface_t* s = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr);
  cairo_t* cr = cairo_create(s);
  for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    const auto topo = Topology::Grid(kind, 3, 4);
    ASSERT_TRUE(topo.ok());
    const GridGeometry g = *GridGeometry::For(**topo);
    const int32_t cell = 6;  // row 1, col 2
    cairo_new_path(cr);
    CellPath(cr, g, **topo, cell, 100, 50, 10);
    const Drawn d = PathOf(cr);
    EXPECT_EQ(d.closes, 1);
    // A close adds a move back to the start; the corners come first.
    ASSERT_GE(d.points.size(), static_cast<size_t>(g.corners()));
    Point poly[6];
    g.Polygon(1, 2, poly);
    for (int k = 0; k < g.corners(); ++k) {
      // Cairo keeps a path in fixed point, 1/256 of a unit.
      EXPECT_NEAR(d.points[k].x, 100 + poly[k].x * 10, 1.0 / 256);
      EXPECT_NEAR(d.points[k].y, 50 + poly[k].y * 10, 1.0 / 256);
    }
  }
  cairo_destroy(cr);
  cairo_surface_destroy(s);
}

TEST(Marks, AMineDiskOfTheSharedRadius) {
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_A8, 100, 100);
  cairo_t* cr = cairo_create(s);
  MineMark(cr, 50, 50, 40);  // a disk of radius 40 * kMineMarkRadius = 16.8
  cairo_surface_flush(s);
  const unsigned char* px = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  auto ink = [&](int x, int y) { return px[y * stride + x]; };
  EXPECT_EQ(ink(50, 50), 255);
  EXPECT_EQ(ink(50 + 15, 50), 255);  // inside the disk
  EXPECT_EQ(ink(50 + 18, 50), 0);    // outside it
  EXPECT_EQ(ink(50, 50 - 18), 0);
  cairo_destroy(cr);
  cairo_surface_destroy(s);
}

TEST(Paragraph, ANarrowerBoxMakesATallerParagraph) {
  cairo_surface_t* s = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr);
  cairo_t* cr = cairo_create(s);
  const std::string words = "<b>How to play</b> every word of this paragraph wraps to the box";
  const double wide = Paragraph(cr, "Sans", words, 10, 0, 0, 1000);
  const double narrow = Paragraph(cr, "Sans", words, 10, 0, 0, 80);
  EXPECT_GT(wide, 5);
  EXPECT_GT(narrow, 2.5 * wide);
  cairo_destroy(cr);
  cairo_surface_destroy(s);
}

}  // namespace
}  // namespace papermines::render
