#!/usr/bin/python3
"""The playable HTML page in a real browser: headless Chromium through chromedriver (WebDriver).

Usage: play_test.py PAPERMINES SCREENSHOT_DIR

Generates puzzles of every kind and grid with the binary, renders them to one HTML page, opens it
from disk and plays every puzzle to its solution with mouse clicks (one grid by keyboard, one
page by touch taps), each
answer taken from the generated .mines files (the generator's proven solution, the reverse click
set the generator checked by simulation), not from the page. It sees `solved` after each Check,
`wrong` after wrong moves, keeps progress across a reload, shows the key, and saves screenshots.
A second page has hostile ids, title and font (issue 19): nothing may run, the text must show
literally, and the page must still play. axe-core (npm, test-only: package.json at the repository
root, installed into node_modules/ by scripts/setup.sh) is injected through selenium and must
report no accessibility violation. No browser, driver or axe-core is a failure, never a skip.
"""
import base64
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.common.print_page_options import PrintOptions
except ImportError as e:  # a missing driver is a failure, not a skip
    print("FAIL: python3-selenium is not installed (scripts/setup.sh installs it): %s" % e)
    sys.exit(1)

PAPERMINES = sys.argv[1] if len(sys.argv) > 1 else "build/papermines"
SHOTS = sys.argv[2] if len(sys.argv) > 2 else "browser-screenshots"
# PAPERMINES_CHROMIUM / PAPERMINES_CHROMEDRIVER name other binaries (and show that a missing one
# fails the suite).
CHROMIUM = os.environ.get("PAPERMINES_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = (os.environ.get("PAPERMINES_CHROMEDRIVER") or shutil.which("chromedriver") or
          "/usr/bin/chromedriver")
# axe-core as `npm ci` (scripts/setup.sh) installs it beside package.json; PAPERMINES_AXE names
# another copy (and shows that a missing one fails the suite).
AXE = os.environ.get("PAPERMINES_AXE") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "node_modules", "axe-core",
    "axe.min.js")


def run(*args, stdin=None):
    r = subprocess.run([PAPERMINES, *args], input=stdin, capture_output=True, text=True)
    if r.returncode != 0:
        raise AssertionError("papermines %s: exit %d: %s" % (" ".join(args), r.returncode, r.stderr))
    return r.stdout


def parse_mines(text):
    """The puzzles of a .mines text as dicts: kind, rows, cols, id and the row sections."""
    puzzles, cur, section = [], None, None
    for raw in text.split("\n"):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        if words[0] == "puzzle":
            cur = {"kind": words[1], "sections": {}}
            section = None
        elif words[0] == "topology":
            cur["grid"], cur["rows"], cur["cols"] = words[1], int(words[2]), int(words[3])
        elif words[0] in ("id", "mines", "seed", "difficulty"):
            cur[words[0]] = words[1]
        elif words[0] in ("clues", "solution", "board"):
            section = words[0]
            cur["sections"][section] = []
        elif words[0] == "clicks":
            section = "clicks"
            cur["sections"]["clicks"] = []
        elif words[0] == "end":
            puzzles.append(cur)
            cur = None
        else:
            cur["sections"][section].append(words)
    return puzzles


def start_browser(profile):
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
              "--disable-background-networking", "--disable-component-update", "--disable-sync",
              "--user-data-dir=" + profile, "--window-size=1400,1000"):
        opts.add_argument(a)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=opts)


class PlayTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not os.path.exists(CHROMIUM) or not os.path.exists(DRIVER):
            raise AssertionError("chromium or chromedriver missing (scripts/setup.sh installs "
                                 "chromium and chromium-driver)")
        if not os.path.isfile(AXE):
            raise AssertionError("axe-core missing at %s (scripts/setup.sh installs it with npm ci)"
                                 % AXE)
        with open(AXE, encoding="utf-8") as f:
            cls.axe_source = f.read()
        cls.tmp = tempfile.mkdtemp(prefix="papermines-browser-")
        os.makedirs(SHOTS, exist_ok=True)
        cls.driver = start_browser(os.path.join(cls.tmp, "profile"))
        cls.driver.set_page_load_timeout(60)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    # -- helpers ------------------------------------------------------------------------------
    def path(self, name):
        return os.path.join(self.tmp, name)

    def open(self, html):
        self.driver.get("file://" + html)
        self.assertEqual(self.driver.execute_script(
            "return document.documentElement.getAttribute('data-ready')"), "1",
            "the play script did not run (blocked by the page's CSP?)")

    def severe_logs(self):
        return [e for e in self.driver.get_log("browser") if e.get("level") == "SEVERE"]

    def section(self, i):
        return self.driver.find_element(By.CSS_SELECTOR, 'section[data-index="%d"]' % i)

    def cell(self, i, r, c):
        return self.section(i).find_element(By.CSS_SELECTOR, '[data-r="%d"][data-c="%d"]' % (r, c))

    def click_cell(self, i, r, c, times=1):
        e = self.cell(i, r, c)
        for _ in range(times):
            e.click()

    def press(self, i, action):
        self.section(i).find_element(By.CSS_SELECTOR, '[data-action="%s"]' % action).click()

    def screenshot(self, name):
        # The whole page, not only the window.
        d = self.driver
        height = d.execute_script("return document.documentElement.scrollHeight")
        d.set_window_size(1400, min(max(height + 40, 600), 6000))
        d.save_screenshot(os.path.join(SHOTS, name))
        d.set_window_size(1400, 1000)

    def axe_violations(self):
        """axe-core's violations on the page as it is now: "rule (impact): target: summary"."""
        d = self.driver
        d.execute_script(self.axe_source)  # WebDriver's scripts are exempt from the page's CSP
        d.set_script_timeout(120)
        result = d.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']}).then("
            "function (r) { done(r.violations.map(function (v) {"
            "  return v.id + ' (' + v.impact + '): ' + v.nodes.map(function (n) {"
            "    return n.target.join(' ') + ': ' + n.failureSummary.replace(/\\s+/g, ' ');"
            "  }).slice(0, 3).join(' | '); })); },"
            "function (e) { done('axe failed: ' + e); });")
        self.assertIsInstance(result, list, result)
        return result

    def assert_accessible(self, what):
        violations = self.axe_violations()
        self.assertEqual(violations, [], "axe-core on %s:\n  %s" % (what, "\n  ".join(violations)))

    def state(self, i):
        self.press(i, "check")
        return self.section(i).get_attribute("data-state")

    def play_paper(self, i, p, skip_rows=()):
        clues, sol = p["sections"]["clues"], p["sections"]["solution"]
        for r in range(p["rows"]):
            if r in skip_rows:
                continue
            for c in range(p["cols"]):
                if clues[r][c] == ".":
                    self.click_cell(i, r, c, 1 if sol[r][c] == "*" else 2)

    def play_oneclick(self, i, p):
        sol = p["sections"]["solution"]
        for r in range(p["rows"]):
            for c in range(p["cols"]):
                if sol[r][c] == "*":
                    self.click_cell(i, r, c, 1)
                elif sol[r][c] == "c":
                    self.click_cell(i, r, c, 2)  # empty -> mine -> the click cell
        self.press(i, "run")

    def play_reverse(self, i, p):
        for r, c in p["sections"]["clicks"]:
            self.click_cell(i, int(r), int(c))

    # -- the tests ----------------------------------------------------------------------------
    def test_every_kind_plays(self):
        parts = [
            run("gen", "paper", "--rows", "6", "--cols", "6", "--seed", "3"),
            run("gen", "paper", "--topology", "triangle", "--rows", "5", "--cols", "7", "--seed", "4"),
            run("gen", "paper", "--topology", "hex", "--rows", "5", "--cols", "5", "--seed", "5"),
            run("gen", "oneclick", "--rows", "5", "--cols", "6", "--mines", "7", "--random",
                "--seed", "6"),
            run("gen", "reverse", "--rows", "6", "--cols", "6", "--seed", "7"),
            run("gen", "reverse", "--topology", "triangle", "--rows", "5", "--cols", "7",
                "--seed", "8"),
            run("gen", "reverse", "--topology", "hex", "--rows", "5", "--cols", "5", "--seed", "9"),
        ]
        text = "".join(parts)
        puzzles = parse_mines(text)
        self.assertEqual(len(puzzles), 7)
        with open(self.path("all.mines"), "w") as f:
            f.write(text)
        html = self.path("all.html")
        run("render", self.path("all.mines"), "--title", "Every kind", "-o", html)
        self.open(html)
        d = self.driver
        self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "section[data-puzzle-id]")), 7)
        for i, p in enumerate(puzzles):
            sec = self.section(i)
            self.assertEqual(sec.get_attribute("data-puzzle-id"), p["id"])
            self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, "[data-r][data-c]")),
                             p["rows"] * p["cols"])
        # The base and per-document styles applied under the CSP: closed cells are grey.
        fill = d.execute_script("return getComputedStyle(document.querySelector("
                                "'section[data-index=\"0\"] .cells .x')).fill")
        self.assertEqual(fill, "rgb(219, 219, 219)")
        self.assert_accessible("a sheet of every kind and grid")
        self.screenshot("every-kind-start.png")

        # Square paper: the first row by keyboard (arrows, M for a mine, S for safe), the rest by
        # mouse; a Check half way says incomplete.
        p = puzzles[0]
        svg = self.section(0).find_element(By.CSS_SELECTOR, "svg.grid")
        d.execute_script("arguments[0].focus()", svg)
        keys = ActionChains(d)
        for c in range(p["cols"]):
            if p["sections"]["clues"][0][c] == ".":
                keys.send_keys("m" if p["sections"]["solution"][0][c] == "*" else "s")
            keys.send_keys(Keys.ARROW_RIGHT)
        keys.perform()
        self.assertEqual(self.state(0), "incomplete")
        self.play_paper(0, p, skip_rows=(0,))
        self.assertEqual(self.state(0), "solved")

        # Triangle paper: solved by mouse.
        self.play_paper(1, puzzles[1])
        self.assertEqual(self.state(1), "solved")

        # Hex paper: a wrong move first (a mine on a safe closed cell) -> wrong, one bad cell.
        p = puzzles[2]
        clues, sol = p["sections"]["clues"], p["sections"]["solution"]
        safe = next((r, c) for r in range(p["rows"]) for c in range(p["cols"])
                    if clues[r][c] == "." and sol[r][c] == "-")
        self.click_cell(2, *safe, times=1)
        self.assertEqual(self.state(2), "wrong")
        self.assertEqual(len(self.section(2).find_elements(By.CSS_SELECTOR, ".cells .bad")), 1)
        self.click_cell(2, *safe, times=2)  # mine -> safe -> unknown: back to the start
        self.play_paper(2, p)
        self.assertEqual(self.state(2), "solved")
        self.assertEqual(len(self.section(2).find_elements(By.CSS_SELECTOR, ".cells .bad")), 0)

        # One-click: one mine too many -> wrong; reset, then the file's placement -> solved.
        p = puzzles[3]
        sol = p["sections"]["solution"]
        self.play_oneclick(3, p)
        extra = next((r, c) for r in range(p["rows"]) for c in range(p["cols"])
                     if sol[r][c] == ".")
        self.click_cell(3, *extra)
        self.assertEqual(self.state(3), "wrong")
        self.press(3, "reset")
        self.play_oneclick(3, p)
        self.assertEqual(self.state(3), "solved")

        # Reverse square: solved by the generator's optimal click set; the counter says so. The set
        # is minimal, so without its last click cells stay open: the page does not close more
        # than a click closes.
        clicks = puzzles[4]["sections"]["clicks"]
        for r, c in clicks[:-1]:
            self.click_cell(4, int(r), int(c))
        self.assertEqual(self.state(4), "incomplete")
        self.click_cell(4, int(clicks[-1][0]), int(clicks[-1][1]))
        self.assertEqual(self.state(4), "solved")
        best = len(puzzles[4]["sections"]["clicks"])
        self.assertIn("%d click" % best, self.section(4).find_element(By.CLASS_NAME, "counter").text)

        # Reverse triangle: an extra click beyond the optimum -> wrong; Undo -> solved.
        p = puzzles[5]
        self.play_reverse(5, p)
        r, c = p["sections"]["clicks"][0]
        self.click_cell(5, int(r), int(c))
        self.assertEqual(self.state(5), "wrong")
        self.press(5, "undo")
        self.assertEqual(self.state(5), "solved")

        # Reverse hex: too few clicks leaves cells open -> incomplete; then solved.
        p = puzzles[6]
        r, c = p["sections"]["clicks"][0]
        self.click_cell(6, int(r), int(c))
        self.assertEqual(self.state(6), "incomplete" if len(p["sections"]["clicks"]) > 1
                         else "solved")
        self.press(6, "reset")
        self.play_reverse(6, p)
        self.assertEqual(self.state(6), "solved")
        self.screenshot("every-kind-solved.png")

        # Reload: every puzzle keeps its progress (local storage) and checks as solved again.
        d.refresh()
        self.open(html)
        for i in range(7):
            self.assertIsNone(self.section(i).get_attribute("data-state"))
            self.assertEqual(self.state(i), "solved", "puzzle %d after reload" % (i + 1))
        marks = d.execute_script("return document.querySelector('section[data-index=\"0\"] "
                                 ".marks').childElementCount")
        self.assertGreater(marks, 0)

        # The answer key of a fresh puzzle shows the file's mines.
        self.press(0, "reset")
        self.press(0, "answer")
        disks = d.execute_script("return document.querySelectorAll('section[data-index=\"0\"] "
                                 ".key .m').length")
        self.assertEqual(disks, sum(row.count("*") for row in puzzles[0]["sections"]["solution"]))
        self.assertTrue(self.section(0).find_element(By.CSS_SELECTOR, ".key").is_displayed())
        self.screenshot("every-kind-reloaded-answer.png")
        self.assertEqual(self.severe_logs(), [])

    def test_book_page_plays(self):
        # book -o X.html: the book's puzzles in order under their section headings, playable.
        text = run("gen", "paper", "--rows", "6", "--cols", "6", "--count", "2", "--seed", "12")
        puzzles = parse_mines(text)
        with open(self.path("book.mines"), "w") as f:
            f.write(text)
        with open(self.path("book.json"), "w") as f:
            f.write('{"title": "A Book", "qr": true, "sections": ['
                    '{"title": "Reverse first", "kind": "reverse", "size": "5x5", "count": 1},'
                    '{"title": "From a file", "files": ["book.mines"]}]}')
        html = self.path("book.html")
        run("book", self.path("book.json"), "-o", html)
        self.open(html)
        d = self.driver
        heads = d.find_elements(By.CSS_SELECTOR, "h2.section-title")
        self.assertEqual([h.text for h in heads], ["Reverse first", "From a file"])
        self.assertTrue(all(h.is_displayed() for h in heads))
        # The heading sits above its section's first puzzle.
        self.assertLess(heads[1].location["y"], self.section(1).location["y"])
        self.assertEqual(self.section(1).get_attribute("data-puzzle-id"), puzzles[0]["id"])
        self.play_paper(1, puzzles[0])
        self.assertEqual(self.state(1), "solved")
        self.assertEqual(self.state(2), "incomplete")
        self.assert_accessible("a book page")
        self.assertEqual(self.severe_logs(), [])
        self.screenshot("book.png")

    def test_print_is_the_pdf_sheet(self):
        # Printing the page gives the PDF's pages: puzzle pages, then answer pages made by the
        # script for the print (and removed after it), with the same header and footer lines.
        text = "".join([
            run("gen", "paper", "--rows", "8", "--cols", "8", "--count", "7", "--seed", "13"),
            run("gen", "reverse", "--topology", "hex", "--rows", "6", "--cols", "6", "--seed", "14"),
        ])
        with open(self.path("print.mines"), "w") as f:
            f.write(text)
        html, pdf = self.path("print.html"), self.path("print.pdf")
        run("render", self.path("print.mines"), "--per-page", "2x2", "-o", html)
        run("render", self.path("print.mines"), "--per-page", "2x2", "-o", pdf)
        self.open(html)
        opts = PrintOptions()
        opts.background = True
        opts.margin_top = opts.margin_bottom = opts.margin_left = opts.margin_right = 0
        printed = self.path("printed.pdf")
        with open(printed, "wb") as f:
            f.write(base64.b64decode(self.driver.print_page(opts)))
        self.assertEqual(self.driver.execute_script(
            "return document.querySelectorAll('.answers').length"), 0)

        def pages(path):
            info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True)
            return int(next(l.split()[1] for l in info.stdout.splitlines()
                            if l.startswith("Pages:")))

        def lines(path, *words):
            out = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True,
                                 check=True).stdout
            return [l for l in out.splitlines() if any(l.startswith(w) for w in words)]

        self.assertEqual(pages(printed), pages(pdf))
        self.assertGreaterEqual(pages(pdf), 4)
        words = ("page ", "Answer key to page", "Minesweeper Puzzles")
        self.assertEqual(lines(printed, *words), lines(pdf, *words))
        subprocess.run(["pdftoppm", "-r", "50", "-png", printed,
                        os.path.join(SHOTS, "printed")], check=True)

    def test_touch_plays(self):
        # Taps (touch events through the DevTools protocol, touch emulation on) play a puzzle to
        # its solution like clicks do.
        text = run("gen", "paper", "--rows", "4", "--cols", "4", "--seed", "12")
        p = parse_mines(text)[0]
        with open(self.path("touch.mines"), "w") as f:
            f.write(text)
        html = self.path("touch.html")
        run("render", self.path("touch.mines"), "-o", html)
        d = self.driver
        d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True,
                                                                 "maxTouchPoints": 1})
        try:
            self.open(html)
            clues, sol = p["sections"]["clues"], p["sections"]["solution"]
            for r in range(p["rows"]):
                for c in range(p["cols"]):
                    if clues[r][c] != ".":
                        continue
                    for _ in range(1 if sol[r][c] == "*" else 2):
                        x, y = d.execute_script(
                            "var b = arguments[0].getBoundingClientRect();"
                            "return [b.left + b.width / 2, b.top + b.height / 2];",
                            self.cell(0, r, c))
                        before = d.execute_script("return JSON.stringify(document.querySelector("
                                                  "'section .marks').innerHTML)")
                        d.execute_cdp_cmd("Input.dispatchTouchEvent", {
                            "type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
                        d.execute_cdp_cmd("Input.dispatchTouchEvent", {
                            "type": "touchEnd", "touchPoints": []})
                        # The tap's click arrives asynchronously: wait until the marks change.
                        for _ in range(100):
                            if d.execute_script("return JSON.stringify(document.querySelector("
                                                "'section .marks').innerHTML)") != before:
                                break
                            time.sleep(0.02)
            self.assertEqual(self.state(0), "solved")
        finally:
            d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})

    def test_hostile_input_does_not_run(self):
        ids = ["<img/src=x/onerror=window.pwned=1>", "</script><script>window.pwned=2</script>",
               "a\u2028b\u2029c&amp;\"x'<!--"]
        title = "</script><script>window.pwned=3</script><img src=x onerror=window.pwned=4>"
        font = "\"</style><script>window.pwned=5</script>"
        text = ""
        for k, pid in enumerate(ids):
            one = run("gen", "paper", "--rows", "5", "--cols", "5", "--seed", str(20 + k))
            lines = [l for l in one.split("\n") if l and not l.startswith("id ")]
            lines.insert(2, "id " + pid)
            text += "\n".join(lines) + "\n"
        with open(self.path("hostile.mines"), "w", encoding="utf-8") as f:
            f.write(text)
        puzzles = parse_mines(text)
        html = self.path("hostile.html")
        run("render", self.path("hostile.mines"), "--title", title, "--font", font, "-o", html)
        self.open(html)
        d = self.driver
        self.assertIsNone(d.execute_script("return window.pwned"))
        self.assertEqual(d.title, title)
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "header.top h1").text, title)
        for i, pid in enumerate(ids):
            sec = self.section(i)
            self.assertEqual(sec.get_attribute("data-puzzle-id"), pid)
            shown = d.execute_script("return arguments[0].querySelector('.label .id').textContent",
                                     sec)
            self.assertEqual(shown, pid)
        # Only the page's own scripts: three sections, one data block, one script.
        self.assertEqual(len(d.find_elements(By.TAG_NAME, "script")), 2)
        self.assertEqual(len(d.find_elements(By.TAG_NAME, "img")), 0)
        # The CSP blocks a script added later (WebDriver's own execute_script is exempt).
        blocked = d.execute_script(
            "var s = document.createElement('script'); s.textContent = 'window.pwned = 9';"
            "document.body.appendChild(s); return window.pwned === undefined;")
        self.assertTrue(blocked)
        # The font name is one CSS string in the stylesheet: it shows up whole in font-family.
        family = d.execute_script("return getComputedStyle(document.body).fontFamily")
        self.assertIn("</style>", family)
        # The page still plays.
        self.play_paper(1, puzzles[1])
        self.assertEqual(self.state(1), "solved")
        self.assertIsNone(d.execute_script("return window.pwned"))
        self.screenshot("hostile.png")
        logs = [e for e in self.severe_logs() if "Content Security Policy" not in e["message"]]
        self.assertEqual(logs, [])


    def test_axe_finds_violations(self):
        # The accessibility check can fail: a page with an unlabelled button and no heading has
        # violations.
        with open(self.path("bad.html"), "w") as f:
            f.write('<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><main>'
                    '<button></button><svg role="grid"><rect width="9" height="9"/></svg>'
                    '</main></body></html>')
        self.driver.get("file://" + self.path("bad.html"))
        ids = sorted(v.split(" ")[0] for v in self.axe_violations())
        self.assertIn("button-name", ids)
        self.assertIn("page-has-heading-one", ids)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
