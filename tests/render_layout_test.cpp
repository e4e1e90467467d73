// Layout arithmetic and cell geometry of the renderer, without Cairo.
//  - Geometry against core Topology: two cells share a corner exactly when Topology calls them
//    neighbours (square, triangle, hex), so the drawn shapes and the puzzle's rules agree.
//  - Layout: nothing overflows (every grid and label inside its slot, slots inside the body,
//    inside the page, slots disjoint), each unit is the largest that fits or shared with similar
//    sizes, the automatic choice needs no more pages than any other comfortable grid of slots,
//    answers mirror puzzles.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "core/topology.h"
#include "render/geometry.h"
#include "render/layout.h"

namespace papermines::render {
namespace {

using Corner = std::pair<int64_t, int64_t>;

Corner Q(Point p) { return {std::llround(p.x * 1000), std::llround(p.y * 1000)}; }

void CheckGeometryAgainstTopology(TopologyKind kind, int rows, int cols) {
  auto topo = Topology::Grid(kind, rows, cols);
  ASSERT_TRUE(topo.ok());
  auto g = GridGeometry::For(**topo);
  ASSERT_TRUE(g.ok());
  const int n = (*topo)->size();
  std::vector<std::set<Corner>> corners(n);
  Point poly[6];
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      g->Polygon(r, c, poly);
      for (int k = 0; k < g->corners(); ++k) {
        corners[r * cols + c].insert(Q(poly[k]));
        // Inside the bounding box.
        EXPECT_GE(poly[k].x, -1e-9);
        EXPECT_GE(poly[k].y, -1e-9);
        EXPECT_LE(poly[k].x, g->width() + 1e-9);
        EXPECT_LE(poly[k].y, g->height() + 1e-9);
      }
      // The centre is inside the cell: at distance inradius from every side (regular shapes).
      const Point m = g->Center(r, c);
      for (int k = 0; k < g->corners(); ++k) {
        const Point a = poly[k], b = poly[(k + 1) % g->corners()];
        const double len = std::hypot(b.x - a.x, b.y - a.y);
        const double dist = std::abs((b.x - a.x) * (a.y - m.y) - (a.x - m.x) * (b.y - a.y)) / len;
        EXPECT_NEAR(dist, g->inradius(), 1e-9) << "cell " << r << "," << c;
      }
    }
  }
  for (int a = 0; a < n; ++a) {
    std::set<int> topo_nb((*topo)->neighbors(a).begin(), (*topo)->neighbors(a).end());
    for (int b = 0; b < n; ++b) {
      if (a == b) continue;
      bool share = false;
      for (const Corner& x : corners[a]) share |= corners[b].count(x) > 0;
      EXPECT_EQ(share, topo_nb.count(b) > 0)
          << TopologyKindName(kind) << " cells " << a << " and " << b;
    }
  }
  // Edges: each shared side once; the outline is the sides that belong to one cell.
  std::map<std::pair<Corner, Corner>, int> sides;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      g->Polygon(r, c, poly);
      for (int k = 0; k < g->corners(); ++k) {
        Corner x = Q(poly[k]), y = Q(poly[(k + 1) % g->corners()]);
        if (y < x) std::swap(x, y);
        ++sides[{x, y}];
      }
    }
  }
  const auto edges = g->Edges();
  EXPECT_EQ(edges.size(), sides.size());
  int boundary = 0, expected_boundary = 0;
  for (const auto& e : edges) boundary += e.boundary;
  for (const auto& [side, count] : sides) {
    EXPECT_LE(count, 2);
    expected_boundary += count == 1;
  }
  EXPECT_EQ(boundary, expected_boundary);
}

TEST(GeometryTest, SharedCornersAreTopologyNeighbours) {
  for (TopologyKind kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    for (auto [r, c] : {std::pair{1, 1}, {1, 5}, {4, 1}, {5, 6}, {6, 7}, {7, 4}}) {
      CheckGeometryAgainstTopology(kind, r, c);
    }
  }
}

