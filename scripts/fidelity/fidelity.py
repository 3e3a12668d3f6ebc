#!/usr/bin/env python3
"""The fidelity harness: Designable's pictures against the ones iOS recorded.

Public UIKit component repositories commit snapshot references recorded on iOS simulators
(swift-snapshot-testing's `__Snapshots__`, iOSSnapshotTestCase's `ReferenceImages`). For each
repository of the manifest this script

1. takes its view sources at the listed commit from a fetched mirror (nothing of it is ever
   committed here: the mirror lives outside the project, the work folder under `.build`);
2. compiles them unchanged, as a user would, in a generated package whose view target applies
   the `UIKitSources` plugin;
3. reproduces each test's setup (the manifest's `setup`, our own lines with the test's frame,
   scale, traits and property values) and renders it with Designable along the code path;
4. compares every render with its iOS reference on the same three measures every time:
   SSIM on luminance (Wang et al. 2004: Gaussian window, sigma 1.5, over the whole image), the
   share of pixels whose channels all lie within 8/255 after compositing both over white, and
   whether the pixel sizes agree. When they do not, ours is cropped or padded with white to the
   reference's size so that the other two measures still mean something;
5. writes `report.md` and `report.json` in the work folder: per repository, per kind (shapes
   only, with text), the medians, and the worst cases.

    scripts/fidelity/fidelity.py                       # every repository of the manifest
    scripts/fidelity/fidelity.py --only fxm90/GradientProgressBar --keep-going

The mirrors are bare git directories at `<mirrors>/<owner>+<name>/repo`, as the project's
search tool's `fetch github:owner/name` leaves them (default `/work/.mirror`); a repository
not fetched is listed as such. The manifest's format is described in `scripts/fidelity/README.md`.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import io

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def slug(repo):
    return re.sub(r"[^A-Za-z0-9]", "_", repo)


def swift_string(text):
    return json.dumps(text)  # a JSON string literal is a valid Swift string literal for our texts


def load_manifest(path):
    """The manifest's repositories: one JSON file listing them, or a folder of one file each."""
    if os.path.isdir(path):
        repos = []
        for name in sorted(os.listdir(path)):
            if name.endswith(".json"):
                with open(os.path.join(path, name)) as f:
                    repos.append(json.load(f))
    else:
        with open(path) as f:
            manifest = json.load(f)
        repos = manifest["repositories"] if isinstance(manifest, dict) else manifest
    for entry in repos:
        for key in ("repo", "commit", "module", "sources", "cases"):
            if key not in entry:
                sys.exit(f"{path}: repository {entry.get('repo', '?')} lacks the key '{key}'")
        for case in entry["cases"]:
            for key in ("name", "reference", "scale", "kind", "setup"):
                if key not in case:
                    sys.exit(f"{path}: {entry['repo']} case {case.get('name', '?')} lacks the key '{key}'")
            if case["kind"] not in ("shapes", "text"):
                sys.exit(f"{path}: {entry['repo']} case {case['name']}: kind must be 'shapes' or 'text', not {case['kind']!r}")
    return repos


def git(mirror, *args, binary=False):
    out = subprocess.run(["git", "--git-dir", mirror, *args], capture_output=True, check=True)
    return out.stdout if binary else out.stdout.decode()


def extract(mirror, commit, paths, into):
    """Writes `paths` (files or folders) of `commit` under `into`, keeping their repository paths."""
    archive = git(mirror, "archive", "--format=tar", commit, "--", *paths, binary=True)
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")


def case_closure(entry, case):
    returns = "UIViewController" if case.get("value") == "viewController" else "UIView"
    body = "\n".join("            " + line for line in case["setup"].splitlines())
    return f"""        ({swift_string(case['name'])}, {{ () -> AnyObject in
            let make: () -> {returns} = {{
{body}
            }}
            return make()
        }}),"""


def generate_cases_target(pkg, entry):
    name = "Cases_" + slug(entry["repo"])
    folder = os.path.join(pkg, "Sources", name)
    os.makedirs(folder, exist_ok=True)
    imports = ["import Designable", "import Foundation"]
    if entry["module"]:
        # As the repositories' own tests do, most of them: the setup may use internal API (debug
        # builds are testable).
        imports.append(f"@testable import {entry['module']}")
    imports += [f"import {m}" for m in entry.get("imports", [])]
    closures = "\n".join(case_closure(entry, c) for c in entry["cases"])
    # As a user's tests do in setUp: the module's classes, and its resource folders for
    # Bundle(for:) and UIImage(named:).
    register = "registerDesignables()" if entry["module"] else ""
    source = "\n".join(imports) + f"""

// Generated by scripts/fidelity/fidelity.py from the manifest: each case's setup, our own lines.
public enum {name} {{
    public static func register() {{ {register} }}

    public static let all: [(name: String, make: () -> AnyObject)] = [
{closures}
    ]
}}
"""
    with open(os.path.join(folder, "Cases.swift"), "w") as f:
        f.write(source)
    return name


