// Every PDF papermines writes is rewritten: by libqpdf, linearized, up to kLinearizeMaxObjects
// objects (pdf/repair.h), streamed by our own writer beyond (pdf/stream.h). Checked
// here, for both writers (the threshold argument forces either):
//  - `qpdf --check` passes with no warning; libqpdf's file is linearized, the streamed one is not
//    and keeps its small objects in object streams; for a PDF from each command (render, sheet)
//    and each kind (paper on square, triangle and hex; one-click; reverse);
//  - nothing is lost: read with libqpdf, Cairo's own file and the rewritten one have the same
//    pages (decoded content streams, colours in DeviceGray as the rewrite sets them), the same link
//    annotations with their destinations resolved to a page and position, the same outline and the
//    same document information; every link and bookmark resolves to a page of the file;
//  - each page's TrimBox and BleedBox;
//  - the same input gives the same bytes; two different documents get different /IDs;
//  - a document of more than kLinearizeMaxObjects objects is streamed;
//  - input that cannot be read (damaged, cut short, changed at random) is an error, not an
//    exception or a crash.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <map>
#include <memory>
#include <qpdf/Pl_String.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFAnnotationObjectHelper.hh>
#include <qpdf/QPDFNameTreeObjectHelper.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFOutlineDocumentHelper.hh>
#include <qpdf/QPDFOutlineObjectHelper.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "pdf/repair.h"
#include "pdf/syntax.h"
#include "tests/pdf_test_sheets.h"
#include "tests/run_binary.h"

