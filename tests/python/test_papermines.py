"""The Python module against the program and against independent checks.

Generation is compared with `papermines gen` byte for byte, verdicts with
`papermines solve --json` and with brute force, reader errors with the
messages the malformed test files expect; round trips, errors, Ctrl+C and the
notebook drawing are checked as a user would meet them.
"""

import copy
import doctest
import glob
import itertools
import json
import os
import pickle
import random
import re
import signal
import subprocess
import sys
import textwrap
import threading
import time
import xml.etree.ElementTree as ET

import numpy
import pytest

import papermines


def test_the_module_is_the_built_one():
    build_python = os.environ["PYTHONPATH"].split(os.pathsep)[0]
    assert os.path.realpath(papermines.__file__).startswith(os.path.realpath(build_python))
    assert papermines.__version__.count(".") == 2
    assert numpy.asarray(papermines.generate()[0].clues_array()).shape == (10, 10)


# ---- generation equals the CLI ----

def _blocks(text):
    """The puzzle blocks of a .mines text as the CLI writes it (with or without blank lines)."""
    return text.replace("end\n\n", "end\n")


GEN_CASES = [
    (["gen", "paper", "-n", "5", "-s", "1"], dict(count=5, seed=1)),
    (["gen", "paper", "-n", "8", "-s", "42", "-r", "8", "-c", "12", "-d", "medium", "-j", "2"],
     dict(count=8, seed=42, rows=8, cols=12, difficulty="medium", jobs=2)),
    (["gen", "paper", "-n", "4", "-s", "7", "-t", "hex", "-c", "11", "--heuristic", "strict",
      "-p", "0.4"],
     dict(count=4, seed=7, topology="hex", cols=11, heuristic="strict", density=0.4)),
    (["gen", "paper", "-n", "3", "-s", "5", "-t", "triangle", "--mine-count", "shown"],
     dict(count=3, seed=5, topology="triangle", mine_count="shown")),
    (["gen", "paper", "-n", "3", "-s", "2", "-t", "strip", "-c", "9"],
     dict(count=3, seed=2, topology="strip", cols=9)),
    (["gen", "paper", "-n", "2", "-s", "3", "--opening", "sparse", "-d", "hard"],
     dict(count=2, seed=3, opening="sparse", difficulty="hard")),
    (["gen", "paper", "-n", "3", "-s", "9", "--first", "100", "--shard", "2/2"],
     dict(count=3, seed=9, first=100, shard="2/2")),
    (["gen", "paper", "-n", "20", "-s", "1", "-r", "4", "-c", "4"],  # repeats are redrawn
     dict(count=20, seed=1, rows=4, cols=4)),
    (["gen", "paper", "--id", "sq10x10-d50-p-medium-s42-7"], dict(id="sq10x10-d50-p-medium-s42-7")),
    (["gen", "oneclick", "-r", "5", "-c", "6", "-m", "9", "--random", "-n", "4", "-s", "3"],
     dict(kind="oneclick", rows=5, cols=6, mines=9, random=True, count=4, seed=3)),
    (["gen", "oneclick", "-r", "4", "-c", "4", "-m", "3"],
     dict(kind="oneclick", rows=4, cols=4, mines=3, tasks=False)),
    (["gen", "oneclick", "--tasks", "-r", "6", "-c", "6", "-n", "5", "--impossible", "0.4",
      "-d", "hard"],
     dict(kind="oneclick", tasks=True, rows=6, cols=6, count=5, impossible=0.4,
          difficulty="hard")),
    (["gen", "reverse", "-n", "4", "-s", "2"], dict(kind="reverse", count=4, seed=2, rows=8,
                                                    cols=8)),
    (["gen", "paper", "-n", "3", "-s", "4", "-t", "hex", "-d", "medium", "--opening", "sparse"],
     dict(count=3, seed=4, topology="hex", difficulty="medium")),  # the producer: sparse hex
    (["gen", "reverse", "-n", "3", "-s", "6", "-t", "triangle", "-r", "7", "-c", "9", "-p", "0.2",
      "--attempts", "50"],
     dict(kind="reverse", count=3, seed=6, topology="triangle", rows=7, cols=9, density=0.2,
          attempts=50)),
    (["gen", "reverse", "-n", "3", "-s", "1", "-d", "medium", "-r", "12", "-c", "12",
      "--attempts", "2000"],  # the producer draws 2000 boards when a grade is asked
     dict(kind="reverse", count=3, seed=1, difficulty="medium", rows=12, cols=12)),
    (["gen", "reverse", "-n", "2", "-s", "5", "-d", "medium", "--attempts", "300", "-r", "10",
      "-c", "10"],
     dict(kind="reverse", count=2, seed=5, difficulty="medium", attempts=300)),
    (["gen", "mosaic", "-r", "8", "-c", "9", "-n", "3", "-s", "2", "-d", "easy"],
     dict(kind="mosaic", rows=8, cols=9, count=3, seed=2, difficulty="easy")),
    (["gen", "mosaic", "-n", "2", "-s", "4", "-p", "0.35"],
     dict(kind="mosaic", count=2, seed=4, density=0.35)),
]


@pytest.mark.parametrize("args,options", GEN_CASES, ids=[" ".join(a) for a, _ in GEN_CASES])
def test_generate_equals_the_cli(cli, tmp_path, args, options):
    out = tmp_path / "cli.mines"
    status, _, err = cli(*args, "-o", out)
    assert status == 0, err
    cli_text = out.read_text()
    puzzles = papermines.generate(**options)
    assert "".join(p.to_mines() for p in puzzles) == _blocks(cli_text)
    # The collection written by both reads back to the same puzzles.
    mine = tmp_path / "python.mines"
    papermines.write(puzzles, mine)
    assert papermines.read(mine) == papermines.read(out)
    assert mine.read_text() == papermines.write(papermines.read(out))


