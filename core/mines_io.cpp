// The .mines reader (FORMAT.md); the writer is core/mines_writer.cpp.
//
// The reader walks the text line by line without copying it: every token is an absl::string_view
// into the input with its 1-based line and byte column, so an error can name the exact place
// ("FILE:LINE:COL: expected <what>, got <what>"). Per line it keeps one reusable token vector;
// per cell it parses in place, so reading 100 000 puzzles costs no per-cell allocation. Numbers go
// through std::from_chars on int64 with explicit range checks; sizes are checked against the
// Topology limits before anything proportional to them is allocated, and reservations are capped
// by the bytes left in the input (every cell needs at least one byte of text).
//
// Decisions beyond FORMAT.md's letter:
//  - A clue (or reverse-board number) may be at most the neighbour count of a whole cell of the
//    grid kind (square 8, triangle 12, hex 6; a graph vertex: its degree). A clue that a border
//    cell cannot reach (2 in the corner of a 1 x 3 strip, tests/data/cases/none_1x3.mines) reads
//    fine: the puzzle then has no solution, which is the solver's verdict, not a syntax error.
//  - Sections may come in any order after `topology` except that `edges` precedes the rows of a
//    graph and `clues` precede a paper `solution`; the solution must explain every clue, and a
//    stated `mines` count must match the solution or board.
//  - Columns count bytes; a leading UTF-8 byte order mark is skipped; a carriage return is allowed
//    only at the end of a line (CRLF files).
//  - Puzzles of the same grid size in one file share one Topology.
#include "core/mines_io.h"

#include <algorithm>
#include <charconv>
#include <functional>
#include <map>
#include <optional>
#include <tuple>
#include <utility>

#include "absl/strings/str_cat.h"
#include "core/kind.h"
#include "core/lex.h"
#include "core/line_source.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace papermines {
namespace {

using absl::string_view;

using Tok = MinesToken;
using Place = MinesPlace;

// The keywords of every puzzle, then those of the kinds' own sections (core/kind.h).
constexpr string_view kCommonKeywords[] = {"puzzle",     "topology", "id",    "seed",
                                           "difficulty", "mines",    "edges", "end"};

bool IsMinesKeyword(string_view t) {
  for (string_view k : kCommonKeywords) {
    if (t == k) return true;
  }
  for (const CoreKind* kind : CoreKinds()) {
    for (std::string_view k : kind->sections) {
      if (AsStd(t) == k) return true;
    }
  }
  return false;
}

// A token as shown in a message (core/lex.h).
std::string Quote(string_view t) { return Quoted(AsStd(t)); }

// The offset of the first byte that is not valid UTF-8 text (control characters other than tab,
// and a carriage return before the end of the line, count as invalid), or npos.
size_t FirstBadByte(string_view s) {
  const size_t n = s.size();
  size_t i = 0;
  while (i < n) {
    const unsigned char b = static_cast<unsigned char>(s[i]);
    if (b < 0x80) {
      if ((b >= 0x20 && b != 0x7f) || b == '\t' || (b == '\r' && i + 1 == n)) {
        ++i;
        continue;
      }
      return i;
    }
    const size_t len = Utf8SequenceLength(AsStd(s), i);
    if (len == 0) return i;
    i += len;
  }
  return string_view::npos;
}

using Num = Decimal;
Num ParseInt(string_view t, int64_t* v) { return ParseDecimal(AsStd(t), v); }

// The largest number a cell may show: the neighbour count of a whole (interior) cell of the grid
// kind, or a graph vertex's degree. A clue a border cell cannot reach (2 in a corner of a 1 x 3
// strip) still reads: it makes the puzzle unsolvable, which is the solver's verdict to give.
struct ClueBound {
  int limit;
  const char* reason;
};
ClueBound ClueLimit(const Topology& t, int cell) {
  switch (t.kind()) {
    case TopologyKind::kSquare:
      return {8, " (a square cell's neighbour count)"};
    case TopologyKind::kTriangle:
      return {12, " (a triangle cell's neighbour count)"};
    case TopologyKind::kHex:
      return {6, " (a hex cell's neighbour count)"};
    case TopologyKind::kGraph:
      break;
  }
  return {t.degree(cell), " (the vertex's degree)"};
}

std::string Range(int64_t lo, int64_t hi) { return NumberRange(lo, hi); }

// One row of a grid section: where it is, for errors found after the whole section was read.
struct RowRef {
  int line = 0;
  string_view text;
};

class Parser final : public SectionReader {
 public:
  Parser(LineSource* lines, string_view filename, MinesRead mode,
         const MinesExcerpt* excerpt = nullptr)
      : src_(lines), file_(filename), answers_(mode == MinesRead::kAnswers), excerpt_(excerpt) {}

