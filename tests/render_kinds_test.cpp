// The kind descriptions (render/kinds.h): each kind has its title, rules, legend, how-to and play
// hint; the rules name the neighbourhood of the topology the puzzles share (and fall back to
// words that fit any grid when they are mixed); caption parts count in the right number.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "render/caption.h"
#include "render/html.h"
#include "render/kind.h"
#include "render/kinds.h"

namespace papermines::render {
namespace {

Puzzle Of(PuzzleKind kind, TopologyKind topo, bool impossible = false) {
  Puzzle p;
  p.kind = kind;
  p.topology = *Topology::Grid(topo, 4, 4);
  p.impossible = impossible;
  return p;
}

bool Has(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

TEST(Kinds, EveryKindHasEveryText) {
  std::vector<std::string> titles;
  for (PuzzleKind k : kAllKinds) {
    const std::vector<Puzzle> one{Of(k, TopologyKind::kSquare)};
    titles.push_back(KindTitle(k));
    EXPECT_FALSE(KindShortTitle(k).empty());
    EXPECT_FALSE(KindRules(k, one).empty());
    EXPECT_GT(KindHowTo(k, one).size(), KindShortTitle(k).size());
    EXPECT_FALSE(AnswerLegend(k).empty());
    EXPECT_FALSE(PlayHint(k).empty());
    EXPECT_EQ(DocumentTitle(one), KindTitle(k));
  }
  EXPECT_EQ(titles, (std::vector<std::string>{"Paper Minesweeper", "One-Click Minesweeper",
                                              "Reverse Minesweeper", "Mosaic"}));
}

TEST(Kinds, EveryKindHasADescriptor) {
  const std::span<const PuzzleKind> kinds = AllPuzzleKinds();
  ASSERT_EQ(RenderKinds().size(), kinds.size()) << "a kind without a render/kind_<kind>.cpp";
  for (PuzzleKind kind : kinds) {
    const RenderKind& k = RenderKindOf(kind);
    EXPECT_EQ(k.kind, kind) << "render/kinds.cpp lists kinds out of order at "
                            << PuzzleKindName(kind);
    for (bool missing :
         {k.title == nullptr, k.short_title == nullptr, k.rules == nullptr, k.how_to == nullptr,
          k.legend == nullptr, k.play_hint == nullptr, k.art == nullptr, k.mine_count == nullptr,
          k.example == nullptr, k.play_cells == nullptr}) {
      EXPECT_FALSE(missing) << PuzzleKindName(kind);
    }
    // Its grid of a puzzle without answers: the answer says so or shows nothing of a board.
    Puzzle p = Of(kind, TopologyKind::kSquare);
    GridArt art;
    art.tint.assign(16, 0);
    art.fill.assign(16, 0);
    art.number.assign(16, kNoNumber);
    art.disk.assign(16, 0);
    art.dash.assign(16, 0);
    art.ring.assign(16, 0);
    k.art(p, /*answer=*/true, /*regions=*/false, &art);
    EXPECT_EQ(art.note, AnswerNotInFile()) << PuzzleKindName(kind);
    // Nor has it a worked example, and the play data has one character a cell or none.
    const ExampleSteps none = k.example(p);
    EXPECT_TRUE(none.intro.empty() && none.steps.empty()) << PuzzleKindName(kind);
    const size_t cells = k.play_cells(p).size();
    EXPECT_TRUE(cells == 0 || cells == 16) << PuzzleKindName(kind);
  }
}

// The playable page's script has the part of every kind (render/play/<kind>.js, put in by the
// build in the order of core/kind_list.h) and of no other: an entry of KINDS a kind.
TEST(Kinds, EveryKindHasItsPartOfThePlayScript) {
  const std::string script = PlayScript();
  size_t last = 0;
  for (PuzzleKind kind : AllPuzzleKinds()) {
    const size_t at = script.find(absl::StrCat("\nKINDS.", PuzzleKindName(kind), " = {\n"));
    ASSERT_NE(at, std::string::npos) << "no render/play/" << PuzzleKindName(kind) << ".js";
    EXPECT_GT(at, last) << PuzzleKindName(kind) << ": out of core/kind_list.h's order";
    last = at;
  }
  size_t entries = 0;
  for (size_t at = script.find("\nKINDS."); at != std::string::npos;
       at = script.find("\nKINDS.", at + 1)) {
    ++entries;
  }
  EXPECT_EQ(entries, AllPuzzleKinds().size());
  // Put in whole: the common parts before and after the kinds' are there too.
  EXPECT_NE(script.find("var KINDS = {};\n"), std::string::npos);
  EXPECT_EQ(script.find("@KINDS"), std::string::npos);
  EXPECT_NE(script.find("Game.prototype.answer = function"), std::string::npos);
}

TEST(Kinds, TheMineCountIsAClueAFactOrTheAnswers) {
  Puzzle paper = Of(PuzzleKind::kPaper, TopologyKind::kSquare);
  paper.mines = 5;
  EXPECT_EQ(RenderKindOf(PuzzleKind::kPaper).mine_count(paper), MineCountShows::kAnswerOnly);
  paper.mines_shown = true;
  EXPECT_EQ(RenderKindOf(PuzzleKind::kPaper).mine_count(paper), MineCountShows::kClue);
  const Puzzle board = Of(PuzzleKind::kReverse, TopologyKind::kSquare);
  EXPECT_EQ(RenderKindOf(PuzzleKind::kReverse).mine_count(board), MineCountShows::kFact);
  const Puzzle task = Of(PuzzleKind::kOneClick, TopologyKind::kSquare);
  EXPECT_EQ(RenderKindOf(PuzzleKind::kOneClick).mine_count(task), MineCountShows::kClue);
}

// A 2 x 3 mosaic (FORMAT.md's example): clues 3 . 2 / . . 2, the picture * * - / * - *.
Puzzle SmallMosaic() {
  Puzzle p;
  p.kind = PuzzleKind::kMosaic;
  p.topology = *Topology::Grid(TopologyKind::kSquare, 2, 3);
  p.clues = {3, kClosed, 2, kClosed, kClosed, 2};
  p.mine = {1, 1, 0, 1, 0, 1};
  p.mines = 4;
  return p;
}

TEST(Kinds, AMosaicHasNoMines) {
  Puzzle p = SmallMosaic();
  EXPECT_EQ(RenderKindOf(PuzzleKind::kMosaic).mine_count(p), MineCountShows::kNever);
  // Its count of filled cells is no mine count: not on the puzzle, not on the key.
  for (bool answer : {false, true}) {
    const GridArt art = GridArtOf(p, answer, false);
    const GridMarks marks{art.stat, art.note, art.banner, art.stat_parts};
    for (const CaptionPart& part : CaptionParts(p, answer, CaptionWants{}, marks)) {
      EXPECT_FALSE(Has(part.markup, "mine")) << part.markup;
    }
  }
}

TEST(Kinds, AMosaicKeyIsThePicture) {
  const Puzzle p = SmallMosaic();
  // The puzzle: its numbers in plain cells, nothing tinted or filled (every cell is unknown).
  const GridArt puzzle = GridArtOf(p, /*answer=*/false, false);
  EXPECT_EQ(puzzle.number, (std::vector<uint8_t>{3, kNoNumber, 2, kNoNumber, kNoNumber, 2}));
  EXPECT_EQ(puzzle.fill, std::vector<uint8_t>(6, 0));
  EXPECT_EQ(puzzle.tint, std::vector<uint8_t>(6, 0));
  // The key: the picture's cells filled, the numbers kept (drawn light on dark), no mine marks.
  const GridArt key = GridArtOf(p, /*answer=*/true, false);
  EXPECT_EQ(key.fill, (std::vector<uint8_t>{1, 1, 0, 1, 0, 1}));
  EXPECT_EQ(key.number, puzzle.number);
  EXPECT_EQ(key.disk, std::vector<uint8_t>(6, 0));
  EXPECT_EQ(key.dash, std::vector<uint8_t>(6, 0));
  EXPECT_TRUE(key.note.empty());
  // The playable page reads the clues, '.' where there is none.
  EXPECT_EQ(RenderKindOf(PuzzleKind::kMosaic).play_cells(p), "3.2..2");
  EXPECT_FALSE(RenderKindOf(PuzzleKind::kMosaic).play_runs_click);
}

TEST(Kinds, AMosaicExampleSaysFillAndEmptyNeverMine) {
  Puzzle p = SmallMosaic();
  DeductionStep one;
  one.clue_cells = {0};
  one.cells = {{1, 1}, {4, 0}};
  one.reason.rule = StepReason::Rule::kNeedsMore;
  one.reason.clues = {{0, 3, 2}};
  DeductionStep two;
  two.clue_cells = {2, 5};
  two.cells = {{5, 1}};
  two.reason.rule = StepReason::Rule::kPair;
  two.reason.clues = {{2, 2, 1}, {5, 2, 1}};
  p.drawing.steps = std::vector<DeductionStep>{one, two};
  const ExampleSteps ex = RenderKindOf(PuzzleKind::kMosaic).example(p);
  ASSERT_EQ(ex.steps.size(), 2u);
  EXPECT_EQ(ex.steps[0], "The 3 at A1: fill B1; leave B2 empty.");
  EXPECT_EQ(ex.steps[1], "The numbers at C1, C2 together: fill C2.");
  EXPECT_EQ(ex.ring, (std::vector<int32_t>{0, 2, 5}));
  EXPECT_EQ(ex.marks.size(), 3u);
  EXPECT_FALSE(Has(ex.intro, "mine"));
}

TEST(Kinds, MixedKindsHaveAGeneralTitle) {
  const std::vector<Puzzle> mixed{Of(PuzzleKind::kPaper, TopologyKind::kSquare),
                                  Of(PuzzleKind::kReverse, TopologyKind::kSquare)};
  EXPECT_EQ(DocumentTitle(mixed), "Minesweeper Puzzles");
}

TEST(Kinds, PaperRulesNameTheNeighbourhoodOfTheirTopology) {
  const std::vector<Puzzle> square{Of(PuzzleKind::kPaper, TopologyKind::kSquare)};
  const std::vector<Puzzle> tri{Of(PuzzleKind::kPaper, TopologyKind::kTriangle)};
  const std::vector<Puzzle> hex{Of(PuzzleKind::kPaper, TopologyKind::kHex)};
  EXPECT_TRUE(Has(KindRules(PuzzleKind::kPaper, square), "the 8 cells around it"));
  EXPECT_TRUE(Has(KindRules(PuzzleKind::kPaper, tri), "12 triangles"));
  EXPECT_TRUE(Has(KindRules(PuzzleKind::kPaper, hex), "6 hexagons"));
  // Mixed grids: words that fit both.
  const std::vector<Puzzle> mixed{square[0], hex[0]};
  EXPECT_TRUE(Has(KindRules(PuzzleKind::kPaper, mixed), "the cells touching it"));
  // Only the puzzles of the kind count: a reverse hex board does not change the paper rules.
  const std::vector<Puzzle> other{square[0], Of(PuzzleKind::kReverse, TopologyKind::kHex)};
  EXPECT_TRUE(Has(KindRules(PuzzleKind::kPaper, other), "the 8 cells around it"));
}

TEST(Kinds, OneClickRulesAskWhetherPossibleOnlyWhenATaskIsImpossible) {
  const Puzzle ok = Of(PuzzleKind::kOneClick, TopologyKind::kSquare);
  const Puzzle no = Of(PuzzleKind::kOneClick, TopologyKind::kSquare, /*impossible=*/true);
  const std::vector<Puzzle> plain{ok}, asked{ok, no};
  EXPECT_FALSE(Has(KindRules(PuzzleKind::kOneClick, plain), "impossible"));
  EXPECT_TRUE(Has(KindRules(PuzzleKind::kOneClick, asked), "Possible or not?"));
  EXPECT_TRUE(Has(KindRules(PuzzleKind::kOneClick, asked), "\u201Cimpossible\u201D"));
}

TEST(Kinds, CaptionPartsCount) {
  EXPECT_EQ(MineCount(1), "1 mine");
  EXPECT_EQ(MineCount(27), "27 mines");
  EXPECT_EQ(ReverseTarget(1), "close it in 1 click");
  EXPECT_EQ(ReverseTarget(41), "close it in 41 clicks");
  EXPECT_EQ(ClickCount(14), "14 clicks");
  EXPECT_EQ(BlankAreas(1), "1 blank area");
  EXPECT_EQ(BlankAreas(3), "3 blank areas");
  EXPECT_EQ(RatingCaption(4.46), "rating 4.5");
  EXPECT_EQ(DifficultyCaption(Difficulty::kNone), "");
  EXPECT_EQ(DifficultyCaption(Difficulty::kHard), "hard");
}

}  // namespace
}  // namespace papermines::render
