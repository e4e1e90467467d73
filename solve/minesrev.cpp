// CodeChef MINESREV input: T, then per case R C and R rows of '.'/'*'; the answer per case is the
// reverse-sweep minimum (solve/clicks.h). A library function so it can be tested and fuzzed as
// text.
#include "solve/minesrev.h"

#include <cctype>
#include <charconv>
#include <string>

#include "absl/strings/str_cat.h"
#include "core/puzzle.h"
#include "core/strings.h"
#include "solve/clicks.h"

namespace papermines {
namespace {

// Reads CodeChef MINESREV input: T, then per case R C and R rows of '.'/'*'. One answer a line.
// Errors are located ("<stdin>:LINE:COL: expected ..., got ..."); sizes are bounded per case and
// over all cases, so a few bytes cannot ask for unbounded work.
class MinesrevReader {
 public:
  explicit MinesrevReader(std::string_view text) : text_(text) {}

  struct Token {
    std::string_view text;  // empty at the end of the input
    int line = 1, col = 1;
  };
  Token Next() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) {
      if (text_[pos_] == '\n') {
        ++line_;
        col_ = 1;
      } else {
        ++col_;
      }
      ++pos_;
    }
    Token t{{}, line_, col_};
    const size_t start = pos_;
    while (pos_ < text_.size() && !std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    t.text = text_.substr(start, pos_ - start);
    col_ += static_cast<int>(pos_ - start);
    return t;
  }
  static absl::Status Error(const Token& t, std::string_view expected, int col_offset = 0,
                            std::string_view got = {}) {
    if (got.empty()) got = t.text;
    std::string shown = t.text.empty() ? "end of input" : "'";
    if (!t.text.empty()) {
      for (char ch : got.substr(0, 20)) {
        const unsigned char b = static_cast<unsigned char>(ch);
        if (b >= 0x20 && b < 0x7f) {
          shown += ch;
        } else {
          absl::StrAppend(&shown, "\\x", absl::Hex(b, absl::kZeroPad2));
        }
      }
      shown += got.size() > 20 ? "...'" : "'";
    }
    return absl::InvalidArgumentError(absl::StrCat("<stdin>:", t.line, ":", t.col + col_offset,
                                                   ": expected ", AsAbsl(expected), ", got ",
                                                   shown));
  }
  // Bytes not read yet: every cell of a board needs one, so a size larger than this is refused
  // before anything is allocated for it.
  int64_t remaining() const { return static_cast<int64_t>(text_.size() - pos_); }
  absl::StatusOr<int64_t> Number(std::string_view what, int64_t lo, int64_t hi, Token* token) {
    *token = Next();
    int64_t v = 0;
    const std::string_view t = token->text;
    auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (t.empty() || ec != std::errc() || ptr != t.data() + t.size() || v < lo || v > hi) {
      return Error(*token, absl::StrCat(AsAbsl(what), " (", lo, "..", hi, ")"));
    }
    return v;
  }

 private:
  std::string_view text_;
  size_t pos_ = 0;
  int line_ = 1, col_ = 1;
};

}  // namespace

absl::StatusOr<std::string> SolveMinesrev(std::string_view text) {
  MinesrevReader in(text);
  MinesrevReader::Token tok;
  auto cases = in.Number("the number of test cases T", 0, 1000000, &tok);
  if (!cases.ok()) return cases.status();
  std::string out;
  int64_t total_cells = 0;
  for (int64_t t = 1; t <= *cases; ++t) {
    auto rows = in.Number(absl::StrCat("R of case ", t), 1, kMaxDimension, &tok);
    if (!rows.ok()) return rows.status();
    auto cols = in.Number(absl::StrCat("C of case ", t), 1, kMaxDimension, &tok);
    if (!cols.ok()) return cols.status();
    total_cells += *rows * *cols;
    if (*rows * *cols > kMaxCells || total_cells > kMaxCells) {
      return MinesrevReader::Error(tok, absl::StrCat("at most ", kMaxCells, " cells in all cases"));
    }
    if (*rows * *cols > in.remaining()) {
      return MinesrevReader::Error(tok, absl::StrCat(*rows, " rows of ", *cols, " cells (only ",
                                                     in.remaining(), " bytes of input are left)"));
    }
    auto topo = Topology::Square(*rows, *cols);
    if (!topo.ok()) return topo.status();
    Mines mine;
    mine.reserve((*topo)->size());
    for (int64_t r = 0; r < *rows; ++r) {
      tok = in.Next();
      for (size_t i = 0; i < tok.text.size() && i < static_cast<size_t>(*cols); ++i) {
        if (tok.text[i] != '.' && tok.text[i] != '*') {
          return MinesrevReader::Error(tok, "'.' or '*'", static_cast<int>(i),
                                       tok.text.substr(i, 1));
        }
      }
      if (static_cast<int64_t>(tok.text.size()) != *cols) {
        return MinesrevReader::Error(
            tok, absl::StrCat("row ", r + 1, " of case ", t, ": ", *cols, " cells of '.'/'*'"));
      }
      for (char ch : tok.text) mine.push_back(ch == '*');
    }
    auto counts = CountClicks(**topo, mine);
    if (!counts.ok()) return counts.status();
    absl::StrAppend(&out, counts->reverse, "\n");
  }
  tok = in.Next();
  if (!tok.text.empty()) return MinesrevReader::Error(tok, "end of input");
  return out;
}

}  // namespace papermines
