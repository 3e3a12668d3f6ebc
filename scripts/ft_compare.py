#!/usr/bin/env python3
"""Compare Typography's glyph masks with FreeType's unhinted anti-aliased rendering.

Developer tool, not part of the test suite. It runs the `GlyphMaskDump` test with
TYPOGRAPHY_DUMP_MASKS set, renders the same glyphs with freetype-py (FT_LOAD_NO_HINTING,
normal anti-aliasing, no gamma), aligns both on the glyph origin and reports, per glyph, the
largest per-pixel coverage difference (0-255).

    pip install freetype-py
    python3 scripts/ft_compare.py [--masks existing-dump.txt] [--threshold 2]

Exit status is 1 when any glyph differs by more than the threshold.
"""
import argparse
import os
import subprocess
import sys
import tempfile

import freetype

FONT_DIR = os.environ.get("DESIGNABLE_FONT_PATH", "/usr/share/fonts/truetype/dejavu")


def dump_masks(path):
    env = dict(os.environ, TYPOGRAPHY_DUMP_MASKS=path)
    subprocess.run(["swift", "test", "--scratch-path", ".build-type", "--filter", "GlyphMaskDump"],
                   check=True, env=env, stdout=subprocess.DEVNULL)


def freetype_mask(face, glyph, size, phase):
    """FreeType's coverage as {(x, y): value} in device pixels, y down, origin on the baseline."""
    face.set_char_size(int(size * 64), 0, 72, 72)
    # The subpixel phase shifts the outline right by phase/4 px, in 26.6 units.
    face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), freetype.Vector(phase * 16, 0))
    face.load_glyph(glyph, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP)
    face.glyph.render(freetype.FT_RENDER_MODE_NORMAL)
    bm = face.glyph.bitmap
    left, top = face.glyph.bitmap_left, face.glyph.bitmap_top
    out = {}
    for row in range(bm.rows):
        for col in range(bm.width):
            v = bm.buffer[row * bm.pitch + col]
            if v:
                out[(left + col, -top + row)] = v
    return out


def our_mask(ox, oy, w, h, hexbytes):
    out = {}
    if hexbytes == "-":
        return out
    data = bytes.fromhex(hexbytes)
    for row in range(h):
        for col in range(w):
            v = data[row * w + col]
            if v:
                out[(ox + col, oy + row)] = v
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--masks", help="an existing dump instead of running swift test")
    ap.add_argument("--threshold", type=int, default=2)
    args = ap.parse_args()
    path = args.masks
    if not path:
        path = os.path.join(tempfile.mkdtemp(), "masks.txt")
        dump_masks(path)
    faces = {}
    worst_overall, failures, count = 0, 0, 0
    histogram = {}
    for line in open(path):
        name, glyph, size, phase, ox, oy, w, h, hexbytes = line.split()
        glyph, size, phase = int(glyph), float(size), int(phase)
        face = faces.setdefault(name, freetype.Face(os.path.join(FONT_DIR, name)))
        ours = our_mask(int(ox), int(oy), int(w), int(h), hexbytes)
        theirs = freetype_mask(face, glyph, size, phase)
        diffs = [abs(ours.get(p, 0) - theirs.get(p, 0)) for p in set(ours) | set(theirs)]
        worst = max(diffs, default=0)
        for d in diffs:
            histogram[d] = histogram.get(d, 0) + 1
        count += 1
        worst_overall = max(worst_overall, worst)
        if worst > args.threshold:
            failures += 1
            print(f"{name} glyph {glyph} at {size:g}px phase {phase}/4: max diff {worst}")
    total = sum(histogram.values())
    print(f"{count} glyph masks compared; worst per-pixel difference {worst_overall}")
    for d in sorted(histogram)[:6]:
        print(f"  diff {d}: {histogram[d]} pixels ({100 * histogram[d] / total:.2f}%)")
    print(f"{failures} masks exceed the threshold of {args.threshold}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
