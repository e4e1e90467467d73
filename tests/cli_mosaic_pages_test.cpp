// Mosaics on paper (render/kind_mosaic.cpp), through the binary: a worksheet of them says the
// kind's rules and never a mine, its key is the picture (the filled cells dark: measured in the
// page's pixels), in every language, right to left too; a book of them has the kind's how-to page
// and its answers.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::Greys;
using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

const std::string kPictures = PAPERMINES_TEST_DATA "/mosaic-pictures.mines";

std::string Text(const std::string& pdf) {
  return RunShell("pdftotext -layout " + ShellQuote(pdf) + " -").out;
}

// The pixels of the first page darker than mid grey, at 30 dpi.
int DarkPixels(const std::string& pdf, const std::string& stem) {
  int dark = 0;
  for (int g : Greys(pdf, 30, 0, 0, 100000, 100000, stem)) dark += g < 100 ? 1 : 0;
  return dark;
}

// The text of the book `spec` makes in `dir` ("" when it fails).
std::string BookText(const ScratchDir& dir, const std::string& spec) {
  WriteWholeFile(dir.Path("book.json"), spec);
  const std::string pdf = dir.Path("book.pdf");
  const auto r =
      RunPapermines("book " + ShellQuote(dir.Path("book.json")) + " -o " + ShellQuote(pdf));
  EXPECT_EQ(r.status, 0) << r.err;
  return r.status == 0 ? Text(pdf) : "";
}

TEST(MosaicPages, ASheetSaysItsRulesAndItsKeyIsThePicture) {
  ScratchDir dir;
  const std::string sheet = dir.Path("pics.pdf"), key = dir.Path("pics-key.pdf");
  const auto r = RunPapermines("render " + ShellQuote(kPictures) + " -o " + ShellQuote(sheet));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string text = Text(sheet), key_text = Text(key);
  EXPECT_NE(text.find("Mosaic"), std::string::npos) << text;
  EXPECT_NE(text.find("filled cells of the 3 \u00D7 3 block"), std::string::npos) << text;
  EXPECT_NE(key_text.find("The picture: the filled cells are dark"), std::string::npos) << key_text;
  // No mine anywhere: not in the rules, not in a caption of the key.
  for (const std::string* t : {&text, &key_text}) {
    EXPECT_EQ(std::regex_search(*t, std::regex("[Mm]ine")), false) << *t;
  }
  // The key fills the picture's 42 + 12 cells dark; the puzzle page fills none.
  const int puzzle_dark = DarkPixels(sheet, dir.Path("p")),
            key_dark = DarkPixels(key, dir.Path("k"));
  EXPECT_GT(key_dark, puzzle_dark + 54 * 20) << puzzle_dark << " " << key_dark;
}

TEST(MosaicPages, TheWordsAreTranslatedRightToLeftToo) {
  ScratchDir dir;
  for (const auto& [lang, title] : std::vector<std::pair<std::string, std::string>>{
           {"he", "\u05E4\u05E1\u05D9\u05E4\u05E1"},
           {"ar", "\u0641\u0633\u064A\u0641\u0633\u0627\u0621"},
           {"de", "Mosaik"},
           {"ja", "\u30E2\u30B6\u30A4\u30AF"}}) {
    const std::string pdf = dir.Path(lang + ".pdf");
    const auto r = RunPapermines("render " + ShellQuote(kPictures) + " --answers after --lang " +
                                 lang + " -o " + ShellQuote(pdf));
    ASSERT_EQ(r.status, 0) << r.err;
    const std::string text = Text(pdf);
    EXPECT_NE(text.find(title), std::string::npos) << lang << "\n" << text;
    EXPECT_EQ(text.find("Mosaic"), std::string::npos) << lang << "\n" << text;
    EXPECT_EQ(text.find("filled"), std::string::npos) << lang << "\n" << text;
  }
}

TEST(MosaicPages, ABookOfPicturesHasItsHowToPageAndAnswers) {
  ScratchDir dir;
  WriteWholeFile(dir.Path("pics.mines"), ReadWholeFile(kPictures));
  const std::string text = BookText(dir, R"({"title": "Pictures", "seed": 1,
      "sections": [{"title": "Hearts and faces", "files": ["pics.mines"]}]})");
  EXPECT_NE(text.find("How to play: Mosaic"), std::string::npos) << text;
  EXPECT_NE(text.find("A 0 leaves its whole block empty, a 9 fills it."), std::string::npos)
      << text;
  EXPECT_NE(text.find("The picture: the filled cells are dark"), std::string::npos) << text;
  EXPECT_EQ(std::regex_search(text, std::regex("[Mm]ine")), false) << text;
}

TEST(MosaicPages, SheetKindMosaicPrintsPicturePuzzlesAndTheirPictures) {
  ScratchDir dir;
  const std::string sheet = dir.Path("s.pdf"), key = dir.Path("s-key.pdf");
  const auto r =
      RunPapermines("sheet --kind mosaic -n 2 --size 8x8 --seed 4 -o " + ShellQuote(sheet));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string text = Text(sheet), key_text = Text(key);
  EXPECT_NE(text.find("Mosaic"), std::string::npos) << text;
  EXPECT_EQ(std::regex_search(text + key_text, std::regex("[Mm]ine")), false) << key_text;
  // The key names each puzzle by its id and fills its picture.
  EXPECT_EQ(std::regex_search(key_text, std::regex(R"(mos8x8-\S+-s4-1)")), true) << key_text;
  EXPECT_GT(DarkPixels(key, dir.Path("k")), DarkPixels(sheet, dir.Path("p")) + 20 * 20);
}

TEST(MosaicPages, ABookSectionOfPicturesHasAWorkedExampleInItsOwnWords) {
  ScratchDir dir;
  const std::string text = BookText(dir, R"({"title": "Pictures", "seed": 1, "sections": [
      {"title": "Pictures", "kind": "mosaic", "size": "10x10", "difficulty": "easy", "count": 4}]})");
  EXPECT_NE(text.find("How to play: Mosaic"), std::string::npos) << text;
  EXPECT_NE(text.find("A worked example"), std::string::npos) << text;
  // The first step names a number and says which cells to fill or leave empty, never a mine.
  EXPECT_EQ(std::regex_search(
                text, std::regex(R"(1\. The (\d at [A-F][1-6]|numbers at [A-F1-6, ]+ together): )"
                                 R"((fill|leave) [A-F][1-6])")),
            true)
      << text;
  EXPECT_EQ(std::regex_search(text, std::regex("[Mm]ine")), false) << text;
}

}  // namespace
}  // namespace papermines
