import Designable
import Foundation
import XCTest

final class ViewDecodingTests: XCTestCase {
    func testInitWithCoderReadsTheStandardViewProperties() throws {
        let child = try XCTUnwrap(UIView(coder: DictionaryCoder([ViewCodingKey.tag: 7])))
        let coder = DictionaryCoder([
            ViewCodingKey.frame: CGRect(x: 1, y: 2, width: 30, height: 40),
            ViewCodingKey.backgroundColor: UIColor.red,
            ViewCodingKey.alpha: 0.5,
            ViewCodingKey.hidden: true,
            ViewCodingKey.clipsSubviews: true,
            ViewCodingKey.tag: 3,
            ViewCodingKey.contentMode: "scaleAspectFit",
            ViewCodingKey.accessibilityIdentifier: "card",
            ViewCodingKey.subviews: [child],
        ])
        let view = try XCTUnwrap(UIView(coder: coder))
        XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(view.backgroundColor, .red)
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertTrue(view.isHidden)
        XCTAssertTrue(view.clipsToBounds)
        XCTAssertEqual(view.tag, 3)
        XCTAssertEqual(view.contentMode, .scaleAspectFit, "IB's spelling of the enumeration")
        XCTAssertEqual(view.accessibilityIdentifier, "card")
        XCTAssertTrue(view.viewWithTag(7) === child)
    }

    func testMissingKeysLeaveUIKitsDefaults() throws {
        let view = try XCTUnwrap(UIView(coder: DictionaryCoder([:])))
        XCTAssertEqual(view.frame, .zero)
        XCTAssertNil(view.backgroundColor)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertFalse(view.clipsToBounds)
        XCTAssertEqual(view.contentMode, .scaleToFill)
    }

    func testLabelDecodesTextAttributesByRawValueOrName() throws {
        let label = try XCTUnwrap(UILabel(coder: DictionaryCoder([
            ViewCodingKey.text: "Sport",
            ViewCodingKey.textAlignment: NSTextAlignment.center.rawValue,
            ViewCodingKey.lineBreakMode: "middleTruncation",
            ViewCodingKey.numberOfLines: 2,
            ViewCodingKey.font: UIFont.systemFont(ofSize: 21),
        ])))
        XCTAssertEqual(label.text, "Sport")
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(label.numberOfLines, 2)
        XCTAssertEqual(label.font.pointSize, 21)
    }

    func testButtonDecodesPerStateTitles() throws {
        let button = try XCTUnwrap(UIButton(coder: DictionaryCoder([
            ViewCodingKey.buttonType: "system",
            ViewCodingKey.state(.normal, "title"): "Go",
            ViewCodingKey.state(.selected, "title"): "Going",
        ])))
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.title(for: .normal), "Go")
        XCTAssertEqual(button.title(for: .selected), "Going")
        XCTAssertEqual(button.title(for: .highlighted), "Go", "a state without a title uses the normal one")
    }

    func testASubclassCanDecodeItsOwnKeysAfterSuper() throws {
        final class Rated: UIView {
            var stars = 0
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                stars = coder.decodeInteger(forKey: "stars")
            }
            override init(frame: CGRect) { super.init(frame: frame) }
        }
        let view = try XCTUnwrap(Rated(coder: DictionaryCoder(["stars": 4, ViewCodingKey.frame: CGRect(x: 0, y: 0, width: 5, height: 5)])))
        XCTAssertEqual(view.stars, 4)
        XCTAssertEqual(view.bounds.width, 5)
    }
}
