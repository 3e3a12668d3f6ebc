import Designable
import Foundation
import Raster
import XCTest

/// Layer subclasses written as iOS code writes them: with initializers of their own, and as a
/// view's `layerClass`.
final class LayerSubclassingTests: XCTestCase {
    /// A layer with its own designated initializer and no `init()`, as spinners often are;
    /// this compiles only because `CALayer.init()` is not required, as on iOS.
    final class SpinnerLayer: CAShapeLayer {
        init(frame: CGRect) {
            super.init()
            self.frame = frame
            path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
            fillColor = nil
            strokeColor = UIColor.systemBlue.cgColor
            strokeEnd = 0.25
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    /// A layer with no initializers of its own, used as a view's layer class.
    final class StripedLayer: CALayer {
        var stripes = 3
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.systemOrange.cgColor)
            for i in 0..<stripes { ctx.fill(CGRect(x: 0, y: CGFloat(i) * 10, width: bounds.width, height: 5)) }
        }
    }

    final class StripedView: UIView {
        override class var layerClass: AnyClass { StripedLayer.self }
    }

    func testALayerSubclassWithItsOwnInitializerRenders() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.layer.addSublayer(SpinnerLayer(frame: view.bounds))
        let image = try ViewRenderer.render(view, scale: 1)
        XCTAssertGreaterThan(image.bytes.reduce(0) { $0 + Int($1) }, 0, "the quarter arc is drawn")
    }

    func testAViewGetsALayerOfItsLayerClassEvenOneOfTheAppsOwn() throws {
        let view = StripedView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let layer = try XCTUnwrap(view.layer as? StripedLayer)
        XCTAssertEqual(layer.stripes, 3, "made with its defaults, as init() would")
        XCTAssertEqual(layer.opacity, 1)
        let image = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(image.unpremultipliedPixel(x: 5, y: 2), StraightRGBA8(r: 255, g: 149, b: 0, a: 255), "a stripe")
        // The view's layer is its backing store, opaque as the view is: black between the stripes, as on iOS.
        XCTAssertEqual(image.unpremultipliedPixel(x: 5, y: 7), StraightRGBA8(r: 0, g: 0, b: 0, a: 255))
        view.backgroundColor = .clear
        XCTAssertEqual(try ViewRenderer.render(view, scale: 1).unpremultipliedPixel(x: 5, y: 7)?.a, 0)
        XCTAssertNil(layer.presentation(), "a layer of the app's own class has no presentation copy")
        XCTAssertNotNil(CAShapeLayer().presentation())
    }

    /// A layer that sets its contents in `display()` instead of drawing, from a key of its own
    /// that needs display, and says how Designable makes its presentation copy, as the
    /// UIKitSources plugin would say it.
    final class SwatchLayer: CALayer {
        var draws = 0
        var shade: CGFloat {
            get { __designableManagedValue(self, "shade") }
            set { __designableSetManagedValue(newValue, self, "shade") }
        }
        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { fatalError("not used") }
        override class func __designableInit(layer: Any) -> CALayer? { SwatchLayer(layer: layer) }
        override class func needsDisplay(forKey key: String) -> Bool { key == "shade" || super.needsDisplay(forKey: key) }

        override func display() {
            let colour = shade < 0.5 ? UIColor.systemBlue : UIColor.systemRed
            contents = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
                colour.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }.cgImage
        }
        override func draw(in ctx: CGContext) { draws += 1 }
    }

    /// A red swatch (shade 1) filling a view.
    private func swatch() -> (UIView, SwatchLayer) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let swatch = SwatchLayer()
        swatch.frame = host.bounds
        swatch.shade = 1
        host.layer.addSublayer(swatch)
        return (host, swatch)
    }

    func testAnOverriddenDisplaySetsTheContentsInsteadOfDrawInContext() throws {
        let (host, swatch) = swatch()
        let model = try ViewRenderer.render(host, scale: 1)
        XCTAssertEqual(model.unpremultipliedPixel(x: 5, y: 5)?.r, 255, "red, from display()")
        XCTAssertEqual(swatch.draws, 0, "an override of display() leaves nothing to draw(in:)")
    }

    func testWhileAKeyThatNeedsDisplayAnimatesThePresentationCopyDisplays() throws {
        let (host, swatch) = swatch()
        let fade = CABasicAnimation(keyPath: "shade")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        swatch.add(fade, forKey: "shade")
        let early = try ViewRenderer.render(host, at: .milliseconds(250), scale: 1)
        XCTAssertLessThan(try XCTUnwrap(early.unpremultipliedPixel(x: 5, y: 5)).r, 100, "blue: the copy's shade is 0.25")
        let late = try ViewRenderer.render(host, at: .milliseconds(750), scale: 1)
        XCTAssertEqual(late.unpremultipliedPixel(x: 5, y: 5)?.r, 255, "red: the copy's shade is 0.75")
        XCTAssertEqual(swatch.shade, 1, "the model keeps its value")
    }

    func testAnAnimatorAndATextFieldTakeWhatIOSCodeGivesThem() {
        let animator = UIViewPropertyAnimator()
        XCTAssertEqual(animator.duration, 0)
        let field = UITextField()
        let toolbar = UIView()
        field.inputAccessoryView = toolbar
        XCTAssertTrue(field.inputAccessoryView === toolbar)
    }
}
