#!/usr/bin/env python3
"""Runs the gen commands of two papermines binaries with the same arguments and compares what they
do: standard output byte for byte, the exit status, and standard error (the summary lines of
--stats, the one-line errors).

Usage: scripts/gen_compare.py BEFORE AFTER [--seeds N] [--jobs J]

BEFORE and AFTER are papermines executables (for example one built from main before a change and
one built after it). Each case runs once per seed, in a scratch directory; ids printed by a run are
fed back to `--id`. Prints one line per difference and a count; exits 1 when any run differs.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

# Cases: argument lists with {s} for the seed. Errors and exhausted sizes are cases too.
PAPER = [
    "gen paper --rows 6 --cols 7 --count 4 --seed {s}",
    "gen paper --rows 8 --cols 8 --count 3 --seed {s} --difficulty medium",
    "gen paper --rows 7 --cols 7 --count 2 --seed {s} --difficulty hard --stats",
    "gen paper --topology triangle --rows 6 --cols 8 --count 3 --seed {s}",
    "gen paper --topology hex --rows 7 --cols 7 --count 3 --seed {s}",
    "gen paper --topology hex --rows 6 --cols 6 --count 2 --seed {s} --difficulty medium",
    "gen paper --topology hex --rows 6 --cols 6 --count 2 --seed {s} --opening sparse "
    "--difficulty medium --stats",
    "gen paper --topology strip --cols 9 --count 3 --seed {s}",
    "gen paper --rows 6 --cols 6 --count 3 --seed {s} --heuristic strict --density 0.4",
    "gen paper --rows 6 --cols 6 --count 3 --seed {s} --heuristic none",
    "gen paper --rows 7 --cols 7 --count 2 --seed {s} --opening sparse --rating 3-4.9",
    "gen paper --rows 6 --cols 6 --count 2 --seed {s} --mine-count shown --opening sparse "
    "--difficulty medium",
    "gen paper --rows 5 --cols 6 --count 3 --seed {s} --first 1000",
    "gen paper --rows 6 --cols 6 --count 6 --seed {s} --jobs 2 --shard 2/3",
    "gen paper --rows 6 --cols 6 --count 6 --seed {s} --jobs 2 --shard 3/3",
    "gen paper --rows 4 --cols 4 --count 12 --seed {s} --jobs 2",
    "gen paper --rows 4 --cols 4 --count 25 --seed {s}",
    "gen paper --rows 6 --cols 6 --seed {s} --max-tries 1 --count 2",
    "gen paper --rows 6 --cols 6 --count 0 --seed {s}",
    "gen paper --first 18446744073709551615 --count 2 --seed {s}",
    "gen paper --topology strip --rows 3 --cols 5 --seed {s}",
    "gen paper --rows 6 --cols 6 --density 1.5 --seed {s}",
]
ONECLICK = [
    "gen oneclick --rows 5 --cols 6 --mines 7",
    "gen oneclick --rows 5 --cols 6 --mines 7 --random --seed {s}",
    "gen oneclick --rows 6 --cols 6 --mines 10 --random --count 5 --seed {s}",
    "gen oneclick --rows 6 --cols 6 --mines 10 --random --count 5 --seed {s} --shard 2/2",
    "gen oneclick --rows 3 --cols 3 --mines 2 --seed {s}",
    "gen oneclick --rows 3 --cols 3 --mines 2 --random --seed {s}",
    "gen oneclick --rows 2 --cols 2 --mines 0 --random --count 9 --seed {s}",
    "gen oneclick --rows 3 --cols 3 --mines 1 --count 3",
    "gen oneclick --rows 3000000000 --cols 1 --mines 0",
    "gen oneclick --rows 0 --cols 3 --mines 1",
    "gen oneclick --rows 4 --cols 4",
    "gen oneclick --rows 9 --cols 8 --tasks --count 5 --seed {s}",
    "gen oneclick --rows 9 --cols 8 --tasks --count 6 --seed {s} --difficulty hard",
    "gen oneclick --rows 9 --cols 8 --tasks --count 6 --seed {s} --difficulty any",
    "gen oneclick --rows 9 --cols 8 --tasks --count 6 --seed {s} --impossible 0.5",
    "gen oneclick --rows 7 --cols 7 --tasks --count 4 --seed {s} --mines 9",
    "gen oneclick --rows 2 --cols 2 --tasks --count 40 --seed {s}",
    "gen oneclick --rows 3000 --cols 8 --tasks --count 4 --seed {s}",
]
REVERSE = [
    "gen reverse --seed {s}",
    "gen reverse --rows 6 --cols 7 --count 4 --seed {s}",
    "gen reverse --rows 8 --cols 8 --count 3 --seed {s} --difficulty medium",
    "gen reverse --rows 8 --cols 8 --count 2 --seed {s} --difficulty expert --attempts 200",
    "gen reverse --topology hex --rows 6 --cols 6 --count 3 --seed {s}",
    "gen reverse --topology triangle --rows 6 --cols 8 --count 3 --seed {s} --density 0.25",
    "gen reverse --rows 6 --cols 6 --count 6 --seed {s} --shard 2/3",
    "gen reverse --rows 6 --cols 6 --count 6 --seed {s} --shard 1/3",
    "gen reverse --rows 2 --cols 2 --count 9 --seed {s}",
    "gen reverse --rows 5 --cols 5 --count 0 --seed {s}",
    "gen reverse --rows 5 --cols 5 --density 2 --seed {s}",
    "gen reverse --rows 3000000000 --seed {s}",
    "gen reverse --rows -1 --seed {s}",
    "gen reverse --rows 5 --cols 5 --attempts 3 --difficulty expert --seed {s}",
]

ID = re.compile(r"^id (\S+)$", re.M)


def run(binary, args, scratch):
    p = subprocess.run([binary] + args, cwd=scratch, capture_output=True, timeout=600,
                       env=dict(os.environ, LANG="C", LANGUAGE="", LC_ALL="C"))
    return p.returncode, p.stdout, p.stderr.replace(binary.encode(), b"papermines")


def compare(before, after, args):
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        got_before = run(before, args, a)
        got_after = run(after, args, b)
    diffs = []
    for what, x, y in zip(("exit status", "stdout", "stderr"), got_before, got_after):
        if x != y:
            shown = (x, y) if what == "exit status" else (x[-300:], y[-300:])
            diffs.append(f"{' '.join(args)}: {what} differs: before {shown[0]!r} after {shown[1]!r}")
    return diffs, got_before[1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--jobs", type=int, default=2)
    o = ap.parse_args()
    before, after = os.path.abspath(o.before), os.path.abspath(o.after)
    runs = []
    for s in range(1, o.seeds + 1):
        for case in PAPER + ONECLICK + REVERSE:
            if "{s}" not in case and s > 1:
                continue
            runs.append(case.format(s=s).split())
    diffs, ids = [], set()
    with concurrent.futures.ThreadPoolExecutor(o.jobs) as pool:
        for d, out in pool.map(lambda a: compare(before, after, a), runs):
            diffs += d
            ids.update(ID.findall(out.decode(errors="replace"))[:2])
    id_runs = []
    for i in sorted(ids):
        cmd = "paper" if not i.startswith(("oc", "rev-")) else (
            "oneclick" if i.startswith("oc") else "reverse")
        id_runs.append(["gen", cmd, "--id", i])
    id_runs.append(["gen", "paper", "--id", "sq4x4-d50-p-any-s1-4", "--count", "2"])
    id_runs.append(["gen", "paper", "--id", "sq9x9-d50-p-expert-s1-4", "--max-tries", "1"])
    id_runs.append(["gen", "oneclick", "--id", "oc3x3-m2-s1-0"])
    id_runs.append(["gen", "reverse", "--id", "rev-sq8x8-m10-any-sX-3"])
    with concurrent.futures.ThreadPoolExecutor(o.jobs) as pool:
        for d, _ in pool.map(lambda a: compare(before, after, a), id_runs):
            diffs += d
    for d in diffs:
        print(d)
    total = len(runs) + len(id_runs)
    print(f"{total} runs ({len(runs)} option sets over {o.seeds} seeds, {len(id_runs)} --id runs): "
          f"{len(diffs)} differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
