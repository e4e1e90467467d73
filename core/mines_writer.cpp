// The .mines writer (FORMAT.md): the canonical form, which the reader (core/mines_io.cpp) reads
// back to the same puzzles. Rows are one character or number per cell separated by single
// spaces; optional lines (id, seed, difficulty, mines, clicks) only when the puzzle has them. A
// kind's own sections are written by its descriptor (core/kind_<kind>.cpp).
#include <charconv>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "core/kind.h"
#include "core/mines_io.h"

namespace papermines {
namespace {

// An id that reads back as one token: whitespace, '#' and control characters become '_'.
std::string SafeId(const std::string& id) {
  std::string s = id;
  for (char& ch : s) {
    const unsigned char b = static_cast<unsigned char>(ch);
    if (b <= 0x20 || b == 0x7f || ch == '#') ch = '_';
  }
  return s;
}

void AppendPuzzle(std::string* out, const Puzzle& p) {
  const Topology& t = *p.topology;
  out->reserve(out->size() + 2 * static_cast<size_t>(t.size()) + 2 * t.rows() + 128);
  absl::StrAppend(out, "puzzle ", PuzzleKindName(p.kind), "\n");
  absl::StrAppend(out, "topology ", t.Describe(), "\n");
  if (!p.id.empty()) absl::StrAppend(out, "id ", SafeId(p.id), "\n");
  if (p.seed) absl::StrAppend(out, "seed ", *p.seed, "\n");
  if (p.difficulty != Difficulty::kNone) {
    absl::StrAppend(out, "difficulty ", DifficultyName(p.difficulty), "\n");
  }
  const CoreKind& kind = CoreKindOf(p.kind);
  if (p.mines) {
    absl::StrAppend(out, "mines ", *p.mines, p.mines_shown && kind.mine_count_shown ? " shown" : "",
                    "\n");
  }
  if (kind.write_head != nullptr) kind.write_head(out, p);
  if (!t.is_grid() && !t.edges().empty()) {
    out->append("edges\n");
    for (auto [u, v] : t.edges()) {
      AppendNumber(out, u);
      out->push_back(' ');
      AppendNumber(out, v);
      out->push_back('\n');
    }
  }
  kind.write(out, p);
  out->append("end\n");
}

}  // namespace

void AppendNumber(std::string* out, int v) {
  char buf[16];
  auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, v);
  (void)ec;
  out->append(buf, ptr);
}

void AppendRows(std::string* out, const Topology& t,
                absl::FunctionRef<void(std::string* out, int cell)> cell) {
  for (int r = 0; r < t.rows(); ++r) {
    for (int c = 0; c < t.cols(); ++c) {
      if (c > 0) out->push_back(' ');
      cell(out, t.cell(r, c));
    }
    out->push_back('\n');
  }
}

void AppendClueSection(std::string* out, const Puzzle& p) {
  const Topology& t = *p.topology;
  if (p.clues.size() != static_cast<size_t>(t.size())) return;
  out->append("clues\n");
  AppendRows(out, t, [&](std::string* o, int c) {
    if (p.clues[c] == kClosed) {
      o->push_back('.');
    } else {
      AppendNumber(o, p.clues[c]);
    }
  });
}

void WritePuzzle(std::ostream& out, const Puzzle& puzzle) { out << FormatPuzzle(puzzle); }

std::string FormatPuzzle(const Puzzle& puzzle) {
  std::string s;
  AppendPuzzle(&s, puzzle);
  return s;
}

std::string FormatMines(const std::vector<Puzzle>& puzzles) {
  std::string s;
  for (size_t i = 0; i < puzzles.size(); ++i) {
    if (i > 0) s.push_back('\n');
    AppendPuzzle(&s, puzzles[i]);
  }
  return s;
}

std::string FormatGenerated(const std::vector<Puzzle>& puzzles) {
  auto run_on = [](const Puzzle& p) {
    return p.kind == PuzzleKind::kPaper ||
           (p.kind == PuzzleKind::kOneClick && p.difficulty == Difficulty::kNone);
  };
  std::string s;
  for (size_t i = 0; i < puzzles.size(); ++i) {
    if (i > 0 && !(run_on(puzzles[i - 1]) && run_on(puzzles[i]))) s.push_back('\n');
    AppendPuzzle(&s, puzzles[i]);
  }
  return s;
}

std::vector<std::string> SolutionRows(const Topology& topo, std::span<const uint8_t> clues,
                                      std::span<const uint8_t> mine) {
  std::vector<std::string> rows;
  rows.reserve(topo.rows());
  for (int r = 0; r < topo.rows(); ++r) {
    std::string row;
    row.reserve(2 * static_cast<size_t>(topo.cols()));
    for (int c = 0; c < topo.cols(); ++c) {
      const int cell = topo.cell(r, c);
      if (c > 0) row.push_back(' ');
      if (mine[cell]) {
        row.push_back('*');
      } else if (clues.empty() || clues[cell] == kClosed) {
        row.push_back('-');
      } else {
        AppendNumber(&row, clues[cell]);
      }
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace papermines
