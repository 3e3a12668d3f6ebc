import DesignableTesting
import Foundation
@testable import Designable
import Raster
import Typography
import XCTest

/// Attributed strings as UIKit reads them: keys, styles, and where each place takes one.
final class AttributedStringTests: XCTestCase {
    let body = UIFont.systemFont(ofSize: 14)

    func testKeysHaveUIKitsRawValues() {
        XCTAssertEqual(NSAttributedString.Key.kern.rawValue, "NSKern")
        XCTAssertEqual(NSAttributedString.Key.underlineStyle.rawValue, "NSUnderline")
        XCTAssertEqual(NSAttributedString.Key.link.rawValue, "NSLink")
        XCTAssertEqual(NSUnderlineStyle.double.rawValue, 9)
        XCTAssertEqual(NSUnderlineStyle.byWord.rawValue, 0x8000)
    }

    func testEveryAttributeReachesTheRunStyle() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 3
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        style.firstLineHeadIndent = 10
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .backgroundColor: UIColor.yellow,
            .kern: 2.5, .baselineOffset: NSNumber(value: 3), .underlineStyle: NSUnderlineStyle([.thick, .patternDash]).rawValue,
            .underlineColor: UIColor.blue, .strikethroughStyle: NSUnderlineStyle.single, .shadow: shadow, .paragraphStyle: style,
        ]
        let defaults = TextDefaults(font: body, color: .black)
        let s = try XCTUnwrap(AttributedTextResolution.runStyle(attributes, defaults: defaults, id: 0))
        XCTAssertEqual(s.font.pointSize, 20)
        XCTAssertEqual(s.font.fontName, try XCTUnwrap(UIFont.boldSystemFont(ofSize: 20).font).fontName)
        XCTAssertEqual(s.font.fontName, "InterDisplay-Bold", "20 pt is a display size, as SF Pro Display starts at 20")
        XCTAssertEqual(s.color, UIColor.red.rasterColor)
        XCTAssertEqual(s.backgroundColor, UIColor.yellow.rasterColor)
        XCTAssertEqual(s.kern, 2.5)
        XCTAssertEqual(s.baselineOffset, 3)
        XCTAssertEqual(s.underline, TextDecoration(weight: .thick, pattern: .dash, color: UIColor.blue.rasterColor))
        XCTAssertEqual(s.strikethrough, TextDecoration())
        XCTAssertEqual(s.shadow?.offset, Size(width: 1, height: 2))
        XCTAssertEqual(s.shadow?.blurRadius, 3)
        XCTAssertEqual(s.paragraph.alignment, .center)
        XCTAssertEqual(s.paragraph.lineSpacing, 4)
        XCTAssertEqual(s.paragraph.firstLineHeadIndent, 10)
    }

    func testMissingAttributesComeFromTheDefaultsAndLinksFromTheLinkAttributes() throws {
        let defaults = TextDefaults(font: body, color: .green, alignment: .right, lineBreakMode: .byTruncatingTail)
        let plain = try XCTUnwrap(AttributedTextResolution.runStyle([:], defaults: defaults, id: 0))
        XCTAssertEqual(plain.font.pointSize, 14)
        XCTAssertEqual(plain.color, UIColor.green.rasterColor)
        XCTAssertEqual(plain.paragraph.alignment, .right)
        XCTAssertEqual(plain.paragraph.lineBreakMode, .truncatingTail)
        let link = try XCTUnwrap(AttributedTextResolution.runStyle([.link: URL(string: "https://example.com")!, .foregroundColor: UIColor.red],
                                                                    defaults: defaults, id: 0))
        XCTAssertEqual(link.color, UIColor.link.rasterColor, "a link is drawn in the link colour")
        XCTAssertNotNil(link.underline, "and underlined")
        XCTAssertNil(try XCTUnwrap(AttributedTextResolution.runStyle([.underlineStyle: 0], defaults: defaults, id: 0)).underline)
    }

    func testParagraphStylesCopyAndCompareEverySetting() {
        let style = NSMutableParagraphStyle()
        style.headIndent = 12
        style.maximumLineHeight = 30
        style.baseWritingDirection = .rightToLeft
        let copy = style.copy() as! NSParagraphStyle
        XCTAssertFalse(copy is NSMutableParagraphStyle)
        XCTAssertEqual(copy, style)
        let mutable = copy.mutableCopy() as! NSMutableParagraphStyle
        mutable.headIndent = 0
        XCTAssertNotEqual(mutable, style)
        mutable.setParagraphStyle(style)
        XCTAssertEqual(mutable, style)
    }

    func testLabelTextAndAttributedTextStayInStep() {
        let label = UILabel()
        label.text = "Plain"
        label.font = body
        let derived = label.attributedText!
        XCTAssertEqual(derived.string, "Plain")
        XCTAssertEqual(derived.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, body, "plain text is the label's font")
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.kern: 2])
        XCTAssertEqual(label.text, "Styled")
        label.textColor = .red
        XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red,
                       "setting the colour applies it to the whole string, as UIKit does")
        XCTAssertEqual(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int, 2)
        label.text = "Plain again"
        XCTAssertNil(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil))
    }

    func testKernWidensALabelByItsValuePerCharacter() {
        let label = UILabel()
        label.font = body
        label.text = "abcd"
        let plain = label.intrinsicContentSize.width
        label.attributedText = NSAttributedString(string: "abcd", attributes: [.kern: 3])
        XCTAssertEqual(label.intrinsicContentSize.width, plain + 12, accuracy: 1)
    }

    func testAttachmentsTakeTheirBoundsAndDrawTheirImage() throws {
        let attachment = NSTextAttachment(image: TestImages.chevron(points: 16))
        attachment.bounds = CGRect(x: 0, y: -2, width: 16, height: 16)
        // No space before the attachment: a line's trailing space is not part of its width, so
        // "Go " alone would measure as "Go".
        let text = NSMutableAttributedString(string: "Go", attributes: [.font: body])
        text.append(NSAttributedString(attachment: attachment))
        XCTAssertEqual(text.string, "Go\u{FFFC}")
        let plainWidth = NSAttributedString(string: "Go", attributes: [.font: body]).size().width
        XCTAssertEqual(text.size().width, plainWidth + 16, accuracy: 0.01)
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 60, height: 24)) { _ in text.draw(at: CGPoint(x: 0, y: 2)) }
        let bitmap = try ViewRenderer.render(view, scale: 1)
        // The chevron's grey ink lands inside its box, right of the text.
        let inkInBox = (Int(plainWidth)..<Int(plainWidth) + 16).contains { x in (0..<24).contains { bitmap.pixel(x: x, y: $0)!.a > 0 } }
        XCTAssertTrue(inkInBox)
    }

    func testStringDrawingWithoutLineFragmentOriginPlacesTheFirstBaselineAtTheOrigin() {
        let attributes: [NSAttributedString.Key: Any] = [.font: body]
        let unwrapped = "Hg".boundingRect(with: CGSize(width: 100, height: 100), options: [], attributes: attributes, context: nil)
        XCTAssertEqual(unwrapped.minY, -body.ascender, accuracy: 0.5, "the rectangle is relative to the baseline")
        let wrapped = "Hg".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        XCTAssertEqual(wrapped.origin, .zero)
        XCTAssertEqual(wrapped.height, unwrapped.height)
        let context = NSStringDrawingContext()
        _ = "Hg".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: attributes, context: context)
        XCTAssertEqual(context.totalBounds, wrapped)
    }

    /// One instance of each class that keeps ``FoundationAttributeValues/header`` as its first
    /// stored property (a subclass inherits it).
    private static var protectedValues: [AnyObject] {
        [UIColor.red, UIColor { _ in .blue }, UIFont.systemFont(ofSize: 12), NSParagraphStyle(), NSMutableParagraphStyle(),
         NSShadow(), NSTextAttachment()]
    }

    /// The word right after a Swift object's two-word header, where Core Foundation reads a CF
    /// object's type.
    private static func typeWord(of object: AnyObject) -> UInt64 {
        Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 2 * MemoryLayout<UInt>.size, as: UInt64.self)
    }

    /// A change of class layout (a stored property added before the header, a different
    /// Foundation) fails here, naming the class, rather than halting the process in the test below.
    func testEveryProtectedAttributeValueClassStartsWithTheFakeCFTypeWord() {
        for value in Self.protectedValues {
            XCTAssertEqual(Self.typeWord(of: value), FoundationAttributeValues.header, "\(type(of: value))")
        }
        XCTAssertNotEqual((FoundationAttributeValues.header >> 8) & 0x3FF, 0, "type 0 is CF's \"not a type\", which halts")
    }

    /// Foundation on Linux compares neighbouring runs' values in Core Foundation, which halted
    /// the process on some fonts, colours and `CGFloat`s (see `FoundationAttributeValues`);
    /// many random values side by side must merge or stay apart without a crash. Values of
    /// value types (an `NSUnderlineStyle` without `.rawValue`, an enum, a `URL`) are boxed by
    /// Foundation in a way CF hands to Swift whatever their bits, so they never halted.
    func testNeighbouringRunsWithDifferentAttributeValuesMergeWithoutHaltingFoundation() {
        // With a class out of layout the loop below would halt the whole test process.
        guard Self.protectedValues.allSatisfy({ Self.typeWord(of: $0) == FoundationAttributeValues.header }) else {
            return XCTFail("an attribute value class lost its CF type word; see the test above")
        }
        var g = SystemRandomNumberGenerator()
        let styles: [NSUnderlineStyle] = [.single, .double, .thick, [.single, .patternDash], [.double, .byWord], []]
        let makers: [() -> Any] = [
            { UIFont.systemFont(ofSize: CGFloat(Int.random(in: 1...40, using: &g))) },
            { UIColor(white: CGFloat(Int.random(in: 0...10, using: &g)) / 10, alpha: 1) },
            { NSMutableParagraphStyle() }, { NSShadow() }, { NSTextAttachment() },
            { CGFloat(Int.random(in: 0...4, using: &g)) },
            { styles.randomElement(using: &g)! },
            { Bool.random(using: &g) ? Int.random(in: 0...4, using: &g) as Any : Double(Int.random(in: 0...4, using: &g)) / 2 },
            { Bool.random(using: &g) ? URL(string: "https://example.com/\(Int.random(in: 0...3, using: &g))")! as Any : "https://example.com" },
            { NSTextAlignment(rawValue: Int.random(in: 0...4, using: &g))! },
            { Int.random(in: 0...1 << 20, using: &g) },
        ]
        for make in makers {
            for _ in 0..<50 {
                let text = NSMutableAttributedString(string: "")
                text.append(NSAttributedString(string: "x ", attributes: [.kern: make()]))
                text.append(NSAttributedString(string: "y ", attributes: [.kern: make()]))
                text.addAttribute(.font, value: make(), range: NSRange(location: 0, length: 2))
                XCTAssertEqual(text.string, "x y ")
            }
        }
        let same = NSMutableAttributedString(string: "ab", attributes: [.kern: CGFloat(2)])
        same.append(NSAttributedString(string: "cd", attributes: [.kern: CGFloat(2)]))
        var runs = 0
        same.enumerateAttribute(.kern, in: NSRange(location: 0, length: 4)) { value, _, _ in
            runs += 1
            XCTAssertEqual(value as? CGFloat, 2, "a CGFloat is stored as a number and reads back as one")
        }
        XCTAssertEqual(runs, 1, "equal values merge into one run")
    }

    func testUnderlineStylesWithoutRawValueSideBySideDrawTheirOwnLines() throws {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: body, .underlineStyle: NSUnderlineStyle.single])
        text.append(NSAttributedString(string: "cd", attributes: [.font: body, .underlineStyle: NSUnderlineStyle.double]))
        text.append(NSAttributedString(string: "ef", attributes: [.font: body, .underlineStyle: NSUnderlineStyle.single.rawValue,
                                                                  .baselineOffset: CGFloat(2), .link: URL(string: "https://example.com")!]))
        var styles: [Int] = []
        text.enumerateAttribute(.underlineStyle, in: NSRange(location: 0, length: text.length)) { value, _, _ in
            styles.append((value as? NSUnderlineStyle)?.rawValue ?? (value as? Int) ?? -1)
        }
        XCTAssertEqual(styles, [1, 9, 1])
    }

    func testTruncatesLastVisibleLineMarksWrappedTextThatDoesNotFit() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: body]
        let text = NSAttributedString(string: "one two three four five six seven", attributes: attributes)
        let box = CGSize(width: 60, height: body.lineHeight * 2)
        let truncated = try XCTUnwrap(text.laidOut(within: box, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], scale: 2))
        XCTAssertTrue(truncated.layout.lines.last!.text.hasSuffix("…"))
        let cut = try XCTUnwrap(text.laidOut(within: box, options: .usesLineFragmentOrigin, scale: 2))
        XCTAssertFalse(cut.layout.lines.last!.text.hasSuffix("…"))
    }
}

