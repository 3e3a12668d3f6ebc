import DesignableTesting
import Foundation
import Designable
import Raster
import XCTest

/// The colours text decorations and links take: a text view's `linkTextAttributes` over its
/// links' own, and a strikethrough's own colour.
final class TextDecorationColorTests: XCTestCase {
    /// How many opaque-enough pixels of `bitmap` are close to `r`, `g`, `b` (0–255).
    private func count(_ bitmap: Bitmap, near r: Int, _ g: Int, _ b: Int) -> Int {
        var n = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                guard let p = bitmap.pixel(x: x, y: y), p.a > 200 else { continue }
                if abs(Int(p.r) - r) < 40, abs(Int(p.g) - g) < 40, abs(Int(p.b) - b) < 40 { n += 1 }
            }
        }
        return n
    }

    private func textView(_ configure: (UITextView) -> Void) throws -> Bitmap {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        view.backgroundColor = .white
        view.font = .systemFont(ofSize: 18)
        view.attributedText = NSAttributedString(string: "Tap here", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.black,
            .link: URL(string: "https://example.com")!,
        ])
        configure(view)
        return try ViewRenderer.render(view, scale: 2)
    }

    func testATextViewDrawsLinksInItsTintUnlessLinkTextAttributesSayOtherwise() throws {
        let tinted = try textView { _ in }
        XCTAssertGreaterThan(count(tinted, near: 0, 122, 255), 20, "the tint, system blue, over the run's own black")
        XCTAssertEqual(count(tinted, near: 0, 0, 0), 0)

        let red = try textView { $0.linkTextAttributes = [.foregroundColor: UIColor.red] }
        XCTAssertGreaterThan(count(red, near: 255, 0, 0), 20)
        XCTAssertEqual(count(red, near: 0, 122, 255), 0)

        let orangeTint = try textView { $0.tintColor = .orange }
        XCTAssertGreaterThan(count(orangeTint, near: 255, 127, 0), 20, "the default follows the view's tint")
    }

    private func struck(_ attributes: [NSAttributedString.Key: Any]) throws -> Bitmap {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.backgroundColor = .white
        var all: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black,
                                                  .strikethroughStyle: NSUnderlineStyle.thick.rawValue]
        all.merge(attributes) { $1 }
        label.attributedText = NSAttributedString(string: "— — —", attributes: all)
        return try ViewRenderer.render(label, scale: 2)
    }

    func testAStrikethroughTakesItsOwnColourElseTheTexts() throws {
        let green = try struck([.strikethroughColor: UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)])
        XCTAssertGreaterThan(count(green, near: 0, 204, 0), 40, "the line through the dashes is green")
        let plain = try struck([:])
        XCTAssertEqual(count(plain, near: 0, 204, 0), 0)
        XCTAssertGreaterThan(count(plain, near: 0, 0, 0), count(green, near: 0, 0, 0), "without its colour the line is the text's black")
    }
}
