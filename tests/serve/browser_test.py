#!/usr/bin/python3
"""The pages of `papermines serve` in headless Chromium through selenium (as the playable page's
tests/browser/play_test.py): the server on loopback on a port it picks itself.

Usage: browser_test.py PAPERMINES SCREENSHOT_DIR

- Worksheet maker: the preview of page 1 appears (its time is printed), the sheet is changed and
  downloaded from the keyboard alone, and the PDF passes `qpdf --check` with the pages expected.
- Worksheet maker with a picture: a PNG chosen for a mosaic gives a sheet whose solution is the
  picture; a picture no clues pin down shows the generator's reason under the field.
- Puzzle editor: a picture becomes a mosaic that solves to it; a grid with two solutions shows
  "multiple" with exactly the differing cells
  highlighted; fixed from the keyboard, it shows "unique"; a contradiction highlights its clues.
- Book maker: a two-section book is built with progress shown, and the PDF passes qpdf.
- Player: the playable page of a sheet made here runs.
- The forms' kinds, choices, limits and defaults are those GET /api/options serves.
- axe-core (node_modules, npm ci from package-lock.json) reports no violation on any page, in
  light and dark mode; screenshots at 1200 and 400 px wide go to SCREENSHOT_DIR.
No browser, driver or axe-core is a failure, never a skip.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_common import Server, png_of_grid  # noqa: E402

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.support.ui import Select
except ImportError as e:
    print("FAIL: python3-selenium is not installed (scripts/setup.sh installs it): %s" % e)
    sys.exit(1)

PAPERMINES = sys.argv[1] if len(sys.argv) > 1 else "build/papermines"
SHOTS = sys.argv[2] if len(sys.argv) > 2 else "serve-screenshots"
CHROMIUM = os.environ.get("PAPERMINES_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = (os.environ.get("PAPERMINES_CHROMEDRIVER") or shutil.which("chromedriver") or
          "/usr/bin/chromedriver")
AXE = os.environ.get("PAPERMINES_AXE") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "node_modules", "axe-core",
    "axe.min.js")


# A picture for the mosaic tests: 8 x 8 cells, '#' filled.
ARROW = ("..#.....\n.###....\n#####...\n..#.....\n..#..##.\n..#.###.\n..#..##.\n"
         "........\n")


def picture_of(rows):
    """A mosaic's solution rows ("- * -" as .mines and `solve --json` write them) as '#' and '.'."""
    return "".join(r.replace(" ", "").replace("*", "#").replace("-", ".") + "\n" for r in rows)