def generate_render_main(pkg, entries):
    folder = os.path.join(pkg, "Sources", "fidelity-render")
    os.makedirs(folder, exist_ok=True)
    imports = "\n".join(f"import Cases_{slug(e['repo'])}" for e in entries)
    tables = []
    for e in entries:
        options = []
        for c in e["cases"]:
            size = c.get("size")
            size_literal = f"CGSize(width: {size[0]}, height: {size[1]})" if size else "nil"
            config = f"ViewImageConfig.{c['config']}" if c.get("config") else "nil"
            style = ".dark" if c.get("style") == "dark" else ".light"
            options.append(f"        {swift_string(c['name'])}: ({c['scale']}, {style}, {size_literal}, {config}),")
        tables.append(f"""    ({swift_string(e['repo'])}, Cases_{slug(e['repo'])}.register, Cases_{slug(e['repo'])}.all, [
{chr(10).join(options)}
    ]),""")
    source = f"""import Designable
import DesignableTesting
import Foundation
import Raster
{imports}

// Generated by scripts/fidelity/fidelity.py: renders every case along the code path and writes
// <out>/<repo slug>/<case>.png, with a status line per case in <out>/status.json.
typealias Options = (scale: CGFloat, style: UIUserInterfaceStyle, size: CGSize?, config: ViewImageConfig?)
let repositories: [(String, () -> Void, [(name: String, make: () -> AnyObject)], [String: Options])] = [
{chr(10).join(tables)}
]
let out = CommandLine.arguments[1]
var status: [[String: String]] = []
for (repo, register, cases, options) in repositories {{
    register()
    let folder = out + "/" + repo.replacingOccurrences(of: "/", with: "_")
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, make) in cases {{
        let o = options[name]!
        let traits = UITraitCollection(userInterfaceStyle: o.style)
        do {{
            let value = make()
            let png: Data
            if let controller = value as? UIViewController {{
                let strategy = Snapshotting<UIViewController, Bitmap>.image(on: o.config, size: o.size, scale: o.scale,
                                                                              traits: traits, layoutConflicts: .allow)
                png = try strategy.diffing.toData(strategy.snapshot(controller))
            }} else {{
                let strategy = Snapshotting<UIView, Bitmap>.image(on: o.config, size: o.size, scale: o.scale, traits: traits,
                                                                  paths: [.code], layoutConflicts: .allow)
                png = try strategy.diffing.toData(strategy.snapshot(value as! UIView))
            }}
            try png.write(to: URL(fileURLWithPath: folder + "/" + name + ".png"))
            status.append(["repo": repo, "case": name, "status": "rendered"])
        }} catch {{
            status.append(["repo": repo, "case": name, "status": "failed", "error": "\\(error)"])
        }}
    }}
}}
let data = try JSONSerialization.data(withJSONObject: status, options: [.prettyPrinted, .sortedKeys])
try data.write(to: URL(fileURLWithPath: out + "/status.json"))
"""
    with open(os.path.join(folder, "main.swift"), "w") as f:
        f.write(source)


def generate_package(pkg, entries, compiled):
    """The package: one view target per repository (the plugin applied), one cases target per
    repository, and the renderer, which links only the repositories in `compiled`."""
    targets = []
    for e in entries:
        s = slug(e["repo"])
        if e["module"]:
            targets.append(f"""        .target(name: {swift_string(e['module'])}, dependencies: [.product(name: "Designable", package: "Designable"),
                                                                   .product(name: "DesignableCombine", package: "Designable")],
                path: "Views/{s}", swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: [.plugin(name: "UIKitSources", package: "Designable")]),""")
        deps = [f'.product(name: "Designable", package: "Designable")']
        if e["module"]:
            deps.append(swift_string(e["module"]))
        targets.append(f"""        .target(name: "Cases_{s}", dependencies: [{', '.join(deps)}], swiftSettings: [.swiftLanguageMode(.v5)]),""")
    render_deps = ", ".join(f'"Cases_{slug(e["repo"])}"' for e in entries if e["repo"] in compiled)
    targets.append(f"""        .executableTarget(name: "fidelity-render", dependencies: [{render_deps}{', ' if render_deps else ''}
            .product(name: "Designable", package: "Designable"), .product(name: "DesignableTesting", package: "Designable"),
            .product(name: "Raster", package: "Designable")]),""")
    package = f"""// swift-tools-version:6.1
// Generated by scripts/fidelity/fidelity.py; not part of Designable.
import PackageDescription

let package = Package(
    name: "Fidelity",
    dependencies: [.package(name: "Designable", path: {swift_string(ROOT)})],
    targets: [
{chr(10).join(targets)}
    ]
)
"""
    with open(os.path.join(pkg, "Package.swift"), "w") as f:
        f.write(package)


