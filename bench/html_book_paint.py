#!/usr/bin/python3
"""A 200-puzzle book as one playable page: bytes per puzzle and time to first paint in headless
Chromium (WebDriver), for one or more papermines binaries measured in the same run (interleaved,
so a noisy machine hurts each the same).

Usage: bench/html_book_paint.py [--runs N] [--width PX] PAPERMINES [PEER ...]

Each binary writes the same book (four sections of fifty 10 x 10 paper puzzles: easy, medium, hard,
any; same seed) with `book SPEC -o OUT.html`; every run opens it in a fresh headless Chromium and
reads the browser's paint timings (performance.getEntriesByType('paint')) and the moment the play
script is done (DOMContentLoaded end: it runs last in the body). Prints medians in milliseconds,
and each peer's ratio to the first binary. Example (the page before issue 27 as the peer):

    git worktree add /tmp/base 2a2ac38 && (build it there)
    bench/html_book_paint.py build/papermines /tmp/base/build/papermines
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

SPEC = {"title": "Two hundred", "seed": 7, "sections": [
    {"title": t, "kind": "paper", "size": "10x10", "count": 50,
     **({"difficulty": t.lower()} if t != "Any" else {})}
    for t in ("Easy", "Medium", "Hard", "Any")]}


def browser(profile, width):
    opts = webdriver.ChromeOptions()
    opts.binary_location = "/usr/bin/chromium"
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
              "--disable-background-networking", "--disable-component-update", "--disable-sync",
              "--user-data-dir=" + profile, "--window-size=%d,1000" % width):
        opts.add_argument(a)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--width", type=int, default=1200)
    ap.add_argument("binaries", nargs="+")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="papermines-bookpaint-")
    spec = os.path.join(tmp, "book.json")
    with open(spec, "w") as f:
        json.dump(SPEC, f)
    pages = []
    for k, binary in enumerate(args.binaries):
        html = os.path.join(tmp, "book-%d.html" % k)
        subprocess.run([binary, "book", spec, "-o", html], check=True)
        pages.append(html)
    times = [{"fp": [], "fcp": [], "script": []} for _ in pages]
    for run in range(args.runs):
        for k, html in enumerate(pages):
            d = browser(os.path.join(tmp, "profile-%d-%d" % (k, run)), args.width)
            try:
                d.get("file://" + html)
                t = d.execute_script("""
                  var p = {}; performance.getEntriesByType('paint').forEach(function (e) {
                    p[e.name] = e.startTime; });
                  var nav = performance.getEntriesByType('navigation')[0];
                  return [p['first-paint'], p['first-contentful-paint'],
                          nav.domContentLoadedEventEnd,
                          document.documentElement.getAttribute('data-ready')];""")
                assert t[3] == "1", "the play script did not finish"
                times[k]["fp"].append(t[0])
                times[k]["fcp"].append(t[1])
                times[k]["script"].append(t[2])
            finally:
                d.quit()
    print("%-40s %9s %9s %7s %7s %7s %7s" % ("binary", "html B", "B/puzzle", "FP ms", "FCP ms",
                                              "script", "FP/1st"))
    first_fp = None
    for k, binary in enumerate(args.binaries):
        size = os.path.getsize(pages[k])
        fp = statistics.median(times[k]["fp"])
        first_fp = first_fp or fp
        print("%-40s %9d %9d %7.0f %7.0f %7.0f %7.2f" % (
            binary[-40:], size, size // 200, fp, statistics.median(times[k]["fcp"]),
            statistics.median(times[k]["script"]), fp / first_fp))
        print("%-40s FP runs: %s" % ("", " ".join("%.0f" % v for v in times[k]["fp"])))


if __name__ == "__main__":
    main()
