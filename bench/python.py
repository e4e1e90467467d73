#!/usr/bin/env python3
"""The Python module's costs, each beside a peer measured in the same run (docs/PYTHON.md).

    PYTHONPATH=build/python /usr/bin/python3 bench/python.py build/papermines [ROUNDS]

1. generate: papermines.generate(count=10000) of 10 x 10 tables against `papermines gen paper
   -n 10000` as a whole process (start-up, writing the .mines text to a file included), both on
   every core and both on one (jobs=1, -j 1); the goal is a ratio of at most 1.2.
2. solve: one call of papermines.solve() per 10 x 10 table (1000 tables), against the program's
   time per table when `papermines solve` proves the same 1000 tables in one process (start-up
   included): graded (the program's default), graded and explained (the module's default, beside
   `solve --explain --labels`), and without a grade. The difference per table is the cost of a
   call: converting the puzzle and the result. A 1 x 1 table shows that cost alone (the peer
   there is an empty Python loop).
3. import: `python3 -c "import papermines"` against `python3 -c "pass"` (whole processes).

Rounds alternate the two sides so that the machine's load falls on both; medians are reported.
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time

import papermines


def timed(fn):
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def run(cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)


def compare(name, python_side, peer_side, rounds):
    ours, theirs = [], []
    for _ in range(rounds):
        ours.append(timed(python_side))
        theirs.append(timed(peer_side))
    a, b = statistics.median(ours), statistics.median(theirs)
    print(f"{name}: python {a * 1000:.1f} ms, peer {b * 1000:.1f} ms, ratio {a / b:.2f}")
    return a, b


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "build/papermines"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    print(f"papermines {papermines.__version__}, {os.cpu_count()} cores, {rounds} rounds, medians")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "gen.mines")
        for jobs in (0, 1):
            compare(f"generate 10000 10x10 (jobs={jobs})",
                    lambda: papermines.generate(count=10000, seed=1, jobs=jobs),
                    lambda: run([binary, "gen", "paper", "-n", "10000", "-s", "1", "-j", str(jobs),
                                 "-o", out]),
                    rounds)
        puzzles = papermines.generate(count=1000, seed=2)
        path = os.path.join(tmp, "solve.mines")
        papermines.write(puzzles, path)
        n = len(puzzles)
        for label, kwargs, flags in (("grade", dict(explain=False), []),
                                     ("grade+explain", {}, ["--explain", "--labels"])):
            a, b = compare(f"solve 1000 10x10, {label}",
                           lambda: [papermines.solve(p, **kwargs) for p in puzzles],
                           lambda: run([binary, "solve", *flags, path]), rounds)
            print(f"  per call: python {a / n * 1e6:.1f} us, program {b / n * 1e6:.1f} us per "
                  f"table (start-up included), difference {(a - b) / n * 1e6:.1f} us")
        a, b = compare("solve 1000 10x10, no grade",
                       lambda: [papermines.solve(p, grade=False, explain=False) for p in puzzles],
                       lambda: run([binary, "solve", "--no-grade", path]), rounds)
        print(f"  per call: python {a / n * 1e6:.1f} us, program {b / n * 1e6:.1f} us per table")
        # The floor of a call: a 1 x 1 table, where the prover has nothing to do.
        tiny = papermines.Puzzle([[0]])
        a, b = compare("solve 1x1 x 10000 (the cost of a call alone)",
                       lambda: [papermines.solve(tiny) for _ in range(10000)],
                       lambda: [len([]) for _ in range(10000)], rounds)
        print(f"  per call: {a / 10000 * 1e6:.2f} us")
    compare("import papermines (whole process)",
            lambda: run([sys.executable, "-c", "import papermines"]),
            lambda: run([sys.executable, "-c", "pass"]), rounds * 4)


if __name__ == "__main__":
    main()
