import Designable
import Foundation
import Raster
import XCTest

/// A view of no size has no backing store, so UIKit never calls its `draw(_:)`; but Core
/// Animation still draws its sublayers and subviews, which `masksToBounds` (false by default)
/// alone would clip. Controls hang their icons on such a view at their centre.
final class ZeroSizeViewRenderingTests: XCTestCase {
    /// A control in the pattern of public rating and checkbox controls: a 0×0 "pivot" view at the
    /// centre, an icon shape layer and a dot subview hung on it at negative offsets.
    private final class PivotIconControl: UIControl {
        let pivot = UIView(frame: .zero)

        override init(frame: CGRect) {
            super.init(frame: frame)
            let icon = CAShapeLayer()
            icon.path = UIBezierPath(rect: CGRect(x: -8, y: -8, width: 16, height: 8)).cgPath
            icon.fillColor = UIColor.systemRed.cgColor
            pivot.layer.addSublayer(icon)
            let dot = UIView(frame: CGRect(x: -4, y: 2, width: 8, height: 4))
            dot.backgroundColor = .systemBlue
            pivot.addSubview(dot)
            pivot.backgroundColor = .black
            addSubview(pivot)
        }

        required init?(coder: NSCoder) { fatalError("code only") }

        override func layoutSubviews() {
            super.layoutSubviews()
            pivot.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }

    func testTheSublayersAndSubviewsOfAZeroSizeViewAreDrawn() throws {
        let control = PivotIconControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let bitmap = try ViewRenderer.render(control, scale: 1)
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 16, y: 15), StraightRGBA8(r: 255, g: 59, b: 48, a: 255), "the icon layer, above the centre")
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 20, y: 23), StraightRGBA8(r: 0, g: 122, b: 255, a: 255), "the dot subview, below it")
        XCTAssertEqual(bitmap.pixel(x: 2, y: 2)?.a, 0, "nothing else")
    }

    func testAZeroSizeViewThatClipsToBoundsShowsNothing() throws {
        let control = PivotIconControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        control.pivot.clipsToBounds = true
        let bitmap = try ViewRenderer.render(control, scale: 1)
        for y in 0..<40 {
            for x in 0..<40 where bitmap.pixel(x: x, y: y)?.a != 0 {
                return XCTFail("pixel (\(x), \(y)) is drawn, though the 0×0 view clips to its bounds")
            }
        }
    }

    func testAZeroSizeViewsDrawIsNotCalled() throws {
        final class Drawing: UIView {
            var drew = false
            override func draw(_ rect: CGRect) { drew = true }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let empty = Drawing(frame: CGRect(x: 5, y: 5, width: 0, height: 4))
        let sized = Drawing(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        root.addSubview(empty)
        root.addSubview(sized)
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertFalse(empty.drew, "a view of no size has no backing store to draw into")
        XCTAssertTrue(sized.drew)
    }
}