TEST(GeometryTest, TrianglesAreEquilateralAndAlternate) {
  auto g = GridGeometry::For(TopologyKind::kTriangle, 3, 5);
  ASSERT_TRUE(g.ok());
  Point p[6];
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 5; ++c) {
      g->Polygon(r, c, p);
      for (int k = 0; k < 3; ++k) {
        EXPECT_NEAR(std::hypot(p[k].x - p[(k + 1) % 3].x, p[k].y - p[(k + 1) % 3].y), kTriangleSide,
                    1e-9);
      }
      // Up triangles ((r + c) even) have their apex on top: one corner at the row's top.
      const double top = r * kTriangleSide * std::sqrt(3.0) / 2;
      const int on_top =
          std::count_if(p, p + 3, [&](Point q) { return std::abs(q.y - top) < 1e-9; });
      EXPECT_EQ(on_top, (r + c) % 2 == 0 ? 1 : 2);
    }
  }
  EXPECT_NEAR(g->width(), 3 * kTriangleSide, 1e-9);
}

TEST(GeometryTest, GraphsCannotBeDrawn) {
  auto topo = Topology::Graph(3, {{0, 1}});
  ASSERT_TRUE(topo.ok());
  EXPECT_FALSE(GridGeometry::For(**topo).ok());
}

bool Disjoint(const Rect& a, const Rect& b) {
  return a.right() <= b.x + 1e-6 || b.right() <= a.x + 1e-6 || a.bottom() <= b.y + 1e-6 ||
         b.bottom() <= a.y + 1e-6;
}

void CheckNoOverflow(const SheetLayout& L, std::span<const Extent> ex) {
  const Rect page{0, 0, L.page.width, L.page.height};
  EXPECT_TRUE(page.Contains(L.header));
  EXPECT_TRUE(page.Contains(L.body));
  EXPECT_TRUE(page.Contains(L.footer));
  EXPECT_TRUE(Disjoint(L.header, L.body));
  EXPECT_TRUE(Disjoint(L.body, L.footer));
  ASSERT_EQ(L.slots.size(), ex.size());
  for (size_t i = 0; i < ex.size(); ++i) {
    const Slot& s = L.slots[i];
    EXPECT_TRUE(L.body.Contains(s.cell)) << i;
    EXPECT_TRUE(s.cell.Contains(s.label)) << i;
    // The grid plus the outline's half width stays in the slot.
    const Rect padded{s.grid.x - kGridPad, s.grid.y - kGridPad, s.grid.w + 2 * kGridPad,
                      s.grid.h + 2 * kGridPad};
    EXPECT_TRUE(s.cell.Contains(padded)) << i;
    EXPECT_TRUE(Disjoint(s.label, s.grid)) << i;
    // A caption wider than its slot gets a second line, unless the grid would then be smaller
    // than the least cell; the grid starts below the caption.
    if (ex[i].caption_width > s.cell.w) {
      const double two_lines =
          std::min((s.cell.w - 2 * kGridPad) / ex[i].width,
                   (s.cell.h - kLabelHeight - kCaptionLineHeight - 2 * kGridPad) / ex[i].height);
      EXPECT_EQ(s.label.h,
                two_lines >= kMinUnit - 1e-9 ? kLabelHeight + kCaptionLineHeight : kLabelHeight)
          << i;
    } else {
      EXPECT_EQ(s.label.h, kLabelHeight) << i;
    }
    EXPECT_GE(s.grid.y, s.label.bottom()) << i;
    EXPECT_NEAR(s.grid.w, ex[i].width * s.unit, 1e-6);
    EXPECT_NEAR(s.grid.h, ex[i].height * s.unit, 1e-6);
    EXPECT_LE(s.unit, kMaxUnit + 1e-9);
    EXPECT_GE(s.unit, kMinUnit);
    EXPECT_LT(s.page, L.puzzle_pages);
    EXPECT_LT(s.index, L.across * L.down);
    for (size_t j = 0; j < i; ++j) {
      if (L.slots[j].page == s.page) {
        EXPECT_TRUE(Disjoint(L.slots[j].cell, s.cell)) << i << " " << j;
      }
    }
  }
  // Each unit is the largest that fits, or shared: a puzzle's unit U is either its own tight fit
  // (0.1% larger and it would overflow; or the cap), or the tight fit of another puzzle of
  // the document with the same unit, and then the puzzle's own fit is at most kShareRatio x U.
  // Equal extents get equal units.
  auto own_fit = [&](size_t i) {  // independent of FitUnit: the slot's room over the extent
    const Slot& s = L.slots[i];
    return std::min(kMaxUnit, std::min((s.cell.w - 2 * kGridPad) / ex[i].width,
                                       (s.cell.h - s.label.h - 2 * kGridPad) / ex[i].height));
  };
  auto tight = [&](size_t i) {
    const Slot& s = L.slots[i];
    const double u = s.unit * 1.001;
    const double w = ex[i].width * u + 2 * kGridPad, h = ex[i].height * u + 2 * kGridPad;
    return w > s.cell.w || h > s.cell.h - s.label.h || std::abs(s.unit - kMaxUnit) < 1e-9;
  };
  for (size_t i = 0; i < ex.size(); ++i) {
    const double u = L.slots[i].unit;
    EXPECT_LE(u, own_fit(i) + 1e-9) << i;
    if (tight(i)) continue;
    EXPECT_LE(own_fit(i), u * kShareRatio + 1e-9) << i;
    bool shared = false;
    for (size_t j = 0; j < ex.size() && !shared; ++j) {
      shared = std::abs(L.slots[j].unit - u) < 1e-12 && tight(j);
    }
    EXPECT_TRUE(shared) << i << " unit " << u << " fits " << own_fit(i);
    for (size_t j = 0; j < i; ++j) {
      if (ex[j].width == ex[i].width && ex[j].height == ex[i].height) {
        EXPECT_EQ(L.slots[j].unit, u) << j << " " << i;
      }
    }
  }
}

