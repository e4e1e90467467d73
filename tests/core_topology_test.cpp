#include "core/topology.h"

#include <algorithm>
#include <set>
#include <vector>

#include "gtest/gtest.h"

namespace papermines {
namespace {

std::vector<std::pair<int, int>> Nbrs(const Topology& t, int r, int c) {
  std::vector<std::pair<int, int>> out;
  for (int32_t nb : t.neighbors(t.cell(r, c))) out.emplace_back(t.row(nb), t.col(nb));
  return out;
}

using P = std::vector<std::pair<int, int>>;

TEST(SquareTopology, InteriorEdgeCorner) {
  auto t = Topology::Square(4, 5).value();
  EXPECT_EQ(Nbrs(*t, 1, 2), (P{{0, 1}, {0, 2}, {0, 3}, {1, 1}, {1, 3}, {2, 1}, {2, 2}, {2, 3}}));
  EXPECT_EQ(Nbrs(*t, 0, 0), (P{{0, 1}, {1, 0}, {1, 1}}));
  EXPECT_EQ(Nbrs(*t, 3, 4), (P{{2, 3}, {2, 4}, {3, 3}}));
  EXPECT_EQ(Nbrs(*t, 0, 2), (P{{0, 1}, {0, 3}, {1, 1}, {1, 2}, {1, 3}}));
  EXPECT_EQ(t->max_degree(), 8);
}

TEST(SquareTopology, OneByOneAndStrip) {
  auto one = Topology::Square(1, 1).value();
  EXPECT_EQ(one->degree(0), 0);
  auto strip = Topology::Square(1, 4).value();
  EXPECT_EQ(Nbrs(*strip, 0, 1), (P{{0, 0}, {0, 2}}));
}

TEST(TriangleTopology, UpAndDownInterior) {
  auto t = Topology::Triangle(6, 8).value();
  // (2,2): r + c even -> up, s = +1: (0,+-1),(0,+-2),(+-1,0),(+-1,+-1),(+1,+-2).
  EXPECT_TRUE(t->points_up(t->cell(2, 2)));
  EXPECT_EQ(Nbrs(*t, 2, 2), (P{{1, 1}, {1, 2}, {1, 3}, {2, 0}, {2, 1}, {2, 3}, {2, 4}, {3, 0},
                               {3, 1}, {3, 2}, {3, 3}, {3, 4}}));
  // (2,3): down, s = -1: the two extra cells are in the row above.
  EXPECT_FALSE(t->points_up(t->cell(2, 3)));
  EXPECT_EQ(Nbrs(*t, 2, 3), (P{{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {2, 1}, {2, 2}, {2, 4},
                               {2, 5}, {3, 2}, {3, 3}, {3, 4}}));
  EXPECT_EQ(t->max_degree(), 12);
}

TEST(TriangleTopology, Corners) {
  auto t = Topology::Triangle(3, 3).value();
  // (0,0) up: (0,1),(0,2),(1,0),(1,1),(1,2) [s=+1, +2].
  EXPECT_EQ(Nbrs(*t, 0, 0), (P{{0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}));
  // (0,1) down: (0,0),(0,2),(1,0),(1,1),(1,2); s = -1 row is outside.
  EXPECT_EQ(Nbrs(*t, 0, 1), (P{{0, 0}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}));
  // (2,2) up (4 even): (2,0),(2,1),(1,1),(1,2); s=+1 row outside.
  EXPECT_EQ(Nbrs(*t, 2, 2), (P{{1, 1}, {1, 2}, {2, 0}, {2, 1}}));
}

TEST(HexTopology, OddR) {
  auto t = Topology::Hex(4, 4).value();
  EXPECT_EQ(Nbrs(*t, 2, 2), (P{{1, 1}, {1, 2}, {2, 1}, {2, 3}, {3, 1}, {3, 2}}));
  EXPECT_EQ(Nbrs(*t, 1, 2), (P{{0, 2}, {0, 3}, {1, 1}, {1, 3}, {2, 2}, {2, 3}}));
  // Even row 0: the row below is not shifted, so (1,-1) is outside and (1,0) is the only one.
  EXPECT_EQ(Nbrs(*t, 0, 0), (P{{0, 1}, {1, 0}}));
  EXPECT_EQ(Nbrs(*t, 1, 3), (P{{0, 3}, {1, 2}, {2, 3}}));
  EXPECT_EQ(t->max_degree(), 6);
}

TEST(Topology, NeighbourRelationIsSymmetricEverywhere) {
  for (auto kind : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
    for (int R = 1; R <= 7; ++R) {
      for (int C = 1; C <= 7; ++C) {
        auto t = Topology::Grid(kind, R, C).value();
        for (int a = 0; a < t->size(); ++a) {
          std::set<int> seen;
          for (int32_t b : t->neighbors(a)) {
            ASSERT_NE(a, b);
            ASSERT_TRUE(seen.insert(b).second) << "duplicate neighbour";
            auto back = t->neighbors(b);
            ASSERT_NE(std::find(back.begin(), back.end(), a), back.end())
                << TopologyKindName(kind) << " " << R << "x" << C << " " << a << "-" << b;
          }
        }
      }
    }
  }
}

TEST(GraphTopology, CsrAndErrors) {
  auto g = Topology::Graph(4, {{0, 1}, {2, 1}, {1, 0}, {3, 2}}).value();
  std::vector<int> n1(g->neighbors(1).begin(), g->neighbors(1).end());
  EXPECT_EQ(n1, (std::vector<int>{0, 2}));
  EXPECT_EQ(g->edges().size(), 3u);
  EXPECT_FALSE(Topology::Graph(3, {{0, 3}}).ok());
  EXPECT_FALSE(Topology::Graph(3, {{1, 1}}).ok());
  EXPECT_FALSE(Topology::Graph(0, {}).ok());
}

TEST(Topology, Limits) {
  EXPECT_FALSE(Topology::Square(0, 5).ok());
  EXPECT_FALSE(Topology::Square(-3, 5).ok());
  EXPECT_FALSE(Topology::Square(100000, 100000).ok());
  EXPECT_TRUE(Topology::Square(4000, 4000).ok());
}

}  // namespace
}  // namespace papermines