SHEET_CASES = [
    (["--kind", "paper", "-s", "1"], dict(difficulty="medium", count=6)),
    (["--kind", "paper", "-t", "hex", "-d", "hard", "-n", "3", "-s", "5"],
     dict(topology="hex", difficulty="hard", count=3, seed=5)),
    (["--kind", "oneclick", "-n", "5", "--impossible", "0.4", "-s", "2"],
     dict(kind="oneclick", difficulty="medium", count=5, impossible=0.4, seed=2)),
    (["--kind", "reverse", "-d", "medium", "-n", "3", "--size", "9x9", "-s", "1"],
     dict(kind="reverse", difficulty="medium", count=3, rows=9, cols=9)),
    (["--kind", "mosaic", "-d", "easy", "-n", "2", "--size", "8x8", "-s", "3"],
     dict(kind="mosaic", difficulty="easy", count=2, rows=8, cols=8, seed=3)),
]


@pytest.mark.parametrize("args,options", SHEET_CASES, ids=[" ".join(a) for a, _ in SHEET_CASES])
def test_generate_makes_the_sets_sheet_makes(cli, tmp_path, args, options):
    """Both go through gen's one producer (gen/producer.h)."""
    saved = tmp_path / "sheet.mines"
    status, _, err = cli("sheet", *args, "--quiet", "--save", saved, "-o", tmp_path / "s.pdf")
    assert status == 0, err
    assert papermines.generate(**options) == papermines.read(saved)


def test_fresh_seed_is_the_commands_seed_source(cli, tmp_path, monkeypatch):
    """sheet, book and the web app draw a fresh seed when none is given; Python draws from the
    same source (app/seed.h), and generate() keeps its fixed default, as gen does."""
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    seeds = {papermines.fresh_seed() for _ in range(5)}
    assert len(seeds) > 1
    assert all(1 <= s <= 999_999_999 for s in seeds)
    seed = papermines.fresh_seed()
    saved = tmp_path / "sheet.mines"
    status, _, err = cli("sheet", "-n", "2", "--size", "5x5", "-d", "easy", "-s", seed, "--quiet",
                         "--save", saved, "-o", tmp_path / "s.pdf")
    assert status == 0, err
    assert papermines.generate(rows=5, cols=5, difficulty="easy", count=2, seed=seed) == \
        papermines.read(saved)
    assert papermines.generate(rows=5, cols=5)[0].seed == 1
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1")
    assert papermines.fresh_seed() == 1


# Issue 33: the collection Python writes is the command's output, byte for byte.
WRITE_CASES = [
    (["gen", "paper", "-r", "8", "-c", "8", "-d", "medium", "-n", "3", "-s", "7"],
     dict(kind="paper", rows=8, cols=8, difficulty="medium", count=3, seed=7)),
    (["gen", "oneclick", "--tasks", "-r", "8", "-c", "8", "-d", "medium", "-n", "3", "-s", "7"],
     dict(kind="oneclick", rows=8, cols=8, difficulty="medium", count=3, seed=7)),
    (["gen", "oneclick", "-r", "5", "-c", "6", "-m", "9", "--random", "-n", "3", "-s", "3"],
     dict(kind="oneclick", rows=5, cols=6, mines=9, random=True, count=3, seed=3)),
    # The producer looks for a graded reverse board among 2000 draws (generate's docs).
    (["gen", "reverse", "-r", "8", "-c", "8", "-d", "medium", "-n", "3", "-s", "7",
      "--attempts", "2000"],
     dict(kind="reverse", rows=8, cols=8, difficulty="medium", count=3, seed=7)),
]


@pytest.mark.parametrize("args,options", WRITE_CASES, ids=[" ".join(a) for a, _ in WRITE_CASES])
def test_write_of_generate_is_the_commands_bytes(cli, tmp_path, args, options):
    out = tmp_path / "cli.mines"
    status, _, err = cli(*args, "-o", out)
    assert status == 0, err
    assert papermines.write(papermines.generate(**options)) == out.read_text()


def test_generate_options_are_checked_by_the_schema():
    with pytest.raises(ValueError, match=r"^count= must be at least 1, got 0$"):
        papermines.generate(count=0)
    with pytest.raises(ValueError, match=r"^mine_count=: 'some' is not one of hidden, shown"):
        papermines.generate(mine_count="some")
    with pytest.raises(TypeError, match=r"^mines= must be an int"):
        papermines.generate(kind="oneclick", mines="3")
    with pytest.raises(ValueError, match=r"^difficulty=: 'extreme' is not one of"):
        papermines.generate(difficulty="extreme")
    with pytest.raises(ValueError, match=r"^rating=: "):
        papermines.generate(rating="12")


def test_every_jobs_value_gives_the_same_puzzles():
    one = papermines.generate(count=40, seed=11, jobs=1)
    assert papermines.generate(count=40, seed=11, jobs=2) == one
    assert papermines.generate(count=40, seed=11) == one
    assert len({p.to_mines() for p in one}) == 40


def test_generated_tables_are_unique_and_carry_their_solution():
    for p in papermines.generate(count=20, seed=5, rows=7, cols=9, difficulty="medium"):
        r = papermines.solve(p)
        assert r.verdict == "unique"
        assert r.grade == "medium" == p.difficulty
        assert r.solutions == [p.solution]


# ---- solve agrees with the CLI and with brute force ----

def _puzzle_files(data):
    files = sorted(glob.glob(os.path.join(data, "cases", "*.mines")))
    files += sorted(glob.glob(os.path.join(data, "hard", "*.mines")))
    assert len(files) >= 6
    return files