/// A view whose drawing is a closure, for drawing calls made inside `draw(_:)`.
///
/// Not opaque, so what the drawing leaves uncovered stays transparent: an opaque view with no
/// background colour would show black there, as on iOS (`OpaqueBackingStoreTests`), and these
/// tests are about the text, not the backing store.
final class DrawingView: UIView {
    let drawing: (CGRect) -> Void
    init(frame: CGRect, drawing: @escaping (CGRect) -> Void) {
        self.drawing = drawing
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { fatalError("DrawingView is made in code") }
    override func draw(_ rect: CGRect) { drawing(rect) }
}

/// Attributed button titles per state, as UIKit falls back on them.
final class AttributedButtonTitleTests: XCTestCase {
    func testAStatesAttributedTitleWinsOverItsPlainTitleAndFallsBackOnNormal() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Plain", for: .normal)
        let normal = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        button.setAttributedTitle(normal, for: .normal)
        XCTAssertEqual(button.currentAttributedTitle?.string, "Styled")
        button.isHighlighted = true
        XCTAssertEqual(button.currentAttributedTitle?.string, "Styled", "a state without its own falls back on .normal")
        button.setAttributedTitle(NSAttributedString(string: "Pressed"), for: .highlighted)
        XCTAssertEqual(button.currentAttributedTitle?.string, "Pressed")
        button.isHighlighted = false

        // The styled title is what draws, in its own colour: red ink, none of the title colour's.
        button.setTitleColor(.blue, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        button.backgroundColor = .white
        let bitmap = try ViewRenderer.render(button, scale: 1)
        var red = 0, blue = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)!
                if p.r > 200 && p.g < 120 && p.b < 120 { red += 1 }
                if p.b > 200 && p.r < 120 && p.g < 120 { blue += 1 }
            }
        }
        XCTAssertGreaterThan(red, 20)
        XCTAssertEqual(blue, 0)
        button.setAttributedTitle(nil, for: .normal)
        XCTAssertEqual(button.currentTitle, "Plain", "removing the styled title shows the plain one again")
    }
}
