"""The papermines engine in Python: generate, prove and draw minesweeper-family puzzles.

    >>> import papermines
    >>> p = papermines.generate(rows=6, cols=6, seed=7)[0]
    >>> papermines.solve(p).verdict
    'unique'

generate, solve, clicks, theorem, read, write, from_puzzlink and the Puzzle type come from
the compiled engine (_papermines); this file only names the plain records they return.
docs/PYTHON.md is the guide.
"""

from dataclasses import dataclass
from typing import List, Optional, Tuple

Cell = Tuple[int, int]
Grid = List[List[int]]


@dataclass(frozen=True)
class Step:
    """One deduction of an explained solve: its text, the cells it decides as
    (row, col, is_mine), and the (row, col) of the clues it uses."""

    text: str
    cells: List[Tuple[int, int, bool]]
    clues: List[Cell]

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class SolveResult:
    """What solve() found; help(papermines.solve) explains every field."""

    verdict: str
    proof: str
    grade: Optional[str]
    rating: Optional[float]
    score: Optional[float]
    solutions: List[Grid]
    steps: List[Step]
    witness: object
    unsatisfiable: List[Cell]


@dataclass(frozen=True)
class Clicks:
    """What clicks() counted; help(papermines.clicks) explains every field."""

    reverse: int
    reverse_clicks: List[Cell]
    three_bv: int
    forward_clicks: List[Cell]
    mines: int
    openings: int
    isolated: int
    saved: int


@dataclass(frozen=True)
class TheoremRow:
    """One size of theorem(); help(papermines.theorem) explains every field."""

    topology: str
    rows: int
    cols: int
    unknowns: int
    equations: int
    rank: int
    full_rank: bool
    exact: bool
    certificate: str
    paper_condition: bool
    agrees: bool
    witness_status: str
    witness: Optional[Tuple[List[Cell], List[Cell]]]


from ._papermines import (  # noqa: E402  (the records above are what it returns)
    Puzzle,
    __version__,
    clicks,
    from_puzzlink,
    generate,
    read,
    solve,
    theorem,
    write,
)

__all__ = [
    "Clicks",
    "Puzzle",
    "SolveResult",
    "Step",
    "TheoremRow",
    "clicks",
    "from_puzzlink",
    "generate",
    "read",
    "solve",
    "theorem",
    "write",
]
