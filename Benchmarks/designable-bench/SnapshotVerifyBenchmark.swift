import DesignableTesting
import Foundation
import PNGCodec
import Raster
import RasterScenes

/// Snapshot verification costs, against rendering the same screen and against the inflate it avoids.
///
/// The goal (issue 7): verifying a matching 1170×2532 snapshot costs no more than render + 5 ms,
/// and the anti-aliasing-aware comparison of two 3-Mpx images with 10% of pixels differing is
/// no slower than pybind11-pixelmatch (128 ms on this machine, shared/PLATFORM.md).
func runSnapshotVerifyBenchmark(runs: Int) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designable-bench-snapshots-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = ContinuousClock()
    func time(_ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<max(runs, 3) {
            let start = clock.now
            body()
            samples.append(milliseconds(clock.now - start))
        }
        return median(samples)
    }

    var screen: Bitmap!
    let render = time {
        let canvas = try! Canvas(width: Double(BenchmarkScene.width), height: Double(BenchmarkScene.height), scale: 1)
        BenchmarkScene.full.draw(on: canvas)
        screen = canvas.bitmap
    }
    _ = verifySnapshot(of: screen, as: .image, named: "screen", record: .all, snapshotDirectory: folder.path, testName: "bench")
    let reference = folder.appendingPathComponent("bench.screen.png")
    var failure: String?
    let verify = time { failure = verifySnapshot(of: screen, as: .image, named: "screen", record: .never, snapshotDirectory: folder.path, testName: "bench") }
    let normalise = time { _ = PNG.roundTripped(screen) }
    let decode = time { _ = try! PNG.decode(contentsOf: reference) }
    print("snapshot verify, matching 1170×2532: render \(f(render)) ms, verify \(f(verify)) ms (\(failure == nil ? "passed" : "FAILED: \(failure!)")), " +
          "of which PNG round-trip normalising \(f(normalise)) ms; PNG decode alone \(f(decode)) ms; verify is \(String(format: "%.2f", verify / render))× render and \(String(format: "%.2f", verify / decode))× decode")

    // Every tenth pixel recoloured: 10% differing, scattered so the AA detector runs on each.
    var changed = screen!
    changed.bytes.withUnsafeMutableBufferPointer { p in
        var i = 0
        while i < p.count { p[i] = 255 &- p[i]; p[i + 3] = 255; i += 40 }
    }
    var counted = 0
    let aware = time { counted = ImageComparator.antialiasingAware().differingPixelCount(screen, changed) }
    let perceptual = time { _ = ImageComparator.perceptual(perceptualPrecision: 0.98).differingPixelCount(screen, changed) }
    print("comparison 1170×2532, 10% differing: antialiasing-aware \(f(aware)) ms (\(counted) px counted; pybind11-pixelmatch 128 ms per shared/PLATFORM.md), " +
          "perceptual ΔE94 \(f(perceptual)) ms")
}

private func f(_ ms: Double) -> String { String(format: "%.1f", ms) }
