// core/cell_name.h: column letters count A..Z, AA..ZZ, AAA.. (checked against an odometer that
// spells every label in order), ParseCellLabel inverts the label style, and both styles on grids
// and graphs.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/cell_name.h"

namespace papermines {
namespace {

// The next label in spreadsheet order: increment the last letter, carrying into a new one.
std::string NextLabel(std::string s) {
  int i = static_cast<int>(s.size()) - 1;
  while (i >= 0 && s[i] == 'Z') s[i--] = 'A';
  if (i < 0) return "A" + s;
  ++s[i];
  return s;
}

TEST(CellName, ColumnLettersFollowSpreadsheetOrder) {
  std::string want = "A";
  for (int c = 0; c < 20000; ++c) {
    ASSERT_EQ(ColumnLetters(c), want) << c;
    want = NextLabel(want);
  }
  EXPECT_EQ(ColumnLetters(25), "Z");
  EXPECT_EQ(ColumnLetters(26), "AA");
  EXPECT_EQ(ColumnLetters(701), "ZZ");
  EXPECT_EQ(ColumnLetters(702), "AAA");
}

TEST(CellName, LabelsRoundTrip) {
  for (int r = 0; r < 60; r += 7) {
    for (int c = 0; c < 800; c += 13) {
      const std::string label = ColumnLetters(c) + RowNumber(r);
      const auto back = ParseCellLabel(label);
      ASSERT_TRUE(back.has_value()) << label;
      EXPECT_EQ(back->first, r);
      EXPECT_EQ(back->second, c);
    }
  }
  EXPECT_EQ(ParseCellLabel("c4"), (std::pair<int, int>{3, 2}));
  for (const char* bad : {"", "4", "C", "C0", "C04", "4C", "C-1", "C4x"}) {
    EXPECT_FALSE(ParseCellLabel(bad).has_value()) << bad;
  }
}

TEST(CellName, BothStylesOnGridsAndGraphs) {
  auto sq = Topology::Square(12, 30);
  ASSERT_TRUE(sq.ok());
  const int cell = (*sq)->cell(3, 27);
  EXPECT_EQ(CellName(**sq, cell), "(3,27)");
  EXPECT_EQ(CellName(**sq, cell, CellNaming::kLabel), "AB4");
  auto g = Topology::Graph(5, {{0, 1}, {1, 2}});
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(CellName(**g, 4), "4");
  EXPECT_EQ(CellName(**g, 4, CellNaming::kLabel), "4");
}

TEST(CellName, ListsAndJsonForms) {
  auto sq = Topology::Square(4, 5);
  ASSERT_TRUE(sq.ok());
  const std::vector<int32_t> cells = {0, 7, 19};
  EXPECT_EQ(CellNames(**sq, cells), "(0,0), (1,2), (3,4)");
  EXPECT_EQ(CellNames(**sq, cells, CellNaming::kLabel), "A1, C2, E4");
  EXPECT_EQ(CellNames(**sq, cells, CellNaming::kRowCol, 2), "(0,0), (1,2), ... (3 in all)");
  EXPECT_EQ(CellNames(**sq, {}), "");
  EXPECT_EQ(RowColName(3, 27), "(3,27)");
  EXPECT_EQ(CellJsonText(**sq, 7), "[1,2]");
  std::string out = "x";
  AppendCellJsonText(**sq, 19, &out);
  EXPECT_EQ(out, "x[3,4]");
  auto g = Topology::Graph(5, {{0, 1}});
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(CellJsonText(**g, 4), "4");
  const std::vector<int32_t> graph_cells = {1, 3};
  EXPECT_EQ(CellNames(**g, graph_cells), "1, 3");
}

}  // namespace
}  // namespace papermines
