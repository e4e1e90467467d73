// The PDF module on its own (pdf/): no puzzle, no drawing, files made here byte by byte.
//  - PdfFile keeps what is appended, across its write buffer, and reads any range back;
//  - PdfFileReader gives the bytes at any offset, across its cached blocks, in any order;
//  - a hand-made one-page PDF drawing in RGB goes through both writers (libqpdf's and the streamed
//    one, forced by the threshold) and comes out with its content in DeviceGray and the page boxes
//    it was given; its object count is read from its trailer.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <stdexcept>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "pdf/file.h"
#include "pdf/repair.h"
#include "pdf/stream.h"

namespace papermines::pdf {
namespace {

// `n` bytes that differ from their neighbours' (so a misplaced read shows).
std::string Pattern(size_t n) {
  std::string s(n, '\0');
  for (size_t i = 0; i < n; ++i) s[i] = static_cast<char>('a' + (i * 7 + i / 251) % 26);
  return s;
}

TEST(PdfFile, KeepsWhatIsAppendedAndReadsAnyRange) {
  absl::StatusOr<PdfFile> f = PdfFile::Create("test");
  ASSERT_TRUE(f.ok()) << f.status();
  const std::string all = Pattern(300000);  // several times the 64 KiB write buffer
  for (size_t at = 0; at < all.size(); at += 977) {
    ASSERT_TRUE(f->Append(std::string_view(all).substr(at, 977)));
  }
  EXPECT_EQ(f->size(), static_cast<int64_t>(all.size()));
  absl::StatusOr<std::string> back = f->ReadAll();
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, all);
  for (const auto& [from, length] : std::vector<std::pair<int64_t, int64_t>>{
           {0, 10}, {65535, 3}, {123456, 70000}, {299990, 10}}) {
    std::string got;
    ASSERT_TRUE(f->ReadRange(from, length, [&](std::string_view c) { got.append(c); }).ok());
    EXPECT_EQ(got, all.substr(static_cast<size_t>(from), static_cast<size_t>(length)));
  }
  // Moved, the file goes with it.
  PdfFile moved = *std::move(f);
  EXPECT_EQ(moved.size(), static_cast<int64_t>(all.size()));
  EXPECT_EQ(*moved.ReadAll(), all);
}

TEST(PdfFileReader, GivesTheBytesAtAnyOffsetInAnyOrder) {
  absl::StatusOr<PdfFile> f = PdfFile::Create("test");
  ASSERT_TRUE(f.ok());
  const std::string all = Pattern(5 << 20);  // more blocks than the reader caches
  ASSERT_TRUE(f->Append(all));
  ASSERT_TRUE(f->Flush());
  PdfFileReader reader(*f, [](const std::string& m) { throw std::runtime_error(m); });
  EXPECT_EQ(reader.size(), static_cast<int64_t>(all.size()));
  uint64_t x = 12345;
  for (int k = 0; k < 2000; ++k) {
    x = x * 6364136223846793005u + 1442695040888963407u;
    const int64_t at = static_cast<int64_t>((x >> 11) % all.size());
    const std::string_view got = reader.At(at);
    ASSERT_FALSE(got.empty()) << at;
    EXPECT_EQ(got, std::string_view(all).substr(static_cast<size_t>(at), got.size())) << at;
  }
}

// A one-page PDF, made by hand, its page filled in red and in grey (RGB operators).
std::string HandMadePdf() {
  const std::string content = "1 0 0 rg 10 10 50 50 re f 0.5 0.5 0.5 RG 0 0 m 100 100 l S\n";
  const std::vector<std::string> objects = {
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] /Contents 4 0 R /Resources << >> >>",
      absl::StrCat("<< /Length ", content.size(), " >>\nstream\n", content, "endstream"),
  };
  std::string pdf = "%PDF-1.5\n";
  std::vector<size_t> offsets;
  for (size_t k = 0; k < objects.size(); ++k) {
    offsets.push_back(pdf.size());
    absl::StrAppend(&pdf, k + 1, " 0 obj\n", objects[k], "\nendobj\n");
  }
  const size_t xref = pdf.size();
  absl::StrAppend(&pdf, "xref\n0 ", objects.size() + 1, "\n0000000000 65535 f \n");
  for (size_t at : offsets) absl::StrAppend(&pdf, absl::StrFormat("%010d 00000 n \n", at));
  absl::StrAppend(&pdf, "trailer\n<< /Size ", objects.size() + 1, " /Root 1 0 R >>\nstartxref\n",
                  xref, "\n%%EOF\n");
  return pdf;
}

TEST(PdfRewrite, AHandMadePageComesOutGreyWithItsBoxesFromBothWriters) {
  const std::string pdf = HandMadePdf();
  absl::StatusOr<PdfFile> f = PdfFile::Create("test");
  ASSERT_TRUE(f.ok());
  ASSERT_TRUE(f->Append(pdf));
  absl::StatusOr<int64_t> count = PdfObjectCount(*f);
  ASSERT_TRUE(count.ok()) << count.status();
  EXPECT_EQ(*count, 5);
  const PageBoxesFn boxes = [](int page_no) {
    EXPECT_EQ(page_no, 1);
    return PageBoxes{{0, 0, 200, 300}, {9, 9, 191, 291}, true};
  };
  for (const int64_t threshold : {kLinearizeMaxObjects, int64_t{0}}) {
    SCOPED_TRACE(threshold == 0 ? "streamed" : "libqpdf");
    absl::StatusOr<std::string> out = RewritePdf(pdf, boxes, threshold);
    ASSERT_TRUE(out.ok()) << out.status();
    QPDF q;
    q.processMemoryFile("rewritten", out->data(), out->size());
    std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(q).getAllPages();
    ASSERT_EQ(pages.size(), 1u);
    QPDFObjectHandle page = pages[0].getObjectHandle();
    ASSERT_TRUE(page.getKey("/TrimBox").isArray());
    EXPECT_EQ(page.getKey("/TrimBox").getArrayItem(0).getNumericValue(), 9);
    EXPECT_EQ(page.getKey("/TrimBox").getArrayItem(3).getNumericValue(), 291);
    EXPECT_TRUE(page.getKey("/BleedBox").isArray());
    const std::shared_ptr<Buffer> data = page.getKey("/Contents").getStreamData();
    const std::string content(reinterpret_cast<const char*>(data->getBuffer()), data->getSize());
    EXPECT_EQ(content.find("rg"), std::string::npos) << content;
    EXPECT_EQ(content.find("RG"), std::string::npos) << content;
    EXPECT_NE(content.find("0.2990 g"), std::string::npos) << content;  // red's luminance
    EXPECT_NE(content.find("0.5 G"), std::string::npos) << content;
  }
}

TEST(PdfRewrite, WhatIsNoPdfIsAnError) {
  EXPECT_FALSE(RewritePdf("not a PDF at all").ok());
  EXPECT_FALSE(RewritePdf("not a PDF at all", nullptr, 0).ok());
}

}  // namespace
}  // namespace papermines::pdf
