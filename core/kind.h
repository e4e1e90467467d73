// A puzzle kind in core/: its name and its `.mines` sections (FORMAT.md), one descriptor per kind
// in core/kind_<kind>.cpp (Simon Tatham's `struct game`: one file per game, one list of games),
// the kinds listed once in core/kind_list.h. Everything else in core/ (the reader, the writer, the
// kind names of puzzle.h) goes through this list, and the other modules keep their own list of the
// same kinds (solve/kinds.h, gen/kinds.h, render/kinds.h), each checked against AllPuzzleKinds() by
// a test (tests/core_kinds_test.cpp and its siblings).
//
// A kind reads its sections through SectionReader, the reader's services (tokens, errors located
// as "FILE:LINE:COL: expected <what>, got <what>", grid rows spaced or compact), and writes them
// with AppendRows/AppendNumber in the writer's canonical form.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "core/kind_list.h"
#include "core/puzzle.h"

// Returns a failed status from the reader's code (core/ has no status macros of its own otherwise).
#define PM_RETURN_IF_ERROR(expr)                          \
  do {                                                    \
    if (absl::Status _st = (expr); !_st.ok()) return _st; \
  } while (0)

namespace papermines {

// One token of a line: its text and 1-based byte column.
struct MinesToken {
  absl::string_view text;
  int col = 0;
};

// Where a keyword was seen in the current puzzle (line 0: not yet).
struct MinesPlace {
  int line = 0, col = 0;
  absl::string_view text;
  bool seen() const { return line > 0; }
};

// The reader's services to a kind's sections (core/mines_io.cpp implements them).
class SectionReader {
 public:
  // Per-puzzle places a kind keeps (its sections, a cell it must find again): reset per puzzle.
  static constexpr int kPlaces = 6;

  virtual ~SectionReader() = default;

  // The current line's tokens, the keyword first, and its number.
  virtual std::span<const MinesToken> tokens() const = 0;
  virtual int line() const = 0;
  // The column just past the current line's last token.
  virtual int EndCol() const = 0;
  // MinesRead::kAnswers: a student's answer, whose mistakes are verdicts, not input errors.
  virtual bool answers() const = 0;
  virtual bool topology_seen() const = 0;
  // The kind's place number `i` (0 <= i < kPlaces) of this puzzle.
  virtual MinesPlace& place(int i) = 0;
  // A reusable buffer of bytes (cleared by whoever uses it).
  virtual std::vector<uint8_t>& scratch() = 0;
  // The input bytes not read yet: no reservation may exceed them.
  virtual size_t Remaining() const = 0;

  // Moves to the next line holding a token; *got = false at the end of the input.
  virtual absl::Status Next(bool* got) = 0;
  virtual bool IsKeyword(absl::string_view token) const = 0;

  // "FILE:LINE:COL: expected WHAT, got GOT".
  virtual absl::Status ErrAt(int line, int col, absl::string_view what,
                             absl::string_view got) const = 0;
  absl::Status Err(const MinesToken& t, absl::string_view what, absl::string_view got) const {
    return ErrAt(line(), t.col, what, got);
  }
  virtual absl::Status ErrEof(absl::string_view what) const = 0;
  // Tokens after index `count` on the current line are an error.
  virtual absl::Status NoMore(size_t count) const = 0;
  // The single argument of a keyword line.
  virtual absl::Status OneArg(absl::string_view what, MinesToken* arg) const = 0;
  // The current keyword seen once per puzzle (`what` names it for the error).
  virtual absl::Status Once(MinesPlace* place, absl::string_view what) const = 0;
  // A number in lo..hi, or an error naming `what`.
  virtual absl::Status Number(const MinesToken& t, absl::string_view what, int64_t lo, int64_t hi,
                              int64_t* v) const = 0;

  // The start of a grid section `name` (its keyword alone on its line, once, after the topology):
  // the puzzle's topology is built if it was not.
  virtual absl::Status SectionStart(Puzzle* p, MinesPlace* place, absl::string_view name) = 0;
  // A section without rows after the topology (e.g. `clicks`): the graph built if it was not.
  virtual absl::Status BuildTopology(Puzzle* p) = 0;
  // The topology's R rows of section `section`, spaced or compact: cell(id, token, line, col) for
  // every cell in order.
  using CellFn =
      absl::FunctionRef<absl::Status(int cell, absl::string_view token, int line, int col)>;
  virtual absl::Status ReadRows(const Topology& t, absl::string_view section, CellFn cell) = 0;
  // The number a cell shows (a clue, a revealed count), at most the neighbour count of a whole cell
  // of the grid: `expected` names what else the cell may hold, `noun` what the number is.
  virtual absl::Status CellNumber(const Topology& t, int cell, absl::string_view tok, int line,
                                  int col, absl::string_view expected, absl::string_view noun,
                                  uint8_t* value) const = 0;
  // An error at cell `cell` of the section read last, and that cell's token.
  virtual absl::Status ErrCell(const Topology& t, int cell, absl::string_view what,
                               absl::string_view got) const = 0;
  virtual std::string CellText(const Topology& t, int cell) const = 0;
  // An error when a graph's `edges` section follows later in this puzzle (it must come first).
  virtual absl::Status NoEdgesLater() const = 0;
};

// A token as a message shows it ('x', cut when long).
std::string QuoteToken(absl::string_view t);
// "lo..hi".
std::string NumberRange(int64_t lo, int64_t hi);

// Appends the topology's R rows, cell(out, id) for each cell, separated by single spaces.
void AppendRows(std::string* out, const Topology& t,
                absl::FunctionRef<void(std::string* out, int cell)> cell);
void AppendNumber(std::string* out, int v);
// The `clues` section of the kinds whose clue is a number or '.' (paper, mosaic), when the puzzle
// has its clues.
void AppendClueSection(std::string* out, const Puzzle& p);
// What a puzzle of such a kind needs by its `end`: its `clues` section (place `clues`), unless it
// is an answer with its `solution` (place `solution`).
absl::Status RequireClues(SectionReader& r, const MinesToken& end, int clues, int solution);

// The parts the kinds of a `clues` and a `solution` section share (paper, mosaic), for the struct
// K of such a kind (MakeCoreKind below) to derive from: the sections, in that order; reading each
// with K::ReadClues and K::ReadSolution (ReadClueRows the clues' rows, K::ClueOf a number); what a
// puzzle needs by its end (RequireClues); writing both, the solution's cell c as
// K::SolutionCell(out, p, c) writes it; and what a puzzle lacks when it has not one clue or '.' a
// cell (K::kLacksClues says it).
template <class K>
struct CluesAndSolution {
  static constexpr std::string_view kSections[] = {"clues", "solution"};
  enum Section : size_t { kClues, kSolution };