TEST(LayoutTest, MixedSizesEachTakeTheirOwnScaleSimilarOnesShareOne) {
  // A 6 x 6 beside a 20 x 20: the small one is drawn at its own (capped) scale.
  std::vector<Extent> ex = {{6, 6}, {20, 20}, {10, 10}, {10, 11}, {10, 10}, {20, 20}};
  LayoutOptions o;
  o.across = 2;
  o.down = 3;
  auto L = ComputeLayout(o, ex);
  ASSERT_TRUE(L.ok()) << L.status();
  CheckNoOverflow(*L, ex);
  const Slot& small = L->slots[0];
  const Slot& large = L->slots[1];
  const double room =
      std::min(small.cell.w - 2 * kGridPad, small.cell.h - kLabelHeight - 2 * kGridPad);
  EXPECT_NEAR(small.unit, std::min(kMaxUnit, room / 6), 1e-9);
  EXPECT_NEAR(large.unit, room / 20, 1e-9);
  EXPECT_GT(small.unit, 2 * large.unit);
  EXPECT_GT(small.grid.w, 0.5 * large.grid.w);  // a sixth of the page, not a stamp
  // 10 x 10 and 10 x 11 (fits within 10%) share the 10 x 11's unit; the two 20 x 20 share theirs.
  EXPECT_EQ(L->slots[2].unit, L->slots[3].unit);
  EXPECT_EQ(L->slots[2].unit, L->slots[4].unit);
  EXPECT_NEAR(L->slots[3].unit, room / 11, 1e-9);
  EXPECT_EQ(L->slots[1].unit, L->slots[5].unit);
  // Across pages too: with one puzzle per page the similar ones still share.
  o.across = o.down = 1;
  auto M = ComputeLayout(o, ex);
  ASSERT_TRUE(M.ok());
  CheckNoOverflow(*M, ex);
  EXPECT_EQ(M->slots[2].unit, M->slots[3].unit);
  // (There the 6 x 6 is capped at kMaxUnit, within kShareRatio of the 20 x 20's full-page fit,
  // so the two share that fit.)
  EXPECT_GE(M->slots[0].unit, M->slots[1].unit);
}

TEST(LayoutTest, SixTenByTenFillOneA4PageTwoByThree) {
  std::vector<Extent> ex(6, Extent{10, 10});
  auto L = ComputeLayout({}, ex);
  ASSERT_TRUE(L.ok()) << L.status();
  EXPECT_EQ(L->across, 2);
  EXPECT_EQ(L->down, 3);
  EXPECT_EQ(L->puzzle_pages, 1);
  EXPECT_GE(L->slots[0].unit, 19.0);  // cells of about 7 mm
  CheckNoOverflow(*L, ex);
  // The six grids cover a good part of the body.
  double area = 0;
  for (const Slot& s : L->slots) area += s.grid.w * s.grid.h;
  EXPECT_GT(area / (L->body.w * L->body.h), 0.45);
}

