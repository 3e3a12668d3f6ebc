import SnapshotEngine
import XCTest
@testable import Typography

/// Each line break mode on a sentence too long for two lines of the tinted box, as a
/// two-line label shows it: word and character wrapping drop what does not fit, clipping
/// runs the last line past the edge and cuts it there, and the truncating modes put "…" at
/// the head, middle or tail of the last line.
final class LineBreakModeImageTests: XCTestCase {
    static let sentence = "The quick brown fox jumps over the lazy dog and keeps on running"

    func testEachModeOnTheLastOfTwoLines() throws {
        for mode in LineBreakMode.allCases {
            let attributes = TextAttributes(font: TextImage.font(17), lineBreakMode: mode)
            let image = try TextImage.render(Self.sentence, attributes: attributes, width: 150, numberOfLines: 2, scale: 2)
            assertSnapshot(of: image, as: .image, named: "\(mode)")
        }
    }

    func testEachTruncatingModeOnASingleLine() throws {
        for mode in [LineBreakMode.truncatingHead, .truncatingMiddle, .truncatingTail, .clipping] {
            let attributes = TextAttributes(font: TextImage.font(17), lineBreakMode: mode)
            let image = try TextImage.render(Self.sentence, attributes: attributes, width: 150, numberOfLines: 1, scale: 2)
            assertSnapshot(of: image, as: .image, named: "\(mode)-single-line")
        }
    }
}
