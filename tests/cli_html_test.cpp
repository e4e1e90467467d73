// The HTML page through the binary: `sheet` and `render` write it by extension or --format html
// (also to stdout), the same bytes on every run, graphs refused with nothing written; --qr refuses
// a URL too long for a QR code. tests/browser/play_test.py plays the page in Chromium.
#include <filesystem>
#include <string>

#include "gtest/gtest.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

int Count(const std::string& s, const std::string& what) {
  int n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

TEST(CliHtml, SheetAndRenderWriteOnePage) {
  ScratchDir dir;
  const std::string a = dir.Path("a.html"), b = dir.Path("b.html");
  ASSERT_EQ(RunPapermines("sheet -n 3 --size 6x6 --seed 2 -o " + ShellQuote(a)).status, 0);
  ASSERT_EQ(RunPapermines("sheet -n 3 --size 6x6 --seed 2 -o " + ShellQuote(b)).status, 0);
  const std::string page = ReadWholeFile(a);
  EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_EQ(Count(page, "<section "), 3);
  EXPECT_EQ(Count(page, " data-r=\""), 3 * 36);
  EXPECT_EQ(page, ReadWholeFile(b));  // same options, same bytes
  // No SVG/PNG page set was made beside it.
  EXPECT_FALSE(std::filesystem::exists(dir.Path("a-1.html")));
  // render: --format html to stdout, from a .mines file.
  ASSERT_EQ(RunPapermines("sheet --kind reverse -n 2 --size 6x6 --difficulty any --format html "
                          "-o " +
                          ShellQuote(dir.Path("r.html")))
                .status,
            0);
  auto gen = RunPapermines("gen oneclick --rows 5 --cols 5 --mines 4 --random --seed 1 -o " +
                           ShellQuote(dir.Path("o.mines")));
  ASSERT_EQ(gen.status, 0) << gen.err;
  auto out = RunPapermines("render --format html -o - " + ShellQuote(dir.Path("o.mines")));
  ASSERT_EQ(out.status, 0) << out.err;
  EXPECT_EQ(Count(out.out, "data-kind=\"oneclick\""), 1);
  EXPECT_EQ(Count(out.out, "<button type=\"button\" data-action=\"run\""), 1);
  EXPECT_EQ(Count(ReadWholeFile(dir.Path("r.html")), "<button type=\"button\" data-action=\"run\""),
            0);
}

TEST(CliHtml, GraphsAreRefusedAndNothingIsWritten) {
  ScratchDir dir;
  WriteWholeFile(dir.Path("g.mines"),
                 "puzzle paper\ntopology graph 3\nedges\n0 1\n1 2\nclues\n1 . 1\nend\n");
  auto r = RunPapermines("render " + ShellQuote(dir.Path("g.mines")) + " -o " +
                         ShellQuote(dir.Path("g.html")));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("papermines: error: puzzle 1 (#1): "), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir.Path("g.html")));
}

TEST(CliHtml, QrRefusesUrlsTooLongForACode) {
  ScratchDir dir;
  // 80 x 80 with a clue in every other cell: a URL of 6 400 characters.
  std::string body;
  for (int i = 0; i < 3200; ++i) body += "1g";
  const std::string url = "https://puzz.link/p?mines/80/80/" + body;
  for (const char* out : {"q.pdf", "q.html"}) {
    auto r = RunPapermines("render " + ShellQuote(url) + " --qr -o " + ShellQuote(dir.Path(out)));
    EXPECT_EQ(r.status, 2) << out;
    EXPECT_NE(r.err.find("puzzle 1 (#1): its puzz.link URL (6432 characters) is too long for a "
                         "QR code"),
              std::string::npos)
        << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir.Path(out)));
  }
}

}  // namespace
}  // namespace papermines
