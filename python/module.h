// The parts of the Python module `papermines` (python/module.cpp binds them) and their docstrings,
// which help() shows: each with an example a notebook can run.
#pragma once

#include <string>

#include "core/puzzle.h"
#include "python/glue.h"

namespace papermines::python {

void BindPuzzle(py::module_& m);    // puzzle.cpp: Puzzle, read, write, from_puzzlink
void BindSolve(py::module_& m);     // solve.cpp: solve, clicks, theorem
void BindGenerate(py::module_& m);  // generate.cpp: generate
Puzzle FromPuzzLink(const std::string& url);

inline constexpr char kModuleDoc[] =
    R"doc(The papermines engine: generate, prove and draw minesweeper-family logic puzzles.

    >>> import papermines
    >>> p = papermines.generate(rows=6, cols=6, seed=7)[0]
    >>> papermines.solve(p).verdict
    'unique'

Functions: generate, solve, clicks, theorem, read, write, from_puzzlink; the
Puzzle type. docs/PYTHON.md has the whole guide.)doc";

inline constexpr char kPuzzleDoc[] =
    R"doc(One puzzle: a paper minesweeper table, a one-click board or a reverse-sweep board.

Fields (read-only): kind ('paper', 'oneclick', 'reverse'), topology ('square',
'triangle', 'hex', 'graph'), rows, cols, id, seed, difficulty, mines,
mines_shown, clues (rows of ints, None = closed cell), solution (rows of 0/1,
1 = mine), click (oneclick), impossible (oneclick), clicks (reverse).
Grids as numpy arrays: clues_array() (-1 = closed), solution_array().

In a notebook a puzzle draws itself (_repr_svg_); p.svg(show_solution=True)
draws its answer.)doc";

inline constexpr char kPuzzleInitDoc[] =
    R"doc(Puzzle(clues=None, solution=None, *, kind='paper', topology='square', id=None,
       mines=None, mines_shown=False, click=None, impossible=False, clicks=None,
       rows=None, cols=None)

Builds a puzzle from Python values and checks it exactly as the .mines reader
checks a file, with the reader's messages (ValueError "<Puzzle>:LINE:COL:
expected ..., got ...", the .mines text attached as a note).

- paper: clues is a list of rows (lists or a numpy array); a cell is an int
  clue, or None or -1 for a closed cell. solution (optional): rows of 0/1
  (1 = mine); it must explain the clues.
- oneclick: solution is the board (rows of 0/1), click the (row, col) to click,
  mines the mine count; or impossible=True with rows, cols and mines.
- reverse: solution is the board (rows of 0/1); clicks an optional optimal
  click set as (row, col) pairs.

Example:

    >>> p = papermines.Puzzle([[1, None, 1], [None, 2, None], [1, None, 1]])
    >>> p.clues_array().tolist()
    [[1, -1, 1], [-1, 2, -1], [1, -1, 1]]
    >>> try:
    ...     papermines.Puzzle([[9, None], [None, 1]])
    ... except ValueError as e:
    ...     print(e)
    <Puzzle>:4:1: expected a clue of at most 8 (a square cell's neighbour count), got '9')doc";

inline constexpr char kToPuzzlinkDoc[] =
    R"doc(The puzz.link URL of a square paper puzzle ("https://puzz.link/p?mines/COLS/ROWS/BODY").

ValueError for other kinds and grids (puzz.link's mines genre has square grids only).

    >>> p = papermines.generate(rows=5, cols=5)[0]
    >>> papermines.from_puzzlink(p.to_puzzlink()).clues == p.clues
    True)doc";

inline constexpr char kSvgDoc[] = R"doc(svg(show_solution=False, cell_size=24.0, lang=None) -> str

The puzzle drawn as an SVG document by the worksheets' own drawing code: clues
in open cells, closed cells tinted. show_solution=True draws the answer
instead (mines as disks, a dash in every safe closed cell; a one-click board
with its click; a reverse board's optimal clicks), solving the puzzle first
when it carries no solution. cell_size is in points (4..200). lang is the
language of the words under the grid ('12 mines'), a code of `papermines
render --lang` ('de', 'pt_BR', ...); None is English, whatever the locale.

    >>> svg = papermines.generate()[0].svg()
    >>> svg.startswith('<?xml')
    True)doc";

inline constexpr char kReadDoc[] = R"doc(read(source) -> list[Puzzle]

Reads puzzles from a .mines file, a file of puzz.link URLs (one a line), a
single puzz.link URL, or .mines text. A str is taken as text when it holds a
newline or starts with 'puzzle' or '#', as a URL when it looks like one,
otherwise as a path (os.PathLike is always a path).

Errors: ValueError with the reader's located message ("class.mines:5:3:
expected a clue or '.', got 'x'"); OSError when the file cannot be read.

    >>> papermines.read('class.mines')                      # doctest: +SKIP
    >>> papermines.read('https://puzz.link/p?mines/3/3/1g1g2g1g1')[0].rows
    3)doc";

