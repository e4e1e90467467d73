#!/usr/bin/python3
"""papermines serve through its JSON API, on loopback, on a port the server picks.

Usage: api_test.py PAPERMINES

Checks the answers (the default sheet's PDF is the CLI's PDF byte for byte; /api/solve answers
what `solve --json` prints), that every class of bad input the CLI refuses is a JSON error with
the CLI's own message and a location (never a 500), the limits (body cap 413, the pool's 503 with
Retry-After, the time limit, the per-client rate limit 429), the pages' CSP, and a clean stop on
SIGTERM and SIGINT (exit 0, the request in flight answered, nothing left in TMPDIR).
"""
import base64
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_common import Server, png_of_grid, wait_until  # noqa: E402

PAPERMINES = sys.argv[1] if len(sys.argv) > 1 else "build/papermines"
# A reproducible run (app/seed.h): the server and the CLI take seed 1 where none is given, so their
# answers are compared byte for byte; test_fresh_seeds runs a server without it. The date is the
# default one (2026-01-01).
FRESH_ENVIRON = {k: v for k, v in os.environ.items() if k != "SOURCE_DATE_EPOCH"}
os.environ["SOURCE_DATE_EPOCH"] = "1767225600"
# A job that keeps one worker busy for a while on this machine (expert tables take a climb).
SLOW_SHEET = {"difficulty": "expert", "size": "16x16", "count": 12}


def cli(*args, stdin=None):
    return subprocess.run([PAPERMINES, *args], input=stdin, capture_output=True)


def cli_error(*args):
    """The one-line message the CLI prints for a bad command line, without its frame."""
    r = cli(*args)
    assert r.returncode == 2, (args, r.returncode, r.stderr)
    line = r.stderr.decode().strip()
    line = re.sub(r"^papermines: error: ", "", line)
    return re.sub(r" \(see 'papermines [a-z ]+--help'\)$", "", line)


class ApiTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Server(PAPERMINES, "--rate-limit", "0")
        cls.tmp = tempfile.mkdtemp(prefix="papermines-api-")

    @classmethod
    def tearDownClass(cls):
        code, _, err = cls.server.stop()
        leftovers = cls.server.leftovers()
        cls.server.cleanup()
        shutil.rmtree(cls.tmp, ignore_errors=True)
        assert code == 0, (code, err)
        assert leftovers == [], leftovers

    def json_error(self, status, headers, body, want_status=400):
        self.assertEqual(status, want_status, body)
        self.assertTrue(headers["content-type"].startswith("application/json"), headers)
        doc = json.loads(body)
        self.assertIsInstance(doc["error"], str)
        self.assertNotIn("\n", doc["error"])
        return doc

    # -- answers --------------------------------------------------------------------------------
    def test_healthz(self):
        status, headers, body = self.server.get("/healthz")
        self.assertEqual(status, 200)
        self.assertEqual(json.loads(body)["status"], "ok")

    def test_default_sheet_is_the_cli_sheet(self):
        status, headers, pdf = self.server.post("/api/sheet", {})
        self.assertEqual(status, 200, pdf[:300])
        self.assertEqual(headers["content-type"], "application/pdf")
        self.assertIn("attachment", headers["content-disposition"])
        path = os.path.join(self.tmp, "api.pdf")
        with open(path, "wb") as f:
            f.write(pdf)
        self.assertEqual(subprocess.run(["qpdf", "--check", path], capture_output=True).returncode,
                         0)
        info = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
        # `sheet`'s default: the puzzles to -o, the key in a file of its own (`-key`), which the
        # API answers to {"answers": "only"} under that name.
        self.assertRegex(info, r"Pages:\s+1\n")
        self.assertIn('filename="worksheet.pdf"', headers["content-disposition"])
        ref = os.path.join(self.tmp, "cli.pdf")
        r = cli("sheet", "-q", "-o", ref)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(ref, "rb") as f:
            self.assertEqual(f.read(), pdf, "the API's default sheet differs from `papermines sheet`")
        status, headers, key = self.server.post("/api/sheet", {"answers": "only"})
        self.assertEqual(status, 200, key[:300])
        self.assertIn('filename="worksheet-key.pdf"', headers["content-disposition"])
        with open(os.path.join(self.tmp, "cli-key.pdf"), "rb") as f:
            self.assertEqual(f.read(), key, "the API's key differs from `papermines sheet`'s")
        status, _, after = self.server.post("/api/sheet", {"answers": "after"})
        ref_after = os.path.join(self.tmp, "cli-after.pdf")
        self.assertEqual(cli("sheet", "-q", "--answers", "after", "-o", ref_after).returncode, 0)
        with open(ref_after, "rb") as f:
            self.assertEqual(f.read(), after)
        # The ids of the sheet come back in a header and are the CLI's.
        ids = headers["x-puzzle-ids"].split(" ")
        self.assertEqual(len(ids), 6)
        r = cli("sheet", "-q", "-o", os.path.join(self.tmp, "x.pdf"), "--save",
                os.path.join(self.tmp, "x.mines"))
        with open(os.path.join(self.tmp, "x.mines")) as f:
            self.assertEqual(re.findall(r"^id (\S+)$", f.read(), re.M), ids)

    def test_fresh_seeds(self):
        # Without SOURCE_DATE_EPOCH each sheet request without "seed" takes a fresh one, said in
        # X-Seed and printed on the key; that seed makes the same sheet again, the CLI's too.
        server = Server(PAPERMINES, "--rate-limit", "0", environ=FRESH_ENVIRON)
        try:
            req = {"count": 2, "size": "6x6", "difficulty": "easy"}
            seeds, ids = [], []
            for _ in range(3):
                status, headers, _ = server.post("/api/sheet", dict(req, format="mines"))
                self.assertEqual(status, 200)
                seeds.append(headers["x-seed"])
                ids.append(headers["x-puzzle-ids"])
            self.assertGreater(len(set(seeds)), 1, seeds)
            self.assertGreater(len(set(ids)), 1, ids)
            again = dict(req, seed=int(seeds[0]))
            status, headers, _ = server.post("/api/sheet", dict(again, format="mines"))
            self.assertEqual((headers["x-seed"], headers["x-puzzle-ids"]), (seeds[0], ids[0]))
            status, _, pdf = server.post("/api/sheet", again)
            status, _, key = server.post("/api/sheet", dict(again, answers="only"))
            ref = os.path.join(self.tmp, "fresh.pdf")
            r = subprocess.run([PAPERMINES, "sheet", "-q", "-n", "2", "--size", "6x6", "-d",
                                "easy", "--seed", seeds[0], "-o", ref], env=FRESH_ENVIRON,
                               capture_output=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(ref, "rb") as f:
                self.assertEqual(f.read(), pdf)
            with open(os.path.join(self.tmp, "fresh-key.pdf"), "rb") as f:
                self.assertEqual(f.read(), key)
            text = subprocess.run(["pdftotext", "-", "-"], input=key, capture_output=True).stdout
            self.assertIn(b"Seed " + seeds[0].encode(), text)
        finally:
            server.stop()
            server.cleanup()

    def test_sheet_formats(self):
        req = {"kind": "reverse", "count": 4, "size": "8x8", "difficulty": "any"}
        status, headers, body = self.server.post("/api/sheet", dict(req, format="mines"))
        self.assertEqual(status, 200, body)
        self.assertEqual(body.decode().count("puzzle reverse"), 4)
        status, headers, body = self.server.post("/api/sheet", dict(req, format="html"))
        self.assertEqual(status, 200, body[:300])
        self.assertTrue(headers["content-type"].startswith("text/html"))
        self.assertEqual(body.decode().count("data-puzzle-id="), 4)
        status, headers, body = self.server.post("/api/sheet", dict(req, format="png", page=2, answers="after"))
        self.assertEqual(status, 200, body[:300])
        self.assertEqual(body[:8], b"\x89PNG\r\n\x1a\n")
        status, headers, body = self.server.post("/api/sheet", dict(req, format="svg"))
        self.assertEqual(status, 200, body[:300])
        self.assertIn(b"<svg", body[:400])
        # Every sheet option is passed on: the page's language is the request's.
        status, headers, body = self.server.post("/api/sheet", {"count": 1, "lang": "de"})
        self.assertEqual(status, 200, body[:300])
        path = os.path.join(self.tmp, "de.pdf")
        with open(path, "wb") as f:
            f.write(body)
        ref = os.path.join(self.tmp, "de-cli.pdf")
        self.assertEqual(cli("sheet", "-q", "-n", "1", "--lang", "de", "-o", ref).returncode, 0)
        with open(ref, "rb") as f:
            self.assertEqual(f.read(), body)
        text = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        self.assertNotIn("Paper Minesweeper", text)
        status, headers, body = self.server.post("/api/generate", {"kind": "oneclick", "count": 3})
        self.assertEqual(status, 200, body)
        self.assertEqual(body.decode().count("puzzle oneclick"), 3)
        # The player: the same sheet as a playable page, from the query.
        import urllib.parse
        status, headers, body = self.server.get("/play?sheet=" + urllib.parse.quote(json.dumps(req)))
        self.assertEqual(status, 200, body[:300])
        self.assertEqual(body.decode().count("data-puzzle-id="), 4)

    def test_sheet_rating_is_the_cli_rating(self):
        req = {"rating": "5-6.9", "count": 2, "show-rating": True}
        status, headers, pdf = self.server.post("/api/sheet", req)
        self.assertEqual(status, 200, pdf[:300])
        ids = headers["x-puzzle-ids"].split(" ")
        self.assertEqual(len(ids), 2)
        for i in ids:
            self.assertIn("-r50to69-", i)  # the range is in the id: `sheet --id` makes it again
        ref = os.path.join(self.tmp, "rating.pdf")
        r = cli("sheet", "-q", "--rating", "5-6.9", "-n", "2", "--show-rating", "-o", ref)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(ref, "rb") as f:
            self.assertEqual(f.read(), pdf, "the API's rating sheet differs from the CLI's")
        text = subprocess.run(["pdftotext", ref, "-"], capture_output=True, text=True).stdout
        ratings = [float(x) for x in re.findall(r"rating (\d+(?:\.\d)?)", text)]
        self.assertTrue(ratings, text[:500])
        for x in ratings:
            self.assertTrue(5.0 <= x <= 6.9, ratings)

    def test_sheet_rules_is_the_cli_rules(self):
        status, _, pdf = self.server.post("/api/sheet", {"count": 1, "rules": "none"})
        self.assertEqual(status, 200, pdf[:300])
        ref = os.path.join(self.tmp, "rules.pdf")
        r = cli("sheet", "-q", "-n", "1", "--rules", "none", "-o", ref)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(ref, "rb") as f:
            self.assertEqual(f.read(), pdf)

    def test_font_warnings_go_to_the_client(self):
        # The CLI warns on stderr and makes the sheet; the server makes it and hands the same
        # warning to the client (X-Warnings, percent-encoded), not to its own terminal.
        import urllib.parse
        status, headers, body = self.server.post(
            "/api/sheet", {"font": "No Such Font Family", "count": 1, "format": "svg"})
        self.assertEqual(status, 200, body[:300])
        got = urllib.parse.unquote(headers["x-warnings"]).split("\n")
        r = cli("sheet", "-q", "-n", "1", "--font", "No Such Font Family", "-o",
                os.path.join(self.tmp, "font.svg"))
        self.assertEqual(r.returncode, 0, r.stderr)
        want = [re.sub(r"^papermines: warning: ", "", l)
                for l in r.stderr.decode().splitlines() if l.startswith("papermines: warning:")]
        self.assertTrue(want)
        self.assertEqual(got, want)
        status, headers, _ = self.server.post("/api/sheet", {"count": 1, "format": "svg"})
        self.assertNotIn("x-warnings", headers)

    def test_book_warnings_go_to_the_client(self):
        # Whatever `book` warns of on stderr (a font that is not installed, a cover for a book
        # too thin for print services) reaches the client: X-Warnings on the book, "warnings" in
        # a job's status and X-Warnings on its result, the CLI's lines exactly.
        import urllib.parse
        spec = {"title": "Warned", "font": "No Such Font Family",
                "sections": [{"title": "A", "kind": "paper", "size": "8x8", "count": 4}]}
        spec_path = os.path.join(self.tmp, "warned.json")
        with open(spec_path, "w") as f:
            json.dump(spec, f)
        r = cli("book", "-q", spec_path, "-o", os.path.join(self.tmp, "warned.pdf"), "--cover",
                os.path.join(self.tmp, "warned-cover.pdf"))
        self.assertEqual(r.returncode, 0, r.stderr)
        want = [re.sub(r"^papermines: warning: ", "", l)
                for l in r.stderr.decode().splitlines() if l.startswith("papermines: warning:")]
        self.assertTrue(any("No Such Font Family" in w for w in want), want)
        self.assertTrue(any("cover" in w for w in want), want)
        status, headers, body = self.server.post("/api/book?cover=1", spec)
        self.assertEqual(status, 200, body[:300])
        self.assertEqual(sorted(urllib.parse.unquote(headers["x-warnings"]).split("\n")),
                         sorted(want))
        status, _, body = self.server.post("/api/book/jobs?cover=1", spec)
        self.assertEqual(status, 202, body)
        job = json.loads(body)["job"]
        self.assertTrue(wait_until(lambda: json.loads(self.server.get(
            "/api/book/jobs/" + job)[2])["state"] in ("done", "error"), 120))
        st = json.loads(self.server.get("/api/book/jobs/" + job)[2])
        self.assertEqual(st["state"], "done", st)
        self.assertEqual(sorted(st["warnings"]), sorted(want))
        status, headers, _ = self.server.get("/api/book/jobs/%s/result" % job)
        self.assertEqual(status, 200)
        self.assertEqual(sorted(urllib.parse.unquote(headers["x-warnings"]).split("\n")),
                         sorted(want))
        # A book with nothing to warn of has no header and an empty list.
        plain = {"sections": [{"title": "A", "kind": "paper", "size": "8x8", "count": 4}]}
        status, headers, body = self.server.post("/api/book", plain)
        self.assertEqual(status, 200, body[:300])
        self.assertNotIn("x-warnings", headers)

    def test_languages_follow_accept_language(self):
        def preferred(header):
            status, headers, body = self.server.get(
                "/api/languages", headers={"Accept-Language": header} if header else {})
            self.assertEqual(status, 200, body)
            self.assertIn("Accept-Language", headers.get("vary", ""))
            return json.loads(body)
        doc = preferred("fr-CH, fr;q=0.9, en;q=0.8")
        self.assertEqual(doc["default"], "fr")
        codes = [l["code"] for l in doc["languages"]]
        self.assertEqual(codes[0], "en")
        for code in ("pt", "es", "fr", "de", "it", "nl", "pl", "ru", "uk", "tr", "ja", "zh", "ar",
                     "he"):
            self.assertIn(code, codes)
        self.assertTrue(next(l for l in doc["languages"] if l["code"] == "ar")["rtl"])
        # Weights, not order; unknown and refused (q=0) ranges are passed over.
        self.assertEqual(preferred("xx, de;q=0.5, pt-BR;q=0.7")["default"], "pt")
        self.assertEqual(preferred("ja;q=0, zh-CN;q=0.2")["default"], "zh")
        # Nothing we have (or no header): the server's own default, its environment's (C: en).
        self.assertEqual(preferred("xx-YY, *;q=0.1")["default"], preferred(None)["default"])
        self.assertEqual(preferred("<script>")["default"], preferred(None)["default"])
        # The player speaks the browser's language when the sheet names none.
        status, _, body = self.server.get("/play", headers={"Accept-Language": "de"})
        self.assertEqual(status, 200, body[:300])
        self.assertIn('lang="de"', body.decode()[:2000])

    def test_pages_speak_the_language(self):
        # Every word of the pages comes from the catalogues: the German and Arabic pages hold
        # their language's words where the English page has its own, no English UI text is left
        # (paper names and the brand aside), Arabic is right to left, and the scripts' words
        # come along translated. The language: ?lang=, else the chooser's cookie, else
        # Accept-Language.
        from html.parser import HTMLParser

        class Words(HTMLParser):
            def __init__(self):
                super().__init__()
                self.words, self.skip = [], 0

            def handle_starttag(self, tag, attrs):
                if tag in ("script", "style", "code"):
                    self.skip += 1
                for k, v in attrs:
                    if k in ("alt", "aria-label", "title", "placeholder") and v:
                        self.words.append(v)

            def handle_endtag(self, tag):
                if tag in ("script", "style", "code"):
                    self.skip -= 1

            def handle_data(self, data):
                if not self.skip and data.strip():
                    self.words.append(" ".join(data.split()))

        def page(path, **headers):
            status, hdrs, body = self.server.get(path, headers=headers)
            self.assertEqual(status, 200, body[:300])
            return hdrs, body.decode()

        def words(text):
            w = Words()
            w.feed(text)
            return w.words

        same = {"A4", "A5", "US Letter", "US Legal", "papermines", "−", "+"}
        native = {"English", "العربية", "Deutsch", "Español", "Français", "עברית", "Italiano",
                  "日本語", "Nederlands", "Polski", "Português", "Русский", "Türkçe", "Українська",
                  "简体中文"}
        for path in ("/", "/editor", "/book"):
            _, english = page(path, **{"Accept-Language": "en"})
            self.assertIn('<html lang="en" dir="ltr">', english)
            for lang, sample in (("de", "Rätsel-Editor"), ("ar", "محرر الألغاز")):
                hdrs, text = page(path, **{"Accept-Language": lang})
                self.assertEqual(hdrs.get("content-language"), lang)
                self.assertIn('<html lang="%s" dir="%s">' % (lang, "rtl" if lang == "ar" else "ltr"),
                              text)
                self.assertIn(sample, text)  # the top bar
                en_words, words_here = words(english), words(text)
                self.assertEqual(len(en_words), len(words_here), (path, lang))
                left = [(e, t) for e, t in zip(en_words, words_here)
                        if e == t and e not in same and e not in native]
                self.assertEqual(left, [], "English left on %s in %s" % (path, lang))
                if lang == "ar":  # no English word at all besides the allowed names
                    for w in words_here:
                        if w in same or w in native:
                            continue
                        self.assertFalse(re.search(r"\b(the|of|and|a|to|or|Download|Puzzle|Book|"
                                                   r"Grid|Rows|Columns|Page)\b", w), w)
                # The scripts' words, translated, for tr().
                self.assertIn('<script src="/messages.js?lang=%s" defer>' % lang, text)
                _, js = page("/messages.js?lang=" + lang)
                data = json.loads(re.search(r"window\.papermines\.messages = (.*);\n$", js,
                                            re.S).group(1))
                self.assertEqual(data["Unique: exactly one solution."],
                                 {"de": "Eindeutig: genau eine Lösung.",
                                  "ar": "وحيد: حل واحد بالضبط."}[lang])
        # ?lang= and the chooser's cookie come before the browser's language; an unknown one
        # counts as none.
        _, text = page("/editor?lang=fr", **{"Accept-Language": "de"})
        self.assertIn('<html lang="fr"', text)
        _, text = page("/editor", **{"Accept-Language": "de", "Cookie": "x=1; papermines-lang=ja"})
        self.assertIn('<html lang="ja"', text)
        _, text = page("/editor?lang=xx", **{"Accept-Language": "de",
                                              "Cookie": "papermines-lang=<b>"})
        self.assertIn('<html lang="de"', text)

    def test_book_cover(self):
        spec = {"title": "Cover test", "sections": [{"title": "A", "kind": "paper",
                                                     "size": "8x8", "count": 4}]}
        status, headers, cover = self.server.post("/api/book?cover=1", spec)
        self.assertEqual(status, 200, cover[:300])
        self.assertEqual(headers["content-type"], "application/pdf")
        self.assertIn("cover.pdf", headers["content-disposition"])
        # The cover `papermines book --cover` writes, byte for byte.
        spec_path = os.path.join(self.tmp, "cover-spec.json")
        with open(spec_path, "w") as f:
            json.dump(spec, f)
        book_path, cover_path = (os.path.join(self.tmp, n) for n in ("cb.pdf", "cc.pdf"))
        r = cli("book", "-q", spec_path, "-o", book_path, "--cover", cover_path)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(cover_path, "rb") as f:
            self.assertEqual(f.read(), cover)
        # Through a job: the book, then its cover.
        status, _, body = self.server.post("/api/book/jobs?cover=1", spec)
        self.assertEqual(status, 202, body)
        job = json.loads(body)["job"]
        self.assertTrue(wait_until(lambda: json.loads(self.server.get(
            "/api/book/jobs/" + job)[2])["state"] in ("done", "error"), 120))
        status, _, book = self.server.get("/api/book/jobs/%s/result" % job)
        self.assertEqual(status, 200)
        with open(book_path, "rb") as f:
            self.assertEqual(f.read(), book)
        status, _, again = self.server.get("/api/book/jobs/%s/cover" % job)
        self.assertEqual((status, again), (200, cover))
        # A job without ?cover=1 has none; a cover with the HTML page is refused.
        status, _, body = self.server.post("/api/book/jobs", spec)
        job = json.loads(body)["job"]
        self.assertTrue(wait_until(lambda: json.loads(self.server.get(
            "/api/book/jobs/" + job)[2])["state"] in ("done", "error"), 120))
        self.json_error(*self.server.get("/api/book/jobs/%s/cover" % job), 404)
        doc = self.json_error(*self.server.post("/api/book?cover=1&format=html", spec), 400)
        self.assertEqual(doc["location"], {"param": "cover"})

    def test_large_bodies_of_any_media_type(self):
        # `curl --data-binary @big.mines` sends application/x-www-form-urlencoded: a 100 x 100
        # puzzle (10 KiB, past cpp-httplib's own 8 KiB form limit) is read as it is, answered as
        # `solve --json` answers it; the --max-body limit still holds for it (413, JSON).
        rows = ["".join("0" if (r + c) % 2 == 0 else "." for c in range(100)) for r in range(100)]
        text = "puzzle paper\ntopology square 100 100\nclues\n" + "\n".join(rows) + "\nend\n"
        path = os.path.join(self.tmp, "chess100.mines")
        with open(path, "w") as f:
            f.write(text)
        form = {"Content-Type": "application/x-www-form-urlencoded"}
        status, _, body = self.server.post("/api/solve", text, headers=form)
        self.assertEqual(status, 200, body[:300])
        self.assertEqual(body, cli("solve", "--json", path).stdout)
        status, _, body = self.server.post("/api/solve", "x" * (2 << 20), headers=form)
        self.assertEqual(status, 413)
        self.assertIn("larger than the server allows", json.loads(body)["error"])

    def test_solve_is_solve_json(self):
        path = os.path.join(os.path.dirname(__file__), "..", "data", "cases", "paper_5x6.mines")
        with open(path) as f:
            text = f.read()
        status, headers, body = self.server.post("/api/solve", text)
        self.assertEqual(status, 200, body)
        self.assertEqual(body, cli("solve", "--json", path).stdout)
        # Two solutions: both come back, and differ.
        two = "puzzle paper\ntopology square 1 3\nclues\n. 1 .\nend\n"
        status, headers, body = self.server.post("/api/solve", two)
        doc = json.loads(body)["puzzles"][0]
        self.assertEqual(doc["status"], "multiple")
        self.assertEqual(len(doc["solutions"]), 2)
        self.assertNotEqual(doc["solutions"][0], doc["solutions"][1])
        # No solution: the clues that cannot all hold.
        none = "puzzle paper\ntopology square 1 3\nclues\n3 . .\nend\n"
        doc = json.loads(self.server.post("/api/solve", none)[2])["puzzles"][0]
        self.assertEqual(doc["status"], "none")
        self.assertTrue(doc["unsatisfiable"])
        # A puzz.link URL is a body too, and explain=1 adds the steps.
        url = cli("export", path).stdout.decode().strip()
        status, _, body = self.server.post("/api/solve?explain=1&labels=1", url)
        doc = json.loads(body)["puzzles"][0]
        self.assertEqual(doc["status"], "unique")
        self.assertTrue(doc["explanation"])

    def test_solve_proves_mosaics(self):
        # Mosaics are proved as `solve --json` proves them (the kinds solve/kinds.h says are
        # proved), with their steps; a one-click board is still skipped.
        path = os.path.join(os.path.dirname(__file__), "..", "data", "mosaic-pictures.mines")
        with open(path) as f:
            text = f.read()
        status, _, body = self.server.post("/api/solve", text)
        self.assertEqual(status, 200, body)
        self.assertEqual(body, cli("solve", "--json", path).stdout)
        docs = json.loads(body)["puzzles"]
        self.assertEqual([d["status"] for d in docs], ["unique", "unique"])
        status, _, body = self.server.post("/api/solve?explain=1&labels=1", text)
        self.assertEqual(body, cli("solve", "--json", "--explain", "--labels", path).stdout)
        english = json.loads(body)["puzzles"]
        self.assertTrue(english[0]["explanation"])
        # With ?lang= a mosaic's steps are in that language too (filled and empty cells), one
        # sentence per step, every cell the English step names named.
        for lang in ("de", "ar"):
            body = self.server.post("/api/solve?explain=1&labels=1&lang=" + lang, text)[2]
            docs = json.loads(body)["puzzles"]
            for en, doc in zip(english, docs):
                self.assertEqual(doc["solutions"], en["solutions"])
                self.assertEqual(len(doc["explanation"]), len(en["explanation"]), lang)
                for e, t in zip(en["explanation"], doc["explanation"]):
                    self.assertNotEqual(e, t, lang)
                    self.assertNotIn("filled", t, lang)
                    for label in re.findall(r"\b[A-Z]+[0-9]+\b", e):
                        self.assertIn(label, t, "%s: %r -> %r" % (lang, e, t))
        board = cli("gen", "oneclick", "-r", "3", "-c", "3", "--mines", "1").stdout
        doc = json.loads(self.server.post("/api/solve", board)[2])["puzzles"][0]
        self.assertEqual(doc["status"], "skipped")

    def test_sheet_of_a_picture(self):
        # "kind": "mosaic" with "image" (a PNG as a data: URL, or a text grid) and "threshold":
        # one mosaic whose solution is the picture, the one `gen mosaic --image` makes.
        heart = ("..........\n..##..##..\n.########.\n.########.\n.########.\n"
                 "..######..\n...####...\n....##....\n..........\n..........\n")
        png = png_of_grid(heart, 3)
        url = "data:image/png;base64," + base64.b64encode(png).decode()
        path = os.path.join(self.tmp, "heart.png")
        with open(path, "wb") as f:
            f.write(png)
        for image in (url, heart):
            request = {"kind": "mosaic", "image": image, "size": "10x10", "seed": 5,
                       "difficulty": "easy", "format": "mines"}
            status, headers, body = self.server.post("/api/sheet", request)
            self.assertEqual(status, 200, body)
            text = body.decode()
            self.assertEqual(text.count("puzzle mosaic"), 1, text)
            solution = text.split("solution\n")[1].split("end")[0]
            grid = "".join(line.replace(" ", "").replace("*", "#").replace("-", ".") + "\n"
                           for line in solution.strip().split("\n"))
            self.assertEqual(grid, heart)
            self.assertEqual(headers["x-seed"], "5")
            made = cli("gen", "mosaic", "-q", "--image", path, "--size", "10x10", "--seed", "5",
                       "--difficulty", "easy").stdout.decode()
            self.assertEqual(text.split("clues")[1], made.split("clues")[1])
        # A threshold of 0 fills nothing: no picture to pin down, every cell empty.
        status, _, body = self.server.post("/api/sheet", {"kind": "mosaic", "image": url,
                                                          "threshold": 0, "size": "5x5",
                                                          "difficulty": "any",
                                                          "format": "mines"})
        self.assertEqual(status, 200, body)
        self.assertNotIn(b"*", body.split(b"solution")[1])
        # The sheet itself: a PDF of the puzzle and its key.
        status, headers, body = self.server.post("/api/sheet", {"kind": "mosaic", "image": url,
                                                                "size": "10x10",
                                                                "answers": "after"})
        self.assertEqual(status, 200, body[:300])
        self.assertEqual(headers["content-type"], "application/pdf")
        # A picture no set of clues pins down: the generator's reason, naming the cells, at the
        # picture's field.
        status, headers, body = self.server.post("/api/sheet", {"kind": "mosaic",
                                                                "image": "#.\n..\n"})
        doc = self.json_error(status, headers, body, 422)
        self.assertEqual(doc["location"], {"key": "image"})
        self.assertIn("4 undecided cells: A1, B1, A2, B2", doc["error"])
        self.assertTrue(doc["error"].startswith("the picture: "), doc["error"])
        # The form's rows: the picture and its threshold are the sheet's, for mosaics.
        rows = {o["name"]: o for o in json.loads(self.server.get("/api/options")[2])["options"]}
        self.assertEqual(rows["image"]["kinds"], ["mosaic"])
        self.assertEqual((rows["threshold"]["min"], rows["threshold"]["max"],
                          rows["threshold"]["default"]), (0, 1, "0.5"))

    def test_solve_steps_in_the_asked_language(self):
        # ?lang= (the editor's page language): the explained steps in that language, one sentence
        # per step as the solver's English has, the cells named by the same labels; a puzzle's
        # verdict and solutions are the same. Without it the steps are the solver's English.
        path = os.path.join(os.path.dirname(__file__), "..", "data", "cases", "paper_5x6.mines")
        with open(path) as f:
            text = f.read()
        en = json.loads(self.server.post("/api/solve?explain=1&labels=1", text)[2])["puzzles"][0]
        self.assertTrue(en["explanation"])
        for lang in ("de", "ar"):
            status, _, body = self.server.post("/api/solve?explain=1&labels=1&lang=" + lang, text)
            self.assertEqual(status, 200, body)
            doc = json.loads(body)["puzzles"][0]
            self.assertEqual(doc["solutions"], en["solutions"])
            self.assertEqual(len(doc["explanation"]), len(en["explanation"]), lang)
            for e, t in zip(en["explanation"], doc["explanation"]):
                self.assertNotEqual(e, t, lang)
                if lang == "de":  # Latin digits: every cell the English step names is named
                    for label in re.findall(r"\b[A-Z]+[0-9]+\b", e):
                        self.assertIn(label, t, "%s: %r -> %r" % (lang, e, t))

    def test_export(self):
        path = os.path.join(os.path.dirname(__file__), "..", "data", "cases", "paper_5x6.mines")
        with open(path) as f:
            text = f.read()
        status, _, body = self.server.post("/api/export?format=puzzlink", text)
        self.assertEqual(status, 200)
        self.assertEqual(body, cli("export", path).stdout)
        status, _, body = self.server.post("/api/export?format=mines", text)
        self.assertEqual(body, cli("export", "--format", "mines", path).stdout)
        status, headers, body = self.server.post("/api/export?format=pdf", text)
        self.assertEqual(status, 200)
        self.assertEqual(body[:5], b"%PDF-")

    # -- bad input: a JSON error with the CLI's message, never a 500 ----------------------------
    def test_sheet_errors_are_the_cli_messages(self):
        cases = [
            ({"kind": "reverse2"}, ["--kind", "reverse2"], "kind"),
            ({"titel": "x"}, ["--titel", "x"], "titel"),
            ({"count": "abc"}, ["--count", "abc"], "count"),
            ({"count": 0}, ["--count", "0"], None),
            ({"size": "0x5"}, ["--size", "0x5"], "size"),
            ({"size": "10"}, ["--size", "10"], "size"),
            ({"topology": "hexx"}, ["--topology", "hexx"], "topology"),
            ({"difficulty": "extreme"}, ["--difficulty", "extreme"], "difficulty"),
            ({"paper": "b7x"}, ["--paper", "b7x"], "paper"),
            ({"per-page": "0x3"}, ["--per-page", "0x3"], "per-page"),
            ({"hints": "many"}, ["--hints", "many"], "hints"),
            ({"answers": "later"}, ["--answers", "later"], "answers"),
            ({"title": "a\nb"}, ["--title", "a\nb"], "title"),
            ({"seed": -1}, ["--seed", "-1"], "seed"),
            ({"mines": -5}, ["--mines", "-5"], "mines"),
            ({"impossible": 0.5}, ["--impossible", "0.5"], None),
            ({"kind": "oneclick", "topology": "hex"}, ["--kind", "oneclick", "--topology", "hex"],
             None),
            ({"id": ["nonsense-id"]}, ["--id", "nonsense-id"], None),
            ({"size": "200x200"}, ["--size", "200x200"], None),
            ({"dpi": 5}, ["--dpi", "5"], "dpi"),
            ({"margins": "1,2,3"}, ["--margins", "1,2,3"], "margins"),
            ({"rules": "long"}, ["--rules", "long"], "rules"),
            ({"rating": "12"}, ["--rating", "12"], "rating"),
            ({"rating": "5-x"}, ["--rating", "5-x"], "rating"),
            ({"rating": "4", "kind": "reverse"}, ["--rating", "4", "--kind", "reverse"], "rating"),
            ({"rating": "5-6", "difficulty": "easy"}, ["--rating", "5-6", "--difficulty", "easy"],
             None),
        ]
        for req, args, key in cases:
            with self.subTest(req=req):
                status, headers, body = self.server.post("/api/sheet", req)
                doc = self.json_error(status, headers, body, 400)
                r = cli("sheet", "-q", "-o", os.path.join(self.tmp, "never.pdf"), *args)
                self.assertNotEqual(r.returncode, 0)
                # One check (app/option_schema.h) for both; the request's error names the key
                # as the request wrote it ("count"), never a command-line flag.
                if key is not None:
                    self.assertNotIn("--", doc["error"])
                    self.assertEqual(doc.get("location"), {"key": key})
                    self.assertIn('"%s"' % key, doc["error"])
                    self.assertIn("--" + key, r.stderr.decode())
        self.assertFalse(os.path.exists(os.path.join(self.tmp, "never.pdf")))

    def test_sheet_request_values_are_json_values(self):
        """Issue 33: an empty string is an empty value, never the next key."""
        status, _, body = self.server.post(
            "/api/sheet", {"title": "", "topology": "hex", "count": 1, "format": "mines"})
        self.assertEqual(status, 200, body)
        self.assertIn(b"topology hex", body)
        status, _, body = self.server.post(
            "/api/sheet", {"font": "", "kind": "reverse", "count": 1, "format": "mines"})
        self.assertEqual(status, 200, body)
        self.assertTrue(body.startswith(b"puzzle reverse"), body[:40])
        for req, key in [({"seed": "", "size": "10x10"}, "seed"), ({"topology": ""}, "topology"),
                         ({"count": "3"}, "count"), ({"qr": 1}, "qr")]:
            with self.subTest(req=req):
                status, headers, body = self.server.post("/api/sheet", req)
                doc = self.json_error(status, headers, body, 400)
                self.assertEqual(doc.get("location"), {"key": key})
                self.assertTrue(doc["error"].startswith('"%s"' % key), doc["error"])
        # The server's cap is its own policy, said as such.
        status, headers, body = self.server.post("/api/sheet", {"count": 501})
        doc = self.json_error(status, headers, body, 400)
        self.assertIn("this server makes at most 500 puzzles a request", doc["error"])

    def test_options_serve_the_schema(self):
        status, _, body = self.server.get("/api/options")
        self.assertEqual(status, 200)
        doc = json.loads(body)
        self.assertEqual(doc["max_puzzles_per_request"], 500)
        by_name = {o["name"]: o for o in doc["options"]}
        self.assertEqual(by_name["topology"]["choices"], ["square", "triangle", "hex"])
        self.assertEqual(by_name["count"]["default"], "6")
        self.assertEqual(by_name["count"]["max"], 100000)
        self.assertEqual(by_name["qr"]["type"], "flag")
        # The book maker's rows, the kinds (the kind option's choices, titled) and the .mines
        # limits: what the pages build their fields from.
        book = {o["name"]: o for o in doc["book_options"]}
        self.assertEqual(book["count"]["max"], 100000)
        self.assertEqual(book["kind"]["choices"], by_name["kind"]["choices"])
        self.assertEqual([k["name"] for k in doc["kinds"]], by_name["kind"]["choices"])
        self.assertEqual(doc["mines_limits"], {"max_side": 1 << 20, "max_cells": 1 << 26})
        for lang, title in (("en", "Paper Minesweeper"), ("de", "Minensuche auf Papier")):
            _, _, body = self.server.get("/api/options?lang=" + lang)
            self.assertEqual(json.loads(body)["kinds"][0]["title"], title)
        # Every option the API takes is in it, and only those.
        for name in by_name:
            status, headers, body = self.server.post("/api/sheet", {name: None})
            self.assertNotIn("unknown key", self.json_error(status, headers, body, 400)["error"])

    def test_request_shape_errors(self):
        cases = [
            ("/api/sheet", "{\"count\": ", "offset"),
            ("/api/sheet", "[1, 2]", "offset"),
            ("/api/sheet", "", None),
            ("/api/sheet", "\xff\xfe", None),
            # A number past a double's range: nlohmann throws it as out_of_range, not as a
            # parse error; it once ended the server (found by fuzz_serve_requests).
            ("/api/sheet", '{"title": 1e400}', None),
            ("/api/book", '{"title": 22E22222222222}', None),
            ("/api/sheet", {"kind": ["paper", "reverse"]}, None),
            ("/api/sheet", {"kind": None}, {"key": "kind"}),
            ("/api/sheet", {"count": {"n": 3}}, {"key": "count"}),
            ("/api/sheet", {"output": "/etc/passwd"}, {"key": "output"}),
            ("/api/sheet", {"save": "/tmp/x.mines"}, {"key": "save"}),
            ("/api/sheet", {"jobs": 64}, {"key": "jobs"}),
            ("/api/sheet", {"time-limit": 1e9}, {"key": "time-limit"}),
            ("/api/sheet", {"Kind": "paper"}, {"key": "Kind"}),
            ("/api/sheet", {"--kind": "paper"}, {"key": "--kind"}),
            ("/api/sheet", {"format": "docx"}, {"key": "format"}),
            ("/api/sheet", {"format": "png", "page": 9}, {"key": "page"}),
            ("/api/sheet", {"count": 501}, None),
            ("/api/generate", {"kind": "sudoku"}, {"key": "kind"}),
            ("/api/solve", "", None),
            ("/api/solve", "puzzle paper\ntopology square 2 2\nclues\n1 .\nx 1\nend\n",
             {"line": 5, "column": 1}),
            ("/api/solve", "https://puzz.link/p?mines/3/3/zzzzz", None),
            ("/api/solve", "puzzle paper\n" * 3, None),
            ("/api/solve", "# only a comment\n", None),
            ("/api/solve", "".join("puzzle paper\ntopology square 1 1\nclues\n.\nend\n"
                                   for _ in range(501)), None),
            ("/api/export?format=puzzlink",
             "puzzle paper\ntopology triangle 2 2\nclues\n. .\n. .\nend\n", None),
            ("/api/export?format=exe", "x", {"param": "format"}),
            ("/api/book", {"sections": [{"title": "A", "files": ["/etc/passwd"]}]},
             {"key": "sections[0].files"}),
            ("/api/book", "not json", None),
        ]
        for path, body, where in cases:
            with self.subTest(path=path, body=str(body)[:60]):
                status, headers, data = self.server.post(path, body)
                doc = self.json_error(status, headers, data, 400)
                if isinstance(where, str):
                    self.assertIn(where, doc.get("location", {}))
                elif where is not None:
                    self.assertEqual(doc.get("location"), where)

    def test_http_level_errors_are_json(self):
        status, headers, body = self.server.get("/no/such/page")
        self.json_error(status, headers, body, 404)
        status, headers, body = self.server.get("/api/solve")
        self.assertIn(status, (404, 405))
        json.loads(body)
        big = "#" * (2 << 20)
        status, headers, body = self.server.post("/api/solve", big)
        self.json_error(status, headers, body, 413)

    def test_pages_csp_and_no_inline_code(self):
        for path in ("/", "/editor", "/book"):
            with self.subTest(path=path):
                status, headers, body = self.server.get(path)
                self.assertEqual(status, 200)
                csp = headers["content-security-policy"]
                self.assertIn("script-src 'self'", csp)
                self.assertIn("default-src 'none'", csp)
                self.assertNotIn("unsafe", csp)
                html = body.decode()
                self.assertIsNone(re.search(r"<script(?![^>]*\bsrc=)", html), "inline script")
                self.assertIsNone(re.search(r"\sstyle=|\son[a-z]+=", html), "inline style/handler")
                for src in re.findall(r'(?:src|href)="(/[a-z0-9.-]+\.(?:js|css))"', html):
                    self.assertEqual(self.server.get(src)[0], 200, src)


class LimitsTest(unittest.TestCase):
    def test_pool_full_is_503_with_retry_after(self):
        s = Server(PAPERMINES, "--workers", "1", "--queue", "0", "--rate-limit", "0")
        try:
            slow = threading.Thread(target=lambda: s.post("/api/sheet", SLOW_SHEET))
            slow.start()
            self.assertTrue(wait_until(
                lambda: json.loads(s.get("/healthz")[2])["running"] == 1), "the job never ran")
            status, headers, body = s.post("/api/sheet", {})
            self.assertEqual(status, 503, body)
            self.assertGreaterEqual(int(headers["retry-after"]), 1)
            self.assertIn("busy", json.loads(body)["error"])
            self.assertEqual(json.loads(body)["reason"], "busy")
            code, out, err = s.stop()  # the running job is finished or cancelled, then exit 0
            slow.join()
            self.assertEqual(code, 0, err)
            self.assertEqual(s.leftovers(), [])
        finally:
            s.cleanup()

    def test_time_limit_is_503(self):
        s = Server(PAPERMINES, "--time-limit", "1", "--rate-limit", "0")
        try:
            status, headers, body = s.post("/api/sheet", SLOW_SHEET)
            self.assertEqual(status, 503, body)
            self.assertIn("retry-after", headers)
            self.assertIn("time limit", json.loads(body)["error"])
            self.assertEqual(json.loads(body)["reason"], "time-limit")
        finally:
            self.assertEqual(s.stop()[0], 0)
            s.cleanup()

    def test_rate_limit_is_429(self):
        s = Server(PAPERMINES, "--rate-limit", "3")
        try:
            one = "puzzle paper\ntopology square 1 3\nclues\n. 1 .\nend\n"
            codes = [s.post("/api/solve", one)[0] for _ in range(3)]
            self.assertEqual(codes, [200, 200, 200])
            status, headers, body = s.post("/api/solve", one)
            self.assertEqual(status, 429)
            self.assertGreaterEqual(int(headers["retry-after"]), 1)
            json.loads(body)
        finally:
            s.stop()
            s.cleanup()

    def test_sigint_finishes_the_request_in_flight(self):
        # A time limit far above the job's, so that a loaded machine still sees it finish.
        s = Server(PAPERMINES, "--rate-limit", "0", "--time-limit", "600")
        try:
            got = {}
            req = {"difficulty": "hard", "size": "12x12", "count": 3, "format": "mines"}
            t = threading.Thread(target=lambda: got.update(r=s.post("/api/sheet", req)))
            t.start()
            wait_until(lambda: json.loads(s.get("/healthz")[2])["running"] == 1, 10)
            code, out, err = s.stop(signal.SIGINT)
            t.join()
            self.assertEqual(code, 0, err)
            self.assertIn("stopped", out)
            self.assertEqual(got["r"][0], 200, got["r"][2][:200])
            self.assertEqual(got["r"][2].decode().count("puzzle paper"), 3)
            self.assertEqual(s.leftovers(), [])
        finally:
            s.cleanup()

    def test_listen(self):
        s = Server(PAPERMINES)
        try:
            self.assertIn("only this computer can reach it", s.first_line)
        finally:
            s.stop()
            s.cleanup()
        p = subprocess.Popen([PAPERMINES, "serve", "--listen", "0.0.0.0:0"],
                             stdout=subprocess.PIPE, text=True)
        line = p.stdout.readline()
        p.send_signal(signal.SIGTERM)
        p.communicate(timeout=60)
        self.assertIn("every computer that can reach this one", line)
        self.assertEqual(p.returncode, 0)
        r = cli("serve", "--listen", "nowhere")
        self.assertEqual(r.returncode, 2)
        self.assertEqual(r.stderr.decode().count("\n"), 1)
        self.assertIn("--listen must be HOST:PORT", r.stderr.decode())


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
