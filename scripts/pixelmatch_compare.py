#!/usr/bin/env python3
"""Builds the pixelmatch agreement corpus for DesignableTesting and checks it with the
reference implementation.

Writes pairs of anti-aliased PNGs to Tests/SnapshotEngineTests/Fixtures/pixelmatch/ and,
for each pair and threshold, the differing-pixel count the `pixelmatch` package (PyPI, a port
of mapbox/pixelmatch) gives, into counts.json. PixelmatchAgreementTests reads that file, so
the unit tests need no Python; this script is how the expected numbers were obtained.

    pip install pixelmatch pillow
    python3 scripts/pixelmatch_compare.py            # regenerate the corpus and counts
"""
import json
import random
from pathlib import Path

from PIL import Image, ImageDraw
from pixelmatch import pixelmatch

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/SnapshotEngineTests/Fixtures/pixelmatch"
SUPERSAMPLE = 4


def scene(seed, width, height, shift=(0, 0), recolor=None, translucent=False):
    """Random shapes drawn at 4x and box-filtered down, which gives anti-aliased edges."""
    rng = random.Random(seed)
    mode = "RGBA"
    background = (0, 0, 0, 0) if translucent else (rng.randrange(200, 256), rng.randrange(200, 256), rng.randrange(200, 256), 255)
    big = Image.new(mode, (width * SUPERSAMPLE, height * SUPERSAMPLE), background)
    draw = ImageDraw.Draw(big)
    for index in range(rng.randrange(4, 9)):
        color = (rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(90, 256) if translucent else 255)
        if recolor is not None and index == recolor:
            color = tuple(min(255, c + 40) for c in color[:3]) + (color[3],)
        x0, y0 = rng.uniform(0, width * 0.7), rng.uniform(0, height * 0.7)
        x1, y1 = x0 + rng.uniform(4, width * 0.5), y0 + rng.uniform(4, height * 0.5)
        dx, dy = shift if index % 2 == 0 else (0, 0)
        box = [(x0 + dx) * SUPERSAMPLE, (y0 + dy) * SUPERSAMPLE, (x1 + dx) * SUPERSAMPLE, (y1 + dy) * SUPERSAMPLE]
        if index % 3 == 0:
            draw.ellipse(box, fill=color)
        elif index % 3 == 1:
            draw.rounded_rectangle(box, radius=3 * SUPERSAMPLE, fill=color)
        else:
            draw.line(box, fill=color, width=int(rng.uniform(1, 3) * SUPERSAMPLE))
    return big.resize((width, height), Image.Resampling.BOX)


def div255(x):
    x += 128
    return (x + (x >> 8)) >> 8


def representable(image):
    """Rounds translucent pixels to colours that survive premultiplied 8-bit storage.

    Bitmap holds premultiplied pixels, so the Swift test sees a PNG's straight colours after
    premultiplying and unpremultiplying them (Raster's rounding); one such trip is a fixed
    point, so after it both sides compare the very same straight bytes."""
    data = bytearray(image.tobytes())
    for i in range(0, len(data), 4):
        a = data[i + 3]
        if a == 0:
            data[i:i + 3] = b"\0\0\0"
        elif a < 255:
            for c in range(3):
                data[i + c] = min(255, (div255(data[i + c] * a) * 255 + a // 2) // a)
    return Image.frombytes("RGBA", image.size, bytes(data))


def pairs():
    # (name, a, b): sub-pixel shifts (mostly anti-aliasing), colour changes, translucency.
    yield "shift-quarter", scene(1, 96, 64), scene(1, 96, 64, shift=(0.25, 0))
    yield "shift-half", scene(2, 120, 80), scene(2, 120, 80, shift=(0.5, 0.5))
    yield "shift-one", scene(3, 80, 80), scene(3, 80, 80, shift=(1, 0))
    yield "shift-two", scene(4, 64, 96), scene(4, 64, 96, shift=(2, 1))
    yield "recolor", scene(5, 100, 70), scene(5, 100, 70, recolor=1)
    yield "recolor-shift", scene(6, 110, 90), scene(6, 110, 90, shift=(0.5, 0), recolor=2)
    yield "translucent-shift", scene(7, 90, 60, translucent=True), scene(7, 90, 60, shift=(0.5, 0.25), translucent=True)
    yield "translucent-recolor", scene(8, 72, 72, translucent=True), scene(8, 72, 72, recolor=0, translucent=True)
    yield "identical", scene(9, 50, 40), scene(9, 50, 40)
    yield "different-scenes", scene(10, 128, 96), scene(11, 128, 96)
    yield "tiny", scene(12, 3, 2), scene(13, 3, 2)
    yield "one-pixel-rows", scene(14, 64, 1), scene(14, 64, 1, shift=(0.5, 0))


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    counts = []
    for name, a, b in pairs():
        representable(a).save(OUT / f"{name}-a.png")
        representable(b).save(OUT / f"{name}-b.png")
        # Compare what the files hold, exactly as the Swift test will decode them.
        a, b = Image.open(OUT / f"{name}-a.png").convert("RGBA"), Image.open(OUT / f"{name}-b.png").convert("RGBA")
        for threshold in (0.0, 0.05, 0.1, 0.2):
            n = pixelmatch(list(a.tobytes()), list(b.tobytes()), a.width, a.height, threshold=threshold)
            counts.append({"pair": name, "threshold": threshold, "differing": n})
            print(f"{name:22} threshold {threshold:<4} pixelmatch {n}")
    (OUT / "counts.json").write_text(json.dumps(counts, indent=1) + "\n")


if __name__ == "__main__":
    main()