def prepare_repository(work, mirrors, entry):
    """Extracts the view sources and references; returns None when ready, or why not."""
    mirror = os.path.join(mirrors, entry["repo"].replace("/", "+"), "repo")
    if not os.path.isdir(mirror):
        return f"not fetched (fetch github:{entry['repo']} to {mirror})"
    s = slug(entry["repo"])
    src = os.path.join(work, "src", s)
    shutil.rmtree(src, ignore_errors=True)
    os.makedirs(src)
    try:
        paths = list(entry["sources"]) + list(entry.get("resources", [])) + [c["reference"] for c in entry["cases"]]
        extract(mirror, entry["commit"], paths, src)
    except subprocess.CalledProcessError as error:
        return f"cannot read the commit's files: {error.stderr.decode().strip()}"
    for excluded in entry.get("excludeSources", []):
        path = os.path.join(src, excluded)
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)
    if entry["module"]:
        views = os.path.join(work, "pkg", "Views", s)
        os.makedirs(views, exist_ok=True)
        rel = lambda p: os.path.relpath(os.path.join(src, p), views)
        config = {"sources": [rel(p) for p in entry["sources"]], "resources": [rel(p) for p in entry.get("resources", [])]}
        with open(os.path.join(views, "uikit-sources.json"), "w") as f:
            json.dump(config, f)
        with open(os.path.join(views, entry["module"] + ".swift"), "w") as f:
            f.write("// The repository's view files are compiled through the UIKitSources plugin (uikit-sources.json).\n")
    return None


def swift_build(pkg, target, log):
    result = subprocess.run(["swift", "build", "--package-path", pkg, "--target", target] if target else
                            ["swift", "build", "--package-path", pkg, "--product", "fidelity-render"],
                            capture_output=True, text=True)
    with open(log, "w") as f:
        f.write(result.stdout + result.stderr)
    errors = sorted({line.strip() for line in (result.stdout + result.stderr).splitlines() if ": error:" in line})
    return result.returncode == 0, errors


# --- Measures -------------------------------------------------------------------------------------

def load_rgb_over_white(path):
    import numpy as np
    from PIL import Image, ImageCms
    image = Image.open(path)
    if "icc_profile" in image.info:  # references tagged Display P3 or grey compare in sRGB
        try:
            source = ImageCms.ImageCmsProfile(io.BytesIO(image.info["icc_profile"]))
            image = ImageCms.profileToProfile(image.convert("RGBA"), source, ImageCms.createProfile("sRGB"), outputMode="RGBA")
        except Exception as error:  # measured as stored, and said so: never a silent difference
            print(f"{path}: its ICC profile could not be applied ({error}); compared as stored", file=sys.stderr)
    rgba = np.asarray(image.convert("RGBA"), dtype=np.float64)
    alpha = rgba[..., 3:4] / 255.0
    return rgba[..., :3] * alpha + 255.0 * (1 - alpha)


def fit_to(image, shape):
    import numpy as np
    h, w = shape[:2]
    out = np.full((h, w, 3), 255.0)
    ch, cw = min(h, image.shape[0]), min(w, image.shape[1])
    out[:ch, :cw] = image[:ch, :cw]
    return out


def ssim_luminance(a, b):
    import numpy as np
    from scipy.ndimage import gaussian_filter
    weights = np.array([0.299, 0.587, 0.114])
    x, y = a @ weights, b @ weights
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    blur = lambda m: gaussian_filter(m, 1.5, truncate=3.5, mode="reflect")
    mx, my = blur(x), blur(y)
    sxx, syy, sxy = blur(x * x) - mx * mx, blur(y * y) - my * my, blur(x * y) - mx * my
    ssim = ((2 * mx * my + c1) * (2 * sxy + c2)) / ((mx * mx + my * my + c1) * (sxx + syy + c2))
    return float(ssim.mean())


