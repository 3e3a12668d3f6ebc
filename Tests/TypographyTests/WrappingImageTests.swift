import SnapshotEngine
import XCTest
@testable import Typography

/// Multi-line wrapping in a narrow column: words move to the next line whole, a hyphenated
/// word may break after its hyphen, a word wider than the column breaks between characters,
/// and a newline starts a new paragraph.
final class WrappingImageTests: XCTestCase {
    static let text = "A well-behaved label wraps words; Supercalifragilistic breaks between letters.\nNew paragraphs start afresh."

    func testNarrowColumn() throws {
        let image = try TextImage.render(Self.text, attributes: TextAttributes(font: TextImage.font(15)),
                                         width: 100, scale: 2, baselines: true)
        assertSnapshot(of: image, as: .image, named: "narrow-column")
    }

    func testNarrowColumnWithLineSpacing() throws {
        let attributes = TextAttributes(font: TextImage.font(15), lineSpacing: 6)
        let image = try TextImage.render(Self.text, attributes: attributes, width: 100, scale: 2, baselines: true)
        assertSnapshot(of: image, as: .image, named: "narrow-column-line-spacing-6")
    }
}