  absl::Status Run(const std::function<absl::Status(Puzzle&&)>& each, bool need_a_puzzle) {
    for (bool first = true;; first = false) {
      bool got;
      PM_RETURN_IF_ERROR(Next(&got));
      if (!got && first && need_a_puzzle) {
        // An empty collection must not pass for one whose every puzzle is fine (FORMAT.md).
        return ErrEof(absl::StrCat("a puzzle (", PuzzleKindList("or", "'puzzle ", "'"), ")"));
      }
      if (!got) return absl::OkStatus();
      const Tok& t = toks_[0];
      if (t.text != "puzzle") return Err(t, "'puzzle'", Quote(t.text));
      if (toks_.size() < 2) {
        return ErrAt(line_no_, EndCol(), KindExpected(), "end of line");
      }
      std::optional<PuzzleKind> kind = ParsePuzzleKind(AsStd(toks_[1].text));
      if (!kind) return Err(toks_[1], KindExpected(), Quote(toks_[1].text));
      PM_RETURN_IF_ERROR(NoMore(2));
      Puzzle p;
      p.kind = *kind;
      p.line = line_no_;
      PM_RETURN_IF_ERROR(ParseBody(&p));
      PM_RETURN_IF_ERROR(each(std::move(p)));
      src_->Forget();  // nothing of this puzzle's text is needed any more
    }
  }

  // ---- SectionReader: lines and tokens ----

  std::span<const MinesToken> tokens() const override { return toks_; }
  int line() const override { return line_no_; }
  bool answers() const override { return answers_; }
  bool topology_seen() const override { return topo_place_.seen(); }
  MinesPlace& place(int i) override { return places_[i]; }
  std::vector<uint8_t>& scratch() override { return shown_; }
  bool IsKeyword(string_view t) const override { return IsMinesKeyword(t); }

  // Moves to the next line holding a token (skipping blank and comment lines); *got = false at
  // the end of the input. A line given back with Unread() is returned again.
  absl::Status Next(bool* got) override {
    if (pending_) {
      pending_ = false;
      *got = true;
      return absl::OkStatus();
    }
    std::string_view raw;
    while (src_->Next(&raw)) {
      line_ = AsAbsl(raw);
      line_no_ = NumberOf(lines_read_++);
      if (const size_t bad = FirstBadByte(line_); bad != string_view::npos) {
        const unsigned char b = static_cast<unsigned char>(line_[bad]);
        return ErrAt(line_no_, static_cast<int>(bad) + 1,
                     b < 0x80 ? "a printable character" : "UTF-8 text", ByteName(b));
      }
      Tokenize(line_, &toks_, &split_);
      if (!toks_.empty()) {
        *got = true;
        return absl::OkStatus();
      }
      src_->DropLast();  // a blank or comment line: not kept while the puzzle is read
    }
    PM_RETURN_IF_ERROR(src_->status());
    *got = false;
    return absl::OkStatus();
  }
  void Unread() { pending_ = true; }

