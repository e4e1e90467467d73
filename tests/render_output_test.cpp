// The rendered files, through the built binary (PAPERMINES_BINARY) and poppler-utils:
// page counts (pdfinfo), text (pdftotext), pixels where the layout says a mine is drawn
// (pdftoppm), byte-for-byte determinism, SVG pages that parse as XML, PNG pages at the asked
// resolution, links and bookmarks, and failures that leave no file behind.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <regex>
#include <string>
#include <vector>

#include "render/geometry.h"
#include "render/layout.h"
#include "tests/run_binary.h"

namespace papermines::render {
namespace {

namespace fs = std::filesystem;

using Shell = testing_util::RunResult;

// A shell command's exit status and stdout (stderr apart).
Shell Sh(const std::string& cmd) { return testing_util::RunShell(cmd); }

int Count(const std::string& hay, const std::string& needle) {
  int n = 0;
  for (size_t at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + 1)) ++n;
  return n;
}

int PdfPages(const fs::path& pdf) {
  Shell r = Sh("pdfinfo '" + pdf.string() + "'");
  const size_t at = r.out.find("Pages:");
  if (r.status != 0 || at == std::string::npos) return -1;
  return std::atoi(r.out.c_str() + at + 6);
}

const std::string kBin = PAPERMINES_BINARY;

// The paper puzzle of FORMAT.md (5 x 6, with its solution).
const char* kPaper = R"(puzzle paper
topology square 5 6
id sq5x6-42
difficulty medium
mines 8
clues
1 . 1 . 2 .
. 2 . 1 . 3
2 . 1 . 3 .
. 2 . 2 . 2
1 . 1 . 2 .
solution
1 * 1 - 2 *
- 2 - 1 * 3
2 * 1 - 3 *
* 2 - 2 * 2
1 - 1 * 2 -
end
)";

const char* kMixed = R"(puzzle oneclick
topology square 5 6
id oc-five-six
mines 11
solution
**....
*.....
*..c..
*.....
******
end
puzzle reverse
topology square 4 5
id rev-four-five
board
*....
.....
...*.
.....
end
puzzle paper
topology hex 3 4
id hex-three-four
clues
0 . 0 .
. 0 . 0
0 . 0 .
end
puzzle paper
topology triangle 3 5
id tri-three-five
clues
0 . 0 . 0
. 0 . 0 .
0 . 0 . 0
end
)";

class RenderOutputTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char templ[] = "/tmp/papermines-render-test-XXXXXX";
    ASSERT_NE(mkdtemp(templ), nullptr);
    dir_ = templ;
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

TEST_F(RenderOutputTest, DefaultSheetIsSixPuzzlesAndAnAnswerPage) {
  // The puzzles in worksheet.pdf, the answer key beside it in worksheet-key.pdf.
  Shell r = Sh("cd '" + dir_.string() + "' && '" + kBin + "' sheet");
  ASSERT_EQ(r.status, 0);
  const fs::path pdf = dir_ / "worksheet.pdf", key = dir_ / "worksheet-key.pdf";
  ASSERT_TRUE(fs::exists(pdf));
  ASSERT_TRUE(fs::exists(key));
  EXPECT_EQ(PdfPages(pdf), 1);
  EXPECT_EQ(PdfPages(key), 1);
  Shell info = Sh("pdfinfo '" + pdf.string() + "'");
  EXPECT_NE(info.out.find("Paper Minesweeper"), std::string::npos);
  EXPECT_NE(info.out.find("papermines "), std::string::npos);  // creator
  Shell p1 = Sh("pdftotext -f 1 -l 1 '" + pdf.string() + "' -");
  Shell p2 = Sh("pdftotext -f 1 -l 1 '" + key.string() + "' -");
  EXPECT_NE(p1.out.find("Paper Minesweeper"), std::string::npos);
  EXPECT_NE(p1.out.find("Name"), std::string::npos);
  EXPECT_NE(p1.out.find("Date"), std::string::npos);
  EXPECT_NE(p1.out.find("page 1 of 1"), std::string::npos);
  EXPECT_EQ(Count(p1.out, "\u00B7 medium"), 6);  // every caption
  EXPECT_EQ(Count(p1.out, "sq10x10-"), 0);       // no ids on the student's page
  EXPECT_NE(p2.out.find("Answers"), std::string::npos);
  EXPECT_EQ(Count(p2.out, "sq10x10-"), 6);
  EXPECT_NE(p2.out.find("page 1 of 1"), std::string::npos);
  // Every puzzle's id on the key, made with the run's fresh seed, which the key's footer prints.
  std::smatch seed;
  ASSERT_TRUE(std::regex_search(p2.out, seed, std::regex("Seed ([0-9]+)"))) << p2.out;
  for (int i = 0; i < 6; ++i) {
    const std::string id = "sq10x10-d50-p-medium-s" + seed[1].str() + "-" + std::to_string(i);
    EXPECT_NE(p2.out.find(id), std::string::npos) << id;
  }
  // --no-name drops the name line; another seed gives other puzzles.
  ASSERT_EQ(
      Sh("'" + kBin + "' sheet --no-name --seed 2 -n 3 -o '" + (dir_ / "b.pdf").string() + "'")
          .status,
      0);
  Shell b = Sh("pdftotext -f 1 -l 1 '" + (dir_ / "b-key.pdf").string() + "' -");
  EXPECT_EQ(b.out.find("Name"), std::string::npos);
  EXPECT_EQ(Count(b.out, "-s2-"), 3);
}

