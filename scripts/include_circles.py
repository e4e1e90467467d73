#!/usr/bin/env python3
"""Include circles between units of the product code.

A unit is a header with its .cpp (gen/paper.h + gen/paper.cpp = gen/paper). Unit A depends on
unit B when a file of A includes a file of B ("core/puzzle.h"). Prints every pair of units that
depend on each other and every larger circle (a strongly connected set of units), then the count;
exits 1 when there is any. Also exits 1 when a front end (cli, serve, python) includes another:
only the program (program/) composes them. Usage: scripts/include_circles.py [FOLDER ...]
(default: the library, front-end and program folders core solve gen pdf render app cli serve
python program).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INCLUDE = re.compile(r'^\s*#\s*include\s+[<"](?:papermines/)?([a-z_]+/[A-Za-z0-9_]+)\.h[>"]', re.M)


def units(folders):
    deps = {}
    for folder in folders:
        path = os.path.join(ROOT, folder)
        for name in sorted(os.listdir(path)):
            stem, ext = os.path.splitext(name)
            if ext not in ('.h', '.cpp'):
                continue
            unit = f'{folder}/{stem}'
            with open(os.path.join(path, name), encoding='utf-8') as f:
                found = set(INCLUDE.findall(f.read()))
            deps.setdefault(unit, set()).update(found - {unit})
    return {u: {d for d in ds if d in deps} for u, ds in deps.items()}


def circles(deps):
    """Tarjan's strongly connected components with more than one unit."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(u):
        index[u] = low[u] = len(index)
        stack.append(u)
        on.add(u)
        for v in sorted(deps[u]):
            if v not in index:
                visit(v)
                low[u] = min(low[u], low[v])
            elif v in on:
                low[u] = min(low[u], index[v])
        if low[u] == index[u]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == u:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for u in sorted(deps):
        if u not in index:
            visit(u)
    return out


FRONT_ENDS = ('cli', 'serve', 'python')


def crossings(deps):
    """Includes from one front end of another (cli/ of serve/, serve/ of cli/, ...)."""
    return sorted((u, d) for u, ds in deps.items() for d in ds
                  if u.split('/')[0] in FRONT_ENDS and d.split('/')[0] in FRONT_ENDS
                  and u.split('/')[0] != d.split('/')[0])


def main():
    folders = sys.argv[1:] or ['core', 'solve', 'gen', 'pdf', 'render', 'app', 'cli', 'serve',
                               'python', 'program']
    deps = units(folders)
    crossing = crossings(deps)
    for a, b in crossing:
        print(f'front end includes another: {a} -> {b}')
    pairs = sorted({tuple(sorted((a, b))) for a in deps for b in deps[a] if a in deps[b]})
    for a, b in pairs:
        print(f'pair: {a} <-> {b}')
    larger = [c for c in circles(deps) if len(c) > 2]
    for c in larger:
        print(f'circle of {len(c)} units: ' + ', '.join(c))
    print(f'{len(pairs)} pairs of units that include each other, {len(larger)} larger circles, '
          f'{len(crossing)} includes of a front end by another')
    return 1 if pairs or larger or crossing else 0


if __name__ == '__main__':
    sys.exit(main())