  // The tokens of `line` (core/lex.h's SplitLine) as views of the reader's own kind.
  static void Tokenize(string_view line, std::vector<Tok>* toks, std::vector<LineToken>* scratch) {
    SplitLine(AsStd(line), scratch);
    toks->clear();
    for (const LineToken& t : *scratch) toks->push_back(Tok{AsAbsl(t.text), t.col});
  }

  // The column just past the last token of the current line.
  int EndCol() const override {
    const Tok& t = toks_.back();
    return t.col + static_cast<int>(t.text.size());
  }

  absl::Status ErrAt(int line, int col, string_view what, string_view got) const override {
    return LocatedError(AsStd(file_), line, col, AsStd(what), AsStd(got));
  }
  absl::Status ErrEof(string_view what) const override {
    if (excerpt_ != nullptr)
      return ErrAt(excerpt_->end_line, excerpt_->end_col, what, "end of file");
    return ErrAt(src_->eof_line(), src_->eof_col(), what, "end of file");
  }
  // Tokens after index `count` on the current line are an error.
  absl::Status NoMore(size_t count) const override {
    if (toks_.size() > count) return Err(toks_[count], "end of line", Quote(toks_[count].text));
    return absl::OkStatus();
  }
  // The single argument of a keyword line.
  absl::Status OneArg(string_view what, Tok* arg) const override {
    if (toks_.size() < 2) return ErrAt(line_no_, EndCol(), what, "end of line");
    PM_RETURN_IF_ERROR(NoMore(2));
    *arg = toks_[1];
    return absl::OkStatus();
  }
  absl::Status Once(Place* place, string_view what) const override {
    const Tok& kw = toks_[0];
    if (place->seen()) {
      return Err(kw,
                 absl::StrCat("one ", what, " per puzzle (the first is on line ", place->line, ")"),
                 absl::StrCat("a second ", Quote(kw.text)));
    }
    *place = Place{line_no_, kw.col, kw.text};
    return absl::OkStatus();
  }
  // A number in lo..hi, or an error naming `what`.
  absl::Status Number(const Tok& t, string_view what, int64_t lo, int64_t hi,
                      int64_t* v) const override {
    const Num r = ParseInt(t.text, v);
    if (r != Num::kOk || *v < lo || *v > hi) {
      return Err(t, absl::StrCat(what, " (", Range(lo, hi), ")"), Quote(t.text));
    }
    return absl::OkStatus();
  }

  // ---- one puzzle ----

  std::string KeywordList(PuzzleKind kind) const {
    const bool edges = !topo_place_.seen() || tkind_ == TopologyKind::kGraph;
    std::string s = absl::StrCat("a keyword of a ", PuzzleKindName(kind),
                                 " puzzle (topology, id, seed, difficulty, mines, ");
    if (edges) s += "edges, ";
    for (std::string_view section : CoreKindOf(kind).sections) ((s += section) += ", ");
    s.resize(s.size() - 2);  // the last section is followed by "or end"
    s += " or end)";
    return s;
  }

  // "a puzzle kind (paper, oneclick or reverse)".
  static std::string KindExpected() {
    return absl::StrCat("a puzzle kind (", PuzzleKindList(), ")");
  }

  int64_t Cells() const { return tkind_ == TopologyKind::kGraph ? graph_n_ : rows_ * cols_; }

  // Builds the graph topology once its edges are known (grids are built on their topology line).
  absl::Status BuildTopology(Puzzle* p) override {
    built_by_section_ = true;
    return EnsureTopology(p);
  }
  absl::Status EnsureTopology(Puzzle* p) {
    if (p->topology) return absl::OkStatus();
    auto t = Topology::Graph(graph_n_, std::move(edges_));
    edges_.clear();
    if (!t.ok()) {
      return ErrAt(topo_place_.line, topo_place_.col, "a valid graph",
                   absl::StrCat("'", t.status().message(), "'"));
    }
    p->topology = *std::move(t);
    return absl::OkStatus();
  }

