// Hostile input, run through the real binary (PAPERMINES_BINARY): huge dimensions, overflowing
// numbers, negative sizes, empty grids, truncated files, a 10 MB line, binary garbage, invalid
// UTF-8, unwritable output paths and a full disk (/dev/full).
//
// Whatever the command, each must end with exit status 2 and exactly one error line on stderr:
// "papermines: error: FILE:LINE:COL: ..." for input errors, "papermines: error: ..." naming the
// path for output errors, the message of the command-line parser for a bad argument (FORMAT.md:
// "Errors go to stderr as one line"). The line must be short and valid UTF-8, stdout must stay
// empty, and the directory the command ran in must hold exactly what it held before: no output
// file, no temporary file, and an existing target untouched.
//
// Every command is run in a fresh directory through /bin/sh, under `timeout` (and an address-space
// limit when not built with AddressSanitizer), so a hang or a runaway allocation fails the test
// instead of the machine. A command that does not exist (its --help fails) fails the test.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/wait.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/run_binary.h"

namespace {

namespace fs = std::filesystem;

const std::string kBinary = PAPERMINES_BINARY;
// Valid inputs (copies of the contract cases) in tests/data/hostile.
const std::string kHostileData = PAPERMINES_TEST_DATA "/hostile";

// Single quotes for /bin/sh.
std::string Q(const std::string& s) {
  std::string out = "'";
  for (char ch : s) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

bool ValidUtf8(const std::string& s) {
  size_t i = 0;
  while (i < s.size()) {
    const unsigned char b = static_cast<unsigned char>(s[i]);
    size_t len = b < 0x80           ? 1
                 : (b >> 5) == 0x6  ? 2
                 : (b >> 4) == 0xE  ? 3
                 : (b >> 3) == 0x1E ? 4
                                    : 0;
    if (len == 0 || i + len > s.size()) return false;
    if (len == 1 && b < 0x20 && b != '\n' && b != '\t') return false;
    for (size_t k = 1; k < len; ++k) {
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    }
    i += len;
  }
  return true;
}

// Whether `sub` (a command path like "gen paper") exists in this build; a missing one is a failure.
bool CommandExists(const std::string& sub) {
  static std::map<std::string, bool> known;
  auto it = known.find(sub);
  if (it != known.end()) return it->second;
  const bool exists = papermines::testing_util::CommandExists(sub);
  EXPECT_TRUE(exists) << "papermines " << sub << " --help fails: the command is missing or broken";
  return known[sub] = exists;
}

using Result = papermines::testing_util::RunResult;

class Hostile : public ::testing::Test {
 protected:
  void SetUp() override {
    char templ[] = "/tmp/papermines-hostile-XXXXXX";
    ASSERT_NE(mkdtemp(templ), nullptr);
    root_ = templ;
    fs::create_directories(root_ / "in");
    fs::create_directories(work());
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }

  // The directory commands run in (and write their outputs to).
  fs::path work() const { return root_ / "work"; }

  // Writes an input file outside the working directory and returns its path.
  std::string Input(const std::string& name, const std::string& bytes) {
    const fs::path p = root_ / "in" / name;
    papermines::testing_util::WriteWholeFile(p, bytes);
    return p.string();
  }

  // Empties the working directory, so one failure does not show up again in the next check.
  void ClearWork() {
    for (const auto& e : fs::directory_iterator(work())) fs::remove_all(e.path());
  }

  std::set<std::string> WorkFiles() const {
    std::set<std::string> names;
    for (const auto& e : fs::directory_iterator(work())) names.insert(e.path().filename().string());
    return names;
  }

  // Runs `papermines ARGS` in work() with stdin from `in` and stdout captured (or sent to
  // `stdout_to`, e.g. /dev/full), under a time limit, an 8 GiB address-space limit (not under
  // ASan) and a 1 GiB file-size limit.
  Result Run(const std::string& args, const std::string& in = "/dev/null",
             const std::string& stdout_to = "") {
    papermines::testing_util::RunSpec spec;
    spec.dir = work();
    spec.stdin_path = in;
    spec.stdout_to = stdout_to;
    spec.address_space_kib = papermines::testing_util::kAddressSanitizer ? 0 : 8388608;
    spec.file_size_blocks = 2097152;
    return papermines::testing_util::RunBinary(args, spec);
  }

  fs::path root_;
};

std::string Describe(const std::string& what, const Result& r) {
  std::string err = r.err.substr(0, 600), out = r.out.substr(0, 200);
  return what + "\n  exit status " + std::to_string(r.status) + "\n  stderr: " + err +
         "\n  stdout: " + out;
}

// The error line: one line "papermines: error: ...", short, valid UTF-8. Returns the message
// after the prefix.
std::string CheckOneErrorLine(const std::string& what, const Result& r) {
  EXPECT_EQ(r.status, 2) << Describe(what, r);
  const std::string& err = r.err;
  EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << Describe(what + ": one line", r);
  EXPECT_TRUE(!err.empty() && err.back() == '\n') << Describe(what + ": ends the line", r);
  EXPECT_EQ(err.rfind("papermines: error: ", 0), 0u) << Describe(what, r);
  EXPECT_LT(err.size(), 600u) << Describe(what + ": a short line", r);
  EXPECT_TRUE(ValidUtf8(err)) << Describe(what + ": valid UTF-8 on stderr", r);
  EXPECT_TRUE(r.out.empty()) << Describe(what + ": nothing on stdout", r);
  const std::string prefix = "papermines: error: ";
  if (err.size() <= prefix.size()) return "";
  return err.substr(prefix.size(), err.size() - prefix.size() - 1);
}

// Whether `msg` is "FILE:LINE:COL: what" with positive LINE and COL. (No std::regex: gcc 12 with
// ASan warns about its internals, and the build treats warnings as errors.)
bool IsLocated(const std::string& msg, const std::string& file) {
  if (msg.compare(0, file.size(), file) != 0) return false;
  size_t i = file.size();
  for (int field = 0; field < 2; ++field) {
    if (i >= msg.size() || msg[i] != ':') return false;
    const size_t start = ++i;
    while (i < msg.size() && msg[i] >= '0' && msg[i] <= '9') ++i;
    if (i == start || msg[start] == '0') return false;
  }
  return msg.compare(i, 2, ": ") == 0 && i + 2 < msg.size() && msg[i + 2] != ' ';
}

// An input error: the message starts with "FILE:LINE:COL: " for the given file name.
void CheckInputError(const std::string& what, const Result& r, const std::string& file) {
  const std::string msg = CheckOneErrorLine(what, r);
  EXPECT_TRUE(IsLocated(msg, file))
      << Describe(what + ": want a located error '" + file + ":LINE:COL: ...'", r);
}

// ---- the hostile inputs of each reader ----------------------------------------------------------

std::string Garbage(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::string s(n, '\0');
  for (char& ch : s) ch = static_cast<char>(rng() & 0xFF);
  return s;
}

const std::string kTenMegabytes(10 << 20, '1');

struct HostileFile {
  std::string name, bytes;
};

// .mines files that must be refused with a located error.
std::vector<HostileFile> HostileMines() {
  const std::string head = "puzzle paper\ntopology square ";
  std::vector<HostileFile> c = {
      {"huge_dimensions", head + "1000000000 1000000000\nclues\n.\nend\n"},
      {"huge_cell_count", head + "1048576 1048576\nclues\n.\nend\n"},
      {"huge_triangle", "puzzle paper\ntopology triangle 65536 65536\nclues\n.\nend\n"},
      {"huge_graph", "puzzle paper\ntopology graph 9000000000000\nedges\nclues\n.\nend\n"},
      {"overflow_rows", head + "99999999999999999999999 5\nclues\n.\nend\n"},
      {"overflow_mines", head + "1 2\nmines 18446744073709551617\nclues\n. .\nend\n"},
      {"overflow_seed", head + "1 2\nseed 99999999999999999999999\nclues\n. .\nend\n"},
      {"overflow_clue", head + "1 2\nclues\n300 .\nend\n"},
      {"overflow_clicks",
       "puzzle reverse\ntopology square 1 2\nboard\n* .\nclicks "
       "99999999999999999999\nend\n"},
      {"overflow_edge", "puzzle paper\ntopology graph 2\nedges\n0 4294967297\nclues\n. .\nend\n"},
      {"negative_rows", head + "-5 6\nclues\n.\nend\n"},
      {"negative_cols", head + "5 -6\nclues\n.\nend\n"},
      {"negative_mines", head + "1 2\nmines -1\nclues\n. .\nend\n"},
      {"negative_graph", "puzzle paper\ntopology graph -1\nclues\n.\nend\n"},
      {"empty_grid", head + "0 0\nclues\nend\n"},
      {"empty_rows", head + "0 5\nclues\nend\n"},
      {"empty_clues_section", head + "2 2\nclues\nend\n"},
      {"empty_board", "puzzle reverse\ntopology square 2 2\nboard\nend\n"},
      {"long_row", head + "5 6\nclues\n" + kTenMegabytes + "\nend\n"},
      {"long_token", "puzzle " + std::string(10 << 20, 'p') + "\n"},
      {"long_number", head + kTenMegabytes + " 5\nclues\n.\nend\n"},
      {"binary_garbage", Garbage(1 << 16, 1)},
      {"binary_after_header", "puzzle paper\n" + Garbage(4096, 2)},
      {"nul_bytes", head + "1 2\nclues\n." + std::string(1, '\0') + ".\nend\n"},
      {"invalid_utf8_cell", head + "1 2\nclues\n. \xc3\x28\nend\n"},
      {"invalid_utf8_id", head + "1 2\nid \xff\xfe\nclues\n. .\nend\n"},
      {"invalid_utf8_comment", head + "1 2  # \xed\xa0\x80 (a surrogate)\nclues\n. .\nend\n"},
      {"overlong_utf8", head + "1 2\nid \xc0\xaf\nclues\n. .\nend\n"},
      // No puzzle at all: a collection must hold one (see EmptyCollectionsAreInputErrors).
      {"empty_file", ""},
      {"comments_only", "# a comment\n\n   # another\n\t\n"},
      {"byte_order_mark_only", "\xEF\xBB\xBF"},
  };
  return c;
}

// Every place a truncation can cut paper_5x6.mines inside its `puzzle` line or after, before the
// file is complete.
std::vector<size_t> TruncationPoints(const std::string& text, bool every_byte) {
  std::vector<size_t> cuts;
  const size_t start = text.find("puzzle");
  const size_t end = text.rfind("end");
  for (size_t i = start + 1; i < end; ++i) {
    if (every_byte || text[i] == '\n') cuts.push_back(i);
  }
  return cuts;
}

// The commands that read a .mines file; {} is the input.
const std::vector<std::string> kMinesCommands = {"solve {}",
                                                 "solve --json {}",
                                                 "clicks {}",
                                                 "clicks --json {}",
                                                 "render {} -o out.pdf",
                                                 "render {} -o out.svg",
                                                 "render {} -o out.png"};

std::string Subcommand(const std::string& args) {
  std::istringstream in(args);
  std::string a, b;
  in >> a >> b;
  return a == "gen" ? a + " " + b : a;
}

std::string Fill(std::string args, const std::string& file) {
  const size_t at = args.find("{}");
  if (at != std::string::npos) args.replace(at, 2, Q(file));
  return args;
}

TEST_F(Hostile, MinesReadersRefuseEveryHostileFile) {
  for (const std::string& cmd : kMinesCommands) {
    if (!CommandExists(Subcommand(cmd))) {
      continue;
    }
    for (const HostileFile& c : HostileMines()) {
      const std::string file = Input(c.name + ".mines", c.bytes);
      const auto before = WorkFiles();
      const Result r = Run(Fill(cmd, file));
      CheckInputError(cmd + " on " + c.name, r, file);
      EXPECT_EQ(WorkFiles(), before) << cmd << " on " << c.name << " left files behind";
      ClearWork();
    }
  }
}

// FORMAT.md: solve exits 0 "when every puzzle is unique" and prints "one line per puzzle"; a file
// with no puzzle would pass silently (exit 0, no output). solve, clicks and render all refuse it as
// an input error at the end of the file, in the same words.
TEST_F(Hostile, EmptyCollectionsAreInputErrors) {
  const std::vector<std::pair<std::string, std::string>> files = {
      {"", "1:1"},
      {"\n\n", "3:1"},
      {"# nothing here\n  # nor here", "2:13"},
      {"\xEF\xBB\xBF# bom\n", "2:1"},
  };
  const std::string what =
      "expected a puzzle ('puzzle paper', 'puzzle oneclick', 'puzzle reverse' or 'puzzle mosaic'), "
      "got end of file";
  for (const std::string& cmd : {std::string("solve {}"), std::string("solve --json {}"),
                                 std::string("clicks {}"), std::string("render {} -o out.pdf")}) {
    if (!CommandExists(Subcommand(cmd))) continue;
    for (const auto& [bytes, place] : files) {
      const std::string file = Input("empty.mines", bytes);
      const Result r = Run(Fill(cmd, file));
      EXPECT_EQ(CheckOneErrorLine(cmd, r), file + ":" + place + ": " + what)
          << cmd << " " << Q(bytes);
      EXPECT_TRUE(WorkFiles().empty()) << cmd << " left files behind";
      ClearWork();
    }
    // From stdin too.
    const Result r = Run(Fill(cmd, "-"), Input("empty.mines", "# x\n"));
    EXPECT_EQ(CheckOneErrorLine(cmd + " < comments", r), "<stdin>:2:1: " + what);
    ClearWork();
  }
  // One empty file among good ones is still refused, naming it.
  if (CommandExists("render")) {
    const std::string good = Input(
        "good.mines", papermines::testing_util::ReadWholeFile(kHostileData + "/paper_5x6.mines"));
    const std::string empty = Input("empty.mines", "");
    const Result r = Run("render " + Q(good) + " " + Q(empty) + " -o out.pdf");
    EXPECT_EQ(CheckOneErrorLine("render good empty", r), empty + ":1:1: " + what);
    EXPECT_TRUE(WorkFiles().empty());
  }
}

TEST_F(Hostile, MinesReadersRefuseTruncatedFiles) {
  const std::string text =
      papermines::testing_util::ReadWholeFile(kHostileData + "/paper_5x6.mines");
  ASSERT_FALSE(text.empty());
  for (const std::string& cmd : kMinesCommands) {
    if (!CommandExists(Subcommand(cmd))) {
      continue;
    }
    // Every byte for the first command, every line end for the others.
    for (size_t cut : TruncationPoints(text, cmd == kMinesCommands[0])) {
      const std::string file = Input("truncated.mines", text.substr(0, cut));
      const Result r = Run(Fill(cmd, file));
      CheckInputError(cmd + " on paper_5x6.mines cut at byte " + std::to_string(cut), r, file);
      EXPECT_TRUE(WorkFiles().empty()) << cmd << " cut at " << cut << " left files behind";
      ClearWork();
      if (HasFailure()) return;
    }
  }
}

// The stdin readers: reveal's board, Code Jam input, MINESREV input.
struct StdinReader {
  std::string args;
  std::vector<HostileFile> cases;
};

std::vector<StdinReader> StdinReaders() {
  const std::string garbage = Garbage(1 << 16, 3);
  std::vector<StdinReader> readers = {
      {"reveal --click 0,0",
       {{"huge_dimensions", std::string(1100000, 'E') + "\n"},
        {"overflowing_cell", "EE\nE9\n"},
        {"empty_grid", ""},
        {"blank_lines_only", "\n  \n\t\n"},
        {"truncated_row", "EEE\nEE"},
        {"long_line", std::string(10 << 20, 'E') + "x\n"},
        {"binary_garbage", garbage},
        {"invalid_utf8", "EE\xff\nEEE\n"}}},
      {"gen oneclick --gcj",
       {{"huge_dimensions", "1\n1000000000 1000000000 1\n"},
        {"huge_case_count", "99999999999\n1 1 0\n"},
        {"overflowing_number", "1\n99999999999999999999 2 2\n"},
        {"negative_size", "1\n-3 3 1\n"},
        {"negative_mines", "1\n3 3 -1\n"},
        {"empty_grid", "1\n0 5 0\n"},
        {"empty_input", ""},
        {"truncated", "5\n5 5 23\n3 1"},
        {"long_line", "1\n" + kTenMegabytes + " 2 2\n"},
        {"binary_garbage", garbage},
        {"invalid_utf8", "1\n\xc3\x28 1 1\n"}}},
      {"clicks --minesrev",
       {{"huge_dimensions", "1\n1000000000 1000000000\n*\n"},
        {"huge_case_count", "99999999999\n1 1\n*\n"},
        {"overflowing_number", "1\n99999999999999999999 1\n*\n"},
        {"negative_size", "1\n-3 3\n...\n"},
        {"empty_grid", "1\n0 0\n"},
        {"empty_input", ""},
        {"truncated", "2\n3 8\n**...*..\n.....*..\n...*"},
        {"long_line", "1\n3 3\n" + std::string(10 << 20, '.') + "\n...\n...\n"},
        {"binary_garbage", garbage},
        {"invalid_utf8", "1\n1 2\n.\xe2\x82\n"}}},
  };
  // A few bytes that ask for a thousand boards of 67 M cells each: refused, not written. (Without
  // the address-space limit of non-ASan builds a failure here would eat the machine's memory.)
  if (!papermines::testing_util::kAddressSanitizer) {
    std::string many = "1000\n";
    for (int i = 0; i < 1000; ++i) many += "8192 8192 0\n";
    readers[1].cases.push_back({"huge_total", many});
  }
  return readers;
}

TEST_F(Hostile, StdinReadersRefuseEveryHostileInput) {
  for (const StdinReader& reader : StdinReaders()) {
    if (!CommandExists(Subcommand(reader.args))) {
      continue;
    }
    for (const HostileFile& c : reader.cases) {
      const std::string file = Input(c.name + ".in", c.bytes);
      // From stdin, and where the command has it, through -o into the working directory.
      Result r = Run(reader.args, file);
      CheckInputError(reader.args + " < " + c.name, r, "<stdin>");
      EXPECT_TRUE(WorkFiles().empty()) << reader.args << " on " << c.name << " left files behind";
      ClearWork();
      r = Run(reader.args + " -o result.txt", file);
      CheckInputError(reader.args + " -o result.txt < " + c.name, r, "<stdin>");
      EXPECT_TRUE(WorkFiles().empty()) << reader.args << " on " << c.name << " left files behind";
      ClearWork();
    }
  }
}

// The two contest readers (both on core/token_reader.h): the exact error line for typical mistakes,
// with the place of the offending token.
TEST_F(Hostile, ContestReadersNameTheMistake) {
  const std::vector<std::pair<std::string, std::vector<std::pair<std::string, std::string>>>>
      readers = {
          {"gen oneclick --gcj",
           {{"2\n3 x 1\n", "<stdin>:2:3: expected C of case 1, got 'x'"},
            {"1 3 3 1\n9", "<stdin>:2:1: expected end of input, got '9'"},
            {"1\n\t99999999999999999999999 2 2\n",
             "<stdin>:2:2: expected R of case 1, got '99999999999999999999...' (too large)"},
            {"1\n3 3 -1\n", "<stdin>:2:5: expected M of case 1, got '-1'"},
            {"1\n3 3\n", "<stdin>:3:1: expected M of case 1, got end of input"}}},
          {"clicks --minesrev",
           {{"1\n2 x\n", "<stdin>:2:3: expected C of case 1 (1..1048576), got 'x'"},
            {"1\n1 3\n.\xff*\n", "<stdin>:3:2: expected '.' or '*', got '\\xff'"},
            {"1\n2 3\n...\n..\n",
             "<stdin>:4:1: expected row 2 of case 1: 3 cells of '.'/'*', got '..'"},
            {"1\n1000 1000\n...\n",
             "<stdin>:2:6: expected 1000 rows of 1000 cells (only 5 bytes of input are left), "
             "got '1000'"},
            {"1\n-1 3\n", "<stdin>:2:1: expected R of case 1 (1..1048576), got '-1'"},
            {"1\n1 1\n*\n*\n", "<stdin>:4:1: expected end of input, got '*'"}}},
      };
  for (const auto& [args, cases] : readers) {
    if (!CommandExists(Subcommand(args))) {
      continue;
    }
    for (const auto& [bytes, want] : cases) {
      const Result r = Run(args, Input("case.in", bytes));
      EXPECT_EQ(CheckOneErrorLine(args, r), want) << args << " on " << Q(bytes);
    }
  }
}

// Bad values on the command line: one error line, nothing written.
TEST_F(Hostile, GeneratorsRefuseHostileArguments) {
  const std::vector<std::pair<std::string, std::vector<std::string>>> commands = {
      {"gen paper -o out.mines",
       {"--rows 1000000000 --cols 1000000000", "--rows 99999999999999999999 --cols 5",
        "--rows -5 --cols 5", "--rows 0 --cols 5", "--rows 5 --cols 0",
        "--rows 5 --cols 5 --count 99999999999999999999", "--rows 5 --cols 5 --count -1",
        "--rows 5 --cols 5 --seed 999999999999999999999999", "--rows 5 --cols 5 --density 2",
        "--rows 5 --cols 5 --density nan", "--rows 5 --cols 5 --jobs -3"}},
      {"gen oneclick -o out.mines",
       {"--rows 1000000000 --cols 1000000000 --mines 1",
        "--rows 99999999999999999999 --cols 2 "
        "--mines 1",
        "--rows -3 --cols 3 --mines 1", "--rows 0 --cols 3 --mines 0",
        "--rows 3 --cols 3 --mines -1", "--rows 3 --cols 3 --mines 9",
        "--rows 3 --cols 3 --mines 99999999999999999999",
        "--random --rows 3 --cols 3 --mines 1 "
        "--count -5"}},
      {"gen reverse -o out.mines",
       {"--rows 1000000000 --cols 1000000000", "--rows 99999999999999999999 --cols 5",
        "--rows -5 --cols 5", "--rows 0 --cols 5", "--rows 5 --cols 5 --density 2",
        "--rows 5 --cols 5 --count -1"}},
      {"sheet -o out.pdf",
       {"--size 1000000000x1000000000", "--size 99999999999999999999x5", "--size -5x5",
        "--size 0x0", "--size x", "--count 99999999999999999999", "--count -1", "--kind nonsense"}},
      {"theorem -o out.txt", {"--max-rows 99999999999999999999", "--min-rows -1"}},
  };
  for (const auto& [cmd, variants] : commands) {
    if (!CommandExists(Subcommand(cmd))) {
      continue;
    }
    for (const std::string& args : variants) {
      const Result r = Run(cmd + " " + args);
      CheckOneErrorLine(cmd + " " + args, r);
      EXPECT_TRUE(WorkFiles().empty()) << cmd << " " << args << " left files behind";
      ClearWork();
    }
  }
}

// Command-line mistakes of every kind CLI11 reports: exactly one line that names the --help of the
// command that failed, control bytes and broken UTF-8 from the arguments escaped. (A value CLI11
// accepts but the command refuses goes through ReportError: one line as well, bytes escaped.)
TEST_F(Hostile, ParseErrorsAreOneLineNamingTheHelp) {
  const std::string bytes = Q("a\nb\x01\xff");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "papermines --help"},                            // no subcommand
      {"nonsense", "papermines --help"},                    // unknown subcommand
      {"--no-such-flag", "papermines --help"},              // unknown option
      {"gen", "papermines gen --help"},                     // gen without a generator
      {"gen paper --rows", "papermines gen paper --help"},  // option without its value
      {"gen paper --rows abc", "papermines gen paper --help"},
      {"gen oneclick --gcj --bogus", "papermines gen oneclick --help"},
      {"solve a.mines b.mines", "papermines solve --help"},
      {"reveal --click", "papermines reveal --help"},
      {"clicks --no-such=" + bytes, "papermines clicks --help"},
      {"gen paper " + Q(std::string(5000, 'x')), "papermines gen paper --help"},
      {"gen paper --id " + bytes, ""},  // refused by gen paper itself
  };
  for (const auto& [args, help] : cases) {
    const Result r = Run(args);
    const std::string msg = CheckOneErrorLine("papermines " + args, r);
    if (help.empty()) {
      EXPECT_NE(msg.find("a\\x0ab\\x01\\xff"), std::string::npos) << Describe(args, r);
    } else {
      const std::string tail = " (see '" + help + "')";
      EXPECT_TRUE(msg.size() > tail.size() &&
                  msg.compare(msg.size() - tail.size(), tail.size(), tail) == 0)
          << Describe("papermines " + args + ": ends with" + tail, r);
    }
    EXPECT_TRUE(WorkFiles().empty());
    ClearWork();
  }
  // A bad number of seconds says what a good one is (not CLI11's 300 digits of DBL_MAX).
  for (const std::string v : {"-1", "nan", "inf", "1e99", "x"}) {
    EXPECT_EQ(CheckOneErrorLine("solve --time-limit " + v, Run("solve --time-limit " + v + " a")),
              "--time-limit: expected a number of seconds from 0 to 1e12, got '" + v +
                  "' (see 'papermines solve --help')");
  }
  // A count out of range says what the schema says (not CLI11's "Value 0 not in range 1 to
  // 1099511627776"): every gen command alike.
  for (const std::string kind : {"paper", "oneclick", "reverse"}) {
    EXPECT_EQ(CheckOneErrorLine("gen " + kind + " -n 0", Run("gen " + kind + " -n 0")),
              "--count: must be at least 1, got 0 (see 'papermines gen " + kind + " --help')");
  }
  // A word that is no command is named (CLI11 alone says "A subcommand is required").
  EXPECT_EQ(CheckOneErrorLine("nonsense", Run("nonsense")).rfind("unknown command 'nonsense' (", 0),
            0u);
  EXPECT_EQ(CheckOneErrorLine("gen nonsense", Run("gen nonsense")),
            "unknown command 'nonsense' (commands: paper, oneclick, reverse, mosaic) (see "
            "'papermines gen --help')");
}

