// The request floor of solve and export (app/solve_request.h, app/export.h) and the environment's
// fixed time (app/environment.h): what `solve`, `export`, POST /api/solve and /api/export, and
// Python's solve() share. The streamed answer is checked against nlohmann's dump of the whole
// document built independently, the outcomes against the solver's own verdicts.
#include <string>
#include <vector>

#include "app/environment.h"
#include "app/export.h"
#include "app/solve_json.h"
#include "app/solve_request.h"
#include "core/mines_io.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"

namespace papermines::app {
namespace {

// A unique 4 x 4 paper puzzle (gen paper -r 4 -c 4 -d easy -s 3), one with two solutions, and a
// one-click board, which solve skips.
constexpr char kPuzzles[] = R"(puzzle paper
topology square 4 4
id unique
mines 4
clues
1 . 2 .
. 2 . 1
2 . 1 .
. 2 . 0
end
puzzle paper
topology square 1 3
id two
clues
. 1 .
end
puzzle oneclick
topology square 4 4
id board
mines 3
solution
. c . .
. . . .
. . . *
. . * *
end
)";

std::vector<Puzzle> Read(const std::string& text) {
  absl::StatusOr<std::vector<Puzzle>> p = ParseMines(text, "test.mines");
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? *p : std::vector<Puzzle>();
}

std::string Answer(const std::vector<Puzzle>& puzzles, const SolveRequest& r, bool json) {
  std::string text;
  SolveAnswer a(r, json, [&text](std::string_view b) { text.append(b); });
  for (size_t i = 0; i < puzzles.size(); ++i) a.Add(puzzles[i], static_cast<int64_t>(i), 0);
  a.Finish();
  return text;
}

TEST(SolveRequestTest, StreamedJsonIsTheWholeDocumentsDump) {
  const std::vector<Puzzle> puzzles = Read(kPuzzles);
  ASSERT_EQ(puzzles.size(), 3u);
  for (const bool explain : {false, true}) {
    SolveRequest r;
    r.explain = explain;
    r.labels = true;
    // The document made at once, from the solver directly.
    nlohmann::json list = nlohmann::json::array();
    for (size_t i = 0; i < 2; ++i) {
      const Puzzle& p = puzzles[i];
      const SolveResult res = Solve(*p.topology, p.clues, SolveOptionsFor(p, r, 0));
      list.push_back(SolveJson(p, p.id, res, explain));
    }
    list.push_back({{"id", "board"},
                    {"status", "skipped"},
                    {"reason",
                     "oneclick puzzle: nothing to solve (solve proves paper puzzles; use "
                     "`papermines clicks` for boards)"}});
    const std::string whole = nlohmann::json{{"puzzles", list}}.dump(2) + "\n";
    EXPECT_EQ(Answer(puzzles, r, true), whole) << "explain " << explain;
  }
  const std::string empty = nlohmann::json{{"puzzles", nlohmann::json::array()}}.dump(2) + "\n";
  EXPECT_EQ(Answer({}, SolveRequest(), true), empty);
}

TEST(SolveRequestTest, TextLinesAndTheRunsVerdicts) {
  const std::vector<Puzzle> puzzles = Read(kPuzzles);
  std::string text;
  SolveAnswer a(SolveRequest(), false, [&text](std::string_view b) { text.append(b); });
  a.Add(puzzles[0], 0, 0);
  EXPECT_TRUE(a.all_unique());
  a.Add(puzzles[1], 1, 0);
  EXPECT_FALSE(a.all_unique());
  EXPECT_FALSE(a.any_unknown());
  a.Add(puzzles[2], 2, 0);
  a.Finish();  // text has no closing lines
  EXPECT_EQ(text.substr(0, text.find('\n')).rfind("unique: unique easy, rating ", 0), 0u) << text;
  EXPECT_NE(text.find("\ntwo: multiple\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\nboard: skipped (oneclick puzzle: nothing to solve"), std::string::npos)
      << text;
  SolveAnswer skipped_only(SolveRequest(), false, [](std::string_view) {});
  skipped_only.Add(puzzles[2], 0, 0);
  EXPECT_FALSE(skipped_only.all_unique());  // a skipped puzzle is not unique
}

TEST(SolveRequestTest, ExplainedStepsInOtherWordsOnlyThroughTheHook) {
  const std::vector<Puzzle> puzzles = Read(kPuzzles);
  SolveRequest r;
  r.explain = true;
  r.explanation_words = [](const Topology&, const SolveResult& res) {
    return nlohmann::json(std::vector<std::string>(res.path.size(), "step"));
  };
  const nlohmann::json doc = nlohmann::json::parse(Answer({puzzles[0]}, r, true));
  const nlohmann::json& steps = doc["puzzles"][0]["explanation"];
  ASSERT_FALSE(steps.empty());
  for (const nlohmann::json& s : steps) EXPECT_EQ(s, "step");
  r.explain = false;  // no explanation asked: the hook is not called
  EXPECT_FALSE(
      nlohmann::json::parse(Answer({puzzles[0]}, r, true))["puzzles"][0].contains("explanation"));
}

TEST(SolveRequestTest, AWrongSolutionInTheFileIsAWarningValue) {
  std::vector<Puzzle> puzzles = Read(kPuzzles);
  SolvedPuzzle right = SolveOne(puzzles[0], 0, SolveRequest(), 0);
  ASSERT_EQ(right.result.verdict, Verdict::kUnique);
  EXPECT_TRUE(right.warnings.empty());
  Puzzle wrong = puzzles[0];
  wrong.mine = right.result.solutions[0];
  wrong.mine[0] = !wrong.mine[0];
  SolvedPuzzle s = SolveOne(wrong, 4, SolveRequest(), 0);
  ASSERT_EQ(s.warnings.size(), 1u);
  EXPECT_EQ(s.warnings[0], "unique: the file's solution differs from the proved unique solution");
  puzzles[0].id.clear();
  EXPECT_EQ(SolveOne(puzzles[0], 4, SolveRequest(), 0).label, "#5");
  const SolvedPuzzle board = SolveOne(puzzles[2], 2, SolveRequest(), 0);
  EXPECT_FALSE(board.skipped.empty());
  EXPECT_EQ(board.result.verdict, SolveResult().verdict);  // not solved at all
}

TEST(SolveRequestTest, GradingAndNames) {
  const std::vector<Puzzle> puzzles = Read(kPuzzles);
  SolveRequest r;
  EXPECT_TRUE(SolveOptionsFor(puzzles[0], r, 0).grade);  // 16 cells: under the limit
  EXPECT_EQ(SolveOptionsFor(puzzles[0], r, 0).cell_names, CellNaming::kRowCol);
  r.grading = Grading::kNever;
  r.labels = true;
  EXPECT_FALSE(SolveOptionsFor(puzzles[0], r, 2.5).grade);
  EXPECT_EQ(SolveOptionsFor(puzzles[0], r, 2.5).time_limit_seconds, 2.5);
  EXPECT_EQ(SolveOptionsFor(puzzles[0], r, 0).cell_names, CellNaming::kLabel);
  EXPECT_EQ(SolveOptionsFor(puzzles[0], r, 0).mine_count, -1);  // the count is not shown
  r.grading = Grading::kAlways;
  EXPECT_TRUE(SolveOptionsFor(puzzles[0], r, 0).grade);
  EXPECT_EQ(SolveOne(puzzles[0], 0, r, 0).result.difficulty, Difficulty::kEasy);
}

TEST(ExportRequestTest, MinesAndUrlsAndWhatCannotBeOne) {
  const std::vector<Puzzle> puzzles = Read(kPuzzles);
  absl::StatusOr<std::string> mines = ExportText(puzzles, kExportMines);
  ASSERT_TRUE(mines.ok()) << mines.status();
  EXPECT_EQ(*mines, FormatMines(puzzles));
  const std::vector<Puzzle> paper(puzzles.begin(), puzzles.begin() + 2);
  absl::StatusOr<std::string> urls = ExportText(paper, kExportPuzzlink);
  ASSERT_TRUE(urls.ok()) << urls.status();
  EXPECT_EQ(urls->substr(urls->find('\n') + 1), "https://puzz.link/p?mines/3/1/g1g\n");
  absl::StatusOr<std::string> refused = ExportText(puzzles, kExportPuzzlink);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(std::string(refused.status().message()).rfind("puzzle 3 (board): ", 0), 0u)
      << refused.status();
  EXPECT_FALSE(ExportText(puzzles, "pdf").ok());
}

TEST(EnvironmentTest, FixedTimeIsReadOnce) {
  Environment env;
  EXPECT_FALSE(FixedTime(env)->has_value());
  env.source_date_epoch = "1700000000";
  EXPECT_EQ(**FixedTime(env), 1700000000);
  for (const char* bad : {"soon", "-1", "253402300800"}) {
    env.source_date_epoch = bad;
    absl::StatusOr<std::optional<int64_t>> t = FixedTime(env);
    ASSERT_FALSE(t.ok()) << bad;
    EXPECT_EQ(t.status().message(),
              std::string("SOURCE_DATE_EPOCH must be a number of seconds, got '") + bad + "'");
  }
}

}  // namespace
}  // namespace papermines::app
