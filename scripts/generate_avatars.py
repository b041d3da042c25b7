#!/usr/bin/env python3
"""Generates Orbit's sample avatars: 40 illustrated faces, 256x256, deterministic.

    pip install pillow
    python3 scripts/generate_avatars.py [--out Assets/avatars]

Writes avatar-01.png ... avatar-24.png and avatar-25.jpg ... avatar-40.jpg. Each face comes from its
own seeded random generator (seed = its number), so the same Pillow version writes the same files.
The committed files are the output; nobody needs Python to build Orbit.
"""

import argparse
import colorsys
import math
import os
import random

from PIL import Image, ImageDraw

SIZE = 256
SUPERSAMPLE = 4  # drawn at 4x and box-filtered down, for smooth edges
COUNT = 40
PNG_COUNT = 24

SKIN_TONES = [
    (255, 224, 196), (241, 194, 155), (224, 172, 125), (198, 134, 86),
    (161, 102, 66), (122, 77, 50), (92, 58, 38), (250, 210, 180),
]
HAIR_COLOURS = [
    (25, 20, 18), (70, 45, 30), (120, 75, 40), (190, 140, 70), (230, 200, 120),
    (160, 50, 30), (200, 200, 205), (80, 60, 160), (30, 130, 160), (210, 60, 120),
]


def hsv(h, s, v):
    r, g, b = colorsys.hsv_to_rgb(h % 1.0, s, v)
    return (round(r * 255), round(g * 255), round(b * 255))


def darker(colour, factor):
    return tuple(round(c * factor) for c in colour)


def ellipse(draw, cx, cy, rx, ry, fill, k):
    draw.ellipse([(cx - rx) * k, (cy - ry) * k, (cx + rx) * k, (cy + ry) * k], fill=fill)


def background(draw, rng, k):
    """A saturated two-tone background: a base hue and a pattern in a neighbouring hue."""
    hue = rng.random()
    base = hsv(hue, 0.55 + 0.35 * rng.random(), 0.75 + 0.2 * rng.random())
    accent = hsv(hue + 0.08 + 0.1 * rng.random(), 0.6, 0.95)
    draw.rectangle([0, 0, SIZE * k, SIZE * k], fill=base)
    pattern = rng.randrange(3)
    if pattern == 0:  # rays
        for i in range(0, 12, 2):
            a0, a1 = i * 30, (i + 1) * 30
            draw.pieslice([-SIZE * k, -SIZE * k, 2 * SIZE * k, 2 * SIZE * k], a0, a1, fill=accent)
    elif pattern == 1:  # dots
        for _ in range(14):
            ellipse(draw, rng.uniform(0, SIZE), rng.uniform(0, SIZE), 9, 9, accent, k)
    else:  # stripes
        for x in range(-SIZE, SIZE, 40):
            draw.polygon([((x) * k, 0), ((x + 20) * k, 0), ((x + 20 + SIZE) * k, SIZE * k),
                          ((x + SIZE) * k, SIZE * k)], fill=accent)
    return hue


def shoulders(draw, rng, hue, k):
    shirt = hsv(hue + 0.5 + 0.2 * (rng.random() - 0.5), 0.7, 0.55 + 0.3 * rng.random())
    ellipse(draw, 128, 268, 100, 70, shirt, k)
    collar = rng.randrange(3)
    if collar == 1:  # v-neck
        draw.polygon([(108 * k, 200 * k), (148 * k, 200 * k), (128 * k, 232 * k)], fill=darker(shirt, 0.7))
    elif collar == 2:  # round collar
        ellipse(draw, 128, 204, 26, 12, darker(shirt, 0.75), k)


def hair_back(draw, rng, style, colour, k):
    if style == 2:  # long hair falls behind the shoulders
        draw.rounded_rectangle([62 * k, 70 * k, 194 * k, 215 * k], radius=50 * k, fill=colour)
    elif style == 4:  # big curls
        for angle in range(0, 360, 30):
            x = 128 + 70 * math.cos(math.radians(angle))
            y = 112 + 66 * math.sin(math.radians(angle))
            if y < 160:
                ellipse(draw, x, y, 26, 26, colour, k)


def hair_front(draw, rng, style, colour, k):
    if style == 0:  # short crop
        draw.chord([70 * k, 52 * k, 186 * k, 150 * k], 180, 360, fill=colour)
    elif style == 1:  # side parting with a fringe
        draw.chord([68 * k, 50 * k, 188 * k, 160 * k], 175, 365, fill=colour)
        draw.polygon([(80 * k, 95 * k), (150 * k, 70 * k), (110 * k, 110 * k)], fill=colour)
    elif style == 2:  # long
        draw.chord([66 * k, 48 * k, 190 * k, 156 * k], 180, 360, fill=colour)
    elif style == 3:  # bun
        ellipse(draw, 128, 50, 24, 22, colour, k)
        draw.chord([70 * k, 54 * k, 186 * k, 150 * k], 180, 360, fill=colour)
    elif style == 4:  # curls on top
        draw.chord([72 * k, 56 * k, 184 * k, 140 * k], 180, 360, fill=colour)
    elif style == 5:  # mohawk
        draw.polygon([(116 * k, 70 * k), (128 * k, 28 * k), (140 * k, 70 * k)], fill=colour)
    # style 6: bald