TEST(LayoutTest, RandomExtentsAndGridsNeverOverflow) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 400; ++trial) {
    LayoutOptions o;
    o.paper = trial % 2 ? Paper::kLetter : Paper::kA4;
    o.name_lines = trial % 3 != 0;
    o.instruction_lines = trial % 4;
    if (trial % 5 != 0) {
      o.across = 1 + rng() % 5;
      o.down = 1 + rng() % 5;
    }
    const int n = 1 + rng() % 40;
    std::vector<Extent> ex;
    for (int i = 0; i < n; ++i) {
      ex.push_back({1 + (rng() % 300) / 10.0, 1 + (rng() % 300) / 10.0});
      if (trial % 3 == 1) ex.back().caption_width = rng() % 400;  // some need two lines
    }
    auto L = ComputeLayout(o, ex);
    if (!L.ok()) {
      // Only refused when some puzzle would really be smaller than kMinUnit.
      EXPECT_NE(std::string(L.status().message()).find("does not fit"), std::string::npos);
      continue;
    }
    if (o.across) {
      EXPECT_EQ(L->across, o.across);
      EXPECT_EQ(L->down, o.down);
    }
    EXPECT_EQ(L->puzzle_pages, (n + L->across * L->down - 1) / (L->across * L->down));
    CheckNoOverflow(*L, ex);
  }
}

TEST(LayoutTest, ACaptionTooWideForItsSlotGetsASecondLine) {
  // Three 8 x 8 triangle grids across an A4 page: slots about 157 pt wide. A caption of 120 pt
  // fits one line; one of 200 pt gets a second, and its grid moves down and shrinks to make room.
  std::vector<Extent> ex = {{4.5, 6.93, 0, 0, 0, 120}, {4.5, 6.93, 0, 0, 0, 200}};
  LayoutOptions o;
  o.across = 3;
  o.down = 2;
  auto L = ComputeLayout(o, ex);
  ASSERT_TRUE(L.ok()) << L.status();
  CheckNoOverflow(*L, ex);
  const Slot& one = L->slots[0];
  const Slot& two = L->slots[1];
  ASSERT_LT(one.cell.w, 200);
  EXPECT_EQ(one.label.h, kLabelHeight);
  EXPECT_EQ(two.label.h, kLabelHeight + kCaptionLineHeight);
  EXPECT_NEAR(two.grid.y - one.grid.y, kCaptionLineHeight, 1e-9);
  EXPECT_EQ(LabelHeight(ex[1], 250), kLabelHeight);  // a wider slot: one line again
  EXPECT_DOUBLE_EQ(FitUnit(one.cell.w, one.cell.h, ex[1]),
                   FitUnit(one.cell.w, one.cell.h - kCaptionLineHeight, ex[0]));

  // Flat grids, one across: the second line costs height. When it would take the grid below the
  // least cell, the caption keeps one line (and the drawing shortens it) rather than failing.
  const std::vector<Extent> flat = {{20, 2, 0, 0, 0, 900}};
  LayoutOptions eight;
  eight.across = 1;
  eight.down = 8;
  auto roomy = ComputeLayout(eight, flat);
  ASSERT_TRUE(roomy.ok()) << roomy.status();
  const Slot& r = roomy->slots[0];
  EXPECT_EQ(r.label.h, kLabelHeight + kCaptionLineHeight);
  const double one_line = FitUnit(r.cell.w, r.cell.h, {20, 2});
  ASSERT_GT(one_line, r.unit + 1);  // height-limited: the second line made the grid smaller
  eight.min_unit = (one_line + r.unit) / 2;
  auto tight = ComputeLayout(eight, flat);
  ASSERT_TRUE(tight.ok()) << tight.status();
  EXPECT_EQ(tight->slots[0].label.h, kLabelHeight);
  EXPECT_NEAR(tight->slots[0].unit, std::min(kMaxUnit, one_line), 1e-9);
}

