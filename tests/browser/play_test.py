#!/usr/bin/python3
"""The playable HTML page in a real browser: headless Chromium through chromedriver (WebDriver).

Usage: play_test.py PAPERMINES SCREENSHOT_DIR

Generates puzzles of every kind and grid with the binary, renders them to one HTML page, opens it
from disk and plays every puzzle to its solution with mouse clicks (one grid by keyboard alone, one
page by touch taps), each answer taken from the generated .mines files (the generator's proven
solution, the reverse click set the generator checked by simulation), not from the page. It sees
`solved` after each Check, `wrong` after wrong moves, undoes and redoes moves of every kind, keeps
progress and the solved state across a reload, asks before it shows the key, moves through a book
one puzzle at a time with its contents and progress, measures the cells at 1200 and 400 px
windows, reads the cells' screen-reader labels, and saves screenshots (light and dark).
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

    def setUp(self):
        self.driver.set_window_size(1400, 1000)
        self.color_scheme("light")

    # -- helpers ------------------------------------------------------------------------------
    def path(self, name):
        return os.path.join(self.tmp, name)

    def open(self, html, fresh=True, hash=""):
        d = self.driver
        if fresh:  # no progress from an earlier test's page (file:// pages share one storage)
            d.get("about:blank")
            d.get("file://" + html)
            d.execute_script("localStorage.clear()")
        d.get("file://" + html + hash)
        if hash:
            d.refresh()
        self.assertEqual(d.execute_script(
            "return document.documentElement.getAttribute('data-ready')"), "1",
            "the play script did not run (blocked by the page's CSP?)")

    def color_scheme(self, scheme):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def severe_logs(self):
        return [e for e in self.driver.get_log("browser") if e.get("level") == "SEVERE"]

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def storage(self):
        """The page's saved progress (localStorage), for the message of a check after a reload."""
        return self.js("var o = {}; for (var i = 0; i < localStorage.length; i++) {"
                       " var k = localStorage.key(i); o[k] = localStorage.getItem(k); }"
                       " return JSON.stringify(o);")

    def one_at_a_time(self):
        return self.js("return document.querySelector('main').getAttribute('data-view')") == "one"

    def section(self, i):
        return self.driver.find_element(By.CSS_SELECTOR, 'section[data-index="%d"]' % i)

    def goto(self, i):
        """Shows puzzle i the way a player would: through the contents (one at a time)."""
        if not self.one_at_a_time() or "current" in self.section(i).get_attribute("class"):
            return
        d = self.driver
        toc = d.find_element(By.ID, "pm-toc")
        if not toc.is_displayed():
            d.find_element(By.CSS_SELECTOR, '[data-nav="toc"]').click()
        toc.find_element(By.CSS_SELECTOR, '[data-go="%d"]' % i).click()
        self.assertFalse(toc.is_displayed())
        self.assertTrue(self.section(i).is_displayed())

    def cell(self, i, r, c):
        return self.section(i).find_element(By.CSS_SELECTOR, '[data-r="%d"][data-c="%d"]' % (r, c))

    def click_cell(self, i, r, c, times=1):
        self.goto(i)
        e = self.cell(i, r, c)
        for _ in range(times):
            e.click()

    def press(self, i, action):
        self.goto(i)
        self.section(i).find_element(By.CSS_SELECTOR, '[data-action="%s"]' % action).click()

    def marks(self, i):
        return self.js("return arguments[0].querySelector('.marks').innerHTML", self.section(i))

    def screenshot(self, name, width=1400):
        # The whole page, not only the window, as a window `width` CSS px wide lays it out.
        d = self.driver
        d.set_window_size(width, 1000)
        d.execute_script("window.scrollTo(0, 0)")
        height = d.execute_script("return document.documentElement.scrollHeight")
        shot = d.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": d.execute_script("return window.innerWidth"),
                     "height": min(height, 8000), "scale": 1}})
        with open(os.path.join(SHOTS, name), "wb") as f:
            f.write(base64.b64decode(shot["data"]))
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

    def cell_side(self, element):
        """The side of a square of the cell's area on screen, in CSS px."""
        return self.js("""
            var e = arguments[0], k = e.ownerSVGElement.getScreenCTM().a;
            if (e.tagName === 'rect') return +e.getAttribute('width') * k;
            var p = e.getAttribute('points').split(' ').map(function (q) {
              return q.split(',').map(Number); }), a = 0;
            for (var i = 0; i < p.length; i++) {
              var n = p[(i + 1) % p.length]; a += p[i][0] * n[1] - n[0] * p[i][1]; }
            return Math.sqrt(Math.abs(a) / 2) * k;""", element)

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
        # Seven puzzles: one at a time, the first one shown.
        self.assertTrue(self.one_at_a_time())
        self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "section[data-puzzle-id]")), 7)
        self.assertEqual([self.section(i).is_displayed() for i in range(7)],
                         [True] + [False] * 6)
        for i, p in enumerate(puzzles):
            sec = self.section(i)
            self.assertEqual(sec.get_attribute("data-puzzle-id"), p["id"])
            self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, "[data-r][data-c]")),
                             p["rows"] * p["cols"])
        # The base and per-document styles applied under the CSP: closed cells are grey.
        fill = d.execute_script("return getComputedStyle(document.querySelector("
                                "'section[data-index=\"0\"] .cells .x')).fill")
        self.assertEqual(fill, "rgb(219, 219, 219)")
        self.screenshot("every-kind-start.png")

        # Square paper by keyboard alone: Tab from the top of the page into the grid (one tab
        # stop), arrows, M for a mine, S for safe; Ctrl+Z / Ctrl+Y undo and redo a mark.
        p = puzzles[0]
        clues, sol = p["sections"]["clues"], p["sections"]["solution"]
        d.execute_script("if (document.activeElement) document.activeElement.blur()")
        for _ in range(30):
            ActionChains(d).send_keys(Keys.TAB).perform()
            if d.execute_script("return !!document.activeElement.closest('[data-r]')"):
                break
        active = d.switch_to.active_element
        self.assertEqual((active.get_attribute("data-r"), active.get_attribute("data-c")),
                         ("0", "0"), "Tab does not reach the grid's first cell")
        # The focused cell shows the keyboard cursor.
        self.assertEqual(self.js("return getComputedStyle(arguments[0].querySelector('.cursor'))"
                                 ".display", self.section(0)), "inline")
        keys = ActionChains(d)
        for c in range(p["cols"]):
            if clues[0][c] == ".":
                keys.send_keys("m" if sol[0][c] == "*" else "s")
            keys.send_keys(Keys.ARROW_RIGHT)
        keys.perform()
        counter = self.section(0).find_element(By.CLASS_NAME, "counter")
        left = counter.text
        before = self.marks(0)
        ActionChains(d).key_down(Keys.CONTROL).send_keys("z").key_up(Keys.CONTROL).perform()
        self.assertNotEqual(self.marks(0), before)
        self.assertNotEqual(counter.text, left)
        ActionChains(d).key_down(Keys.CONTROL).send_keys("y").key_up(Keys.CONTROL).perform()
        self.assertEqual(self.marks(0), before)
        self.assertEqual(counter.text, left)
        # What a screen reader says: a clue cell, and a closed cell marked as a mine.
        clue = next((r, c) for r in range(p["rows"]) for c in range(p["cols"]) if clues[r][c] != ".")
        self.assertEqual(self.cell(0, *clue).get_attribute("aria-label"), "%s%d, clue %s" % (
            "ABCDEFGHIJ"[clue[1]], clue[0] + 1, clues[clue[0]][clue[1]]))
        for c in range(p["cols"]):
            if clues[0][c] == ".":
                self.assertEqual(self.cell(0, 0, c).get_attribute("aria-label"),
                                 "%s1, closed, marked %s" % ("ABCDEFGHIJ"[c],
                                                             "mine" if sol[0][c] == "*" else "safe"))
        self.assertEqual(self.cell(0, 0, 0).get_attribute("role"), "gridcell")
        mine = next((r, c) for r in range(p["rows"]) for c in range(p["cols"])
                    if clues[r][c] == "." and sol[r][c] == "*")
        self.assertEqual(self.state(0), "incomplete")
        self.play_paper(0, p, skip_rows=(0,))
        # The last right move solves it at once; Check agrees.
        self.assertEqual(self.section(0).get_attribute("data-state"), "solved")
        self.assertEqual(self.cell(0, *mine).get_attribute("aria-label"), "%s%d, closed, marked mine"
                         % ("ABCDEFGHIJ"[mine[1]], mine[0] + 1))
        self.assertEqual(self.state(0), "solved")

        # Triangle paper: solved by mouse.
        self.play_paper(1, puzzles[1])
        self.assertEqual(self.state(1), "solved")

        # Hex paper: a wrong move first (a mine on a safe closed cell) -> wrong, one bad cell,
        # and nothing else given away (no key, no other mark).
        p = puzzles[2]
        clues, sol = p["sections"]["clues"], p["sections"]["solution"]
        safe = next((r, c) for r in range(p["rows"]) for c in range(p["cols"])
                    if clues[r][c] == "." and sol[r][c] == "-")
        self.click_cell(2, *safe, times=1)
        marks = self.marks(2)
        self.assertEqual(self.state(2), "wrong")
        self.assertEqual(len(self.section(2).find_elements(By.CSS_SELECTOR, ".cells .bad")), 1)
        self.assertIn("wrong", self.cell(2, *safe).get_attribute("aria-label"))
        self.assertEqual(self.marks(2), marks)
        self.assertFalse(self.section(2).find_element(By.CSS_SELECTOR, ".key").is_displayed())
        self.click_cell(2, *safe, times=2)  # mine -> safe -> unknown: back to the start
        self.play_paper(2, p)
        self.assertEqual(self.state(2), "solved")
        self.assertEqual(len(self.section(2).find_elements(By.CSS_SELECTOR, ".cells .bad")), 0)

        # One-click: the caption keeps the puzzle's number and the mine count apart; one mine too
        # many -> wrong; Undo -> solved again, Redo -> wrong; reset, then the placement again.
        p = puzzles[3]
        self.goto(3)
        caption = self.js("var h = arguments[0].querySelector('.label h2').cloneNode(true);"
                          "h.querySelector('.vh').remove(); return h.textContent;",
                          self.section(3))
        self.assertRegex(caption, r"^4 · 7 mines")
        self.assertNotRegex(caption, r"\d\s+\d")
        sol = p["sections"]["solution"]
        self.play_oneclick(3, p)
        self.assertEqual(self.state(3), "solved")
        extra = next((r, c) for r in range(p["rows"]) for c in range(p["cols"])
                     if sol[r][c] == ".")
        self.click_cell(3, *extra)
        self.assertEqual(self.state(3), "wrong")
        self.press(3, "undo")
        self.assertEqual(self.section(3).get_attribute("data-state"), "solved")
        self.press(3, "redo")
        self.assertEqual(self.state(3), "wrong")
        self.press(3, "reset")
        self.assertIn("Mines: 0 of 7", self.section(3).find_element(By.CLASS_NAME, "counter").text)
        self.play_oneclick(3, p)
        self.assertEqual(self.state(3), "solved")

        # Reverse square: solved by the generator's optimal click set; the counter shows the
        # clicks beside the target. The set is minimal, so without its last click cells stay
        # open: the page does not close more than a click closes.
        clicks = puzzles[4]["sections"]["clicks"]
        best = len(clicks)
        for r, c in clicks[:-1]:
            self.click_cell(4, int(r), int(c))
        self.assertEqual(self.section(4).find_element(By.CLASS_NAME, "counter").text,
                         "Clicks: %d · Target: %d" % (best - 1, best))
        self.assertEqual(self.state(4), "incomplete")
        self.click_cell(4, int(clicks[-1][0]), int(clicks[-1][1]))
        self.assertEqual(self.state(4), "solved")
        self.assertIn("Clicks: %d" % best, self.section(4).find_element(By.CLASS_NAME, "counter").text)

        # Reverse triangle: an extra click beyond the optimum -> wrong; Undo -> solved, Redo ->
        # wrong, Undo by keyboard -> solved.
        p = puzzles[5]
        self.play_reverse(5, p)
        r, c = p["sections"]["clicks"][0]
        self.click_cell(5, int(r), int(c))
        self.assertEqual(self.state(5), "wrong")
        self.press(5, "undo")
        self.assertEqual(self.state(5), "solved")
        self.press(5, "redo")
        self.assertEqual(self.state(5), "wrong")
        ActionChains(d).key_down(Keys.CONTROL).send_keys("z").key_up(Keys.CONTROL).perform()
        self.assertEqual(self.section(5).get_attribute("data-state"), "solved")

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

        # Reload: every puzzle is still solved (no Check needed) and keeps its moves; the page
        # shows the puzzle it showed.
        d.refresh()
        self.open(html, fresh=False)
        self.assertTrue(self.section(6).is_displayed())
        for i in range(7):
            self.assertEqual(self.section(i).get_attribute("data-state"), "solved",
                             "puzzle %d after reload; saved: %s" % (i + 1, self.storage()))
            self.assertEqual(self.state(i), "solved", "puzzle %d after reload" % (i + 1))
        self.assertGreater(len(self.marks(0)), 0)
        self.assertIn("7 of 7 solved", d.find_element(By.CSS_SELECTOR, ".tools .secpos").text)

        # Answer asks first: "Keep playing" shows nothing; "Show the answer" shows the file's mines.
        self.press(0, "reset")
        self.press(0, "answer")
        sec = self.section(0)
        confirm = sec.find_element(By.CSS_SELECTOR, ".confirm")
        self.assertTrue(confirm.is_displayed())
        self.assertFalse(sec.find_element(By.CSS_SELECTOR, ".key").is_displayed())
        self.press(0, "keep")
        self.assertFalse(confirm.is_displayed())
        self.assertFalse(sec.find_element(By.CSS_SELECTOR, ".key").is_displayed())
        self.press(0, "answer")
        self.press(0, "reveal")
        disks = d.execute_script("return document.querySelectorAll('section[data-index=\"0\"] "
                                 ".key .m').length")
        self.assertEqual(disks, sum(row.count("*") for row in puzzles[0]["sections"]["solution"]))
        self.assertTrue(sec.find_element(By.CSS_SELECTOR, ".key").is_displayed())
        self.assertEqual(sec.find_element(By.CSS_SELECTOR, '[data-action="answer"]')
                         .get_attribute("aria-pressed"), "true")
        self.assertIn("answer: mine", self.cell(0, *mine).get_attribute("aria-label"))
        self.screenshot("every-kind-reloaded-answer.png")
        self.assertEqual(self.severe_logs(), [])

    def test_mosaic_plays_to_the_picture(self):
        # A mosaic written from a picture (every clue shown): each cell is filled by one click
        # or marked empty by two (or F / E on the keyboard); a filled cell turns dark with its
        # number light; a wrong fill is wrong, Undo takes it back; the picture's filled cells
        # solve it, and then the empty marks go. The key is the picture.
        pic = [".###.", "#...#", "#.#.#", "#...#", ".###."]  # a face: unique with every clue
        rows, cols = len(pic), len(pic[0])
        clue = [[sum(pic[rr][cc] == "#" for rr in range(r - 1, r + 2)
                     for cc in range(c - 1, c + 2) if 0 <= rr < rows and 0 <= cc < cols)
                 for c in range(cols)] for r in range(rows)]
        text = "puzzle mosaic\ntopology square %d %d\nclues\n%s\nsolution\n%s\nend\n" % (
            rows, cols, "\n".join(" ".join(map(str, row)) for row in clue),
            "\n".join(" ".join("*" if ch == "#" else "-" for ch in row) for row in pic))
        with open(self.path("mosaic.mines"), "w") as f:
            f.write(text)
        self.assertIn("unique", run("solve", self.path("mosaic.mines")))
        html = self.path("mosaic.html")
        run("render", self.path("mosaic.mines"), "-o", html)
        self.open(html)
        d, sec = self.driver, self.section(0)
        filled = [(r, c) for r in range(rows) for c in range(cols) if pic[r][c] == "#"]
        empty = [(r, c) for r in range(rows) for c in range(cols) if pic[r][c] == "."]
        # Every cell is unknown at the start, numbered ones too: none is grey.
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".cells .x")), 0)
        self.assertEqual(self.cell(0, 0, 0).get_attribute("aria-label"), "A1, clue %d" % clue[0][0])
        # A wrong fill: wrong, one bad cell; Undo.
        self.click_cell(0, *empty[0])
        self.assertEqual(self.state(0), "wrong")
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".cells .bad")), 1)
        self.press(0, "undo")
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".cells .dark")), 0)
        # Two empty cells marked (a click twice, and E by keyboard), then every filled cell but
        # the last one by mouse, and the last by F.
        self.click_cell(0, *empty[0], times=2)
        self.cell(0, *empty[1]).click()
        self.cell(0, *empty[1]).click()
        self.cell(0, *empty[1]).click()  # filled -> empty -> unknown
        ActionChains(d).send_keys("e").perform()
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".marks .dash")), 2)
        self.assertIn("marked empty", self.cell(0, *empty[1]).get_attribute("aria-label"))
        for r, c in filled[:-1]:
            self.click_cell(0, r, c)
        self.assertEqual(self.state(0), "incomplete")
        self.assertIn("marked filled", self.cell(0, *filled[0]).get_attribute("aria-label"))
        # A filled cell is dark, its number drawn light over it.
        fill = self.js("return getComputedStyle(arguments[0]).fill", self.cell(0, *filled[0]))
        self.assertEqual(fill, "rgb(17, 17, 17)")
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".marks text.lt")), len(filled) - 1)
        self.cell(0, *filled[-1]).click()
        self.cell(0, *filled[-1]).click()
        self.cell(0, *filled[-1]).click()  # filled -> empty -> unknown
        ActionChains(d).send_keys("f").perform()
        # The last fill solves it at once: the picture stands alone, no empty marks left.
        self.assertEqual(sec.get_attribute("data-state"), "solved")
        self.assertIn("picture is complete", sec.find_element(By.CLASS_NAME, "status").text)
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".marks .dash")), 0)
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".cells .dark")), len(filled))
        self.assertEqual(sec.find_element(By.CLASS_NAME, "counter").text, "Undecided: 0")
        self.assertEqual(self.state(0), "solved")
        self.screenshot("mosaic-solved.png")
        # Undo: not solved any more, the empty marks back.
        self.press(0, "undo")
        self.assertNotEqual(sec.get_attribute("data-state"), "solved")
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".marks .dash")), 2)
        # The key is the picture: every filled cell dark, its number light.
        self.press(0, "reset")
        self.press(0, "answer")
        self.press(0, "reveal")
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".key .dark")), len(filled))
        self.assertEqual(len(sec.find_elements(By.CSS_SELECTOR, ".key text.lt")), len(filled))
        self.assertIn("answer: filled", self.cell(0, *filled[0]).get_attribute("aria-label"))
        self.assertIn("answer: empty", self.cell(0, *empty[0]).get_attribute("aria-label"))
        self.screenshot("mosaic-answer.png")
        self.assert_accessible("a mosaic with its key shown")
        # Dark: the filled cells in the light ink, their numbers in the dark one, still readable.
        self.press(0, "answer")
        for r, c in filled:
            self.click_cell(0, r, c)
        self.color_scheme("dark")
        self.assertEqual(self.js("return getComputedStyle(arguments[0]).fill",
                                 self.cell(0, *filled[0])), "rgb(236, 236, 236)")
        self.screenshot("mosaic-dark.png")
        self.assert_accessible("a solved mosaic, dark")
        self.assertEqual(self.severe_logs(), [])

    def test_book_page_plays(self):
        # book -o X.html: one puzzle at a time in book order, previous/next, the section's title
        # above its puzzles, the contents with each section's progress, a #puzzle-N address.
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
        self.assertTrue(self.one_at_a_time())
        heads = d.find_elements(By.CSS_SELECTOR, "h2.section-title")
        self.assertEqual([h.get_attribute("textContent") for h in heads],
                         ["Reverse first", "From a file"])
        self.assertEqual([h.is_displayed() for h in heads], [True, False])
        pos = d.find_element(By.CSS_SELECTOR, ".tools .pos")
        self.assertEqual(pos.text, "Puzzle 1 of 3")
        prev, nxt = (d.find_element(By.CSS_SELECTOR, '[data-nav="%s"]' % n) for n in ("prev", "next"))
        self.assertFalse(prev.is_enabled())
        nxt.click()
        self.assertEqual(pos.text, "Puzzle 2 of 3")
        self.assertEqual([h.is_displayed() for h in heads], [False, True])
        self.assertTrue(self.section(1).is_displayed())
        self.assertFalse(self.section(0).is_displayed())
        # The heading sits above its section's puzzle.
        self.assertLess(heads[1].location["y"], self.section(1).location["y"])
        self.assertEqual(self.section(1).get_attribute("data-puzzle-id"), puzzles[0]["id"])
        self.assertTrue(d.current_url.endswith("#puzzle-2"))
        self.play_paper(1, puzzles[0])
        self.assertEqual(self.state(1), "solved")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".tools .secpos").text,
                         "From a file: 1 of 2 solved")
        # The contents: one entry per section with its progress; solved puzzles marked.
        d.find_element(By.CSS_SELECTOR, '[data-nav="toc"]').click()
        toc = d.find_element(By.ID, "pm-toc")
        self.assertEqual([p.text for p in toc.find_elements(By.CSS_SELECTOR, ".prog")],
                         ["0 of 1 solved", "1 of 2 solved"])
        done = toc.find_elements(By.CSS_SELECTOR, "[data-go].done")
        self.assertEqual([b.get_attribute("data-go") for b in done], ["1"])
        self.assert_accessible("a book page with its contents open")
        toc.find_element(By.CSS_SELECTOR, '[data-go="2"]').click()
        self.assertEqual(pos.text, "Puzzle 3 of 3")
        self.assertFalse(nxt.is_enabled())
        self.assertEqual(self.state(2), "incomplete")
        # A reload keeps the puzzle shown and the progress; #puzzle-N opens that puzzle.
        d.refresh()
        self.open(html, fresh=False)
        self.assertTrue(self.section(2).is_displayed())
        self.assertEqual(self.section(1).get_attribute("data-state"), "solved",
                         "puzzle 2 after reload; saved: " + self.storage())
        self.open(html, fresh=False, hash="#puzzle-1")
        self.assertTrue(self.section(0).is_displayed())
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".tools .pos").text, "Puzzle 1 of 3")
        self.assertEqual(self.severe_logs(), [])
        self.screenshot("book.png")

    def test_cells_fit_the_screen(self):
        # Cells of every grid at least 32 CSS px (as a square of the same area) in a 1200 px
        # window, and at 400 px at least 28 px or the grid as wide as the room it has; triangle
        # and hex cells of the square's area; nothing wider than the window.
        parts = [
            run("gen", "paper", "--rows", "10", "--cols", "10", "--seed", "31"),
            run("gen", "paper", "--topology", "triangle", "--rows", "8", "--cols", "12",
                "--seed", "32"),
            run("gen", "paper", "--topology", "hex", "--rows", "10", "--cols", "10", "--seed", "33"),
            run("gen", "oneclick", "--rows", "10", "--cols", "10", "--mines", "20", "--random",
                "--seed", "34"),
            run("gen", "reverse", "--rows", "10", "--cols", "10", "--seed", "35"),
            run("gen", "reverse", "--topology", "hex", "--rows", "8", "--cols", "8", "--seed", "36"),
        ]
        with open(self.path("six.mines"), "w") as f:
            f.write("".join(parts))
        html = self.path("six.html")
        run("render", self.path("six.mines"), "--title", "Six puzzles", "-o", html)
        d = self.driver
        sizes = {}
        for width in (1200, 400):
            d.set_window_size(width, 900)
            self.open(html)
            self.assertFalse(self.one_at_a_time())  # a sheet of six shows all six
            self.assertLessEqual(self.js("return document.documentElement.scrollWidth"),
                                 self.js("return window.innerWidth"), "wider than the window")
            for i in range(6):
                sec = self.section(i)
                self.assertTrue(sec.is_displayed())
                side = self.cell_side(sec.find_element(By.CSS_SELECTOR, "[data-r]"))
                sizes[(width, i)] = side
                full = self.js("var s = arguments[0], svg = s.querySelector('svg.grid'),"
                               " cs = getComputedStyle(s);"
                               "return svg.getBoundingClientRect().width >= s.clientWidth -"
                               " parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 1;",
                               sec)
                if width == 1200:
                    self.assertGreaterEqual(side, 32, "puzzle %d at 1200 px" % (i + 1))
                else:
                    self.assertTrue(side >= 28 or full, "puzzle %d at 400 px: %.1f px" % (i + 1, side))
            self.screenshot("sheet-%d.png" % width, width)
            self.color_scheme("dark")
            self.screenshot("sheet-%d-dark.png" % width, width)
            self.color_scheme("light")
        # Same area: the triangle and hex cells as the square ones (at 1200 px none is cut).
        for i in (1, 2, 5):
            self.assertAlmostEqual(sizes[(1200, i)] / sizes[(1200, 0)], 1.0, delta=0.03)
        print("cell sides (CSS px, square of the cell's area): " + ", ".join(
            "%d px window puzzle %d: %.1f" % (w, i + 1, v) for (w, i), v in sorted(sizes.items())),
            file=sys.stderr)

    def test_accessible_in_light_and_dark(self):
        # axe-core: no violation on a sheet of six (every kind, all shown) and on a book with
        # one section per kind and grid (each puzzle in turn), light and dark; the answer's
        # confirmation and a checked wrong state too.
        sheet_parts = [
            run("gen", "paper", "--rows", "5", "--cols", "5", "--seed", "41"),
            run("gen", "paper", "--topology", "triangle", "--rows", "4", "--cols", "6", "--seed", "42"),
            run("gen", "paper", "--topology", "hex", "--rows", "5", "--cols", "5", "--seed", "43",
                "--mine-count", "shown"),
            run("gen", "oneclick", "--rows", "5", "--cols", "5", "--mines", "5", "--random",
                "--seed", "44"),
            run("gen", "reverse", "--topology", "triangle", "--rows", "4", "--cols", "6", "--seed", "45"),
            run("gen", "reverse", "--topology", "hex", "--rows", "5", "--cols", "5", "--seed", "46"),
        ]
        with open(self.path("a11y.mines"), "w") as f:
            f.write("".join(sheet_parts))
        sheet = self.path("a11y.html")
        run("render", self.path("a11y.mines"), "--qr", "-o", sheet)
        kinds = [("paper", "square"), ("paper", "triangle"), ("paper", "hex"),
                 ("oneclick", "square"), ("reverse", "square"), ("reverse", "triangle"),
                 ("reverse", "hex")]
        with open(self.path("a11y-book.json"), "w") as f:
            f.write('{"title": "Every kind", "qr": true, "captions": {"rating": true}, '
                    '"sections": [%s]}' % ",".join(
                        '{"title": "%s %s", "kind": "%s", "topology": "%s", "size": "5x6", '
                        '"count": 1}' % (k, t, k, t) for k, t in kinds))
        book = self.path("a11y-book.html")
        run("book", self.path("a11y-book.json"), "-o", book)
        d = self.driver
        for scheme in ("light", "dark"):
            self.color_scheme(scheme)
            self.open(sheet)
            bg = self.js("return getComputedStyle(document.body).backgroundColor")
            self.assertEqual(bg, "rgb(255, 255, 255)" if scheme == "light" else "rgb(20, 20, 20)")
            self.assert_accessible("a sheet of six (%s)" % scheme)
            self.click_cell(0, 0, 1)
            self.press(0, "check")
            self.press(3, "answer")
            self.assert_accessible("a sheet with a check and the answer's question (%s)" % scheme)
            self.open(book)
            for i in range(len(kinds)):
                self.goto(i)
                self.assert_accessible("book puzzle %d, %s %s (%s)" % ((i + 1,) + kinds[i] + (scheme,)))
            self.press(len(kinds) - 1, "answer")
            self.press(len(kinds) - 1, "reveal")
            self.assert_accessible("a book page with its answer shown (%s)" % scheme)
            for width in (1200, 400):
                self.screenshot("book-%d-%s.png" % (width, scheme), width)
        self.color_scheme("light")

    def test_timer(self):
        # A timer per puzzle, hidden until asked for; it counts while the puzzle is played and
        # stops when it is solved; the time and the choice survive a reload.
        text = run("gen", "paper", "--rows", "4", "--cols", "4", "--seed", "51")
        p = parse_mines(text)[0]
        with open(self.path("timer.mines"), "w") as f:
            f.write(text)
        html = self.path("timer.html")
        run("render", self.path("timer.mines"), "-o", html)
        self.open(html)
        d = self.driver
        timer = self.section(0).find_element(By.CLASS_NAME, "timer")
        self.assertFalse(timer.is_displayed())
        clues = p["sections"]["clues"]
        r, c = next((r, c) for r in range(p["rows"]) for c in range(p["cols"]) if clues[r][c] == ".")
        self.click_cell(0, r, c, 3)  # a move and back: the clock runs
        d.find_element(By.ID, "pm-timer").click()
        self.assertTrue(timer.is_displayed())
        time.sleep(2.5)
        self.assertRegex(timer.text, r"^Time: 0:(0[2-9]|[1-5][0-9])$")
        d.refresh()
        self.open(html, fresh=False)
        timer = self.section(0).find_element(By.CLASS_NAME, "timer")
        self.assertTrue(timer.is_displayed(), "the timer after reload; saved: " + self.storage())
        self.assertRegex(timer.text, r"^Time: 0:(0[2-9]|[1-5][0-9])$")  # kept
        self.play_paper(0, p)
        self.assertEqual(self.section(0).get_attribute("data-state"), "solved")
        stopped = timer.text
        time.sleep(2.2)
        self.assertEqual(timer.text, stopped)

    def test_keyboard_plays_one_click_and_reverse(self):
        # The keyboard alone: Tab into each grid, arrows to a cell, Space marks a mine (one-click)
        # or clicks (reverse), C chooses the click cell, Tab reaches "Run the click"; Shift+Space
        # takes a reverse click back.
        text = (run("gen", "oneclick", "--rows", "5", "--cols", "5", "--mines", "4", "--random",
                    "--seed", "61") +
                run("gen", "reverse", "--rows", "5", "--cols", "5", "--seed", "62"))
        oc, rev = parse_mines(text)
        with open(self.path("keys.mines"), "w") as f:
            f.write(text)
        html = self.path("keys.html")
        run("render", self.path("keys.mines"), "-o", html)
        self.open(html)
        d = self.driver
        d.execute_script("if (document.activeElement) document.activeElement.blur()")

        def tab_to(selector):
            for _ in range(40):
                ActionChains(d).send_keys(Keys.TAB).perform()
                if d.execute_script("return document.activeElement.matches(arguments[0])",
                                    selector):
                    return
            self.fail("Tab does not reach " + selector)

        def walk(frm, to):
            keys = ActionChains(d)
            dr, dc = to[0] - frm[0], to[1] - frm[1]
            for _ in range(abs(dr)):
                keys.send_keys(Keys.ARROW_DOWN if dr > 0 else Keys.ARROW_UP)
            for _ in range(abs(dc)):
                keys.send_keys(Keys.ARROW_RIGHT if dc > 0 else Keys.ARROW_LEFT)
            keys.perform()
            active = d.switch_to.active_element
            self.assertEqual((int(active.get_attribute("data-r")),
                              int(active.get_attribute("data-c"))), to)
            return to

        tab_to('section[data-index="0"] [data-r]')
        at = (0, 0)
        sol = oc["sections"]["solution"]
        for r in range(oc["rows"]):
            for c in range(oc["cols"]):
                if sol[r][c] in "*c":
                    at = walk(at, (r, c))
                    ActionChains(d).send_keys(" " if sol[r][c] == "*" else "c").perform()
        self.assertEqual(self.section(0).get_attribute("data-state"), "solved")
        tab_to('section[data-index="0"] [data-action="run"]')
        ActionChains(d).send_keys(Keys.ENTER).perform()
        self.assertIn("Mines: 4 of 4", self.section(0).find_element(By.CLASS_NAME, "counter").text)

        tab_to('section[data-index="1"] [data-r]')
        at = (0, 0)
        clicks = [(int(r), int(c)) for r, c in rev["sections"]["clicks"]]
        for cell in clicks:
            at = walk(at, cell)
            ActionChains(d).send_keys(" ").perform()
        self.assertEqual(self.section(1).get_attribute("data-state"), "solved")
        ActionChains(d).key_down(Keys.SHIFT).send_keys(" ").key_up(Keys.SHIFT).perform()
        self.assertIsNone(self.section(1).get_attribute("data-state"))
        self.assertIn("Clicks: %d" % (len(clicks) - 1),
                      self.section(1).find_element(By.CLASS_NAME, "counter").text)

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
        # The page prints its answers after the puzzles: the PDF to match is the one document
        # of `--answers after`, not the default's separate key file.
        run("render", self.path("print.mines"), "--per-page", "2x2", "--answers", "after",
            "-o", pdf)
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
        # Only the page's own scripts: its words, its data block, its one script.
        self.assertEqual(len(d.find_elements(By.TAG_NAME, "script")), 3)
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
