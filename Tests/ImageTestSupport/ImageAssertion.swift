import Foundation
import PNGCodec
import Raster
import XCTest

/// The suite's one image-test helper: compares a bitmap with a reviewed reference PNG under
/// the package's top-level `__Snapshots__/`, until `assertSnapshot` replaces it.
///
/// - A missing reference is recorded, and the test fails so the new image gets reviewed;
///   under CI (`CI` set to anything but `0`/`false`) a missing reference is a failure and
///   nothing is written.
/// - `DESIGNABLE_RECORD=1` re-records every compared reference (never under CI).
/// - On a mismatch, the actual image and a diff image are written next to each other under
///   `.artifacts/`, and the message says how many pixels differ, by how much, and where.
///
/// Pixels are compared after a PNG round trip of the actual image, because PNG stores
/// straight alpha: that makes a reference decode to exactly what a fresh render encodes to.
public func assertImage(_ bitmap: Bitmap, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    if let message = ImageReference.verify(bitmap, named: name, testFile: "\(file)") {
        XCTFail(message, file: file, line: line)
    }
}

/// Locating, recording and comparing reference images.
public enum ImageReference {
    /// The folder holding `Package.swift`, found by walking up from a source file's path.
    public static func packageRoot(from file: String) -> URL {
        var dir = URL(fileURLWithPath: file).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    static var isCI: Bool {
        guard let v = ProcessInfo.processInfo.environment["CI"]?.lowercased(), !v.isEmpty else { return false }
        return v != "0" && v != "false"
    }

    static var forceRecord: Bool {
        guard let v = ProcessInfo.processInfo.environment["DESIGNABLE_RECORD"]?.lowercased() else { return false }
        return v == "1" || v == "true" || v == "all"
    }

    /// Returns a failure message, or `nil` when the bitmap matches its reference.
    public static func verify(_ bitmap: Bitmap, named name: String, testFile: String) -> String? {
        let root = packageRoot(from: testFile)
        let group = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        let reference = root.appendingPathComponent("__Snapshots__").appendingPathComponent(group).appendingPathComponent("\(name).png")
        let encoded: [UInt8]
        let actual: Bitmap
        do {
            encoded = try PNG.encode(bitmap)
            actual = try PNG.decode(encoded, source: "the actual image of \(name)")
        } catch {
            return "could not encode the actual image of \(name): \(error)"
        }
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if !exists || forceRecord {
            if isCI {
                return exists ? "DESIGNABLE_RECORD is set under CI; references are never recorded on CI"
                    : "No reference image at \(reference.path). References are never recorded on CI: record it locally with `swift test`, review the PNG, and commit it."
            }
            do {
                try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(encoded).write(to: reference, options: .atomic)
            } catch {
                return "could not record the reference \(reference.path): \(error)"
            }
            return "Recorded a new reference at \(reference.path). Review the image, then run the test again."
        }
        let expected: Bitmap
        do {
            expected = try PNG.decode(contentsOf: reference)
        } catch {
            return "could not read the reference: \(error)"
        }
        guard let difference = ImageDifference(expected: expected, actual: actual) else { return nil }
        let artifacts = root.appendingPathComponent(".artifacts").appendingPathComponent(group).appendingPathComponent(name)
        var written = ""
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try Data(encoded).write(to: artifacts.appendingPathComponent("actual.png"), options: .atomic)
            if let diff = difference.diffImage { try PNG.write(diff, to: artifacts.appendingPathComponent("diff.png")) }
            written = "\nActual and diff images: \(artifacts.path)"
        } catch {
            written = "\n(could not write artifacts: \(error))"
        }
        return "\(name) differs from \(reference.path): \(difference)\(written)"
    }
}

/// What differs between two bitmaps, for a message a person can act on.
public struct ImageDifference: CustomStringConvertible {
    public let sizeMismatch: String?
    public let differingPixels: Int
    public let maxChannelDelta: Int
    public let bounds: PixelRect?
    public let firstDifference: (x: Int, y: Int, expected: PremultipliedRGBA8, actual: PremultipliedRGBA8)?
    /// Differing pixels in red over a faded copy of the expected image; `nil` for a size mismatch.
    public let diffImage: Bitmap?

    /// `nil` when the two bitmaps have the same size and identical pixels.
    public init?(expected: Bitmap, actual: Bitmap) {
        guard expected.width == actual.width, expected.height == actual.height else {
            sizeMismatch = "size \(actual.width)×\(actual.height) px, expected \(expected.width)×\(expected.height) px"
            differingPixels = 0; maxChannelDelta = 0; bounds = nil; firstDifference = nil; diffImage = nil
            return
        }
        if expected.bytes == actual.bytes { return nil }
        sizeMismatch = nil
        var count = 0, maxDelta = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var first: (x: Int, y: Int, expected: PremultipliedRGBA8, actual: PremultipliedRGBA8)?
        var diff = try! Bitmap(width: expected.width, height: expected.height, scale: expected.scale)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let e = expected.pixel(x: x, y: y)!, a = actual.pixel(x: x, y: y)!
                if e == a {
                    // Faded context: a quarter of the expected pixel's alpha, in grey.
                    let g = UInt8(Int(e.a) / 4)
                    diff.setPixel(x: x, y: y, PremultipliedRGBA8(r: g / 2, g: g / 2, b: g / 2, a: g))
                    continue
                }
                count += 1
                maxDelta = Swift.max(maxDelta, abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)), abs(Int(e.b) - Int(a.b)), abs(Int(e.a) - Int(a.a)))
                minX = Swift.min(minX, x); minY = Swift.min(minY, y); maxX = Swift.max(maxX, x); maxY = Swift.max(maxY, y)
                if first == nil { first = (x, y, e, a) }
                diff.setPixel(x: x, y: y, PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
            }
        }
        differingPixels = count
        maxChannelDelta = maxDelta
        bounds = PixelRect(minX: minX, minY: minY, maxX: maxX + 1, maxY: maxY + 1)
        firstDifference = first
        diffImage = diff
    }

    public var description: String {
        if let sizeMismatch { return sizeMismatch }
        var s = "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ, by up to \(maxChannelDelta) levels, within x \(bounds!.minX)..<\(bounds!.maxX), y \(bounds!.minY)..<\(bounds!.maxY)"
        if let f = firstDifference { s += "; first at (\(f.x), \(f.y)): expected \(f.expected), got \(f.actual)" }
        return s
    }
}
