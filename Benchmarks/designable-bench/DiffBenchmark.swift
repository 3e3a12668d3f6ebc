import Foundation
import PNGCodec
import Raster
import RasterScenes
import SnapshotEngine

/// The image pairs the anti-aliasing-aware comparison is timed on, all 1170×2532.
///
/// The flat pair is one colour with every tenth pixel changed: no edges, so it measures the
/// colour maths alone. The other two are what a snapshot suite meets: the rects scene against
/// itself drawn 0.3 px to the right, where every edge differs a little and the anti-aliasing
/// detector decides each of those pixels, and the same with 1,000 of the 10,000 rectangles
/// recoloured, which must be counted.
enum DiffPair: String, CaseIterable {
    case flat, shifted, recoloured

    func images() -> (reference: Bitmap, actual: Bitmap) {
        switch self {
        case .flat:
            let screen = render(.full)
            var changed = screen
            changed.bytes.withUnsafeMutableBufferPointer { p in
                var i = 0
                while i < p.count { p[i] = 255 &- p[i]; p[i + 3] = 255; i += 40 }
            }
            return (screen, changed)
        case .shifted:
            return (render(.rects), render(.rects, shift: 0.3))
        case .recoloured:
            return (render(.rects), render(.rects, shift: 0.3, recolouringEvery: 10))
        }
    }

    private func render(_ scene: BenchmarkScene, shift: Double = 0, recolouringEvery n: Int = 0) -> Bitmap {
        let canvas = try! Canvas(width: Double(BenchmarkScene.width), height: Double(BenchmarkScene.height), scale: 1)
        canvas.translateBy(x: shift, y: 0)
        scene.draw(on: canvas, recolouringEvery: n)
        return canvas.bitmap
    }
}

/// Our anti-aliasing-aware comparison against pybind11-pixelmatch (C++) on the same pairs,
/// counting only and also drawing the diff image, medians of `runs`, in one run.
///
/// Each pair is written as two PNG files, which the pixelmatch peer reads; the comparison is
/// timed from pixels in memory on both sides (ours from premultiplied bitmaps, so our time
/// includes turning them into the straight alpha both comparators work on). The two counts
/// must be equal; a difference is printed and makes the benchmark fail.
func runDiffBenchmark(pairs: [DiffPair], runs: Int, outDir: String?, peer: Peer?) -> Bool {
    let folder = outDir.map { $0 + "/pairs" }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("designable-bench-pairs-\(getpid())").path
    defer { if outDir == nil { try? FileManager.default.removeItem(atPath: folder) } }
    let comparator = ImageComparator.antialiasingAware(threshold: 0.1)
    let clock = ContinuousClock()
    var ours: [(count: Int, plain: Double, withImage: Double)] = []
    for pair in pairs {
        let (a, b) = pair.images()
        writePNG(a, folder, "\(pair.rawValue)-a.png")
        writePNG(b, folder, "\(pair.rawValue)-b.png")
        var count = 0, plain: [Double] = [], withImage: [Double] = []
        for _ in 0..<runs {
            var start = clock.now
            count = comparator.differingPixelCount(a, b)
            plain.append(milliseconds(clock.now - start))
            start = clock.now
            let (imageCount, image) = comparator.diff(a, b)
            withImage.append(milliseconds(clock.now - start))
            precondition(imageCount == count && image.width == a.width)
        }
        ours.append((count, median(plain), median(withImage)))
    }

    var theirs: [String: (count: Int, plain: Double, withImage: Double, reference: Int?)] = [:]
    var failure: PeerFailure?
    if let peer {
        switch peer.run([folder, String(runs)]) {
        case let .success(lines):
            for line in lines {
                let parts = line.split(separator: " ")
                if parts.count == 5, let n = Int(parts[1]), let p = Double(parts[2]), let w = Double(parts[3]) {
                    theirs[String(parts[0])] = (n, p, w, Int(parts[4]))
                }
            }
        case let .failure(why): failure = why
        }
    }

    print("anti-aliasing-aware diff: \(BenchmarkScene.width)×\(BenchmarkScene.height), threshold 0.1, median of \(runs) runs, ms; "
          + "against pybind11-pixelmatch (C++); reference: the pixelmatch package's count")
    print("  pair         differing px: ours  reference  pybind11      ours  pybind11   ratio    with diff image: ours  pybind11   ratio")
    var agree = true, portDrifts = false
    for (pair, o) in zip(pairs, ours) {
        var line = "  " + pair.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0) + "\(o.count)".leftPadded(19)
        guard let t = theirs[pair.rawValue] else {
            line += "n/a".leftPadded(11) + "n/a".leftPadded(10) + String(format: "%10.1f", o.plain) + "n/a".leftPadded(10)
            print(line + String(repeating: " ", count: 8) + String(format: "%23.1f", o.withImage) + "n/a".leftPadded(10))
            continue
        }
        // Ours must equal pixelmatch's count; the C++ port's may drift on translucent pixels.
        let expected = t.reference ?? t.count
        agree = agree && o.count == expected
        portDrifts = portDrifts || t.count != o.count
        line += (t.reference.map { "\($0)" } ?? "n/a").leftPadded(11) + "\(t.count)".leftPadded(10)
        line += String(format: "%10.1f%10.1f%7.2f×", o.plain, t.plain, o.plain / t.plain)
        line += String(format: "%23.1f%10.1f%7.2f×", o.withImage, t.withImage, o.withImage / t.withImage)
        print(line + (o.count == expected ? "" : "  COUNTS DIFFER"))
    }
    if let failure { print("  pixelmatch: \(failure)") }
    if portDrifts && agree {
        print("  ours equals the reference count; pybind11-pixelmatch rounds translucent colours blended over white to 8 bits, "
              + "which moves its count on translucent pixels")
    }
    if !agree { print("  our differing-pixel counts DIFFER from pixelmatch's") }
    return agree
}
