import Designable
import Foundation
import Raster
import XCTest

/// An opaque view (the default) without a background colour that overrides `draw(_:)` draws into
/// a backing store with no alpha channel on iOS: what it leaves unpainted is black.
final class OpaqueBackingStoreTests: XCTestCase {
    /// A dot in the middle of its bounds, and nothing else, as badge and ring views draw.
    private final class DotView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemRed.setFill()
            UIBezierPath(rect: CGRect(x: 4, y: 4, width: 2, height: 2)).fill()
        }
    }

    private final class PlainView: UIView {}

    /// Calls super first, as many overrides do, then draws.
    private final class SuperCallingDotView: UIView {
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            UIColor.systemRed.setFill()
            UIBezierPath(rect: CGRect(x: 4, y: 4, width: 2, height: 2)).fill()
        }
    }

    private func render(_ view: UIView) throws -> Bitmap {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSubview(view)
        return try ViewRenderer.render(root, scale: 1)
    }

    func testADrawOverrideWithoutABackgroundShowsBlackWhereItPaintsNothing() throws {
        for _ in 0..<2 {
            let bitmap = try render(DotView())
            XCTAssertEqual(bitmap.unpremultipliedPixel(x: 1, y: 1), StraightRGBA8(r: 0, g: 0, b: 0, a: 255), "the opaque store's black")
            XCTAssertEqual(bitmap.unpremultipliedPixel(x: 4, y: 4), StraightRGBA8(r: 255, g: 59, b: 48, a: 255), "the dot")
            XCTAssertEqual(bitmap.pixel(x: 15, y: 5)?.a, 0, "outside the view")
        }
    }

    func testTheFirstAndLaterRendersOfAClassAreTheSameBytes() throws {
        final class FreshDotView: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.systemBlue.setFill()
                UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 6, height: 6)).fill()
            }
        }
        let first = try render(FreshDotView())
        XCTAssertEqual(first, try render(FreshDotView()))
        XCTAssertEqual(first.pixel(x: 0, y: 0)?.a, 255)
    }

    func testAnOverrideCallingSuperIsStillItsOwn() throws {
        let bitmap = try render(SuperCallingDotView())
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 1, y: 1), StraightRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    func testAClearBackgroundANonOpaqueViewOrNoOverrideStaysTransparent() throws {
        let clear = DotView()
        clear.backgroundColor = .clear
        XCTAssertEqual(try render(clear).pixel(x: 1, y: 1)?.a, 0, "backgroundColor = .clear, the usual cure")
        let transparent = DotView()
        transparent.isOpaque = false
        XCTAssertEqual(try render(transparent).pixel(x: 1, y: 1)?.a, 0, "isOpaque = false")
        XCTAssertEqual(try render(PlainView()).pixel(x: 1, y: 1)?.a, 0, "no draw(_:), no backing store")
        XCTAssertEqual(try render(UIView()).pixel(x: 1, y: 1)?.a, 0)
        let label = UILabel()
        label.text = "x"
        XCTAssertEqual(try render(label).pixel(x: 9, y: 0)?.a, 0, "UIKit's own views are not opaque")
    }

    /// A ring drawn by the view's own layer class, as animatable progress rings draw it.
    private final class DotLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.systemRed.cgColor)
            ctx.fill(CGRect(x: 4, y: 4, width: 2, height: 2))
        }
    }

    private final class DotLayerView: UIView {
        override class var layerClass: AnyClass { DotLayer.self }
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.setNeedsDisplay()
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    /// A layer class for animations only, drawing nothing of its own.
    private final class QuietLayer: CALayer {}
    private final class QuietLayerView: UIView {
        override class var layerClass: AnyClass { QuietLayer.self }
    }

    func testAViewWhoseOwnLayerClassDrawsShowsBlackWhereItPaintsNothing() throws {
        for _ in 0..<2 {
            let bitmap = try render(DotLayerView())
            XCTAssertEqual(bitmap.unpremultipliedPixel(x: 1, y: 1), StraightRGBA8(r: 0, g: 0, b: 0, a: 255), "the opaque store's black")
            XCTAssertEqual(bitmap.unpremultipliedPixel(x: 4, y: 4), StraightRGBA8(r: 255, g: 59, b: 48, a: 255))
        }
        let clear = DotLayerView()
        clear.backgroundColor = .clear
        XCTAssertEqual(try render(clear).pixel(x: 1, y: 1)?.a, 0, "a clear background keeps it transparent")
        XCTAssertEqual(try render(QuietLayerView()).pixel(x: 1, y: 1)?.a, 0, "a layer class that draws nothing has no store")
    }
}
