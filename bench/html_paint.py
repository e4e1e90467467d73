#!/usr/bin/python3
"""HTML page cost: bytes per puzzle and time to first paint of a 100-puzzle page in headless
Chromium (WebDriver), beside the PDF of the same sheet for scale.

Usage: bench/html_paint.py build/papermines [RUNS]

For each kind (10 x 10 paper; 10 x 10 one-click, as 8 x 8 has too few distinct tasks for 100;
8 x 8 reverse) it writes `sheet -n 100` as HTML and PDF, then opens the HTML RUNS times (default
5) in a fresh headless Chromium and reads the browser's own paint timings
(performance.getEntriesByType('paint'): first-paint and first-contentful-paint), the load event,
and when the play script was done (DOMContentLoaded end: the play script runs last in the body;
it sets up the one puzzle a long sheet shows). Prints medians in milliseconds.
"""
import os
import statistics
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

PAPERMINES = sys.argv[1] if len(sys.argv) > 1 else "build/papermines"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5


def browser(profile):
    opts = webdriver.ChromeOptions()
    opts.binary_location = "/usr/bin/chromium"
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
              "--disable-background-networking", "--disable-component-update", "--disable-sync",
              "--user-data-dir=" + profile, "--window-size=1400,1000"):
        opts.add_argument(a)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)


def main():
    tmp = tempfile.mkdtemp(prefix="papermines-paint-")
    kinds = [("paper", ["--size", "10x10"]), ("oneclick", ["--size", "10x10"]),
             ("reverse", ["--size", "8x8", "--difficulty", "any"])]
    print("%-9s %9s %9s %9s %7s %7s %7s %7s" % ("kind", "html B", "B/puzzle", "pdf B/pz",
                                                 "FP ms", "FCP ms", "load", "script"))
    for kind, extra in kinds:
        html = os.path.join(tmp, kind + ".html")
        pdf = os.path.join(tmp, kind + ".pdf")
        for out in (html, pdf):
            subprocess.run([PAPERMINES, "sheet", "--kind", kind, "-n", "100", *extra, "-o", out],
                           check=True)
        size, pdf_size = os.path.getsize(html), os.path.getsize(pdf)
        fp, fcp, load, script = [], [], [], []
        for run in range(RUNS):
            d = browser(os.path.join(tmp, "profile-%s-%d" % (kind, run)))
            try:
                d.get("file://" + html)
                t = d.execute_script("""
                  var p = {}; performance.getEntriesByType('paint').forEach(function (e) {
                    p[e.name] = e.startTime; });
                  var nav = performance.getEntriesByType('navigation')[0];
                  return [p['first-paint'], p['first-contentful-paint'], nav.loadEventEnd,
                          document.documentElement.getAttribute('data-ready')];""")
                assert t[3] == "1", "the play script did not finish"
                fp.append(t[0])
                fcp.append(t[1])
                load.append(t[2])
                script.append(d.execute_script(
                    "return performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd"))
            finally:
                d.quit()
        print("%-9s %9d %9d %9d %7.0f %7.0f %7.0f %7.0f" % (
            kind, size, size // 100, pdf_size // 100, statistics.median(fp),
            statistics.median(fcp), statistics.median(load), statistics.median(script)))


if __name__ == "__main__":
    main()
