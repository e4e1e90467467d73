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
//  - mosaics (issue 38): their steps say filled and empty cells, never mines; in English the
//    solver's own sentence, in every other language none of the English words, the cells named,
//    and a mosaic sheet's hint pages in German and Arabic say them in that language.
#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "gen/mosaic.h"
#include "gen/producer.h"
#include "render/i18n.h"
#include "render/step_text.h"
#include "solve/kinds.h"
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

// The explained path of each of `puzzles` (unique, each proved with its kind's clue scope).
std::vector<Step> StepsOf(const std::vector<Puzzle>& puzzles) {
  std::vector<Step> steps;
  for (const Puzzle& p : puzzles) {
    SolveOptions so;
    so.scope = SolveKindOf(p.kind).scope;
    so.grade = true;
    so.explain = true;
    so.cell_names = CellNaming::kLabel;
    SolveResult r = Solve(*p.topology, p.clues, so);
    EXPECT_EQ(r.verdict, Verdict::kUnique) << p.id;
    for (PathStep& s : r.path) steps.push_back({&p, std::move(s)});
  }
  return steps;
}

std::vector<Step> Steps() { return StepsOf(Puzzles()); }

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

// Mosaics of every grade and their explained paths (the 3 x 3 block, the cell included).
std::vector<Step> MosaicSteps() {
  static const std::vector<Puzzle> puzzles = [] {
    std::vector<Puzzle> out;
    for (Difficulty d :
         {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard, Difficulty::kExpert}) {
      MosaicOptions o;
      o.rows = o.cols = 9;
      o.difficulty = d;
      o.seed = 3;
      for (uint64_t i = 0; i < 3; ++i) {
        auto p = GenerateMosaic(o, i);
        EXPECT_TRUE(p.ok()) << p.status();
        if (p.ok()) out.push_back(*std::move(p));
      }
    }
    return out;
  }();
  return StepsOf(puzzles);
}

TEST(StepText, AMosaicsEnglishIsTheSolversSentenceOfFilledAndEmptyCells) {
  const std::vector<Step> steps = MosaicSteps();
  ASSERT_FALSE(steps.empty());
  std::map<StepReason::Rule, int> rules;
  const std::regex chain_item("\\b([A-Z]+[0-9]+) (filled|empty)\\b");
  const std::regex mine("\\b(mines?|safe)\\b");
  for (const Step& s : steps) {
    EXPECT_TRUE(s.step.reason.block) << s.step.text;
    ++rules[s.step.reason.rule];
    std::string expected = s.step.text;
    if (s.step.reason.rule == StepReason::Rule::kTrial) {
      expected = std::regex_replace(expected, chain_item, "$1: $2");
    }
    const std::string text = render::StepText(*s.puzzle->topology, AsDrawn(s.step));
    EXPECT_EQ(text, expected) << s.puzzle->id;
    EXPECT_FALSE(std::regex_search(text, mine)) << text;
  }
  using Rule = StepReason::Rule;
  for (Rule r :
       {Rule::kNoMineAround, Rule::kAllMinesFound, Rule::kNeedsMore, Rule::kPair, Rule::kTrial}) {
    EXPECT_GT(rules[r], 0) << "rule " << static_cast<int>(r) << " never met in " << steps.size()
                           << " steps";
  }
}

TEST(StepText, EveryLanguageWordsAMosaicsSteps) {
  const render::CatalogueDirs build = {PAPERMINES_TEST_LOCALE_DIR};
  const std::vector<Step> steps = MosaicSteps();
  std::set<std::string> english = kEnglish;
  english.insert({"filled", "empty", "block", "all"});
  const std::regex word("[A-Za-z]+");
  for (const render::Language& l : render::SupportedLanguages()) {
    if (l.code == "en") continue;
    auto scope = render::LanguageScope::Enter(l.code, build);
    ASSERT_TRUE(scope.ok()) << scope.status();
    // The words a paper step uses for its cells, which a mosaic's must not.
    const std::string mines = render::TrN("$0: mine", "$0: mines", 2);
    const std::string mine_word = mines.substr(mines.find("$0") + 2);
    for (const Step& s : steps) {
      const std::string text = render::StepText(*s.puzzle->topology, AsDrawn(s.step));
      EXPECT_NE(text, s.step.text) << l.code;
      for (std::sregex_iterator it(text.begin(), text.end(), word), end; it != end; ++it) {
        EXPECT_FALSE(english.count(it->str())) << l.code << ": '" << it->str() << "' in " << text;
      }
      EXPECT_EQ(text.find(mine_word), std::string::npos) << l.code << ": " << text;
      for (auto [cell, filled] : s.step.cells) {
        const std::string name = CellName(*s.puzzle->topology, cell, CellNaming::kLabel);
        EXPECT_NE(text.find(name), std::string::npos) << l.code << ": " << name << " in " << text;
      }
    }
  }
}

