import Foundation
import PNGCodec
import Raster
import XCTest
@testable import SnapshotEngine

/// The anti-aliasing-aware comparator counts exactly what pixelmatch counts.
///
/// `scripts/pixelmatch_compare.py` drew the image pairs in `Fixtures/pixelmatch` and recorded
/// the counts of the `pixelmatch` package for several thresholds; this test needs no Python.
final class PixelmatchAgreementTests: XCTestCase {
    private struct Expectation: Decodable { var pair: String; var threshold: Double; var differing: Int }
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pixelmatch")

    func testCountsEqualPixelmatchOnEveryPairAndThreshold() throws {
        let expectations = try JSONDecoder().decode([Expectation].self, from: Data(contentsOf: folder.appendingPathComponent("counts.json")))
        XCTAssertEqual(expectations.count, 48)
        var suppressedSome = false
        for e in expectations {
            let a = try PNG.decode(contentsOf: folder.appendingPathComponent("\(e.pair)-a.png"))
            let b = try PNG.decode(contentsOf: folder.appendingPathComponent("\(e.pair)-b.png"))
            let ours = ImageComparator.antialiasingAware(threshold: e.threshold).differingPixelCount(a, b)
            XCTAssertEqual(ours, e.differing, "\(e.pair) at threshold \(e.threshold)")
            let comparison = ImageComparison(reference: a, actual: b, comparator: .antialiasingAware(threshold: e.threshold))
            suppressedSome = suppressedSome || comparison.toleratedPixels > 0
        }
        XCTAssertTrue(suppressedSome, "the corpus exercises the anti-aliasing detector")
    }

    func testAnAntialiasedEdgeShiftIsForgivenButASolidChangeIsNot() throws {
        // A hard edge against one softened by a grey pixel between the two colours.
        var reference = try Bitmap(width: 5, height: 5), actual = try Bitmap(width: 5, height: 5)
        let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        for y in 0..<5 { for x in 0..<5 {
            reference.setPixel(x: x, y: y, x < 2 ? black : white)
            actual.setPixel(x: x, y: y, x < 2 ? black : white)
        } }
        actual.setPixel(x: 2, y: 2, PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
        XCTAssertEqual(ImageComparator.antialiasingAware().differingPixelCount(reference, actual), 0)
        XCTAssertEqual(ImageComparator.exact.differingPixelCount(reference, actual), 1)
        actual.setPixel(x: 4, y: 0, PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(ImageComparator.antialiasingAware().differingPixelCount(reference, actual), 1)
    }
}
