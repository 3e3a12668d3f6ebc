import Foundation
@testable import Designable
import XCTest

/// `NSAttributedString(data:options:documentAttributes:)` on HTML and plain text, as apps show a
/// server's formatted text.
final class DocumentReadingTests: XCTestCase {
    func html(_ text: String) throws -> NSAttributedString {
        try NSAttributedString(data: Data(text.utf8), options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
    }

    func attribute<T>(_ key: NSAttributedString.Key, of string: NSAttributedString, at text: String, as: T.Type) -> T? {
        let range = (string.string as NSString).range(of: text)
        guard range.location != NSNotFound else { return nil }
        return string.attribute(key, at: range.location, effectiveRange: nil) as? T
    }

    func testTextIsCollapsedAndReferencesDecoded() throws {
        let read = try html("<p>  Fish &amp;\n   chips &lt;3&gt; &#233;t&#xE9; &copy;</p>\n<p>Second&nbsp;line</p> <!-- note --> &unknown; & more")
        XCTAssertEqual(read.string, "Fish & chips <3> été ©\nSecond\u{00A0}line\n&unknown; & more", "text after a block starts a line of its own")
    }

    func testInlineFormattingBecomesAttributes() throws {
        let read = try html("""
            <html><head><title>x</title><style>p { color: red }</style><script>var a = "<b>";</script></head>
            <body><h1>Sale</h1>Now <b>half</b> <i>price</i>, <u>today</u> <s>only</s><br>
            <a href="https://example.com/sale">Shop</a> <font color="#ff0000">red</font>
            <span style="color: #00f; font-size: 24px; font-weight: bold">big</span></body></html>
            """)
        XCTAssertEqual(read.string, "Sale\nNow half price, today only\nShop red big")
        let body = try XCTUnwrap(attribute(.font, of: read, at: "Now", as: UIFont.self))
        XCTAssertEqual(body.pointSize, 12)
        XCTAssertEqual(attribute(.font, of: read, at: "Sale", as: UIFont.self)?.pointSize, 24, "h1 is twice the body text")
        XCTAssertTrue(attribute(.font, of: read, at: "half", as: UIFont.self)?.fontName.contains("Bold") == true)
        XCTAssertFalse(body.fontName.contains("Bold"))
        XCTAssertEqual(attribute(.underlineStyle, of: read, at: "today", as: Int.self), NSUnderlineStyle.single.rawValue)
        XCTAssertEqual(attribute(.strikethroughStyle, of: read, at: "only", as: Int.self), NSUnderlineStyle.single.rawValue)
        XCTAssertEqual(attribute(.link, of: read, at: "Shop", as: URL.self), URL(string: "https://example.com/sale"))
        XCTAssertEqual(attribute(.foregroundColor, of: read, at: "red", as: UIColor.self), UIColor(hex: "#ff0000"))
        XCTAssertEqual(attribute(.foregroundColor, of: read, at: "big", as: UIColor.self), UIColor(hex: "#0000ff"))
        XCTAssertEqual(attribute(.font, of: read, at: "big", as: UIFont.self)?.pointSize, 18, "24 px is 18 points")
        XCTAssertNil(attribute(.link, of: read, at: "red", as: URL.self), "the link ends with its element")
    }

    func testFontSizesInEveryCSSUnitAndRelativeFontSizes() throws {
        let read = try html("""
            <div style="font-size: 20pt">a <span style="font-size: 1.5em">em</span> <span style="font-size: 50%">half</span>
            <span style="font-size: 2rem">rem</span> <span style="font-size: large">large</span>
            <span style="font-size: 3vw">unknown</span> <span style="font-size: smaller">smaller</span></div>
            <font size="+2">plus</font> <font size="-1">minus</font> <font size="9">clamped</font>
            """)
        func size(_ text: String) -> CGFloat? { attribute(.font, of: read, at: text, as: UIFont.self)?.pointSize }
        XCTAssertEqual(size("a "), 20)
        XCTAssertEqual(size("em"), 30, "an em is the enclosing size")
        XCTAssertEqual(size("half"), 10)
        XCTAssertEqual(size("rem"), 24, "a rem is the base font's, 12 points")
        XCTAssertEqual(size("large"), 13.5)
        XCTAssertEqual(size("unknown"), 20, "a unit CSS does not know leaves the size as it was")
        XCTAssertEqual(try XCTUnwrap(size("smaller")), 20 / 1.2, accuracy: 0.001)
        XCTAssertEqual(size("plus"), 18, "+2 from the default 3 is size 5")
        XCTAssertEqual(size("minus"), 10, "-1 is size 2")
        XCTAssertEqual(size("clamped"), 36)
    }

    func testALessThanThatStartsNoTagAndAScriptsTextAreNotMarkup() throws {
        XCTAssertEqual(try html("Price < 5 USD, <b>sale</b> <").string, "Price < 5 USD, sale <")
        XCTAssertEqual(try html("<script>if (a < b) { x = '</b>' }</script><p>Hello</p><style>p<q{}</STYLE>!").string, "Hello\n!")
        XCTAssertEqual(try html("<!-- never closed").string, "")
    }

    func testPlainTextAndTheDocumentsOwnDescription() throws {
        var described: NSDictionary?
        let plain = try NSAttributedString(data: Data("a <b>c</b>".utf8),
                                           options: [.documentType: NSAttributedString.DocumentType.plain,
                                                     .defaultAttributes: [NSAttributedString.Key.kern: 2]],
                                           documentAttributes: &described)
        XCTAssertEqual(plain.string, "a <b>c</b>", "plain text keeps its tags as text")
        XCTAssertEqual(plain.attribute(.kern, at: 0, effectiveRange: nil) as? Int, 2)
        XCTAssertEqual(described?[NSAttributedString.DocumentAttributeKey.documentType.rawValue] as? String, "NSPlainText")
        let sniffed = try NSAttributedString(data: Data("<!DOCTYPE html><p>x &amp; y</p>".utf8), options: [:], documentAttributes: nil)
        XCTAssertEqual(sniffed.string, "x & y", "HTML is recognised without a type")
        XCTAssertThrowsError(try NSAttributedString(data: Data("{\\rtf1 x}".utf8),
                                                    options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil))
        XCTAssertThrowsError(try NSAttributedString(data: Data([0xff, 0xfe, 0xfd]), options: [:], documentAttributes: nil),
                             "bytes that are not UTF-8")
        XCTAssertEqual(NSAttributedString().length, 0)
    }

    func testAppendFormatFillsInTheArguments() {
        let code = NSMutableString(string: "#")
        let letters: NSString = "ABC"
        code.appendFormat("%C", letters.character(at: 1))
        code.appendFormat("-%d-%.1f", 7, 2.25)
        XCTAssertEqual(code as String, "#B-7-2.2")
    }
}
