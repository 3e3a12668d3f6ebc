import Foundation
import PNGCodec
import Raster
import RasterScenes

/// The four raster scenes of `shared/bench`, drawn by us, by Cairo (C) and by Skia (a recorded
/// picture played back, so Python's call overhead is not counted), medians of `runs` each, in
/// one run. With `outDir`, every renderer's last image is written and compared with ours.
func runRasterBenchmark(scenes: [BenchmarkScene], runs: Int, outDir: String?, peers: [Peer]) {
    let clock = ContinuousClock()
    var ours: [String: Double] = [:]
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
        if let outDir, let last { writePNG(last.bitmap, outDir, "\(scene.rawValue).png") }
    }

    var columns: [(peer: Peer, result: Result<[String: Double], PeerFailure>)] = []
    for peer in peers {
        var arguments = [String(runs)]
        if let outDir {
            let folder = outDir + "/" + peer.name.lowercased()
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            arguments.append(folder)
        }
        columns.append((peer, peer.run(arguments).map(Peer.timings)))
    }

    print("raster: \(BenchmarkScene.width)×\(BenchmarkScene.height), median of \(runs) runs, ms; ratios below 1 mean we are faster")
    var header = "  scene        ours"
    for column in columns { header += column.peer.name.leftPadded(10) }
    for column in columns { header += "ours/\(column.peer.name)".leftPadded(13) }
    print(header)
    for scene in scenes {
        let o = ours[scene.rawValue]!
        var line = "  " + scene.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "%8.1f", o)
        for column in columns {
            line += (try? column.result.get()[scene.rawValue]).map { String(format: "%10.1f", $0) } ?? "n/a".leftPadded(10)
        }
        for column in columns {
            line += (try? column.result.get()[scene.rawValue]).map { String(format: "%12.2f×", o / $0) } ?? "n/a".leftPadded(13)
        }
        print(line)
    }
    for column in columns {
        if case let .failure(why) = column.result { print("  \(column.peer.name): \(why)") }
    }

    // Pixel agreement with each peer, read back from the PNG files both renderers wrote.
    guard let outDir else { return }
    for column in columns {
        guard case .success = column.result else { continue }
        let folder = outDir + "/" + column.peer.name.lowercased()
        print("  ours vs \(column.peer.name), premultiplied: pixels differing by more than 4 levels, largest difference")
        for scene in scenes {
            let name = scene.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            guard let a = try? PNG.decode(contentsOf: URL(fileURLWithPath: "\(outDir)/\(scene.rawValue).png")),
                  let b = try? PNG.decode(contentsOf: URL(fileURLWithPath: "\(folder)/\(scene.rawValue).png")),
                  a.width == b.width, a.height == b.height else {
                print("  \(name) could not compare \(outDir)/\(scene.rawValue).png with \(folder)/\(scene.rawValue).png")
                continue
            }
            let (over, largest) = channelDifferences(a, b, above: 4)
            print("  \(name) \(String(format: "%10d (%.3f%%)   %3d", over, 100 * Double(over) / Double(a.width * a.height), largest))")
        }
    }
}

/// How many pixels differ by more than `limit` in some channel, and the largest difference.
private func channelDifferences(_ a: Bitmap, _ b: Bitmap, above limit: Int) -> (pixels: Int, largest: Int) {
    var over = 0, largest = 0
    a.bytes.withUnsafeBufferPointer { pa in
        b.bytes.withUnsafeBufferPointer { pb in
            var i = 0
            while i < pa.count {
                var m = 0
                for k in 0..<4 { m = max(m, abs(Int(pa[i + k]) - Int(pb[i + k]))) }
                if m > limit { over += 1 }
                largest = max(largest, m)
                i += 4
            }
        }
    }
    return (over, largest)
}

func writePNG(_ bitmap: Bitmap, _ folder: String, _ name: String) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
    do { try PNG.write(bitmap, to: url) } catch { print("could not write \(url.path): \(error)") }
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
