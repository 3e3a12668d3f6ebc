import SnapshotEngine
import XCTest
@testable import Typography

/// A pangram shows every lowercase letter, so these references fix how the whole alphabet
/// looks at the sizes UI text uses, on each screen density. Each line box is tinted and its
/// baseline ruled, so the first baseline can be checked at the ascender below the box's top.
///
/// The column is the same number of pixels wide at every scale, so large text wraps rather
/// than making references too wide to review.
final class PangramImageTests: XCTestCase {
    static let pangram = "Sphinx of black quartz, judge my vow."
    static let columnPixels = 480.0

    func testPangramAtEachSizeAndScale() throws {
        for size in [12.0, 17, 32] {
            for scale in [1.0, 2, 3] {
                let image = try TextImage.render(Self.pangram, attributes: TextAttributes(font: TextImage.font(size)),
                                                 width: Self.columnPixels / scale, scale: scale, baselines: true)
                assertSnapshot(of: image, as: .image, named: "pangram-\(Int(size))pt@\(Int(scale))x")
            }
        }
    }

    func testBoldPangram() throws {
        let image = try TextImage.render(Self.pangram, attributes: TextAttributes(font: TextImage.font(17, bold: true)),
                                         width: Self.columnPixels / 2, scale: 2, baselines: true)
        assertSnapshot(of: image, as: .image, named: "pangram-bold-17pt@2x")
    }
}
