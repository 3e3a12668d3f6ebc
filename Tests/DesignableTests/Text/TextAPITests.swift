import Foundation
@testable import Designable
import Raster
import XCTest

/// Text fields', text views' and attributed strings' API from the SDK's list: background
/// images, scrolling to a range, documents, attachments and tracking.
final class TextAPITests: XCTestCase {
    func testABorderlessFieldDrawsItsBackgroundImageAndTheDisabledOneWhenDisabled() throws {
        func swatch(_ colour: Color) -> UIImage {
            let canvas = try! Canvas(width: 4, height: 4)
            canvas.setFillColor(colour)
            canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4))
            return UIImage(bitmap: canvas.bitmap)
        }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        field.background = swatch(Color(red: 1, green: 0, blue: 0))
        field.disabledBackground = swatch(Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(try ViewRenderer.render(field, scale: 1).pixel(x: 70, y: 15)?.r, 255, "stretched over the bounds")
        field.isEnabled = false
        XCTAssertEqual(try ViewRenderer.render(field, scale: 1).pixel(x: 70, y: 15)?.b, 255)
        field.borderStyle = .roundedRect
        XCTAssertEqual(try ViewRenderer.render(field, scale: 1).pixel(x: 70, y: 15)?.r, 255, "a bordered field ignores it: its own white fill")
        XCTAssertEqual(UITextField.DidEndEditingReason.cancelled.rawValue, 1)
    }

    func testScrollRangeToVisibleShowsTheRangesLine() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.text = (1...40).map { "Line \($0)" }.joined(separator: "\n")
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentOffset.y, 0)
        let last = (view.text as NSString).range(of: "Line 40")
        view.scrollRangeToVisible(last)
        XCTAssertGreaterThan(view.contentOffset.y, 200, "scrolled down to the last line")
        view.scrollRangeToVisible(NSRange(location: 0, length: 4))
        XCTAssertLessThanOrEqual(view.contentOffset.y, 8, "and back up to the first, below the 8-point inset")
    }

    func testDocumentsAttachmentsAndTracking() throws {
        let text = NSMutableAttributedString(string: "a b")
        XCTAssertFalse(text.containsAttachments(in: NSRange(location: 0, length: 3)))
        text.addAttribute(.attachment, value: NSTextAttachment(), range: NSRange(location: 1, length: 1))
        XCTAssertTrue(text.containsAttachments(in: NSRange(location: 0, length: 3)))
        XCTAssertEqual(try text.data(from: NSRange(location: 0, length: 3)), Data("a b".utf8))
        XCTAssertThrowsError(try text.data(from: NSRange(location: 0, length: 3), documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("designable-\(UUID().uuidString).html")
        try Data("<html><body><b>Bold</b> text</body></html>".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let read = try NSAttributedString(url: file, documentAttributes: nil)
        XCTAssertEqual(read.string, "Bold text")
        // Tracking spreads the letters as kerning does, and wins over it.
        let plain = NSAttributedString(string: "WWW", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let tracked = NSAttributedString(string: "WWW", attributes: [.font: UIFont.systemFont(ofSize: 20), .tracking: 10, .kern: -5])
        XCTAssertEqual(tracked.size().width - plain.size().width, 30, accuracy: 1, "10 points after each of three letters")
    }
}
