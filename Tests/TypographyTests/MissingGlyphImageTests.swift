import SnapshotEngine
import XCTest
@testable import Typography

/// Characters the font lacks fall back to a face that has them (CJK to WenQuanYi Micro Hei);
/// characters no installed face has (here two Egyptian hieroglyphs) draw as the font's
/// `.notdef` box at its advance, so missing text is visible rather than silently absent.
final class MissingGlyphImageTests: XCTestCase {
    func testCharactersNoFaceHasDrawNotdefBoxesAndAreListed() throws {
        let text = "A\u{13000}B\u{13080}C"
        let layout = TextLayout(text: text, attributes: TextAttributes(font: TextImage.font(32)))
        XCTAssertEqual(layout.missingCharacters, ["\u{13000}", "\u{13080}"], "no installed face has hieroglyphs")
        let image = try TextImage.render(text, attributes: TextAttributes(font: TextImage.font(32)), scale: 2, baselines: true)
        assertSnapshot(of: image, as: .image, named: "notdef-boxes")
    }

    func testCJKFallsBackToAFaceThatHasIt() throws {
        let text = "A\u{4E00}B\u{D55C}C 日本語 中文"
        XCTAssertFalse(TestFonts.sans.hasGlyph(for: "\u{4E00}"), "DejaVu lacks 一, so it must come from the fallback")
        let layout = TextLayout(text: text, attributes: TextAttributes(font: TextImage.font(32)))
        XCTAssertEqual(layout.missingCharacters, [])
        XCTAssertEqual(Set(layout.runs.map(\.style.font.fontName)), ["DejaVuSans", "WenQuanYiMicroHei"])
        XCTAssertEqual(layout.runs.map(\.text).joined(), text, "splitting keeps the text")
        XCTAssertEqual(layout.sourceRuns, Array(repeating: 0, count: layout.runs.count), "every piece came from the one run")
        let glyphs = layout.lines.flatMap(\.glyphs)
        XCTAssertFalse(glyphs.contains { $0.id == 0 }, "no .notdef boxes")
        let image = try TextImage.render(text, attributes: TextAttributes(font: TextImage.font(32)), scale: 2, baselines: true)
        assertSnapshot(of: image, as: .image, named: "cjk-fallback")
    }
}