// `s` without what pdftotext adds to or moves in right-to-left text: spaces, line breaks, the
// direction marks and embeddings, and the Arabic shadda it sets apart from its letter.
std::string Squeezed(std::string s) {
  for (const char* drop : {" ", "\n", "\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D",
                           "\u202E", "\u0651"}) {
    for (size_t at; (at = s.find(drop)) != std::string::npos;) s.erase(at, std::strlen(drop));
  }
  return s;
}

// The word a message puts after "$0: " ("filled" of "$0: filled"), or between "(" and ":"
// ("dark" of "(dark: filled, ...").
std::string After(const std::string& msg, const std::string& from, const std::string& to) {
  size_t at = msg.find(from);
  if (at == std::string::npos) return msg;
  at += from.size();
  while (at < msg.size() && (msg[at] == ':' || msg[at] == ' ')) ++at;
  if (msg.compare(at, 3, "\uFF1A") == 0) at += 3;  // the full-width colon
  return msg.substr(at, to.empty() ? std::string::npos : msg.find(to, at) - at);
}

// A mosaic sheet's hint pages: the steps in the page's language (German, Arabic), filled and
// empty cells, never the English sentence nor a paper step's mines.
TEST(StepText, AMosaicSheetsHintPagesSayItsStepsInTheLanguage) {
  testing_util::ScratchDir dir;
  const render::CatalogueDirs build = {PAPERMINES_TEST_LOCALE_DIR};
  for (const char* lang : {"en", "de", "ar"}) {
    const std::string pdf = dir.Path(std::string("m-") + lang + ".pdf");
    const auto r = testing_util::RunPapermines(
        std::string("sheet --kind mosaic -n 1 --size 8x8 -d easy -s 4 --hints 3 --answers after "
                    "--lang ") +
        lang + " -o " + testing_util::ShellQuote(pdf));
    ASSERT_EQ(r.status, 0) << r.err;
    const auto text = testing_util::RunShell("pdftotext " + testing_util::ShellQuote(pdf) + " -");
    ASSERT_EQ(text.status, 0);
    const std::string page = Squeezed(text.out);
    auto scope = render::LanguageScope::Enter(lang, build);
    ASSERT_TRUE(scope.ok());
    // The hint legend of a mosaic ("dark" for a filled cell), and a mosaic step's word for its
    // filled cells.
    const std::string legend = render::Tr(
        "Shaded: the numbers a step uses. Ringed: the cells it decides (dark: filled, \u2013 "
        "empty). Grey: decided before.");
    const std::string dark = Squeezed(After(legend, "(", ":"));
    ASSERT_FALSE(dark.empty()) << legend;
    EXPECT_NE(page.find(dark), std::string::npos) << lang << ": " << dark << "\n" << text.out;
    const std::string filled =
        Squeezed(After(render::TrN("$0: filled", "$0: filled", 4), "$0", ""));
    ASSERT_FALSE(filled.empty());
    EXPECT_NE(page.find(filled), std::string::npos) << lang << ": " << filled << "\n" << text.out;
    EXPECT_NE(page.find("A1"), std::string::npos) << lang << "\n" << text.out;
    if (std::string(lang) != "en") {
      EXPECT_EQ(text.out.find("clue "), std::string::npos) << lang << "\n" << text.out;
      EXPECT_EQ(text.out.find("filled"), std::string::npos) << lang << "\n" << text.out;
    }
  }
}

}  // namespace
}  // namespace papermines
