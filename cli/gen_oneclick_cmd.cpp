// papermines gen oneclick: boards that one click clears (Code Jam 2014 "Minesweeper Master").
#include <cstdint>
#include <iostream>
#include <memory>
#include <string>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "core/strings.h"
#include "gen/oneclick.h"
#include "gen/paper.h"

namespace papermines::cli {
namespace {

struct GenOneClickOptions {
  static constexpr int64_t kUnset = INT64_MIN;  // not given on the command line
  int64_t rows = kUnset, cols = kUnset, mines = kUnset;
  bool random = false;
  uint64_t seed = 0;
  int64_t count = 1;
  bool gcj = false;
  std::string output = "-";
};

int RunGenOneClick(const GenOneClickOptions& o) {
  if (o.gcj) {
    auto text = ReadWholeFile("-");
    if (!text.ok()) return ReportError(text.status());
    auto out = SolveGcj(*text, "<stdin>");
    if (!out.ok()) return ReportError(out.status());
    if (absl::Status s = WriteFileAtomic(o.output, *out); !s.ok()) return ReportError(s);
    return 0;
  }
  // Name the value that is wrong; only a missing one gets the usage line.
  for (const auto& [name, value, least] :
       {std::tuple{"--rows", o.rows, 1}, {"--cols", o.cols, 1}, {"--mines", o.mines, 0}}) {
    if (value < least && value != GenOneClickOptions::kUnset) {
      return ReportError(absl::InvalidArgumentError(
          absl::StrCat(name, " must be at least ", least, ", got ", value)));
    }
  }
  if (o.rows <= 0 || o.cols <= 0 || o.mines < 0) {
    return ReportError(absl::InvalidArgumentError(
        "gen oneclick needs --rows R --cols C --mines M (or --gcj to read Code Jam input)"));
  }
  if (o.count < 1) {
    return ReportError(
        absl::InvalidArgumentError(absl::StrCat("--count must be at least 1, got ", o.count)));
  }
  if (o.count > 1 && !o.random) {
    return ReportError(absl::InvalidArgumentError(
        "--count above 1 needs --random (the canonical board is always the same)"));
  }
  std::string text;
  for (int64_t i = 0; i < o.count; ++i) {
    const uint64_t seed = o.count == 1 ? o.seed : PuzzleSeed(o.seed, static_cast<uint64_t>(i));
    auto board = o.random ? RandomOneClick(o.rows, o.cols, o.mines, seed)
                          : OneClick(o.rows, o.cols, o.mines);
    if (absl::IsNotFound(board.status())) {
      // No board exists: a clear answer, not an error.
      if (o.output == "-") std::cout << "Impossible\n";
      std::cerr << "papermines: " << board.status().message() << "\n";
      return 1;
    }
    if (!board.ok()) return ReportError(board.status());
    std::string id = absl::StrCat("oc", o.rows, "x", o.cols, "-m", o.mines);
    if (o.random) {
      absl::StrAppend(&id, "-s", o.seed);
      if (o.count > 1) absl::StrAppend(&id, "-", i);
    }
    text += FormatPuzzle(
        OneClickPuzzle(*board, id, o.random ? std::optional<uint64_t>(o.seed) : std::nullopt));
  }
  if (absl::Status s = WriteFileAtomic(o.output, text); !s.ok()) return ReportError(s);
  return 0;
}

}  // namespace

Command SetupGenOneclick(CLI::App& gen) {
  auto opts = std::make_shared<GenOneClickOptions>();
  CLI::App* sub = gen.add_subcommand(
      "oneclick",
      "One-click boards (Code Jam 2014 \"Minesweeper Master\"): an R x C board with M mines and a "
      "click cell 'c' such that one click reveals every safe cell. Writes a .mines `oneclick` "
      "puzzle whose solution uses '*' mine, '.' safe, 'c' click; every board is checked by "
      "simulating the click. When no such board exists, prints \"Impossible\" and exits with "
      "status 1. A board exists iff F = R*C - M is 1, or R or C is 1, or (for a side of 2) F is "
      "even and >= 4, or (both sides >= 3) F is 4, 6 or >= 8.\n"
      "--gcj reads Code Jam input on stdin (T, then T lines \"R C M\") and writes \"Case #x:\" "
      "followed by the board or \"Impossible\".");
  sub->add_option("--rows,-r", opts->rows, "rows R >= 1");
  sub->add_option("--cols,-c", opts->cols, "columns C >= 1");
  sub->add_option("--mines,-m", opts->mines, "mines M, 0 <= M < R*C");
  sub->add_flag("--random", opts->random,
                "a random valid board (a random zero region grown from a random click) instead of "
                "the canonical corner fill");
  sub->add_option("--seed,-s", opts->seed, "seed for --random")
      ->capture_default_str()
      ->check(FitsInteger<uint64_t>());
  sub->add_option("--count,-n", opts->count,
                  "with --random: this many boards (board i uses a seed derived from (seed, i))")
      ->capture_default_str()
      ->check(FitsInteger<int64_t>());
  sub->add_flag("--gcj", opts->gcj,
                "contest mode: Code Jam input on stdin, Code Jam output (errors: "
                "<stdin>:LINE:COL, exit 2)");
  sub->add_option("-o,--output", opts->output, "output file ('-' = stdout)")->capture_default_str();
  return WithRunTimeLimit(Command{sub, [opts] { return RunGenOneClick(*opts); }});
}

}  // namespace papermines::cli