  absl::Status CheckMinesRange() const {
    if (!mines_place_.seen() || !topo_place_.seen()) return absl::OkStatus();
    int64_t m;
    const Num r = ParseInt(mines_tok_.text, &m);
    if (r != Num::kOk || m > Cells()) {
      return ErrAt(mines_place_.line, mines_tok_.col,
                   absl::StrCat("a mine count (", Range(0, Cells()), ")"), Quote(mines_tok_.text));
    }
    return absl::OkStatus();
  }

  absl::Status ParseTopology(Puzzle* p) {
    PM_RETURN_IF_ERROR(Once(&topo_place_, "'topology' line"));
    if (toks_.size() < 2) {
      return ErrAt(line_no_, EndCol(), "a topology (square, triangle, hex or graph)",
                   "end of line");
    }
    const Tok& k = toks_[1];
    if (k.text == "graph") {
      tkind_ = TopologyKind::kGraph;
      if (toks_.size() < 3) return ErrAt(line_no_, EndCol(), "a vertex count", "end of line");
      PM_RETURN_IF_ERROR(Number(toks_[2], "a vertex count", 1, kMaxCells, &graph_n_));
      PM_RETURN_IF_ERROR(NoMore(3));
      return CheckMinesRange();
    }
    if (k.text == "square") {
      tkind_ = TopologyKind::kSquare;
    } else if (k.text == "triangle") {
      tkind_ = TopologyKind::kTriangle;
    } else if (k.text == "hex") {
      tkind_ = TopologyKind::kHex;
    } else {
      return Err(k, "a topology (square, triangle, hex or graph)", Quote(k.text));
    }
    if (toks_.size() < 3) return ErrAt(line_no_, EndCol(), "a row count", "end of line");
    PM_RETURN_IF_ERROR(Number(toks_[2], "a row count", 1, kMaxDimension, &rows_));
    if (toks_.size() < 4) return ErrAt(line_no_, EndCol(), "a column count", "end of line");
    PM_RETURN_IF_ERROR(Number(toks_[3], "a column count", 1, kMaxDimension, &cols_));
    if (rows_ * cols_ > kMaxCells) {
      return Err(toks_[3], absl::StrCat("a grid of at most ", kMaxCells, " cells"),
                 absl::StrCat(rows_, " x ", cols_, " = ", rows_ * cols_, " cells"));
    }
    PM_RETURN_IF_ERROR(NoMore(4));
    // Puzzles of one size share one (immutable) topology: building it is most of the cost of
    // reading a small puzzle.
    const auto key = std::make_tuple(static_cast<int>(tkind_), rows_, cols_);
    if (auto it = grid_cache_.find(key); it != grid_cache_.end()) {
      p->topology = it->second;
      return CheckMinesRange();
    }
    auto t = Topology::Grid(tkind_, rows_, cols_);
    if (!t.ok()) {
      return Err(toks_[2], "a valid grid size", absl::StrCat("'", t.status().message(), "'"));
    }
    p->topology = *std::move(t);
    if (grid_cache_.size() >= 64) grid_cache_.clear();
    grid_cache_.emplace(key, p->topology);
    return CheckMinesRange();
  }