TEST_F(RenderOutputTest, PageCountsFollowPerPageAndAnswers) {
  std::string many;
  for (int i = 0; i < 13; ++i) many += kPaper;
  testing_util::WriteWholeFile(dir_ / "many.mines", many);
  const std::string in = "'" + (dir_ / "many.mines").string() + "'";
  const std::string out = (dir_ / "m.pdf").string();
  struct Case {
    std::string flags;
    int pages;
  } cases[] = {{"--per-page 2x2 --answers after", 8},
               {"--per-page 2x2", 4},  // and the key in m-key.pdf
               {"--per-page 2x2 --answers none", 4},
               {"--per-page 2x2 --answers only", 4},
               {"--per-page 1x1 --answers after", 27},  // the key from an odd page
               {"--per-page 3x5 --paper letter --answers after", 3}};
  for (const Case& c : cases) {
    ASSERT_EQ(Sh("'" + kBin + "' render " + in + " " + c.flags + " -o '" + out + "'").status, 0)
        << c.flags;
    EXPECT_EQ(PdfPages(out), c.pages) << c.flags;
  }
  Shell info = Sh("pdfinfo '" + out + "'");
  EXPECT_NE(info.out.find("612 x 792"), std::string::npos);  // letter
  // Automatic: the count follows the layout arithmetic.
  std::vector<Extent> ex(13, Extent{6, 5});
  auto L = ComputeLayout({}, ex);
  ASSERT_TRUE(L.ok());
  ASSERT_EQ(Sh("'" + kBin + "' render " + in + " --no-labels -o '" + out + "'").status, 0);
  EXPECT_EQ(PdfPages(out), L->puzzle_pages);
  EXPECT_EQ(PdfPages(dir_ / "m-key.pdf"), L->puzzle_pages);
}

TEST_F(RenderOutputTest, TextHasTitleIdsAndAnswerKey) {
  testing_util::WriteWholeFile(dir_ / "mixed.mines", kMixed);
  const std::string pdf = (dir_ / "mixed.pdf").string();
  ASSERT_EQ(Sh("'" + kBin + "' render '" + (dir_ / "mixed.mines").string() +
               "' --title 'Friday Quiz' --answers after --ids -o '" + pdf + "'")
                .status,
            0);
  Shell t = Sh("pdftotext '" + pdf + "' -");
  EXPECT_GE(Count(t.out, "Friday Quiz"), 2);
  for (const char* id : {"oc-five-six", "rev-four-five", "hex-three-four", "tri-three-five"}) {
    EXPECT_EQ(Count(t.out, id), 2) << id;  // on the puzzle page and in the key
  }
  EXPECT_NE(t.out.find("11 mines"), std::string::npos);
  // The reverse answer is computed (the file gives none): 4 x 5 with two mines.
  EXPECT_NE(t.out.find(" clicks"), std::string::npos);
  EXPECT_NE(t.out.find("Answer key"), std::string::npos);
  EXPECT_EQ(t.out.find("answer not in file"), std::string::npos);
  // A paper puzzle with two solutions has no answer to print, and says so.
  testing_util::WriteWholeFile(
      dir_ / "two.mines", "puzzle paper\ntopology square 1 3\nid two-ways\nclues\n. 1 .\nend\n");
  ASSERT_EQ(Sh("'" + kBin + "' render '" + (dir_ / "two.mines").string() +
               "' --answers after -o '" + (dir_ / "two.pdf").string() + "'")
                .status,
            0);
  EXPECT_NE(Sh("pdftotext '" + (dir_ / "two.pdf").string() + "' -").out.find("answer not in file"),
            std::string::npos);
  // Links from puzzles to answers and back, bookmarks for both.
  Shell dests = Sh("pdfinfo -dests '" + pdf + "'");
  for (int i = 1; i <= 4; ++i) {
    EXPECT_NE(dests.out.find("\"answer-" + std::to_string(i) + "\""), std::string::npos);
    EXPECT_NE(dests.out.find("\"puzzle-" + std::to_string(i) + "\""), std::string::npos);
  }
  // The link annotations sit in compressed object streams; qpdf writes them out as plain text.
  const std::string raw = Sh("qpdf --qdf --object-streams=disable '" + pdf + "' -").out;
  EXPECT_EQ(Count(raw, "/Dest (answer-"), 4);
  EXPECT_EQ(Count(raw, "/Dest (puzzle-"), 4);
  Shell outline = Sh("pdftohtml -xml -i -stdout '" + pdf + "'");
  EXPECT_NE(outline.out.find(">Puzzles<"), std::string::npos);
  EXPECT_NE(outline.out.find(">Answers<"), std::string::npos);
  EXPECT_NE(outline.out.find("Answer 4 (tri-three-five)"), std::string::npos);
}