// ---- output errors ------------------------------------------------------------------------------

// A command that succeeds, writing its output to the path that replaces {out}; {mines} is a valid
// .mines file, {board} a reveal board; `in` is what it reads on stdin.
struct Writer {
  std::string args, ext, in;
};

class HostileOutput : public Hostile {
 protected:
  std::vector<Writer> Writers() {
    const std::string mines = Input(
        "ok.mines", papermines::testing_util::ReadWholeFile(kHostileData + "/paper_5x6.mines"));
    const std::string board = Input(
        "ok.board", papermines::testing_util::ReadWholeFile(kHostileData + "/leetcode529_1.board"));
    const std::string gcj =
        Input("ok.gcj", papermines::testing_util::ReadWholeFile(kHostileData + "/gcj_sample.in"));
    const std::string rev = Input(
        "ok.rev", papermines::testing_util::ReadWholeFile(kHostileData + "/minesrev_sample.in"));
    return {
        {"reveal --click 3,0 -i " + Q(board) + " -o {out}", "txt", "/dev/null"},
        {"solve " + Q(mines) + " -o {out}", "txt", "/dev/null"},
        {"clicks " + Q(mines) + " -o {out}", "txt", "/dev/null"},
        {"clicks --minesrev -o {out}", "txt", rev},
        {"gen paper --rows 5 --cols 5 --seed 1 -o {out}", "mines", "/dev/null"},
        {"gen oneclick --rows 3 --cols 3 --mines 1 -o {out}", "mines", "/dev/null"},
        {"gen oneclick --gcj -o {out}", "txt", gcj},
        {"gen reverse --rows 5 --cols 5 --seed 1 -o {out}", "mines", "/dev/null"},
        {"render " + Q(mines) + " -o {out}", "pdf", "/dev/null"},
        {"render " + Q(mines) + " -o {out}", "svg", "/dev/null"},
        {"render " + Q(mines) + " -o {out}", "png", "/dev/null"},
        {"sheet --count 2 -o {out}", "pdf", "/dev/null"},
        {"sheet --count 2 -o {out}", "svg", "/dev/null"},
        {"sheet --count 2 -o {out}", "png", "/dev/null"},
        {"theorem --max-rows 3 --max-cols 3 -o {out}", "txt", "/dev/null"},
    };
  }
  static std::string WithOut(std::string args, const std::string& out) {
    args.replace(args.find("{out}"), 5, Q(out));
    return args;
  }
  // Whether the command exists and has -o (a failure when not).
  bool Exists(const Writer& w) {
    if (!CommandExists(Subcommand(w.args))) return false;
    const int rc = std::system(
        (Q(kBinary) + " " + Subcommand(w.args) + " --help 2>/dev/null | grep -q -- '-o,--output'")
            .c_str());
    const bool has_output = rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 0;
    EXPECT_TRUE(has_output) << Subcommand(w.args) << " has no -o,--output";
    return has_output;
  }
};

