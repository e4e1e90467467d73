// Black-and-white interiors (pdf/repair.h): no PDF papermines writes sets a colour with an
// RGB operator. Checked here:
//  - GrayContentStream turns `r r r rg`/`RG` into `r g`/`G`, a colour into its luminance, and
//    keeps everything else (operands of other operators, strings, comments) as it was;
//  - in every content stream (each page's, and every form XObject, tiling pattern and Type 3
//    glyph reached from the file's objects) of a sheet of each kind, a rendered file and a book
//    (with and without a bleed), read back with libqpdf's own content parser, there is no `rg`
//    or `RG` and at least one `g` (the check looks at the right streams);
//  - every page of those files carries a TrimBox;
//  - a document drawn in colour through a form XObject, a soft mask and a tiling pattern comes
//    out of both writers (libqpdf's and the streamed one) with no RGB operator anywhere.
#include <cairo-pdf.h>
#include <cairo.h>
#include <gtest/gtest.h>

#include <map>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <string>
#include <vector>

#include "pdf/repair.h"
#include "pdf/syntax.h"
#include "tests/run_binary.h"

namespace papermines::pdf {
namespace {

using testing_util::RunShell;
using testing_util::ShellQuote;

TEST(GrayContentStream, GreysAndColoursBecomeDeviceGray) {
  EXPECT_EQ(GrayContentStream("0.5 0.5 0.5 rg\n"), "0.5 g\n");
  EXPECT_EQ(GrayContentStream("q 1 1 1 RG 0 0 10 10 re S Q"), "q 1 G 0 0 10 10 re S Q");
  EXPECT_EQ(GrayContentStream("1 0 0 rg"), "0.2990 g");
  EXPECT_EQ(GrayContentStream("0 0 1 RG"), "0.1140 G");
  // Other operators and their operands, strings and comments are kept.
  const std::string keep = "BT /f-0-0 1 Tf 1 0 0 -1 4 5 Tm (rg RG) Tj ET % 1 1 1 rg\n0.8 w";
  EXPECT_EQ(GrayContentStream(keep), keep);
  // Numbers before the three operands stay where they were.
  EXPECT_EQ(GrayContentStream("1 2 0.2 0.2 0.2 rg"), "1 2 0.2 g");
}

// How often each operator occurs in every content stream of a PDF.
struct Operators : QPDFObjectHandle::ParserCallbacks {
  std::map<std::string, int> count;
  void handleObject(QPDFObjectHandle obj) override {
    if (obj.isOperator()) ++count[obj.getOperatorValue()];
  }
  void handleEOF() override {}
};

struct Scan {
  std::map<std::string, int> ops;
  int pages = 0, trim_boxes = 0, bleed_boxes = 0;
};

Scan ScanPdf(const std::string& path) {
  Scan scan;
  QPDF q;
  q.processFile(path.c_str());
  Operators cb;
  for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(q).getAllPages()) {
    ++scan.pages;
    page.parseContents(&cb);
    scan.trim_boxes += page.getObjectHandle().getKey("/TrimBox").isRectangle();
    scan.bleed_boxes += page.getObjectHandle().getKey("/BleedBox").isRectangle();
  }
  for (QPDFObjectHandle obj : q.getAllObjects()) {
    if (obj.isStream()) {
      QPDFObjectHandle d = obj.getDict();
      if (d.getKey("/Subtype").isNameAndEquals("/Form") ||
          (d.getKey("/PatternType").isInteger() && d.getKey("/PatternType").getIntValue() == 1)) {
        QPDFObjectHandle::parseContentStream(obj, &cb);
      }
    } else if (obj.isDictionary() && obj.getKey("/Subtype").isNameAndEquals("/Type3")) {
      for (auto& [name, proc] : obj.getKey("/CharProcs").getDictAsMap()) {
        QPDFObjectHandle::parseContentStream(proc, &cb);
      }
    }
  }
  scan.ops = cb.count;
  return scan;
}

// How many objects of a PDF name an RGB colour space or a transparency group (in a stream, its
// dictionary).
std::pair<int, int> RgbAndGroups(const std::string& path) {
  QPDF q;
  q.processFile(path.c_str());
  int rgb = 0, groups = 0;
  for (QPDFObjectHandle obj : q.getAllObjects()) {
    const std::string text = obj.isStream() ? obj.getDict().unparse() : obj.unparse();
    rgb += text.find("/DeviceRGB") != std::string::npos;
    groups += text.find("/Transparency") != std::string::npos;
  }
  return {rgb, groups};
}

void ExpectGray(const std::string& what, const std::string& path, bool bleed = false,
                bool forms_with_groups = false) {
  SCOPED_TRACE(what);
  const Scan s = ScanPdf(path);
  ASSERT_GT(s.pages, 0);
  EXPECT_EQ(s.ops.count("rg"), 0u) << s.ops.at("rg") << " rg operators";
  EXPECT_EQ(s.ops.count("RG"), 0u) << s.ops.at("RG") << " RG operators";
  EXPECT_GT(s.ops.count("g") ? s.ops.at("g") : 0, 0);  // the colours are there, in grey
  EXPECT_EQ(s.trim_boxes, s.pages);
  EXPECT_EQ(s.bleed_boxes, bleed ? s.pages : 0);
  const auto [rgb, groups] = RgbAndGroups(path);
  EXPECT_EQ(rgb, 0) << "objects naming /DeviceRGB";
  // A document that does draw with transparency (forms painted with alpha) keeps their groups.
  if (!forms_with_groups) {
    EXPECT_EQ(groups, 0) << "transparency groups";
  }
}

class GrayPdfTest : public ::testing::Test {
 protected:
  testing_util::ScratchDir dir_;
  std::string Run(const std::string& name, const std::string& args) {
    const std::string out = dir_.Path(name);
    const auto r = testing_util::RunPapermines(args + " -o " + ShellQuote(out));
    EXPECT_EQ(r.status, 0) << args << "\n" << r.err;
    return out;
  }
};

TEST_F(GrayPdfTest, SheetsOfEveryKindAndTopology) {
  const std::vector<std::pair<std::string, std::string>> sheets = {
      {"paper-square", "--kind paper --topology square --size 8x8 -n 3"},
      {"paper-triangle", "--kind paper --topology triangle --size 6x9 -n 3"},
      {"paper-hex", "--kind paper --topology hex --size 7x7 -n 3"},
      {"oneclick", "--kind oneclick --size 6x7 -n 3"},
      {"reverse", "--kind reverse --size 8x8 -n 3"},
  };
  for (const auto& [name, args] : sheets) {
    ExpectGray(name, Run(name + ".pdf", "sheet " + args + " --seed 3"));
  }
  ExpectGray("sheet with a bleed", Run("bleed.pdf", "sheet --paper 6x9in --bleed 3mm"), true);
  // render, from a file, with hint pages.
  const std::string mines = dir_.Path("p.mines");
  ASSERT_EQ(RunShell(ShellQuote(PAPERMINES_BINARY) +
                     " gen paper --rows 7 --cols 7 --count 2 --seed 4 -o " + ShellQuote(mines))
                .status,
            0);
  ExpectGray("render with hints", Run("render.pdf", "render " + ShellQuote(mines) + " --hints 3"));
}

// Print preflight (issue 35): a sheet, its separate key, a book and its cover name no RGB colour
// space and no transparency group (Cairo declares every page a DeviceRGB transparency group).
TEST_F(GrayPdfTest, SheetKeyBookAndCoverHaveNoRgbOrTransparencyGroup) {
  const std::string sheet = Run("s.pdf", "sheet --answers separate --seed 2");
  ExpectGray("sheet", sheet);
  ExpectGray("key", dir_.Path("s-key.pdf"));
  const std::string sample = std::string(PAPERMINES_TEST_DATA) + "/../../samples/book.json";
  const std::string cover = dir_.Path("cover.pdf");
  ExpectGray("book",
             Run("b.pdf", "book -q " + ShellQuote(sample) + " --cover " + ShellQuote(cover)));
  ExpectGray("cover", cover, /*bleed=*/true);
}

TEST_F(GrayPdfTest, TheSampleBookAndABookWithABleed) {
  const std::string sample = std::string(PAPERMINES_TEST_DATA) + "/../../samples/book.json";
  ExpectGray("sample book", Run("sample.pdf", "book -q " + ShellQuote(sample)));
  const std::string spec = dir_.Path("bleed.json");
  testing_util::WriteWholeFile(spec, R"({"title": "B", "paper": "6x9in", "bleed": "0.125in",
    "sections": [{"title": "R", "kind": "reverse", "size": "6x6", "count": 3},
                 {"title": "O", "kind": "oneclick", "size": "6x6", "count": 3}]})");
  ExpectGray("book with a bleed", Run("bleed.pdf", "book -q " + ShellQuote(spec)), true);
}

