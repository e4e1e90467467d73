"""Starting and stopping `papermines serve` for the tests: on loopback, on a free port the server
picks itself (--listen 127.0.0.1:0; the port is read from its first line), with its own TMPDIR so
a test can see that nothing is left behind. Requests go through http.client (no proxy)."""
import http.client
import json
import os
import re
import resource
import signal
import subprocess
import tempfile
import time


class Server:
    def __init__(self, papermines, *args, environ=None, tmpdir=None, open_files=None):
        """`environ`: the server's environment instead of this process's; `tmpdir`: its TMPDIR
        instead of its own fresh folder; `open_files`: its limit of open descriptors
        (RLIMIT_NOFILE)."""
        self.tmp = tempfile.mkdtemp(prefix="papermines-serve-")
        env = dict(os.environ if environ is None else environ, TMPDIR=tmpdir or self.tmp)
        self.supp = None
        if open_files:
            # Under UBSan (the sanitizer suite), the check of a virtual call probes the vtable's
            # memory through a pipe (GCC 12's runtime, IsAccessibleMemoryRange); with every
            # descriptor in use the pipe fails and the call is reported as "invalid vptr". That
            # check cannot work in a process that is out of descriptors, so a server started
            # short of them runs without it; every other check stays on.
            fd, self.supp = tempfile.mkstemp(prefix="papermines-ubsan-", suffix=".supp")
            with os.fdopen(fd, "w") as f:
                f.write("vptr:*\n")
            env["UBSAN_OPTIONS"] = ":".join(x for x in (env.get("UBSAN_OPTIONS"),
                                                        "suppressions=" + self.supp) if x)

        def limits():
            if open_files:
                resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))

        self.proc = subprocess.Popen([papermines, "serve", "--listen", "127.0.0.1:0", *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     env=env, preexec_fn=limits)
        line = self.proc.stdout.readline()
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not m:
            self.proc.kill()
            raise AssertionError("serve did not say where it listens: %r %r" %
                                 (line, self.proc.stderr.read()))
        self.first_line = line
        self.port = int(m.group(1))
        self.base = "http://127.0.0.1:%d" % self.port

    def request(self, method, path, body=None, headers=None, timeout=120, source=None):
        """`source`: the client's own address (127.0.0.2 ... are loopback too): another client."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout,
                                          source_address=(source, 0) if source else None)
        if isinstance(body, (dict, list)):
            body = json.dumps(body)
        if isinstance(body, str):
            body = body.encode()
        conn.request(method, path, body=body, headers=headers or {})
        r = conn.getresponse()
        data = r.read()
        conn.close()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, data

    def post(self, path, body, **kw):
        return self.request("POST", path, body, **kw)

    def get(self, path, **kw):
        return self.request("GET", path, **kw)

    def stop(self, sig=signal.SIGTERM):
        """Stops the server with `sig`; returns (exit status, rest of stdout, stderr)."""
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        out, err = self.proc.communicate(timeout=120)
        return self.proc.returncode, out, err

    def leftovers(self):
        return os.listdir(self.tmp)

    def cleanup(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        for name in os.listdir(self.tmp):
            os.remove(os.path.join(self.tmp, name))
        os.rmdir(self.tmp)
        if self.supp:
            os.remove(self.supp)


def wait_until(cond, seconds=30):
    end = time.time() + seconds
    while time.time() < end:
        if cond():
            return True
        time.sleep(0.02)
    return False


def png_of_grid(grid, scale=4):
    """A grayscale PNG of `grid` (rows of '#' black and '.' white), each cell scale x scale
    pixels: a picture for the mosaic tests, written here with zlib (no imaging library)."""
    import struct
    import zlib

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff))

    rows = grid.strip().split("\n")
    width, height = len(rows[0]) * scale, len(rows) * scale
    raw = b""
    for row in rows:
        line = b"\0" + b"".join((b"\0" if c == "#" else b"\xff") * scale for c in row)
        raw += line * scale
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
