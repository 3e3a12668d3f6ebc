import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// `UITextInput` on text fields and text views: positions, ranges, the selection that typing
/// acts on, and the caret rectangle, as the floating-label and one-time-code fields of real
/// control libraries use them.
final class TextPositionTests: XCTestCase {
    func testPositionsCountUTF16UnitsAndStayInsideTheText() throws {
        let f = UITextField()
        f.text = "a👋b"
        XCTAssertEqual(f.offset(from: f.beginningOfDocument, to: f.endOfDocument), 4, "the emoji is two UTF-16 units, as in NSRange")
        let second = try XCTUnwrap(f.position(from: f.beginningOfDocument, offset: 1))
        XCTAssertEqual(f.offset(from: second, to: f.beginningOfDocument), -1)
        XCTAssertEqual(f.compare(second, to: f.endOfDocument), .orderedAscending)
        XCTAssertEqual(f.compare(f.endOfDocument, to: second), .orderedDescending)
        XCTAssertEqual(f.compare(second, to: try XCTUnwrap(f.position(from: f.endOfDocument, offset: -3))), .orderedSame)
        XCTAssertNil(f.position(from: f.endOfDocument, offset: 1), "past the end")
        XCTAssertNil(f.position(from: f.beginningOfDocument, offset: -1), "before the start")
        let emoji = try XCTUnwrap(f.textRange(from: try XCTUnwrap(f.position(from: second, offset: 2)), to: second), "either order")
        XCTAssertEqual(f.text(in: emoji), "👋")
        XCTAssertFalse(emoji.isEmpty)
        XCTAssertEqual(f.textRange(from: second, to: second)?.isEmpty, true)
    }

    func testTheCaretFollowsTheTextAndTypingReplacesTheSelection() throws {
        let f = UITextField()
        f.text = "hello"
        XCTAssertEqual(f.offset(from: f.beginningOfDocument, to: try XCTUnwrap(f.selectedTextRange).start), 5, "a caret after the text once it is set")
        f.selectedTextRange = f.textRange(from: try XCTUnwrap(f.position(from: f.beginningOfDocument, offset: 1)),
                                          to: try XCTUnwrap(f.position(from: f.beginningOfDocument, offset: 4)))
        f.insertText("EY")
        XCTAssertEqual(f.text, "hEYo", "the selection is replaced")
        XCTAssertEqual(f.offset(from: f.beginningOfDocument, to: try XCTUnwrap(f.selectedTextRange).start), 3, "the caret after the insertion")
        f.deleteBackward()
        XCTAssertEqual(f.text, "hEo")
        f.selectedTextRange = f.textRange(from: f.beginningOfDocument, to: f.beginningOfDocument)
        f.deleteBackward()
        XCTAssertEqual(f.text, "hEo", "nothing before the caret to delete")
        f.insertText(">")
        XCTAssertEqual(f.text, ">hEo")
        f.text = "new"
        XCTAssertEqual(f.offset(from: f.beginningOfDocument, to: try XCTUnwrap(f.selectedTextRange).end), 3, "setting text moves the caret to the end")

        let emoji = UITextField()
        emoji.text = "ok👍🏽"
        emoji.deleteBackward()
        XCTAssertEqual(emoji.text, "ok", "delete removes the whole composed character, as the keyboard does")
    }

