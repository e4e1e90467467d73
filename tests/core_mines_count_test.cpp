// The shown mine count in .mines files: `mines N shown` (paper puzzles) marks the count as a clue
// printed with the puzzle; `mines N` alone stays answer data; old files read as before.
#include <string>

#include "core/mines_io.h"
#include "gtest/gtest.h"

namespace papermines {
namespace {

constexpr const char* kShown =
    "puzzle paper\ntopology square 1 3\nmines 1 shown\nclues\n1 . 1\nsolution\n1 * 1\nend\n";

TEST(MinesCount, ShownMarkerReadsAndWritesBack) {
  auto p = ParseMines(kShown, "shown.mines");
  ASSERT_TRUE(p.ok()) << p.status();
  ASSERT_EQ(p->size(), 1u);
  EXPECT_EQ((*p)[0].mines, 1);
  EXPECT_TRUE((*p)[0].mines_shown);
  const std::string text = FormatMines(*p);
  EXPECT_NE(text.find("\nmines 1 shown\n"), std::string::npos) << text;
  auto again = ParseMines(text, "again.mines");
  ASSERT_TRUE(again.ok()) << again.status();
  EXPECT_TRUE((*again)[0].mines_shown);
}

TEST(MinesCount, OldFilesReadWithTheCountHidden) {
  auto p = ParseMines("puzzle paper\ntopology square 1 3\nmines 1\nclues\n1 . 1\nend\n", "old");
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ((*p)[0].mines, 1);
  EXPECT_FALSE((*p)[0].mines_shown);
  EXPECT_EQ(FormatMines(*p).find("shown"), std::string::npos);
}

TEST(MinesCount, BadMarkersAreRefused) {
  // Another word after the count.
  auto p = ParseMines("puzzle paper\ntopology square 1 3\nmines 1 visible\nclues\n1 . 1\nend\n",
                      "bad.mines");
  ASSERT_FALSE(p.ok());
  EXPECT_NE(p.status().message().find("bad.mines:3:"), std::string::npos) << p.status();
  // Only paper puzzles have a count that is a clue.
  p = ParseMines("puzzle oneclick\ntopology square 2 2\nmines 1 shown\nend\n", "oc.mines");
  EXPECT_FALSE(p.ok());
  // The shown count must still match the solution.
  p = ParseMines(
      "puzzle paper\ntopology square 1 3\nmines 2 shown\nclues\n1 . 1\nsolution\n1 * 1\nend\n",
      "wrong.mines");
  EXPECT_FALSE(p.ok());
}

}  // namespace
}  // namespace papermines
