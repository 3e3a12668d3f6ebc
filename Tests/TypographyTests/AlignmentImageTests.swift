import SnapshotEngine
import XCTest
@testable import Typography

/// Each alignment places the same wrapped paragraph in the tinted box: left, centre and right
/// against its edges, natural as left (text is left to right), and justified filling every
/// line but the paragraph's last.
final class AlignmentImageTests: XCTestCase {
    static let paragraph = "Labels wrap their text at spaces, and the last line of a justified paragraph stays ragged."

    func testEachAlignment() throws {
        for alignment in TextAlignment.allCases {
            let attributes = TextAttributes(font: TextImage.font(15), alignment: alignment)
            let image = try TextImage.render(Self.paragraph, attributes: attributes, width: 200, scale: 2)
            assertSnapshot(of: image, as: .image, named: "\(alignment)")
        }
    }
}
