import Foundation
import PNGCodec
import Raster
import RasterScenes
import Typography

// designable-bench: the raster scenes of shared/bench, timed against the Cairo peer in the
// same run, plus the determinism check of the mixed scene.
//
//   swift run -c release designable-bench [--runs N] [--out DIR] [--scene NAMES] [--peer PATH] [--no-peer] [--layout] [--check [DIR]] [--scale [N]]
//
// `--layout` runs only the Auto Layout benchmark; `--check` only `designable check`'s, over DIR
// (the shared Interface Builder corpus beside the project by default); `--scale` only the
// many-snapshots suite (2,000 by default; see ScaleBenchmark.swift).

var runs = 5
var outDir: String?
var peerPath: String? = ".build-peer/peer_cairo"
var onlyScenes: Set<String>?
var onlyLayout = false
var checkFolder: String?
var scaleCount: Int?
var arguments = CommandLine.arguments.dropFirst()
while let arg = arguments.popFirst() {
    switch arg {
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--out": outDir = arguments.popFirst()
    case "--peer": peerPath = arguments.popFirst()
    case "--no-peer": peerPath = nil
    case "--layout": onlyLayout = true
    case "--check":
        checkFolder = arguments.first.map { $0.hasPrefix("--") } == false ? arguments.popFirst() : "../shared/corpus/ib"
    case "--scale":
        scaleCount = arguments.first.flatMap { Int($0) }.map { _ in Int(arguments.popFirst()!)! } ?? 2_000
    case "--scene": onlyScenes = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    case "-h", "--help":
        print("usage: designable-bench [--runs N] [--out DIR] [--scene rects,curves,stars,full] [--peer PATH | --no-peer] [--layout] [--check [DIR]]")
        exit(0)
    default:
        FileHandle.standardError.write("designable-bench: unknown argument '\(arg)'\n".data(using: .utf8)!)
        exit(2)
    }
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

if let scaleCount {
    runScaleBenchmark(count: scaleCount)
    exit(0)
}
if onlyLayout {
    runLayoutBenchmark(runs: runs)
    exit(0)
}
if let checkFolder {
    runCheckBenchmark(folder: checkFolder, runs: runs)
    exit(0)
}

#if DEBUG
print("note: this is a debug build; performance figures come from `swift run -c release designable-bench`")
#endif

// Determinism: the mixed scene must hash to the value the debug test suite checks.
let mixed = MixedScene.render()
let hashOK = mixed.contentHash == MixedScene.expectedHash
print("mixed scene hash \(String(mixed.contentHash, radix: 16)) \(hashOK ? "matches" : "DIFFERS FROM") the committed \(String(MixedScene.expectedHash, radix: 16))")

// Our scenes.
var ours: [String: Double] = [:]
let clock = ContinuousClock()
let scenes = BenchmarkScene.allCases.filter { onlyScenes?.contains($0.rawValue) ?? true }
for scene in scenes {
    var times: [Double] = []
    var last: Canvas?
    for _ in 0..<runs {
        let canvas = try! Canvas(width: Double(BenchmarkScene.width), height: Double(BenchmarkScene.height), scale: 1)
        let start = clock.now
        scene.draw(on: canvas)
        times.append(milliseconds(clock.now - start))
        last = canvas
    }
    ours[scene.rawValue] = median(times)
    if let outDir, let last {
        try? FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        let url = URL(fileURLWithPath: outDir).appendingPathComponent("\(scene.rawValue).png")
        do { try PNG.write(last.bitmap, to: url) } catch { print("could not write \(url.path): \(error)") }
    }
}

// The Cairo peer, measured now, on this machine.
var peer: [String: Double] = [:]
if let peerPath {
    if FileManager.default.isExecutableFile(atPath: peerPath) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: peerPath)
        var peerArgs = [String(runs)]
        if let outDir { peerArgs.append(outDir + "/cairo") ; try? FileManager.default.createDirectory(atPath: outDir + "/cairo", withIntermediateDirectories: true) }
        process.arguments = peerArgs
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let ms = Double(parts[1]) { peer[String(parts[0])] = ms }
        }
    } else {
        print("Cairo peer not found at \(peerPath): build it with scripts/build-cairo-peer.sh, or pass --no-peer")
    }
}

