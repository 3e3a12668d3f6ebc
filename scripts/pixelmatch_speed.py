#!/usr/bin/env python3
"""Times pybind11-pixelmatch (PyPI, C++) on the pair designable-bench compares: the 1170x2532
full-scene colour with every tenth pixel's red inverted (10% differing), threshold 0.1.
Run it beside `swift run -c release designable-bench --scene full` to compare the same pair
in one sitting; both must count 296244 differing pixels.  pip install pybind11-pixelmatch numpy
"""
import time, numpy as np, pybind11_pixelmatch as pm
W, H = 1170, 2532
a = np.zeros((H, W, 4), dtype=np.uint8); a[...] = (252, 128, 3, 255)
b = a.copy().reshape(-1, 4); b[::10, 0] = 255 - b[::10, 0]; b = b.reshape(H, W, 4)
times = []
for _ in range(7):
    t = time.perf_counter(); o = pm.Options(); o.threshold = 0.1; n = pm.pixelmatch(a, b, options=o); times.append((time.perf_counter() - t) * 1000)
print("pybind11-pixelmatch", sorted(times)[3], "ms median, diff count", n)