def test_solve_agrees_with_the_cli_on_the_test_cases(cli, data, tmp_path):
    generated = tmp_path / "generated.mines"
    papermines.write(papermines.generate(count=12, seed=3, rows=9, cols=9, opening="sparse")
                     + papermines.generate(count=6, seed=4, topology="hex"), generated)
    checked = 0
    for path in _puzzle_files(data) + [str(generated)]:
        status, out, err = cli("solve", "--json", path)
        assert status in (0, 1), err
        expected = json.loads(out)["puzzles"]
        puzzles = papermines.read(path)
        assert len(puzzles) == len(expected)
        for p, e in zip(puzzles, expected):
            if p.kind != "paper":
                assert e["status"] == "skipped"
                continue
            r = papermines.solve(p)
            assert r.verdict == e["status"], (path, e["id"])
            assert r.proof == e["proof"]
            assert r.grade == e["difficulty"]
            if e["rating"] is not None:
                assert r.rating == pytest.approx(e["rating"])
            assert len(r.solutions) == len(e["solutions"])
            if r.verdict == "none":
                cells = {(c["cell"][0], c["cell"][1]) if isinstance(c["cell"], list) else None
                         for c in e["unsatisfiable"]}
                assert r.witness == r.unsatisfiable and len(r.witness) >= 1
                if None not in cells:
                    assert set(r.witness) == cells
            checked += 1
    assert checked >= 20


def _neighbours(rows, cols, r, c):
    for dr, dc in itertools.product((-1, 0, 1), repeat=2):
        if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols:
            yield r + dr, c + dc


def _brute_force(clues):
    """Every mine set of the closed cells that meets the clues (square grid), independently."""
    rows, cols = len(clues), len(clues[0])
    closed = [(r, c) for r in range(rows) for c in range(cols) if clues[r][c] is None]
    found = []
    for bits in itertools.product((0, 1), repeat=len(closed)):
        mine = [[0] * cols for _ in range(rows)]
        for (r, c), b in zip(closed, bits):
            mine[r][c] = b
        if all(clues[r][c] is None or
               clues[r][c] == sum(mine[a][b] for a, b in _neighbours(rows, cols, r, c))
               for r in range(rows) for c in range(cols)):
            found.append(mine)
    return found


def test_solve_agrees_with_brute_force_on_random_small_tables():
    rng = random.Random(29)
    seen = {"unique": 0, "multiple": 0, "none": 0}
    for _ in range(300):
        rows, cols = rng.randint(1, 4), rng.randint(1, 4)
        clues = [[None if rng.random() < 0.5 else rng.randint(0, 3) for _ in range(cols)]
                 for _ in range(rows)]
        r = papermines.solve(papermines.Puzzle(clues))
        every = _brute_force(clues)
        expected = "none" if not every else "unique" if len(every) == 1 else "multiple"
        assert r.verdict == expected, clues
        seen[expected] += 1
        for s in r.solutions:
            assert s in every
        if expected == "multiple":
            first, second = r.witness
            assert first != second and first in every and second in every
        if expected == "unique":
            assert r.solutions == every and r.grade is not None and 1.0 <= r.rating <= 11.0
    assert min(seen.values()) >= 10, seen


def test_steps_explain_the_solution():
    p = papermines.read(os.path.join(os.environ["PAPERMINES_TEST_DATA"], "cases",
                                     "paper_5x6.mines"))[0]
    r = papermines.solve(p)
    decided = {}
    for step in r.steps:
        assert step.text and step.clues
        for row, col, is_mine in step.cells:
            decided[(row, col)] = is_mine
    closed = {(i, j) for i, row in enumerate(p.clues) for j, v in enumerate(row) if v is None}
    assert set(decided) == closed
    assert all(decided[(i, j)] == bool(p.solution[i][j]) for i, j in closed)
    assert "A1" in " ".join(s.text for s in r.steps) or "B1" in " ".join(s.text for s in r.steps)
    rowcol = papermines.solve(p, labels=False)
    assert any("(" in s.text for s in rowcol.steps)
    plain = papermines.solve(p, grade=False, explain=False)
    assert plain.verdict == "unique" and plain.grade is None and plain.steps == []


def test_a_shown_mine_count_is_a_clue(cli, tmp_path):
    puzzles = papermines.generate(count=3, seed=2, opening="sparse", mine_count="shown")
    path = tmp_path / "shown.mines"
    papermines.write(puzzles, path)
    _, out, _ = cli("solve", "--json", path)
    for p, e in zip(puzzles, json.loads(out)["puzzles"]):
        assert p.mines_shown and papermines.solve(p).verdict == e["status"] == "unique"


def test_clicks_and_theorem_agree_with_the_cli(cli, tmp_path):
    puzzles = papermines.generate(kind="reverse", count=5, seed=4, rows=9, cols=9)
    path = tmp_path / "rev.mines"
    papermines.write(puzzles, path)
    _, out, err = cli("clicks", "--json", path)
    expected = json.loads(out)["puzzles"]
    for p, e in zip(puzzles, expected):
        c = papermines.clicks(p)
        assert c.reverse == e["reverse"] == len(c.reverse_clicks)
        assert c.reverse_clicks == [tuple(x) for x in e["reverse_clicks"]]
        assert c.three_bv == e["forward"] == len(c.forward_clicks)
        assert (c.openings, c.isolated, c.saved, c.mines) == (
            e["components"], e["isolated"], e["saved"], e["mines"])
        assert sorted(c.reverse_clicks) == sorted(p.clicks)
    status, out, err = cli("theorem", "--topology", "triangle", "--max-rows", "6", "--max-cols",
                           "6", "--json")
    assert status == 0, err
    table = {(t.rows, t.cols): t for t in papermines.theorem("triangle", range(1, 7), range(1, 7))}
    sizes = json.loads(out)["sizes"]
    assert len(sizes) == 36 and any(not s["full_rank"] for s in sizes)
    for s in sizes:
        t = table[(s["rows"], s["cols"])]
        assert t.full_rank == s["full_rank"]
        assert t.rank == s["rank"]
        assert t.paper_condition == s["paper_condition"]
        assert t.certificate == s["certificate"] and t.agrees == s["agrees"]


# ---- round trips ----

def test_mines_round_trip(data):
    for path in _puzzle_files(data):
        puzzles = papermines.read(path)
        text = papermines.write(puzzles)
        assert papermines.read(text) == puzzles
        assert papermines.write(papermines.read(text)) == text
        for p in puzzles:
            assert pickle.loads(pickle.dumps(p)) == p
            assert copy.deepcopy(p) == p