print("scene    ours ms   cairo ms   ours/cairo")
for scene in scenes {
    let o = ours[scene.rawValue]!
    let name = scene.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
    if let c = peer[scene.rawValue] {
        print("\(name) \(String(format: "%8.1f", o))   \(String(format: "%8.1f", c))   \(String(format: "%6.2f×", o / c))")
    } else {
        print("\(name) \(String(format: "%8.1f", o))        n/a")
    }
}
// Pixel agreement with Cairo, read back from both renderers' PNG files.
if let outDir, !peer.isEmpty {
    print("scene    pixels differing >4 levels   max difference   (ours vs Cairo, premultiplied)")
    for scene in scenes {
        let oursURL = URL(fileURLWithPath: outDir).appendingPathComponent("\(scene.rawValue).png")
        let cairoURL = URL(fileURLWithPath: outDir).appendingPathComponent("cairo/\(scene.rawValue).png")
        guard let a = try? PNG.decode(contentsOf: oursURL), let b = try? PNG.decode(contentsOf: cairoURL),
              a.width == b.width, a.height == b.height else {
            print("\(scene.rawValue): could not compare \(oursURL.path) with \(cairoURL.path)")
            continue
        }
        var over = 0, maxDelta = 0
        a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                var i = 0
                while i < pa.count {
                    var m = 0
                    for k in 0..<4 { m = max(m, abs(Int(pa[i + k]) - Int(pb[i + k]))) }
                    if m > 4 { over += 1 }
                    maxDelta = max(maxDelta, m)
                    i += 4
                }
            }
        }
        let percent = 100 * Double(over) / Double(a.width * a.height)
        print("\(scene.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(String(format: "%10d (%.3f%%)", over, percent))   \(String(format: "%14d", maxDelta))")
    }
}
runSnapshotVerifyBenchmark(runs: runs)

// MARK: Text (issue 3)
//
// A 1,000-word paragraph at 17 pt, laid out and drawn into a 390-point column at @3x (1,170
// pixels), as a long text view on a phone. Layout and drawing are timed apart: layout is the
// cost of sizeThatFits, drawing the cost of a frame. The first draw starts from an empty glyph
// cache, as the first screen of an app does; the hit rates show how much of one long
// paragraph the cache already covers, and that later frames rasterize nothing.
func runTextBenchmark(runs: Int) {
    let font: Font
    do { font = try Font.systemFont(ofSize: 17) } catch {
        print("text: skipped: \(error)")
        return
    }
    // Words of everyday lengths, picked by a fixed generator so every machine sets the same text.
    let vocabulary = ["the", "view", "renders", "label", "and", "its", "text", "wraps", "at", "word", "boundaries,",
                      "so", "designers", "see", "what", "users", "will.", "Buttons", "of", "every", "size", "draw",
                      "their", "titles", "in", "DejaVu", "Sans;", "a", "snapshot", "compares", "pixels", "from",
                      "three", "init", "paths.", "When", "constraints", "change,", "layout", "runs", "again", "to",
                      "keep", "baselines", "aligned", "across", "machines", "with", "no", "simulator."]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var words: [String] = []
    for _ in 0..<1_000 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        words.append(vocabulary[Int(state >> 33) % vocabulary.count])
    }
    let text = words.joined(separator: " ")
    let attributes = TextAttributes(font: font)
    let column = Size(width: 390, height: .infinity)
    let clock = ContinuousClock()
    let samples = max(runs, 5)

    var layoutTimes: [Double] = []
    var layout = TextLayout(text: text, attributes: attributes, maxSize: column, scale: 3)
    for _ in 0..<samples {
        let start = clock.now
        layout = TextLayout(text: text, attributes: attributes, maxSize: column, scale: 3)
        layoutTimes.append(milliseconds(clock.now - start))
    }

    // A fresh canvas per draw (allocated outside the timing), so every draw blends onto the same pixels.
    let cache = GlyphMaskCache()
    var coldTime = 0.0, warmTimes: [Double] = []
    var cold = cache.statistics
    for run in 0...samples {
        let canvas = try! Canvas(width: column.width, height: layout.ceiledSize.height, scale: 3)
        let start = clock.now
        layout.draw(in: canvas, cache: cache)
        let ms = milliseconds(clock.now - start)
        if run == 0 {
            coldTime = ms
            cold = cache.statistics
            cache.resetStatistics()
        } else {
            warmTimes.append(ms)
        }
    }
    let warm = cache.statistics
    let glyphs = layout.lines.reduce(0) { $0 + $1.glyphs.count }

    print("text: 1,000 words, \(glyphs) glyphs in \(layout.lines.count) lines, 17 pt DejaVu Sans @3x in a 390 pt (1170 px) column; median of \(samples) runs")
    print("  layout ms   draw ms (empty cache)   draw ms (warm cache)   layout + warm draw ms")
    print(String(format: "  %9.2f   %21.2f   %20.2f   %21.2f", median(layoutTimes), coldTime, median(warmTimes),
                 median(layoutTimes) + median(warmTimes)))
    print(String(format: "  glyph cache: %d masks; hit rate %.1f%% on the first draw (%d hits, %d misses), %.1f%% on later draws",
                 warm.count, 100 * cold.hitRate, cold.hits, cold.misses, 100 * warm.hitRate))
}
runTextBenchmark(runs: runs)

// Auto Layout (issue 5): first solve and re-solve at 250 to 2,000 views; see LayoutBenchmark.swift.
runLayoutBenchmark(runs: runs)
if !hashOK { exit(1) }