  static absl::Status Read(SectionReader& r, size_t section, Puzzle* p) {
    return section == kClues ? K::ReadClues(r, p) : K::ReadSolution(r, p);
  }
  // The rows of the `clues` section, its start read: '.' a closed cell, any other token the
  // number K::ClueOf(r, t, cell, tok, line, col, &v) reads (or refuses).
  static absl::Status ReadClueRows(SectionReader& r, Puzzle* p) {
    const Topology& t = *p->topology;
    p->clues.clear();
    p->clues.reserve(std::min<size_t>(t.size(), r.Remaining()));
    return r.ReadRows(t, "clues", [&](int cell, absl::string_view tok, int line, int col) {
      if (tok == ".") {
        p->clues.push_back(kClosed);
        return absl::OkStatus();
      }
      uint8_t v = 0;
      PM_RETURN_IF_ERROR(K::ClueOf(r, t, cell, tok, line, col, &v));
      p->clues.push_back(v);
      return absl::OkStatus();
    });
  }
  static absl::Status Required(SectionReader& r, const MinesToken& end) {
    return RequireClues(r, end, kClues, kSolution);
  }
  static void Write(std::string* out, const Puzzle& p) {
    AppendClueSection(out, p);
    if (!p.has_solution()) return;
    out->append("solution\n");
    AppendRows(out, *p.topology, [&](std::string* o, int c) { K::SolutionCell(o, p, c); });
  }
  static const char* Lacks(const Puzzle& p) {
    return p.clues.size() != static_cast<size_t>(p.topology->size()) ? K::kLacksClues : nullptr;
  }
};

struct CoreKind {
  PuzzleKind kind;
  const char* name;  // as in files and on the command line: "paper"
  // The keywords of its own sections (after `topology`, `id`, `seed`, `difficulty`, `mines`,
  // `edges`), in the order a message lists them.
  std::span<const std::string_view> sections;
  // Its mine count may be shown as a clue (`mines N shown`).
  bool mine_count_shown = false;
  // A puzzle must state its mine count (a `mines` line; not so an answer to be marked).
  bool mine_count_required = false;
  // The section a stated mine count must match ("solution", "board").
  const char* counted_in = "solution";
  // Reads section `sections[i]` (its keyword is the current line's first token).
  absl::Status (*read)(SectionReader& r, size_t i, Puzzle* p) = nullptr;
  // At `end`, before the topology is built: the sections it must have (null: none).
  absl::Status (*required)(SectionReader& r, const MinesToken& end) = nullptr;
  // Once the puzzle is whole (after the mine count was checked); null: nothing more.
  absl::Status (*check)(SectionReader& r, const Puzzle& p) = nullptr;
  // The writer: lines before `edges` (null: none), then its sections.
  void (*write_head)(std::string* out, const Puzzle& p) = nullptr;
  void (*write)(std::string* out, const Puzzle& p) = nullptr;
  // What it lacks to be completed or drawn ("a paper puzzle needs one clue or '.' per cell"), or
  // null when nothing.
  const char* (*lacks)(const Puzzle& p) = nullptr;
};

// The descriptor of each kind (core/kind_<kind>.cpp), from the list of kinds.
PM_KIND_DESCRIPTORS(CoreKind)

// The descriptor of a kind from the struct K of its file (core/kind_<kind>.cpp): K::kKind and
// the members the fields are named after (`kName`, `kSections`, `Read`, `Write`, `Lacks`), and
// those it has of `kMineCountShown`, `kMineCountRequired`, `kCountedIn`, `Required`, `Check`,
// `WriteHead` (a field it leaves out keeps its default above).
template <class K>
constexpr CoreKind MakeCoreKind() {
  CoreKind d{.kind = K::kKind,
             .name = K::kName,
             .sections = K::kSections,
             .read = K::Read,
             .write = K::Write,
             .lacks = K::Lacks};
  if constexpr (requires { K::kMineCountShown; }) d.mine_count_shown = K::kMineCountShown;
  if constexpr (requires { K::kMineCountRequired; }) d.mine_count_required = K::kMineCountRequired;
  if constexpr (requires { K::kCountedIn; }) d.counted_in = K::kCountedIn;
  if constexpr (requires { K::Required; }) d.required = K::Required;
  if constexpr (requires { K::Check; }) d.check = K::Check;
  if constexpr (requires { K::WriteHead; }) d.write_head = K::WriteHead;
  return d;
}

// The descriptor of every kind, indexed by PuzzleKind (core/kinds.cpp, from core/kind_list.h).
std::span<const CoreKind* const> CoreKinds();
inline const CoreKind& CoreKindOf(PuzzleKind kind) { return KindIn(CoreKinds(), kind); }

}  // namespace papermines
