// core/line_source.h: a file read in 64 KiB chunks gives the same lines, end-of-file position and
// .mines parse as the same text in memory, including lines that straddle chunks, a byte order
// mark, CRLF and a last line without a newline; Rewind starts again; peeked lines survive Forget.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "core/line_source.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

struct Read {
  std::vector<std::string> lines;
  int eof_line = 0, eof_col = 0;
};

Read ReadAll(LineSource& src) {
  Read r;
  std::string_view line;
  while (src.Next(&line)) {
    r.lines.emplace_back(line);
    if (r.lines.size() % 3 == 0) src.Forget();
  }
  EXPECT_TRUE(src.status().ok()) << src.status();
  r.eof_line = src.eof_line();
  r.eof_col = src.eof_col();
  return r;
}

// The lines of `text` split by hand (the reference the source is held to).
std::vector<std::string> SplitByHand(std::string text) {
  if (text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);
  std::vector<std::string> out;
  size_t at = 0;
  while (at < text.size()) {
    const size_t nl = text.find('\n', at);
    out.push_back(text.substr(at, nl == std::string::npos ? std::string::npos : nl - at));
    at = nl == std::string::npos ? text.size() : nl + 1;
  }
  return out;
}

TEST(LineSource, FileInChunksReadsLikeTextInMemory) {
  RunFiles run;  // this test is one run (core/output.h)
  testing_util::ScratchDir dir;
  std::mt19937 rng(7);
  for (int round = 0; round < 12; ++round) {
    std::string text = round % 2 == 0 ? "\xEF\xBB\xBF" : "";
    const int lines = 1 + static_cast<int>(rng() % 40);
    for (int i = 0; i < lines; ++i) {
      const size_t len = rng() % 4 == 0 ? 60000 + rng() % 90000 : rng() % 30;
      text += std::string(len, static_cast<char>('a' + i % 26));
      if (rng() % 5 == 0) text += '\r';
      if (i + 1 < lines || round % 3 != 0) text += '\n';  // some end without a newline
    }
    const std::string path = dir.Path(absl::StrCat("t", round));
    testing_util::WriteWholeFile(path, text);
    auto file = LineSource::Open(run, path);
    ASSERT_TRUE(file.ok()) << file.status();
    LineSource memory(text, "memory");
    const Read a = ReadAll(**file), b = ReadAll(memory);
    EXPECT_EQ(a.lines, SplitByHand(text)) << round;
    EXPECT_EQ(a.lines, b.lines) << round;
    EXPECT_EQ(a.eof_line, b.eof_line) << round;
    EXPECT_EQ(a.eof_col, b.eof_col) << round;
    // Where the end is, by hand: the line after a final newline, else past the last character.
    const bool final_newline = !text.empty() && text.back() == '\n';
    EXPECT_EQ(a.eof_col, final_newline ? 1 : static_cast<int>(a.lines.back().size()) + 1);
    ASSERT_TRUE((*file)->Rewind().ok());
    EXPECT_EQ(ReadAll(**file).lines, a.lines) << "after Rewind, round " << round;
  }
}

TEST(LineSource, PeekedLinesSurviveForget) {
  RunFiles run;  // this test is one run (core/output.h)
  testing_util::ScratchDir dir;
  const std::string long_line(100000, 'x');
  const std::string path = dir.Path("p");
  testing_util::WriteWholeFile(path, "one\n" + long_line + "\nthree\n");
  auto src = LineSource::Open(run, path);
  ASSERT_TRUE(src.ok());
  std::string_view line, ahead;
  ASSERT_TRUE((*src)->Next(&line));
  EXPECT_EQ(line, "one");
  ASSERT_TRUE((*src)->Peek(1, &ahead));
  EXPECT_EQ(ahead, "three");
  (*src)->Forget();
  ASSERT_TRUE((*src)->Next(&line));
  EXPECT_EQ(line, long_line);
  ASSERT_TRUE((*src)->Next(&line));
  EXPECT_EQ(line, "three");
  EXPECT_FALSE((*src)->Next(&line));
}

TEST(LineSource, ParsedFromAFileAsFromMemoryErrorsIncluded) {
  RunFiles run;  // this test is one run (core/output.h)
  testing_util::ScratchDir dir;
  std::string text;
  for (int i = 0; i < 5000; ++i) {
    text += "puzzle paper\n# " + std::string(i % 97 * 40, '#') +
            "\ntopology square 2 2\nclues\n1 .\n. .\nend\n";
  }
  const std::string good = dir.Path("good.mines");
  testing_util::WriteWholeFile(good, text);
  auto from_file = ReadMinesFile(run, good);
  auto from_memory = ParseMines(text, good);
  ASSERT_TRUE(from_file.ok()) << from_file.status();
  ASSERT_TRUE(from_memory.ok());
  EXPECT_EQ(from_file->size(), 5000u);
  EXPECT_EQ(FormatMines(*from_file), FormatMines(*from_memory));
  // An error deep in the file, after many chunks, is located the same way.
  const std::string bad_text = text + "puzzle paper\ntopology square 2 2\nclues\n1 .\n. x\nend\n";
  const std::string bad = dir.Path("bad.mines");
  testing_util::WriteWholeFile(bad, bad_text);
  auto e1 = ReadMinesFile(run, bad);
  auto e2 = ParseMines(bad_text, bad);
  ASSERT_FALSE(e1.ok());
  EXPECT_EQ(e1.status().message(), e2.status().message());
  const long line = std::count(bad_text.begin(), bad_text.end(), '\n') - 1;
  EXPECT_EQ(std::string(e1.status().message()),
            bad + ":" + std::to_string(line) + ":3: expected a clue or '.', got 'x'");
}

}  // namespace
}  // namespace papermines