def test_puzzle_from_python_values_round_trips():
    for p in papermines.generate(count=4, seed=8, rows=6, cols=7, mine_count="shown"):
        again = papermines.Puzzle(p.clues, p.solution, id=p.id, mines=p.mines, mines_shown=True)
        assert again.clues == p.clues and again.solution == p.solution and again.id == p.id
        arrays = papermines.Puzzle(p.clues_array(), p.solution_array())
        assert arrays.clues == p.clues and arrays.solution == p.solution
    one = papermines.generate(kind="oneclick", rows=4, cols=5, mines=6, random=True, seed=2)[0]
    built = papermines.Puzzle(solution=one.solution, kind="oneclick", mines=6, click=one.click,
                              id=one.id)
    assert built.to_mines().replace("seed 2\n", "") == one.to_mines().replace("seed 2\n", "")
    rev = papermines.generate(kind="reverse", seed=3)[0]
    built = papermines.Puzzle(solution=rev.solution, kind="reverse", clicks=rev.clicks)
    assert built.solution == rev.solution and built.clicks == rev.clicks
    impossible = papermines.Puzzle(kind="oneclick", rows=2, cols=2, mines=3, impossible=True)
    assert impossible.impossible and impossible.solution is None


def test_numpy_arrays():
    p = papermines.generate(rows=5, cols=8, seed=4)[0]
    clues, solution = p.clues_array(), p.solution_array()
    assert clues.shape == solution.shape == (5, 8)
    assert clues.dtype == numpy.int16 and solution.dtype == numpy.uint8
    assert ((clues == -1) == numpy.array([[v is None for v in row] for row in p.clues])).all()
    assert solution.tolist() == p.solution
    assert int(solution.sum()) == p.mines


def test_puzzlink_round_trip(cli, tmp_path):
    puzzles = papermines.generate(count=6, seed=12, rows=7, cols=11)
    path = tmp_path / "p.mines"
    papermines.write(puzzles, path)
    _, out, _ = cli("export", "--format", "puzzlink", path)
    urls = out.split()
    assert [p.to_puzzlink() for p in puzzles] == urls
    for p, url in zip(puzzles, urls):
        back = papermines.from_puzzlink(url)
        assert back.clues == p.clues and (back.rows, back.cols) == (7, 11)
        assert papermines.read(url)[0].clues == p.clues
    listed = tmp_path / "urls.txt"
    listed.write_text(out)
    assert [q.clues for q in papermines.read(listed)] == [p.clues for p in puzzles]
    with pytest.raises(ValueError, match="puzz.link"):
        papermines.generate(topology="hex")[0].to_puzzlink()


def test_a_file_read_can_be_changed_and_written_back(tmp_path):
    # The notebook round trip: read class.mines, change it, write class.mines. Each call is a run
    # of its own (core/output.h RunFiles): a file read once is not "an input" for the rest of the
    # process, so writing it back is not refused.
    path = tmp_path / "class.mines"
    papermines.write(papermines.generate(count=3, seed=5, rows=6, cols=6), path)
    puzzles = papermines.read(path)
    assert len(puzzles) == 3
    papermines.write(puzzles[:2], path)
    assert [p.clues for p in papermines.read(path)] == [p.clues for p in puzzles[:2]]
    papermines.write(papermines.read(str(path))[:1], str(path))
    assert [p.clues for p in papermines.read(path)] == [puzzles[0].clues]


# ---- errors ----

def _expected(path):
    with open(path) as f:
        first = f.readline()
    assert first.startswith("# expect: "), path
    return first[len("# expect: "):].rstrip("\n")


def test_reader_errors_are_value_errors_with_the_located_message(cli, data):
    files = sorted(glob.glob(os.path.join(data, "malformed", "*.mines")))
    assert len(files) >= 40
    for path in files:
        with pytest.raises(ValueError) as e:
            papermines.read(path)
        assert str(e.value) == f"{path}:{_expected(path)}"
        _, _, err = cli("solve", path)
        assert err.strip() == f"papermines: error: {e.value}"
        with open(path) as f:  # the same text given as text
            with pytest.raises(ValueError) as t:
                papermines.read(f.read())
        assert str(t.value) == f"<text>:{_expected(path)}"


def test_a_puzzle_from_lists_is_checked_like_a_file(cli, tmp_path):
    cases = [
        ([[1, None], [None, "x"]], None),
        ([[9, None], [None, 1]], None),
        ([[1, None, 1], [None, 2]], None),
        ([[1, None], [None, 1]], [[0, 0], [0, 0]]),
        ([[1, None], [None, 1]], [[1, 0], [0, 0]]),
    ]
    for clues, solution in cases:
        with pytest.raises(ValueError) as e:
            papermines.Puzzle(clues, solution)
        message = str(e.value)
        assert message.startswith("<Puzzle>:")
        # The same puzzle as a file gets the same words from the program.
        text = "\n".join(e.value.__notes__[0].splitlines()[1:])
        lines = [line.split(" | ", 1)[1] for line in text.splitlines()]
        path = tmp_path / "built.mines"
        path.write_text("\n".join(lines) + "\n")
        _, _, err = cli("solve", path)
        assert err.strip() == "papermines: error: " + message.replace("<Puzzle>", str(path))
    with pytest.raises(TypeError):
        papermines.Puzzle([[1.5, None]])
    with pytest.raises(TypeError):
        papermines.Puzzle("1 . 1")


def test_choices_are_read_in_any_case():
    # A choice is its canonical name in any case, as on the command line: mine_count="SHOWN" was
    # taken for hidden (the producer compared the text as given).
    shown = papermines.generate(rows=6, cols=6, seed=3, mine_count="SHOWN")[0]
    assert shown.mines_shown
    assert shown == papermines.generate(rows=6, cols=6, seed=3, mine_count="shown")[0]
    assert not papermines.generate(rows=6, cols=6, seed=3)[0].mines_shown


