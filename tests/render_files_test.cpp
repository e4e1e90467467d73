// core/page_files.h (with render/page_mark.h) alone: a page set is written all or nothing (a rename
// that fails midway is rolled back from the backups), and only files named exactly like our pages
// count as stale.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "core/output.h"
#include "core/page_files.h"
#include "render/page_mark.h"
#include "tests/run_binary.h"

namespace papermines::render {
namespace {

namespace fs = std::filesystem;
using testing_util::ReadWholeFile;
using testing_util::ScratchDir;

void Spit(const std::string& p, const std::string& s) { std::ofstream(p, std::ios::binary) << s; }

// A page as Cairo writes it (before the mark).
const std::string kSvgPage =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
    "width=\"10pt\" height=\"10pt\">\n<g>\n</g>\n</svg>\n";

// The PNG chunk of `type` and `data` with its CRC (zlib's, a peer of page_mark.cpp's use of it).
std::string Chunk(const std::string& type, const std::string& data) {
  std::string c;
  const uint32_t n = static_cast<uint32_t>(data.size());
  for (int s = 24; s >= 0; s -= 8) c += static_cast<char>(n >> s);
  c += type + data;
  uint32_t crc = 0xFFFFFFFFu;  // CRC-32 bit by bit over type and data
  for (char ch : type + data) {
    crc ^= static_cast<unsigned char>(ch);
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  crc ^= 0xFFFFFFFFu;
  for (int s = 24; s >= 0; s -= 8) c += static_cast<char>(crc >> s);
  return c;
}

// A small PNG's structure: signature, IHDR, one IDAT, IEND.
std::string PngPage() {
  return std::string("\x89PNG\r\n\x1a\n", 8) +
         Chunk("IHDR", std::string("\0\0\0\x01\0\0\0\x01\x08\0\0\0\0", 13)) +
         Chunk("IDAT", "not really deflate") + Chunk("IEND", "");
}

std::vector<std::string> Listing(const ScratchDir& dir) {
  std::vector<std::string> names;
  for (const auto& f : fs::directory_iterator(dir.Path(""))) {
    names.push_back(f.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

// rename(2) that fails (EIO) on call number g_fail_at (0-based) and works otherwise.
int g_calls = 0, g_fail_at = -1;
int FlakyRename(const char* from, const char* to) {
  if (g_calls++ == g_fail_at) {
    errno = EIO;
    return -1;
  }
  return std::rename(from, to);
}

TEST(PageFilesTest, WritesEveryPage) {
  RunFiles run;  // this test is one run (core/output.h)
  ScratchDir dir;
  const std::vector<std::string> paths = {dir.Path("a-1.svg"), dir.Path("a-2.svg")};
  const std::vector<std::string> blobs = {"one", "two"};
  ASSERT_TRUE(WriteFilesAtomic(run, paths, blobs).ok());
  EXPECT_EQ(ReadWholeFile(paths[0]), "one");
  EXPECT_EQ(ReadWholeFile(paths[1]), "two");
  EXPECT_EQ(Listing(dir), (std::vector<std::string>{"a-1.svg", "a-2.svg"}));
}

TEST(PageFilesTest, AFailedRenameMidwayPutsTheOldSetBack) {
  RunFiles run;  // this test is one run (core/output.h)
  for (int fail_at = 0; fail_at < 4; ++fail_at) {
    ScratchDir dir;
    // Pages 1 and 3 exist from an earlier run, 2 and 4 are new names.
    const std::vector<std::string> paths = {dir.Path("b-1.png"), dir.Path("b-2.png"),
                                            dir.Path("b-3.png"), dir.Path("b-4.png")};
    Spit(paths[0], "old 1");
    Spit(paths[2], "old 3");
    const std::vector<std::string> blobs = {"new 1", "new 2", "new 3", "new 4"};
    g_calls = 0;
    g_fail_at = fail_at;
    run.SetRenameForTesting(&FlakyRename);
    const absl::Status s = WriteFilesAtomic(run, paths, blobs);
    run.SetRenameForTesting(nullptr);  // rename(2) again
    ASSERT_FALSE(s.ok()) << fail_at;
    EXPECT_NE(std::string(s.message()).find(paths[fail_at]), std::string::npos) << s.message();
    // Exactly the old set, nothing else (no temporaries, no backups).
    EXPECT_EQ(Listing(dir), (std::vector<std::string>{"b-1.png", "b-3.png"})) << fail_at;
    EXPECT_EQ(ReadWholeFile(paths[0]), "old 1");
    EXPECT_EQ(ReadWholeFile(paths[2]), "old 3");
  }
  // And with a working rename the new set replaces it, with no backup left.
  ScratchDir dir;
  const std::vector<std::string> paths = {dir.Path("b-1.png"), dir.Path("b-2.png")};
  Spit(paths[0], "old 1");
  ASSERT_TRUE(WriteFilesAtomic(run, paths, std::vector<std::string>{"new 1", "new 2"}).ok());
  EXPECT_EQ(Listing(dir), (std::vector<std::string>{"b-1.png", "b-2.png"}));
  EXPECT_EQ(ReadWholeFile(paths[0]), "new 1");
}

// Pages go through the same atomic output as single files (core/output.h): a replaced page keeps
// its permission bits, a page that is a symbolic link has its target replaced (the link stays),
// and a run of this process never writes over one of its inputs.
TEST(PageFilesTest, PagesKeepModeFollowLinksAndSpareInputs) {
  RunFiles run;  // this test is one run (core/output.h)
  ScratchDir dir;
  const std::vector<std::string> paths = {dir.Path("m-1.svg"), dir.Path("m-2.svg")};
  Spit(paths[0], "old");
  fs::permissions(paths[0], fs::perms::owner_read | fs::perms::owner_write);
  Spit(dir.Path("elsewhere.svg"), "old target");
  fs::create_symlink("elsewhere.svg", paths[1]);
  ASSERT_TRUE(WriteFilesAtomic(run, paths, std::vector<std::string>{"new 1", "new 2"}).ok());
  EXPECT_EQ(fs::status(paths[0]).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write);
  EXPECT_TRUE(fs::is_symlink(paths[1]));
  EXPECT_EQ(ReadWholeFile(dir.Path("elsewhere.svg")), "new 2");
  EXPECT_EQ(ReadWholeFile(paths[0]), "new 1");
  // An input of this run as a page: refused, nothing replaced, no temporary left.
  ASSERT_TRUE(run.NoteInput(paths[0]).ok());
  const absl::Status s = WriteFilesAtomic(run, paths, std::vector<std::string>{"x", "y"});
  EXPECT_FALSE(s.ok());
  EXPECT_NE(std::string(s.message()).find("input"), std::string::npos) << s;
  EXPECT_EQ(ReadWholeFile(paths[0]), "new 1");
  EXPECT_EQ(ReadWholeFile(dir.Path("elsewhere.svg")), "new 2");
  EXPECT_EQ(Listing(dir), (std::vector<std::string>{"elsewhere.svg", "m-1.svg", "m-2.svg"}));
}

TEST(PageFilesTest, RefusesADirectoryTargetBeforeWriting) {
  RunFiles run;  // this test is one run (core/output.h)
  ScratchDir dir;
  Spit(dir.Path("c-1.svg"), "old");
  fs::create_directory(dir.Path("c-2.svg"));
  const std::vector<std::string> paths = {dir.Path("c-1.svg"), dir.Path("c-2.svg")};
  const absl::Status s = WriteFilesAtomic(run, paths, std::vector<std::string>{"x", "y"});
  EXPECT_FALSE(s.ok());
  EXPECT_NE(std::string(s.message()).find("directory"), std::string::npos);
  EXPECT_EQ(ReadWholeFile(paths[0]), "old");
  EXPECT_EQ(Listing(dir), (std::vector<std::string>{"c-1.svg", "c-2.svg"}));
}

TEST(PageFilesTest, StalePagesAreExactlyOurNamesBeyondTheNewCount) {
  ScratchDir dir;
  for (const char* f :
       {"d.svg", "d-1.svg", "d-2.svg", "d-3.svg", "d-10.svg", "d-01.svg", "d-3.SVG",
        "d-3.svg.tmp-abc", "dd-3.svg", "d-.svg", "d-3x.svg", "d-3.png", "e-3.svg"}) {
    // Each marked as what its name says: page K of a 12-page d.svg, or a one-page document.
    const std::string name = f;
    int k = 0;
    if (name.starts_with("d-") && name.ends_with(".svg")) {
      k = std::atoi(name.substr(2).c_str());
      if (name != absl::StrCat("d-", k, ".svg")) k = 0;
    }
    Spit(dir.Path(f), k > 0 ? MarkPage(kSvgPage, k, 12) : MarkPage(kSvgPage, 1, 1));
  }
  // Files the user made under page names: no papermines mark, never stale.
  Spit(dir.Path("d-7.svg"), kSvgPage);
  Spit(dir.Path("d-12.svg"), "my notes\n");
  fs::create_directory(dir.Path("d-4.svg"));
  fs::create_symlink(dir.Path("d-1.svg"), dir.Path("d-5.svg"));
  const std::string out = dir.Path("d.svg");
  // Three pages written: d.svg and d-10.svg are stale (d-4 is a directory, d-5 a link).
  EXPECT_EQ(StalePageFiles(out, 3, IsMarkedPage),
            (std::vector<std::string>{out, dir.Path("d-10.svg")}));
  // Two pages: d-3.svg too.
  EXPECT_EQ(StalePageFiles(out, 2, IsMarkedPage),
            (std::vector<std::string>{out, dir.Path("d-10.svg"), dir.Path("d-3.svg")}));
  // Eleven pages: only d.svg (d-10 is one of the new pages).
  EXPECT_EQ(StalePageFiles(out, 11, IsMarkedPage), (std::vector<std::string>{out}));
  // One page (d.svg itself): every numbered page.
  EXPECT_EQ(StalePageFiles(out, 1, IsMarkedPage),
            (std::vector<std::string>{dir.Path("d-1.svg"), dir.Path("d-10.svg"),
                                      dir.Path("d-2.svg"), dir.Path("d-3.svg")}));
  ASSERT_TRUE(RemoveStalePages(out, 1, IsMarkedPage).ok());
  EXPECT_EQ(Listing(dir),
            (std::vector<std::string>{"d-.svg", "d-01.svg", "d-12.svg", "d-3.SVG", "d-3.png",
                                      "d-3.svg.tmp-abc", "d-3x.svg", "d-4.svg", "d-5.svg",
                                      "d-7.svg", "d.svg", "dd-3.svg", "e-3.svg"}));
  EXPECT_EQ(ReadWholeFile(dir.Path("d-12.svg")), "my notes\n");
  // Names: the extension is the last dot of the file name only.
  EXPECT_EQ(SplitPageName("a.b/book").stem, "a.b/book");
  EXPECT_EQ(SplitPageName("a.b/book").ext, "");
  EXPECT_EQ(SplitPageName("dir/book.tar.svg").stem, "dir/book.tar");
  EXPECT_EQ(SplitPageName("dir/book.tar.svg").ext, ".svg");
  EXPECT_EQ(SplitPageName("-").ext, "");
}

// Only a file papermines wrote counts as a page: the mark where MarkPage puts it and the whole
// structure around it, never a file that only holds the mark's text somewhere.
TEST(PageFilesTest, OnlyWholePagesOfOursAreStale) {
  ScratchDir dir;
  const std::string svg = MarkPage(kSvgPage, 2, 3), png = MarkPage(PngPage(), 2, 3);
  Spit(dir.Path("p-2.svg"), svg);
  Spit(dir.Path("p-2.png"), png);
  Spit(dir.Path("p-3.svg"), svg.substr(0, svg.size() - 7));  // cut short: not ours
  Spit(dir.Path("p-4.svg"), "my notes\n<!-- papermines page -->\nmore notes\n");
  Spit(dir.Path("p-5.svg"), "<!-- papermines page -->\n" + kSvgPage);  // mark on line 1
  Spit(dir.Path("p-6.svg"), "<?xml version=\"1.0\"?>\n<!-- papermines page -->\n</svg>\n");
  Spit(dir.Path("p-3.png"), png.substr(0, png.size() - 12));  // no IEND
  Spit(dir.Path("p-4.png"), std::string("tEXtSoftware\0papermines page\n", 29));
  std::string bad_crc = png;
  bad_crc[20] ^= 1;  // the IHDR's data no longer matches its CRC
  Spit(dir.Path("p-5.png"), bad_crc);
  Spit(dir.Path("p-6.png"), PngPage());  // a PNG, but not one we marked
  const std::string plain = PngPage();   // the mark moved to just before IEND
  Spit(dir.Path("p-7.png"), plain.substr(0, plain.size() - 12) +
                                png.substr(33, png.size() - plain.size()) +
                                plain.substr(plain.size() - 12));
  const std::vector<std::string> none;
  EXPECT_EQ(StalePageFiles(dir.Path("p.svg"), 1, IsMarkedPage),
            (std::vector<std::string>{dir.Path("p-2.svg")}));
  EXPECT_EQ(StalePageFiles(dir.Path("p.png"), 1, IsMarkedPage),
            (std::vector<std::string>{dir.Path("p-2.png")}));
  ASSERT_TRUE(RemoveStalePages(dir.Path("p.svg"), 1, IsMarkedPage).ok());
  ASSERT_TRUE(RemoveStalePages(dir.Path("p.png"), 1, IsMarkedPage).ok());
  EXPECT_EQ(Listing(dir),
            (std::vector<std::string>{"p-3.png", "p-3.svg", "p-4.png", "p-4.svg", "p-5.png",
                                      "p-5.svg", "p-6.png", "p-6.svg", "p-7.png"}));
  // An empty file and a FIFO are never read as pages (a FIFO would block).
  Spit(dir.Path("q-2.svg"), "");
  ASSERT_EQ(mkfifo(dir.Path("q-3.svg").c_str(), 0600), 0);
  EXPECT_EQ(StalePageFiles(dir.Path("q.svg"), 1, IsMarkedPage), none);
}

// A document named only by its extension would have hidden pages without one (".svg-1"): refused.
TEST(PageFilesTest, ANameThatIsOnlyAnExtensionIsRefused) {
  for (const char* bad : {".svg", ".png", ".pdf", "dir/.svg", "/tmp/x/.PNG", ".mines"}) {
    const absl::Status s = CheckDocumentName(bad);
    EXPECT_TRUE(absl::IsInvalidArgument(s)) << bad;
    EXPECT_NE(std::string(s.message()).find("only an extension"), std::string::npos) << s;
  }
  for (const char* good : {"-", "a.svg", ".hidden.svg", "dir/a.png", ".", "..", "x", "dir.d/a"}) {
    EXPECT_TRUE(CheckDocumentName(good).ok()) << good;
  }
}

// The PNG mark is a valid tEXt chunk right after IHDR (its CRC checked here independently).
TEST(PageFilesTest, PngMarkIsAValidChunkAfterTheHeader) {
  std::string png("\x89PNG\r\n\x1a\n", 8);
  png += std::string("\0\0\0\x0dIHDR", 8) + std::string(13, '\1') + "CRC!";
  png += std::string("\0\0\0\0IEND", 8) + "CRC!";
  const std::string marked = MarkPage(png, 1, 1);
  ASSERT_EQ(marked.size(), png.size() + 12 + 24);
  EXPECT_EQ(marked.substr(0, 33), png.substr(0, 33));
  EXPECT_EQ(marked.substr(33, 8), std::string("\0\0\0\x18tEXt", 8));
  EXPECT_EQ(marked.substr(41, 24), std::string("Software\0papermines page", 24));
  // CRC-32 (IEEE, reflected, polynomial 0xEDB88320) over type and data, computed bit by bit.
  uint32_t crc = 0xFFFFFFFFu;
  for (char ch : marked.substr(37, 28)) {
    crc ^= static_cast<unsigned char>(ch);
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  crc ^= 0xFFFFFFFFu;
  const std::string c = marked.substr(65, 4);
  const uint32_t got = (uint32_t(uint8_t(c[0])) << 24) | (uint32_t(uint8_t(c[1])) << 16) |
                       (uint32_t(uint8_t(c[2])) << 8) | uint32_t(uint8_t(c[3]));
  EXPECT_EQ(got, crc);
  EXPECT_EQ(marked.substr(69), png.substr(33));
  // Anything else is left as it is.
  EXPECT_EQ(MarkPage("%PDF-1.5 ...", 1, 1), "%PDF-1.5 ...");
  // Page 2 of 3 says so in the same chunk.
  const std::string second = MarkPage(png, 2, 3);
  EXPECT_EQ(second.substr(33, 8), std::string("\0\0\0\x1FtEXt", 8));
  EXPECT_EQ(second.substr(41, 31), std::string("Software\0papermines page 2 of 3", 31));
}

// A series' sets (sheet --sets 3 -o s.svg: s-1.svg ... s-3.svg, each a document of its own) and
// the pages of a longer document (s.svg's s-1.svg, s-2.svg) share their names; the marks tell
// them apart, so writing s.svg never removes a set, and a set never removes s.svg's pages.
TEST(PageFilesTest, ASeriesSetIsNotAPageOfTheDocumentOfItsStem) {
  ScratchDir dir;
  for (int k = 1; k <= 3; ++k) {
    Spit(dir.Path(absl::StrCat("s-", k, ".svg")), MarkPage(kSvgPage, 1, 1));
  }
  Spit(dir.Path("s-4.svg"), MarkPage(kSvgPage, 4, 5));  // page 4 of an earlier 5-page s.svg
  Spit(dir.Path("s-6.svg"), MarkPage(kSvgPage, 2, 6));  // a page mark for another number
  Spit(dir.Path("s.svg"), MarkPage(kSvgPage, 1, 1));
  EXPECT_EQ(StalePageFiles(dir.Path("s.svg"), 1, IsMarkedPage),
            (std::vector<std::string>{dir.Path("s-4.svg")}));
  EXPECT_EQ(StalePageFiles(dir.Path("s.svg"), 2, IsMarkedPage),
            (std::vector<std::string>{dir.Path("s.svg"), dir.Path("s-4.svg")}));
  // A page of a longer document is not a one-page document under its own name either.
  Spit(dir.Path("t.svg"), MarkPage(kSvgPage, 1, 2));
  EXPECT_TRUE(StalePageFiles(dir.Path("t.svg"), 2, IsMarkedPage).empty());
}

}  // namespace
}  // namespace papermines::render
