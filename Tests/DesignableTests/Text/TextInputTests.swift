import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Text fields and text views as input: secure entry, input traits, typing through the
/// delegate, and the attributes plain text takes.
final class TextInputTests: XCTestCase {
    func field(_ configure: (UITextField) -> Void) -> UITextField {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
        f.backgroundColor = .white
        f.font = .systemFont(ofSize: 15)
        configure(f)
        return f
    }

    /// A secure field draws exactly what a field showing one bullet per character draws, and
    /// keeps its text.
    func testSecureEntryDrawsOneBulletPerCharacter() throws {
        let secure = field { $0.isSecureTextEntry = true; $0.text = "héllo 👋🏽" }
        let bullets = field { $0.text = String(repeating: "\u{2022}", count: 7) }
        let plain = field { $0.text = "héllo 👋🏽" }
        XCTAssertEqual(secure.text, "héllo 👋🏽")
        let drawn = try ViewRenderer.render(secure, scale: 2)
        XCTAssertEqual(drawn, try ViewRenderer.render(bullets, scale: 2), "seven characters, an emoji with its skin tone counting as one")
        XCTAssertNotEqual(drawn, try ViewRenderer.render(plain, scale: 2))
        XCTAssertEqual(secure.intrinsicContentSize, bullets.intrinsicContentSize)
        let coloured = field { $0.isSecureTextEntry = true; $0.attributedText = NSAttributedString(string: "abc", attributes: [.foregroundColor: UIColor.red]) }
        let redBullets = field { $0.attributedText = NSAttributedString(string: "•••", attributes: [.foregroundColor: UIColor.red]) }
        XCTAssertEqual(try ViewRenderer.render(coloured, scale: 2), try ViewRenderer.render(redBullets, scale: 2),
                       "bullets take the text's attributes")
    }

    func testInputTraitsHaveUIKitsDefaultsAndAreSettable() {
        let f = UITextField()
        XCTAssertEqual(f.autocapitalizationType, .sentences)
        XCTAssertEqual(f.autocorrectionType, .default)
        XCTAssertEqual(f.keyboardType, .default)
        XCTAssertEqual(f.returnKeyType, .default)
        XCTAssertFalse(f.isSecureTextEntry)
        XCTAssertNil(f.textContentType)
        f.keyboardType = .emailAddress
        f.returnKeyType = .go
        f.textContentType = .emailAddress
        f.autocapitalizationType = .none
        let traits: UITextInputTraits = f
        XCTAssertEqual(traits.keyboardType, .emailAddress)
        XCTAssertEqual(f.returnKeyType, .go)
        XCTAssertEqual(f.textContentType, .emailAddress)
        XCTAssertEqual(f.autocapitalizationType, UITextAutocapitalizationType.none)
        let view = UITextView()
        XCTAssertEqual(view.autocapitalizationType, .sentences)
        view.keyboardType = .numberPad
        XCTAssertEqual(view.keyboardType, .numberPad)
    }

    func testTypingAsksTheDelegateThenChangesTheTextAndTellsTargets() {
        final class Digits: NSObject, UITextFieldDelegate {
            var asked: [NSRange] = []
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                asked.append(range)
                return string.allSatisfy(\.isNumber)
            }
        }
        final class Counter: @unchecked Sendable { var count = 0 }
        let f = UITextField()
        let delegate = Digits()
        f.delegate = delegate
        let changes = Counter(), notified = Counter()
        f.addAction(UIAction { _ in changes.count += 1 }, for: .editingChanged)
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: f, queue: nil) { _ in
            notified.count += 1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        f.insertText("12")
        f.insertText("x")
        f.insertText("3")
        f.deleteBackward()
        XCTAssertEqual(f.text, "12")
        XCTAssertEqual(delegate.asked, [NSRange(location: 0, length: 0), NSRange(location: 2, length: 0), NSRange(location: 2, length: 0),
                                        NSRange(location: 2, length: 1)])
        XCTAssertEqual(changes.count, 3, "refused typing changes nothing")
        XCTAssertEqual(notified.count, 3)
    }

    func testTextViewTypingTakesTheTypingAttributesAndTellsTheDelegate() {
        final class Recorder: NSObject, UITextViewDelegate {
            var changes = 0
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
        }
        let view = UITextView()
        let recorder = Recorder()
        view.delegate = recorder
        view.text = "Hi"
        view.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red]
        view.insertText("!")
        XCTAssertEqual(view.text, "Hi!")
        XCTAssertEqual(recorder.changes, 1)
        let typed = view.attributedText.attributes(at: 2, effectiveRange: nil)
        XCTAssertEqual((typed[.font] as? UIFont)?.pointSize, 20)
        XCTAssertEqual(typed[.foregroundColor] as? UIColor, .red)
    }

    func testDefaultTextAttributesSetTheFieldsFontColourAndAlignment() {
        let f = UITextField()
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        f.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 22), .foregroundColor: UIColor.blue, .paragraphStyle: centred, .kern: CGFloat(2)]
        XCTAssertEqual(f.font?.pointSize, 22)
        XCTAssertEqual(f.textColor, .blue)
        XCTAssertEqual(f.textAlignment, .center)
        XCTAssertEqual(f.defaultTextAttributes[.kern] as? CGFloat, 2)
        f.text = "abc"
        XCTAssertEqual(f.attributedText?.attributes(at: 0, effectiveRange: nil)[.kern] as? CGFloat, 2)
        let narrow = UITextField()
        narrow.font = .systemFont(ofSize: 22)
        narrow.text = "abc"
        XCTAssertEqual(f.intrinsicContentSize.width, narrow.intrinsicContentSize.width + 6, accuracy: 1, "the kern widens the field")
    }
}
