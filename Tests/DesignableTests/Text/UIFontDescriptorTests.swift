import Foundation
@testable import Designable
import XCTest

/// Font descriptors, as the corpus uses them: the same face at another size, the bold face,
/// and a text style's descriptor.
final class UIFontDescriptorTests: XCTestCase {
    func testADescriptorMakesTheSameFaceAtAnotherSize() {
        let bold = UIFont.boldSystemFont(ofSize: 20)
        let smaller = UIFont(descriptor: bold.fontDescriptor, size: 14)
        XCTAssertEqual(smaller.pointSize, 14)
        // The system font's descriptor resizes as the system font, so 14 pt takes the text
        // design's bold, as SF Pro Display's descriptor gives SF Pro Text below 20 pt.
        XCTAssertEqual(smaller.fontName, UIFont.boldSystemFont(ofSize: 14).fontName)
        XCTAssertEqual(smaller.font, UIFont.boldSystemFont(ofSize: 14).font, "with its tracking")
        XCTAssertEqual(UIFont(descriptor: bold.fontDescriptor, size: 0).pointSize, 20, "size 0 keeps the descriptor's")
        XCTAssertEqual(bold.fontDescriptor.withSize(9).pointSize, 9)
        XCTAssertEqual(bold.fontDescriptor.postscriptName, bold.fontName)
    }

    func testBoldTraitsFindTheBoldFace() throws {
        let regular = UIFont.systemFont(ofSize: 15)
        XCTAssertFalse(regular.fontDescriptor.symbolicTraits.contains(.traitBold))
        let bold = try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits(.traitBold))
        XCTAssertTrue(bold.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(UIFont(descriptor: bold, size: 0).fontName, UIFont.boldSystemFont(ofSize: 15).fontName)
        XCTAssertNotEqual(UIFont(descriptor: bold, size: 0).fontName, regular.fontName)
        XCTAssertEqual(regular.fontDescriptor.withSymbolicTraits(.traitItalic)?.postscriptName, regular.fontName,
                       "no italic face: the face is kept")
    }

    func testATextStylesDescriptorFollowsTheCategory() {
        let large = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1,
                                                             compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        XCTAssertEqual(large.pointSize, 38)
        XCTAssertEqual(UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .body), size: 0).pointSize, 17)
    }
}
