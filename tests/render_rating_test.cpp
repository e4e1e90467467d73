// Labels of paper puzzles: the rating with --show-rating, and the mine count on the puzzle page
// only when it is shown (`mines N shown`), otherwise on the answer page only.
#include <string>

#include "gtest/gtest.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ShellQuote;

int Count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The text of page `page` of a PDF.
std::string PageText(const std::string& pdf, int page) {
  const auto r = RunShell("pdftotext -f " + std::to_string(page) + " -l " + std::to_string(page) +
                          " " + ShellQuote(pdf) + " -");
  EXPECT_EQ(r.status, 0) << r.err;
  return r.out;
}

TEST(RenderLabels, RatingAndShownMineCount) {
  testing_util::ScratchDir dir;
  const std::string file = dir.Path("p.mines"), pdf = dir.Path("p.pdf");
  // 1 x 5 ". 1 . 1 .": unique only with its count; the second puzzle's count is answer data.
  testing_util::WriteWholeFile(
      file,
      "puzzle paper\ntopology square 1 5\nid shown-count\nmines 1 shown\nclues\n. 1 . 1 .\nend\n"
      "puzzle paper\ntopology square 1 3\nid hidden-count\nmines 1\nclues\n1 . 1\nend\n");
  auto r = RunPapermines("render " + ShellQuote(file) + " --show-rating --per-page 2x1 -o " +
                         ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  // The key is in p-key.pdf (--answers separate, the default).
  const std::string puzzles = PageText(pdf, 1), answers = PageText(dir.Path("p-key.pdf"), 1);
  EXPECT_EQ(Count(puzzles, "1 mine"), 1) << puzzles;  // shown (the first), hidden (the second)
  EXPECT_EQ(Count(answers, "1 mine"), 2) << answers;  // both on the answer page
  // Ratings of both (the first graded with its count: it would not be unique without it).
  EXPECT_EQ(Count(puzzles, "rating "), 2) << puzzles;
  // The answer of the first puzzle is computed with the count: its mine is the middle cell.
  EXPECT_EQ(Count(answers, "answer not in file"), 0) << answers;
  r = RunPapermines("render " + ShellQuote(file) + " --per-page 2x1 -o " + ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(Count(PageText(pdf, 1), "rating"), 0);
}

}  // namespace
}  // namespace papermines
