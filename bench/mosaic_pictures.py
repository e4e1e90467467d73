#!/usr/bin/env python3
"""Draws the pictures of bench/mosaic_grades.sh and tests/gen_mosaic_test.cpp as text grids of "#" and ".".

Each picture is drawn from shapes in the unit square and sampled at the requested size, so
the 30 x 30 and the 60 x 60 grids are the same drawing: a heart (one filled shape), a house
(outlines, a door and windows: thin lines and corners) and a cat's face (ears, eyes, whiskers:
thin strokes next to large filled areas). They are kept in tests/data/mosaic-pictures/, made by
  python3 bench/mosaic_pictures.py tests/data/mosaic-pictures 30 60
"""
import os
import sys


def heart(x, y):
    # The classic implicit heart, (x^2 + y^2 - 1)^3 - x^2 y^3 <= 0, scaled into the square.
    X = (x - 0.5) * 2.6
    Y = (0.55 - y) * 2.6
    return (X * X + Y * Y - 1) ** 3 - X * X * Y ** 3 <= 0


def house(x, y):
    line = 0.045
    inside_body = 0.2 <= x <= 0.8 and 0.45 <= y <= 0.92
    body_edge = inside_body and (x < 0.2 + line or x > 0.8 - line or y > 0.92 - line or y < 0.45 + line)
    # The roof: a filled triangle from (0.1, 0.45) through (0.5, 0.1) to (0.9, 0.45).
    roof = 0.1 <= x <= 0.9 and y <= 0.45 and y >= 0.1 + abs(x - 0.5) * (0.35 / 0.4)
    chimney = 0.65 <= x <= 0.74 and 0.12 <= y <= 0.3
    door = 0.44 <= x <= 0.58 and 0.66 <= y <= 0.92
    window = any(abs(x - cx) <= 0.07 and abs(y - 0.6) <= 0.06 and
                 not (abs(x - cx) < 0.07 - line and abs(y - 0.6) < 0.06 - line)
                 for cx in (0.3, 0.7))
    ground = y >= 0.94
    return body_edge or roof or chimney or door or window or ground


def cat(x, y):
    head = (x - 0.5) ** 2 / 0.36 ** 2 + (y - 0.58) ** 2 / 0.32 ** 2 <= 1
    ear = False
    for sx in (-1, 1):
        # Triangles on the head's top corners.
        ax, ay = 0.5 + sx * 0.3, 0.1
        bx, by = 0.5 + sx * 0.08, 0.34
        cx, cy = 0.5 + sx * 0.36, 0.45
        d = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy)
        l1 = ((by - cy) * (x - cx) + (cx - bx) * (y - cy)) / d
        l2 = ((cy - ay) * (x - cx) + (ax - cx) * (y - cy)) / d
        ear = ear or (l1 >= 0 and l2 >= 0 and l1 + l2 <= 1)
    eye = any((x - ex) ** 2 / 0.07 ** 2 + (y - 0.52) ** 2 / 0.05 ** 2 <= 1 for ex in (0.36, 0.64))
    pupil = any(abs(x - ex) <= 0.015 and abs(y - 0.52) <= 0.04 for ex in (0.36, 0.64))
    nose = abs(x - 0.5) + (y - 0.64) * 1.5 <= 0.04 and y >= 0.62
    mouth = abs(y - (0.72 + 0.6 * (x - 0.5) ** 2)) <= 0.014 and abs(x - 0.5) <= 0.1
    whisker = False
    for sx in (-1, 1):
        for k in (-1, 0, 1):
            t = (x - 0.5) * sx
            if 0.14 <= t <= 0.46:
                whisker = whisker or abs(y - (0.66 + k * 0.04 + k * 0.08 * (t - 0.14))) <= 0.01
    filled = (head or ear) and not (eye and not pupil) and not nose and not mouth
    if whisker and head:
        filled = False
    elif whisker:
        filled = True
    return filled


def draw(shape, side, samples=4):
    rows = []
    for r in range(side):
        row = []
        for c in range(side):
            hits = 0
            for i in range(samples):
                for j in range(samples):
                    hits += shape((c + (j + 0.5) / samples) / side, (r + (i + 0.5) / samples) / side)
            row.append('#' if 2 * hits >= samples * samples else '.')
        rows.append(''.join(row))
    return '\n'.join(rows) + '\n'


def main():
    out = sys.argv[1]
    sides = [int(s) for s in sys.argv[2:]] or [30, 60]
    os.makedirs(out, exist_ok=True)
    for name, shape in (('heart', heart), ('house', house), ('cat', cat)):
        for side in sides:
            with open(os.path.join(out, f'{name}-{side}.txt'), 'w') as f:
                f.write(draw(shape, side))


if __name__ == '__main__':
    main()