def test_option_errors():
    with pytest.raises(TypeError, match="did you mean 'density'"):
        papermines.generate(densty=0.3)
    with pytest.raises(TypeError, match="no option 'mines'"):
        papermines.generate(kind="paper", mines=3)
    with pytest.raises(ValueError, match="'hexx' is not one of"):
        papermines.generate(topology="hexx")
    with pytest.raises(ValueError, match="density"):
        papermines.generate(density=1.5)
    with pytest.raises(ValueError):
        papermines.generate(kind="oneclick", rows=2, cols=2, mines=2, tasks=False)  # no board
    with pytest.raises(ValueError, match="max_tries"):
        papermines.generate(rows=4, cols=4, difficulty="expert", max_tries=5)
    with pytest.raises(ValueError, match="exhausted|distinct"):
        papermines.generate(rows=4, cols=4, count=25)  # 4 x 4 has 20 tables
    with pytest.raises(ValueError, match="nothing to solve"):
        papermines.solve(papermines.generate(kind="reverse")[0])
    with pytest.raises(ValueError):
        papermines.generate(id="sq10x10-d50-p-medium-sX-7")
    with pytest.raises(OSError):
        papermines.read("/nonexistent/puzzles.mines")
    with pytest.raises(OSError):
        papermines.write(papermines.generate(), "/nonexistent/dir/out.mines")


def test_time_limits(tmp_path):
    with pytest.raises(TimeoutError, match="time limit"):
        papermines.generate(rows=30, cols=30, difficulty="expert", count=100, time_limit=0.05)
    big = papermines.generate(rows=1000, cols=1000, heuristic="none")[0]
    r = papermines.solve(big, time_limit=0.001)
    assert r.verdict == "unknown" and r.proof == "time-limit"


def _child(code, env, **kw):
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def test_out_of_memory_is_a_memory_error(python_env):
    code = """
        import resource, papermines
        resource.setrlimit(resource.RLIMIT_AS, (600 << 20, 600 << 20))
        try:
            papermines.generate(rows=8000, cols=8000, heuristic="none")
            print("generated")
        except MemoryError as e:
            print("MemoryError", e)
        print(papermines.solve(papermines.generate()[0]).verdict)
    """
    p = _child(code, python_env)
    out, err = p.communicate(timeout=300)
    assert p.returncode == 0, err
    assert out.splitlines()[0].startswith("MemoryError"), out + err
    assert out.splitlines()[-1] == "unique"


@pytest.mark.parametrize("call", [
    "papermines.generate(count=10**6, seed=1)",
    "papermines.generate(count=10**6, seed=1, jobs=1)",
    "papermines.solve(big)",
])
def test_ctrl_c_stops_a_long_call(python_env, call):
    code = f"""
        import sys, time, papermines
        big = papermines.generate(rows=1500, cols=1500, heuristic="none")[0]
        start = time.monotonic()
        try:
            print("ready", flush=True)  # inside the try: a signal from now on is caught
            {call}
            print("finished", flush=True)
        except KeyboardInterrupt:
            print("interrupted %.2f" % (time.monotonic() - start), flush=True)
        print(papermines.solve(papermines.generate()[0]).verdict, flush=True)
    """
    p = _child(code, python_env)
    assert p.stdout.readline() == "ready\n"
    time.sleep(0.3)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("interrupted"), out + err
    assert float(lines[0].split()[1]) < 5
    assert lines[1] == "unique"  # the interpreter carries on


@pytest.mark.parametrize("call", [
    # One puzzle that takes seconds (about 15 s for the expert table here): Ctrl+C must stop it
    # in the middle, not after it (the generators ask PaperOptions::cancel).
    "papermines.generate(rows=30, cols=30, difficulty='expert', jobs=1)",
    "papermines.generate(id='sq30x30-d50-p-expert-s1-0')",  # the same table, by its id
    "papermines.generate(rows=40, cols=40, opening='sparse')",
])
def test_ctrl_c_stops_one_long_generation(python_env, call):
    code = f"""
        import time, papermines
        try:
            print("ready", flush=True)
            {call}
            print("finished", flush=True)
        except KeyboardInterrupt:
            print("interrupted", time.monotonic(), flush=True)
        print(papermines.solve(papermines.generate()[0]).verdict, flush=True)
    """
    p = _child(code, python_env)
    assert p.stdout.readline() == "ready\n"
    time.sleep(0.5)
    sent = time.monotonic()  # CLOCK_MONOTONIC: the same clock in the child
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("interrupted"), out + err
    assert float(lines[0].split()[1]) - sent < 1.0, out  # within the puzzle, not after it
    assert lines[1] == "unique"


def test_long_calls_release_the_gil():
    ticks = []
    done = threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(time.monotonic())
            time.sleep(0.005)

    t = threading.Thread(target=tick)
    t.start()
    try:
        start = time.monotonic()
        papermines.generate(count=50000, seed=2, jobs=1)
        elapsed = time.monotonic() - start
    finally:
        done.set()
        t.join()
    during = [x for x in ticks if start <= x <= start + elapsed]
    # Held through the call, the GIL would let the ticker run not once; on a loaded machine its
    # sleeps overrun, so only a few ticks are asked for.
    assert elapsed > 0.2
    assert len(during) >= 5


# ---- the notebook drawing ----

def _same(a, b):
    """Two SVG documents equal but for Cairo's surface numbers (a counter per process)."""
    return re.sub(r"surface\d+", "surface", a) == re.sub(r"surface\d+", "surface", b)


def _glyph_uses(svg):
    root = ET.fromstring(svg.encode())
    return [e for e in root.iter() if e.tag.endswith("use")], root