namespace papermines::pdf {
namespace {

// The documents rewritten here are sheets drawn by render/ (the rewrite's real inputs), through
// tests/pdf_test_sheets.h: this file is C++17 under clang (it includes libqpdf).
using test_sheets::Answers;
using test_sheets::DrawSheet;

using testing_util::RunShell;
using testing_util::ShellQuote;

const std::string kBin = PAPERMINES_BINARY;

// What a reader sees of a PDF, with object numbers (which the rewrite changes) resolved away.
struct PdfSummary {
  std::vector<std::string> pages;    // per page: MediaBox and the decoded content stream
  std::vector<std::string> links;    // "page P [rect] -> (name) page Q /XYZ x y null"
  std::vector<std::string> outline;  // "<depth dots>title -> destination"
  std::map<std::string, std::string> info;
  bool operator==(const PdfSummary& o) const {
    return pages == o.pages && links == o.links && outline == o.outline && info == o.info;
  }
};

std::string Item(QPDFObjectHandle h) {
  return h.isNumber() ? absl::StrFormat("%.3f", h.getNumericValue()) : h.unparse();
}

// An explicit destination [page /XYZ x y z] as "page N /XYZ x y z".
std::string Explicit(QPDFObjectHandle d, const std::map<QPDFObjGen, int>& page_of) {
  if (!d.isArray() || d.getArrayNItems() < 2) return "unresolved: " + d.unparse();
  const auto it = page_of.find(d.getArrayItem(0).getObjGen());
  if (it == page_of.end()) return "unresolved page: " + d.unparse();
  std::string s = absl::StrFormat("page %d", it->second);
  for (int i = 1; i < d.getArrayNItems(); ++i) absl::StrAppend(&s, " ", Item(d.getArrayItem(i)));
  return s;
}

// A destination as a link or bookmark gives it: explicit, or a name looked up in the catalog's
// /Names /Dests tree (or the older /Dests dictionary).
std::string Destination(QPDF& q, QPDFObjectHandle d, const std::map<QPDFObjGen, int>& page_of) {
  if (!d.isString() && !d.isName()) return Explicit(d, page_of);
  const std::string name = d.isString() ? d.getUTF8Value() : d.getName();
  QPDFObjectHandle target = QPDFObjectHandle::newNull();
  QPDFObjectHandle names = q.getRoot().getKey("/Names");
  bool found = false;
  if (names.isDictionary() && names.getKey("/Dests").isDictionary()) {
    QPDFNameTreeObjectHelper tree(names.getKey("/Dests"), q);
    found = tree.findObject(name, target);
  }
  if (!found && q.getRoot().getKey("/Dests").isDictionary()) {
    target = q.getRoot().getKey("/Dests").getKey("/" + name);
    found = !target.isNull();
  }
  if (!found) return "unresolved name: " + name;
  if (target.isDictionary()) target = target.getKey("/D");
  return "(" + name + ") " + Explicit(target, page_of);
}

// The destination of a link annotation or outline item: /Dest, or a GoTo action's /D.
QPDFObjectHandle DestOf(QPDFObjectHandle item) {
  if (item.hasKey("/Dest")) return item.getKey("/Dest");
  QPDFObjectHandle a = item.getKey("/A");
  if (a.isDictionary() && a.getKey("/S").isName() && a.getKey("/S").getName() == "/GoTo") {
    return a.getKey("/D");
  }
  return QPDFObjectHandle::newNull();
}

void Outline(QPDF& q, std::vector<QPDFOutlineObjectHelper> items, int depth,
             const std::map<QPDFObjGen, int>& page_of, std::vector<std::string>* out) {
  for (QPDFOutlineObjectHelper& item : items) {
    out->push_back(std::string(depth, '.') + item.getTitle() + " -> " +
                   Destination(q, DestOf(item.getObjectHandle()), page_of));
    Outline(q, item.getKids(), depth + 1, page_of, out);
  }
}

PdfSummary Summarize(const std::string& pdf) {
  PdfSummary s;
  QPDF q;
  q.setSuppressWarnings(true);  // Cairo's own file has the dangling cross-reference entries
  q.processMemoryFile("pdf", pdf.data(), pdf.size());
  std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(q).getAllPages();
  std::map<QPDFObjGen, int> page_of;
  for (size_t k = 0; k < pages.size(); ++k) {
    page_of[pages[k].getObjectHandle().getObjGen()] = static_cast<int>(k + 1);
  }
  for (size_t k = 0; k < pages.size(); ++k) {
    std::string contents;
    Pl_String sink("contents", nullptr, contents);
    pages[k].pipeContents(&sink);
    std::string page = pages[k].getObjectHandle().getKey("/MediaBox").unparse();
    // The rewrite sets every colour in DeviceGray (render_pdf_gray_test checks how); compared
    // with Cairo's own file, nothing else in a page may change.
    page.append(1, '\n').append(GrayContentStream(contents));
    s.pages.push_back(std::move(page));
    for (QPDFAnnotationObjectHelper& a : pages[k].getAnnotations("/Link")) {
      QPDFObjectHandle rect = a.getObjectHandle().getKey("/Rect");
      std::string r;
      for (int i = 0; i < rect.getArrayNItems(); ++i)
        absl::StrAppend(&r, " ", Item(rect.getArrayItem(i)));
      s.links.push_back(absl::StrFormat("page %d [%s ] -> %s", k + 1, r,
                                        Destination(q, DestOf(a.getObjectHandle()), page_of)));
    }
  }
  QPDFOutlineDocumentHelper outlines(q);
  Outline(q, outlines.getTopLevelOutlines(), 0, page_of, &s.outline);
  for (auto& [key, value] : q.getTrailer().getKey("/Info").getDictAsMap()) {
    s.info[key] = value.unparse();
  }
  return s;
}

// The rewrite made the file smaller and kept what a reader sees: pages, links, outline and
// metadata. Returns the rewritten file's summary.
PdfSummary ExpectRewriteKeepsTheDocument(const std::string& before, const std::string& after) {
  EXPECT_LT(after.size(), before.size());
  const PdfSummary a = Summarize(before), b = Summarize(after);
  EXPECT_EQ(a.pages, b.pages);
  EXPECT_EQ(a.links, b.links);
  EXPECT_EQ(a.outline, b.outline);
  EXPECT_EQ(a.info, b.info);
  return b;
}

int CountUnresolved(const std::vector<std::string>& lines) {
  int n = 0;
  for (const std::string& l : lines) n += l.find("unresolved") != std::string::npos;
  return n;
}

// `qpdf --check` with no warning, and a linearized file (a streamed one: not linearized, with
// object streams).
void ExpectStrictlyValid(const std::string& path, bool linearized = true) {
  const testing_util::RunResult r = RunShell("qpdf --check " + ShellQuote(path));
  EXPECT_EQ(r.status, 0) << path << "\n" << r.out << r.err;
  EXPECT_EQ(r.err, "") << path;
  EXPECT_EQ(r.out.find("WARNING"), std::string::npos) << path << "\n" << r.out;
  EXPECT_NE(r.out.find(linearized ? "File is linearized" : "File is not linearized"),
            std::string::npos)
      << path << "\n"
      << r.out;
  if (!linearized) {
    const testing_util::RunResult objects =
        RunShell("qpdf --show-xref " + ShellQuote(path) + " | grep -c 'compressed; stream'");
    EXPECT_GT(std::atoi(objects.out.c_str()), 0) << "no object streams in " << path;
  }
  EXPECT_NE(r.out.find("No syntax or stream encoding errors found"), std::string::npos)
      << path << "\n"
      << r.out;
}

// One collection per kind and grid, made once by the binary's generators.
struct Kind {
  const char* name;
  const char* gen;    // arguments to `papermines gen`
  const char* sheet;  // arguments to `papermines sheet`
};
const Kind kKinds[] = {
    {"paper-square", "paper --topology square --rows 8 --cols 8 --count 3 --seed 2",
     "--kind paper --topology square --size 8x8 -n 3"},
    {"paper-triangle", "paper --topology triangle --rows 6 --cols 9 --count 3 --seed 2",
     "--kind paper --topology triangle --size 6x9 -n 3"},
    {"paper-hex", "paper --topology hex --rows 7 --cols 7 --count 3 --seed 2",
     "--kind paper --topology hex --size 7x7 -n 3"},
    {"oneclick", "oneclick --rows 6 --cols 7 --mines 10 --random --count 3 --seed 2",
     "--kind oneclick --size 6x7 -n 3"},
    {"reverse", "reverse --topology square --rows 8 --cols 8 --count 3 --seed 2",
     "--kind reverse --size 8x8 -n 3"},
};

class PdfRewriteTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new testing_util::ScratchDir();
    for (const Kind& k : kKinds) {
      const std::string path = dir_->Path(std::string(k.name) + ".mines");
      const testing_util::RunResult r =
          RunShell(ShellQuote(kBin) + " gen " + k.gen + " -o " + ShellQuote(path));
      ASSERT_EQ(r.status, 0) << k.name << ": " << r.err;
    }
  }
  static void TearDownTestSuite() {
    delete dir_;
    dir_ = nullptr;
  }
  static std::string Mines(const Kind& k) { return dir_->Path(std::string(k.name) + ".mines"); }
  static testing_util::ScratchDir* dir_;
};
testing_util::ScratchDir* PdfRewriteTest::dir_ = nullptr;