inline constexpr char kWriteDoc[] = R"doc(write(puzzles, path=None) -> str | None

The puzzles as a .mines collection in canonical form (a blank line between
puzzles). Without a path the text is returned; with one it is written
atomically (all or nothing, like every papermines output) and None is returned.

    >>> text = papermines.write(papermines.generate(count=2))
    >>> len(papermines.read(text))
    2)doc";

inline constexpr char kFromPuzzlinkDoc[] = R"doc(from_puzzlink(url) -> Puzzle

A square paper puzzle from its puzz.link URL (any http(s) host and path ending
in '?', or the bare 'mines/COLS/ROWS/BODY'). ValueError names the character at
fault ("puzz.link URL: ...").

    >>> papermines.from_puzzlink('mines/3/3/1g1g2g1g1').clues
    [[1, None, 1], [None, 2, None], [1, None, 1]])doc";

inline constexpr char kSolveDoc[] =
    R"doc(solve(puzzle, *, grade=True, explain=True, labels=True, time_limit=None) -> SolveResult

Proves or refutes that a paper puzzle has exactly one solution (propagation,
then the rank of the clue system over a prime field, then exact search), and
grades it the way a person would solve it. The result:

- verdict: 'unique', 'multiple', 'none', or 'unknown' (time_limit ran out);
- proof: which layer decided ('propagation', 'linear-algebra', 'search',
  'time-limit');
- grade ('easy' .. 'expert'), rating (1.0-11.0) and score: unique puzzles when
  graded, else None;
- solutions: the unique solution, or two different ones ('multiple'), as rows
  of 0/1;
- steps: the deductions in order (explain=True): Step(text, cells, clues), cells
  the (row, col, is_mine) it decides, clues the (row, col) of the clues it uses;
  labels=True names cells in the text as printed ("C4"), False as "(r,c)";
- witness: the two solutions for 'multiple', the cells of clues that cannot all
  be met for 'none', else None.

A puzzle whose mine count is shown (mines_shown) uses it as one more clue.
The GIL is released while it runs, and Ctrl+C stops it (KeyboardInterrupt).
ValueError for a puzzle of another kind.

    >>> r = papermines.solve(papermines.generate(seed=3)[0])
    >>> r.verdict, r.grade in ('easy', 'medium', 'hard', 'expert')
    ('unique', True)
    >>> papermines.solve(papermines.Puzzle([[None, 1, None]])).verdict
    'multiple')doc";

inline constexpr char kClicksDoc[] = R"doc(clicks(puzzle) -> Clicks

The click counts of a puzzle's board (a paper solution, a one-click board, a
reverse board): reverse (the reverse-sweep minimum, CodeChef MINESREV) with an
optimal click set reverse_clicks, three_bv (3BV: the fewest forward clicks)
with forward_clicks, and the parts: mines, openings, isolated (numbered cells
next to no opening), saved (clicks the matching saves). Cells are (row, col).
ValueError for a puzzle without a board.

    >>> c = papermines.clicks(papermines.generate(kind='reverse', seed=2)[0])
    >>> c.reverse == len(c.reverse_clicks)
    True)doc";

inline constexpr char kTheoremDoc[] =
    R"doc(theorem(topology='square', rows=10, cols=10, *, witness=True, budget=20000000)

Whether every paper table of a size is unique: the rank of the clue system of
the opening (square, triangle: the chessboard; strip: 2 x n, top row open; hex:
its 3-colour opening), beside German & Lakshtanov's sufficient condition.
rows and cols are ints (one TheoremRow) or iterables such as range(1, 21) (a
list of TheoremRow, one per size). witness=True searches, where the rank is
not full, two mine sets with the same clues (budget: search nodes per size).