  absl::Status ParseEdges() {
    if (!topo_place_.seen() || tkind_ != TopologyKind::kGraph) {
      return Err(toks_[0], "a graph topology before 'edges'", "'edges'");
    }
    if (built_by_section_) {
      return Err(toks_[0], "'edges' before the clues, board, solution and clicks", "'edges'");
    }
    PM_RETURN_IF_ERROR(Once(&edges_place_, "'edges' section"));
    PM_RETURN_IF_ERROR(NoMore(1));
    const std::string vertex = absl::StrCat("a vertex (", Range(0, graph_n_ - 1), ")");
    for (;;) {
      bool got;
      PM_RETURN_IF_ERROR(Next(&got));
      if (!got) return absl::OkStatus();  // the caller reports the missing 'end'
      const Tok& u = toks_[0];
      const char c0 = u.text[0];
      if ((c0 >= 'a' && c0 <= 'z') || (c0 >= 'A' && c0 <= 'Z')) {
        Unread();  // a keyword ends the section
        return absl::OkStatus();
      }
      int64_t a, b;
      PM_RETURN_IF_ERROR(Number(u, "a vertex", 0, graph_n_ - 1, &a));
      if (toks_.size() < 2) return ErrAt(line_no_, EndCol(), vertex, "end of line");
      PM_RETURN_IF_ERROR(Number(toks_[1], "a vertex", 0, graph_n_ - 1, &b));
      if (a == b) {
        return Err(toks_[1], "an edge between two different vertices",
                   absl::StrCat("'", a, " ", b, "'"));
      }
      PM_RETURN_IF_ERROR(NoMore(2));
      if (static_cast<int64_t>(edges_.size()) >= kMaxEdges) {
        return Err(u, absl::StrCat("at most ", kMaxEdges, " edges"), "more");
      }
      edges_.emplace_back(static_cast<int32_t>(a), static_cast<int32_t>(b));
    }
  }

  // Reads the R rows of a grid section (spaced or compact), calling
  // cell(id, token, line, col) -> absl::Status for every cell in order.
  absl::Status ReadRows(const Topology& t, string_view section, CellFn cell) override {
    const int R = t.rows(), C = t.cols();
    rows_ref_.clear();
    for (int r = 0; r < R; ++r) {
      bool got;
      PM_RETURN_IF_ERROR(Next(&got));
      auto what = [&] {
        return R == 1 ? absl::StrCat("the row of the ", section)
                      : absl::StrCat("row ", r + 1, " of ", R, " of the ", section);
      };
      if (!got) return ErrEof(what());
      if (IsKeyword(toks_[0].text)) return Err(toks_[0], what(), Quote(toks_[0].text));
      rows_ref_.push_back(RowRef{line_no_, line_});
      const int base = r * C;
      const int n = static_cast<int>(toks_.size());
      auto expect = [&] { return absl::StrCat("a row of ", C, C == 1 ? " cell" : " cells"); };
      if (n == C) {
        for (int c = 0; c < C; ++c) {
          PM_RETURN_IF_ERROR(cell(base + c, toks_[c].text, line_no_, toks_[c].col));
        }
      } else if (n == 1) {  // compact: one character per cell
        const Tok& tok = toks_[0];
        const int len = static_cast<int>(tok.text.size());
        if (len != C) {
          return ErrAt(line_no_, len > C ? tok.col + C : tok.col, expect(),
                       absl::StrCat(len, len == 1 ? " cell" : " cells"));
        }
        for (int c = 0; c < C; ++c) {
          PM_RETURN_IF_ERROR(cell(base + c, tok.text.substr(c, 1), line_no_, tok.col + c));
        }
      } else {
        return Err(n > C ? toks_[C] : toks_[0], expect(), absl::StrCat(n, " cells"));
      }
    }
    return absl::OkStatus();
  }

  // The token of cell `c` in row `r` of the section read last (for errors found afterwards).
  Tok CellTok(const Topology& t, int cell) const {
    const int r = t.row(cell), c = t.col(cell);
    std::vector<Tok> toks;
    std::vector<LineToken> scratch;
    Tokenize(rows_ref_[r].text, &toks, &scratch);
    if (static_cast<int>(toks.size()) == t.cols()) return toks[c];
    const Tok& first = toks[0];  // compact row
    return Tok{first.text.substr(c, 1), first.col + c};
  }
  absl::Status ErrCell(const Topology& t, int cell, string_view what,
                       string_view got) const override {
    const int r = t.row(cell);
    const Tok tok = CellTok(t, cell);
    return ErrAt(rows_ref_[r].line, tok.col, what, got);
  }
  size_t Remaining() const override { return src_->Remaining(); }
  std::string CellText(const Topology& t, int cell) const override {
    return std::string(CellTok(t, cell).text);
  }