def face(draw, rng, k):
    skin = rng.choice(SKIN_TONES)
    hair = rng.choice(HAIR_COLOURS)
    style = rng.randrange(7)
    hair_back(draw, rng, style, hair, k)
    ellipse(draw, 128, 190, 20, 24, darker(skin, 0.85), k)  # neck
    ellipse(draw, 79, 122, 10, 14, darker(skin, 0.92), k)  # ears
    ellipse(draw, 177, 122, 10, 14, darker(skin, 0.92), k)
    rx, ry = 48 + rng.randrange(-4, 6), 58 + rng.randrange(-4, 6)
    ellipse(draw, 128, 118, rx, ry, skin, k)
    hair_front(draw, rng, style, hair, k)

    eye_y = 112 + rng.randrange(-3, 4)
    spread = 18 + rng.randrange(0, 5)
    iris = hsv(rng.random(), 0.6, 0.45)
    for side in (-1, 1):
        ellipse(draw, 128 + side * spread, eye_y, 8, 7, (250, 250, 250), k)
        ellipse(draw, 128 + side * spread, eye_y + 1, 4.5, 4.5, iris, k)
        ellipse(draw, 128 + side * spread, eye_y + 1, 2, 2, (15, 15, 20), k)
        brow = eye_y - 13 - rng.randrange(0, 3)
        draw.line([((128 + side * (spread - 8)) * k, brow * k), ((128 + side * (spread + 9)) * k, (brow - 2) * k)],
                  fill=darker(hair, 0.8), width=3 * k)
    if rng.random() < 0.3:  # glasses
        frame = hsv(rng.random(), 0.5, 0.3)
        for side in (-1, 1):
            x = 128 + side * spread
            draw.ellipse([(x - 13) * k, (eye_y - 11) * k, (x + 13) * k, (eye_y + 11) * k], outline=frame, width=3 * k)
        draw.line([((128 - spread + 13) * k, eye_y * k), ((128 + spread - 13) * k, eye_y * k)], fill=frame, width=3 * k)
    # cheeks and nose
    blush = (min(255, skin[0] + 10), max(0, skin[1] - 40), max(0, skin[2] - 40))
    for side in (-1, 1):
        ellipse(draw, 128 + side * 30, 138, 9, 6, blush, k)
    draw.line([(128 * k, (eye_y + 10) * k), (124 * k, (eye_y + 26) * k), (130 * k, (eye_y + 27) * k)],
              fill=darker(skin, 0.75), width=2 * k)
    mouth = rng.randrange(3)
    lips = (180, 60, 70)
    if mouth == 0:  # smile
        draw.arc([108 * k, 132 * k, 148 * k, 160 * k], 20, 160, fill=lips, width=4 * k)
    elif mouth == 1:  # open smile
        draw.chord([110 * k, 140 * k, 146 * k, 166 * k], 0, 180, fill=(120, 30, 40))
    else:  # calm
        draw.line([(116 * k, 152 * k), (140 * k, 152 * k)], fill=lips, width=4 * k)
    if rng.random() < 0.2 and style not in (2, 3):  # a beard
        draw.chord([82 * k, 110 * k, 174 * k, 182 * k], 0, 180, fill=hair)
        draw.chord([112 * k, 140 * k, 144 * k, 164 * k], 0, 180, fill=(120, 30, 40))


def avatar(number):
    rng = random.Random(number)
    k = SUPERSAMPLE
    image = Image.new("RGB", (SIZE * k, SIZE * k))
    draw = ImageDraw.Draw(image)
    hue = background(draw, rng, k)
    shoulders(draw, rng, hue, k)
    face(draw, rng, k)
    return image.resize((SIZE, SIZE), Image.Resampling.BOX)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "Assets", "avatars"))
    out = parser.parse_args().out
    os.makedirs(out, exist_ok=True)
    for number in range(1, COUNT + 1):
        image = avatar(number)
        if number <= PNG_COUNT:
            image.save(os.path.join(out, f"avatar-{number:02d}.png"), optimize=True)
        else:
            image.save(os.path.join(out, f"avatar-{number:02d}.jpg"), quality=85, optimize=True)
    print(f"wrote {COUNT} avatars to {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