TheoremRow fields: topology, rows, cols, unknowns, equations, rank, full_rank,
exact, certificate, paper_condition, agrees, witness_status ('full-rank',
'found', 'none', 'undecided'), witness (two lists of (row, col) or None).

    >>> papermines.theorem('square', 4, 5).full_rank
    True
    >>> [t.cols for t in papermines.theorem('strip', 2, range(1, 9)) if not t.full_rank]
    [2, 5, 8])doc";

inline constexpr char kFreshSeedDoc[] =
    R"doc(fresh_seed() -> int

A fresh run seed, from the source `papermines sheet`, `book` and the web app
draw theirs from when none is given (the system's random source, anew at each
call; 1 when SOURCE_DATE_EPOCH is set). generate() keeps its fixed default
seed=1, as the gen commands do; for another set each run:

    >>> import papermines as pm
    >>> seed = pm.fresh_seed()
    >>> puzzles = pm.generate(rows=6, cols=6, seed=seed)  # keep `seed` to make them again
)doc";

inline constexpr char kGenerateDoc[] =
    R"doc(generate(kind='paper', rows=None, cols=None, topology='square', difficulty='any', count=1, seed=1, **options) -> list[Puzzle]

A set of puzzles from gen's one producer, the sets `papermines sheet` and
`book` make, with the options of the `papermines gen` commands under the same
names (underscores for dashes): the same options and seed give the same
puzzles as the commands, byte for byte (write() of them reads back to their
output). rows and cols default to 10 x 10 (2 rows for the strip). Every paper
table is proven unique. The set's rules: hex tables above easy are thinned
(opening 'sparse') unless opening says otherwise; reverse boards with a grade
asked are the best of 2000 (gen reverse --attempts 2000); one-click puzzles are
a worksheet's tasks (gen oneclick --tasks).

kind='paper' options: topology square|triangle|hex|strip, density (0.5),
  heuristic none|paper|strict, opening chessboard|sparse, difficulty
  any|easy|medium|hard|expert, rating 'MIN-MAX' (e.g. '5-6.9'), mine_count
  hidden|shown, first (index of the first puzzle), max_tries.
kind='oneclick': mines (per task), density (mine share), impossible (share of
  tasks without a board), difficulty (the share band); tasks=False gives
  gen oneclick's boards instead: the canonical one, or random=True ones.
kind='reverse': topology square|triangle|hex, density (0.15), mines,
  attempts, difficulty.
kind='mosaic': density (0.5), or image (a path, or the bytes of a PNG or a
  text grid of '#' and '.') for the one mosaic of that picture as
  gen mosaic --image makes it: scaled to size (default its own), filled where
  its luminance is below threshold (0.5); its solution is the picture.
Every kind: size 'RxC' (in place of rows and cols), jobs (threads, 0 = one per
  core; never changes the result), time_limit (seconds for the whole call:
  TimeoutError), shard 'K/N', id (an id, or a list of ids, of any kind:
  exactly those puzzles).
first, max_tries, attempts, random, tasks=False and the strip go to the same
producer the gen commands use: the same options give the same puzzles.

Errors: ValueError for bad options and for options no puzzle meets ("no table
found ... (raise max_tries)"), TypeError for an unknown option (with "did you
mean") or one of another kind, TimeoutError, MemoryError. The GIL is released
while puzzles are made; Ctrl+C stops the call, also in the middle of one long
puzzle (KeyboardInterrupt).

    >>> ps = papermines.generate(rows=8, cols=8, difficulty='medium', count=3, seed=7)
    >>> [p.id for p in ps]
    ['sq8x8-d50-p-medium-s7-0', 'sq8x8-d50-p-medium-s7-1', 'sq8x8-d50-p-medium-s7-2']
    >>> [p.id for p in papermines.generate(id=['sq8x8-d50-p-medium-s7-2', 'oc5x5-m12-s3'])]
    ['sq8x8-d50-p-medium-s7-2', 'oc5x5-m12-s3']
    >>> papermines.generate(kind='oneclick', rows=5, cols=5, mines=12, tasks=False, random=True, seed=3)[0].id
    'oc5x5-m12-s3')doc";

}  // namespace papermines::python