def write_comparison(path, reference, fitted, differs):
    """iOS | Designable | the pixels beyond 8/255 in red, side by side, to look at."""
    import numpy as np
    from PIL import Image
    h, w = reference.shape[:2]
    diff = np.full((h, w, 3), 255.0)
    diff[differs] = (255, 0, 0)
    gap = np.full((h, 4, 3), 128.0)
    strip = np.concatenate([reference, gap, fitted, gap, diff], axis=1)
    Image.fromarray(np.clip(np.rint(strip), 0, 255).astype(np.uint8)).save(path)


def measure(reference_path, ours_path, comparison_path=None):
    import numpy as np
    reference = load_rgb_over_white(reference_path)
    ours = load_rgb_over_white(ours_path)
    size_match = reference.shape[:2] == ours.shape[:2]
    fitted = ours if size_match else fit_to(ours, reference.shape)
    differs = np.abs(np.rint(reference) - np.rint(fitted)).max(axis=2) > 8
    within = float(1 - differs.mean())
    if comparison_path:
        write_comparison(comparison_path, reference, fitted, differs)
    return {
        "ssim": ssim_luminance(reference, fitted),
        "within": within,
        "sizeMatch": size_match,
        "referencePixels": [reference.shape[1], reference.shape[0]],
        "oursPixels": [ours.shape[1], ours.shape[0]],
    }


# --- Report ---------------------------------------------------------------------------------------

def median(values):
    return statistics.median(values) if values else None


def fmt(value, digits=4):
    return "–" if value is None else f"{value:.{digits}f}"


