// The words of an enum's values, one table read both ways (core/enum_words.h), and the names core
// makes with it (difficulties, grid families, topologies), against the words FORMAT.md gives.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/enum_words.h"
#include "core/opening.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "gtest/gtest.h"

namespace papermines {
namespace {

enum class Colour : uint8_t { kRed, kGreen, kBlue };
constexpr EnumWords<Colour::kBlue> kColours{{"red", "green", "blue"}};

// Read at compile time, as the tables are made.
static_assert(std::string_view(kColours.Name(Colour::kGreen)) == "green");
static_assert(kColours.Parse("blue") == Colour::kBlue);

TEST(EnumWords, EveryValueHasItsWordBothWays) {
  const std::vector<std::string> words = {"red", "green", "blue"};
  for (size_t i = 0; i < words.size(); ++i) {
    const Colour c = static_cast<Colour>(i);
    EXPECT_EQ(kColours.Name(c), words[i]);
    EXPECT_EQ(kColours.Parse(words[i]), c);
  }
}

TEST(EnumWords, OtherWordsAndValuesAreRefused) {
  EXPECT_FALSE(kColours.Parse("Red").has_value());  // case matters, as in files
  EXPECT_FALSE(kColours.Parse("").has_value());
  EXPECT_FALSE(kColours.Parse("red ").has_value());
  EXPECT_STREQ(kColours.Name(static_cast<Colour>(3)), "?");
  EXPECT_STREQ(kColours.Name(static_cast<Colour>(200), ""), "");
}

TEST(EnumWords, AnEmptyWordIsNeverRead) {
  enum class Grade : uint8_t { kNone, kEasy };
  constexpr EnumWords<Grade::kEasy> kGrades{{"", "easy"}};
  EXPECT_STREQ(kGrades.Name(Grade::kNone), "");
  EXPECT_FALSE(kGrades.Parse("").has_value());
  EXPECT_EQ(kGrades.Parse("easy"), Grade::kEasy);
}

// core's names, as files and the command line write them (docs/FORMAT.md).
TEST(EnumWords, DifficultiesAsFilesWriteThem) {
  const std::vector<std::pair<Difficulty, std::string>> names = {{Difficulty::kNone, ""},
                                                                 {Difficulty::kEasy, "easy"},
                                                                 {Difficulty::kMedium, "medium"},
                                                                 {Difficulty::kHard, "hard"},
                                                                 {Difficulty::kExpert, "expert"}};
  for (const auto& [d, name] : names) {
    EXPECT_EQ(DifficultyName(d), name);
    if (d == Difficulty::kNone) {
      EXPECT_FALSE(ParseDifficulty(name).has_value());
    } else {
      EXPECT_EQ(ParseDifficulty(name), d) << name;
    }
  }
  EXPECT_FALSE(ParseDifficulty("any").has_value());
  EXPECT_FALSE(ParseDifficulty("Hard").has_value());
}

TEST(EnumWords, GridFamiliesAndTopologies) {
  const std::vector<std::pair<GridFamily, std::string>> families = {
      {GridFamily::kSquare, "square"},
      {GridFamily::kTriangle, "triangle"},
      {GridFamily::kHex, "hex"},
      {GridFamily::kStrip, "strip"}};
  for (const auto& [f, name] : families) {
    EXPECT_EQ(GridFamilyName(f), name);
    EXPECT_EQ(ParseGridFamily(name), f) << name;
  }
  EXPECT_FALSE(ParseGridFamily("graph").has_value());
  EXPECT_STREQ(TopologyKindName(TopologyKind::kSquare), "square");
  EXPECT_STREQ(TopologyKindName(TopologyKind::kTriangle), "triangle");
  EXPECT_STREQ(TopologyKindName(TopologyKind::kHex), "hex");
  EXPECT_STREQ(TopologyKindName(TopologyKind::kGraph), "graph");
}

}  // namespace
}  // namespace papermines