def pdf_pages(path):
    check = subprocess.run(["qpdf", "--check", path], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", info).group(1))


class ServePagesTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not os.path.exists(CHROMIUM) or not os.path.exists(DRIVER):
            raise AssertionError("chromium or chromedriver missing (scripts/setup.sh)")
        if not os.path.exists(AXE):
            raise AssertionError("axe-core missing at %s (scripts/setup.sh: npm ci)" % AXE)
        with open(AXE) as f:
            cls.axe_source = f.read()
        os.makedirs(SHOTS, exist_ok=True)
        cls.tmp = tempfile.mkdtemp(prefix="papermines-serve-browser-")
        cls.downloads = os.path.join(cls.tmp, "downloads")
        os.makedirs(cls.downloads)
        cls.server = Server(PAPERMINES, "--rate-limit", "0")
        opts = webdriver.ChromeOptions()
        opts.binary_location = CHROMIUM
        for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync",
                  "--user-data-dir=" + os.path.join(cls.tmp, "profile"), "--window-size=1200,1000"):
            opts.add_argument(a)
        opts.add_experimental_option("prefs", {"download.default_directory": cls.downloads,
                                               "download.prompt_for_download": False})
        opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        cls.driver = webdriver.Chrome(service=Service(DRIVER), options=opts)
        cls.driver.set_page_load_timeout(60)
        cls.driver.execute_cdp_cmd("Page.setDownloadBehavior",
                                   {"behavior": "allow", "downloadPath": cls.downloads})

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        code, _, err = cls.server.stop()
        left = cls.server.leftovers()
        cls.server.cleanup()
        shutil.rmtree(cls.tmp, ignore_errors=True)
        assert code == 0, err
        assert left == [], left

    # -- helpers ----------------------------------------------------------------------------------
    def open(self, path):
        self.driver.get(self.server.base + path)
        self.wait_for(lambda: self.attr("data-ready") == "1", "the page's script did not run")

    def attr(self, name):
        return self.driver.execute_script(
            "return document.documentElement.getAttribute(arguments[0])", name)

    def wait_for(self, cond, what, seconds=120):
        end = time.time() + seconds
        while time.time() < end:
            if cond():
                return
            time.sleep(0.05)
        self.fail(what)

    def severe_logs(self):
        return [e for e in self.driver.get_log("browser") if e.get("level") == "SEVERE"]

    def assert_accessible(self, what):
        d = self.driver
        for scheme in ("light", "dark"):
            d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                              {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            d.execute_script(self.axe_source)  # WebDriver's scripts are exempt from the CSP
            d.set_script_timeout(120)
            result = d.execute_async_script(
                "var done = arguments[arguments.length - 1];"
                "axe.run(document, {resultTypes: ['violations']}).then("
                "function (r) { done(r.violations.map(function (v) {"
                "  return v.id + ' (' + v.impact + '): ' + v.nodes.map(function (n) {"
                "    return n.target.join(' ') + ': ' + n.failureSummary.replace(/\\s+/g, ' ');"
                "  }).slice(0, 3).join(' | '); })); },"
                "function (e) { done('axe failed: ' + e); });")
            self.assertEqual(result, [], "axe-core on %s (%s):\n  %s" %
                             (what, scheme, "\n  ".join(result) if isinstance(result, list)
                              else result))
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    def screenshots(self, name):
        d = self.driver
        for width in (1200, 400):
            d.set_window_size(width, 1000)
            time.sleep(0.3)
            height = d.execute_script("return document.documentElement.scrollHeight")
            d.set_window_size(width, min(max(height, 600), 4000))
            time.sleep(0.3)
            d.save_screenshot(os.path.join(SHOTS, "%s-%d.png" % (name, width)))
        d.set_window_size(1200, 1000)

    def downloaded(self, name, seconds=120):
        path = os.path.join(self.downloads, name)
        self.wait_for(lambda: os.path.exists(path) and not os.path.exists(path + ".crdownload")
                      and os.path.getsize(path) > 0, "no download " + name, seconds)
        return path

    def type_into(self, ids, text):
        for element_id in ids:
            e = self.driver.find_element(By.ID, element_id)
            e.clear()
            e.send_keys(text)

    def download_text(self, button_id, name):
        """Clicks `button_id` and returns the text of the download `name` it makes."""
        path = os.path.join(self.downloads, name)
        if os.path.exists(path):
            os.remove(path)
        self.driver.find_element(By.ID, button_id).click()
        with open(self.downloaded(name)) as f:
            return f.read()

    def tab_to(self, element_id, limit=60):
        """Moves the focus with Tab alone until `element_id` has it."""
        body = self.driver.find_element(By.TAG_NAME, "body")
        ActionChains(self.driver).move_to_element_with_offset(body, 0, 0).perform()
        self.driver.execute_script("document.activeElement && document.activeElement.blur()")
        for _ in range(limit):
            ActionChains(self.driver).send_keys(Keys.TAB).perform()
            if self.driver.execute_script("return document.activeElement.id") == element_id:
                return self.driver.switch_to.active_element
        self.fail("Tab never reached #" + element_id)

    # -- the worksheet maker ----------------------------------------------------------------------
    def test_1_worksheet_maker(self):
        self.open("/")
        self.wait_for(lambda: self.attr("data-preview") == "ready", "no preview")
        print("preview of the default sheet: %s ms in the browser" % self.attr("data-preview-ms"))
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "#ids li")), 6)
        natural = self.driver.execute_script(
            "return document.getElementById('preview').naturalWidth")
        self.assertGreater(natural, 300, "the preview image did not load")
        self.assert_accessible("the worksheet maker")
        self.screenshots("sheet-maker")
        # Keyboard only: four puzzles, then the PDF.
        count = self.tab_to("count")
        count.send_keys(Keys.CONTROL, "a")
        count.send_keys("4")
        self.wait_for(lambda: self.attr("data-preview") == "ready" and len(
            self.driver.find_elements(By.CSS_SELECTOR, "#ids li")) == 4, "preview of 4 puzzles")
        ids = [li.text for li in self.driver.find_elements(By.CSS_SELECTOR, "#ids li")]
        # The preview's fresh seed (X-Seed) stays in the form: the downloads are its sheet.
        seed = self.driver.find_element(By.ID, "seed").get_attribute("value")
        self.assertRegex(seed, r"^[0-9]+$")
        button = self.tab_to("download-pdf")
        button.send_keys(Keys.ENTER)
        # `sheet`'s default: the puzzles in worksheet.pdf, the key in worksheet-key.pdf.
        pdf = self.downloaded("worksheet.pdf")
        key = self.downloaded("worksheet-key.pdf")
        self.assertEqual(pdf_pages(pdf), 1)
        self.assertEqual(pdf_pages(key), 1)
        text = subprocess.run(["pdftotext", key, "-"], capture_output=True, text=True).stdout
        for i in ids:
            self.assertIn(i, text.replace("\n", " "))
        self.assertIn("Seed " + seed, text)
        self.assertIn("worksheet-key.pdf", self.driver.find_element(By.ID, "status").text)
        self.assertEqual(self.severe_logs(), [])

    def test_1b_worksheet_of_a_picture(self):
        # Kind mosaic shows the picture's fields (their rows are the mosaic's); a PNG chosen in
        # the file field makes the sheet one mosaic of it, whose .mines solution is the picture;
        # a picture no clues pin down shows the generator's reason under the field.
        d = self.driver
        self.open("/")
        self.wait_for(lambda: self.attr("data-preview") == "ready", "no preview")
        self.assertFalse(d.find_element(By.ID, "image").is_displayed())
        Select(d.find_element(By.ID, "kind")).select_by_value("mosaic")
        self.assertTrue(d.find_element(By.ID, "image").is_displayed())
        self.assertEqual(d.find_element(By.ID, "threshold").get_attribute("value"), "0.5")
        path = os.path.join(self.tmp, "arrow.png")
        with open(path, "wb") as f:
            f.write(png_of_grid(ARROW, 5))
        self.type_into(("rows", "cols"), "8")
        Select(d.find_element(By.ID, "difficulty")).select_by_value("easy")
        d.find_element(By.ID, "image").send_keys(path)
        # The play link carries its request in the address: hidden for a picture's.
        self.wait_for(lambda: not d.find_element(By.ID, "play-link").is_displayed() and
                      self.attr("data-preview") == "ready", "no preview of the picture's mosaic")
        self.assertIsNotNone(d.find_element(By.ID, "count").get_attribute("disabled"))
        self.assert_accessible("the worksheet maker with a picture")
        self.screenshots("sheet-maker-picture")
        text = self.download_text("download-mines", "worksheet.mines")
        self.assertEqual(text.count("puzzle mosaic"), 1, text)
        solution = text.split("solution\n")[1].split("end")[0]
        self.assertEqual(picture_of(solution.strip().split("\n")), ARROW)
        # Every picture of one filled cell in a 2 x 2 grid has the same clues.
        corner = os.path.join(self.tmp, "corner.txt")
        with open(corner, "w") as f:
            f.write("#.\n..\n")
        self.type_into(("rows", "cols"), "2")
        d.find_element(By.ID, "image").send_keys(corner)
        self.wait_for(lambda: self.attr("data-preview") == "error", "no error for the corner")
        error = d.find_element(By.ID, "image-error")
        self.assertTrue(error.is_displayed())
        self.assertIn("undecided cells: A1, B1, A2, B2", error.text)
        self.assertEqual(d.find_element(By.ID, "image").get_attribute("aria-invalid"), "true")
        self.assertIn(d.find_element(By.CSS_SELECTOR, "label[for=image]").text,
                      d.find_element(By.ID, "status").text)
        self.assert_accessible("the worksheet maker's picture error")
        self.screenshots("sheet-maker-picture-error")
        # The one error the console shows is the 422 answered for the corner picture.
        self.assertEqual([e for e in self.severe_logs() if "status of 422" not in e["message"]],
                         [])

    # -- the puzzle editor ------------------------------------------------------------------------
    def verdict(self):
        return self.driver.find_element(By.ID, "verdict").get_attribute("data-status")

    def board(self):
        return self.driver.find_element(By.CSS_SELECTOR, "canvas.board")

    def click_cell(self, r, c):
        """Clicks the middle of square cell (r, c) of the editor's canvas."""
        d = self.driver
        at = d.execute_script(
            "const b = document.querySelector('canvas.board');"
            "const box = b.getBoundingClientRect();"
            "const s = Number(b.getAttribute('data-cell-size'));"
            "const o = b.getAttribute('data-origin').split(' ').map(Number);"
            "return [o[0] + (arguments[1] + 0.5) * s - box.width / 2,"
            "        o[1] + (arguments[0] + 0.5) * s - box.height / 2];", r, c)
        ActionChains(d).move_to_element_with_offset(self.board(), int(at[0]), int(at[1])) \
            .click().perform()

    def cell_status(self):
        return self.driver.find_element(By.ID, "cell-status").text

    def test_2_puzzle_editor(self):
        d = self.driver
        self.open("/editor")
        self.wait_for(lambda: self.verdict() == "unique", "the starting puzzle is not unique")
        self.assert_accessible("the puzzle editor")
        self.screenshots("editor")
        # A 1 x 3 strip with a 1 in the middle: two solutions, A1 and C1 differ.
        for field, value in (("rows", "1"), ("cols", "3")):
            e = d.find_element(By.ID, field)
            e.clear()
            e.send_keys(value)
        d.find_element(By.ID, "new-grid").click()
        self.wait_for(lambda: self.verdict() == "multiple", "an empty grid is not 'multiple'")
        self.click_cell(0, 1)  # closed -> 0
        # The verdict above the grid changes its height: the next click waits for it.
        self.wait_for(lambda: self.verdict() not in ("busy", "") and
                      self.cell_status() == "B1: clue 0", "B1 is not a 0: " + self.cell_status())
        self.click_cell(0, 1)  # 0 -> 1
        self.wait_for(lambda: self.verdict() == "multiple" and self.cell_status() == "B1: clue 1",
                      "no 'multiple' for . 1 .: %s" % self.cell_status(), 20)
        self.assertEqual(self.board().get_attribute("data-differ"), "A1 C1")
        self.assertIn("A1, C1", d.find_element(By.ID, "verdict").text)
        self.screenshots("editor-multiple")
        # Fixed from the keyboard: C1 opened as a 0 leaves one solution.
        board = self.board()
        board.send_keys(Keys.ARROW_RIGHT, "0")
        self.wait_for(lambda: self.verdict() == "unique", "not 'unique' after the fix")
        self.assertFalse(board.get_attribute("data-differ"))
        self.assertIn("Unique", d.find_element(By.ID, "verdict").text)
        # A clue that cannot hold: 3 in a 1 x 3 corner.
        board.send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT, "3")
        self.wait_for(lambda: self.verdict() == "none", "no 'none' for an impossible clue")
        conflict = board.get_attribute("data-conflict").split()
        self.assertTrue(conflict and set(conflict) <= {"A1", "B1", "C1"}, conflict)
        board.send_keys(Keys.DELETE)
        self.wait_for(lambda: self.verdict() == "unique", "not unique again")
        d.find_element(By.ID, "explain").click()
        self.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#steps li"), "no steps")
        # Export as a puzz.link URL, import it back.
        d.find_element(By.ID, "export-url").click()
        self.wait_for(lambda: d.find_element(By.ID, "url").get_attribute("value"), "no URL")
        self.assertTrue(d.find_element(By.ID, "url").get_attribute("value").startswith(
            "https://puzz.link/p?mines/3/1/"))
        self.assertEqual(self.severe_logs(), [])

    def test_2b_large_editor_grid(self):
        # Larger than the old 40 x 40 cap: a 60 x 60 chessboard (unique: every closed cell
        # touches a 0), edited far from the start by keyboard and mouse, gets its verdicts; the
        # grid is one canvas, not an element per cell.
        d = self.driver
        self.open("/editor")
        self.wait_for(lambda: self.verdict() == "unique", "the starting puzzle is not unique")
        for field, value in (("rows", "60"), ("cols", "60")):
            e = d.find_element(By.ID, field)
            e.clear()
            e.send_keys(value)
        began = time.time()
        d.find_element(By.ID, "chessboard").click()
        self.wait_for(lambda: self.verdict() == "unique", "a 60 x 60 chessboard is not unique")
        print("60 x 60 chessboard: verdict after %.2f s" % (time.time() - began))
        self.assertLess(d.execute_script("return document.querySelectorAll('*').length"), 400)
        board = self.board()
        # To the far corner BH60 (an open 0 of the chessboard): a 1 there cannot hold.
        board.send_keys(*([Keys.PAGE_DOWN] * 6), Keys.END, "1")
        self.wait_for(lambda: self.verdict() == "none", "no 'none' for a 1 among 0s at BH60")
        self.assertEqual(self.cell_status(), "BH60: clue 1")
        # The clues that cannot all hold: the 1 and a 0 around it (the prover names a set).
        conflict = board.get_attribute("data-conflict").split()
        self.assertTrue(conflict)
        self.assertTrue(set(conflict) <= {"BG59", "BH59", "BG60", "BH60"}, conflict)
        self.screenshots("editor-60x60")
        board.send_keys(Keys.DELETE)
        self.wait_for(lambda: self.verdict() == "unique", "not unique after closing BH60")
        # The mouse, after zooming in and scrolling: the cell under the pointer is the one edited.
        d.find_element(By.ID, "zoom-in").click()
        d.execute_script("const w = document.getElementById('board-wrap');"
                         "w.scrollLeft = 0; w.scrollTop = 200;")
        time.sleep(0.3)
        # The first row wholly below the column letters, then one more.
        row = int(d.execute_script(
            "const b = document.querySelector('canvas.board');"
            "const s = Number(b.getAttribute('data-cell-size'));"
            "return Math.ceil((24 - Number(b.getAttribute('data-origin').split(' ')[1])) / s)")) + 1
        self.assertGreater(row, 5, "the grid did not scroll")
        self.click_cell(row, 4)
        self.wait_for(lambda: self.cell_status().startswith("E%d: " % (row + 1)),
                      "the click did not reach E%d: %s" % (row + 1, self.cell_status()), 10)
        self.wait_for(lambda: self.verdict() in ("unique", "multiple", "none"), "no verdict")
        self.assertEqual(self.severe_logs(), [])

    def test_2e_editor_mosaic_of_a_picture(self):
        # A picture chosen in the editor becomes a mosaic at the grid's size, its clues placed by
        # the server (the worksheet maker's request); /api/solve proves it unique, and the
        # exported .mines solves to the picture.
        d = self.driver
        self.open("/editor")
        self.wait_for(lambda: self.verdict() == "unique", "the starting puzzle is not unique")
        self.assertEqual(d.find_element(By.ID, "threshold").get_attribute("value"), "0.5")
        path = os.path.join(self.tmp, "editor-arrow.png")
        with open(path, "wb") as f:
            f.write(png_of_grid(ARROW, 3))
        self.type_into(("rows", "cols"), "8")
        d.find_element(By.ID, "image").send_keys(path)
        self.wait_for(lambda: d.find_element(By.ID, "import-status").text == "Imported.",
                      "the picture was not imported")
        self.wait_for(lambda: self.verdict() == "unique", "the picture's mosaic is not unique")
        self.assertIsNotNone(d.find_element(By.ID, "mine-count").get_attribute("disabled"))
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "label[for=show-solution]").text,
                         "Show the picture of the unique solution")
        self.assertRegex(self.cell_status(), r"^A1: (no clue|clue \d)$")
        d.find_element(By.ID, "show-solution").click()
        self.assert_accessible("the editor with a mosaic")
        self.screenshots("editor-mosaic")
        text = self.download_text("export-mines", "puzzle.mines")
        self.assertTrue(text.startswith("puzzle mosaic\ntopology square 8 8\n"), text)
        solved = json.loads(subprocess.run([PAPERMINES, "solve", "--json", "-"], input=text,
                                           capture_output=True, text=True).stdout)["puzzles"][0]
        self.assertEqual(solved["status"], "unique")
        self.assertEqual(picture_of(solved["solutions"][0]), ARROW)
        self.assertEqual(self.severe_logs(), [])

    def test_2c_editor_time_limit_and_busy(self):
        # The server's answers when a solve runs out of time or the pool is full (the API's own
        # tests make the server give them): the editor says "Unknown (time limit)", and when
        # busy it says so and asks again after Retry-After. The answers are stood in for here
        # by replacing the page's fetch for /api/solve.
        d = self.driver
        self.open("/editor")
        self.wait_for(lambda: self.verdict() == "unique", "the starting puzzle is not unique")
        d.execute_script("""
            const real = window.fetch;
            window.solveAnswers = [];
            window.solveCalls = 0;
            window.fetch = (url, opts) => {
              if (!String(url).startsWith("/api/solve") || window.solveAnswers.length === 0) {
                return real(url, opts);
              }
              window.solveCalls++;
              const [status, body, wait, delay] = window.solveAnswers.shift();
              const answer = new Response(JSON.stringify(body), {status: status,
                  headers: {"Content-Type": "application/json", "Retry-After": String(wait)}});
              return new Promise((ok) => setTimeout(() => ok(answer), delay || 0));
            };""")
        board = self.board()
        d.execute_script("window.solveAnswers.push([503, {error: 'the request took longer than "
                         "the server time limit', reason: 'time-limit'}, 7, 1500])")
        board.send_keys(Keys.ARROW_RIGHT, "1")
        # While it solves: "Solving…" beside the zoom buttons, the last verdict kept but dimmed.
        self.wait_for(lambda: d.find_element(By.ID, "solving").is_displayed(), "no 'Solving…'", 5)
        self.assertEqual(d.find_element(By.ID, "solving").text, "Solving…")
        self.assertIn("stale", d.find_element(By.ID, "verdict").get_attribute("class"))
        self.assertIn("Unique", d.find_element(By.ID, "verdict").text)
        self.wait_for(lambda: self.verdict() == "unknown", "no 'unknown' after a time-limit 503")
        self.assertFalse(d.find_element(By.ID, "solving").is_displayed())
        self.assertIn("Unknown (time limit)", d.find_element(By.ID, "verdict").text)
        d.execute_script("window.solveAnswers.push([200, {puzzles: [{id: '#1', status: 'unknown'}]}, 0])")
        board.send_keys(Keys.DELETE)
        self.wait_for(lambda: d.execute_script("return window.solveCalls") == 2, "no second solve")
        self.wait_for(lambda: self.verdict() == "unknown", "no 'unknown' for status unknown")
        # Busy: said, then asked again after Retry-After (1 s), and this time answered.
        d.execute_script("window.solveAnswers.push([503, {error: 'busy', reason: 'busy'}, 1])")
        board.send_keys(Keys.ARROW_RIGHT, "1")
        self.wait_for(lambda: "busy" in d.find_element(By.ID, "verdict").text, "busy not said")
        self.wait_for(lambda: self.verdict() in ("unique", "multiple", "none"),
                      "no verdict after the server was busy", 20)
        self.assertEqual(d.execute_script("return window.solveCalls"), 3)
        # Over the rate limit (429, no reason in the body): asked again after Retry-After too.
        d.execute_script("window.solveAnswers.push([429, {error: 'too many requests'}, 1])")
        board.send_keys(Keys.DELETE)
        self.wait_for(lambda: d.execute_script("return window.solveCalls") == 4, "no 429 call")
        self.wait_for(lambda: "busy" in d.find_element(By.ID, "verdict").text, "429 not said")
        self.wait_for(lambda: self.verdict() in ("unique", "multiple", "none"),
                      "no verdict after a 429: the editor never asked again", 20)
        self.assertEqual(self.severe_logs(), [])

    def test_2d_editor_mine_count_import_and_a_steady_grid(self):
        # A table whose shown mine count makes it unique: imported with its count (and told that
        # only the first of two puzzles came in), unique with it and multiple without; the .mines
        # export keeps the count, the puzz.link export refuses it (the genre has no count).
        d = self.driver
        self.open("/editor")
        self.wait_for(lambda: self.verdict() == "unique", "the starting puzzle is not unique")
        text = ("puzzle paper\ntopology square 1 4\nmines 1 shown\nclues\n1...\nend\n"
                "puzzle paper\ntopology square 2 2\nclues\n..\n..\nend\n")
        d.execute_script("document.getElementById('import-text').value = arguments[0]", text)
        d.find_element(By.ID, "import").click()
        self.wait_for(lambda: d.find_element(By.ID, "import-status").text, "no import status")
        self.assertIn("first of 2 puzzles", d.find_element(By.ID, "import-status").text)
        self.assertEqual(d.find_element(By.ID, "mine-count").get_attribute("value"), "1")
        self.wait_for(lambda: self.verdict() == "unique",
                      "1... with 1 mine shown is not unique: " + str(self.verdict()))
        for old in ("puzzle.mines",):
            if os.path.exists(os.path.join(self.downloads, old)):
                os.remove(os.path.join(self.downloads, old))
        d.find_element(By.ID, "export-mines").click()
        with open(self.downloaded("puzzle.mines")) as f:
            self.assertIn("mines 1 shown", f.read())
        d.find_element(By.ID, "export-url").click()
        self.wait_for(lambda: "mine count" in d.find_element(By.ID, "verdict").text,
                      "the puzz.link export did not refuse the count")
        # The refusal is a 400 the browser logs; taken from the log here, the only one expected.
        self.assertTrue(all("format=puzzlink" in e["message"] for e in self.severe_logs()))
        d.find_element(By.ID, "mine-count").send_keys(Keys.END, Keys.BACKSPACE)
        self.wait_for(lambda: self.verdict() == "multiple", "1... without a count is not multiple")
        # The grid stays where it is while the verdict's text changes length (it moved 22 px and
        # a click aimed at D3 landed on D4), at both widths.
        for width in (1200, 400):
            d.set_window_size(width, 1000)
            self.open("/editor")
            self.wait_for(lambda: self.verdict() == "unique", "the start is not unique")
            tops = []

            def top():
                return d.execute_script(
                    "return document.querySelector('canvas.board').getBoundingClientRect().top"
                    " + window.scrollY")

            tops.append(top())
            for field, value in (("rows", "6"), ("cols", "6")):
                e = d.find_element(By.ID, field)
                e.clear()
                e.send_keys(value)
            d.find_element(By.ID, "new-grid").click()  # no clue: 36 cells differ, a long text
            self.wait_for(lambda: self.verdict() == "multiple", "an empty grid is not multiple")
            tops.append(top())
            self.board().send_keys("8")  # an 8 in a corner cannot hold
            self.wait_for(lambda: self.verdict() == "none", "no 'none' for an 8 in a corner")
            tops.append(top())
            d.find_element(By.ID, "chessboard").click()
            self.wait_for(lambda: self.verdict() == "unique", "a 6 x 6 chessboard not unique")
            tops.append(top())
            self.assertLessEqual(max(tops) - min(tops), 1, "the grid moved at %d px: %s" %
                                 (width, tops))
        d.set_window_size(1200, 1000)
        # Triangles: the zoom label gives the cells' real size, and the row numbers sit in the
        # middle of their rows (they sat on the first triangle's centroid, a sixth of a row off).
        self.open("/editor")
        self.wait_for(lambda: self.verdict() == "unique", "the start is not unique")
        Select(d.find_element(By.ID, "grid")).select_by_value("triangle")
        for field, value in (("rows", "4"), ("cols", "7")):
            e = d.find_element(By.ID, field)
            e.clear()
            e.send_keys(value)
        d.find_element(By.ID, "new-grid").click()
        self.wait_for(lambda: self.verdict() == "multiple", "an empty triangle grid")
        size = float(self.board().get_attribute("data-cell-size"))
        self.assertIn("%d px" % round(size), d.find_element(By.ID, "zoom-level").text)
        centres = d.execute_script("""
            const b = document.querySelector('canvas.board');
            const dpr = window.devicePixelRatio || 1;
            const ctx = b.getContext('2d');
            const h = b.height, w = Math.round(40 * dpr);
            const img = ctx.getImageData(0, 0, w, h).data;
            const inked = [];
            for (let y = 0; y < h; y++) {
              let ink = false;
              for (let x = 0; x < w; x++) {
                const k = 4 * (y * w + x);
                if (img[k] < 160 && img[k + 3] > 0) { ink = true; break; }
              }
              inked.push(ink);
            }
            const runs = [];
            for (let y = 0; y < h; y++) {
              if (inked[y] && (y === 0 || !inked[y - 1])) runs.push([y, y]);
              if (inked[y]) runs[runs.length - 1][1] = y;
            }
            return runs.map((r) => (r[0] + r[1] + 1) / 2 / dpr);""")
        origin_y = float(self.board().get_attribute("data-origin").split()[1])
        row_h = size * 3 ** 0.5 / 2
        self.assertGreaterEqual(len(centres), 4, centres)
        for r, y in enumerate(centres[:4]):
            self.assertAlmostEqual(y, origin_y + (r + 0.5) * row_h, delta=2.5,
                                   msg="row %d's number at %.1f: %s" % (r + 1, y, centres))
        self.assertEqual(self.severe_logs(), [])

    # -- the book maker ---------------------------------------------------------------------------
    def test_3_book_maker(self):
        d = self.driver
        self.open("/book")
        self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "#sections > li")), 2)
        self.assert_accessible("the book maker")
        self.screenshots("book-maker")
        d.find_element(By.ID, "cover").click()  # the paperback cover too
        d.find_element(By.ID, "build").click()
        self.wait_for(lambda: self.attr("data-book") in ("done", "error"), "the book never ended",
                      600)
        self.assertEqual(self.attr("data-book"), "done",
                         d.find_element(By.ID, "status").text)
        self.assertGreaterEqual(int(self.attr("data-progress-updates") or 0), 1,
                                "no progress was shown")
        pdf = self.downloaded("book.pdf")
        self.assertGreater(pdf_pages(pdf), 4)
        # What `book` warns of reaches the page: a two-section book is too thin for a cover.
        warned = [li.text for li in d.find_elements(By.CSS_SELECTOR, "#book-warnings li")]
        self.assertTrue(any("cover" in w for w in warned), warned)
        cover_button = d.find_element(By.ID, "download-cover")
        self.assertTrue(cover_button.is_displayed(), "no cover to download")
        cover_button.click()
        cover = self.downloaded("cover.pdf")
        self.assertEqual(pdf_pages(cover), 1)  # front, spine and back on one sheet
        size = re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", subprocess.run(
            ["pdfinfo", cover], capture_output=True, text=True).stdout)
        self.assertGreater(float(size.group(1)), 2 * 595, "the cover is not two pages wide")
        self.assertTrue(d.find_elements(By.CSS_SELECTOR, "#book-warnings li"),
                        "the warnings went when the cover was downloaded")
        self.screenshots("book-maker-done")
        self.assertEqual(self.severe_logs(), [])

    # -- the player -------------------------------------------------------------------------------
    def test_4_player(self):
        d = self.driver
        sheet = {"kind": "paper", "size": "6x6", "count": 2, "difficulty": "easy"}
        d.get(self.server.base + "/play?sheet=" + urllib.parse.quote(json.dumps(sheet)))
        self.wait_for(lambda: self.attr("data-ready") == "1", "the player did not run")
        self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "section[data-puzzle-id]")), 2)
        self.screenshots("player")

    # -- the class's language and the rating ------------------------------------------------------
    def test_5_language_from_the_browser_and_rating(self):
        d = self.driver
        ua = d.execute_script("return navigator.userAgent")
        d.execute_cdp_cmd("Network.enable", {})
        d.execute_cdp_cmd("Network.setUserAgentOverride",
                          {"userAgent": ua, "acceptLanguage": "xx, de-CH;q=0.9, en;q=0.5"})
        try:
            self.open("/")
            d.execute_script("localStorage.clear()")
            self.open("/")
            self.wait_for(lambda: self.attr("data-preview") == "ready", "no preview")
            lang = d.find_element(By.ID, "lang")
            self.assertEqual(lang.get_attribute("value"), "de",
                             "the browser asks for German first; the page did not follow it")
            codes = [o.get_attribute("value") for o in lang.find_elements(By.TAG_NAME, "option")]
            for code in ("en", "pt", "es", "fr", "de", "it", "nl", "pl", "ru", "uk", "tr", "ja",
                         "zh", "ar", "he"):
                self.assertIn(code, codes)
            # A rating range instead of the difficulty: the ids carry it.
            rating = d.find_element(By.ID, "rating")
            rating.send_keys("5-6.9")
            self.wait_for(lambda: self.attr("data-preview") == "ready" and all(
                "-r50to69-" in li.text for li in d.find_elements(By.CSS_SELECTOR, "#ids li")),
                "no sheet of the rating range 5-6.9")
            # The teacher's choice is kept on this browser.
            Select(lang).select_by_value("fr")
            self.open("/book")
            self.assertEqual(d.find_element(By.ID, "lang").get_attribute("value"), "fr")
            self.assertEqual(self.severe_logs(), [])
        finally:
            d.execute_script("localStorage.clear()")
            d.delete_all_cookies()
            d.execute_cdp_cmd("Network.setUserAgentOverride", {"userAgent": ua})

    # -- the app's own words in the browser's language --------------------------------------------
    def test_6_pages_in_arabic_and_german(self):
        d = self.driver
        ua = d.execute_script("return navigator.userAgent")
        d.execute_cdp_cmd("Network.enable", {})
        d.execute_cdp_cmd("Network.setUserAgentOverride", {"userAgent": ua, "acceptLanguage": "ar"})
        try:
            # The editor in Arabic, right to left, its verdicts in Arabic; the grid stays left to
            # right with its column letters, as on the printed sheets.
            self.open("/editor")
            self.assertEqual(self.attr("dir"), "rtl")
            self.assertEqual(self.attr("lang"), "ar")
            self.wait_for(lambda: self.verdict() == "unique", "the starting puzzle is not unique")
            self.assertIn("حل واحد بالضبط", d.find_element(By.ID, "verdict").text)
            self.assertEqual(d.find_element(By.ID, "board-wrap").get_attribute("dir"), "ltr")
            self.assert_accessible("the puzzle editor in Arabic")
            self.screenshots("editor-ar")
            self.open("/")
            self.wait_for(lambda: self.attr("data-preview") == "ready", "no preview")
            self.assertIn("ms", d.find_element(By.ID, "status").text)
            self.assertNotIn("Preview", d.find_element(By.ID, "status").text)
            self.assert_accessible("the worksheet maker in Arabic")
            self.screenshots("sheet-maker-ar")
            self.open("/book")
            self.assertIn("القسم 1", d.find_element(By.CSS_SELECTOR, "#sections h3").text)
            self.screenshots("book-maker-ar")
            # The top bar's chooser: German, kept for the next page.
            Select(d.find_element(By.ID, "ui-lang")).select_by_value("de")
            self.wait_for(lambda: self.attr("lang") == "de" and self.attr("data-ready") == "1",
                          "the chooser did not bring the page in German")
            self.assertEqual(self.attr("dir"), "ltr")
            self.open("/editor")
            self.assertEqual(d.find_element(By.TAG_NAME, "h1").text, "Rätsel-Editor")
            self.wait_for(lambda: self.verdict() == "unique", "the starting puzzle is not unique")
            self.assertIn("Eindeutig", d.find_element(By.ID, "verdict").text)
            self.screenshots("editor-de")
            self.assertEqual(self.severe_logs(), [])
        finally:
            d.delete_all_cookies()
            d.execute_cdp_cmd("Network.setUserAgentOverride", {"userAgent": ua})

    # -- the forms from the option schema ---------------------------------------------------------
    def test_7_forms_from_the_schema(self):
        """Every page builds its kinds, grids, difficulties, limits and defaults from GET
        /api/options: the book's count limit is the schema's for a book, its kinds are the
        server's list of kinds with their titles, the editor's grids and largest side are the
        schema's topologies and the .mines limit."""
        d = self.driver
        status, _, body = self.server.get("/api/options")
        self.assertEqual(status, 200)
        doc = json.loads(body)
        sheet_rows = {o["name"]: o for o in doc["options"]}
        book_rows = {o["name"]: o for o in doc["book_options"]}
        kinds = [(k["name"], k["title"]) for k in doc["kinds"]]
        self.assertEqual([k for k, _ in kinds], sheet_rows["kind"]["choices"])

        def options(element_id):
            return [(o.get_attribute("value"), o.text)
                    for o in Select(d.find_element(By.ID, element_id)).options]

        def values(element_id):
            return [v for v, _ in options(element_id)]

        def number(element_id, attribute):
            return float(d.find_element(By.ID, element_id).get_attribute(attribute))

        self.open("/book")
        for n in ("1", "2"):
            self.assertEqual(options("s%s-kind" % n), kinds)
            self.assertEqual(values("s%s-topology" % n), book_rows["topology"]["choices"])
            self.assertEqual(values("s%s-difficulty" % n), book_rows["difficulty"]["choices"])
            self.assertEqual(number("s%s-count" % n, "max"), book_rows["count"]["max"])
            self.assertEqual(number("s%s-count" % n, "min"), book_rows["count"]["min"])
        self.assertEqual(number("seed", "min"), book_rows["seed"]["min"])
        d.find_element(By.ID, "add-section").click()
        self.assertEqual(options("s3-kind"), kinds)

        self.open("/")
        self.assertEqual(options("kind"), kinds)
        for name in ("kind", "topology", "difficulty"):
            self.assertEqual(values(name), sheet_rows[name]["choices"])
            self.assertEqual(Select(d.find_element(By.ID, name)).first_selected_option
                             .get_attribute("value"), sheet_rows[name]["default"])
        self.assertEqual(number("count", "max"),
                         min(sheet_rows["count"]["max"], doc["max_puzzles_per_request"]))
        for name in ("rows", "cols", "count"):
            self.assertEqual(d.find_element(By.ID, name).get_attribute("value"),
                             sheet_rows[name]["default"])
        # No default seed: the server takes a fresh one (X-Seed), which the field then keeps.
        self.assertNotIn("default", sheet_rows["seed"])
        self.assertRegex(d.find_element(By.ID, "seed").get_attribute("value"), r"^[0-9]*$")

        self.open("/editor")
        self.assertEqual(values("grid"), sheet_rows["topology"]["choices"])
        self.assertEqual(number("rows", "max"), doc["mines_limits"]["max_side"])
        hint = d.find_element(By.ID, "size-hint").text
        for limit in ("max_side", "max_cells"):
            self.assertIn(str(doc["mines_limits"][limit]), hint)
        self.assertEqual(self.severe_logs(), [])


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
