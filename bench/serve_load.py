#!/usr/bin/python3
"""A bounded load test of `papermines serve` on loopback, and its latency against the CLI.

Usage: bench/serve_load.py [PAPERMINES] [--clients 50] [--seconds 30] [--workers 2] [--queue 8]

1. Starts the server on a free loopback port (--rate-limit 0: one address sends everything), with
   a TMPDIR of its own.
2. Load: CLIENTS threads for SECONDS, each in a loop sending either the default sheet
   (POST /api/sheet {}) or a solve of a 20x20 puzzle (POST /api/solve), alternately. Every answer
   must be 200, or 503 with Retry-After (the pool is full); anything else fails the run. The
   server's resident memory is sampled every second (VmRSS) and its peak read at the end (VmHWM).
3. Reports p50/p99 latency of each request kind among the 200s, the 503 share, requests a
   second, memory at the start, middle and end of the run and its peak, and whether any file was
   left in the server's TMPDIR (a failure).
4. Latency of the default sheet one request at a time through the API against `papermines sheet`
   as a whole process (start-up included), measured alternately in the same run.
Exits 1 when any check fails.
"""
import argparse
import http.client
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time


def percentile(values, p):
    if not values:
        return float("nan")
    s = sorted(values)
    k = min(len(s) - 1, max(0, int(round(p / 100.0 * (len(s) - 1)))))
    return s[k]


def rss_kb(pid, field="VmRSS"):
    with open("/proc/%d/status" % pid) as f:
        m = re.search(r"^%s:\s+(\d+) kB" % field, f.read(), re.M)
    return int(m.group(1)) if m else 0


def post(port, path, body, timeout=120, source=None):
    """`source`: the client's own loopback address (127.0.0.2 ...), so that each load client is a
    client of its own to the server's per-address limits, as pupils on a school network are."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                      source_address=(source, 0) if source else None)
    t = time.perf_counter()
    conn.request("POST", path, body=body)
    r = conn.getresponse()
    data = r.read()
    dt = time.perf_counter() - t
    headers = {k.lower(): v for k, v in r.getheaders()}
    conn.close()
    return r.status, headers, data, dt


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("papermines", nargs="?", default="build/papermines")
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=30)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--queue", type=int, default=8)
    ap.add_argument("--compare-runs", type=int, default=20)
    a = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="papermines-load-")
    server_tmp = os.path.join(tmp, "server-tmp")
    os.makedirs(server_tmp)
    puzzle = subprocess.run([a.papermines, "gen", "paper", "--size", "20x20", "-n", "1", "-s",
                             "7", "-q"], capture_output=True, text=True)
    if puzzle.returncode != 0:
        sys.exit("cannot make the 20x20 puzzle: " + puzzle.stderr)
    solve_body = puzzle.stdout.encode()
    proc = subprocess.Popen([a.papermines, "serve", "--listen", "127.0.0.1:0", "--rate-limit",
                             "0", "--workers", str(a.workers), "--queue", str(a.queue)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, TMPDIR=server_tmp))
    port = int(re.search(r":(\d+)/", proc.stdout.readline()).group(1))
    failures = []

    # -- the load ----------------------------------------------------------------------------
    lock = threading.Lock()
    lat = {"sheet": [], "solve": []}
    counts = {}
    stop_at = time.time() + a.seconds
    mem = []

    def client(k):
        i = k
        while time.time() < stop_at:
            kind = "sheet" if i % 2 == 0 else "solve"
            i += 1
            try:
                src = "127.0.%d.%d" % (1 + k // 250, 2 + k % 250)
                status, headers, data, dt = (
                    post(port, "/api/sheet", b"{}", source=src) if kind == "sheet"
                    else post(port, "/api/solve", solve_body, source=src))
            except Exception as e:  # a refused or broken connection is a failure too
                with lock:
                    failures.append("%s: %s" % (kind, e))
                continue
            with lock:
                counts[status] = counts.get(status, 0) + 1
                if status == 200:
                    lat[kind].append(dt)
                elif status == 503 and "retry-after" in headers:
                    time.sleep(min(0.2, float(headers["retry-after"])))
                else:
                    failures.append("%s: HTTP %d %r" % (kind, status, data[:200]))

    mem.append(rss_kb(proc.pid))
    threads = [threading.Thread(target=client, args=(k,)) for k in range(a.clients)]
    t0 = time.time()
    for t in threads:
        t.start()
    while any(t.is_alive() for t in threads):
        time.sleep(1)
        mem.append(rss_kb(proc.pid))
    elapsed = time.time() - t0
    peak = rss_kb(proc.pid, "VmHWM")
    total = sum(counts.values())

    # -- one at a time: the API against the whole CLI process -----------------------------------
    api, cli = [], []
    out = os.path.join(tmp, "cli.pdf")
    for _ in range(a.compare_runs):
        status, _, _, dt = post(port, "/api/sheet", b"{}")
        if status == 200:
            api.append(dt)
        t = time.perf_counter()
        r = subprocess.run([a.papermines, "sheet", "-q", "-o", out], capture_output=True)
        cli.append(time.perf_counter() - t)
        if r.returncode != 0:
            failures.append("papermines sheet failed: %r" % r.stderr[:200])

    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=120)
    if proc.returncode != 0:
        failures.append("serve exited %d: %s" % (proc.returncode, err))
    left = os.listdir(server_tmp)
    if left:
        failures.append("files left in the server's TMPDIR: %s" % left)
    shutil.rmtree(tmp, ignore_errors=True)

    ms = lambda s: "%.0f ms" % (s * 1000)
    print("load: %d clients, %.0f s, workers %d, queue %d: %d requests (%.1f/s), statuses %s" %
          (a.clients, elapsed, a.workers, a.queue, total, total / elapsed,
           json.dumps({str(k): v for k, v in sorted(counts.items())})))
    for kind, name in (("sheet", "default sheet (PDF)"), ("solve", "solve of a 20x20 puzzle")):
        print("  %-26s %5d answered: p50 %s, p99 %s" % (name, len(lat[kind]),
              ms(percentile(lat[kind], 50)), ms(percentile(lat[kind], 99))))
    third = max(1, len(mem) // 3)
    print("  memory (VmRSS): start %d MB, after a third %d MB, end %d MB; peak (VmHWM) %d MB" %
          (mem[0] // 1024, mem[third] // 1024, mem[-1] // 1024, peak // 1024))
    print("  files left in TMPDIR: %d" % len(left))
    print("one at a time, %d runs each, alternating: default sheet through the API median %s "
          "(p90 %s); `papermines sheet` as a process median %s (p90 %s): the API takes %.2fx "
          "the process's time" % (a.compare_runs, ms(statistics.median(api)),
                                  ms(percentile(api, 90)), ms(statistics.median(cli)),
                                  ms(percentile(cli, 90)),
                                  statistics.median(api) / statistics.median(cli)))
    if failures:
        print("FAILED:\n  " + "\n  ".join(failures[:20]))
        sys.exit(1)


if __name__ == "__main__":
    main()
