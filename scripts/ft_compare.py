#!/usr/bin/env python3
"""Compare Typography's glyph masks with FreeType's unhinted rendering and with exact coverage.

Developer tool, not part of the test suite. It runs the `GlyphMaskDump` test with
TYPOGRAPHY_DUMP_MASKS set, renders the same glyphs with freetype-py (FT_LOAD_NO_HINTING,
normal anti-aliasing, no gamma), aligns both on the glyph origin and reports, per glyph, the
largest per-pixel coverage difference (0-255).

FreeType is an independent renderer but not an exact one: its gray rasterizer bisects each
conic only until the second difference |P0 - 2 P1 + P2| is at most 1/4 pixel, so its chords
stray up to 1/16 pixel inside a curve, and it rounds every point to 1/64 pixel first. On
curved glyphs that costs it up to ~20 coverage levels, at every size (the bowls of "o", "g",
"@", "&", "$"). To say which renderer is right, each glyph is also compared with a reference
computed here from the outline as freetype-py reads it (so not through our parser): curves
flattened to 1/1024 pixel, coverage integrated exactly across each row and sampled 256 times
down each pixel. The exit status follows that exact comparison.

    pip install freetype-py numpy
    python3 scripts/ft_compare.py [--masks existing-dump.txt] [--threshold 4] [--no-exact]

Exit status is 1 when any glyph differs from the exact coverage by more than the threshold
(or, with --no-exact, from FreeType).
"""
import argparse
import os
import subprocess
import sys
import tempfile

import freetype
import numpy as np

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


def exact_mask(face, glyph, size, phase, tolerance=1 / 1024, samples=256):
    """Coverage of the unhinted outline, {(x, y): value}, y down, origin on the baseline."""
    contours = outline_polygons(face, glyph, size / face.units_per_EM, phase / 4, tolerance)
    edges = [(a[0], a[1], b[0], b[1]) for poly in contours for a, b in zip(poly, poly[1:] + poly[:1]) if a[1] != b[1]]
    if not edges:
        return {}
    e = np.array(edges)
    x0 = int(np.floor(min(e[:, 0].min(), e[:, 2].min())))
    x1 = int(np.ceil(max(e[:, 0].max(), e[:, 2].max()))) + 1
    y0 = int(np.floor(min(e[:, 1].min(), e[:, 3].min())))
    y1 = int(np.ceil(max(e[:, 1].max(), e[:, 3].max())))
    up = e[:, 3] > e[:, 1]
    top, bottom = np.minimum(e[:, 1], e[:, 3]), np.maximum(e[:, 1], e[:, 3])
    out = {}
    for py in range(y0, y1):
        area = np.zeros(x1 - x0)
        for k in range(samples):
            y = py + (k + 0.5) / samples
            hit = (top <= y) & (bottom > y)
            h = e[hit]
            xs = h[:, 0] + (y - h[:, 1]) / (h[:, 3] - h[:, 1]) * (h[:, 2] - h[:, 0]) - x0
            order = np.argsort(xs)
            xs, winding = xs[order], np.cumsum(np.where(up[hit], 1, -1)[order])
            # Non-zero winding: each span between crossings inside the glyph adds its exact length per column.
            for a, b, w in zip(xs[:-1], xs[1:], winding[:-1]):
                if w == 0 or b <= a:
                    continue
                ia, ib = int(a), int(b)
                if ia == ib:
                    area[ia] += b - a
                else:
                    area[ia] += ia + 1 - a
                    area[ia + 1:ib] += 1
                    area[ib] += b - ib
        for i, v in enumerate(area):
            level = int(round(min(v / samples, 1) * 255))
            if level:
                out[(x0 + i, py)] = level
    return out