  // The number a cell shows (a clue, a revealed count): at most ClueLimit. `expected` names what
  // else the cell may hold when the token is not a number; `noun` what the number is.
  absl::Status CellNumber(const Topology& t, int cell, string_view tok, int line, int col,
                          string_view expected, string_view noun, uint8_t* value) const override {
    int64_t v;
    const Num r = ParseInt(tok, &v);
    if (r == Num::kNotNumber) return ErrAt(line, col, expected, Quote(tok));
    const ClueBound bound = ClueLimit(t, cell);
    if (r == Num::kTooLarge || v > bound.limit) {
      return ErrAt(line, col, absl::StrCat(noun, " of at most ", bound.limit, bound.reason),
                   Quote(tok));
    }
    *value = static_cast<uint8_t>(v);
    return absl::OkStatus();
  }

  absl::Status SectionStart(Puzzle* p, Place* place, string_view name) override {
    const Tok& kw = toks_[0];
    if (!topo_place_.seen()) {
      return Err(kw, absl::StrCat("'topology' before ", Quote(name)), Quote(kw.text));
    }
    // (The name is spelled out only for the error: this runs for every section of every puzzle.)
    PM_RETURN_IF_ERROR(
        Once(place, place->seen() ? absl::StrCat(Quote(name), " section") : std::string()));
    PM_RETURN_IF_ERROR(NoMore(1));
    built_by_section_ = true;
    return EnsureTopology(p);
  }

  absl::Status NoEdgesLater() const override {
    // A graph's edges come first: read after the clues they would leave every degree 0 and the
    // clues would fail for the wrong reason.
    if (topo_place_.seen() && tkind_ == TopologyKind::kGraph && !edges_place_.seen()) {
      if (const auto [line, col] = EdgesLaterInPuzzle(); line > 0) {
        return ErrAt(line, col, "'edges' before the clues, board, solution and clicks", "'edges'");
      }
    }
    return absl::OkStatus();
  }

  // Where an 'edges' line follows in this puzzle (before its 'end' or the next 'puzzle'): its line
  // and column, or {0, 0}.
  std::pair<int, int> EdgesLaterInPuzzle() const {
    std::string_view raw;
    for (size_t ahead = 0; src_->Peek(ahead, &raw); ++ahead) {
      const string_view line = AsAbsl(raw);
      const int line_no = NumberOf(lines_read_ + ahead);
      const size_t b = line.find_first_not_of(" \t\r");
      if (b == string_view::npos) continue;
      const string_view rest = line.substr(b);
      const string_view word = rest.substr(0, rest.find_first_of(" \t\r#"));
      if (word == "edges") return {line_no, static_cast<int>(b) + 1};
      if (word == "end" || word == "puzzle") return {0, 0};
    }
    return {0, 0};
  }

  // The index of keyword `k` among the kind's own sections, or sections.size().
  static size_t SectionOf(const CoreKind& kind, string_view k) {
    size_t i = 0;
    while (i < kind.sections.size() && kind.sections[i] != AsStd(k)) ++i;
    return i;
  }

