import DesignableTesting
import Foundation
@testable import Designable
import Raster
import Typography
import XCTest

/// `boundingRect(with:options:context:)` agrees with what is drawn: for random attributed
/// strings (fonts, sizes, kern, baseline offsets, underlines, line spacing, wrapping widths)
/// the ink drawn by `draw(with:options:context:)` lies inside the measured rectangle.
final class AttributedBoundingRectTests: XCTestCase {
    /// A small deterministic generator, so a failure names a seed that reproduces it.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func double(_ range: ClosedRange<Double>) -> Double { range.lowerBound + Double(next() % 1000) / 999 * (range.upperBound - range.lowerBound) }
        mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
    }

    static let words = ["Hamburgefonstiv", "gyp", "WAVE", "fjord", "Tây", "Ångström", "quiz", "—", "x", "lorem", "ipsum", "17.5%"]

    func randomString(_ g: inout Generator) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for _ in 0..<g.int(2...7) {
            var attributes: [NSAttributedString.Key: Any] = [
                .font: g.int(0...1) == 0 ? UIFont.systemFont(ofSize: CGFloat(g.int(9...30))) : UIFont.boldSystemFont(ofSize: CGFloat(g.int(9...30))),
                .foregroundColor: UIColor.black,
            ]
            if g.int(0...2) == 0 { attributes[.kern] = g.double(-0.5...4) }
            if g.int(0...3) == 0 { attributes[.baselineOffset] = g.double(-4...6) }
            if g.int(0...3) == 0 { attributes[.underlineStyle] = g.pick([NSUnderlineStyle.single, .thick, .double]).rawValue }
            if g.int(0...4) == 0 { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            if g.int(0...4) == 0 {
                let style = NSMutableParagraphStyle()
                style.lineSpacing = CGFloat(g.int(0...6))
                style.firstLineHeadIndent = CGFloat(g.int(0...12))
                attributes[.paragraphStyle] = style
            }
            let words = (0..<g.int(1...3)).map { _ in g.pick(Self.words) }.joined(separator: " ")
            text.append(NSAttributedString(string: words + (g.int(0...5) == 0 ? "\n" : " "), attributes: attributes))
        }
        return text
    }

    func testInkLiesInsideTheMeasuredRectangle() throws {
        var g = Generator(state: 0x5EED_1234)
        for seed in 0..<40 {
            let text = randomString(&g)
            let width = CGFloat(g.int(60...260))
            let options: NSStringDrawingOptions = .usesLineFragmentOrigin
            let measured = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: options, context: nil)
            let origin = CGPoint(x: 10, y: 10)
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: width + 40, height: measured.height + 40)) { _ in
                text.draw(with: CGRect(origin: origin, size: CGSize(width: width, height: .greatestFiniteMagnitude)), options: options, context: nil)
            }
            let bitmap = try ViewRenderer.render(view, scale: 2)
            let box = measured.offsetBy(dx: origin.x, dy: origin.y)
            // Glyph side bearings may overhang the advance by a little, and a lowered run by its
            // offset, since (as in TextKit) lowering a run does not deepen its line: allow two
            // points around the box, and below it the deepest lowering too.
            var lowering: CGFloat = 0
            text.enumerateAttribute(.baselineOffset, in: NSRange(location: 0, length: text.length)) { value, _, _ in
                if let offset = (value as? NSNumber)?.doubleValue ?? (value as? Double) { lowering = max(lowering, CGFloat(-offset)) }
            }
            // A thick or double underline hangs below the last line's descent (UIKit's
            // boundingRect leaves it out too): allow 0.15 em of the largest underlined font more.
            var underline: CGFloat = 0
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, _, _ in
                guard let style = attributes[.underlineStyle] as? Int, style != 0, let font = attributes[.font] as? UIFont else { return }
                underline = max(underline, 0.15 * font.pointSize)
            }
            lowering += underline
            let slack: CGFloat = 2
            let allowed = CGRect(x: box.minX - slack, y: box.minY - slack, width: box.width + 2 * slack, height: box.height + 2 * slack + lowering)
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y)!.a > 24 {
                    let p = CGPoint(x: (CGFloat(x) + 0.5) / 2, y: (CGFloat(y) + 0.5) / 2)
                    XCTAssertTrue(allowed.contains(p),
                                  "seed \(seed): ink at \(p) outside the measured \(box) of \(text.string.debugDescription) in \(width) pt")
                    if !allowed.contains(p) { return }
                }
            }
        }
    }

    /// DejaVu Sans with a line gap of a fifth of its em: the system font's leading is 0.
    private static func fontWithLineGap(size: CGFloat) throws -> UIFont {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        func setI16(_ at: Int, _ value: Int) { bytes[at] = UInt8(value >> 8 & 0xFF); bytes[at + 1] = UInt8(value & 0xFF) }
        var tables: [String: Int] = [:]
        for i in 0..<u16(4) {
            let record = 12 + 16 * i
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = u32(record + 8)
        }
        let gap = 2048 / 5
        setI16(try XCTUnwrap(tables["hhea"]) + 8, gap)
        setI16(try XCTUnwrap(tables["OS/2"]) + 72, gap)
        let face = try XCTUnwrap(FontFace.faces(in: bytes, fileName: "GappedDejaVuSans.ttf").first)
        return UIFont(font: Font(face: face, size: Double(size)))
    }

    func testUsesFontLeadingAddsTheFontsLineGapToEachMeasuredLine() throws {
        let gapped = try Self.fontWithLineGap(size: 20)
        XCTAssertEqual(gapped.leading, 4, accuracy: 0.01, "a fifth of 20 points")
        let size = CGSize(width: 500, height: 500)
        func height(_ font: UIFont, _ options: NSStringDrawingOptions) -> CGFloat {
            "one\ntwo".boundingRect(with: size, options: options, attributes: [.font: font], context: nil).height
        }
        let without = height(gapped, .usesLineFragmentOrigin), with = height(gapped, [.usesLineFragmentOrigin, .usesFontLeading])
        XCTAssertEqual(without, 2 * (gapped.ascender - gapped.descender), accuracy: 0.01)
        XCTAssertEqual(with - without, 2 * gapped.leading, accuracy: 0.01)
        XCTAssertEqual(gapped.lineHeight, gapped.ascender - gapped.descender + gapped.leading, accuracy: 0.01)
        let system = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(height(system, .usesLineFragmentOrigin), height(system, [.usesLineFragmentOrigin, .usesFontLeading]),
                       "the system font has no leading to add")
    }
}
