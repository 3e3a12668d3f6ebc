import Foundation
@testable import Designable
import XCTest

/// UIFontDescriptor's attributes: faces picked by name, family, face and traits, sizes,
/// matrices, designs and matching.
final class FontDescriptorTests: XCTestCase {
    private var system: UIFont { .systemFont(ofSize: 15) }

    func testTheStandardSizesAreIOSs() {
        // iOS's figures, which differ from each other: code that sizes text from
        // systemFontSize gets 14 pt, not the 17 pt a label starts with.
        XCTAssertEqual(UIFont.systemFontSize, 14)
        XCTAssertEqual(UIFont.labelFontSize, 17)
        XCTAssertEqual(UIFont.buttonFontSize, 18)
        XCTAssertEqual(UIFont.smallSystemFontSize, 12)
        XCTAssertEqual(UILabel().font.pointSize, UIFont.labelFontSize)
    }

    func testAttributesPickTheFace() {
        let bold = UIFontDescriptor(fontAttributes: [.family: system.familyName, .face: "Bold", .size: 20])
        XCTAssertTrue(UIFont(descriptor: bold, size: 0).fontName.contains("Bold"))
        XCTAssertEqual(UIFont(descriptor: bold, size: 0).pointSize, 20)
        let byTraits = UIFontDescriptor(fontAttributes: [.family: system.familyName,
                                                         .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold.rawValue]])
        XCTAssertTrue(byTraits.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(byTraits.pointSize, 12, "no size: 12 points, as UIKit")
        let named = UIFontDescriptor(name: system.fontName, size: 9)
        XCTAssertEqual(named.postscriptName, system.fontName)
        XCTAssertEqual(named.pointSize, 9)
        let unknown = UIFontDescriptor(name: "NoSuchFont", size: 9)
        XCTAssertEqual(unknown.postscriptName, system.fontName, "a name nothing has falls back to the system font")
    }

    func testFontAttributesAndObjectForKey() {
        let d = system.fontDescriptor
        XCTAssertEqual(d.object(forKey: .name) as? String, system.fontName)
        XCTAssertEqual(d.object(forKey: .family) as? String, system.familyName)
        XCTAssertEqual(d.object(forKey: .size) as? CGFloat, 15)
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        XCTAssertEqual(body.object(forKey: .textStyle) as? String, UIFont.TextStyle.body.rawValue)
        let withFeature = d.addingAttributes([.featureSettings: [[UIFontDescriptor.FeatureKey.type: 6, .selector: 0]]])
        XCTAssertNotNil(withFeature.object(forKey: .featureSettings), "attributes that pick no face are kept")
        XCTAssertEqual(withFeature.postscriptName, system.fontName)
    }

    func testFaceFamilyMatrixAndDesign() throws {
        let d = system.fontDescriptor
        XCTAssertTrue(d.withFace("Bold").postscriptName.contains("Bold"))
        XCTAssertFalse(d.withFace("Bold").withFace("Regular").postscriptName.contains("Bold"))
        let skew = CGAffineTransform(a: 1, b: 0, c: 0.2, d: 1, tx: 0, ty: 0)
        XCTAssertEqual(d.withMatrix(skew).matrix, skew)
        XCTAssertEqual(d.matrix, .identity)
        let mono = try XCTUnwrap(d.withDesign(.monospaced))
        XCTAssertTrue(mono.postscriptName.contains("Mono"), mono.postscriptName)
        XCTAssertNotNil(d.withDesign(.rounded), "the system font takes every design")
        XCTAssertFalse(d.matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty)
        XCTAssertEqual(UIFontDescriptor.SymbolicTraits.classSansSerif.rawValue & UIFontDescriptor.SymbolicTraits.classMask.rawValue,
                       UIFontDescriptor.SymbolicTraits.classSansSerif.rawValue)
    }
}
