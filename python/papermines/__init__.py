"""The papermines engine in Python: generate, prove and draw minesweeper-family puzzles.

    >>> import papermines
    >>> p = papermines.generate(rows=6, cols=6, seed=7)[0]
    >>> papermines.solve(p).verdict
    'unique'

generate, solve, clicks, theorem, read, write, from_puzzlink and the Puzzle type come from
the compiled engine (_papermines); this file only names the plain records they return.
docs/PYTHON.md is the guide.
"""

class _Record:
    """A read-only record: fields by name, equality by value, a readable repr. (Plain classes
    with __slots__ rather than dataclasses, whose import costs more than the engine's.)"""

    __slots__ = ()

    def __init__(self, **fields):
        for name in self.__slots__:
            object.__setattr__(self, name, fields.pop(name))
        if fields:
            raise TypeError(f"unknown fields {sorted(fields)}")

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is read-only")

    def __eq__(self, other):
        return type(self) is type(other) and all(
            getattr(self, n) == getattr(other, n) for n in self.__slots__)

    __hash__ = None

    def __repr__(self):
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"{type(self).__name__}({inner})"


class Step(_Record):
    """One deduction of an explained solve: text, the cells it decides as
    (row, col, is_mine), and the (row, col) of the clues it uses."""

    __slots__ = ("text", "cells", "clues")

    def __init__(self, text, cells, clues):  # one per step of every solve: kept direct
        setter = object.__setattr__
        setter(self, "text", text)
        setter(self, "cells", cells)
        setter(self, "clues", clues)

    def __str__(self):
        return self.text


class SolveResult(_Record):
    """What solve() found: verdict, proof, grade, rating, score, solutions, steps, witness,
    unsatisfiable (help(papermines.solve) explains each)."""

    __slots__ = ("verdict", "proof", "grade", "rating", "score", "solutions", "steps", "witness",
                 "unsatisfiable")


class Clicks(_Record):
    """What clicks() counted: reverse, reverse_clicks, three_bv, forward_clicks, mines, openings,
    isolated, saved (help(papermines.clicks) explains each)."""

    __slots__ = ("reverse", "reverse_clicks", "three_bv", "forward_clicks", "mines", "openings",
                 "isolated", "saved")


class TheoremRow(_Record):
    """One size of theorem(): topology, rows, cols, unknowns, equations, rank, full_rank, exact,
    certificate, paper_condition, agrees, witness_status, witness (help(papermines.theorem))."""

    __slots__ = ("topology", "rows", "cols", "unknowns", "equations", "rank", "full_rank", "exact",
                 "certificate", "paper_condition", "agrees", "witness_status", "witness")


from ._papermines import (  # noqa: E402  (the records above are what it returns)
    Puzzle,
    __version__,
    clicks,
    fresh_seed,
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
    "fresh_seed",
    "from_puzzlink",
    "generate",
    "read",
    "solve",
    "theorem",
    "write",
]
