import Designable
import Foundation
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
        XCTAssertEqual(image.unpremultipliedPixel(x: 5, y: 2)?.a, 255)
        XCTAssertEqual(image.unpremultipliedPixel(x: 5, y: 7)?.a, 0)
        XCTAssertNil(layer.presentation(), "a layer of the app's own class has no presentation copy")
        XCTAssertNotNil(CAShapeLayer().presentation())
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