  absl::Status ParseBody(Puzzle* p) {
    // Fresh per-puzzle state.
    topo_place_ = id_place_ = seed_place_ = diff_place_ = mines_place_ = edges_place_ = Place{};
    for (Place& place : places_) place = Place{};
    edges_.clear();
    built_by_section_ = false;
    const PuzzleKind kind = p->kind;
    const CoreKind& own = CoreKindOf(kind);
    for (;;) {
      bool got;
      PM_RETURN_IF_ERROR(Next(&got));
      if (!got) return ErrEof("'end'");
      const Tok kw = toks_[0];
      const string_view k = kw.text;
      if (k == "end") {
        PM_RETURN_IF_ERROR(NoMore(1));
        return Finish(p, kw);
      } else if (k == "puzzle") {
        return Err(kw, "'end' before the next puzzle", "'puzzle'");
      } else if (k == "topology") {
        PM_RETURN_IF_ERROR(ParseTopology(p));
      } else if (k == "id") {
        PM_RETURN_IF_ERROR(Once(&id_place_, "'id' line"));
        Tok a;
        PM_RETURN_IF_ERROR(OneArg("an id", &a));
        if (const size_t bidi = FindBidiControl(AsStd(a.text)); bidi != std::string::npos) {
          return ErrAt(line_no_, a.col + static_cast<int>(bidi),
                       "an id without bidirectional control characters",
                       "one (it would show the text reordered)");
        }
        p->id = std::string(a.text);
      } else if (k == "seed") {
        PM_RETURN_IF_ERROR(Once(&seed_place_, "'seed' line"));
        Tok a;
        PM_RETURN_IF_ERROR(OneArg("a seed", &a));
        uint64_t s = 0;
        if (ParseDecimal(AsStd(a.text), &s) != Decimal::kOk) {
          return Err(a, "a seed (0..18446744073709551615)", Quote(a.text));
        }
        p->seed = s;
      } else if (k == "difficulty") {
        PM_RETURN_IF_ERROR(Once(&diff_place_, "'difficulty' line"));
        Tok a;
        PM_RETURN_IF_ERROR(OneArg("a difficulty (easy, medium, hard or expert)", &a));
        std::optional<Difficulty> d = ParseDifficulty(AsStd(a.text));
        if (!d) return Err(a, "a difficulty (easy, medium, hard or expert)", Quote(a.text));
        p->difficulty = *d;
      } else if (k == "mines") {
        PM_RETURN_IF_ERROR(Once(&mines_place_, "'mines' line"));
        // `mines N` or, for paper puzzles, `mines N shown` (the count is a clue on the sheet).
        const bool shown = own.mine_count_shown && toks_.size() == 3 && toks_[2].text == "shown";
        if (shown) {
          mines_tok_ = toks_[1];
        } else {
          PM_RETURN_IF_ERROR(OneArg(own.mine_count_shown
                                        ? "a mine count (optionally followed by 'shown')"
                                        : "a mine count",
                                    &mines_tok_));
        }
        int64_t m;
        const int64_t hi = topo_place_.seen() ? Cells() : kMaxCells;
        PM_RETURN_IF_ERROR(Number(mines_tok_, "a mine count", 0, hi, &m));
        p->mines = m;
        p->mines_shown = shown;
      } else if (k == "edges" && (!topo_place_.seen() || tkind_ == TopologyKind::kGraph)) {
        PM_RETURN_IF_ERROR(ParseEdges());
      } else if (const size_t section = SectionOf(own, k); section < own.sections.size()) {
        PM_RETURN_IF_ERROR(own.read(*this, section, p));
      } else {
        return Err(kw, KeywordList(kind), Quote(k));
      }
    }
  }

  absl::Status Finish(Puzzle* p, const Tok& end) {
    if (!topo_place_.seen()) return Err(end, "a 'topology' line", "'end'");
    const CoreKind& own = CoreKindOf(p->kind);
    if (own.mine_count_required && !mines_place_.seen() && !answers_) {
      return Err(end, absl::StrCat("a 'mines' line (required in a ", own.name, " puzzle)"),
                 "'end'");
    }
    if (own.required != nullptr) PM_RETURN_IF_ERROR(own.required(*this, end));
    PM_RETURN_IF_ERROR(EnsureTopology(p));
    if (p->mines && p->has_solution() && !answers_) {
      int64_t n = 0;
      for (uint8_t m : p->mine) n += m;
      if (n != *p->mines) {
        return ErrAt(mines_place_.line, mines_tok_.col,
                     absl::StrCat("the number of mines in the ", own.counted_in, " (", n, ")"),
                     Quote(mines_tok_.text));
      }
    }
    if (own.check != nullptr) PM_RETURN_IF_ERROR(own.check(*this, *p));
    return absl::OkStatus();
  }

