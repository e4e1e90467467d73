#!/usr/bin/env python3
"""Writes the openings built to be hard for the solver, used by tests/cli_timelimit_test.cpp.

Each file is a .mines collection of paper puzzles whose clues come from a mine placement, so every
puzzle has at least one solution (except where a file says it plants a contradiction). They are
meant to make a solver work, not to be nice puzzles:

  wires.mines      Kaye-style wires: closed corridors one cell wide between open rows, so each
                   clue sees a window of three corridor cells. Corridors carry one mine every
                   three cells; only the phase of that pattern is unknown, and it is decided (or
                   not) by the far end. A serpentine corridor of about 20 000 cells through a
                   200 x 200 grid, once consistent and once with its last clue raised by one (no
                   solution, found only at the end of the wire), and a 61 x 200 grid of parallel
                   corridors coupled through the shared clue rows (widths with C + 1 divisible by
                   3, where the window system is singular).
  sparse.mines     large openings with few clues: 200 x 200 grids with a handful of clues
                   scattered, and with 3% of the cells open.
  dense.mines      a 150 x 150 random opening with half the cells open, and a 200 x 200 triangle
                   chessboard table.

Deterministic: the same script writes the same bytes. Usage: make_hard.py [OUTDIR]
"""
import os
import random
import sys

SQUARE = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def triangle_offsets(r, c):
    up = (r + c) % 2 == 0
    s = 1 if up else -1
    offs = [(0, -1), (0, 1), (0, -2), (0, 2), (-1, 0), (1, 0), (-1, -1), (-1, 1), (1, -1), (1, 1),
            (s, -2), (s, 2)]
    return offs


def clues_for(kind, rows, cols, mine, open_):
    """Clue per cell ('.' for closed) from the mines, FORMAT.md neighbourhoods."""
    out = []
    for r in range(rows):
        row = []
        for c in range(cols):
            if not open_[r][c]:
                row.append('.')
                continue
            assert not mine[r][c]
            offs = SQUARE if kind == 'square' else triangle_offsets(r, c)
            n = 0
            for dr, dc in offs:
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols and mine[rr][cc]:
                    n += 1
            row.append(str(n))
        out.append(row)
    return out


def block(pid, kind, rows, cols, clues, comment):
    lines = ['# ' + comment, 'puzzle paper', 'topology %s %d %d' % (kind, rows, cols), 'id ' + pid,
             'clues']
    compact = all(len(x) == 1 for row in clues for x in row)
    for row in clues:
        lines.append(''.join(row) if compact else ' '.join(row))
    lines.append('end')
    return '\n'.join(lines) + '\n'


def serpentine(rows, cols):
    """Cells of a snake corridor: rows 1, 5, 9, ... joined at alternating ends."""
    path = []
    r = 1
    left_to_right = True
    while r < rows - 1:
        span = range(1, cols - 1) if left_to_right else range(cols - 2, 0, -1)
        path += [(r, c) for c in span]
        end_c = cols - 2 if left_to_right else 1
        if r + 4 < rows - 1:
            path += [(r + k, end_c) for k in (1, 2, 3)]
        r += 4
        left_to_right = not left_to_right
    return path


def wires():
    out = []
    rows, cols = 200, 200
    path = serpentine(rows, cols)
    for raise_last in (False, True):
        mine = [[False] * cols for _ in range(rows)]
        open_ = [[True] * cols for _ in range(rows)]
        for k, (r, c) in enumerate(path):
            open_[r][c] = False
            mine[r][c] = k % 3 == 0
        clues = clues_for('square', rows, cols, mine, open_)
        name = 'snake-wire'
        comment = 'a serpentine wire of %d cells, one mine in three' % len(path)
        if raise_last:
            # The open cell beside the wire's last cell claims one mine more than there is.
            r, c = path[-1]
            rr = r + 1 if r + 1 < rows else r - 1
            clues[rr][c] = str(int(clues[rr][c]) + 1)
            name += '-contradiction'
            comment += '; the clue beside its far end is one too high (no solution)'
        out.append(block(name, 'square', rows, cols, clues, comment))
    # Parallel corridors (odd rows closed) coupled through the clue rows between them.
    rng = random.Random(7)
    rows, cols = 61, 200
    mine = [[(r % 2 == 1 and rng.random() < 1 / 3) for c in range(cols)] for r in range(rows)]
    open_ = [[r % 2 == 0] * cols for r in range(rows)]
    out.append(block('parallel-wires-61x200', 'square', rows, cols,
                     clues_for('square', rows, cols, mine, open_),
                     '30 parallel wires of 200 cells, mines p = 1/3, singular windows (C+1 = 201)'))
    # The same with every wire carrying the periodic pattern: only phases are unknown.
    mine = [[(r % 2 == 1 and (c + r // 2) % 3 == 0) for c in range(cols)] for r in range(rows)]
    out.append(block('phase-wires-61x200', 'square', rows, cols,
                     clues_for('square', rows, cols, mine, open_),
                     '30 parallel wires of 200 cells, one mine in three, shifted phases'))
    return ''.join(out)


def sparse():
    out = []
    rng = random.Random(11)
    rows = cols = 200
    for name, open_p, count in (('few-clues-200', None, 8), ('islands-200', 0.03, None)):
        mine = [[rng.random() < 0.2 for _ in range(cols)] for _ in range(rows)]
        open_ = [[False] * cols for _ in range(rows)]
        if count is not None:
            placed = 0
            while placed < count:
                r, c = rng.randrange(rows), rng.randrange(cols)
                if not mine[r][c] and not open_[r][c]:
                    open_[r][c] = True
                    placed += 1
        else:
            for r in range(rows):
                for c in range(cols):
                    open_[r][c] = not mine[r][c] and rng.random() < open_p
        what = '%d clues' % count if count else '%d%% of the cells open' % int(open_p * 100)
        out.append(block(name, 'square', rows, cols, clues_for('square', rows, cols, mine, open_),
                         '200 x 200, mines p = 0.2, ' + what))
    return ''.join(out)


def dense():
    out = []
    rng = random.Random(13)
    rows = cols = 150
    mine = [[rng.random() < 0.3 for _ in range(cols)] for _ in range(rows)]
    open_ = [[(not mine[r][c]) and rng.random() < 0.5 for c in range(cols)] for r in range(rows)]
    out.append(block('random-half-150', 'square', rows, cols,
                     clues_for('square', rows, cols, mine, open_),
                     '150 x 150, mines p = 0.3, half of the safe cells open at random'))
    rows = cols = 200
    open_ = [[(r + c) % 2 == 0 for c in range(cols)] for r in range(rows)]
    mine = [[(not open_[r][c]) and rng.random() < 0.5 for c in range(cols)] for r in range(rows)]
    out.append(block('triangle-chessboard-200', 'triangle', rows, cols,
                     clues_for('triangle', rows, cols, mine, open_),
                     '200 x 200 triangle chessboard table, mines p = 1/2'))
    return ''.join(out)


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    header = '# Written by tests/data/hard/make_hard.py: openings built to be hard.\n'
    for name, text in (('wires.mines', wires()), ('sparse.mines', sparse()),
                       ('dense.mines', dense())):
        with open(os.path.join(outdir, name), 'w') as f:
            f.write(header + text)


if __name__ == '__main__':
    main()
