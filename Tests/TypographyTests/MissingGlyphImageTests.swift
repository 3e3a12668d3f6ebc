import SnapshotEngine
import XCTest
@testable import Typography

/// Characters the font lacks (here a CJK ideograph and a Hangul syllable, which DejaVu Sans
/// does not cover) draw as the font's `.notdef` box at its advance, so missing text is
/// visible rather than silently absent.
final class MissingGlyphImageTests: XCTestCase {
    func testMissingCharactersDrawNotdefBoxes() throws {
        let text = "A\u{4E00}B\u{D55C}C"
        XCTAssertFalse(TestFonts.sans.hasGlyph(for: "\u{4E00}"), "the image only shows .notdef while DejaVu lacks 一")
        XCTAssertFalse(TestFonts.sans.hasGlyph(for: "\u{D55C}"), "the image only shows .notdef while DejaVu lacks 한")
        let image = try TextImage.render(text, attributes: TextAttributes(font: TextImage.font(32)), scale: 2, baselines: true)
        assertSnapshot(of: image, as: .image, named: "notdef-boxes")
    }
}