// Cairo's file and the rewritten one, read with libqpdf, show a reader the same document: through
// libqpdf (linearized) and streamed (pdf/stream.h), which RewritePdf picks by the document's
// size and which are forced here.
class PdfRewriteBothWaysTest : public PdfRewriteTest, public ::testing::WithParamInterface<bool> {
 protected:
  static bool Streamed() { return GetParam(); }
  static absl::StatusOr<std::string> Rewrite(const std::string& raw,
                                             const PageBoxesFn& boxes = nullptr) {
    return RewritePdf(raw, boxes, Streamed() ? 0 : kLinearizeMaxObjects);
  }
};
INSTANTIATE_TEST_SUITE_P(Writers, PdfRewriteBothWaysTest, ::testing::Bool(),
                         [](const auto& info) { return info.param ? "streamed" : "libqpdf"; });

TEST_P(PdfRewriteBothWaysTest, KeepsPagesLinksOutlineAndInfoOfEveryKind) {
  for (const Kind& k : kKinds) {
    for (Answers mode : {Answers::kAfter, Answers::kNone, Answers::kOnly}) {
      SCOPED_TRACE(std::string(k.name) + " answers mode " + std::to_string(static_cast<int>(mode)));
      auto raw = DrawSheet(Mines(k), /*rewrite=*/false, mode);
      ASSERT_TRUE(raw.ok()) << raw.status();
      const int n = static_cast<int>(raw->puzzles);
      ASSERT_EQ(n, 3) << k.name;
      const std::string& before = raw->pdf;
      auto fixed = Rewrite(before);
      ASSERT_TRUE(fixed.ok()) << fixed.status();
      const std::string& after = *fixed;
      EXPECT_NE(before, after);  // the rewrite happened
      const PdfSummary b = ExpectRewriteKeepsTheDocument(before, after);
      // What the document has: a link from each puzzle to its answer and back when both are in
      // it; a top entry per section and one bookmark per puzzle under it.
      const int sections = mode == Answers::kAfter ? 2 : 1;
      // After: the puzzle page, its blank back, the key on page 3.
      EXPECT_EQ(b.pages.size(), mode == Answers::kAfter ? 3u : 1u);
      EXPECT_EQ(b.links.size(), mode == Answers::kAfter ? static_cast<size_t>(2 * n) : 0u);
      EXPECT_EQ(b.outline.size(), static_cast<size_t>(sections * (n + 1)));
      EXPECT_EQ(CountUnresolved(b.links), 0);
      EXPECT_EQ(CountUnresolved(b.outline), 0);
      EXPECT_EQ(b.info.count("/Title"), 1u);
      if (mode == Answers::kAfter) {
        // Puzzle i on page 1 links to "answer-i" on page 3, and back.
        for (const std::string& link : b.links) {
          const bool to_answer = link.find("(answer-") != std::string::npos;
          EXPECT_EQ(link.rfind(to_answer ? "page 1 [" : "page 3 [", 0), 0u) << link;
          EXPECT_NE(link.find(to_answer ? ") page 3 /XYZ" : ") page 1 /XYZ"), std::string::npos)
              << link;
        }
      }
      // The rewritten bytes pass qpdf's own check.
      testing_util::ScratchDir scratch;
      const std::string path = scratch.Path("doc.pdf");
      testing_util::WriteWholeFile(path, after);
      ExpectStrictlyValid(path, !Streamed());
    }
  }
}

