// puzz.link URLs (puzzlink.h): the reader walks the BODY once, cell by cell; the writer emits the
// shortest form. Errors carry the position in the URL so that a list of URLs can report
// FILE:LINE:COL like the .mines reader.
#include "core/puzzlink.h"

#include <charconv>
#include <cstdint>
#include <optional>

#include "absl/strings/str_cat.h"
#include "core/cell_name.h"
#include "core/lex.h"
#include "core/line_source.h"
#include "core/strings.h"

namespace papermines {
namespace {

constexpr std::string_view kBare = "mines/";
constexpr std::string_view kQuery = "?mines/";
constexpr std::string_view kPrefix = "https://puzz.link/p?mines/";
constexpr int kMaxSquareClue = 8;

// An error at a 0-based offset into the text that was parsed.
struct Failure {
  size_t at = 0;
  std::string what;
};

bool StartsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

int HexValue(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  return -1;
}

// "'x'" for printable ASCII, else "byte 0xNN" (core/lex.h), for messages.
std::string Shown(char ch) { return ShownByte(static_cast<unsigned char>(ch)); }

std::string CellName(int cell, int cols) { return RowColName(cell / cols, cell % cols); }

// Where the "mines/" part of a URL starts, or npos.
size_t MinesStart(std::string_view url) {
  if (StartsWith(url, kBare)) return 0;
  if (!StartsWith(url, "http://") && !StartsWith(url, "https://")) return std::string_view::npos;
  const size_t q = url.find('?');
  if (q == std::string_view::npos || url.substr(q, kQuery.size()) != kQuery) {
    return std::string_view::npos;
  }
  return q + 1;
}

// A decimal size field at `*pos` ending in '/'.
std::optional<Failure> ReadSize(std::string_view url, size_t* pos, const char* what,
                                int64_t* value) {
  const size_t start = *pos;
  const char* b = url.data() + start;
  const char* e = url.data() + url.size();
  auto [ptr, ec] = std::from_chars(b, e, *value);
  if (ptr == b) {
    return Failure{start, absl::StrCat("expected the number of ", what, ", got ",
                                       b == e ? std::string("the end") : Shown(*b))};
  }
  if (ec != std::errc() || *value < 1 || *value > kMaxDimension) {
    return Failure{start, absl::StrCat("the number of ", what, " must be from 1 to ", kMaxDimension,
                                       ", got ", std::string(b, ptr))};
  }
  *pos = static_cast<size_t>(ptr - url.data());
  if (*pos >= url.size() || url[*pos] != '/') {
    return Failure{*pos,
                   absl::StrCat("expected '/' after the number of ", what, ", got ",
                                *pos >= url.size() ? std::string("the end") : Shown(url[*pos]))};
  }
  ++*pos;
  return std::nullopt;
}

// The puzzle of `url`; with `build` false only its errors (the puzzle returned is empty).
absl::StatusOr<Puzzle> Parse(std::string_view url, Failure* fail, bool build = true) {
  auto failed = [&](size_t at, std::string what) {
    *fail = Failure{at, std::move(what)};
    return absl::InvalidArgumentError(fail->what);
  };
  const size_t m = MinesStart(url);
  if (m == std::string_view::npos) {
    return failed(0,
                  "expected a puzz.link URL of the mines genre "
                  "(https://puzz.link/p?mines/COLS/ROWS/BODY or mines/COLS/ROWS/BODY)");
  }
  size_t pos = m + kBare.size();
  int64_t cols = 0, rows = 0;
  if (auto f = ReadSize(url, &pos, "columns", &cols)) return failed(f->at, f->what);
  if (auto f = ReadSize(url, &pos, "rows", &rows)) return failed(f->at, f->what);
  if (rows * cols > kMaxCells) {
    return failed(
        m, absl::StrCat("a ", cols, " x ", rows, " grid has more than ", kMaxCells, " cells"));
  }
  const int n = static_cast<int>(rows * cols);
  const int ncols = static_cast<int>(cols);
  Puzzle p;
  p.kind = PuzzleKind::kPaper;
  if (build) {
    auto topo = Topology::Square(rows, cols);
    if (!topo.ok()) return failed(m, std::string(topo.status().message()));
    p.topology = *topo;
    p.clues.assign(static_cast<size_t>(n), kClosed);
  }
  int cell = 0;
  for (; pos < url.size(); ++pos) {
    const char ch = url[pos];
    const size_t at = pos;
    if (cell >= n) {
      return failed(at, absl::StrCat("the body describes more than the ", n, " cells of a ", cols,
                                     " x ", rows, " grid"));
    }
    int value = -1;
    if (HexValue(ch) >= 0) {
      value = HexValue(ch);
    } else if (ch == '-' || ch == '+') {
      const size_t digits = ch == '-' ? 2 : 3;
      value = 0;
      for (size_t k = 1; k <= digits; ++k) {
        const int h = pos + k < url.size() ? HexValue(url[pos + k]) : -1;
        if (h < 0) {
          return failed(pos + k,
                        absl::StrCat("expected ", digits, " hex digits after '", std::string(1, ch),
                                     "' (a clue at ", CellName(cell, ncols), ")"));
        }
        value = value * 16 + h;
      }
      pos += digits;
    } else if (ch >= 'g' && ch <= 'z') {
      cell += ch - 'g' + 1;  // base-36 value 15 + k: k closed cells
      if (cell > n) {
        return failed(at, absl::StrCat("the body describes more than the ", n, " cells of a ", cols,
                                       " x ", rows, " grid"));
      }
      continue;
    } else if (ch == '.') {
      return failed(at, absl::StrCat("the clue at ", CellName(cell, ncols),
                                     " is hidden ('.', a '?' in puzz.link); papermines needs the "
                                     "number of every open cell"));
    } else {
      return failed(at, absl::StrCat("expected a clue (0-9, a-f, '-' or '+'), a run of closed "
                                     "cells (g-z) or the end, got ",
                                     Shown(ch)));
    }
    if (value > kMaxSquareClue) {
      return failed(at, absl::StrCat("the clue ", value, " at ", CellName(cell, ncols),
                                     " is more than the 8 neighbours of a square cell"));
    }
    if (build) p.clues[static_cast<size_t>(cell)] = static_cast<uint8_t>(value);
    ++cell;
  }
  return p;
}

std::string_view Trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

}  // namespace

bool LooksLikePuzzLink(std::string_view text) { return MinesStart(text) != std::string_view::npos; }

int64_t PuzzLinkCells(std::string_view url) {
  url = Trim(url);  // as a line of a URL list is read
  const size_t m = MinesStart(url);
  if (m == std::string_view::npos) return 0;
  size_t pos = m + kBare.size();
  int64_t cols = 0, rows = 0;
  if (ReadSize(url, &pos, "columns", &cols) || ReadSize(url, &pos, "rows", &rows)) return 0;
  return rows * cols;
}

absl::StatusOr<Puzzle> ParsePuzzLink(std::string_view url) {
  Failure f;
  absl::StatusOr<Puzzle> p = Parse(url, &f);
  if (p.ok()) return p;
  return absl::InvalidArgumentError(
      absl::StrCat("puzz.link URL, character ", f.at + 1, ": ", f.what));
}

namespace {

// Whether `line` is neither blank nor a comment: then it decides what the text is.
bool Meaningful(std::string_view line) {
  line = Trim(line);
  return !line.empty() && line.front() != '#';
}

}  // namespace

bool IsPuzzLinkList(std::string_view text) {
  LineSource lines(text, "");
  std::string_view line;
  while (lines.Next(&line)) {
    if (Meaningful(line)) return LooksLikePuzzLink(Trim(line));
  }
  return false;
}

absl::StatusOr<bool> IsPuzzLinkList(LineSource& lines) {
  std::string_view line;
  bool urls = false;
  while (lines.Next(&line)) {
    if (Meaningful(line)) {
      urls = LooksLikePuzzLink(Trim(line));
      break;
    }
    lines.DropLast();
  }
  if (!lines.status().ok()) return lines.status();
  if (absl::Status s = lines.Rewind(); !s.ok()) return s;
  return urls;
}

absl::Status ReadPuzzLinkEach(LineSource& lines, const std::function<absl::Status(Puzzle&&)>& each,
                              bool check_only) {
  std::string_view raw;
  for (int64_t line_no = 1; lines.Next(&raw); ++line_no) {
    const std::string_view line = Trim(raw);
    if (Meaningful(line)) {
      Failure f;
      absl::StatusOr<Puzzle> p = Parse(line, &f, !check_only);
      if (!p.ok()) {
        const size_t col = static_cast<size_t>(line.data() - raw.data()) + f.at + 1;
        return LocatedMessage(lines.name(), line_no, static_cast<int64_t>(col), f.what);
      }
      p->line = line_no;
      if (absl::Status s = check_only ? absl::OkStatus() : each(*std::move(p)); !s.ok()) return s;
    }
    lines.Forget();
  }
  return lines.status();
}

absl::StatusOr<std::vector<Puzzle>> ParsePuzzLinkList(std::string_view text,
                                                      std::string_view filename) {
  LineSource lines(text, std::string(filename));
  std::vector<Puzzle> out;
  if (absl::Status s = ReadPuzzLinkEach(lines,
                                        [&out](Puzzle&& p) {
                                          out.push_back(std::move(p));
                                          return absl::OkStatus();
                                        });
      !s.ok()) {
    return s;
  }
  return out;
}

absl::StatusOr<std::string> PuzzLinkUrl(const Puzzle& p) {
  if (p.kind != PuzzleKind::kPaper) {
    return absl::InvalidArgumentError(
        absl::StrCat("puzz.link holds paper puzzles only (its mines genre), not ",
                     PuzzleKindName(p.kind), " puzzles"));
  }
  if (!p.topology || p.topology->kind() != TopologyKind::kSquare) {
    return absl::InvalidArgumentError(
        absl::StrCat("puzz.link's mines genre is square grids only, not ",
                     p.topology ? TopologyKindName(p.topology->kind()) : "no", " grids"));
  }
  // The genre has no mine count: a URL without the count the player is shown would be another
  // puzzle (perhaps with several solutions), so it is refused rather than dropped.
  if (p.mines_shown) {
    return absl::InvalidArgumentError(
        "puzz.link's mines genre has no mine count, and this puzzle shows its count (mines N "
        "shown)");
  }
  const Topology& t = *p.topology;
  if (p.clues.size() != static_cast<size_t>(t.size())) {
    return absl::InvalidArgumentError("a paper puzzle needs one clue or '.' per cell");
  }
  static const char kHex[] = "0123456789abcdef";
  std::string out = absl::StrCat(AsAbsl(kPrefix), t.cols(), "/", t.rows(), "/");
  out.reserve(out.size() + static_cast<size_t>(t.size()));
  int run = 0;
  auto flush = [&] {
    while (run > 0) {
      const int k = run < 20 ? run : 20;
      out.push_back(static_cast<char>('g' + k - 1));
      run -= k;
    }
  };
  for (uint8_t v : p.clues) {
    if (v == kClosed) {
      ++run;
      continue;
    }
    flush();
    if (v < 16) {
      out.push_back(kHex[v]);
    } else {
      out += {'-', kHex[v >> 4], kHex[v & 15]};
    }
  }
  flush();
  return out;
}

}  // namespace papermines
