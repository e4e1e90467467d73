// Fuzz target for the Code Jam 2014 "Minesweeper Master" reader of `gen oneclick --gcj`
// (gen/oneclick.h SolveGcj).
//
// Whatever the bytes, SolveGcj must return the contest output or a located error, never crash.
// When it answers, the answer is checked independently: one "Case #k:" per case in order, each
// followed by "Impossible" or a board of '*', '.' and one 'c' whose click, simulated, reveals every
// safe cell; and when the input is plain numbers, each board has the case's R, C and M and
// "Impossible" appears exactly for the sizes OneClickPossible rejects.
//
// Inputs asking for big boards (each legal, up to 67 M cells) are skipped before parsing: they
// are slow by nature, not bugs, and would drown the search in timeouts.
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_check.h"
#include "gen/oneclick.h"

using papermines::fuzz::Check;
using papermines::fuzz::IsLocated;

namespace {

// The whitespace-separated tokens of the input, as numbers when they are plain non-negative
// decimals (otherwise -1).
std::vector<int64_t> Numbers(std::string_view text, bool* all_numbers) {
  std::vector<int64_t> out;
  *all_numbers = true;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\t' ||
                               text[i] == '\r' || text[i] == '\v' || text[i] == '\f')) {
      ++i;
    }
    if (i >= text.size()) break;
    size_t e = i;
    while (e < text.size() && !(text[e] == ' ' || text[e] == '\n' || text[e] == '\t' ||
                                text[e] == '\r' || text[e] == '\v' || text[e] == '\f')) {
      ++e;
    }
    int64_t v = -1;
    auto [ptr, ec] = std::from_chars(text.data() + i, text.data() + e, v);
    if (ec != std::errc() || ptr != text.data() + e || v < 0) {
      v = -1;
      *all_numbers = false;
    }
    out.push_back(v);
    i = e;
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  bool all_numbers = false;
  const std::vector<int64_t> numbers = Numbers(input, &all_numbers);
  // Skip inputs that may ask for more than 2^16 cells in total (see above).
  int64_t cells = 0;
  for (size_t i = 0; i + 1 < numbers.size(); ++i) {
    const int64_t a = numbers[i], b = numbers[i + 1];
    if (a > 0 && b > 0 && a <= papermines::kMaxDimension && b <= papermines::kMaxDimension) {
      cells += a * b;
      if (cells > (int64_t{1} << 16)) return 0;
    }
  }

  auto out = papermines::SolveGcj(input, "fuzz.in");
  if (!out.ok()) {
    Check(IsLocated(std::string(out.status().message()), "fuzz.in"));
    return 0;
  }
  // Walk the answer case by case.
  std::istringstream lines(*out);
  std::string line;
  std::vector<std::string> board;
  int64_t cases = 0;
  auto finish_case = [&](bool impossible) {
    if (cases == 0) return;
    const size_t at = 1 + 3 * static_cast<size_t>(cases - 1);  // R C M of this case, if numbers
    const bool know = all_numbers && at + 2 < numbers.size();
    if (impossible) {
      Check(board.empty());
      if (know) Check(!papermines::OneClickPossible(numbers[at], numbers[at + 1], numbers[at + 2]));
      return;
    }
    Check(!board.empty());
    papermines::OneClickBoard b;
    b.rows = static_cast<int>(board.size());
    b.cols = static_cast<int>(board[0].size());
    int64_t mines = 0;
    for (const std::string& row : board) {
      Check(row.size() == board[0].size());
      for (char ch : row) {
        Check(ch == '*' || ch == '.' || ch == 'c');
        if (ch == 'c') {
          Check(b.click < 0);
          b.click = static_cast<int>(b.mine.size());
        }
        mines += ch == '*';
        b.mine.push_back(ch == '*' ? 1 : 0);
      }
    }
    Check(b.click >= 0);
    Check(papermines::VerifyOneClick(b));
    if (know) {
      Check(b.rows == numbers[at] && b.cols == numbers[at + 1] && mines == numbers[at + 2]);
      Check(papermines::OneClickPossible(numbers[at], numbers[at + 1], numbers[at + 2]));
    }
  };
  bool impossible = false;
  while (std::getline(lines, line)) {
    if (line.rfind("Case #", 0) == 0) {
      finish_case(impossible);
      ++cases;
      Check(line == "Case #" + std::to_string(cases) + ":");
      board.clear();
      impossible = false;
    } else if (line == "Impossible") {
      Check(cases > 0 && board.empty() && !impossible);
      impossible = true;
    } else {
      Check(cases > 0 && !impossible);
      board.push_back(line);
    }
  }
  finish_case(impossible);
  if (all_numbers && !numbers.empty()) Check(cases == numbers[0]);
  return 0;
}
