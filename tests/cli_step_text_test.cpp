// The solver's steps in words through the catalogues (render/step_text.h, issue 28): the hint
// captions and the book's worked example are composed by render from the step as data
// (StepReason), so a --lang page says them in its language.
//  - English: render's sentence is the solver's own (`solve --explain --labels`), step for step,
//    over generated puzzles of every grade on square, triangle and hex grids, with every rule
//    (single, pair, chain, trial) met; a trial's list reads "B1: mine" where the solver writes
//    "B1 mine";
//  - another language: the same steps hold none of the English sentence's words and each holds
//    the catalogue's words for its rule;
//  - on a page: `sheet --hints` in German shows the German captions.
#include <gtest/gtest.h>

#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "gen/producer.h"
#include "render/i18n.h"
#include "render/step_text.h"
#include "solve/solver.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

struct Step {
  const Puzzle* puzzle;
  PathStep step;
};

// The explained paths of generated puzzles of every grade on the three grids.
const std::vector<Puzzle>& Puzzles() {
  static const std::vector<Puzzle> all = [] {
    std::vector<Puzzle> out;
    for (TopologyKind t : {TopologyKind::kSquare, TopologyKind::kTriangle, TopologyKind::kHex}) {
      for (Difficulty d :
           {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
        if (t != TopologyKind::kSquare && d == Difficulty::kExpert) continue;
        ProducerOptions o;
        o.topology = t;
        o.rows = o.cols = t == TopologyKind::kSquare ? 9 : 8;
        o.difficulty = d;
        if (t != TopologyKind::kSquare && d != Difficulty::kEasy) o.opening = PaperOpening::kSparse;
        o.count = 4;
        o.seed = 5;
        auto set = ProducePuzzles(o);
        EXPECT_TRUE(set.ok()) << set.status();
        if (set.ok()) out.insert(out.end(), set->begin(), set->end());
      }
    }
    return out;
  }();
  return all;
}

std::vector<Step> Steps() {
  std::vector<Step> steps;
  for (const Puzzle& p : Puzzles()) {
    SolveOptions so;
    so.grade = true;
    so.explain = true;
    so.cell_names = CellNaming::kLabel;
    SolveResult r = Solve(*p.topology, p.clues, so);
    EXPECT_EQ(r.verdict, Verdict::kUnique) << p.id;
    for (PathStep& s : r.path) steps.push_back({&p, std::move(s)});
  }
  return steps;
}

DeductionStep AsDrawn(const PathStep& s) { return {s.clue_cells, s.cells, s.text, s.reason}; }

TEST(StepText, EnglishIsTheSolversSentence) {
  const std::vector<Step> steps = Steps();
  std::map<StepReason::Rule, int> rules;
  const std::regex chain_item("\\b([A-Z]+[0-9]+) (mine|safe)\\b");
  for (const Step& s : steps) {
    ++rules[s.step.reason.rule];
    std::string expected = s.step.text;
    if (s.step.reason.rule == StepReason::Rule::kTrial) {
      expected = std::regex_replace(expected, chain_item, "$1: $2");
    }
    EXPECT_EQ(render::StepText(*s.puzzle->topology, AsDrawn(s.step)), expected) << s.puzzle->id;
  }
  // Every rule a hint page can show was met.
  using Rule = StepReason::Rule;
  for (Rule r : {Rule::kNoMineAround, Rule::kAllMinesFound, Rule::kOneUnknownLeft, Rule::kNeedsMore,
                 Rule::kPair, Rule::kChain, Rule::kTrial}) {
    EXPECT_GT(rules[r], 0) << "rule " << static_cast<int>(r) << " never met in " << steps.size()
                           << " steps";
  }
}

// The words of the English sentences that a translation must not keep ("mine" is French too).
const std::set<std::string> kEnglish = {
    "clue", "has",   "around", "already", "its",   "one",      "unknown", "left",   "needs",
    "more", "share", "every",  "way",     "meet",  "together", "gives",   "if",     "were",
    "safe", "could", "not",    "single",  "rules", "would",    "give",    "decide", "cells"};

TEST(StepText, EveryLanguageWordsEveryStep) {
  const render::CatalogueDirs build = {PAPERMINES_TEST_LOCALE_DIR};
  const std::vector<Step> steps = Steps();
  const std::regex word("[A-Za-z]+");
  for (const render::Language& l : render::SupportedLanguages()) {
    if (l.code == "en") continue;
    auto scope = render::LanguageScope::Enter(l.code, build);
    ASSERT_TRUE(scope.ok()) << scope.status();
    for (const Step& s : steps) {
      const std::string text = render::StepText(*s.puzzle->topology, AsDrawn(s.step));
      for (std::sregex_iterator it(text.begin(), text.end(), word), end; it != end; ++it) {
        EXPECT_FALSE(kEnglish.count(it->str())) << l.code << ": '" << it->str() << "' in " << text;
      }
      // The cells keep their Latin names.
      for (auto [cell, mine] : s.step.cells) {
        const std::string name = CellName(*s.puzzle->topology, cell, CellNaming::kLabel);
        EXPECT_NE(text.find(name), std::string::npos) << l.code << ": " << name << " in " << text;
      }
    }
  }
}

TEST(StepText, AGermanHintPageSaysItsStepsInGerman) {
  testing_util::ScratchDir dir;
  const std::string pdf = dir.Path("h.pdf");
  const auto r = testing_util::RunPapermines(
      "sheet -n 1 --size 6x6 -d easy --hints 3 --lang de "
      "--answers after -o " +
      testing_util::ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  const auto text = testing_util::RunShell("pdftotext " + testing_util::ShellQuote(pdf) + " -");
  ASSERT_EQ(text.status, 0);
  const render::CatalogueDirs build = {PAPERMINES_TEST_LOCALE_DIR};
  auto scope = render::LanguageScope::Enter("de", build);
  ASSERT_TRUE(scope.ok());
  const std::string hint = render::Tr("clue $0 at $1");
  const std::string lead = hint.substr(0, hint.find('$'));
  ASSERT_FALSE(lead.empty()) << hint;
  EXPECT_NE(text.out.find(lead), std::string::npos) << text.out;
  EXPECT_EQ(text.out.find("clue "), std::string::npos) << text.out;
  EXPECT_EQ(text.out.find("unknown"), std::string::npos) << text.out;
}

}  // namespace
}  // namespace papermines