// Each page's TrimBox (and BleedBox when there is a bleed) is what the layout says, or the MediaBox
// without one; the same bytes twice; two different documents get different /IDs.
TEST_P(PdfRewriteBothWaysTest, PageBoxesAndDeterministicIds) {
  auto raw = DrawSheet(Mines(kKinds[0]), /*rewrite=*/false);
  auto raw_other = DrawSheet(Mines(kKinds[2]), /*rewrite=*/false);
  ASSERT_TRUE(raw.ok() && raw_other.ok());
  const auto boxes = [](int page) {
    PageBoxes b;
    b.media = {0, 0, 600.5, 800};
    b.trim = {9, 9, 591.5 - page, 791};
    b.bleed = page == 1;
    return b;
  };
  auto one = Rewrite(raw->pdf, boxes), two = Rewrite(raw->pdf, boxes);
  auto plain = Rewrite(raw->pdf), other = Rewrite(raw_other->pdf);
  ASSERT_TRUE(one.ok() && two.ok() && plain.ok() && other.ok()) << one.status();
  EXPECT_EQ(*one, *two);
  const auto id = [](const std::string& pdf) {
    QPDF q;
    q.processMemoryFile("pdf", pdf.data(), pdf.size());
    return q.getTrailer().getKey("/ID").unparse();
  };
  EXPECT_NE(id(*plain).find('<'), std::string::npos) << id(*plain);
  EXPECT_NE(id(*plain), id(*other));
  QPDF q;
  q.processMemoryFile("pdf", one->data(), one->size());
  std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(q).getAllPages();
  ASSERT_EQ(pages.size(), 3u);  // the puzzles, a blank back, the key
  for (size_t k = 0; k < pages.size(); ++k) {
    QPDFObjectHandle page = pages[k].getObjectHandle();
    EXPECT_EQ(page.getKey("/TrimBox").unparse(),
              absl::StrFormat("[ 9 9 %s 791 ]", k == 0   ? "590.5"
                                                : k == 1 ? "589.5"
                                                         : "588.5"));
    EXPECT_EQ(page.getKey("/BleedBox").unparse(), k == 0 ? "[ 0 0 600.5 800 ]" : "null");
  }
  QPDF p;
  p.processMemoryFile("pdf", plain->data(), plain->size());
  for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(p).getAllPages()) {
    EXPECT_EQ(page.getObjectHandle().getKey("/TrimBox").unparse(),
              page.getObjectHandle().getKey("/MediaBox").unparse());
    EXPECT_TRUE(page.getObjectHandle().getKey("/BleedBox").isNull());
  }
}