TEST_F(HostileOutput, UnwritablePathsGiveOneErrorAndLeaveNothing) {
  for (const Writer& w : Writers()) {
    if (!Exists(w)) continue;
    papermines::testing_util::WriteWholeFile(work() / "file", "a regular file\n");
    const std::vector<std::string> targets = {"missing-dir/out." + w.ext, "file/out." + w.ext,
                                              "/proc/papermines-cannot-exist." + w.ext, "."};
    for (const std::string& target : targets) {
      const Result r = Run(WithOut(w.args, target), w.in);
      const std::string msg = CheckOneErrorLine(w.args + " -o " + target, r);
      // Page formats name their pages OUT-1.svg, ...: the path up to the extension must be there.
      EXPECT_NE(msg.find(target.substr(0, target.rfind('.') == 0 ? 1 : target.rfind('.'))),
                std::string::npos)
          << Describe("the error names the output: " + w.args + " -o " + target, r);
      EXPECT_EQ(WorkFiles(), std::set<std::string>{"file"})
          << w.args << " -o " << target << " left files behind";
      EXPECT_EQ(papermines::testing_util::ReadWholeFile(work() / "file"), "a regular file\n");
      ClearWork();
      papermines::testing_util::WriteWholeFile(work() / "file", "a regular file\n");
    }
    ClearWork();
  }
}

