import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest
@testable import SnapshotEngine

/// Comparing a bitmap with a PNG reference: matches, mismatches, sizes, damaged files.
final class ImageReferenceTests: XCTestCase {
    func testAMatchingBitmapPasses() {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square())
        XCTAssertNil(sandbox.verify(Sample.square()))
    }

    func testAMismatchReportsCountPercentageBoundsDeltaEArtifactsAndTheAcceptCommand() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square())
        let changed = Sample.painted(Sample.square(), (3, 4, 5, 2), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        let message = try XCTUnwrap(sandbox.verify(changed))
        let lines = message.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "Snapshot does not match the reference \(sandbox.reference().path).")
        XCTAssertTrue(lines[1].hasPrefix("10 of 1200 pixels differ (0.83%) in (3,4)–(7,5), max ΔE94 "), lines[1])
        XCTAssertTrue(message.contains("accept it with:\n  SNAPSHOT_TESTING_RECORD=failed swift test --filter 'SnapshotEngineTests.*testSandbox'"), message)
        let folder = sandbox.artifacts.appendingPathComponent("SnapshotSandbox/testSandbox.shape").path
        XCTAssertTrue(message.contains("Artifacts: \(folder)/ (reference.png, actual.png, diff.png, composite.png)"), message)
        XCTAssertTrue(message.contains("Report: \(sandbox.artifacts.appendingPathComponent("report.html").path)"), message)
    }

    func testAReferenceTaggedDisplayP3IsComparedInSRGB() throws {
        // iOS simulators record references with a Display P3 profile: their samples are P3's,
        // and only converted to sRGB do they match what the renderer (which draws sRGB) drew.
        let p3 = TaggedPNG.iccProfile(colorSpace: "RGB ", description: "Display P3",
                                      colorants: [[0.515102, 0.241196, -0.001053], [0.291965, 0.692236, 0.041882], [0.157153, 0.066561, 0.784066]],
                                      curve: .sRGB)
        let samples = [UInt8](repeating: 0, count: 4 * 3 * 3).enumerated().map { UInt8([200, 100, 50][$0.offset % 3]) }
        let file = TaggedPNG.make(width: 4, height: 3, samplesPerPixel: 3, samples: samples, chunks: [TaggedPNG.iccp(p3)])
        let inSRGB = try PNG.decodeInSRGB(file)
        XCTAssertNotEqual(inSRGB, try PNG.decode(file), "the profile must change the samples, or this test proves nothing")

        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(at: sandbox.references, withIntermediateDirectories: true)
        try Data(file).write(to: sandbox.reference())
        XCTAssertNil(sandbox.verify(inSRGB, record: .never), "the sRGB rendering of the P3 reference's colour matches it")
        let message = try XCTUnwrap(sandbox.verify(try PNG.decode(file), record: .never), "P3 samples read as sRGB are other colours")
        XCTAssertTrue(message.contains("12 of 12 pixels differ"), message)
    }

    func testMaxDeltaEOfBlackOnLightGreyIsLarge() throws {
        let reference = Sample.square(), actual = Sample.painted(reference, (0, 0, 1, 1), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        let comparison = ImageComparison(reference: reference, actual: actual, comparator: .exact)
        XCTAssertEqual(comparison.countedPixels, 1)
        XCTAssertGreaterThan(comparison.maxDeltaE, 90, "black against near-white is close to the full L* range")
    }

    func testASizeMismatchGivesBothSizes() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square(width: 40, height: 30))
        let message = try XCTUnwrap(sandbox.verify(Sample.square(width: 44, height: 30)))
        XCTAssertTrue(message.contains("The image is 44×30 px; the reference is 40×30 px."), message)
        XCTAssertTrue(message.contains("(reference.png, actual.png, composite.png)"), message)
    }

    func testADamagedReferenceFailsNamingTheFileAndIsLeftAlone() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square())
        var bytes = try Data(contentsOf: sandbox.reference())
        bytes.removeLast(40)  // cut into the image data and IEND
        try bytes.write(to: sandbox.reference())
        for mode in [SnapshotTestingConfiguration.Record.missing, .failed, .never] {
            let message = try XCTUnwrap(sandbox.verify(Sample.square(), record: mode))
            XCTAssertTrue(message.hasPrefix("The reference \(sandbox.reference().path) is damaged and cannot be read: "), message)
            XCTAssertTrue(message.contains("It was left as it is."), message)
            XCTAssertEqual(try Data(contentsOf: sandbox.reference()), bytes, "mode \(mode) must not overwrite it")
        }
    }

    func testATranslucentRenderMatchesItsOwnReference() {
        // PNG stores straight alpha; without normalising, this pixel would come back one level off.
        var bitmap = Sample.square()
        bitmap.setPixel(x: 0, y: 0, PremultipliedRGBA8(r: 3, g: 1, b: 2, a: 7))
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(bitmap)
        XCTAssertNil(sandbox.verify(bitmap))
        XCTAssertEqual(try PNG.decode(contentsOf: sandbox.reference()), PNG.roundTripped(bitmap))
    }

    func testPrecisionCountsPixelsNotBytes() {
        let reference = Sample.square() // 1200 px
        let actual = Sample.painted(reference, (0, 0, 12, 1), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)) // 12 px = 1%
        XCTAssertNil(ImageDiffReport.make(reference: reference, actual: actual, comparator: .perceptual(precision: 0.99)))
        XCTAssertNotNil(ImageDiffReport.make(reference: reference, actual: actual, comparator: .perceptual(precision: 0.991)))
    }

    func testPerceptualPrecisionForgivesDifferencesBelowItsDeltaE() throws {
        let reference = Sample.square()
        let slight = Sample.painted(reference, (0, 0, 4, 4), PremultipliedRGBA8(r: 241, g: 240, b: 240, a: 255))
        let c = ImageComparison(reference: reference, actual: slight, comparator: .exact)
        XCTAssertLessThan(c.maxDeltaE, 1, "one level of red on light grey is below a just-noticeable difference")
        XCTAssertNil(ImageDiffReport.make(reference: reference, actual: slight, comparator: .perceptual(perceptualPrecision: 0.99)))
        let message = try XCTUnwrap(ImageDiffReport.make(reference: reference, actual: slight, comparator: .exact)?.0)
        XCTAssertTrue(message.hasPrefix("16 of 1200 pixels differ"), message)
        let strong = Sample.painted(reference, (0, 0, 4, 4), PremultipliedRGBA8(r: 200, g: 240, b: 240, a: 255))
        XCTAssertNotNil(ImageDiffReport.make(reference: reference, actual: strong, comparator: .perceptual(perceptualPrecision: 0.99)))
    }

    func testDeltaE94OfKnownColoursMatchesTheFormula() {
        // sRGB red (Lab 53.24, 80.09, 67.20) against sRGB black (Lab 0, 0, 0): ΔL = 53.24,
        // ΔC = 104.55 (SC = 5.705), ΔH = 0, so ΔE94 = sqrt(53.24² + (104.55 / 5.705)²) ≈ 56.31.
        let red: [UInt8] = [255, 0, 0, 255], black: [UInt8] = [0, 0, 0, 255]
        XCTAssertEqual(DeltaE94.between(red, black), 56.31, accuracy: 0.05)
        XCTAssertEqual(DeltaE94.between(red, red), 0)
    }

    func testAnAlphaOnlyChangeIsNotHiddenByTheBackground() {
        let opaqueWhite: [UInt8] = [255, 255, 255, 255], clearWhite: [UInt8] = [255, 255, 255, 0]
        XCTAssertGreaterThan(DeltaE94.between(opaqueWhite, clearWhite), 90, "over black, white and nothing are far apart")
    }

    func testTheDiffImageIsGreyContextRedDifferencesYellowTolerated() {
        let reference = Sample.square()
        let actual = Sample.painted(Sample.painted(reference, (0, 0, 1, 1), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)),
                                    (1, 0, 1, 1), PremultipliedRGBA8(r: 241, g: 240, b: 240, a: 255))
        let comparison = ImageComparison(reference: reference, actual: actual, comparator: .perceptual(perceptualPrecision: 0.99))
        let diff = comparison.diffImage(reference: reference)
        XCTAssertEqual(diff.pixel(x: 0, y: 0), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(diff.pixel(x: 1, y: 0), PremultipliedRGBA8(r: 255, g: 255, b: 0, a: 255))
        // Unchanged light grey 240 is drawn as 255 + (240 − 255) × 0.1 = 253.5, truncated.
        XCTAssertEqual(diff.pixel(x: 5, y: 5), PremultipliedRGBA8(r: 253, g: 253, b: 253, a: 255))
    }
}