TEST_F(PdfRewriteTest, SameInputSameBytesAndDifferentDocumentsDifferentIds) {
  auto one = DrawSheet(Mines(kKinds[0]), /*rewrite=*/true);
  auto two = DrawSheet(Mines(kKinds[0]), /*rewrite=*/true);
  auto other = DrawSheet(Mines(kKinds[2]), /*rewrite=*/true);
  ASSERT_TRUE(one.ok() && two.ok() && other.ok());
  EXPECT_EQ(one->pdf, two->pdf);
  auto raw = DrawSheet(Mines(kKinds[0]), /*rewrite=*/false);
  ASSERT_TRUE(raw.ok());
  auto again = RewritePdf(raw->pdf);
  ASSERT_TRUE(again.ok()) << again.status();
  EXPECT_EQ(*again, one->pdf);
  const auto id = [](const std::string& pdf) {
    QPDF q;
    q.processMemoryFile("pdf", pdf.data(), pdf.size());
    return q.getTrailer().getKey("/ID").unparse();
  };
  const std::string id_one = id(one->pdf), id_other = id(other->pdf);
  EXPECT_NE(id_one.find('<'), std::string::npos) << id_one;  // [<hex> <hex>]
  EXPECT_NE(id_one, id_other);
}

// A PDF from each command and each kind, through the binary: qpdf --check passes with no warning,
// every link and bookmark resolves, and a second run writes the same bytes.
TEST_F(PdfRewriteTest, EveryCommandWritesStrictlyValidDeterministicPdfs) {
  for (const Kind& k : kKinds) {
    SCOPED_TRACE(k.name);
    const std::vector<std::pair<std::string, std::string>> commands = {
        {"render", "render --answers after " + ShellQuote(Mines(k))},
        {"sheet", std::string("sheet --answers after ") + k.sheet + " --seed 3 -j 2"},
    };
    for (const auto& [name, args] : commands) {
      std::string bytes[2];
      for (int run = 0; run < 2; ++run) {
        testing_util::ScratchDir scratch;
        const std::string out = scratch.Path(name + ".pdf");
        const testing_util::RunResult r =
            RunShell(ShellQuote(kBin) + " " + args + " -o " + ShellQuote(out));
        ASSERT_EQ(r.status, 0) << name << ": " << r.err;
        ExpectStrictlyValid(out);
        bytes[run] = testing_util::ReadWholeFile(out);
      }
      EXPECT_EQ(bytes[0], bytes[1]) << name;
      const PdfSummary s = Summarize(bytes[0]);
      EXPECT_EQ(s.links.size(), 6u) << name;
      EXPECT_EQ(s.outline.size(), 8u) << name;
      EXPECT_EQ(CountUnresolved(s.links), 0) << name;
      EXPECT_EQ(CountUnresolved(s.outline), 0) << name;
    }
  }
  // The default sheet, the one most people print: the puzzles and, beside them, the key.
  testing_util::ScratchDir scratch;
  const std::string out = scratch.Path("worksheet.pdf");
  ASSERT_EQ(RunShell(ShellQuote(kBin) + " sheet -o " + ShellQuote(out)).status, 0);
  ExpectStrictlyValid(out);
  ExpectStrictlyValid(scratch.Path("worksheet-key.pdf"));
  const PdfSummary puzzles = Summarize(testing_util::ReadWholeFile(out));
  const PdfSummary key = Summarize(testing_util::ReadWholeFile(scratch.Path("worksheet-key.pdf")));
  EXPECT_EQ(puzzles.links.size(), 0u);  // no answer in the file to link to
  EXPECT_EQ(puzzles.outline.size(), 7u);
  EXPECT_EQ(key.outline.size(), 7u);
  EXPECT_EQ(CountUnresolved(key.outline), 0);
}

