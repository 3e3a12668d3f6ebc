#!/usr/bin/env python3
"""pybind11-pixelmatch (C++ pixelmatch) on the image pairs designable-bench writes, timed the
way the bench times ours: pixels already in memory, threshold 0.1, anti-aliasing not counted,
once counting only and once also drawing the diff image into a buffer allocated in the timed
part (as ours allocates its diff bitmap).

The C++ port blends translucent colours over white and then truncates them to 8 bits, where
pixelmatch itself keeps the fractions, so on translucent pixels its count can drift from
pixelmatch's by a fraction of a percent. When the reference package (`pip install pixelmatch`,
the Python port of mapbox/pixelmatch that our comparator's tests are recorded with) is there,
its count is printed too, computed once and not timed (it is pure Python: seconds per pair).

Usage: peer_pixelmatch.py DIR [RUNS]
  DIR holds NAME-a.png and NAME-b.png pairs (designable-bench --out DIR writes them to DIR/pairs).
  Prints one line per pair: NAME COUNT MEDIAN_MS MEDIAN_MS_WITH_DIFF_IMAGE REFERENCE_COUNT
  (REFERENCE_COUNT is - without the reference package).
Needs: pip install pybind11-pixelmatch pillow numpy; optionally pixelmatch
"""
import pathlib
import sys
import time

import numpy as np
import pybind11_pixelmatch as pm
from PIL import Image


def read(path):
    # Straight-alpha RGBA bytes, as PNG stores them and as pixelmatch expects.
    return np.ascontiguousarray(np.asarray(Image.open(path).convert("RGBA"), dtype=np.uint8))


def median_ms(body, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = body()
        times.append((time.perf_counter() - start) * 1000)
    return result, sorted(times)[len(times) // 2]


def main():
    folder = pathlib.Path(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    options = pm.Options()
    options.threshold = 0.1
    options.includeAA = False
    for first in sorted(folder.glob("*-a.png")):
        name = first.name[: -len("-a.png")]
        a, b = read(first), read(folder / f"{name}-b.png")
        count, plain = median_ms(lambda: pm.pixelmatch(a, b, options=options), runs)

        def with_image():
            return pm.pixelmatch(a, b, output=np.empty_like(a), options=options)

        count_with_image, drawn = median_ms(with_image, runs)
        assert count_with_image == count
        print(f"{name} {count} {plain:.2f} {drawn:.2f} {reference_count(a, b, options.threshold)}", flush=True)


def reference_count(a, b, threshold):
    try:
        from pixelmatch import pixelmatch
    except ImportError:
        return "-"
    height, width = a.shape[:2]
    return pixelmatch(a.tobytes(), b.tobytes(), width, height, threshold=threshold)


if __name__ == "__main__":
    main()