TEST_F(HostileOutput, FullDiskGivesOneErrorAndLeavesNothing) {
  for (const Writer& w : Writers()) {
    if (w.ext == "svg" || w.ext == "png") continue;  // page formats need a real file per page
    if (!Exists(w)) continue;
    const Result r = Run(WithOut(w.args, "/dev/full"), w.in);
    const std::string msg = CheckOneErrorLine(w.args + " -o /dev/full", r);
    EXPECT_NE(msg.find("/dev/full"), std::string::npos) << Describe(w.args + " -o /dev/full", r);
    EXPECT_TRUE(WorkFiles().empty()) << w.args << " -o /dev/full left files behind";
    ClearWork();
  }
}

// Everything that prints to standard output must notice when the disk is full.
TEST_F(HostileOutput, FullStdoutGivesOneError) {
  const std::string mines =
      Input("ok.mines", papermines::testing_util::ReadWholeFile(kHostileData + "/paper_5x6.mines"));
  const std::string board = Input(
      "ok.board", papermines::testing_util::ReadWholeFile(kHostileData + "/leetcode529_1.board"));
  const std::string gcj =
      Input("ok.gcj", papermines::testing_util::ReadWholeFile(kHostileData + "/gcj_sample.in"));
  const std::string rev = Input(
      "ok.rev", papermines::testing_util::ReadWholeFile(kHostileData + "/minesrev_sample.in"));
  const std::vector<std::pair<std::string, std::string>> commands = {
      {"reveal --click 3,0", board},
      {"solve " + Q(mines), "/dev/null"},
      {"solve --json " + Q(mines), "/dev/null"},
      {"clicks " + Q(mines), "/dev/null"},
      {"clicks --json " + Q(mines), "/dev/null"},
      {"clicks --minesrev", rev},
      {"gen paper --rows 5 --cols 5 --seed 1", "/dev/null"},
      {"gen oneclick --rows 3 --cols 3 --mines 1", "/dev/null"},
      {"gen oneclick --gcj", gcj},
      {"gen reverse --rows 5 --cols 5 --seed 1", "/dev/null"},
      {"theorem --max-rows 3 --max-cols 3", "/dev/null"},
  };
  for (const auto& [args, in] : commands) {
    if (!CommandExists(Subcommand(args))) {
      continue;
    }
    const Result r = Run(args, in, "/dev/full");
    EXPECT_EQ(r.status, 2) << Describe(args + " > /dev/full", r);
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1)
        << Describe(args + " > /dev/full: one line", r);
    EXPECT_EQ(r.err.rfind("papermines: error: ", 0), 0u) << Describe(args + " > /dev/full", r);
    EXPECT_TRUE(WorkFiles().empty()) << args << " > /dev/full left files behind";
    ClearWork();
  }
}

