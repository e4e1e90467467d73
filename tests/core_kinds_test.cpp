// The list of kinds (core/puzzle.h AllPuzzleKinds) and core's descriptors (core/kind.h): every
// kind has one, at its index, with everything the reader and writer call; names round-trip.
#include <set>
#include <string>

#include "core/kind.h"
#include "core/mines_io.h"
#include "gtest/gtest.h"
#include "tests/kind_examples.h"

namespace papermines {
namespace {

TEST(CoreKinds, EveryKindHasADescriptor) {
  const std::span<const PuzzleKind> kinds = AllPuzzleKinds();
  ASSERT_EQ(CoreKinds().size(), kinds.size()) << "a kind without a core/kind_<kind>.cpp";
  for (size_t i = 0; i < kinds.size(); ++i) {
    EXPECT_EQ(static_cast<size_t>(kinds[i]), i) << "AllPuzzleKinds() is in PuzzleKind order";
    const CoreKind& k = CoreKindOf(kinds[i]);
    EXPECT_EQ(k.kind, kinds[i]) << "core/kinds.cpp lists " << k.name << " at index " << i;
    EXPECT_NE(k.read, nullptr) << k.name;
    EXPECT_NE(k.write, nullptr) << k.name;
    EXPECT_NE(k.lacks, nullptr) << k.name;
    EXPECT_FALSE(k.sections.empty()) << k.name;
  }
}

TEST(CoreKinds, NamesRoundTripAndAreDistinct) {
  std::set<std::string> names;
  for (PuzzleKind k : AllPuzzleKinds()) {
    const std::string name = PuzzleKindName(k);
    EXPECT_TRUE(names.insert(name).second) << name;
    EXPECT_EQ(ParsePuzzleKind(name), k) << name;
    // The list a message gives names every kind.
    EXPECT_NE(PuzzleKindList().find(name), std::string::npos) << name;
  }
  EXPECT_FALSE(ParsePuzzleKind("minesweeper").has_value());
  EXPECT_EQ(PuzzleKindList("and", "<", ">").substr(0, 1), "<");
}

TEST(CoreKinds, EveryKindReadsBackWhatItWrites) {
  // The smallest puzzle of each kind with its answer: the writer's form reads back to the same.
  for (PuzzleKind kind : AllPuzzleKinds()) {
    const Puzzle p = SmallPuzzleOf(kind);
    const std::string text = FormatPuzzle(p);
    auto back = ParseMines(text, "k.mines");
    ASSERT_TRUE(back.ok()) << PuzzleKindName(kind) << ": " << back.status() << "\n" << text;
    ASSERT_EQ(back->size(), 1u);
    EXPECT_EQ((*back)[0].kind, kind);
    EXPECT_EQ(FormatPuzzle((*back)[0]), text);
  }
}

}  // namespace
}  // namespace papermines
