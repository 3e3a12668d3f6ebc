import DesignableTesting
import Foundation
import PNGCodec
import Raster
import RasterScenes

/// Snapshot verification costs, against rendering the same screen and against the inflate it avoids.
///
/// The goal (issue 7): verifying a matching 1170×2532 snapshot costs no more than render + 5 ms.
/// The comparison of differing images is timed against pixelmatch in `DiffBenchmark.swift`;
/// the perceptual (ΔE94) comparator, which has no peer, is timed here on the flat pair.
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

    let (flat, changed) = DiffPair.flat.images()
    let perceptual = time { _ = ImageComparator.perceptual(perceptualPrecision: 0.98).differingPixelCount(flat, changed) }
    print("perceptual ΔE94 comparison, 1170×2532 flat pair (10% differing): \(f(perceptual)) ms")
}

private func f(_ ms: Double) -> String { String(format: "%.1f", ms) }
