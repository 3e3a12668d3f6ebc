import Foundation
import RasterScenes

// designable-bench: our raster scenes against Cairo and Skia, and our anti-aliasing-aware diff
// against pybind11-pixelmatch, every peer run in the same sitting; then snapshot verification,
// text and Auto Layout. Performance claims come from here, as ratios against a peer measured
// beside us, never from a figure recorded on another day.
//
//   swift run -c release designable-bench [--runs N] [--out DIR] [--scene NAMES] [--pair NAMES]
//       [--only SECTIONS] [--no-peers] [--cairo PATH] [--skia SCRIPT] [--pixelmatch SCRIPT]
//   swift run -c release designable-bench --layout | --animation | --check [DIR]
//   swift run [-c release] designable-bench --scale [N]
//
// Sections: raster, diff, verify, text, layout, animation (all by default). `--out DIR` also writes every
// renderer's scenes (and compares them with ours) and the diff pairs. `--check` runs only
// `designable check`'s benchmark, over DIR (the shared Interface Builder corpus by default);
// `--scale` only the many-snapshots suite (2,000 by default; see ScaleBenchmark.swift).

let usage = """
    usage: designable-bench [--runs N] [--out DIR] [--scene rects,curves,stars,full] [--pair flat,shifted,recoloured]
                            [--only raster,diff,verify,text,layout,animation] [--no-peers] [--cairo PATH] [--skia SCRIPT] [--pixelmatch SCRIPT]
           designable-bench --layout | --animation | --check [DIR]
           designable-bench --scale [N]
    """
var runs = 5
var outDir: String?
var cairoPath = ".build-peer/peer_cairo"
var skiaScript = "../shared/bench/peer_skia.py"
var pixelmatchScript = "scripts/peer_pixelmatch.py"
var usePeers = true
var onlyScenes: Set<String>?
var onlyPairs: Set<String>?
let allSections: Set<String> = ["raster", "diff", "verify", "text", "layout", "animation"]
var sections = allSections
var checkFolder: String?
var scaleCount: Int?
func names(_ list: String?) -> Set<String> { Set((list ?? "").split(separator: ",").map(String.init)) }
var arguments = CommandLine.arguments.dropFirst()
while let arg = arguments.popFirst() {
    switch arg {
    case "--runs": runs = max(1, Int(arguments.popFirst() ?? "") ?? runs)
    case "--out": outDir = arguments.popFirst()
    case "--cairo", "--peer": cairoPath = arguments.popFirst() ?? cairoPath
    case "--skia": skiaScript = arguments.popFirst() ?? skiaScript
    case "--pixelmatch": pixelmatchScript = arguments.popFirst() ?? pixelmatchScript
    case "--no-peers", "--no-peer": usePeers = false
    case "--scene": onlyScenes = names(arguments.popFirst())
    case "--pair": onlyPairs = names(arguments.popFirst())
    case "--only": sections = names(arguments.popFirst())
    case "--layout": sections = ["layout"]
    case "--animation": sections = ["animation"]
    case "--check":
        checkFolder = arguments.first.map { $0.hasPrefix("--") } == false ? arguments.popFirst() : "../shared/corpus/ib"
    case "--scale":
        scaleCount = arguments.first.flatMap { Int($0) } != nil ? Int(arguments.popFirst()!)! : 2_000
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write("designable-bench: unknown argument '\(arg)'\n\(usage)\n".data(using: .utf8)!)
        exit(2)
    }
}
if let unknown = sections.subtracting(allSections).first {
    FileHandle.standardError.write("designable-bench: unknown section '\(unknown)'\n\(usage)\n".data(using: .utf8)!)
    exit(2)
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

if let scaleCount {
    runScaleBenchmark(count: scaleCount)
    exit(0)
}
if let checkFolder {
    runCheckBenchmark(folder: checkFolder, runs: runs)
    exit(0)
}

#if DEBUG
print("note: this is a debug build; performance figures come from `swift run -c release designable-bench`")
#endif

var ok = true
if sections != ["layout"] && sections != ["animation"] {
    // Determinism: the mixed scene must hash to the value the debug test suite checks.
    let mixed = MixedScene.render()
    ok = mixed.contentHash == MixedScene.expectedHash
    print("mixed scene hash \(String(mixed.contentHash, radix: 16)) \(ok ? "matches" : "DIFFERS FROM") the committed \(String(MixedScene.expectedHash, radix: 16))")
}
if sections.contains("raster") {
    let scenes = BenchmarkScene.allCases.filter { onlyScenes?.contains($0.rawValue) ?? true }
    runRasterBenchmark(scenes: scenes, runs: runs, outDir: outDir,
                       peers: usePeers ? [.cairo(executable: cairoPath), .skia(script: skiaScript)] : [])
}
if sections.contains("diff") {
    let pairs = DiffPair.allCases.filter { onlyPairs?.contains($0.rawValue) ?? true }
    ok = runDiffBenchmark(pairs: pairs, runs: runs, outDir: outDir, peer: usePeers ? .pixelmatch(script: pixelmatchScript) : nil) && ok
}
if sections.contains("verify") { runSnapshotVerifyBenchmark(runs: runs) }
if sections.contains("text") { runTextBenchmark(runs: runs) }
// Auto Layout (issue 5): first solve and re-solve at 250 to 2,000 views; see LayoutBenchmark.swift.
if sections.contains("layout") { runLayoutBenchmark(runs: runs) }
// Rendering at a moment (issue 17): 200 animated rings at 250 ms against the model; see AnimationBenchmark.swift.
if sections.contains("animation") { runAnimationBenchmark(runs: runs) }
if !ok { exit(1) }
