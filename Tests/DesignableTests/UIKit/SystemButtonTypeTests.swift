import Designable
import DesignableTesting
import Foundation
import Raster
import XCTest

/// UIKit's system button types draw their own glyph and size to it, with no title or image set.
final class SystemButtonTypeTests: XCTestCase {
    private let glyphTypes: [UIButton.ButtonType] = [.contactAdd, .detailDisclosure, .infoLight, .infoDark]

    func testSystemButtonTypesSizeToTheirGlyphsAsOnIOS() {
        for type in glyphTypes {
            let button = UIButton(type: type)
            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 22, height: 22), "\(type)")
            button.sizeToFit()
            XCTAssertEqual(button.bounds.size, CGSize(width: 22, height: 22), "\(type)")
            XCTAssertNotNil(button.currentImage, "\(type)")
        }
        XCTAssertEqual(UIButton(type: .close).intrinsicContentSize, CGSize(width: 30, height: 30))
        XCTAssertNil(UIButton(type: .system).currentImage)
        XCTAssertEqual(UIButton(type: .custom).intrinsicContentSize, .zero)
    }

    func testTheGlyphsDrawInTheTintColourAndTheCloseButtonInGrey() throws {
        let add = UIButton(type: .contactAdd)
        add.sizeToFit()
        let bitmap = try ViewRenderer.render(add, scale: 2)
        var tinted = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                if let p = bitmap.unpremultipliedPixel(x: x, y: y), p.a > 200, p.b > 200, p.r < 60 { tinted += 1 }
            }
        }
        XCTAssertGreaterThan(tinted, 100, "the plus and its circle, in system blue")
        let close = UIButton(type: .close)
        close.sizeToFit()
        let closed = try ViewRenderer.render(close, scale: 2)
        let edge = try XCTUnwrap(closed.unpremultipliedPixel(x: 30, y: 6))
        XCTAssertEqual(edge.a, 255, "the disc")
        XCTAssertEqual([edge.r, edge.g, edge.b], [174, 174, 178], "system grey 2, not tinted")
    }

    func testEverySystemTypeSideBySide() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 170, height: 40))
        row.backgroundColor = .white
        for (i, type) in (glyphTypes + [.close]).enumerated() {
            let button = UIButton(type: type)
            button.sizeToFit()
            button.center = CGPoint(x: 17 + CGFloat(i) * 34, y: 20)
            row.addSubview(button)
        }
        assertSnapshot(of: row, as: .image(paths: [.code]), named: "system-button-types")
    }
}
