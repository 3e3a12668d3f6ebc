import DesignableTesting
import Foundation
@testable import Designable
import Typography
import XCTest

/// Attributed text where UIKit takes it, drawn by Designable's own text stack. The label goes
/// through a document too (`<attributedString key="attributedText">`); the button's styled
/// titles and the fields' styled placeholders are not archived yet, so those views are
/// snapshotted along the code path only.
final class AttributedTextImageTests: XCTestCase {
    /// DejaVu Serif, which fonts-dejavu-core installs beside DejaVu Sans, registered by file.
    static func serif(_ size: CGFloat) throws -> UIFont {
        try FontRegistry.shared.register(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"))
        return try XCTUnwrap(UIFont(name: "DejaVuSerif", size: size))
    }

    /// Three fonts and colours on shared baselines: a bold blue heading, serif body text with a
    /// tracked red run, and a small grey note; wrapped to the width and cut after three lines
    /// with "…" in the style of the text it follows.
    func testLabelMixingFontsColoursAndAKernedRunWrapsAndTruncatesItsTail() throws {
        let text = NSMutableAttributedString(string: "Designable ", attributes: [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.systemBlue])
        text.append(NSAttributedString(string: "sets runs of different fonts on one baseline, ", attributes: [.font: try Self.serif(15)]))
        text.append(NSAttributedString(string: "TRACKED WIDE", attributes: [.font: try Self.serif(15), .foregroundColor: UIColor.systemRed, .kern: 3]))
        text.append(NSAttributedString(string: " and wraps them together until the label runs out of lines.",
                                       attributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.secondaryLabel]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 86))
        label.backgroundColor = .white
        label.numberOfLines = 3
        label.attributedText = text
        let laid = try XCTUnwrap(label.laidOutText(within: label.bounds.size, font: label.font, lines: 3))
        XCTAssertEqual(laid.layout.lines.count, 3)
        XCTAssertTrue(laid.layout.isTruncated)
        XCTAssertTrue(laid.layout.lines[2].text.hasSuffix("…"), "the label's tail truncation applies to runs without a paragraph style")
        assertSnapshot(of: label, as: .image, named: "mixed-runs")
    }

    /// `.writingDirection` on a run reads as the controls it names, as on iOS: a part number
    /// overridden left to right inside Hebrew draws as if wrapped in LRO … PDF, and the text
    /// keeps its own characters.
    func testAWritingDirectionAttributeEmbedsOrOverridesItsRun() throws {
        func label(_ text: NSAttributedString) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 30))
            label.backgroundColor = .white
            label.attributedText = text
            return label
        }
        let hebrew = "הזמנה ", part = "AB-12 (x)"
        let attributed = NSMutableAttributedString(string: hebrew + part)
        attributed.addAttribute(.writingDirection,
                                value: [NSWritingDirection.rightToLeft.rawValue | NSWritingDirectionFormatType.override.rawValue],
                                range: NSRange(location: (hebrew as NSString).length, length: (part as NSString).length))
        let withControls = NSAttributedString(string: hebrew + "\u{202E}" + part + "\u{202C}")
        let plain = NSAttributedString(string: hebrew + part)
        let byAttribute = try ViewRenderer.render(label(attributed), scale: 2)
        XCTAssertTrue(byAttribute == (try ViewRenderer.render(label(withControls), scale: 2)), "the attribute draws as its controls")
        XCTAssertFalse(byAttribute == (try ViewRenderer.render(label(plain), scale: 2)), "and unlike the text without it")
        XCTAssertEqual(label(attributed).text, hebrew + part, "no character is added to the text")
        XCTAssertEqual(AttributedTextResolution.directionalFormatting([NSNumber(value: 0), 3 as Int]),
                       [.embedding(.leftToRight), .override(.rightToLeft)], "outermost first, numbers however stored")
    }

    /// A custom button whose title is "Buy" in bold white and a struck-through old price beside
    /// the new one.
    func testButtonWithAnAttributedTitle() throws {
        let title = NSMutableAttributedString(string: "Buy  ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.white])
        title.append(NSAttributedString(string: "$12", attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.white.withAlphaComponent(0.7),
                                                                    .strikethroughStyle: NSUnderlineStyle.single.rawValue]))
        title.append(NSAttributedString(string: " $9", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemYellow]))
        let button = UIButton(type: .custom)
        button.setAttributedTitle(title, for: .normal)
        button.backgroundColor = .systemGreen
        button.layer.cornerRadius = 10
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 18, bottom: 10, right: 18)
        button.sizeToFit()
        XCTAssertEqual(button.currentTitle, "Buy  $12 $9")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: button.bounds.width + 20, height: button.bounds.height + 20))
        root.backgroundColor = .white
        button.frame.origin = CGPoint(x: 10, y: 10)
        root.addSubview(button)
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "attributed-title")
    }

    /// Text fields at rest: a placeholder in a custom colour with tracking, a secure field
    /// drawing one bullet per character, a field with a clear button, and an empty field whose
    /// plain placeholder is the system grey.
    func testPlaceholderInACustomColourASecureFieldAndAClearButton() throws {
        func field(_ y: CGFloat, _ configure: (UITextField) -> Void) -> UITextField {
            let f = UITextField(frame: CGRect(x: 10, y: y, width: 220, height: 34))
            f.borderStyle = .roundedRect
            configure(f)
            return f
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 176))
        root.backgroundColor = .systemGroupedBackground
        let placeholder = field(10) {
            $0.attributedPlaceholder = NSAttributedString(string: "Team name", attributes: [.foregroundColor: UIColor.systemPurple, .kern: 1.5])
        }
        let secure = field(52) { $0.isSecureTextEntry = true; $0.text = "hunter22" }
        let clear = field(94) { $0.text = "Clear me"; $0.clearButtonMode = .always }
        let plain = field(136) { $0.placeholder = "Plain placeholder" }
        [placeholder, secure, clear, plain].forEach(root.addSubview)
        XCTAssertLessThan(clear.textRect(forBounds: clear.bounds).maxX, clear.clearButtonRect(forBounds: clear.bounds).minX + 0.5)
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "fields")
    }

    /// `draw(in:withAttributes:)` in a custom `draw(_:)`: a centred, underlined caption over a
    /// shadowed title, drawn into the view's own rectangle.
    func testDrawInRectWithAttributesInsideACustomDraw() throws {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 200, height: 90)) { rect in
            UIColor.systemTeal.withAlphaComponent(0.15).setFill()
            UIRectFill(rect)
            let centred = NSMutableParagraphStyle()
            centred.alignment = .center
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 1, height: 2)
            shadow.shadowBlurRadius = 2
            shadow.shadowColor = UIColor.black.withAlphaComponent(0.4)
            "Weekly Report".draw(in: CGRect(x: 0, y: 12, width: rect.width, height: 30),
                                 withAttributes: [.font: UIFont.boldSystemFont(ofSize: 22), .paragraphStyle: centred,
                                                  .foregroundColor: UIColor.systemIndigo, .shadow: shadow])
            "42 tasks · 3 overdue".draw(in: CGRect(x: 0, y: 52, width: rect.width, height: 24),
                                         withAttributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: centred,
                                                          .underlineStyle: NSUnderlineStyle.single.rawValue])
        }
        assertSnapshot(of: view, as: .image(paths: [.code]), named: "custom-draw")
    }
}
