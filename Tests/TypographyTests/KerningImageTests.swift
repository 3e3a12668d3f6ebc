import SnapshotEngine
import XCTest
@testable import Typography

/// Kerning pairs from the font: with kerning, "A" tucks under "V" and "o" under the bar of
/// "T"; without it the same pairs stand apart. The two images differ only in those gaps.
final class KerningImageTests: XCTestCase {
    static let pairs = "AV To Ty LT"

    func testKernedPairs() throws {
        let image = try TextImage.render(Self.pairs, attributes: TextAttributes(font: TextImage.font(32)), scale: 2)
        assertSnapshot(of: image, as: .image, named: "kerned")
    }

    func testSamePairsWithoutKerning() throws {
        let image = try TextImage.render(Self.pairs, attributes: TextAttributes(font: TextImage.font(32), kerning: false), scale: 2)
        assertSnapshot(of: image, as: .image, named: "unkerned")
    }
}
