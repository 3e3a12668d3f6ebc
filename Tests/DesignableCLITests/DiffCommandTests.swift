import DesignableCLI
import Foundation
import PNGCodec
import Raster
import XCTest

/// `designable diff a.png b.png`: 0 when they match, 1 when they differ, 2 when it cannot compare.
final class DiffCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("designable-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A 20×20 grey image with one pixel changed by `delta` in red, written to `name`.
    private func image(_ name: String, delta: UInt8 = 0) throws -> String {
        var bitmap = try Bitmap(width: 20, height: 20)
        bitmap.fill(PremultipliedRGBA8(r: 120, g: 120, b: 120, a: 255))
        if delta > 0 { bitmap.setPixel(x: 7, y: 9, PremultipliedRGBA8(r: 120 + delta, g: 120, b: 120, a: 255)) }
        let url = directory.appendingPathComponent(name)
        try PNG.write(bitmap, to: url)
        return url.path
    }

    func testIdenticalImagesExitZero() throws {
        XCTAssertEqual(DesignableCommand.run(["diff", try image("a.png"), try image("b.png")]), 0)
    }

    func testDifferingImagesExitOneAndWriteTheDiff() throws {
        let diff = directory.appendingPathComponent("diff.png").path
        XCTAssertEqual(DesignableCommand.run(["diff", try image("a.png"), try image("b.png", delta: 100), "-o", diff]), 1)
        let written = try PNG.decode(contentsOf: URL(fileURLWithPath: diff))
        XCTAssertEqual(written.pixel(x: 7, y: 9), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), "the differing pixel is red in the diff")
    }

    func testToleranceOptionsForgiveASmallDifference() throws {
        let a = try image("a.png"), b = try image("b.png", delta: 2)
        XCTAssertEqual(DesignableCommand.run(["diff", a, b]), 1)
        XCTAssertEqual(DesignableCommand.run(["diff", a, b, "--perceptual-precision", "0.98"]), 0)
        XCTAssertEqual(DesignableCommand.run(["diff", a, b, "--precision", "0.99"]), 0)
        XCTAssertEqual(DesignableCommand.run(["diff", a, b, "--threshold", "0.1"]), 0)
    }

    func testUnreadableFilesAndBadUsageExitTwo() throws {
        let a = try image("a.png")
        XCTAssertEqual(DesignableCommand.run(["diff", a, directory.appendingPathComponent("missing.png").path]), 2)
        XCTAssertEqual(DesignableCommand.run(["diff", a]), 2)
        XCTAssertEqual(DesignableCommand.run(["diff", a, a, "--precision", "1.5"]), 2)
    }

    func testDiffSummaryNamesTheDifferingPixels() throws {
        let outcome = ImageDiff.compare(URL(fileURLWithPath: try image("a.png")), URL(fileURLWithPath: try image("b.png", delta: 100)))
        guard case let .differ(summary) = outcome else { return XCTFail("expected a difference, got \(outcome)") }
        XCTAssertTrue(summary.hasPrefix("1 of 400 pixels differ"), summary)
        XCTAssertTrue(summary.contains("(7,9)–(7,9)"), summary)
    }
}
