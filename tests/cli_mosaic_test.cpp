// Mosaics through the binary: `gen mosaic` writes proven puzzles whose ids make them again byte for
// byte; `solve` proves and explains a mosaic file and `check` marks a picture; `gen mosaic --image`
// takes a PNG (drawn here with Cairo, transparent as white) or a text grid, prints the target on
// stderr, and its solution is the picture; a PNG too large is refused from its header before any
// decoding (the file's pixel data is garbage), a bad text grid is located, and a picture that no
// set of clues pins down is refused naming its undecided cells from 1 (exit 1); `sheet --image`
// makes the same puzzle as a sheet.
#include <cairo.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "tests/run_binary.h"

namespace papermines {
namespace {

using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

TEST(MosaicCli, GenIdsSolveAndCheck) {
  ScratchDir dir;
  const auto gen = RunPapermines("gen mosaic --size 7x9 --difficulty medium --seed 4 --count 2");
  ASSERT_EQ(gen.status, 0) << gen.err;
  EXPECT_NE(gen.out.find("puzzle mosaic\ntopology square 7 9\nid mos7x9-d50-medium-s4-0\n"),
            std::string::npos)
      << gen.out;
  const auto again = RunPapermines("gen mosaic --id mos7x9-d50-medium-s4-1");
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_EQ(gen.out.substr(gen.out.find("\n\n") + 2), again.out);
  const std::string file = dir.Path("m.mines");
  WriteWholeFile(file, gen.out);
  const auto solve = RunPapermines("solve " + ShellQuote(file));
  EXPECT_EQ(solve.status, 0) << solve.err;
  EXPECT_NE(solve.out.find("mos7x9-d50-medium-s4-0: unique medium, rating "), std::string::npos)
      << solve.out;
  // A 3 x 3 mosaic whose 9 fills it, explained; its picture is right, one cell off is wrong.
  const std::string nine = dir.Path("nine.mines");
  WriteWholeFile(nine, "puzzle mosaic\nid nine\ntopology square 3 3\nclues\n...\n.9.\n...\nend\n");
  const auto explain = RunPapermines("solve --explain " + ShellQuote(nine));
  EXPECT_EQ(explain.status, 0) << explain.err;
  EXPECT_NE(explain.out.find("1. clue 9 at (1,1) needs 9 more filled cells and has 9 unknowns"),
            std::string::npos)
      << explain.out;
  const std::string right = dir.Path("right.mines"), wrong = dir.Path("wrong.mines");
  WriteWholeFile(right,
                 "puzzle mosaic\nid nine\ntopology square 3 3\nsolution\n***\n***\n***\nend\n");
  WriteWholeFile(wrong,
                 "puzzle mosaic\nid nine\ntopology square 3 3\nsolution\n***\n*-*\n***\nend\n");
  const auto ok = RunPapermines("check " + ShellQuote(nine) + " " + ShellQuote(right));
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_EQ(ok.out, "nine: correct\n");
  const auto bad = RunPapermines("check " + ShellQuote(nine) + " " + ShellQuote(wrong));
  EXPECT_EQ(bad.status, 1) << bad.err;
  EXPECT_EQ(bad.out, "nine: wrong (1 wrong cell: B2)\n");
  // Two pictures fit "1 1": solve shows both.
  const std::string two = dir.Path("two.mines");
  WriteWholeFile(two, "puzzle mosaic\ntopology square 1 2\nclues\n1 1\nend\n");
  const auto multiple = RunPapermines("solve --explain " + ShellQuote(two));
  EXPECT_EQ(multiple.status, 1);
  EXPECT_NE(
      multiple.out.find("#1: multiple\n  proof: search\n  two solutions:\n    - *\n\n    * -"),
      std::string::npos)
      << multiple.out;
}

// Solves the puzzle in `out` and returns its solution rows as '#'/'.' lines.
std::string SolvedPicture(const std::string& mines, const ScratchDir& dir) {
  const std::string file = dir.Path("picture.mines");
  WriteWholeFile(file, mines);
  const auto solve = RunPapermines("solve --json " + ShellQuote(file));
  EXPECT_EQ(solve.status, 0) << solve.out << solve.err;
  std::string rows;
  for (size_t at = solve.out.find("\"solutions\""); at < solve.out.size(); ++at) {
    const char ch = solve.out[at];
    if (ch == ']' && solve.out[at - 1] != '"' && rows.size() > 0) break;
    if (ch == '*') rows += '#';
    if (ch == '-') rows += '.';
    if (ch == ',' && solve.out[at - 1] == '"') rows += '\n';
  }
  return rows + "\n";
}

TEST(MosaicCli, FromAPngThePictureIsTheSolution) {
  ScratchDir dir;
  // 80 x 40 pixels: transparent (white), a black bar over the left half of rows 1-2 of a 4 x 8
  // grid, a half-transparent grey square (over white: light, so empty) at the right.
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 80, 40);
  cairo_t* cr = cairo_create(s);
  cairo_set_source_rgba(cr, 0, 0, 0, 1);
  cairo_rectangle(cr, 0, 10, 40, 20);
  cairo_fill(cr);
  cairo_set_source_rgba(cr, 0.2, 0.2, 0.2, 0.3);
  cairo_rectangle(cr, 60, 0, 20, 40);
  cairo_fill(cr);
  cairo_destroy(cr);
  const std::string png = dir.Path("bar.png");
  ASSERT_EQ(cairo_surface_write_to_png(s, png.c_str()), CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy(s);
  const auto r = RunPapermines("gen mosaic --image " + ShellQuote(png) + " --size 4x8");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string target = "........\n####....\n####....\n........\n";
  EXPECT_NE(r.err.find("the target, 4 x 8"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(target), std::string::npos) << r.err;
  EXPECT_EQ(SolvedPicture(r.out, dir), target);
  // -q: no target.
  const auto quiet = RunPapermines("gen mosaic -q --image " + ShellQuote(png) + " --size 4x8");
  EXPECT_EQ(quiet.err, "");
  EXPECT_EQ(quiet.out, r.out);
}

TEST(MosaicCli, TextGridsAndHostileFiles) {
  ScratchDir dir;
  const std::string grid = dir.Path("plus.txt");
  WriteWholeFile(grid, ".....\r\n..#..\r\n.###.\r\n..#..\r\n.....\r\n\r\n");
  const auto r = RunPapermines("gen mosaic -q --image " + ShellQuote(grid));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(SolvedPicture(r.out, dir), ".....\n..#..\n.###.\n..#..\n.....\n");
  // A text grid's errors are located.
  const std::string ragged = dir.Path("ragged.txt");
  WriteWholeFile(ragged, "#..\n#.\n");
  const auto rag = RunPapermines("gen mosaic --image " + ShellQuote(ragged));
  EXPECT_EQ(rag.status, 2);
  EXPECT_EQ(rag.err, "papermines: error: " + ragged +
                         ": 2:1: expected 3 cells as in the first row, got 2\n");
  // A PNG header claiming 100000 x 100000 pixels, then garbage: refused before decoding.
  std::string huge = "\x89PNG\r\n\x1a\n";
  huge += std::string("\0\0\0\x0dIHDR", 8);
  huge += std::string("\0\x01\x86\xa0\0\x01\x86\xa0\x08\x06\0\0\0", 13);
  huge += std::string(4, '\0') + std::string(1000, 'x');
  const std::string big = dir.Path("big.png");
  WriteWholeFile(big, huge);
  const auto refused = RunPapermines("gen mosaic --image " + ShellQuote(big));
  EXPECT_EQ(refused.status, 2);
  EXPECT_EQ(refused.err, "papermines: error: " + big +
                             ": a PNG of 100000 x 100000 pixels is refused (at most 8192 a side "
                             "and 16777216 pixels)\n");
  // A small header, a broken body: Cairo's refusal, naming the file.
  huge.replace(16, 8, std::string("\0\0\0\x10\0\0\0\x10", 8));
  WriteWholeFile(big, huge);
  const auto broken = RunPapermines("gen mosaic --image " + ShellQuote(big));
  EXPECT_EQ(broken.status, 2);
  EXPECT_EQ(broken.err, "papermines: error: " + big + ": not a PNG Cairo can read\n");
  // One filled cell of a 2 x 2 grid: every picture of one filled cell has the same clues.
  const std::string corner = dir.Path("corner.txt");
  WriteWholeFile(corner, "#.\n..\n");
  const auto undecided = RunPapermines("gen mosaic -q --image " + ShellQuote(corner));
  EXPECT_EQ(undecided.status, 1);
  EXPECT_EQ(undecided.out, "");
  EXPECT_EQ(undecided.err, "papermines: " + corner +
                               ": not every cell is pinned down even with every clue shown (the "
                               "block sums of some cells can be traded): 4 undecided cells: A1, "
                               "B1, A2, B2\n");
}

// `sheet --image`: the web app's picture sheet on the command line, through the same producer
// (app/picture.h): one mosaic whose solution is the picture, the --save file what the key shows;
// the options that cannot go with a picture are refused by name, and nothing is written then.
TEST(MosaicCli, SheetOfAPicture) {
  ScratchDir dir;
  const std::string grid = dir.Path("plus.txt");
  WriteWholeFile(grid, ".....\n..#..\n.###.\n..#..\n.....\n");
  const std::string pdf = dir.Path("plus.pdf"), saved = dir.Path("plus.mines");
  const auto r =
      RunPapermines("sheet --kind mosaic --difficulty any --seed 2 --image " + ShellQuote(grid) +
                    " --save " + ShellQuote(saved) + " -o " + ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(ReadWholeFile(pdf).substr(0, 5), "%PDF-");
  EXPECT_EQ(ReadWholeFile(dir.Path("plus-key.pdf")).substr(0, 5), "%PDF-");
  EXPECT_EQ(SolvedPicture(ReadWholeFile(saved), dir), ".....\n..#..\n.###.\n..#..\n.....\n");
  // The same puzzle `gen mosaic --image` makes with the same seed and grade.
  const auto gen =
      RunPapermines("gen mosaic -q --difficulty any --seed 2 --image " + ShellQuote(grid));
  ASSERT_EQ(gen.status, 0) << gen.err;
  EXPECT_EQ(ReadWholeFile(saved), gen.out);
  const std::string out = dir.Path("no.pdf");
  struct Refused {
    std::string args, err;
  };
  const Refused refused[] = {
      {"--image " + ShellQuote(grid), "--image is a mosaic's picture: use it with --kind mosaic"},
      {"--kind mosaic --threshold 0.3", "--threshold goes with --image (a picture's)"},
      {"--kind mosaic --count 2 --image " + ShellQuote(grid),
       "a picture makes one mosaic: --count must be 1, got 2"},
      {"--kind mosaic --sets 2 --image " + ShellQuote(grid), "--image excludes --sets"},
      {"--kind mosaic --image " + ShellQuote(dir.Path("none.png")),
       dir.Path("none.png") + ": cannot open the picture"},
  };
  for (const Refused& c : refused) {
    const auto bad = RunPapermines("sheet " + c.args + " -o " + ShellQuote(out));
    EXPECT_EQ(bad.status, 2) << c.args;
    EXPECT_NE(bad.err.find(c.err), std::string::npos) << c.args << ": " << bad.err;
    EXPECT_FALSE(std::filesystem::exists(out)) << c.args;
  }
}

}  // namespace
}  // namespace papermines
