// The PDF outline (render/outline.h): a run of entries, made only while the outline is handed to
// Cairo, gives Cairo exactly what the same entries added one by one give it (the same PDF, byte
// for byte), however long the run (one level, grouped, grouped twice) and however it is mixed
// with single entries; and the run's entries are not made before.
#include <cairo-pdf.h>
#include <cairo.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "render/outline.h"

namespace papermines::render {
namespace {

cairo_status_t Append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// A PDF of `pages` pages with `outline` given to it.
std::string PdfWith(const Outline& outline, int pages) {
  std::string bytes;
  cairo_surface_t* s = cairo_pdf_surface_create_for_stream(Append, &bytes, 200, 200);
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, "2026-01-01T00:00:00Z");
  cairo_t* cr = cairo_create(s);
  for (int k = 0; k < pages; ++k) {
    cairo_rectangle(cr, 10 + k % 50, 10, 5, 5);
    cairo_fill(cr);
    cairo_show_page(cr);
  }
  outline.AddTo(s);
  cairo_destroy(cr);
  cairo_surface_finish(s);
  EXPECT_EQ(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy(s);
  return bytes;
}

std::string Name(const char* what, int k) { return absl::StrCat(what, " ", k + 1); }
std::string Link(int k, int pages) {
  return absl::StrFormat("page=%d pos=[%d.00 %d.00]", k % pages + 1, 10 + k % 37, 20 + k % 53);
}

// The book's shape: a title entry, a few single entries, then sections of `counts[s]` puzzles
// each (a run, or the same entries one by one), then an answers heading with a run per section.
void Build(Outline* o, const std::vector<int>& counts, int pages, bool runs, int* made) {
  const int root = o->Add(Outline::kRoot, "Book", "page=1", /*open=*/true);
  o->Add(root, "How to play", "page=2");
  o->Add(root, "Contents", "page=2");
  const auto list = [&](int parent, const char* what, int n) {
    if (runs) {
      o->AddRun(parent, n, [=](int k, std::string* name, std::string* link) {
        ++*made;
        *name = Name(what, k);
        *link = Link(k, pages);
      });
    } else {
      for (int k = 0; k < n; ++k) o->Add(parent, Name(what, k), Link(k, pages));
    }
  };
  for (size_t s = 0; s < counts.size(); ++s) {
    list(o->Add(root, absl::StrCat("Section ", s + 1), "page=3"), "Puzzle", counts[s]);
  }
  const int answers = o->Add(root, "Answers", "page=4");
  for (size_t s = 0; s < counts.size(); ++s) {
    const int heading = o->Add(answers, absl::StrCat("Answers ", s + 1), "page=4");
    list(heading, "Answer", counts[s]);
    // A single entry after a run under the same parent, and a second run after it.
    if (s == 0) {
      o->Add(heading, "Note", "page=5");
      list(heading, "Extra", 7);
    }
  }
}

TEST(OutlineTest, RunsGiveCairoWhatSingleEntriesGive) {
  const int pages = 6;
  for (const std::vector<int>& counts :
       std::vector<std::vector<int>>{{1}, {100}, {101, 3}, {250, 99, 100}, {10001}}) {
    Outline singles, runs;
    int made = 0;
    Build(&singles, counts, pages, false, &made);
    Build(&runs, counts, pages, true, &made);
    EXPECT_EQ(made, 0) << "a run's entries are made only when the outline is handed over";
    const std::string a = PdfWith(singles, pages);
    const std::string b = PdfWith(runs, pages);
    EXPECT_GT(made, 0);
    ASSERT_EQ(a.size(), b.size()) << "counts[0] = " << counts[0];
    EXPECT_TRUE(a == b) << "counts[0] = " << counts[0];
    // The grouped levels are there: "Puzzle 1 – Puzzle 100" (UTF-16BE, as Cairo writes a
    // title that is not ASCII) heads the first group of a long list.
    const bool grouped = a.find(
                             "/Title <FEFF00500075007A007A006C00650020003100202013002000500075"
                             "007A007A006C00650020003100300030>") != std::string::npos;
    EXPECT_EQ(grouped, counts[0] > kOutlineFanout) << "counts[0] = " << counts[0];
  }
}

TEST(OutlineTest, AnEmptyRunAddsNothing) {
  Outline with, without;
  int made = 0;
  with.Add(Outline::kRoot, "A", "page=1");
  with.AddRun(Outline::kRoot, 0, [&](int, std::string*, std::string*) { ++made; });
  with.Add(Outline::kRoot, "B", "page=1");
  without.Add(Outline::kRoot, "A", "page=1");
  without.Add(Outline::kRoot, "B", "page=1");
  EXPECT_EQ(PdfWith(with, 1), PdfWith(without, 1));
  EXPECT_EQ(made, 0);
}

}  // namespace
}  // namespace papermines::render