// The deepest chain of /Kids below `node` in the page tree (a page: 0), and the longest /Kids.
int PageTreeDepth(QPDFObjectHandle node, size_t* widest) {
  QPDFObjectHandle kids = node.getKey("/Kids");
  if (!kids.isArray()) return 0;
  *widest = std::max(*widest, static_cast<size_t>(kids.getArrayNItems()));
  int deepest = 0;
  for (int i = 0; i < kids.getArrayNItems(); ++i) {
    deepest = std::max(deepest, PageTreeDepth(kids.getArrayItem(i), widest));
  }
  return deepest + 1;
}

// The deepest outline level below `items` (their own: 1) and the longest list of siblings.
int OutlineDepth(const std::vector<QPDFOutlineObjectHelper>& items, size_t* longest) {
  if (items.empty()) return 0;
  *longest = std::max(*longest, items.size());
  int deepest = 0;
  for (QPDFOutlineObjectHelper item : items) {
    deepest = std::max(deepest, OutlineDepth(item.getKids(), longest));
  }
  return deepest + 1;
}

// A document larger than the rewrite's read cache (1 MiB of Cairo's file at a time) and with more
// gray content streams than any buffer would hold: the rewrite still keeps every page, link and
// bookmark, the file is strictly valid, and no list in it is long or deep enough to make a tool
// that follows references depth first recurse far (the page tree is one level of pages, the
// outline three levels of at most 100 entries each).
TEST(PdfRewrite, LargeDocumentKeepsEverythingInAShallowStructure) {
  testing_util::ScratchDir dir;
  const std::string mines = dir.Path("many.mines");
  constexpr int kPuzzles = 2500;
  ASSERT_EQ(RunShell(ShellQuote(kBin) + " gen paper --size 8x8 --seed 5 -n " +
                     std::to_string(kPuzzles) + " -o " + ShellQuote(mines))
                .status,
            0);
  auto raw = DrawSheet(mines, /*rewrite=*/false, Answers::kAfter);
  ASSERT_TRUE(raw.ok()) << raw.status();
  ASSERT_EQ(raw->puzzles, static_cast<size_t>(kPuzzles));
  const std::string& before = raw->pdf;
  // Through libqpdf, whatever the size.
  auto fixed = RewritePdf(before, nullptr, std::numeric_limits<int64_t>::max());
  ASSERT_TRUE(fixed.ok()) << fixed.status();
  const std::string& after = *fixed;
  ASSERT_GT(before.size(), size_t{2} << 20);  // read through the cache twice over, at least
  const PdfSummary b = ExpectRewriteKeepsTheDocument(before, after);
  EXPECT_EQ(b.links.size(), static_cast<size_t>(2 * kPuzzles));
  EXPECT_EQ(CountUnresolved(b.links), 0);
  EXPECT_EQ(CountUnresolved(b.outline), 0);
  const std::string path = dir.Path("many.pdf");
  testing_util::WriteWholeFile(path, after);
  ExpectStrictlyValid(path);

  QPDF q;
  q.processMemoryFile("pdf", after.data(), after.size());
  size_t widest = 0;
  EXPECT_EQ(PageTreeDepth(q.getRoot().getKey("/Pages"), &widest), 1);
  EXPECT_EQ(widest, b.pages.size());
  size_t longest = 0;
  QPDFOutlineDocumentHelper outlines(q);
  // "Puzzles" and "Answers" -> 25 groups of 100 -> the puzzles.
  EXPECT_EQ(OutlineDepth(outlines.getTopLevelOutlines(), &longest), 3);
  EXPECT_EQ(longest, static_cast<size_t>(test_sheets::OutlineFanout()));
  // Every page's colours went through the spool of gray streams: no RGB operator is left
  // (render_pdf_gray_test checks the operators one by one).
  for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(q).getAllPages()) {
    std::string contents;
    Pl_String sink("contents", nullptr, contents);
    page.pipeContents(&sink);
    ASSERT_EQ(GrayContentStream(contents), contents);
  }

  // The same document streamed, as RenderDocument writes it (it has more than
  // kLinearizeMaxObjects objects): the same again, not linearized, and as small as libqpdf's
  // within a few percent.
  auto streamed = DrawSheet(mines, /*rewrite=*/true, Answers::kAfter);
  ASSERT_TRUE(streamed.ok()) << streamed.status();
  EXPECT_EQ(ExpectRewriteKeepsTheDocument(before, streamed->pdf), b);
  EXPECT_LT(streamed->pdf.size(), after.size() * 21 / 20);
  const std::string streamed_path = dir.Path("streamed.pdf");
  testing_util::WriteWholeFile(streamed_path, streamed->pdf);
  ExpectStrictlyValid(streamed_path, /*linearized=*/false);
}