// Inputs that cannot be read at all: a missing file, a directory.
TEST_F(Hostile, UnreadableInputsGiveOneErrorNamingThem) {
  const std::vector<std::string> commands = {"solve {}", "clicks {}", "render {} -o out.pdf",
                                             "reveal --click 0,0 -i {}"};
  for (const std::string& cmd : commands) {
    if (!CommandExists(Subcommand(cmd))) {
      continue;
    }
    for (const std::string& path :
         {(root_ / "in" / "no-such.mines").string(), (root_ / "in").string()}) {
      const Result r = Run(Fill(cmd, path));
      const std::string msg = CheckOneErrorLine(cmd + " on " + path, r);
      EXPECT_NE(msg.find(path), std::string::npos) << Describe("the error names " + path, r);
      EXPECT_TRUE(WorkFiles().empty()) << cmd << " left files behind";
      ClearWork();
    }
  }
}

TEST_F(HostileOutput, InputErrorLeavesAnExistingTargetUntouched) {
  const std::string bad =
      Input("bad.mines", "puzzle paper\ntopology square 2 2\nclues\n1 .\n. x\n");
  const std::string bad_board = Input("bad.board", "EEE\nEEX\nE\n");
  const std::vector<std::pair<std::string, std::string>> commands = {
      {"reveal --click 0,0 -i " + Q(bad_board) + " -o keep.txt", "keep.txt"},
      {"clicks " + Q(bad) + " -o keep.txt", "keep.txt"},
      {"render " + Q(bad) + " -o keep.pdf", "keep.pdf"},
      {"render " + Q(bad) + " -o keep.svg", "keep.svg"},
  };
  for (const auto& [args, keep] : commands) {
    if (!CommandExists(Subcommand(args))) {
      continue;
    }
    papermines::testing_util::WriteWholeFile(work() / keep, "the old contents\n");
    const Result r = Run(args);
    EXPECT_EQ(r.status, 2) << Describe(args, r);
    EXPECT_EQ(papermines::testing_util::ReadWholeFile(work() / keep), "the old contents\n") << args;
    EXPECT_EQ(WorkFiles(), std::set<std::string>{keep}) << args << " left files behind";
    ClearWork();
  }
}

}  // namespace
