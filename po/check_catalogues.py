#!/usr/bin/env python3
"""The catalogue check (po/CMakeLists.txt): every message the sources use (the .pot xgettext
wrote) must be translated in every catalogue, no catalogue may keep a message no source uses, and
a translation must carry the same placeholders ($0, $1, ...) as its message. Prints one line per
problem, FILE:LINE: what, and exits 1 when there is any.

usage: check_catalogues.py papermines.pot po/de.po po/fr.po ...
"""
import os
import re
import sys


def unquote(s):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError("expected a quoted string, got " + s)
    out, body, i = [], s[1:-1], 0
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def parse(path):
    """The entries of a .po/.pot file: dicts with id, plural, strs (list), fuzzy, line."""
    entries, cur, field = [], None, None

    def finish():
        if cur is not None and "id" in cur:
            entries.append(cur)

    flags = set()
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip():
                continue
            if line.startswith("#~"):
                continue  # obsolete: kept for translators, not a message
            if line.startswith("#,"):
                flags |= {x.strip() for x in line[2:].split(",")}
                continue
            if line.startswith("#"):
                continue
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$', line)
            if m:
                key = m.group(1)
                if key in ("msgid", "msgctxt") and (cur is None or "strs" in cur):
                    finish()
                    cur = {"line": number, "fuzzy": "fuzzy" in flags}
                    flags = set()
                if cur is None:
                    raise ValueError(f"{path}:{number}: {key} before msgid")
                if key == "msgid":
                    cur["id"] = unquote(m.group(3)); field = ("id",)
                elif key == "msgctxt":
                    cur["ctx"] = unquote(m.group(3)); field = ("ctx",)
                elif key == "msgid_plural":
                    cur["plural"] = unquote(m.group(3)); field = ("plural",)
                else:
                    idx = int(m.group(2) or 0)
                    strs = cur.setdefault("strs", [])
                    while len(strs) <= idx:
                        strs.append("")
                    strs[idx] = unquote(m.group(3)); field = ("strs", idx)
                continue
            if line.startswith('"'):
                if field is None:
                    raise ValueError(f"{path}:{number}: continuation without a keyword")
                if field[0] == "strs":
                    cur["strs"][field[1]] += unquote(line)
                else:
                    cur[field[0]] += unquote(line)
                continue
            raise ValueError(f"{path}:{number}: cannot read '{line}'")
    finish()
    return entries


# Words that mark another register than the catalogue's own: (regular expression, why).
# pt is European Portuguese addressing the reader as "tu" (Encontra, Coloca, Clica), as its sheets
# always have: the formal/Brazilian imperatives and words are refused.
REGISTER = {
    "pt.po": [(r"\b(Clique|Abra|Mude|Tente|Encontre|Escolha|Descarregue|Baixe|Coloque|Escreva|"
               r"Marque|Use|Veja|Digite|Selecione|Imprima)\b",
               "is the formal/Brazilian imperative: pt speaks to the reader as tu (European)"),
              (r"\b(você|vocês|arquivo|arquivos|tela|celular|usuário)\b",
               "is Brazilian: pt is European Portuguese (ficheiro, ecrã, utilizador)")],
}


def placeholders(s):
    return sorted(set(re.findall(r"\$\d", s)))


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    pot = parse(argv[1])
    wanted = {(e.get("ctx"), e["id"]): e for e in pot if e["id"]}
    problems = []
    for po in argv[2:]:
        try:
            entries = parse(po)
        except (OSError, ValueError) as err:
            problems.append(f"{po}: {err}")
            continue
        have = {}
        for e in entries:
            if not e["id"]:
                continue
            key = (e.get("ctx"), e["id"])
            if key in have:
                problems.append(f"{po}:{e['line']}: '{e['id']}' is in the catalogue twice")
            have[key] = e
        for key, want in wanted.items():
            e = have.get(key)
            where = f"{po}:{e['line']}" if e else po
            if e is None:
                problems.append(f"{po}: missing message '{key[1]}' (run ninja po-update, then "
                                f"translate it)")
                continue
            strs = e.get("strs") or []
            if e["fuzzy"] or not strs or any(not s for s in strs):
                problems.append(f"{where}: '{key[1]}' is not translated" +
                                (" (fuzzy)" if e["fuzzy"] else ""))
                continue
            if ("plural" in want) != ("plural" in e):
                problems.append(f"{where}: '{key[1]}' must {'' if 'plural' in want else 'not '}"
                                f"have plural forms")
                continue
            need = placeholders(key[1] + want.get("plural", ""))
            for i, s in enumerate(strs):
                got = placeholders(s)
                # A plural form may leave a number out ("one click" for n == 1); the last form (the
                # general one) carries every placeholder of the English plural.
                ok = set(got) <= set(need) if "plural" in want else got == need
                if "plural" in want and i == len(strs) - 1:
                    ok = ok and set(placeholders(want["plural"])) <= set(got)
                if not ok:
                    problems.append(f"{where}: '{key[1]}' form {i} has placeholders "
                                    f"{' '.join(got) or 'none'}, the message {' '.join(need)}")
        for key, e in have.items():
            if key not in wanted:
                problems.append(f"{po}:{e['line']}: unused message '{key[1]}' (no source draws "
                                f"it: remove it, or run ninja po-update)")
        # One register per catalogue: the sheets, the player and the web pages speak to the reader
        # alike (the issue found Brazilian/formal "encontre" on a form beside European "Encontra"
        # on the sheet).
        for pattern, why in REGISTER.get(os.path.basename(po), []):
            for e in entries:
                for s in e.get("strs", []):
                    m = re.search(pattern, s)
                    if m:
                        problems.append(f"{po}:{e['line']}: '{m.group(0)}' {why}")
    for p in problems:
        print(p)
    if problems:
        print(f"check_catalogues: {len(problems)} problem(s) in the catalogues", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