TEST(LayoutTest, AutomaticNeedsNoMorePagesThanAnyComfortableGrid) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 1 + rng() % 30;
    const Extent e{4.0 + rng() % 20, 4.0 + rng() % 20};
    std::vector<Extent> ex(n, e);
    auto L = ComputeLayout({}, ex);
    ASSERT_TRUE(L.ok()) << L.status();
    CheckNoOverflow(*L, ex);
    const bool comfortable = L->slots[0].unit >= kComfortUnit;
    for (int a = 1; a <= 8; ++a) {
      for (int d = 1; d <= 8; ++d) {
        LayoutOptions o;
        o.across = a;
        o.down = d;
        auto M = ComputeLayout(o, ex);
        if (!M.ok()) continue;
        const double u = M->slots[0].unit;
        if (comfortable && u >= kComfortUnit) {
          EXPECT_LE(L->puzzle_pages, M->puzzle_pages) << a << "x" << d;
          if (L->puzzle_pages == M->puzzle_pages) {
            EXPECT_GE(L->slots[0].unit, u - 1e-9);
          }
        }
        if (!comfortable) {
          EXPECT_GE(L->slots[0].unit, u - 1e-9) << a << "x" << d;
        }
      }
    }
  }
}

TEST(LayoutTest, AnswerPagesMirrorPuzzlePages) {
  std::vector<Extent> ex(20, Extent{9, 9});
  LayoutOptions o;
  o.across = 2;
  o.down = 2;
  auto L = ComputeLayout(o, ex);
  ASSERT_TRUE(L.ok());
  EXPECT_EQ(L->puzzle_pages, 5);
  // Five puzzle pages: a blank page 6, so the key starts on page 7 (odd), never on the back of
  // a puzzle page.
  const auto after = DocumentPages(*L, AnswerMode::kAfter);
  ASSERT_EQ(after.size(), 11u);
  for (int p = 0; p < 5; ++p) {
    EXPECT_EQ(after[p].sheet, p);
    EXPECT_FALSE(after[p].answers);
    EXPECT_EQ(after[6 + p].sheet, p);
    EXPECT_TRUE(after[6 + p].answers);
  }
  EXPECT_TRUE(after[5].blank());
  EXPECT_EQ(DocumentPages(*L, AnswerMode::kNone).size(), 5u);
  // One document of a separate key holds the puzzles only.
  EXPECT_EQ(DocumentPages(*L, AnswerMode::kSeparate).size(), 5u);
  const auto only = DocumentPages(*L, AnswerMode::kOnly);
  ASSERT_EQ(only.size(), 5u);
  EXPECT_TRUE(only[0].answers);
  // Puzzles fill the slots in reading order: slot index i % 4 on page i / 4.
  for (int i = 0; i < 20; ++i) {
    EXPECT_EQ(L->slots[i].page, i / 4);
    EXPECT_EQ(L->slots[i].index, i % 4);
    EXPECT_NEAR(L->slots[i].cell.x, L->slots[i % 4].cell.x, 1e-9);
    EXPECT_NEAR(L->slots[i].cell.y, L->slots[i % 4].cell.y, 1e-9);
  }
}

TEST(LayoutTest, RefusesWhatCannotBeReadAndBadInput) {
  std::vector<Extent> huge(1, Extent{3000, 3000});
  auto L = ComputeLayout({}, huge);
  ASSERT_FALSE(L.ok());
  EXPECT_NE(std::string(L.status().message()).find("does not fit"), std::string::npos);
  EXPECT_FALSE(ComputeLayout({}, {}).ok());
  LayoutOptions o;
  o.across = 2;  // down missing
  std::vector<Extent> one(1, Extent{5, 5});
  EXPECT_FALSE(ComputeLayout(o, one).ok());
  // A lone small puzzle is capped, not blown up to the page.
  auto M = ComputeLayout({}, one);
  ASSERT_TRUE(M.ok());
  EXPECT_NEAR(M->slots[0].unit, kMaxUnit, 1e-9);
}

TEST(LayoutTest, PapersAndParsers) {
  EXPECT_NEAR(PaperSize(Paper::kA4).width, 595.276, 1e-3);
  EXPECT_NEAR(PaperSize(Paper::kA4).height, 841.89, 1e-2);
  EXPECT_EQ(PaperSize(Paper::kLetter).width, 612);
  EXPECT_EQ(ParsePaper("letter"), Paper::kLetter);
  EXPECT_FALSE(ParsePaper("a3").has_value());
  EXPECT_EQ(ParseAnswerMode("only"), AnswerMode::kOnly);
  EXPECT_EQ(ParseAnswerMode("separate"), AnswerMode::kSeparate);
  EXPECT_FALSE(ParseAnswerMode("before").has_value());
}

}  // namespace
}  // namespace papermines::render