 private:
  // The line number of the k-th line of the source (0-based): k + 1, or in an excerpt its number
  // in the file the excerpt was cut from.
  int NumberOf(size_t k) const {
    if (excerpt_ != nullptr) return excerpt_->numbers[k];
    return static_cast<int>(k) + 1;
  }

  LineSource* src_;
  string_view file_;
  int line_no_ = 0;
  size_t lines_read_ = 0;  // lines taken from src_ (Next), blank ones included
  bool pending_ = false;
  string_view line_;
  std::vector<Tok> toks_;
  std::vector<LineToken> split_;
  std::vector<RowRef> rows_ref_;
  std::vector<uint8_t> shown_;
  std::map<std::tuple<int, int64_t, int64_t>, TopologyPtr> grid_cache_;

  // Per puzzle.
  Place topo_place_, id_place_, seed_place_, diff_place_, mines_place_, edges_place_;
  Place places_[kPlaces];  // the kind's (SectionReader::place)
  bool answers_ = false;
  const MinesExcerpt* excerpt_ = nullptr;
  Tok mines_tok_;
  TopologyKind tkind_ = TopologyKind::kSquare;
  int64_t rows_ = 0, cols_ = 0, graph_n_ = 0;
  std::vector<std::pair<int32_t, int32_t>> edges_;
  bool built_by_section_ = false;
};

}  // namespace

std::string QuoteToken(absl::string_view t) { return Quote(t); }

std::string NumberRange(int64_t lo, int64_t hi) { return absl::StrCat(lo, "..", hi); }

absl::Status RequireClues(SectionReader& r, const MinesToken& end, int clues, int solution) {
  if (r.answers() && r.place(solution).seen()) return absl::OkStatus();
  if (!r.place(clues).seen()) return r.Err(end, "a 'clues' section", "'end'");
  return absl::OkStatus();
}

absl::Status ReadMinesEach(LineSource& lines, const std::function<absl::Status(Puzzle&&)>& each,
                           MinesRead mode, bool need_a_puzzle) {
  Parser parser(&lines, AsAbsl(lines.name()), mode);
  return parser.Run(each, need_a_puzzle);
}

absl::Status ParseMinesEach(std::string_view text, std::string_view filename,
                            const std::function<absl::Status(Puzzle&&)>& each, MinesRead mode) {
  LineSource lines(text, std::string(filename));
  return ReadMinesEach(lines, each, mode);
}

namespace {
// Every puzzle of `lines` into one vector.
absl::StatusOr<std::vector<Puzzle>> CollectMines(LineSource& lines, MinesRead mode) {
  std::vector<Puzzle> puzzles;
  PM_RETURN_IF_ERROR(ReadMinesEach(
      lines,
      [&puzzles](Puzzle&& p) {
        puzzles.push_back(std::move(p));
        return absl::OkStatus();
      },
      mode));
  return puzzles;
}
}  // namespace

absl::StatusOr<std::vector<Puzzle>> ParseMines(std::string_view text, std::string_view filename,
                                               MinesRead mode) {
  LineSource lines(text, std::string(filename));
  return CollectMines(lines, mode);
}

absl::StatusOr<std::vector<Puzzle>> ParseMinesExcerpt(const MinesExcerpt& excerpt,
                                                      std::string_view filename, MinesRead mode) {
  LineSource lines(excerpt.text, std::string(filename));
  std::vector<Puzzle> puzzles;
  Parser parser(&lines, AsAbsl(filename), mode, &excerpt);
  PM_RETURN_IF_ERROR(parser.Run(
      [&puzzles](Puzzle&& p) {
        puzzles.push_back(std::move(p));
        return absl::OkStatus();
      },
      false));
  return puzzles;
}

absl::StatusOr<std::vector<Puzzle>> ReadMinesFile(RunFiles& files, const std::string& path,
                                                  MinesRead mode) {
  absl::StatusOr<std::unique_ptr<LineSource>> lines = LineSource::Open(files, path);
  if (!lines.ok()) return lines.status();
  return CollectMines(**lines, mode);
}

}  // namespace papermines
