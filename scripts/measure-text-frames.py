#!/usr/bin/env python3
"""How close the system font's text comes to the frames Interface Builder stored.

Runs `designable check --json` over the .xib and .storyboard files under the given folders
(default: ../shared/corpus) and reports, for the views placed by constraints whose frames
follow text metrics ("text-dependent"), how many solved frames lie within 1 pt and 0.5 pt of
the stored ones, and the median error. Xcode measured those frames with SF Pro (or, in
documents from before iOS 9, Helvetica Neue), so this is the measure of the system font.

    scripts/measure-text-frames.py [folder ...]
"""
import json, os, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
folders = sys.argv[1:] or [os.path.join(root, "..", "shared", "corpus")]
docs = sorted(os.path.join(d, f) for folder in folders for d, _, files in os.walk(folder)
              for f in files if f.endswith((".xib", ".storyboard")))
if not docs:
    sys.exit(f"no .xib or .storyboard files under {', '.join(folders)}")
out = subprocess.run(["swift", "run", "--package-path", root, "designable", "check", "--json", *docs],
                     capture_output=True, text=True)
report = json.loads(out.stdout)

def objects(node):
    if isinstance(node, dict):
        if "textDependent" in node:
            yield node
        for value in node.values():
            yield from objects(value)
    elif isinstance(node, list):
        for value in node:
            yield from objects(value)

errors = []
for o in objects(report):
    stored, solved = o.get("storedFrame"), o.get("solvedFrame")
    if o.get("textDependent") and o.get("placedByConstraints") and stored and solved:
        errors.append(max(abs(stored[k] - solved[k]) for k in ("x", "y", "width", "height")))
errors.sort()
if not errors:
    sys.exit("no text-dependent frames placed by constraints")
n = len(errors)
print(f"{len(docs)} documents, {n} text-dependent frames placed by constraints")
print(f"within 1 pt:   {sum(e <= 1 for e in errors)} ({100 * sum(e <= 1 for e in errors) / n:.0f}%)")
print(f"within 0.5 pt: {sum(e <= 0.5 for e in errors)} ({100 * sum(e <= 0.5 for e in errors) / n:.0f}%)")
print(f"median error:  {errors[n // 2]:g} pt")