def outline_polygons(face, glyph, scale, dx, tolerance):
    """The glyph's contours in device pixels (y down), quadratic arcs flattened within `tolerance`."""
    # freetype_mask leaves a transform set, which FreeType would apply to these font units too.
    face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), freetype.Vector(0, 0))
    face.load_glyph(glyph, freetype.FT_LOAD_NO_SCALE | freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP)
    outline = face.glyph.outline
    points = [(x * scale + dx, -y * scale) for x, y in outline.points]
    on_curve = [t & 1 for t in outline.tags]
    polygons, first = [], 0
    for last in outline.contours:
        idx = list(range(first, last + 1))
        first = last + 1
        start_at = next((k for k, i in enumerate(idx) if on_curve[i]), None)
        if start_at is None:  # all off-curve: start at an implied midpoint
            a, b = points[idx[-1]], points[idx[0]]
            start, order = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), idx
        else:
            start, order = points[idx[start_at]], idx[start_at + 1:] + idx[:start_at]
        poly, control = [start], None

        def arc(p1, p2):
            p0 = poly[-1]
            dd = max(abs(p0[0] - 2 * p1[0] + p2[0]), abs(p0[1] - 2 * p1[1] + p2[1]))
            n = max(1, int(np.ceil(np.sqrt(dd / 4 / tolerance))))
            for j in range(1, n + 1):
                t = j / n
                u = 1 - t
                poly.append((u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                             u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]))

        for i in order:
            p = points[i]
            if on_curve[i]:
                if control:
                    arc(control, p)
                else:
                    poly.append(p)
                control = None
            else:
                if control:
                    arc(control, ((control[0] + p[0]) / 2, (control[1] + p[1]) / 2))
                control = p
        if control:
            arc(control, start)
        polygons.append(poly)
    return polygons


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


def difference(a, b):
    return [abs(a.get(p, 0) - b.get(p, 0)) for p in set(a) | set(b)]


def summarise(title, histogram):
    total = sum(histogram.values())
    print(f"{title}: worst per-pixel difference {max(histogram)}")
    for d in sorted(histogram)[:6]:
        print(f"  diff {d}: {histogram[d]} pixels ({100 * histogram[d] / total:.2f}%)")
    over = sum(n for d, n in histogram.items() if d > 6)
    print(f"  more than 6 levels: {over} pixels")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--masks", help="an existing dump instead of running swift test")
    ap.add_argument("--threshold", type=int, default=4)
    ap.add_argument("--no-exact", action="store_true", help="compare with FreeType only (faster)")
    args = ap.parse_args()
    path = args.masks
    if not path:
        path = os.path.join(tempfile.mkdtemp(), "masks.txt")
        dump_masks(path)
    faces = {}
    failures, count = 0, 0
    vs_freetype, vs_exact = {}, {}
    for line in open(path):
        name, glyph, size, phase, ox, oy, w, h, hexbytes = line.split()
        glyph, size, phase = int(glyph), float(size), int(phase)
        face = faces.setdefault(name, freetype.Face(os.path.join(FONT_DIR, name)))
        ours = our_mask(int(ox), int(oy), int(w), int(h), hexbytes)
        theirs = freetype_mask(face, glyph, size, phase)
        to_freetype = difference(ours, theirs)
        for d in to_freetype:
            vs_freetype[d] = vs_freetype.get(d, 0) + 1
        worst_freetype = max(to_freetype, default=0)
        worst = worst_freetype
        note = f"FreeType {worst_freetype}"
        if not args.no_exact:
            exact = exact_mask(face, glyph, size, phase)
            to_exact = difference(ours, exact)
            for d in to_exact:
                vs_exact[d] = vs_exact.get(d, 0) + 1
            worst = max(to_exact, default=0)
            note = f"exact {worst}, FreeType {worst_freetype}, FreeType vs exact {max(difference(theirs, exact), default=0)}"
        count += 1
        if worst > args.threshold:
            failures += 1
            print(f"{name} glyph {glyph} at {size:g}px phase {phase}/4: max diff {note}")
    print(f"{count} glyph masks compared")
    summarise("ours vs FreeType", vs_freetype)
    if vs_exact:
        summarise("ours vs exact coverage", vs_exact)
    print(f"{failures} masks exceed the threshold of {args.threshold} against {'FreeType' if args.no_exact else 'exact coverage'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