// A document drawn in colour through everything Cairo can make a content stream of besides the
// page's own: a transparency group (a form XObject), a mask (a soft mask whose group is a form),
// a repeating surface (a tiling pattern). papermines' own pages use none of these today; both
// writers (libqpdf's and the streamed one, forced by the threshold) still leave no RGB operator in
// any of them.
TEST(GrayPdf, FormsMasksAndPatternsInBothWriters) {
  // Cairo's file in memory, as it hands it over.
  std::string bytes;
  cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(
      [](void* closure, const unsigned char* data, unsigned int length) {
        static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
        return CAIRO_STATUS_SUCCESS;
      },
      &bytes, 200, 200);
  cairo_t* cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 1, 0, 0);
  cairo_rectangle(cr, 10, 10, 50, 50);
  cairo_fill(cr);
  cairo_push_group(cr);  // a group painted with alpha: a form XObject
  cairo_set_source_rgb(cr, 0, 0, 1);
  cairo_rectangle(cr, 20, 20, 80, 80);
  cairo_fill(cr);
  cairo_pop_group_to_source(cr);
  cairo_paint_with_alpha(cr, 0.5);
  cairo_push_group(cr);  // through a mask: a soft mask
  cairo_set_source_rgb(cr, 0, 0.5, 0);
  cairo_paint(cr);
  cairo_pattern_t* mask = cairo_pattern_create_linear(0, 0, 200, 0);
  cairo_pattern_add_color_stop_rgba(mask, 0, 0, 0, 0, 1);
  cairo_pattern_add_color_stop_rgba(mask, 1, 0, 0, 0, 0);
  cairo_pop_group_to_source(cr);
  cairo_mask(cr, mask);
  cairo_pattern_destroy(mask);
  const cairo_rectangle_t tile_extents = {0, 0, 10, 10};
  cairo_surface_t* tile = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &tile_extents);
  cairo_t* tc = cairo_create(tile);
  cairo_set_source_rgb(tc, 0.2, 0.8, 0.3);
  cairo_rectangle(tc, 0, 0, 5, 5);
  cairo_fill(tc);
  cairo_destroy(tc);
  cairo_pattern_t* repeat = cairo_pattern_create_for_surface(tile);
  cairo_pattern_set_extend(repeat, CAIRO_EXTEND_REPEAT);
  cairo_set_source(cr, repeat);  // a repeating surface: a tiling pattern
  cairo_rectangle(cr, 100, 100, 90, 90);
  cairo_fill(cr);
  cairo_pattern_destroy(repeat);
  cairo_surface_destroy(tile);
  cairo_show_page(cr);
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  ASSERT_EQ(cairo_surface_status(surface), CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy(surface);
  testing_util::ScratchDir dir;
  // Cairo's own file has all three kinds of stream, in RGB.
  const std::string cairo_path = dir.Path("cairo.pdf");
  testing_util::WriteWholeFile(cairo_path, bytes);
  {
    QPDF q;
    q.setSuppressWarnings(true);
    q.processFile(cairo_path.c_str());
    int forms = 0, tilings = 0, masks = 0;
    for (QPDFObjectHandle obj : q.getAllObjects()) {
      if (obj.isStream()) {
        QPDFObjectHandle d = obj.getDict();
        forms += d.getKey("/Subtype").isNameAndEquals("/Form");
        tilings +=
            d.getKey("/PatternType").isInteger() && d.getKey("/PatternType").getIntValue() == 1;
      } else if (obj.isDictionary()) {
        masks += obj.getKey("/SMask").isDictionary();
      }
    }
    EXPECT_GT(forms, 0);
    EXPECT_GT(tilings, 0);
    EXPECT_GT(masks, 0);
    EXPECT_GT(ScanPdf(cairo_path).ops.count("rg"), 0u);
  }
  for (const bool streamed : {false, true}) {
    absl::StatusOr<std::string> gray =
        RewritePdf(bytes, nullptr, streamed ? 0 : kLinearizeMaxObjects);
    ASSERT_TRUE(gray.ok()) << gray.status();
    const std::string path = dir.Path(streamed ? "streamed.pdf" : "libqpdf.pdf");
    testing_util::WriteWholeFile(path, *gray);
    ExpectGray(streamed ? "streamed" : "libqpdf", path, false, /*forms_with_groups=*/true);
  }
}

}  // namespace
}  // namespace papermines::pdf