    func testReplaceAsksTheDelegateLikeTyping() throws {
        final class NoDigits: NSObject, UITextFieldDelegate {
            var ranges: [NSRange] = []
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                ranges.append(range)
                return string.allSatisfy { !$0.isNumber }
            }
        }
        let delegate = NoDigits()
        let f = UITextField()
        f.delegate = delegate
        f.text = "abcd"
        let middle = try XCTUnwrap(f.textRange(from: try XCTUnwrap(f.position(from: f.beginningOfDocument, offset: 1)),
                                               to: try XCTUnwrap(f.position(from: f.beginningOfDocument, offset: 3))))
        f.replace(middle, withText: "7")
        XCTAssertEqual(f.text, "abcd")
        f.replace(middle, withText: "X")
        XCTAssertEqual(f.text, "aXd")
        XCTAssertEqual(delegate.ranges, [NSRange(location: 1, length: 2), NSRange(location: 1, length: 2)])
    }

    /// The pattern of floating-label fields: toggling secure entry re-sets the text and puts the
    /// caret back where it was through the `UITextInput` calls.
    func testASecureToggleThatRestoresTheCaretCompilesAndKeepsIt() throws {
        final class PasswordField: UITextField {
            override var isSecureTextEntry: Bool {
                didSet {
                    let caret = selectedTextRange.map { offset(from: beginningOfDocument, to: $0.start) }
                    let kept = text
                    text = nil
                    text = kept
                    if let caret, let position = position(from: beginningOfDocument, offset: caret) {
                        selectedTextRange = textRange(from: position, to: position)
                    }
                }
            }
        }
        let f = PasswordField()
        f.text = "secret"
        f.selectedTextRange = f.textRange(from: try XCTUnwrap(f.position(from: f.beginningOfDocument, offset: 2)),
                                          to: try XCTUnwrap(f.position(from: f.beginningOfDocument, offset: 2)))
        f.isSecureTextEntry = true
        f.insertText("!")
        XCTAssertEqual(f.text, "se!cret")
    }

    func testCaretRectsMoveWithTheTextAndCanBeOverridden() throws {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        f.font = .systemFont(ofSize: 15)
        f.text = "Wide"
        let start = f.caretRect(for: f.beginningOfDocument), end = f.caretRect(for: f.endOfDocument)
        XCTAssertEqual(start.height, f.font!.lineHeight, accuracy: 0.001)
        XCTAssertEqual(start.width, 2)
        XCTAssertEqual(end.minX - start.minX, ("Wide" as NSString).size(withAttributes: [.font: f.font!]).width, accuracy: 0.001)
        XCTAssertEqual(start.midY, 15, accuracy: 0.001, "centred vertically, as the text is")
        f.textAlignment = .right
        XCTAssertEqual(f.caretRect(for: f.endOfDocument).minX, f.editingRect(forBounds: f.bounds).maxX, accuracy: 0.001)
        f.isSecureTextEntry = true
        f.textAlignment = .left
        XCTAssertEqual(f.caretRect(for: f.endOfDocument).minX - start.minX,
                       (String(repeating: "\u{2022}", count: 4) as NSString).size(withAttributes: [.font: f.font!]).width, accuracy: 0.001,
                       "a secure field's caret follows the bullets")

        final class NoCaret: UITextField {
            override func caretRect(for position: UITextPosition) -> CGRect { .zero }
        }
        let input: UITextInput = NoCaret()
        XCTAssertEqual(input.caretRect(for: input.endOfDocument), .zero)
    }

    func testTextViewsKeepASelectedRangeAndPlaceTheCaretOnItsLine() throws {
        let v = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        v.font = .systemFont(ofSize: 14)
        v.text = "one\ntwo"
        XCTAssertEqual(v.selectedRange, NSRange(location: 7, length: 0))
        v.selectedRange = NSRange(location: 0, length: 3)
        XCTAssertEqual(v.text(in: try XCTUnwrap(v.selectedTextRange)), "one")
        v.insertText("1")
        XCTAssertEqual(v.text, "1\ntwo")
        XCTAssertEqual(v.selectedRange, NSRange(location: 1, length: 0))
        v.selectedRange = NSRange(location: 40, length: 3)
        XCTAssertEqual(v.selectedRange, NSRange(location: 5, length: 0), "clamped to the text")

        let firstLine = v.caretRect(for: try XCTUnwrap(v.position(from: v.beginningOfDocument, offset: 1)))
        let secondLineStart = v.caretRect(for: try XCTUnwrap(v.position(from: v.beginningOfDocument, offset: 2)))
        let secondLineEnd = v.caretRect(for: v.endOfDocument)
        XCTAssertEqual(firstLine.minY, v.textContainerInset.top, accuracy: 0.001)
        XCTAssertGreaterThan(secondLineStart.minY, firstLine.maxY - 0.001, "after the line break the caret starts the next line")
        XCTAssertEqual(secondLineStart.minX, v.textContainerInset.left + v.textContainer.lineFragmentPadding, accuracy: 0.001)
        XCTAssertEqual(secondLineEnd.minY, secondLineStart.minY, accuracy: 0.001)
        XCTAssertGreaterThan(secondLineEnd.minX, secondLineStart.minX + 10)
    }

    func testSelectionRectsCoverTheSelectedTextLineByLineAndClosestPositionsFindTheCaretsBack() throws {
        let v = UITextView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
        v.font = .systemFont(ofSize: 14)
        v.text = "first line\nsecond"
        func position(_ offset: Int) throws -> UITextPosition { try XCTUnwrap(v.position(from: v.beginningOfDocument, offset: offset)) }
        let range = try XCTUnwrap(v.textRange(from: try position(6), to: try position(14)))   // "line\nsec"
        let rects = v.selectionRects(for: range)
        XCTAssertEqual(rects.count, 2, "one per line")
        XCTAssertEqual(rects.map(\.containsStart), [true, false])
        XCTAssertEqual(rects.map(\.containsEnd), [false, true])
        XCTAssertEqual(rects[0].rect.minX, v.caretRect(for: try position(6)).minX, accuracy: 0.001, "from the caret before 'line'")
        XCTAssertEqual(rects[1].rect.minX, v.caretRect(for: try position(11)).minX, accuracy: 0.001, "the second line from its start")
        XCTAssertEqual(rects[1].rect.maxX, v.caretRect(for: try position(14)).minX, accuracy: 0.001, "to the caret after 'sec'")
        XCTAssertEqual(rects[0].rect.minY, v.caretRect(for: try position(6)).minY, accuracy: 0.001)
        XCTAssertGreaterThan(rects[1].rect.minY, rects[0].rect.maxY - 0.001)
        XCTAssertEqual(rects.map(\.writingDirection), [.leftToRight, .leftToRight])
        XCTAssertEqual(v.firstRect(for: range), rects[0].rect)
        XCTAssertTrue(v.selectionRects(for: try XCTUnwrap(v.textRange(from: try position(3), to: try position(3)))).isEmpty, "a caret selects nothing")

        // Every caret position is found again from a point just inside its caret.
        for offset in 0...17 {
            let caret = v.caretRect(for: try position(offset))
            let found = try XCTUnwrap(v.closestPosition(to: CGPoint(x: caret.minX + 0.5, y: caret.midY)))
            XCTAssertEqual(v.offset(from: v.beginningOfDocument, to: found), offset, "offset \(offset)")
        }
        let within = try XCTUnwrap(v.closestPosition(to: .zero, within: range))
        XCTAssertEqual(v.offset(from: v.beginningOfDocument, to: within), 6, "held inside the range")
        let character = try XCTUnwrap(v.characterRange(at: CGPoint(x: v.caretRect(for: try position(1)).minX + 1, y: 12)))
        XCTAssertEqual(v.text(in: character), "i")
    }

    func testAFieldsSelectionFollowsRightToLeftTextAndASecureFieldsBullets() throws {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 30))
        f.font = .systemFont(ofSize: 15)
        f.text = "ab אבג cd"
        func position(_ offset: Int) throws -> UITextPosition { try XCTUnwrap(f.position(from: f.beginningOfDocument, offset: offset)) }
        // "b", the space and "א": side by side in logical order, apart on screen, where "א" is
        // the right end of the Hebrew word.
        let rects = f.selectionRects(for: try XCTUnwrap(f.textRange(from: try position(1), to: try position(4))))
        XCTAssertEqual(rects.count, 2, "two stretches on screen")
        XCTAssertEqual(rects.map(\.writingDirection), [.leftToRight, .rightToLeft])
        XCTAssertEqual(rects[1].rect.maxX, f.caretRect(for: try position(3)).minX, accuracy: 0.001,
                       "the Hebrew stretch ends at the caret before א, its right edge")
        XCTAssertEqual(rects[0].rect.height, f.font!.lineHeight, accuracy: 0.001)

        f.text = "a👋b"
        f.isSecureTextEntry = true
        for offset in [0, 1, 3, 4] {
            let caret = f.caretRect(for: try position(offset))
            let found = try XCTUnwrap(f.closestPosition(to: CGPoint(x: caret.minX + 0.5, y: caret.midY)))
            XCTAssertEqual(f.offset(from: f.beginningOfDocument, to: found), offset, "each bullet stands for a whole character")
        }
        XCTAssertEqual(f.selectionRects(for: try XCTUnwrap(f.textRange(from: try position(1), to: try position(3)))).count, 1)
        XCTAssertEqual(f.text(in: try XCTUnwrap(f.characterRange(at: CGPoint(x: f.caretRect(for: try position(1)).minX + 1, y: 15)))), "👋")
    }
}