// Reads a binary PGM (P5) as written by pdftoppm -gray.
struct Gray {
  int w = 0, h = 0;
  std::string px;
  int at(double x, double y) const {
    const int ix = static_cast<int>(x), iy = static_cast<int>(y);
    if (ix < 0 || iy < 0 || ix >= w || iy >= h) return -1;
    return static_cast<unsigned char>(px[static_cast<size_t>(iy) * w + ix]);
  }
};

Gray ReadPgm(const fs::path& p) {
  Gray g;
  std::ifstream in(p, std::ios::binary);
  std::string magic;
  int maxv = 0;
  in >> magic >> g.w >> g.h >> maxv;
  in.get();
  g.px.resize(static_cast<size_t>(g.w) * g.h);
  in.read(g.px.data(), static_cast<std::streamsize>(g.px.size()));
  if (magic != "P5" || !in) g.w = g.h = 0;
  return g;
}

// Reads an 8-bit greyscale PNG (what papermines writes) with zlib: chunks, inflate, unfilter.
Gray ReadGrayPng(const std::string& png) {
  Gray g;
  if (png.size() < 8 || png.compare(0, 8, std::string("\x89PNG\r\n\x1a\n", 8)) != 0) return g;
  auto be32 = [&](size_t at) {
    return (static_cast<uint32_t>(static_cast<unsigned char>(png[at])) << 24) |
           (static_cast<uint32_t>(static_cast<unsigned char>(png[at + 1])) << 16) |
           (static_cast<uint32_t>(static_cast<unsigned char>(png[at + 2])) << 8) |
           static_cast<uint32_t>(static_cast<unsigned char>(png[at + 3]));
  };
  std::string idat;
  int w = 0, h = 0;
  for (size_t at = 8; at + 12 <= png.size();) {
    const uint32_t len = be32(at);
    const std::string type = png.substr(at + 4, 4);
    if (type == "IHDR") {
      w = static_cast<int>(be32(at + 8));
      h = static_cast<int>(be32(at + 12));
      if (png[at + 16] != 8 || png[at + 17] != 0) return g;  // 8-bit greyscale only
    } else if (type == "IDAT") {
      idat += png.substr(at + 8, len);
    }
    at += 12 + len;
  }
  std::vector<unsigned char> raw(static_cast<size_t>(w + 1) * h);
  uLongf got = static_cast<uLongf>(raw.size());
  if (uncompress(raw.data(), &got, reinterpret_cast<const Bytef*>(idat.data()),
                 static_cast<uLong>(idat.size())) != Z_OK ||
      got != raw.size()) {
    return g;
  }
  g.px.assign(static_cast<size_t>(w) * h, '\0');
  for (int y = 0; y < h; ++y) {
    const unsigned char* in = &raw[static_cast<size_t>(y) * (w + 1)];
    for (int x = 0; x < w; ++x) {
      const int a =
          x > 0 ? static_cast<unsigned char>(g.px[static_cast<size_t>(y) * w + x - 1]) : 0;
      const int b =
          y > 0 ? static_cast<unsigned char>(g.px[static_cast<size_t>(y - 1) * w + x]) : 0;
      const int c = x > 0 && y > 0
                        ? static_cast<unsigned char>(g.px[static_cast<size_t>(y - 1) * w + x - 1])
                        : 0;
      int pred = 0;
      switch (in[0]) {
        case 0:
          pred = 0;
          break;
        case 1:
          pred = a;
          break;
        case 2:
          pred = b;
          break;
        case 3:
          pred = (a + b) / 2;
          break;
        case 4: {
          const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
          pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default:
          return Gray{};
      }
      g.px[static_cast<size_t>(y) * w + x] = static_cast<char>((in[1 + x] + pred) & 0xff);
    }
  }
  g.w = w;
  g.h = h;
  return g;
}

// The FORMAT.md puzzle alone on a page: where the layout puts each cell, the answer page is
// dark at the mines, shows a dash in safe closed cells, and is white in open cells.
void CheckMinePixels(const Gray& puzzle, const Gray& answer, double k) {
  ASSERT_GT(answer.w, 0);
  ASSERT_GT(puzzle.w, 0);
  // Where the layout puts the grid (same options as the binary: A4, 1x1, name line, one kind).
  auto g = GridGeometry::For(TopologyKind::kSquare, 5, 6);
  ASSERT_TRUE(g.ok());
  LayoutOptions o;
  o.across = o.down = 1;
  const Extent e{g->width(), g->height()};
  auto L = ComputeLayout(o, std::span<const Extent>(&e, 1));
  ASSERT_TRUE(L.ok());
  const Slot& s = L->slots[0];
  const char* solution[] = {"1*1-2*", "-2-1*3", "2*1-3*", "*2-2*2", "1-1*2-"};
  int mines = 0, safe = 0;
  for (int r = 0; r < 5; ++r) {
    for (int c = 0; c < 6; ++c) {
      const Point m = g->Center(r, c);
      const double x = (s.grid.x + m.x * s.unit) * k, y = (s.grid.y + m.y * s.unit) * k;
      const double below = s.unit * 0.3 * k;  // off the dash and the digits, inside the cell
      const char v = solution[r][c];
      if (v == '*') {
        ++mines;
        EXPECT_LT(answer.at(x, y), 60) << r << "," << c;   // a filled disk
        EXPECT_GT(puzzle.at(x, y), 150) << r << "," << c;  // only the tint there
        EXPECT_LT(puzzle.at(x, y), 245) << r << "," << c;  // but tinted
      } else if (v == '-') {
        ++safe;
        EXPECT_GT(answer.at(x, y + below), 150) << r << "," << c;  // no disk
        EXPECT_LT(answer.at(x, y), 120) << r << "," << c;          // the dash
      } else {
        EXPECT_GT(answer.at(x + below, y + below), 235) << r << "," << c;  // open: white
      }
    }
  }
  EXPECT_EQ(mines, 8);
  EXPECT_EQ(safe, 7);
  // Outside the grid, between the grid and the footer: paper white.
  EXPECT_GT(answer.at((s.grid.x + 3) * k, (s.grid.bottom() + 20) * k), 250);
}

TEST_F(RenderOutputTest, PixelsAreDarkWhereTheLayoutPutsMines) {
  testing_util::WriteWholeFile(dir_ / "one.mines", kPaper);
  const std::string pdf = (dir_ / "one.pdf").string();
  ASSERT_EQ(Sh("'" + kBin + "' render '" + (dir_ / "one.mines").string() +
               "' --per-page 1x1 --no-labels --answers after -o '" + pdf + "'")
                .status,
            0);
  ASSERT_EQ(PdfPages(pdf), 3);  // the puzzle, a blank back, the key
  ASSERT_EQ(Sh("pdftoppm -r 144 -gray '" + pdf + "' '" + (dir_ / "pg").string() + "'").status, 0);
  CheckMinePixels(ReadPgm(dir_ / "pg-1.pgm"), ReadPgm(dir_ / "pg-3.pgm"), 2.0);
  // The same through papermines' own PNG pages.
  ASSERT_EQ(Sh("'" + kBin + "' render '" + (dir_ / "one.mines").string() +
               "' --per-page 1x1 --no-labels --dpi 144 -o '" + (dir_ / "one.png").string() + "'")
                .status,
            0);
  const Gray p1 = ReadGrayPng(testing_util::ReadWholeFile(dir_ / "one.png"));
  const Gray p2 = ReadGrayPng(testing_util::ReadWholeFile(dir_ / "one-key.png"));
  EXPECT_EQ(p1.w, static_cast<int>(std::ceil(595.2756 * 2)));
  CheckMinePixels(p1, p2, 2.0);
}

TEST_F(RenderOutputTest, SameInputSameBytes) {
  testing_util::WriteWholeFile(dir_ / "mixed.mines", kMixed);
  const std::string in = "'" + (dir_ / "mixed.mines").string() + "'";
  for (const char* ext : {"pdf", "svg", "png"}) {
    const std::string a = (dir_ / (std::string("a.") + ext)).string();
    const std::string b = (dir_ / (std::string("b.") + ext)).string();
    ASSERT_EQ(Sh("'" + kBin + "' render " + in + " --answers after --dpi 40 -o '" + a + "'").status,
              0);
    sleep(1);  // a clock in the output would show
    ASSERT_EQ(Sh("'" + kBin + "' render " + in + " --answers after --dpi 40 -o '" + b + "'").status,
              0);
    const std::vector<std::string> pa = {a.substr(0, a.size() - 4) + "-1." + ext,
                                         a.substr(0, a.size() - 4) + "-2." + ext};
    if (std::string(ext) == "pdf") {
      EXPECT_EQ(testing_util::ReadWholeFile(a), testing_util::ReadWholeFile(b));
      EXPECT_FALSE(testing_util::ReadWholeFile(a).empty());
    } else {
      for (int p = 1; p <= 3; ++p) {
        const std::string fa = (dir_ / ("a-" + std::to_string(p) + "." + ext)).string();
        const std::string fb = (dir_ / ("b-" + std::to_string(p) + "." + ext)).string();
        EXPECT_FALSE(testing_util::ReadWholeFile(fa).empty()) << fa;
        EXPECT_EQ(testing_util::ReadWholeFile(fa), testing_util::ReadWholeFile(fb)) << fa;
      }
    }
  }
  // The sheet command too, and SOURCE_DATE_EPOCH sets the creation date.
  const std::string s1 = (dir_ / "s1.pdf").string(), s2 = (dir_ / "s2.pdf").string();
  ASSERT_EQ(Sh("'" + kBin + "' sheet -s 1 -o '" + s1 + "'").status, 0);
  ASSERT_EQ(Sh("'" + kBin + "' sheet -s 1 -j 2 -o '" + s2 + "'").status, 0);
  EXPECT_EQ(testing_util::ReadWholeFile(s1), testing_util::ReadWholeFile(s2));
  EXPECT_EQ(testing_util::ReadWholeFile(dir_ / "s1-key.pdf"),
            testing_util::ReadWholeFile(dir_ / "s2-key.pdf"));
  ASSERT_EQ(Sh("SOURCE_DATE_EPOCH=86400 '" + kBin + "' sheet -o '" + s2 + "'").status, 0);
  Shell info = Sh("pdfinfo -isodates '" + s2 + "'");
  EXPECT_NE(info.out.find("1970-01-02T00:00:00"), std::string::npos) << info.out;
  EXPECT_NE(testing_util::ReadWholeFile(s1), testing_util::ReadWholeFile(s2));
}

TEST_F(RenderOutputTest, SvgPagesParseAsXmlAndPngPagesHaveTheirSize) {
  testing_util::WriteWholeFile(dir_ / "mixed.mines", kMixed);
  const std::string in = "'" + (dir_ / "mixed.mines").string() + "'";
  ASSERT_EQ(
      Sh("'" + kBin + "' render " + in + " --answers after -o '" + (dir_ / "x.svg").string() + "'")
          .status,
      0);
  EXPECT_FALSE(fs::exists(dir_ / "x.svg"));
  for (int p = 1; p <= 3; ++p) {  // the puzzles, a blank back, the key
    const fs::path f = dir_ / ("x-" + std::to_string(p) + ".svg");
    ASSERT_TRUE(fs::exists(f)) << f;
    Shell r =
        Sh("python3 -c 'import sys, xml.dom.minidom as m; d = m.parse(sys.argv[1]); "
           "print(d.documentElement.tagName)' '" +
           f.string() + "'");
    EXPECT_EQ(r.status, 0) << f;
    EXPECT_EQ(r.out, "svg\n");
  }
  EXPECT_FALSE(fs::exists(dir_ / "x-4.svg"));
  // One page: the name itself.
  ASSERT_EQ(Sh("'" + kBin + "' render " + in + " --answers none -o '" +
               (dir_ / "single.svg").string() + "'")
                .status,
            0);
  EXPECT_TRUE(fs::exists(dir_ / "single.svg"));
  // PNG at 36 dpi: A4 is 298 x 421 pixels.
  ASSERT_EQ(Sh("'" + kBin + "' render " + in + " --answers after --dpi 36 -o '" +
               (dir_ / "y.png").string() + "'")
                .status,
            0);
  for (int p = 1; p <= 2; ++p) {
    const std::string png = testing_util::ReadWholeFile(dir_ / ("y-" + std::to_string(p) + ".png"));
    ASSERT_GT(png.size(), 24u);
    EXPECT_EQ(png.substr(1, 3), "PNG");
    auto be32 = [&](size_t at) {
      return (static_cast<unsigned char>(png[at]) << 24) |
             (static_cast<unsigned char>(png[at + 1]) << 16) |
             (static_cast<unsigned char>(png[at + 2]) << 8) |
             static_cast<unsigned char>(png[at + 3]);
    };
    EXPECT_EQ(be32(16), static_cast<unsigned>(std::ceil(595.2756 * 36 / 72)));
    EXPECT_EQ(be32(20), static_cast<unsigned>(std::ceil(841.8898 * 36 / 72)));
  }
}

// The files in dir_, sorted.
std::vector<std::string> Listing(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& f : fs::directory_iterator(dir)) names.push_back(f.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

TEST_F(RenderOutputTest, NarrowSlotsKeepEveryIdInTheLabel) {
  // 4 x 5 small hex boards per page: the captions ("19 clicks · medium · 7 mines · <id>") are
  // wider than the slots, and the id must still be printed whole on the answer page.
  const fs::path pdf = dir_ / "narrow.pdf";
  ASSERT_EQ(Sh("'" + kBin +
               "' sheet -n 20 --per-page 4x5 --kind reverse --topology hex --size 7x7 --seed 3 "
               "--answers after --ids --no-labels -o '" +
               pdf.string() + "'")
                .status,
            0);
  ASSERT_EQ(PdfPages(pdf), 3);  // the puzzles, a blank back, the key
  // The key (page 3) is the teacher's: there the ids are whole. (A student's page keeps 9 pt
  // type and leaves out what does not fit: SheetCli.WhatAStudentReadsIsAtLeast9pt.)
  for (int page = 3; page <= 3; page += 2) {
    Shell t = Sh("pdftotext -f " + std::to_string(page) + " -l " + std::to_string(page) + " '" +
                 pdf.string() + "' -");
    for (int i = 0; i < 20; ++i) {
      const std::string id = "rev-hex7x7-m7-a2000-medium-s3-" + std::to_string(i);
      // Followed by a line end: the id is not cut (…) and no longer id starts with it.
      EXPECT_NE(t.out.find(id + "\n"), std::string::npos) << "page " << page << " " << id;
    }
  }
}

TEST_F(RenderOutputTest, PageSetsReplaceEarlierRunsWithoutStaleOrMixedPages) {
  std::string many;
  for (int i = 0; i < 4; ++i) many += kPaper;
  testing_util::WriteWholeFile(dir_ / "four.mines", many);
  testing_util::WriteWholeFile(dir_ / "one.mines", kPaper);
  const fs::path set = dir_ / "set";
  fs::create_directory(set);
  auto render = [&](const std::string& in, const std::string& flags, const std::string& out) {
    return Sh("'" + kBin + "' render '" + (dir_ / in).string() + "' " + flags + " -o '" +
              (set / out).string() + "'")
        .status;
  };
  // Four pages (1x1, answers after: 8), then two: pages 3.. of the first run go.
  ASSERT_EQ(render("four.mines", "--per-page 1x1 --answers after", "x.svg"), 0);
  ASSERT_TRUE(fs::exists(set / "x-8.svg"));
  // Names that only look like ours stay: leading zero, other case, other suffix, other stem, a
  // directory.
  for (const char* decoy : {"x-01.svg", "x-5.SVG", "x-5.svg.bak", "xx-5.svg", "x-.svg"}) {
    testing_util::WriteWholeFile(set / decoy, "decoy");
  }
  fs::create_directory(set / "x-9.svg");
  ASSERT_EQ(render("four.mines", "--per-page 2x1 --answers after", "x.svg"), 0);
  EXPECT_EQ(Listing(set),
            (std::vector<std::string>{"x-.svg", "x-01.svg", "x-1.svg", "x-2.svg", "x-3.svg",
                                      "x-4.svg", "x-5.SVG", "x-5.svg.bak", "x-9.svg", "xx-5.svg"}));
  fs::remove(set / "x-9.svg");
  // The pages are the new run's: the same bytes as a fresh run elsewhere.
  ASSERT_EQ(Sh("'" + kBin + "' render '" + (dir_ / "four.mines").string() +
               "' --per-page 2x1 --answers after -o '" + (dir_ / "fresh.svg").string() + "'")
                .status,
            0);
  for (int p = 1; p <= 4; ++p) {
    const std::string n = "-" + std::to_string(p) + ".svg";
    EXPECT_EQ(testing_util::ReadWholeFile(set / ("x" + n)),
              testing_util::ReadWholeFile(dir_ / ("fresh" + n)))
        << p;
  }
  // One page: x.svg, and no numbered page is left beside it.
  ASSERT_EQ(render("one.mines", "--answers none", "x.svg"), 0);
  EXPECT_EQ(Listing(set), (std::vector<std::string>{"x-.svg", "x-01.svg", "x-5.SVG", "x-5.svg.bak",
                                                    "x.svg", "xx-5.svg"}));
  // Several pages again: x.svg goes.
  ASSERT_EQ(render("one.mines", "--answers after", "x.svg"), 0);
  EXPECT_FALSE(fs::exists(set / "x.svg"));
  EXPECT_TRUE(fs::exists(set / "x-1.svg"));
  EXPECT_TRUE(fs::exists(set / "x-2.svg"));
  for (const char* decoy : {"x-01.svg", "x-5.SVG", "x-5.svg.bak", "xx-5.svg", "x-.svg"}) {
    EXPECT_EQ(testing_util::ReadWholeFile(set / decoy), "decoy") << decoy;
    fs::remove(set / decoy);
  }

  // A failure while writing page 2 (file size limit: page 1 fits, page 2 does not) leaves the
  // earlier set untouched, page 1 included, and no temporary file.
  testing_util::WriteWholeFile(dir_ / "small.mines",
                               "puzzle paper\ntopology square 2 2\nclues\n1 .\n. .\nend\n");
  std::string big = "puzzle reverse\ntopology square 30 30\nid big\nboard\n";
  for (int r = 0; r < 30; ++r) {
    for (int c = 0; c < 30; ++c) big += (r * 7 + c * 13) % 11 == 0 ? '*' : '.';
    big += '\n';
  }
  testing_util::WriteWholeFile(dir_ / "big.mines", big + "end\n");
  const std::string two = "'" + (dir_ / "small.mines").string() + "' '" +
                          (dir_ / "big.mines").string() + "' --per-page 1x1 --answers none";
  ASSERT_EQ(Sh("'" + kBin + "' render " + two + " --dpi 100 -o '" + (dir_ / "p.png").string() + "'")
                .status,
            0);
  const auto size1 = fs::file_size(dir_ / "p-1.png"), size2 = fs::file_size(dir_ / "p-2.png");
  ASSERT_LT(size1 + 4096, size2);  // room for a limit between them
  const uintmax_t limit_kb = (size1 + size2) / 2 / 1024;
  testing_util::WriteWholeFile(set / "y-1.png", "old page 1");
  testing_util::WriteWholeFile(set / "y-2.png", "old page 2");
  testing_util::WriteWholeFile(set / "y-3.png", "old page 3");
  Shell limited =
      Sh("bash -c \"trap '' XFSZ; ulimit -f " + std::to_string(limit_kb) + "; '" + kBin +
         "' render " + two + " --dpi 100 -o '" + (set / "y.png").string() + "'\"");
  EXPECT_EQ(limited.status, 2);
  EXPECT_NE(limited.err.find("y-2.png"), std::string::npos) << limited.err;
  EXPECT_EQ(Listing(set), (std::vector<std::string>{"x-1.svg", "x-2.svg", "x-3.svg", "y-1.png",
                                                    "y-2.png", "y-3.png"}));
  EXPECT_EQ(testing_util::ReadWholeFile(set / "y-1.png"), "old page 1");
  EXPECT_EQ(testing_util::ReadWholeFile(set / "y-2.png"), "old page 2");
  EXPECT_EQ(testing_util::ReadWholeFile(set / "y-3.png"), "old page 3");
  // A page that would replace a directory: refused before anything is written.
  fs::create_directory(set / "z-2.png");
  testing_util::WriteWholeFile(set / "z-1.png", "old");
  EXPECT_EQ(Sh("'" + kBin + "' render " + two + " -o '" + (set / "z.png").string() + "'").status,
            2);
  EXPECT_EQ(testing_util::ReadWholeFile(set / "z-1.png"), "old");
  // Without the limit the same run succeeds.
  ASSERT_EQ(Sh("'" + kBin + "' render " + two + " --dpi 100 -o '" + (set / "y.png").string() + "'")
                .status,
            0);
  EXPECT_EQ(testing_util::ReadWholeFile(set / "y-1.png"),
            testing_util::ReadWholeFile(dir_ / "p-1.png"));
  EXPECT_EQ(testing_util::ReadWholeFile(set / "y-2.png"),
            testing_util::ReadWholeFile(dir_ / "p-2.png"));
  // y-3.png was written by the test, not by papermines (no papermines mark): it is not a stale
  // page of an earlier run and stays.
  EXPECT_EQ(testing_util::ReadWholeFile(set / "y-3.png"), "old page 3");
}

TEST_F(RenderOutputTest, FailuresLeaveNoFile) {
  testing_util::WriteWholeFile(
      dir_ / "graph.mines", "puzzle paper\ntopology graph 3\nedges\n0 1\n1 2\nclues\n. 1 .\nend\n");
  testing_util::WriteWholeFile(dir_ / "ok.mines", kPaper);
  testing_util::WriteWholeFile(dir_ / "bad.mines",
                               "puzzle paper\ntopology square 2 2\nclues\n1 x\n. .\nend\n");
  const std::string bin = "'" + kBin + "' render ";
  struct Case {
    std::string args, out;
  } cases[] = {
      {"'" + (dir_ / "graph.mines").string() + "'", "g.pdf"},
      {"'" + (dir_ / "bad.mines").string() + "'", "b.pdf"},
      {"'" + (dir_ / "ok.mines").string() + "' '" + (dir_ / "missing.mines").string() + "'",
       "m.pdf"},
      {"'" + (dir_ / "ok.mines").string() + "' --per-page 0x3", "p.pdf"},
      {"'" + (dir_ / "ok.mines").string() + "' --per-page 3", "q.pdf"},
      {"'" + (dir_ / "ok.mines").string() + "'", "t.txt"},
      {"'" + (dir_ / "graph.mines").string() + "'", "g.svg"},
      {"'" + (dir_ / "ok.mines").string() + "' '" + (dir_ / "graph.mines").string() + "'", "h.png"},
  };
  for (const Case& c : cases) {
    Shell r = Sh(bin + c.args + " -o '" + (dir_ / c.out).string() + "'");
    EXPECT_EQ(r.status, 2) << c.args;
  }
  ASSERT_EQ(Sh("'" + kBin + "' sheet --size 0x5 -o '" + (dir_ / "z.pdf").string() + "'").status, 2);
  // Nothing but the inputs is left: no outputs, no temporaries.
  std::vector<std::string> left;
  for (const auto& f : fs::directory_iterator(dir_)) left.push_back(f.path().filename().string());
  std::sort(left.begin(), left.end());
  EXPECT_EQ(left, (std::vector<std::string>{"bad.mines", "graph.mines", "ok.mines"}));
  // Stdout: PDF by default; SVG or PNG only for a single page; one file, so the key is not
  // separate.
  EXPECT_EQ(Sh("'" + kBin + "' sheet -n 2 -o -").status, 2);
  Shell pdf = Sh("'" + kBin + "' sheet -n 2 --answers after -o -");
  EXPECT_EQ(pdf.status, 0);
  EXPECT_EQ(pdf.out.substr(0, 5), "%PDF-");
  EXPECT_EQ(Sh("'" + kBin + "' sheet -n 2 --format svg -o -").status, 2);
  Shell svg = Sh("'" + kBin + "' sheet -n 2 --format svg --answers none -o -");
  EXPECT_EQ(svg.status, 0);
  EXPECT_NE(svg.out.find("<svg"), std::string::npos);
  // A device takes one file: several SVG pages are refused (no /dev/null-1.svg is created), one
  // page or a PDF goes straight through, a full device is an error.
  EXPECT_EQ(Sh("'" + kBin + "' sheet -n 2 --format svg -o /dev/null").status, 2);
  EXPECT_FALSE(fs::exists("/dev/null-1.svg"));
  EXPECT_EQ(Sh("'" + kBin + "' sheet -n 2 --format svg --answers none -o /dev/null").status, 0);
  EXPECT_EQ(Sh("'" + kBin + "' sheet -n 2 --format pdf --answers after -o /dev/null").status, 0);
  EXPECT_EQ(Sh("'" + kBin + "' sheet -n 2 --format png --answers none -o /dev/full").status, 2);
  // A directory that does not exist: an error, exit 2.
  EXPECT_EQ(Sh(bin + "'" + (dir_ / "ok.mines").string() + "' -o '" +
               (dir_ / "no" / "such.pdf").string() + "'")
                .status,
            2);
}

}  // namespace
}  // namespace papermines::render
