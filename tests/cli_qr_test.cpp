// QR codes on sheets (--qr): every code on a rendered PNG page, and on a PDF page rasterised by
// pdftoppm at 300 dpi (a scan), decodes with zbarimg (zbar-tools) back to exactly the puzz.link URL
// `export` gives for its puzzle; codes are at least 15 mm; puzzles puzz.link cannot hold get none.
#include <algorithm>
#include <set>
#include <sstream>
#include <string>

#include "gtest/gtest.h"
#include "render/qr.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;

std::multiset<std::string> Lines(const std::string& text, const std::string& prefix) {
  std::multiset<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(prefix, 0) == 0) out.insert(line.substr(prefix.size()));
  }
  return out;
}

TEST(CliQr, PngAndPdfCodesDecodeToTheUrls) {
  ScratchDir dir;
  const std::string mines = dir.Path("p.mines");
  ASSERT_EQ(
      RunPapermines("gen paper --rows 10 --cols 10 --count 4 --seed 11 -o " + ShellQuote(mines))
          .status,
      0);
  // A hex puzzle too: it gets no code.
  ASSERT_EQ(
      RunPapermines("gen paper --topology hex --rows 5 --cols 5 --seed 1 >> " + ShellQuote(mines))
          .status,
      0);
  // The expected URLs: export of the square puzzles alone.
  auto urls = RunPapermines("gen paper --rows 10 --cols 10 --count 4 --seed 11 | " +
                            ShellQuote(PAPERMINES_BINARY) + " export -");
  ASSERT_EQ(urls.status, 0) << urls.err;
  const std::multiset<std::string> expected = Lines(urls.out, "");
  ASSERT_EQ(expected.size(), 4u);

  auto png = RunPapermines("render " + ShellQuote(mines) + " --qr --answers none --dpi 200 -o " +
                           ShellQuote(dir.Path("s.png")));
  ASSERT_EQ(png.status, 0) << png.err;
  std::string pages;
  for (const char* f : {"s.png", "s-1.png", "s-2.png"}) {
    if (!std::filesystem::exists(dir.Path(f))) continue;
    pages.push_back(' ');
    pages.append(ShellQuote(dir.Path(f)));
  }
  ASSERT_FALSE(pages.empty());
  auto z = RunShell("zbarimg -q --raw -Sdisable -Sqrcode.enable" + pages);
  ASSERT_TRUE(z.status == 0 || z.status == 4) << "zbarimg missing or failed: " << z.err;
  EXPECT_EQ(Lines(z.out, ""), expected) << z.out;

  auto pdf = RunPapermines("render " + ShellQuote(mines) + " --qr --answers none -o " +
                           ShellQuote(dir.Path("s.pdf")));
  ASSERT_EQ(pdf.status, 0) << pdf.err;
  auto ras = RunShell("pdftoppm -r 300 -png " + ShellQuote(dir.Path("s.pdf")) + " " +
                      ShellQuote(dir.Path("r")) + " && zbarimg -q --raw " +
                      ShellQuote(dir.Path("r")) + "-*.png");
  ASSERT_EQ(ras.status, 0) << ras.err;
  EXPECT_EQ(Lines(ras.out, ""), expected) << ras.out;
}

TEST(CliQr, CodesAreAtLeast15mm) {
  for (const char* url : {"https://puzz.link/p?mines/5/5/g2m13l13g0j",
                          "https://puzz.link/p?mines/30/30/"
                          "1g2g3g4g5g6g7g8g1g2g3g4g5g6g7g8g1g2g3g4g5g6g7g8g1g2g3g4g5g6g7g8g1g2g"
                          "3g4g5g6g7g8g1g2g3g4g5g6g7g8g1g2g3g4g5g6g7g8g1g2g3g4g5g6g7g8g1g2g3g4g"
                          "5g6g7g8g1g2g3g4g5g6g7g8g1g2g3g4g5g6g7g8g1g2g3g4g5g6g7g8g1g2g3g4g5g6g"
                          "7g8g1g2g3g4g5g6g7g8g1g2g3g4g5g6g7g8g1g2g3g4g5g6g7g8"}) {
    auto code = render::EncodeQr(url);
    ASSERT_TRUE(code.ok()) << code.status();
    EXPECT_GE(code->SidePt(), 15 / 25.4 * 72);
    EXPECT_GE(code->SidePt() / (code->size + 2 * render::kQrQuietZone), 0.35 / 25.4 * 72 - 1e-9);
  }
}

}  // namespace
}  // namespace papermines
