import Foundation
@testable import Designable
import XCTest

/// The smaller families of UIKit API added by the SDK's list: geometry boxes and coder keys,
/// label shadows, paragraph tab stops, smart-punctuation traits, fonts, Display P3 colours,
/// traits, anchors and gesture recognizers.
final class SDKSurfaceTests: XCTestCase {
    func testGeometryRoundTripsThroughValuesAndStrings() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5)
        XCTAssertEqual(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue, insets)
        XCTAssertEqual(NSValue(uiOffset: UIOffset(horizontal: 3, vertical: -1)).uiOffsetValue, UIOffset(horizontal: 3, vertical: -1))
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 7, dy: 8)).cgVectorValue, CGVector(dx: 7, dy: 8))
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue, directional)
        XCTAssertEqual(NSCoder.string(for: insets), "{1, 2, 3, 4.5}")
        XCTAssertEqual(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4.5}"), insets)
        XCTAssertEqual(NSCoder.uiEdgeInsets(for: "not insets"), .zero)
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(NSCoder.cgAffineTransform(for: NSCoder.string(for: t)), t)
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "frame")
        archiver.encode(insets, forKey: "insets")
        archiver.finishEncoding()
        let unarchiver = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        XCTAssertEqual(unarchiver.decodeCGRect(forKey: "frame"), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(unarchiver.decodeUIEdgeInsets(forKey: "insets"), insets)
        XCTAssertEqual(unarchiver.decodeCGPoint(forKey: "missing"), .zero)
    }

    func testALabelsShadowIsDrawnAtItsOffset() throws {
        func redColumns(_ configure: (UILabel) -> Void) throws -> [Int] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            label.text = "I"
            label.font = .boldSystemFont(ofSize: 24)
            label.textColor = .black
            configure(label)
            let bitmap = try ViewRenderer.render(label, scale: 1)
            return (0..<bitmap.width).filter { x in
                (0..<bitmap.height).contains { let p = bitmap.pixel(x: x, y: $0)!; return p.a > 128 && p.r > 128 }
            }
        }
        XCTAssertEqual(try redColumns { _ in }, [], "no shadow by default")
        let shadowed = try redColumns { $0.shadowColor = .red; $0.shadowOffset = CGSize(width: 20, height: 0) }
        XCTAssertFalse(shadowed.isEmpty, "a red shadow")
        XCTAssertGreaterThanOrEqual(shadowed.min() ?? 0, 20, "20 points right of the glyph at the left edge")
        XCTAssertEqual(UILabel().shadowOffset, CGSize(width: 0, height: -1), "UIKit's default")
    }

    func testParagraphTabStopsAndDirections() {
        let style = NSMutableParagraphStyle()
        XCTAssertEqual(style.tabStops.count, 12)
        XCTAssertEqual(style.tabStops.first?.location, 28)
        style.tabStops = []
        style.addTabStop(NSTextTab(textAlignment: .right, location: 100))
        style.addTabStop(NSTextTab(textAlignment: .left, location: 40))
        XCTAssertEqual(style.tabStops.map(\.location), [40, 100])
        style.removeTabStop(NSTextTab(textAlignment: .right, location: 100))
        XCTAssertEqual(style.tabStops.map(\.location), [40])
        let copy = style.copy() as! NSParagraphStyle
        XCTAssertEqual(copy.tabStops, style.tabStops)
        XCTAssertEqual(copy, style)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "he-IL"), .rightToLeft)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "fr"), .leftToRight)
    }

    func testSmartTraitsAreKeptPerObject() {
        let a = UITextField(), b = UITextField()
        a.smartQuotesType = .no
        a.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
        XCTAssertEqual(a.smartQuotesType, .no)
        XCTAssertEqual(b.smartQuotesType, .default)
        XCTAssertEqual(a.passwordRules?.passwordRulesDescriptor, "minlength: 8;")
        XCTAssertNil(b.passwordRules)
    }

    func testFontsColoursAndTraits() throws {
        let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
        XCTAssertTrue(mono.fontName.contains("Mono"), mono.fontName)
        XCTAssertEqual(mono.pointSize, 12)
        XCTAssertTrue(UIFont.familyNames.contains(UIFont.systemFont(ofSize: 10).familyName))
        XCTAssertFalse(UIFont.fontNames(forFamilyName: UIFont.systemFont(ofSize: 10).familyName).isEmpty)
        // Display P3's red is outside sRGB: clipped to sRGB red; P3 white is sRGB white.
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).rasterColor(for: UITraitCollection())
        XCTAssertEqual(red.red, 1, accuracy: 1e-9)
        XCTAssertEqual(red.green, 0, accuracy: 1e-9)
        let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1).rasterColor(for: UITraitCollection())
        XCTAssertEqual(white.blue, 1, accuracy: 1e-5)
        let mid = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1).rasterColor(for: UITraitCollection())
        XCTAssertEqual(mid.red, 0.5, accuracy: 1e-4, "greys are the same in both spaces")
        XCTAssertEqual(UIColor.black.accessibilityName, "black")
        XCTAssertEqual(UIColor(red: 0, green: 0, blue: 1, alpha: 1).accessibilityName, "blue")
        XCTAssertEqual(UIColor(red: 0.3, green: 0, blue: 0, alpha: 1).accessibilityName, "dark red")
        XCTAssertEqual(UITraitCollection(activeAppearance: .active).activeAppearance, .active)
        XCTAssertEqual(UITraitCollection().activeAppearance, .unspecified)
        XCTAssertEqual(UITraitCollection(displayScale: 3).imageConfiguration.traitCollection?.displayScale, 3)
    }

    func testConstraintAnchorsCompareByItemAndAttribute() {
        let a = UIView(), b = UIView()
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
        XCTAssertTrue(c.firstAnchor.isEqual(a.topAnchor))
        XCTAssertTrue(c.secondAnchor?.isEqual(b.bottomAnchor) == true)
        XCTAssertFalse(c.firstAnchor.isEqual(a.bottomAnchor))
        XCTAssertNil(a.widthAnchor.constraint(equalToConstant: 3).secondAnchor)
        XCTAssertTrue(a.leadingAnchor.isEqual(a.leadingAnchor), "each read is a new anchor, and they are equal")
    }

    func testGestureRecognizersAtRest() {
        let hover = UIHoverGestureRecognizer(target: nil, action: nil)
        XCTAssertEqual(hover.state, .possible)
        XCTAssertEqual(hover.modifierFlags, [])
        XCTAssertEqual(hover.buttonMask, [])
        XCTAssertTrue(hover.shouldReceive(UIEvent()))
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.circular), 1)
        XCTAssertGreaterThan(CALayer.cornerCurveExpansionFactor(.continuous), 1)
    }
}