def test_svg_draws_the_puzzle_without_its_answer():
    p = papermines.generate(rows=6, cols=7, seed=7)[0]
    svg = p._repr_svg_()
    uses, root = _glyph_uses(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("width") == f"{7 * 24 + 24:g}pt"
    digits = sum(len(str(v)) for row in p.clues for v in row if v is not None)
    assert len(uses) == digits  # the clues, and no mark of the answer
    answer = p.svg(show_solution=True)
    answer_uses, _ = _glyph_uses(answer)
    assert answer != svg and len(answer) > len(svg)
    assert _same(p.svg(), svg)  # the same puzzle draws the same picture
    small = p.svg(cell_size=10)
    assert ET.fromstring(small.encode()).get("width") == f"{7 * 10 + 10:g}pt"
    with pytest.raises(ValueError, match="cell size"):
        p.svg(cell_size=1000)


def test_svg_of_every_kind_and_a_puzzle_without_solution():
    for p in (papermines.generate(topology="triangle")[0],
              papermines.generate(topology="hex")[0],
              papermines.generate(kind="oneclick", rows=5, cols=5, mines=7)[0],
              papermines.generate(kind="reverse")[0]):
        for show in (False, True):
            ET.fromstring(p.svg(show_solution=show).encode())
    # A one-click puzzle prints its mine count below the grid, as a worksheet does: one more line.
    task = papermines.generate(kind="oneclick", rows=5, cols=6, seed=4)[0]
    height = ET.fromstring(task.svg().encode()).get("height")
    assert height == f"{task.rows * 24 + 24 + 24:g}pt"
    bare = papermines.Puzzle(papermines.generate(seed=3)[0].clues)
    assert bare.solution is None
    solved = bare.svg(show_solution=True)
    assert _same(solved, papermines.generate(seed=3)[0].svg(show_solution=True))


def test_generate_makes_mosaics_whose_solution_is_their_picture():
    # Each block's filled cells (the cell itself included) are its clue, and a generated
    # mosaic draws its picture with the answer.
    for p in papermines.generate(kind="mosaic", rows=7, cols=8, count=3, seed=5):
        assert p.kind == "mosaic" and p.id.startswith("mos7x8-")
        assert (p.rows, p.cols) == (7, 8)
        for r in range(p.rows):
            for c in range(p.cols):
                if p.clues[r][c] is None:
                    continue
                block = sum(p.solution[rr][cc] for rr in range(max(0, r - 1), min(p.rows, r + 2))
                            for cc in range(max(0, c - 1), min(p.cols, c + 2)))
                assert block == p.clues[r][c]
        assert "rgb(18%,18%,18%)" in p.svg(show_solution=True)


def test_solve_proves_mosaics_with_their_block_scope():
    # The solver counts a mosaic clue's own cell (as `solve` does): each generated mosaic is
    # unique and its one solution is its picture.
    for p in papermines.generate(kind="mosaic", rows=7, cols=8, count=3, seed=5):
        r = papermines.solve(p)
        assert r.verdict == "unique"
        assert r.solutions == [p.solution]


def _png(width, height, dark):
    """A greyscale PNG of width x height pixels, black where dark(x, y), made here."""
    import struct
    import zlib

    def chunk(kind, body):
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    raw = b"".join(b"\0" + bytes(0 if dark(x, y) else 255 for x in range(width))
                   for y in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def _filled(p):
    return [[bool(v) for v in row] for row in p.solution]


def test_generate_makes_a_mosaic_of_a_picture_as_gen_mosaic_image(cli, tmp_path):
    # image= (a path or the bytes of a PNG) is scaled to size= by area average and thresholded:
    # the puzzle's solution is that target, and it is the puzzle `gen mosaic --image` writes.
    png = _png(40, 20, lambda x, y: x < 20 or (x < 25 and y < 10))
    path = tmp_path / "picture.png"
    path.write_bytes(png)
    target = [[True, True, False, False], [True, True, False, False]]
    for image in (png, bytearray(png), str(path), path):
        [p] = papermines.generate(kind="mosaic", image=image, size="2x4", seed=3)
        assert p.kind == "mosaic" and (p.rows, p.cols) == (2, 4)
        assert _filled(p) == target
    # On 4 x 8 cells of 5 x 5 pixels, two cells are 2/5 dark (luminance 0.6): filled only under
    # a threshold above that.
    grey = _png(40, 20, lambda x, y: x < 20 or (x < 22 and y < 10))
    half = ["####....", "####....", "####....", "####...."]
    more = ["#####...", "#####...", "####....", "####...."]
    for threshold, rows in ((0.5, half), (0.7, more)):
        [p] = papermines.generate(kind="mosaic", image=grey, rows=4, cols=8, threshold=threshold,
                                  seed=3)
        assert _filled(p) == [[ch == "#" for ch in row] for row in rows]
    [p] = papermines.generate(kind="mosaic", image=png, size="6x12", difficulty="medium", seed=3)
    assert p.difficulty == "medium"
    status, out, _ = cli("gen", "mosaic", "-q", "--image", path, "--size", "6x12",
                         "--difficulty", "medium", "--seed", "3")
    assert status == 0 and papermines.write([p]) == out


def test_generate_makes_a_mosaic_of_a_text_grid():
    grid = b"##..#\n#..##\n.##..\n..#.#\n"
    [p] = papermines.generate(kind="mosaic", image=grid, seed=2)
    assert (p.rows, p.cols) == (4, 5)  # the grid's own size
    assert _filled(p) == [[ch == "#" for ch in row] for row in grid.decode().split()]
    for r in range(p.rows):  # each clue counts the filled cells of its block
        for c in range(p.cols):
            if p.clues[r][c] is not None:
                assert p.clues[r][c] == sum(
                    p.solution[rr][cc] for rr in range(max(0, r - 1), min(p.rows, r + 2))
                    for cc in range(max(0, c - 1), min(p.cols, c + 2)))


def test_generate_refuses_hostile_or_impossible_pictures():
    # A PNG header claiming 100000 x 100000 pixels is refused before anything is decoded.
    huge = bytearray(_png(2, 2, lambda x, y: False))
    huge[16:24] = (100000).to_bytes(4, "big") * 2
    with pytest.raises(ValueError, match="a PNG of 100000 x 100000 pixels is refused"):
        papermines.generate(kind="mosaic", image=bytes(huge), size="10x10")
    with pytest.raises(ValueError, match=r"image: 1:3: expected '#'"):
        papermines.generate(kind="mosaic", image=b"#.x\n")
    # One filled cell of a 2 x 2 grid: every picture of one filled cell has the same clues.
    with pytest.raises(ValueError, match="image: not every cell is pinned down .* 4 undecided"):
        papermines.generate(kind="mosaic", image=b"#.\n..\n")
    with pytest.raises(ValueError, match=r"threshold= must be between 0 and 1"):
        papermines.generate(kind="mosaic", image=b"#.\n", threshold=2)
    with pytest.raises(ValueError, match="give image= too"):
        papermines.generate(kind="mosaic", threshold=0.3)
    with pytest.raises(ValueError, match="density= does not go with image="):
        papermines.generate(kind="mosaic", image=b"#.\n", density=0.3)
    with pytest.raises(ValueError, match="give size= RxC"):
        papermines.generate(kind="mosaic", image=_png(2000, 3, lambda x, y: False))
    with pytest.raises(ValueError, match="drop rows= and cols=, or size="):
        papermines.generate(kind="mosaic", image=b"#.\n", size="2x2", rows=2)
    with pytest.raises(ValueError, match="image= makes one puzzle"):
        papermines.generate(kind="mosaic", image=b"#.\n", count=2)
    with pytest.raises(TypeError, match="no option 'image'"):
        papermines.generate(kind="paper", image=b"#.\n")
    with pytest.raises(TypeError, match="image="):
        papermines.generate(kind="mosaic", image=3)


def test_svg_of_a_mosaic_shows_its_picture_with_the_answer(data):
    # A mosaic's answer is its picture: the filled cells dark (18% grey), their numbers white;
    # the puzzle alone has neither, only its numbers.
    face = papermines.read(os.path.join(data, "mosaic-pictures.mines"))[1]
    assert face.kind == "mosaic"
    puzzle, answer = face.svg(), face.svg(show_solution=True)
    assert "rgb(18%,18%,18%)" not in puzzle and "rgb(100%,100%,100%)" not in puzzle
    assert "rgb(18%,18%,18%)" in answer and "rgb(100%,100%,100%)" in answer
    uses, _ = _glyph_uses(puzzle)
    assert len(uses) == sum(len(str(v)) for row in face.clues for v in row if v is not None)


def test_svg_takes_lang_as_render_does(cli):
    # The words under the grid (a one-click task's mine count) in the language lang= names,
    # checked as `render --lang` checks it (app/language.h): the same codes, the same message.
    task = papermines.generate(kind="oneclick", rows=5, cols=6, seed=4)[0]
    english = task.svg()
    assert _same(task.svg(lang="en"), english)
    assert _same(task.svg(lang=None), english)
    german = task.svg(lang="de")
    assert not _same(german, english)
    assert _same(task.svg(lang="de_DE.UTF-8"), german)  # a locale name names its language
    assert _same(task.svg(show_solution=True, lang="de"), task.svg(True, 24, "de"))
    status, _, err = cli("render", "--lang", "xx", "-o", "x.svg", "-")
    assert status != 0
    said = re.search(r"unknown language 'xx' \(supported: [^)]*\)", err).group(0)
    with pytest.raises(ValueError) as e:
        task.svg(lang="xx")
    assert str(e.value) == f"lang=: {said}"
    with pytest.raises(TypeError, match=r"^lang= must be a str, got int"):
        task.svg(lang=3)
    with pytest.raises(ValueError, match=r"^lang= is not text"):
        task.svg(lang="\ud800")


def test_generate_takes_every_schema_option_python_has():
    # generate()'s keyword options come from the schema's rows (app/option_schema.h), each with
    # the kinds its row lists: size= is one (RxC), as for sheet --size.
    sized = papermines.generate(size="6x7", count=2, seed=3)
    assert [(p.rows, p.cols) for p in sized] == [(6, 7), (6, 7)]
    assert sized == papermines.generate(rows=6, cols=7, count=2, seed=3)
    with pytest.raises(ValueError, match=r"^size=: expected RxC"):
        papermines.generate(size="6y7")
    with pytest.raises(ValueError, match=r"^size= gives both rows and cols"):
        papermines.generate(size="6x7", rows=6)
    with pytest.raises(TypeError, match=r"no option 'opening' \(it is an option of kind paper\)"):
        papermines.generate(kind="reverse", opening="sparse")
    with pytest.raises(TypeError, match=r"no option 'mines' \(it is an option of kind oneclick "
                                        r"and reverse\)"):
        papermines.generate(mines=3)
    ids = (i for i in ["oc5x5-m12-s3"])  # an iterator of ids is read once
    assert [p.id for p in papermines.generate(id=ids)] == ["oc5x5-m12-s3"]


# ---- hostile values: TypeError for a type, ValueError for a value, never a crash ----

def test_a_puzzle_made_without_init_is_refused_not_read(python_env):
    # Puzzle.__new__(Puzzle) (what copyreg and a cut-short pickle make) holds no puzzle: every
    # use is a TypeError. Run in a child: before the fix this ended the interpreter (SIGSEGV).
    code = textwrap.dedent("""
        import copy, pickle, papermines as pm
        good = pm.generate()[0]
        uses = [lambda p: p.rows, lambda p: p.clues, lambda p: p.solution_array(),
                lambda p: pm.write([p]), lambda p: repr(p), lambda p: copy.copy(p),
                lambda p: copy.deepcopy(p), lambda p: pickle.dumps(p), lambda p: p == good,
                lambda p: good == p, lambda p: pm.solve(p), lambda p: pm.clicks(p),
                lambda p: p.svg(), lambda p: p.to_mines()]
        for use in uses:
            try:
                use(pm.Puzzle.__new__(pm.Puzzle))
            except TypeError as e:
                assert "holds no puzzle" in str(e), e
            else:
                raise AssertionError("accepted")
        assert pickle.loads(pickle.dumps(good)) == good == copy.deepcopy(good)
        print("refused", len(uses))
    """)
    r = subprocess.run([sys.executable, "-c", code], env=python_env, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout == "refused 14\n"


@pytest.mark.parametrize("call, error, message", [
    (lambda: papermines.generate(rating=5), TypeError, r"^rating= must be a str, got int"),
    (lambda: papermines.generate(id=[None]), TypeError, r"^id= \(each id\) must be a str"),
    (lambda: papermines.generate(id=5), TypeError, r"^id= must be a str or a list of str"),
    (lambda: papermines.generate(density="x"), TypeError, r"^density= must be a number"),
    (lambda: papermines.generate(jobs="x"), TypeError, r"^jobs= must be an int"),
    (lambda: papermines.generate(kind="oneclick", tasks="x"), TypeError,
     r"^tasks= must be True or False"),
    (lambda: papermines.generate(shard=3), TypeError, r"^shard= must be a str"),
    (lambda: papermines.generate(seed="x"), TypeError, r"^seed= must be an int"),
    (lambda: papermines.generate(kind=3), TypeError, r"^kind= must be a str"),
    (lambda: papermines.generate(seed=-1), ValueError, r"^seed= must be between 0 and"),
    (lambda: papermines.generate(count=2**70), ValueError, r"^count= must be between"),
    (lambda: papermines.generate(first=-1), ValueError, r"^first= must be between 0 and"),
    (lambda: papermines.generate(max_tries=2**70), ValueError, r"^max_tries= must be between"),
    (lambda: papermines.generate(time_limit=float("nan")), ValueError,
     r"^time_limit=: 'nan' is not a number"),
    # The run's own options are the schema's rows too (app/option_schema.cpp): jobs=-1 ran.
    (lambda: papermines.generate(jobs=-1), ValueError, r"^jobs= must be between 0 and 4096, got -1"),
    (lambda: papermines.generate(jobs=5000), ValueError, r"^jobs= must be between 0 and 4096"),
    (lambda: papermines.generate(time_limit=-1), ValueError, r"^time_limit= must be between 0"),
    (lambda: papermines.generate(heuristic="loose"), ValueError,
     r"^heuristic=: 'loose' is not one of none, paper, strict"),
    (lambda: papermines.generate(kind="reverse", attempts=0), ValueError,
     r"^attempts= must be between 1 and"),
    (lambda: papermines.generate(shard="3/2"), ValueError, r"^shard=: '3/2' "),
    (lambda: papermines.generate(kind="oneclick", random=1), TypeError,
     r"^random= must be True or False"),
    (lambda: papermines.generate(**{"\ud800": 1}), ValueError, r"^an option's name is not text"),
    (lambda: papermines.theorem(rows=[1, 2, "x"]), TypeError, r"^rows \(each\) must be an int"),
    (lambda: papermines.theorem(rows="ab"), TypeError, r"^rows must be an int or an iterable"),
    (lambda: papermines.theorem(rows=2**70), ValueError, r"^rows must be between"),
    (lambda: papermines.read("puzzle paper\n\ud800"), ValueError,
     r"^read\(\): the \.mines text is not text"),
    (lambda: papermines.read("\ud800"), ValueError, r"^read\(\): the path is not a file name"),
    (lambda: papermines.write([], "\ud800"), ValueError, r"^write\(\): the path is not a file"),
    (lambda: papermines.write([], "a\0b"), ValueError, r"holds a NUL character"),
    (lambda: papermines.Puzzle([["\ud800"]]), ValueError, r"^a cell is not text"),
    (lambda: papermines.clicks(None), TypeError, r"incompatible function arguments"),
    (lambda: papermines.Puzzle([[0]], rows=2**70), ValueError, r"^rows= must be between"),
    (lambda: papermines.Puzzle([[0]], kind="\ud800"), ValueError, r"^kind= is not text"),
    (lambda: papermines.Puzzle([[1]], mines="x"), TypeError, r"^mines= must be an int, got str"),
    (lambda: papermines.Puzzle(kind="reverse", solution=[[0]], clicks=[(1,)]), TypeError,
     r"^clicks= \(each\) must be a pair \(row, column\) of ints"),
    (lambda: papermines.from_puzzlink("\ud800"), ValueError, r"^url= is not text"),
    (lambda: papermines.from_puzzlink(3), TypeError, r"^url= must be a str, got int"),
    (lambda: papermines.theorem("\ud800"), ValueError, r"^topology= is not text"),
    (lambda: papermines.theorem(budget="x"), TypeError, r"^budget= must be an int"),
])
def test_wrong_types_and_values_are_type_and_value_errors(call, error, message):
    with pytest.raises(error, match=message) as e:
        call()
    assert type(e.value) is error  # not a RuntimeError, nor a subclass standing in for one


def test_a_file_name_that_is_not_utf8_is_said_as_python_spells_it(tmp_path):
    # A name with a byte that is not UTF-8 (os.fsdecode: a surrogate escape) is a file like any
    # other; its errors are OSError with the name as os.fsdecode gives it.
    path = os.path.join(tmp_path, "\udcff.mines")
    with pytest.raises(OSError) as e:
        papermines.read(path)
    assert path in str(e.value)
    papermines.write(papermines.generate(count=2), path)
    assert os.path.exists(os.fsencode(path))
    assert len(papermines.read(path)) == 2


# ---- the documentation ----

def test_help_has_examples_and_they_run():
    for name in ("generate", "solve", "clicks", "theorem", "read", "write", "from_puzzlink"):
        doc = getattr(papermines, name).__doc__
        assert ">>>" in doc, name
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.IGNORE_EXCEPTION_DETAIL)
    tests = finder.find(papermines, "papermines", globs={"papermines": papermines})
    for obj in [papermines.Puzzle.__init__, papermines.Puzzle.svg, papermines.Puzzle.to_puzzlink,
                papermines.generate, papermines.solve, papermines.clicks, papermines.theorem,
                papermines.read, papermines.write, papermines.from_puzzlink]:
        tests += finder.find(obj, obj.__qualname__, globs={"papermines": papermines})
    assert len(tests) >= 11
    for t in tests:
        runner.run(t)
    result = runner.summarize(verbose=False)
    assert result.failed == 0 and result.attempted >= 24
