import DesignableTesting
import Foundation
@testable import Designable
import Typography
import XCTest

/// Right-to-left text as a team snapshots its screens in Hebrew and Arabic: labels reordered by
/// the bidirectional algorithm, Arabic letters joined, truncation at the visual end, and
/// carets at the leading edge of each character.
final class BidiTextImageTests: XCTestCase {
    static let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)

    static func label(_ text: String, width: CGFloat, size: CGFloat = 20, lines: Int = 1) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: ceil(UIFont.systemFont(ofSize: size).lineHeight) * CGFloat(lines) + 8))
        label.backgroundColor = .white
        label.textColor = .black
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = lines
        label.text = text
        return label
    }

    /// "שלום עולם!" in a right-to-left interface: aligned right, read right to left, the
    /// exclamation mark (typed last) at the left end.
    func testHebrewLabelReadsRightToLeftInARightToLeftInterface() {
        assertSnapshot(of: Self.label("שלום עולם!", width: 200), as: .image(traits: Self.rightToLeft), named: "hebrew")
    }

    /// "السلام عليكم" in a right-to-left interface: each word one connected stroke, alef-lam
    /// at the start, the lam-alef ligature in the first word.
    func testArabicLabelJoinsItsLetters() throws {
        let label = Self.label("السلام عليكم", width: 200, size: 28)
        let laid = try XCTUnwrap(label.laidOutText(within: label.bounds.size, font: label.font, lines: 1))
        // Inter has no Arabic, so the word is set in the fallback face (DejaVu Sans).
        let glyph = try XCTUnwrap(laid.layout.lines[0].glyphs.first)
        let face = laid.layout.runs[glyph.run].style.font.face
        XCTAssertEqual(face.postScriptName, "DejaVuSans")
        let lamAlef = face.glyph(for: "\u{FEFC}")
        XCTAssertTrue(laid.layout.lines[0].glyphs.contains { $0.id == lamAlef }, "lam and alef join in one glyph")
        XCTAssertFalse(laid.layout.lines[0].glyphs.contains { $0.id == face.glyph(for: "\u{0644}") }, "no lam is left isolated")
        assertSnapshot(of: label, as: .image(traits: Self.rightToLeft), named: "arabic")
    }

    /// Hebrew with an English word and a number, twice: in a Hebrew paragraph ("world", "123"
    /// and the Hebrew from the right), and forced left to right by the paragraph style, where
    /// the number joins the Hebrew before it.
    func testMixedHebrewEnglishAndNumbersOrderAsTheAlgorithmSays() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 72))
        container.backgroundColor = .white
        let natural = Self.label("שלום 123 world (גרסה 2)", width: 240)
        let forced = Self.label("", width: 240)
        let style = NSMutableParagraphStyle()
        style.baseWritingDirection = .leftToRight
        forced.attributedText = NSAttributedString(string: "שלום 123 world (גרסה 2)",
                                                   attributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style])
        forced.frame.origin.y = 36
        container.addSubview(natural)
        container.addSubview(forced)
        assertSnapshot(of: container, as: .image(traits: Self.rightToLeft), named: "mixed")
    }

    /// A long Hebrew sentence on one right-aligned line: its start at the right edge, "…" at
    /// the left where the cut text would have continued.
    func testTruncatedRightToLeftLineEndsInAnEllipsisAtTheLeft() throws {
        let label = Self.label("זהו משפט ארוך מאוד שלא נכנס בשורה אחת", width: 180)
        label.textAlignment = .right
        label.lineBreakMode = .byTruncatingTail
        let laid = try XCTUnwrap(label.laidOutText(within: label.bounds.size, font: label.font, lines: 1))
        XCTAssertTrue(laid.layout.isTruncated)
        // The ellipsis is set in the face of the Hebrew it ends (the fallback, as Inter has no Hebrew).
        let first = try XCTUnwrap(laid.layout.lines[0].glyphs.first)
        let face = laid.layout.runs[first.run].style.font.face
        XCTAssertEqual(first.id, face.glyph(for: "\u{2026}"))
        assertSnapshot(of: label, as: .image(traits: Self.rightToLeft), named: "truncated")
    }

    /// The caret before a Hebrew word's first letter stands at its right, and moves left as the
    /// offset grows, in a text field and a text view alike.
    func testCaretsInRightToLeftTextMoveLeftAsTheOffsetGrows() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.font = .systemFont(ofSize: 15)
        field.text = "שלום"
        let fieldXs = try (0...4).map { field.caretRect(for: try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: $0))).minX }
        XCTAssertEqual(fieldXs, fieldXs.sorted(by: >), "each caret left of the one before")
        XCTAssertEqual(fieldXs[0] - fieldXs[4], ("שלום" as NSString).size(withAttributes: [.font: field.font!]).width, accuracy: 0.001)

        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 15)
        view.text = "שלום abc"
        let viewXs = try (0...8).map { view.caretRect(for: try XCTUnwrap(view.position(from: view.beginningOfDocument, offset: $0))).minX }
        XCTAssertEqual(Array(viewXs[0...4]), viewXs[0...4].sorted(by: >), "through the Hebrew, leftwards")
        XCTAssertEqual(Array(viewXs[5...8]), viewXs[5...8].sorted(), "through the English run, rightwards")
        XCTAssertLessThan(viewXs[8], viewXs[4], "the English run sits left of the Hebrew in a Hebrew paragraph")
    }
}