def report(work, entries, repo_status, results):
    lines = ["# Fidelity against iOS-recorded references", "",
             "SSIM on luminance; *within* = share of pixels within 8/255 after compositing over white; "
             "*size* = cases whose pixel size is the reference's.", "",
             "| repository | commit | compiles | cases | rendered | size | median SSIM | median within |",
             "|---|---|---|---|---|---|---|---|"]
    for e in entries:
        rows = [r for r in results if r["repo"] == e["repo"]]
        measured = [r for r in rows if "ssim" in r]
        lines.append(f"| {e['repo']} | {e['commit'][:7]} | {repo_status[e['repo']]} | {len(e['cases'])} | {len(measured)} | "
                     f"{sum(r['sizeMatch'] for r in measured)}/{len(measured)} | "
                     f"{fmt(median([r['ssim'] for r in measured]))} | {fmt(median([r['within'] for r in measured]))} |")
    lines += ["", "| kind | cases | median SSIM | median within | pixel-identical | size match |", "|---|---|---|---|---|---|"]
    for kind in ("shapes", "text"):
        measured = [r for r in results if "ssim" in r and r["kind"] == kind]
        lines.append(f"| {kind} | {len(measured)} | {fmt(median([r['ssim'] for r in measured]))} | "
                     f"{fmt(median([r['within'] for r in measured]))} | {sum(r['within'] == 1.0 for r in measured)} | "
                     f"{sum(r['sizeMatch'] for r in measured)}/{len(measured)} |")
    sized = [r for r in results if "ssim" in r and r.get("sizesToText")]
    if sized:
        lines += ["", f"Views sized by their text at iOS's pixel size: {sum(r['sizeMatch'] for r in sized)}/{len(sized)}."]
    worst = sorted((r for r in results if "ssim" in r), key=lambda r: r["ssim"])[:10]
    lines += ["", "## Worst 10", "", "| repository | case | kind | SSIM | within | size (ours / iOS) |", "|---|---|---|---|---|---|"]
    for r in worst:
        lines.append(f"| {r['repo']} | {r['case']} | {r['kind']} | {fmt(r['ssim'])} | {fmt(r['within'])} | "
                     f"{'×'.join(map(str, r['oursPixels']))} / {'×'.join(map(str, r['referencePixels']))} |")
    failed = [r for r in results if "ssim" not in r]
    if failed:
        lines += ["", "## Not measured", ""] + [f"- {r['repo']} `{r['case']}`: {r['error']}" for r in failed]
    text = "\n".join(lines) + "\n"
    with open(os.path.join(work, "report.md"), "w") as f:
        f.write(text)
    with open(os.path.join(work, "report.json"), "w") as f:
        json.dump({"repositories": repo_status, "cases": results}, f, indent=1, sort_keys=True)
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--manifest", default=os.path.join(HERE, "manifest.json"))
    parser.add_argument("--mirrors", default=os.environ.get("FIDELITY_MIRRORS", "/work/.mirror"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".build", "fidelity"))
    parser.add_argument("--only", action="append", help="a repository (owner/name) to run; repeatable")
    parser.add_argument("--measure-only", action="store_true", help="compare the renders already in the work folder")
    args = parser.parse_args()

    entries = load_manifest(args.manifest)
    if args.only:
        entries = [e for e in entries if e["repo"] in args.only]
    work, pkg = os.path.abspath(args.work), os.path.join(os.path.abspath(args.work), "pkg")
    out = os.path.join(work, "out")
    os.makedirs(os.path.join(pkg, "Sources"), exist_ok=True)
    os.makedirs(os.path.join(work, "logs"), exist_ok=True)

    repo_status, ready = {}, []
    for e in entries:
        why = prepare_repository(work, args.mirrors, e)
        repo_status[e["repo"]] = why or "?"
        if not why:
            ready.append(e)
            generate_cases_target(pkg, e)

    compiled = set()
    if not args.measure_only:
        generate_package(pkg, ready, compiled)
        generate_render_main(pkg, [])  # the package needs the renderer's folder before it links anything
        for e in ready:
            s = slug(e["repo"])
            if e["module"]:
                ok, errors = swift_build(pkg, e["module"], os.path.join(work, "logs", s + ".views.log"))
                if not ok:
                    repo_status[e["repo"]] = f"no: {len(errors)} errors, first: `{errors[0] if errors else 'see log'}`"
                    print(f"{e['repo']}: the views do not compile ({len(errors)} errors); logs/{s}.views.log", file=sys.stderr)
                    continue
            ok, errors = swift_build(pkg, "Cases_" + s, os.path.join(work, "logs", s + ".cases.log"))
            if not ok:
                repo_status[e["repo"]] = f"yes; the cases' setup does not: `{errors[0] if errors else 'see log'}`"
                print(f"{e['repo']}: the cases do not compile; logs/{s}.cases.log", file=sys.stderr)
                continue
            repo_status[e["repo"]] = "yes"
            compiled.add(e["repo"])
        # The renderer links every repository that compiled; one that does not link (a private
        # symbol, say) is named by its source path in the error, reported, and left out.
        while True:
            compiled_entries = [e for e in ready if e["repo"] in compiled]
            generate_package(pkg, ready, compiled)
            generate_render_main(pkg, compiled_entries)
            ok, errors = swift_build(pkg, None, os.path.join(work, "logs", "render.log"))
            if ok:
                break
            culprits = [e for e in compiled_entries if any(f"/src/{slug(e['repo'])}/" in line for line in errors)]
            if not culprits:
                sys.exit("the renderer does not build: " + "; ".join(errors[:5]))
            for e in culprits:
                first = next(line for line in errors if f"/src/{slug(e['repo'])}/" in line)
                repo_status[e["repo"]] = f"compiles, does not link: `{first.strip()[:300]}`"
                compiled.discard(e["repo"])
                print(f"{e['repo']}: does not link; logs/render.log", file=sys.stderr)
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        binary = subprocess.run(["swift", "build", "--package-path", pkg, "--show-bin-path"], capture_output=True, text=True).stdout.strip()
        run = subprocess.run([os.path.join(binary, "fidelity-render"), out], capture_output=True, text=True)
        with open(os.path.join(work, "logs", "render-run.log"), "w") as f:
            f.write(run.stdout + run.stderr)
        if run.returncode != 0:
            sys.exit(f"the renderer stopped (exit {run.returncode}); logs/render-run.log")
    else:
        compiled = {e["repo"] for e in ready}
        for e in ready:
            repo_status[e["repo"]] = "yes"

    status = {}
    if os.path.exists(os.path.join(out, "status.json")):
        with open(os.path.join(out, "status.json")) as f:
            status = {(s["repo"], s["case"]): s for s in json.load(f)}
    results = []
    for e in entries:
        for c in e["cases"]:
            row = {"repo": e["repo"], "case": c["name"], "kind": c["kind"], "sizesToText": c.get("sizesToText", False)}
            ours = os.path.join(out, e["repo"].replace("/", "_"), c["name"] + ".png")
            reference = os.path.join(work, "src", slug(e["repo"]), c["reference"])
            state = status.get((e["repo"], c["name"]))
            if e["repo"] not in compiled:
                continue
            if state and state["status"] == "failed":
                row["error"] = state.get("error", "failed")
            elif not os.path.exists(ours):
                row["error"] = "no render"
            else:
                compare = os.path.join(work, "compare", e["repo"].replace("/", "_"))
                os.makedirs(compare, exist_ok=True)
                row.update(measure(reference, ours, os.path.join(compare, c["name"] + ".png")))
            results.append(row)
    print(report(work, entries, repo_status, results))


if __name__ == "__main__":
    main()