TEST(PdfRewrite, UnreadableInputIsAnErrorNotAnException) {
  for (const std::string& bad : {std::string(), std::string("not a pdf at all"),
                                 std::string("%PDF-1.5\n1 0 obj\n<< /Type /Catalog")}) {
    absl::StatusOr<std::string> r;
    EXPECT_NO_THROW(r = RewritePdf(bad));
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_NE(r.status().message().find("bug in papermines"), std::string::npos) << r.status();
    EXPECT_NE(r.status().message().find("nothing was written"), std::string::npos) << r.status();
  }
}

// Cairo's file damaged in ways the streamed writer must notice (cut short, a stream's length
// wrong, a cross-reference offset wrong, nesting past any sensible depth): an error saying nothing
// was written, never an exception, a crash or a file.
TEST_F(PdfRewriteTest, StreamedWriterRefusesDamagedInput) {
  auto raw = DrawSheet(Mines(kKinds[0]), /*rewrite=*/false);
  ASSERT_TRUE(raw.ok()) << raw.status();
  const std::string& good = raw->pdf;
  ASSERT_TRUE(RewritePdf(good, nullptr, 0).ok());
  std::vector<std::pair<std::string, std::string>> damaged;
  damaged.emplace_back("cut short", good.substr(0, good.size() / 2));
  damaged.emplace_back("tail cut", good.substr(0, good.size() - 40));
  std::string s = good;
  const size_t len = s.find("/Length ");
  ASSERT_NE(len, std::string::npos);
  s.insert(len + 8, "9");  // 9xxx bytes long: past its endstream
  damaged.emplace_back("a wrong /Length", s);
  s = good;
  const size_t xref = s.rfind("\n0000000000 65535 f");
  ASSERT_NE(xref, std::string::npos);
  s.replace(xref + 21, 10, "0000000001");  // object 1 at byte 1
  damaged.emplace_back("a wrong offset", s);
  s = good;
  const size_t obj = s.find(" 0 obj\n<<");
  s.insert(obj + 7, std::string(100000, '['));
  damaged.emplace_back("nested too deep", s);
  for (const auto& [what, bytes] : damaged) {
    absl::StatusOr<std::string> r;
    EXPECT_NO_THROW(r = RewritePdf(bytes, nullptr, 0)) << what;
    ASSERT_FALSE(r.ok()) << what;
    EXPECT_NE(r.status().message().find("nothing was written"), std::string::npos)
        << what << ": " << r.status();
  }
  // Bytes changed at random (a fixed seed): each rewrite ends, as a file or as that error (under
  // the sanitizers, also without a bad memory access).
  uint64_t state = 0x9e3779b97f4a7c15u;
  const auto next = [&state] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  int refused = 0;
  for (int round = 0; round < 400; ++round) {
    std::string bytes = good;
    for (int k = 0, n = 1 + static_cast<int>(next() % 4); k < n; ++k) {
      bytes[next() % bytes.size()] = static_cast<char>("()<>[]/ 0R\n%x"[next() % 14]);
    }
    absl::StatusOr<std::string> r;
    EXPECT_NO_THROW(r = RewritePdf(bytes, nullptr, 0)) << "round " << round;
    if (!r.ok()) {
      ++refused;
      EXPECT_NE(r.status().message().find("nothing was written"), std::string::npos)
          << "round " << round << ": " << r.status();
    }
  }
  EXPECT_GT(refused, 0);
}

}  // namespace
}  // namespace papermines::pdf
